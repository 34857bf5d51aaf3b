// Allocations per render in wasm (nothing per frame allocates in wasm: docs/wasm-build.md › Size and allocation),
// counted by gauge_stats(3)
// (wasm/support.c counts every malloc/calloc/realloc/posix_memalign; docs/abi.md › Memory):
// - a render with the same inputs as the gauge's last one (same setters, size, pixel ratio, time or no
//   animation, same text measurements) allocates nothing, for every style and feature, and gives the same bytes;
// - a render after a value change allocates nothing once the gauge's buffers have grown (the formatter and the
//   display list keep their capacity) for the styles and features listed in ZERO_AFTER_VALUE; the others are
//   held to the bound measured when this test was written (`bound`), so any new per-frame allocation fails;
// - kept lists are never stale: after any setter or a text measurement the list is a fresh gauge's, byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes, rawAbi } from './helpers.mjs';
import { setRecords } from './fixture-runner.mjs';

async function instance() {
  const { instance: i } = await WebAssembly.instantiate(await wasmBytes(), {});
  i.exports._initialize();
  return i.exports;
}

const enc = new TextEncoder();

const ZONES = [[0, 'green', 'ok'], [60, 'orange', 'high'], [85, 'red', 'critical']];
const GRADIENT = 'in oklch, green, yellow 50%, red';

/**
 * The cases: every style plain and dressed (labels, bounds labels, a gradient tint), and the features with
 * their own layout code. `bound`: allocations measured for a render after a value change, once warm (0 for
 * the ones guaranteed to allocate nothing).
 */
const CASES = [
  ...[0, 1, 2, 3, 4, 5].map((s) => ({ name: `style ${s}`, style: s, size: s >= 4 ? [58, 58] : [200, 40], bound: 0 })),
  { name: 'dial', style: 6, size: [180, 180], bound: 2 },
  ...[0, 1, 2, 3].map((s) => ({ name: `style ${s} dressed`, style: s, size: [200, 40], dressed: true, bound: 0 })),
  { name: 'style 4 dressed', style: 4, size: [58, 58], dressed: true, bound: 6 },
  { name: 'style 5 dressed', style: 5, size: [58, 58], dressed: true, bound: 9 },
  { name: 'dial dressed', style: 6, size: [180, 180], dressed: true, bound: 6 },
  { name: 'dial ticks, zones, values, gradient', style: 6, size: [200, 160], dressed: true, bound: 5,
    set: (x, abi, h) => {
      assert.equal(x.gauge_set_dial(h, -120, 240, 1, 8, 4, 1), 0);
      assert.equal(setRecords(x, h, ZONES, true), 0);
      assert.equal(setRecords(x, h, [[20, 'purple', 'min'], [70, null, 'avg']], false), 0);
      assert.equal(x.gauge_set_target(h, 75), 0);
      assert.equal(x.gauge_set_origin(h, 50), 0);
    } },
  { name: 'open ring, custom arc, zones', style: 4, size: [90, 60], dressed: true, bound: 13,
    set: (x, abi, h) => { assert.equal(x.gauge_set_ring_arc(h, -90, 180, 1), 0); assert.equal(setRecords(x, h, ZONES, true), 0); } },
  { name: 'capacity ring, custom arc, values', style: 5, size: [80, 80], dressed: true, bound: 3,
    set: (x, abi, h) => { assert.equal(x.gauge_set_ring_arc(h, 30, 300, 0), 0); assert.equal(setRecords(x, h, [[30, 'teal', 'a'], [80, null, 'b']], false), 0); } },
  { name: 'vertical bar, zones, target, segments', style: 1, size: [60, 200], dressed: true, bound: 8,
    set: (x, abi, h) => {
      assert.equal(x.gauge_set_orientation(h, 1), 0);
      assert.equal(setRecords(x, h, ZONES, true), 0);
      assert.equal(x.gauge_set_target(h, 70), 0);
      assert.equal(x.gauge_set_segments(h, 12), 0);
    } },
  { name: 'marker bar, zones, right to left', style: 2, size: [200, 40], dressed: true, bound: 7,
    set: (x, abi, h) => { assert.equal(setRecords(x, h, ZONES, true), 0); assert.equal(x.gauge_set_layout_direction(h, 1), 0); } },
  { name: 'number format, dark', style: 4, size: [58, 58], bound: 0,
    set: (x, abi, h) => { assert.equal(abi.setFormat(h, 'fixed=2,group,prefix=$'), 0); assert.equal(x.gauge_set_color_scheme(h, 1), 0); } },
];

/** A gauge with `c`'s inputs at `value`. */
function make(x, abi, c, value) {
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, c.style), 0);
  assert.equal(x.gauge_set_bounds(h, 0, 100), 0);
  if (c.dressed) {
    assert.equal(abi.setLabel(h, 0, 'Speed'), 0);
    assert.equal(abi.setBoundsLabels(h, '0', '100'), 0);
    assert.equal(abi.setTint(h, GRADIENT), 0);
  }
  c.set?.(x, abi, h);
  assert.equal(x.gauge_set_value(h, value), 0);
  return h;
}

/** Registers `text` at `weight` as the host does, `em` wide (one prefix: the whole text). */
function measure(x, weight, text, em) {
  const bytes = typeof text === 'string' ? enc.encode(text) : text, pad = (4 - (bytes.length % 4)) % 4;
  const buf = new Uint8Array(bytes.length + pad + 8), dv = new DataView(buf.buffer);
  buf.set(bytes);
  dv.setUint32(bytes.length + pad, bytes.length, true); dv.setFloat32(bytes.length + pad + 4, em, true);
  const ptr = x.gauge_scratch(buf.length) >>> 0;
  new Uint8Array(x.memory.buffer).set(buf, ptr);
  assert.equal(x.gauge_measure_text(weight, bytes.length, 1), 0);
}

/** Measures every text waiting in gauge_text_misses (0.55 em per byte); returns how many. */
function measureMisses(x) {
  const n = x.gauge_text_misses();
  const copy = new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n).slice(), dv = new DataView(copy.buffer);
  let at = 0, count = 0;
  while (at < n) {
    const weight = dv.getUint32(at, true), len = dv.getUint32(at + 4, true);
    measure(x, weight, copy.subarray(at + 8, at + 8 + len), 0.55 * len);
    at += 8 + Math.ceil(len / 4) * 4;
    count++;
  }
  return count;
}

/** Allocations made by `f()`. */
function allocations(x, f) {
  const before = x.gauge_stats(3);
  f();
  return x.gauge_stats(3) - before;
}

const VALUES = [42, 57.5, 13.25, 99, 0.125, 7];

for (const measuring of [false, true]) {
  const mode = measuring ? 'the host measuring text' : 'built-in metrics';

  test(`a second identical render allocates nothing and keeps its bytes, every style and feature (${mode})`, async () => {
    const x = await instance(), abi = rawAbi(x);
    if (measuring) x.gauge_text_measurement(1);
    for (const c of CASES) {
      const h = make(x, abi, c, 42);
      let status = x.gauge_render(h, ...c.size, 2, 0);
      if (measuring) {  // the host's measurements arrive; the next render is the steady state
        assert.equal(measureMisses(x), status, c.name);  // (those other gauges had are measured already)
      }
      assert.equal(x.gauge_render(h, ...c.size, 2, 0), 0, c.name);
      const bytes = abi.listBytes(h), ptr = x.gauge_display_list_ptr(h);
      for (let k = 0; k < 3; k++) {
        assert.equal(allocations(x, () => { status = x.gauge_render(h, ...c.size, 2, 0); }), 0, `${c.name}: render ${k + 3}`);
        assert.equal(status, 0);
        assert.deepEqual(abi.listBytes(h), bytes, c.name);
        assert.equal(x.gauge_display_list_ptr(h), ptr, c.name);
      }
      x.gauge_destroy(h);
    }
  });
}

test('after a value change a render allocates nothing once warm (the bounds in CASES), and gives a fresh gauge\'s bytes', async () => {
  const x = await instance(), abi = rawAbi(x), fresh = await instance(), freshAbi = rawAbi(fresh);
  const measured = [];
  for (const c of CASES) {
    const h = make(x, abi, c, VALUES[0]);
    for (const v of VALUES) { x.gauge_set_value(h, v); x.gauge_render(h, ...c.size, 2, 0); }  // warm-up: buffers grow
    let most = 0;
    for (const v of VALUES) {
      const n = allocations(x, () => { x.gauge_set_value(h, v); x.gauge_render(h, ...c.size, 2, 0); });
      most = Math.max(most, n);
      const f = make(fresh, freshAbi, c, v);
      fresh.gauge_render(f, ...c.size, 2, 0);
      assert.deepEqual(abi.listBytes(h), freshAbi.listBytes(f), `${c.name} at ${v}`);
      fresh.gauge_destroy(f);
    }
    measured.push(`${c.name}: ${most}`);
    assert.ok(most <= c.bound, `${c.name}: ${most} allocations after a value change, bound ${c.bound}`);
    x.gauge_destroy(h);
  }
  console.log(`allocations per value-change render (most over ${VALUES.length} values): ${measured.join('; ')}`);
});

test('a kept list is never stale: every kind of input change lays the gauge out again', async () => {
  const x = await instance(), abi = rawAbi(x);
  const c = { style: 6, size: [200, 160], dressed: true, set: (x, abi, h) => assert.equal(x.gauge_set_target(h, 75), 0) };
  const h = make(x, abi, c, 42);
  x.gauge_render(h, ...c.size, 2, 0);
  let last = abi.listBytes(h);
  const changed = (what) => {
    x.gauge_render(h, ...c.size, 2, 0);
    const now = abi.listBytes(h);
    assert.notDeepEqual(now, last, `${what}: the list must change`);
    last = now;
  };
  x.gauge_set_value(h, 43); changed('value');
  abi.setLabel(h, 0, 'Sped'); changed('label');
  abi.setTint(h, 'red'); changed('tint');
  x.gauge_set_color_scheme(h, 1); changed('colour scheme');
  x.gauge_set_bounds(h, 0, 200); changed('bounds');
  x.gauge_set_dial(h, -90, 180, 1, 4, 2, 1); changed('dial');
  x.gauge_render(h, c.size[0] + 1, c.size[1], 2, 0); assert.notDeepEqual(abi.listBytes(h), last, 'width'); last = abi.listBytes(h);
  x.gauge_render(h, ...c.size, 1, 0); assert.notDeepEqual(abi.listBytes(h), last, 'pixel ratio'); last = abi.listBytes(h);
  // An animation in flight: each new time is a new frame; the same time again is the same list.
  x.gauge_set_animation(h, 1, 0.42, 0, 0.58, 1, 1);
  x.gauge_set_value(h, 90);
  x.gauge_render(h, ...c.size, 1, 0); last = abi.listBytes(h);
  x.gauge_render(h, ...c.size, 1, 300); assert.notDeepEqual(abi.listBytes(h), last, 'time'); last = abi.listBytes(h);
  assert.equal(allocations(x, () => x.gauge_render(h, ...c.size, 1, 300)), 0, 'the same time again');
  assert.deepEqual(abi.listBytes(h), last);
  // A text measurement the host registers changes the widths: the gauge is laid out with it.
  x.gauge_text_measurement(1);
  x.gauge_render(h, ...c.size, 1, 300); last = abi.listBytes(h);
  for (const weight of [400, 500, 600]) measure(x, weight, 'Sped', 60);  // far wider than built in: shrinks
  x.gauge_render(h, ...c.size, 1, 300);
  assert.notDeepEqual(abi.listBytes(h), last, 'a registered measurement');
});
