// The logarithmic scale on the shipped wasm and through the JS host (docs/swiftui-fidelity.md › Logarithmic scale):
// gauge_set_scale's statuses and messages, bounds refused by name on a log scale, the dial's labels and the needle's
// angle, the `scale` option applied around the bounds in any order, its attribute's grammar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { OPTIONS } from '../src/options.js';
import { wasmBytes, rawAbi } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const texts = (g) => { g.render(240, 240, 1, 0); return [...g.displayListText().matchAll(/^text "((?:[^"\\]|\\.)*)"/gm)].map((x) => x[1]); };

test('gauge_set_scale: 0 and 1 accepted; others and log over bounds from 0 refused naming scale, the gauge unchanged', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 6), 0);
  assert.equal(x.gauge_set_value(h, 0.4), 0);
  assert.equal(x.gauge_render(h, 200, 200, 1, 0), 0);
  const before = abi.listBytes(h).join(',');
  for (const [s, message] of [[2, 'gauge_set_scale: scale: must be 0 (linear) or 1 (log), got 2'],
    [0xFFFFFFFF, 'gauge_set_scale: scale: must be 0 (linear) or 1 (log), got 4294967295'],
    [1, 'gauge_set_scale: scale: a log scale needs the lower bound above 0: set the bounds first']]) {
    assert.equal(x.gauge_set_scale(h, s), STATUS.badArgument, message);
    assert.equal(abi.lastError(), message);
    assert.equal(x.gauge_render(h, 200, 200, 1, 0), 0);
    assert.equal(abi.listBytes(h).join(','), before, `${s} changed the gauge`);
  }
  assert.equal(x.gauge_set_bounds(h, 1, 1000), 0);
  assert.equal(x.gauge_set_scale(h, 1), 0);
  // On a log scale, bounds from 0 are refused by name and the previous ones stay.
  for (const lower of [0, -5, -0]) {
    assert.equal(x.gauge_set_bounds(h, lower, 100), STATUS.badArgument);
    assert.equal(abi.lastError(), 'gauge_set_bounds: lower: must be above 0 on a log scale');
  }
  assert.equal(x.gauge_tick_count(h), 4);
  assert.deepEqual([0, 1, 2, 3].map((k) => x.gauge_tick_value(h, k)), [1, 10, 100, 1000]);
  assert.equal(x.gauge_set_scale(h, 0), 0);
  assert.equal(x.gauge_set_bounds(h, 0, 100), 0);
  assert.equal(x.gauge_set_scale(h + 4096, 1), STATUS.badHandle);
  x.gauge_destroy(h);
});

test('a log dial: labels at powers of ten, the needle at the log position, the same in any bounds (1.7e9, 1e-300)', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', value: 100, scale: 'log', lower: 1, upper: 10000, animation: 'none' });
  assert.equal(g.scale, 'log');
  assert.deepEqual(texts(g), ['1', '10', '100', '1k', '10k', '100']);
  // The needle at half the arc: 100 of 1…10,000.
  const angle = (t) => {
    const line = t.split('\n').filter((l) => l.startsWith('line')).at(-1);
    const [x0, y0, x1, y1] = line.match(/-?[\d.]+/g).map(Number);
    return Math.atan2(x1 - x0, y0 - y1) * 180 / Math.PI;
  };
  g.render(240, 240, 1, 0);
  assert.ok(Math.abs(angle(g.displayListText())) < 0.5, `needle at ${angle(g.displayListText())}° from 12 o'clock`);
  for (const [lower, upper] of [[0.001, 1000], [1.7e9, 1.7e12], [1e-300, 1e300], [9, 11], [1, 1.0000001]]) {
    g.setBounds(lower, upper);
    for (const v of [lower, Math.sqrt(lower) * Math.sqrt(upper), upper, NaN, 0, -1, Infinity]) {
      g.value = v;
      const t = texts(g);
      assert.ok(t.length >= 2 && t.every((s) => !/NaN|Infinity|undefined/.test(s)), `${lower}…${upper} at ${v}: ${t}`);
    }
  }
  g.destroy();
});

test('the scale option: after the bounds; refusals name it and keep the gauge; setBounds refuses 0 on a log scale', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 10, lower: 0, upper: 100, animation: 'none' });
  assert.throws(() => { g.scale = 'log'; }, (e) => e instanceof RangeError && e.message === 'scale: a log scale needs the lower bound above 0: set the bounds first');
  assert.equal(g.scale, 'linear');
  assert.throws(() => { g.scale = 'ln'; }, (e) => e instanceof TypeError && /^scale: expected 'linear' or 'log', got "ln"$/.test(e.message));
  assert.throws(() => { g.scale = null; }, TypeError);
  g.setBounds(1, 100);
  g.scale = 'log';
  assert.equal(g.scale, 'log');
  assert.equal(g.lower, 1);
  assert.throws(() => g.setBounds(0, 100), (e) => e instanceof RangeError && /^setBounds: lower: must be above 0 on a log scale/.test(e.message));
  assert.equal(g.lower, 1);
  g.scale = 'linear';
  g.setBounds(0, 100);
  assert.equal(g.scale, 'linear');
  assert.equal(g.lower, 0);
  // The fill follows: 10 of 1…100 is half the bar on a log scale.
  const fill = () => { g.render(300, 60, 1, 0); return g.displayListText(); };
  const linear = fill();
  g.setBounds(1, 100);
  const linear1 = fill();
  g.scale = 'log';
  assert.notEqual(fill(), linear1);
  g.destroy();
  // createGauge applies the scale after the bounds it needs.
  const c = m.createGaugeHandle({ scale: 'log', lower: 1, upper: 1e6, value: 1000 });
  assert.equal(c.scale, 'log');
  assert.throws(() => m.createGaugeHandle({ scale: 'log', upper: 1e6 }), /^RangeError: scale: a log scale needs the lower bound above 0/);
  c.destroy();
});

test('the scale attribute: linear or log; others refused by name', () => {
  const o = OPTIONS.find((e) => e.name === 'scale');
  assert.equal(o.attribute, 'scale');
  assert.equal(o.parse(null), 'linear');
  assert.equal(o.parse(' log '), 'log');
  assert.equal(o.parse('linear'), 'linear');
  assert.throws(() => o.parse('logarithmic'), /expected one of|expected 'linear' or 'log'/);
});
