// Threshold markers through the wasm: gauge_set_threshold_markers' statuses and messages, the JS
// `thresholdMarkers` option and property (refusals name the argument and keep the gauge), the
// `threshold-markers` attribute's grammar, and `<meter>`'s low/high/optimum zones getting marks
// (docs/swiftui-fidelity.md › Threshold markers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { OPTIONS } from '../src/options.js';
import { meterZones } from '../src/option-types.js';
import { wasmBytes, rawAbi } from './helpers.mjs';
import { listViolations } from './invariants.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const lines = (text) => text.split('\n').filter((l) => l.startsWith('line '));
const ZONES = [{ from: 0, color: 'green', name: 'ok' }, { from: 40, color: 'orange', name: 'high' }, { from: 75, color: 'red', name: 'full' }];

test('gauge_set_threshold_markers: bits 0 and 1 accepted; any other bit -2 with a named message and the gauge unchanged', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 5), 0);
  for (const f of [0, 1, 2, 3]) assert.equal(x.gauge_set_threshold_markers(h, f), 0, String(f));
  assert.equal(x.gauge_render(h, 58, 58, 1, 0), 0);
  const before = abi.listBytes(h).join(',');
  for (const bad of [4, 7, 0x80000000, 0xffffffff, -1]) {
    assert.equal(x.gauge_set_threshold_markers(h, bad), STATUS.badArgument, String(bad));
    assert.equal(abi.lastError(), `gauge_set_threshold_markers: flags: must be 0…3 (bit 0 zone boundaries, bit 1 target), got ${bad >>> 0}`);
    assert.equal(x.gauge_render(h, 58, 58, 1, 0), 0);
    assert.equal(abi.listBytes(h).join(','), before, `flags ${bad} changed the gauge`);
  }
  assert.equal(x.gauge_set_threshold_markers(h + 4096, 1), STATUS.badHandle);
  assert.match(abi.lastError(), /^gauge_set_threshold_markers: handle: no live gauge has handle /);
  assert.equal(x.gauge_destroy(h), 0);
});

test('every style with marks, in boxes from degenerate to huge: the list holds every invariant (in the box, finite)', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  // Zones 20 (red), 50 (orange), 80 (green): three records, then their colour texts.
  const colours = ['red', 'orange', 'green'].map((c) => new TextEncoder().encode(c));
  const head = new DataView(new ArrayBuffer(48));
  [20, 50, 80].forEach((from, i) => { head.setFloat64(16 * i, from, true); head.setInt32(16 * i + 8, colours[i].length, true); head.setInt32(16 * i + 12, 0, true); });
  const bytes = new Uint8Array([...new Uint8Array(head.buffer), ...colours.flatMap((c) => [...c])]);
  for (let style = 0; style <= 6; style++) {
    for (const orientation of [0, 1]) {
      const h = x.gauge_create();
      assert.equal(x.gauge_set_style(h, style), 0);
      assert.equal(x.gauge_set_bounds(h, 0, 100), 0);
      assert.equal(x.gauge_set_value(h, 64), 0);
      assert.equal(x.gauge_set_target(h, 99.5), 0);
      assert.equal(x.gauge_set_orientation(h, orientation), 0);
      new Uint8Array(x.memory.buffer, x.gauge_scratch(bytes.length) >>> 0, bytes.length).set(bytes);
      assert.equal(x.gauge_set_zones(h, 3), 0);
      assert.equal(x.gauge_set_threshold_markers(h, 3), 0);
      for (const [w, hh] of [[58, 58], [0, 0], [3, 3], [5e-324, 294], [320, 20], [20, 320], [100000, 1], [7, 100000]]) {
        const where = `style ${style} orientation ${orientation} ${w}x${hh}`;
        assert.equal(x.gauge_render(h, w, hh, 2, 0), 0, where);
        const len = x.gauge_display_list_len(h);
        assert.deepEqual(listViolations(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, len, w, hh, 2, where), []);
      }
      assert.equal(x.gauge_destroy(h), 0);
    }
  }
});

test('thresholdMarkers: off by default; zones mark each interior boundary on every style; target only adds the rings\' target', async () => {
  const m = await load();
  for (const style of ['linearCapacity', 'accessoryLinear', 'accessoryLinearCapacity', 'accessoryCircular', 'accessoryCircularCapacity', 'dial']) {
    for (const orientation of ['horizontal', 'vertical']) {
      const g = m.createGaugeHandle({ style, orientation, lower: 0, upper: 100, value: 55, zones: ZONES, animation: 'none' });
      assert.equal(g.thresholdMarkers, 'off');
      g.render(200, 160, 2, 0);
      const off = lines(g.displayListText()).length;
      g.thresholdMarkers = 'zones';
      g.render(200, 160, 2, 0);
      const text = g.displayListText();
      assert.equal(lines(text).length, off + 2, `${style} ${orientation}: 40 and 75 (0 is the minimum)`);
      g.target = 90;
      g.thresholdMarkers = 'zones+target';
      g.render(200, 160, 2, 0);
      const ring = style.startsWith('accessoryCircular');
      // The dial and the bars draw their target mark anyway; the rings only with the target bit.
      assert.equal(lines(g.displayListText()).length, off + 3, `${style} ${orientation}`);
      g.thresholdMarkers = 'target';
      g.render(200, 160, 2, 0);
      assert.equal(lines(g.displayListText()).length, off + 1, `${style} ${orientation}${ring ? ' (ring target)' : ''}`);
      g.destroy();
    }
  }
});

test('thresholdMarkers: booleans and null; bad values throw TypeError naming the option and keep the marks', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', lower: 0, upper: 100, value: 30, zones: ZONES, thresholdMarkers: true, animation: 'none' });
  assert.equal(g.thresholdMarkers, 'zones');
  g.render(160, 160, 1, 0);
  const text = g.displayListText();
  for (const bad of ['all', 'Zones', 1, 3, {}, ['zones']]) {
    assert.throws(() => { g.thresholdMarkers = bad; }, (e) => e instanceof TypeError
      && /^thresholdMarkers: expected 'off', 'zones', 'target', 'zones\+target', a boolean or null, got /.test(e.message), String(bad));
  }
  assert.equal(g.thresholdMarkers, 'zones');
  g.render(160, 160, 1, 0);
  assert.equal(g.displayListText(), text, 'a refused value changed the gauge');
  g.thresholdMarkers = false;
  assert.equal(g.thresholdMarkers, 'off');
  g.thresholdMarkers = null;
  assert.equal(g.thresholdMarkers, 'off');
  assert.throws(() => m.createGaugeHandle({ thresholdMarkers: 'on' }), /^TypeError: thresholdMarkers: /);
  g.destroy();
});

test('threshold-markers attribute: absent off, present without a value zones, the four words, anything else refused', () => {
  const o = OPTIONS.find((e) => e.name === 'thresholdMarkers');
  assert.equal(o.attribute, 'threshold-markers');
  assert.equal(o.parse(null), 'off');
  assert.equal(o.parse(''), 'zones');
  for (const w of ['off', 'zones', 'target', 'zones+target']) assert.equal(o.parse(` ${w} `), w);
  assert.throws(() => o.parse('both'), /expected 'off', 'zones', 'target' or 'zones\+target'/);
  assert.equal(o.print('off'), null);
  assert.equal(o.print(true), 'zones');
  assert.equal(o.print('zones+target'), 'zones+target');
});

test("<meter>'s low/high/optimum zones get marks at low and high", async () => {
  const m = await load();
  const zones = meterZones(0, 100, 30, 70, 80);
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', lower: 0, upper: 100, value: 50, zones, thresholdMarkers: 'zones', animation: 'none' });
  g.render(58, 58, 1, 0);
  assert.equal(lines(g.displayListText()).length, 2);
  g.destroy();
});
