// The opt-in font (docs/abi.md › gauge_set_font) through the JS API over the built wasm: the SVG names the family
// (escaped), the default and `inherit` without a page keep the built-in stack, the layout is unchanged where
// nothing measures (Node: built-in metrics), refusals keep the font, and a trap restores it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const DEFAULT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif\"";

test('fontFamily: the SVG names the family; null and inherit (no page) keep the built-in stack', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.4, label: 'Load', fontFamily: '"DejaVu Serif", Georgia, serif' });
  assert.equal(g.fontFamily, '"DejaVu Serif", Georgia, serif');
  assert.ok(g.toSVG(200, 60).includes('font-family="&quot;DejaVu Serif&quot;, Georgia, serif"'));
  g.fontFamily = 'inherit';
  assert.ok(g.toSVG(200, 60).includes(DEFAULT));
  g.fontFamily = 'Georgia';
  assert.ok(g.toSVG(200, 60).includes('font-family="Georgia"'));
  g.fontFamily = null;
  assert.equal(g.fontFamily, null);
  assert.ok(g.toSVG(200, 60).includes(DEFAULT));
});

test('fontFamily leaves the layout alone where nothing measures (the core fits with the widths it is given)', async () => {
  const m = await load();
  const a = m.createGaugeHandle({ style: 'dial', value: 30, upper: 100, label: 'Speed' });
  const b = m.createGaugeHandle({ style: 'dial', value: 30, upper: 100, label: 'Speed', fontFamily: 'serif' });
  a.render(200, 200, 1, 0); b.render(200, 200, 1, 0);
  assert.equal(b.displayListText(), a.displayListText());
});

test('fontFamily refusals name the option and keep the font; a trap restores it', async (t) => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.3, label: 'Load', fontFamily: 'serif' });
  const bad = [
    [42, TypeError, /^fontFamily: expected a CSS font-family list, 'inherit' or null, got 42$/],
    ['  ', TypeError, /^fontFamily: empty font family$/],
    ['x'.repeat(5000), RangeError, /^fontFamily: text is 5000 bytes, the limit is 4096$/],
  ];
  for (const [v, E, message] of bad) assert.throws(() => { g.fontFamily = v; }, { name: E.name, message });
  assert.equal(g.fontFamily, 'serif');
  assert.ok(g.toSVG(80, 80).includes('font-family="serif"'));
  t.mock.method(console, 'error', () => {});
  new Uint8Array(m.exports.memory.buffer).fill(0xff, 1024);
  assert.doesNotThrow(() => { g.value = 0.9; });
  assert.equal(m.stats.traps, 1);
  assert.ok(g.toSVG(80, 80).includes('font-family="serif"'));
});
