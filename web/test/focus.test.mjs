// An interactive gauge's focus ring and thumb through the shipped wasm (wasm32): gauge_set_input_state's statuses and
// messages (bad flags keep the gauge), the ring and room in every style, orientation and direction, in boxes from
// degenerate to huge (every invariant held: inside the box, finite), the focus colour (gauge_set_color role 6, the
// `focusColor` option), and gauge_value_at through the room (docs/swiftui-fidelity.md › Focus ring).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi } from './helpers.mjs';
import { listViolations } from './invariants.mjs';

const exportsOf = async () => { const { instance } = await WebAssembly.instantiate(await wasmBytes(), {}); const x = instance.exports; x._initialize(); return x; };

test('gauge_set_input_state: bits 0 and 1 accepted; any other bit -2 with a named message and the gauge unchanged', async () => {
  const x = await exportsOf(), abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 4), 0);
  assert.equal(x.gauge_render(h, 66, 66, 1, 0), 0);
  const plain = abi.listBytes(h).join(',');
  for (const f of [0, 1, 2, 3]) assert.equal(x.gauge_set_input_state(h, f), 0, String(f));
  assert.equal(x.gauge_render(h, 66, 66, 1, 0), 0);
  const focused = abi.listBytes(h).join(',');
  assert.notEqual(focused, plain);
  for (const bad of [4, 5, 0x80000001, 0xffffffff, -1]) {
    assert.equal(x.gauge_set_input_state(h, bad), STATUS.badArgument, String(bad));
    assert.equal(abi.lastError(), `gauge_set_input_state: flags: must be 0…3 (bit 0 interactive, bit 1 focus-visible), got ${bad >>> 0}`);
    assert.equal(x.gauge_render(h, 66, 66, 1, 0), 0);
    assert.equal(abi.listBytes(h).join(','), focused, `flags ${bad} changed the gauge`);
  }
  assert.equal(x.gauge_set_input_state(h + 4096, 1), STATUS.badHandle);
  assert.match(abi.lastError(), /^gauge_set_input_state: handle: no live gauge has handle /);
  assert.equal(x.gauge_set_input_state(h, 0), 0);
  assert.equal(x.gauge_render(h, 66, 66, 1, 0), 0);
  assert.equal(abi.listBytes(h).join(','), plain, 'back to a display gauge, bit for bit');
  assert.equal(x.gauge_destroy(h), 0);
});

test('every style interactive and focused, both directions, in boxes from degenerate to huge: every invariant holds', async () => {
  const x = await exportsOf();
  for (let style = 0; style <= 6; style++) {
    for (const orientation of [0, 1]) {
      for (const rtl of [0, 1]) {
        const h = x.gauge_create();
        assert.equal(x.gauge_set_style(h, style), 0);
        assert.equal(x.gauge_set_value(h, 0.64), 0);
        assert.equal(x.gauge_set_orientation(h, orientation), 0);
        assert.equal(x.gauge_set_layout_direction(h, rtl), 0);
        assert.equal(x.gauge_set_input_state(h, 3), 0);
        for (const [w, hh] of [[58, 58], [0, 0], [8, 8], [9, 9], [12.5, 13], [5e-324, 294], [320, 20], [20, 320], [100000, 1], [7, 100000], [100000, 100000]]) {
          const where = `style ${style} orientation ${orientation} rtl ${rtl} ${w}x${hh}`;
          assert.equal(x.gauge_render(h, w, hh, 2, 0), 0, where);
          assert.deepEqual(listViolations(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, x.gauge_display_list_len(h), w, hh, 2, where), []);
        }
        assert.equal(x.gauge_destroy(h), 0);
      }
    }
  }
});

test('gauge_value_at takes the room off: a bar\'s ends are 6 px in (4 for the ring, 2 for the thumb)', async () => {
  const x = await exportsOf();
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 1), 0);
  assert.equal(x.gauge_set_bounds(h, 0, 100), 0);
  assert.equal(x.gauge_set_input_state(h, 1), 0);
  assert.equal(x.gauge_render(h, 212, 40, 1, 0), 0);
  assert.equal(x.gauge_value_at(h, 6, 20), 0);
  assert.equal(x.gauge_value_at(h, 106, 20), 50);
  assert.equal(x.gauge_value_at(h, 206, 20), 100);
  assert.equal(x.gauge_set_layout_direction(h, 1), 0);
  assert.equal(x.gauge_render(h, 212, 40, 1, 0), 0);
  assert.equal(x.gauge_value_at(h, 6, 20), 100);
  assert.equal(x.gauge_destroy(h), 0);
});

test('focusColor: an option like the other colours (role 6), refused by name; a handle gauge draws no ring (not an element)', async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.4, animation: 'none', focusColor: '#6d28d9', interactive: true });
  assert.equal(g.focusColor, '#6d28d9');
  assert.throws(() => { g.focusColor = 'bleu'; }, { name: 'TypeError', message: /^focusColor: unknown colour 'bleu' at byte 0/ });
  assert.equal(g.focusColor, '#6d28d9');
  g.render(66, 66, 1, 0);
  // `interactive` on a handle gauge is the element's alone: the core is told nothing, so nothing moves.
  assert.doesNotMatch(g.displayListText(), /#6d28d9|w=3 /);
  g.destroy();
});
