// The shipped host's second minifier: Debian's terser (node-terser) over esbuild's minified bundle, in place.
// esbuild bundles and minifies (build.sh › build_host); terser then
// - renames every local and top-level name again: its names gzip better (−1,014 B of the bundle's 40,804 B gzipped);
// - applies its safe compressions (−158 B more), with those that cost gzip bytes here left off: inlining functions
//   at their call sites and folding functions into their single caller (+189 B), statement sequences joined by
//   commas (+11 B), function expressions wrapped in parentheses (+99 B), `<!--` and `-->` escaped in strings as
//   for a bundle inlined in a classic script (+5 B; esbuild did not escape them either);
// - renames the properties in INTERNAL_PROPERTIES: names the host's modules share with each other only (−323 B,
//   −39 B more for the ninth round's);
// then `ordered` moves its top-level function declarations, and (only earlier) the names of `var` statements whose
// initialisers run nothing, where the bundle gzips smaller (−425 B; the fifteenth round's −350 B more).
// Figures: docs/wasm-build.md › Size and allocation and web/size-budget.json. No unsafe transform: getters are not
// assumed pure (own-property reads may run a page's getter or Proxy trap, errors.js), `typeof x == "undefined"`
// stays as written, every function keeps its parameters.
// With a source map beside the file (<file.js>.map, esbuild's --sourcemap), the map is carried through terser (its
// input source map) and through `ordered`'s moves, and written again beside the file; the file then ends in its
// sourceMappingURL comment (docs/wasm-build.md › Source map).
// Usage: node tools/terser-host.mjs <file.js>   (NODE_PATH must reach /usr/share/nodejs, where Debian puts terser)
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** terser's minify, loaded on first use (importing INTERNAL_PROPERTIES needs no terser). */
const minify = (...a) => createRequire(import.meta.url)('terser').minify(...a);

/**
 * Properties renamed in the shipped bundle: read and written only as `.name` (or declared as an object key, class
 * field or method) by the host's own modules, on objects no page receives — the LIMITS, NEEDLE, ANIMATION,
 * DISPLAY_LIST and INTRINSIC_SIZE constants (vocabulary.js), a gauge's internal state (options.js › defaultState),
 * the instance, frame loop, bindings and surfaces' protocol (instance.js, frames.js, canvas-binding.js, surface.js),
 * the font keys (measure.js). None is named by web/swift-gauge.d.ts, a test or a string in the bundle; `terse`
 * refuses to build when a string or the types name one (a string can reach a property through `obj[text]`).
 * terser leaves the names of the DOM and the language (its domprops list) alone and never renames to a name the
 * bundle already uses as a property.
 */
export const INTERNAL_PROPERTIES = [
  // vocabulary.js constants
  'absentShift', 'namedCurve', 'curves', 'maxHubRadius', 'maxMajorTicks', 'maxMinorTicks', 'minSegments', 'maxSegments',
  'fontKeys', 'maxSide', 'minPixelRatio', 'maxPixelRatio', 'labelBytes', 'tintStops', 'batchEntryBytes', 'scratchBytes',
  'headerBytes', 'flagRightToLeft', 'verticalBar', 'flagAnimating', 'tintBytes', 'maxDialSweep',
  // a gauge's state beyond its options
  'pageThickness', 'tickCore', 'tickTexts', 'tickFormatter', 'forcedWas', 'autoDirection', 'autoScheme',
  // the instance, frame loop, binding and surface protocol; font keys
  'fontKey', 'ownsCanvas', 'darkQuery', 'forcedQuery', 'onRestored', 'forgetPageScheme', 'pageColorScheme',
  'readAppearance', 'fontsChanged', 'invalidateAll', 'eager', 'markDirty', 'markSurface', 'autoSize', 'listReplaced',
  'readPage', 'attach', 'addSurface', 'removeSurface', 'measureMisses', 'renderMany', 'refs', 'warned', 'parkable', 'prepare',
  // the options table's own keys (options.js › OPTIONS), the display list's views (display-list.js), forced palettes
  'alias', 'readsAttribute', 'i32', 'f64', 'isZone',
  // the thirteenth round's: a format's core half (format.js), the page's font scale in a gauge's state, the restyle
  // protocol between bindings and the frame loop, the font-use callback, a surface's bindings
  'coreFormat', 'pageFontScale', 'restyle', 'restyled', 'fontUsed', 'bindings',
  // the host-as-data round's: more of the table's own keys (options.js › OPTIONS), a gauge's input flags,
  // the bindings' own fields
  'elementOnly', 'inputFlags', 'descHost', 'onScreen', 'joining', 'ariaAt', 'retrying', 'queue',
];

/** Every string and template text of `code` (the esbuild bundle), through terser's own parser. */
async function stringsOf(code) {
  const { ast } = await minify(code, { module: true, compress: false, mangle: false, output: { ast: true, code: false } });
  const seen = new Set(), texts = [];
  (function walk(n) {
    if (!n || typeof n !== 'object' || seen.has(n)) return;
    seen.add(n);
    if (n.TYPE === 'String' || n.TYPE === 'TemplateSegment') texts.push(String(n.value ?? n.raw));
    for (const k of Object.keys(n)) walk(n[k]);
  })(ast);
  return texts;
}

/** The shipped form of esbuild's minified bundle `code` (a string): what build.sh writes and bundle-order.mjs
 * measures. Throws, naming it, when a string of the bundle or web/swift-gauge.d.ts names an INTERNAL_PROPERTIES entry. */
export async function terse(code, inputMap) {
  const word = (name) => new RegExp(`(^|[^\\w$])${name}($|[^\\w$])`);
  const types = readFileSync(new URL('../web/swift-gauge.d.ts', import.meta.url), 'utf8'), texts = await stringsOf(code);
  for (const name of INTERNAL_PROPERTIES) {
    const re = word(name), text = texts.find((t) => re.test(t));
    if (text !== undefined) throw new Error(`terser-host: INTERNAL_PROPERTIES: '${name}' is named by the string ${JSON.stringify(text.slice(0, 80))}; take it off the list`);
    if (re.test(types)) throw new Error(`terser-host: INTERNAL_PROPERTIES: '${name}' is named by web/swift-gauge.d.ts; take it off the list`);
  }
  const out = await minify(code, {
    module: true,
    ecma: 2022,
    mangle: { properties: { regex: new RegExp(`^(${INTERNAL_PROPERTIES.join('|')})$`) } },
    compress: { passes: 2, inline: false, reduce_funcs: false, sequences: false, pure_getters: false, typeofs: false },
    format: { ascii_only: true, wrap_func_args: false, inline_script: false },
    ...(inputMap === undefined ? {} : { sourceMap: { content: inputMap, includeSources: true, asObject: true } }),
  });
  return inputMap === undefined ? ordered(out.code) : orderedWithMap(out.code, out.map);
}

/**
 * `ordered(code)` and `map` (terser's, an object) carried along: every mapping moves with the text of the top-level
 * statement it falls in. Returns `{ code, map }`.
 */
export async function orderedWithMap(code, map) {
  const moved = [];
  const text = await ordered(code, ORDER_MOVES, moved);
  const { decode, encode } = createRequire(import.meta.url)('@jridgewell/sourcemap-codec');
  const starts = (t) => [0, ...[...t.matchAll(/\n/g)].map((m) => m.index + 1)];
  const oldLines = starts(code), newLines = starts(text);
  const lineAt = (lines, offset) => { let lo = 0, hi = lines.length - 1; while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (lines[mid] <= offset) lo = mid; else hi = mid - 1; } return lo; };
  const out = newLines.map(() => []);
  decode(map.mappings).forEach((segments, line) => {
    for (const seg of segments) {
      const offset = oldLines[line] + seg[0];
      const part = moved.find((p) => offset >= p.from && offset < p.from + p.length);
      if (!part) continue;
      const to = part.to + offset - part.from, l = lineAt(newLines, to);
      out[l].push([to - newLines[l], ...seg.slice(1)]);
    }
  });
  for (const segs of out) segs.sort((a, b) => a[0] - b[0]);
  return { code: text, map: { ...map, mappings: encode(out) } };
}

/** Moves tried by `ordered`: about 2.5 min on a loaded 2-core machine for the shipped host (5,000 until the fifteenth
 * round: 40,000 with the cut `var` statements and a last pass of short moves took 350 B more off; docs/wasm-build.md
 * › Size and allocation). */
export const ORDER_MOVES = 40000;
/** The search's generator seed (3: of seeds 1–4 on the sixteenth round's bundle the smallest, 41,136 B against 41,174 for 1; a seed moves the result by ±40 B, docs/wasm-build.md › Size and allocation). */
export const ORDER_SEED = 3;

/**
 * `code` (terser's output) with its top-level function declarations in an order that gzips smaller: a deterministic
 * search (a fixed-seed generator) that moves one declaration at a time to another top-level position and keeps the
 * move when node's zlib at level 9 writes fewer bytes. A function declaration is hoisted, so where it stands at the
 * top level changes nothing the module does. A `var` name whose initialiser runs nothing (`inert`) moves too, but
 * never after a statement that runs code and stood before it, so it holds its value before anything reads it as
 * it did; the other statements keep their order. (The wasm's functions are
 * ordered alike: build.sh › build_wasm.) Figures: docs/wasm-build.md › Size and allocation.
 */
export async function ordered(code, moves = ORDER_MOVES, moved = undefined, start = ORDER_SEED) {
  const { ast } = await minify(code, { module: true, compress: false, mangle: false, output: { ast: true, code: false } });
  const at = ast.body.map((n) => n.start.pos);
  // A declaration whose initialisers evaluate nothing (inert) may move too, but only earlier: never past a statement
  // that runs code (`fixed`) it stood after, so no code that ran before it now runs after it. A `var` statement is
  // cut into one part per name (`var a=…,b=…;` is `var a=…;var b=…;`), and adjacent ones are joined again.
  let fixedSeen = 0;
  const part = (n, from, text, v) => {
    const fn = n.TYPE === 'Defun', free = fn || inert(n);
    if (!free) fixedSeen++;
    return { fn: free, hoisted: fn, fixed: !free, after: free ? fixedSeen : fixedSeen - 1, from, text, v };
  };
  let parts = ast.body.flatMap((n, i) => {
    const from = i ? at[i] : 0, to = at[i + 1] ?? code.length, defs = n.definitions ?? [];
    // Each name's text runs to the comma before the next name (the last one's to the statement's `;`).
    const ends = defs.map((d, k) => (k + 1 < defs.length ? defs[k + 1].start.pos - 1 : to - (code[to - 1] === ';' ? 1 : 0)));
    if (n.TYPE === 'Var' && code.startsWith('var ', from) && defs[0].start.pos === from + 4 && ends.every((e, k) => k + 1 === defs.length || code[e] === ',')) {
      return defs.map((d, k) => part({ TYPE: 'Var', definitions: [d] }, d.start.pos, code.slice(d.start.pos, ends[k]), true));
    }
    return [part(n, from, code.slice(from, to), false)];
  });
  const render = (p, out) => {
    let text = '';
    p.forEach((x, k) => {
      const head = x.v ? (p[k - 1]?.v ? ',' : 'var ') : '', tail = x.v && !p[k + 1]?.v ? ';' : '';
      out?.push({ from: x.from, to: text.length + head.length, length: x.text.length });
      text += head + x.text + tail;
    });
    return text;
  };
  const allowed = (p) => { let f = 0; for (const x of p) { if (x.fixed) f++; else if (!x.hoisted && f > x.after) return false; } return true; };
  const size = (p) => gzipSync(render(p), { level: 9 }).length;
  let best = size(parts), seed = start;
  const random = (n) => Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 * n);
  for (let i = 0; i < moves; i++) {
    const fns = parts.flatMap((x, k) => (x.fn ? [k] : []));
    if (!fns.length) break;
    const from = fns[random(fns.length)], to = random(parts.length);
    if (to === from) continue;
    const next = parts.slice();
    next.splice(to, 0, ...next.splice(from, 1));
    if (!parts[from].hoisted && !allowed(next)) continue;
    const n = size(next);
    if (n < best) { best = n; parts = next; }
  }
  // Then one pass of short moves: each movable part tried 1 to 4 places before and after where it stands.
  for (let k = 0; k < parts.length; k++) {
    const x = parts[k];
    if (!x.fn) continue;
    for (const d of [-4, -3, -2, -1, 1, 2, 3, 4]) {
      const from = parts.indexOf(x), to = from + d;
      if (to < 0 || to >= parts.length) continue;
      const next = parts.slice();
      next.splice(to, 0, ...next.splice(from, 1));
      if (!x.hoisted && !allowed(next)) continue;
      const n = size(next);
      if (n < best) { best = n; parts = next; }
    }
  }
  // Where each statement's text went (`moved`: from, to, length in UTF-16 units), for orderedWithMap.
  return render(parts, moved);
}

/** Whether top-level statement `n` (terser's AST) declares names whose initialisers evaluate nothing: no value,
 * literals, functions and arrows (their bodies run only when called), classes without a superclass, computed keys or
 * static members, arrays and objects of those, and `new` of an argument-less Map, Set, WeakMap or WeakSet. */
export function inert(n) {
  if (!['Var', 'Let', 'Const'].includes(n.TYPE)) return false;
  const value = (v) => {
    if (!v) return true;
    switch (v.TYPE) {
      case 'Number': case 'String': case 'True': case 'False': case 'Null': case 'RegExp': case 'Arrow': case 'Function': return true;
      case 'TemplateString': return v.segments.every((x) => x.TYPE === 'TemplateSegment');
      case 'Array': return v.elements.every(value);
      case 'Object': return v.properties.every((p) => p.TYPE === 'ObjectKeyVal' && typeof p.key === 'string' && value(p.value)
        || (p.TYPE === 'ConciseMethod' || p.TYPE === 'ObjectGetter' || p.TYPE === 'ObjectSetter') && !p.computed_key());
      case 'ClassExpression': return !v.extends && v.properties.every((p) => p.TYPE !== 'ClassStaticBlock' && !p.static && typeof p.computed_key === 'function' && !p.computed_key());
      case 'New': return v.expression.TYPE === 'SymbolRef' && ['Map', 'Set', 'WeakMap', 'WeakSet'].includes(v.expression.name) && !v.args.length;
      default: return false;
    }
  };
  return n.definitions.every((d) => d.name.TYPE !== 'Destructuring' && value(d.value));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2], mapFile = `${file}.map`;
  // esbuild's sourceMappingURL comment is dropped here: the file ends in one naming the map written below.
  const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  if (existsSync(mapFile)) {
    const out = await terse(code, JSON.parse(readFileSync(mapFile, 'utf8')));
    out.map.file = basename(file);
    writeFileSync(mapFile, JSON.stringify(out.map));
    writeFileSync(file, `${out.code}\n//# sourceMappingURL=${basename(mapFile)}\n`);
  } else {
    writeFileSync(file, await terse(code));
  }
}
