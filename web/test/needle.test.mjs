// Needle shapes through the wasm and the JS host (docs/swiftui-fidelity.md › Needle shapes): gauge_set_needle's
// statuses and messages, the `needle` and `hubColor` options (refusals name the argument and keep the gauge), the
// `needle` attribute's grammar, the fillQuad command replayed on a canvas, and the invariants in any box.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS, drawDisplayList, decodeDisplayList, displayListText, OP } from '../swift-gauge.js';
import { OPTIONS } from '../src/options.js';
import { wasmBytes, rawAbi, buildList, recordingContext } from './helpers.mjs';
import { listViolations } from './invariants.mjs';
import { zoneSolid, forcedPalette } from '../src/forced-colors.js';

const load = async () => loadSwiftGauge(await wasmBytes());
const quads = (text) => text.split('\n').filter((l) => l.startsWith('fillQuad '));

test('gauge_set_needle: shapes 0…2 and hub radii 0…0.25 accepted; anything else -2 with a named message, the gauge unchanged', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 6), 0);
  assert.equal(x.gauge_set_value(h, 0.4), 0);
  for (const [s, r] of [[0, 0], [1, 0.25], [2, 0.065]]) assert.equal(x.gauge_set_needle(h, s, r), 0);
  assert.equal(x.gauge_render(h, 200, 200, 1, 0), 0);
  const before = abi.listBytes(h).join(',');
  for (const [s, r, message] of [
    [3, 0.1, 'gauge_set_needle: shape: must be 0 (line), 1 (tapered) or 2 (arrow), got 3'],
    [-1, 0.1, 'gauge_set_needle: shape: must be 0 (line), 1 (tapered) or 2 (arrow), got 4294967295'],
    [1, NaN, "gauge_set_needle: hubRadius: must be 0…0.25 (a fraction of the dial's radius), got –"],
    [1, -0.5, "gauge_set_needle: hubRadius: must be 0…0.25 (a fraction of the dial's radius), got -0.5"],
    [1, 0.26, "gauge_set_needle: hubRadius: must be 0…0.25 (a fraction of the dial's radius), got 0.26"],
  ]) {
    assert.equal(x.gauge_set_needle(h, s, r), STATUS.badArgument, message);
    assert.equal(abi.lastError(), message);
    assert.equal(x.gauge_render(h, 200, 200, 1, 0), 0);
    assert.equal(abi.listBytes(h).join(','), before, `${s}, ${r} changed the gauge`);
  }
  assert.equal(x.gauge_set_needle(h + 4096, 1, 0.1), STATUS.badHandle);
  assert.equal(x.gauge_destroy(h), 0);
});

test('the needle option: defaults, shapes drawn as quads, refusals naming the argument that keep the needle', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', value: 0.4, animation: 'none' });
  assert.deepEqual(g.needle, { shape: 'line', hubRadius: 0.065 });
  g.render(240, 240, 1, 0);
  const line = g.displayListText();
  assert.equal(quads(line).length, 0);
  g.needle = { shape: 'tapered' };
  g.render(240, 240, 1, 0);
  assert.equal(quads(g.displayListText()).length, 1);
  assert.ok(Object.isFrozen(g.needle));
  g.needle = { shape: 'arrow', hubRadius: 0.1 };
  const cases = [
    [{ shape: 'round' }, TypeError, /^needle\.shape: expected 'line', 'tapered', 'arrow', got "round"$/],
    [{ hubRadius: NaN }, RangeError, /^needle\.hubRadius: must be 0…0\.25 \(a fraction of the dial's radius\), got NaN$/],
    [{ hubRadius: -1 }, RangeError, /^needle\.hubRadius: must be 0…0\.25/],
    [{ hubRadius: '0.1' }, TypeError, /^needle\.hubRadius: expected a number, got "0\.1"$/],
    [{ length: 2 }, TypeError, /^needle: unknown key "length"/],
    ['arrow', TypeError, /^needle: expected an object, got "arrow"$/],
  ];
  for (const [v, E, message] of cases) {
    assert.throws(() => { g.needle = v; }, (e) => e instanceof E && message.test(e.message), JSON.stringify(v));
    assert.deepEqual(g.needle, { shape: 'arrow', hubRadius: 0.1 });
  }
  g.needle = null;
  assert.deepEqual(g.needle, { shape: 'line', hubRadius: 0.065 });
  g.render(240, 240, 1, 0);
  assert.equal(g.displayListText(), line, 'null restores today\'s needle, byte for byte');
  g.destroy();
});

test('hubColor colours the hub only; a bad colour names the option and keeps it', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', value: 0.4, animation: 'none', hubColor: '#ff2d55' });
  g.render(240, 240, 1, 0);
  const t = g.displayListText();
  const id = t.match(/^solid #(\d+) #ff2d55ff$/m)?.[1];
  assert.ok(id, t);
  assert.deepEqual(t.split('\n').filter((l) => l.endsWith(`paint=#${id}`)).map((l) => l.split(' ')[0]), ['fillCircle']);
  assert.throws(() => { g.hubColor = 'bleu'; }, /hubColor: unknown colour 'bleu' at byte 0/);
  assert.equal(g.hubColor, '#ff2d55');
  g.destroy();
});

test('the needle attribute: a shape and an optional hub radius, or JSON; printed back', () => {
  const o = OPTIONS.find((e) => e.name === 'needle');
  assert.equal(o.parse(null), null);
  assert.deepEqual(o.parse(' tapered '), { shape: 'tapered', hubRadius: 0.065 });
  assert.deepEqual(o.parse('arrow 0.1'), { shape: 'arrow', hubRadius: 0.1 });
  assert.deepEqual(o.parse('{"shape": "arrow"}'), { shape: 'arrow' });
  assert.throws(() => o.parse('arrow 0.1 big'), /expected a shape/);
  assert.throws(() => o.parse('arrow wide'), /hub radius is not a number/);
  assert.equal(o.print({ shape: 'tapered', hubRadius: 0.065 }), 'tapered');
  assert.equal(o.print({ shape: 'arrow', hubRadius: 0.1 }), 'arrow 0.1');
  assert.equal(o.print({ shape: 'arrow' }), 'arrow');
  for (const n of [{ hubRadius: 0.1 }, { shape: 'round' }, { shape: 'line', length: 1 }]) {
    assert.deepEqual(o.parse(o.print(n)), n, 'what the words cannot say round-trips as JSON');
  }
});

test('replay fills a fillQuad as a closed path of its four corners in its paint', () => {
  const list = buildList({ width: 40, height: 40, commands: [
    [OP.solid, { u: 0 }, { u: 0xff0000ff }], [OP.fillQuad, 1, 2, 30, 4, 31, 20, 2, 18, { u: 0 }],
  ] });
  const ctx = recordingContext();
  drawDisplayList(ctx, list, 0, list.byteLength, 1);
  const log = ctx.log.map((e) => e.join(' '));
  const at = log.indexOf('moveTo 1 2');
  assert.ok(at > 0, log.join('\n'));
  assert.deepEqual(log.slice(at - 1, at + 5), ['beginPath', 'moveTo 1 2', 'lineTo 30 4', 'lineTo 31 20', 'lineTo 2 18', 'closePath']);
  assert.match(log[at + 5], /^fill \S+ source-over$/);
  assert.ok(log.slice(0, at).some((e) => /^set fillStyle (#ff0000|rgb\(255, ?0, ?0\)|rgba\(255, ?0, ?0, ?1\))/.test(e)), log.join('\n'));
  assert.equal(displayListText(decodeDisplayList(list)).split('\n')[2], 'fillQuad (1,2) (30,4) (31,20) (2,18) paint=#0');
});

test('forced colours: a shaped needle in a zone\'s reserved colour is filled solid Highlight, as a line needle is stroked', () => {
  globalThis.getComputedStyle = () => ({ forcedColorAdjust: 'auto' });
  let palette;
  try {
    palette = forcedPalette({ host: { isConnected: true }, colour: (c) => (c === 'Highlight' ? 'rgb(26, 235, 255)' : 'rgb(0, 0, 0)') }, { matches: true });
  } finally { delete globalThis.getComputedStyle; }
  const zone = 0x03f900ff; // zone 0's reserved colour (forced-colors.js)
  assert.equal(palette.zone(0), 'rgb(3,249,0)');
  const list = buildList({ width: 40, height: 40, commands: [
    [OP.solid, { u: 0 }, { u: zone }], [OP.fillQuad, 1, 2, 30, 4, 31, 20, 2, 18, { u: 0 }],
    [OP.line, 1, 2, 30, 4, 2, { u: 1 }, { u: 0 }],
  ] });
  const ctx = recordingContext();
  drawDisplayList(ctx, list, 0, list.byteLength, 1, { paints: [], grads: [], texts: [], forced: palette });
  const fill = ctx.log.find((e) => e[0] === 'fill'), stroke = ctx.log.find((e) => e[0] === 'stroke');
  assert.equal(fill[1], zoneSolid(palette, zone));
  assert.equal(fill[1], stroke[1]);
  // Without the gauge's palette (forced colours off) the same colour is only a colour.
  const plain = recordingContext();
  drawDisplayList(plain, list, 0, list.byteLength, 1);
  assert.equal(plain.log.find((e) => e[0] === 'fill')[1], 'rgba(3,249,0,1)');
});

test('every shape, both directions, with zones and extra needles, in boxes from degenerate to huge: the invariants hold', async () => {
  const m = await load();
  for (const shape of ['line', 'tapered', 'arrow']) {
    for (const layoutDirection of ['leftToRight', 'rightToLeft']) {
      const g = m.createGaugeHandle({ style: 'dial', lower: 0, upper: 100, value: 64, animation: 'none', layoutDirection,
        needle: { shape, hubRadius: 0.25 }, values: [{ value: 5 }, { value: 99 }],
        zones: [{ from: 0, color: 'green' }, { from: 70, color: 'red' }], dial: { sweep: 360 } });
      for (const [w, h] of [[58, 58], [0, 0], [3, 3], [5e-324, 294], [320, 20], [20, 320], [100000, 1], [7, 100000]]) {
        const v = g.render(w, h, 2, 0);
        assert.deepEqual(listViolations(v.buffer, v.ptr, v.len, w, h, 2, `${shape} ${layoutDirection} ${w}x${h}`), []);
      }
      g.destroy();
    }
  }
});
