// The delta against a reference through the JS facade (docs/abi.md › gauge_set_reference): the `reference`,
// `delta`, `increasingColor`/`decreasingColor` options, what aria-valuetext says (and in which words), a JS
// formatter's texts, and refusals that name the option and keep the gauge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const list = (g) => { g.render(240, 60, 1, 0); return g.displayListText(); };
const texts = (g) => list(g).split('\n').filter((l) => l.startsWith('text ')).map((l) => /^text "([^"]*)"/.exec(l)[1]);

test('a reference draws "▲+5" after a bar\'s value and says it in words', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', lower: 0, upper: 100, value: 62, reference: 57, label: 'Speed' });
  assert.deepEqual(texts(g), ['Speed', '62', '▲+5']);
  assert.equal(g.accessibility().valueText, '62, up 5 from 57');
  g.value = 50;
  assert.deepEqual(texts(g), ['Speed', '50', '▼-7']);
  assert.equal(g.accessibility().valueText, '50, down 7 from 57');
  g.delta = { mode: 'relative', decreasingSymbol: '' };
  assert.deepEqual(g.delta, { mode: 'relative', increasingSymbol: '▲', decreasingSymbol: '' });
  assert.ok(Object.isFrozen(g.delta));
  assert.deepEqual(texts(g), ['Speed', '50', '-12.3%']);
  g.reference = 50;
  assert.deepEqual(texts(g), ['Speed', '50'], 'no change: no delta');
  assert.equal(g.accessibility().valueText, '50');
  g.reference = null;
  g.destroy();
});

test('the words are the strings option\'s; an Intl format writes the numbers', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', lower: 0, upper: 100, value: 52.5, reference: 50,
    format: new Intl.NumberFormat('de', { minimumFractionDigits: 1 }), strings: { up: 'hoch ', down: 'runter ', from: ' von ' } });
  assert.equal(g.accessibility().valueText, '52,5, hoch 2,5 von 50,0');
  assert.ok(texts(g).includes('▲+2,5'));
  g.delta = { mode: 'relative' };
  assert.ok(texts(g).some((t) => /^▲\+5,0\s%$/u.test(t)), 'the Intl format\'s locale writes the percent');
  g.value = 50.00001;
  assert.ok(!texts(g).some((t) => t.startsWith('▲')), 'a change its formatter writes as zero is not shown');
  // A function formatter: its texts for absolute changes, the core's percent for relative ones.
  g.format = (v) => `${v.toFixed(0)} u`;
  g.value = 60;
  assert.ok(texts(g).includes('▲+20.0%'));
  g.delta = null;
  assert.equal(g.accessibility().valueText, '60 u, hoch 10 u von 50 u');
  g.destroy();
});

test('refusals name the option and keep the gauge', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.6, reference: 0.5 });
  assert.throws(() => { g.reference = Infinity; }, { name: 'TypeError', message: /^reference: expected a finite number or null, got Infinity$/ });
  assert.throws(() => { g.reference = '1'; }, { name: 'TypeError', message: /^reference: / });
  assert.throws(() => { g.delta = { mode: 'ratio' }; }, { name: 'TypeError', message: /^delta\.mode: expected 'absolute' or 'relative', got "ratio"$/ });
  assert.throws(() => { g.delta = { symbol: '+' }; }, { name: 'TypeError', message: /^delta: unknown key "symbol"/ });
  assert.throws(() => { g.delta = { increasingSymbol: 3 }; }, { name: 'TypeError', message: /^delta\.increasingSymbol: expected a string, got 3$/ });
  assert.throws(() => { g.delta = { increasingSymbol: 'x'.repeat(5000) }; }, { name: 'RangeError' });
  assert.throws(() => { g.increasingColor = 'nope'; }, { message: /^increasingColor: / });
  assert.throws(() => { g.decreasingColor = 5; }, { name: 'TypeError', message: /^decreasingColor: / });
  assert.equal(g.reference, 0.5);
  assert.equal(g.increasingColor, null);
  assert.equal(g.accessibility().valueText, '0.6, up 0.1 from 0.5');
  g.increasingColor = 'rgb(0, 0, 255)';
  assert.match(list(g), /solid #\d+ #0000ffff/);
  g.destroy();
});

test('no delta between values that format the same: 0.1 + 0.2 against 0.3 is noise', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', lower: 0, upper: 1, value: 0.1 + 0.2, reference: 0.3, label: 'Sum' });
  assert.deepEqual(texts(g), ['Sum', '0.3'], 'was "▲+5.55111512312578e-17"');
  assert.equal(g.accessibility().valueText, '0.3', 'was "0.3, up 5.55111512312578e-17 from 0.3"');
  g.delta = { mode: 'relative' };
  assert.deepEqual(texts(g), ['Sum', '0.3']);
  g.value = 0.31;
  assert.deepEqual(texts(g), ['Sum', '0.31', '▲+3.3%'], 'a change that shows is still drawn');
  g.delta = { mode: 'absolute' };
  g.format = { fractionLength: 1 };
  g.value = 0.34;
  assert.deepEqual(texts(g), ['Sum', '0.3'], '0.3 against 0.3 in one fraction digit');
  g.destroy();
});
