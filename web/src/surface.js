// Dashboards: many gauges on one canvas (`module.createSurface(container)`), each at a rect, with a
// role="meter" proxy element per gauge. The canvas covers only the visible part of the container; the frame loop
// (frames.js) asks the surface for the jobs of its visible changed gauges and then has it paint.
import { LIMITS } from './vocabulary.js';
import { expected, readFailed } from './errors.js';
import { decodeDisplayList } from './display-list.js';
import { replayList, createReplayCache, createCanvasState } from './replay.js';
import { canvasRatio, gaugeFailed, retryFailed, whenBindingRendered, sizeCanvas, clearCanvas, setBox, readAppearance, FramePageColours } from './canvas-binding.js';
import { syncInput } from './input.js';
import { INTERNAL, FONT_FAMILY, FORCED_PALETTE, hostElement, releaseElement, putAttribute } from './internal.js';

/** A copy of rect `rect` (each key read once: a getter may do anything), checked. */
function checkRect(method, rect) {
  if (!rect || typeof rect !== 'object') throw expected(method, 'rect', '{x, y, width, height}', rect);
  const r = { __proto__: null };
  for (const k of ['x', 'y', 'width', 'height']) {
    let v;
    try { v = r[k] = rect[k]; } catch (e) { throw readFailed(`${method}: rect.${k}`, e); }
    if (typeof v !== 'number' || !Number.isFinite(v)) throw expected(method, `rect.${k}`, 'a finite number', v);
  }
  if (r.width < 0 || r.height < 0 || r.width > LIMITS.maxSide || r.height > LIMITS.maxSide) {
    throw new RangeError(`${method}: rect: width and height must be 0…100000, got ${r.width}×${r.height}`);
  }
  return r;
}

/**
 * Many gauges on one canvas (`module.createSurface(container)`). Gauges are placed at rects in the container's
 * padding box (CSS px). The canvas covers only the part of the container inside the viewport, so only that is
 * rasterised; each frame, the visible gauges that changed are laid out in one `gauge_render_batch` call and
 * every visible gauge is replayed onto the canvas. A gauge outside the viewport is neither laid out nor drawn;
 * it is when it scrolls in. Each gauge has a `role="meter"` proxy element over its rect with its ARIA
 * attributes. The container must not scroll its own content (put it inside the scroller).
 */
export class GaugeSurface {
  #frames; #core; #create; #container; #canvas; #ctx; #bindings = new Set(); #changed = new Set(); #ro = null; #restore = null;
  #visible = { x: 0, y: 0, w: 0, h: 0 }; #ratio = 0; #dead = false; #frame; #state = null; #hidden = false;

  /**
   * `frames`: the module's frame loop; `create(options, method, bind, page)`: makes a gauge with a page binding and
   * page colours (the module's). Pages call `module.createSurface(container)`.
   */
  constructor(frames, token, container, create) {
    if (token !== INTERNAL) throw new TypeError('GaugeSurface: use module.createSurface()');
    this.#frames = frames;
    this.#core = frames.core;
    this.#create = create;
    this.#container = container;
    // What the frame loop and this surface's bindings call (not part of the page's API).
    this.#frame = {
      __proto__: null,
      queue: (jobs, full) => this.#queue(jobs, full), paint: (t, full) => this.#paint(t, full),
      changed: (b, schedule = true) => this.#changedBinding(b, schedule), invalidateAll: (restarted) => this.#invalidateAll(restarted),
      attach: (b) => { this.#bindings.add(b); this.#changed.add(b); this.#frames.markSurface(this.#frame); },
      detach: (b) => { this.#bindings.delete(b); this.#changed.delete(b); if (!this.#dead) this.#frames.markSurface(this.#frame); },
      container, surface: this, frames, bindings: this.#bindings, readAppearance: () => { for (const b of this.#bindings) b.readAppearance(); }, aria: (b, texts) => frames.aria(b, texts),
    };
    hostElement(container);
    if (getComputedStyle(container).position === 'static') {
      const old = container.style.position;
      container.style.position = 'relative';
      this.#restore = () => { container.style.position = old; };
    }
    const c = this.#canvas = container.ownerDocument.createElement('canvas');
    c.setAttribute('aria-hidden', 'true');
    c.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;display:block;pointer-events:none';
    container.prepend(c);
    this.#ctx = c.getContext('2d');
    const win = container.ownerDocument.defaultView ?? globalThis; // its own window's observer (frames.js › observe)
    if (typeof win.ResizeObserver === 'function') {
      this.#ro = new win.ResizeObserver((e) => {
        const r = e[0].contentRect, shown = r.width > 0 && r.height > 0;
        if (shown && this.#hidden) frames.restyled(this.#frame); // shown again: no transition ran while it was not rendered
        this.#hidden = !shown;
        frames.markSurface(this.#frame);
      });
      this.#ro.observe(container);
    }
    frames.addSurface(this.#frame);
    frames.markSurface(this.#frame);
  }

  /** The element the surface draws in. @type {HTMLElement} */
  get container() { return this.#container; }
  /** The canvas (covering the visible part of the container). @type {HTMLCanvasElement} */
  get canvas() { return this.#canvas; }
  /** The surface's live gauges, in creation order. @type {Gauge[]} */
  get gauges() { return [...this.#bindings].map((b) => b.gauge); }
  /** The part of the container the canvas covers now (CSS px in the padding box). */
  get visibleRect() { const v = this.#visible; return { x: v.x, y: v.y, width: v.w, height: v.h }; }

  /**
   * A gauge on this surface at `rect` ({x, y, width, height}, CSS px in the container's padding box).
   * @param {{x: number, y: number, width: number, height: number}} rect
   * @param {GaugeOptions} [options] as for `module.createGauge`
   * @returns {Gauge} destroy it with `gauge.destroy()` (its proxy element goes too)
   * @throws {TypeError|RangeError} for a bad rect or options; {Error} after `destroy()`.
   */
  createGauge(rect, options) {
    const dead = () => { if (this.#dead) throw new Error('createGauge: this surface was destroyed'); };
    dead();
    const r = checkRect('createGauge', rect);
    // Its proxy, in the page before the options apply: the page resolves its colours there (a var() tint), as an
    // element's. Checked again once the arguments are read (the rect copied, the options applied: a getter may have
    // destroyed the surface); a throw here destroys the new gauge, so nothing is left.
    const p = this.#container.ownerDocument.createElement('div');
    p.setAttribute('role', 'meter');
    p.style.cssText = 'position:absolute;box-sizing:border-box';
    this.#container.append(p);
    const page = new FramePageColours(p, p);
    try {
      return this.#create(options, 'createGauge', (g) => { dead(); return new SurfaceBinding(this.#frame, g, r, p, page); }, page);
    } catch (e) { p.remove(); throw e; }
  }

  /** Moves or resizes one of this surface's gauges. @throws {TypeError|RangeError} */
  setRect(gauge, rect) {
    const b = gauge?._binding, live = () => {
      if (!b || b.surface !== this.#frame || gauge._binding !== b || this.#dead) throw new TypeError('setRect: gauge: not a live gauge of this surface');
    };
    live();
    const r = checkRect('setRect', rect);
    live(); // (a getter of the rect may have destroyed it)
    b.place(r);
    this.#changedBinding(b);
  }

  /** Destroys every gauge of the surface and removes the canvas and proxies. Idempotent. */
  destroy() {
    if (this.#dead) return;
    for (const b of [...this.#bindings]) b.gauge.destroy();
    this.#dead = true;
    this.#ro?.disconnect();
    this.#canvas.remove();
    this.#restore?.();
    releaseElement(this.#container);
    this.#frames.removeSurface(this.#frame);
  }

  /** Gauge `b` changed (or its list was replaced): laid out again when visible. */
  #changedBinding(b, schedule = true) { if (this.#bindings.has(b)) { this.#changed.add(b); this.#frames.markSurface(this.#frame, schedule); } }

  /** Every gauge is laid out again: fonts changed, or (`restarted`) the instance was re-created and each binding
   * re-reads everything (ARIA included). */
  #invalidateAll(restarted) { for (const b of this.#bindings) { if (restarted) b.changed('all'); else this.#changedBinding(b); } }

  /** The part of the container inside the viewport (or all of it), in whole CSS px of its padding box. */
  #viewport(full) {
    const c = this.#container, cw = c.clientWidth, ch = c.clientHeight;
    if (full) return { x: 0, y: 0, w: cw, h: ch };
    const r = c.getBoundingClientRect(), ox = r.left + c.clientLeft, oy = r.top + c.clientTop;
    const de = c.ownerDocument.documentElement;
    const x0 = Math.max(0, Math.floor(-ox)), y0 = Math.max(0, Math.floor(-oy));
    const x1 = Math.min(cw, Math.ceil(de.clientWidth - ox)), y1 = Math.min(ch, Math.ceil(de.clientHeight - oy));
    return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
  }

  /** Frame loop: finds the visible area and queues render jobs for the visible gauges that changed. */
  #queue(jobs, full = false) {
    if (this.#dead) return;
    const v = this.#visible = this.#viewport(full);
    const ratio = canvasRatio(v.w, v.h);
    if (ratio !== this.#ratio) { this.#ratio = ratio; for (const b of this.#bindings) this.#changed.add(b); }
    for (const b of this.#changed) {
      if (b.error) { this.#changed.delete(b); continue; } // the error state: laid out again when an option changes
      if (!b.intersects(v)) continue; // stays changed: laid out when it scrolls in
      this.#changed.delete(b);
      jobs.push(b.queue(ratio));
    }
  }

  /**
   * Replays every visible gauge onto the canvas, which is moved and sized to the visible area.
   * `full` (printing, drawAll): the whole container, laid out first.
   */
  #paint(t, full) {
    if (this.#dead) return;
    if (full) {
      const jobs = [];
      this.#queue(jobs, true);
      this.#core.renderMany(jobs, t);
      for (const job of jobs) job.binding.rendered(job);
    }
    const v = this.#visible, ratio = this.#ratio || 1, c = this.#canvas, ctx = this.#ctx;
    setBox(c.style, `${v.x}px`, `${v.y}px`, `${v.w}px`, `${v.h}px`);
    if (sizeCanvas(c, v.w, v.h, ratio) || !this.#state) this.#state = createCanvasState(); // a resized canvas's context is reset
    clearCanvas(ctx, c.width, c.height);
    const buffer = this.#core.exports.memory.buffer;
    for (const b of this.#bindings) {
      if (!b.view || !b.intersects(v)) continue;
      // Memory grew since the render (the old buffer is detached): the same bytes, in the new buffer. A list of an
      // instance a trap replaced keeps its own buffer (that memory never grows again) until it is laid out anew.
      if (b.view.buffer !== buffer && !b.view.buffer.byteLength) {
        try { b.view = decodeDisplayList(buffer, b.view.ptr, b.view.len); } catch (e) { b.view = null; this.#changedBinding(b); continue; }
      }
      ctx.setTransform(ratio, 0, 0, ratio, (b.x - v.x) * ratio, (b.y - v.y) * ratio);
      b.cache.fontFamily = b.gauge[FONT_FAMILY]();
      b.cache.forced = b.gauge[FORCED_PALETTE]();
      replayList(ctx, b.view, b.cache, this.#state);
      this.#core.stats.replays++;
      if (b.view.animating) this.#changedBinding(b);
    }
    if (full) this.#frames.markSurface(this.#frame); // the next frame: the visible part again, at the page's ratio
  }
}

/** A gauge on a GaugeSurface: its rect, its last display list and its role="meter" proxy element, which is its element
 * for the page's look (direction, scheme, page colours and font: the container's unless the page styles proxies). */
class SurfaceBinding {
  /** `surface`: the surface's frame interface (attach, detach, changed, container); `proxy`: its element, in the
   * container; `page`: its page colours (page-colours.js), read there. */
  constructor(surface, gauge, rect, proxy, page) {
    this.surface = surface;
    this.gauge = gauge;
    this.view = null;
    this.cache = createReplayCache();
    this.aria = { __proto__: null };
    this.desc = null; // the description goes into aria-description
    this.written = null; this.told = false; this.retry = false; this.ariaAt = -Infinity; // (declared: else read from Object.prototype)
    this.error = null; // the error state (canvas-binding.js › gaugeFailed), else null
    this.host = this.proxy = proxy;
    this.page = page;
    this.place(rect);
    this.job = { __proto__: null, failed: null, retry: false, x: null, binding: this, gauge, width: 0, height: 0, ratio: 1, view: null, status: 0, ptr: 0, len: 0 };
    syncInput(proxy, gauge); // interactive: its proxy is the slider (input.js)
    surface.aria(this, true);
    // Its look is read in the next frame's read phase, not now: a read per gauge created costs N² (FramePageColours).
    page.watch(proxy, (k, v) => proxy.style.setProperty(k, v), () => this.restyle(), true);
    this.restyle();
    surface.attach(this);
  }

  /** Its page look is read again in the next frame's read phase (as a canvas binding's: canvas-binding.js). */
  restyle() { this.surface.frames.restyled(this); }

  place(r) {
    this.x = r.x; this.y = r.y; this.w = r.width; this.h = r.height;
    setBox(this.proxy.style, `${r.x}px`, `${r.y}px`, `${r.width}px`, `${r.height}px`);
  }

  intersects(v) {
    return this.w > 0 && this.h > 0 && this.x < v.x + v.w && this.x + this.w > v.x && this.y < v.y + v.h && this.y + this.h > v.y;
  }

  queue(ratio) {
    const job = this.job;
    job.width = this.w; job.height = this.h; job.ratio = ratio; job.view = null; job.status = 0; job.retry = this.retry; this.retry = false;
    return job;
  }

  /** After the batch: the new list (null when the core refused the entry: then nothing is drawn). A gauge that
   * trapped enters its error state: its rect stays empty, its proxy gets the `error` event. */
  rendered(job) {
    this.view = job.view;
    if (job.failed) gaugeFailed(this, job.failed, this.proxy, 'its rect on the surface stays empty');
    else if (job.view) this.told = false;
  }

  /** Resolves once the gauge's current state is drawn; rejects with its error in the error state. */
  whenRendered() { return whenBindingRendered(this, this.surface.frames); }

  setAttr(name, value) { putAttribute(this.proxy, name, value); }

  changed(part) { retryFailed(this, part); syncInput(this.proxy, this.gauge); this.surface.aria(this, part !== 'value'); this.redraw(); }

  /** Reads its proxy's direction, used colour scheme and page colours (canvas-binding.js › readAppearance). */
  readAppearance() { readAppearance(this, this.page, this.surface.frames.core.preferredColorScheme); }

  /** Before an export ahead of its first frame: its page look read now (toSVG, toPNG). */
  readPage() { if (!this.page.measured) this.readAppearance(); }

  /** Laid out and drawn again with its surface. */
  redraw() { this.surface.changed(this); }

  /** Gauge.render replaced the core's list: the surface lays it out again. */
  listReplaced() { this.surface.changed(this); }

  detach() {
    this.page.remove();
    this.proxy.remove();
    this.view = null;
    this.surface.detach(this);
  }
}
