// The host's shape (docs/design.md › The web host): small ES modules in web/src/ whose imports flow one way —
// no cycles, the generated vocabulary at the bottom, the element and index.js at the top — each under 400 lines
// (600 with the reason written at its top: options.js, the one table, and gauge.js, a gauge's whole public
// surface), the image export and zone announcements as leaves under the gauge, and every public name of index.js
// also in the shipped bundle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';

const SRC = new URL('../src/', import.meta.url);
const files = (await readdir(SRC)).filter((f) => f.endsWith('.js')).sort();
const text = Object.fromEntries(await Promise.all(files.map(async (f) => [f, await readFile(new URL(f, SRC), 'utf8')])));
/** Module → the modules it imports (static `import … from './x.js'` and `export … from './x.js'`). */
const graph = Object.fromEntries(files.map((f) => [f,
  [...text[f].matchAll(/^(?:import|export)\b[^;]*?from '\.\/([\w-]+\.js)';/gms)].map((m) => m[1])]));

/** A cycle in `g` as a list of modules (first = last), or null. */
export function findCycle(g) {
  const state = {}; // 1 visiting, 2 done
  const path = [];
  const visit = (n) => {
    if (state[n] === 2) return null;
    if (state[n] === 1) return [...path.slice(path.indexOf(n)), n];
    state[n] = 1; path.push(n);
    for (const m of g[n] ?? []) { const c = visit(m); if (c) return c; }
    path.pop(); state[n] = 2;
    return null;
  };
  for (const n of Object.keys(g)) { const c = visit(n); if (c) return c; }
  return null;
}

test('the cycle finder finds a cycle and passes a chain', () => {
  assert.deepEqual(findCycle({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] }), ['a.js', 'b.js', 'c.js', 'a.js']);
  assert.equal(findCycle({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': [] }), null);
});

test('web/src has the modules, every import resolves and none forms a cycle', () => {
  assert.ok(files.length >= 12, files.join(', '));
  for (const [f, deps] of Object.entries(graph)) {
    for (const d of deps) assert.ok(files.includes(d), `${f} imports ./${d}, which does not exist`);
  }
  assert.equal(findCycle(graph), null, `import cycle: ${findCycle(graph)?.join(' → ')}`);
});

test('imports flow one way: the vocabulary at the bottom, the element below index.js only', () => {
  assert.deepEqual(graph['vocabulary.js'], [], 'vocabulary.js is generated and imports nothing');
  assert.ok(graph['display-list.js'].every((d) => ['vocabulary.js', 'errors.js'].includes(d)), `display-list.js imports ${graph['display-list.js']}`);
  const importers = (m) => files.filter((f) => graph[f].includes(m));
  assert.deepEqual(importers('element.js'), ['index.js']);
  assert.deepEqual(importers('index.js'), []);
  // Nothing but the page-facing top reaches the element or the module facade.
  assert.deepEqual(importers('module.js').sort(), ['element.js', 'index.js', 'load.js']);
  // The images and the zone announcements are the gauge's, below it: the replayer and the facade's refusals, or
  // nothing (announce.js gets the document from the gauge's binding and is told of frames by the instance).
  assert.deepEqual(importers('export-image.js'), ['gauge.js']);
  assert.deepEqual(graph['export-image.js'].sort(), ['errors.js', 'replay.js', 'vocabulary.js']);
  assert.deepEqual(importers('announce.js'), ['gauge.js']);
  assert.deepEqual(graph['announce.js'], []);
});

test('no module is over 400 lines (600 with the reason at its top)', () => {
  for (const f of files) {
    const lines = text[f].split('\n').length - 1;
    if (lines <= 400) continue;
    assert.ok(lines <= 600, `${f}: ${lines} lines; split it`);
    assert.match(text[f].split('\n').slice(0, 8).join('\n'), /over 400 lines/, `${f}: ${lines} lines without the reason at its top`);
  }
});

test('the bundles export what index.js exports', async () => {
  const modules = await import('../src/index.js');
  for (const bundle of ['../swift-gauge.js', '../swift-gauge.min.js']) {
    const b = await import(bundle);
    assert.deepEqual(Object.keys(b).sort(), Object.keys(modules).sort(), bundle);
  }
});
