// Hit testing of parts on the shipped wasm32 module (docs/abi.md › Hit testing): gauge_part_at tests a point against
// the commands the last render drew — the value text at its anchor, a zone in its middle (by its index as given), the
// needle at its tip, the marker at its centre, a target mark, every style, direction and orientation — and bad input
// gives a status naming the argument, never a trap. Gauge.partAt is the facade's ({ part, zone, name } or null).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const num = '([-\\d.e]+)';

/** Just inside the drawn text `s`: its anchor, 1 px in from a left or right edge. */
function textAt(text, s) {
  const m = text.match(new RegExp(`^text "${s}" at=\\(${num},${num}\\) .* align=(\\w+)`, 'm'));
  return m && [+m[1] + (m[3] === 'left' ? 1 : m[3] === 'right' ? -1 : 0), +m[2]];
}

/** The first round rect's (the bar's track's) point at fraction `f` along its length. */
function barAt(text, f, { vertical = false, rtl = false } = {}) {
  const [, x, y, w, h] = text.match(new RegExp(`^fillRoundRect at=\\(${num},${num}\\) size=${num}x${num}`, 'm')).map(Number);
  return vertical ? [x + w / 2, y + h - f * h] : [x + (rtl ? 1 - f : f) * w, y + h / 2];
}

test('gauge_part_at on wasm32: texts, zones, marker, needle and marks are their parts, every style and direction', async () => {
  const m = await load();
  const zones = [{ from: 40, color: 'red', name: 'warm' }, { from: 0, color: 'green', name: 'cool' }];
  for (const style of ['linearCapacity', 'accessoryLinear', 'accessoryLinearCapacity', 'accessoryCircular', 'accessoryCircularCapacity', 'dial']) {
    const round = style.includes('Circular') || style === 'dial';
    for (const vertical of round ? [false] : [false, true]) {
      for (const rtl of [false, true]) {
        const [w, h] = round ? [160, 160] : vertical ? [120, 300] : [300, 90];
        const what = `${style} vertical ${vertical} rtl ${rtl}`;
        const g = m.createGaugeHandle({ style, lower: -20, upper: 80, value: -20, currentValueLabel: 'now', label: 'Temp', animation: 'none',
          orientation: vertical ? 'vertical' : 'horizontal', layoutDirection: rtl ? 'rightToLeft' : 'leftToRight' });
        g.render(w, h);
        let text = g.displayListText();
        assert.deepEqual(g.partAt(...textAt(text, 'now')), { part: 'valueText' }, `${what}: value text`);
        if (!['accessoryLinear', 'accessoryCircular', 'accessoryCircularCapacity'].includes(style)) assert.deepEqual(g.partAt(...textAt(text, 'Temp')), { part: 'label' }, `${what}: label`);
        assert.equal(g.partAt(-5, -5), null, `${what}: outside`);
        if (!round) {
          g.zones = zones;
          g.render(w, h);
          text = g.displayListText();
          assert.deepEqual(g.partAt(...barAt(text, 0.8, { vertical, rtl })), { part: 'zone', zone: 0, name: 'warm' }, `${what}: warm`);
          assert.deepEqual(g.partAt(...barAt(text, 0.4, { vertical, rtl })), { part: 'zone', zone: 1, name: 'cool' }, `${what}: cool`);
          g.target = 70;
          g.render(w, h);
          const [, x0, y0, x1, y1] = [...g.displayListText().matchAll(new RegExp(`^line from=\\(${num},${num}\\) to=\\(${num},${num}\\)`, 'gm'))].at(-1).map(Number);
          assert.deepEqual(g.partAt((x0 + x1) / 2, (y0 + y1) / 2), { part: 'mark' }, `${what}: target`);
        }
        if (style === 'accessoryLinear' || style === 'accessoryCircular') {
          g.value = 30;
          g.render(w, h);
          const [, cx, cy] = g.displayListText().match(new RegExp(`^knockOut c=\\(${num},${num}\\)`, 'm')).map(Number);
          assert.deepEqual(g.partAt(cx, cy), { part: 'marker' }, `${what}: marker`);
        }
        if (style === 'dial') {
          g.value = 30;
          g.render(w, h);
          const [, , , x1, y1] = [...g.displayListText().matchAll(new RegExp(`^line from=\\(${num},${num}\\) to=\\(${num},${num}\\)`, 'gm'))].at(-1).map(Number);
          assert.deepEqual(g.partAt(x1, y1), { part: 'needle' }, `${what}: needle tip`);
        }
        g.destroy();
      }
    }
  }
});

test('gauge_part_at on wasm32: a ring zone by index as given, bad input a status naming the argument', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_bounds(h, -20, 80), 0);
  assert.equal(x.gauge_part_at(h, 10, 10), STATUS.badArgument, 'before the first render');
  assert.equal(abi.lastError(), 'gauge_part_at: handle: not rendered yet');
  assert.equal(x.gauge_set_style(h, 4), 0); // accessoryCircular: 270°, the gap at 6 o'clock
  assert.equal(x.gauge_render(h, 58, 58, 1, 0), 0);
  assert.equal(x.gauge_part_at(h, 29, 29 - 29 + 3), 1, '12 o\'clock on the band: the track');
  assert.equal(x.gauge_part_at(h, 29, 57), 0, 'in the gap');
  for (const [px, py, arg] of [[NaN, 1, 'x'], [1, NaN, 'y'], [Infinity, 1, 'x'], [1, -Infinity, 'y']]) {
    assert.equal(x.gauge_part_at(h, px, py), STATUS.badArgument);
    assert.equal(abi.lastError(), `gauge_part_at: ${arg}: not a finite number`);
  }
  for (const [px, py] of [[1e308, -1e308], [-1.7e308, 5], [2 ** 31, -(2 ** 31)], [5e-324, 0]]) assert.equal(x.gauge_part_at(h, px, py), 0);
  assert.equal(x.gauge_render(h, 0, 0, 1, 0), 0);
  assert.equal(x.gauge_part_at(h, 0, 0), 0, 'an empty box: nothing');
  assert.equal(x.gauge_destroy(h), 0);
  assert.equal(x.gauge_part_at(h, 1, 1), STATUS.badHandle);
  assert.equal(abi.lastError(), `gauge_part_at: handle: no live gauge has handle ${h}`);
});

test('Gauge.partAt: null before drawing and off the gauge, a zone named from the zones option, a non-number refused', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', lower: 0, upper: 100, value: 0, animation: 'none',
    zones: [{ from: 50, color: 'red', name: 'hot' }, { from: 0, color: 'blue' }] });
  assert.equal(g.partAt(5, 5), null, 'not drawn yet');
  g.render(100, 100);
  const [, cx, cy, r] = g.displayListText().match(new RegExp(`^strokeArc c=\\(${num},${num}\\) r=${num}`, 'm')).map(Number);
  assert.deepEqual(g.partAt(cx + r, cy), { part: 'zone', zone: 1, name: '' }, '3 o\'clock: a quarter, the unnamed zone');
  assert.deepEqual(g.partAt(cx - r, cy), { part: 'zone', zone: 0, name: 'hot' }, '9 o\'clock: three quarters');
  assert.equal(g.partAt(NaN, 20), null);
  assert.throws(() => g.partAt('5', 20), { name: 'TypeError', message: /partAt: x: expected a number/ });
  g.values = [{ value: 30 }];
  g.render(100, 100);
  const arcs = [...g.displayListText().matchAll(new RegExp(`^strokeArc c=\\(${num},${num}\\) r=${num}`, 'gm'))];
  const inner = +arcs.at(-1)[3];
  assert.deepEqual(g.partAt(cx - inner, cy), { part: 'additionalValue', index: 0 });
  g.destroy();
});
