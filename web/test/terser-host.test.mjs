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
