// The shipped host's source map (web/swift-gauge.min.js.map, in the package beside swift-gauge.min.js): esbuild's map
// carried through tools/terser-host.mjs's renames and moves (docs/wasm-build.md › Source map). An error thrown in
// Node with --enable-source-maps names the web/src module and line that threw, not the one minified line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIN = fileURLToPath(new URL('../swift-gauge.min.js', import.meta.url));
const MAP = `${MIN}.map`;
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

test('swift-gauge.min.js names its map; the map holds every module of web/src/ with its text', () => {
  assert.match(readFileSync(MIN, 'utf8'), /\n\/\/# sourceMappingURL=swift-gauge\.min\.js\.map\n$/);
  const map = JSON.parse(readFileSync(MAP, 'utf8'));
  assert.equal(map.version, 3);
  assert.equal(map.file, 'swift-gauge.min.js');
  assert.ok(map.sources.length >= 20, map.sources.join());
  map.sources.forEach((s, i) => {
    assert.match(s, /^src\/[\w-]+\.js$/, 'sources are web/src/ modules, relative to the map');
    const file = SRC + s.slice(4);
    assert.ok(existsSync(file), file);
    assert.equal(map.sourcesContent[i], readFileSync(file, 'utf8'), `${s}: its text in the map is the module's`);
  });
});

/** Runs `code` (an ES module importing the minified host) under --enable-source-maps; its stderr. */
function stderrOf(code) {
  try {
    execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', code], { stdio: 'pipe' });
  } catch (e) { return String(e.stderr); }
  assert.fail('the snippet did not throw');
}

/** The line (1-based) of web/src/<file> that holds `text`. */
const lineOf = (file, text) => readFileSync(SRC + file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

test('an uncaught error in Node points at the module and line that threw, through moved and renamed functions', () => {
  const url = new URL('../swift-gauge.min.js', import.meta.url).href;
  const a = stderrOf(`import { setWasmSource } from '${url}'; setWasmSource(null);`);
  const at = `src/load.js:${lineOf('load.js', "throw new TypeError('setWasmSource: source")}:`;
  assert.ok(a.includes(at), `expected ${at} in:\n${a}`);
  assert.match(a, /throw new TypeError\('setWasmSource: source/, 'node shows the readable source line');
  // tintText → tint.js → errors.js: two frames, both mapped.
  const b = stderrOf(`import { tintText } from '${url}'; tintText(42);`);
  assert.match(b, /at \S+ \(\S*src\/errors\.js:\d+:\d+\)\n\s+at \S+ \(\S*src\/tint\.js:\d+:\d+\)/, b);
  assert.doesNotMatch(b, /swift-gauge\.min\.js:1:/, 'no frame is left in the minified line');
});
