// Tests/Fixtures/*.fixture (format: Tests/Fixtures/README.md) driven through the raw C ABI of the built wasm:
// the text form and the FNV-1a hash of the display-list bytes must equal what `swift test` checks natively.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { wasmBytes, fnv1a32, rawAbi } from './helpers.mjs';
import { STYLES, decodeDisplayList, displayListText } from '../swift-gauge.js';
import { DIR, fixtureFiles, parseFixture, run } from './fixture-runner.mjs';

const files = await fixtureFiles();

test('there are fixtures to run', () => {
  assert.ok(files.length > 0, `no *.fixture files in ${DIR}`);
});

const module = wasmBytes().then((b) => WebAssembly.compile(b));
module.catch(() => {}); // reported by each test below

for (const file of files) {
  test(`fixture ${file}`, async () => {
    const { exports: x } = await WebAssembly.instantiate(await module, {});
    x._initialize();
    const { input, text, hash } = parseFixture(file, await readFile(DIR + file, 'utf8'));
    const [gotText, gotHash] = run(x, rawAbi(x), file, input);
    assert.equal(gotText, text, `${file}: text form differs from the fixture`);
    assert.equal(`0x${gotHash.toString(16).padStart(8, '0')}`, `0x${hash.toString(16).padStart(8, '0')}`,
      `${file}: FNV-1a of the display-list bytes differs (native and wasm disagree bit for bit)`);
  });
}

/** Tests/Fixtures/svg.tsv (FNV-1a and byte count of each fixture's SVG, written natively) and the whole SVGs in
 * Tests/Fixtures/svg/: the host's writer (web/src/svg.js) over the wasm's list and parts gives the same bytes. */
test('svg.tsv: the SVG of every fixture from the host over the wasm equals native', async () => {
  const { exports: x } = await WebAssembly.instantiate(await module, {});
  x._initialize();
  const abi = rawAbi(x);
  const rows = new Map((await readFile(`${DIR}svg.tsv`, 'utf8')).split('\n').filter((l) => l && !l.startsWith('//'))
    .map((l) => { const [name, hash, bytes] = l.split('\t'); return [name, `${hash}\t${bytes}`]; }));
  const goldens = new Set((await readdir(`${DIR}svg/`)).filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4)));
  assert.ok(goldens.size >= 3, 'Tests/Fixtures/svg/ should hold a few whole SVGs');
  for (const file of files) {
    const name = file.slice(0, -'.fixture'.length);
    const { input } = parseFixture(file, await readFile(DIR + file, 'utf8'));
    const svg = run(x, abi, file, input)[2];
    const bytes = new TextEncoder().encode(svg);
    assert.equal(`0x${fnv1a32(bytes).toString(16).padStart(8, '0')}\t${bytes.length}`, rows.get(name), `svg.tsv: ${name}`);
    if (goldens.has(name)) assert.equal(svg, await readFile(`${DIR}svg/${name}.svg`, 'utf8'), `svg/${name}.svg`);
  }
  assert.equal(rows.size, files.length, 'svg.tsv has a row per fixture');
});

/** Tests/Fixtures/graphemes.tsv (format in its header): node's Intl.Segmenter — what the host gives the wasm, which
 * breaks no grapheme clusters itself (docs/wasm-build.md › Size and allocation) — ends every text's clusters where
 * Swift's `Character`s do (checked natively) but for the documented differences (a third column), and the table
 * holds every text the fixtures make the wasm ask about, none of them one that differs. */
test('graphemes.tsv: Intl.Segmenter breaks every text as Swift does, and holds every text the fixtures ask about', async () => {
  const rows = new Map((await readFile(`${DIR}graphemes.tsv`, 'utf8')).split('\n').filter((l) => l.includes('\t') && !l.startsWith('//'))
    .map((l) => { const [text, swift, icu] = l.split('\t'); return [JSON.parse(text), { swift, icu }]; }));
  assert.ok(rows.size >= 60, `expected the grapheme table, found ${rows.size} rows`);
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' }), encoder = new TextEncoder();
  for (const [text, { swift, icu }] of rows) {
    let end = 0;
    const got = Array.from(segmenter.segment(text), (s) => (end += encoder.encode(s.segment).length)).join(',');
    assert.equal(got, icu ?? swift, `graphemes.tsv: ${JSON.stringify(text)}: ICU ${process.versions.icu} (Unicode ${process.versions.unicode}) ${icu ? 'no longer differs as recorded' : 'differs from Swift'}`);
  }
  // Every text whose cluster ends the host registers while the fixtures run (gauge_measure_text weight 0).
  const { exports: raw } = await WebAssembly.instantiate(await module, {});
  raw._initialize();
  const asked = new Set();
  let scratch = 0;
  const x = { ...raw, gauge_scratch: (n) => (scratch = raw.gauge_scratch(n)), gauge_measure_text: (w, n, c) => {
    if (w === 0) asked.add(new TextDecoder().decode(new Uint8Array(raw.memory.buffer, scratch >>> 0, n)));
    return raw.gauge_measure_text(w, n, c);
  } };
  const abi = rawAbi(x);
  for (const file of files) run(x, abi, file, parseFixture(file, await readFile(DIR + file, 'utf8')).input);
  assert.ok(asked.size >= 5, `the fixtures should ask about some texts, asked ${asked.size}`);
  for (const text of asked) {
    assert.ok(rows.has(text), `graphemes.tsv lacks ${JSON.stringify(text)}, which a fixture asks about`);
    assert.equal(rows.get(text).icu, undefined, `${JSON.stringify(text)}: a fixture's text on which ICU and Swift differ`);
  }
});

/** Tests/Fixtures/tints.tsv (format in its header): the fill colour or error of each tint text, as native gives. */
function tintTableEntry(x, abi, tint) {
  const h = x.gauge_create();
  try {
    x.gauge_set_style(h, STYLES.indexOf('accessoryLinearCapacity'));
    x.gauge_set_value(h, 1);
    abi.setLabel(h, 1, '');
    if (abi.setTint(h, tint) !== 0) return `error: ${abi.lastError()}`;
    x.gauge_render(h, 200, 40, 1, 0);
    const lines = displayListText(decodeDisplayList(abi.listBytes(h))).split('\n');
    const fill = lines.filter((l) => l.startsWith('fillRoundRect')).pop();
    const id = fill?.match(/paint=#(\d+)$/)?.[1];
    const solid = lines.find((l) => l.startsWith(`solid #${id} `));
    return solid ? solid.split(' ')[2] : 'no fill';
  } finally {
    x.gauge_destroy(h);
  }
}

test('tints.tsv: every tint text gives the fill colour or error that native gives', async () => {
  const { exports: x } = await WebAssembly.instantiate(await module, {});
  x._initialize();
  const abi = rawAbi(x);
  const rows = (await readFile(`${DIR}tints.tsv`, 'utf8')).split('\n').filter((l) => !l.startsWith('//') && l.includes('\t'));
  assert.ok(rows.length >= 90, `expected the tint table, found ${rows.length} rows`);
  for (const row of rows) {
    const tab = row.indexOf('\t');
    const input = row.slice(0, tab), expected = row.slice(tab + 1);
    assert.equal(tintTableEntry(x, abi, input), expected, `tints.tsv: ${JSON.stringify(input)}`);
  }
});
