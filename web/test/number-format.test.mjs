// The shared formatting table (Tests/Fixtures/number-format.table, written by tools/number_format_oracle.py)
// through the wasm's gauge_format_value: the same rows `swift test` checks natively, so both agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { wasmBytes, rawAbi, ROOT } from './helpers.mjs';

const rows = (await readFile(`${ROOT}Tests/Fixtures/number-format.table`, 'utf8'))
  .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
const number = (s) => ({ nan: NaN, inf: Infinity, '-inf': -Infinity }[s] ?? Number(s));

test('the formatting table has the issue\'s cases', () => {
  assert.ok(rows.length >= 100, `${rows.length} rows`);
  for (const v of ['nan', 'inf', '-inf', '-0', '5e-324', '1.7976931348623157e308']) {
    assert.ok(rows.some((r) => r[1] === v), `no row for ${v}`);
  }
});

test('every row formats identically in wasm', async () => {
  const { exports: x } = await WebAssembly.instantiate(await WebAssembly.compile(await wasmBytes()), {});
  x._initialize();
  const abi = rawAbi(x);
  const h = x.gauge_create();
  // Bounds whose span overflows: no range digits, the format's own (docs/swiftui-fidelity.md › Numbers hold still).
  assert.equal(x.gauge_set_bounds(h, -Number.MAX_VALUE, Number.MAX_VALUE), 0);
  const wrong = [];
  for (const [spec, value, expected] of rows) {
    assert.equal(abi.setFormat(h, spec), 0, `${spec}: ${abi.lastError()}`);
    const got = abi.formatValue(h, number(value));
    if (got !== expected) wrong.push(`${spec} ${value}: got ${JSON.stringify(got)}, want ${JSON.stringify(expected)}`);
  }
  assert.deepEqual(wrong, []);
});
