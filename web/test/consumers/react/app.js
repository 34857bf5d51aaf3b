// Three <swift-gauge> elements rendered by React (the UMD build on window.React / window.ReactDOM) with
// React.createElement, values from state (the "Next" button), `zones` and `tint` passed as props. The page's
// <html data-mode> says how: "attributes" passes what stock React 18 writes as attributes (strings, objects as
// JSON text, camelCase names that land lower-cased), "properties" passes arrays and objects as values, for a
// React that sets properties on custom elements (Debian's build, React 19) — except the bar's zones, JSON text on
// both pages, as a page written for React 18 passes them. A fourth, an interactive dial, is a controlled input: its
// `input` events (bubbling, React's onInput through its root listener) set the state its value comes from.
import { SwiftGaugeElement } from 'swift-gauge'; // before the first render: importing it defines <swift-gauge>

const MODE = document.documentElement.dataset.mode;
const asAttribute = MODE === 'attributes';
const json = (v) => (asAttribute ? JSON.stringify(v) : v);
const { LIME, AMBER, RUBY, AZURE } = window.COLOURS;

// Instrumentation (calls through): how often React went through each element property, and with what.
const sets = {};
for (const name of ['value', 'min', 'max', 'label', 'gaugeStyle', 'currentValueLabel', 'zones', 'tint', 'format']) {
  const d = Object.getOwnPropertyDescriptor(SwiftGaugeElement.prototype, name);
  Object.defineProperty(SwiftGaugeElement.prototype, name, {
    ...d,
    set(v) { (sets[name] ??= []).push(Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v); d.set.call(this, v); },
  });
}

const zones = [{ from: 0, color: LIME }, { from: 60, color: AMBER, name: 'high' }];
const barZones = [{ from: 0, color: LIME }, { from: 0.6, color: AMBER, name: 'high' }];
const STEPS = [{ speed: 30, temperature: 20, charge: 0.25 }, { speed: 75, temperature: 35, charge: 0.8 }];
const h = React.createElement;

function App() {
  const [step, setStep] = React.useState(0);
  const [volume, setVolume] = React.useState(30);
  const s = STEPS[step % STEPS.length];
  return h('div', null,
    h('button', { id: 'next', onClick: () => setStep((n) => n + 1) }, 'Next'),
    h('p', { id: 'step' }, String(step)),
    h('swift-gauge', { id: 'dial', gaugeStyle: 'dial', value: s.speed, min: 0, max: 100, label: 'Speed',
      zones: json(zones), style: { width: '240px', height: '240px' } }, `${s.speed}`),
    h('swift-gauge', { id: 'ring', gaugeStyle: 'accessoryCircularCapacity', value: s.temperature, min: 0, max: 40,
      label: 'Temperature', currentValueLabel: `${s.temperature}°`,
      tint: asAttribute ? RUBY : { interpolation: 'srgb', stops: [{ color: RUBY, location: 0 }, { color: RUBY, location: 1 }] },
      style: { width: '120px', height: '120px' } }, `${s.temperature}°`),
    // The bar's zones are JSON text on both pages (README's React 18 form): as a property they must work too.
    h('swift-gauge', { id: 'bar', gaugeStyle: 'linearCapacity', value: s.charge, label: 'Battery',
      zones: JSON.stringify(barZones), format: json({ percent: true }), style: { width: '320px' } }, `${Math.round(s.charge * 100)}%`),
    h('swift-gauge', { id: 'knob', gaugeStyle: 'dial', interactive: true, value: volume, min: 0, max: 100, step: 5, label: 'Volume',
      onInput: (e) => setVolume(e.target.value), style: { width: '160px', height: '160px' } }),
    h('p', { id: 'volume' }, String(volume)),
  );
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
window.reactPage = { sets, version: React.version, domVersion: ReactDOM.version, mode: MODE };
document.documentElement.dataset.state = 'ready';
