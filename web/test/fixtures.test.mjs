// Tests/Fixtures/*.fixture (format: Tests/Fixtures/README.md) driven through the raw C ABI of the built wasm:
// the text form and the FNV-1a hash of the display-list bytes must equal what `swift test` checks natively.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { wasmBytes, fnv1a32, rawAbi, ROOT } from './helpers.mjs';
import { STYLES } from '../swift-gauge.js';

const DIR = `${ROOT}Tests/Fixtures/`;

function parseFixture(name, src) {
  const lines = src.split('\n');
  const sep = lines.indexOf('---');
  assert.ok(sep > 0, `${name}: no '---' line`);
  const input = {};
  for (const line of lines.slice(0, sep)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    assert.ok(eq > 0, `${name}: bad input line ${JSON.stringify(line)}`);
    input[line.slice(0, eq).trim()] = line.slice(eq + 1);
  }
  const rest = lines.slice(sep + 1);
  const hashAt = rest.findIndex((l) => /^hash 0x[0-9a-f]{8}$/i.test(l));
  assert.ok(hashAt >= 0, `${name}: no 'hash 0x…' line`);
  return { input, text: rest.slice(0, hashAt).map((l) => `${l}\n`).join(''), hash: parseInt(rest[hashAt].slice(7), 16) };
}

const number = (s) => ({ nan: NaN, inf: Infinity, '-inf': -Infinity }[s.trim().toLowerCase()] ?? Number(s));

/** `number;colour;text|…` records written to scratch for gauge_set_zones / gauge_set_values (colour `-` = none). */
function setRecords(x, h, spec, zones) {
  const items = spec.split('|').map((r) => r.split(';'));
  const enc = new TextEncoder();
  const head = new Uint8Array(items.length * 16), dv = new DataView(head.buffer), tails = [];
  items.forEach(([n, c, t], k) => {
    const cb = c === '-' ? null : enc.encode(c), tb = enc.encode(t);
    dv.setFloat64(k * 16, number(n), true); dv.setInt32(k * 16 + 8, cb ? cb.length : -1, true); dv.setInt32(k * 16 + 12, tb.length, true);
    if (cb) tails.push(cb);
    tails.push(tb);
  });
  const total = head.length + tails.reduce((a, b) => a + b.length, 0);
  const ptr = x.gauge_scratch(total) >>> 0;
  const mem = new Uint8Array(x.memory.buffer);
  mem.set(head, ptr);
  let at = ptr + head.length;
  for (const b of tails) { mem.set(b, at); at += b.length; }
  return zones ? x.gauge_set_zones(h, items.length) : x.gauge_set_values(h, items.length);
}

/** Applies a fixture's inputs in the documented order and renders once; returns [text, hash]. */
function run(x, abi, name, input) {
  const ok = (st, what) => assert.equal(st, 0, `${name}: ${what} → status ${st}: ${abi.lastError()}`);
  const h = x.gauge_create();
  assert.ok(h > 0, `${name}: gauge_create → ${h}`);
  try {
    if ('style' in input) {
      const s = STYLES.indexOf(input.style.trim());
      assert.ok(s >= 0, `${name}: unknown style ${input.style}`);
      ok(x.gauge_set_style(h, s), 'style');
    }
    if ('bounds' in input) { const [l, u] = input.bounds.split(','); ok(x.gauge_set_bounds(h, number(l), number(u)), 'bounds'); }
    if ('value' in input) ok(x.gauge_set_value(h, number(input.value)), 'value');
    if ('label' in input) ok(abi.setLabel(h, 0, input.label), 'label');
    if ('currentValueLabel' in input) ok(abi.setLabel(h, 1, input.currentValueLabel), 'currentValueLabel');
    if ('boundsLabels' in input) {
      const bar = input.boundsLabels.indexOf('|');
      assert.ok(bar >= 0, `${name}: boundsLabels needs minimum|maximum`);
      ok(abi.setBoundsLabels(h, input.boundsLabels.slice(0, bar), input.boundsLabels.slice(bar + 1)), 'boundsLabels');
    }
    if ('tint' in input) ok(abi.setTint(h, input.tint), 'tint');
    if ('animation' in input) {
      const [kind, ...p] = input.animation.trim().split(/\s+/);
      const n = p.map(number);
      ok(kind === 'spring' ? x.gauge_set_animation(h, 2, n[0], n[1], 0, 0, 0)
        : x.gauge_set_animation(h, 1, n[0], n[1], n[2], n[3], n[4]), 'animation');
    }
    if ('colorScheme' in input) {
      assert.ok(['light', 'dark'].includes(input.colorScheme.trim()), `${name}: colorScheme must be light or dark`);
      ok(x.gauge_set_color_scheme(h, input.colorScheme.trim() === 'dark' ? 1 : 0), 'colorScheme');
    }
    if ('format' in input) ok(abi.setFormat(h, input.format), 'format');
    if ('direction' in input) ok(x.gauge_set_layout_direction(h, input.direction.trim() === 'rtl' ? 1 : 0), 'direction');
    if ('dial' in input) { const p = input.dial.split(',').map(number); ok(x.gauge_set_dial(h, ...p), 'dial'); }
    if ('zones' in input) ok(setRecords(x, h, input.zones, true), 'zones');
    if ('values' in input) ok(setRecords(x, h, input.values, false), 'values');
    if ('origin' in input) ok(x.gauge_set_origin(h, number(input.origin)), 'origin');
    if ('target' in input) ok(x.gauge_set_target(h, number(input.target)), 'target');
    if ('segments' in input) ok(x.gauge_set_segments(h, Number(input.segments)), 'segments');
    if ('orientation' in input) ok(x.gauge_set_orientation(h, input.orientation.trim() === 'vertical' ? 1 : 0), 'orientation');
    if ('ring' in input) { const p = input.ring.split(',').map(number); ok(x.gauge_set_ring_arc(h, ...p), 'ring'); }
    const [w, hh] = (input.size ?? '').split('x').map(Number);
    const ratio = number(input.ratio ?? '1');
    ok(x.gauge_render(h, w, hh, ratio, 0), 'render');
    if ('retarget' in input) {
      ok(x.gauge_set_value(h, number(input.retarget)), 'retarget');
      ok(x.gauge_render(h, w, hh, ratio, 1000), 'render at 1000');
      ok(x.gauge_render(h, w, hh, ratio, 1000 + number(input.time ?? '0')), 'render at 1000 + time');
    }
    return [abi.describe(h, 0), fnv1a32(abi.listBytes(h)), abi.describe(h, 4)];
  } finally {
    x.gauge_destroy(h);
  }
}

const files = (await readdir(DIR)).filter((f) => f.endsWith('.fixture')).sort();

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
 * Tests/Fixtures/svg/: gauge_describe(h, 4) from the wasm gives the same bytes. */
test('svg.tsv: the SVG of every fixture from the wasm equals native', async () => {
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

/** Tests/Fixtures/tints.tsv (format in its header): the fill colour or error of each tint text, as native gives. */
function tintTableEntry(x, abi, tint) {
  const h = x.gauge_create();
  try {
    x.gauge_set_style(h, STYLES.indexOf('accessoryLinearCapacity'));
    x.gauge_set_value(h, 1);
    abi.setLabel(h, 1, '');
    if (abi.setTint(h, tint) !== 0) return `error: ${abi.lastError()}`;
    x.gauge_render(h, 200, 40, 1, 0);
    const lines = abi.describe(h, 0).split('\n');
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
