// What an adversarial pass through the public API broke (docs/abi.md › Validation), each as a test in node: malformed display
// lists replayed without a throw or an unbalanced save(), text towers clipped, non-plain objects and throwing
// getters refused by name, −0 never formatted. (The page-side items are web/test/browser/test_robustness.py.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, drawDisplayList, OP, tintText } from '../swift-gauge.js';
import { wasmBytes, buildList, recordingContext } from './helpers.mjs';

const u = (n) => ({ u: n });
const load = async () => loadSwiftGauge(await wasmBytes());

/** A recording context whose gradients throw on non-finite coordinates, as Canvas 2D does. */
function strictContext() {
  const ctx = recordingContext();
  for (const k of ['createLinearGradient', 'createConicGradient']) {
    const make = ctx[k];
    ctx[k] = (...a) => { if (!a.every(Number.isFinite)) throw new TypeError(`${k}: The provided double value is non-finite.`); return make(...a); };
  }
  return ctx;
}
const balanced = (log) => log.filter((c) => c[0] === 'save').length === log.filter((c) => c[0] === 'restore').length;

test('a gradient with a NaN or ∞ coordinate is skipped with what it paints; the rest draws and save/restore balance', () => {
  for (const bad of [NaN, Infinity, -Infinity]) {
    const list = buildList({ commands: [
      [OP.linear, u(0), 0, bad, 10, 0], [OP.stop, u(0), 0, u(0xff0000ff)],
      [OP.fillRoundRect, 0, 0, 10, 10, 2, u(0)],
      [OP.conic, u(1), bad, 5, 0], [OP.stop, u(1), 0, u(0x00ff00ff)],
      [OP.fillCircle, 5, 5, 4, u(1)],
      [OP.solid, u(2), u(0x0000ffff)], [OP.fillCircle, 5, 5, 3, u(2)],
    ] });
    const ctx = strictContext();
    drawDisplayList(ctx, list, 0, undefined, 1);
    assert.ok(balanced(ctx.log), JSON.stringify(ctx.log));
    const fills = ctx.log.filter((c) => c[0] === 'fill');
    assert.deepEqual(fills.map((c) => c[1]), ['rgba(0,0,255,1)'], `${bad}: only the solid circle drew`);
  }
});

test('a throwing context leaves no unbalanced save()', () => {
  const ctx = recordingContext();
  ctx.fillText = () => { throw new Error('lost context'); };
  const list = buildList({ strings: 'x', commands: [[OP.solid, u(0), u(0x000000ff)], [OP.text, 1, 2, 12, u(400), u(0), u(0), u(0), u(1), 0]] });
  assert.throws(() => drawDisplayList(ctx, list, 0, undefined, 1), /lost context/);
  assert.ok(balanced(ctx.log));
});

test('a letter with a tower of combining marks is clipped to its slot; ordinary accents are not', () => {
  const tower = `a${'\u0301'.repeat(999)}`, plain = 'Crème brûlée ẫ';
  const bytes = (s) => new TextEncoder().encode(s).length;
  const list = buildList({ strings: tower + plain, commands: [
    [OP.solid, u(0), u(0x000000ff)],
    [OP.text, 50, 20, 10, u(400), u(1), u(0), u(0), u(bytes(tower)), 40],
    [OP.text, 50, 40, 10, u(400), u(1), u(0), u(bytes(tower)), u(bytes(plain)), 40],
  ] });
  const ctx = recordingContext();
  drawDisplayList(ctx, list, 0, undefined, 1);
  const rects = ctx.log.filter((c) => c[0] === 'rect');
  assert.equal(rects.length, 1, 'one clip, for the tower');
  assert.deepEqual(rects[0].slice(1), [30, 12.5, 40, 15], 'centred slot 40 px wide, ±0.75 em');
  assert.equal(ctx.log.filter((c) => c[0] === 'clip').length, 1);
  assert.ok(balanced(ctx.log));
});

test('arrays, Dates and boxed Numbers are refused as dial, ringArc and format, naming the kind; the gauge keeps its state', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', dial: { sweep: 180 }, ringArc: { sweep: 90 }, format: { suffix: '°' } });
  for (const v of [[], new Date(0), new Number(3)]) {
    const kind = Array.isArray(v) ? 'an array' : `a ${v.constructor.name}`;
    assert.throws(() => { g.dial = v; }, { name: 'TypeError', message: new RegExp(`dial: .*expected an object, got ${kind}$`) });
    assert.throws(() => { g.ringArc = v; }, { name: 'TypeError', message: new RegExp(`ringArc: .*got ${kind}$`) });
    assert.throws(() => { g.format = v; }, { name: 'TypeError', message: new RegExp(`format: .*got ${kind}$`) });
  }
  assert.equal(g.dial.sweep, 180);
  assert.equal(g.ringArc.sweep, 90);
  assert.deepEqual(g.format, { suffix: '°' });
});

test('options with throwing getters or Proxies are refused with the option named', async () => {
  const m = await load();
  assert.throws(() => m.createGaugeHandle({ get value() { throw new Error('nope'); } }),
    { name: 'TypeError', message: 'createGaugeHandle: options.value: reading it threw: nope' });
  assert.throws(() => m.createGaugeHandle(new Proxy({}, { ownKeys() { throw new Error('trap'); } })),
    { name: 'TypeError', message: 'createGaugeHandle: options: reading it threw: trap' });
  const g = m.createGaugeHandle({ style: 'dial' });
  assert.throws(() => { g.dial = { get sweep() { throw new Error('boom'); } }; }, { name: 'TypeError', message: /^dial: reading it threw: boom$/ });
  assert.throws(() => { g.zones = new Proxy([], { get() { throw new Error('px'); } }); }, { name: 'TypeError', message: /^zones: reading it threw: px$/ });
  assert.throws(() => { g.tint = { get stops() { throw new Error('st'); } }; }, { name: 'TypeError', message: /^tint: reading it threw: st$/ });
  assert.equal(m.gaugeCount, 1, 'the refused creations left no gauge behind');
  assert.equal(g.dial.sweep, 270);
});

test('an Intl.NumberFormat never shows "-0"', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ lower: -1, upper: 1, value: -0, format: new Intl.NumberFormat('en') });
  assert.equal(g.accessibility().valueText, '0');
  assert.equal(g.formatValue(-0), '0');
});

test('integers that would wrap at 32 bits are refused in the core\'s words, quoting the value given', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', segments: 0 });
  const cases = [
    [() => { g.segments = 2 ** 32 + 10; }, 'segments: count: must be 0 or 2…200, got 4294967306'],
    [() => { g.segments = 2 ** 53; }, 'segments: count: must be 0 or 2…200, got 9007199254740992'],
    [() => { g.segments = -1; }, 'segments: count: must be 0 or 2…200, got -1'],
    [() => { g.segments = 1; }, 'segments: count: must be 0 or 2…200, got 1'],
    [() => { g.dial = { majorTicks: 4294967301 }; }, 'dial: majorTicks: must be 0 (automatic) or 1…100, got 4294967301'],
    [() => { g.dial = { minorTicks: 4294967296 }; }, 'dial: minorTicks: must be 0…20, got 4294967296'],
    [() => { g.dial = { majorTicks: 1e20 }; }, 'dial: majorTicks: must be 0 (automatic) or 1…100, got 100000000000000000000'],
    [() => { g.dial = { majorTicks: 101 }; }, 'dial: majorTicks: must be 0 (automatic) or 1…100, got 101'],
  ];
  for (const [call, message] of cases) assert.throws(call, { name: 'RangeError', message });
  assert.equal(g.segments, 0);
  assert.deepEqual([g.dial.majorTicks, g.dial.minorTicks], [0, 5]);
});

test('an oversized zones or values list is refused by its count before any work, with no restart', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ zones: [{ from: 0, color: 'green' }] });
  const zones = Array.from({ length: 100000 }, (_, i) => ({ from: i, color: 'red' }));
  assert.throws(() => { g.zones = zones; }, { name: 'RangeError', message: 'zones: count: must be 0…64, got 100000' });
  assert.throws(() => { g.zones = zones.slice(0, 40000); }, { name: 'RangeError', message: 'zones: count: must be 0…64, got 40000' });
  assert.throws(() => { g.values = Array.from({ length: 100000 }, () => ({ value: 1 })); }, { name: 'RangeError', message: 'values: count: must be 0…8, got 100000' });
  assert.equal(g.zones.length, 1);
  assert.deepEqual([m.stats.restarts, m.stats.traps], [0, 0]);
});

/** A list (a Proxy of `items`) whose `length` reads as its own once, then 2³²−1: checked by one read and walked by
 * the next, it would visit four billion indexes. Index reads and has() checks past 100 throw "walked past the length". */
function growingList(items) {
  let lengthReads = 0, reads = 0;
  const index = (k) => typeof k === 'string' && /^\d+$/.test(k);
  const walk = () => { if (++reads > 100) throw new Error('walked past the length'); };
  return new Proxy(items, {
    get(t, k, r) { if (k === 'length') return lengthReads++ ? 2 ** 32 - 1 : t.length; if (index(k)) walk(); return Reflect.get(t, k, r); },
    has(t, k) { if (index(k)) walk(); return Reflect.has(t, k); },
  });
}

test("a list whose length changes after the count check is copied by one read of it (or refused), never walked", async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryLinear', upper: 100, value: 40 });
  // Each: set it, then what a consistent copy reads back; a refusal must be a count or type refusal, not the walk.
  const cases = [
    ['zones', () => [{ from: 0, color: 'green' }, { from: 50, color: 'red' }], (v) => v.length === 2 && v[1].color === 'red'],
    ['values', () => [{ value: 20 }], (v) => v.length === 1 && v[0].value === 20],
    ['tint', () => ['green', 'red'], (v) => v.length === 2 && v[1] === 'red'],
    ['tint', () => ({ interpolation: 'oklab', stops: growingList(['green', { color: 'red', location: 1 }]) }), (v) => v.stops.length === 2],
    ['animation', () => ({ type: 'timingCurve', controlPoints: growingList([0.2, 0, 0.2, 1]), duration: 0.5 }), (v) => v.controlPoints.length === 4],
  ];
  for (const [name, make, consistent] of cases) {
    const list = make(), value = Array.isArray(list) ? growingList(list) : list;
    const t0 = performance.now();
    let refused = null;
    try { g[name] = value; } catch (e) { refused = e; }
    assert.ok(performance.now() - t0 < 1000, `${name}: finished at once`);
    if (refused) assert.doesNotMatch(refused.message, /walked/, `${name}: refused by the walk, not by a check: ${refused.message}`);
    else assert.ok(consistent(g[name]), `${name}: a consistent copy: ${JSON.stringify(g[name])}`);
  }
  // Through createGaugeHandle's options, and tintText (exported) too.
  const z = m.createGaugeHandle({ zones: growingList([{ from: 0, color: 'green' }]) });
  assert.equal(z.zones.length, 1);
  assert.equal(tintText(growingList(['green', 'red'])), 'green, red');
  // A length that is not a whole number is refused by its count.
  assert.throws(() => { g.zones = new Proxy([], { get: (t, k, r) => (k === 'length' ? 1.5 : Reflect.get(t, k, r)) }); },
    { name: 'RangeError', message: 'zones: count: must be 0…64, got 1.5' });
  assert.deepEqual([m.stats.restarts, m.stats.traps], [0, 0]);
});

test('no refusal doubles its prefix ("tint: tint: …")', async () => {
  const m = await load();
  const g = m.createGaugeHandle({});
  for (const call of [() => { g.tint = 'bleu'; }, () => { g.style = 'nope'; }, () => { g.label = 5; }, () => { g.format = { digits: 1 }; },
    () => { g.ringArc = { sweep: 0 }; }, () => { g.zones = [{ from: 0, color: 'x' }]; }, () => { g.orientation = 'up'; }]) {
    assert.throws(call, (e) => !/^(\w+): \1\b/.test(e.message) || assert.fail(e.message));
  }
});

test('the invariants bound butt-capped lines and arcs by their butt ends, round ones by their caps', async () => {
  const { listViolations } = await import('./invariants.mjs');
  // A line ending 2 px from each side and an arc ending 1 px from the top, 10 px wide: inside with butt caps; a
  // round cap reaches 5 px beyond the ends: outside.
  for (const [cap, expectOutside] of [[0, false], [1, true]]) {
    const list = buildList({ width: 100, height: 100, commands: [
      [OP.solid, u(0), u(0x000000ff)],
      [OP.line, 2, 50, 98, 50, 10, u(cap), u(0)],
      [OP.strokeArc, 50, 50, 40, Math.PI, 1.5 * Math.PI - 0.01, 10, u(cap), u(0)],
    ] });
    const bad = listViolations(list, 0, list.byteLength, 100, 100, 1, 'caps');
    assert.equal(bad.some((b) => /outside/.test(b)), expectOutside, `cap ${cap}: ${bad.join('; ')}`);
  }
});
