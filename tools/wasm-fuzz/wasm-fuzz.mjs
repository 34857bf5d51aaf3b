// The wasm fuzzer: the shipped web/swift-gauge.wasm against the native build, with Fuzz/FuzzDriver.swift's op
// language. build/wasm-fuzz/gauge-record (tools/wasm-fuzz/Recorder.swift + main.swift, built by build.sh) runs the
// native driver over a program and logs every C-ABI call it makes with its results; this file has each log replayed
// (replay.mjs, in a worker thread: replay-worker.mjs) call by call against a fresh instance of the wasm, comparing
// every result: statuses and return values,
// handles, display-list bytes (length + FNV-1a), texts, the last error (text and parts) after each refusal and
// the batch entries the core writes back. A wasm trap, a differing result, a replay that does not end (hang), a
// native check failure (`X`) or a native crash (`K`) fails the program, named with its first differing call.
// Mutations: libFuzzer-like byte edits and splices, plus ops with doubles around the 32-bit limits (2³¹, 2³², 1.7e9…),
// where wasm32's Int traps and native's does not.
//
//   node tools/wasm-fuzz/wasm-fuzz.mjs replay FILE|DIR…     every program given (e.g. Fuzz/corpus)
//   node tools/wasm-fuzz/wasm-fuzz.mjs fuzz SECONDS          mutated programs (seeds: Fuzz/corpus, build/fuzz/corpus)
// Options: --recorder PATH (build/wasm-fuzz/gauge-record), --wasm PATH (web/swift-gauge.wasm), --out DIR
// (build/wasm-fuzz: findings/ holds each failing mutated program and its report, replay/ the reports of failing
// files given to replay), --seed N (the mutator's), --limit SECONDS (60: a replay still running then is a hang).
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
import { Worker } from 'node:worker_threads';
import { parseLog } from './replay.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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

/** Replays in a worker thread (replay-worker.mjs), one at a time: `replay(log)` resolves with `{calls, failure}`;
 * a replay still running after `limitMs` ends the worker (a new one takes the next) and fails as a hang. */
class Replayer {
  #module; #worker = null; #next = 0; #pending = new Map(); #limitMs;

  constructor(module, limitMs) { this.#module = module; this.#limitMs = limitMs; }

  #start() {
    const w = new Worker(new URL('./replay-worker.mjs', import.meta.url));
    w.postMessage({ module: this.#module });
    w.on('message', ({ id, result }) => { const p = this.#pending.get(id); if (p) { this.#pending.delete(id); clearTimeout(p.timer); p.resolve(result); } });
    w.on('error', (e) => { for (const [id, p] of this.#pending) { this.#pending.delete(id); clearTimeout(p.timer); p.resolve({ calls: 0, failure: { kind: 'harness', index: -1, call: '', message: String(e?.stack ?? e) } }); } this.#worker = null; });
    this.#worker = w;
  }

  replay(log) {
    if (!this.#worker) this.#start();
    const id = this.#next++, w = this.#worker;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        if (this.#worker === w) this.#worker = null;
        w.terminate();
        resolve({ calls: 0, failure: { kind: 'hang', index: -1, call: '', message: `the replay did not end within ${this.#limitMs / 1000} s (native ended)` } });
      }, this.#limitMs);
      this.#pending.set(id, { resolve, timer });
      w.postMessage({ id, log });
    });
  }

  close() { this.#worker?.terminate(); }
}

// MARK: Programs

/** Files given, directories expanded (sorted; reports, *.txt and *.md, left out). */
function programFiles(paths) {
  const out = [];
  for (const p of paths) {
    if (!existsSync(p)) continue;
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) { const q = join(p, f); if (statSync(q).isFile() && !/\.(txt|md)$/.test(f)) out.push(q); }
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
      case 9: { // setValue, or (setMore) the target or the origin, of a live gauge
        const op = [[2], [20, 0, rnd(256), 2, 200], [20, 0, rnd(256), 3]][rnd(3)];
        b.splice(at(), 0, ...(op.length === 1 ? [2, 0, rnd(256)] : op), ...rawDouble(near()));
        break;
      }
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
const limitArg = opt('--limit', '60');
const [mode, ...rest] = argv;
if (!['replay', 'fuzz'].includes(mode)) {
  console.error('usage: node tools/wasm-fuzz/wasm-fuzz.mjs replay FILE|DIR… | fuzz SECONDS [--seed N] [--limit SECONDS] [--recorder PATH] [--wasm PATH] [--out DIR]');
  process.exit(2);
}
for (const [what, p] of [['the recorder', recorderPath], ['the wasm', wasmPath]]) {
  if (!existsSync(p)) { console.error(`wasm-fuzz: ${what} ${p} is missing: run ./build.sh wasm-fuzz`); process.exit(2); }
}
const module = new WebAssembly.Module(readFileSync(wasmPath));
const recorder = new Recorder(recorderPath);
const replayer = new Replayer(module, Number(limitArg) * 1000);

if (mode === 'replay') {
  const files = programFiles(rest);
  let failed = 0, calls = 0;
  const start = Date.now();
  const logs = files.map((f) => recorder.record(readFileSync(f)));
  for (let k = 0; k < files.length; k++) {
    const logText = await logs[k];
    const r = await replayer.replay(logText);
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
  replayer.close();
  console.log(`wasm-fuzz replay: ${files.length} programs, ${calls} calls, ${failed} failing, ${((Date.now() - start) / 1000).toFixed(1)} s`);
  process.exit(failed ? 1 : 0);
}

// fuzz SECONDS: mutated programs until the time is up; a finding is kept once per kind, function and place.
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
  const r = await replayer.replay(logText);
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
replayer.close();
const s = (Date.now() - start) / 1000;
console.log(`wasm-fuzz: ${programs} programs in ${s.toFixed(0)} s (${(programs / s).toFixed(1)}/s), ${calls} calls, ${found} failing programs` +
  (signatures.size ? `; distinct findings:\n${[...signatures].map(([k, v]) => `  ${k}: ${v.count} programs, first ${v.path}`).join('\n')}` : ''));
process.exit(found ? 1 : 0);
