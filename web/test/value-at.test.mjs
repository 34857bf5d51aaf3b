// Hit testing on the shipped wasm32 module (docs/abi.md › Hit testing): gauge_value_at reads the geometry the last
// render drew — the value at the drawn marker, fill end or value arc's end is the value, for every style, arc,
// direction and orientation, to the text form's rounding — and bad input gives NaN (a dead handle names it), never a trap. Gauge.valueAt is
// the facade's (null for no value; a non-number argument refused by name).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const num = '([-\\d.e]+)';

/** Where the text form draws the value: the first knock-out's centre (marker), else the second arc's end or the
 * second round rect's far end (fill). */
function drawnAt(text, { clockwise = true, vertical = false, rtl = false } = {}) {
  const knock = text.match(new RegExp(`^knockOut c=\\(${num},${num}\\)`, 'm'));
  if (knock) return [+knock[1], +knock[2]];
  const arcs = [...text.matchAll(new RegExp(`^strokeArc c=\\(${num},${num}\\) r=${num} a=${num}\\.\\.${num}`, 'gm'))];
  if (arcs.length >= 2) {
    const [, cx, cy, r, a0, a1] = arcs[1].map(Number), a = clockwise ? a1 : a0;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  }
  const rects = [...text.matchAll(new RegExp(`^fillRoundRect at=\\(${num},${num}\\) size=${num}x${num}`, 'gm'))];
  const [, x, y, w, h] = rects[1].map(Number);
  return vertical ? [x + w / 2, y] : [rtl ? x : x + w, y + h / 2];
}

test('gauge_value_at on wasm32: the value under the drawn value is the value, every style, arc and direction', async () => {
  const m = await load();
  const cases = [];
  for (const style of ['accessoryCircular', 'accessoryCircularCapacity', 'dial']) {
    for (const arc of [null, { startAngle: -90, sweep: 180 }, { startAngle: 0, sweep: 90, direction: 'counterclockwise' }, { startAngle: 135, sweep: 270 }]) {
      cases.push([{ gaugeStyle: style, ...(arc && (style === 'dial' ? { dial: arc } : { ringArc: arc })) }, 120, 100, { clockwise: arc?.direction !== 'counterclockwise' }]);
    }
  }
  for (const style of ['linearCapacity', 'accessoryLinearCapacity', 'accessoryLinear']) {
    for (const vertical of [false, true]) {
      for (const rtl of [false, true]) {
        cases.push([{ gaugeStyle: style, orientation: vertical ? 'vertical' : 'horizontal', layoutDirection: rtl ? 'rightToLeft' : 'leftToRight', formatsBoundsLabels: true },
          vertical ? 96 : 260, vertical ? 260 : 60, { vertical, rtl }]);
      }
    }
  }
  for (const [options, w, h, how] of cases) {
    for (const value of [-7, 12.5, 33.3, 61]) {
      const { gaugeStyle, ...rest } = options;
      const g = m.createGaugeHandle({ style: gaugeStyle, lower: -20, upper: 80, value, animation: 'none', ...rest });
      g.render(w, h);
      const [x, y] = drawnAt(g.displayListText(), how);
      const got = g.valueAt(x, y);
      assert.ok(Math.abs(got - value) < 0.05, `${JSON.stringify(options)} value ${value}: valueAt(${x}, ${y}) = ${got}`);
      g.destroy();
    }
  }
});

test('gauge_value_at on wasm32: the gap goes to the nearer end, far points clamp, bad input is NaN without a trap', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_bounds(h, -20, 80), 0);
  assert.ok(Number.isNaN(x.gauge_value_at(h, 10, 10)), 'before the first render');
  assert.equal(x.gauge_set_style(h, 4), 0); // accessoryCircular: 270°, the gap at 6 o'clock
  assert.equal(x.gauge_render(h, 58, 58, 1, 0), 0);
  assert.equal(x.gauge_value_at(h, 28, 57), -20);
  assert.equal(x.gauge_value_at(h, 30, 57), 80);
  assert.equal(x.gauge_value_at(h, 29, 1), 30); // 12 o'clock: the middle
  for (const [px, py] of [[NaN, 1], [1, NaN], [Infinity, 1], [1, -Infinity]]) assert.ok(Number.isNaN(x.gauge_value_at(h, px, py)));
  for (const [px, py] of [[1e308, -1e308], [-1.7e308, 5], [29, 29], [2 ** 31, -(2 ** 31)], [5e-324, 0]]) {
    const v = x.gauge_value_at(h, px, py);
    assert.ok(v >= -20 && v <= 80, `(${px}, ${py}) → ${v}`);
  }
  assert.equal(x.gauge_set_style(h, 1), 0); // a bar, widest bounds: no overflow
  assert.equal(x.gauge_set_bounds(h, -1.7e308, 1.7e308), 0);
  assert.equal(x.gauge_render(h, 200, 40, 1, 0), 0);
  assert.equal(x.gauge_value_at(h, -5, 20), -1.7e308);
  assert.equal(x.gauge_value_at(h, 500, 20), 1.7e308);
  assert.ok(Number.isFinite(x.gauge_value_at(h, 120, 20)));
  assert.equal(x.gauge_render(h, 0, 0, 1, 0), 0);
  assert.ok(Number.isNaN(x.gauge_value_at(h, 0, 0)), 'an empty box');
  assert.equal(x.gauge_destroy(h), 0);
  assert.ok(Number.isNaN(x.gauge_value_at(h, 1, 1)));
  assert.equal(abi.lastError(), `gauge_value_at: handle: no live gauge has handle ${h}`);
  assert.equal(x.gauge_last_error_part(0), STATUS.badHandle);
});

test('Gauge.valueAt: null for no value, a non-number refused by name', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', lower: 0, upper: 10 });
  assert.equal(g.valueAt(5, 5), null, 'not drawn yet');
  g.render(100, 40);
  assert.equal(g.valueAt(1000, 20), 10);
  assert.equal(g.valueAt(NaN, 20), null);
  assert.throws(() => g.valueAt('5', 20), { name: 'TypeError', message: /valueAt: x: expected a number/ });
  assert.throws(() => g.valueAt(5), { name: 'TypeError', message: /valueAt: y: expected a number/ });
  g.destroy();
  assert.throws(() => g.valueAt(1, 1), /valueAt: this gauge was destroyed/);
});
