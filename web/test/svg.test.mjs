// SVG through the JS facade (Gauge.toSVG: web/src/svg.js over the list and gauge_svg_parts) in node, the font stack shared by the Canvas
// replayer and the SVG writer, the element's class outside a browser, and animation validation under reduced
// motion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loadSwiftGauge, SwiftGaugeElement } from '../swift-gauge.js';
import { wasmBytes, rawAbi, fnv1a32, ROOT } from './helpers.mjs';

const load = async () => loadSwiftGauge(await wasmBytes());

test('toSVG() is the SVG of the last display list; toSVG(w, h) lays the gauge out first', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', lower: 0, upper: 40, value: 21, label: 'Temperature',
    currentValueLabel: '21°', minimumValueLabel: '0', maximumValueLabel: '40', tint: 'green, yellow, orange, red',
    colorScheme: 'light', animation: 'none' });
  assert.match(g.toSVG(), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="0" height="0"><!-- not a display list -->/);
  g.render(58, 58, 2, 0);
  // the list's own prefix (as gauge_describe(h, 4) writes natively); by default toSVG's ids count documents
  const own = { idPrefix: `sg${(await readFile(`${ROOT}Tests/Fixtures/ring-temperature.fixture`, 'utf8')).match(/^hash 0x([0-9a-f]{8})$/m)[1]}-` };
  const svg = g.toSVG(own);
  // the same bytes the native writer produced for this fixture (Tests/Fixtures/svg/ring-temperature.svg)
  assert.equal(svg, await readFile(`${ROOT}Tests/Fixtures/svg/ring-temperature.svg`, 'utf8'));
  assert.equal(g.toSVG(58, 58, 2, own), svg);
  const wide = g.toSVG(120, 90);
  assert.match(wide, /width="120" height="90" viewBox="0 0 120 90"/);
  assert.match(g.displayListText(), /^header v1 size=120x90 ratio=1/, 'toSVG(w, h) rendered that box');
  assert.throws(() => g.toSVG(-1, 10), { name: 'RangeError', message: /^render: width:/ });
  g.destroy();
  assert.throws(() => g.toSVG(), /toSVG: this gauge was destroyed/);
});

test('toSVG escapes every text: the XSS label is text, never markup', async () => {
  const m = await load();
  const evil = '<img src=x onerror=alert(1)>';
  for (const style of ['linearCapacity', 'accessoryLinear', 'accessoryCircular']) {
    const g = m.createGaugeHandle({ style, value: 0.5, label: evil, currentValueLabel: `"${evil}" & '`,
      minimumValueLabel: evil, maximumValueLabel: '</svg>' });
    const svg = g.toSVG(300, 120);
    assert.doesNotMatch(svg, /<img|<\/svg>.*<\/svg>/s, style);
    assert.match(svg, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.match(svg, /&quot;&lt;img src=x onerror=alert\(1\)&gt;&quot; &amp; &#39;/);
    // every < in the document opens one of the writer's own elements
    const tags = new Set([...svg.matchAll(/<\/?([a-zA-Z]+)/g)].map((t) => t[1]));
    assert.deepEqual([...tags].filter((t) => !['svg', 'title', 'desc', 'defs', 'mask', 'rect', 'circle', 'path', 'text', 'g', 'linearGradient', 'stop'].includes(t)), []);
    g.destroy();
  }
});

test('the Canvas font and the SVG font-family are the same stack', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 1 });
  const family = /font-family="([^"]+)"/.exec(g.toSVG(58, 58))[1];
  const host = await readFile(new URL('../src/replay.js', import.meta.url), 'utf8');
  const stack = /const FONT_STACK = '([^']+)';/.exec(host)[1];
  assert.equal(family.replaceAll("'", '"'), stack);
});

test('SVG from wasm equals native for every fixture (hashes in Tests/Fixtures/svg.tsv), also through the facade', async () => {
  const m = await load();
  const rows = (await readFile(`${ROOT}Tests/Fixtures/svg.tsv`, 'utf8')).split('\n').filter((l) => l && !l.startsWith('//'));
  assert.ok(rows.length >= 20);
  // one fixture through the JS API: storage-bar
  const g = m.createGaugeHandle({ style: 'linearCapacity', lower: 0, upper: 256, value: 182, label: 'iPhone Storage',
    currentValueLabel: '182 GB of 256 GB used', tint: 'orange', colorScheme: 'light', animation: 'none' });
  const src = await readFile(`${ROOT}Tests/Fixtures/storage-bar.fixture`, 'utf8');
  const [w, h] = /^size=(\d+)x(\d+)$/m.exec(src).slice(1).map(Number);
  const ratio = Number(/^ratio=([\d.]+)$/m.exec(src)?.[1] ?? 1);
  const idPrefix = `sg${/^hash 0x([0-9a-f]{8})$/m.exec(src)[1]}-`;
  const bytes = new TextEncoder().encode(g.toSVG(w, h, ratio, { idPrefix }));
  const row = rows.find((r) => r.startsWith('storage-bar\t')).split('\t');
  assert.deepEqual([`0x${fnv1a32(bytes).toString(16).padStart(8, '0')}`, String(bytes.length)], row.slice(1));
  // and raw: the wasm has no SVG writer (the host writes it), and an out-of-range `what`
  const x = m.exports, abi = rawAbi(x), hd = x.gauge_create();
  assert.equal(x.gauge_describe(hd, 4), -2);
  assert.match(abi.lastError(), /^gauge_describe: what: 4 \(the SVG\) is written only natively/);
  assert.equal(x.gauge_describe(hd, 5), -2);
  assert.equal(abi.lastError(), 'gauge_describe: what: must be 0…4, got 5');
  x.gauge_destroy(hd);
});

test('an invalid animation is refused even while the page prefers reduced motion', async () => {
  const m = await load();
  const g = m.createGaugeHandle({ value: 0.5 });
  m.reducedMotion = true;
  assert.throws(() => { g.animation = { type: 'spring', response: -1 }; }, { name: 'RangeError', message: /^animation: .*response must be above 0/ });
  assert.equal(g.animation, 'default');
  g.animation = 'easeInOut';
  assert.equal(g.animation, 'easeInOut');
  g.value = 0.9;  // reduced motion: shown at once
  assert.equal(g.render(100, 20, 1, 0).animating, false);
  m.reducedMotion = false;
  g.value = 0.1;
  g.render(100, 20, 1, 1000);
  assert.equal(g.render(100, 20, 1, 1100).animating, true);
});

test('<swift-gauge> is defined only where there is a DOM; its class lists the observed attributes', () => {
  assert.equal(typeof SwiftGaugeElement, 'function');
  assert.deepEqual([...SwiftGaugeElement.observedAttributes].sort(), ['animation', 'announce', 'color-scheme', 'colorscheme',
    'current-value-label', 'currentvaluelabel', 'decreasing-color', 'decreasingcolor', 'delta', 'dial', 'disabled', 'focus-color', 'focuscolor', 'font-family', 'font-scale', 'fontfamily', 'fontscale', 'format', 'formats-bounds-labels',
    'formatsboundslabels', 'gauge-style', 'gaugestyle', 'high', 'hub-color', 'hubcolor', 'increasing-color', 'increasingcolor', 'interactive', 'label', 'label-color', 'labelcolor', 'large-step', 'largestep', 'layout-direction',
    'layoutdirection', 'low', 'lower', 'max',
    'maximum-value-label', 'maximumvaluelabel', 'min', 'minimum-value-label', 'minimumvaluelabel', 'needle', 'optimum', 'orientation',
    'origin', 'readonly', 'reference', 'ring-arc', 'ringarc', 'segments', 'step', 'strings', 'target', 'thickness', 'threshold-markers', 'thresholdmarkers', 'tick-format', 'tickformat', 'tint', 'track-color', 'trackcolor', 'upper', 'value', 'value-animation',
    'value-color', 'valueanimation', 'valuecolor', 'values', 'zones']);
  assert.ok(SwiftGaugeElement.wasmSource instanceof URL && SwiftGaugeElement.wasmSource.href.endsWith('/swift-gauge.wasm'));
  assert.equal(typeof globalThis.customElements, 'undefined');
});

test('useModule: elements share a given module; loadModule then returns it; another one is refused', async () => {
  const a = await load(), b = await load();
  SwiftGaugeElement.useModule(a);
  assert.equal(await SwiftGaugeElement.loadModule(), a);
  SwiftGaugeElement.useModule(a);
  assert.throws(() => SwiftGaugeElement.useModule(b), /useModule: elements already use another module/);
  assert.throws(() => SwiftGaugeElement.useModule({}), { name: 'TypeError' });
});

test('gauge_svg_parts: a request may name any word; fields past 2^31 are refused, not a wasm32 overflow trap', async () => {
  // The wasm fuzzer's finding: a request naming a payload word after a 9 (the text op's code) read two floats as a
  // text's offset and length, whose sum passed Int32's range (Int is 32 bits in wasm) and trapped the module.
  const m = await load();
  const x = m.exports, abi = rawAbi(x);
  let asked = 0, overflowing = 0;
  for (const colorScheme of ['light', 'dark']) for (const style of ['linearCapacity', 'accessoryCircular', 'dial', 'automatic']) {
    const g = m.createGaugeHandle({ style, value: 0.5, label: 'Pressure!', currentValueLabel: '123456789', minimumValueLabel: 'abcdefghi',
      maximumValueLabel: 'ABCDEFGHI', colorScheme, animation: 'none' });
    g.render(150, 90, 1, 0);
    const h = g.handle, list = abi.listBytes(h), u32 = new Uint32Array(list.slice().buffer);
    const svg = g.toSVG({ idPrefix: 'k' });
    for (let p = 9; p < u32.length; p++) {
      if ((u32[p - 1] & 0xffff) !== 9) continue;
      if ((u32[p + 6] ?? 0) + (u32[p + 7] ?? 0) >= 2 ** 31 || (u32[p + 3] ?? 0) >= 2 ** 31) overflowing++;
      abi.scratch(new Uint8Array(Uint32Array.from([p, 0]).buffer));
      const n = x.gauge_svg_parts(h, 1);
      assert.ok(n > 0 || n === -2, `${style} ${colorScheme}: word ${p} gave ${n}`);
      asked++;
    }
    assert.equal(g.toSVG({ idPrefix: 'k' }), svg, 'the gauge is as it was');
    g.destroy();
  }
  assert.ok(overflowing >= 1, `some requests name fields past Int32's range (${overflowing} of ${asked})`);
});

test('gauge_svg_parts: the parts the host asks for; a request naming anything else, a bad count or handle is refused', async () => {
  const m = await load();
  const x = m.exports, abi = rawAbi(x);
  const g = m.createGaugeHandle({ style: 'accessoryCircularCapacity', value: 0.5, label: 'L', currentValueLabel: 'a very long value text',
    tint: 'red, blue', animation: 'none' });
  g.render(58, 58, 1, 0);
  const h = g.handle, list = abi.listBytes(h), u32 = new Uint32Array(list.buffer, list.byteOffset, list.length >> 2);
  const ask = (...words) => { abi.scratch(new Uint8Array(Uint32Array.from(words).buffer)); return x.gauge_svg_parts(h, words.length / 2); };
  // no request: the family only (0 bytes: the default stack); the title is the host's, from gauge_describe 1 and 2
  const n = x.gauge_svg_parts(h, 0);
  assert.equal(n, 4);
  assert.equal(new DataView(x.memory.buffer, x.gauge_text_ptr() >>> 0, 4).getUint32(0, true), 0);
  assert.match(g.toSVG(), /<title>L: a very long value text<\/title>/);
  // every command: only texts and conic-painted arcs may be named
  const heads = [];
  for (let w = 8; w < 8 + u32[5]; w += 1 + (u32[w] >>> 16)) heads.push([u32[w] & 0xffff, w + 1]);
  const text = heads.find(([op]) => op === 9), fill = heads.find(([op]) => op === 7 || op === 6 || op === 1);
  assert.ok(ask(text[1], 0) > n, 'a text request adds its flag');
  assert.equal(ask(fill[1], 0), -2);
  assert.equal(abi.lastError(), 'gauge_svg_parts: count: a request names no text or conic-painted arc of the last display list');
  assert.equal(ask(u32.length + 5, 0), -2, 'past the list');
  const arc = heads.find(([op]) => op === 5);
  assert.equal(ask(arc[1], text[1]), -2, 'an arc whose paint word is not its conic paint');
  assert.equal(x.gauge_svg_parts(h, -1), -2);
  assert.equal(x.gauge_svg_parts(h, 4097), -2);
  x.gauge_scratch(0);
  assert.equal(x.gauge_svg_parts(h, 1), -3);
  assert.equal(x.gauge_svg_parts(0, 0), -1);
  assert.equal(g.toSVG({ idPrefix: 'same' }), g.toSVG({ idPrefix: 'same' }), 'refusals leave the gauge as it was');
  g.destroy();
});
