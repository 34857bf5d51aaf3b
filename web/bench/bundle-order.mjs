// Does the host's bundle order still gzip best? esbuild lays modules out in the order it meets their imports
// (depth first), and the shipped bundle's order is a size lever (docs/wasm-build.md › Size and allocation) that any
// later edit can undo. This benchmark prints the shipped bundle's gzip (esbuild --minify, then tools/terser-host.mjs
// as build.sh does; node zlib -9, the size ratchet's measure) for today's order of web/src/gauge.js's imports and for
// the best order a hill climb of adjacent swaps finds from it; when the two differ, today's order has decayed.
// Nothing is asserted. Usage (build.sh bench passes the flags; terser is found through NODE_PATH):
//   NODE_PATH=/usr/share/nodejs node web/bench/bundle-order.mjs -- <esbuild flags of build.sh's build_host>
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { terse } from '../../tools/terser-host.mjs';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const flags = process.argv.slice(process.argv.indexOf('--') + 1);
const work = mkdtempSync(join(tmpdir(), 'bundle-order-'));
cpSync(src, work, { recursive: true });
const file = join(work, 'gauge.js'), text = readFileSync(file, 'utf8');
// The module's import block: one import per line (gauge.js's own style), from its first import to its last.
const lines = text.split('\n'), first = lines.findIndex((l) => l.startsWith('import ')), imports = [];
for (let i = first; lines[i]?.startsWith('import '); i++) imports.push(lines[i]);
const before = lines.slice(0, first), after = lines.slice(first + imports.length);

async function gzipOf(order) {
  writeFileSync(file, [...before, ...order, ...after].join('\n'));
  const out = execFileSync('esbuild', [join(work, 'index.js'), ...flags, '--minify', '--log-level=error'], { maxBuffer: 1 << 26 });
  return gzipSync(await terse(out.toString()), { level: 9 }).length;
}

const today = await gzipOf(imports);
let best = imports, bestSize = today, improved = true;
while (improved) {
  improved = false;
  for (let i = 0; i + 1 < best.length; i++) {
    const order = best.slice(); [order[i], order[i + 1]] = [order[i + 1], order[i]];
    const size = await gzipOf(order);
    if (size < bestSize) { best = order; bestSize = size; improved = true; }
  }
}
rmSync(work, { recursive: true, force: true });
const name = (l) => /from '\.\/(.+)\.js'/.exec(l)?.[1] ?? l;
console.log(`bundle order: gauge.js's ${imports.length} imports as today ${today} B gzip; best found ${bestSize} B` +
  (bestSize < today ? ` (−${today - bestSize} B): ${best.map(name).join(', ')}` : ' (today\'s order is still the best found)'));
