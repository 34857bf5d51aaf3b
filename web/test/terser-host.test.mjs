// The shipped host's second minifier (tools/terser-host.mjs, run by ./build.sh after esbuild): web/swift-gauge.min.js
// went through it, it renames the host's internal properties alike at every use and leaves other names alone, and it
// refuses to build when a string could reach one of them (docs/wasm-build.md › Size and allocation).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INTERNAL_PROPERTIES } from '../../tools/terser-host.mjs';
import { gzipSync } from 'node:zlib';

const TOOL = fileURLToPath(new URL('../../tools/terser-host.mjs', import.meta.url));
const MIN = fileURLToPath(new URL('../swift-gauge.min.js', import.meta.url));

/** Runs the tool on `code` in a temporary file: its output file's path, or throws with the tool's stderr. */
function terse(code, dir) {
  const file = join(dir, `in${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  execFileSync(process.execPath, [TOOL, file], { env: { ...process.env, NODE_PATH: '/usr/share/nodejs' }, stdio: 'pipe' });
  return file;
}

test('web/swift-gauge.min.js went through tools/terser-host.mjs: no internal property keeps its name', () => {
  const min = readFileSync(MIN, 'utf8');
  assert.ok(INTERNAL_PROPERTIES.length > 40);
  const kept = INTERNAL_PROPERTIES.filter((n) => new RegExp(`[.{,;]${n}(?![\\w$])`).test(min));
  assert.deepEqual(kept, [], `still in the shipped host: ${kept.join(', ')} (run ./build.sh)`);
});

test('internal properties are renamed alike at every use; other names stay', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'terser-host-'));
  try {
    const out = terse(`const o = { markDirty(x) { return x + 1; }, refs: 2, count: 3 };
      export const r = o.markDirty(o.refs), keys = Object.keys(o), t = typeof document;`, dir);
    const text = readFileSync(out, 'utf8'), m = await import(pathToFileURL(out).href);
    assert.equal(m.r, 3);
    assert.equal(m.t, 'undefined');
    assert.equal(m.keys.length, 3);
    assert.ok(!m.keys.includes('markDirty') && !m.keys.includes('refs') && m.keys.includes('count'), m.keys.join());
    assert.doesNotMatch(text, /markDirty|refs/);
  } finally { rmSync(dir, { recursive: true, force: true }); }
});

test('a string naming an internal property stops the build, naming both', () => {
  const dir = mkdtempSync(join(tmpdir(), 'terser-host-'));
  try {
    for (const code of ["export const o = { attach() {} }, k = 'attach';", 'export const f = (o) => o[`readPage`];']) {
      assert.throws(() => terse(code, dir), (e) => {
        assert.match(String(e.stderr), /INTERNAL_PROPERTIES: '(attach|readPage)' is named by the string "(attach|readPage)"; take it off the list/);
        return true;
      });
    }
  } finally { rmSync(dir, { recursive: true, force: true }); }
});

test('top-level functions are moved where the module gzips smaller; every other statement keeps its order and the module does the same', async () => {
  // Alike functions far apart, unlike ones between them: gzip finds the repeats nearer when they stand together.
  const alike = (k) => `function f${k}(t,e){if(typeof t!=="number")throw new TypeError("f${k}: expected a number, got "+typeof t);return{value:t*${k},label:e??"gauge ${k}"}}`;
  const unlike = (k) => `function g${k}(){return [${Array.from({ length: 12 }, (_, i) => (k * 7919 + i * 104729) % 100003).join(',')}].map(Math.sqrt)}`;
  const parts = [];
  for (let k = 0; k < 12; k++) parts.push(alike(k), `const c${k}=g${k}().length+${k};`, unlike(k));
  const code = `${parts.join('')}export const out=[${Array.from({ length: 12 }, (_, k) => `f${k}(c${k},null).value`).join(',')}];`;
  // In a child process, as build.sh runs the tool: terser is found through NODE_PATH (/usr/share/nodejs).
  const text = execFileSync(process.execPath, ['--input-type=module', '-e',
    `import { ordered } from ${JSON.stringify(pathToFileURL(TOOL).href)}; process.stdout.write(await ordered(${JSON.stringify(code)}, 400));`],
  { env: { ...process.env, NODE_PATH: '/usr/share/nodejs' }, encoding: 'utf8' });
  const gz = (t) => gzipSync(t, { level: 9 }).length;
  assert.ok(gz(text) < gz(code), `${gz(text)} B gzipped, not below ${gz(code)}`);
  assert.notEqual(text, code);
  assert.equal(text.length, code.length);
  const others = (t) => t.match(/const c\d+=[^;]*;|export const out=[^;]*;/g);
  assert.deepEqual(others(text), others(code)); // the non-function statements, in their order
  assert.deepEqual(text.match(/function \w+/g).sort(), code.match(/function \w+/g).sort());
  const dir = mkdtempSync(join(tmpdir(), 'terser-host-'));
  try {
    const run = async (t, name) => { const f = join(dir, name); writeFileSync(f, t); return (await import(pathToFileURL(f).href)).out; };
    assert.deepEqual(await run(text, 'ordered.mjs'), await run(code, 'as-written.mjs'));
  } finally { rmSync(dir, { recursive: true, force: true }); }
});
