// The gallery page: every gauge is a <swift-gauge> element. The seeds, the second seed's slider page and the
// resizable ring are markup in index.html; the grid of every style at several sizes and the gradient rows (sRGB
// vs OKLab) are built here as elements with attributes. The appearance menu sets color-scheme on each element.
// Exposes window.gallery = { gauges, module } (gauges: id → the element's Gauge) and sets
// <html data-state="ready" | "error"> for the tests.
import { SwiftGaugeElement } from './swift-gauge.js';

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

async function main() {
  const status = $('status');
  try {
    buildStyleGrid();
    buildGradients();
    const elements = [...document.querySelectorAll('swift-gauge')];
    const module = await SwiftGaugeElement.loadModule();
    const gauges = {};
    for (const el of elements) gauges[el.id] = await el.ready;
    window.gallery = { gauges, module };
    wireBattery();
    wireSeed2();
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
