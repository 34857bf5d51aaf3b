// SVG ids (docs/display-list.md › SVG): ids unique per document. Two SVGs of identical gauges, or of different
// gauges whose display lists' FNV-1a hashes collide, must never share an id by default — on one page the copy
// whose defs are hidden (display: none) would take the other's gradient, mask and marker away. An explicit
// `idPrefix` is used as given (and is what keeps the host's bytes equal to the core's in comparison tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes, fnv1a32, ROOT } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const ids = (svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
const refs = (svg) => [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);

test('toSVG twice: the two documents share no id, and each references only its own', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.4, tint: 'green, red', animation: 'none' });
  const a = g.toSVG(58, 58), b = g.toSVG(58, 58);
  assert.ok(ids(a).length >= 1, a);
  assert.deepEqual(ids(a).filter((id) => ids(b).includes(id)), [], 'the same gauge twice shares ids');
  for (const s of [a, b]) assert.deepEqual(refs(s).filter((r) => !ids(s).includes(r)), [], 'a reference to another document');
  // a second module (another copy of the library on the page) continues the count, it does not restart it
  const m2 = await load();
  const c = m2.createGaugeHandle({ style: 'accessoryCircular', value: 0.4, tint: 'green, red', animation: 'none' }).toSVG(58, 58);
  assert.deepEqual(ids(c).filter((id) => ids(a).includes(id) || ids(b).includes(id)), []);
  g.destroy();
});

// Two different lists of one setup whose 32-bit FNV-1a collide (found by a birthday search over the values; the
// core's Tests/GaugeCoreTests/SVGIDTests.swift holds the same pair, found again when the value text's size stopped
// following its digits, docs/swiftui-fidelity.md › Numbers hold still): before, both SVGs were `sga3f03159-*`, as a
// reported pair (8268 and 20135 of another setup) shared `sga16166fe-*`.
const COLLIDING = { style: 'accessoryCircular', lower: 0, upper: 100000, animation: 'none', colorScheme: 'light' };

test('two different gauges whose display lists hash alike (values 9516.25 and 22359.25) share no id', async () => {
  const m = await load();
  const svgs = [9516.25, 22359.25].map((value) => {
    const g = m.createGaugeHandle({ ...COLLIDING, value });
    g.render(58, 58, 1, 0);
    const text = g.displayListText(), svg = g.toSVG();
    g.destroy();
    return { text, svg };
  });
  assert.notEqual(svgs[0].text, svgs[1].text, 'the two drawings differ');
  // the collision itself: both lists' own prefix (the ids before) is sga3f03159-
  const own = svgs.map(({ svg }) => /^sg([0-9a-f]{8})-/.exec(ids(svg)[0])[1]);
  assert.deepEqual(own, ['a3f03159', 'a3f03159'], 'the two lists should hash alike');
  assert.ok(ids(svgs[0].svg).length >= 1);
  assert.deepEqual(ids(svgs[0].svg).filter((id) => ids(svgs[1].svg).includes(id)), [], 'colliding hashes share ids');
});

test('an explicit idPrefix starts every id and every reference; the same prefix gives the same bytes', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.4, tint: 'green, red', target: 0.8, animation: 'none' });
  for (const idPrefix of ['a', 'gauge-7.', '_x-', 'Z'.repeat(64)]) {
    const svg = g.toSVG(200, 60, 2, { idPrefix });
    assert.ok(ids(svg).length >= 1 && ids(svg).every((id) => id.startsWith(idPrefix) && /^[pka]\d+$/.test(id.slice(idPrefix.length))), svg);
    assert.ok(refs(svg).every((r) => ids(svg).includes(r)));
    assert.equal(g.toSVG(200, 60, 2, { idPrefix }), svg, 'deterministic with a prefix');
  }
  // after any of the numbers; `{}` and `{ idPrefix: undefined }` are the default
  assert.match(g.toSVG({ idPrefix: 'p1-' }), / id="p1-p\d+"/);
  assert.match(g.toSVG(120, { idPrefix: 'p2-' }), /width="120" height="120"[^]* id="p2-p\d+"/);
  assert.match(g.toSVG(120, 40, { idPrefix: 'p3-' }), /width="120" height="40"[^]* id="p3-/);
  assert.match(g.toSVG(120, 40, {}), / id="sg[0-9a-f]{8}-\d+-p\d+"/);
  g.destroy();
});

test('a bad idPrefix is refused, naming it; the gauge is unchanged', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.4, animation: 'none' });
  const before = g.toSVG(58, 58, 1, { idPrefix: 'ok' });
  for (const bad of ['', '1abc', '-x', '.x', 'a b', 'a"b', 'a)b', 'a#b', 'a:b', 'é', 'a'.repeat(65), '<x>']) {
    assert.throws(() => g.toSVG(58, 58, 1, { idPrefix: bad }), { name: 'RangeError', message: /^toSVG: idPrefix: must be 1…64 of/ }, JSON.stringify(bad));
  }
  for (const bad of [null, 7, ['a'], { toString: () => 'a' }]) {
    assert.throws(() => g.toSVG({ idPrefix: bad }), { name: 'TypeError', message: /^toSVG: idPrefix: expected a string, got / });
  }
  assert.equal(g.toSVG(58, 58, 1, { idPrefix: 'ok' }), before);
  g.destroy();
});

test('with the same prefix the host writes the native bytes (the golden written natively, its prefix swapped)', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', lower: 0, upper: 40, value: 21, label: 'Temperature',
    currentValueLabel: '21°', minimumValueLabel: '0', maximumValueLabel: '40', tint: 'green, yellow, orange, red',
    colorScheme: 'light', animation: 'none' });
  const golden = await readFile(`${ROOT}Tests/Fixtures/svg/ring-temperature.svg`, 'utf8');
  const own = /^hash 0x([0-9a-f]{8})$/m.exec(await readFile(`${ROOT}Tests/Fixtures/ring-temperature.fixture`, 'utf8'))[1];
  assert.ok(golden.includes(` id="sg${own}-`));
  // SVGIDTests.theGivenPrefixIsTheOnlyDifference checks the same swap natively
  assert.equal(g.toSVG(58, 58, 2, { idPrefix: 'ring.7_' }), golden.replaceAll(`sg${own}-`, 'ring.7_'));
  g.destroy();
});
