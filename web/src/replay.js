// Canvas 2D replay of a display list (docs/display-list.md › Commands): one pass over the words, canvas state
// set only when it changes — within a list, and across lists and frames on a canvas only the host draws on
// (replayList) — gradients and strings reused across frames through a per-target cache.
import { OP, DISPLAY_LIST, ALIGNS } from './vocabulary.js';
import { expected, checkNumber, decoder } from './errors.js';
import { decodeDisplayList } from './display-list.js';
import { zonePaint, zoneStop, zoneSolid, zoneBandPaint, isZoneColour } from './forced-colors.js';

const HEADER_BYTES = DISPLAY_LIST.headerBytes;
const TAU = 2 * Math.PI;
/** The font every text is drawn (and measured) in; its last resort, DejaVu Sans, is the core's built-in metrics. */
export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';

/** Per-target replay state reused across frames: paint slots and gradients keyed by their definition words. */
export function createReplayCache() {
  return { __proto__: null, paints: [], grads: [], texts: [], zones: [], forced: null, fontFamily: null };
}

/** The text for UTF-8 bytes [from, to) of `u8` as `{str, tower}`, reused from the last frame's `slot` when the
 * bytes are equal. */
function cachedText(texts, slot, u8, from, to) {
  const old = texts[slot], n = to - from;
  if (old && old.bytes.length === n) {
    let k = 0;
    while (k < n && old.bytes[k] === u8[from + k]) k++;
    if (k === n) return old;
  }
  const bytes = u8.slice(from, to);
  const str = decoder.decode(bytes);
  return (texts[slot] = { __proto__: null, bytes, str, tower: TOWER.test(str) });
}

const colorCache = new Map();
/** `rgba(r,g,b,a)` for a 0xRRGGBBAA colour, cached so replay makes no per-frame strings. */
function colorString(c) {
  let s = colorCache.get(c);
  if (s === undefined) {
    if (colorCache.size > 4096) colorCache.clear();
    s = `rgba(${c >>> 24},${(c >>> 16) & 255},${(c >>> 8) & 255},${+((c & 255) / 255).toFixed(4)})`;
    colorCache.set(c, s);
  }
  return s;
}

const fontCache = new Map();
function fontString(weight, size, family) {
  const key = family === FONT_STACK ? weight : `${weight} ${family}`;
  let m = fontCache.get(key);
  if (!m) {
    if (fontCache.size > 64) fontCache.clear();
    fontCache.set(key, (m = new Map()));
  }
  let s = m.get(size);
  if (s === undefined) {
    if (m.size > 512) m.clear();
    s = `${weight} ${size}px ${family}`;
    m.set(size, s);
  }
  return s;
}

/** `o[k]` if `o` owns it, else null. */
const own = (o, k) => (Object.hasOwn(o, k) ? o[k] ?? null : null);
const clamp01 = (o) => (o > 0 ? (o < 1 ? o : 1) : 0);

/**
 * The canvas state replays set, as a context holds it: a fresh one knows nothing (every property is set once).
 * Forget it (make a new one) when the canvas is resized, which resets its context.
 */
export function createCanvasState() {
  return { __proto__: null, fill: null, stroke: null, lineWidth: -1, cap: null, font: null, align: null, dir: null, base: null };
}

/**
 * Replays a display list onto a Canvas 2D context (coordinates in CSS px).
 * @param {CanvasRenderingContext2D} ctx
 * @param {DisplayListView|ArrayBuffer|ArrayBufferView} source a view from `render()`/`decodeDisplayList()`,
 *   or the bytes holding the list
 * @param {number} [ptr] byte offset of the list in `source` (default: the view's, or 0)
 * @param {number} [len] its length in bytes (default: the view's, or to the end)
 * @param {number} [pixelRatio] if given, the context transform is set to scale by it first (device px per
 *   CSS px); if omitted, the list is drawn under the context's current transform (e.g. a translated surface).
 * @param {object} [cache] replay cache from a previous call for the same target (reuses gradients); its
 *   `fontFamily`, when set, is the family texts are drawn in (the gauge's font, docs/abi.md › gauge_set_font), and
 *   its `forced`, when set, the gauge's forced-colours palette (forced-colors.js), whose zone colours it patterns
 * @throws {RangeError|Error} if the header is invalid. Malformed commands are skipped, never thrown.
 */
export function drawDisplayList(ctx, source, ptr, len, pixelRatio, cache = createReplayCache()) {
  if (!ctx || typeof ctx.save !== 'function' || typeof ctx.fillText !== 'function') {
    throw expected('drawDisplayList', 'ctx', 'a CanvasRenderingContext2D', ctx);
  }
  if (pixelRatio !== undefined && pixelRatio !== null) checkNumber('drawDisplayList', 'pixelRatio', pixelRatio, Number.MIN_VALUE, Number.MAX_VALUE);
  if (!cache || !Array.isArray(cache.paints) || !Array.isArray(cache.grads)) {
    throw new TypeError('drawDisplayList: cache: expected a replay cache from an earlier call');
  }
  let v;
  if (source && typeof source.commandWords === 'number' && (ptr === undefined || ptr === source.ptr)) v = source;
  else if (source && source.u32 instanceof Uint32Array) v = decodeDisplayList(source.u32.buffer, ptr ?? 0, len);
  else v = decodeDisplayList(source, ptr ?? 0, len);
  ctx.save();
  try {
    if (pixelRatio) ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    replayList(ctx, v, cache, createCanvasState());
  } finally {
    ctx.restore(); // balanced whatever a command did
  }
}

/**
 * Replays list view `v` (a checked one: decodeDisplayList's) under the context's current transform, with neither
 * save() nor restore(): `state` (createCanvasState) is what the context holds, kept up to date, so on a canvas only
 * the host draws on each property is set only when a list needs another value — as hand-written drawing does. The
 * context keeps the last list's state; if a command throws, `state` forgets everything.
 */
export function replayList(ctx, v, cache, state) {
  const { u8, u32, f32 } = v;
  let i = (v.ptr >>> 2) + HEADER_BYTES / 4;
  const end = i + v.commandWords;
  const strings = v.ptr + HEADER_BYTES + v.commandWords * 4;
  const paints = cache.paints;
  paints.length = 0;
  // Forced colours: the zone colour of each paint slot that has one — only through the gauge's palette (`cache.forced`,
  // forced-colors.js: the colours it gave its zones), never by a colour's value; without one there are none. A zone's colour paints a hatch where it
  // draws a band, and solid Highlight where it shows the value (docs/design.md › The web host): a needle (line or quad), a
  // marker (a disc right after a knock-out), a bar's fill (a rounded rect) and a ring's fill (a round-capped arc, or
  // an opaque full ring; bands are butt-capped open arcs, or translucent on a capacity ring).
  // Read as own keys (a caller's cache may be a plain object, and Object.prototype a polluted one).
  const zones = Object.hasOwn(cache, 'zones') ? cache.zones : (cache.zones = []), forced = own(cache, 'forced');
  zones.length = 0;
  let last = 0; // the previous drawing command's opcode
  // Last canvas state set, to skip redundant assignments (fillStyle and font strings are parsed on set).
  let { fill, stroke, lineWidth, cap, font, align } = state, textSlot = 0;
  if (!Object.hasOwn(cache, 'texts')) cache.texts = []; // caches made by hand before texts were cached
  const family = own(cache, 'fontFamily') || FONT_STACK;

  const dir = v.flags & DISPLAY_LIST.flagRightToLeft ? 'rtl' : 'ltr'; // the text's base direction; alignment stays absolute
  if (state.base !== 'middle') ctx.textBaseline = state.base = 'middle';
  if (state.dir !== dir) ctx.direction = state.dir = dir;
  try {
    while (i < end) {
      const head = u32[i], op = head & 0xffff, n = head >>> 16, p = i + 1;
      i = p + n;
      if (i > end) break; // truncated list: stop rather than read strings as commands
      const prev = last; // the previous drawing command (paint definitions between them do not count)
      if (op !== OP.solid && op !== OP.linear && op !== OP.conic && op !== OP.stop) last = op;
      switch (op) {
        case OP.solid:
          if (n >= 2) {
            paints[u32[p]] = zonePaint(forced, u32[p + 1], ctx) ?? colorString(u32[p + 1]); // a zone's hatch in forced colours
            if (isZoneColour(forced, u32[p + 1])) zones[u32[p]] = u32[p + 1];
            else if (zones.length) zones[u32[p]] = undefined; // (outside forced colours `zones` stays empty)
          }
          break;
        case OP.linear:
        case OP.conic:
          if (n >= (op === OP.linear ? 5 : 4)) i = defineGradient(ctx, cache, v, op, p, n, i, end);
          break;
        case OP.stop: { // a stop that did not directly follow its gradient's definition
          const g = paints[u32[p]];
          if (n >= 3 && g && typeof g === 'object') { g.addColorStop(clamp01(f32[p + 1]), zoneStop(forced, u32[p + 2]) ?? colorString(u32[p + 2])); cache.grads[u32[p]] = null; }
          break;
        }
        case OP.strokeArc: {
          let paint = paints[u32[p + 7]];
          const r = f32[p + 2], z = zones[u32[p + 7]];
          if (n < 8 || paint === undefined || !(r > 0) || !(f32[p + 5] > 0)) break;
          const a0 = f32[p + 3], a1 = f32[p + 4], ring = a1 - a0 >= TAU - 1e-4;
          if (z !== undefined && (u32[p + 6] === 1 || (ring && (z & 255) === 255))) paint = zoneSolid(forced, z); // a ring's fill
          const c = ring || u32[p + 6] !== 1 ? 'butt' : 'round';
          if (stroke !== paint) ctx.strokeStyle = stroke = paint;
          if (lineWidth !== f32[p + 5]) ctx.lineWidth = lineWidth = f32[p + 5];
          if (cap !== c) ctx.lineCap = cap = c;
          ctx.beginPath();
          if (ring) ctx.arc(f32[p], f32[p + 1], r, 0, TAU); else ctx.arc(f32[p], f32[p + 1], r, a0, a1);
          ctx.stroke();
          break;
        }
        case OP.fillRoundRect: {
          const id = u32[p + 5], w = f32[p + 2], h = f32[p + 3];
          let paint = paints[id];
          if (n < 6 || paint === undefined || !(w > 0 && h > 0)) break;
          if (zones[id] !== undefined) paint = zoneSolid(forced, zones[id]); // a bar's fill or cell
          const g = cache.grads[id];
          if (g?.bands && g.grad === paint) { // a bar's zone track in forced colours: band by band
            ctx.save();
            ctx.beginPath();
            roundRect(ctx, f32[p], f32[p + 1], w, h, Math.min(Math.max(0, f32[p + 4]) || 0, w / 2, h / 2));
            ctx.clip();
            drawBands(ctx, g, forced);
            ctx.restore(); // back to the tracked fill
            break;
          }
          if (fill !== paint) ctx.fillStyle = fill = paint;
          ctx.beginPath();
          roundRect(ctx, f32[p], f32[p + 1], w, h, Math.min(Math.max(0, f32[p + 4]) || 0, w / 2, h / 2));
          ctx.fill();
          break;
        }
        case OP.fillCircle: {
          let paint = paints[u32[p + 3]];
          const r = f32[p + 2];
          if (n < 4 || paint === undefined || !(r > 0)) break;
          if (prev === OP.knockOut && zones[u32[p + 3]] !== undefined) paint = zoneSolid(forced, zones[u32[p + 3]]); // a marker
          if (fill !== paint) ctx.fillStyle = fill = paint;
          ctx.beginPath();
          ctx.arc(f32[p], f32[p + 1], r, 0, TAU);
          ctx.fill();
          break;
        }
        case OP.line: {
          let paint = paints[u32[p + 6]];
          if (n < 7 || paint === undefined || !(f32[p + 4] > 0)) break;
          if (zones[u32[p + 6]] !== undefined) paint = zoneSolid(forced, zones[u32[p + 6]]); // a needle
          const c = u32[p + 5] === 1 ? 'round' : 'butt';
          if (stroke !== paint) ctx.strokeStyle = stroke = paint;
          if (lineWidth !== f32[p + 4]) ctx.lineWidth = lineWidth = f32[p + 4];
          if (cap !== c) ctx.lineCap = cap = c;
          ctx.beginPath();
          ctx.moveTo(f32[p], f32[p + 1]);
          ctx.lineTo(f32[p + 2], f32[p + 3]);
          ctx.stroke();
          break;
        }
        case OP.fillQuad: { // a needle's outline (docs/display-list.md › Commands)
          let paint = paints[u32[p + 8]];
          if (n < 9 || paint === undefined) break;
          if (zones[u32[p + 8]] !== undefined) paint = zoneSolid(forced, zones[u32[p + 8]]); // a needle, as a line's
          if (fill !== paint) ctx.fillStyle = fill = paint;
          ctx.beginPath();
          ctx.moveTo(f32[p], f32[p + 1]);
          ctx.lineTo(f32[p + 2], f32[p + 3]);
          ctx.lineTo(f32[p + 4], f32[p + 5]);
          ctx.lineTo(f32[p + 6], f32[p + 7]);
          ctx.closePath();
          ctx.fill();
          break;
        }
        case OP.knockOut: {
          if (n < 3 || !(f32[p + 2] > 0)) break;
          ctx.globalCompositeOperation = 'destination-out';
          if (fill !== OPAQUE) ctx.fillStyle = fill = OPAQUE; // any opaque paint erases
          ctx.beginPath();
          ctx.arc(f32[p], f32[p + 1], f32[p + 2], 0, TAU);
          ctx.fill();
          ctx.globalCompositeOperation = 'source-over';
          break;
        }
        case OP.text: {
          const paint = paints[u32[p + 5]], off = u32[p + 6], count = u32[p + 7];
          if (n < 9 || paint === undefined || !(f32[p + 2] > 0) || off + count > v.stringBytes || !count) break;
          const f = fontString(u32[p + 3], f32[p + 2], family), al = ALIGNS[u32[p + 4]] ?? 'left';
          if (font !== f) ctx.font = font = f;
          if (align !== al) ctx.textAlign = align = al;
          if (fill !== paint) ctx.fillStyle = fill = paint;
          const t = cachedText(cache.texts, textSlot++, u8, strings + off, strings + off + count); // no per-frame strings
          const x = f32[p], y = f32[p + 1], size = f32[p + 2], maxWidth = f32[p + 8];
          if (t.tower) { // a stack of combining marks would climb over everything: clipped to the text's slot
            const w = maxWidth > 0 ? maxWidth : 1e6, left = al === 'left' ? x : al === 'right' ? x - w : x - w / 2;
            ctx.save();
            ctx.beginPath();
            ctx.rect(left, y - TOWER_CLIP * size, w, 2 * TOWER_CLIP * size);
            ctx.clip();
          }
          if (maxWidth > 0) ctx.fillText(t.str, x, y, maxWidth); else ctx.fillText(t.str, x, y);
          if (t.tower) ctx.restore(); // back to this text's font, alignment and fill: the trackers stay right
          break;
        }
        default: // unknown opcode: skipped by its payload size (forward compatibility)
      }
    }
  } catch (e) {
    Object.assign(state, createCanvasState());
    throw e;
  }
  state.fill = fill; state.stroke = stroke; state.lineWidth = lineWidth; state.cap = cap; state.font = font; state.align = align;
}

/** The paint a knock-out fills with: destination-out erases where it paints opaquely, whatever the colour. */
const OPAQUE = '#000';

/** Half the height (in ems) a text with a tower of combining marks is clipped to: its line, not the gauge above. */
const TOWER_CLIP = 0.75;
/** Three or more combining marks in a row: no script needs them stacked that high; a tower is clipped. */
const TOWER = /\p{M}{3,}/u;

/**
 * Creates (or reuses from the cache) the gradient defined at payload `p`, consuming the `stop` commands that
 * directly follow it. Returns the word index after what it consumed.
 */
function defineGradient(ctx, cache, v, op, p, n, i, end) {
  const { u32, f32 } = v;
  const id = u32[p];
  // The definition and its stops span words [p-1, j); identical words to last frame → same gradient object.
  let j = i;
  while (j < end && (u32[j] & 0xffff) === OP.stop && (u32[j] >>> 16) >= 3 && j + 1 + (u32[j] >>> 16) <= end && u32[j + 1] === id) {
    j += 1 + (u32[j] >>> 16);
  }
  const from = p - 1, count = j - from;
  const old = cache.grads[id], forced = own(cache, 'forced');
  if (old && old.forced === forced && old.sig.length === count) {
    let k = 0;
    while (k < count && old.sig[k] === u32[from + k]) k++;
    if (k === count) { cache.paints[id] = old.grad; return j; }
  }
  // A non-finite coordinate makes Canvas throw: the gradient is skipped, and with it what it would paint.
  const coords = op === OP.linear ? 4 : 3;
  for (let k = 1; k <= coords; k++) if (!Number.isFinite(f32[p + k])) { cache.paints[id] = undefined; cache.grads[id] = null; return j; }
  let grad;
  if (op === OP.linear) grad = ctx.createLinearGradient(f32[p + 1], f32[p + 2], f32[p + 3], f32[p + 4]);
  else if (ctx.createConicGradient) grad = ctx.createConicGradient(f32[p + 3], f32[p + 1], f32[p + 2]);
  let bands = null;
  if (grad) {
    for (let k = i; k < j; k += 1 + (u32[k] >>> 16)) {
      grad.addColorStop(clamp01(f32[k + 2]), zoneStop(forced, u32[k + 3]) ?? colorString(u32[k + 3]));
      if (op === OP.linear && isZoneColour(forced, u32[k + 3])) bands = [];
    }
  } else { // no conic gradients (old engines): the first stop's colour
    grad = j > i ? colorString(u32[i + 3]) : 'rgba(0,0,0,0)';
  }
  if (bands) { // forced colours' zone bands along a bar's track: each stretch between two stops of one colour
    for (let k = i, q = -1; k < j; q = k, k += 1 + (u32[k] >>> 16)) {
      if (q >= 0 && u32[q + 3] === u32[k + 3] && f32[k + 2] > f32[q + 2]) bands.push({ f0: clamp01(f32[q + 2]), f1: clamp01(f32[k + 2]), c: u32[k + 3] });
    }
    bands.from = [f32[p + 1], f32[p + 2]]; bands.to = [f32[p + 3], f32[p + 4]];
    if (!bands.length) bands = null;
  }
  cache.grads[id] = { __proto__: null, sig: u32.slice(from, j), grad, bands, forced };
  cache.paints[id] = grad;
  return j;
}

/** Fills (under the caller's clip) each of a zone track's `bands` as a strip across its gradient's axis: zone bands
 * GrayText, solid and hatched by turns (forced-colors.js zoneBandPaint), other stretches in their own colour. */
function drawBands(ctx, g, forced) {
  const { bands } = g, [x0, y0] = bands.from, [x1, y1] = bands.to, dx = x1 - x0, dy = y1 - y0;
  const len = Math.hypot(dx, dy);
  if (!(len > 0)) return;
  const nx = (-dy / len) * 1e4, ny = (dx / len) * 1e4; // far past the track's thickness: the clip cuts it
  let k = 0;
  for (const b of bands) {
    const paint = zoneBandPaint(forced, b.c, ctx, k);
    if (paint !== null) k++;
    ctx.fillStyle = paint ?? colorString(b.c);
    const ax = x0 + b.f0 * dx, ay = y0 + b.f0 * dy, bx = x0 + b.f1 * dx, by = y0 + b.f1 * dy;
    ctx.beginPath();
    ctx.moveTo(ax + nx, ay + ny); ctx.lineTo(bx + nx, by + ny); ctx.lineTo(bx - nx, by - ny); ctx.lineTo(ax - nx, ay - ny);
    ctx.closePath();
    ctx.fill();
  }
}

function roundRect(ctx, x, y, w, h, r) {
  if (ctx.roundRect) { ctx.roundRect(x, y, w, h, r); return; }
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
