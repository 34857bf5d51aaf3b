// Vertical linear gauges through the wasm: gauge_set_orientation's statuses and messages, the JS `orientation`
// property and option (refusals name the function and argument and keep the gauge), zone bands on the
// continuous bars, and restoring the orientation after a trap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi, renderAnswered } from './helpers.mjs';
import { listViolations } from './invariants.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());

/** The text form's `fillRoundRect` lines as {x, y, w, h}. */
function rects(text) {
  return [...text.matchAll(/^fillRoundRect at=\(([-\d.e]+),([-\d.e]+)\) size=([\d.e]+)x([\d.e]+)/gm)]
    .map(([, x, y, w, h]) => ({ x: +x, y: +y, w: +w, h: +h }));
}

test('gauge_set_orientation: 0 and 1 accepted; anything else -2 with a named message and the gauge unchanged', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 1), 0);
  assert.equal(x.gauge_set_value(h, 0.25), 0);
  assert.equal(x.gauge_set_orientation(h, 1), 0);
  assert.equal(x.gauge_render(h, 40, 200, 1, 0), 0);
  const before = abi.listBytes(h).join(',');
  for (const bad of [2, 7, 0xffffffff, -1]) {
    assert.equal(x.gauge_set_orientation(h, bad), STATUS.badArgument, String(bad));
    assert.equal(abi.lastError(), `gauge_set_orientation: orientation: must be 0 (horizontal) or 1 (vertical), got ${bad >>> 0}`);
    assert.equal(x.gauge_render(h, 40, 200, 1, 0), 0);
    assert.equal(abi.listBytes(h).join(','), before, `orientation ${bad} changed the gauge`);
  }
  assert.equal(x.gauge_set_orientation(h + 4096, 1), STATUS.badHandle);
  assert.match(abi.lastError(), /^gauge_set_orientation: handle: no live gauge has handle /);
  assert.equal(x.gauge_destroy(h), 0);
});

test('orientation: option and property; vertical fills from the bottom; bad values throw TypeError and change nothing', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.25, currentValueLabel: '', animation: 'none', orientation: 'vertical' });
  assert.equal(g.orientation, 'vertical');
  g.render(40, 200, 1, 0);
  const text = g.displayListText();
  const [track, fill] = rects(text);
  // 40 × 16/96 px thick (docs/swiftui-fidelity.md › Vertical bars), centred.
  assert.deepEqual(track, { x: 16.667, y: 0, w: 6.667, h: 200 });
  assert.deepEqual(fill, { x: 16.667, y: 150, w: 6.667, h: 50 }, 'the fill grows up from the bottom');
  for (const bad of ['diagonal', 'Vertical', 1, null, undefined, {}]) {
    assert.throws(() => { g.orientation = bad; }, (e) => e instanceof TypeError
      && /^orientation: expected 'horizontal' or 'vertical', got /.test(e.message), String(bad));
  }
  assert.equal(g.orientation, 'vertical');
  g.render(40, 200, 1, 0);
  assert.equal(g.displayListText(), text, 'a refused orientation changed the gauge');
  g.orientation = 'horizontal';
  g.render(40, 200, 1, 0);
  assert.notEqual(g.displayListText(), text);
  assert.throws(() => m.createGaugeHandle({ orientation: 'up' }), /^TypeError: orientation: /);
  assert.equal(m.gaugeCount, 1, 'the refused gauge was destroyed');
  g.destroy();
});

test('horizontal is the default and gives the same list as before orientation existed (no orientation call)', async () => {
  const m = await load();
  const opts = { style: 'accessoryLinear', lower: 0, upper: 200, value: 42, minimumValueLabel: 'Good', maximumValueLabel: 'Poor',
    tint: ['green', 'yellow', 'orange', 'red', 'purple'], animation: 'none' };
  const a = m.createGaugeHandle(opts), b = m.createGaugeHandle({ ...opts, orientation: 'horizontal' });
  a.render(300, 40, 2, 0); b.render(300, 40, 2, 0);
  assert.equal(a.orientation, 'horizontal');
  assert.equal(a.displayListText(), b.displayListText());
});

test('zone bands: the marker track is the bands, the capacity track shows them faded, in both orientations', async () => {
  const m = await load();
  const zones = [{ from: 20, color: '#34c759' }, { from: 60, color: '#ffcc00' }, { from: 85, color: '#ff3b30' }];
  for (const orientation of ['horizontal', 'vertical']) {
    const marker = m.createGaugeHandle({ style: 'accessoryLinear', lower: 0, upper: 100, value: 70, currentValueLabel: '',
      tint: '#8e8e93', zones, orientation, animation: 'none' });
    marker.render(...(orientation === 'vertical' ? [40, 200] : [200, 40]), 1, 0);
    const t = marker.displayListText();
    assert.match(t, /stop #\d+ 0\.2 #8e8e93ff\nstop #\d+ 0\.2 #34c759ff\n/, `${orientation}: a hard edge at 20`);
    assert.match(t, /fillCircle .* paint=#(\d+)/);
    const knob = t.match(/fillCircle .* paint=#(\d+)/)[1];
    assert.match(t, new RegExp(`solid #${knob} #ffcc00ff`), `${orientation}: the knob in the value's zone colour`);
    const cap = m.createGaugeHandle({ style: 'linearCapacity', lower: 0, upper: 100, value: 70, currentValueLabel: '',
      zones, orientation, animation: 'none', colorScheme: 'light' });
    cap.render(...(orientation === 'vertical' ? [40, 200] : [200, 40]), 1, 0);
    const c = cap.displayListText();
    // Bands at the track's alpha (0x33), under a fill in the zone colour.
    assert.match(c, /stop #\d+ 0\.2 #78787d33\nstop #\d+ 0\.2 #34c75933\n/, `${orientation}: faded bands`);
    assert.match(c, /solid #\d+ #ffcc00ff\nfillRoundRect/, `${orientation}: the fill in the zone colour`);
    marker.destroy(); cap.destroy();
  }
});

test('every vertical list in a grid of styles, boxes and labels holds the display-list invariants', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_orientation(h, 1), 0);
  let n = 0;
  for (const style of [0, 1, 2, 3]) {
    x.gauge_set_style(h, style);
    for (const labels of [false, true]) {
      if (labels) {
        abi.setLabel(h, 0, 'A label far too long for a thermometer'); abi.setLabel(h, 1, '21 °C');
        abi.setBoundsLabels(h, '-10 °C', '40 °C');
      }
      for (const [w, hh] of [[1, 1], [5e-324, 294], [2, 400], [40, 10], [96, 200], [300, 30], [100000, 100000], [7, 100000]]) {
        for (const ratio of [1, 2.625]) {
          assert.equal(renderAnswered(x, h, w, hh, ratio, 0), 0);
          const where = `style ${style} labels ${labels} ${w}x${hh}@${ratio}`;
          assert.deepEqual(listViolations(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, x.gauge_display_list_len(h), w, hh, ratio, where), []);
          n++;
        }
      }
    }
  }
  assert.equal(n, 128);
  x.gauge_destroy(h);
});

test('a trap restores a vertical gauge as vertical', async (t) => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryLinearCapacity', value: 0.4, label: 'Battery', orientation: 'vertical', animation: 'none' });
  g.render(80, 160, 1, 0);
  const before = g.displayListText();
  t.mock.method(console, 'error', () => {});
  new Uint8Array(m.exports.memory.buffer).fill(0xff, 1024);
  assert.throws(() => g.render(80, 160, 1, 0), /trapped and was restarted/);
  g.render(80, 160, 1, 0);
  assert.equal(g.orientation, 'vertical');
  assert.equal(g.displayListText(), before);
});
