// The SVG document of a display list, written by the host (docs/display-list.md › SVG written by the host): byte
// for byte what the native writer (Sources/GaugeCore/Render/DisplayList+SVG.swift, whose comment gives the
// mapping) writes, so the wasm carries no SVG writer (docs/wasm-build.md › Size and allocation). The title and
// description are the gauge's accessible texts (gauge_describe 1…3); what the host cannot compute with the same
// bits comes from the core as parts (gauge_svg_parts): the font family, which texts are condensed (the built-in
// widths), and each conic arc's flat pieces and the sine and cosine of its ends. Numbers are written as the core writes them (f32, 3 decimals, half away from zero).
import { OP, DISPLAY_LIST } from './vocabulary.js';
import { decoder, checkType } from './errors.js';
import { fixed } from './display-list.js';
import { FONT_STACK } from './replay.js';
import { registerClusterEnds } from './measure.js';

const RING_SWEEP = 2 * Math.PI - 1e-4;
const SEAM_OVERLAP = 0.5;
const ROUND = 1, RIGHT = 2;
const DEFAULT_FAMILY = FONT_STACK.replaceAll('"', "'");
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A number as the core writes an f32 (3 decimals); a non-finite value as 0. */
const num = (x) => fixed(Number.isFinite(x) ? Math.fround(x) : 0, 3);
const attr = (name, x) => ` ${name}="${num(x)}"`;
const rgb = (c) => `#${(c >>> 8).toString(16).padStart(6, '0')}`;
const alpha = (c) => num((c & 0xff) / 255);
const color = (c, stroke) => `${stroke ? ' stroke="' : ' fill="'}${rgb(c)}"${
  (c & 0xff) !== 0xff ? `${stroke ? ' stroke-opacity="' : ' fill-opacity="'}${alpha(c)}"` : ''}`;
// Swift's min and max (NaN falls through the same way).
const max = (x, y) => (y >= x ? y : x), min = (x, y) => (y < x ? y : x);

/** `s` escaped for XML; with `text` (a drawn line) tab, LF, FF and CR become spaces; other C0 controls and
 * U+FFFE/U+FFFF, which XML 1.0 forbids, U+FFFD. */
export const escapeXML = (s, text = false) => s.replace(/[&<>"'\0-\x1f\ufffe\uffff]/g, (c) => ESCAPES[c]
  ?? ((c === '\t' || c === '\n' || c === '\r') ? (text ? ' ' : c) : c === '\f' && text ? ' ' : '\ufffd'));

/** The FNV-1a 32 of `u8` in 8 hex digits. */
function fnv(u8) {
  let h = 0x811c9dc5;
  for (const b of u8) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** An id prefix as the core's `DisplayList.checkIDPrefix` takes it: an XML name's start (an ASCII letter or "_")
 * then ASCII letters, digits, "_", "-", ".", at most 64 in all — safe in an id, in `url(#…)` and in a selector's
 * attribute value. */
export const ID_PREFIX = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;
export function checkIdPrefix(method, v) {
  checkType(method, 'idPrefix', v, 'string');
  if (!ID_PREFIX.test(v)) {
    throw new RangeError(`${method}: idPrefix: must be 1…64 of A–Z a–z 0–9 _ - . starting with a letter or _, got ${JSON.stringify(v.slice(0, 80))}`);
  }
  return v;
}

/** Documents written with the default prefix, on every copy of the library in this realm (as aria.js's ids). */
const COUNT = Symbol.for('swift-gauge.svg-documents');
/** The default prefix: "sg" + the list's FNV-1a + "-" + a number no other default document of this realm has + "-"
 * (the core's default, `DisplayList.defaultPrefix`, is the same with the process's count). */
export const defaultIdPrefix = (list) => `sg${fnv(list)}-${++(globalThis[COUNT] ??= { last: 0 }).last}-`;

/** A `<circle` stroking the clockwise arc a0…a1 (the native writer's arcCircle). */
function arcCircle(cx, cy, r, a0, a1) {
  let t = `<circle${attr('cx', cx)}${attr('cy', cy)}${attr('r', r)}`;
  const sweep = a1 - a0;
  if (sweep >= RING_SWEEP) return t;
  return `${t} transform="rotate(${fixed(a0 * 180 / Math.PI, 4)} ${num(cx)} ${num(cy)})" stroke-dasharray="${
    num(r * sweep)} ${num(2 * Math.PI * r)}"`;
}

/** A circle as path commands (two half arcs), for an even-odd clip path. */
const circlePath = (cx, cy, r) => `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 1 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 1 ${num(-2 * r)} 0Z`;
/** A clip path of the even-odd shape `d`. */
const clip = (id, d) => `<clipPath id="${id}">\n<path clip-rule="evenodd" d="${d}"/>\n</clipPath>\n`;

/** A reader of gauge_svg_parts' little-endian output. */
function reader(u8) {
  const dv = new DataView(u8.buffer, u8.byteOffset, u8.byteLength);
  let at = 0;
  const u32 = () => { const v = dv.getUint32(at, true); at += 4; return v; };
  const f64 = () => { const v = dv.getFloat64(at, true); at += 8; return v; };
  return {
    u32, f64,
    text: () => { const n = u32(); at += n; return decoder.decode(u8.subarray(at - n, at)); },
    arc: () => {
      const count = u32(), caps = [u32(), u32()], ends = [[f64(), f64()], [f64(), f64()]], pieces = [];
      for (let k = 0; k < count; k++) pieces.push({ a0: f64(), a1: f64(), rgba: u32() });
      return { caps, ends, pieces };
    },
  };
}

/**
 * The SVG document of display-list bytes `list` (a Uint8Array the caller owns), titled `title` and described by
 * `description` (none when empty); `parts(requests)` returns the core's parts for it (the bytes gauge_svg_parts
 * writes for `requests`, pairs of payload word indices: a text, or a conic-painted arc and its paint). Every id
 * starts with `idPrefix` (checked by the caller); by default the list's own, "sg" + its FNV-1a + "-", as
 * gauge_describe(h, 4) writes natively. `clips`: for print (print.js), each mask as the clip path of its shape — a PDF
 * keeps clip paths as vectors but rasterises masked content (docs/design.md › The web host).
 * @returns {string}
 */
export function writeSVG(list, parts, title = '', description = '', idPrefix = null, clips = false) {
  const dv = new DataView(list.buffer, list.byteOffset, list.byteLength), words = list.byteLength >>> 2;
  const u32 = (w) => (w < words ? dv.getUint32(w * 4, true) : 0), f32 = (w) => (w < words ? dv.getFloat32(w * 4, true) : 0);
  const broken = (why) => `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"><!-- ${why} --></svg>\n`;
  const HEADER = DISPLAY_LIST.headerBytes >>> 2;
  if (list.byteLength < DISPLAY_LIST.headerBytes || u32(0) !== DISPLAY_LIST.magic) return broken('not a display list');
  const commandWords = u32(5), stringBytes = u32(6), stringStart = (HEADER + commandWords) * 4;
  if (stringStart + stringBytes > list.byteLength) return broken('truncated display list');
  // The commands, as the native decoder reads them (a text's string checked against the string table).
  const commands = [];
  for (let w = HEADER, end = HEADER + commandWords; w < end;) {
    const head = u32(w), payload = head >>> 16, p = w + 1;
    if (p + payload > end) return broken('truncated display list');
    const c = { op: head & 0xffff, p };
    if (c.op === OP.text) {
      const offset = u32(p + 6), length = u32(p + 7);
      if (offset + length > stringBytes) return broken('truncated display list');
      c.s = decoder.decode(list.subarray(stringStart + offset, stringStart + offset + length));
    }
    commands.push(c);
    w = p + payload;
  }
  const width = f32(2), height = f32(3), pr = f32(4), ratio = pr > 0 ? pr : 1;
  const rtl = (u32(7) & DISPLAY_LIST.flagRightToLeft) !== 0;
  const prefix = idPrefix ?? `sg${fnv(list)}-`;
  // Paints by id (ids beyond the number of commands cannot come from the encoder and are ignored).
  const paints = [];
  for (const { op, p } of commands) {
    const id = u32(p);
    if (op === OP.solid || op === OP.linear || op === OP.conic) {
      if (id >= commands.length) continue;
      while (paints.length <= id) paints.push(undefined);
      paints[id] = op === OP.solid ? { op, rgba: u32(p + 1) } : { op, p, stops: [] };
    } else if (op === OP.stop && id < paints.length && paints[id] && paints[id].op !== OP.solid) {
      const o = f32(p + 1);
      paints[id].stops.push([Number.isFinite(o) ? min(max(o, 0), 1) : 0, u32(p + 2)]);
    }
  }
  const has = (id) => id < paints.length && paints[id] !== undefined;
  const drawnArc = (p) => {
    const [r, a0, a1, lw] = [2, 3, 4, 5].map((k) => f32(p + k));
    return r > 0 && lw > 0 && a1 > a0 && Number.isFinite(r) && Number.isFinite(lw) && Number.isFinite(a0) && Number.isFinite(a1)
      && has(u32(p + 7));
  };
  // What the core says per command (requested by word index): whether a text is condensed, a conic arc's pieces.
  const said = new Map(), requests = [];
  commands.forEach(({ op, p, s }, index) => {
    if (op === OP.text && f32(p + 2) > 0 && s && has(u32(p + 5)) && f32(p + 8) > 0) requests.push([p, 0, index, s]);
    else if (op === OP.strokeArc && drawnArc(p) && paints[u32(p + 7)].op === OP.conic) requests.push([p, paints[u32(p + 7)].p, index]);
  });
  const r = reader(parts(requests));
  const fam = r.text();
  for (const [, paint, index] of requests) said.set(index, paint ? r.arc() : r.u32());
  const family = fam ? escapeXML(fam) : DEFAULT_FAMILY;
  let defs = '', body = '', masks = 0, arcMasks = 0;
  paints.forEach((paint, id) => {
    if (paint?.op !== OP.linear) return;
    const p = paint.p;
    defs += `<linearGradient id="${prefix}p${id}" gradientUnits="userSpaceOnUse"${attr('x1', f32(p + 1))}${attr('y1', f32(p + 2))}${
      attr('x2', f32(p + 3))}${attr('y2', f32(p + 4))}>\n`;
    for (const [offset, c] of paint.stops) {
      defs += `<stop${attr('offset', offset)} stop-color="${rgb(c)}"${(c & 0xff) !== 0xff ? ` stop-opacity="${alpha(c)}"` : ''}/>\n`;
    }
    defs += '</linearGradient>\n';
  });
  const paintAttributes = (id, stroke) => {
    const paint = paints[id];
    if (paint.op === OP.solid) return color(paint.rgba, stroke);
    if (paint.op === OP.linear) return `${stroke ? ' stroke="url(#' : ' fill="url(#'}${prefix}p${id})"`;
    return color(paint.stops[0]?.[1] ?? 0, stroke);
  };

  const conicArc = (cx, cy, r, a0, a1, lw, cap, { caps, ends, pieces }) => {
    if (!pieces.length) return;
    const ring = a1 - a0 >= RING_SWEEP, margin = 1 / ratio;
    const alphas = pieces.map((q) => q.rgba & 0xff), oneAlpha = alphas.every((a) => a === alphas[0]);
    const overlap = oneAlpha ? SEAM_OVERLAP / (ratio * r) : 0, grouped = oneAlpha && alphas[0] !== 0xff;
    const shown = (v) => (grouped ? (v | 0xff) >>> 0 : v), roundCaps = cap === ROUND && !ring;
    const n = arcMasks++;
    const hw = lw / 2, ro = r + hw, ri = max(r - hw, 0), at = (q, a) => `${num(cx + q * Math.cos(a))} ${num(cy + q * Math.sin(a))}`;
    const big = a1 - a0 > Math.PI ? 1 : 0, end = roundCaps ? `A${num(hw)} ${num(hw)} 0 0 1 ` : 'L';
    defs += clips ? clip(`${prefix}a${n}`, ring ? circlePath(cx, cy, ro) + (ri > 0 ? circlePath(cx, cy, ri) : '')
      : `M${at(ro, a0)}A${num(ro)} ${num(ro)} 0 ${big} 1 ${at(ro, a1)}${end}${at(ri, a1)}A${num(ri)} ${num(ri)} 0 ${big} 0 ${at(ri, a0)}${end}${at(ro, a0)}Z`)
      : `<mask id="${prefix}a${n}" maskUnits="userSpaceOnUse"${region()}>\n${arcCircle(cx, cy, r, a0, a1)
    } fill="none" stroke="#ffffff"${attr('stroke-width', lw)}${roundCaps ? ' stroke-linecap="round"' : ''}/>\n</mask>\n`;
    body += `<g ${clips ? 'clip-path' : 'mask'}="url(#${prefix}a${n})"${grouped ? ` opacity="${alpha(alphas[0])}"` : ''}>\n`;
    if (roundCaps) {
      const hw = lw / 2 + margin;
      [0, 1].forEach((k) => {
        const [sin, cos] = ends[k], px = cx + r * cos, py = cy + r * sin;
        if (oneAlpha) body += `<circle${attr('cx', px)}${attr('cy', py)}${attr('r', hw)}`;
        else {
          const sign = k ? 1 : -1;
          body += `<path d="M${num(px + sign * hw * cos)} ${num(py + sign * hw * sin)}`;
          for (const [x, y] of [[px - sign * hw * sin, py + sign * hw * cos], [px - sign * hw * cos, py - sign * hw * sin]]) {
            body += `A${num(hw)} ${num(hw)} 0 0 1 ${num(x)} ${num(y)}`;
          }
          body += 'Z"';
        }
        body += `${color(shown(caps[k]), false)}/>\n`;
      });
    }
    pieces.forEach((q, i) => {
      const last = i === pieces.length - 1;
      body += `${arcCircle(cx, cy, r, q.a0, q.a1 + (last && !ring ? 0 : overlap))} fill="none"${color(shown(q.rgba), true)}${
        attr('stroke-width', lw + 2 * margin)}/>\n`;
    });
    body += '</g>\n';
  };
  const region = () => `${attr('x', -width)}${attr('y', -height)}${attr('width', 3 * width)}${attr('height', 3 * height)}`;

  commands.forEach(({ op, p, s }, index) => {
    if (op === OP.strokeArc) {
      const [cx, cy, r, a0, a1, lw] = [0, 1, 2, 3, 4, 5].map((k) => f32(p + k)), cap = u32(p + 6), id = u32(p + 7);
      if (!drawnArc(p)) return;
      if (paints[id].op === OP.conic) { conicArc(cx, cy, r, a0, a1, lw, cap, said.get(index)); return; }
      const ring = a1 - a0 >= RING_SWEEP;
      body += `${arcCircle(cx, cy, r, a0, a1)} fill="none"${paintAttributes(id, true)}${attr('stroke-width', lw)}${
        cap === ROUND && !ring ? ' stroke-linecap="round"' : ''}/>\n`;
    } else if (op === OP.fillRoundRect) {
      const [x, y, w, h, radius] = [0, 1, 2, 3, 4].map((k) => f32(p + k)), id = u32(p + 5);
      if (!(w > 0 && h > 0 && has(id))) return;
      const rr = Math.fround(min(max(radius, 0), Math.fround(min(w, h) / 2)));
      body += `<rect${attr('x', x)}${attr('y', y)}${attr('width', w)}${attr('height', h)}${rr > 0 ? attr('rx', rr) : ''}${
        paintAttributes(id, false)}/>\n`;
    } else if (op === OP.fillCircle) {
      const id = u32(p + 3);
      if (!(f32(p + 2) > 0 && has(id))) return;
      body += `<circle${attr('cx', f32(p))}${attr('cy', f32(p + 1))}${attr('r', f32(p + 2))}${paintAttributes(id, false)}/>\n`;
    } else if (op === OP.line) {
      const lw = f32(p + 4), id = u32(p + 6);
      if (!(lw > 0 && Number.isFinite(lw) && has(id))) return;
      body += `<line${attr('x1', f32(p))}${attr('y1', f32(p + 1))}${attr('x2', f32(p + 2))}${attr('y2', f32(p + 3))}${
        paintAttributes(id, true)}${attr('stroke-width', lw)}${u32(p + 5) === ROUND ? ' stroke-linecap="round"' : ''}/>\n`;
    } else if (op === OP.fillQuad) {
      const id = u32(p + 8);
      if (!has(id)) return;
      body += `<polygon points="${num(f32(p))},${num(f32(p + 1))} ${num(f32(p + 2))},${num(f32(p + 3))} ${num(f32(p + 4))},${
        num(f32(p + 5))} ${num(f32(p + 6))},${num(f32(p + 7))}"${paintAttributes(id, false)}/>\n`;
    } else if (op === OP.knockOut) {
      const cx = f32(p), cy = f32(p + 1), r = f32(p + 2);
      if (!(r > 0)) return;
      const n = masks++;
      defs += clips ? clip(`${prefix}k${n}`, `M${num(-width)} ${num(-height)}h${num(3 * width)}v${num(3 * height)}h${num(-3 * width)}Z${circlePath(cx, cy, r)}`)
        : `<mask id="${prefix}k${n}" maskUnits="userSpaceOnUse"${region()}>\n<rect${region()} fill="#ffffff"/>\n<circle${
          attr('cx', cx)}${attr('cy', cy)}${attr('r', r)} fill="#000000"/>\n</mask>\n`;
      body = `<g ${clips ? 'clip-path' : 'mask'}="url(#${prefix}k${n})">\n${body}</g>\n`;
    } else if (op === OP.text) {
      const size = f32(p + 2), id = u32(p + 5), align = u32(p + 4);
      if (!(size > 0 && s && has(id))) return;
      const anchor = align === 1 ? 'middle' : (align === RIGHT) === rtl ? 'start' : 'end'; // an unknown align is left
      body += `<text${attr('x', f32(p))}${attr('y', f32(p + 1))} font-family="${family}"${attr('font-size', size)} font-weight="${
        u32(p + 3)}"${rtl ? ' direction="rtl"' : ''} text-anchor="${anchor}" dy="0.26em"${paintAttributes(id, false)}${
        said.get(index) ? `${attr('textLength', f32(p + 8))} lengthAdjust="spacingAndGlyphs"` : ''} xml:space="preserve">${
        escapeXML(s, true)}</text>\n`;
    }
  });

  let doc = `<svg xmlns="http://www.w3.org/2000/svg"${attr('width', width)}${attr('height', height)} viewBox="0 0 ${num(width)} ${
    num(height)}" role="img">\n`;
  if (title) doc += `<title>${escapeXML(title)}</title>\n`;
  if (description) doc += `<desc>${escapeXML(description)}</desc>\n`;
  if (defs) doc += `<defs>\n${defs}</defs>\n`;
  return `${doc}${body}</svg>\n`;
}

/**
 * The SVG of handle `h`'s last display list from the module's exports `x` (the list's bytes and the core's parts
 * for it copied out first), its ids starting with `idPrefix` (checked) or else a prefix no other document of this
 * realm has (defaultIdPrefix); a status when gauge_svg_parts refuses the handle.
 * @returns {string|number}
 */
export function gaugeSVG(x, h, idPrefix = null, clips = false) {
  const len = x.gauge_display_list_len(h);
  if (len < 0) return len;
  const list = new Uint8Array(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, len).slice();
  const out = (n) => new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n).slice();
  // The accessible name, value text and description (the core's Gauge.svgTitle: "label: value text").
  const [label, value, description] = [1, 2, 3].map((what) => decoder.decode(out(max(x.gauge_describe(h, what), 0))));
  let status = 0;
  const svg = writeSVG(list, (requests) => {
    // The built-in widths of texts beyond ASCII need their grapheme clusters, which the wasm takes from the host.
    for (const [, , , s] of requests) if (s && /[^\x20-\x7e]/.test(s)) registerClusterEnds(x, s);
    if (requests.length) {
      const words = Uint32Array.from(requests.flatMap(([p, q]) => [p, q])), ptr = x.gauge_scratch(words.length * 4) >>> 0;
      new Uint8Array(x.memory.buffer, ptr, words.length * 4).set(new Uint8Array(words.buffer));
    }
    const n = x.gauge_svg_parts(h, requests.length);
    if (n < 0) { status = n; return new Uint8Array(4); }
    return out(n);
  }, label ? `${label}: ${value}` : value, description, idPrefix ?? defaultIdPrefix(list), clips);
  return status || svg;
}
