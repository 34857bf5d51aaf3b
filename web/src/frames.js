// The frame loop of a module: which page gauges need drawing, and when. One requestAnimationFrame at a time lays
// out every changed gauge — canvas bindings and visible surface gauges alike — in one batch call and replays
// them; observers feed it: ResizeObserver (draws at once, no stretched frame), IntersectionObserver (off-screen
// gauges wait), MutationObserver on `dir`, devicePixelRatio, page visibility, colour scheme, reduced motion, fonts,
// and each gauge's watched style (page-colours.js › watch).
import { FOLLOW_SCHEME, REAPPLY_ANIMATION, WAKE, inLiveDocument } from './internal.js';
import { FORCED_QUERY } from './forced-colors.js';
import { watchPrint } from './print.js';
import { updateAria } from './aria.js';
import { createAll } from './lazy.js';

/** The IntersectionObserver's margin around the viewport, as a fraction of its size. */
const VIEW_MARGIN = 0.25;

/** While a gauge's value keeps changing, its value ARIA (aria-valuenow, aria-valuetext) is written at most this often;
 * the settled value at most this long after the last change (docs/performance.md › ARIA policy). */
export const VALUE_ARIA_MS = 250;

/** Idle drawing (docs/performance.md › Idle drawing): once no frame has drawn for IDLE_QUIET_MS and the page is idle,
 * a frame draws gauges skipped off screen for IDLE_BUDGET_MS (the longest idle period requestIdleCallback grants), at
 * least IDLE_SLICE; where requestIdleCallback is missing, such a frame every IDLE_WAIT_MS. */
const IDLE_SLICE = 8, IDLE_QUIET_MS = 250, IDLE_WAIT_MS = 50, IDLE_BUDGET_MS = 50;

/** The frame budget for animating gauges (docs/performance.md › Frame budget): a frame draws every gauge whose state
 * changed, then as many animating ones, least recently drawn first, as FRAME_BUDGET_MS holds at the last frames' cost
 * a gauge (the rest draw first in the next), all in one batch call; a frame with only animations to draw waits until
 * the last one's work is FRAME_SHARE of the time since (at most FRAME_WAIT_MS). So hundreds of animating gauges share
 * the frames. */
const FRAME_BUDGET_MS = 4, FRAME_SHARE = 0.15, FRAME_WAIT_MS = 100;

/** `f()`, or undefined when it throws (logged): one failing gauge or surface does not stop the others. */
const logged = (f) => { try { return f(); } catch (e) { console.error(e); } };

/** Whether a client rect lies within VIEW_MARGIN of the viewport (what the IntersectionObserver will report). */
export function nearViewport(r) {
  const w = globalThis.innerWidth ?? 0, h = globalThis.innerHeight ?? 0, mx = w * VIEW_MARGIN, my = h * VIEW_MARGIN;
  return r.right >= -mx && r.left <= w + mx && r.bottom >= -my && r.top <= h + my;
}

export class FrameLoop {
  #dirty = new Set(); #raf = 0; #waiting = []; #settling = []; #ro = null; #bindings = new Map(); #fresh = new Set();
  #dpr = 0; #io = null; #mo = null; #restyled = new Set(); #observedRoots = new WeakSet(); #surfaces = new Set(); #dirtySurfaces = new Set(); #printWatched = false;
  #ariaSoon = new Map(); #ariaLater = new Set(); #ariaTimer = 0; #stale = new Set(); #idle = false; #drawnAt = 0; #idleSlice = new Set(); #nextDraw = 0; #urgent = new Set(); #perGauge = 0.2;

  /** `core`: the module's WasmInstance (batch rendering, counters, the page preferences it applies). */
  constructor(core) {
    this.core = core;
    this.stats = core.stats;
    core.onRestored = () => this.#redrawAll(true);
    this.#watchMotionAndVisibility();
    // The page's colour scheme: gauges whose colorScheme is null follow it, and re-render when it changes; forced
    // colours on or off: every page gauge re-reads its palette (forced-colors.js) and redraws.
    if (typeof matchMedia === 'function') {
      (core.darkQuery = matchMedia('(prefers-color-scheme: dark)')).addEventListener?.('change', () => this.refresh());
      (core.forcedQuery = matchMedia(FORCED_QUERY)).addEventListener?.('change', () => this.refresh());
    }
    // A web font that arrives later changes every width: measure again.
    if (core.measuresText && globalThis.document?.fonts?.addEventListener) document.fonts.addEventListener('loadingdone', () => this.#fontsChanged());
  }

  /**
   * Re-reads what the gauges take from the page — each element's direction, used colour scheme and page colours —
   * and redraws what changed. Called on its own when the system's scheme or forced colours change; a theme change
   * anywhere reaches each gauge by its watched style (restyled), so pages need it only for what is not watched (a
   * `direction` set by a class).
   */
  refresh() {
    this.core.forgetPageScheme();
    for (const b of this.#bindings.values()) logged(() => b.readAppearance());
    for (const s of this.#surfaces) logged(() => s.readAppearance());
    for (const g of this.core.gauges) logged(() => g[FOLLOW_SCHEME]());
  }

  /** Whether nothing animates (`prefers-reduced-motion: reduce`, or set by the page); changing it re-applies every
   * gauge's animation. */
  get reducedMotion() { return this.core.reducedMotion; }
  set reducedMotion(on) {
    if (this.core.reducedMotion === !!on) return;
    this.core.reducedMotion = !!on;
    for (const g of this.core.gauges) g[REAPPLY_ANIMATION]();
  }

  /**
   * Follows `prefers-reduced-motion` and page visibility: while `document.hidden` no frame runs; when the page
   * shows again, dirty gauges draw.
   */
  #watchMotionAndVisibility() {
    const mq = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    if (mq) {
      this.core.reducedMotion = mq.matches;
      mq.addEventListener?.('change', () => { this.reducedMotion = mq.matches; });
    }
    globalThis.document?.addEventListener?.('visibilitychange', () => {
      if (!document.hidden && (this.#dirty.size || this.#restyled.size)) this.#schedule();
      if (!document.hidden && this.#stale.size) this.#whenIdle();
    });
  }

  #fontsChanged() {
    try { this.core.fontsChanged(); } catch (e) { console.error(e); return; }
    this.#redrawAll(false);
  }

  /** Every page gauge is drawn again: fonts changed, or (`restarted`) the instance was re-created and each
   * binding re-reads everything (ARIA included). */
  #redrawAll(restarted) {
    for (const b of this.#bindings.values()) { if (restarted) b.changed('all'); else b.redraw(); }
    for (const s of this.#surfaces) s.invalidateAll(restarted);
  }

  /** Resolves once every binding that is dirty now has been drawn and the frame has been painted, and every
   * gauge's ARIA says its current state. */
  whenRendered() {
    if (!this.#raf && !this.#dirty.size) { this.#writeLaterAria(); return Promise.resolve(); }
    return new Promise((resolve) => this.#waiting.push({ resolve, left: null }));
  }

  /** Binding `b`'s ARIA no longer says its gauge's state (`texts`: its name, description or bounds changed, else only
   * its value). Nothing is written in the setter: a task's changes are written once, when it ends (a microtask) —
   * value changes only if the gauge's value ARIA has been quiet for VALUE_ARIA_MS, else by a timer that writes every
   * waiting gauge at once, off the frames that draw them. A screen reader hears the settled value and a few updates
   * a second, not every frame's. */
  aria(b, texts) {
    const soon = this.#ariaSoon;
    if (!texts && (soon.has(b) || this.#ariaLater.has(b))) return;
    if (!texts && performance.now() - (b.ariaAt ?? -Infinity) < VALUE_ARIA_MS) {
      this.#ariaLater.add(b);
      this.#ariaTimer ||= setTimeout(() => this.#writeLaterAria(), VALUE_ARIA_MS);
      return;
    }
    if (!texts) b.ariaAt = performance.now(); // when its value was last written (texts do not count)
    if (!soon.size) queueMicrotask(() => { const due = [...soon]; soon.clear(); this.#writeAria(due); });
    soon.set(b, texts || soon.get(b) === true);
  }

  /** Writes the ARIA of `[binding, texts too]` pairs. */
  #writeAria(due) {
    for (const [b, texts] of due) { this.#ariaLater.delete(b); if (!b.gauge.destroyed) logged(() => updateAria(b, texts)); }
  }

  #writeLaterAria() {
    clearTimeout(this.#ariaTimer);
    this.#ariaTimer = 0;
    const now = performance.now(), due = [...this.#ariaLater];
    for (const b of due) b.ariaAt = now;
    this.#writeAria(due.map((b) => [b, false]));
  }

  /** Canvas binding `b` draws in the next frame; `moving`: only its animation goes on, within the frame budget. */
  markDirty(b, moving) { this.#dirty.add(b); if (!moving) this.#urgent.add(b); this.#schedule(); }

  /** A frame is requested (once: none is pending). */
  #schedule() { if (!this.#raf && typeof requestAnimationFrame === 'function') this.#raf = requestAnimationFrame(this.#frame); }

  /** A canvas binding joins: observed for size, visibility and direction; sized in the next frame. */
  attach(binding) {
    if (!this.#ro) {
      this.#ro = (entries) => {
        const began = performance.now(), resized = [];
        for (const e of entries) {
          const b = this.#bindings.get(e.target);
          if (!b?.resized(e.contentRect.width, e.contentRect.height)) continue;
          if (b.onScreen === false && !b.eager) this.#skip(b);
          else resized.push(b);
          b.eager = false;
        }
        // Redrawn at once, so no canvas shows a stretched frame; all of them in one wasm call.
        this.#drawMany(resized, began, false);
        if (resized.length) this.#drawnAt = performance.now();
        this.stats.observerMs += performance.now() - began;
      };
      this.#watchDpr();
    }
    if (!this.#io && typeof IntersectionObserver === 'function') {
      // Gauges outside the viewport are not rendered; they draw when they scroll into view.
      this.#io = new IntersectionObserver((entries) => {
        for (const e of entries) {
          const b = this.#bindings.get(e.target);
          if (!b) continue;
          b.onScreen = e.isIntersecting;
          if (b.onScreen && this.#stale.delete(b)) { b.stale = false; this.markDirty(b); }
        }
      }, { rootMargin: `${VIEW_MARGIN * 100}%` }); // a margin, so a gauge scrolling in is already drawn
      this.#watchPrint();
      // A larger viewport brings skipped gauges into view: draw them in this frame (resize events run before
      // animation frames) rather than after the observer's next report, a task later.
      globalThis.addEventListener?.('resize', () => {
        const skipped = [...this.#stale].filter((b) => b.onScreen === false);
        const rects = skipped.map((b) => b.host.getBoundingClientRect()); // all reads, then the writes
        skipped.forEach((b, k) => {
          if (nearViewport(rects[k])) { b.onScreen = true; b.stale = false; this.#stale.delete(b); this.markDirty(b); }
        });
      });
    }
    this.#io?.observe(binding.host);
    if (typeof MutationObserver === 'function') {
      // A `dir` attribute changing anywhere may flip the computed direction of any gauge: watched in the document
      // and in every shadow root the gauge sits in (a document's observer does not see into shadow trees).
      this.#mo ??= new MutationObserver(() => { for (const b of this.#bindings.values()) b.readAppearance(); });
      let root = binding.host.getRootNode?.() ?? null;
      const roots = [binding.host.ownerDocument.documentElement];
      while (root?.nodeType === 11 && root.host) { roots.push(root); root = root.host.getRootNode(); } // shadow roots, inner to outer
      for (const r of roots) {
        if (this.#observedRoots.has(r)) continue;
        this.#observedRoots.add(r);
        this.#mo.observe(r, { attributes: true, attributeFilter: ['dir'], subtree: true });
      }
    }
    this.#bindings.set(binding.host, binding);
    this.#fresh.add(binding); // sized and observed in the next frame, so creating many gauges lays out once
  }

  /** `b` (a binding, or a surface's frame interface) reads the page's look again at the start of the next frame, before
   * anything draws: its watched style changed (page-colours.js › watch), it is new on a surface, shown again or moved.
   * Once a frame however many changes (a read is several computed styles a gauge: docs/performance.md › Theme changes). */
  restyled(b) { this.#restyled.add(b); this.#schedule(); }

  detach(binding) {
    this.#bindings.delete(binding.host);
    this.#stale.delete(binding);
    this.#restyled.delete(binding);
    this.#fresh.delete(binding);
    this.#dirty.delete(binding);
    binding.ro?.unobserve(binding.host);
    this.#io?.unobserve(binding.host);
  }

  /** Binding `b` is off screen: not drawn in frames, but when it scrolls into view or the page is idle. */
  #skip(b) { b.stale = true; this.#stale.add(b); this.#whenIdle(); }
  #whenIdle(wait = IDLE_QUIET_MS) {
    if (this.#idle) return;
    this.#idle = true;
    setTimeout(() => { if (typeof requestIdleCallback === 'function') requestIdleCallback(this.#drawIdle); else this.#drawIdle(); }, wait);
  }

  /** Idle drawing: once the visible gauges are drawn, no frame has drawn for IDLE_QUIET_MS (a live dashboard's frames
   * do not pay for what nobody sees) and the page is idle, the next frame draws gauges skipped off screen (IDLE_SLICE
   * and on for IDLE_BUDGET_MS), until all are, so a capture of the whole page (a screenshot tool's full page) shows
   * them. In a frame, not in the idle callback: a canvas drawn there while off screen was shown as it had been when it
   * scrolled in (found by test_gallery's gap pixels). Surfaces keep drawing their visible part only. */
  #drawIdle = () => {
    this.#idle = false;
    if (globalThis.document?.hidden || !this.#stale.size) return; // visibilitychange resumes
    const quiet = performance.now() - this.#drawnAt;
    if (this.#raf || this.#dirty.size || quiet < IDLE_QUIET_MS) { this.#whenIdle(Math.max(16, IDLE_QUIET_MS - quiet)); return; }
    for (const b of this.#unstale(IDLE_SLICE, [])) { this.#idleSlice.add(b); this.markDirty(b); }
  };

  /** Up to `n` gauges skipped off screen, no longer skipped. */
  #unstale(n, some) {
    for (const b of this.#stale) { if (some.push(b) > n) break; this.#stale.delete(b); b.stale = false; }
    return some.slice(0, n);
  }

  /**
   * Draws every gauge now, including those skipped while off screen or in a hidden page (for printing,
   * screenshots of the whole page, or before reading pixels). Animations are drawn at their current frame.
   */
  drawAll() {
    createAll(); // elements whose gauge waited (lazy.js), sized now (all reads, then the writes; the observer corrects it)
    const fresh = [...this.#fresh].filter((b) => b.mount), boxes = fresh.map((b) => [b.host.clientWidth, b.host.clientHeight]);
    fresh.forEach((b, k) => b.resized(...boxes[k]));
    const t = globalThis.performance?.now() ?? 0;
    for (const b of this.#bindings.values()) b.stale = false;
    this.#stale.clear();
    this.#drawMany([...this.#bindings.values()], t, false);
    for (const s of this.#surfaces) s.paint(t, true);
  }

  /**
   * Draws canvas bindings: each sizes its canvas (`prepare`), one `gauge_render_batch` lays all of them out, each
   * replays its list (`paint`). A binding that fails is logged and skipped; the others draw.
   */
  #drawMany(bindings, t, inFrame, surfaces = []) {
    const jobs = [];
    for (const b of bindings) { const job = logged(() => b.prepare(inFrame)); if (job) jobs.push(job); }
    const pageJobs = jobs.length; // then the surfaces' gauges (`surfaces`: the frame's), in the same batch
    for (const s of surfaces) logged(() => s.queue(jobs));
    const pin = {}; // a released gauge is made again, and none of these is released while the others are (gauge.js)
    for (const job of jobs) logged(() => job.gauge[WAKE](pin));
    this.core.renderMany(jobs, t);
    for (const [k, job] of jobs.entries()) { if (k < pageJobs) logged(() => job.binding.paint(job)); else job.binding.rendered(job); }
    return jobs.length;
  }

  /** The gauges and surfaces whose element is no longer in a document (module.destroyDisconnected). */
  disconnected() {
    return [...[...this.#bindings.values()].filter((b) => !inLiveDocument(b.host)).map((b) => b.gauge),
      ...[...this.#surfaces].filter((s) => !inLiveDocument(s.container)).map((s) => s.surface)];
  }

  /** Printing shows every gauge, as vectors (print.js), the ones skipped while off screen drawn first. Once. */
  #watchPrint() {
    if (!this.#printWatched) {
      this.#printWatched = true;
      watchPrint(() => this.drawAll(), () => [...this.#bindings.values(), ...[...this.#surfaces].flatMap((s) => [...s.bindings])],
        (b) => (b.proxy ? b.redraw() : this.markDirty(b)));
    }
  }

  /** A surface (its frame interface, surface.js) joins the frame loop; scrolling and resizing repaint surfaces. */
  addSurface(s) {
    this.#watchPrint();
    if (!this.#surfaces.size) {
      globalThis.addEventListener?.('scroll', this.#onScroll, { capture: true, passive: true });
      globalThis.addEventListener?.('resize', this.#onScroll);
    }
    this.#surfaces.add(s);
  }

  removeSurface(s) {
    this.#surfaces.delete(s); this.#dirtySurfaces.delete(s); this.#restyled.delete(s);
    if (!this.#surfaces.size) {
      globalThis.removeEventListener?.('scroll', this.#onScroll, { capture: true });
      globalThis.removeEventListener?.('resize', this.#onScroll);
    }
  }

  #onScroll = () => { for (const s of this.#surfaces) this.markSurface(s); };

  /** Paints surface `s` in the next frame (`schedule` false: in the frame running now). */
  markSurface(s, schedule = true) {
    this.#dirtySurfaces.add(s);
    if (schedule) this.#schedule();
  }

  /** Re-renders every gauge when devicePixelRatio changes (other screen, zoom): media query, or resize. */
  #watchDpr() {
    const dpr = () => globalThis.devicePixelRatio || 1;
    this.#dpr = dpr();
    const check = () => {
      if (dpr() === this.#dpr) return;
      this.#dpr = dpr();
      for (const b of this.#bindings.values()) this.markDirty(b);
      watch();
    };
    const watch = () => matchMedia(`(resolution: ${this.#dpr}dppx)`).addEventListener('change', check, { once: true });
    if (typeof matchMedia === 'function') watch();
    globalThis.addEventListener?.('resize', check);
  }

  #frame = (t) => {
    this.#raf = 0;
    if (globalThis.document?.hidden) return; // resumed by visibilitychange; the dirty and restyled sets are kept
    // The read phase's first part: looks that changed (a fresh binding reads in measure(), below); their redraws join.
    for (const b of this.#restyled) if (!this.#fresh.has(b) && !b.gauge?.destroyed) logged(() => b.readAppearance());
    this.#restyled.clear();
    if (!this.#urgent.size && !this.#dirtySurfaces.size && performance.now() < this.#nextDraw) { this.#schedule(); return; }
    this.stats.frames++;
    const began = performance.now();
    if (this.#settling.length) this.#writeLaterAria();
    for (const w of this.#settling.splice(0)) w.resolve();
    if (this.#fresh.size) {
      const fresh = [...this.#fresh];
      this.#fresh.clear();
      for (const b of fresh) b.measure();     // reads first (one layout) …
      for (const b of fresh) {                // … then writes
        logged(() => b.autoSize());
        b.observe(this.#ro); // by the element's own window's ResizeObserver (canvas-binding.js)
      }
    }
    const todo = [...this.#dirty], drawn = [], frame = this.stats.frames;
    this.#dirty.clear();
    for (const b of todo) {
      if (b.gauge.destroyed) continue;
      if (b.onScreen === false && !this.#idleSlice.has(b) && !b.eager) { this.#skip(b); continue; } // (eager: the observer draws it)
      drawn.push(b);
    }
    // What changed first (all of it, whatever the budget), then animating ones least recently drawn first, as many as
    // the budget holds at the last frames' cost a gauge; an idle slice's frame draws on for its budget (#drawIdle).
    const idle = this.#idleSlice.size, rank = (b) => (this.#urgent.has(b) ? -1 : b.drawnFrame);
    const n = Math.max(this.#urgent.size, Math.ceil((idle ? IDLE_BUDGET_MS : FRAME_BUDGET_MS) / this.#perGauge));
    drawn.sort((a, b) => rank(a) - rank(b));
    this.#urgent.clear();
    if (idle) drawn.push(...this.#unstale(n - drawn.length, []));
    const left = drawn.splice(n), surfaces = [...this.#dirtySurfaces];
    for (const b of left) this.markDirty(b, true); // over budget: drawn first in the next frame
    for (const b of drawn) b.drawnFrame = frame;
    this.#dirtySurfaces.clear();
    const t0 = performance.now(), count = this.#drawMany(drawn, t, true, surfaces); // one batch: surfaces' gauges too
    for (const s of surfaces) logged(() => s.paint(t, false));
    if (count) this.#perGauge = (this.#perGauge + (performance.now() - t0) / count) / 2;
    this.#idleSlice.clear();
    if ((count && !idle) || surfaces.length) this.#drawnAt = performance.now();
    if (idle && this.#stale.size) this.#whenIdle(typeof requestIdleCallback === 'function' ? 0 : IDLE_WAIT_MS);
    const took = performance.now() - began;
    this.stats.frameMs += took;
    this.#nextDraw = began + Math.min(FRAME_WAIT_MS, took / FRAME_SHARE);
    // Resolve waiters a frame later: by then ResizeObserver callbacks of this frame have drawn too.
    // A waiter also waits for the gauges the budget left (`left`: those not drawn since it began waiting).
    for (const w of this.#waiting.splice(0)) {
      w.left = (w.left ?? left).filter((b) => b.drawnFrame !== frame && this.#dirty.has(b));
      (w.left.length ? this.#waiting : this.#settling).push(w);
      this.#schedule();
    }
  };
}
