// Text measurement for the core (docs/abi.md › Text): the core lays text out with built-in DejaVu metrics and
// lists the texts it has not been told the width of; this measures each with Canvas `measureText` in the font it
// is drawn in — the whole text, and each grapheme cluster once — and writes the widths back.
import { encoder, decoder } from './errors.js';
import { FONT_STACK } from './replay.js';
import { LIMITS } from './vocabulary.js';

/** Text is measured at this font size (px) and stored per em; Chromium's widths scale linearly with size. */
const MEASURE_PX = 100;

/** The cache of measured texts: at most this many, holding at most this many bytes (docs/abi.md › Memory). */
const MEASURED_TEXTS = 4096, MEASURED_BYTES = 4 << 20;

/** Printable ASCII: each character is a grapheme cluster of its own, no segmenter needed (making one, the first
 * time, costs about 9 ms: most gauges' texts are numbers). */
const ASCII = /^[\x20-\x7e]*$/;

/** The grapheme segmenter, made for the first text that is not printable ASCII (null if the engine has none). */
let segmenter;

/** The grapheme clusters of `text`: Intl.Segmenter's (without one, code points). */
function clusters(text) {
  if (ASCII.test(text)) return Array.from(text);
  segmenter ??= typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * Registers the grapheme-cluster ends of `text` with the core (gauge_measure_text weight 0): the wasm breaks no
 * clusters itself, and its built-in metrics need them for the prefixes of a text beyond ASCII and the width of one
 * with an emoji (docs/abi.md › Text measurement).
 */
export function registerClusterEnds(x, text) {
  const bytes = encoder.encode(text), ends = [];
  let end = 0;
  for (const c of clusters(text)) ends.push(end += utf8Length(c));
  const payload = payloadOf(bytes, ends.length, 4, (dv, at, k) => dv.setUint32(at, ends[k], true)), ptr = x.gauge_scratch(payload.length) >>> 0;
  if (!ptr) return;
  new Uint8Array(x.memory.buffer).set(payload, ptr);
  x.gauge_measure_text(0, bytes.length, ends.length);
}

/** Whether a 2D canvas to measure with can exist here (browsers, workers; not node). */
export function canMeasureText() {
  return typeof OffscreenCanvas === 'function' || (typeof document !== 'undefined' && typeof document.createElement === 'function');
}

/**
 * The font keys of one instance (docs/abi.md › gauge_set_font): each CSS font-family list a gauge draws in has a key,
 * 1…`max`, while a gauge uses it — counted per gauge handle, so a family no gauge uses any more (its gauges changed
 * font or were destroyed) is forgotten and its key reused. Keys never used come first; a freed key is reused only
 * after the core has forgotten every measurement (`forget(exports)`: gauge_text_measurement, once for all the keys
 * freed since the last time), since it keeps widths per key. The host's caches of widths are keyed by a family's
 * serial, never reused, so none is stale. Only with `max` families in use at once does a new one get 0 (the default
 * stack). Before, every family was kept for the module's life (33,000 families: +133 MB of JS heap) and past 32,767
 * a new one silently drew in the default stack.
 */
export class FontKeys {
  #max; #forget; #byFamily = new Map(); #byKey = []; #owners = new Map(); #fresh = 1; #clean = []; #stale = []; #serial = 0; #pending = new Set();

  constructor(max = LIMITS.fontKeys, forget = () => {}) { this.#max = max; this.#forget = forget; }

  /** The key of `family` (0 for the default stack, or when `max` families are in use), registered if new; a gauge
   * holds it once `used` says so. `x`: the exports, to have the core forget the widths of reused keys. */
  key(family, x) {
    if (family === null || family === FONT_STACK) return 0;
    let e = this.#byFamily.get(family);
    if (!e) {
      if (this.#fresh > this.#max && !this.#clean.length && this.#stale.length) {
        this.#forget(x);
        [this.#clean, this.#stale] = [this.#stale, this.#clean];
      }
      const key = this.#fresh <= this.#max ? this.#fresh++ : this.#clean.pop();
      if (key === undefined) return 0;
      e = { key, family, serial: ++this.#serial, refs: 0 };
      this.#byFamily.set(family, e);
      this.#byKey[key] = e;
    }
    if (!e.refs) this.#pending.add(e);
    return e.key;
  }

  /** Gauge `handle` now draws in font `key` (0: the default stack; undefined: its font is unchanged, the call that
   * was to set it refused). A family no gauge holds any more is freed. */
  used(handle, key) {
    if (key !== undefined) {
      const old = this.#owners.get(handle), e = key ? this.#byKey[key] : undefined;
      if (e !== old) {
        if (e) { e.refs++; this.#owners.set(handle, e); } else this.#owners.delete(handle);
        if (old && !--old.refs) this.#free(old);
      }
    }
    for (const p of this.#pending) if (!p.refs) this.#free(p);
    this.#pending.clear();
  }

  #free(e) {
    if (this.#byKey[e.key] !== e) return;
    this.#byFamily.delete(e.family);
    this.#byKey[e.key] = undefined;
    this.#stale.push(e.key);
  }

  /** A new instance (a restart): no gauge holds a key; its gauges register theirs again as they are restored. */
  reset() {
    this.#byFamily.clear(); this.#byKey = []; this.#owners.clear(); this.#pending.clear();
    this.#fresh = 1; this.#clean = []; this.#stale = [];
  }

  /** The family of a font key (the default stack for 0 or a free key). */
  family(key) { return this.#byKey[key]?.family ?? FONT_STACK; }

  /** A number that names key `key`'s family for as long as the module lives (0 the default stack): the measurer's
   * caches are keyed by it, so a reused key never answers with another family's widths. */
  serial(key) { return this.#byKey[key]?.serial ?? 0; }

  /** How many families are registered (in use, or registered by a call that has not yet said whether it used it). */
  get size() { return this.#byFamily.size; }
}

/** Measures texts for one wasm instance's core; a text measured once is answered from a cache afterwards. */
export class TextMeasurer {
  #measured = new Map(); #measuredBytes = 0; #measurer = null; #stats; #fonts;

  /** `stats`: the module's counters (`measuredTexts`, `measureCalls` are counted here); `fonts`: the font keys (bits
   * 16… of a weight word, docs/abi.md › gauge_set_font; 0 the default stack) — their families and serials. */
  constructor(stats, fonts = new FontKeys()) { this.#stats = stats; this.#fonts = fonts; }

  /**
   * Measures the texts the last renders laid out with built-in metrics and registers them with the core.
   * Each text costs one `measureText` for its width plus one per grapheme cluster not seen before in that
   * weight; a text measured once is answered from a cache afterwards (also after the core forgets it). A text
   * listed with weight 0 needs only its cluster ends (`registerClusterEnds`), measuring or not.
   * `scratch(bytes)` copies a payload into the module's scratch buffer (false if refused). Returns how many
   * texts it registered (the core lists at most 256 at a time).
   */
  measureMisses(x, scratch) {
    const n = x.gauge_text_misses();
    if (n <= 0) return 0;
    let texts = 0;
    const bytes = new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n).slice();
    const dv = new DataView(bytes.buffer);
    for (let i = 0; i + 8 <= n;) {
      const weight = dv.getUint32(i, true), len = dv.getUint32(i + 4, true);
      const textBytes = bytes.subarray(i + 8, i + 8 + len);
      i += 8 + ((len + 3) & ~3);
      const text = decoder.decode(textBytes);
      if (!weight) registerClusterEnds(x, text);
      else {
        const m = this.#measurement(text, weight, textBytes);
        if (scratch(m.payload)) x.gauge_measure_text(weight, len, m.count);
      }
      texts++;
    }
    return texts;
  }

  /** Forgets every width (a web font arrived: every width may have changed). */
  clear() {
    this.#measured.clear();
    this.#measuredBytes = 0;
    this.#measurer?.clusters.clear();
  }

  /** The gauge_measure_text scratch payload for a text: UTF-8, padding, (end, width em) per cluster. */
  #measurement(text, weight, textBytes) {
    // By weight and the family's serial (a font key is reused for another family once its own is freed).
    const font = `${weight & 0xffff}|${this.#fonts.serial(weight >>> 16)}`, key = `${font}|${text}`;
    let m = this.#measured.get(key);
    if (m) return m;
    const me = (this.#measurer ??= createMeasurer());
    me.ctx.font = `${weight & 0xffff} ${MEASURE_PX}px ${this.#fonts.family(weight >>> 16)}`; // the weight word carries the font key
    const total = me.ctx.measureText(text).width / MEASURE_PX;
    this.#stats.measuredTexts++;
    this.#stats.measureCalls++;
    const parts = clusters(text);
    const widths = parts.map((c) => {
      const k = `${font}|${c}`;
      let w = me.clusters.get(k);
      if (w === undefined) {
        w = me.ctx.measureText(c).width / MEASURE_PX;
        this.#stats.measureCalls++;
        if (me.clusters.size > 8192) me.clusters.clear();
        me.clusters.set(k, w);
      }
      return w;
    });
    // Prefix widths: the clusters' sum, scaled so the whole text has its measured (kerned, shaped) width.
    const sum = widths.reduce((a, b) => a + b, 0);
    const scale = sum > 0 ? total / sum : 0;
    let end = 0, acc = 0;
    const payload = payloadOf(textBytes, parts.length, 8, (dv, at, k) => {
      end += utf8Length(parts[k]);
      acc += widths[k];
      dv.setUint32(at, end, true);
      dv.setFloat32(at + 4, k === parts.length - 1 ? total : acc * scale, true);
    });
    m = { payload, count: parts.length };
    // Bounded by count and by bytes (payloads and keys): a page cycling long labels keeps at most MEASURED_BYTES.
    const cost = payload.length + 2 * key.length + 64;
    if (this.#measured.size >= MEASURED_TEXTS || this.#measuredBytes + cost > MEASURED_BYTES) { this.#measured.clear(); this.#measuredBytes = 0; }
    this.#measuredBytes += cost;
    this.#measured.set(key, m);
    return m;
  }
}

/** A 2D context to measure with and a cluster-width cache. */
function createMeasurer() {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
  return { ctx: canvas.getContext('2d'), clusters: new Map() };
}

/** gauge_measure_text's payload: the text's `bytes` padded to 4, then `count` records of `size` bytes, record `k`
 * written by `write(view, offset, k)` (docs/abi.md › Text measurement). */
function payloadOf(bytes, count, size, write) {
  const pad = (bytes.length + 3) & ~3, payload = new Uint8Array(pad + size * count), dv = new DataView(payload.buffer);
  payload.set(bytes);
  for (let k = 0; k < count; k++) write(dv, pad + size * k, k);
  return payload;
}

/** UTF-8 length of a string: the bytes the core gets for it (TextEncoder, as every text the host passes). */
const utf8Length = (s) => encoder.encode(s).length;
