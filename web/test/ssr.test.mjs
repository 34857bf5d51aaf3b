// swift-gauge/ssr (web/ssr.js, README › Server-rendered first paint): the markup it writes is safe to send (every
// name checked against the options table, everything escaped) and says what the server drew, so the element
// hydrates to the same texts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gaugeAttributes, gaugeElement } from '../ssr.js';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

test('gaugeAttributes refuses an option name createGauge does not know, as createGauge does, and escapes', async () => {
  const sg = await loadSwiftGauge(await wasmBytes());
  const hostile = JSON.parse('{"value": 3, "label": "CPU", "><img src=x onerror=alert(1)><x y": 1}');
  assert.throws(() => gaugeAttributes(hostile), { name: 'TypeError', message: 'gaugeAttributes: options: unknown option "><img src=x onerror=alert(1)><x y"' });
  assert.throws(() => gaugeElement(sg, hostile, 100, 100), { name: 'TypeError', message: /^gaugeElement: options: unknown option "><img/ });
  assert.throws(() => sg.createGaugeHandle(hostile), { name: 'TypeError', message: /^createGaugeHandle: options: unknown option "><img/ });
  for (const bad of [{ lable: 'typo' }, JSON.parse('{"__proto__": 1}'), { gaugeStyle: 'dial' }, { low: 0.3 }]) {
    const k = Object.keys(bad)[0];
    assert.throws(() => gaugeAttributes(bad), { name: 'TypeError', message: `gaugeAttributes: options: unknown option "${k}"` });
  }
  // Values: escaped; the attribute names are the table's.
  assert.equal(gaugeAttributes({ style: 'dial', label: '"><script>x</script>', tint: ['red', 'blue'], thresholdMarkers: true, valueAnimation: false, value: null }),
    ' gauge-style="dial" label="&#34;&#62;&#60;script&#62;x&#60;/script&#62;" tint="red, blue" threshold-markers="zones"');
  assert.equal(gaugeAttributes({ zones: [{ from: 0, color: 'red', name: "<b>'&" }] }),
    ' zones="[{&#34;from&#34;:0,&#34;color&#34;:&#34;red&#34;,&#34;name&#34;:&#34;&#60;b&#62;&#39;&#38;&#34;}]"');
});
