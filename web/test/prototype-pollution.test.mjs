// Options are read as own properties only: a page whose Object.prototype carries `format`, `value` or
// any other option name — a polluted prototype — must neither turn every format into a formatter nor keep the
// library from importing, and every option (createGauge's keys, each compound option's keys, the table's entries,
// the gauge's own state) reads the same as on a clean prototype. The library is imported here only after the
// prototype is polluted (a dynamic import: the static ones evaluate first), and the prototype is cleaned after
// each step, so node's own machinery runs clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './helpers.mjs';

const fn = () => 'POLLUTED';
/** What a polluted page has on Object.prototype: every option name, every key of a compound option, the table's
 * entry keys and the state's derived keys, each with a value that would change the gauge if it were read. */
const POLLUTION = {
  // createGauge's keys (the option names) and the element's
  style: 'dial', lower: -50, upper: 500, value: 7, animation: 'easeIn', valueAnimation: true, label: 'Polluted',
  currentValueLabel: 'PCV', minimumValueLabel: 'PMIN', maximumValueLabel: 'PMAX', tint: 'red', colorScheme: 'dark',
  trackColor: 'red', labelColor: 'red', valueColor: 'red', hubColor: 'red', increasingColor: 'red', decreasingColor: 'red',
  fontFamily: 'serif', formatsBoundsLabels: true, format: fn, strings: { unknown: 'P' }, announce: 'off',
  layoutDirection: 'rtl', dial: { sweep: 90 }, needle: { shape: 'arrow' }, tickFormat: fn, zones: [{ from: 0, color: 'red' }],
  values: [{ value: 1 }], origin: 3, target: 4, reference: 5, delta: { mode: 'relative' }, segments: 7,
  thresholdMarkers: 'zones', orientation: 'vertical', ringArc: { sweep: 90 },
  // keys of compound options
  formatToParts: () => [], resolvedOptions: () => ({ locale: 'de' }), fractionLength: 3, significantDigits: 2,
  grouping: true, percent: true, prefix: 'P', suffix: 'S', from: 5, color: 'red', name: 'N',
  startAngle: 10, sweep: 90, direction: 'counterclockwise', majorTicks: 3, minorTicks: 1, tickLabels: false,
  shape: 'arrow', hubRadius: 0.2, mode: 'relative', increasingSymbol: 'I', decreasingSymbol: 'D',
  unknown: 'U', to: 'T', up: 'UP', down: 'DN', optimum: 'O', suboptimal: 'SO', evenLessGood: 'ELG',
  type: 'spring', response: 5, dampingFraction: 0.1, duration: 9, controlPoints: [0, 0, 1, 1],
  interpolation: 'oklab', stops: ['red'], location: 0.5, locale: 'de',
  // the table's entry keys and the state's derived keys
  get: fn, set: fn, parse: fn, print: fn, quotes: fn, pair: 'setBounds', always: true, elementOnly: true,
  readsAttribute: true, property: 'x', alias: 'x', part: 'x', default: 9,
  forced: { tint: 'red', scheme: 'dark', zone: () => 'red', key: 'p' }, forcedWas: true, pageTint: 'red', pageFont: 'serif',
  autoScheme: 'dark', autoDirection: 'rightToLeft', formatter: fn, tickFormatter: fn, tickCore: { precision: 1 },
  tickTexts: { values: [0], texts: ['P'] }, formatted: { value: 'P' }, pageColours: { trackColor: 'red' },
};

function pollute() {
  for (const [k, v] of Object.entries(POLLUTION)) {
    Object.prototype[k] = v; // as a page pollutes it: enumerable, so for…in would see it too
  }
}
function clean() { for (const k of Object.keys(POLLUTION)) delete Object.prototype[k]; }
/** `f()` with the prototype polluted, cleaned whatever happens. */
async function polluted(f) { pollute(); try { return await f(); } finally { clean(); } }

/** Every option, given one at a time: a compound value of each kind (own keys only; a key left out must take its
 * default, never the prototype's). */
const CASES = [
  { style: 'accessoryCircular', value: 0.4, label: 'Speed' },
  { format: { suffix: ' %' }, value: 42, lower: 0, upper: 100 },
  { format: { fractionLength: 1 }, value: 0.25 },
  { format: new Intl.NumberFormat('en', { style: 'percent' }), value: 0.5 },
  { style: 'dial', upper: 220, value: 96, dial: { sweep: 180 }, tickFormat: { suffix: '°' } },
  { style: 'dial', upper: 100, value: 30, dial: {}, needle: { hubRadius: 0.1 } },
  { style: 'dial', value: 0.3, needle: {} },
  { value: 0.5, reference: 0.4, delta: {} },
  { value: 0.5, reference: 0.4, delta: { increasingSymbol: '↑' } },
  { value: null, strings: { to: ' bis ' }, minimumValueLabel: 'a', maximumValueLabel: 'b' },
  { style: 'linearCapacity', zones: [{ from: 0, color: 'green' }, { from: 0.5, color: 'red', name: 'hot' }], value: 0.7 },
  { style: 'linearCapacity', values: [{ value: 0.2 }, { value: 0.6, color: 'red', label: 'b' }] },
  { tint: [{ color: 'green' }, { color: 'red', location: 1 }] },
  { tint: { stops: ['green', { color: 'red' }] } },
  { tint: ['green', 'red'], value: 0.5 },
  { animation: { type: 'spring' }, value: 0.5 },
  { animation: { type: 'easeInOut' }, value: 0.5 },
  { style: 'accessoryCircular', ringArc: { sweep: 180 } },
  { style: 'accessoryCircular', ringArc: {} },
];

/** What a gauge is: its SVG, every option's getter, its accessibility texts (read on a clean prototype). */
function snapshot(g) {
  const options = {};
  for (const k of ['style', 'lower', 'upper', 'value', 'animation', 'valueAnimation', 'label', 'currentValueLabel',
    'minimumValueLabel', 'maximumValueLabel', 'tint', 'colorScheme', 'fontFamily', 'formatsBoundsLabels', 'strings',
    'announce', 'layoutDirection', 'dial', 'needle', 'zones', 'values', 'origin', 'target', 'reference', 'delta',
    'segments', 'thresholdMarkers', 'orientation', 'ringArc']) options[k] = JSON.stringify(g[k]);
  return { svg: g.toSVG(240, 240, { idPrefix: "pp-" }), options, a11y: g.accessibility() };
}

/** Sets `options` through the gauge's properties and pair methods (own keys only: the test reads no prototype either). */
function setEach(g, options) {
  const has = (k) => Object.hasOwn(options, k);
  for (const [k, v] of Object.entries(options)) if (!/^(lower|upper|minimumValueLabel|maximumValueLabel)$/.test(k)) g[k] = v;
  if (has('lower') || has('upper')) g.setBounds(has('lower') ? options.lower : 0, has('upper') ? options.upper : 1);
  if (has('minimumValueLabel') || has('maximumValueLabel')) g.setBoundsLabels(has('minimumValueLabel') ? options.minimumValueLabel : null, has('maximumValueLabel') ? options.maximumValueLabel : null);
}

test('a polluted Object.prototype changes no option: import, createGauge, each compound option, setters', async () => {
  // Importing (the element's properties, the table, the vocabulary) and loading under the polluted prototype.
  const lib = await polluted(() => import('../swift-gauge.js'));
  const m = await polluted(async () => lib.loadSwiftGauge(await wasmBytes()));
  for (const options of CASES) {
    const clear = m.createGaugeHandle(options);
    const want = snapshot(clear);
    const g = await polluted(() => m.createGaugeHandle(options));
    assert.deepEqual(snapshot(g), want, `createGaugeHandle(${JSON.stringify(options)})`);
    // The same through the setters (the options table's properties), on a gauge made clean.
    const s = m.createGaugeHandle({});
    await polluted(() => setEach(s, options));
    const want2 = m.createGaugeHandle({});
    setEach(want2, options);
    assert.deepEqual(snapshot(s), snapshot(want2), `setters ${JSON.stringify(options)}`);
    // And formatValue (the formatter's texts) agrees.
    assert.equal(await polluted(() => g.formatValue(0.5)), clear.formatValue(0.5));
    for (const x of [clear, g, s, want2]) x.destroy();
  }
  // The prototype's `format` does not make an options object a formatter; its `value` is no value of a gauge.
  const g = await polluted(() => m.createGaugeHandle({ format: { suffix: '°' } }));
  assert.equal(g.formatValue(21), '21°');
  assert.equal(g.value, 0);
  assert.equal(m.gaugeCount, 1);
  assert.equal(Object.prototype.value, undefined, 'cleaned up');
});

/** Names an internal object of the host might read without owning: replay's caches and canvas state, jobs, records. */
const INTERNAL_KEYS = ['zones', 'forced', 'fontFamily', 'texts', 'paints', 'grads', 'job', 'context', 'written', 'cache',
  'paint', 'list', 'state', 'options', 'font', 'width', 'height', 'x', 'y', 'value', 'format', 'label', 'style', 'fill',
  'stroke', 'lineWidth', 'cap', 'align', 'dir', 'base', 'sig', 'grad', 'bands', 'bytes', 'str', 'tower', 'failed', 'retry',
  'view', 'status', 'ptr', 'len'];

test('a polluted Object.prototype changes no replay: each internal key, a string and a number', async () => {
  const { loadSwiftGauge, drawDisplayList } = await import('../swift-gauge.js');
  const m = await loadSwiftGauge(await wasmBytes());
  const { recordingContext } = await import('./helpers.mjs');
  const draw = (cache, ctx = recordingContext()) => { // (the recording context made on a clean prototype: its defineProperty reads descriptors)
    const g = m.createGaugeHandle({ value: 0.5, label: 'Speed', zones: [{ from: 0, color: 'green' }, { from: 0.6, color: 'red' }], tint: ['green', 'red'] });
    try {
      const view = g.render(100, 100, 2, 0);
      drawDisplayList(ctx, view, view.ptr, view.len, 2, cache());
      drawDisplayList(ctx, view, view.ptr, view.len, 2, cache()); // (a second pass through the same kind of cache)
      return JSON.stringify(ctx.log); // (gradients by their stops)
    } finally { g.destroy(); }
  };
  for (const cache of [function aDefaultCache() {}, () => ({ paints: [], grads: [] })]) {
    const want = draw(cache);
    assert.match(want, /\["fill"/, 'the clean gauge draws');
    for (const key of INTERNAL_KEYS) for (const v of ['x', 1]) {
      const ctx = recordingContext();
      Object.prototype[key] = v;
      let got;
      try { got = draw(cache, ctx); } finally { delete Object.prototype[key]; }
      assert.deepEqual(got, want, `Object.prototype.${key} = ${JSON.stringify(v)} (${cache.name || 'a hand-made cache'})`);
    }
  }
  assert.equal(m.gaugeCount, 0);
});
