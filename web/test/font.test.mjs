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

// Font families are reference-counted per gauge — a family no gauge uses any more is forgotten
// and its key reused — so creating and destroying gauges with 40,000 distinct families keeps the host's tables (and
// heap) bounded, and the newest family still applies (before, every family was kept for the module's life and past
// 32,767 a new one silently drew in the default stack).
test('fontFamily: 40,000 distinct families through created and destroyed gauges stay bounded and still apply', async () => {
  const { setFlagsFromString } = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const m = await load();
  const pad = 'x'.repeat(2000); // 2 KB a family: 40,000 kept would be 80 MB
  const keep = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, fontFamily: 'Kept, serif' });
  const heap = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
  let base = 0;
  for (let i = 0; i < 40000; i++) {
    const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, fontFamily: `F${i}${pad}` });
    if (i % 2) g.fontFamily = `G${i}${pad}`; // a font changed: the first family is released too
    if (i === 39999) assert.ok(g.toSVG(80, 80).includes(`font-family="G${i}${pad}"`), 'the 40,000th family applies');
    g.destroy();
    if (i === 2000) base = heap();
  }
  const grown = heap() - base;
  assert.ok(grown < 20e6, `the heap grew ${(grown / 1e6).toFixed(1)} MB over 38,000 families`);
  assert.ok(keep.toSVG(80, 80).includes('font-family="Kept, serif"'));
  const fresh = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, fontFamily: 'Brand New' });
  assert.ok(fresh.toSVG(80, 80).includes('font-family="Brand New"'));
  assert.equal(m.memoryStats().gauges, 2);
});

test('FontKeys: fresh keys first, a family freed when no gauge holds it, freed keys reused after one forget', async () => {
  const { FontKeys } = await import('../src/measure.js');
  let forgot = 0;
  const k = new FontKeys(3, () => forgot++);
  const use = (h, family) => { const key = k.key(family, null); k.used(h, key); return key; };
  assert.deepEqual([use(1, 'A'), use(2, 'B'), use(3, 'A')], [1, 2, 1], 'a family shared by two gauges has one key');
  assert.equal(k.family(1), 'A');
  const a = k.serial(1);
  k.used(1, 0); // gauge 1 back to the default stack: A still held by gauge 3
  assert.equal(k.family(1), 'A');
  k.used(3, 0); // … and now by nobody
  assert.equal(k.size, 1);
  assert.equal(use(4, 'C'), 3, 'keys never used come first');
  assert.equal(forgot, 0);
  assert.equal(use(5, 'D'), 1, "A's key, once the core forgot its widths");
  assert.equal(forgot, 1);
  assert.notEqual(k.serial(1), a, 'the reused key names another family for the measurer');
  assert.equal(use(6, 'E'), 0, 'three families in use: a fourth is the default stack');
  // A refused set (used(h, undefined)) keeps the gauge's font and frees what it registered.
  k.key('F', null); k.used(4, undefined);
  assert.equal(k.family(3), 'C');
  assert.equal(k.size, 3);
  k.reset();
  assert.equal(k.size, 0);
  assert.equal(use(1, 'G'), 1);
});
