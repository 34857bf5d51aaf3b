// A dial's value-independent layout kept between renders in the shipped wasm
// (docs/performance.md › A render in the wasm, per style): every input it depends on is changed between two renders of one gauge, and its display list
// must equal a fresh gauge's with the same options; so must a kept gauge's after the module's text table changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const BASE = { style: 'dial', lower: 0, upper: 220, value: 37, label: 'Speed', animation: 'none', dial: { minorTicks: 4 } };

/** Each change: options set on the kept gauge (and given to the fresh one), or a new box. */
const CHANGES = [
  ['value', { value: 181.5 }],
  ['no value', { value: NaN }],
  ['bounds', { lower: -40, upper: 1_200_000 }],
  ['major ticks', { dial: { minorTicks: 4, majorTicks: 7 } }],
  ['minor ticks', { dial: { minorTicks: 0 } }],
  ['full circle', { dial: { startAngle: -90, sweep: 360, minorTicks: 4 } }],
  ['sweep', { dial: { sweep: 180, minorTicks: 4 } }],
  ['tick labels off', { dial: { minorTicks: 4, tickLabels: false } }],
  ['needle', { needle: { shape: 'arrow', hubRadius: 0.2 } }],
  ['format', { format: { fractionLength: 2, suffix: ' km/h' } }],
  ['Intl format', { format: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }) }],
  ['tick format', { tickFormat: { fractionLength: 1, suffix: '°' } }],
  ['tick texts', { tickFormat: (v) => `≈${v}` }],
  ['label', { label: 'Speed over ground, in knots' }],
  ['no label', { label: '' }],
  ['value label', { currentValueLabel: 'very fast indeed' }],
  ['empty value label', { currentValueLabel: '' }],
  ['delta', { reference: 30 }],
  ['font', { fontFamily: 'serif' }],
  ['colours and zones', { colorScheme: 'dark', tint: 'red', zones: [{ from: 0, color: 'green' }, { from: 100, color: 'red' }] }],
  ['needles', { values: [{ value: 90, label: 'Peak' }], target: 150 }],
  ['right to left', { layoutDirection: 'rightToLeft' }],
  ['box', {}, [150, 90]],
  ['small box', {}, [64, 64]],
];

const list = (g, [w, h], value) => {
  g.value = value;
  g.render(w, h, 2, 0);
  return g.displayListText();
};

test('a dial laid out again after any of its inputs changed equals a fresh one', async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  for (const [name, patch, box] of CHANGES) {
    const g = m.createGaugeHandle(BASE);
    const size = [200, 200];
    list(g, size, 10);
    list(g, size, 20);  // the second render from the kept scale
    for (const [k, v] of Object.entries(patch)) if (k !== 'lower' && k !== 'upper') g[k] = v;
    if ('lower' in patch) g.setBounds(patch.lower, patch.upper);
    const to = box ?? size;
    const fresh = m.createGaugeHandle({ ...BASE, ...patch });
    const value = patch.value ?? 55;
    assert.equal(list(g, to, value), list(fresh, to, value), name);
    // Kept again: another value.
    assert.equal(list(g, to, 120), list(fresh, to, 120), `${name}, kept`);
    g.destroy();
    fresh.destroy();
  }
});

test('a kept dial follows the module\'s text table: widths registered after its layout', async () => {
  const m = await loadSwiftGauge(await wasmBytes(), { measureText: false });
  const x = m.exports, enc = new TextEncoder();
  const scratch = (bytes) => new Uint8Array(x.memory.buffer).set(bytes, x.gauge_scratch(bytes.length) >>> 0);
  /** Registers `text` at `weight`, `em` wide (one prefix: the whole text). */
  const measure = (weight, t, em) => {
    const pad = (4 - (t.length % 4)) % 4, buf = new Uint8Array(t.length + pad + 8), dv = new DataView(buf.buffer);
    buf.set(t);
    dv.setUint32(t.length + pad, t.length, true);
    dv.setFloat32(t.length + pad + 4, em, true);
    scratch(buf);
    assert.equal(x.gauge_measure_text(weight, t.length, 1), 0);
  };
  /** Registers every waiting text at 0.6 em a byte. */
  const measureMisses = () => {
    const n = x.gauge_text_misses();
    const bytes = new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n).slice(), dv = new DataView(bytes.buffer);
    for (let i = 0; i < n;) {
      const weight = dv.getUint32(i, true), len = dv.getUint32(i + 4, true);
      measure(weight, bytes.slice(i + 8, i + 8 + len), 0.6 * len);
      i += 8 + ((len + 3) & ~3);
    }
  };
  const dial = () => {
    const h = x.gauge_create();
    x.gauge_set_style(h, 6);
    x.gauge_set_bounds(h, 0, 220);
    const label = enc.encode('Speed');
    scratch(label);
    x.gauge_set_label(h, 0, label.length);
    return h;
  };
  const bytes = (h, value) => {
    x.gauge_set_value(h, value);
    for (let pass = 0; x.gauge_render(h, 120, 120, 2, 0) > 0 && pass < 3; pass++) measureMisses();
    return new Uint8Array(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, x.gauge_display_list_len(h)).join();
  };
  x.gauge_text_measurement(1);
  const h = dial();
  bytes(h, 10);
  const before = bytes(h, 30);
  // The host measures "Speed" and "100" much wider: the kept scale is laid out again.
  measure(400, enc.encode('Speed'), 9);
  measure(400, enc.encode('100'), 6);
  const kept = bytes(h, 30);
  assert.ok(kept === bytes(dial(), 30), 'a fresh gauge\'s list');
  assert.ok(kept !== before, 'the registered widths change the layout');
});
