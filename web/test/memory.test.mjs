// Memory stays flat in wasm (docs/abi.md › Memory): gauge_stats(0) live gauges and gauge_stats(1) heap bytes
// return to their start after 100,000 create → render → destroy cycles, memory.buffer.byteLength does not
// grow after a warm-up round, and 1,000,000 renders of one gauge with changing values do not grow it either.
// Raw C-ABI calls (the facade's own objects are JavaScript's to collect).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STYLES, STATUS, loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes, rawAbi, renderAnswered } from './helpers.mjs';
import { LIMITS } from '../src/vocabulary.js';

async function instance() {
  const { instance: i } = await WebAssembly.instantiate(await wasmBytes(), {});
  i.exports._initialize();
  return i.exports;
}

const stats = (x) => ({ gauges: x.gauge_stats(0), heap: x.gauge_stats(1), lists: x.gauge_stats(2), memory: x.memory.buffer.byteLength });
const LABELS = ['', 'CPU', 'Temperature', '温度計 👩‍👩‍👧‍👦', 'W'.repeat(300)];
const TINTS = ['blue', 'green, yellow 50%, red', '#ff000080', 'red 0, orange 25%, yellow 50%, green 75%, teal 100%'];

/** One cycle: a gauge with cycle-dependent state, rendered once (twice every 7th cycle), destroyed. */
function cycle(x, abi, i) {
  const h = x.gauge_create();
  if (h <= 0) throw new Error(`cycle ${i}: gauge_create → ${h}`);
  x.gauge_set_style(h, i % STYLES.length);
  x.gauge_set_bounds(h, -(i % 50), 100 + (i % 1000));
  x.gauge_set_value(h, i % 13 === 0 ? NaN : (i * 7.31) % 1500 - 200);
  if (i % 3) abi.setLabel(h, 0, LABELS[i % LABELS.length]);
  if (i % 4 === 1) abi.setLabel(h, 1, LABELS[(i >> 2) % LABELS.length]);
  if (i % 5 === 2) abi.setBoundsLabels(h, String(-(i % 50)), String(100 + (i % 1000)));
  if (i % 2) abi.setTint(h, TINTS[i % TINTS.length]);
  const st = renderAnswered(x, h, 40 + (i % 400), 30 + ((i * 7) % 300), 1 + (i % 4) / 2, i);
  if (st !== STATUS.ok) throw new Error(`cycle ${i}: gauge_render → ${st}`);
  if (i % 7 === 0) x.gauge_render(h, 1000, 1000, 3, i);
  if (x.gauge_destroy(h) !== STATUS.ok) throw new Error(`cycle ${i}: gauge_destroy failed`);
}

test('100,000 create → render → destroy cycles leave live gauges, heap bytes and memory where the warm-up left them', async () => {
  const x = await instance(), abi = rawAbi(x);
  const empty = stats(x);
  assert.deepEqual([empty.gauges, empty.heap, empty.lists], [0, 0, 0]);
  // Warm-up: one round over every combination the loop makes (the module-wide buffers grow once here).
  for (let i = 0; i < 420; i++) cycle(x, abi, i);
  const start = stats(x);
  assert.equal(start.gauges, 0);
  assert.equal(start.lists, 0);
  for (let i = 0; i < 100_000; i++) {
    cycle(x, abi, i);
    if (i % 10_000 === 9_999) {
      const now = stats(x);
      assert.deepEqual(now, start, `after ${i + 1} cycles`);
    }
  }
  assert.deepEqual(stats(x), start);
  // What a live gauge holds is all given back: the heap is the same before create and after destroy (the
  // first round grows the module-wide scratch buffer to 4 KiB; the second must give back everything).
  const big = () => {
    const h = x.gauge_create();
    abi.setLabel(h, 0, 'x'.repeat(LIMITS.labelBytes));
    x.gauge_render(h, 500, 500, 2, 0);
    const held = stats(x);
    x.gauge_destroy(h);
    return held;
  };
  big();
  const before = stats(x);
  const held = big();
  assert.ok(held.heap > before.heap + LIMITS.labelBytes && held.lists > 0 && held.gauges === 1, JSON.stringify(held));
  assert.deepEqual(stats(x), before);
});

test('1,000,000 renders of one gauge with changing values do not grow memory', async () => {
  const x = await instance(), abi = rawAbi(x);
  const h = x.gauge_create();
  x.gauge_set_style(h, 4);
  x.gauge_set_bounds(h, -1000, 1000);
  abi.setLabel(h, 0, 'Load');
  abi.setBoundsLabels(h, '-1000', '1000');
  abi.setTint(h, 'green, yellow, orange, red');
  const value = (i) => (i % 1000 === 0 ? NaN : ((i * 2654435761) % 4_000_001) / 1000 - 2000); // −2000 … 2000, 3 decimals
  // Warm-up: the longest value texts and every box size of the loop.
  for (let i = 0; i < 50_000; i++) { x.gauge_set_value(h, value(i)); x.gauge_render(h, 58 + (i % 64), 58 + (i % 64), 2, i); }
  x.gauge_set_value(h, -1999.999); x.gauge_render(h, 121, 121, 2, 0);
  const start = stats(x);
  const t0 = performance.now();
  for (let i = 0; i < 1_000_000; i++) {
    x.gauge_set_value(h, value(i));
    if (x.gauge_render(h, 58 + (i % 64), 58 + (i % 64), 2, i) !== 0) throw new Error(`render ${i} failed`);
  }
  const ms = performance.now() - t0;
  assert.deepEqual(stats(x), start);
  console.log(`# 1,000,000 set_value + render calls: ${(ms / 1000).toFixed(1)} s (${(ms).toFixed(0) / 1000} µs each)`);
  x.gauge_destroy(h);
});

test('the JS facade: 20,000 createGaugeHandle → render → destroy leave the module and memory as they were', async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  const round = (n) => {
    for (let i = 0; i < n; i++) {
      const g = m.createGaugeHandle({ style: STYLES[i % 6], value: i % 101, label: LABELS[i % LABELS.length], tint: ['green', 'red'] });
      g.render(100 + (i % 50), 80, 2, i);
      g.destroy();
    }
  };
  round(500);
  const start = m.memoryStats();
  round(20_000);
  assert.deepEqual(m.memoryStats(), start);
  assert.equal(m.gaugeCount, 0);
  assert.equal(start.gauges, 0);
});

test('4,095 gauges with four 4 KiB texts: tooMany once the heap budget is reached, never a trap; all freed after', async () => {
  const x = await instance(), abi = rawAbi(x);
  const big = 'W'.repeat(LIMITS.labelBytes), tint = Array.from({ length: LIMITS.tintStops }, () => '#ff0000').join(',');
  const handles = [];
  let refusedAt = -1;
  for (let i = 0; i < LIMITS.gauges; i++) {
    const h = x.gauge_create();
    if (h < 0) { assert.equal(h, STATUS.tooMany); refusedAt = i; break; }
    handles.push(h);
    for (const role of [0, 1]) {
      const st = abi.setLabel(h, role, big);
      assert.ok(st === 0 || st === STATUS.tooMany, `label → ${st}`);
    }
    abi.setBoundsLabels(h, big, big);
    abi.setTint(h, tint);
    x.gauge_set_style(h, i % 50 ? 5 : i % 6); // mostly the capacity ring: two 256-stop gradients, quick to lay out
    const st = x.gauge_render(h, 320 + (i % 7), 200, 2, 0);
    assert.ok(st === 0 || st === STATUS.tooMany, `render → ${st}`);
  }
  assert.ok(refusedAt > 1000, `creation refused after ${refusedAt} gauges`);
  assert.match(abi.lastError(), /^gauge_\w+: memory: the module holds \d+ heap bytes, over its budget of 201326592/);
  assert.ok(x.gauge_stats(1) > 192 * 2 ** 20 && x.memory.buffer.byteLength <= 256 * 2 ** 20);
  // Every call that would keep memory is refused, host text measurements included (found by an adversarial
  // review: the measurement table could grow past the budget and trap).
  x.gauge_text_measurement(1);
  const rec = new Uint8Array(12); rec[0] = 65; new DataView(rec.buffer).setUint32(4, 1, true); new DataView(rec.buffer).setFloat32(8, 0.5, true);
  new Uint8Array(x.memory.buffer, x.gauge_scratch(12), 12).set(rec);
  assert.equal(x.gauge_measure_text(400, 1, 1), STATUS.tooMany);
  x.gauge_text_measurement(0);
  // Still fully working: clearing texts is allowed, and so is every call that keeps no memory.
  assert.equal(x.gauge_set_label(handles[0], 0, -1), 0);
  assert.equal(x.gauge_set_value(handles[0], 0.5), 0);
  for (const h of handles) assert.equal(x.gauge_destroy(h), 0);
  assert.equal(x.gauge_stats(0), 0);
  // What stays is the handle table itself: 4,095 empty slots (about 290 bytes each since dials and several
  // values joined the slot); the second round below proves nothing else is kept.
  assert.ok(x.gauge_stats(1) < 2 * 2 ** 20, `heap after destroying all: ${x.gauge_stats(1)}`);
  const h = x.gauge_create();
  assert.ok(h > 0);
  assert.equal(x.gauge_render(h, 58, 58, 1, 0), 0);
});
