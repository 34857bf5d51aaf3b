// The wasm fuzzer: the shipped web/swift-gauge.wasm against the native build, with Fuzz/FuzzDriver.swift's op
// language. build/wasm-fuzz/gauge-record (tools/wasm-fuzz/Recorder.swift + main.swift, built by build.sh) runs the
// native driver over a program and logs every C-ABI call it makes with its results; this file replays that log
// call by call against a fresh instance of the wasm and compares every result: statuses and return values,
// handles, display-list bytes (length + FNV-1a), texts, the last error (text and parts) after each refusal and
// the batch entries the core writes back. A wasm trap, a differing result, a native check failure (`X`) or a
// native crash (`K`) fails the program, named with its first differing call.
//
//   node tools/wasm-fuzz/wasm-fuzz.mjs replay FILE|DIR…     every program given (e.g. Fuzz/corpus)
//   node tools/wasm-fuzz/wasm-fuzz.mjs fuzz SECONDS          mutated programs (seeds: Fuzz/corpus, build/fuzz/corpus)
// Options: --recorder PATH (build/wasm-fuzz/gauge-record), --wasm PATH (web/swift-gauge.wasm), --out DIR
// (build/wasm-fuzz: findings/ holds each failing mutated program and its report, replay/ the reports of failing
// files given to replay), --seed N (the mutator's).
//
// What the replay does as a host would, so the two builds stay comparable: scratch contents cross as data (written
// at the address the wasm's own gauge_scratch returned); a render (or batch, or natural size) that leaves texts
// waiting for their grapheme-cluster ends — the wasm breaks none itself, natively Swift does — has them answered
// with Intl.Segmenter (web/src/measure.js, as web/src/instance.js does) and is called again, scratch then restored;
// cluster ends the driver registers itself (`gauge_measure_text` weight 0, possibly made up) are replaced by the
// real ones, as the natively built core breaks clusters itself. Documented differences are accepted: the text
// form and SVG (`gauge_describe` 0 and 4) are native only — the wasm's refusal is expected and its list's text form,
// written by web/src/display-list.js, is compared with the native one — and heap statistics (`gauge_stats` 1, 3)
// are wasm only; after either, the last error is not compared until both record a new one. Addresses are compared
// only as null or not, and the display-list buffers' reserved bytes (`gauge_stats` 2: capacities, which native
// Swift rounds up to what malloc gave) as zero or not.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeDisplayList, displayListText } from '../../web/src/display-list.js';
import { registerClusterEnds, TextMeasurer } from '../../web/src/measure.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const encoder = new TextEncoder();

// Arguments (i: i32, d: f64) > result (i: i32, d: f64, p: address) of every export the driver calls.
const SIG = {
  gauge_scratch: 'i>p', gauge_create: '>i', gauge_destroy: 'i>i', gauge_set_value: 'id>i', gauge_set_bounds: 'idd>i',
  gauge_set_style: 'ii>i', gauge_set_label: 'iii>i', gauge_set_bounds_labels: 'iii>i', gauge_set_tint: 'ii>i',
  gauge_set_animation: 'iiddddd>i', gauge_set_color_scheme: 'ii>i', gauge_set_orientation: 'ii>i',
  gauge_set_ring_arc: 'iddi>i', gauge_render: 'idddd>i', gauge_render_batch: 'idd>i', gauge_natural_size: 'iddi>d',
  gauge_display_list_ptr: 'i>p', gauge_display_list_len: 'i>i', gauge_describe: 'ii>i', gauge_stats: 'i>i',
  gauge_last_error: '>i', gauge_last_error_part: 'i>i', gauge_text_ptr: '>p', gauge_tick_count: 'i>i',
  gauge_tick_value: 'ii>d', gauge_set_reference: 'idi>i', gauge_set_delta_symbols: 'iii>i', gauge_set_needle: 'iid>i',
  gauge_set_dial: 'iddiiii>i', gauge_set_threshold_markers: 'ii>i', gauge_set_segments: 'ii>i', gauge_set_target: 'id>i',
  gauge_set_origin: 'id>i', gauge_set_zones: 'ii>i', gauge_set_values: 'ii>i', gauge_set_number_format: 'iiiiii>i',
  gauge_set_tick_format: 'iiiiii>i', gauge_set_formatted_text: 'iii>i', gauge_set_value_animation: 'ii>i',
  gauge_set_layout_direction: 'ii>i', gauge_set_font: 'iii>i', gauge_set_color: 'iii>i', gauge_set_tick_texts: 'ii>i',
  gauge_measure_text: 'iii>i', gauge_svg_parts: 'ii>i',
};
const BATCH_ENTRY = 32;
const f64 = new DataView(new ArrayBuffer(8));
const fromBits = (hex) => { f64.setBigUint64(0, BigInt(`0x${hex}`)); return f64.getFloat64(0); };
const toBits = (x) => { f64.setFloat64(0, x); return f64.getBigUint64(0).toString(16).padStart(16, '0'); };
const fromHex = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
function fnv(bytes) {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193) >>> 0;
  return h >>> 0;
}

/** A log as calls: `{line, name, args, result, extra, pre: [records], post: [records]}`; plus `X`/`K` lines. */
export function parseLog(text) {
  const calls = [], end = { native: null, crash: null };
  let pre = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const t = line.split(' ');
    switch (t[0]) {
      case 'W': pre.push({ off: +t[1], bytes: fromHex(t[2]) }); break;
      case 'F': pre.push({ off: +t[1], bytes: new Uint8Array(+t[2]).fill(+t[3]) }); break;
      case 'C': calls.at(-1).post.push({ off: +t[1], bytes: fromHex(t[2]) }); break;
      case 'D': calls.at(-1).post.push({ off: +t[1], bytes: new Uint8Array(+t[2]).fill(+t[3]) }); break;
      case 'X': end.native = line.slice(2).replaceAll('\\n', '\n'); break;
      case 'K': end.crash = +t[1]; break;
      default: {
        const eq = t.indexOf('=');
        const extra = {};
        for (let k = eq + 2; k < t.length;) {
          if (t[k] === 't') { extra.t = +t[k + 1]; k += 2; }
          else if (t[k] === 'l') { extra.l = [+t[k + 1], +t[k + 2]]; k += 3; }
          else if (t[k] === 'L') { extra.L = fromHex(t[k + 1]); k += 2; }
          else if (t[k] === 'E') { extra.E = t.slice(k + 1, k + 7).map(Number); k += 7; }
          else throw new Error(`log: unknown field ${t[k]} in ${line}`);
        }
        calls.push({ line: t.slice(0, eq + 2).join(' '), name: t[0], args: t.slice(1, eq), result: t[eq + 1], extra, pre, post: [] });
        pre = [];
      }
    }
  }
  return { calls, ...end };
}

class Mismatch extends Error {}

/**
 * Replays one program's log against a fresh instance of `module`. Returns `{calls, failure}`: failure null, or
 * `{kind, call, index, message}` (kind: trap, mismatch, native-check, native-crash).
 */
export function replay(module, logText) {
  const log = parseLog(logText);
  if (log.crash !== null) return { calls: 0, failure: { kind: 'native-crash', index: -1, call: '', message: `the native driver died of signal ${log.crash}${log.crash === 14 ? ' (over 60 s)' : ''}` } };
  const x = new WebAssembly.Instance(module, {}).exports;
  x._initialize();
  const answer = new TextMeasurer({ measuredTexts: 0, measureCalls: 0 });
  let scratchPtr = 0, shadow = new Uint8Array(0), tainted = false;
  const mem = () => new Uint8Array(x.memory.buffer);
  const writeScratch = (off, bytes) => { mem().set(bytes, scratchPtr + off); shadow.set(bytes, off); };
  // After the replay's own calls (cluster ends through scratch): scratch back to what the program left in it.
  const restoreScratch = () => {
    const p = x.gauge_scratch(shadow.length) >>> 0;
    if (p) { scratchPtr = p; mem().set(shadow, p); }
  };
  const answerMisses = () => { const n = answer.measureMisses(x, () => false); if (n) restoreScratch(); return n; };
  const text = (n) => mem().slice(x.gauge_text_ptr() >>> 0, (x.gauge_text_ptr() >>> 0) + n);
  const listOf = (h) => { const p = x.gauge_display_list_ptr(h) >>> 0; return p ? mem().slice(p, p + x.gauge_display_list_len(h)) : new Uint8Array(0); };
  let index = 0, c = null;
  const fail = (message) => { throw new Mismatch(message); };
  try {
    for (; index < log.calls.length; index++) {
      c = log.calls[index];
      for (const r of c.pre) writeScratch(r.off, r.bytes);
      const sig = SIG[c.name];
      if (!sig) throw new Error(`log: unknown function ${c.name}`);
      const [argTypes, resultType] = sig.split('>');
      const args = c.args.map((a, k) => (argTypes[k] === 'd' ? fromBits(a) : Number(a) | 0));
      const f = x[c.name];
      let r = f(...args);
      // As a host does: texts waiting for their cluster ends are answered and the call made again.
      if (c.name === 'gauge_render') for (let pass = 0; r > 0 && pass < 3; pass++) { answerMisses(); r = f(...args); }
      if (c.name === 'gauge_render_batch') for (let pass = 0; r > 0 && pass < 3; pass++) { answerMisses(); r = f(...args); }
      if (c.name === 'gauge_natural_size') for (let pass = 0; pass < 3 && answerMisses() > 0; pass++) r = f(...args);
      if (c.name === 'gauge_measure_text' && r === 0 && args[0] === 0) {
        // The driver's own cluster ends (scalar boundaries or made up): the native core breaks clusters itself.
        registerClusterEnds(x, new TextDecoder().decode(shadow.subarray(0, args[1])));
        restoreScratch();
      }
      const got = resultType === 'd' ? toBits(r) : resultType === 'p' ? ((r >>> 0) ? '1' : '0') : String(r);
      if (c.name === 'gauge_scratch' && (r >>> 0)) scratchPtr = r >>> 0;
      if (c.name === 'gauge_scratch') shadow = new Uint8Array(args[0] >= 0 && args[0] <= 65536 ? args[0] : 0);
      const what = args[0] >>> 0, whatOf = args[1] >>> 0;
      if (c.name === 'gauge_describe' && (whatOf === 0 || whatOf === 4) && Number(c.result) >= 0) {
        // Native only: the wasm refuses; the host writes the text form (compared) and the SVG itself.
        if (r !== -2) fail(`gauge_describe(${whatOf}) is native only: the wasm should refuse it, returned ${r}`);
        if (whatOf === 0 && c.extra.t !== undefined) {
          const list = listOf(args[0]);
          const form = list.length ? displayListText(decodeDisplayList(list)) : '';
          if (fnv(encoder.encode(form)) !== c.extra.t) fail(`the text form web/src/display-list.js writes of the wasm's list differs from the native one:\n${form}`);
        }
        tainted = true;
        continue;
      }
      if (c.name === 'gauge_stats' && (what === 1 || what === 3) && c.result === '-2') {
        if (r < 0) fail(`gauge_stats(${what}) (wasm only) returned ${r}`);
        tainted = true;
        continue;
      }
      if (c.name === 'gauge_stats' && what === 2 && Number(c.result) >= 0) {
        // Capacities, not lengths: a native Swift array's capacity is what malloc gave (malloc_usable_size), an
        // Embedded one's what was asked for; both are 0 exactly when no gauge is live.
        if (r < 0 || (r === 0) !== (c.result === '0')) fail(`gauge_stats(2): native ${c.result}, wasm ${r} (0 exactly when no gauge is live)`);
        continue;
      }
      const errorGetter = c.name === 'gauge_last_error' || c.name === 'gauge_last_error_part';
      if (!(tainted && errorGetter)) {
        const same = got === c.result || (resultType === 'd' && Number.isNaN(r) && Number.isNaN(fromBits(c.result)));
        if (!same) fail(`native ${c.result}, wasm ${got}${resultType === 'd' ? ` (native ${fromBits(c.result)}, wasm ${r})` : ''}`);
        if (c.extra.t !== undefined && fnv(text(r)) !== c.extra.t) {
          fail(`the text differs: wasm ${JSON.stringify(new TextDecoder().decode(text(r)).slice(0, 300))}`);
        }
      }
      if (c.extra.l) {
        const list = listOf(args[0]);
        if (list.length !== c.extra.l[0] || fnv(list) !== c.extra.l[1]) {
          let detail = '';
          try {
            const w = displayListText(decodeDisplayList(list)).split('\n');
            if (c.extra.L) {
              const n = displayListText(decodeDisplayList(c.extra.L)).split('\n');
              const k = w.findIndex((line, i) => line !== n[i]);
              detail = `\n  first differing line ${k}:\n  native: ${n[k]}\n  wasm:   ${w[k]}`;
            } else detail = `\n  wasm list:\n    ${w.join('\n    ')}\n  (GAUGE_WASM_FUZZ_LISTS=1 records the native list too)`;
          } catch (e) { detail = ` (${e.message})`; }
          fail(`display list: native ${c.extra.l[0]} bytes fnv ${c.extra.l[1]}, wasm ${list.length} bytes fnv ${fnv(list)}${detail}`);
        }
      }
      if (c.extra.E) {
        const n = x.gauge_last_error(), t = text(Math.max(n, 0));
        const parts = [0, 1, 2, 3, 4].map((k) => x.gauge_last_error_part(k));
        const native = [c.extra.E[0], ...c.extra.E.slice(1)];
        const wasm = [fnv(t), ...parts];
        if (native.join() !== wasm.join()) {
          fail(`the refusal differs: wasm's last error ${JSON.stringify(new TextDecoder().decode(t))} parts ${parts.join(' ')}; native fnv ${native[0]} parts ${native.slice(1).join(' ')}`);
        }
        tainted = false;
      }
      if (c.name === 'gauge_render_batch' || c.post.length) {
        // Bytes the core wrote back (batch entries): equal, except list addresses (null or not).
        const before = shadow.slice();
        for (const p of c.post) shadow.set(p.bytes, p.off);
        const now = mem().subarray(scratchPtr, scratchPtr + shadow.length);
        const batch = c.name === 'gauge_render_batch';
        for (let i = 0; i < shadow.length; i++) {
          if (batch && i % BATCH_ENTRY >= 24 && i % BATCH_ENTRY < 28) {
            if (i % BATCH_ENTRY === 24) {
              const e = i - 24, zero = (a) => a[i] | a[i + 1] | a[i + 2] | a[i + 3];
              if (!zero(shadow) !== !zero(now)) fail(`batch entry ${e / BATCH_ENTRY}: list address null natively ${!zero(shadow)}, in wasm ${!zero(now)}`);
            }
            continue;
          }
          if (now[i] !== shadow[i]) {
            fail(`scratch byte ${i} after the call (batch entry ${Math.floor(i / BATCH_ENTRY)}, field byte ${i % BATCH_ENTRY}): native ${shadow[i]}, wasm ${now[i]} (before ${before[i]})`);
          }
        }
        mem().set(shadow, scratchPtr); // the native bytes, addresses included, as the program read them
      }
    }
  } catch (e) {
    const call = c ? c.line : '';
    if (e instanceof WebAssembly.RuntimeError) return { calls: index + 1, failure: { kind: 'trap', index, call, message: `the wasm trapped: ${e.message}${wasmFrames(e)}` } };
    if (e instanceof Mismatch) return { calls: index + 1, failure: { kind: 'mismatch', index, call, message: e.message } };
    throw e;
  }
  if (log.native) return { calls: index, failure: { kind: 'native-check', index: -1, call: '', message: `the native driver's check failed: ${log.native}` } };
  return { calls: index, failure: null };
}

/** The wasm frames of a trap's stack (function indices; names with a KEEP_NAMES=1 build). */
const wasmFrames = (e) => {
  const frames = String(e.stack).split('\n').filter((l) => l.includes('wasm://')).slice(0, 8).map((l) => l.trim().replace(/^at /, ''));
  return frames.length ? ` (in ${frames.join(' < ')})` : '';
};

/** The native recorder as a child process: `record(bytes)` resolves with the program's log text (in order). */
class Recorder {
  #child; #waiting = []; #buffer = Buffer.alloc(0);

  constructor(path) {
    this.#child = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.#child.stdout.on('data', (d) => {
      this.#buffer = Buffer.concat([this.#buffer, d]);
      while (this.#buffer.length >= 4) {
        const n = this.#buffer.readUInt32LE(0);
        if (this.#buffer.length < 4 + n) break;
        const log = this.#buffer.subarray(4, 4 + n).toString('utf8');
        this.#buffer = this.#buffer.subarray(4 + n);
        this.#waiting.shift().resolve(log);
      }
    });
    this.#child.on('exit', (code, signal) => {
      for (const w of this.#waiting.splice(0)) w.reject(new Error(`gauge-record exited (${code ?? signal})`));
    });
  }

  get pending() { return this.#waiting.length; }

  record(bytes) {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      const head = Buffer.alloc(4);
      head.writeUInt32LE(bytes.length);
      this.#child.stdin.write(Buffer.concat([head, Buffer.from(bytes)]));
    });
  }

  close() { this.#child.stdin.end(); }
}

// MARK: Programs

/** Files given, directories expanded (sorted). */
function programFiles(paths) {
  const out = [];
  for (const p of paths) {
    if (!existsSync(p)) continue;
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) { const q = join(p, f); if (statSync(q).isFile()) out.push(q); }
    else out.push(p);
  }
  return out;
}

/** A small deterministic PRNG (xorshift32), so a run can be repeated with --seed. */
function prng(seed) {
  let s = seed >>> 0 || 1;
  return (n) => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return n === undefined ? s : s % n; };
}

// Doubles where a 32-bit Int overflows or a float→int conversion traps in wasm32, and a few others.
const INTERESTING = [2 ** 31, 2 ** 31 - 1, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, 2 ** 32 - 1, 1.7e9, 2.1e9, 2.2e9, 3e9, 4.3e9,
  -1.7e9, -3e9, 1e10, 1e12, 2 ** 53, 2 ** 53 + 2, 9.2e18, 9.3e18, -9.3e18, 1e19, 1e300, 4096.5, 65536.5, 1e-7];
const OPS = 21; // FuzzProgram.Op.allCases.count

function rawDouble(x) {
  const b = new Uint8Array(9);
  b[0] = 96;
  new DataView(b.buffer).setFloat64(1, x, true);
  return [...b];
}

/** One mutation of `a` (seeds: the other programs, for splicing). */
function mutate(a, seeds, rnd) {
  let b = [...a];
  const near = () => { const x = INTERESTING[rnd(INTERESTING.length)]; const k = rnd(4); return k === 0 ? x : k === 1 ? x + rnd(17) - 8 : k === 2 ? x * (1 + (rnd(200) - 100) * 1e-9) : -x; };
  const at = () => rnd(b.length + 1);
  const rounds = 1 + rnd(6);
  for (let k = 0; k < rounds; k++) {
    switch (rnd(12)) {
      case 0: if (b.length) { const i = rnd(b.length); b[i] ^= 1 << rnd(8); } break;
      case 1: if (b.length) b[rnd(b.length)] = rnd(256); break;
      case 2: if (b.length) b[rnd(b.length)] = [0, 255, 96, 200, 224, 240, 250, rnd(OPS)][rnd(8)]; break;
      case 3: { const i = at(); b.splice(i, 0, ...Array.from({ length: 1 + rnd(16) }, () => rnd(256))); break; }
      case 4: if (b.length) { const i = rnd(b.length); b.splice(i, 1 + rnd(Math.min(32, b.length - i))); } break;
      case 5: if (b.length) { const i = rnd(b.length), n = 1 + rnd(Math.min(64, b.length - i)); b.splice(at(), 0, ...b.slice(i, i + n)); } break;
      case 6: { const o = seeds[rnd(seeds.length)]; const i = rnd(b.length + 1), j = rnd(o.length + 1); b = b.slice(0, i).concat([...o.subarray(j)]); break; }
      case 7: b.splice(at(), 0, ...rawDouble(near())); break;
      case 8: { // setBounds(live gauge, x, x + small)
        const x = near(), y = x + [0, 1, 5, 100, 2 ** 31][rnd(5)];
        b.splice(at(), 0, 3, 0, rnd(256), ...rawDouble(Math.min(x, y)), ...rawDouble(Math.max(x, y)));
        break;
      }
      case 9: b.splice(at(), 0, [2, 13, 18][rnd(3)], 0, rnd(256), ...rawDouble(near())); break; // setValue / ring arc
      case 10: b.splice(at(), 0, rnd(OPS), ...Array.from({ length: 2 + rnd(30) }, () => rnd(256))); break;
      default: b.splice(at(), 0, 4, 0, rnd(256), 6); break; // setStyle(dial)
    }
  }
  return Uint8Array.from(b.slice(0, 4096));
}

// MARK: Reporting

function saveFinding(out, kind, bytes, report) {
  const dir = join(out, 'findings');
  mkdirSync(dir, { recursive: true });
  const name = `${kind}-${createHash('sha1').update(bytes).digest('hex').slice(0, 12)}`;
  writeFileSync(join(dir, name), bytes);
  writeFileSync(join(dir, `${name}.txt`), report + '\n');
  return join(dir, name);
}

function describe(path, f, logText) {
  const calls = parseLog(logText).calls;
  const from = Math.max(0, f.index - 8);
  const before = f.index >= 0 ? calls.slice(from, f.index).map((c, k) => `    #${from + k} ${c.line}`).join('\n') : '';
  return `${path}: ${f.kind}${f.index >= 0 ? ` at call #${f.index} ${f.call}` : ''}\n  ${f.message}` + (before ? `\n  after:\n${before}` : '');
}

// MARK: Main

const argv = process.argv.slice(2);
const opt = (name, fallback) => { const i = argv.indexOf(name); if (i < 0) return fallback; const v = argv[i + 1]; argv.splice(i, 2); return v; };
const recorderPath = resolve(opt('--recorder', join(ROOT, 'build/wasm-fuzz/gauge-record')));
const wasmPath = resolve(opt('--wasm', join(ROOT, 'web/swift-gauge.wasm')));
const out = resolve(opt('--out', join(ROOT, 'build/wasm-fuzz')));
const seedArg = opt('--seed', String(Date.now() >>> 0));
const [mode, ...rest] = argv;
if (!['replay', 'fuzz'].includes(mode)) {
  console.error('usage: node tools/wasm-fuzz/wasm-fuzz.mjs replay FILE|DIR… | fuzz SECONDS [--seed N] [--recorder PATH] [--wasm PATH] [--out DIR]');
  process.exit(2);
}
for (const [what, p] of [['the recorder', recorderPath], ['the wasm', wasmPath]]) {
  if (!existsSync(p)) { console.error(`wasm-fuzz: ${what} ${p} is missing: run ./build.sh wasm-fuzz`); process.exit(2); }
}
const module = new WebAssembly.Module(readFileSync(wasmPath));
const recorder = new Recorder(recorderPath);

if (mode === 'replay') {
  const files = programFiles(rest);
  let failed = 0, calls = 0;
  const start = Date.now();
  const logs = files.map((f) => recorder.record(readFileSync(f)));
  for (let k = 0; k < files.length; k++) {
    const logText = await logs[k];
    const r = replay(module, logText);
    calls += r.calls;
    if (r.failure) {
      failed++;
      const report = describe(files[k], r.failure, logText);
      console.error(`FAIL ${report}`);
      mkdirSync(join(out, 'replay'), { recursive: true });
      writeFileSync(join(out, 'replay', `${files[k].split('/').pop()}.txt`), report + '\n');
    }
  }
  recorder.close();
  console.log(`wasm-fuzz replay: ${files.length} programs, ${calls} calls, ${failed} failing, ${((Date.now() - start) / 1000).toFixed(1)} s`);
  process.exit(failed ? 1 : 0);
}

// fuzz SECONDS: mutated programs until the time is up; findings kept once per kind and first differing function.
const seconds = Number(rest[0] ?? 60);
const rnd = prng(Number(seedArg));
const seedFiles = programFiles([join(ROOT, 'Fuzz/corpus'), join(ROOT, 'build/fuzz/corpus')]);
const seeds = seedFiles.map((f) => new Uint8Array(readFileSync(f))).filter((b) => b.length);
const start = Date.now(), deadline = start + seconds * 1000;
let programs = 0, calls = 0, found = 0, lastReport = start;
const signatures = new Map();
console.log(`wasm-fuzz: ${seconds} s of mutated programs from ${seeds.length} seeds (--seed ${seedArg}); findings: ${join(out, 'findings')}`);
const next = () => (rnd(10) === 0 ? Uint8Array.from({ length: 16 + rnd(500) }, () => rnd(256)) : mutate(seeds[rnd(seeds.length)], seeds, rnd));
const inFlight = [];
while (Date.now() < deadline || inFlight.length) {
  while (Date.now() < deadline && inFlight.length < 4) { const p = next(); inFlight.push({ p, log: recorder.record(p) }); }
  const { p, log } = inFlight.shift();
  const logText = await log;
  const r = replay(module, logText);
  programs++;
  calls += r.calls;
  if (r.failure) {
    found++;
    // One finding per kind, function and place: the trapping wasm function, or the message without its numbers.
    const where = r.failure.kind === 'trap' ? (r.failure.message.match(/wasm-function\[\d+\]:0x[0-9a-f]+/)?.[0] ?? '')
      : r.failure.message.split('\n')[0].replace(/[0-9]+/g, 'N').slice(0, 60);
    const sig = `${r.failure.kind} ${r.failure.call.split(' ')[0]} ${where}`;
    const n = (signatures.get(sig)?.count ?? 0) + 1;
    if (n === 1) {
      const path = saveFinding(out, r.failure.kind, p, '');
      const report = describe(path, r.failure, logText);
      writeFileSync(`${path}.txt`, report + '\n');
      console.error(`FINDING ${report}`);
      signatures.set(sig, { count: 1, path });
    } else signatures.get(sig).count = n;
  }
  if (Date.now() - lastReport > 30_000) {
    lastReport = Date.now();
    const s = (lastReport - start) / 1000;
    console.log(`  ${s.toFixed(0)} s: ${programs} programs (${(programs / s).toFixed(1)}/s), ${calls} calls, ${found} failing`);
  }
}
recorder.close();
const s = (Date.now() - start) / 1000;
console.log(`wasm-fuzz: ${programs} programs in ${s.toFixed(0)} s (${(programs / s).toFixed(1)}/s), ${calls} calls, ${found} failing programs` +
  (signatures.size ? `; distinct findings:\n${[...signatures].map(([k, v]) => `  ${k}: ${v.count} programs, first ${v.path}`).join('\n')}` : ''));
process.exit(found ? 1 : 0);
