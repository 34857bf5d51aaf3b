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

/** What the element makes of `markup`'s attributes (the table's parse, as element.js applies them): createGauge options. */
async function hydratedOptions(markup) {
  const { OPTIONS } = await import('../src/options.js');
  const unescape = (s) => s.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(+c));
  const options = {};
  for (const [, name, text] of markup.match(/^<swift-gauge([^>]*)>/)[1].matchAll(/ ([\w-]+)="([^"]*)"/g)) {
    const o = OPTIONS.find((x) => x.attribute === name);
    if (o) options[o.name] = o.parse ? o.parse(unescape(text), null) : unescape(text);
  }
  return options;
}

test('gaugeElement: an Intl.NumberFormat is written as the format JSON the element parses, and hydrates to the texts the server drew', async () => {
  const sg = await loadSwiftGauge(await wasmBytes());
  const svgOf = (m) => m.slice(m.indexOf('<svg'), m.lastIndexOf('</swift-gauge>'));
  for (const [options, text] of [
    [{ style: 'accessoryCircular', value: 21, lower: 0, upper: 40, format: new Intl.NumberFormat('de', { style: 'unit', unit: 'celsius' }) }, '21 °C'],
    [{ style: 'dial', value: 1234.5, upper: 2000, formatsBoundsLabels: true, format: new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }) }, '€1,234.50'],
  ]) {
    const markup = gaugeElement(sg, options, 120, 120, 'a');
    assert.doesNotMatch(markup, /format="\{\}"/);
    const hydrated = await hydratedOptions(markup);
    assert.ok(hydrated.format instanceof Intl.NumberFormat, markup.slice(0, 300));
    assert.equal(hydrated.format.format(options.value), text);
    const g = sg.createGaugeHandle(hydrated);
    try {
      assert.equal(g.accessibility().valueText, text);
      assert.equal(g.toSVG(120, 120, { idPrefix: 'a' }), svgOf(markup)); // the same drawing, texts and all
    } finally { g.destroy(); }
  }
});

test('gaugeAttributes/gaugeElement refuse a function format by name: no attribute can hold a function', async () => {
  const sg = await loadSwiftGauge(await wasmBytes());
  const fn = (v) => `${v} units`;
  assert.throws(() => gaugeAttributes({ value: 21, format: fn }), { name: 'TypeError', message: /^gaugeAttributes: options\.format: a function cannot be serialised into the format attribute/ });
  assert.throws(() => gaugeElement(sg, { value: 21, tickFormat: { format: fn } }, 120, 120), { name: 'TypeError', message: /^gaugeElement: options\.tickFormat: a function cannot be serialised/ });
  assert.throws(() => gaugeAttributes({ zones: [{ from: NaN, color: 'red' }] }), { name: 'RangeError', message: /^gaugeAttributes: options\.zones: NaN and ±Infinity/ });
});
