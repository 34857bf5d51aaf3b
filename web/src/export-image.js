// Raster export (Gauge.toPNG, Gauge.toDataURL): the gauge's display list — the one the page and toSVG draw —
// replayed on a canvas of its own (an OffscreenCanvas where there is one, else a detached <canvas>) at a size and
// pixel ratio, then encoded as PNG. Gauge renders the list (at the final animation state) and hands it here.
import { LIMITS } from './vocabulary.js';
import { checkType, checkNumber } from './errors.js';
import { drawDisplayList, createReplayCache } from './replay.js';

/** Largest side of an exported image in device px: the side the page's canvases are held to (canvas-binding.js
 * MAX_CANVAS_SIDE; web/test/export-image.test.mjs keeps them equal). */
export const MAX_IMAGE_SIDE = 16384;
/** Largest area of an exported image in device px: 4,096 × 4,096 = 16,777,216, iOS Safari's largest canvas (the
 * smallest of the engines': Chromium and desktop Safari allow 16,384², Firefox about 11,180²; the measured table of
 * the canvas-size project). Why a cap below what desktop engines take: the export is synchronous for toDataURL and
 * replays and encodes on the main thread — 16,384² took about 18 s, this area about a second. */
export const MAX_IMAGE_AREA = 4096 * 4096;

/**
 * Checks toPNG/toDataURL's arguments — sizes finite, > 0 and ≤ 100,000 CSS px, the pixel ratio in the core's
 * 0.0625…16, at most MAX_IMAGE_SIDE device px a side and MAX_IMAGE_AREA in all — and that a canvas can be made here (`sync`: one with
 * toDataURL, a <canvas>). Returns the image's device size [w, h]. Throws the facade's refusal naming the argument.
 */
export function checkImage(method, width, height, ratio, sync) {
  for (const [arg, v] of [['width', width], ['height', height]]) {
    checkType(method, arg, v, 'number');
    if (!(v > 0 && v <= LIMITS.maxSide)) throw new RangeError(`${method}: ${arg}: ${v} is outside (0, ${LIMITS.maxSide}]`);
  }
  checkNumber(method, 'pixelRatio', ratio, LIMITS.minPixelRatio, LIMITS.maxPixelRatio);
  const w = Math.max(1, Math.round(width * ratio)), h = Math.max(1, Math.round(height * ratio));
  if (w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE) {
    throw new RangeError(`${method}: width, height: ${w}×${h} device px, over ${MAX_IMAGE_SIDE} a side; lower the size or pixelRatio`);
  }
  if (w * h > MAX_IMAGE_AREA) {
    throw new RangeError(`${method}: width, height: ${w}×${h} device px is ${w * h} px, over ${MAX_IMAGE_AREA} in all; lower the size or pixelRatio`);
  }
  const doc = typeof document === 'object' && typeof document?.createElement === 'function';
  if (!doc && (sync || typeof OffscreenCanvas !== 'function')) {
    throw new Error(`${method}: no canvas to draw on: needs ${sync ? '' : 'OffscreenCanvas or '}a document's <canvas> (a browser); use toSVG() here`);
  }
  return [w, h];
}

/** A canvas of `w` × `h` device px with display list `view` replayed on it at `ratio`, in font `family` (and
 * `forced`, the gauge's forced-colours palette or null: replay.js). */
export function drawImage(view, [w, h], ratio, family, sync, forced = null) {
  let c;
  if (!sync && typeof OffscreenCanvas === 'function') c = new OffscreenCanvas(w, h);
  else { c = document.createElement('canvas'); c.width = w; c.height = h; }
  const cache = createReplayCache();
  cache.fontFamily = family;
  cache.forced = forced;
  drawDisplayList(c.getContext('2d'), view, view.ptr, view.len, ratio, cache);
  return c;
}

/** The PNG of canvas `c` (OffscreenCanvas or <canvas>) as a Promise<Blob>. */
export function pngBlob(method, c) {
  if (c.convertToBlob) return c.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => c.toBlob((b) => (b ? resolve(b) : reject(new Error(`${method}: the browser could not encode the PNG`))), 'image/png'));
}
