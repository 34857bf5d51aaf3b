// Forced colours (`forced-colors: active`, Windows High Contrast): a canvas is not recoloured by the browser, so a
// page gauge draws in the user's system colours itself, resolved by the browser in its element's context — the
// fill, needle and marker in Highlight, the track in GrayText, every text in CanvasText, on the page's Canvas — and
// its zones as hatch patterns (Highlight with Canvas lines, a different hatch per zone) instead of colours alone:
// each zone is handed to the core in a reserved colour that replay (replay.js) paints with its pattern (zone bands
// the core draws as one gradient along a bar's track get Highlight and CanvasText by turns).
// An element with `forced-color-adjust: none` keeps its own colours, as the platform's rule is.

export const FORCED_QUERY = '(forced-colors: active)';
/** Zone i's reserved colour: rgb(3, 249, i), which no system colour the palette resolves to is expected to be. */
const RESERVED = 0x03f9;
const zoneColour = (i) => `rgb(3,249,${i})`;

/**
 * The palette a page gauge draws with while forced colours are active, or null (not active, or the element opts
 * out): texts for the core's tint, track, label and value colours and zones, and the scheme of its Canvas.
 * @param {{host: Element, colour(c: string, scheme: string): string|null}} page the gauge's PageColours
 * @param {{matches: boolean}|null|undefined} query matchMedia(FORCED_QUERY)
 */
export function forcedPalette(page, query) {
  if (!query?.matches || !page.host.isConnected || getComputedStyle(page.host).forcedColorAdjust === 'none') return null;
  const c = (name) => page.colour(name, 'light') ?? name;
  const canvas = c('Canvas'), rgb = canvas.match(/[\d.]+/g)?.map(Number) ?? [255, 255, 255];
  const p = { tint: c('Highlight'), trackColor: c('GrayText'), labelColor: c('CanvasText'), valueColor: c('CanvasText'),
    canvas, scheme: 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] < 128 ? 'dark' : 'light', zone: zoneColour };
  p.key = [p.tint, p.trackColor, p.labelColor, canvas].join();
  patterns.highlight = p.tint; patterns.canvas = canvas; patterns.text = p.labelColor; // the hatches use the same colours
  return Object.freeze(p);
}

/** The hatch colours and made patterns, per canvas context and colour (rgba with the zone's index and alpha). */
const patterns = { highlight: 'Highlight', canvas: 'Canvas', text: 'CanvasText', made: new WeakMap() };

/** A reserved zone colour as a gradient stop (zone bands along a bar's track: a gradient cannot hold a hatch):
 * Highlight and CanvasText by turns, at the stop's alpha; null for any other colour. */
export function zoneStop(rgba) {
  if (rgba >>> 16 !== RESERVED) return null;
  const c = ((rgba >>> 8) & 1 ? patterns.text : patterns.highlight).match(/[\d.]+/g) ?? [0, 0, 0];
  return `rgba(${c[0]},${c[1]},${c[2]},${(rgba & 255) / 255})`;
}

/**
 * The paint for colour `rgba` (0xRRGGBBAA) on `ctx`: zone i's hatch pattern when it is a reserved zone colour, else
 * null (the colour itself). Stripes 45° up, 45° down or vertical by i mod 3, at the colour's alpha.
 */
export function zonePaint(rgba, ctx) {
  if (rgba >>> 16 !== RESERVED || !ctx.createPattern) return null;
  let byCtx = patterns.made.get(ctx);
  if (!byCtx) patterns.made.set(ctx, (byCtx = new Map()));
  const key = `${rgba}|${patterns.highlight}|${patterns.canvas}`;
  let pat = byCtx.get(key);
  if (pat) return pat;
  const n = 8, c = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(n, n) : Object.assign(document.createElement('canvas'), { width: n, height: n });
  const x = c.getContext('2d'), kind = ((rgba >>> 8) & 255) % 3;
  x.globalAlpha = (rgba & 255) / 255;
  x.fillStyle = patterns.highlight; x.fillRect(0, 0, n, n);
  x.strokeStyle = patterns.canvas; x.lineWidth = 2;
  x.beginPath();
  if (kind === 2) { x.moveTo(n / 2, 0); x.lineTo(n / 2, n); } else {
    for (const o of [-n, 0, n]) { // three copies so the stripe continues across the tile's edges
      if (kind === 0) { x.moveTo(o, n); x.lineTo(o + n, 0); } else { x.moveTo(o, 0); x.lineTo(o + n, n); }
    }
  }
  x.stroke();
  pat = ctx.createPattern(c, 'repeat');
  if (byCtx.size > 256) byCtx.clear();
  byCtx.set(key, pat);
  return pat;
}
