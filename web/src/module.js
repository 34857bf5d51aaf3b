// SwiftGaugeModule, what loadSwiftGauge resolves to: one wasm instance (instance.js) and its frame loop
// (frames.js), and the factories of gauges, page gauges and dashboard surfaces.
import { WasmInstance } from './instance.js';
import { FrameLoop } from './frames.js';
import { Gauge } from './gauge.js';
import { CanvasBinding, FramePageColours } from './canvas-binding.js';
import { GaugeSurface } from './surface.js';
import { INTERNAL, CREATE, isHosted } from './internal.js';

/** One loaded swift-gauge.wasm: creates gauges and runs their shared frame loop. Get it from `loadSwiftGauge`. */
export class SwiftGaugeModule {
  #core; #frames;

  /**
   * Counters for tests and benchmarks: animation frames run, gauges rendered (`renders`), calls into wasm that
   * render (`renderCalls`: one `gauge_render_batch` renders many gauges), display lists replayed onto a canvas
   * (`replays`), traps recovered from, the total milliseconds inside frame callbacks (layout in wasm + replay)
   * and inside ResizeObserver draws (`observerMs`), texts measured with `measureText` (`measuredTexts`: whole
   * texts, `measureCalls`: calls including clusters), and restarts after a JS stack overflow cut a call short
   * (`restarts`).
   */
  stats = { frames: 0, renders: 0, renderCalls: 0, replays: 0, traps: 0, frameMs: 0, observerMs: 0, measuredTexts: 0,
    measureCalls: 0, restarts: 0 };

  constructor(module, token, measureText = false) {
    if (token !== INTERNAL) throw new TypeError('SwiftGaugeModule: use loadSwiftGauge()');
    this.#core = new WasmInstance(module, this.stats, measureText);
    this.#frames = new FrameLoop(this.#core);
  }

  /** True while the page prefers reduced motion (`prefers-reduced-motion: reduce`): nothing animates. Setting it
   * re-applies every gauge's animation. */
  get reducedMotion() { return this.#frames.reducedMotion; }
  set reducedMotion(on) { this.#frames.reducedMotion = on; }

  /** The page's `prefers-color-scheme` ('light' outside a browser): what gauges with no `colorScheme` use. */
  get preferredColorScheme() { return this.#core.preferredColorScheme; }
  /** Whether labels are measured with Canvas `measureText` (see `loadSwiftGauge`). */
  get measuresText() { return this.#core.measuresText; }
  /** The compiled `WebAssembly.Module` (compiled once; instances are re-created from it after a trap). */
  get wasmModule() { return this.#core.wasmModule; }
  /** The current instance's raw exports (`memory`, `gauge_*`). Replaced after a trap. */
  get exports() { return this.#core.exports; }
  /** Number of live (not destroyed) gauges. */
  get gaugeCount() { return this.#core.gauges.size; }

  /** What the wasm instance holds, for leak checks: gauges, heapBytes, displayListBytes, memoryBytes. */
  memoryStats() { return this.#core.memoryStats(); }

  /** A gauge without a canvas (node, tests, custom drawing): set its state, call `render()`. */
  createGaugeHandle(options) { return new Gauge(this.#core, INTERNAL, options, 'createGaugeHandle'); }

  /**
   * A gauge drawn on a page: `target` is a `<canvas>` (drawn on directly) or a container element (a canvas filling
   * its content box is created inside); either becomes the meter. Sized by CSS × devicePixelRatio, or intrinsically.
   */
  createGauge(target, options) {
    if (!target || target.nodeType !== 1) throw new TypeError('createGauge: target: expected a <canvas> or a container element');
    // One gauge per element: a second would share (and on destroy, tear down) the first one's binding.
    if (isHosted(target)) {
      throw new TypeError('createGauge: target: this element already hosts a gauge or surface; destroy it first');
    }
    const page = new FramePageColours(target, target);
    return this[CREATE](options, 'createGauge', (g, frames) => new CanvasBinding(frames, g, target, null, page), page);
  }

  /** A gauge whose page binding `bind(gauge, frames)` makes (the element's, a surface's); `page` resolves its tint's
   * page colours (page-colours.js). */
  [CREATE](options, method, bind, page = null) {
    return new Gauge(this.#core, INTERNAL, options, method, (g) => bind(g, this.#frames), page);
  }

  /**
   * Re-reads what the gauges take from the page (each element's direction, used colour scheme and page colours) and
   * redraws what changed. Theme and custom-property changes on any ancestor, the meta tag and the system's scheme are
   * seen on their own (docs/design.md › The web host); this is for a `direction` a class sets.
   */
  refresh() { this.#frames.refresh(); }

  /** Resolves once every gauge that is dirty now has been drawn and the frame has been painted. */
  whenRendered() { return this.#frames.whenRendered(); }

  /** Draws every gauge now, including those skipped off screen or in a hidden page (printing, screenshots). */
  drawAll() { this.#frames.drawAll(); }

  /**
   * Destroys every gauge and surface of this module whose element is no longer in a document. A container removed
   * from the page keeps its gauges (so it can be put back); call this (or `destroy()`) to free them.
   * @returns {number} how many gauges and surfaces were destroyed
   */
  destroyDisconnected() {
    const gone = this.#frames.disconnected();
    for (const g of gone) g.destroy();
    return gone.length;
  }

  /** A dashboard surface: many gauges on one canvas inside `container` (see GaugeSurface). */
  createSurface(container) {
    if (!container || container.nodeType !== 1) throw new TypeError('createSurface: container: expected an element');
    if (isHosted(container)) {
      throw new TypeError('createSurface: container: this element already hosts a gauge or surface; destroy it first');
    }
    return new GaugeSurface(this.#frames, INTERNAL, container, (options, method, bind, page) => this[CREATE](options, method, bind, page));
  }
}
