// Custom arcs for the ring styles (gauge_set_ring_arc, Gauge.ringArc) and zone bands on them, against the
// built wasm: the raw ABI refuses bad arcs with a status and keeps the arc; the JS facade names its property;
// defaults, reset and the full circle behave as docs/abi.md says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, decodeDisplayList, displayListText } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());

/** A raw instance of the module; `describe` writes the last display list's text form (the wasm has none). */
async function raw() {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports;
  x._initialize();
  const text = (n) => new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.gauge_text_ptr(), n));
  return { x, lastError: () => text(x.gauge_last_error()), describe: (h) => displayListText(decodeDisplayList(
    x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, x.gauge_display_list_len(h))) };
}

test('gauge_set_ring_arc refuses bad arcs with -2, a named message, and keeps the arc', async () => {
  const { x, lastError, describe } = await raw();
  for (const style of [4, 5]) {
    const h = x.gauge_create();
    assert.equal(x.gauge_set_style(h, style), 0);
    assert.equal(x.gauge_set_value(h, 0.4), 0);
    assert.equal(x.gauge_set_ring_arc(h, -90, 180, 1), 0);
    assert.equal(x.gauge_render(h, 160, 100, 2, 0), 0);
    const before = describe(h);
    const cases = [
      [[NaN, 180, 1], 'gauge_set_ring_arc: startAngle: must be a finite number of degrees, got –'],
      [[-Infinity, 180, 1], 'gauge_set_ring_arc: startAngle: must be a finite number of degrees, got -∞'],
      [[0, 0, 1], 'gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got 0'],
      [[0, -5, 0], 'gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got -5'],
      [[0, 360.25, 1], 'gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got 360.25'],
      [[0, Infinity, 1], 'gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got ∞'],
      [[0, NaN, 3], 'gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got –'],
      [[0, 90, 4], 'gauge_set_ring_arc: clockwise: must be 0…3, got 4'],
      [[0, 90, -1], 'gauge_set_ring_arc: clockwise: must be 0…3, got 4294967295'],
    ];
    for (const [args, message] of cases) {
      assert.equal(x.gauge_set_ring_arc(h, ...args), -2, String(args));
      assert.equal(lastError(), message);
    }
    assert.equal(x.gauge_set_ring_arc(0, 0, 90, 1), -1);
    assert.equal(x.gauge_render(h, 160, 100, 2, 0), 0);
    assert.equal(describe(h), before, 'a refused call changed the gauge');
    x.gauge_destroy(h);
  }
});

test('NaN sweep restores the SwiftUI arc; 360 from any start is the full circle', async () => {
  const { x, describe } = await raw();
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 5), 0);
  assert.equal(x.gauge_set_value(h, 0.25), 0);
  const list = () => { assert.equal(x.gauge_render(h, 100, 100, 1, 0), 0); return describe(h); };
  const swiftUI = list();
  assert.match(swiftUI, /strokeArc c=\(50,50\) r=44\.828 a=-1\.571\.\.4\.712/);
  assert.equal(x.gauge_set_ring_arc(h, 180, 360, 1), 0);
  const fromSix = list();
  assert.match(fromSix, /a=1\.571\.\.7\.854 w=[\d.]+ cap=butt/, 'a full circle from 6 o\'clock is a closed track');
  assert.match(fromSix, /a=1\.571\.\.3\.142 w=[\d.]+ cap=round/, 'the fill starts at 6 o\'clock');
  assert.equal(x.gauge_set_ring_arc(h, 540, 360, 1), 0);
  assert.equal(list(), fromSix, '540° is 180°');
  assert.equal(x.gauge_set_ring_arc(h, 3, NaN, 0), 0);
  assert.equal(list(), swiftUI);
  x.gauge_destroy(h);
});

test('Gauge.ringArc: defaults, read-back, reset and named refusals that keep the arc', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, animation: 'none', ringArc: { sweep: 180 } });
  // startAngle defaults to −sweep/2: the arc is centred on 12 o'clock.
  assert.deepEqual(g.ringArc, { startAngle: -90, sweep: 180, direction: 'clockwise' });
  assert.ok(Object.isFrozen(g.ringArc));
  g.render(200, 100, 1, 0);
  const half = g.displayListText();
  assert.match(half, /strokeArc c=\([\d.]+,[\d.]+\) r=[\d.]+ a=3\.142\.\.6\.283/);
  const cases = [
    [() => { g.ringArc = { sweep: 0 }; }, RangeError, /^ringArc: sweep: must be above 0 and at most 360 degrees, got 0$/],
    [() => { g.ringArc = { sweep: 400 }; }, RangeError, /^ringArc: sweep: must be above 0 and at most 360 degrees, got 400$/],
    [() => { g.ringArc = { sweep: NaN }; }, RangeError, /^ringArc: sweep: must be above 0 and at most 360 degrees, got NaN$/],
    [() => { g.ringArc = { startAngle: NaN, sweep: 90 }; }, RangeError, /^ringArc: startAngle: must be a finite number of degrees, got NaN$/],
    [() => { g.ringArc = { sweep: Infinity }; }, RangeError, /^ringArc: sweep: /],
    [() => { g.ringArc = { startAngle: Infinity, sweep: 90 }; }, RangeError, /^ringArc: startAngle: must be a finite number of degrees/],
    [() => { g.ringArc = { startAngle: '0', sweep: 90 }; }, TypeError, /^ringArc\.startAngle: expected a number/],
    [() => { g.ringArc = { sweep: 90, direction: 'ccw' }; }, TypeError, /^ringArc\.direction: /],
    [() => { g.ringArc = { end: 90 }; }, TypeError, /^ringArc: unknown key "end"$/],
    [() => { g.ringArc = 180; }, TypeError, /^ringArc: expected an object or null/],
    [() => { g.ringArc = [0, 180]; }, TypeError, /^ringArc: expected an object or null/],
  ];
  for (const [f, type, message] of cases) assert.throws(f, (e) => e instanceof type && message.test(e.message), String(f));
  g.render(200, 100, 1, 0);
  assert.equal(g.displayListText(), half, 'a refused arc changed the gauge');
  assert.deepEqual(g.ringArc, { startAngle: -90, sweep: 180, direction: 'clockwise' });
  // Counter-clockwise from 3 o'clock over the top is the same half ring, drawn the other way.
  g.ringArc = { startAngle: 90, sweep: 180, direction: 'counterclockwise' };
  g.render(200, 100, 1, 0);
  assert.match(g.displayListText(), /a=-3\.142\.\.0 /, 'the same top half (from 9 o\'clock, as −π…0)');
  assert.notEqual(g.displayListText(), half, 'the marker sits at the mirrored angle');
  g.ringArc = null;
  assert.equal(g.ringArc, null);
  g.render(200, 100, 1, 0);
  assert.match(g.displayListText(), /a=2\.356\.\.7\.069/, 'back to the 270° SwiftUI arc');
  g.destroy();
  assert.throws(() => { g.ringArc = null; }, /^Error: ringArc: this gauge was destroyed$/);
});

test('zones on the ring styles: bands on the open ring, faded bands under the capacity fill', async () => {
  const m = await load();
  const zones = [{ from: 0, color: '#34c759', name: 'ok' }, { from: 70, color: '#ff3b30', name: 'hot' }];
  const open = m.createGaugeHandle({ style: 'accessoryCircular', lower: 0, upper: 100, value: 80, animation: 'none', zones });
  open.render(58, 58, 1, 0);
  const t = open.displayListText();
  assert.match(t, /solid #\d+ #34c759ff/);
  assert.match(t, /solid #\d+ #ff3b30ff/);
  assert.equal((t.match(/^strokeArc .* cap=butt/gm) ?? []).length, 2, 'one butt-ended band per zone');
  assert.match(t, /^knockOut /m, 'the marker keeps its knock-out over the bands');
  assert.equal(open.accessibility().valueText, '80, hot');
  const capacity = m.createGaugeHandle({ style: 'accessoryCircularCapacity', lower: 0, upper: 100, value: 80, animation: 'none', zones });
  capacity.render(58, 58, 1, 0);
  const c = capacity.displayListText();
  assert.match(c, /solid #\d+ #34c75959/, 'the first band at the track opacity (0.35)');
  assert.match(c, /solid #\d+ #ff3b3059/);
  assert.match(c, /solid #\d+ #ff3b30ff[\s\S]*strokeArc .* cap=round paint=/, 'the fill in the value\'s zone colour');
  open.destroy();
  capacity.destroy();
});
