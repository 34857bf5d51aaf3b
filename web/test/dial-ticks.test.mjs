// A dial's major ticks at given values and at its zones' starts, through the JS facade and the shipped wasm
// (docs/swiftui-fidelity.md › Ticks at given values; docs/abi.md › Functions, gauge_set_dial_ticks).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const m = await loadSwiftGauge(await wasmBytes());
const BASE = { style: 'dial', lower: 0, upper: 100, value: 30, animation: 'none' };

/** The texts the gauge draws at 240 px, in list order (the tick labels first, then the value). */
function texts(g) {
  g.render(240, 240, 1, 0);
  return [...g.displayListText().matchAll(/^text "((?:[^"\\]|\\.)*)"/gm)].map((x) => x[1]);
}
const lines = (g) => { g.render(240, 240, 1, 0); return g.displayListText().split('\n').filter((l) => l.startsWith('line')).length; };

test('ticks at given values: drawn in order once each, labels in place of numbers, read back as {value, label}', () => {
  const g = m.createGaugeHandle({ ...BASE, dial: { ticks: [80, 0, { value: 50 }, { value: 100, label: 'Max' }, 50, 140] } });
  assert.deepEqual(texts(g), ['0', '50', '80', 'Max', '30']);
  assert.deepEqual(g.dial.ticks, [{ value: 80, label: '' }, { value: 0, label: '' }, { value: 50, label: '' }, { value: 100, label: 'Max' },
    { value: 50, label: '' }, { value: 140, label: '' }]);
  assert.ok(Object.isFrozen(g.dial.ticks) && Object.isFrozen(g.dial.ticks[0]));
  // The automatic graduation stays as minor ticks: 0…100 in 2s, less the ends and the given 50 and 80; a needle.
  assert.equal(lines(g), 4 + 47 + 1);
  // Bounds that change keep the ticks inside them.
  g.setBounds(0, 60);
  assert.deepEqual(texts(g), ['0', '50', '30']);
  // Back to the automatic scale.
  g.dial = { ticks: [] };
  g.setBounds(0, 100);
  assert.deepEqual(texts(g).slice(0, 3), ['0', '10', '20']);
  g.destroy();
});

test('ticksAtZones: the bounds and every zone start, following the zones and a JS tick formatter', () => {
  const zones = [{ from: 0, color: 'green' }, { from: 60, color: 'orange' }, { from: 85, color: 'red' }];
  const g = m.createGaugeHandle({ ...BASE, zones, dial: { ticksAtZones: true, ticks: [{ value: 30, label: 'idle' }] } });
  assert.deepEqual(texts(g), ['0', 'idle', '60', '85', '100', '30']);
  g.zones = [{ from: 0, color: 'green' }, { from: 70, color: 'red' }];
  assert.deepEqual(texts(g), ['0', 'idle', '70', '100', '30']);
  // A formatter's texts are made for the ticks the zones make, and made again when the zones change.
  g.tickFormat = (v) => `${v}°`;
  assert.deepEqual(texts(g), ['0°', 'idle', '70°', '100°', '30']);
  g.zones = [{ from: 0, color: 'green' }, { from: 45, color: 'red' }];
  assert.deepEqual(texts(g), ['0°', 'idle', '45°', '100°', '30']);
  g.destroy();
});

test('bad ticks are refused by name and the dial is kept', () => {
  const g = m.createGaugeHandle({ ...BASE, dial: { ticks: [0, 100], minorTicks: 2 } });
  const before = JSON.stringify(g.dial), drawn = texts(g);
  const cases = [
    [{ ticks: 'x' }, TypeError, /dial\.ticks: expected an array, got "x"/],
    [{ ticks: [1, NaN] }, RangeError, /dial\.ticks\[1\]: expected a finite number or \{value, label\}, got NaN/],
    [{ ticks: [{ value: Infinity }] }, RangeError, /dial\.ticks\[0\]/],
    [{ ticks: [{ label: 'x' }] }, RangeError, /dial\.ticks\[0\]/],
    [{ ticks: [null] }, RangeError, /dial\.ticks\[0\]/],
    [{ ticks: [{ value: 1, label: 7 }] }, TypeError, /dial\.ticks\[0\]\.label: expected a string or null, got 7/],
    [{ ticks: [{ value: 1, label: 'x'.repeat(5000) }] }, RangeError, /dial\.ticks\[0\]\.label: text is over 4096 UTF-8 bytes/],
    [{ ticks: new Array(102).fill(1) }, RangeError, /dial\.ticks: count: must be 0…101, got 102/],
    [{ ticksAtZones: 1 }, TypeError, /dial\.ticksAtZones: expected a boolean, got 1/],
  ];
  for (const [dial, E, message] of cases) {
    assert.throws(() => { g.dial = dial; }, (e) => e instanceof E && message.test(e.message), JSON.stringify(dial)?.slice(0, 60));
    assert.equal(JSON.stringify(g.dial), before);
    assert.deepEqual(texts(g), drawn);
  }
  // 101 is the most; labels of the limit's size are taken.
  g.dial = { ticks: [...new Array(101).keys()].map((v) => ({ value: v, label: v === 50 ? 'é'.repeat(2048) : null })) };
  assert.equal(g.dial.ticks.length, 101);
  g.destroy();
});
