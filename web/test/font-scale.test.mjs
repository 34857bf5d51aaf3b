// The font scale through the wasm and the JS host (docs/swiftui-fidelity.md › Font scale): gauge_set_font_scale's
// statuses and messages, the `fontScale` option (drawn sizes, a bar's natural height, refusals naming it that keep
// the gauge), its attribute's grammar and the --swift-gauge-font-scale text's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { OPTIONS } from '../src/options.js';
import { fontScaleOf } from '../src/option-types.js';
import { wasmBytes, rawAbi } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
/** Every text's size in a display list's text, in order. */
const sizes = (text) => [...text.matchAll(/^text .* size=([\d.]+) /gm)].map((m) => Number(m[1]));

test('gauge_set_font_scale: 0.25…4 accepted; NaN, ±∞, 0, negative and outside -2 naming fontScale, the gauge unchanged', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_value(h, 0.4), 0);
  for (const s of [0.25, 4, 1, 1.5]) assert.equal(x.gauge_set_font_scale(h, s), 0);
  assert.equal(x.gauge_render(h, 200, 60, 1, 0), 0);
  const before = abi.listBytes(h).join(',');
  for (const [s, got] of [[NaN, '–'], [0, '0'], [-1, '-1'], [Infinity, '∞'], [-Infinity, '-∞'], [0.24, '0.24'], [4.01, '4.01']]) {
    const message = `gauge_set_font_scale: fontScale: must be 0.25…4, got ${got}`;
    assert.equal(x.gauge_set_font_scale(h, s), STATUS.badArgument, message);
    assert.equal(abi.lastError(), message);
    assert.equal(x.gauge_render(h, 200, 60, 1, 0), 0);
    assert.equal(abi.listBytes(h).join(','), before, `${s} changed the gauge`);
  }
  assert.equal(x.gauge_set_font_scale(h + 4096, 1), STATUS.badHandle);
  assert.equal(x.gauge_destroy(h), 0);
});

test('the fontScale option scales every text of each style; null draws exactly as before; refusals keep it', async () => {
  const m = await load();
  const cases = [
    [{ style: 'accessoryCircular', value: 21, lower: 0, upper: 40, label: 'T', minimumValueLabel: '0', maximumValueLabel: '40' }, 140, 140],
    [{ style: 'linearCapacity', value: 62, lower: 0, upper: 100, label: 'Speed', minimumValueLabel: '0', maximumValueLabel: '100' }, 300, 200],
    [{ style: 'accessoryLinear', value: 40, lower: 0, upper: 100, minimumValueLabel: 'Low', maximumValueLabel: 'High' }, 300, 80],
    [{ style: 'dial', value: 50, lower: 0, upper: 100, label: 'Fuel' }, 240, 240],
  ];
  for (const [options, w, h] of cases) {
    const g = m.createGaugeHandle({ ...options, animation: 'none' });
    assert.equal(g.fontScale, null);
    g.render(w, h, 1, 0);
    const plain = g.displayListText(), at1 = sizes(plain);
    assert.ok(at1.length > 0, options.style);
    g.fontScale = 0.5;
    g.render(w, h, 1, 0);
    const half = sizes(g.displayListText());
    assert.equal(half.length, at1.length, `${options.style}: the same texts at 0.5`);
    // Each text smaller, none under half (one shrunk to fit at 1 may need no shrinking at 0.5), some exactly half.
    half.forEach((s, i) => assert.ok(s < at1[i] && s >= at1[i] * 0.5 - 0.01, `${options.style} text ${i}: ${s} at 0.5, ${at1[i]} at 1`));
    assert.ok(half.some((s, i) => Math.abs(s - at1[i] / 2) < 0.01), `${options.style}: ${half} at 0.5, ${at1} at 1`);
    g.fontScale = 1.5;
    g.render(w, h, 1, 0);
    const large = sizes(g.displayListText());
    // Most texts grow; one may give room to the others (the dial's value between larger tick labels: never overlapping).
    assert.ok(large.filter((s, i) => s > at1[i] * 1.2).length > large.length / 2, `${options.style}: ${large} at 1.5, ${at1} at 1`);
    for (const [v, E, message] of [
      [NaN, RangeError, /^fontScale: must be 0\.25…4, got NaN$/],
      [0, RangeError, /^fontScale: must be 0\.25…4, got 0$/],
      [5, RangeError, /^fontScale: must be 0\.25…4, got 5$/],
      [-Infinity, RangeError, /^fontScale: must be 0\.25…4, got -∞$/],
      ['2', TypeError, /^fontScale: expected a number or null, got "2"$/],
    ]) {
      assert.throws(() => { g.fontScale = v; }, (e) => e instanceof E && message.test(e.message), String(v));
      assert.equal(g.fontScale, 1.5);
    }
    g.fontScale = null;
    g.render(w, h, 1, 0);
    assert.equal(g.displayListText(), plain, `${options.style}: null draws exactly as before`);
    g.fontScale = 1;
    g.render(w, h, 1, 0);
    assert.equal(g.displayListText(), plain, `${options.style}: 1 draws exactly as before`);
    g.destroy();
  }
});

test('gauge_natural_size: a bar\'s height grows with the font scale; a ring\'s size does not', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const bar = x.gauge_create();
  assert.equal(abi.setLabel(bar, 0, 'Disk'), 0);
  const h1 = x.gauge_natural_size(bar, 300, NaN, 1);
  assert.equal(x.gauge_set_font_scale(bar, 2), 0);
  const h2 = x.gauge_natural_size(bar, 300, NaN, 1);
  assert.ok(h2 > h1 + 20, `${h1} → ${h2}`);
  const ring = x.gauge_create();
  assert.equal(x.gauge_set_style(ring, 4), 0);
  const r1 = [0, 1].map((k) => x.gauge_natural_size(ring, NaN, NaN, k));
  assert.equal(x.gauge_set_font_scale(ring, 2), 0);
  assert.deepEqual([0, 1].map((k) => x.gauge_natural_size(ring, NaN, NaN, k)), r1);
  x.gauge_destroy(bar); x.gauge_destroy(ring);
});

test('the font-scale attribute and --swift-gauge-font-scale: a number or none; another text refused by name', () => {
  const o = OPTIONS.find((e) => e.name === 'fontScale');
  assert.equal(o.attribute, 'font-scale');
  assert.equal(o.parse(null), null);
  assert.equal(o.parse(' none '), null);
  assert.equal(o.parse(''), null);
  assert.equal(o.parse(' 1.5 '), 1.5);
  assert.throws(() => o.parse('large'), /not a finite number/);
  assert.equal(o.print(1.5), '1.5');
  assert.equal(o.print(null), null);
  assert.equal(fontScaleOf(null), null);
  assert.equal(fontScaleOf('0.8'), 0.8);
  assert.throws(() => fontScaleOf('big'), /^TypeError: fontScale: expected a number, got "big"$/);
});
