// Hostile input for the counting value text, the delta, threshold markers and needle shapes through the wasm and
// the JS facade: bad bytes through the ABI keep the gauge; counts interrupted by every kind of change stay finite,
// inside the box and end on the value's own text; a formatter's texts for huge, tiny and infinite changes never put
// NaN or Infinity in a list, an accessible text or an SVG (docs/abi.md › Functions, › Validation).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi } from './helpers.mjs';
import { listViolations } from './invariants.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const NON_FINITE = /NaN|Infinity/;
const texts = (g) => g.displayListText().split('\n').filter((l) => l.startsWith('text ')).map((l) => /^text "([^"]*)"/.exec(l)[1]);

test('the delta\'s symbols, texts and colours through the ABI: bad bytes and counts are refused, the gauge kept', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  x.gauge_set_style(h, 5); x.gauge_set_bounds(h, 0, 100); x.gauge_set_value(h, 62);
  assert.equal(x.gauge_set_reference(h, 57, 0), 0);
  const snap = () => { assert.equal(x.gauge_render(h, 240, 60, 1, 0), 0); return `${abi.listBytes(h).join(',')}\n${abi.describe(h, 2)}`; };
  const before = snap();
  assert.match(before, /\n62, up 5 from 57$/);
  const B = (...a) => new Uint8Array(a);
  for (const [up, down, arg] of [[B(0xff), B(0x41), 'increasingBytes'], [B(0xe2, 0x96), B(), 'increasingBytes'],
    [B(0xc0, 0xaf), B(), 'increasingBytes'], [B(0xed, 0xa0, 0x80), B(), 'increasingBytes'], [B(0x41), B(0xff), 'decreasingBytes']]) {
    abi.scratch(up, down);
    assert.equal(x.gauge_set_delta_symbols(h, up.length, down.length), STATUS.badText, `${up} ${down}`);
    assert.equal(abi.lastError(), `gauge_set_delta_symbols: ${arg}: invalid UTF-8 at byte 0`);
    assert.equal(snap(), before, 'a refused symbol changes nothing (not even the valid one)');
  }
  for (const [a, b] of [[-2, 0], [0, -2], [4097, 0], [0, 4097], [65536, 0], [-2147483648, -1]]) {
    assert.equal(x.gauge_set_delta_symbols(h, a, b), STATUS.badText, `${a}, ${b}`);
    assert.equal(snap(), before);
  }
  for (const what of [5, 6, 7, 8, 9]) {
    abi.scratch(B(0xff, 0xfe));
    assert.equal(x.gauge_set_formatted_text(h, what, 2), STATUS.badText, `what ${what}`);
    assert.equal(x.gauge_set_formatted_text(h, what, -2), STATUS.badText, `what ${what}, -2`);
    assert.equal(snap(), before);
  }
  for (const [role, c] of [[4, 'bleu'], [5, 'linear-gradient(red, blue)'], [4, 'red '.repeat(2000)], [4, 'currentColor'], [5, '']]) {
    assert.equal(abi.setColor(h, role, c), STATUS.badText, `${role} ${c.slice(0, 12)}`);
    assert.equal(snap(), before);
  }
  assert.equal(abi.setColor(h, 7, 'red'), STATUS.badArgument); // (6 is the focus ring's)
  for (const [r, m] of [[Infinity, 0], [-Infinity, 1], [1, 2], [1, -1]]) {
    assert.equal(x.gauge_set_reference(h, r, m), STATUS.badArgument, `${r}, ${m}`);
    assert.equal(snap(), before);
  }
  // Control characters and bidi overrides in a symbol are accepted and drawn inert (the invariants forbid them).
  abi.scratch(B(0x1b, 0x5b, 0xe2, 0x80, 0xae), B(0));
  assert.equal(x.gauge_set_delta_symbols(h, 5, 1), 0);
  assert.equal(x.gauge_render(h, 240, 60, 1, 0), 0);
  const len = x.gauge_display_list_len(h);
  assert.deepEqual(listViolations(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, len, 240, 60, 1, 'inert symbol'), []);
  assert.equal(x.gauge_set_reference(h, -0, 0), 0);
  assert.equal(abi.describe(h, 2), '62, up 62 from 0', 'a reference of -0 is 0');
  assert.equal(x.gauge_destroy(h), 0);
});

test('a count interrupted by any change stays finite and inside the box, and settles on the value\'s own text', async () => {
  const m = await load();
  const sizes = { accessoryCircularCapacity: [58, 58], dial: [240, 240], linearCapacity: [240, 60], accessoryLinear: [240, 30] };
  const changes = {
    nan: (g) => { g.value = NaN; }, inf: (g) => { g.value = Infinity; }, negInf: (g) => { g.value = -Infinity; },
    hugeBounds: (g) => { g.setBounds(-1e308, 1e308); }, narrowBounds: (g) => { g.setBounds(79, 81); },
    format: (g) => { g.format = { fractionLength: 3, prefix: '$', grouping: true }; }, percent: (g) => { g.format = { percent: true }; },
    intl: (g) => { g.format = new Intl.NumberFormat('ar-EG'); }, animationOff: (g) => { g.animation = 'none'; },
    countOff: (g) => { g.valueAnimation = false; }, label: (g) => { g.currentValueLabel = 'fixed'; },
    huge: (g) => { g.setBounds(-1e308, 1e308); g.value = 1e308; }, tiny: (g) => { g.setBounds(0, 1e-300); g.value = 5e-324; },
    negativeZero: (g) => { g.value = -0; }, rtl: (g) => { g.layoutDirection = 'rightToLeft'; }, reference: (g) => { g.reference = 50; },
  };
  for (const [style, [w, h]] of Object.entries(sizes)) {
    for (const animation of [{ type: 'linear', duration: 1 }, { type: 'spring', response: 0.5, dampingFraction: 0.2 }]) {
      for (const [name, change] of Object.entries(changes)) {
        const where = `${style} ${animation.type} ${name}`;
        const g = m.createGaugeHandle({ style, lower: 0, upper: 100, value: 20, animation, valueAnimation: true, label: 'L' });
        const frame = (t) => {
          const v = g.render(w, h, 1, t);
          assert.deepEqual(listViolations(v.buffer, v.ptr, v.len, w, h, 1, `${where} t=${t}`), []);
          assert.ok(!NON_FINITE.test(texts(g).join('|')), `${where} t=${t}: ${texts(g)}`);
          assert.ok(!NON_FINITE.test(JSON.stringify(g.accessibility())), `${where} t=${t}`);
          return v;
        };
        frame(0);
        g.value = 80;
        for (let k = 0; k < 12; k++) frame(1000 + k * 16);
        change(g);
        for (let k = 12; k < 40; k++) frame(1000 + k * 16);
        const end = frame(1e7);
        assert.equal(end.flags & 1, 0, `${where}: still animating`);
        // Settled: the same texts as a gauge made in that state at once.
        const settled = texts(g);
        g.animation = 'none';
        g.render(w, h, 1, 2e7);
        assert.deepEqual(settled, texts(g), `${where}: the settled frame is not the value's own`);
        assert.ok(!NON_FINITE.test(g.toSVG(w, h)), `${where}: SVG`);
        g.destroy();
      }
    }
  }
});

test('retargeting every frame: the text stays between the values it counts from and to', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', lower: 0, upper: 100, value: 0, valueAnimation: true,
    animation: { type: 'spring', response: 0.4, dampingFraction: 0.1 } });
  g.render(58, 58, 1, 0);
  let lo = 0, hi = 0;
  for (let k = 1; k < 120; k++) {
    const target = (k * 37) % 101;
    g.value = target;
    lo = Math.min(lo, target); hi = Math.max(hi, target);
    g.render(58, 58, 1, k * 16);
    const shown = Number(texts(g)[0]);
    assert.ok(shown >= lo && shown <= hi, `frame ${k}: ${shown} outside ${lo}…${hi}`);
  }
  g.destroy();
});

test('a formatter\'s texts for huge, tiny, zero and infinite changes never reach a list, an accessible text or an SVG as NaN/Infinity', async () => {
  const m = await load();
  const formats = [(v) => String(v), new Intl.NumberFormat('en'), new Intl.NumberFormat('en', { style: 'percent' }), new Intl.NumberFormat('ar-EG')];
  for (const [value, reference] of [[1e308, -1e308], [-1e308, 1e308], [5, 0], [57, 1e-300], [NaN, 5], [-0, 0], [1e-320, 0], [5e-324, 1e-323]]) {
    for (const mode of ['absolute', 'relative']) {
      for (const format of formats) {
        for (const style of ['linearCapacity', 'dial', 'accessoryCircularCapacity']) {
          const g = m.createGaugeHandle({ style, lower: -1e308, upper: 1e308, value, reference, delta: { mode }, format, animation: 'none' });
          const v = g.render(240, 120, 2, 0);
          const where = `${style} ${value} vs ${reference} ${mode} ${typeof format === 'function' ? 'fn' : format.resolvedOptions().locale}`;
          assert.deepEqual(listViolations(v.buffer, v.ptr, v.len, 240, 120, 2, where), []);
          assert.ok(!NON_FINITE.test(texts(g).join('|') + JSON.stringify(g.accessibility()) + g.toSVG(240, 120)), where);
          g.destroy();
        }
      }
    }
  }
});
