// What every display list the module returns must satisfy (docs/abi.md › Display lists), checked in node on
// the wasm's own bytes: the same rules the native fuzzer (Fuzz/FuzzDriver.swift) checks, without the font
// metrics: a text is held to its whole slot (x ± maxWidth by alignment), which the layout keeps in the box.
import { decodeDisplayList, listCommands, OP } from '../swift-gauge.js';
import { PAYLOAD_TYPES } from './helpers.mjs';
import { DISPLAY_LIST } from '../src/vocabulary.js';

/** DejaVu's line height as a multiple of the font size (Sources/GaugeCore/Text/FontMetrics.swift). */
const LINE_HEIGHT = 2384 / 2048;
const f32 = Math.fround;

/** 0.01 px plus 4 f32 ulps of the box's larger side (f32 coordinates computed in f64). */
export function boxTolerance(w, h) {
  const m = f32(Math.max(w, h, 1));
  const ulp = 2 ** (Math.floor(Math.log2(m)) - 23);
  return 0.01 + 4 * ulp;
}

/** The arc's bounding box grown by `pad`: end points plus the axis extremes the sweep passes. */
function arcBounds(cx, cy, r, a0, a1, pad) {
  let minX = Math.min(Math.cos(a0), Math.cos(a1)), maxX = Math.max(Math.cos(a0), Math.cos(a1));
  let minY = Math.min(Math.sin(a0), Math.sin(a1)), maxY = Math.max(Math.sin(a0), Math.sin(a1));
  const q = Math.PI / 2;
  for (let k = Math.ceil(a0 / q); k * q <= a1 && k < Math.ceil(a0 / q) + 5; k++) {
    switch (((k % 4) + 4) % 4) {
      case 0: maxX = 1; break;
      case 1: maxY = 1; break;
      case 2: minX = -1; break;
      default: minY = -1;
    }
  }
  // libm's sin/cos may differ from the core's in the last bit: allow 1e-12 relative slack.
  const e = 1e-12 * r;
  return [cx + r * minX - pad - e, cy + r * minY - pad - e, cx + r * maxX + pad + e, cy + r * maxY + pad + e];
}

/** Bounds of an arc stroked with butt caps: the annular sector between r ∓ pad over [a0, a1] — the outer arc
 * (with its axis extremes) and the inner arc's ends; a round cap would reach pad beyond the ends (arcBounds). */
function buttArcBounds(cx, cy, r, a0, a1, pad) {
  const b = arcBounds(cx, cy, r + pad, a0, a1, 0);
  for (const a of [a0, a1]) {
    const x = cx + (r - pad) * Math.cos(a), y = cy + (r - pad) * Math.sin(a);
    b[0] = Math.min(b[0], x); b[1] = Math.min(b[1], y); b[2] = Math.max(b[2], x); b[3] = Math.max(b[3], y);
  }
  return b;
}

/** Bounds of a line of width 2 × half: with round caps (cap 1) half beyond its ends; with butt caps only across it. */
function lineBounds(x0, y0, x1, y1, half, cap) {
  if (cap === 1) return [Math.min(x0, x1) - half, Math.min(y0, y1) - half, Math.max(x0, x1) + half, Math.max(y0, y1) + half];
  const len = Math.hypot(x1 - x0, y1 - y0) || 1, nx = (-(y1 - y0) / len) * half, ny = ((x1 - x0) / len) * half;
  const xs = [x0 + nx, x0 - nx, x1 + nx, x1 - nx], ys = [y0 + ny, y0 - ny, y1 + ny, y1 - ny];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/;

/**
 * Checks one display list (bytes at `ptr`, `len` in `buffer`) rendered for `w × h` at `ratio`; returns a list
 * of violations (empty when all hold). `where` prefixes each message.
 */
export function listViolations(buffer, ptr, len, w, h, ratio, where) {
  const bad = [];
  const fail = (m) => { if (bad.length < 8) bad.push(`${where}: ${m}`); };
  let v;
  try { v = decodeDisplayList(buffer, ptr, len); } catch (e) { return [`${where}: does not decode: ${e.message}`]; }
  if (v.width !== f32(w) || v.height !== f32(h) || v.pixelRatio !== f32(ratio)) {
    fail(`header ${v.width}x${v.height}@${v.pixelRatio} for ${w}x${h}@${ratio}`);
  }
  if (v.flags & ~(DISPLAY_LIST.flagAnimating | DISPLAY_LIST.flagRightToLeft)) fail(`unknown flags ${v.flags}`);
  const strings = v.ptr + DISPLAY_LIST.headerBytes + v.commandWords * 4;
  try { decoder.decode(v.u8.subarray(strings, strings + v.stringBytes)); } catch { fail('string table is not UTF-8'); }
  const tol = boxTolerance(w, h);
  const inside = (x0, y0, x1, y1) => x0 >= -tol && y0 >= -tol && x1 <= w + tol && y1 <= h + tol;
  const paints = new Set(), gradients = new Set();
  let cmds;
  try { cmds = listCommands(v); } catch (e) { return [`${where}: ${e.message}`]; }
  const { u32, f32: F } = v;
  for (const { op, at: p, words } of cmds) {
    const types = PAYLOAD_TYPES[op];
    if (!types) { fail(`unknown opcode ${op}`); continue; }
    if (words !== types.length) { fail(`opcode ${op} with ${words} payload words`); continue; }
    for (let k = 0; k < words; k++) if (types[k] === 'f' && !Number.isFinite(F[p + k])) fail(`opcode ${op} field ${k} is ${F[p + k]}`);
    const what = `opcode ${op} [${Array.from(F.subarray(p, p + words), (x, k) => (types[k] === 'f' ? x : u32[p + k])).join(', ')}]`;
    const uses = (id) => { if (!paints.has(id)) fail(`undefined paint ${id} in ${what}`); };
    switch (op) {
      case OP.solid: case OP.linear: case OP.conic:
        if (paints.has(u32[p])) fail(`paint ${u32[p]} defined twice`);
        paints.add(u32[p]);
        if (op !== OP.solid) gradients.add(u32[p]);
        break;
      case OP.stop:
        if (!gradients.has(u32[p]) || !(F[p + 1] >= 0 && F[p + 1] <= 1)) fail(what);
        break;
      case OP.strokeArc: {
        const [cx, cy, r, a0, a1, lw] = F.subarray(p, p + 6);
        if (!(r > 0 && lw > 0 && a1 > a0 && a1 - a0 <= 2 * Math.PI + 1e-5)) fail(`degenerate ${what}`);
        uses(u32[p + 7]);
        // A full ring is drawn butt-capped whatever its cap (the replayer's rule); so is cap 0.
        const round = u32[p + 6] === 1 && a1 - a0 < 2 * Math.PI - 1e-4;
        const bounds = round ? arcBounds(cx, cy, r, a0, a1, lw / 2) : buttArcBounds(cx, cy, r, a0, a1, lw / 2);
        if (!inside(...bounds)) fail(`outside ${w}x${h} (±${tol}): ${what}`);
        break;
      }
      case OP.fillRoundRect: {
        const [x, y, rw, rh, radius] = F.subarray(p, p + 5);
        if (!(rw > 0 && rh > 0 && radius >= 0 && radius <= Math.min(rw, rh) / 2 + 1e-6)) fail(`degenerate ${what}`);
        uses(u32[p + 5]);
        if (!inside(x, y, x + rw, y + rh)) fail(`outside ${w}x${h} (±${tol}): ${what}`);
        break;
      }
      case OP.fillCircle: {
        const [cx, cy, r] = F.subarray(p, p + 3);
        if (!(r > 0)) fail(`degenerate ${what}`);
        uses(u32[p + 3]);
        if (!inside(cx - r, cy - r, cx + r, cy + r)) fail(`outside ${w}x${h} (±${tol}): ${what}`);
        break;
      }
      case OP.line: {
        const [x0, y0, x1, y1, lw] = F.subarray(p, p + 5);
        if (!(lw > 0)) fail(`degenerate ${what}`);
        uses(u32[p + 6]);
        if (!inside(...lineBounds(x0, y0, x1, y1, lw / 2, u32[p + 5]))) fail(`outside ${w}x${h} (±${tol}): ${what}`);
        break;
      }
      case OP.fillQuad: { // a needle's outline: never zero area, inside the box
        const c = F.subarray(p, p + 8), xs = [c[0], c[2], c[4], c[6]], ys = [c[1], c[3], c[5], c[7]];
        let area = 0;
        for (let k = 0; k < 4; k++) area += xs[k] * ys[(k + 1) % 4] - xs[(k + 1) % 4] * ys[k];
        if (!(area !== 0)) fail(`degenerate ${what}`);
        uses(u32[p + 8]);
        if (!inside(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys))) fail(`outside ${w}x${h} (±${tol}): ${what}`);
        break;
      }
      case OP.knockOut:
        if (!(F[p + 2] > 0)) fail(`degenerate ${what}`);
        break;
      case OP.text: {
        const [x, y, size] = F.subarray(p, p + 3);
        const maxWidth = F[p + 8], off = u32[p + 6], count = u32[p + 7];
        if (!(size >= 1 && maxWidth >= 1 && count > 0 && off + count <= v.stringBytes)) fail(`degenerate ${what}`);
        uses(u32[p + 5]);
        let s = '';
        try { s = decoder.decode(v.u8.subarray(strings + off, strings + off + count)); } catch { fail(`text is not UTF-8: ${what}`); }
        if (CONTROL.test(s)) fail(`control character in ${JSON.stringify(s)}`);
        const align = u32[p + 4];
        const left = align === 0 ? x : align === 1 ? x - maxWidth / 2 : x - maxWidth;
        const half = (size * LINE_HEIGHT) / 2;
        if (!inside(left, y - half, left + maxWidth, y + half)) fail(`text slot outside ${w}x${h} (±${tol}): ${JSON.stringify(s.slice(0, 40))} ${what}`);
        break;
      }
      default:
        fail(`unknown opcode ${op}`);
    }
  }
  return bad;
}
