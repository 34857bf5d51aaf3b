// Shared helpers for the node tests: loading the built wasm (failing, never skipping, when it is missing),
// hashing, hand-built display lists and a Canvas 2D context that records calls.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ABI_VERSION, DISPLAY_LIST, OP, OP_WORDS } from '../src/vocabulary.js';
import { TextMeasurer } from '../src/measure.js';

export const WASM_URL = new URL('../swift-gauge.wasm', import.meta.url);
export const WASM_PATH = fileURLToPath(WASM_URL);
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Answers what gauge_text_misses lists as a host that does not measure: the grapheme-cluster ends the wasm asks
 * for (weight 0, docs/abi.md › Text measurement), from Intl.Segmenter. Returns how many texts it answered. */
export const answerMisses = (x) => new TextMeasurer({ measuredTexts: 0, measureCalls: 0 }).measureMisses(x, () => false);

/** gauge_render as a host calls it: while texts wait (> 0), answer them and render again (at most 3 passes). */
export function renderAnswered(x, h, w, hh, ratio, t) {
  let st = x.gauge_render(h, w, hh, ratio, t);
  for (let pass = 0; st > 0 && pass < 3; pass++) {
    answerMisses(x);
    st = x.gauge_render(h, w, hh, ratio, t);
  }
  return st;
}

/** The built module's bytes; throws (so the test fails) when it has not been built. */
export async function wasmBytes() {
  if (!existsSync(WASM_PATH)) throw new Error(`${WASM_PATH} is missing: run ./build.sh first`);
  return readFile(WASM_PATH);
}

/** FNV-1a, 32 bit, over bytes. */
export function fnv1a32(bytes) {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * Builds a display list per docs/display-list.md from commands given as
 * [opcode, ...payload] where payload items are {u: n} (u32), {f: x} (f32) or plain numbers (f32).
 */
export function buildList({ width = 58, height = 58, ratio = 1, flags = 0, commands = [], strings = '' }) {
  const words = [];
  for (const [op, ...payload] of commands) {
    words.push({ u: (op | (payload.length << 16)) >>> 0 });
    for (const w of payload) words.push(typeof w === 'number' ? { f: w } : w);
  }
  const str = new TextEncoder().encode(strings);
  const header = DISPLAY_LIST.headerBytes;
  const total = header + words.length * 4 + str.length;
  const buf = new ArrayBuffer(Math.ceil(total / 4) * 4);
  const dv = new DataView(buf);
  dv.setUint32(0, DISPLAY_LIST.magic, true);
  dv.setUint32(4, ABI_VERSION, true);
  dv.setFloat32(8, width, true);
  dv.setFloat32(12, height, true);
  dv.setFloat32(16, ratio, true);
  dv.setUint32(20, words.length, true);
  dv.setUint32(24, str.length, true);
  dv.setUint32(28, flags, true);
  words.forEach((w, i) => ('u' in w ? dv.setUint32(header + i * 4, w.u >>> 0, true) : dv.setFloat32(header + i * 4, w.f, true)));
  new Uint8Array(buf, header + words.length * 4).set(str);
  return buf;
}

/** A fake CanvasRenderingContext2D that records method calls and property writes. */
export function recordingContext({ conic = true, roundRect = true } = {}) {
  const log = [];
  const state = { fillStyle: '#000', strokeStyle: '#000', lineWidth: 1, lineCap: 'butt', font: '10px sans-serif',
    textAlign: 'start', textBaseline: 'alphabetic', globalCompositeOperation: 'source-over' };
  const stack = [];
  const gradient = (kind, args) => {
    const g = { kind, args, stops: [], addColorStop(o, c) { if (!(o >= 0 && o <= 1)) throw new RangeError('IndexSizeError'); this.stops.push([o, c]); } };
    log.push([kind, ...args]);
    return g;
  };
  const ctx = {
    log,
    save() { stack.push({ ...state }); log.push(['save']); },
    restore() { Object.assign(state, stack.pop()); log.push(['restore']); },
    setTransform(...a) { log.push(['setTransform', ...a]); },
    beginPath() { log.push(['beginPath']); },
    closePath() { log.push(['closePath']); },
    moveTo(...a) { log.push(['moveTo', ...a]); },
    lineTo(...a) { log.push(['lineTo', ...a]); },
    arcTo(...a) { log.push(['arcTo', ...a]); },
    arc(...a) { if (a[2] < 0) throw new RangeError('IndexSizeError: negative radius'); log.push(['arc', ...a]); },
    fill() { log.push(['fill', state.fillStyle, state.globalCompositeOperation]); },
    stroke() { log.push(['stroke', state.strokeStyle, state.lineWidth, state.lineCap]); },
    fillText(...a) { log.push(['fillText', ...a, state.font, state.textAlign, state.textBaseline, state.fillStyle]); },
    clearRect(...a) { log.push(['clearRect', ...a]); },
    rect(...a) { log.push(['rect', ...a]); },
    clip() { log.push(['clip']); },
    createLinearGradient(...a) { return gradient('linearGradient', a); },
  };
  if (conic) ctx.createConicGradient = (...a) => gradient('conicGradient', a);
  if (roundRect) ctx.roundRect = (...a) => log.push(['roundRect', ...a]);
  for (const k of Object.keys(state)) {
    Object.defineProperty(ctx, k, { get: () => state[k], set: (v) => { state[k] = v; log.push(['set', k, v]); } });
  }
  return ctx;
}

const enc = new TextEncoder();

/**
 * Raw C-ABI calls the way docs/abi.md describes them (no Gauge class), for the fixture and ABI tests.
 * Returns helpers bound to one instance's exports.
 */
export function rawAbi(x) {
  const scratch = (...parts) => {
    const n = parts.reduce((a, p) => a + p.length, 0);
    const ptr = x.gauge_scratch(n) >>> 0;
    if (!ptr && n) throw new Error(`gauge_scratch(${n}) returned 0`);
    const mem = new Uint8Array(x.memory.buffer);
    let at = ptr;
    for (const p of parts) { mem.set(p, at); at += p.length; }
  };
  const text = (n) => new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n));
  return {
    scratch,
    text,
    lastError: () => text(x.gauge_last_error()),
    describe: (h, what) => { const n = x.gauge_describe(h, what); if (n < 0) throw new Error(`gauge_describe: ${n}`); return text(n); },
    setLabel: (h, role, s) => { const b = enc.encode(s); scratch(b); return x.gauge_set_label(h, role, b.length); },
    setBoundsLabels: (h, a, b) => { const ea = enc.encode(a), eb = enc.encode(b); scratch(ea, eb); return x.gauge_set_bounds_labels(h, ea.length, eb.length); },
    setTint: (h, s) => { const b = enc.encode(s); scratch(b); return x.gauge_set_tint(h, b.length); },
    setColor: (h, role, s) => { const b = enc.encode(s); scratch(b); return x.gauge_set_color(h, role, b.length); },
    /** gauge_set_number_format from a spec of Tests/Fixtures/number-format.table ("fixed=2,group,prefix=$"). */
    setFormat: (h, spec) => {
      const f = formatArguments(spec), a = enc.encode(f.prefix), b = enc.encode(f.suffix);
      scratch(a, b);
      return x.gauge_set_number_format(h, f.precision, f.digits, f.options, a.length, b.length);
    },
    formatValue: (h, v) => { const n = x.gauge_format_value(h, v); if (n < 0) throw new Error(`gauge_format_value: ${n}`); return text(n); },
    /** The last display list's bytes (a copy). */
    listBytes: (h) => {
      const len = x.gauge_display_list_len(h);
      if (len < 0) throw new Error(`gauge_display_list_len: ${len}`);
      return new Uint8Array(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, len).slice();
    },
  };
}

/**
 * A format spec (`auto` | `fixed=N` | `sig=N`, then `group`, `percent`, `bounds`, `prefix=…`, `suffix=…`) as
 * gauge_set_number_format arguments; the same syntax as Tests/GaugeABITests/NumberFormatABITests.swift.
 */
export function formatArguments(spec) {
  const f = { precision: 0, digits: 0, options: 0, prefix: '', suffix: '' };
  for (const part of spec.split(',')) {
    if (part.startsWith('fixed=')) { f.precision = 1; f.digits = Number(part.slice(6)); }
    else if (part.startsWith('sig=')) { f.precision = 2; f.digits = Number(part.slice(4)); }
    else if (part === 'group') f.options |= 1;
    else if (part === 'percent') f.options |= 2;
    else if (part === 'bounds') f.options |= 4;
    else if (part.startsWith('prefix=')) f.prefix = part.slice(7);
    else if (part.startsWith('suffix=')) f.suffix = part.slice(7);
  }
  return f;
}

/** Payload field types by opcode name (docs/display-list.md › Commands): 'f' f32, 'u' u32. */
const FIELD_TYPES = {
  solid: 'uu', linear: 'uffff', conic: 'ufff', stop: 'ufu', strokeArc: 'ffffffuu', fillRoundRect: 'fffffu', fillCircle: 'fffu',
  knockOut: 'fff', text: 'fffuuuuuf', line: 'fffffuu', fillQuad: 'ffffffffu',
};

/**
 * Payload field types by opcode number. Opcodes and payload sizes come from the generated vocabulary (the Swift
 * `DisplayList.Op`); a type list that does not cover exactly those opcodes at their sizes fails every test.
 */
export const PAYLOAD_TYPES = Object.fromEntries(Object.entries(OP).map(([name, op]) => {
  if (FIELD_TYPES[name]?.length !== OP_WORDS[name]) {
    throw new Error(`helpers.mjs: FIELD_TYPES.${name} must give ${OP_WORDS[name]} types (OP_WORDS in ../src/vocabulary.js)`);
  }
  return [op, FIELD_TYPES[name]];
}));
for (const name of Object.keys(FIELD_TYPES)) {
  if (!Object.hasOwn(OP, name)) throw new Error(`helpers.mjs: FIELD_TYPES.${name} is no opcode of ../src/vocabulary.js`);
}
