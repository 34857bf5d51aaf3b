// valueAnimation (docs/design.md › Counting value text): off by default; the facade refuses a non-boolean naming
// the option and keeps the setting; on, the value text counts with the fill through the ABI, in the core's format;
// a JS formatter's text does not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());

/** The value text (the ring's one text) of the frames at `times` after a change from 20 to 80 over a linear 1 s. */
function texts(m, options, times) {
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', lower: 0, upper: 100, value: 20,
    animation: { type: 'linear', duration: 1 }, ...options });
  g.render(58, 58, 1, 0);
  g.value = 80;
  const out = times.map((t) => (g.render(58, 58, 1, 1000 + t), g.displayListText().match(/^text "([^"]*)"/m)[1]));
  g.destroy();
  return out;
}

test('valueAnimation: off by default; a non-boolean is refused naming the option, the setting kept', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ value: 0.5 });
  assert.equal(g.valueAnimation, false);
  g.valueAnimation = true;
  assert.equal(g.valueAnimation, true);
  assert.throws(() => { g.valueAnimation = 'yes'; }, { name: 'TypeError', message: /^valueAnimation: expected a boolean or null, got "yes"/ });
  assert.throws(() => { g.valueAnimation = 1; }, /^TypeError: valueAnimation: /);
  assert.equal(g.valueAnimation, true, 'a refusal keeps the setting');
  g.valueAnimation = null;
  assert.equal(g.valueAnimation, false);
  assert.throws(() => m.createGaugeHandle({ valueAnimation: 'on' }), /^TypeError: valueAnimation: expected a boolean or null/);
  g.destroy();
});

test('valueAnimation: the text counts with the fill and ends on the value\'s own text', async () => {
  const m = await load();
  assert.deepEqual(texts(m, {}, [0, 250, 500, 1000]), ['80', '80', '80', '80'], 'off: the new text at once');
  assert.deepEqual(texts(m, { valueAnimation: true }, [0, 250, 500, 999, 1000]), ['20', '35', '50', '80', '80']);
  // A fixed format keeps its digits in every frame.
  assert.deepEqual(texts(m, { valueAnimation: true, format: { fractionLength: 1, suffix: '°' } }, [0, 250, 1000]),
    ['20.0°', '35.0°', '80.0°']);
});

test('valueAnimation: a JS formatter\'s text shows the new value at once (the host formats settled values only)', async () => {
  const m = await load();
  const format = new Intl.NumberFormat('en', { style: 'unit', unit: 'celsius' });
  assert.deepEqual(texts(m, { valueAnimation: true, format }, [0, 500]), ['80°C', '80°C']);
});

test('valueAnimation: the text settles at the size it counted at (−99.5 → 99.5 was 24.2 px counting, 27 px settled)', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', lower: -100, upper: 100, value: -99.5,
    animation: { type: 'linear', duration: 1 }, valueAnimation: true });
  g.render(58, 58, 1, 0);
  g.value = 99.5;
  const frames = [];
  for (let t = 1000; t <= 2200; t += 50) {
    g.render(58, 58, 1, t);
    const [, text, size] = g.displayListText().match(/^text "([^"]*)" at=\S+ size=(\S+)/m);
    frames.push([text, Number(size)]);
  }
  g.render(58, 58, 1, 5000);
  frames.push([...g.displayListText().match(/^text "([^"]*)" at=\S+ size=(\S+)/m).slice(1)].map((x, i) => (i ? Number(x) : x)));
  // No automatic fraction digits over −100…100 (docs/swiftui-fidelity.md › Numbers hold still): 99.5 reads "100".
  assert.equal(frames.at(-1)[0], '100');
  assert.ok(frames.some(([t]) => t !== '100' && t !== '-100'), 'it counted');
  assert.deepEqual([...new Set(frames.map(([, s]) => s))].length, 1, `one size: ${JSON.stringify(frames)}`);
  g.destroy();
});
