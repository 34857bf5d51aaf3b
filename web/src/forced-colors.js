// Forced colours (`forced-colors: active`, Windows High Contrast): a canvas is not recoloured by the browser, so a
// page gauge draws in the user's system colours itself, resolved by the browser in its element's context — the
// fill, needle, marker and focus ring in solid Highlight, the track in GrayText, every text in CanvasText, on the page's Canvas —
// and its zone bands as patterns instead of colours alone: each zone is handed to the core in a reserved colour,
// and replay (replay.js) paints it by what it draws (docs/design.md › The web host): a needle, marker or fill in that
// colour solid Highlight; a dial's or ring's band a hatch of Highlight with Canvas stripes (a capacity ring's
// translucent track bands the same hatch in GrayText); a bar's track bands GrayText, solid and hatched by turns.
// An element with `forced-color-adjust: none` keeps its own colours, as the platform's rule is.

export const FORCED_QUERY = '(forced-colors: active)';
/** The reserved colours' red and green, tried in turn: rgb(r, g, i) is zone i's (i < 64, the most zones). The first
 * pair none of the palette's own colours has is the palette's, so its zone colours are its alone. */
const RESERVED = [0x03f9, 0x05f7, 0x09f3, 0x0bf1];
const rgbOf = (colour) => colour.match(/[\d.]+/g)?.slice(0, 3).map(Number) ?? [255, 255, 255];

/**
 * The palette a page gauge draws with while forced colours are active, or null (not active, or the element opts
 * out): texts for the core's tint, track, label and value colours and zones, and the scheme of its Canvas. Its zone
 * colours are reserved for it: replay (replay.js), the print SVG and toPNG read a colour as a zone's only through
 * the palette of the gauge that drew it (`isZone`: the colours `zone(i)` gave), never by its value alone — outside
 * forced colours a gauge has no palette, and a page colour such as #03f900 is only a colour.
 * @param {{host: Element, colour(c: string, scheme: string): string|null}} page the gauge's PageColours
 * @param {{matches: boolean}|null|undefined} query matchMedia(FORCED_QUERY)
 */
export function forcedPalette(page, query) {
  if (!query?.matches || !page.host.isConnected || getComputedStyle(page.host).forcedColorAdjust === 'none') return null;
  // Opaque: a system colour may come translucent (Chromium's Highlight is 80 %), and over the track it would mix
  // into a colour outside the user's palette (docs/design.md › The web host).
  const c = (name) => (name = page.colour(name, 'light') ?? name, `rgb(${rgbOf(name)})`);
  const canvas = c('Canvas'), rgb = rgbOf(canvas);
  // The delta's colours are text: CanvasText (its symbol and sign say which way).
  const text = c('CanvasText');
  const p = { tint: c('Highlight'), trackColor: c('GrayText'), labelColor: text, valueColor: text, hubColor: text, increasingColor: text, decreasingColor: text, focusColor: c('Highlight'),
    canvas, scheme: 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] < 128 ? 'dark' : 'light' };
  p.key = [p.tint, p.trackColor, p.labelColor, canvas].join();
  const own = [p.tint, p.trackColor, p.labelColor, canvas].map((x) => { const [r, g, b] = rgbOf(x); return b < 64 ? (r << 8) | g : -1; });
  const base = RESERVED.find((b) => !own.includes(b)) ?? RESERVED[0], given = new Set();
  /** Zone i's reserved colour (the zones push: options.js). */
  p.zone = (i) => { given.add(i); return `rgb(${base >> 8},${base & 255},${i})`; };
  /** Whether 0xRRGGBBAA (any alpha) is one of the zone colours this palette gave. */
  p.isZone = (rgba) => rgba >>> 16 === base && given.has((rgba >>> 8) & 255);
  return Object.freeze(p);
}

/** Made hatch patterns, per canvas context and colours; made solid colours. */
const made = new WeakMap(), solids = new Map();
const withAlpha = (colour, a) => { const c = rgbOf(colour); return `rgba(${c[0]},${c[1]},${c[2]},${a})`; };
/** Whether 0xRRGGBBAA is a zone colour of palette `p` (null: no palette, no zone colours). */
export const isZoneColour = (p, rgba) => !!p && p.isZone(rgba);

/** A zone colour of palette `p` as what shows the value (a needle, a marker, a fill): solid Highlight at its alpha;
 * null for any other colour, and without a palette. */
export function zoneSolid(p, rgba) {
  if (!isZoneColour(p, rgba)) return null;
  const key = `${rgba & 255}|${p.tint}`; // no per-frame strings
  let c = solids.get(key);
  if (c === undefined) {
    if (solids.size > 256) solids.clear();
    solids.set(key, (c = withAlpha(p.tint, (rgba & 255) / 255)));
  }
  return c;
}

/** A zone colour of `p` as a gradient stop, where replay cannot draw a bar's track band by band (a gradient cannot
 * hold a hatch): GrayText and CanvasText by turns, at the stop's alpha; null for any other colour. */
export function zoneStop(p, rgba) {
  if (!isZoneColour(p, rgba)) return null;
  return withAlpha((rgba >>> 8) & 1 ? p.labelColor : p.trackColor, (rgba & 255) / 255);
}

/** The paint of the k-th zone band along a bar's track: GrayText, solid for even k and hatched (45° Canvas stripes)
 * for odd k, so neighbouring bands differ by pattern, not colour alone; null for a colour that is not a zone's. */
export function zoneBandPaint(p, rgba, ctx, k) {
  if (!isZoneColour(p, rgba)) return null;
  const a = (rgba & 255) / 255;
  return k % 2 === 0 || !ctx.createPattern ? withAlpha(p.trackColor, a) : hatch(ctx, p, p.trackColor, 0, a);
}

/**
 * The paint for colour `rgba` (0xRRGGBBAA) on `ctx` as a dial's or ring's zone band: zone i's hatch pattern when it
 * is a zone colour of palette `p`, else null (the colour itself). Stripes 45° up, 45° down or vertical by i mod 3, on
 * Highlight at the colour's alpha — or, for a translucent one (a capacity ring's track bands), on GrayText, opaque.
 */
export function zonePaint(p, rgba, ctx) {
  if (!isZoneColour(p, rgba) || !ctx.createPattern) return null;
  const a = rgba & 255, kind = ((rgba >>> 8) & 255) % 3;
  return a < 255 ? hatch(ctx, p, p.trackColor, kind, 1) : hatch(ctx, p, p.tint, kind, a / 255);
}

/** A hatch pattern on `ctx`: `base` with palette `p`'s Canvas stripes of `kind` (0: 45° up, 1: 45° down, 2:
 * vertical), at `alpha`; made once per context and colours. */
function hatch(ctx, p, base, kind, alpha) {
  let byCtx = made.get(ctx);
  if (!byCtx) made.set(ctx, (byCtx = new Map()));
  const key = `${base}|${p.canvas}|${kind}|${alpha}`;
  let pat = byCtx.get(key);
  if (pat) return pat;
  const n = 8, c = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(n, n) : Object.assign(document.createElement('canvas'), { width: n, height: n });
  const x = c.getContext('2d');
  x.globalAlpha = alpha;
  x.fillStyle = base; x.fillRect(0, 0, n, n);
  x.strokeStyle = p.canvas; x.lineWidth = 2;
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

/**
 * A gauge's SVG drawn under forced colours (print.js prints it) with each of its palette `p`'s zone colours turned
 * into the system colour it stands for, as no SVG paints a canvas pattern: a gradient stop's (a bar's track bands) as
 * zoneStop gives it — GrayText and CanvasText by turns — and a fill's or stroke's (a dial's or ring's band, a needle,
 * a marker, a fill) solid Highlight. Zone bands are not hatched here; what is drawn in them keeps its shape. Without a
 * palette (forced colours off, or the gauge opts out) the SVG is left as it is.
 */
export function svgZoneColours(svg, p) {
  if (!p) return svg;
  for (const el of svg.querySelectorAll('[fill^="#"],[stroke^="#"],[stop-color^="#"]')) {
    for (const a of ['fill', 'stroke', 'stop-color']) {
      const v = el.getAttribute(a);
      if (!/^#[0-9a-f]{6}$/i.test(v ?? '')) continue;
      const rgba = ((parseInt(v.slice(1), 16) << 8) | 255) >>> 0;
      el.setAttribute(a, (a === 'stop-color' ? zoneStop(p, rgba) : zoneSolid(p, rgba)) ?? v);
    }
  }
  return svg;
}
