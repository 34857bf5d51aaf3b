// The wasm fuzzer's replayer (tools/wasm-fuzz/wasm-fuzz.mjs drives it, in a worker: replay-worker.mjs): one
// program's call log, written by the native recorder (tools/wasm-fuzz/Recorder.swift), repeated call by call against
// a fresh instance of web/swift-gauge.wasm, every result compared. See wasm-fuzz.mjs for what is compared and how
// the replay acts as a host where the two builds differ by design.
import { decodeDisplayList, displayListText } from '../../web/src/display-list.js';
import { registerClusterEnds, TextMeasurer } from '../../web/src/measure.js';

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
  gauge_set_dial: 'iddiiii>i', gauge_set_threshold_markers: 'ii>i', gauge_set_input_state: 'ii>i', gauge_set_segments: 'ii>i', gauge_set_thickness: 'idi>i', gauge_set_font_scale: 'id>i', gauge_set_target: 'id>i',
  gauge_set_origin: 'id>i', gauge_set_zones: 'ii>i', gauge_set_dial_ticks: 'iii>i', gauge_set_values: 'ii>i', gauge_set_number_format: 'iiiiii>i',
  gauge_set_tick_format: 'iiiiii>i', gauge_set_formatted_text: 'iii>i', gauge_set_value_animation: 'ii>i',
  gauge_set_layout_direction: 'ii>i', gauge_set_font: 'iii>i', gauge_set_color: 'iii>i', gauge_set_tick_texts: 'ii>i',
  gauge_measure_text: 'iii>i', gauge_svg_parts: 'ii>i', gauge_value_at: 'idd>d', gauge_part_at: 'idd>i',
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

/** The first differing command of two lists' text forms (the native list only with GAUGE_WASM_FUZZ_LISTS=1). */
function listDiff(wasmList, nativeList) {
  try {
    const w = displayListText(decodeDisplayList(wasmList)).split('\n');
    if (!nativeList) return `\n  wasm list:\n    ${w.join('\n    ')}\n  (GAUGE_WASM_FUZZ_LISTS=1 records the native list too)`;
    const n = displayListText(decodeDisplayList(nativeList)).split('\n');
    const k = w.findIndex((line, i) => line !== n[i]);
    return `\n  first differing line ${k} of the text forms:\n  native: ${n[k]}\n  wasm:   ${w[k]}`;
  } catch (e) { return ` (${e.message})`; }
}

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
        if (!same) {
          let detail = '';
          const next = c.name === 'gauge_display_list_len' ? log.calls.slice(index + 1, index + 3).find((d) => d.name === 'gauge_display_list_ptr' && d.args[0] === c.args[0] && d.extra.L) : null;
          if (next) detail = listDiff(listOf(args[0]), next.extra.L);
          fail(`native ${c.result}, wasm ${got}${resultType === 'd' ? ` (native ${fromBits(c.result)}, wasm ${r})` : ''}${detail}`);
        }
        if (c.extra.t !== undefined && fnv(text(r)) !== c.extra.t) {
          fail(`the text differs: wasm ${JSON.stringify(new TextDecoder().decode(text(r)).slice(0, 300))}`);
        }
      }
      if (c.extra.l) {
        const list = listOf(args[0]);
        if (list.length !== c.extra.l[0] || fnv(list) !== c.extra.l[1]) {
          fail(`display list: native ${c.extra.l[0]} bytes fnv ${c.extra.l[1]}, wasm ${list.length} bytes fnv ${fnv(list)}${listDiff(list, c.extra.L)}`);
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
export const wasmFrames = (e) => {
  const frames = String(e.stack).split('\n').filter((l) => l.includes('wasm://')).slice(0, 8).map((l) => l.trim().replace(/^at /, ''));
  return frames.length ? ` (in ${frames.join(' < ')})` : '';
};

