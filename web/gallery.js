// The gallery page: every gauge is a <swift-gauge> element. The seeds, the second seed's slider page and the
// resizable ring are markup in index.html; the grid of every style at several sizes and the gradient rows (sRGB
// vs OKLab) are built here as elements with attributes. The appearance menu sets color-scheme on each element.
// Exposes window.gallery = { gauges, module } (gauges: id → the element's Gauge) and sets
// <html data-state="ready" | "error"> for the tests.
import { SwiftGaugeElement } from './src/index.js';

const CIRCULAR_SIZES = [58, 120, 240];
const LINEAR_WIDTHS = [200, 400];
const STYLE_ROWS = [
  ['automatic', false], ['linearCapacity', false], ['accessoryLinear', false], ['accessoryLinearCapacity', false],
  ['accessoryCircular', true], ['accessoryCircularCapacity', true],
];

const $ = (id) => document.getElementById(id);

/** A <swift-gauge> with these attributes (and data-style, which the tests read). */
function gaugeElement(id, className, style, attributes, fallback) {
  const el = document.createElement('swift-gauge');
  el.id = id;
  el.className = className;
  el.dataset.style = style;
  el.setAttribute('gauge-style', style);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  el.textContent = fallback;
  return el;
}

/** Section "Counting value text": the `value-animation` attribute with a curve, springs (one bouncy) and a fixed
 * format; the button moves every gauge between its two values (docs/design.md › Counting value text). */
const COUNTING = [
  ['counting-ring', 'square-120', 'accessoryCircularCapacity', [20, 85], { label: 'Upload', max: '100', animation: 'easeInOut 1' }],
  ['counting-dial', 'square-240', 'dial', [40, 180], { label: 'Ground speed', max: '220', animation: 'spring 0.8 1',
    format: '{"suffix": " km/h", "fractionLength": 0}' }],
  ['counting-bar', 'width-400', 'linearCapacity', [12.5, 93.5], { label: 'CPU load', max: '100', animation: 'spring 0.6 0.4' }],
  ['counting-thermo', 'thermo-240', 'linearCapacity', [36.2, 87.4], { label: 'Oven', min: '20', max: '100',
    orientation: 'vertical', animation: 'easeOut 1.5', format: '{"suffix": "°", "fractionLength": 1}' }],
];

function buildCounting() {
  const grid = $('counting-grid');
  for (const [id, size, style, [value], attributes] of COUNTING) {
    grid.append(gaugeElement(id, `gauge ${size}`, style, { ...attributes, value: String(value), 'value-animation': '' },
      `${attributes.label} ${value}`));
  }
}

/** The interactive gauges' form: what it would submit, after every change (and a reset). */
function wireInput() {
  const form = $('input-form'), show = () => { $('input-data').value = new URLSearchParams(new FormData(form)).toString(); };
  form.addEventListener('input', show);
  form.addEventListener('reset', () => setTimeout(show));
  show();
}

/** The Count button: every counting gauge to its other value. */
function wireCounting() {
  let high = false;
  $('counting-go').addEventListener('click', () => {
    high = !high;
    for (const [id, , , values] of COUNTING) $(id).value = values[high ? 1 : 0];
  });
}

/** Section (a): one row per style, each gauge in its own sized box. */
function buildStyleGrid() {
  const grid = $('style-grid');
  for (const [style, circular] of STYLE_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    const title = document.createElement('h3');
    title.innerHTML = `<code>${style}</code>`;
    row.append(title);
    for (const size of circular ? CIRCULAR_SIZES : LINEAR_WIDTHS) {
      const fig = document.createElement('figure');
      const bounds = style === 'accessoryCircular' || style === 'accessoryLinear'
        ? { 'minimum-value-label': '0', 'maximum-value-label': '100' } : {};
      fig.append(gaugeElement(`style-${style}-${size}`, `gauge ${circular ? `square-${size}` : `width-${size}`}`, style,
        { min: '0', max: '100', value: '65', label: 'Level', ...bounds }, 'Level 65'));
      const cap = document.createElement('figcaption');
      cap.textContent = circular ? `${size} × ${size}` : `${size} wide`;
      fig.append(cap);
      row.append(fig);
    }
    grid.append(row);
  }
}

/** Section (d): one row per set of stops, a ring each in sRGB and OKLab (and OKLCH the long way round). */
const SRGB_OKLAB = [['srgb', 'sRGB'], ['oklab', 'OKLab']];
const GRADIENT_ROWS = [
  ['blue-yellow', 'Blue → yellow', ['#0000ff', '#ffff00'], SRGB_OKLAB],
  ['red-cyan', 'Red → cyan', ['#ff0000', '#00ffff'], SRGB_OKLAB],
  ['aqi', 'Air quality (system colours)', ['green', 'yellow', 'orange', 'red', 'purple'], SRGB_OKLAB],
  ['red-blue', 'Red → blue', ['#ff0000', '#0000ff'], [...SRGB_OKLAB, ['oklch longer hue', 'OKLCH, longer hue']]],
];

function buildGradients() {
  const grid = $('gradient-grid');
  for (const [key, title, stops, spaces] of GRADIENT_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    const h = document.createElement('h3');
    h.textContent = title;
    row.append(h);
    for (const [space, name] of spaces) {
      const fig = document.createElement('figure');
      fig.append(gaugeElement(`gradient-${key}-${space.split(' ')[0]}`, 'gauge square-120', 'accessoryCircular',
        { min: '0', max: '100', value: '100', 'current-value-label': '', tint: `in ${space}, ${stops.join(', ')}` }, name));
      const cap = document.createElement('figcaption');
      cap.textContent = name;
      fig.append(cap);
      row.append(fig);
    }
    grid.append(row);
  }
}

/** The battery seed's slider: value, its text, and a red tint below 20 %. */
function wireBattery() {
  const battery = $('seed-battery'), slider = $('battery-slider');
  const update = () => {
    const level = Number(slider.value) / 100;
    battery.value = level;
    battery.currentValueLabel = `${Math.round(level * 100)}%`;
    const tint = level < 0.2 ? 'red' : 'green';
    if (battery.tint !== tint) battery.tint = tint;
  };
  slider.addEventListener('input', update);
  update();
}

/** Section "Long labels": every style at 40, 58, 120 and 300 pt with labels that cannot fit, in two scripts
 * and as formatted numbers. Options the element has no attribute for (format) go on its Gauge once ready. */
const LONG_SIZES = [40, 58, 120, 300];
const LONG_SETS = {
  latin: { attributes: { label: 'A very long indicator title', 'current-value-label': '182 GB of 256 GB used',
    'minimum-value-label': 'Minimum allowed', 'maximum-value-label': 'Maximum allowed' } },
  cjk: { attributes: { label: '冷却水の温度センサー', 'current-value-label': '👨‍👩‍👧‍👦 4 online 🔋',
    'minimum-value-label': '🥶 最低温度', 'maximum-value-label': '🔥 最高温度' } },
  number: { attributes: { label: 'Pressure difference', min: '-6250', max: '6250', value: '1234.5' },
    gauge: { format: { grouping: true, fractionLength: 1 }, formatsBoundsLabels: true } },
};
/** id → options set on the element's Gauge after it is ready. */
const GAUGE_OPTIONS = {};

function buildLongLabels() {
  const grid = $('long-grid');
  for (const [style, circular] of STYLE_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    row.innerHTML = `<h3><code>${style}</code></h3>`;
    grid.append(row);
    for (const [set, { attributes, gauge }] of Object.entries(LONG_SETS)) {
      for (const size of LONG_SIZES) {
        const fig = document.createElement('figure');
        const id = `long-${style}-${set}-${size}`;
        const el = gaugeElement(id, 'gauge', style, { value: '0.62', tint: 'green, orange', ...attributes },
          attributes.label);
        el.style.width = `${size}px`;
        if (circular) el.style.height = `${size}px`;
        if (gauge) GAUGE_OPTIONS[id] = gauge;
        fig.append(el);
        const cap = document.createElement('figcaption');
        cap.textContent = `${set}, ${size}`;
        fig.append(cap);
        row.append(fig);
      }
    }
  }
}

/** Section "Right to left": each style inside dir="rtl", with a left-to-right twin (dir="ltr") beside it. */
const RTL_SETS = [
  { label: 'טמפרטורה', 'current-value-label': '21°', 'minimum-value-label': 'נמוך', 'maximum-value-label': 'גבוה',
    min: '0', max: '40', value: '21' },
  { label: 'درجة حرارة سائل التبريد في المحرك', 'current-value-label': '٢١ درجة مئوية', min: '0', max: '40', value: '9' },
  { label: 'Storage', 'minimum-value-label': 'Empty', 'maximum-value-label': 'Full', value: '0.25' },
];

function buildRightToLeft() {
  const grid = $('rtl-grid');
  for (const [style, circular] of STYLE_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    row.innerHTML = `<h3><code>${style}</code></h3>`;
    grid.append(row);
    RTL_SETS.forEach((attributes, i) => {
      const fig = document.createElement('figure');
      row.append(fig);
      for (const dir of ['rtl', 'ltr']) {
        const el = gaugeElement(`${dir === 'rtl' ? 'rtl' : 'rtl-twin'}-${style}-${i}`,
          `gauge ${circular ? 'square-120' : 'width-200'}`, style, { tint: 'blue, purple', ...attributes }, attributes.label);
        if (dir === 'ltr') el.dir = 'ltr';
        fig.append(el);
      }
    });
  }
}

/** Section (c): the second seed's page, five styles under one slider (0…100). */
function wireSeed2() {
  const els = [...document.querySelectorAll('#seed2 swift-gauge')];
  const slider = $('seed2-slider'), out = $('seed2-output');
  slider.addEventListener('input', () => {
    const v = Math.round(Number(slider.value));
    out.value = String(v);
    for (const el of els) {
      el.value = v;
      if (el.gaugeStyle.includes('Circular')) el.currentValueLabel = `${v}%`;
    }
  });
}

/** The appearance menu: follow the system (no color-scheme attribute), or force light / dark. */
function wireScheme(elements) {
  const select = $('scheme-select');
  const apply = () => {
    const v = select.value;
    if (v === 'auto') delete document.documentElement.dataset.scheme; else document.documentElement.dataset.scheme = v;
    for (const el of elements) el.colorScheme = v === 'auto' ? null : v;
  };
  select.addEventListener('change', apply);
  apply();
}

/** The dashboard: built only from the features beyond SwiftUI (dial, zones, target, origin, values, segments, vertical
 * bars, custom ring arcs). `attributes` go on the element (as markup would), the rest through its properties. */
const DASHBOARD = [
  ['dash-speed', 'square-240', { style: 'dial', label: 'Speed', lower: 0, upper: 220, value: 96,
    format: { suffix: ' km/h', fractionLength: 0 }, dial: { minorTicks: 4 }, target: 130,
    zones: [{ from: 0, color: 'green', name: 'normal' }, { from: 130, color: 'orange', name: 'fast' },
      { from: 180, color: 'red', name: 'too fast' }] }],
  ['dash-fuel', 'square-240', { style: 'dial', label: 'Fuel level', lower: 0, upper: 100, value: 50, format: { suffix: ' %' },
    dial: { startAngle: -90, sweep: 180, majorTicks: 4, minorTicks: 0 }, low: 33, high: 66, optimum: 80 }],
  ['dash-clock', 'square-240', { style: 'dial', label: 'Heading', lower: 0, upper: 360, value: 75,
    dial: { startAngle: 0, sweep: 360, majorTicks: 12, minorTicks: 3 }, tint: 'indigo' }],
  ['dash-temps', 'square-240', { style: 'dial', label: 'Cylinders', lower: 60, upper: 80, value: 62,
    dial: { majorTicks: 4, minorTicks: 5 }, tint: 'blue', values: [{ value: 71.2, color: 'orange', label: 'Rear' }] }],
  ['dash-balance', 'square-240', { style: 'dial', label: 'Balance', lower: -50, upper: 50, value: -20, origin: 0,
    dial: { startAngle: -120, sweep: 240, majorTicks: 10, minorTicks: 2 }, tint: ['red', 'gray', 'green'] }],
  ['dash-rings', 'square-240', { style: 'accessoryCircularCapacity', label: 'Activity', value: 0.75, tint: 'red',
    values: [{ value: 0.5, color: 'green', label: 'Exercise' }, { value: 0.9, color: 'cyan', label: 'Stand' }] }],
  ['dash-lcd', 'width-400', { style: 'linearCapacity', label: 'Outdoor temperature', lower: -20, upper: 35, value: 27, segments: 55,
    format: { suffix: '°' }, zones: [{ from: -20, color: 'blue', name: 'cold' }, { from: 5, color: 'green', name: 'mild' },
      { from: 25, color: 'yellow', name: 'warm' }, { from: 30, color: 'red', name: 'hot' }] }],
  ['dash-origin', 'width-400', { style: 'linearCapacity', label: 'Net flow', lower: -50, upper: 50, value: -20, origin: 0,
    tint: 'purple' }],
  // A thermometer (orientation as the element's attribute): zone bands faded on the track, the fill upward, a target.
  ['dash-thermo', 'thermo-240', { style: 'linearCapacity', label: 'Boiler', lower: 20, upper: 100, value: 68, orientation: 'vertical',
    format: { suffix: '°', fractionLength: 0 }, formatsBoundsLabels: true, tint: 'red', target: 75,
    zones: [{ from: 20, color: 'blue', name: 'cold' }, { from: 50, color: 'green', name: 'normal' },
      { from: 85, color: 'red', name: 'too hot' }] }],
  // A zoned marker bar: the track is the zone bands, the marker knocked out of them.
  ['dash-aqi', 'width-400', { style: 'accessoryLinear', label: 'Air quality', lower: 0, upper: 300, value: 42,
    minimumValueLabel: 'Good', maximumValueLabel: 'Hazardous',
    zones: [{ from: 0, color: 'green', name: 'good' }, { from: 50, color: 'yellow', name: 'moderate' },
      { from: 100, color: 'orange', name: 'unhealthy' }, { from: 200, color: 'purple', name: 'very unhealthy' }] }],
  // Custom arcs (the ring-arc attribute) and zone bands on the ring styles.
  ['dash-half-speed', 'box-240x140', { style: 'accessoryCircular', label: 'Road speed', lower: 0, upper: 220, value: 96,
    attributes: { 'ring-arc': '-90 180', 'minimum-value-label': '0', 'maximum-value-label': '220' },
    format: { suffix: ' km/h', fractionLength: 0 },
    zones: [{ from: 0, color: 'green', name: 'normal' }, { from: 130, color: 'orange', name: 'fast' },
      { from: 180, color: 'red', name: 'too fast' }] }],
  ['dash-cpu', 'square-240', { style: 'accessoryCircularCapacity', label: 'CPU', value: 0.72, format: { percent: true },
    zones: [{ from: 0, color: 'green', name: 'normal' }, { from: 0.6, color: 'orange', name: 'busy' },
      { from: 0.85, color: 'red', name: 'overloaded' }] }],
  ['dash-volume', 'box-240x140', { style: 'accessoryCircularCapacity', label: 'Volume', value: 0.4, format: { percent: true },
    attributes: { 'ring-arc': '240' }, tint: 'in oklab, teal, indigo' }],
];

/** Section "A delta against a reference": the `reference` and `delta` attributes on every family of styles. */
const DELTAS = [
  ['delta-dial', 'square-240', 'dial', { label: 'Wind speed', max: '220', value: '96', reference: '88', format: '{"suffix": " km/h", "fractionLength": 0}' }],
  ['delta-ring', 'square-120', 'accessoryCircularCapacity', { label: 'Charge', max: '100', value: '62', reference: '70' }],
  ['delta-open-ring', 'square-120', 'accessoryCircular', { label: 'Load', max: '100', value: '48', reference: '45' }],
  ['delta-bar', 'width-400', 'linearCapacity', { label: 'Revenue', max: '200', value: '126.4', reference: '120',
    format: '{"prefix": "$", "fractionLength": 1}' }],
  ['delta-relative', 'width-200', 'accessoryLinearCapacity', { label: 'Visitors', max: '5000', value: '3120', reference: '2900',
    delta: '{"mode": "relative"}' }],
  ['delta-marker', 'width-200', 'accessoryLinear', { label: 'Score', max: '100', value: '31', reference: '36',
    delta: '{"increasingSymbol": "↑", "decreasingSymbol": "↓"}', 'decreasing-color': '#b00020' }],
  ['delta-thermo', 'thermo-240', 'linearCapacity', { label: 'Boiler', min: '20', max: '100', value: '68', reference: '61.5',
    orientation: 'vertical', format: '{"suffix": "°", "fractionLength": 1}' }],
];

function buildDeltas() {
  const grid = $('delta-grid');
  for (const [id, size, style, attributes] of DELTAS) {
    grid.append(gaugeElement(id, `gauge ${size}`, style, attributes, `${attributes.label} ${attributes.value}`));
  }
}

/** Section "Needle shapes": the `needle` and `hub-color` attributes (docs/swiftui-fidelity.md › Needle shapes). */
const NEEDLES = [
  ['needle-line', { label: 'Line', max: '220', value: '96', format: '{"suffix": " km/h"}' }],
  ['needle-tapered', { label: 'Tapered', max: '220', value: '96', format: '{"suffix": " km/h"}', needle: 'tapered' }],
  ['needle-arrow', { label: 'Arrow', max: '220', value: '96', format: '{"suffix": " km/h"}', needle: 'arrow 0.1',
    'hub-color': '#8e8e93' }],
  ['needle-zones', { label: 'Load', max: '100', value: '81', format: '{"suffix": " %"}', needle: 'tapered 0.09',
    zones: '[{"from": 0, "color": "#34c759", "name": "normal"}, {"from": 60, "color": "#ff9500", "name": "high"}, {"from": 80, "color": "#ff3b30", "name": "critical"}]' }],
  ['needle-rtl', { label: 'Airspeed', max: '200', value: '130', needle: 'arrow', dir: 'rtl',
    values: '[{"value": 60, "color": "#ff9500", "label": "Average"}]' }],
];

function buildNeedles() {
  const grid = $('needle-grid');
  for (const [id, attributes] of NEEDLES) {
    grid.append(gaugeElement(id, 'gauge square-240', 'dial', attributes, `${attributes.label} ${attributes.value}`));
  }
}

/** Section "Ticks where you want them": the dial attribute's ticks and ticksAtZones (docs/swiftui-fidelity.md › Ticks at given values). */
const GIVEN_TICKS = [
  ['ticks-fuel', { label: 'Fuel', max: '1', value: '0.62', format: '{"percent": true, "fractionLength": 0}', needle: 'tapered',
    dial: '{"startAngle": -120, "sweep": 240, "minorTicks": 2, "ticks": [{"value": 0, "label": "E"}, {"value": 0.5, "label": "½"}, {"value": 1, "label": "F"}, 0.25, 0.75]}',
    zones: '[{"from": 0, "color": "#ff3b30", "name": "reserve"}, {"from": 0.15, "color": "#8e8e93", "name": "ok"}]' }],
  ['ticks-rpm', { label: 'RPM', max: '9000', value: '7150', format: '{"grouping": true}', needle: 'arrow',
    dial: '{"ticksAtZones": true, "ticks": [3000], "minorTicks": 4}',
    zones: '[{"from": 0, "color": "#34c759", "name": "normal"}, {"from": 6500, "color": "#ff9500", "name": "high"}, {"from": 7800, "color": "#ff3b30", "name": "redline"}]' }],
  ['ticks-coolant', { label: 'Coolant', min: '40', max: '140', value: '92', format: '{"suffix": " °C"}',
    dial: '{"startAngle": -60, "sweep": 120, "ticks": [{"value": 40, "label": "C"}, 90, {"value": 140, "label": "H"}]}' }],
];

function buildGivenTicks() {
  const grid = $('given-ticks-grid');
  for (const [id, attributes] of GIVEN_TICKS) {
    grid.append(gaugeElement(id, 'gauge square-240', 'dial', attributes, `${attributes.label} ${attributes.value}`));
  }
}

/** Threshold markers on every family (the threshold-markers attribute). */
const ZONES_3 = [{ from: 0, color: 'green', name: 'normal' }, { from: 60, color: 'orange', name: 'high' },
  { from: 85, color: 'red', name: 'critical' }];
const THRESHOLDS = [
  ['th-ring', 'square-120', { style: 'accessoryCircular', label: 'Load', lower: 0, upper: 100, value: 72, target: 90,
    zones: ZONES_3, thresholdMarkers: 'zones+target' }],
  ['th-capacity', 'square-120', { style: 'accessoryCircularCapacity', label: 'Disk', lower: 0, upper: 100, value: 64,
    zones: ZONES_3, thresholdMarkers: 'zones' }],
  ['th-half', 'box-240x140', { style: 'accessoryCircular', label: 'Road speed', lower: 0, upper: 220, value: 96,
    attributes: { 'ring-arc': '-90 180', 'minimum-value-label': '0', 'maximum-value-label': '220' },
    format: { suffix: ' km/h', fractionLength: 0 }, thresholdMarkers: 'zones',
    zones: [{ from: 0, color: 'green', name: 'normal' }, { from: 130, color: 'orange', name: 'fast' },
      { from: 180, color: 'red', name: 'too fast' }] }],
  ['th-dial', 'square-240', { style: 'dial', label: 'Fuel reserve', lower: 0, upper: 100, value: 50, format: { suffix: ' %' },
    low: 33, high: 66, optimum: 80, target: 75, thresholdMarkers: 'zones' }],
  ['th-bar', 'width-400', { style: 'linearCapacity', label: 'Memory', lower: 0, upper: 100, value: 64, zones: ZONES_3,
    attributes: { 'minimum-value-label': '0', 'maximum-value-label': '100' }, thresholdMarkers: 'zones' }],
  ['th-lcd', 'width-400', { style: 'linearCapacity', label: 'Level', lower: 0, upper: 100, value: 70, segments: 20,
    zones: ZONES_3, thresholdMarkers: 'zones' }],
  ['th-thermo', 'thermo-240', { style: 'linearCapacity', label: 'Tank', lower: 0, upper: 100, value: 55, orientation: 'vertical',
    format: { suffix: ' %', fractionLength: 0 }, zones: ZONES_3, thresholdMarkers: 'zones' }],
  ['th-aqi-rtl', 'width-400', { style: 'accessoryLinear', label: 'Air quality', lower: 0, upper: 300, value: 42,
    attributes: { 'layout-direction': 'rtl' }, minimumValueLabel: 'Good', maximumValueLabel: 'Hazardous', target: 150,
    thresholdMarkers: 'zones',
    zones: [{ from: 0, color: 'green', name: 'good' }, { from: 50, color: 'yellow', name: 'moderate' },
      { from: 100, color: 'orange', name: 'unhealthy' }, { from: 200, color: 'purple', name: 'very unhealthy' }] }],
];

/** The dashboard as elements: every option through the element's attributes (its properties write them; objects
 * as JSON, the fuel gauge's zones from <meter>'s low/high/optimum); options without an attribute go on el.gauge. */
function buildDashboard(gridId = 'dash-grid', entries = DASHBOARD) {
  const grid = $(gridId);
  for (const [id, size, options] of entries) {
    const { style, label, lower = 0, upper = 1, value, attributes: more = {}, ...rest } = options;
    const attributes = { label, min: String(lower), max: String(upper), value: String(value), ...more };
    const el = gaugeElement(id, `gauge ${size}`, style, attributes, `${label} ${value}`);
    const onGauge = {};
    for (const [k, v] of Object.entries(rest)) if (k in el) el[k] = v; else onGauge[k] = v;
    grid.append(el);
    GAUGE_OPTIONS[id] = onGauge;
  }
}

async function main() {
  const status = $('status');
  try {
    buildStyleGrid();
    buildGradients();
    buildCounting();
    buildDashboard();
    buildDeltas();
    buildNeedles();
    buildGivenTicks();
    buildDashboard('threshold-grid', THRESHOLDS);
    buildLongLabels();
    buildRightToLeft();
    const elements = [...document.querySelectorAll('swift-gauge')];
    const module = await SwiftGaugeElement.loadModule();
    const gauges = {};
    for (const el of elements) gauges[el.id] = await el.ready;
    window.gallery = { gauges, module };
    for (const [id, options] of Object.entries(GAUGE_OPTIONS)) Object.assign(gauges[id], options);
    wireBattery();
    wireSeed2();
    wireCounting();
    wireInput();
    wireScheme(elements);
    await module.whenRendered();
    status.textContent = `${elements.length} gauges rendered.`;
    document.documentElement.dataset.state = 'ready';
  } catch (e) {
    console.error('gallery failed:', e);
    status.textContent = `Could not start the gallery: ${e.message}`;
    document.documentElement.dataset.error = e.message;
    document.documentElement.dataset.state = 'error';
  }
}

main();
