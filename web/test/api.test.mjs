// The JS API over the built wasm: lifetimes, setters, errors (thrown with function and argument names, state
// kept), stale handles, raw-ABI abuse that must not trap, NaN-free display lists, flat memory, trap recovery.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, listCommands, STYLES, STATUS } from '../swift-gauge.js';
import { wasmBytes, rawAbi, PAYLOAD_TYPES } from './helpers.mjs';
import { LIMITS } from '../src/vocabulary.js';

const load = async () => loadSwiftGauge(await wasmBytes());

test('loads from bytes, a compiled module and a file URL; refuses another ABI version', async () => {
  const bytes = await wasmBytes();
  const a = await loadSwiftGauge(bytes);
  const b = await loadSwiftGauge(a.wasmModule);
  const c = await loadSwiftGauge(new URL('../swift-gauge.wasm', import.meta.url));
  for (const m of [a, b, c]) assert.equal(m.exports.gauge_abi_version(), 1);
  await assert.rejects(loadSwiftGauge(new URL('file:///nonexistent/swift-gauge.wasm')), /run \.\/build\.sh first/);
  // A 404 (a bundler that did not copy the wasm) names the way out.
  await assert.rejects(loadSwiftGauge(new Response('Not found', { status: 404 })),
    { message: 'loadSwiftGauge: Response: HTTP 404: point setWasmSource at swift-gauge.wasm' });
  // A hand-made module exporting _initialize and gauge_abi_version() = 2.
  const fake = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 8, 2, 96, 0, 0, 96, 0, 1, 127, 3, 3, 2, 0, 1,
    7, 35, 2, 11, 95, 105, 110, 105, 116, 105, 97, 108, 105, 122, 101, 0, 0, 17, 103, 97, 117, 103, 101, 95, 97, 98,
    105, 95, 118, 101, 114, 115, 105, 111, 110, 0, 1, 10, 9, 2, 2, 0, 11, 4, 0, 65, 2, 11]);
  await assert.rejects(loadSwiftGauge(fake), { message: 'swift-gauge.wasm has ABI version 2, this host needs 1' });
});

test('create, set, read back, render, destroy', async () => {
  const m = await load();
  const g = m.createGaugeHandle({
    style: 'accessoryCircular', lower: 0, upper: 40, value: 21, label: 'Temperature', currentValueLabel: '21°',
    minimumValueLabel: '0', maximumValueLabel: '40', tint: ['green', 'yellow', 'orange', 'red'],
  });
  assert.equal(m.gaugeCount, 1);
  assert.deepEqual([g.style, g.lower, g.upper, g.value, g.label, g.currentValueLabel, g.minimumValueLabel, g.maximumValueLabel],
    ['accessoryCircular', 0, 40, 21, 'Temperature', '21°', '0', '40']);
  assert.deepEqual(g.tint, ['green', 'yellow', 'orange', 'red']);
  const v = g.render(58, 58, 2, 0);
  assert.deepEqual([v.width, v.height, v.pixelRatio, v.animating], [58, 58, 2, false]);
  assert.match(g.displayListText(), /^header v1 size=58x58 ratio=2/);
  assert.match(g.displayListText(), /text "21°"/);
  assert.deepEqual(g.accessibility(), { name: 'Temperature', valueText: '21°', description: '0 to 40' });

  g.value = null;
  assert.equal(g.value, null);
  assert.equal(g.accessibility().valueText, 'unknown');
  g.value = 30; g.currentValueLabel = null; g.setBoundsLabels(null, null); g.label = null;
  assert.equal(g.minimumValueLabel, null);
  g.render(58, 58, 1, 0);
  assert.doesNotMatch(g.displayListText(), /"0"|"40"|"21°"/);
  for (const style of STYLES) { g.style = style; assert.equal(g.render(200, 100, 1, 0).width, 200); }
  g.tint = [{ color: 'red', location: 0 }, { color: '#00ff00', location: 0.5 }, { color: 'blue', location: 1 }];
  g.tint = '#ff0000';
  g.tint = null;

  g.destroy();
  g.destroy(); // idempotent
  assert.equal(m.gaugeCount, 0);
  assert.equal(g.destroyed, true);
  for (const f of [() => g.value, () => { g.value = 1; }, () => g.setBounds(0, 1), () => g.render(10, 10),
    () => g.displayListText(), () => g.accessibility(), () => { g.style = 'automatic'; }, () => g.handle]) {
    assert.throws(f, /this gauge was destroyed/);
  }
});

test('bad arguments throw RangeError/TypeError naming function and argument; the gauge is unchanged', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', lower: 0, upper: 100, value: 40, label: 'Speed', tint: 'green' });
  g.render(120, 120, 1, 0);
  const before = g.displayListText();
  const a11y = g.accessibility();

  assert.throws(() => g.setBounds(10, 0), (e) => e instanceof RangeError && e.message === "setBounds: lower: must not exceed upper (0)" && e.status === STATUS.badArgument);
  assert.throws(() => g.setBounds(NaN, 1), { name: 'RangeError', message: /^setBounds: lower: / });
  assert.throws(() => g.setBounds(0, Infinity), { name: 'RangeError', message: /^setBounds: upper: / });
  assert.throws(() => g.setBounds('0', 1), { name: 'TypeError', message: /^setBounds: lower: / });
  assert.throws(() => { g.value = '5'; }, { name: 'TypeError', message: /^value: / });
  assert.throws(() => { g.style = 'gauge'; }, { name: 'RangeError', message: /^style: unknown style "gauge"/ });
  assert.throws(() => { g.style = 4; }, TypeError);
  assert.throws(() => { g.tint = 'notacolour'; }, (e) => e instanceof TypeError && /^tint: unknown colour .notacolour. at byte 0$/.test(e.message) && e.status === STATUS.badText);
  assert.throws(() => { g.tint = []; }, RangeError);
  assert.throws(() => { g.label = 42; }, { name: 'TypeError', message: /^label: / });
  assert.throws(() => { g.label = 'x'.repeat(5000); }, { name: 'RangeError', message: /^label: / });
  assert.throws(() => g.setBoundsLabels('a', {}), { name: 'TypeError', message: /^setBoundsLabels: maximum: / });
  assert.throws(() => g.render(-1, 10), { name: 'RangeError', message: /^render: width: / });
  assert.throws(() => g.render(10, 10, 0), { name: 'RangeError', message: /^render: pixelRatio: / });
  assert.throws(() => g.render(10, 10, 1, NaN), { name: 'RangeError', message: /^render: timeMs: / });
  assert.throws(() => m.createGaugeHandle({ lable: 'x' }), /unknown option "lable"/);
  assert.throws(() => m.createGaugeHandle({ lower: 5, upper: 1 }), RangeError);
  assert.equal(m.gaugeCount, 1, 'a gauge whose options failed is not leaked');

  assert.deepEqual([g.lower, g.upper, g.value, g.style, g.label, g.tint], [0, 100, 40, 'accessoryCircular', 'Speed', 'green']);
  g.render(120, 120, 1, 0);
  assert.equal(g.displayListText(), before, 'failed setters left the drawing as it was');
  assert.deepEqual(g.accessibility(), a11y);
});

test('a destroyed handle stays stale, even after its slot is reused', async () => {
  const m = await load();
  const x = m.exports, abi = rawAbi(x);
  const g = m.createGaugeHandle();
  const h = g.handle;
  g.destroy();
  assert.equal(x.gauge_set_value(h, 1), STATUS.badHandle);
  assert.match(abi.lastError(), /^gauge_set_value: handle: /);
  const g2 = m.createGaugeHandle();
  assert.notEqual(g2.handle, h);
  assert.equal(x.gauge_set_value(h, 1), STATUS.badHandle);
  assert.equal(x.gauge_render(h, 10, 10, 1, 0), STATUS.badHandle);
  assert.equal(x.gauge_destroy(h), STATUS.badHandle);
  assert.equal(x.gauge_display_list_ptr(h), 0);
  for (const bad of [0, -1, 0x7fffffff, -0x80000000]) assert.equal(x.gauge_set_value(bad, 1), STATUS.badHandle);
});

test('invalid UTF-8 and bad byte counts written through the raw exports give -3, never a trap', async () => {
  const m = await load();
  const x = m.exports, abi = rawAbi(x);
  const g = m.createGaugeHandle({ label: 'kept' });
  const h = g.handle;
  const cases = [[0xc3, 0x28], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff], [0xe2, 0x82]];
  for (const bytes of cases) {
    abi.scratch(new Uint8Array(bytes));
    assert.equal(x.gauge_set_label(h, 0, bytes.length), STATUS.badText, `label ${bytes}`);
    assert.match(abi.lastError(), /UTF-8/);
    abi.scratch(new Uint8Array(bytes));
    assert.equal(x.gauge_set_tint(h, bytes.length), STATUS.badText, `tint ${bytes}`);
    abi.scratch(new Uint8Array(bytes), new Uint8Array([0x41]));
    assert.equal(x.gauge_set_bounds_labels(h, bytes.length, 1), STATUS.badText, `bounds labels ${bytes}`);
  }
  x.gauge_scratch(4);
  assert.equal(x.gauge_set_label(h, 0, 5), STATUS.badText, 'more bytes than requested from gauge_scratch');
  assert.equal(x.gauge_set_label(h, 0, 0x7fffffff), STATUS.badText);
  assert.equal(x.gauge_set_label(h, 0, -2), STATUS.badText);
  assert.equal(x.gauge_set_label(h, 7, 0), STATUS.badArgument);
  assert.equal(x.gauge_set_bounds_labels(h, 2, 3), STATUS.badText);
  assert.equal(x.gauge_scratch(LIMITS.scratchBytes + 1), 0);
  assert.equal(x.gauge_scratch(-1), 0);
  assert.equal(x.gauge_set_style(h, 7), STATUS.badArgument);
  assert.equal(x.gauge_describe(h, 5), STATUS.badArgument);
  assert.equal(g.label, 'kept');
  assert.equal(g.accessibility().name, 'kept');
});

test('the wasm leaves the text form to the host: gauge_describe(h, 0) is refused, displayListText() writes it', async () => {
  const m = await load();
  const x = m.exports, abi = rawAbi(x);
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, currentValueLabel: '50%' });
  assert.equal(g.displayListText(), '', 'empty before the first render');
  g.render(58, 58, 1, 0);
  assert.equal(x.gauge_describe(g.handle, 0), STATUS.badArgument);
  assert.equal(abi.lastError(), 'gauge_describe: what: 0 (the text form) is written only natively; the host decodes the display list itself');
  assert.match(g.displayListText(), /^header v1 size=58x58 ratio=1 flags=0\n(.+\n)+$/);
  assert.match(g.displayListText(), /\ntext "50%" at=/);
  g.destroy();
  assert.throws(() => g.displayListText(), /this gauge was destroyed/);
});

/** Every f32 field of every command (and the header's) is finite; returns the number of commands seen. */
function assertFinite(view, what) {
  for (const k of ['width', 'height', 'pixelRatio']) assert.ok(Number.isFinite(view[k]), `${what}: header ${k}`);
  const cmds = listCommands(view);
  for (const { op, at, words } of cmds) {
    const types = PAYLOAD_TYPES[op];
    assert.ok(types, `${what}: unknown opcode ${op}`);
    assert.equal(words, types.length, `${what}: opcode ${op} payload size`);
    for (let k = 0; k < words; k++) {
      if (types[k] === 'f') assert.ok(Number.isFinite(view.f32[at + k]), `${what}: opcode ${op} field ${k} is ${view.f32[at + k]}`);
    }
  }
  return cmds.length;
}

test('NaN, ±∞ and extreme values give display lists without NaN or ∞, in every style', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ label: 'L', tint: ['green', 'red'] });
  const values = [NaN, Infinity, -Infinity, -0, 5e-324, 1e308, -1e308, 0.5, null];
  const bounds = [[0, 1], [0, 0], [-1e308, 1e308], [5, 5], [-5e-324, 5e-324]];
  let lists = 0;
  for (const style of STYLES) {
    g.style = style;
    for (const [lo, hi] of bounds) {
      g.setBounds(lo, hi);
      for (const labels of [[null, null], ['min', 'max']]) {
        g.setBoundsLabels(...labels);
        for (const v of values) {
          g.value = v;
          for (const [w, h] of [[58, 58], [0, 0], [1e5, 1e5], [0.5, 300]]) {
            assertFinite(g.render(w, h, 1.5, 0), `${style} ${lo}…${hi} value ${v} ${w}x${h}`);
            lists++;
          }
        }
      }
    }
  }
  assert.ok(lists > 1000);
});

test('2,000 renders do not grow memory after the first', async () => {
  const m = await load();
  const gauges = STYLES.map((style) => m.createGaugeHandle({ style, label: 'Load', tint: ['green', 'yellow', 'red'], lower: 0, upper: 100 }));
  // First round at the extremes (longest texts), then the measured loop.
  for (const g of gauges) for (const v of [NaN, -1e9, 1e9, 100]) { g.value = v; g.render(240, 240, 2, 0); }
  const bytes = m.exports.memory.buffer.byteLength;
  for (let i = 0; i < 2000; i++) {
    const g = gauges[i % gauges.length];
    g.value = (i * 37) % 101;
    g.render(100 + (i % 140), 100 + (i % 140), 1 + (i % 3) / 2, i);
  }
  assert.equal(m.exports.memory.buffer.byteLength, bytes);
  assert.equal(m.stats.renders, gauges.length * 4 + 2000);
});

test('a trap restarts the module and restores every gauge from its last good state; setters do not throw', async (t) => {
  const m = await load();
  const a = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.3, label: 'A', tint: ['green', 'red'] });
  const b = m.createGaugeHandle({ style: 'linearCapacity', value: 0.7, currentValueLabel: '70%' });
  const texts = [a, b].map((g) => { g.render(80, 80, 1, 0); return g.displayListText(); });
  const errors = t.mock.method(console, 'error', () => {});
  // Corrupt the instance's memory: the next call traps (memory access out of bounds).
  new Uint8Array(m.exports.memory.buffer).fill(0xff, 1024);
  const oldExports = m.exports;
  assert.doesNotThrow(() => { a.value = 0.9; });
  assert.equal(errors.mock.callCount(), 1);
  assert.match(errors.mock.calls[0].arguments[0], /trapped in value .*restoring 2 gauge/);
  assert.equal(m.stats.traps, 1);
  assert.notEqual(m.exports, oldExports);
  assert.equal(a.value, 0.3, 'the setter that trapped was not applied');
  [a, b].forEach((g, i) => { g.render(80, 80, 1, 0); assert.equal(g.displayListText(), texts[i]); });
  a.value = 0.5;
  assert.equal(a.value, 0.5);
  assert.equal(m.gaugeCount, 2);
});

test('a JS stack overflow unwinding through wasm: the next call restarts the instance and every gauge is intact', async () => {
  // Exhaust the stack, then call into the gauges on the way back up: at some depths the overflow strikes inside
  // wasm, half-way through a setter (measured before the fix: handles went stale, "no live gauge has handle …").
  const m = await load(), fresh = await load();
  const zones = [{ from: 0, color: 'blue', name: 'a' }, { from: 20, color: 'red', name: 'b' }];
  const options = (i) => ({ animation: 'none', style: 'dial', value: i, upper: 40, label: `L${i}`, zones });
  const gauges = Array.from({ length: 20 }, (_, i) => m.createGaugeHandle(options(i)));
  let overflows = 0, bottom = 0;
  const deep = (n) => {
    try { deep(n + 1); } catch { bottom = n; }
    if (n < bottom - 400) return; // only the frames near this run's bottom call in
    const g = gauges[n % gauges.length];
    try {
      g.label = `label ${n}`;
      g.value = n % 40;
      g.render(200, 200, 2, 0);
    } catch (e) { if (e instanceof RangeError) overflows++; else throw e; }
  };
  const padded = (k, f) => (k === 0 ? f() : padded(k - 1, f) + 1); // shifts where the stack runs out
  for (let k = 0; k < 32; k++) padded(k, () => { deep(0); return 0; });
  assert.ok(overflows > 0, 'the stack never overflowed inside a gauge call');
  assert.ok(m.stats.restarts > 0, JSON.stringify(m.stats));
  // Every gauge is what its JS state says: the same bytes as a fresh instance given that state.
  for (const g of gauges) {
    g.render(200, 200, 2, 0);
    const twin = fresh.createGaugeHandle({ ...options(0), value: g.value, label: g.label });
    twin.render(200, 200, 2, 0);
    assert.equal(g.displayListText(), twin.displayListText(), g.label);
    twin.destroy();
  }
  // … and the allocator and handle table still work.
  for (let i = 0; i < 500; i++) {
    const g = m.createGaugeHandle({ value: i, label: 'x'.repeat(i % 300) });
    g.render(100, 100, 1, 0);
    g.destroy();
  }
  assert.equal(m.gaugeCount, gauges.length);
});

test('a formatter cannot change its own gauge mid-update (its change would be lost); other gauges it may change', async () => {
  const m = await load();
  const other = m.createGaugeHandle({ value: 1 });
  const g = m.createGaugeHandle({ value: 1, label: 'Before' });
  let attempt = null;
  g.format = (v) => {
    if (v === 7) {
      try { g.label = 'Inside'; } catch (e) { attempt = e; }
      other.value = 7;
    }
    return `${v} units`;
  };
  g.value = 7;
  assert.match(String(attempt), /^Error: label: the gauge cannot be changed from inside its own formatter$/);
  assert.equal(g.label, 'Before');
  assert.equal(g.value, 7);
  assert.equal(other.value, 7);
  g.render(100, 100, 1, 0);
  assert.match(g.displayListText(), /text "7 units"/);
  // A formatter that destroys its gauge: the setter reports the destroyed gauge instead of writing to a dead handle.
  g.format = (v) => { if (v === 9) g.destroy(); return String(v); };
  assert.throws(() => { g.value = 9; }, /value: this gauge was destroyed/);
});
