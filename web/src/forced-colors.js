// Forced colours (`forced-colors: active`, Windows High Contrast): a canvas is not recoloured by the browser, so a
// page gauge draws in the user's system colours itself, resolved by the browser in its element's context — the
// fill, needle and marker in solid Highlight, the track in GrayText, every text in CanvasText, on the page's Canvas —
// and its zone bands as patterns instead of colours alone: each zone is handed to the core in a reserved colour,
// and replay (replay.js) paints it by what it draws (docs/design.md › The web host): a needle, marker or fill in that
// colour solid Highlight; a dial's or ring's band a hatch of Highlight with Canvas stripes (a capacity ring's
// translucent track bands the same hatch in GrayText); a bar's track bands GrayText, solid and hatched by turns.
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
  // The delta's colours are text: CanvasText (its symbol and sign say which way).
  const p = { tint: c('Highlight'), trackColor: c('GrayText'), labelColor: c('CanvasText'), valueColor: c('CanvasText'), hubColor: c('CanvasText'),
    increasingColor: c('CanvasText'), decreasingColor: c('CanvasText'),
    canvas, scheme: 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] < 128 ? 'dark' : 'light', zone: zoneColour };
  p.key = [p.tint, p.trackColor, p.labelColor, canvas].join();
  patterns.highlight = p.tint; patterns.canvas = canvas; patterns.text = p.labelColor; patterns.track = p.trackColor; // the hatches use the same colours
  return Object.freeze(p);
}

/** The hatch colours and made patterns, per canvas context and colour (rgba with the zone's index and alpha). */
const patterns = { highlight: 'Highlight', canvas: 'Canvas', text: 'CanvasText', track: 'GrayText', made: new WeakMap() };

/** Whether 0xRRGGBBAA is a reserved zone colour. */
export const isZoneColour = (rgba) => rgba >>> 16 === RESERVED;
const withAlpha = (colour, a) => { const c = colour.match(/[\d.]+/g) ?? [0, 0, 0]; return `rgba(${c[0]},${c[1]},${c[2]},${a})`; };

/** A reserved zone colour as what shows the value (a needle, a marker, a fill): solid Highlight at its alpha; null
 * for any other colour. */
export function zoneSolid(rgba) {
  if (!isZoneColour(rgba)) return null;
  const key = `${rgba}|${patterns.highlight}`; // no per-frame strings
  let c = solids.get(key);
  if (c === undefined) {
    if (solids.size > 256) solids.clear();
    solids.set(key, (c = withAlpha(patterns.highlight, (rgba & 255) / 255)));
  }
  return c;
}
const solids = new Map();

/** A reserved zone colour as a gradient stop, where replay cannot draw a bar's track band by band (a gradient
 * cannot hold a hatch): GrayText and CanvasText by turns, at the stop's alpha; null for any other colour. */
export function zoneStop(rgba) {
  if (!isZoneColour(rgba)) return null;
  return withAlpha((rgba >>> 8) & 1 ? patterns.text : patterns.track, (rgba & 255) / 255);
}

/** The paint of the k-th zone band along a bar's track: GrayText, solid for even k and hatched (45° Canvas stripes)
 * for odd k, so neighbouring bands differ by pattern, not colour alone; null for a colour that is not a zone's. */
export function zoneBandPaint(rgba, ctx, k) {
  if (!isZoneColour(rgba)) return null;
  const a = (rgba & 255) / 255;
  return k % 2 === 0 || !ctx.createPattern ? withAlpha(patterns.track, a) : hatch(ctx, patterns.track, 0, a);
}

/**
 * The paint for colour `rgba` (0xRRGGBBAA) on `ctx` as a dial's or ring's zone band: zone i's hatch pattern when it
 * is a reserved zone colour, else null (the colour itself). Stripes 45° up, 45° down or vertical by i mod 3, on
 * Highlight at the colour's alpha — or, for a translucent one (a capacity ring's track bands), on GrayText, opaque.
 */
export function zonePaint(rgba, ctx) {
  if (!isZoneColour(rgba) || !ctx.createPattern) return null;
  const a = rgba & 255;
  return a < 255 ? hatch(ctx, patterns.track, ((rgba >>> 8) & 255) % 3, 1) : hatch(ctx, patterns.highlight, ((rgba >>> 8) & 255) % 3, a / 255);
}

/** A hatch pattern on `ctx`: `base` with Canvas stripes of `kind` (0: 45° up, 1: 45° down, 2: vertical), at `alpha`;
 * made once per context and colours. */
function hatch(ctx, base, kind, alpha) {
  let byCtx = patterns.made.get(ctx);
  if (!byCtx) patterns.made.set(ctx, (byCtx = new Map()));
  const key = `${base}|${patterns.canvas}|${kind}|${alpha}`;
  let pat = byCtx.get(key);
  if (pat) return pat;
  const n = 8, c = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(n, n) : Object.assign(document.createElement('canvas'), { width: n, height: n });
  const x = c.getContext('2d');
  x.globalAlpha = alpha;
  x.fillStyle = base; x.fillRect(0, 0, n, n);
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

/**
 * A gauge's SVG drawn under forced colours (print.js prints it) with each reserved zone colour turned into the system
 * colour it stands for, as no SVG paints a canvas pattern: a gradient stop's (a bar's track bands) as zoneStop gives
 * it — GrayText and CanvasText by turns — and a fill's or stroke's (a dial's or ring's band, a needle, a marker, a
 * fill) solid Highlight. Zone bands are not hatched here; what is drawn in them keeps its shape.
 */
export function svgZoneColours(svg) {
  for (const el of svg.querySelectorAll('[fill^="#03f9" i],[stroke^="#03f9" i],[stop-color^="#03f9" i]')) {
    for (const a of ['fill', 'stroke', 'stop-color']) {
      const v = el.getAttribute(a);
      if (!/^#03f9[0-9a-f]{2}$/i.test(v ?? '')) continue;
      const rgba = ((parseInt(v.slice(1), 16) << 8) | 255) >>> 0;
      el.setAttribute(a, (a === 'stop-color' ? zoneStop(rgba) : zoneSolid(rgba)) ?? v);
    }
  }
  return svg;
}
