// What a setter allocates: the patch over the gauge's state, not a copy of its ~50 options. Setting the value of 300
// gauges ten times a second copied the whole state per value (a prototype-less object V8 keeps as a dictionary: 7–40 µs
// and about 5 KB a set), and 3,000 elements appended at once spent 3.7 s in those copies (docs/performance.md › Frame budget).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

test('a value set allocates well under a copy of the state (median of 5 rounds of 400 sets)', async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  const g = m.createGaugeHandle({ style: 'dial', value: 1, lower: 0, upper: 100, label: 'CPU' });
  for (let i = 0; i < 400; i++) g.value = i % 100; // warm
  const rounds = [];
  for (let r = 0; r < 5; r++) {
    gc(); gc();
    const h0 = getHeapStatistics().used_heap_size;
    for (let i = 0; i < 400; i++) g.value = (i * 7) % 100;
    rounds.push((getHeapStatistics().used_heap_size - h0) / 400);
  }
  const median = rounds.sort((a, b) => a - b)[2];
  assert.ok(median < 2500, `bytes a value set: ${rounds.map(Math.round).join(', ')}`);
  assert.equal(g.value, (399 * 7) % 100);
  g.destroy();
});

test('a setter the core refuses leaves the state as it was; a later set keeps the other options', async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  const g = m.createGaugeHandle({ style: 'dial', value: 30, lower: 0, upper: 100, label: 'CPU', tint: 'green' });
  assert.throws(() => g.setBounds(10, 5), RangeError);
  assert.deepEqual([g.lower, g.upper, g.value, g.label, g.tint], [0, 100, 30, 'CPU', 'green']);
  g.value = 40;
  g.label = 'GPU';
  assert.deepEqual([g.lower, g.upper, g.value, g.label, g.tint], [0, 100, 40, 'GPU', 'green']);
  assert.equal(Object.getPrototypeOf(g.zones), Array.prototype);
  g.destroy();
});
