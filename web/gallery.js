// The gallery page: every style at several sizes, the seed examples, the second seed's slider page, gradients in
// sRGB and OKLab side by side, and a light/dark/system appearance menu.
// Exposes window.gallery = { gauges, module } and sets <html data-state="ready" | "error"> for the tests.
import { loadSwiftGauge } from './swift-gauge.js';

const CIRCULAR_SIZES = [58, 120, 240];
const LINEAR_WIDTHS = [200, 400];
const STYLE_ROWS = [
  ['automatic', false], ['linearCapacity', false], ['accessoryLinear', false], ['accessoryLinearCapacity', false],
  ['accessoryCircular', true], ['accessoryCircularCapacity', true],
];

const gauges = {};
const $ = (id) => document.getElementById(id);

function create(module, id, options) {
  const el = $(id);
  gauges[id] = module.createGauge(el, { style: el.dataset.style, ...options });
  return gauges[id];
}

/** Section (a): one row per style, each gauge in its own sized box with an id and data-style. */
function buildStyleGrid(module) {
  const grid = $('style-grid');
  for (const [style, circular] of STYLE_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    row.innerHTML = `<h3><code>${style}</code></h3>`;
    grid.append(row); // in the document before its gauges are created (create() looks them up by id)
    for (const size of circular ? CIRCULAR_SIZES : LINEAR_WIDTHS) {
      const fig = document.createElement('figure');
      const box = document.createElement('div');
      box.className = `gauge ${circular ? `square-${size}` : `width-${size}`}`;
      box.id = `style-${style}-${size}`;
      box.dataset.style = style;
      fig.append(box);
      const cap = document.createElement('figcaption');
      cap.textContent = circular ? `${size} × ${size}` : `${size} wide`;
      fig.append(cap);
      row.append(fig);
      create(module, box.id, {
        lower: 0, upper: 100, value: 65, label: 'Level',
        ...(style === 'accessoryCircular' || style === 'accessoryLinear' ? { minimumValueLabel: '0', maximumValueLabel: '100' } : {}),
      });
    }
  }
}

/** Section (b): the four examples of the first seed. */
function buildSeeds(module) {
  create(module, 'seed-temperature', {
    lower: 0, upper: 40, value: 21, label: 'Temperature', currentValueLabel: '21°',
    minimumValueLabel: '0', maximumValueLabel: '40', tint: ['green', 'yellow', 'orange', 'red'],
  });

  const battery = create(module, 'seed-battery', { label: 'Battery' });
  const slider = $('battery-slider');
  const setBattery = () => {
    const level = Number(slider.value) / 100;
    battery.value = level;
    battery.currentValueLabel = `${Math.round(level * 100)}%`;
    const tint = level < 0.2 ? 'red' : 'green';
    if (battery.tint !== tint) battery.tint = tint;
  };
  slider.addEventListener('input', setBattery);
  setBattery();

  create(module, 'seed-storage', {
    lower: 0, upper: 256, value: 182, label: 'iPhone Storage', currentValueLabel: '182 GB of 256 GB used', tint: 'orange',
  });
  create(module, 'seed-aqi', {
    lower: 0, upper: 200, value: 42, label: 'AQI', currentValueLabel: '42',
    minimumValueLabel: 'Good', maximumValueLabel: 'Poor', tint: ['green', 'yellow', 'orange', 'red', 'purple'],
  });
}

/** Section (d): one row per set of stops, a ring each in sRGB and OKLab (and OKLCH the long way round). */
const SRGB_OKLAB = [['srgb', 'sRGB'], ['oklab', 'OKLab']];
const GRADIENT_ROWS = [
  ['blue-yellow', 'Blue → yellow', ['#0000ff', '#ffff00'], SRGB_OKLAB],
  ['red-cyan', 'Red → cyan', ['#ff0000', '#00ffff'], SRGB_OKLAB],
  ['aqi', 'Air quality (system colours)', ['green', 'yellow', 'orange', 'red', 'purple'], SRGB_OKLAB],
  ['red-blue', 'Red → blue', ['#ff0000', '#0000ff'], [...SRGB_OKLAB, ['oklch longer hue', 'OKLCH, longer hue']]],
];

function buildGradients(module) {
  const grid = $('gradient-grid');
  for (const [key, title, stops, spaces] of GRADIENT_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    row.innerHTML = `<h3>${title}</h3>`;
    grid.append(row);
    for (const [space, name] of spaces) {
      const id = `gradient-${key}-${space.split(' ')[0]}`;
      const fig = document.createElement('figure');
      fig.innerHTML = `<div class="gauge square-120" id="${id}" data-style="accessoryCircular"></div><figcaption>${name}</figcaption>`;
      row.append(fig);
      create(module, id, { lower: 0, upper: 100, value: 100, currentValueLabel: '', tint: { interpolation: space, stops } });
    }
  }
}

/** The appearance menu: follow the system (colorScheme null), or force light / dark on the page and every gauge. */
function setUpScheme() {
  const select = $('scheme-select');
  const apply = () => {
    const v = select.value;
    if (v === 'auto') delete document.documentElement.dataset.scheme; else document.documentElement.dataset.scheme = v;
    for (const g of Object.values(gauges)) g.colorScheme = v === 'auto' ? null : v;
  };
  select.addEventListener('change', apply);
  apply();
}

/** Section (c): the second seed's page, five styles under one slider (0…100). */
function buildSeed2(module) {
  const ids = ['accessoryCircularCapacity', 'accessoryCircular', 'accessoryLinear', 'accessoryLinearCapacity', 'linearCapacity']
    .map((s) => `seed2-${s}`);
  const tints = {
    'seed2-accessoryCircularCapacity': 'green',
    'seed2-accessoryCircular': ['red', 'yellow', 'green', 'green', 'green'],
    'seed2-accessoryLinear': 'blue',
    'seed2-accessoryLinearCapacity': 'cyan',
    'seed2-linearCapacity': 'orange',
  };
  for (const id of ids) {
    create(module, id, {
      // The seed animates value changes with withAnimation(.easeInOut(duration: 1)).
      lower: 0, upper: 100, label: 'Progress', tint: tints[id], animation: { type: 'easeInOut', duration: 1 },
      ...(id === 'seed2-accessoryCircular' ? { minimumValueLabel: '0', maximumValueLabel: '100' } : {}),
    });
  }
  const slider = $('seed2-slider'), out = $('seed2-output');
  const update = () => {
    const v = Math.round(Number(slider.value));
    out.value = String(v);
    for (const id of ids) {
      gauges[id].value = v;
      if (id.includes('Circular')) gauges[id].currentValueLabel = `${v}%`;
    }
  };
  slider.addEventListener('input', update);
  update();
}

/** Section "Long labels": every style at 40, 58, 120 and 300 pt with labels that cannot fit, in two scripts. */
const LONG_SIZES = [40, 58, 120, 300];
const LONG_SETS = {
  latin: { label: 'A very long indicator title', currentValueLabel: '182 GB of 256 GB used',
    minimumValueLabel: 'Minimum allowed', maximumValueLabel: 'Maximum allowed' },
  cjk: { label: '冷却水の温度センサー', currentValueLabel: '👨‍👩‍👧‍👦 4 online 🔋',
    minimumValueLabel: '🥶 最低温度', maximumValueLabel: '🔥 最高温度' },
  number: { label: 'Pressure difference', lower: -6250, upper: 6250, value: 1234.5,
    format: { grouping: true, fractionLength: 1 }, formatsBoundsLabels: true },
};

function buildLongLabels(module) {
  const grid = $('long-grid');
  for (const [style, circular] of STYLE_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    row.innerHTML = `<h3><code>${style}</code></h3>`;
    grid.append(row);
    for (const [set, labels] of Object.entries(LONG_SETS)) {
      for (const size of LONG_SIZES) {
        const fig = document.createElement('figure');
        const box = document.createElement('div');
        box.className = 'gauge';
        box.style.width = `${size}px`;
        if (circular) box.style.height = `${size}px`;
        box.id = `long-${style}-${set}-${size}`;
        box.dataset.style = style;
        fig.append(box);
        const cap = document.createElement('figcaption');
        cap.textContent = `${set}, ${size}`;
        fig.append(cap);
        row.append(fig);
        create(module, box.id, { value: 0.62, tint: ['green', 'orange'], ...labels });
      }
    }
  }
}

/** Section "Right to left": each style inside dir="rtl", with a left-to-right twin (dir="ltr") under it. */
const RTL_SETS = [
  { label: 'טמפרטורה', currentValueLabel: '21°', minimumValueLabel: 'נמוך', maximumValueLabel: 'גבוה',
    lower: 0, upper: 40, value: 21 },
  { label: 'درجة حرارة سائل التبريد في المحرك', currentValueLabel: '٢١ درجة مئوية', lower: 0, upper: 40, value: 9 },
  { label: 'Storage', minimumValueLabel: 'Empty', maximumValueLabel: 'Full', value: 0.25 },
];

function buildRightToLeft(module) {
  const grid = $('rtl-grid');
  for (const [style, circular] of STYLE_ROWS) {
    const row = document.createElement('div');
    row.className = 'style-row';
    row.innerHTML = `<h3><code>${style}</code></h3>`;
    grid.append(row);
    RTL_SETS.forEach((labels, i) => {
      const fig = document.createElement('figure');
      row.append(fig);
      for (const dir of ['rtl', 'ltr']) {
        const box = document.createElement('div');
        box.className = `gauge ${circular ? 'square-120' : 'width-200'}`;
        box.id = `${dir === 'rtl' ? 'rtl' : 'rtl-twin'}-${style}-${i}`;
        box.dataset.style = style;
        if (dir === 'ltr') box.dir = 'ltr';
        fig.append(box);
        create(module, box.id, { tint: ['blue', 'purple'], ...labels });
      }
    });
  }
}

/** The dashboard: built only from the features beyond SwiftUI (dial, zones, target, origin, values, segments). */
const DASHBOARD = [
  ['dash-speed', 'square-240', { style: 'dial', label: 'Speed', lower: 0, upper: 220, value: 96,
    format: { suffix: ' km/h', fractionLength: 0 }, dial: { majorTicks: 11, minorTicks: 4 }, target: 130,
    zones: [{ from: 0, color: 'green', name: 'normal' }, { from: 130, color: 'orange', name: 'fast' },
      { from: 180, color: 'red', name: 'too fast' }] }],
  ['dash-fuel', 'square-240', { style: 'dial', label: 'Fuel level', lower: 0, upper: 100, value: 50, format: { suffix: ' %' },
    dial: { startAngle: -90, sweep: 180, majorTicks: 4, minorTicks: 0 },
    zones: [{ from: 0, color: 'red', name: 'even less good' }, { from: 33, color: 'yellow', name: 'suboptimal' },
      { from: 66, color: 'green', name: 'optimal' }] }],
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
];

function buildDashboard(module) {
  const grid = $('dash-grid');
  for (const [id, size, options] of DASHBOARD) {
    const box = document.createElement('div');
    box.className = `gauge ${size}`;
    box.id = id;
    box.dataset.style = options.style;
    grid.append(box);
    create(module, id, options);
  }
}

async function main() {
  const status = $('status');
  try {
    const module = await loadSwiftGauge(new URL('./swift-gauge.wasm', import.meta.url));
    window.gallery = { gauges, module };
    buildStyleGrid(module);
    buildSeeds(module);
    buildSeed2(module);
    buildGradients(module);
    buildDashboard(module);
    buildLongLabels(module);
    buildRightToLeft(module);
    create(module, 'resizable-ring', {
      lower: 0, upper: 100, value: 72, label: 'Pressure', currentValueLabel: '72',
      minimumValueLabel: '0', maximumValueLabel: '100', tint: ['teal', 'indigo'],
    });
    setUpScheme();
    await module.whenRendered();
    status.textContent = `${Object.keys(gauges).length} gauges rendered.`;
    document.documentElement.dataset.state = 'ready';
  } catch (e) {
    console.error('gallery failed:', e);
    status.textContent = `Could not start the gallery: ${e.message}`;
    document.documentElement.dataset.error = e.message;
    document.documentElement.dataset.state = 'error';
  }
}

main();
