// The fuzzer's invariants over a generated sweep of inputs, against the .wasm itself (32-bit Int, wasi-libc,
// wasm-opt: what the native fuzzer cannot see). Raw C-ABI calls, so a trap fails the test instead of being
// recovered from. Every list: decodes, finite f32s, exact payload sizes, paints defined before use, no control
// characters, everything inside the box (web/test/invariants.mjs). Every refused call: a status, a message
// naming the function, and the gauge drawing exactly as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STYLES, STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi, buildList, renderAnswered } from './helpers.mjs';
import { listViolations } from './invariants.mjs';

async function instance() {
  const { instance: i } = await WebAssembly.instantiate(await wasmBytes(), {});
  i.exports._initialize();
  return i.exports;
}

const enc = new TextEncoder();
const VALUES = [NaN, Infinity, -Infinity, -0, 5e-324, -5e-324, 1e308, -1e308, 0.5, 130, -20, 2 ** 31, 2 ** 53 + 2, 1e15, 0.1 + 0.2];
const BOUNDS = [[0, 1], [0, 0], [-1e308, 1e308], [5e-324, 5e-324], [-(2 ** 31), 2 ** 31], [-50, 50]];
const HOSTILE = [
  '<img src=x onerror=alert(1)>', 'a\u0000b\u0007c\nd\te\u007f\u0085f', '\u202Eevil\u202C', '\u2066x\u2069\u200F',
  '👩‍👩‍👧‍👦🏳️‍🌈', '温度計', 'e\u0301\u0301\u0301', '\uFEFF', '"\\\'&amp;',
];
const LABEL_SETS = [
  null,
  { label: 'Temperature', value: '21°', min: '0', max: '40' },
  { label: HOSTILE[0], value: HOSTILE[1], min: HOSTILE[2], max: HOSTILE[3] },
  { label: '温'.repeat(1365), value: 'W'.repeat(4096), min: '👩‍👩‍👧‍👦'.repeat(160), max: 'x'.repeat(4096) },
];
const SIZES = [[58, 58], [0, 0], [100000, 100000], [5e-324, 294], [0.375, 1.3e-192], [320, 20], [1, 1],
  [12345.678, 0.5], [0.999, 100], [100000, 1], [7, 100000]];
const RATIOS = [1, 0.0625, 16, 2.625, 1.5];
const TINTS = ['blue', 'green, yellow 50%, red', '#ff000080', Array.from({ length: 256 }, (_, i) => `#${(i * 65793).toString(16).padStart(6, '0').slice(-6)}`).join(',')];

function check(x, h, w, hh, ratio, where) {
  const st = renderAnswered(x, h, w, hh, ratio, 0);
  assert.equal(st, STATUS.ok, `${where}: gauge_render → ${st}`);
  const len = x.gauge_display_list_len(h);
  const bad = listViolations(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, len, w, hh, ratio, where);
  assert.deepEqual(bad, []);
}

test('the invariant checker finds what it looks for', () => {
  const ok = { u: 0 }, red = [1, ok, { u: 0xff0000ff }];
  const cases = {
    'outside 10x10': [red, [7, 9, 5, 2, ok]],
    'is NaN': [red, [7, 5, 5, NaN, ok]],
    'undefined paint 3': [red, [7, 5, 5, 1, { u: 3 }]],
    'degenerate': [red, [5, 5, 5, 0, 0, 1, 1, { u: 1 }, ok]],
    'control character': [red, [9, 5, 5, 2, { u: 400 }, { u: 1 }, ok, ok, { u: 3 }, 8]],
    'text slot outside': [red, [9, 5, 5, 2, { u: 400 }, { u: 1 }, ok, { u: 3 }, { u: 3 }, 12]],
  };
  const strings = { 'control character': 'a\u0007b', 'text slot outside': 'abc' };
  for (const [want, commands] of Object.entries(cases)) {
    const bad = listViolations(buildList({ width: 10, height: 10, commands, strings: strings[want] ?? '' }), 0, undefined, 10, 10, 1, want);
    assert.ok(bad.some((m) => m.includes(want)), `${want}: ${bad}`);
  }
});

test('grid: every style × value × bounds × labels × tint × box gives lists that hold every invariant', async () => {
  const x = await instance(), abi = rawAbi(x);
  const h = x.gauge_create();
  let lists = 0, n = 0;
  for (const [style, name] of STYLES.entries()) {
    assert.equal(x.gauge_set_style(h, style), 0);
    for (const [lo, hi] of BOUNDS) {
      assert.equal(x.gauge_set_bounds(h, lo, hi), 0);
      for (const labels of LABEL_SETS) {
        if (labels) {
          assert.equal(abi.setLabel(h, 0, labels.label), 0);
          assert.equal(abi.setLabel(h, 1, labels.value), 0);
          assert.equal(abi.setBoundsLabels(h, labels.min, labels.max), 0);
        } else {
          for (const role of [0, 1]) assert.equal(x.gauge_set_label(h, role, -1), 0);
          assert.equal(x.gauge_set_bounds_labels(h, -1, -1), 0);
        }
        for (const v of VALUES) {
          assert.equal(x.gauge_set_value(h, v), 0);
          assert.equal(abi.setTint(h, TINTS[n % TINTS.length]), 0);
          // Every other pair of lists vertical (thermometers; ignored by the circular styles and the dial).
          const vertical = (n >> 1) & 1;
          assert.equal(x.gauge_set_orientation(h, vertical), 0);
          const [w, hh] = SIZES[n % SIZES.length];
          check(x, h, w, hh, RATIOS[n % RATIOS.length], `${name} ${vertical ? 'vertical ' : ''}${lo}…${hi} value ${v} labels ${labels?.label.slice(0, 12)} ${w}x${hh}`);
          n++; lists++;
        }
      }
    }
  }
  // Every box size with every style and the longest texts, too.
  for (const [style, name] of STYLES.entries()) {
    x.gauge_set_style(h, style);
    for (const vertical of [0, 1]) {
      x.gauge_set_orientation(h, vertical);
      for (const [w, hh] of SIZES) for (const ratio of RATIOS) { check(x, h, w, hh, ratio, `${name} ${vertical ? 'vertical ' : ''}${w}x${hh}@${ratio}`); lists++; }
    }
  }
  assert.equal(x.gauge_destroy(h), 0);
  assert.equal(x.gauge_stats(0), 0);
  assert.equal(x.gauge_stats(2), 0);
  assert.ok(lists > 2400, `${lists} lists`);
});

/** xorshift32: a deterministic stream, so a failure names a seed that reproduces it. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
  const bits = new DataView(new ArrayBuffer(8));
  return {
    int: (n) => next() % n,
    u32: () => next(),
    i32: () => next() | 0,
    pick: (a) => a[next() % a.length],
    double() {
      const k = next() % 4;
      if (k === 0) { bits.setUint32(0, next()); bits.setUint32(4, next()); return bits.getFloat64(0); }
      if (k === 1) return [NaN, Infinity, -Infinity, -0, 5e-324, 1e308, 0.0625, 16, 100000, 100000.0001, -1][next() % 11];
      return (next() % 200001) / 2 - 50000;
    },
    bytes(n) { return Uint8Array.from({ length: n }, () => next() & 0xff); },
  };
}

test('random programs of raw ABI calls: statuses, messages, kept state, and every list', async () => {
  const x = await instance(), abi = rawAbi(x);
  const snapshot = (h) => {
    assert.equal(renderAnswered(x, h, 150, 90, 1, 0), 0);
    return [...abi.listBytes(h), ...[1, 2, 3].map((w) => abi.describe(h, w))].join(',');
  };
  const FN = ['gauge_set_value', 'gauge_set_bounds', 'gauge_set_style', 'gauge_set_label', 'gauge_set_bounds_labels', 'gauge_set_tint',
    'gauge_set_orientation'];
  let calls = 0, refused = 0, renders = 0;
  for (let seed = 1; seed <= 120; seed++) {
    const r = rng(seed * 2654435761);
    const live = [], stale = [];
    for (let step = 0; step < 120; step++) {
      const where = `seed ${seed} step ${step}`;
      const op = r.int(12);
      if (op === 0 || live.length === 0) { const h = x.gauge_create(); assert.ok(h > 0, where); live.push(h); continue; }
      const pickStale = stale.length && r.int(8) === 0;
      const h = pickStale ? r.pick(stale) : r.int(16) === 0 ? r.i32() : r.pick(live);
      const isLive = live.includes(h);
      if (op === 1) {
        assert.equal(x.gauge_destroy(h), isLive ? 0 : STATUS.badHandle, where);
        if (isLive) { live.splice(live.indexOf(h), 1); stale.push(h); }
        continue;
      }
      if (op >= 9) {
        const [w, hh] = r.int(3) ? [r.int(400), r.int(400)] : [r.double(), r.double()];
        const ratio = r.int(3) ? r.pick([1, 2, 0.0625, 16]) : r.double();
        const valid = [w, hh].every((s) => s >= 0 && s <= 100000) && ratio >= 0.0625 && ratio <= 16;
        const st = renderAnswered(x, h, w, hh, ratio, 0);
        assert.equal(st, !isLive ? STATUS.badHandle : valid ? 0 : STATUS.badArgument, `${where}: render ${w}x${hh}@${ratio}`);
        if (st === 0) {
          assert.deepEqual(listViolations(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, x.gauge_display_list_len(h), w, hh, ratio, where), []);
          renders++;
        }
        continue;
      }
      // A setter with random arguments; text setters get random bytes (often invalid UTF-8) and counts.
      const fn = FN[op - 2] ?? FN[r.int(FN.length)];
      const before = isLive ? snapshot(h) : null;
      let st;
      const count = () => r.pick([0, 1, 5, 64, 4096, 4097, -1, -2, 0x7fffffff, -0x80000000, r.int(70000)]);
      switch (fn) {
        case 'gauge_set_value': st = x.gauge_set_value(h, r.double()); break;
        case 'gauge_set_bounds': st = x.gauge_set_bounds(h, r.double(), r.double()); break;
        case 'gauge_set_style': st = x.gauge_set_style(h, r.int(3) ? r.int(6) : r.u32()); break;
        case 'gauge_set_orientation': st = x.gauge_set_orientation(h, r.int(3) ? r.int(2) : r.u32()); break;
        default: {
          const text = r.int(2) ? r.bytes(r.int(40)) : enc.encode(r.pick(HOSTILE) + r.pick(['', 'red', ', blue 50%']));
          const ptr = x.gauge_scratch(r.int(4) ? text.length : r.i32()) >>> 0;
          if (ptr) new Uint8Array(x.memory.buffer).set(text.subarray(0, Math.max(0, Math.min(text.length, x.memory.buffer.byteLength - ptr))), ptr);
          const n = r.int(3) ? text.length : count();
          st = fn === 'gauge_set_label' ? x.gauge_set_label(h, r.int(4) ? r.int(2) : r.u32(), n)
            : fn === 'gauge_set_tint' ? x.gauge_set_tint(h, n)
              : x.gauge_set_bounds_labels(h, r.int(text.length + 1), r.int(3) ? r.int(text.length + 1) : count());
        }
      }
      calls++;
      assert.ok([0, -1, -2, -3].includes(st), `${where}: ${fn} → ${st}`);
      if (!isLive) assert.equal(st, STATUS.badHandle, `${where}: ${fn} on a dead handle`);
      if (st < 0) {
        refused++;
        assert.ok(abi.lastError().startsWith(`${fn}: `), `${where}: ${abi.lastError()}`);
        if (isLive) assert.equal(snapshot(h), before, `${where}: a refused ${fn} changed the gauge`);
      }
    }
    for (const h of live) assert.equal(x.gauge_destroy(h), 0);
    assert.equal(x.gauge_stats(0), 0, `seed ${seed}: live gauges after teardown`);
    assert.equal(x.gauge_stats(2), 0, `seed ${seed}: display-list bytes after teardown`);
  }
  assert.ok(calls > 6000 && refused > 2000 && renders > 1000, `${calls} setter calls, ${refused} refused, ${renders} renders`);
});
