// Colour through the JS API over the built wasm: the colour scheme (set, or following prefers-color-scheme and
// re-rendering when it changes), every tint form (CSS strings, stops, value stops, interpolation spaces), errors
// that keep the tint, and trap recovery keeping the scheme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { wasmBytes } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());
const stops = (text, id) => text.split('\n').filter((l) => l.startsWith(`stop #${id} `));

/** A stand-in for window.matchMedia('(prefers-color-scheme: dark)') whose answer a test can flip. */
function fakeMatchMedia(dark) {
  const listeners = [];
  const mq = {
    get matches() { return dark; },
    addEventListener(type, fn) { if (type === 'change') listeners.push(fn); },
    flip(next) { dark = next; for (const fn of listeners) fn({ matches: dark }); },
  };
  const still = { matches: false, addEventListener() {} }; // reduced motion, forced colours: not under test here
  return { mq, matchMedia: (query) => {
    if (query === '(prefers-reduced-motion: reduce)' || query === '(forced-colors: active)') return still;
    assert.equal(query, '(prefers-color-scheme: dark)');
    return mq;
  } };
}

test('colorScheme: light by default outside a browser; dark re-resolves system, label and track colours', async () => {
  const m = await load();
  assert.equal(m.preferredColorScheme, 'light');
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.5, label: 'Storage', tint: 'orange' });
  assert.equal(g.colorScheme, null);
  assert.equal(g.resolvedColorScheme, 'light');
  g.render(200, 60, 1, 0);
  const light = g.displayListText();
  assert.match(light, /#ff9500ff/);   // system orange, light
  assert.match(light, /#000000ff/);   // primary label
  assert.match(light, /#78787d33/);   // track
  g.colorScheme = 'dark';
  assert.equal(g.colorScheme, 'dark');
  g.render(200, 60, 1, 0);
  const dark = g.displayListText();
  assert.match(dark, /#ff9f0aff/);
  assert.match(dark, /#ffffffff/);
  assert.match(dark, /#7878805c/);
  assert.doesNotMatch(dark, /#ff9500ff|#000000ff/);
  assert.throws(() => { g.colorScheme = 'sepia'; }, { name: 'TypeError', message: /^colorScheme: expected 'light', 'dark', 'auto' or null/ });
  assert.throws(() => { g.colorScheme = 1; }, TypeError);
  assert.equal(g.colorScheme, 'dark');
  g.render(200, 60, 1, 0);
  assert.equal(g.displayListText(), dark, 'a refused scheme leaves the drawing as it was');
  g.colorScheme = null;
  g.render(200, 60, 1, 0);
  assert.equal(g.displayListText(), light);
  const h = m.createGaugeHandle({ colorScheme: 'dark', tint: 'blue', value: 1 });
  h.render(200, 60, 1, 0);
  assert.match(h.displayListText(), /#0a84ffff/);
  assert.throws(() => m.createGaugeHandle({ colorScheme: 'night' }), TypeError);
});

test('gauges without a colorScheme follow prefers-color-scheme and change with it', async () => {
  const saved = globalThis.matchMedia;
  const fake = fakeMatchMedia(true);
  globalThis.matchMedia = fake.matchMedia;
  try {
    const m = await load();
    assert.equal(m.preferredColorScheme, 'dark');
    const follows = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, tint: 'green' });
    const fixed = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, tint: 'green', colorScheme: 'light' });
    const text = (g) => { g.render(58, 58, 1, 0); return g.displayListText(); };
    assert.match(text(follows), /#30d158ff/);  // dark green from the start
    assert.match(text(fixed), /#34c759ff/);
    fake.mq.flip(false);
    assert.equal(m.preferredColorScheme, 'light');
    assert.equal(follows.resolvedColorScheme, 'light');
    assert.match(text(follows), /#34c759ff/);
    assert.match(text(fixed), /#34c759ff/);
    fake.mq.flip(true);
    assert.match(text(follows), /#30d158ff/);
    assert.match(text(fixed), /#34c759ff/, 'an explicit scheme does not follow the page');
    follows.destroy();
    fake.mq.flip(false); // a destroyed gauge is skipped, not thrown on
  } finally {
    globalThis.matchMedia = saved;
  }
});

test('tint forms: CSS strings, stops in fractions or values, interpolation spaces', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryLinear', lower: -50, upper: 50, value: 0 });
  const render = () => { g.render(300, 40, 1, 0); return g.displayListText(); };
  g.tint = 'oklch(62.8% 0.2577 29.23)';
  assert.match(render(), /solid #\d+ #ff0000ff/);
  g.tint = [{ color: 'hsl(120 100% 50%)', value: -20 }, { color: '#ff0', value: 20 }, { color: 'rgb(255 0 0)', value: 50 }];
  assert.deepEqual(stops(render(), 1), ['stop #1 0 #00ff00ff', 'stop #1 0.3 #00ff00ff', 'stop #1 0.7 #ffff00ff', 'stop #1 1 #ff0000ff']);
  g.setBounds(-20, 80); // value stops re-map with the bounds
  assert.deepEqual(stops(render(), 1), ['stop #1 0 #00ff00ff', 'stop #1 0.4 #ffff00ff', 'stop #1 0.7 #ff0000ff', 'stop #1 1 #ff0000ff']);
  g.tint = { interpolation: 'oklab', stops: ['#00f', '#ff0'] };
  assert.equal(g.tint.interpolation, 'oklab');
  assert.ok(Object.isFrozen(g.tint) && Object.isFrozen(g.tint.stops));
  const oklab = stops(render(), 1);
  assert.ok(oklab.length > 4, `OKLab needs extra sRGB stops, got ${oklab.length}`);
  g.tint = ['#00f', '#ff0'];
  assert.equal(stops(render(), 1).length, 2, 'sRGB needs none');
  g.tint = 'in oklch longer hue, red, blue';
  assert.ok(stops(render(), 1).length > 8);
  g.tint = [{ color: '#f00', location: -1 }, { color: '#00f', location: 2 }]; // outside 0…1, as CSS allows
  assert.deepEqual(stops(render(), 1), ['stop #1 0 #aa0055ff', 'stop #1 1 #5500aaff']);
});

test('tint errors name the problem and its byte, and keep the previous tint', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', value: 0.5, tint: 'in oklab, red, blue' });
  g.render(58, 58, 1, 0);
  const before = g.displayListText();
  const bad = [
    ['rgb(1 2)', /^tint: rgb\(\) needs 3 components, found 2 at byte 7$/],
    [{ interpolation: 'hsl', stops: ['red', 'blue'] }, /interpolation in 'hsl' is not supported/],
    [['red', 'bleu'], /unknown colour 'bleu' at byte 5/],
    ['color-mix(in srgb, red, blue)', /color-mix\(\) is not supported/],
    ['color(rec2020 1 0 0)', /color\(\) space 'rec2020' is not supported/],
    ['currentcolor', /use 'primary'/],
  ];
  for (const [tint, message] of bad) assert.throws(() => { g.tint = tint; }, { name: 'TypeError', message });
  assert.deepEqual(g.tint, 'in oklab, red, blue');
  g.render(58, 58, 1, 0);
  assert.equal(g.displayListText(), before);
});

test('trackColor, labelColor, valueColor: the track, the texts and marks, the value text; null restores SwiftUI\'s', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'linearCapacity', value: 0.37, label: 'Storage', minimumValueLabel: '0', maximumValueLabel: '1',
    trackColor: '#abcdef', labelColor: 'navy' });
  assert.deepEqual([g.trackColor, g.labelColor, g.valueColor], ['#abcdef', 'navy', null]);
  g.render(240, 80, 1, 0);
  const paintOf = (text, what) => {
    const id = text.split('\n').find((l) => l.includes(what)).match(/paint=(#\d+)/)[1];
    return text.split('\n').find((l) => l.startsWith(`solid ${id} `)).split(' ')[2];
  };
  let text = g.displayListText();
  assert.equal(paintOf(text, 'fillRoundRect'), '#abcdefff');        // the track, drawn first
  assert.equal(paintOf(text, '"Storage"'), '#000080ff');           // CSS navy
  assert.equal(paintOf(text, '"0.37"'), '#00008099');              // the secondary value text: navy at 60 %
  g.valueColor = 'light-dark(#117711, #88ee88)';
  g.render(240, 80, 1, 0);
  text = g.displayListText();
  assert.equal(paintOf(text, '"0.37"'), '#117711ff');
  g.colorScheme = 'dark';
  g.render(240, 80, 1, 0);
  assert.equal(paintOf(g.displayListText(), '"0.37"'), '#88ee88ff');
  g.colorScheme = null;
  for (const k of ['trackColor', 'labelColor', 'valueColor']) g[k] = null;
  g.render(240, 80, 1, 0);
  const plain = m.createGaugeHandle({ style: 'linearCapacity', value: 0.37, label: 'Storage', minimumValueLabel: '0', maximumValueLabel: '1' });
  plain.render(240, 80, 1, 0);
  assert.equal(g.displayListText(), plain.displayListText());
});

test('colour options: refusals name the option, keep the colour, and are the core\'s words', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'dial', value: 50, upper: 100, labelColor: '#334455' });
  g.render(200, 200, 1, 0);
  const before = g.displayListText();
  const bad = [
    ['labelColor', 'bleu', TypeError, /^labelColor: unknown colour 'bleu' at byte 0$/],
    ['trackColor', 'red, blue', TypeError, /^trackColor: unexpected text after the colour at byte 3$/],
    ['valueColor', 'var(--x)', TypeError, /^valueColor: /],               // a page colour, without a page
    ['labelColor', 42, TypeError, /^labelColor: expected a CSS colour string or null, got 42$/],
    ['labelColor', '  ', TypeError, /^labelColor: empty colour$/],
    ['trackColor', '#' + 'a'.repeat(5000), RangeError, /^trackColor: text is 5001 bytes, the limit is 4096$/],
  ];
  for (const [k, v, E, message] of bad) assert.throws(() => { g[k] = v; }, { name: E.name, message }, `${k} = ${v}`);
  assert.throws(() => m.createGaugeHandle({ valueColor: 'bleu' }), { message: /^valueColor: unknown colour 'bleu' at byte 0$/ });
  assert.equal(g.labelColor, '#334455');
  g.render(200, 200, 1, 0);
  assert.equal(g.displayListText(), before);
});

test('light-dark() nesting in the wasm: 16 levels draw, deeper is refused by name at any depth and keeps the tint, no trap', async () => {
  const m = await load();
  const nest = (depth) => 'light-dark('.repeat(depth) + 'red' + ', blue)'.repeat(depth);
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, tint: nest(16) });
  g.render(80, 80, 1, 0);
  const kept = g.displayListText();
  assert.match(kept, /#ff3b30ff|#ff0000ff/);                        // the innermost light colour
  // 17 levels up to what the 16 KB text limit lets through (about 900 at 18 bytes a level): the 64 KB wasm stack once overflowed here.
  for (const depth of [17, 100, 900]) {
    assert.throws(() => { g.tint = nest(depth); }, { name: 'TypeError', message: /^tint: .*nest/ }, `depth ${depth}`);
  }
  assert.equal(m.stats.traps, 0);
  g.render(80, 80, 1, 0);
  assert.equal(g.displayListText(), kept);
});

test('a trap restores each gauge with its colour scheme and tint', async (t) => {
  const m = await load();
  const a = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.3, tint: 'in oklch, green, purple', colorScheme: 'dark',
    labelColor: 'teal', valueColor: '#123456' });
  a.render(80, 80, 1, 0);
  const text = a.displayListText();
  t.mock.method(console, 'error', () => {});
  new Uint8Array(m.exports.memory.buffer).fill(0xff, 1024);
  assert.doesNotThrow(() => { a.value = 0.9; });
  assert.equal(m.stats.traps, 1);
  a.render(80, 80, 1, 0);
  assert.equal(a.displayListText(), text);
});

test('benchmark (prints figures): perceptual gradients in wasm, first layout and cached re-render', async (t) => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.4 });
  // Six different OKLCH gradients in turn defeat the display list's 4-entry host-stop cache.
  const tints = [0, 40, 80, 120, 160, 200].map((h) => `in oklch longer hue, oklch(0.6 0.2 ${h}), oklch(0.7 0.15 ${h + 90})`);
  const now = () => performance.now();
  let t0 = now();
  const n = 60;
  for (let i = 0; i < n; i++) { g.tint = tints[i % tints.length]; g.render(120, 120, 2, 0); }
  const fresh = (now() - t0) / n;
  assert.ok(stops(g.displayListText(), 0).length > 8, 'the gradient path was exercised');
  g.tint = tints[0];
  g.render(120, 120, 2, 0);
  t0 = now();
  for (let i = 0; i < 500; i++) { g.value = (i % 100) / 100; g.render(120, 120, 2, 0); }
  const cached = (now() - t0) / 500;
  g.tint = 'green';
  t0 = now();
  for (let i = 0; i < 500; i++) { g.value = (i % 100) / 100; g.render(120, 120, 2, 0); }
  const solid = (now() - t0) / 500;
  t.diagnostic(`wasm: OKLCH gradient, set + first render ${fresh.toFixed(3)} ms; cached re-render ${cached.toFixed(3)} ms; solid tint ${solid.toFixed(3)} ms`);
});

test('a chroma whose square overflows is gamut-mapped in the wasm (it hung the call), a number past a double is refused', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.5, tint: 'oklch(0.7 5 90)', animation: 'none' });
  g.render(58, 58, 1, 0);
  const solid = (t) => /solid #0 (#[0-9a-f]{8})/.exec(t)[1];
  const large = solid(g.displayListText());
  for (const tint of ['oklch(0.7 1e200 90)', 'oklab(0.5 1e154 1e154)', 'red, oklch(0.7 1e300 none)']) {
    g.tint = tint;                                     // returns: the chroma search starts from the largest finite chroma
    g.render(58, 58, 1, 0);
  }
  g.tint = 'oklch(0.7 1e200 90)';
  g.render(58, 58, 1, 0);
  assert.equal(solid(g.displayListText()), large);
  assert.throws(() => { g.tint = 'rgb(999999999999999e300 0 0)'; }, { message: 'tint: number out of range at byte 4' });
  assert.equal(g.tint, 'oklch(0.7 1e200 90)');       // the refused tint left the previous one
});
