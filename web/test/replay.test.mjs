// The replayer and decoder against hand-built display lists (no wasm needed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawDisplayList, decodeDisplayList, listCommands, displayListText, tintText, OP } from '../swift-gauge.js';
import { buildList, recordingContext } from './helpers.mjs';

const u = (n) => ({ u: n });
const enc = (s) => new TextEncoder().encode(s).length;
const f32 = (x) => Math.fround(x);

// The example list of docs/display-list.md, in binary.
function docExample() {
  return buildList({
    width: 58, height: 58, ratio: 2,
    strings: '21°',
    commands: [
      [OP.conic, u(0), 29, 29, 1.571],
      [OP.stop, u(0), 0, u(0x34c759ff)],
      [OP.stop, u(0), 1, u(0xaf52deff)],
      [OP.strokeArc, 29, 29, 26, 2.356, 7.069, 6, u(1), u(0)],
      [OP.knockOut, 12.029, 45.971, 4.5],
      [OP.solid, u(1), u(0x34c759ff)],
      [OP.fillCircle, 12.029, 45.971, 2.5, u(1)],
      [OP.solid, u(2), u(0x000000ff)],
      [OP.text, 29, 28, 24, u(500), u(1), u(2), u(0), u(4), 36],
    ],
  });
}

test('decodes the header in place', () => {
  const buf = docExample();
  const v = decodeDisplayList(buf);
  assert.equal(v.width, 58);
  assert.equal(v.height, 58);
  assert.equal(v.pixelRatio, 2);
  assert.equal(v.stringBytes, 4); // "21°" is 4 UTF-8 bytes
  assert.equal(v.animating, false);
  assert.deepEqual(listCommands(v).map((c) => c.op), [3, 4, 4, 5, 8, 1, 7, 1, 9]);
  assert.equal(v.u32.buffer, buf, 'views are over the given buffer, not a copy');
});

test('the text form of the documented example is the one docs/display-list.md prints', () => {
  assert.equal(displayListText(decodeDisplayList(docExample())), [
    'header v1 size=58x58 ratio=2 flags=0',
    'conic #0 c=(29,29) start=1.571',
    'stop #0 0 #34c759ff',
    'stop #0 1 #af52deff',
    'strokeArc c=(29,29) r=26 a=2.356..7.069 w=6 cap=round paint=#0',
    'knockOut c=(12.029,45.971) r=4.5',
    'solid #1 #34c759ff',
    'fillCircle c=(12.029,45.971) r=2.5 paint=#1',
    'solid #2 #000000ff',
    'text "21°" at=(29,28) size=24 weight=500 align=center paint=#2 maxWidth=36',
    ''].join('\n'));
});

test('the text form rounds, signs, escapes and names unknown commands as the native one does', () => {
  // Numbers: the f32 value rounded half away from zero to 3 decimals (f32(0.0005) is just above the tie, f32(2.0625)
  // lies exactly on one: 2062.5 → 2063), trailing zeros trimmed, -0 and negatives that round to 0 print "0".
  const text = 'a "b" \\ c\nd';
  const list = buildList({
    width: 0.0005, height: 2.0625, ratio: -0.0004, flags: 1, strings: text,
    commands: [
      [OP.linear, u(3), -0, -1.5, 123456.789, 1e-7],
      [OP.fillRoundRect, 0.1, 0.25, 10.0625, 7, 1.999, u(4)],
      [OP.text, -2.0625, 3, 12, u(700), u(2), u(1), u(0), u(new TextEncoder().encode(text).length), 40],
      [OP.text, 0, 0, 12, u(400), u(7), u(1), u(0), u(1), 0],
      [OP.line, 1, 2, 3, 4, 0.5, u(5), u(9)],
      [OP.strokeArc, 1, 1, 1, 0, 6.283, 2, u(0), u(1)],
      [99, u(1), u(2)],
    ],
  });
  assert.equal(displayListText(decodeDisplayList(list)), [
    'header v1 size=0.001x2.063 ratio=0 flags=1',
    'linear #3 from=(0,-1.5) to=(123456.789,0)',
    'fillRoundRect at=(0.1,0.25) size=10.063x7 radius=1.999 paint=#4',
    'text "a \\"b\\" \\\\ c\\nd" at=(-2.063,3) size=12 weight=700 align=right paint=#1 maxWidth=40',
    'text "a" at=(0,0) size=12 weight=400 align=left paint=#1 maxWidth=0',
    'line from=(1,2) to=(3,4) w=0.5 cap=butt paint=#9',
    'strokeArc c=(1,1) r=1 a=0..6.283 w=2 cap=butt paint=#1',
    'op99 (2 words)',
    ''].join('\n'));
  assert.throws(() => displayListText({}), /listCommands: view/);
});

test('rejects a wrong magic, version or a header that overruns the bytes', () => {
  const buf = docExample();
  const bad = buf.slice(0); new DataView(bad).setUint32(0, 0x12345678, true);
  assert.throws(() => decodeDisplayList(bad), /not a SwiftGauge display list/);
  const v2 = buf.slice(0); new DataView(v2).setUint32(4, 2, true);
  assert.throws(() => decodeDisplayList(v2), /version 2/);
  const over = buf.slice(0); new DataView(over).setUint32(20, 10000, true);
  assert.throws(() => decodeDisplayList(over), RangeError);
  assert.throws(() => decodeDisplayList(buf, 0, 16), RangeError);
});

test('replays the documented example with the right Canvas calls', () => {
  const ctx = recordingContext();
  drawDisplayList(ctx, docExample(), 0, undefined, 2);
  const calls = ctx.log;
  assert.deepEqual(calls[0], ['save']);
  assert.deepEqual(calls[1], ['setTransform', 2, 0, 0, 2, 0, 0]);
  assert.deepEqual(calls.find((c) => c[0] === 'conicGradient'), ['conicGradient', f32(1.571), 29, 29]);
  const arc = calls.find((c) => c[0] === 'arc');
  assert.deepEqual(arc, ['arc', 29, 29, 26, f32(2.356), f32(7.069)]);
  const stroke = calls.find((c) => c[0] === 'stroke');
  assert.equal(stroke[2], 6);
  assert.equal(stroke[3], 'round');
  assert.deepEqual(stroke[1].stops, [[0, 'rgba(52,199,89,1)'], [1, 'rgba(175,82,222,1)']]);
  // knockOut: destination-out fill inside save/restore, then state back to source-over
  const ko = calls.findIndex((c) => c[0] === 'fill' && c[2] === 'destination-out');
  assert.ok(ko > 0);
  const dot = calls.findLastIndex((c) => c[0] === 'fill');
  assert.ok(dot > ko);
  assert.deepEqual(calls[dot], ['fill', 'rgba(52,199,89,1)', 'source-over']);
  const text = calls.find((c) => c[0] === 'fillText');
  assert.deepEqual(text.slice(0, 5), ['fillText', '21°', 29, 28, 36]);
  assert.equal(text[5], '500 24px system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif');
  assert.equal(text[6], 'center');
  assert.equal(text[7], 'middle');
  assert.equal(text[8], 'rgba(0,0,0,1)');
  assert.deepEqual(calls.at(-1), ['restore']);
});

test('a 2π arc is a closed ring with butt caps; other arcs keep their cap', () => {
  const buf = buildList({ commands: [
    [OP.solid, u(0), u(0xff000080)],
    [OP.strokeArc, 10, 10, 8, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI, 2, u(1), u(0)],
    [OP.strokeArc, 10, 10, 8, 0, 1, 2, u(0), u(0)],
  ] });
  const ctx = recordingContext();
  drawDisplayList(ctx, buf);
  const arcs = ctx.log.filter((c) => c[0] === 'arc');
  assert.deepEqual(arcs[0], ['arc', 10, 10, 8, 0, 2 * Math.PI]);
  const strokes = ctx.log.filter((c) => c[0] === 'stroke');
  assert.equal(strokes[0][3], 'butt');
  assert.equal(strokes[1][3], 'butt');
  assert.equal(strokes[0][1], 'rgba(255,0,0,0.502)');
  assert.ok(!ctx.log.some((c) => c[0] === 'setTransform'), 'no pixelRatio: current transform kept');
});

test('skips unknown opcodes by their payload size and malformed commands without throwing', () => {
  const buf = buildList({ strings: 'ab', commands: [
    [0x7777, u(1), u(2), u(3)],                                  // unknown opcode, 3 payload words
    [OP.solid, u(0), u(0x00ff00ff)],
    [OP.fillRoundRect, 1, 2, 30, 4, 2, u(0)],
    [OP.fillRoundRect, 1, 2, 30, 4, 2, u(9)],                    // undefined paint
    [OP.fillCircle, 5, 5, -1, u(0)],                              // negative radius
    [OP.text, 0, 0, 12, u(400), u(0), u(0), u(1), u(5), 10],      // string out of range
    [OP.text, 0, 0, 12, u(400), u(2), u(0), u(0), u(2), 0],       // maxWidth 0 → not passed
  ] });
  const ctx = recordingContext();
  drawDisplayList(ctx, buf);
  assert.deepEqual(ctx.log.filter((c) => c[0] === 'roundRect'), [['roundRect', 1, 2, 30, 4, 2]]);
  assert.equal(ctx.log.filter((c) => c[0] === 'fill').length, 1);
  const texts = ctx.log.filter((c) => c[0] === 'fillText');
  assert.equal(texts.length, 1);
  assert.deepEqual(texts[0].slice(0, 4), ['fillText', 'ab', 0, 0]);
  assert.equal(texts[0][5], 'right');
});

test('a command running past the command section stops the replay', () => {
  const buf = buildList({ commands: [[OP.solid, u(0), u(0xff)], [OP.fillCircle, 1, 1, 1, u(0)]] });
  new DataView(buf).setUint32(20, 5, true); // cut the section inside fillCircle
  const ctx = recordingContext();
  assert.doesNotThrow(() => drawDisplayList(ctx, buf));
  assert.ok(!ctx.log.some((c) => c[0] === 'fill'));
});

test('roundRect falls back to arcs; conic falls back to the first stop colour', () => {
  const buf = buildList({ commands: [
    [OP.conic, u(0), 5, 5, 0], [OP.stop, u(0), 0, u(0x112233ff)], [OP.stop, u(0), 1, u(0x445566ff)],
    [OP.fillRoundRect, 0, 0, 10, 4, 2, u(0)],
  ] });
  const ctx = recordingContext({ conic: false, roundRect: false });
  drawDisplayList(ctx, buf);
  assert.equal(ctx.log.filter((c) => c[0] === 'arcTo').length, 4);
  assert.deepEqual(ctx.log.find((c) => c[0] === 'fill'), ['fill', 'rgba(17,34,51,1)', 'source-over']);
});

test('a replay cache reuses unchanged gradients and rebuilds changed ones', () => {
  const list = (c1) => buildList({ commands: [
    [OP.linear, u(0), 0, 0, 100, 0], [OP.stop, u(0), 0, u(0xff0000ff)], [OP.stop, u(0), 1, u(c1)],
    [OP.fillRoundRect, 0, 0, 100, 8, 4, u(0)],
  ] });
  const ctx = recordingContext();
  const cacheArg = { paints: [], grads: [] };
  drawDisplayList(ctx, list(0x0000ffff), 0, undefined, 1, cacheArg);
  drawDisplayList(ctx, list(0x0000ffff), 0, undefined, 1, cacheArg);
  assert.equal(ctx.log.filter((c) => c[0] === 'linearGradient').length, 1);
  drawDisplayList(ctx, list(0x00ff00ff), 0, undefined, 1, cacheArg);
  assert.equal(ctx.log.filter((c) => c[0] === 'linearGradient').length, 2);
});

test('reads a list at a 4-aligned offset inside bigger memory, and realigns an unaligned copy', () => {
  const list = new Uint8Array(docExample());
  const mem = new ArrayBuffer(4096);
  new Uint8Array(mem).set(list, 1024);
  const v = decodeDisplayList(mem, 1024, list.length);
  assert.equal(listCommands(v).length, 9);
  const ctx = recordingContext();
  drawDisplayList(ctx, { u8: new Uint8Array(mem), u32: new Uint32Array(mem), f32: new Float32Array(mem) }, 1024, list.length);
  assert.ok(ctx.log.some((c) => c[0] === 'fillText'));
  const odd = new Uint8Array(list.length + 1);
  odd.set(list, 1);
  assert.equal(listCommands(decodeDisplayList(odd.subarray(1))).length, 9);
});

test('tint values become the gauge_set_tint text syntax', () => {
  assert.equal(tintText('green'), 'green');
  assert.equal(tintText(' in oklch longer hue, red, blue '), 'in oklch longer hue, red, blue');
  assert.equal(tintText(['green', 'yellow', 'red']), 'green, yellow, red');
  assert.equal(tintText([{ color: 'red', location: 0 }, { color: '#00ff00', location: 0.25 }, { color: 'blue', location: 1 }]),
    'red 0, #00ff00 0.25, blue 1');
  assert.equal(tintText([{ color: 'red', location: 1 / 3 }]), 'red 0.3333333333333333');
  // Locations outside 0…1 are kept, as CSS keeps them; value stops; an interpolation method.
  assert.equal(tintText([{ color: 'red', location: -0.5 }, { color: 'blue', location: 2 }]), 'red -0.5, blue 2');
  assert.equal(tintText([{ color: 'green', value: -20 }, { color: 'red', value: 1e21 }]), 'green value(-20), red value(1e+21)');
  assert.equal(tintText({ interpolation: 'oklab', stops: ['red', { color: 'blue', value: 5 }] }), 'in oklab, red, blue value(5)');
  assert.equal(tintText({ stops: ['red', 'blue'] }), 'red, blue');
  assert.throws(() => tintText([]), RangeError);
  assert.throws(() => tintText({ interpolation: 'oklab', stops: [] }), RangeError);
  assert.throws(() => tintText([{ color: 'red', location: NaN }]), /tint\[0\]\.location: NaN is not a finite number/);
  assert.throws(() => tintText([{ color: 'red', value: Infinity }]), /tint\[0\]\.value/);
  assert.throws(() => tintText([{ color: 'red', value: 1, location: 0 }]), /a location or a value, not both/);
  assert.throws(() => tintText({ interpolation: 5, stops: ['red'] }), /tint\.interpolation/);
  assert.throws(() => tintText({ stops: 'red' }), /tint\.stops/);
  assert.throws(() => tintText(42), TypeError);
  assert.throws(() => tintText([{ colour: 'red' }]), TypeError);
});

test('a replay cache reuses the decoded text while its bytes stay the same, and redecodes changed bytes', () => {
  const list = (s) => buildList({ strings: s, commands: [
    [OP.solid, u(0), u(0x000000ff)],
    [OP.text, 29, 28, 24, u(500), u(1), u(0), u(0), u(enc(s)), 36],
  ] });
  const ctx = recordingContext();
  const cache = { paints: [], grads: [] }; // a hand-made cache without `texts` still works
  drawDisplayList(ctx, list('21°'), 0, undefined, 1, cache);
  const entry = cache.texts[0];
  drawDisplayList(ctx, list('21°'), 0, undefined, 1, cache);
  assert.equal(cache.texts[0], entry, 'same bytes: the cached string is reused, nothing decoded');
  drawDisplayList(ctx, list('22°'), 0, undefined, 1, cache); // same length, one byte differs
  assert.notEqual(cache.texts[0], entry);
  assert.deepEqual(ctx.log.filter((c) => c[0] === 'fillText').map((c) => c[1]), ['21°', '21°', '22°']);
});
