// The JS API for text: number formats (core options, Intl.NumberFormat, functions), formatted bounds labels,
// layout direction, the accessibility texts they produce, the RTL replay, and the raw text-measurement ABI
// of the wasm (node has no canvas, so the JS measuring path itself runs in the browser suite).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, drawDisplayList, OP } from '../swift-gauge.js';
import { wasmBytes, rawAbi, buildList, recordingContext } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const texts = (g) => [...g.displayListText().matchAll(/^text "((?:[^"\\]|\\.)*)"/gm)].map((m) => m[1]);

test('core format options: digits, percent, grouping, affixes; aria-valuetext is the formatted text', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', lower: 0, upper: 40, value: 21.04, format: { fractionLength: 0, suffix: '°' }, animation: 'none' });
  g.render(58, 58, 1, 0);
  assert.deepEqual(texts(g), ['21°']);
  assert.equal(g.accessibility().valueText, '21°');
  g.format = { fractionLength: 0, percent: true };
  g.setBounds(0, 1);
  g.value = 0.451;                                   // docs/regression-cases.md › rounded-text-exact-geometry
  assert.equal(g.accessibility().valueText, '45%');
  g.render(58, 58, 1, 0);
  const marker = /fillCircle c=\(([\d.]+),([\d.]+)\)/.exec(g.displayListText());
  const angle = Math.atan2(marker[2] - 29, marker[1] - 29);
  const expected = 0.75 * Math.PI + 1.5 * Math.PI * 0.451;
  assert.ok(Math.abs(((angle - expected) % (2 * Math.PI) + 2 * Math.PI) % (2 * Math.PI)) < 2e-3, 'marker at 0.451, not 0.45');
  g.format = { grouping: true, prefix: '$', fractionLength: 2 };
  g.value = -1234.567;
  assert.equal(g.accessibility().valueText, '-$1,234.57, below range');
  g.value = 0.1 + 0.2;
  g.format = null;                                   // automatic: 15 significant digits, trimmed (docs/regression-cases.md › shortest-text)
  assert.equal(g.accessibility().valueText, '0.3');
  assert.equal(g.formatValue(2.4), '2.4');
  assert.equal(g.formatValue(null), '–');
  assert.equal(g.formatValue(-0), '0');
  assert.deepEqual(g.format, null);
  g.format = { significantDigits: 3 };
  assert.deepEqual(g.format, { significantDigits: 3 });
  assert.equal(g.formatValue(2.4), '2.40');
});

test('bad format options throw, naming the option, and keep the format', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ value: 21.5, format: { fractionLength: 1 } });
  const bad = [
    [{ digits: 2 }, TypeError, /format: unknown option "digits"/],
    [{ fractionLength: 21 }, RangeError, /format.fractionLength: must be an integer 0…20, got 21/],
    [{ fractionLength: 1.5 }, RangeError, /fractionLength/],
    [{ significantDigits: 0 }, RangeError, /format.significantDigits: must be an integer 1…21/],
    [{ fractionLength: 1, significantDigits: 2 }, TypeError, /not both/],
    [{ grouping: 'yes' }, TypeError, /format.grouping: expected a boolean/],
    [{ suffix: 5 }, TypeError, /format.suffix/],
    [42, TypeError, /format: expected an Intl.NumberFormat, a function or format options/],
  ];
  for (const [f, E, re] of bad) assert.throws(() => { g.format = f; }, (e) => e instanceof E && re.test(e.message), JSON.stringify(f));
  assert.equal(g.accessibility().valueText, '21.5, above range');
  assert.throws(() => { g.formatsBoundsLabels = 1; }, /formatsBoundsLabels: expected a boolean/);
  assert.throws(() => m.createGaugeHandle({ format: { bogus: 1 } }), /unknown option "bogus"/);
  assert.equal(m.gaugeCount, 1, 'the failed create left nothing behind');
});

test('an Intl.NumberFormat formats the value and the bounds in JS, for any locale and unit', async () => {
  const m = await load();
  const nf = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 });
  const g = m.createGaugeHandle({ style: 'accessoryCircular', lower: -10, upper: 40, value: 21.25, format: nf, formatsBoundsLabels: true });
  g.render(120, 120, 1, 0);
  const want = [nf.format(21.25), nf.format(-10), nf.format(40)];
  assert.deepEqual(texts(g), want);
  assert.deepEqual(g.accessibility(), { name: '', valueText: nf.format(21.25), description: `${nf.format(-10)} to ${nf.format(40)}` });
  assert.equal(g.format, nf);
  assert.equal(g.currentValueLabel, null, 'the formatted text is not an explicit label');
  g.setBounds(0, 100);                              // docs/regression-cases.md › labels-follow-bounds
  assert.equal(g.accessibility().description, `${nf.format(0)} to ${nf.format(100)}`);
  g.value = 7;
  assert.equal(g.accessibility().valueText, nf.format(7));
  g.currentValueLabel = 'seven';                    // an explicit label wins
  assert.equal(g.accessibility().valueText, 'seven');
  g.currentValueLabel = null;
  g.value = null;                                   // no value: "–", never "NaN"
  assert.equal(g.accessibility().valueText, 'unknown');
  g.render(120, 120, 1, 0);
  assert.equal(texts(g)[0], '–');
  g.setBoundsLabels('cold', 'hot');                 // explicit bounds labels win
  assert.equal(g.accessibility().description, 'cold to hot');
});

test('a formatter function: never called with NaN or −0; a failing one falls back to the core format with one warning and blocks nothing', async () => {
  const m = await load();
  const calls = [];
  const fn = (v) => { calls.push(v); return `${v} km/h`; };
  const g = m.createGaugeHandle({ lower: 0, upper: 200, value: 88, format: fn });
  assert.equal(g.accessibility().valueText, '88 km/h');
  g.value = null;
  g.value = Infinity;
  assert.equal(g.accessibility().valueText, 'Infinity km/h, above range');
  assert.ok(!calls.some(Number.isNaN), `called with ${calls}`);
  g.value = -0;
  assert.ok(!calls.some((v) => Object.is(v, -0)), 'never called with −0');
  g.value = 50;
  const warnings = [], warn = console.warn;
  console.warn = (...a) => warnings.push(a.map(String).join(' '));
  try {
    // A formatter that throws until its translations load: the gauge takes the value with the core's text, and
    // setters that do not depend on formatted text never call it.
    let ready = false;
    const boom = (v) => { if (!ready) throw new Error('not loaded'); return `${v} u`; };
    g.format = boom;
    g.value = 99;
    assert.equal(g.value, 99);
    assert.equal(g.accessibility().valueText, '99');
    g.value = 98;
    g.label = 'Speed';
    g.tint = 'red';
    g.style = 'accessoryCircular';
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0], /^SwiftGauge: format: the formatter threw for 50: not loaded; the gauge shows the core's format until the formatter succeeds\./);
    ready = true;
    g.value = 97;
    assert.equal(g.accessibility().valueText, '97 u');
    g.format = () => 5;
    assert.equal(g.accessibility().valueText, '97');
    assert.equal(warnings.length, 2);
    assert.match(warnings[1], /format: the formatter returned 5, not a string/);
  } finally {
    console.warn = warn;
  }
});

test('formatted bounds labels from the core format (docs/regression-cases.md › exact-end-labels and labels-inside-box)', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', lower: 0, upper: 25, value: 10, formatsBoundsLabels: true });
  assert.equal(g.accessibility().description, '0 to 25');
  g.setBounds(-6250, 6250);
  g.format = { grouping: true };
  assert.equal(g.accessibility().description, '-6,250 to 6,250');
  g.render(58, 58, 2, 0);
  assert.deepEqual(texts(g).slice(1), ['-6,250', '6,250'], 'numbers shrink, never "-6,2…"');
  g.formatsBoundsLabels = false;
  assert.equal(g.accessibility().description, '');
});

test('layoutDirection: auto is left to right without an element; right to left sets the flag and mirrors', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.25, minimumValueLabel: 'Low', maximumValueLabel: 'High' });
  assert.equal(g.layoutDirection, 'auto');
  g.render(200, 50, 1, 0);
  const ltr = g.displayListText();
  assert.match(ltr, /flags=0/);
  g.layoutDirection = 'rightToLeft';
  const v = g.render(200, 50, 1, 0);
  assert.equal(v.flags & 2, 2);
  const rtl = g.displayListText();
  assert.match(rtl, /text "Low" at=\(200,[\d.]+\) .*align=right/);
  assert.match(rtl, /text "High" at=\(0,[\d.]+\) .*align=left/);
  assert.throws(() => { g.layoutDirection = 'rtl'; }, /layoutDirection: expected 'auto', 'leftToRight' or 'rightToLeft'/);
  assert.equal(g.layoutDirection, 'rightToLeft');
  g.layoutDirection = 'leftToRight';
  g.render(200, 50, 1, 0);
  assert.equal(g.displayListText(), ltr);
});

test('the replayer gives right-to-left lists a right-to-left text direction', () => {
  for (const [flags, dir] of [[0, 'ltr'], [2, 'rtl'], [3, 'rtl']]) {
    const ctx = recordingContext();
    const seen = [];
    Object.defineProperty(ctx, 'direction', { set: (d) => seen.push(d), get: () => seen.at(-1) });
    drawDisplayList(ctx, buildList({ flags, strings: 'שלום', commands: [[OP.solid, { u: 0 }, { u: 0xff }],
      [OP.text, 10, 10, 12, { u: 400 }, { u: 0 }, { u: 0 }, { u: 0 }, { u: 8 }, 50]] }), 0, undefined, 1);
    assert.deepEqual(seen, [dir]);
    assert.ok(ctx.log.some((c) => c[0] === 'fillText' && c[1] === 'שלום'));
  }
});

test('measureText needs a canvas: refused in node; unknown load options refused', async () => {
  const bytes = await wasmBytes();
  await assert.rejects(loadSwiftGauge(bytes, { measureText: true }), /options.measureText: no 2D canvas/);
  await assert.rejects(loadSwiftGauge(bytes, { measure: true }), /unknown option "measure"/);
  const m = await loadSwiftGauge(bytes);
  assert.equal(m.measuresText, false);
  assert.equal(m.stats.measuredTexts, 0);
});

test('the raw measurement protocol in wasm: misses, registration, re-render without misses', async () => {
  const { exports: x } = await WebAssembly.instantiate(await WebAssembly.compile(await wasmBytes()), {});
  x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_style(h, 1), 0);
  assert.equal(abi.setLabel(h, 0, 'Upload'), 0);
  assert.equal(x.gauge_render(h, 200, 60, 1, 0), 0, 'off by default');
  assert.equal(x.gauge_text_measurement(1), 0);
  const n = x.gauge_render(h, 200, 60, 1, 0);
  // The value's own text and the pieces of the range's widest text, "0.999": each digit and the point
  // (docs/swiftui-fidelity.md › Numbers hold still).
  assert.equal(n, 12);
  const len = x.gauge_text_misses();
  const b = new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, len).slice();
  const dv = new DataView(b.buffer);
  const misses = [];
  for (let i = 0; i < len;) {
    const w = dv.getUint32(i, true), c = dv.getUint32(i + 4, true);
    misses.push([w, new TextDecoder().decode(b.subarray(i + 8, i + 8 + c))]);
    i += 8 + ((c + 3) & ~3);
  }
  assert.deepEqual(misses.sort(), [[400, '.'], ...[...'0123456789'].map((d) => [400, d]), [600, 'Upload']]);
  for (const [w, t] of misses) {
    const tb = new TextEncoder().encode(t), pad = (tb.length + 3) & ~3;
    const payload = new Uint8Array(pad + 8 * tb.length);
    payload.set(tb);
    const p = new DataView(payload.buffer);
    for (let k = 0; k < tb.length; k++) { p.setUint32(pad + 8 * k, k + 1, true); p.setFloat32(pad + 8 * k + 4, (k + 1) * 0.5, true); }
    abi.scratch(payload);
    assert.equal(x.gauge_measure_text(w, tb.length, tb.length), 0, abi.lastError());
  }
  assert.equal(x.gauge_render(h, 200, 60, 1, 0), 0);
  assert.equal(x.gauge_text_misses(), 0);
  x.gauge_text_measurement(0);
});

test('a leading U+FEFF is a character of a text, not a byte-order mark: kept in the text form, the SVG and the accessibility texts', async () => {
  // The host's one decoder (errors.js) keeps it, as the core does; a default TextDecoder drops it.
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.5, label: '\uFEFFTemp', currentValueLabel: '\uFEFF42', animation: 'none' });
  g.render(200, 60, 1, 0);
  assert.deepEqual(texts(g), ['\uFEFFTemp', '\uFEFF42']);
  assert.deepEqual(g.accessibility(), { name: '\uFEFFTemp', valueText: '\uFEFF42', description: '' });
  const svg = g.toSVG(200, 60);
  assert.ok(svg.includes('<title>\uFEFFTemp: \uFEFF42</title>'), svg.slice(0, 400));
  assert.deepEqual([...svg.matchAll(/xml:space="preserve">([^<]*)</g)].map((x) => x[1]), ['\uFEFFTemp', '\uFEFF42']);
  g.destroy?.();
});
