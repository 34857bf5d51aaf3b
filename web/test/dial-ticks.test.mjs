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
    [{ ticks: [1, NaN] }, RangeError, /dial\.ticks\[1\]: expected a finite number, got NaN/],
    [{ ticks: [{ value: Infinity }] }, RangeError, /dial\.ticks\[0\]\.value: expected a finite number, got Infinity/],
    [{ ticks: [{ value: '5' }] }, TypeError, /dial\.ticks\[0\]\.value: expected a finite number, got "5"/],
    [{ ticks: [{ label: 'x' }] }, TypeError, /dial\.ticks\[0\]\.value: expected a finite number, got undefined/],
    [{ ticks: [{ value: 0, lable: 'E' }] }, TypeError, /dial\.ticks\[0\]: unknown key "lable"; expected value, label/],
    [{ ticks: [null] }, TypeError, /dial\.ticks\[0\]: expected a finite number or \{value, label\}, got null/],
    [{ ticks: ['E'] }, TypeError, /dial\.ticks\[0\]: expected a finite number or \{value, label\}, got "E"/],
    [{ ticks: [...new Array(101).keys()].map((v) => ({ value: v, label: 'y'.repeat(1000) })) }, RangeError,
      /dial\.ticks: the labels would be 102616 bytes in all, over 65536; shorten them/],
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
  // 101 is the most; a label of the limit's size is taken.
  g.dial = { ticks: [...new Array(101).keys()].map((v) => ({ value: v, label: v === 50 ? 'é'.repeat(2048) : null })) };
  assert.equal(g.dial.ticks.length, 101);
  // A hole is not read through the prototype (docs: only own properties are read).
  Array.prototype[1] = 55;
  try {
    const holey = [10]; holey.length = 2;
    assert.throws(() => { g.dial = { ticks: holey }; }, /dial\.ticks\[1\]: expected a finite number or \{value, label\}, got undefined/);
  } finally { delete Array.prototype[1]; }
  g.destroy();
});

test('one precision for the unlabelled ticks: exact at any magnitude, at most 3 significant digits of the interval', () => {
  const labels = (o) => { const g = m.createGaugeHandle({ ...BASE, ...o }); const t = texts(g); g.destroy(); return t.slice(0, -1); };
  // Past Int32 and a fraction apart (1700000002.5 read 1700000002 before).
  const g = m.createGaugeHandle({ ...BASE, lower: 1.7e9, upper: 1.7e9 + 5, value: 1.7e9, dial: { ticks: [1.7e9, 1.7e9 + 2.5, 1.7e9 + 5] } });
  g.render(800, 800, 1, 0);
  const big = [...g.displayListText().matchAll(/^text "([^"]*)"/gm)].map((x) => x[1]).slice(0, -1);
  g.destroy();
  assert.deepEqual(big, ['1700000000.0', '1700000002.5', '1700000005.0']);
  assert.deepEqual(labels({ lower: 0, upper: 1, value: 0.2, dial: { ticks: [0, 1 / 3, 2 / 3, 1] } }), ['0.000', '0.333', '0.667', '1.000']);
  // A labelled value sets nothing: 0.5 among E ⅓ F reads 0.5.
  assert.deepEqual(labels({ lower: 0, upper: 1, value: 0.2, dial: { ticks: [{ value: 0, label: 'E' }, { value: 1 / 3, label: '⅓' }, 0.5, { value: 1, label: 'F' }] } }),
    ['E', '⅓', '0.5', 'F']);
});

test('101 given ticks, the bounds and 64 zones at their starts: 167 majors, a JS tick formatter writes every one', () => {
  const zones = [...new Array(64).keys()].map((i) => ({ from: i + 0.5, color: 'red' }));
  const g = m.createGaugeHandle({ ...BASE, lower: -1, upper: 101, tickFormat: (v) => `T${v}`, zones, dial: { ticks: [...new Array(101).keys()], ticksAtZones: true } });
  g.render(240, 240, 1, 0);
  assert.equal(m.exports.gauge_tick_count(g.handle), 167);
  assert.equal(texts(g)[0], 'T-1');
  g.setBounds(0, 200);
  g.destroy();
});
