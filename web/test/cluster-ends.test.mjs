// Hostile grapheme-cluster ends through the raw ABI (gauge_measure_text weight 0, gauge_text_misses;
// docs/abi.md › Text measurement): every refusal a status with the table kept, no render waiting forever on a text the host
// cannot register, re-registered ends never leave a stale list, no NaN/∞ in a list, and bounded memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes, rawAbi, answerMisses } from './helpers.mjs';
import { decodeDisplayList, displayListText } from '../src/display-list.js';

const enc = new TextEncoder();
async function load() {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports;
  x._initialize();
  const a = rawAbi(x);
  const pad4 = (b) => { const p = new Uint8Array((b.length + 3) & ~3); p.set(b); return p; };
  /** gauge_measure_text(0, …) with these end records (count defaults to theirs); the status. */
  const ends = (text, list, count = list.length, raw = enc.encode(text)) => {
    a.scratch(pad4(raw), new Uint8Array(Uint32Array.from(list.map((v) => v >>> 0)).buffer));
    return x.gauge_measure_text(0, raw.length, count);
  };
  const texts = (h) => displayListText(decodeDisplayList(a.listBytes(h).buffer)).split('\n').filter((l) => l.startsWith('text '));
  const finite = (h) => {
    const f = new Float32Array(a.listBytes(h).buffer);
    for (let i = 0; i < f.length; i++) assert.ok(Number.isFinite(f[i]), `word ${i} of the list is finite`);
  };
  return { x, a, ends, texts, finite };
}

test('weight-0 ends that are not increasing cluster ends of the text are refused and the registered ends kept', async () => {
  const { x, a, ends, texts } = await load();
  const h = x.gauge_create();
  x.gauge_set_style(h, 0);
  const L = 'e\u0301'.repeat(40), n = enc.encode(L).length;   // 40 clusters of 3 bytes (e + combining acute)
  assert.equal(a.setLabel(h, 0, L), 0);
  assert.equal(ends(L, Array.from({ length: 40 }, (_, k) => 3 * k + 3)), 0);
  assert.equal(x.gauge_render(h, 120, 40, 1, 0), 0);
  const kept = texts(h);
  assert.match(kept[0], /^text "(e\u0301)+…"/u, 'truncated between clusters');
  const refused = [
    [[3, 3, n], -2], [[3, 1, n], -2], [[0, n], -2], [[3, n + 1], -2], [[3], -2], [[2, n], -2],   // equal, back, zero, past, short, mid-scalar
    [[0xffffffff], -2], [[0x80000000 + n], -2], [[], -2, 0], [[n], -2, n + 1], [[n], -2, -1], [[n], -2, 0x7fffffff],
    [[n], -3, 2],                                                                                 // the records run past the scratch
  ];
  for (const [list, status, count] of refused) {
    assert.equal(ends(L, list, count), status, `${JSON.stringify(list)} × ${count ?? list.length}: ${a.lastError()}`);
    assert.match(a.lastError(), /^gauge_measure_text: prefixCount: /);
  }
  assert.equal(ends(L, [3, n + 1]), -2);
  assert.match(a.lastError(), new RegExp(`end 1 \\(${n + 1}\\)`), 'names the end given');
  for (const k of [1, 2, 3]) assert.equal(ends('😀', [k, 4]), -2, `inside a 4-byte scalar at ${k}`);
  for (const raw of [[0x80], [0xc3, 0x28], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]) {
    assert.equal(ends(null, [raw.length], 1, new Uint8Array(raw)), -3, `invalid UTF-8 ${raw}`);
    assert.match(a.lastError(), /invalid UTF-8/);
  }
  assert.equal(ends(null, [0], 1, new Uint8Array(0)), -3, 'empty text');
  a.scratch(new Uint8Array([0x61, 0, 0, 0, 1, 0, 0, 0]));
  assert.equal(x.gauge_measure_text(0x10000, 1, 1), -2, 'weight 0 with a font key');
  assert.equal(x.gauge_render(h, 120, 40, 1, 0), 0);
  assert.deepEqual(texts(h), kept, 'every refusal kept the registered ends');
});

test('re-registered ends lay the text out again (no stale list), in either order', async () => {
  const { x, a, ends, texts } = await load();
  const h = x.gauge_create();
  x.gauge_set_style(h, 0);
  const L = 'e\u0301'.repeat(40), n = enc.encode(L).length;
  a.setLabel(h, 0, L);
  const proper = Array.from({ length: 40 }, (_, k) => 3 * k + 3);
  assert.equal(ends(L, [n]), 0);
  assert.equal(x.gauge_render(h, 120, 40, 1, 0), 0);
  assert.match(texts(h)[0], /^text "…"/, 'one huge cluster: nothing of it fits, only the ellipsis');
  assert.equal(ends(L, proper), 0);
  assert.equal(x.gauge_render(h, 120, 40, 1, 0), 0);
  const cut = texts(h)[0];
  assert.match(cut, /^text "(e\u0301)+…"/u);
  assert.equal(ends(L, [n]), 0);
  assert.equal(x.gauge_render(h, 120, 40, 1, 0), 0);
  assert.match(texts(h)[0], /^text "…"/, 'back to one cluster');
  // A measurement of the same text (weight 400) and its ends (weight 0) are separate entries: neither replaces the other.
  assert.equal(x.gauge_text_measurement(1), 0);
  assert.ok(x.gauge_render(h, 120, 40, 1, 0) > 0);
  x.gauge_text_misses();                              // answered by hand below (node has no canvas)
  const rec = new DataView(new ArrayBuffer(8 * 40));
  proper.forEach((e, k) => { rec.setUint32(8 * k, e, true); rec.setFloat32(8 * k + 4, k + 1, true); });
  const bytes = enc.encode(L);
  a.scratch(bytes, new Uint8Array(rec.buffer));
  assert.equal(x.gauge_measure_text(600, n, 40), 0);
  const ellipsis = new DataView(new ArrayBuffer(12));
  [0xe2, 0x80, 0xa6].forEach((b, i) => ellipsis.setUint8(i, b));
  ellipsis.setUint32(4, 3, true);
  ellipsis.setFloat32(8, 0.5, true);
  a.scratch(new Uint8Array(ellipsis.buffer));
  assert.equal(x.gauge_measure_text(600, 3, 1), 0);
  x.gauge_render(h, 120, 40, 1, 0);
  const measured = texts(h)[0];
  assert.match(measured, /^text "(e\u0301)+…"/u, 'the measurement, not the one-cluster ends, decides where the label is cut');
  for (const list of [proper, [n]]) {
    assert.equal(ends(L, list), 0, 'weight-0 ends after the measurement');
    x.gauge_render(h, 120, 40, 1, 0);                 // > 0: the value text waits for its (canvas) measurement
    assert.equal(texts(h)[0], measured, 'the measurement (weight 600) still decides');
  }
});

test('a value text with 4,096-byte emoji prefix and suffix: its ends are registered, it is never measured', async () => {
  const { x, a, texts, finite } = await load();
  const h = x.gauge_create();
  x.gauge_set_style(h, 1);
  x.gauge_set_value(h, 5);
  const p = enc.encode('👍🏽'.repeat(512));
  a.scratch(p, p);
  assert.equal(x.gauge_set_number_format(h, 0, 0, 0, p.length, p.length), 0);
  // Two texts: the value text, and the prefix (= suffix) run on its own, which the width reserved for the value text
  // measures as a run of the range's widest text "👍🏽…0.999👍🏽…" (docs/swiftui-fidelity.md › Numbers hold still).
  assert.equal(x.gauge_render(h, 20000, 200, 1, 0), 2, 'the wasm needs their cluster ends');
  assert.equal(answerMisses(x), 2, 'a 8,193-byte text and its 4,096-byte run: gauge_measure_text weight 0 takes them');
  assert.equal(x.gauge_render(h, 20000, 200, 1, 0), 0);
  const oneEmPerCluster = texts(h);
  assert.match(oneEmPerCluster[0], /size=13 /, 'an em per cluster: 1,024 em fit at full size');
  finite(h);
  assert.equal(x.gauge_text_measurement(1), 0, 'measuring: the host could never register a measurement of it');
  // So it is not listed: what waits is the reserved width's pieces (docs/swiftui-fidelity.md › Numbers hold still),
  // the ten digits, the point and the 4,096-byte run, each a text the host can measure.
  assert.equal(x.gauge_render(h, 20000, 200, 1, 0), 12);
  const n = x.gauge_text_misses(), listed = new DataView(x.memory.buffer.slice(x.gauge_text_ptr(), x.gauge_text_ptr() + n));
  const lengths = [];
  for (let at = 0; at < n; at += 8 + ((listed.getUint32(at + 4, true) + 3) & ~3)) lengths.push(listed.getUint32(at + 4, true));
  assert.deepEqual(lengths.sort((a, b) => a - b), [...Array(11).fill(1), p.length], 'never the 8,193-byte value text');
  finite(h);
  assert.equal(x.gauge_text_measurement(0), 0);
  assert.equal(x.gauge_render(h, 20000, 200, 1, 0), 2, 'the ends forgotten: the value text and the run ask again');
  x.gauge_text_misses();
  x.gauge_render(h, 20000, 200, 1, 0);
  assert.notDeepEqual(texts(h), oneEmPerCluster, 'without the ends: an em per scalar, laid out differently');
  const big = enc.encode('é'.repeat(6145));
  a.scratch(big, new Uint8Array(Uint32Array.of(big.length).buffer));
  assert.equal(x.gauge_measure_text(0, big.length, 1), -3, 'over 12,288 bytes');
});

test('a host that answers wrongly forever: every render a status, no NaN/∞, memory bounded', async () => {
  const { x, a, ends, finite } = await load();
  const h = x.gauge_create();
  x.gauge_set_style(h, 1);
  const L = 'e\u0301'.repeat(100) + '👍🏽';
  a.setLabel(h, 0, L);
  x.gauge_render(h, 90, 40, 1, 0);
  const before = x.memory.buffer.byteLength;
  for (let i = 0; i < 2000; i++) {
    assert.ok(x.gauge_render(h, 90, 40, 1, i) > 0, 'still waiting for the ends');
    x.gauge_text_misses();
    assert.equal(ends(L, [1, 1]), -2);
    finite(h);
  }
  assert.equal(x.memory.buffer.byteLength, before);
});

test('emoji texts with and without their ends: finite lists at every width', async () => {
  const { x, a, texts, finite } = await load();
  const h = x.gauge_create();
  x.gauge_set_style(h, 1);
  x.gauge_set_value(h, 0.5);
  a.setLabel(h, 0, '👨‍👩‍👧‍👦🇫🇷1️⃣👍🏽 done');
  const widths = [0, 1, 10, 30, 80, 300];
  for (const answered of [false, true]) {
    if (answered) answerMisses(x);
    for (const w of widths) {
      const st = x.gauge_render(h, w, 60, 1, 0);
      assert.ok(st >= 0);
      if (answered) assert.equal(st, 0, `width ${w}: nothing waits once the ends are registered`);
      finite(h);
    }
  }
  x.gauge_render(h, 30, 60, 1, 0);
  assert.match(texts(h)[0], /^text "👨‍👩‍👧‍👦🇫🇷1️⃣…"/u, 'cut between clusters once the ends are known');
});
