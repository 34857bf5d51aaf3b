// The gauge's own words (the `strings` option, web/src/strings.js): English by default, translated into the value
// text for no value, the bounds description, the SVG's <title>/<desc>, and <meter>-style zone names; refusals keep
// the words; null returns to English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { DEFAULT_STRINGS, stringsOption } from '../src/strings.js';
import { meterZones } from '../src/option-types.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const GERMAN = { unknown: 'unbekannt', to: ' bis ', optimum: 'optimal', suboptimal: 'suboptimal', evenLessGood: 'noch schlechter' };

test('English by default; German strings are spoken in aria-valuetext, the description and the SVG', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', lower: 0, upper: 40, value: null, label: 'Druck', formatsBoundsLabels: true,
    values: [{ value: null, label: 'Soll' }] });
  assert.equal(g.strings, null);
  assert.deepEqual(g.accessibility(), { name: 'Druck', valueText: 'unknown; Soll unknown', description: '0 to 40' });
  g.strings = GERMAN;
  assert.deepEqual(g.strings, GERMAN);
  assert.ok(Object.isFrozen(g.strings));
  assert.deepEqual(g.accessibility(), { name: 'Druck', valueText: 'unbekannt; Soll unbekannt', description: '0 bis 40' });
  g.render(200, 60, 1, 0);
  const svg = g.toSVG();
  assert.match(svg, /<title>Druck: unbekannt; Soll unbekannt<\/title>/);
  assert.match(svg, /<desc>0 bis 40<\/desc>/);
  g.strings = { to: '–' }; // the rest English again
  assert.deepEqual(g.accessibility(), { name: 'Druck', valueText: 'unknown; Soll unknown', description: '0–40' });
  g.strings = null;
  assert.deepEqual(g.accessibility(), { name: 'Druck', valueText: 'unknown; Soll unknown', description: '0 to 40' });
  g.destroy();
});

test('createGauge takes strings; refusals name the key and keep the words', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ value: null, strings: { unknown: 'inconnu' } });
  assert.equal(g.accessibility().valueText, 'inconnu');
  assert.throws(() => { g.strings = { unkown: 'x' }; }, { name: 'TypeError', message: /^strings: unknown key "unkown"; expected unknown, to, optimum, suboptimal, evenLessGood, up, down, from, above, below$/ });
  assert.throws(() => { g.strings = { to: 5 }; }, { name: 'TypeError', message: 'strings.to: expected a string, got 5' });
  assert.throws(() => { g.strings = 'de'; }, { name: 'TypeError', message: /^strings: expected an object of texts or null/ });
  assert.throws(() => { g.strings = { unknown: 'x'.repeat(5000) }; }, /strings\.unknown/);
  assert.equal(g.accessibility().valueText, 'inconnu', 'kept');
  assert.deepEqual(g.strings, { unknown: 'inconnu' });
  g.destroy();
});

test('<meter> region names come from strings.js: English by default, the given words otherwise', () => {
  assert.deepEqual(stringsOption(undefined), { strings: null });
  const names = (s) => meterZones(0, 100, 25, 75, 50, s).map((z) => z.name);
  assert.deepEqual(names(), [DEFAULT_STRINGS.suboptimal, DEFAULT_STRINGS.optimum, DEFAULT_STRINGS.suboptimal]);
  assert.deepEqual(names(null), ['suboptimal', 'optimum', 'suboptimal']);
  assert.deepEqual(meterZones(0, 100, 25, 75, 10, GERMAN).map((z) => z.name), ['optimal', 'suboptimal', 'noch schlechter']);
  assert.deepEqual(meterZones(0, 100, 25, 75, 10, { optimum: 'bien' }).map((z) => z.name), ['bien', 'suboptimal', 'even less good']);
});

test('the words survive a trap: the restarted instance gets them back with every other part', async (t) => {
  const m = await load();
  const g = m.createGaugeHandle({ value: null, strings: { unknown: 'sconosciuto', to: ' a ' }, formatsBoundsLabels: true });
  assert.deepEqual([g.accessibility().valueText, g.accessibility().description], ['sconosciuto', '0 a 1']);
  t.mock.method(console, 'error', () => {});
  new Uint8Array(m.exports.memory.buffer).fill(0xff, 1024); // the next call traps
  g.label = 'x';
  assert.equal(m.stats.traps, 1);
  assert.deepEqual([g.accessibility().valueText, g.accessibility().description], ['sconosciuto', '0 a 1']);
  g.destroy();
});
