// The READMEs' JavaScript as written — the repository's README.md and the package's (web/README.package.md, which
// ./build.sh dist ships as the package's README.md): every ```js block and every module script of an ```html block
// parses as an ES module; each import names a file the package ships ("the two files" each README's install section
// says to copy, or an export of web/package.json) and only names that module exports; the snippets that need no page
// (no document, window or element) run in Node against the package, as a project that installed it imports it
// ('swift-gauge' → web/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = join(ROOT, 'web');
/** The READMEs checked, by their path in the repository. */
const READMES = ['README.md', 'web/README.package.md'].map((name) => ({ name, text: readFileSync(join(ROOT, name), 'utf8') }));
const PKG = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8'));

/** [{ line, code }]: the ```js blocks and the inline module scripts of the ```html blocks of `text`. */
function snippets(text) {
  const out = [];
  for (const m of text.matchAll(/```(js|html)\n([\s\S]*?)```/g)) {
    const line = text.slice(0, m.index).split('\n').length;
    if (m[1] === 'js') out.push({ line, code: m[2] });
    else for (const s of m[2].matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) out.push({ line, code: s[1] });
  }
  return out;
}

/** The imports of `code`: [{ specifier, names: [exported names], default: bool }]. */
function importsOf(code) {
  return [...code.matchAll(/^\s*import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*(?:from\s+)?'([^']+)'/gm)].map((m) => ({
    specifier: m[3], default: Boolean(m[1]),
    names: (m[2] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean),
  }));
}

/** The file of web/ a specifier reaches: the package's exports, or the two files beside the page. */
function fileOf(specifier) {
  if (specifier === 'swift-gauge' || specifier.startsWith('swift-gauge/')) {
    const key = specifier === 'swift-gauge' ? '.' : `./${specifier.slice('swift-gauge/'.length)}`;
    const target = PKG.exports[key];
    assert.ok(target, `${specifier}: not an export of web/package.json`);
    const file = typeof target === 'string' ? target : target.default;
    assert.ok(PKG.files.includes(file.slice(2)), `${specifier} → ${file}: not in the package's "files"`);
    return join(WEB, file);
  }
  // Relative imports in a README are from a page beside "the two files" it says to copy.
  assert.ok(['./swift-gauge.min.js'].includes(specifier), `${specifier}: the README's install section gives the page only swift-gauge.min.js and swift-gauge.wasm`);
  return join(WEB, specifier);
}

for (const { name, text } of READMES) {
  test(`${name}: "copy the two files" names the files the HTML and JS examples load`, () => {
    assert.match(text, /copy `swift-gauge\.min\.js` and\s+`swift-gauge\.wasm` side by side/);
    assert.match(text, /<script type="module" src="swift-gauge\.min\.js"><\/script>/);
  });

  test(`${name}: every JavaScript snippet parses, and its imports resolve against the package and its exports`, async () => {
    const all = snippets(text);
    assert.ok(all.length >= 5, `${all.length} snippets`);
    const dir = mkdtempSync(join(tmpdir(), 'readme-snippets-'));
    try {
      let imports = 0;
      for (const { line, code } of all) {
        const file = join(dir, `line${line}.mjs`);
        writeFileSync(file, code);
        try { execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' }); } catch (e) {
          assert.fail(`${name}:${line}: the snippet does not parse as a module:\n${e.stderr}`);
        }
        for (const imp of importsOf(code)) {
          const target = fileOf(imp.specifier);
          assert.ok(existsSync(target), `${name}:${line}: ${imp.specifier} → ${target} is missing (run ./build.sh)`);
          imports++;
          if (target.endsWith('.wasm')) { assert.ok(imp.default && !imp.names.length, `${name}:${line}: a wasm import is a default (a URL)`); continue; }
          const mod = await import(pathToFileURL(target).href);
          for (const exported of imp.names) assert.ok(exported in mod, `${name}:${line}: ${imp.specifier} exports no ${exported}`);
        }
      }
      assert.ok(imports >= 6, `${imports} imports checked`);
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });

  test(`${name}: the snippets that need no page run in Node as written, importing the package by name`, () => {
    const runnable = snippets(text).filter(({ code }) => /^\s*import /m.test(code) && !/\b(document|window|wasmURL)\b/.test(code));
    assert.ok(runnable.length >= 2, `${runnable.length} runnable snippets`);
    const dir = mkdtempSync(join(tmpdir(), 'readme-run-'));
    try {
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(WEB, join(dir, 'node_modules', 'swift-gauge'), 'dir');
      writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
      for (const { line, code } of runnable) {
        const file = join(dir, `line${line}.mjs`);
        writeFileSync(file, code);
        try { execFileSync(process.execPath, [file], { cwd: dir, stdio: 'pipe', timeout: 60_000 }); } catch (e) {
          assert.fail(`${name}:${line}: the snippet failed in Node:\n${e.stderr}`);
        }
      }
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });
}

test('the package ships web/README.package.md as its README.md, not the repository\'s README.md', () => {
  const build = readFileSync(join(ROOT, 'build.sh'), 'utf8');
  const dist = /^build_dist\(\) \{\n([\s\S]*?)^\}/m.exec(build)?.[1];
  assert.ok(dist, 'build.sh has no build_dist()');
  assert.match(dist, /^\s*cp web\/README\.package\.md "\$pkg\/README\.md"$/m);
  assert.doesNotMatch(dist.replace(/\\\n/g, ' '), /^\s*cp [^\n]*(?<![\w.\/])README\.md[^\n]*"\$pkg\/"$/m, 'the repository README.md is copied into the package');
});
