// Thickness and the out-of-range cue through the wasm and the JS host (docs/swiftui-fidelity.md › Thickness, › Out
// of range): gauge_set_thickness's statuses and messages, the `thickness` option (px, '12%', refusals naming it that
// keep the gauge), its attribute's grammar, and the words of a value beyond the range in the `strings` option.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge, STATUS } from '../swift-gauge.js';
import { OPTIONS } from '../src/options.js';
import { wasmBytes, rawAbi } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());

test('gauge_set_thickness: px and fractions accepted; NaN, ±∞, 0, negative, absurd and other units -2 by name, the gauge unchanged', async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports; x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  assert.equal(x.gauge_set_value(h, 0.4), 0);
  for (const [t, u] of [[10, 1], [0.5, 2], [1000, 1], [1, 2], [NaN, 0], [12, 1]]) assert.equal(x.gauge_set_thickness(h, t, u), 0);
  assert.equal(x.gauge_render(h, 200, 60, 1, 0), 0);
  const before = abi.listBytes(h).join(',');
  for (const [t, u, message] of [
    [NaN, 1, 'gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got –'],
    [-1, 1, 'gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got -1'],
    [0, 1, 'gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got 0'],
    [Infinity, 1, 'gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got ∞'],
    [1001, 1, 'gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got 1001'],
    [1.5, 2, 'gauge_set_thickness: thickness: must be above 0 and at most 1 (of the box), got 1.5'],
    [5, 3, 'gauge_set_thickness: unit: must be 0…2, got 3'],
  ]) {
    assert.equal(x.gauge_set_thickness(h, t, u), STATUS.badArgument, message);
    assert.equal(abi.lastError(), message);
    assert.equal(x.gauge_render(h, 200, 60, 1, 0), 0);
    assert.equal(abi.listBytes(h).join(','), before, `${t}, ${u} changed the gauge`);
  }
  assert.equal(x.gauge_set_thickness(h + 4096, 1, 1), STATUS.badHandle);
  assert.equal(x.gauge_destroy(h), 0);
});

test('the thickness option: px and a share of the box drawn, null as before, refusals naming it that keep it', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.4, animation: 'none' });
  assert.equal(g.thickness, null);
  g.render(200, 60, 1, 0);
  const plain = g.displayListText();
  assert.match(plain, /fillRoundRect .*size=200x4 /);
  g.thickness = 10;
  g.render(200, 60, 1, 0);
  assert.match(g.displayListText(), /fillRoundRect .*size=[\d.]+x10 /);
  g.thickness = '25%';
  g.render(200, 60, 1, 0);
  assert.match(g.displayListText(), /fillRoundRect .*size=[\d.]+x15 /);
  const cases = [
    [NaN, RangeError, /^thickness: must be above 0 and at most 1000 px, got NaN$/],
    [-4, RangeError, /^thickness: must be above 0 and at most 1000 px, got -4$/],
    [Infinity, RangeError, /^thickness: must be above 0 and at most 1000/],
    ['150%', RangeError, /^thickness: must be above 0 and at most 1 \(of the box\), got 1\.5$/],
    ['thick', TypeError, /^thickness: expected px, '12%' or null, got "thick"$/],
    [{}, TypeError, /^thickness: expected/],
  ];
  for (const [v, E, message] of cases) {
    assert.throws(() => { g.thickness = v; }, (e) => e instanceof E && message.test(e.message), String(v));
    assert.equal(g.thickness, '25%');
  }
  g.thickness = null;
  g.render(200, 60, 1, 0);
  assert.equal(g.displayListText(), plain, 'null draws exactly as before');
  g.destroy();
});

test('the thickness attribute: px, a percentage or none; a bad one is refused with its reason', () => {
  const o = OPTIONS.find((e) => e.name === 'thickness');
  assert.equal(o.attribute, 'thickness');
  assert.equal(o.parse(null), null);
  assert.equal(o.parse(' none '), null);
  assert.equal(o.parse('10'), 10);
  assert.equal(o.parse(' 12.5px '), 12.5);
  assert.equal(o.parse('12%'), '12%');
  assert.throws(() => o.parse('thick'), /thickness: expected px, '12%' or null, got "thick"$/);
  assert.equal(o.print(10), '10');
  assert.equal(o.print('12%'), '12%');
  assert.equal(o.print(null), null);
});

test('a value beyond the range says so, in the strings option\'s words; the text keeps the raw value', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', lower: 0, upper: 100, value: 130, animation: 'none' });
  assert.equal(g.accessibility().valueText, '130, above range');
  g.value = -5;
  assert.equal(g.accessibility().valueText, '-5, below range');
  g.strings = { below: 'unter dem Bereich', above: 'über dem Bereich' };
  assert.equal(g.accessibility().valueText, '-5, unter dem Bereich');
  g.value = 101;
  assert.equal(g.accessibility().valueText, '101, über dem Bereich');
  g.render(58, 58, 1, 0);
  assert.match(g.displayListText(), /text "101"/);
  g.value = 100;
  assert.equal(g.accessibility().valueText, '100');
  g.destroy();
});
