// Display lists, the bytes the core writes (docs/display-list.md): checked in place, listed command by command,
// and written as the text form golden tests compare. The leaf of the host: it imports only the vocabulary.
import { ABI_VERSION, OP, DISPLAY_LIST, ALIGNS, CAPS } from './vocabulary.js';
import { expected, checkOffset, decoder } from './errors.js';

const HEADER_BYTES = DISPLAY_LIST.headerBytes;

/** `x` with at most `digits` decimals, half away from zero, trailing zeros trimmed; '0' when it cannot be written.
 * The text form's numbers and the SVG's (svg.js). */
export function fixed(x, digits) {
  const unit = 10 ** digits, scaled = Math.round(Math.abs(x) * unit);
  if (!Number.isFinite(x) || !(scaled < 9e18)) return '0';
  const n = BigInt(scaled), u = BigInt(unit), frac = String(n % u);
  const head = (x < 0 && scaled ? '-' : '') + (n / u);
  return frac === '0' ? head : `${head}.${frac.padStart(digits, '0').replace(/0+$/, '')}`;
}

const viewCache = new WeakMap();

/** Uint8/Uint32/Float32 views over a whole ArrayBuffer, made once per buffer (memory growth = new buffer). */
export function viewsOf(buffer) {
  let v = viewCache.get(buffer);
  if (!v) {
    const words = buffer.byteLength >>> 2;
    v = { u8: new Uint8Array(buffer), u32: new Uint32Array(buffer, 0, words), f32: new Float32Array(buffer, 0, words),
      i32: new Int32Array(buffer, 0, words), f64: new Float64Array(buffer, 0, buffer.byteLength >>> 3) };
    viewCache.set(buffer, v);
  }
  return v;
}

/**
 * Reads and checks a display list's header in place.
 * @param {ArrayBuffer|ArrayBufferView} source the bytes (e.g. `memory.buffer`, or a Uint8Array copy)
 * @param {number} [ptr=0] byte offset of the list in `source`
 * @param {number} [len] its length in bytes (default: to the end)
 * @returns {DisplayListView}
 * @throws {RangeError} if the bytes cannot hold the list; {Error} for a wrong magic or version.
 */
export function decodeDisplayList(source, ptr = 0, len) {
  checkOffset('decodeDisplayList', 'ptr', ptr);
  if (len !== undefined) checkOffset('decodeDisplayList', 'len', len);
  let buffer = source, base = ptr;
  if (ArrayBuffer.isView(source)) {
    buffer = source.buffer;
    base = source.byteOffset + ptr;
    len ??= source.byteLength - ptr;
    if (base % 4) { // unaligned copy (tests, files): realign
      buffer = source.buffer.slice(base, base + len);
      base = 0;
    }
  } else if (!(source instanceof ArrayBuffer) && !(typeof SharedArrayBuffer !== 'undefined' && source instanceof SharedArrayBuffer)) {
    throw new TypeError('decodeDisplayList: source: expected an ArrayBuffer or a typed array');
  }
  len ??= buffer.byteLength - base;
  if (base % 4) throw new RangeError(`decodeDisplayList: ptr: ${ptr} is not 4-byte aligned`);
  if (!(len >= HEADER_BYTES) || len % 4 || base + len > buffer.byteLength) {
    throw new RangeError(`decodeDisplayList: len: ${len} bytes at ${ptr} cannot hold a display list`);
  }
  const { u8, u32, f32 } = viewsOf(buffer);
  const w = base >>> 2;
  if (u32[w] !== DISPLAY_LIST.magic) throw new Error(`decodeDisplayList: not a SwiftGauge display list (magic 0x${u32[w].toString(16)})`);
  if (u32[w + 1] !== ABI_VERSION) throw new Error(`decodeDisplayList: display list version ${u32[w + 1]}, this host reads ${ABI_VERSION}`);
  const commandWords = u32[w + 5], stringBytes = u32[w + 6];
  if (HEADER_BYTES + commandWords * 4 + stringBytes > len) {
    throw new RangeError(`decodeDisplayList: header claims ${commandWords} command words + ${stringBytes} string bytes, more than ${len} bytes`);
  }
  const flags = u32[w + 7];
  return {
    buffer, u8, u32, f32, ptr: base, len,
    width: f32[w + 2], height: f32[w + 3], pixelRatio: f32[w + 4],
    commandWords, stringBytes, flags, animating: (flags & 1) !== 0,
  };
}

/**
 * The commands of a decoded list, in order, each as `{op, at, words}`: its opcode, the word index of its
 * payload in `view.u32`/`view.f32`, and its payload word count. Unknown opcodes are included.
 * @param {DisplayListView} view
 * @returns {Array<{op: number, at: number, words: number}>}
 * @throws {RangeError} if a command runs past the command section.
 */
export function listCommands(view) {
  if (!view || !(view.u32 instanceof Uint32Array) || typeof view.commandWords !== 'number') {
    throw expected('listCommands', 'view', 'a view from decodeDisplayList() or render()', view);
  }
  const out = [];
  let i = (view.ptr >>> 2) + HEADER_BYTES / 4;
  const end = i + view.commandWords;
  while (i < end) {
    const head = view.u32[i], words = head >>> 16;
    if (i + 1 + words > end) throw new RangeError(`listCommands: command at word ${i} runs past the command section`);
    out.push({ op: head & 0xffff, at: i + 1, words });
    i += 1 + words;
  }
  return out;
}

/**
 * The text form of a decoded list (docs/display-list.md › Text form), byte for byte what the native
 * `DisplayList.text(of:)` writes: numbers rounded half away from zero to 3 decimals, colours `#rrggbbaa`.
 * (The wasm has no text form; the node fixture tests compare this to the fixtures' native text.)
 * @param {DisplayListView} view
 * @returns {string}
 */
export function displayListText(view) {
  const commands = listCommands(view); // checks the view
  const { u8, u32, f32 } = view;
  const num = (x) => (!Number.isFinite(x) ? (Number.isNaN(x) ? 'NaN' : x < 0 ? '-inf' : 'inf')
    : Math.round(Math.abs(x) * 1000) >= 9e18 ? (x < 0 ? '-huge' : 'huge') : fixed(x, 3));
  const hex = (c) => `#${c.toString(16).padStart(8, '0')}`;
  const cap = (c) => CAPS[c] ?? 'butt';
  const w = view.ptr >>> 2, strings = view.ptr + HEADER_BYTES + view.commandWords * 4;
  let out = `header v${u32[w + 1]} size=${num(view.width)}x${num(view.height)} ratio=${num(view.pixelRatio)} flags=${view.flags}\n`;
  for (const { op, at: p, words } of commands) {
    const f = (k) => num(f32[p + k]), pt = (k) => `(${f(k)},${f(k + 1)})`;
    out += op === OP.solid ? `solid #${u32[p]} ${hex(u32[p + 1])}`
      : op === OP.linear ? `linear #${u32[p]} from=${pt(1)} to=${pt(3)}`
      : op === OP.conic ? `conic #${u32[p]} c=${pt(1)} start=${f(3)}`
      : op === OP.stop ? `stop #${u32[p]} ${f(1)} ${hex(u32[p + 2])}`
      : op === OP.strokeArc ? `strokeArc c=${pt(0)} r=${f(2)} a=${f(3)}..${f(4)} w=${f(5)} cap=${cap(u32[p + 6])} paint=#${u32[p + 7]}`
      : op === OP.fillRoundRect ? `fillRoundRect at=${pt(0)} size=${f(2)}x${f(3)} radius=${f(4)} paint=#${u32[p + 5]}`
      : op === OP.fillCircle ? `fillCircle c=${pt(0)} r=${f(2)} paint=#${u32[p + 3]}`
      : op === OP.knockOut ? `knockOut c=${pt(0)} r=${f(2)}`
      : op === OP.text ? `text "${decoder.decode(u8.subarray(strings + u32[p + 6], strings + u32[p + 6] + u32[p + 7]))
        .replace(/["\\]/g, '\\$&').replace(/\n/g, '\\n')}" at=${pt(0)} size=${f(2)} weight=${u32[p + 3]} align=${
        ALIGNS[u32[p + 4]] ?? 'left'} paint=#${u32[p + 5]} maxWidth=${f(8)}`
      : op === OP.line ? `line from=${pt(0)} to=${pt(2)} w=${f(4)} cap=${cap(u32[p + 5])} paint=#${u32[p + 6]}`
      : op === OP.fillQuad ? `fillQuad ${pt(0)} ${pt(2)} ${pt(4)} ${pt(6)} paint=#${u32[p + 8]}`
      : `op${op} (${words} words)`;
    out += '\n';
  }
  return out;
}
