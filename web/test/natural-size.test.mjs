// natural-size: the size an unsized gauge takes comes from the core (gauge_natural_size), not from a trial layout
// in the host: a bar's natural height is where its texts stop shrinking, the rings' 58 × 58, the dial's 177 × 177, a vertical bar's
// 96 × the proposed height; and the canvas binding sizes an unsized canvas with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const textSizes = (g, w, h) => { g.render(w, h, 1, 0); return [...g.displayListText().matchAll(/^text .* size=([\d.]+)/gm)].map((m) => +m[1]); };

test('natural-size: a bar at its natural height draws its texts at full size; shorter shrinks them', async () => {
  const m = await load();
  for (const style of ['automatic', 'linearCapacity', 'accessoryLinear', 'accessoryLinearCapacity']) {
    const g = m.createGaugeHandle({ style, value: 0.4, label: 'Storage', minimumValueLabel: '0', maximumValueLabel: '256', animation: 'none' });
    const x = m.exports, h = g.handle;
    assert.equal(x.gauge_natural_size(h, 300, NaN, 0), 300, style);
    assert.equal(x.gauge_natural_size(h, NaN, NaN, 0), 200, `${style}: no proposed width`);
    const natural = x.gauge_natural_size(h, 300, NaN, 1);
    assert.ok(natural > 8 && natural < 80, `${style}: ${natural}`);
    assert.equal(x.gauge_natural_size(h, 120, NaN, 1), natural, `${style}: independent of the width`);
    const full = textSizes(g, 300, natural);
    assert.deepEqual(textSizes(g, 300, natural * 2), full, `${style}: full size at the natural height`);
    assert.ok(textSizes(g, 300, natural * 0.8).every((s, i) => s < full[i]), `${style}: shrunk below it`);
    g.destroy();
  }
});

test('natural-size: rings are 58 × 58, the dial 177 × 177, a vertical bar 96 × the proposed height; bad input refused', async () => {
  const m = await load();
  const x = m.exports;
  for (const [style, side] of [['accessoryCircular', 58], ['accessoryCircularCapacity', 58], ['dial', 177]]) {
    const g = m.createGaugeHandle({ style, orientation: 'vertical' });
    assert.deepEqual([0, 1].map((w) => x.gauge_natural_size(g.handle, 300, 40, w)), [side, side], style);
    g.destroy();
  }
  // The dial's natural size is where its tick labels are no longer held at their least size (8 px): at 177 px they
  // are drawn above it, at 176 px held at 8 (docs/swiftui-fidelity.md › Sizing).
  const d = m.createGaugeHandle({ style: 'dial', value: 40, lower: 0, upper: 100, animation: 'none' });
  assert.ok(Math.min(...textSizes(d, 177, 177)) > 8, `${textSizes(d, 177, 177)}`);
  assert.equal(Math.min(...textSizes(d, 176, 176)), 8);
  d.destroy();
  const v = m.createGaugeHandle({ orientation: 'vertical' });
  assert.deepEqual([0, 1].map((w) => x.gauge_natural_size(v.handle, NaN, NaN, w)), [96, 200]);
  assert.deepEqual([0, 1].map((w) => x.gauge_natural_size(v.handle, 40, 320, w)), [96, 320]);
  assert.equal(x.gauge_natural_size(v.handle, -1, NaN, 0), -2);
  assert.equal(x.gauge_natural_size(0, 1, 1, 0), -1);
  v.destroy();
});
