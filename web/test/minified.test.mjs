// The shipped host, web/swift-gauge.min.js (built by ./build.sh from web/swift-gauge.js), behaves exactly like
// its source: the same exports, the same Canvas 2D calls for every fixture's display list, and through the Gauge
// API the same display lists, texts, SVGs and error messages. (The browser's element page loads it too.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as source from '../src/index.js';
import { wasmBytes, rawAbi, recordingContext } from './helpers.mjs';
import { DIR, fixtureFiles, parseFixture, run } from './fixture-runner.mjs';

const MIN_PATH = fileURLToPath(new URL('../swift-gauge.min.js', import.meta.url));
if (!existsSync(MIN_PATH)) throw new Error(`${MIN_PATH} is missing: run ./build.sh first`);
const shipped = await import('../swift-gauge.min.js');

test('the minified host is smaller and has the same exports', async () => {
  const [a, b] = [await readFile(fileURLToPath(new URL('../swift-gauge.js', import.meta.url))), await readFile(MIN_PATH)];
  assert.ok(b.length < a.length * 0.7, `minified ${b.length} bytes, source ${a.length}`);
  assert.deepEqual(Object.keys(shipped).sort(), Object.keys(source).sort());
  for (const k of Object.keys(source)) {
    assert.equal(typeof shipped[k], typeof source[k], k);
    if (typeof source[k] !== 'function') assert.deepEqual(shipped[k], source[k], k);
  }
});

test('every fixture\'s display list replays to the same Canvas 2D calls and decodes alike', async () => {
  const { exports: x } = await WebAssembly.instantiate(await WebAssembly.compile(await wasmBytes()), {});
  x._initialize();
  const abi = rawAbi(x);
  const files = await fixtureFiles();
  assert.ok(files.length > 20, `expected the fixtures, found ${files.length}`);
  for (const file of files) {
    const { input } = parseFixture(file, await readFile(DIR + file, 'utf8'));
    const bytes = run(x, abi, file, input)[3];
    const logs = [source, shipped].map((host) => {
      const ctx = recordingContext();
      host.drawDisplayList(ctx, bytes.buffer, 0, bytes.length, 2);
      return JSON.stringify(ctx.log);  // gradients are objects with their own addColorStop: compare their data
    });
    assert.ok(JSON.parse(logs[0]).length > 4, `${file}: the replay drew nothing`);
    assert.equal(logs[1], logs[0], `${file}: the minified host draws differently`);
    const [a, b] = [source, shipped].map((host) => host.listCommands(host.decodeDisplayList(bytes.buffer, 0, bytes.length)));
    assert.deepEqual(b, a, `${file}: listCommands differs`);
  }
});

/** Drives one host's Gauge API through every style and setter; returns what it produced, errors included. */
async function exercise(host) {
  const m = await host.loadSwiftGauge(await wasmBytes());
  const out = [];
  const g = m.createGaugeHandle({
    style: 'dial', lower: 0, upper: 200, value: 120, label: 'Speed', currentValueLabel: '120 km/h',
    minimumValueLabel: '0', maximumValueLabel: '200', tint: ['green', 'yellow', 'red'],
  });
  g.zones = [{ from: 0, color: 'green', name: 'ok' }, { from: 150, color: 'red', name: 'fast' }];
  g.target = 100;
  for (const style of host.STYLES) {
    g.style = style;
    g.render(180, 120, 2, 0);
    out.push(g.displayListText(), g.toSVG(180, 120, { idPrefix: 'm' }), JSON.stringify(g.accessibility()));
  }
  g.format = { significantDigits: 3, grouping: true, suffix: ' km/h' };
  out.push(g.formatValue(1234.5));
  g.animation = 'easeInOut';
  g.value = 10;
  for (const t of [0, 100, 250, 600]) { g.render(120, 120, 1, t); out.push(g.displayListText()); }
  for (const bad of [() => g.setBounds(2, 1), () => { g.style = 'nope'; }, () => { g.tint = 'not-a-colour'; },
    () => g.render(-1, 10), () => { g.segments = 1; }, () => { g.dial = { sweep: 400 }; }]) {
    try { bad(); out.push('no error'); } catch (e) { out.push(`${e.constructor.name}: ${e.message}`); }
  }
  g.destroy();
  return out;
}

test('the Gauge API gives the same display lists, texts, SVGs and error messages', async () => {
  const [a, b] = [await exercise(source), await exercise(shipped)];
  assert.ok(a.filter((s) => s.startsWith('header v1')).length >= 10);
  assert.ok(a.filter((s) => /Error: /.test(s)).length >= 5, a.slice(-6).join('\n'));
  assert.deepEqual(b, a);
});
