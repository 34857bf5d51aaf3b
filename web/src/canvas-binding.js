// A gauge drawn on a page: its canvas (created in a container or the element's shadow root, or the page's own),
// sized to the CSS box × devicePixelRatio, its intrinsic size when the page gives none, its meter ARIA, and the
// replay of each new display list. The frame loop (frames.js) decides when; this does the drawing.
import { LIMITS, CIRCULAR_STYLES } from './vocabulary.js';
import { clip } from './errors.js';
import { drawDisplayList, replayList, createReplayCache, createCanvasState } from './replay.js';
import { nearViewport } from './frames.js';
import { usedColorScheme } from './appearance.js';
import { PageColours } from './page-colours.js';
import { AUTO_DIRECTION, AUTO_SCHEME, NATURAL_SIZE, PAGE_COLOURS, FONT_FAMILY, FORCED_PALETTE, isHosted, hostElement, releaseElement, putAttribute, INTERNALS } from './internal.js';
import { writeAttribute, restoreAttributes } from './aria.js';
import { syncInput } from './input.js';

/**
 * The ElementInternals of custom element `el` when the engine reflects ARIA on them, else null (either way kept in
 * INTERNALS, for input.js's form). Through them the meter's role and values are the element's default semantics:
 * the markup gets no attribute its author did not write, and an author's own role, aria-label or aria-describedby
 * wins by the platform's rule (setAttr).
 */
export function meterInternals(el) {
  const i = typeof el.attachInternals === 'function' ? el.attachInternals() : null;
  if (i) INTERNALS.set(el, i);
  return i && 'role' in i ? i : null;
}

/** The meter's ARIA attributes as ElementInternals properties (<swift-gauge> where the engine has them). */
const INTERNALS_ARIA = {
  role: 'role', 'aria-label': 'ariaLabel', 'aria-valuenow': 'ariaValueNow', 'aria-valuemin': 'ariaValueMin',
  'aria-valuemax': 'ariaValueMax', 'aria-valuetext': 'ariaValueText', 'aria-description': 'ariaDescription', 'aria-orientation': 'ariaOrientation',
};

/** Largest backing-store side the host asks for, in device px (below Chromium's and Safari's limits). */
export const MAX_CANVAS_SIDE = 16384;

/** The pixel ratio a canvas of `w` × `h` CSS px is drawn at: the page's, lowered for a canvas the browser would
 * refuse (beyond about 16k–32k px a side nothing paints), within the ABI's range. */
export function canvasRatio(w, h) {
  let dpr = Math.min(LIMITS.maxPixelRatio, Math.max(LIMITS.minPixelRatio, globalThis.devicePixelRatio || 1));
  const side = Math.max(w, h) * dpr;
  if (side > MAX_CANVAS_SIDE) dpr = Math.max(LIMITS.minPixelRatio, dpr * MAX_CANVAS_SIDE / side);
  return dpr;
}

/** Sizes canvas `c`'s backing store for `w` × `h` CSS px at `ratio` (at least 1 px a side), writing only a side
 * that changed; true when one did (its context's state is then reset). */
export function sizeCanvas(c, w, h, ratio) {
  const bw = Math.max(1, Math.round(w * ratio)), bh = Math.max(1, Math.round(h * ratio)), changed = c.width !== bw || c.height !== bh;
  if (c.width !== bw) c.width = bw;
  if (c.height !== bh) c.height = bh;
  return changed;
}

/** Writes a box's left, top, width and height (CSS texts) into `style`, each only when it changed. */
export function setBox(style, ...box) {
  ['left', 'top', 'width', 'height'].forEach((k, i) => { if (style[k] !== box[i]) style[k] = box[i]; });
}

/** Clears all of `ctx`'s canvas (`w` × `h` device px). */
export function clearCanvas(ctx, w, h) { ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.clearRect(0, 0, w, h); }

/**
 * A page gauge's colours from the page, read in the frame loop's read phase: until its binding's first `measure()`
 * (which resolves them before the first render), a gauge with no colour of its own takes none from the page. Why: a
 * computed-style read per new gauge is a style recalculation that visits every shadow root of the page, so creating
 * N elements cost N² (docs/performance.md › Creating elements).
 */
export class FramePageColours extends PageColours {
  measured = false;
  #reads(v) { return this.measured || (v ?? null) !== null; }
  tint(s, scheme) { return this.#reads(s.tint) ? super.tint(s, scheme) : null; }
  option(s, name, scheme) { return this.#reads(s[name]) ? super.option(s, name, scheme) : null; }
  font(s) { return this.#reads(s.fontFamily) ? super.font(s) : null; }
}

/**
 * Binding `b` (a canvas or surface binding) enters its error state: its gauge trapped while laid out (`failed`: the
 * WebAssembly.RuntimeError, instance.js › #isolate). The gauge is not laid out again until one of its options changes; one
 * console error names it (again only after it has drawn since); `target` gets an `error` event (an ErrorEvent that
 * does not bubble, as an `<img>`'s or `<script>`'s: a capture listener on an ancestor sees them all) whose `error`
 * is an Error naming the gauge, with `gauge` the Gauge. `shows`: what the page shows in its place. Returns the Error.
 */
export function gaugeFailed(b, failed, target, shows) {
  const label = b.gauge.label, id = target.id ? ` id="${target.id}"` : '';
  const name = `${label ? `the gauge "${clip(label, 40)}"` : 'a gauge'} (<${target.localName}${id}>)`;
  const error = new Error(`SwiftGauge: ${name} trapped while it was laid out (${failed.message}); ${shows} until one of its options changes.`, { cause: failed });
  error.gauge = b.gauge;
  b.error = error;
  if (!b.told) { b.told = true; console.error(error.message); }
  const E = typeof ErrorEvent === 'function' ? ErrorEvent : Event;
  target.dispatchEvent(new E('error', { message: error.message, error }));
  return error;
}

/** What a binding in its error state does when one of its gauge's options changes (`part`; not 'all', the restore
 * after a restart): it is tried again, on its own first (instance.js › renderMany). */
export function retryFailed(b, part) {
  if (!b.error || part === 'all') return false;
  b.error = null;
  b.retry = true;
  return true;
}

/**
 * Reads what binding `b`'s gauge takes from its element (`b.host`): the computed direction (for its 'auto' direction),
 * the used colour scheme (appearance.js, for a null colorScheme) and its page colours (`page`, from now on read for
 * options the gauge does not set too). Called in the frame loop's read phase when the element's watched style changed
 * (frames.js › restyled), at most once a frame; and by refresh().
 */
export function readAppearance(b, page, prefers) {
  if (page) page.measured = true;
  const cs = getComputedStyle(b.host), g = b.gauge;
  g[AUTO_DIRECTION](cs.direction === 'rtl' ? 'rightToLeft' : 'leftToRight');
  g[AUTO_SCHEME](usedColorScheme(cs.colorScheme, b.host.ownerDocument, prefers));
  g[PAGE_COLOURS](); // var(), currentColor, --swift-gauge-tint… may have changed with the page's theme
}

/** Resolves once the frame loop has drawn what binding `b`'s gauge is now; rejects with its error in the error state. */
export const whenBindingRendered = (b, frames) => frames.whenRendered().then(() => { if (b.error) throw b.error; });

/** ResizeObservers by frame-loop callback and window. An element is observed by its own window's: this window's,
 * watching an iframe's element, reported "ResizeObserver loop completed with undelivered notifications" once the
 * iframe was removed. */
const resizeObservers = new WeakMap();

export class CanvasBinding {
  #frames; #page; #saved = []; // [element, attribute or 'style.prop', previous value], undone on detach
  #cache = createReplayCache(); #autoW = false; #autoH = false; #layoutChanged = false;
  #firstWidth; #inline; #static; #pinW; #pinH; #attrs; #context; #onResize; #state;

  /**
   * `frames`: the module's frame loop. `mount` (used by <swift-gauge>): `{root, resized(w, h), changed(part),
   * detached()}` — the canvas goes into `root` (a shadow root), the description is an `aria-description`
   * attribute, sizing is the element's own (CSS), and the hooks run when the content box changes (before
   * drawing), after every successful setter, and when the gauge is destroyed. `page`: the gauge's page colours
   * (page-colours.js), re-read with the appearance and removed on detach.
   */
  constructor(frames, gauge, target, mount = null, page = null) {
    this.#frames = frames;
    this.gauge = gauge;
    this.host = target;
    this.cssW = -1; this.cssH = -1;
    this.aria = { __proto__: null };
    this.desc = null;
    // Every field read before it is set is declared here: an undeclared one would read Object.prototype's.
    this.job = null; this.written = null; this.told = false; this.retry = false;
    this.ro = null; this.eager = false; this.onScreen = undefined; this.stale = false; this.ariaAt = -Infinity; this.drawnFrame = -1; // (the frame loop's; eager: drawn once sized, on screen or not)
    this.descHost = null;
    this.mount = mount;
    this.#page = page;
    this.error = null; // the error state (gaugeFailed), else null
    if (isHosted(target)) throw new TypeError('createGauge: target: this element already hosts a gauge or surface; destroy it first');
    const doc = target.ownerDocument;
    this.ownsCanvas = !!mount || target.localName !== 'canvas';
    this.canvas = this.ownsCanvas ? doc.createElement('canvas') : target;
    if (this.ownsCanvas) {
      this.canvas.setAttribute('aria-hidden', 'true');
      this.canvas.style.cssText = 'position:absolute;left:0;top:0;display:block';
      if (mount) { this.canvas.setAttribute('part', 'canvas'); mount.root.append(this.canvas); } // ::part(canvas)
      else { target.append(this.canvas); this.descHost = target; } // gets a description element when needed
    }
    // The canvas tells when the page's look for the gauge changes (page-colours.js › watch); a page's canvas gets its
    // own style back on detach.
    page?.watch(this.canvas, (k, v) => (this.ownsCanvas ? this.canvas.style.setProperty(k, v) : this.#setStyle(k, v)), () => this.restyle(), !mount);
    // A canvas of the binding's own gets its context when first drawn (off-screen gauges may never be).
    if (!this.ownsCanvas && !this.#ctx) { this.detach(); throw new TypeError('createGauge: target: the canvas already has a non-2D context'); }
    hostElement(target);
    this.setAttr('role', 'meter');
    if (!mount) syncInput(target, gauge); // interactive: createGauge's target is the slider (input.js)
    frames.aria(this, true);
    frames.attach(this);
    this.redraw();
  }

  /** The canvas's 2D context. */
  get #ctx() { return (this.#context ??= this.canvas.getContext('2d')); }

  setAttr(name, value) {
    // Through ElementInternals: the element's own attributes (an author's) take precedence over them anyway.
    const internals = this.mount?.internals, prop = INTERNALS_ARIA[name];
    if (internals && prop in internals) { internals[prop] = value; return; }
    // What an author wrote — before the gauge (on <swift-gauge>) or at any time since — wins (aria.js).
    writeAttribute(this, name, value, !!this.mount);
  }

  #setStyle(prop, value) {
    const el = this.host;
    if (!this.#saved.some((s) => s[0] === el && s[1] === `style.${prop}`)) this.#saved.push([el, `style.${prop}`, el.style.getPropertyValue(prop)]);
    el.style.setProperty(prop, value);
  }

  /** Its page look is read again in the next frame's read phase (frames.js › restyled): the watched style changed, it
   * was shown again after `display: none` (no transition runs there) or moved (a node inserted starts none). */
  restyle() { this.#frames.restyled(this); }

  detach() {
    this.#frames.detach(this);
    releaseElement(this.host);
    this.#page?.remove();
    if (this.ownsCanvas) { this.canvas.remove(); this.desc?.remove(); }
    else if (this.#attrs) {
      this.#attrs.forEach((v, i) => putAttribute(this.canvas, i ? 'height' : 'width', v));
    }
    for (const [el, name, old] of this.#saved.reverse()) {
      if (name.startsWith('style.')) el.style.setProperty(name.slice(6), old);
      else putAttribute(el, name, old);
    }
    this.#saved = [];
    restoreAttributes(this);
    const internals = this.mount?.internals;
    if (internals) for (const prop of Object.values(INTERNALS_ARIA)) if (prop in internals) internals[prop] = null;
    if (this.mount) this.mount.detached?.(); else syncInput(this.host, null);
  }

  /** After every successful setter (part = which state changed, 'all' after a restart). */
  changed(part) {
    if (retryFailed(this, part)) this.mount?.retrying?.();
    if (part !== 'value' && part !== 'bounds') this.#layoutChanged = true;
    this.#frames.aria(this, part !== 'value');
    if (this.mount) this.mount.changed(part); else syncInput(this.host, this.gauge);
    this.redraw(part === 'value' && !!this.job?.view?.animating); // a moving gauge retargeted: its animation goes on
  }

  /** Observes the element for size (the frame loop's `onResize`) with a ResizeObserver of its own window, one per
   * window and frame loop (resizeObservers); again when it moves into another document. */
  observe(onResize = this.#onResize) {
    this.#onResize = onResize;
    this.ro?.unobserve(this.host);
    const win = this.host.ownerDocument.defaultView;
    let byWindow = resizeObservers.get(onResize);
    if (!byWindow) resizeObservers.set(onResize, byWindow = new WeakMap());
    if (win && !byWindow.has(win)) byWindow.set(win, new win.ResizeObserver(onResize));
    (this.ro = win ? byWindow.get(win) : null)?.observe(this.host);
  }

  /** The element moved into another document: observed for size there. */
  moved() { if (this.#onResize) this.observe(); }

  /** Resolves once the gauge's current state is drawn; rejects with its error in the error state. */
  whenRendered() { return whenBindingRendered(this, this.#frames); }

  /** Its gauge trapped while laid out: the canvas is hidden (a `<canvas>` of the page's cleared), an element shows
   * its fallback content; one console error and an `error` event on the element (gaugeFailed). */
  #fail(failed) {
    const shows = this.mount ? 'it shows its fallback content' : this.ownsCanvas ? 'its canvas is hidden' : 'its canvas is cleared';
    if (this.ownsCanvas) this.canvas.style.visibility = 'hidden';
    else clearCanvas(this.#ctx, this.canvas.width, this.canvas.height);
    const error = gaugeFailed(this, failed, this.host, shows); // sets this.error first: a listener may change options
    this.mount?.failed?.(error);
  }

  /** Whether its gauge may release its wasm gauge (past the live-gauge limit, gauge.js › newHandle): off screen, settled. */
  parkable() { return this.onScreen === false && !this.job?.view?.animating && !this.error; }

  /** Draws the gauge again in the next frame (its state, box or the page changed). */
  redraw(moving) { this.#frames.markDirty(this, moving); }

  /**
   * Finds out, once, before observing, which sides the page leaves unsized. A container's unsized side
   * measures 0. A canvas whose CSS size follows its width/height attributes would grow with every backing
   * store change, so such a side is pinned (to its current size, or to the intrinsic size if the canvas has
   * no size attributes at all).
   */
  measure() {
    this.readAppearance();
    const r = this.host.getBoundingClientRect();
    // Until the IntersectionObserver first reports (a task after this frame): whether the element lies within
    // the observer's margin of the viewport. A gauge created off screen is not laid out or drawn until it
    // scrolls in, also not by the ResizeObserver's first callback.
    if (this.onScreen === undefined) this.onScreen = nearViewport(r);
    if (this.mount) return; // the element sizes itself
    this.#firstWidth = r.width || this.host.parentElement?.clientWidth || 300;
    if (this.ownsCanvas) {
      const cs = getComputedStyle(this.host);
      this.#inline = cs.display === 'inline'; // width/height do not apply: size it as an inline-block
      this.#autoW = this.#inline || r.width === 0;
      this.#autoH = this.#inline || r.height === 0;
      this.#static = cs.position === 'static';
      return;
    }
    const c = this.canvas, w0 = c.width, h0 = c.height;
    const bare = !c.hasAttribute('width') && !c.hasAttribute('height');
    this.#attrs = [c.getAttribute('width'), c.getAttribute('height')]; // restored on detach
    c.width = w0 + 16; c.height = h0 + 16;
    const r1 = c.getBoundingClientRect();
    c.width = w0; c.height = h0;
    this.#pinW = r1.width !== r.width ? `${r.width}px` : null;
    this.#pinH = r1.height !== r.height ? `${r.height}px` : null;
    this.#autoW = bare && !!this.#pinW;
    this.#autoH = bare && !!this.#pinH;
  }

  /** Before an export (toSVG, toPNG, toDataURL) ahead of the first frame's read phase: the page's colours, font,
   * scheme and direction read now, once (measure() reads them otherwise), so the export is what the page draws. */
  readPage() { if (this.#page && !this.#page.measured) this.readAppearance(); }

  /** Reads the element's direction, used colour scheme and page colours (readAppearance above). */
  readAppearance() { readAppearance(this, this.#page, this.#frames.core.preferredColorScheme); }

  /** Applies what measure() found: a positioning context for the canvas, intrinsic (the core's natural size) or
   * pinned sizes. A horizontal bar takes the container's width (100 %), the rings, dial and vertical bars their
   * natural width. */
  autoSize() {
    if (this.mount) return;
    const bar = !CIRCULAR_STYLES.includes(this.gauge.style) && this.gauge.orientation !== 'vertical';
    const size = this.#autoW || this.#autoH ? this.naturalSize(this.#firstWidth) : null;
    if (this.#static) { this.#setStyle('position', 'relative'); this.#static = false; }
    if (this.#inline) { this.#setStyle('display', 'inline-block'); this.#inline = false; }
    if (this.#autoW) this.#setStyle('width', bar ? '100%' : `${size.width}px`);
    else if (this.#pinW) this.#setStyle('width', this.#pinW);
    if (this.#autoH) this.#setStyle('height', `${size.height}px`);
    else if (this.#pinH) this.#setStyle('height', this.#pinH);
    this.#pinW = this.#pinH = null;
    this.#layoutChanged = false;
  }

  /** The gauge's natural size in whole CSS px (rounded up) for a proposed `width` (`Gauge.naturalSize` in the
   * core: a bar's natural height, the rings' 58 × 58, a vertical bar's 96 × 200). */
  naturalSize(width) {
    const n = this.gauge[NATURAL_SIZE](Math.max(0, Math.min(width, LIMITS.maxSide)), NaN);
    return { width: Math.ceil(n.width), height: Math.ceil(n.height) };
  }

  /**
   * ResizeObserver: the content box changed. Returns true when it did; the observer then redraws the gauge at
   * once (with the others that changed, in one batch), so the canvas never shows a stretched frame.
   */
  resized(w, h) {
    if (w === this.cssW && h === this.cssH) return false;
    if (!this.cssW || !this.cssH) this.restyle(); // shown again: no transition ran while it was not rendered
    this.cssW = w; this.cssH = h;
    this.mount?.resized(w, h);
    if (this.ownsCanvas) {
      const cs = getComputedStyle(this.host);
      setBox(this.canvas.style, cs.paddingLeft, cs.paddingTop, `${w}px`, `${h}px`);
    }
    return true;
  }

  /**
   * Sizes the canvas for the current CSS size and devicePixelRatio and returns the render job for it (reused
   * across frames), or null when there is nothing to draw now.
   */
  prepare(inFrame) {
    const g = this.gauge;
    if (g.destroyed || this.error) return null; // the error state: drawn again when an option changes
    // Style or labels changed on an auto-sized gauge: refit its intrinsic size. Only from the frame loop:
    // resizing an observed element inside a ResizeObserver callback would loop.
    if (inFrame && this.#layoutChanged && (this.#autoW || this.#autoH)) {
      const before = this.host.style.width + this.host.style.height;
      this.autoSize();
      if (before !== this.host.style.width + this.host.style.height) return null; // the observer redraws
    }
    if (!(this.cssW > 0 && this.cssH > 0)) return null;
    // Past the core's largest side the gauge is laid out at most LIMITS.maxSide and drawn scaled up to its box, on a
    // canvas of at most MAX_CANVAS_SIDE (the ratio then stays within the ABI's).
    const k = Math.min(1, LIMITS.maxSide / Math.max(this.cssW, this.cssH)), w = Math.min(this.cssW * k, LIMITS.maxSide), h = Math.min(this.cssH * k, LIMITS.maxSide), dpr = canvasRatio(w, h);
    if (sizeCanvas(this.canvas, w, h, dpr)) this.#state = null; // a resized canvas's context is reset
    const job = (this.job ??= { __proto__: null, failed: null, retry: false, x: null, binding: this, gauge: g, width: 0, height: 0, ratio: 1, bw: 0, bh: 0, view: null, status: 0, ptr: 0, len: 0 });
    job.width = w; job.height = h;
    job.ratio = dpr; job.bw = this.canvas.width; job.bh = this.canvas.height; job.view = null; job.status = 0; job.retry = this.retry; this.retry = false;
    return job;
  }

  /** Replays the job's freshly rendered list onto the canvas (cleared first). */
  paint(job) {
    const view = job.view;
    if (this.gauge.destroyed) return;
    if (job.failed) { this.#fail(job.failed); return; }
    if (!view) return;
    if (this.told) { this.told = false; if (this.ownsCanvas) this.canvas.style.visibility = ''; } // drawn again after its error state
    const ctx = this.#ctx;
    clearCanvas(ctx, job.bw, job.bh);
    this.#cache.fontFamily = this.gauge[FONT_FAMILY]();
    this.#cache.forced = this.gauge[FORCED_PALETTE]();
    if (this.ownsCanvas) { // nobody else draws here: no save/restore, state set only when it changes
      ctx.setTransform(job.ratio, 0, 0, job.ratio, 0, 0);
      replayList(ctx, view, this.#cache, (this.#state ??= createCanvasState()));
    } else {
      drawDisplayList(ctx, view, view.ptr, view.len, job.ratio, this.#cache);
    }
    this.#frames.stats.replays++;
    this.mount?.painted?.(); // the element's fallback (or server-rendered SVG) goes in the frame the canvas shows
    if (view.animating) this.redraw(true); // (within the frame budget: frames.js)
  }
}
