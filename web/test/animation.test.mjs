// animation: the host names SwiftUI's presets and the core knows their values (gauge_set_animation kind 3 and
// its left-out parameters): 'default', the named curves and a spring without parameters draw exactly the
// frames of the same animations spelled out; the attribute grammar keeps what was given and nothing more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';
import { animationArgs, parseAnimationAttribute, animationAttribute } from '../src/option-types.js';

const load = async () => loadSwiftGauge(await wasmBytes());

/** The text form of the frames a value change 0 → 1 draws under `animation`, at 0, 100, 250 and 500 ms. */
function frames(m, animation) {
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', value: 0, animation });
  g.render(58, 58, 1, 0);
  g.value = 1;
  const out = [0, 100, 250, 500].map((t) => (g.render(58, 58, 1, t), g.displayListText()));
  g.destroy();
  return out;
}

test('animation: presets by name draw what their values spelled out draw', async () => {
  const m = await load();
  const spelled = {
    default: { type: 'spring', response: 0.55, dampingFraction: 1 },
    linear: { type: 'timingCurve', controlPoints: [0, 0, 1, 1], duration: 0.35 },
    easeIn: { type: 'timingCurve', controlPoints: [0.42, 0, 1, 1], duration: 0.35 },
    easeOut: { type: 'timingCurve', controlPoints: [0, 0, 0.58, 1], duration: 0.35 },
    easeInOut: { type: 'timingCurve', controlPoints: [0.42, 0, 0.58, 1], duration: 0.35 },
  };
  for (const [name, full] of Object.entries(spelled)) assert.deepEqual(frames(m, name), frames(m, full), name);
  assert.deepEqual(frames(m, { type: 'spring' }), frames(m, spelled.default));
  assert.deepEqual(frames(m, { type: 'spring', dampingFraction: 0.5 }), frames(m, { type: 'spring', response: 0.55, dampingFraction: 0.5 }));
  assert.deepEqual(frames(m, { type: 'easeIn', duration: 1 }), frames(m, { type: 'timingCurve', controlPoints: [0.42, 0, 1, 1], duration: 1 }));
  assert.notDeepEqual(frames(m, 'easeIn'), frames(m, 'easeOut'));
});

test('animation: the host sends names and left-out bits, never a preset\'s numbers', () => {
  for (const a of ['default', 'linear', 'easeIn', 'easeOut', 'easeInOut', { type: 'spring' }, { type: 'easeInOut' }]) {
    const args = animationArgs(a);
    assert.ok(!args.slice(1).some((v) => [0.55, 0.35, 0.42, 0.58].includes(v)), `${JSON.stringify(a)} → ${args}`);
  }
});

test('animation: the attribute grammar keeps what was given; `default` stands for a left-out number', () => {
  const cases = [
    ['spring', { type: 'spring' }, 'spring'],
    ['spring 0.3', { type: 'spring', response: 0.3 }, 'spring 0.3'],
    ['spring default 0.5', { type: 'spring', dampingFraction: 0.5 }, 'spring default 0.5'],
    ['easeIn 2', { type: 'easeIn', duration: 2 }, 'easeIn 2'],
    ['timingCurve 0 0 1 1', { type: 'timingCurve', controlPoints: [0, 0, 1, 1] }, 'timingCurve 0 0 1 1'],
  ];
  for (const [text, option, printed] of cases) {
    assert.deepEqual(parseAnimationAttribute(text), option, text);
    assert.equal(animationAttribute(option), printed, text);
  }
  assert.equal(parseAnimationAttribute('easeIn'), 'easeIn');
  assert.equal(parseAnimationAttribute('timingCurve default 0 1 1'), undefined);
});
