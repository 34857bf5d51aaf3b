// gauge_render_batch in wasm (docs/abi.md › Batch rendering): identical bytes to single gauge_render calls,
// a status per entry with the rest rendered, refusals that touch nothing, no allocation of its own, a flat heap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi, answerMisses, renderAnswered } from './helpers.mjs';
import { LIMITS } from '../src/vocabulary.js';

async function instance() {
  const { instance: i } = await WebAssembly.instantiate(await wasmBytes(), {});
  i.exports._initialize();
  return i.exports;
}

const ENTRY = LIMITS.batchEntryBytes;

/** Writes entries [{handle, width, height}] to scratch, calls the batch, returns [result, entries read back]. */
function batch(x, entries, ratio, t) {
  const ptr = x.gauge_scratch(entries.length * ENTRY) >>> 0;
  let dv = new DataView(x.memory.buffer);
  entries.forEach((e, k) => {
    const at = ptr + k * ENTRY;
    dv.setInt32(at, e.handle, true);
    dv.setInt32(at + 4, 99, true);
    dv.setFloat64(at + 8, e.width, true);
    dv.setFloat64(at + 16, e.height, true);
    dv.setUint32(at + 24, 0xdead, true);
    dv.setInt32(at + 28, -99, true);
  });
  const result = x.gauge_render_batch(entries.length, ratio, t);
  dv = new DataView(x.memory.buffer); // memory may have grown
  const out = entries.map((e, k) => ({ status: dv.getInt32(ptr + k * ENTRY + 4, true),
    ptr: dv.getUint32(ptr + k * ENTRY + 24, true), len: dv.getInt32(ptr + k * ENTRY + 28, true) }));
  return [result, out];
}

/** Seven gauges (every style) with labels, a gradient tint and a spring, values changed after a first frame. */
function setUp(x, abi) {
  const hs = [];
  for (let s = 0; s < 7; s++) {
    const h = x.gauge_create();
    x.gauge_set_style(h, s);
    x.gauge_set_bounds(h, 0, 100);
    x.gauge_set_value(h, s * 13 + 0.5);
    abi.setLabel(h, 0, s % 2 ? 'Speed' : '温度計 👩‍👩‍👧‍👦');
    if (s % 3 === 0) abi.setTint(h, 'in oklch, green, yellow 50%, red');
    x.gauge_set_animation(h, 2, 0.55, 1, 0, 0, 0);
    hs.push(h);
  }
  return hs;
}
const SIZES = [[58, 58], [300, 64], [120, 40], [200, 30], [90, 90], [58, 58], [180, 180]];

test('a batch gives byte for byte the lists of the same single renders, with an animation in flight', async () => {
  const a = await instance(), b = await instance();
  const ha = setUp(a, rawAbi(a)), hb = setUp(b, rawAbi(b));
  for (const [x, hs] of [[a, ha], [b, hb]]) {
    hs.forEach((h, k) => x.gauge_render(h, ...SIZES[k], 2, 0));
    answerMisses(x); // the emoji label's grapheme clusters, which the wasm asks the host for (docs/abi.md › Text measurement)
    hs.forEach((h, k) => x.gauge_set_value(h, k * 7 + 40));
  }
  for (const t of [50, 120, 400, 2000]) {
    ha.forEach((h, k) => assert.equal(a.gauge_render(h, ...SIZES[k], 2, t), 0));
    const [result, out] = batch(b, hb.map((h, k) => ({ handle: h, width: SIZES[k][0], height: SIZES[k][1] })), 2, t);
    assert.equal(result, 0);
    ha.forEach((h, k) => {
      assert.equal(out[k].status, 0);
      const single = rawAbi(a).listBytes(h);
      const batched = new Uint8Array(b.memory.buffer, out[k].ptr, out[k].len);
      assert.deepEqual(batched, single, `style ${k} at t = ${t}`);
      assert.equal(out[k].ptr, b.gauge_display_list_ptr(hb[k]) >>> 0);
    });
  }
});

test('bad handles and sizes in a batch get their status; every other gauge renders', async () => {
  const x = await instance(), abi = rawAbi(x);
  const hs = setUp(x, abi);
  const dead = x.gauge_create();
  x.gauge_destroy(dead);
  const entries = hs.map((h, k) => ({ handle: h, width: SIZES[k][0], height: SIZES[k][1] }));
  entries.splice(1, 0, { handle: dead, width: 58, height: 58 });
  entries.splice(3, 0, { handle: -7, width: 58, height: 58 });
  entries.splice(5, 0, { handle: 0, width: 58, height: 58 });
  entries.push({ handle: hs[2], width: Infinity, height: 10 }, { handle: hs[3], width: 10, height: 1e6 });
  // A first frame at another ratio has the host answer the emoji label's grapheme clusters (docs/abi.md › Text
  // measurement), which the batch then lays out with.
  hs.forEach((h, k) => assert.equal(renderAnswered(x, h, ...SIZES[k], 2, 0), 0));
  const [result, out] = batch(x, entries, 1, 0);
  assert.equal(result, 0);
  assert.deepEqual(out.map((o) => o.status), [0, -1, 0, -1, 0, -1, 0, 0, 0, 0, -2, -2]);
  for (const [k, o] of out.entries()) {
    if (o.status < 0) assert.deepEqual([o.ptr, o.len], [0, 0], `entry ${k}`);
    else assert.ok(o.len > 32 && o.ptr > 0, `entry ${k}`);
  }
  assert.match(abi.lastError(), /^gauge_render_batch: height: entry 11: must be a finite number 0…100000$/);
  // Every good gauge has its list, as a single render gives it.
  for (const [k, h] of hs.entries()) {
    const fromBatch = abi.listBytes(h);
    assert.equal(x.gauge_render(h, ...SIZES[k], 1, 0), 0);
    assert.deepEqual(abi.listBytes(h), fromBatch);
  }
});

test('refused batches touch no entry and render nothing', async () => {
  const x = await instance(), abi = rawAbi(x);
  const h = x.gauge_create();
  const one = [{ handle: h, width: 58, height: 58 }];
  for (const [ratio, t, what] of [[0, 0, 'pixelRatio'], [LIMITS.maxPixelRatio + 1, 0, 'pixelRatio'], [NaN, 0, 'pixelRatio'], [1, NaN, 'timeMs'], [1, -Infinity, 'timeMs']]) {
    const [result, out] = batch(x, one, ratio, t);
    assert.equal(result, STATUS.badArgument);
    assert.match(abi.lastError(), new RegExp(`^gauge_render_batch: ${what}: `));
    assert.deepEqual(out[0], { status: 99, ptr: 0xdead, len: -99 });
  }
  assert.equal(x.gauge_display_list_len(h), 0);
  x.gauge_scratch(40);
  assert.equal(x.gauge_render_batch(2, 1, 0), STATUS.badText);
  assert.equal(abi.lastError(), 'gauge_render_batch: count: 2 entries need 64 scratch bytes, 40 were requested with gauge_scratch');
  assert.equal(x.gauge_render_batch(-1, 1, 0), STATUS.badArgument);
  assert.equal(x.gauge_render_batch(LIMITS.gauges + 1, 1, 0), STATUS.badArgument);
  assert.equal(x.gauge_render_batch(0, 1, 0), 0);
  assert.equal(x.gauge_display_list_len(h), 0);
});

test('a batch allocates nothing of its own, and 10,000 batch frames leave the heap and memory flat', async () => {
  const a = await instance(), b = await instance();
  const ha = setUp(a, rawAbi(a)), hb = setUp(b, rawAbi(b));
  const frame = (x, hs, f, useBatch) => {
    hs.forEach((h, k) => x.gauge_set_value(h, (f * 17 + k * 31) % 100));
    if (useBatch) return batch(x, hs.map((h, k) => ({ handle: h, width: SIZES[k][0], height: SIZES[k][1] })), 2, f * 16)[0];
    for (const [k, h] of hs.entries()) x.gauge_render(h, ...SIZES[k], 2, f * 16);
    return 0;
  };
  for (let f = 0; f < 200; f++) { frame(a, ha, f, false); frame(b, hb, f, true); } // buffers grow to size
  // The same frames, singly and batched: the same number of allocations (the layout's own temporaries).
  const a0 = a.gauge_stats(3), b0 = b.gauge_stats(3);
  for (let f = 200; f < 300; f++) { frame(a, ha, f, false); frame(b, hb, f, true); }
  assert.ok(a.gauge_stats(3) > a0, 'the counter counts');
  assert.equal(b.gauge_stats(3) - b0, a.gauge_stats(3) - a0);
  // An empty batch and a batch of only bad handles allocate nothing beyond the error text.
  const c0 = b.gauge_stats(3);
  for (let i = 0; i < 100; i++) b.gauge_render_batch(0, 1, 0);
  assert.equal(b.gauge_stats(3), c0);
  const heap = b.gauge_stats(1), lists = b.gauge_stats(2), memory = b.memory.buffer.byteLength;
  for (let f = 300; f < 10_300; f++) frame(b, hb, f, true);
  assert.deepEqual([b.gauge_stats(1), b.gauge_stats(2), b.memory.buffer.byteLength], [heap, lists, memory]);
});

test('while the host measures text, only entries that used built-in metrics have a status > 0', async () => {
  const x = await instance(), abi = rawAbi(x);
  x.gauge_text_measurement(1);
  const hs = [0, 1, 2].map((k) => {
    const h = x.gauge_create();
    x.gauge_set_style(h, 4);
    abi.setLabel(h, 0, `Label ${k}`);
    return h;
  });
  const entries = hs.map((h) => ({ handle: h, width: 90, height: 90 }));
  // Registers every waiting text with a made-up width (one cluster: the whole text).
  const registerMisses = () => {
    const n = x.gauge_text_misses();
    const bytes = new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n).slice(), dv = new DataView(bytes.buffer);
    for (let i = 0; i < n;) {
      const weight = dv.getUint32(i, true), len = dv.getUint32(i + 4, true);
      const pad = (len + 3) & ~3, payload = new Uint8Array(pad + 8), pdv = new DataView(payload.buffer);
      payload.set(bytes.subarray(i + 8, i + 8 + len));
      pdv.setUint32(pad, len, true);
      pdv.setFloat32(pad + 4, 0.5 * len, true);
      abi.scratch(payload);
      assert.equal(x.gauge_measure_text(weight, len, 1), 0);
      i += 8 + pad;
    }
  };
  let [result, out] = batch(x, entries, 1, 0);
  assert.ok(result > 0);
  assert.ok(out.every((o) => o.status > 0), JSON.stringify(out));
  registerMisses();
  [result, out] = batch(x, entries, 1, 0);
  assert.deepEqual([result, out.map((o) => o.status)], [0, [0, 0, 0]]);
  // A new label on the middle gauge: only its entry needs another pass.
  abi.setLabel(hs[1], 0, 'Something new');
  [result, out] = batch(x, entries, 1, 0);
  assert.ok(result > 0);
  assert.equal(out[0].status, 0);
  assert.ok(out[1].status > 0);
  assert.equal(out[2].status, 0);
});

test('more gauges than one batch holds (scratch: 2,048 entries) render in chunks; none is left blank', async () => {
  // Found by the adversarial check: 2,100 changed gauges in one frame made the host ask for 67,200 scratch bytes,
  // get a null pointer, write the entries at address 0 (the bottom of the stack) and leave every gauge blank.
  // The batch path is the instance's (web/src/instance.js), which the frame loop drives: called here directly.
  const { WasmInstance } = await import('../src/instance.js');
  const { Gauge } = await import('../src/gauge.js');
  const { INTERNAL } = await import('../src/internal.js');
  const stats = { renders: 0, renderCalls: 0 };
  const core = new WasmInstance(await WebAssembly.compile(await wasmBytes()), stats, false);
  const jobs = Array.from({ length: 2100 }, (_, i) => ({ gauge: new Gauge(core, INTERNAL, { value: i / 2100 }, 'test'), width: 50, height: 50, ratio: 1 }));
  core.renderMany(jobs, 0);
  assert.equal(stats.renderCalls, 2, 'two batch calls: 2,048 + 52 entries');
  assert.ok(jobs.every((j) => j.status >= 0 && j.view), `${jobs.filter((j) => !j.view).length} gauges without a list`);
  // The last chunk's lists are those of single renders (read before anything renders again).
  const { displayListText } = await import('../src/display-list.js');
  const batched = displayListText(jobs[2099].view);
  jobs[2099].gauge.render(50, 50, 1, 0);
  assert.equal(jobs[2099].gauge.displayListText(), batched);
});
