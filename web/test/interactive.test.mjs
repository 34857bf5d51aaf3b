// The options of input gauges (web/src/options.js; the element's behaviour is test_interactive.py's): their defaults,
// the refusals naming the option (the gauge keeps its setting), and the attribute grammar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { OPTIONS } from '../src/options.js';
import { wasmBytes } from './helpers.mjs';

test('interactive, step and largeStep: defaults, what they take, refusals by name', async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  const g = m.createGaugeHandle({ interactive: true, step: 0.5, largeStep: 5 });
  assert.deepEqual([g.interactive, g.step, g.largeStep], [true, 0.5, 5]);
  g.interactive = null; g.step = null; g.largeStep = null;
  assert.deepEqual([g.interactive, g.step, g.largeStep], [false, 'any', null], 'null: the defaults');
  g.step = 'any'; g.step = 1e-9; g.largeStep = 1e300;
  const refused = [['interactive', 1, /^interactive: expected a boolean or null, got 1$/], ['interactive', 'true', /interactive: expected a boolean/],
    ['step', 0, /^step: expected a number above 0, 'any' or null, got 0$/], ['step', -1, /step:/], ['step', NaN, /step:/],
    ['step', Infinity, /step:/], ['step', '1', /step:/], ['step', 'ANY', /step:/],
    ['largeStep', 'any', /^largeStep: expected a number above 0 or null, got "any"$/], ['largeStep', 0, /largeStep:/]];
  for (const [k, v, message] of refused) assert.throws(() => { g[k] = v; }, { name: 'TypeError', message }, `${k} = ${String(v)}`);
  assert.deepEqual([g.interactive, g.step, g.largeStep], [false, 1e-9, 1e300], 'a refusal keeps the setting');
  g.destroy();
});

test('the attributes: interactive a boolean, step a number or any, large-step a number', () => {
  const o = Object.fromEntries(OPTIONS.map((x) => [x.name, x]));
  assert.deepEqual([o.interactive.attribute, o.step.attribute, o.largeStep.attribute], ['interactive', 'step', 'large-step']);
  assert.deepEqual(['', 'false', null, 'FALSE '].map((s) => o.interactive.parse(s)), [true, false, false, false]);
  assert.deepEqual(['0.5', ' any ', 'Any', '', null, '1e3'].map((s) => o.step.parse(s)), [0.5, 'any', 'any', 'any', 'any', 1000]);
  assert.deepEqual(['10', '', null].map((s) => o.largeStep.parse(s)), [10, null, null]);
  assert.throws(() => o.step.parse('fast'), /not a number/);
  assert.equal(o.interactive.print(true), ''); assert.equal(o.interactive.print(false), null);
});
