// The shipped module: no imports, and exactly the documented exports (docs/abi.md) with their arities.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { wasmBytes, ROOT } from './helpers.mjs';

/** `gauge_*` functions and their parameter counts, read from the function table of docs/abi.md. */
async function documentedFunctions() {
  const doc = await readFile(`${ROOT}docs/abi.md`, 'utf8');
  const fns = new Map();
  for (const m of doc.matchAll(/^\| `(gauge_\w+)` \| `\(([^)]*)\)/gm)) {
    fns.set(m[1], m[2].trim() === '' ? 0 : m[2].split(',').length);
  }
  assert.ok(fns.size >= 10, `expected the function table in docs/abi.md, found ${fns.size} functions`);
  return fns;
}

test('swift-gauge.wasm imports nothing', async () => {
  const m = await WebAssembly.compile(await wasmBytes());
  assert.deepEqual(WebAssembly.Module.imports(m), []);
});

test('swift-gauge.wasm exports exactly memory, _initialize and the documented gauge_* functions', async () => {
  const m = await WebAssembly.compile(await wasmBytes());
  const fns = await documentedFunctions();
  const exports = WebAssembly.Module.exports(m);
  assert.deepEqual(exports.map((e) => e.name).sort(), ['_initialize', 'memory', ...fns.keys()].sort());
  assert.equal(exports.find((e) => e.name === 'memory').kind, 'memory');
  for (const e of exports) if (e.name !== 'memory') assert.equal(e.kind, 'function', e.name);
  const { exports: x } = await WebAssembly.instantiate(m, {});
  assert.equal(x._initialize.length, 0);
  for (const [name, arity] of fns) assert.equal(x[name].length, arity, `${name} takes ${arity} parameters (docs/abi.md)`);
});
