// references: every reference in the repository's code, tests, scripts and build files resolves to a document the
// repository holds. A comment cites a section as `docs/<file>.md › <Heading>` (more `› <Heading>`s for deeper
// ones); the file must exist and each heading must be one of its `#` headings. Names of documents the repository
// does not hold — sections of an outside specification, numbered cases of an outside list, tracker entries, paths
// into folders outside the repository (the patterns below) — fail, as does a bare "§" that names no published
// standard. Standards are cited by name and section ("CSS Color 4 §12.4").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './helpers.mjs';

/** Where references are checked: the trees the issue names, and the top-level scripts. */
const TREES = ['Sources', 'Tests', 'web', 'Fuzz', 'tools', 'wasm', 'Benchmarks', 'build.sh', 'Package.swift'];
/** Build outputs, dependencies and data: not read. */
const SKIP_DIRS = new Set(['.build', 'build', '.venv', 'node_modules', 'test-results', '__pycache__', 'corpus', '.git']);
/** The bundles (build outputs) and this file, whose patterns and examples name what they refuse. */
const SKIP_FILES = new Set(['web/swift-gauge.js', 'web/swift-gauge.min.js', 'web/swift-gauge.min.d.ts', 'web/test/references.test.mjs']);
const TEXT = /\.(swift|mjs|js|ts|tsx|py|sh|c|h|html|css|md|json|fixture|tsv|table|ini|txt)$/;

/** Standards cited by name and section number: a "§" follows one of these names, or a range's first section. */
const STANDARD = /(CSS Color [45]|CSS Images 3|CSS Inline 3|UAX #9|HTML|WAI-ARIA|IEEE 754)\s*$/;
const RANGE = /§[\d.]+\s*(–|-|to|and|,)\s*$/;

/** Names of documents the repository does not hold, each with the reason a reader cannot follow it. */
const UNRESOLVABLE = [
  [/\bspec\s*§/, '"spec §…" names a document the repository does not hold: cite docs/swiftui-fidelity.md › <section>'],
  [/(?<![\w/#-])(?<!Display |the |DCI-)P\d{1,2}(?![\w.])/, 'a case number names a list the repository does not hold: cite docs/regression-cases.md › <case>'],
  [/peer[- ]cases?/i, '"peer cases" names a list the repository does not hold: cite docs/regression-cases.md › <case>'],
  [/\bissues? \d+/i, '"issue N" names a tracker entry the repository does not hold: say what you rely on in docs/ and cite it'],
  [/(?<![\w.])(reference|cases|seeds)\/[\w-]+/, 'a path outside the repository: write what it says into docs/ and cite that'],
  [/swiftui-gauge-spec|shared\/design\.md/, 'a document outside the repository: cite docs/swiftui-fidelity.md or docs/design.md'],
  [/(?<![\w/.-])(design|abi|display-list|swiftui-fidelity|regression-cases|wasm-build)\.md/, 'name the document with its folder: docs/<file>.md'],
];

/** What a reference may name in each docs/*.md file, read once: its `#` headings, and the names a table row
 * starts with (`| \`gauge_set_dial\` |`: docs/abi.md › gauge_set_dial is that function's row). */
const headings = new Map();
function headingsOf(file) {
  if (!headings.has(file)) {
    const path = join(ROOT, 'docs', file);
    if (!existsSync(path)) { headings.set(file, null); return null; }
    const names = new Set();
    for (const l of readFileSync(path, 'utf8').split('\n')) {
      if (/^#{1,6} /.test(l)) names.add(l.replace(/^#+ /, '').trim());
      const row = /^\| `([^`]+)` \|/.exec(l);
      if (row) names.add(row[1]);
    }
    headings.set(file, names);
  }
  return headings.get(file);
}

/** A heading of `found` that `text` starts with, ending at a word boundary; the longest. */
function headingAt(found, text) {
  let best = null;
  for (const h of found) {
    if (text.startsWith(h) && !/^[\w-]/.test(text.slice(h.length)) && (!best || h.length > best.length)) best = h;
  }
  return best;
}

const DOC = /docs\/([\w-]+\.md)/g;
/** More case names after the first: `, zero-is-a-value` or ` and rising-targets`. */
const MORE_CASES = /^(?:,\s*| and )([a-z0-9]+(?:-[a-z0-9]+)+)/;

/** The problems of one file's text: `[line, message]`. */
export function referenceProblems(text) {
  const problems = [];
  text.split('\n').forEach((line, i) => {
    for (const [pattern, why] of UNRESOLVABLE) {
      const m = pattern.exec(line);
      if (m) problems.push([i + 1, `"${m[0]}": ${why}`]);
    }
    let at = line.indexOf('§'), named = false;
    while (at >= 0) {
      const before = line.slice(0, at);
      named = STANDARD.test(before) || (named && RANGE.test(before));
      if (!named) {
        problems.push([i + 1, '"§" without the standard it numbers: write "CSS Color 4 §…" or cite docs/<file>.md › <section>']);
        break;
      }
      at = line.indexOf('§', at + 1);
    }
    // docs/<file>.md, then any `› <Heading>`s: each must start the text that follows it (prose may go on).
    for (const m of line.matchAll(DOC)) {
      const file = m[1], found = headingsOf(file);
      if (!found) { problems.push([i + 1, `docs/${file} does not exist`]); continue; }
      let rest = line.slice(m.index + m[0].length), step;
      while ((step = /^\s*›\s*/.exec(rest))) {
        rest = rest.slice(step[0].length);
        const h = headingAt(found, rest);
        if (!h) { problems.push([i + 1, `docs/${file} has no heading "${rest.split(/[)`'"]/)[0].slice(0, 40)}"`]); break; }
        rest = rest.slice(h.length);
        // Cases are named in lists: docs/regression-cases.md › origin-fill, zero-is-a-value and rising-targets.
        for (let more; file === 'regression-cases.md' && (more = MORE_CASES.exec(rest)); rest = rest.slice(more[0].length)) {
          if (!found.has(more[1])) problems.push([i + 1, `docs/${file} has no heading "${more[1]}"`]);
        }
      }
    }
  });
  return problems;
}

function* files(path) {
  const rel = relative(ROOT, path);
  if (SKIP_FILES.has(rel)) return;
  const st = statSync(path);
  if (st.isDirectory()) {
    for (const name of readdirSync(path).sort()) if (!SKIP_DIRS.has(name)) yield* files(join(path, name));
  } else if (TEXT.test(path) || rel === 'build.sh') {
    yield path;
  }
}

test('references: the checker finds what does not resolve and passes what does', () => {
  const flagged = (s) => referenceProblems(s).map(([, m]) => m);
  assert.deepEqual(flagged('// 270° (docs/swiftui-fidelity.md › accessoryCircular), CSS Color 4 §12.4'), []);
  assert.deepEqual(flagged('/// see docs/abi.md › Tint text.'), []);
  assert.deepEqual(flagged('see docs/regression-cases.md › exact-end-labels; docs/display-list.md › Text form'), []);
  assert.deepEqual(flagged('// docs/regression-cases.md › origin-fill, zero-is-a-value and rising-targets'), []);
  assert.ok(flagged('// docs/regression-cases.md › origin-fill, no-such-case').length > 0);
  assert.deepEqual(flagged('// docs/abi.md › Tint text lists what each accepts; Display P3 colours'), []);
  assert.deepEqual(flagged('// docs/design.md › Where we departed from the first map, and why'), []);
  assert.deepEqual(flagged('// hex (CSS Color 4 §5.2), (CSS Color 4 §5–§8), HTML § 4.12'), []);
  for (const bad of ['// spec §2.1', '// (P29)', '// peer cases', '// issue 8', '// reference/swiftui-gauge-spec.md',
    '// (§13.2)', '// docs/abi.md › No such section', '// docs/nowhere.md', '// see design.md', '// §4 and CSS Color 4',
    '// docs/swiftui-fidelity.md › accessoryCirculr']) {
    assert.ok(flagged(bad).length > 0, `not flagged: ${bad}`);
  }
});

test('references: every docs/ reference in the tree resolves and nothing names an outside document', () => {
  const problems = [];
  for (const tree of TREES) {
    const top = join(ROOT, tree);
    if (!existsSync(top)) continue;
    for (const f of files(top)) {
      for (const [line, message] of referenceProblems(readFileSync(f, 'utf8'))) problems.push(`${relative(ROOT, f)}:${line}: ${message}`);
    }
  }
  assert.equal(problems.length, 0, `${problems.length} references do not resolve:\n${problems.join('\n')}`);
});

test('references: the files docs/regression-cases.md says test a case exist', () => {
  const text = readFileSync(join(ROOT, 'docs/regression-cases.md'), 'utf8');
  const names = new Set();
  for (const line of text.split('\n').filter((l) => l.startsWith('**Tested in:**'))) {
    for (const m of line.matchAll(/`([\w./-]+\.(?:swift|mjs|py|table))`/g)) names.add(m[1]);
  }
  const all = [...files(join(ROOT, 'Tests')), ...files(join(ROOT, 'web/test'))].map((f) => relative(ROOT, f));
  const missing = [...names].filter((n) => !all.some((f) => f === n || f.endsWith(`/${n}`)));
  assert.deepEqual(missing, [], 'docs/regression-cases.md names test files that do not exist');
});
