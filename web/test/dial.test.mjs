// The dial's tick labels from the JS host (docs/swiftui-fidelity.md › Dial ticks and labels): round automatic
// ticks, units only in the value text — the core's format without its affixes, an Intl.NumberFormat's
// formatToParts without its unit, currency and percent-sign parts — and the tickFormat option (core format,
// Intl.NumberFormat or function), whose texts follow the core's ticks when the bounds or the dial change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());

/** The drawn texts of a 480 px dial, in list order (tick labels first, then the value text and the label). */
function texts(g, value) {
  if (value !== undefined) g.value = value;
  g.render(480, 480, 1, 0);
  return [...g.displayListText().matchAll(/^text "((?:[^"\\]|\\.)*)"/gm)].map((m) => m[1]);
}

const SPEED = { style: 'dial', lower: 0, upper: 220, value: 150, animation: 'none', dial: { minorTicks: 4 } };

test('automatic ticks are round and the core format\'s suffix stays in the value text', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ ...SPEED, format: { suffix: ' km/h', fractionLength: 0 } });
  // No value first (no needle hides a label), then a value: its text alone carries the unit.
  const t = texts(g, NaN);
  assert.deepEqual(t.slice(0, 12), ['0', '20', '40', '60', '80', '100', '120', '140', '160', '180', '200', '220']);
  const v = texts(g, 150);
  assert.equal(v.filter((s) => s.includes('km/h')).length, 1);
  assert.ok(v.includes('150 km/h'));
  g.dial = { majorTicks: 4 };  // a given count is honoured
  assert.deepEqual(texts(g).slice(0, 5), ['0', '55', '110', '165', '220']);
  g.destroy();
});

test('an Intl.NumberFormat format: ticks without its unit, currency or percent sign; the value keeps it', async () => {
  const m = await load();
  const unit = m.createGaugeHandle({ ...SPEED, format: new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer-per-hour' }) });
  assert.deepEqual(texts(unit, NaN).slice(0, 3), ['0', '20', '40']);
  const t = texts(unit, 150);
  assert.ok(t.includes('150 km/h') && t.filter((s) => s.includes('km/h')).length === 1, t.join('|'));
  const euro = m.createGaugeHandle({ ...SPEED, lower: 0, upper: 2000, value: 1250,
    format: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }) });
  const e = texts(euro);
  assert.ok(e.includes('1.000') && e.some((s) => /^1\.250\s€$/u.test(s)) && e.filter((s) => s.includes('€')).length === 1, e.join('|'));
  const pct = m.createGaugeHandle({ ...SPEED, lower: 0, upper: 1, value: 0.5, format: new Intl.NumberFormat('en', { style: 'percent' }) });
  const p = texts(pct);
  assert.deepEqual(p.slice(0, 3), ['0', '10', '20']);
  assert.ok(p.includes('50%') && p.filter((s) => s.includes('%')).length === 1, p.join('|'));
  // Texts follow the core's ticks: new bounds, new values formatted.
  unit.setBounds(0, 240);
  assert.deepEqual(texts(unit, NaN).slice(0, 3), ['0', '20', '40']);
  assert.ok(texts(unit).includes('240'));
  for (const g of [unit, euro, pct]) g.destroy();
});

test('tickFormat: core options, an Intl.NumberFormat or a function, over the default', async () => {
  const m = await load();
  // No value (no needle over a label) and four intervals (no thinning), so every tick label shows.
  const opts = { ...SPEED, value: NaN, dial: { majorTicks: 4 }, format: { suffix: ' km/h' } };
  const g = m.createGaugeHandle({ ...opts, tickFormat: { fractionLength: 1, suffix: '°' } });
  assert.deepEqual(texts(g).slice(0, 5), ['0.0°', '55.0°', '110.0°', '165.0°', '220.0°']);
  assert.deepEqual(g.tickFormat, { fractionLength: 1, suffix: '°' });
  g.tickFormat = (v) => `<${v}>`;
  assert.deepEqual(texts(g).slice(0, 5), ['<0>', '<55>', '<110>', '<165>', '<220>']);
  g.dial = { majorTicks: 2 };  // the function formats the core's new ticks
  assert.deepEqual(texts(g).slice(0, 3), ['<0>', '<110>', '<220>']);
  g.tickFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 2 });
  assert.deepEqual(texts(g).slice(0, 3), ['0.00', '110.00', '220.00']);
  g.tickFormat = null;  // back to the value format without its suffix
  assert.deepEqual(texts(g).slice(0, 3), ['0', '110', '220']);
  assert.throws(() => { g.tickFormat = { fractionLength: 99 }; }, /^RangeError: tickFormat\.fractionLength: must be an integer 0…20, got 99$/);
  assert.throws(() => { g.tickFormat = 'x'; }, /^TypeError: tickFormat: expected an Intl.NumberFormat, a function or format options, got /);
  assert.throws(() => { g.tickFormat = { bogus: 1 }; }, /^TypeError: tickFormat: unknown option "bogus"$/);
  assert.deepEqual(texts(g).slice(0, 3), ['0', '110', '220'], 'a refused tickFormat keeps the gauge');
  g.destroy();
});

test('a tick formatter that fails warns once and the core\'s format shows', async () => {
  const m = await load();
  const warnings = [];
  const warn = console.warn;
  console.warn = (...a) => warnings.push(a.join(' '));
  try {
    const g = m.createGaugeHandle({ ...SPEED, value: NaN, dial: { majorTicks: 4 },
      tickFormat: (v) => { if (v > 100) throw new Error('no'); return `t${v}`; } });
    assert.deepEqual(texts(g).slice(0, 3), ['0', '55', '110'], 'all ticks fall back together');
    g.setBounds(0, 100);
    assert.deepEqual(texts(g).slice(0, 3), ['t0', 't25', 't50']);
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0], /tickFormat: the formatter threw for 110: no/);
    g.destroy();
  } finally {
    console.warn = warn;
  }
});

test('ticks show the digits of the step, not the value format\'s (core format and Intl.NumberFormat)', async () => {
  const m = await load();
  const dial = { style: 'dial', animation: 'none', dial: { minorTicks: 4 } };
  // The core's format: $1,250.00 reads against 0, 500 … 5,000; -3.5 dB against -10, -8 … 10.
  const usd = m.createGaugeHandle({ ...dial, lower: 0, upper: 5000, format: { fractionLength: 2, grouping: true, prefix: '$' } });
  assert.deepEqual(texts(usd, NaN).slice(0, 11), ['0', '500', '1,000', '1,500', '2,000', '2,500', '3,000', '3,500', '4,000', '4,500', '5,000']);
  const db = m.createGaugeHandle({ ...dial, lower: -10, upper: 10, format: { fractionLength: 1, suffix: ' dB' } });
  const t = texts(db, -3.5);
  assert.deepEqual(t.slice(0, 2), ['-10', '-8']);
  assert.ok(t.includes('-3.5 dB'), t.join('|'));
  // An Intl.NumberFormat: the same rule, its locale and grouping kept.
  const intl = m.createGaugeHandle({ ...dial, lower: 0, upper: 5000,
    format: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) });
  const i = texts(intl, 1250);
  assert.deepEqual(i.slice(0, 4), ['0', '500', '1,000', '1,500']);
  assert.ok(i.includes('$1,250.00'), i.join('|'));
  intl.setBounds(0, 25);  // step 2.5: one digit on every tick
  assert.deepEqual(texts(intl, NaN).slice(0, 3), ['0.0', '2.5', '5.0']);
  intl.setBounds(0, 2.5);  // step 0.25: two
  assert.deepEqual(texts(intl, NaN).slice(0, 3), ['0.00', '0.25', '0.50']);
  // An explicit tickFormat is honoured exactly.
  intl.tickFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 });
  assert.equal(texts(intl, NaN)[1], '0.250');
  for (const g of [usd, db, intl]) g.destroy();
});

test('tick labels a gauge cannot take (over 64 KB in all) are refused before anything changes, naming the argument', async () => {
  const m = await load();
  const long = (v) => `${'x'.repeat(1000)}${v}`; // 1 KB a label: 12 ticks fit, 100 do not
  const g = m.createGaugeHandle({ ...SPEED, tickFormat: long });
  const before = texts(g, 150), svg = g.toSVG(480, 480);
  const refused = (f, message) => {
    assert.throws(f, { name: 'RangeError', message });
    assert.deepEqual(texts(g, 150), before, 'the gauge drew as before');
    assert.equal(g.toSVG(480, 480), svg);
  };
  // The dial: 100 labelled ticks of 1 KB.
  refused(() => { g.dial = { majorTicks: 100 }; }, /^dial: the tick labels would be \d+ bytes for 101 ticks, over 65536 in all; shorten the tickFormat texts or use fewer ticks$/);
  assert.equal(g.dial.majorTicks, 0, 'the dial kept its ticks');
  assert.equal(g.dial.minorTicks, 4);
  // The formatter: 4 KB labels on 21 ticks.
  g.dial = { majorTicks: 20, minorTicks: 4 };
  const twenty = texts(g, 150), svg20 = g.toSVG(480, 480);
  assert.throws(() => { g.tickFormat = (v) => 'y'.repeat(4000) + v; }, { name: 'RangeError', message: /^tickFormat: the tick labels would be \d+ bytes for 21 ticks, over 65536 in all; / });
  assert.equal(g.tickFormat, long, 'the formatter kept');
  assert.deepEqual(texts(g, 150), twenty);
  assert.equal(g.toSVG(480, 480), svg20);
  // A longer formatter on 40 ticks, then 60 ticks; a createGauge that would need them.
  g.dial = { majorTicks: 40 };
  const [lower, upper] = [g.lower, g.upper];
  const wide = (v) => `${'z'.repeat(1500)}${v}`;
  g.tickFormat = wide;
  const svg40 = g.toSVG(480, 480);
  assert.throws(() => { g.dial = { majorTicks: 60 }; }, { name: 'RangeError', message: /^dial: the tick labels would be/ });
  assert.equal(g.toSVG(480, 480), svg40);
  assert.deepEqual([g.lower, g.upper, g.dial.majorTicks], [lower, upper, 40]);
  assert.equal(g.tickFormat, wide);
  assert.throws(() => m.createGaugeHandle({ ...SPEED, dial: { majorTicks: 100 }, tickFormat: long }),
    { name: 'RangeError', message: /^tickFormat: the tick labels would be/ });
  assert.equal(m.gaugeCount, 1, 'the refused gauge was not kept');
  assert.deepEqual([m.stats.restarts, m.stats.traps], [0, 0]);
});

test('the scale reads the same at every value: no tick label comes and goes as the needle moves', async () => {
  // docs/swiftui-fidelity.md › A scale that reads the same at every value: an RPM dial (a host formatter's tick
  // texts) and a compass (a full circle) swept across and beyond their ranges in three boxes.
  const m = await load();
  const cases = [
    { style: 'dial', lower: 0, upper: 8000, label: 'RPM', animation: 'none', format: new Intl.NumberFormat('en') },
    { style: 'dial', lower: 0, upper: 360, label: 'Heading', animation: 'none', format: { suffix: '°', fractionLength: 0 },
      dial: { startAngle: 0, sweep: 360, majorTicks: 12, minorTicks: 3 } },
  ];
  for (const options of cases) {
    const g = m.createGaugeHandle({ ...options, value: options.lower });
    for (const size of [120, 200, 300]) {
      let first = null;
      for (let k = -4; k <= 44; k++) {
        g.value = options.lower + (options.upper - options.lower) * k / 40;
        g.render(size, size, 1, 0);
        const lines = g.displayListText().split('\n').filter((l) => l.startsWith('text "'));
        const valueIndex = lines.findIndex((l) => l.includes(' weight=500 '));
        assert.ok(valueIndex > 0, `${options.label} ${size} px: tick labels, then the value text`);
        const labels = lines.slice(0, valueIndex).map((l) => l.replace(/ paint=#\d+/, ''));
        if (first === null) first = labels;
        assert.deepEqual(labels, first, `${options.label} ${size} px at ${g.value}`);
      }
    }
    g.destroy();
  }
});
