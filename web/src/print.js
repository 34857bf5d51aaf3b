// Vector print: while the page prints, each gauge on a canvas of its own or on a surface shows its SVG — from the
// same display list, through the gauge's SVG (Gauge.toSVG) — in the canvas's place, laid out for the box print CSS
// gives it, at its final animation state (an animation running when printing starts ends there), so paper gets
// vector shapes and text instead of a screen-resolution raster; the canvas returns after printing. Started by
// `beforeprint` or the print media query (whichever comes first), ended by `afterprint` or the query. A PDF keeps
// clip paths as vectors but rasterises masked content, so the print SVG has the shapes of its masks
// (docs/display-list.md › SVG: a knock-out's box minus a disc, a conic arc's stroke) as clip paths (svg.js ›
// writeSVG's `clips`). A page's own <canvas> prints as it is.

import { svgZoneColours } from './forced-colors.js';
import { FORCED_PALETTE, PRINT_CLIPS } from './internal.js';
import { LIMITS, CIRCULAR_STYLES } from './vocabulary.js';

let printed = 0;
/** Per print root (the canvas's document or shadow root): an id prefix no id there starts with, found once. */
const bases = new Map();
/** An id prefix no id in `root` starts with: server-rendered SVGs and the page's own may be there, and two SVGs
 * sharing an id lose their defs when one is hidden. */
function freshPrefix(root) {
  let base = bases.get(root);
  while (!base) { const p = `sgprint${++printed}-`; if (!root.querySelector?.(`[id^="${p}"]`)) bases.set(root, (base = p)); }
  return `${base}${++printed}-`;
}
// Widths a horizontal bar is laid out at for print, as multiples of its screen width: print CSS (a narrower page,
// `@page` sizes, `@media print` columns) may give its box another width, and a container query on the box shows the
// widest layout that fits, drawn at its own width (docs/design.md › The web host). 1.1 apart: at most 10 % of the
// box left over; below the narrowest, it scales down.
const RUNGS = Array.from({ length: 26 }, (_, k) => 1.1 ** (k - 13));

/** Shows the SVG of every binding in `bindings` that draws on a canvas of its own or on a surface, in a box that
 * follows the element's content box through print CSS (a bar's at each of its rung widths, the one for the box's
 * width shown) or fills the surface gauge's proxy, whose rect is the page's; the canvas is hidden meanwhile. */
function showVectors(bindings, now, shown, sheets) {
  // Every style read first, then the writes: a read after each gauge's write would restyle the page per gauge.
  const todo = [];
  for (const b of bindings) {
    const proxy = b.proxy, W = proxy ? b.w : b.cssW, H = proxy ? b.h : b.cssH, canvas = proxy ? b.surface.surface.canvas : b.canvas;
    if (shown.has(b) || !(proxy || b.ownsCanvas) || !(W > 0 && H > 0 && W <= LIMITS.maxSide && H <= LIMITS.maxSide) || !canvas.isConnected) continue; // (past the core's sides: the canvas prints)
    const cs = getComputedStyle(b.host);
    todo.push([b, proxy, W, H, canvas, cs.paddingLeft, cs.paddingTop, cs.paddingRight, cs.paddingBottom, cs.direction === 'rtl' ? 'xMax' : 'xMin']);
  }
  for (const [b, proxy, W, H, canvas, left, top, right, bottom, x] of todo) {
    try {
      const g = b.gauge, root = canvas.getRootNode(), id = ++printed, box = canvas.ownerDocument.createElement('div');
      const widths = !proxy && !CIRCULAR_STYLES.includes(g.style) && g.orientation !== 'vertical'
        ? [...new Set(RUNGS.map((r) => (r === 1 ? W : Math.min(Math.round(W * r) || 1, LIMITS.maxSide))))].sort((u, v) => u - v) : [W]; // once each: a repeated width's rule would hide it
      let sheet = sheets.get(root);
      if (!sheet) { sheets.set(root, (sheet = new CSSStyleSheet())); root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]; }
      widths.forEach((w, k) => {
        // Now first: an animation set in this task, with no frame since, starts now (not a day on), then a day on,
        // where every animation has ended — as toSVG() and toPNG() lay out.
        if (g.render(w, H, 1, now).animating) g.render(w, H, 1, now + 864e5);
        const svg = canvas.ownerDocument.importNode(new DOMParser().parseFromString(g.toSVG({ idPrefix: freshPrefix(root), [PRINT_CLIPS]: true }), 'image/svg+xml').documentElement, true);
        if (svg.localName !== 'svg') return;
        svgZoneColours(svg, g[FORCED_PALETTE]()); // forced colours: its zone colours as the system colours they stand for
        svg.setAttribute('preserveAspectRatio', `${x}YMid meet`);
        svg.setAttribute('part', 'print');
        svg.dataset.w = w;
        svg.style.cssText = 'width:100%;height:100%'; // a flex item: shown or not by the rule below
        if (w === W) box.prepend(svg); else box.append(svg); // the screen's layout first
        if (widths[1]) sheet.insertRule(`@container (width<${k ? w : 0}px) or (width>=${widths[k + 1] ?? 1e6}px){[data-sgp="${id}"]>[data-w="${w}"]{display:none}}`);
      });
      if (!box.firstChild) continue;
      box.dataset.sgp = id;
      box.setAttribute('aria-hidden', 'true'); // the meter (the element or container) already says all of it
      box.style.cssText = `display:flex;position:absolute;inset:${top} ${right} ${bottom} ${left};container-type:inline-size`; // the content box
      shown.set(b, [box, canvas, canvas.style.display]);
      if (proxy) proxy.append(box); else canvas.after(box);
      canvas.style.display = 'none';
    } catch (e) { console.error(e); }
  }
}

/** Puts every canvas back; returns the bindings to draw again (their gauges were rendered at the end state). */
function hideVectors(shown, sheets) {
  const back = [...shown.keys()];
  // Last shown first: a surface's gauges share its canvas, and the first kept the display it had before printing.
  for (const [box, canvas, display] of [...shown.values()].reverse()) { box.remove(); canvas.style.display = display; }
  for (const [root, sheet] of sheets) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  shown.clear();
  sheets.clear();
  bases.clear();
  printed = 0; // the next print writes the same documents (its SVGs are checked against the page again)
  return back;
}

/** Prints every gauge as vectors from now on: on `beforeprint` (after `drawAll()`, which draws the gauges skipped
 * off screen) or the print media query, the bindings `all()` gives show their SVGs; after, `back(b)` redraws each. */
export function watchPrint(drawAll, all, back) {
  // This frame loop's own: a page may load two modules (an element's and loadSwiftGauge()'s), and one's bindings
  // drawn by the other's instance would draw the other's gauge of the same handle (found by a new-user trial).
  /** The box shown for each binding while printing, its canvas and the canvas's display before. */
  const shown = new Map();
  /** Each print root's (a shadow root's or the document's) sheet of rung rules; removed after printing. */
  const sheets = new Map();
  const vectors = (on) => { if (on) showVectors(all(), globalThis.performance?.now() ?? 0, shown, sheets); else for (const b of hideVectors(shown, sheets)) back(b); };
  globalThis.addEventListener?.('beforeprint', drawAll);
  globalThis.addEventListener?.('beforeprint', () => vectors(true));
  globalThis.addEventListener?.('afterprint', () => vectors(false));
  if (typeof matchMedia === 'function') matchMedia('print').addEventListener?.('change', (e) => vectors(e.matches));
}
