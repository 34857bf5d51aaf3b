// SwiftGauge web host: loads swift-gauge.wasm, wraps its gauge_* C ABI (docs/abi.md) in a Gauge class and
// replays the display lists it returns (docs/display-list.md) on Canvas 2D. Plain ES module: importable in
// node (window/document are touched only inside functions that need a page).

/** The ABI (and display-list encoding) version this host speaks. */
export const ABI_VERSION = 1;

/** Style names, indexed by their `gauge_set_style` enum value. */
export const STYLES = Object.freeze([
  'automatic', 'linearCapacity', 'accessoryLinear', 'accessoryLinearCapacity',
  'accessoryCircular', 'accessoryCircularCapacity', 'dial',
]);

/** Status codes of the C ABI. */
export const STATUS = Object.freeze({ ok: 0, badHandle: -1, badArgument: -2, badText: -3, tooMany: -4 });

/** Display-list opcodes. */
export const OP = Object.freeze({
  solid: 1, linear: 2, conic: 3, stop: 4, strokeArc: 5, fillRoundRect: 6, fillCircle: 7, knockOut: 8, text: 9, line: 10,
});

const MAGIC = 0x4C444753; // "SGDL"
const HEADER_BYTES = 32;
const SCRATCH_MAX = 65536;
const LABEL_MAX = 4096;
const MIN_PIXEL_RATIO = 0.0625; // gauge_render's floor (docs/abi.md)
const TAU = 2 * Math.PI;
const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
const ALIGN = ['left', 'center', 'right'];
const CIRCULAR = new Set(['accessoryCircular', 'accessoryCircularCapacity', 'dial']);
const STATUS_NAME = { [-1]: 'bad handle', [-2]: 'bad argument', [-3]: 'bad text', [-4]: 'too many gauges' };
const DIRECTIONS = ['leftToRight', 'rightToLeft'];
/** gauge_set_orientation's values, by index. */
const ORIENTATIONS = ['horizontal', 'vertical'];
/** Intrinsic size (CSS px) of a vertical bar: a thermometer's proportions, like the rings' 58×58 (a design choice). */
const VERTICAL_SIZE = [96, 200];
/** Text is measured at this font size (px) and stored per em; Chromium's widths scale linearly with size. */
const MEASURE_PX = 100;
const FLAG_RTL = 2;
const TRAPPED = Symbol('trapped');
/** Bytes per gauge_render_batch entry, and the most entries one call takes: what the 65,536-byte scratch buffer
 * holds (the ABI's own count limit, 4,095, is the handle table's; docs/abi.md › Batch rendering). */
const BATCH_ENTRY = 32;
const BATCH_MAX = 65536 / BATCH_ENTRY;
/** The IntersectionObserver's margin around the viewport, as a fraction of its size. */
const VIEW_MARGIN = 0.25;

/** Whether a client rect lies within VIEW_MARGIN of the viewport (what the IntersectionObserver will report). */
function nearViewport(r) {
  const w = globalThis.innerWidth ?? 0, h = globalThis.innerHeight ?? 0, mx = w * VIEW_MARGIN, my = h * VIEW_MARGIN;
  return r.right >= -mx && r.left <= w + mx && r.bottom >= -my && r.top <= h + my;
}

/** Containers that host a surface (one each). */
const SURFACES = new WeakSet();
const INTERNAL = Symbol('internal');

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// ---------------------------------------------------------------------------------------------------------
// Loading

/**
 * Compiles swift-gauge.wasm once, instantiates it (no imports), calls `_initialize()` and checks the ABI.
 * @param {string|URL|Response|ArrayBuffer|ArrayBufferView|WebAssembly.Module} [source]
 *   where the module comes from; defaults to `swift-gauge.wasm` next to this file. `file:` URLs are read
 *   from disk (node); other URLs are fetched (the browser streams them when served as application/wasm).
 * @param {{measureText?: boolean}} [options] `measureText`: measure labels with Canvas `measureText` in the
 *   font they are drawn in (default: whenever a 2D canvas exists, i.e. in browsers). Off, layout uses the
 *   core's built-in DejaVu Sans metrics, exactly as natively (node, golden tests).
 * @returns {Promise<SwiftGaugeModule>}
 * @throws {Error} when the file cannot be read or fetched, does not compile, or has an ABI version other than 1;
 *   {TypeError} for bad options.
 */
export async function loadSwiftGauge(source = new URL('./swift-gauge.wasm', import.meta.url), options = {}) {
  if (options === null || typeof options !== 'object') throw new TypeError('loadSwiftGauge: options: expected an object');
  for (const k of Object.keys(options)) if (k !== 'measureText') throw new TypeError(`loadSwiftGauge: options: unknown option "${k}"`);
  const measure = options.measureText ?? canMeasureText();
  if (typeof measure !== 'boolean') throw new TypeError('loadSwiftGauge: options.measureText: expected a boolean');
  if (measure && !canMeasureText()) throw new TypeError('loadSwiftGauge: options.measureText: no 2D canvas to measure with here');
  return new SwiftGaugeModule(await compile(source), INTERNAL, measure);
}

function canMeasureText() {
  return typeof OffscreenCanvas === 'function' || (typeof document !== 'undefined' && typeof document.createElement === 'function');
}

async function compile(src) {
  if (src instanceof WebAssembly.Module) return src;
  if (src instanceof ArrayBuffer || ArrayBuffer.isView(src)) return WebAssembly.compile(src);
  if (typeof Response !== 'undefined' && src instanceof Response) return compileResponse(src, src.url || 'Response');
  if (typeof src === 'string' || src instanceof URL) {
    const url = new URL(src, typeof document !== 'undefined' ? document.baseURI : import.meta.url);
    if (url.protocol === 'file:') {
      const { readFile } = await import('node:fs/promises');
      let bytes;
      try { bytes = await readFile(url); } catch (e) {
        throw new Error(`loadSwiftGauge: cannot read ${url.pathname} (${e.code ?? e.message}); run ./build.sh first`);
      }
      return WebAssembly.compile(bytes);
    }
    return compileResponse(await fetch(url), url.href);
  }
  throw new TypeError('loadSwiftGauge: source: expected a URL, Response, ArrayBuffer, Uint8Array or WebAssembly.Module');
}

async function compileResponse(res, name) {
  if (!res.ok) throw new Error(`loadSwiftGauge: ${name}: HTTP ${res.status}`);
  // compileStreaming insists on Content-Type application/wasm; other servers get the byte path.
  if (WebAssembly.compileStreaming && /^application\/wasm/i.test(res.headers.get('content-type') ?? '')) {
    return WebAssembly.compileStreaming(res);
  }
  return WebAssembly.compile(await res.arrayBuffer());
}

// ---------------------------------------------------------------------------------------------------------
// The module: one wasm instance shared by every gauge, the frame loop and the observers.

/** Whether `e` is the engine's "too much recursion" error (V8/JavaScriptCore RangeError, Firefox InternalError). */
function isStackOverflow(e) {
  // String tests, not a RegExp: compiling one this deep in the stack is itself fatal in V8.
  if (!(e instanceof RangeError || e?.name === 'InternalError') || typeof e.message !== 'string') return false;
  return e.message.includes('call stack') || e.message.includes('recursion');
}

/** One loaded swift-gauge.wasm: creates gauges and runs their shared frame loop. Get it from `loadSwiftGauge`. */
export class SwiftGaugeModule {
  #module; #x = null; #gauges = new Set(); #dirty = new Set(); #raf = 0; #waiting = []; #settling = [];
  #ro = null; #bindings = new Map(); #fresh = new Set(); #dpr = 0; #broken = false; #io = null; #dark = null;
  #measuring = false; #measurer = null; #measured = new Map(); #mo = null; #surfaces = new Set(); #dirtySurfaces = new Set();
  #suspect = false;
  /** True while the page prefers reduced motion (`prefers-reduced-motion: reduce`): nothing animates. */
  reducedMotion = false;

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
    this.#module = module;
    this.#measuring = measureText;
    this.#instantiate();
    this.#watchMotionAndVisibility();
    // The page's colour scheme: gauges whose colorScheme is null follow it, and re-render when it changes.
    if (typeof matchMedia === 'function') {
      this.#dark = matchMedia('(prefers-color-scheme: dark)');
      this.#dark.addEventListener?.('change', () => {
        for (const g of this.#gauges) { try { g._followScheme(); } catch (e) { console.error(e); } }
      });
    }
    if (measureText && typeof document !== 'undefined' && document.fonts?.addEventListener) {
      // A web font that arrives later changes every width: measure again.
      document.fonts.addEventListener('loadingdone', () => this.#fontsChanged());
    }
  }

  /**
   * Follows `prefers-reduced-motion` (re-applying every gauge's animation when it changes) and page
   * visibility: while `document.hidden` no frame runs; when the page shows again, dirty gauges draw.
   */
  #watchMotionAndVisibility() {
    const mq = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    if (mq) {
      this.reducedMotion = mq.matches;
      mq.addEventListener?.('change', () => {
        this.reducedMotion = mq.matches;
        for (const g of this.#gauges) g._reapplyAnimation();
      });
    }
    globalThis.document?.addEventListener?.('visibilitychange', () => {
      if (!document.hidden && this.#dirty.size && !this.#raf) this.#raf = requestAnimationFrame(this.#frame);
    });
  }

  /** The page's `prefers-color-scheme` ('light' outside a browser): what gauges with no `colorScheme` use. */
  get preferredColorScheme() { return this.#dark?.matches ? 'dark' : 'light'; }

  /** Whether labels are measured with Canvas `measureText` (see `loadSwiftGauge`). */
  get measuresText() { return this.#measuring; }

  /** The compiled `WebAssembly.Module` (compiled once; instances are re-created from it after a trap). */
  get wasmModule() { return this.#module; }
  /** The current instance's raw exports (`memory`, `gauge_*`). Replaced after a trap. */
  get exports() { return this.#x; }
  /** Number of live (not destroyed) gauges. */
  get gaugeCount() { return this.#gauges.size; }

  /**
   * What the wasm instance holds, for leak checks and long-running dashboards (`gauge_stats`, docs/abi.md).
   * @returns {{gauges: number, heapBytes: number, displayListBytes: number, memoryBytes: number}} live gauges
   *   in the module, heap bytes allocated and not freed, bytes reserved by display-list buffers, and the size
   *   of wasm memory (which never shrinks).
   */
  memoryStats() {
    const x = this.#x;
    return { gauges: x.gauge_stats(0), heapBytes: x.gauge_stats(1), displayListBytes: x.gauge_stats(2),
      memoryBytes: x.memory.buffer.byteLength };
  }

  /**
   * A gauge without a canvas (node, tests, custom drawing): set its state, call `render()`.
   * @param {GaugeOptions} [options] initial state; applied as setters (style, bounds, value, labels, tint).
   * @returns {Gauge}
   * @throws {RangeError|TypeError} as the matching setter would; {Error} when the handle table is full.
   */
  createGaugeHandle(options) { return new Gauge(this, INTERNAL, options, null, 'createGaugeHandle'); }

  /**
   * A gauge drawn on a page. `target` is a `<canvas>` (drawn on directly, gets the ARIA meter attributes) or
   * a container element (a canvas filling its content box is created inside; the container is the meter).
   * The drawing follows the element's CSS size and `devicePixelRatio`. An element the page gives no size gets
   * an intrinsic one: 58×58 CSS px for circular styles, full width × the style's natural height for linear.
   * @param {HTMLElement} target
   * @param {GaugeOptions} [options]
   * @returns {Gauge}
   * @throws {TypeError} if `target` is not an element or its canvas has a non-2D context.
   */
  createGauge(target, options) {
    if (!target || target.nodeType !== 1) throw new TypeError('createGauge: target: expected a <canvas> or a container element');
    // One gauge per element: a second would share (and on destroy, tear down) the first one's binding.
    if (this.#bindings.has(target) || SURFACES.has(target)) {
      throw new TypeError('createGauge: target: this element already hosts a gauge or surface; destroy it first');
    }
    return new Gauge(this, INTERNAL, options, target, 'createGauge');
  }

  /**
   * Resolves once every gauge that is dirty now has been drawn and the frame has been painted.
   * @returns {Promise<void>}
   */
  whenRendered() {
    if (!this.#raf && !this.#dirty.size) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  // ---- internal (used by Gauge and CanvasBinding) ----

  #instantiate() {
    const imports = {};
    // -Onone debug builds import env.putchar for trap messages; release builds import nothing.
    if (WebAssembly.Module.imports(this.#module).some((i) => i.module === 'env' && i.name === 'putchar')) {
      let line = '';
      imports.env = { putchar: (c) => { if (c === 10) { console.error(line); line = ''; } else line += String.fromCharCode(c); return c; } };
    }
    const x = new WebAssembly.Instance(this.#module, imports).exports;
    x._initialize();
    const v = x.gauge_abi_version() >>> 0;
    if (v !== ABI_VERSION) throw new Error(`swift-gauge.wasm has ABI version ${v}, this host needs ${ABI_VERSION}`);
    if (this.#measuring) x.gauge_text_measurement(1);
    // The scratch buffer at its largest, once, first: a batch of many gauges never moves it later (a block
    // that grows mid-page is left between gauges' blocks and fragments the heap).
    x.gauge_scratch(SCRATCH_MAX);
    x.gauge_scratch(0);
    this.#x = x;
  }

  // ---- text measurement (docs/abi.md › Text) ----

  /**
   * Measures the texts the last renders laid out with built-in metrics and registers them with the core.
   * Each text costs one `measureText` for its width plus one per grapheme cluster not seen before in that
   * weight; a text measured once is answered from a cache afterwards (also after the core forgets it).
   */
  _measureMisses(x) {
    const n = x.gauge_text_misses();
    if (n <= 0) return;
    const bytes = new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n).slice();
    const dv = new DataView(bytes.buffer);
    for (let i = 0; i + 8 <= n;) {
      const weight = dv.getUint32(i, true), len = dv.getUint32(i + 4, true);
      const textBytes = bytes.subarray(i + 8, i + 8 + len);
      i += 8 + ((len + 3) & ~3);
      const m = this.#measurement(decoder.decode(textBytes), weight, textBytes);
      if (this._scratch(m.payload)) x.gauge_measure_text(weight, len, m.count);
    }
  }

  /** The gauge_measure_text scratch payload for a text: UTF-8, padding, (end, width em) per cluster. */
  #measurement(text, weight, textBytes) {
    const key = `${weight}|${text}`;
    let m = this.#measured.get(key);
    if (m) return m;
    const me = (this.#measurer ??= createMeasurer());
    me.ctx.font = `${weight} ${MEASURE_PX}px ${FONT_STACK}`;
    const total = me.ctx.measureText(text).width / MEASURE_PX;
    this.stats.measuredTexts++;
    this.stats.measureCalls++;
    const clusters = me.segmenter ? Array.from(me.segmenter.segment(text), (s) => s.segment) : Array.from(text);
    const widths = clusters.map((c) => {
      const k = `${weight}|${c}`;
      let w = me.clusters.get(k);
      if (w === undefined) {
        w = me.ctx.measureText(c).width / MEASURE_PX;
        this.stats.measureCalls++;
        if (me.clusters.size > 8192) me.clusters.clear();
        me.clusters.set(k, w);
      }
      return w;
    });
    // Prefix widths: the clusters' sum, scaled so the whole text has its measured (kerned, shaped) width.
    const sum = widths.reduce((a, b) => a + b, 0);
    const scale = sum > 0 ? total / sum : 0;
    const pad = (textBytes.length + 3) & ~3;
    const payload = new Uint8Array(pad + 8 * clusters.length);
    payload.set(textBytes);
    const dv = new DataView(payload.buffer);
    let end = 0, acc = 0;
    clusters.forEach((c, k) => {
      end += utf8Length(c);
      acc += widths[k];
      dv.setUint32(pad + 8 * k, end, true);
      dv.setFloat32(pad + 8 * k + 4, k === clusters.length - 1 ? total : acc * scale, true);
    });
    m = { payload, count: clusters.length };
    if (this.#measured.size > 4096) this.#measured.clear();
    this.#measured.set(key, m);
    return m;
  }

  #fontsChanged() {
    this.#measured.clear();
    this.#measurer?.clusters.clear();
    try { this._call('fonts', (x) => x.gauge_text_measurement(1)); } catch (e) { console.error(e); return; }
    for (const b of this.#bindings.values()) this._markDirty(b.gauge);
    for (const s of this.#surfaces) for (const g of s.gauges) this._markDirty(g);
  }

  /**
   * Runs `fn(exports)`; a wasm trap restarts the instance and yields TRAPPED instead of throwing.
   * A JS stack overflow (RangeError in V8 and JavaScriptCore, InternalError in Firefox) can unwind through wasm
   * frames mid-call — half-way through a malloc or a handle-table update — so the instance is no longer trusted:
   * the error is rethrown and the next call, with stack to spare, restarts the instance and restores every gauge
   * from its last good state, as after a trap.
   */
  _call(where, fn) {
    if (this.#broken) throw new Error(`${where}: the SwiftGauge wasm module failed and could not be restarted`);
    if (this.#suspect) this.#recover(where, null);
    // Suspect until the call is known to have ended cleanly: the catch block below may itself run out of stack.
    this.#suspect = true;
    let result;
    try {
      result = fn(this.#x);
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) { this.#suspect = false; this.#recover(where, e); return TRAPPED; }
      if (!isStackOverflow(e)) this.#suspect = false;
      throw e;
    }
    this.#suspect = false;
    return result;
  }

  #recover(where, err) {
    if (err) {
      this.stats.traps++;
      console.error(`SwiftGauge: the wasm module trapped in ${where} (${err.message}); restarting it and restoring ` +
        `${this.#gauges.size} gauge(s) from their last good state.`);
    }
    // A gauge whose saved state traps again is reset to defaults; bounded by the number of gauges.
    for (let attempt = 0; attempt <= this.#gauges.size + 1; attempt++) {
      try { this.#instantiate(); } catch (e) {
        if (isStackOverflow(e)) { this.#suspect = true; throw e; } // still too deep: the next call tries again
        this.#broken = true; console.error('SwiftGauge: restart failed:', e); return;
      }
      this.#suspect = true; // until every gauge is back
      let culprit = null;
      for (const g of this.#gauges) {
        try { g._restore(this.#x); } catch (e) {
          if (!(e instanceof WebAssembly.RuntimeError)) throw e;
          culprit = g; break;
        }
      }
      if (!culprit) {
        this.#suspect = false;
        if (!err) this.stats.restarts++;
        for (const g of this.#gauges) { g._binding?.changed('all'); this._markDirty(g); }
        return;
      }
      console.error('SwiftGauge: restoring a gauge trapped again; it is reset to its defaults.');
      culprit._resetState();
    }
    this.#broken = true;
  }

  /** Turns a negative status into the Error the JS API throws: "<method>: <argument>: <core message>". */
  _error(status, method, arg) {
    let text = '';
    try { const n = this.#x.gauge_last_error(); if (n > 0) text = this._text(n); } catch { /* keep the generic text */ }
    // `arg` may list candidates ("lower, upper"); the core's message names the one at fault.
    // The core's message is "gauge_fn: argument: reason": keep the reason, name the JS method and argument.
    const parsed = /^gauge_\w+: ([^:]+): (.*)$/s.exec(text);
    if (parsed && arg.split(', ').includes(parsed[1])) arg = parsed[1];
    const reason = parsed ? (parsed[1] === arg ? parsed[2] : `${parsed[1]}: ${parsed[2]}`) : text;
    const E = status === STATUS.badArgument ? RangeError : status === STATUS.badText ? TypeError : Error;
    const e = new E(`${method}: ${arg}: ${reason || STATUS_NAME[status] || `status ${status}`}`);
    e.status = status;
    return e;
  }

  /** Decodes `n` bytes of the module's text buffer (after gauge_describe / gauge_last_error). */
  _text(n) {
    const x = this.#x;
    return decoder.decode(new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n));
  }

  /** Copies byte arrays back to back into the scratch buffer; false if the module refused the size. */
  _scratch(...parts) {
    const x = this.#x;
    let n = 0;
    for (const p of parts) n += p.length;
    const ptr = x.gauge_scratch(n) >>> 0;
    if (!ptr && n) return false;
    const mem = new Uint8Array(x.memory.buffer); // after the call: memory may have grown
    let at = ptr;
    for (const p of parts) { mem.set(p, at); at += p.length; }
    return true;
  }

  _register(g) { this.#gauges.add(g); }
  _forget(g) { this.#gauges.delete(g); this.#dirty.delete(g); }

  _markDirty(g) {
    if (!g._binding) return;
    this.#dirty.add(g);
    if (!this.#raf && typeof requestAnimationFrame === 'function') this.#raf = requestAnimationFrame(this.#frame);
  }

  _attach(binding) {
    if (!this.#ro) {
      this.#ro = new ResizeObserver((entries) => {
        const began = performance.now(), resized = [];
        for (const e of entries) {
          const b = this.#bindings.get(e.target);
          if (!b?.resized(e.contentRect.width, e.contentRect.height)) continue;
          if (b.onScreen === false) b.stale = true; // drawn when it scrolls into view
          else resized.push(b);
        }
        // Redrawn at once, so no canvas shows a stretched frame; all of them in one wasm call.
        this._drawMany(resized, began, false);
        this.stats.observerMs += performance.now() - began;
      });
      this.#watchDpr();
    }
    if (!this.#io && typeof IntersectionObserver === 'function') {
      // Gauges outside the viewport are not rendered; they draw when they scroll into view.
      this.#io = new IntersectionObserver((entries) => {
        for (const e of entries) {
          const b = this.#bindings.get(e.target);
          if (!b) continue;
          b.onScreen = e.isIntersecting;
          if (b.onScreen && b.stale) { b.stale = false; this._markDirty(b.gauge); }
        }
      }, { rootMargin: `${VIEW_MARGIN * 100}%` }); // a margin, so a gauge scrolling in is already drawn
      // Printing shows every gauge: draw the ones skipped while off screen, now, at their final state.
      globalThis.addEventListener?.('beforeprint', () => this.drawAll());
      // A larger viewport brings skipped gauges into view: draw them in this frame (resize events run before
      // animation frames) rather than after the observer's next report, a task later.
      globalThis.addEventListener?.('resize', () => {
        const skipped = [...this.#bindings.values()].filter((b) => b.stale && b.onScreen === false);
        const rects = skipped.map((b) => b.host.getBoundingClientRect()); // all reads, then the writes
        skipped.forEach((b, k) => {
          if (nearViewport(rects[k])) { b.onScreen = true; b.stale = false; this._markDirty(b.gauge); }
        });
      });
    }
    this.#io?.observe(binding.host);
    if (!this.#mo && typeof MutationObserver === 'function') {
      // A `dir` attribute changing anywhere may flip the computed direction of any gauge.
      this.#mo = new MutationObserver(() => { for (const b of this.#bindings.values()) b.readDirection(); });
      this.#mo.observe(binding.host.ownerDocument.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
    }
    this.#bindings.set(binding.host, binding);
    this.#fresh.add(binding); // sized and observed in the next frame, so creating many gauges lays out once
  }

  /**
   * Draws every gauge now, including those skipped while off screen or in a hidden page (for printing,
   * screenshots of the whole page, or before reading pixels). Animations are drawn at their current frame.
   */
  drawAll() {
    const t = globalThis.performance?.now() ?? 0;
    for (const b of this.#bindings.values()) b.stale = false;
    this._drawMany([...this.#bindings.values()], t, false);
    for (const s of this.#surfaces) s._paint(t, true);
  }

  /**
   * Draws page bindings: each sizes its canvas (`prepare`), one `gauge_render_batch` lays all of them out, each
   * replays its list (`paint`). A binding that fails is logged and skipped; the others draw.
   */
  _drawMany(bindings, t, inFrame) {
    const jobs = [];
    for (const b of bindings) {
      try { const job = b.prepare(inFrame); if (job) jobs.push(job); } catch (e) { console.error(e); }
    }
    this._renderMany(jobs, t);
    for (const job of jobs) {
      try { job.binding.paint(job); } catch (e) { console.error(e); }
    }
  }

  /**
   * Lays out many gauges with one `gauge_render_batch` call per pixel ratio (docs/abi.md › Batch rendering).
   * `jobs`: `[{gauge, width, height, ratio}]` (sizes already within the ABI's ranges); each gets `view` (its
   * display list, read in place) or `status` (< 0) when the core refused its entry.
   */
  _renderMany(jobs, t) {
    if (!jobs.length) return;
    let at = 0;
    while (at < jobs.length) {
      // Usually every job has the page's ratio: one call. A capped huge canvas has its own.
      const ratio = jobs[at].ratio;
      let end = at + 1;
      while (end < jobs.length && jobs[end].ratio === ratio) end++;
      this.#renderBatch(jobs, at, Math.min(end, at + BATCH_MAX), ratio, t);
      at = Math.min(end, at + BATCH_MAX);
    }
  }

  #renderBatch(jobs, from, to, ratio, t) {
    const r = this._call('render', (x) => {
      let st = this.#runBatch(x, jobs, from, to, ratio, t);
      // > 0: texts laid out with built-in metrics wait to be measured (as in Gauge.render); measure them and
      // lay out again only the gauges that used them (entry status > 0).
      for (let pass = 0; st > 0 && pass < 3; pass++) {
        this._measureMisses(x);
        const redo = [];
        for (let k = from; k < to; k++) if (jobs[k].status > 0) redo.push(jobs[k]);
        st = this.#runBatch(x, redo, 0, redo.length, ratio, t);
      }
      return st;
    });
    if (r === TRAPPED || r < 0) {
      if (r !== TRAPPED) console.error(this._error(r, 'render', 'width, height, pixelRatio, timeMs'));
      for (let k = from; k < to; k++) { jobs[k].status = r === TRAPPED ? STATUS.badArgument : r; jobs[k].view = null; }
      return;
    }
    // Lists are read in place, after the last call (memory may have grown during it).
    const buffer = this.#x.memory.buffer;
    for (let k = from; k < to; k++) {
      const job = jobs[k];
      job.view = job.status < 0 ? null : decodeDisplayList(buffer, job.ptr, job.len);
    }
  }

  /**
   * Writes jobs [from, to) as batch entries into scratch (typed-array views over wasm memory: no allocation),
   * calls gauge_render_batch and reads each entry's status, list address and length back into its job.
   */
  #runBatch(x, jobs, from, to, ratio, t) {
    const count = to - from;
    if (!count) return 0;
    const ptr = x.gauge_scratch(count * BATCH_ENTRY) >>> 0;
    if (!ptr) return STATUS.badText; // refused (never write through a null pointer: address 0 is the stack)
    let v = viewsOf(x.memory.buffer); // after the call: memory may have grown
    for (let k = 0; k < count; k++) {
      const job = jobs[from + k], w = (ptr >>> 2) + k * (BATCH_ENTRY / 4), d = (ptr >>> 3) + k * (BATCH_ENTRY / 8);
      v.i32[w] = job.gauge.handle;
      v.f64[d + 1] = job.width;
      v.f64[d + 2] = job.height;
    }
    this.stats.renderCalls++;
    const st = x.gauge_render_batch(count, ratio, t);
    if (st < 0) return st;
    v = viewsOf(x.memory.buffer);
    for (let k = 0; k < count; k++) {
      const job = jobs[from + k], w = (ptr >>> 2) + k * (BATCH_ENTRY / 4);
      job.status = v.i32[w + 1];
      job.ptr = v.u32[w + 6];
      job.len = v.i32[w + 7];
      if (job.status >= 0) this.stats.renders++;
    }
    return st;
  }

  /**
   * A dashboard surface: many gauges on one canvas inside `container`, each at a rect (CSS px in the container's
   * padding box). One canvas covers only the part of the container inside the viewport; each frame the gauges
   * that changed and are visible are laid out in one batch call, and the visible ones are replayed onto it.
   * Gauges outside the viewport are neither laid out nor drawn until they scroll in. Each gauge gets a
   * `role="meter"` proxy element over its rect carrying its ARIA attributes (a canvas alone is not accessible).
   * @param {HTMLElement} container a block element the page sizes (made a positioning context if static)
   * @returns {GaugeSurface}
   * @throws {TypeError} if `container` is not an element or already hosts a surface or gauge.
   */
  createSurface(container) {
    if (!container || container.nodeType !== 1) throw new TypeError('createSurface: container: expected an element');
    if (this.#bindings.has(container) || SURFACES.has(container)) {
      throw new TypeError('createSurface: container: this element already hosts a gauge or surface; destroy it first');
    }
    return new GaugeSurface(this, INTERNAL, container);
  }

  /** @internal A surface joins (or leaves) the frame loop; scrolling and resizing repaint surfaces. */
  _addSurface(s) {
    if (!this.#surfaces.size) {
      globalThis.addEventListener?.('scroll', this.#onScroll, { capture: true, passive: true });
      globalThis.addEventListener?.('resize', this.#onScroll);
    }
    this.#surfaces.add(s);
  }

  _removeSurface(s) {
    this.#surfaces.delete(s);
    this.#dirtySurfaces.delete(s);
    if (!this.#surfaces.size) {
      globalThis.removeEventListener?.('scroll', this.#onScroll, { capture: true });
      globalThis.removeEventListener?.('resize', this.#onScroll);
    }
  }

  #onScroll = () => { for (const s of this.#surfaces) this._markSurface(s); };

  /** @internal Paints surface `s` in the next frame (`schedule` false: in the frame running now). */
  _markSurface(s, schedule = true) {
    this.#dirtySurfaces.add(s);
    if (schedule && !this.#raf && typeof requestAnimationFrame === 'function') this.#raf = requestAnimationFrame(this.#frame);
  }

  _detach(binding) {
    this.#bindings.delete(binding.host);
    this.#fresh.delete(binding);
    this.#ro?.unobserve(binding.host);
    this.#io?.unobserve(binding.host);
  }

  /** Re-renders every gauge when devicePixelRatio changes (other screen, zoom): media query, or resize. */
  #watchDpr() {
    this.#dpr = globalThis.devicePixelRatio || 1;
    const check = () => {
      if ((globalThis.devicePixelRatio || 1) === this.#dpr) return;
      this.#dpr = globalThis.devicePixelRatio || 1;
      for (const b of this.#bindings.values()) this._markDirty(b.gauge);
      watch();
    };
    const watch = () => matchMedia(`(resolution: ${this.#dpr}dppx)`).addEventListener('change', check, { once: true });
    if (typeof matchMedia === 'function') watch();
    globalThis.addEventListener?.('resize', check);
  }

  #frame = (t) => {
    this.#raf = 0;
    if (globalThis.document?.hidden) return; // resumed by visibilitychange; the dirty set is kept
    this.stats.frames++;
    const began = performance.now();
    for (const resolve of this.#settling.splice(0)) resolve();
    if (this.#fresh.size) {
      const fresh = [...this.#fresh];
      this.#fresh.clear();
      for (const b of fresh) b.measure();     // reads first (one layout) …
      for (const b of fresh) {                // … then writes
        try { b.autoSize(); } catch (e) { console.error(e); }
        this.#ro.observe(b.host);
      }
    }
    const todo = [...this.#dirty], drawn = [];
    this.#dirty.clear();
    for (const g of todo) {
      const b = g._binding;
      if (!b || g.destroyed) continue;
      if (b.surface) { b.surface._changed(b, false); continue; } // laid out with its surface, below (this frame)
      if (b.onScreen === false) { b.stale = true; continue; } // drawn when it scrolls into view
      drawn.push(b);
    }
    // One batch for every page gauge and every visible changed gauge on a surface.
    const jobs = [], surfaces = [...this.#dirtySurfaces];
    this.#dirtySurfaces.clear();
    for (const b of drawn) {
      try { const job = b.prepare(true); if (job) jobs.push(job); } catch (e) { console.error(e); }
    }
    const pageJobs = jobs.length;
    for (const s of surfaces) { try { s._queue(jobs); } catch (e) { console.error(e); } }
    this._renderMany(jobs, t);
    for (let k = 0; k < pageJobs; k++) {
      try { jobs[k].binding.paint(jobs[k]); } catch (e) { console.error(e); }
    }
    for (let k = pageJobs; k < jobs.length; k++) jobs[k].binding.rendered(jobs[k]);
    for (const s of surfaces) { try { s._paint(t, false); } catch (e) { console.error(e); } }
    this.stats.frameMs += performance.now() - began;
    // Resolve waiters a frame later: by then ResizeObserver callbacks of this frame have drawn too.
    if (this.#waiting.length) {
      this.#settling.push(...this.#waiting.splice(0));
      if (!this.#raf) this.#raf = requestAnimationFrame(this.#frame);
    }
  };
}

// ---------------------------------------------------------------------------------------------------------
// Gauge

function defaultState() {
  return {
    value: 0, lower: 0, upper: 1, style: 'automatic', label: null, currentValueLabel: null,
    minimumValueLabel: null, maximumValueLabel: null, tint: null, tintText: null, animation: 'default', colorScheme: null,
    format: null, coreFormat: CORE_AUTOMATIC, formatter: null, formatsBoundsLabels: false,
    layoutDirection: 'auto', autoDirection: 'leftToRight',
    formatted: NO_FORMATTED_TEXTS, // a JS formatter's texts for value and bounds, given to the core
    dial: DIAL_DEFAULT, zones: [], origin: null, target: null, values: [], segments: 0,
    orientation: 'horizontal',
    ringArc: null,
  };
}

/** The dial's defaults (docs/abi.md › gauge_set_dial). */
const DIAL_DEFAULT = Object.freeze({ startAngle: -135, sweep: 270, direction: 'clockwise', majorTicks: 10, minorTicks: 5, tickLabels: true });

/**
 * A `ringArc` option as the frozen arc the core gets: `{startAngle, sweep, direction}` with defaults (sweep
 * 360, startAngle −sweep/2 so the arc is centred on 12 o'clock, clockwise), or null for the style's own arc.
 * Types are checked here; ranges by the core (gauge_set_ring_arc), except NaN, which the core reads as "none".
 */
function ringArcOption(a) {
  if (a === null) return null;
  if (typeof a !== 'object' || Array.isArray(a)) throw expected('ringArc', 'ringArc', 'an object or null', a);
  for (const k of Object.keys(a)) if (!RING_ARC_KEYS.has(k)) throw new TypeError(`ringArc: ringArc: unknown key "${k}"`);
  for (const k of ['startAngle', 'sweep']) {
    if (a[k] !== undefined && typeof a[k] !== 'number') throw expected('ringArc', `ringArc.${k}`, 'a number', a[k]);
  }
  const sweep = a.sweep ?? 360;
  // NaN would mean "none" to the core (sweep) or print as "–" (start): refused here, in the core's words.
  if (Number.isNaN(sweep)) throw new RangeError('ringArc: ringArc: sweep: must be above 0 and at most 360 degrees, got NaN');
  if (Number.isNaN(a.startAngle)) throw new RangeError('ringArc: ringArc: startAngle: must be a finite number of degrees, got NaN');
  const direction = a.direction ?? 'clockwise';
  if (direction !== 'clockwise' && direction !== 'counterclockwise') {
    throw expected('ringArc', 'ringArc.direction', "'clockwise' or 'counterclockwise'", direction);
  }
  const startAngle = a.startAngle ?? (Number.isFinite(sweep) ? -sweep / 2 : 0);
  return Object.freeze({ startAngle, sweep, direction });
}
const RING_ARC_KEYS = new Set(['startAngle', 'sweep', 'direction']);

/** Scratch records of gauge_set_zones / gauge_set_values: 16-byte headers, then colour and text bytes. */
function records(items, number, color, text) {
  const head = new Uint8Array(items.length * 16), dv = new DataView(head.buffer), parts = [head];
  items.forEach((it, k) => {
    const c = color(it) === null ? null : encoder.encode(color(it)), t = encoder.encode(text(it) ?? '');
    dv.setFloat64(k * 16, number(it), true);
    dv.setInt32(k * 16 + 8, c === null ? -1 : c.length, true);
    dv.setInt32(k * 16 + 12, t.length, true);
    if (c !== null) parts.push(c);
    parts.push(t);
  });
  return parts;
}

const CORE_AUTOMATIC = Object.freeze({ precision: 0, digits: 0, grouping: false, percent: false, prefix: '', suffix: '' });
const FORMAT_KEYS = new Set(['fractionLength', 'significantDigits', 'grouping', 'percent', 'prefix', 'suffix']);

/**
 * Splits a `format` option into the core's number format and an optional JS formatter.
 * @returns {{coreFormat: object, formatter: ((v: number) => string) | null}}
 */
function parseFormat(f) {
  if (f === null || f === undefined) return { coreFormat: CORE_AUTOMATIC, formatter: null };
  if (typeof f === 'function') return { coreFormat: CORE_AUTOMATIC, formatter: f };
  if (typeof f !== 'object') throw expected('format', 'format', 'an Intl.NumberFormat, a function or format options', f);
  if (typeof f.format === 'function') return { coreFormat: CORE_AUTOMATIC, formatter: (v) => f.format(v) };
  for (const k of Object.keys(f)) if (!FORMAT_KEYS.has(k)) throw new TypeError(`format: format: unknown option "${k}"`);
  const c = { ...CORE_AUTOMATIC };
  const digits = (k, lo, hi) => {
    const d = f[k];
    if (typeof d !== 'number') throw expected('format', `format.${k}`, 'a number', d);
    if (!Number.isInteger(d) || d < lo || d > hi) throw new RangeError(`format: format.${k}: must be an integer ${lo}…${hi}, got ${d}`);
    return d;
  };
  if (f.fractionLength !== undefined && f.significantDigits !== undefined) {
    throw new TypeError('format: format: give fractionLength or significantDigits, not both');
  }
  if (f.fractionLength !== undefined) { c.precision = 1; c.digits = digits('fractionLength', 0, 20); }
  if (f.significantDigits !== undefined) { c.precision = 2; c.digits = digits('significantDigits', 1, 21); }
  for (const k of ['grouping', 'percent']) {
    if (f[k] !== undefined && typeof f[k] !== 'boolean') throw expected('format', `format.${k}`, 'a boolean', f[k]);
    c[k] = f[k] ?? false;
  }
  for (const k of ['prefix', 'suffix']) {
    if (f[k] !== undefined) checkText('format', `format.${k}`, f[k]);
    if (f[k] !== undefined && typeof f[k] !== 'string') throw new TypeError(`format: format.${k}: expected a string`);
    c[k] = f[k] ?? '';
  }
  return { coreFormat: Object.freeze(c), formatter: null };
}

const NO_FORMATTED_TEXTS = Object.freeze({ value: null, lower: null, upper: null });

/**
 * A JS formatter's texts for state `s` (never for NaN: the core shows "–"), or nulls without a formatter.
 * The core shows them like its own formatted numbers: unless a label is set, shrunk but never truncated.
 */
function formatTexts(s) {
  if (!s.formatter) return NO_FORMATTED_TEXTS;
  const run = (v) => {
    let t;
    try { t = s.formatter(v); } catch (e) {
      // Named like every other refusal; the formatter's own error stays reachable as `cause`.
      throw new Error(`format: format: the formatter threw for ${v}: ${e?.message ?? String(e)}`, { cause: e });
    }
    if (typeof t !== 'string') throw new TypeError(`format: format: the formatter returned ${describe(t)}, not a string`);
    checkText('format', 'format', t);
    return t;
  };
  return {
    value: Number.isNaN(s.value) ? null : run(s.value),
    lower: s.formatsBoundsLabels ? run(s.lower) : null,
    upper: s.formatsBoundsLabels ? run(s.upper) : null,
  };
}

/** The first failing status of several ABI calls (each a thunk), or 0. */
function all(...calls) {
  for (const c of calls) { const st = c(); if (st < 0) return st; }
  return 0;
}

// Each applier pushes one part of a state into gauge `h` and returns the ABI status.
const APPLY = {
  style: (m, x, h, s) => x.gauge_set_style(h, STYLES.indexOf(s.style)),
  // With a JS formatter, the formatted texts follow the value and the bounds.
  bounds: (m, x, h, s) => all(() => x.gauge_set_bounds(h, s.lower, s.upper),
    () => (s.formatter ? setFormatted(m, x, h, 1, s.formatted.lower) : 0),
    () => (s.formatter ? setFormatted(m, x, h, 2, s.formatted.upper) : 0)),
  value: (m, x, h, s) => all(() => x.gauge_set_value(h, s.value),
    () => (s.formatter ? setFormatted(m, x, h, 0, s.formatted.value) : 0)),
  label: (m, x, h, s) => setText(m, x, h, 0, s.label),
  currentValueLabel: (m, x, h, s) => setText(m, x, h, 1, s.currentValueLabel),
  boundsLabels: (m, x, h, s) => {
    if (s.minimumValueLabel === null && s.maximumValueLabel === null) return x.gauge_set_bounds_labels(h, -1, -1);
    const a = encoder.encode(s.minimumValueLabel ?? ''), b = encoder.encode(s.maximumValueLabel ?? '');
    return m._scratch(a, b) ? x.gauge_set_bounds_labels(h, a.length, b.length) : STATUS.badText;
  },
  animation: (m, x, h, s) => {
    // Validated by the core even when the page prefers reduced motion (then replaced by none).
    const st = x.gauge_set_animation(h, ...animationArgs(s.animation));
    return st < 0 || !m.reducedMotion ? st : x.gauge_set_animation(h, ...ANIMATION_NONE);
  },
  format: (m, x, h, s) => {
    const c = s.coreFormat, pre = encoder.encode(c.prefix), suf = encoder.encode(c.suffix);
    const options = (c.grouping ? 1 : 0) | (c.percent ? 2 : 0) | (s.formatsBoundsLabels ? 4 : 0);
    return all(() => (m._scratch(pre, suf) ? x.gauge_set_number_format(h, c.precision, c.digits, options, pre.length, suf.length) : STATUS.badText),
      () => setFormatted(m, x, h, 0, s.formatted.value), () => setFormatted(m, x, h, 1, s.formatted.lower),
      () => setFormatted(m, x, h, 2, s.formatted.upper));
  },
  direction: (m, x, h, s) => x.gauge_set_layout_direction(h,
    DIRECTIONS.indexOf(s.layoutDirection === 'auto' ? s.autoDirection : s.layoutDirection)),
  tint: (m, x, h, s) => {
    if (s.tintText === null) return 0;
    const t = encoder.encode(s.tintText);
    return m._scratch(t) ? x.gauge_set_tint(h, t.length) : STATUS.badText;
  },
  colorScheme: (m, x, h, s) => x.gauge_set_color_scheme(h, (s.colorScheme ?? m.preferredColorScheme) === 'dark' ? 1 : 0),
  dial: (m, x, h, s) => {
    const d = s.dial;
    return x.gauge_set_dial(h, d.startAngle, d.sweep, d.direction === 'clockwise' ? 1 : 0, d.majorTicks, d.minorTicks, d.tickLabels ? 1 : 0);
  },
  zones: (m, x, h, s) => (m._scratch(...records(s.zones, (z) => z.from, (z) => z.color, (z) => z.name))
    ? x.gauge_set_zones(h, s.zones.length) : STATUS.badText),
  values: (m, x, h, s) => (m._scratch(...records(s.values, (v) => (v.value ?? NaN), (v) => v.color ?? null, (v) => v.label))
    ? x.gauge_set_values(h, s.values.length) : STATUS.badText),
  origin: (m, x, h, s) => x.gauge_set_origin(h, s.origin ?? NaN),
  target: (m, x, h, s) => x.gauge_set_target(h, s.target ?? NaN),
  segments: (m, x, h, s) => x.gauge_set_segments(h, s.segments),
  orientation: (m, x, h, s) => x.gauge_set_orientation(h, ORIENTATIONS.indexOf(s.orientation)),
  ringArc: (m, x, h, s) => (s.ringArc === null ? x.gauge_set_ring_arc(h, NaN, NaN, 1)
    : x.gauge_set_ring_arc(h, s.ringArc.startAngle, s.ringArc.sweep, s.ringArc.direction === 'clockwise' ? 1 : 0)),
};
// animation after value: a new or restored (after a trap) gauge shows its value at once; later changes animate.
const APPLY_ORDER = ['style', 'bounds', 'value', 'animation', 'label', 'currentValueLabel', 'boundsLabels', 'tint', 'colorScheme', 'format', 'direction',
  'dial', 'zones', 'values', 'origin', 'target', 'segments', 'orientation', 'ringArc'];

const ANIMATION_NONE = [0, 0, 0, 0, 0, 0];
/** Largest backing-store side the host asks for, in device px (below Chromium's and Safari's limits). */
const MAX_CANVAS_SIDE = 16384;
/** SwiftUI's timing curves (spec §4.1) by name, as cubic-bezier control points. */
const CURVES = { linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1] };

/**
 * gauge_set_animation's arguments [kind, p1, p2, p3, p4, duration] for an animation option:
 * `null`/`'none'`, `'default'` (spring 0.55 s, damping 1 — SwiftUI's iOS 17 default), a curve name
 * (`'easeInOut'`… 0.35 s), or `{type: 'spring', response, dampingFraction}`,
 * `{type: 'easeInOut'|'easeIn'|'easeOut'|'linear', duration}`, `{type: 'timingCurve', controlPoints: [x1, y1, x2, y2], duration}`.
 * Durations and responses are in seconds. The core validates the ranges.
 */
function animationArgs(a) {
  if (a === null || a === 'none') return ANIMATION_NONE;
  if (a === 'default') return [2, 0.55, 1, 0, 0, 0];
  if (typeof a === 'string' && Object.hasOwn(CURVES, a)) return [1, ...CURVES[a], 0.35];
  if (a && typeof a === 'object') {
    // Only plain numbers pass (no coercion of strings, BigInt, Symbol or objects with valueOf into wasm).
    const n = (v, d) => (v === undefined ? d : typeof v === 'number' ? v : NaN);
    let args = null;
    if (a.type === 'spring') args = [2, n(a.response, 0.55), n(a.dampingFraction, 1), 0, 0, 0];
    else if (Object.hasOwn(CURVES, a.type)) args = [1, ...CURVES[a.type], n(a.duration, 0.35)];
    else if (a.type === 'timingCurve' && Array.isArray(a.controlPoints) && a.controlPoints.length === 4) {
      args = [1, ...a.controlPoints.map((v) => n(v, NaN)), n(a.duration, 0.35)];
    }
    return args && args.every((v) => typeof v === 'number' && !Number.isNaN(v)) ? args : null;
  }
  return null;
}

function setFormatted(m, x, h, what, str) {
  if (str === null) return x.gauge_set_formatted_text(h, what, -1);
  const b = encoder.encode(str);
  return m._scratch(b) ? x.gauge_set_formatted_text(h, what, b.length) : STATUS.badText;
}

function setText(m, x, h, role, str) {
  if (str === null) return x.gauge_set_label(h, role, -1);
  const b = encoder.encode(str);
  return m._scratch(b) ? x.gauge_set_label(h, role, b.length) : STATUS.badText;
}

const OPTION_KEYS = new Set(['value', 'lower', 'upper', 'style', 'label', 'currentValueLabel',
  'minimumValueLabel', 'maximumValueLabel', 'tint', 'animation', 'colorScheme', 'format', 'formatsBoundsLabels', 'layoutDirection',
  'dial', 'zones', 'values', 'origin', 'target', 'segments', 'orientation', 'ringArc']);

/**
 * One gauge: its state lives in the wasm core (and a copy here, to restore after a trap). Create it with
 * `module.createGauge(target, options)` or `module.createGaugeHandle(options)`. Setters validate, call the
 * core and throw `RangeError`/`TypeError` ("<method>: <argument>: <reason>") leaving the gauge unchanged.
 */
export class Gauge {
  #m; #h = 0; #s = defaultState(); #dead = false; #formatting = false;
  /** @internal */ _binding = null;

  constructor(module, token, options, target, method = 'createGauge', mount = null) {
    if (token !== INTERNAL) throw new TypeError('Gauge: use module.createGauge() or module.createGaugeHandle()');
    this.#m = module;
    const h = module._call('createGauge', (x) => x.gauge_create());
    if (h === TRAPPED) throw new Error(`${method}: the wasm module trapped and was restarted; try again`);
    if (h <= 0) throw module._error(h, method, 'handle');
    this.#h = h;
    module._register(this);
    try {
      if (options?.colorScheme === undefined) this._followScheme();
      this.#applyOptions(options ?? {}, method);
      if (target) this._binding = mount?.bind ? mount.bind(this) : new CanvasBinding(module, this, target, mount);
    } catch (e) {
      this.destroy();
      throw e;
    }
    module._markDirty(this);
  }

  #applyOptions(o, method) {
    if (typeof o !== 'object' || Array.isArray(o)) throw expected(method, 'options', 'an object', o);
    for (const k of Object.keys(o)) if (!OPTION_KEYS.has(k)) throw new TypeError(`${method}: options: unknown option "${k}"`);
    if (o.style !== undefined) this.style = o.style;
    if (o.lower !== undefined || o.upper !== undefined) this.setBounds(o.lower ?? this.#s.lower, o.upper ?? this.#s.upper);
    if (o.value !== undefined) this.value = o.value;
    // After the value, so the initial value shows at once and only later changes animate.
    this.animation = o.animation !== undefined ? o.animation : this.#s.animation;
    if (o.label !== undefined) this.label = o.label;
    if (o.currentValueLabel !== undefined) this.currentValueLabel = o.currentValueLabel;
    if (o.minimumValueLabel !== undefined || o.maximumValueLabel !== undefined) {
      this.setBoundsLabels(o.minimumValueLabel ?? null, o.maximumValueLabel ?? null);
    }
    if (o.tint !== undefined) this.tint = o.tint;
    if (o.colorScheme !== undefined) this.colorScheme = o.colorScheme;
    if (o.formatsBoundsLabels !== undefined) this.formatsBoundsLabels = o.formatsBoundsLabels;
    if (o.format !== undefined) this.format = o.format;
    if (o.layoutDirection !== undefined) this.layoutDirection = o.layoutDirection;
    if (o.dial !== undefined) this.dial = o.dial;
    if (o.zones !== undefined) this.zones = o.zones;
    if (o.values !== undefined) this.values = o.values;
    if (o.origin !== undefined) this.origin = o.origin;
    if (o.target !== undefined) this.target = o.target;
    if (o.segments !== undefined) this.segments = o.segments;
    if (o.orientation !== undefined) this.orientation = o.orientation;
    if (o.ringArc !== undefined) this.ringArc = o.ringArc;
  }

  #alive(method) {
    if (this.#dead) throw new Error(`${method}: this gauge was destroyed`);
  }

  /** Applies `patch` through the core; on success it becomes the gauge's state. A trap keeps the old state. */
  #set(method, arg, part, patch) {
    this.#alive(method);
    // A formatter that changed this gauge while we format would have its change overwritten by `next` below
    // (and later restored wrongly after a trap): refuse it instead.
    if (this.#formatting) throw new Error(`${method}: the gauge cannot be changed from inside its own formatter`);
    const next = { ...this.#s, ...patch };
    this.#formatting = true;
    try {
      next.formatted = formatTexts(next); // may throw (a JS formatter's error): nothing has changed yet
    } finally {
      this.#formatting = false;
    }
    this.#alive(method); // the formatter may have destroyed the gauge
    const st = this.#m._call(method, (x) => APPLY[part](this.#m, x, this.#h, next));
    if (st === TRAPPED) return;
    if (st < 0) throw this.#m._error(st, method, arg);
    this.#s = next;
    this._binding?.changed(part);
    this.#m._markDirty(this);
  }

  /** @internal Re-creates this gauge in a fresh instance from its last good state. */
  _restore(x) {
    const h = x.gauge_create();
    if (h <= 0) throw new Error('SwiftGauge: could not re-create a gauge after a restart');
    this.#h = h;
    for (const part of APPLY_ORDER) {
      if (APPLY[part](this.#m, x, h, this.#s) < 0) console.warn(`SwiftGauge: could not restore ${part} after a restart`);
    }
  }

  /** @internal */
  _resetState() { this.#s = defaultState(); }

  /** The raw handle in the current wasm instance (changes after a trap recovery). */
  get handle() { this.#alive('handle'); return this.#h; }
  /** True after `destroy()`. */
  get destroyed() { return this.#dead; }

  /**
   * The value. `null`, `undefined` or NaN mean "no value" (track only, text "–", unknown to assistive
   * technology); ±∞ and out-of-range values clamp in the drawing while the text keeps the raw value.
   * Reads back `null` when there is no value.
   * @type {number|null}
   * @throws {TypeError} for anything that is not a number, null or undefined.
   */
  get value() { this.#alive('value'); return Number.isNaN(this.#s.value) ? null : this.#s.value; }
  set value(v) {
    if (v === null || v === undefined) v = NaN;
    else if (typeof v !== 'number') throw expected('value', 'value', 'a number or null', v);
    this.#set('value', 'value', 'value', { value: v });
  }

  /** The lower bound. @type {number} */
  get lower() { this.#alive('lower'); return this.#s.lower; }
  /** The upper bound. @type {number} */
  get upper() { this.#alive('upper'); return this.#s.upper; }

  /**
   * Sets the range (default 0…1). `lower == upper` draws fraction 0.
   * @param {number} lower
   * @param {number} upper
   * @throws {TypeError} if a bound is not a number; {RangeError} if a bound is not finite or `lower > upper`
   *   (the previous bounds stay).
   */
  setBounds(lower, upper) {
    this.#alive('setBounds');
    for (const [name, b] of [['lower', lower], ['upper', upper]]) {
      if (typeof b !== 'number') throw expected('setBounds', name, 'a number', b);
      if (!Number.isFinite(b)) throw new RangeError(`setBounds: ${name}: must be finite, got ${b}`);
    }
    this.#set('setBounds', 'lower, upper', 'bounds', { lower, upper });
  }

  /**
   * The style: 'automatic' (= linearCapacity), 'linearCapacity', 'accessoryLinear',
   * 'accessoryLinearCapacity', 'accessoryCircular' or 'accessoryCircularCapacity'.
   * @type {GaugeStyleName}
   * @throws {TypeError} if not a string; {RangeError} for an unknown name.
   */
  get style() { this.#alive('style'); return this.#s.style; }
  set style(name) {
    if (typeof name !== 'string') throw expected('style', 'style', 'a style name', name);
    if (!STYLES.includes(name)) throw new RangeError(`style: style: unknown style "${name}"; expected one of ${STYLES.join(', ')}`);
    this.#set('style', 'style', 'style', { style: name });
  }

  /**
   * What the gauge measures; its accessible name. `null` clears it.
   * @type {string|null}
   * @throws {TypeError} if not a string or null; {RangeError} over 4,096 UTF-8 bytes.
   */
  get label() { this.#alive('label'); return this.#s.label; }
  set label(text) {
    checkText('label', 'label', text);
    this.#set('label', 'label', 'label', { label: text ?? null });
  }

  /**
   * The value as text (centre of a ring, under a bar). `null` = automatic (the formatted value).
   * @type {string|null}
   * @throws {TypeError} if not a string or null; {RangeError} over 4,096 UTF-8 bytes.
   */
  get currentValueLabel() { this.#alive('currentValueLabel'); return this.#s.currentValueLabel; }
  set currentValueLabel(text) {
    checkText('currentValueLabel', 'currentValueLabel', text);
    this.#set('currentValueLabel', 'currentValueLabel', 'currentValueLabel', { currentValueLabel: text ?? null });
  }

  /** @type {string|null} */
  get minimumValueLabel() { this.#alive('minimumValueLabel'); return this.#s.minimumValueLabel; }
  /** @type {string|null} */
  get maximumValueLabel() { this.#alive('maximumValueLabel'); return this.#s.maximumValueLabel; }

  /**
   * Sets the labels of both ends, as a pair (SwiftUI's minimumValueLabel/maximumValueLabel). `(null, null)`
   * clears both; if only one is null it is shown as empty text.
   * @param {string|null} minimum
   * @param {string|null} maximum
   * @throws {TypeError} if a label is not a string or null; {RangeError} over 4,096 UTF-8 bytes.
   */
  setBoundsLabels(minimum, maximum) {
    this.#alive('setBoundsLabels');
    checkText('setBoundsLabels', 'minimum', minimum);
    checkText('setBoundsLabels', 'maximum', maximum);
    this.#set('setBoundsLabels', 'minimum, maximum', 'boundsLabels',
      { minimumValueLabel: minimum ?? null, maximumValueLabel: maximum ?? null });
  }

  /**
   * The tint: a CSS colour (`'green'`, `'#ff0000'`, `'oklch(70% 0.15 150)'`) or a whole tint text
   * (`'in oklch longer hue, red, blue'`, docs/abi.md › Tint text); an array of colours (an evenly spaced
   * gradient) or of `{color, location}` / `{color, value}` stops (location a fraction of the range, value a
   * value of it); or `{interpolation, stops}` with `interpolation` one of 'srgb', 'srgb-linear', 'oklab',
   * 'oklch', 'oklch shorter hue' … 'oklch decreasing hue'. `null` returns to the default (blue). Reads back
   * what was set.
   * @type {GaugeTint|null}
   * @throws {TypeError} for a malformed value or a colour the core cannot parse; {RangeError} for a
   *   non-finite location or value or an empty gradient.
   */
  /**
   * How value changes animate (the drawn fraction moves; text switches at once, as in SwiftUI). Default
   * `'default'`: SwiftUI's iOS 17 spring (response 0.55 s, damping 1). `null` or `'none'` turns it off;
   * also `'easeInOut'`, `'easeIn'`, `'easeOut'`, `'linear'` (0.35 s) or an object (see animationArgs). A
   * new value starts from what is on screen. When the page prefers reduced motion nothing animates.
   * @type {GaugeAnimation}
   * @throws {TypeError} for an unknown animation; {RangeError} for durations outside (0, 60] s.
   */
  get animation() { this.#alive('animation'); return this.#s.animation; }
  set animation(a) {
    this.#alive('animation');
    if (a === undefined) a = null;
    if (animationArgs(a) === null) throw expected('animation', 'animation', "null, 'none', 'default', a curve name or an animation object", a);
    this.#set('animation', 'animation', 'animation', { animation: typeof a === 'object' && a ? Object.freeze({ ...a }) : a });
  }

  /** @internal Re-applies the animation setting (reduced-motion preference changed). */
  _reapplyAnimation() {
    if (this.#dead) return;
    this.#m._call('animation', (x) => APPLY.animation(this.#m, x, this.#h, this.#s));
  }

  get tint() { this.#alive('tint'); return this.#s.tint; }
  set tint(t) {
    this.#alive('tint');
    const text = t === null || t === undefined ? 'blue' : tintText(t);
    const freezeStops = (a) => Object.freeze(a.map((s) => (typeof s === 'object' ? Object.freeze({ ...s }) : s)));
    const copy = Array.isArray(t) ? freezeStops(t)
      : t && typeof t === 'object' ? Object.freeze({ ...t, stops: freezeStops(t.stops) }) : t ?? null;
    this.#set('tint', 'tint', 'tint', { tint: copy, tintText: text });
  }

  /**
   * Light or dark appearance: 'light', 'dark', or null (the default) to follow the page's
   * `prefers-color-scheme` and re-render when it changes. System colours in the tint (`'red'`, `'blue'`…),
   * the label colours and the capacity bars' track follow it.
   * @type {'light'|'dark'|null}
   * @throws {TypeError} for anything else.
   */
  get colorScheme() { this.#alive('colorScheme'); return this.#s.colorScheme; }
  set colorScheme(v) {
    if (v === undefined) v = null;
    if (v !== null && v !== 'light' && v !== 'dark') {
      throw expected('colorScheme', 'colorScheme', "'light', 'dark' or null", v);
    }
    this.#set('colorScheme', 'colorScheme', 'colorScheme', { colorScheme: v });
  }

  /** The scheme the gauge is drawn in: its `colorScheme`, or the page's when that is null. @type {'light'|'dark'} */
  get resolvedColorScheme() { this.#alive('resolvedColorScheme'); return this.#s.colorScheme ?? this.#m.preferredColorScheme; }

  /** @internal The page's scheme changed (or the gauge is new): re-apply it if the gauge follows the page. */
  _followScheme() {
    if (this.#dead || this.#s.colorScheme !== null) return;
    this.#set('colorScheme', 'colorScheme', 'colorScheme', {});
  }

  /**
   * How the value (and, with `formatsBoundsLabels`, the bounds) become text when no label is given:
   * `null` (automatic: at most 15 significant digits, "2.4", "0.3"), format options for the core
   * (`{fractionLength: 0…20 | significantDigits: 1…21, grouping, percent, prefix, suffix}`: "21°", "80%",
   * "1,234.5", exact half-to-even rounding), or for any locale and unit an `Intl.NumberFormat` or a function
   * `(value) => string`, whose text is passed to the core as the current-value (and bounds) label. It is
   * never called with NaN ("no value" shows "–"). Reads back what was set.
   * @type {Intl.NumberFormat | ((value: number) => string) | GaugeFormatOptions | null}
   * @throws {TypeError|RangeError} for bad options, or when a formatter throws or returns a non-string
   *   (then here and in the setters of value and bounds; the gauge keeps its state).
   */
  get format() { this.#alive('format'); return this.#s.format; }
  set format(f) {
    this.#alive('format');
    const { coreFormat, formatter } = parseFormat(f);
    const copy = f && typeof f === 'object' && typeof f.format !== 'function' ? Object.freeze({ ...f }) : f ?? null;
    this.#set('format', 'format', 'format', { format: copy, coreFormat, formatter });
  }

  /**
   * Whether the bounds are labelled with their formatted values when no bounds labels are set
   * (`0…40` → "0" and "40", following the bounds). Default false (as in SwiftUI).
   * @type {boolean}
   */
  get formatsBoundsLabels() { this.#alive('formatsBoundsLabels'); return this.#s.formatsBoundsLabels; }
  set formatsBoundsLabels(on) {
    if (typeof on !== 'boolean') throw expected('formatsBoundsLabels', 'formatsBoundsLabels', 'a boolean', on);
    this.#set('formatsBoundsLabels', 'formatsBoundsLabels', 'format', { formatsBoundsLabels: on });
  }

  /**
   * 'auto' (default: the element's computed `direction`, from `dir`; left to right for gauges without an
   * element), 'leftToRight' or 'rightToLeft'. Right to left mirrors the gauge: bars fill from the right,
   * the minimum label goes right, text gets a right-to-left base direction.
   * @type {'auto' | 'leftToRight' | 'rightToLeft'}
   */
  get layoutDirection() { this.#alive('layoutDirection'); return this.#s.layoutDirection; }
  set layoutDirection(d) {
    if (d !== 'auto' && !DIRECTIONS.includes(d)) {
      throw expected('layoutDirection', 'layoutDirection', "'auto', 'leftToRight' or 'rightToLeft'", d);
    }
    this.#set('layoutDirection', 'layoutDirection', 'direction', { layoutDirection: d });
  }

  /**
   * The dial style's arc and scale: `{startAngle, sweep, direction, majorTicks, minorTicks, tickLabels}` —
   * degrees clockwise from 12 o'clock (default −135), sweep 0 < s ≤ 360 (default 270; 360 is a full circle),
   * 'clockwise' (default) or 'counterclockwise', 1…100 major intervals (default 10), 0…20 minor intervals
   * per major one (default 5), whether major ticks show their values (default true). Missing keys keep
   * their defaults; `null` restores all defaults.
   * @type {GaugeDial}
   * @throws {TypeError} for an unknown key or a wrong type; {RangeError} for a value out of range.
   */
  get dial() { this.#alive('dial'); return this.#s.dial; }
  set dial(d) {
    if (d === null) d = {};
    if (typeof d !== 'object' || Array.isArray(d)) throw expected('dial', 'dial', 'an object', d);
    for (const k of Object.keys(d)) if (!Object.hasOwn(DIAL_DEFAULT, k)) throw new TypeError(`dial: dial: unknown key "${k}"`);
    const next = { ...DIAL_DEFAULT, ...d };
    for (const k of ['startAngle', 'sweep', 'majorTicks', 'minorTicks']) {
      if (typeof next[k] !== 'number') throw expected('dial', `dial.${k}`, 'a number', next[k]);
    }
    for (const k of ['majorTicks', 'minorTicks']) {
      if (!Number.isInteger(next[k]) || next[k] < 0) throw new RangeError(`dial: dial.${k}: expected a whole number, got ${next[k]}`);
    }
    if (next.direction !== 'clockwise' && next.direction !== 'counterclockwise') {
      throw expected('dial', 'dial.direction', "'clockwise' or 'counterclockwise'", next.direction);
    }
    if (typeof next.tickLabels !== 'boolean') throw expected('dial', 'dial.tickLabels', 'a boolean', next.tickLabels);
    this.#set('dial', 'dial', 'dial', { dial: Object.freeze(next) });
  }

  /**
   * Zones: `[{from, color, name}]` — each starts at `from` (a finite number in the gauge's units) and runs to
   * the next zone's start (the last to the upper bound); a value exactly at a start belongs to that zone.
   * `color` is a CSS colour; `name` (optional) is spoken after the value in `aria-valuetext`. At most 64;
   * `[]` or `null` removes them. The dial draws them as bands on its track, accessoryLinear as its track (the
   * marker knocked out of the bands), the capacity bars faded to the track's opacity under the fill; a
   * segmented bar colours its cells by them, and the fill, marker, needle or ring takes the value's zone colour.
   * @type {GaugeZone[]}
   */
  get zones() { this.#alive('zones'); return this.#s.zones; }
  set zones(list) {
    list = list ?? [];
    if (!Array.isArray(list)) throw expected('zones', 'zones', 'an array', list);
    const zones = list.map((z, k) => {
      if (!z || typeof z !== 'object') throw new TypeError(`zones: zones[${k}]: expected {from, color, name}`);
      if (typeof z.from !== 'number' || !Number.isFinite(z.from)) throw expected('zones', `zones[${k}].from`, 'a finite number', z.from, RangeError);
      if (typeof z.color !== 'string') throw expected('zones', `zones[${k}].color`, 'a CSS colour string', z.color);
      if (z.name !== undefined && z.name !== null) checkText('zones', `zones[${k}].name`, z.name);
      return Object.freeze({ from: z.from, color: z.color, name: z.name ?? '' });
    });
    this.#set('zones', 'zones', 'zones', { zones: Object.freeze(zones) });
  }

  /**
   * More values on the same gauge: `[{value, color, label}]` (at most 8) — more needles on a dial, rings
   * inside a capacity ring. `value` a number or null (no value), `color` a CSS colour (optional), `label`
   * spoken with the value. Each animates like `value`.
   * @type {GaugeExtraValue[]}
   */
  get values() { this.#alive('values'); return this.#s.values; }
  set values(list) {
    list = list ?? [];
    if (!Array.isArray(list)) throw expected('values', 'values', 'an array', list);
    const values = list.map((v, k) => {
      if (!v || typeof v !== 'object') throw new TypeError(`values: values[${k}]: expected {value, color, label}`);
      if (v.value !== null && v.value !== undefined && typeof v.value !== 'number') throw expected('values', `values[${k}].value`, 'a number or null', v.value);
      if (v.color !== undefined && v.color !== null && typeof v.color !== 'string') throw new TypeError(`values: values[${k}].color: expected a CSS colour string`);
      if (v.label !== undefined && v.label !== null) checkText('values', `values[${k}].label`, v.label);
      return Object.freeze({ value: v.value ?? null, color: v.color ?? null, label: v.label ?? '' });
    });
    this.#set('values', 'values', 'values', { values: Object.freeze(values) });
  }

  /**
   * Where fills start (for ranges that cross zero), or null (from the minimum). 0 is a real origin.
   * @type {number|null}
   */
  get origin() { this.#alive('origin'); return this.#s.origin; }
  set origin(v) {
    if (v !== null && (typeof v !== 'number' || !Number.isFinite(v))) throw expected('origin', 'origin', 'a finite number or null', v);
    this.#set('origin', 'origin', 'origin', { origin: v });
  }

  /**
   * A target or threshold marked across the dial's track or the linear styles' bar, or null. 0 is a real target.
   * @type {number|null}
   */
  get target() { this.#alive('target'); return this.#s.target; }
  set target(v) {
    if (v !== null && (typeof v !== 'number' || !Number.isFinite(v))) throw expected('target', 'target', 'a finite number or null', v);
    this.#set('target', 'target', 'target', { target: v });
  }

  /**
   * The linearCapacity bar as this many cells (a segmented "LCD" bar, 2…200), or 0 for a continuous bar.
   * @type {number}
   */
  get segments() { this.#alive('segments'); return this.#s.segments; }
  set segments(n) {
    if (typeof n !== 'number' || !Number.isInteger(n)) throw expected('segments', 'segments', 'a whole number', n);
    this.#set('segments', 'segments', 'segments', { segments: n });
  }

  /**
   * Which way the linear styles' bar runs: 'horizontal' (default) or 'vertical' (a thermometer: the minimum
   * at the bottom, the fill and the marker moving up, labels above and below the bar). The circular styles
   * and the dial ignore it. Right to left mirrors a vertical bar about its centre line (leading-aligned text
   * moves to the right edge); its value axis stays bottom → top.
   * @type {'horizontal' | 'vertical'}
   */
  get orientation() { this.#alive('orientation'); return this.#s.orientation; }
  set orientation(o) {
    if (!ORIENTATIONS.includes(o)) throw expected('orientation', 'orientation', "'horizontal' or 'vertical'", o);
    this.#set('orientation', 'orientation', 'orientation', { orientation: o });
  }

  /**
   * The arc of the two ring styles, or null (default) for each style's SwiftUI arc (the open ring's 270° with
   * its gap at 6 o'clock, the capacity ring's full circle from 12 o'clock). `{startAngle, sweep, direction}`:
   * degrees clockwise from 12 o'clock (any finite number; default −sweep/2, centring the arc on 12 o'clock),
   * 0 < sweep ≤ 360 (default 360; 360 is the full circle — equal start and end angles mean the full circle),
   * 'clockwise' (default) or 'counterclockwise'. A set arc is drawn exactly as given and fills the box around its
   * own bounds; `accessoryCircular` puts the bounds labels just outside the arc's ends and the label on the
   * opening's line. Reads back the arc with every key, or null.
   * @type {GaugeRingArc | null}
   * @throws {TypeError} for an unknown key or a wrong type; {RangeError} for a non-finite start or a sweep
   *   outside (0, 360] (the gauge keeps its arc).
   */
  get ringArc() { this.#alive('ringArc'); return this.#s.ringArc; }
  set ringArc(a) {
    this.#alive('ringArc');
    this.#set('ringArc', 'ringArc', 'ringArc', { ringArc: ringArcOption(a) });
  }

  /** @internal The direction 'auto' resolves to (set by the page binding from the element). */
  _setAutoDirection(d) {
    if (this.#dead || this.#s.autoDirection === d) return;
    this.#set('layoutDirection', 'layoutDirection', 'direction', { autoDirection: d });
  }

  /**
   * `value` as text with this gauge's format (the core's, or the JS formatter's), as the current-value
   * label would show it: "–" for NaN or null.
   * @param {number|null} value
   * @returns {string}
   */
  formatValue(value) {
    this.#alive('formatValue');
    if (value === null || value === undefined) value = NaN;
    if (typeof value !== 'number') throw expected('formatValue', 'value', 'a number or null', value);
    if (this.#s.formatter && !Number.isNaN(value)) return formatTexts({ ...this.#s, value }).value;
    const m = this.#m;
    const r = m._call('formatValue', (x) => { const n = x.gauge_format_value(this.#h, value); return n < 0 ? n : m._text(n); });
    if (r === TRAPPED) throw new Error('formatValue: the wasm module trapped and was restarted');
    if (typeof r === 'number') throw m._error(r, 'formatValue', 'value');
    return r;
  }

  /**
   * Lays the gauge out for a box and returns its display list, read in place from wasm memory.
   * @param {number} width box width in CSS px (0…100,000)
   * @param {number} height box height in CSS px (0…100,000)
   * @param {number} [pixelRatio=1] device pixels per CSS px (0.0625 … 16)
   * @param {number} [timeMs] time in ms for animation (default `performance.now()`)
   * @returns {DisplayListView} valid until the next call into the module
   * @throws {TypeError|RangeError} for a bad argument; {Error} if the module trapped (it was restarted).
   */
  render(width, height, pixelRatio = 1, timeMs = globalThis.performance?.now() ?? 0) {
    this.#alive('render');
    checkNumber('render', 'width', width, 0, 100000);
    checkNumber('render', 'height', height, 0, 100000);
    checkNumber('render', 'pixelRatio', pixelRatio, MIN_PIXEL_RATIO, 16);
    checkNumber('render', 'timeMs', timeMs, -Number.MAX_VALUE, Number.MAX_VALUE);
    const m = this.#m;
    const r = m._call('render', (x) => {
      let st = x.gauge_render(this.#h, width, height, pixelRatio, timeMs);
      // > 0: texts laid out with built-in metrics wait to be measured; measure them and lay out again
      // (a second pass may need the ellipsis too). Never in a steady state: one check per render.
      for (let pass = 0; st > 0 && pass < 3; pass++) {
        m._measureMisses(x);
        st = x.gauge_render(this.#h, width, height, pixelRatio, timeMs);
      }
      if (st < 0) return st;
      const len = x.gauge_display_list_len(this.#h);
      return len < 0 ? len : decodeDisplayList(x.memory.buffer, x.gauge_display_list_ptr(this.#h) >>> 0, len);
    });
    if (r === TRAPPED) throw new Error('render: the wasm module trapped and was restarted');
    if (typeof r === 'number') throw m._error(r, 'render', 'width, height, pixelRatio, timeMs');
    m.stats.renders++;
    m.stats.renderCalls++;
    this._binding?.surface?._changed(this._binding); // its list was replaced: a surface lays it out again
    return r;
  }

  /**
   * The last rendered display list in its text form (docs/display-list.md › Text form; empty before the first
   * render), written here from the bytes: the wasm leaves the text form to the host (issue 8, −3 KB gzipped).
   * @returns {string}
   */
  displayListText() {
    this.#alive('displayListText');
    const m = this.#m;
    const r = m._call('displayListText', (x) => {
      const len = x.gauge_display_list_len(this.#h);
      return len > 0 ? displayListText(decodeDisplayList(x.memory.buffer, x.gauge_display_list_ptr(this.#h) >>> 0, len)) : len;
    });
    if (r === TRAPPED) throw new Error('displayListText: the wasm module trapped and was restarted');
    if (typeof r === 'number') { if (r === 0) return ''; throw m._error(r, 'displayListText', 'handle'); }
    return r;
  }

  /**
   * The gauge as a standalone SVG document, written by the core (`gauge_describe(h, 4)`, the same bytes as the
   * native `Gauge.svg(width:height:)`): `role="img"`, a `<title>` "label: value text", a `<desc>` with the bounds
   * labels, every text escaped. With a size, the gauge is laid out for it first (at the current time: mid-way
   * through an animation, the frame shown now); without, it is the last rendered display list.
   * @param {number} [width] box width in CSS px (0…100,000)
   * @param {number} [height] box height in CSS px (default: `width`)
   * @param {number} [pixelRatio=1] only sets how far flat gradient pieces overlap (half a device pixel)
   * @returns {string} UTF-8 SVG markup (an empty `<svg>` with a comment before the first render)
   * @throws {TypeError|RangeError} for a bad size, as `render()` does.
   */
  toSVG(width, height = width, pixelRatio = 1) {
    this.#alive('toSVG');
    if (width !== undefined) this.render(width, height, pixelRatio);
    return this.#describe('toSVG', 4);
  }

  /**
   * What assistive technology is told: `name` (label), `valueText` (current-value text, "unknown" for no
   * value), `description` (the bounds labels).
   * @returns {{name: string, valueText: string, description: string}}
   */
  accessibility() {
    return {
      name: this.#describe('accessibility', 1),
      valueText: this.#describe('accessibility', 2),
      description: this.#describe('accessibility', 3),
    };
  }

  /** @internal One text of `accessibility()` (1 name, 2 value text, 3 description). */
  _describe(what) { return this.#describe('accessibility', what); }

  #describe(method, what) {
    this.#alive(method);
    const m = this.#m;
    const r = m._call(method, (x) => {
      const n = x.gauge_describe(this.#h, what);
      return n < 0 ? n : m._text(n);
    });
    if (r === TRAPPED) throw new Error(`${method}: the wasm module trapped and was restarted`);
    if (typeof r === 'number') throw m._error(r, method, 'what');
    return r;
  }

  /** Frees the gauge (and removes what it added to the page). Idempotent; afterwards every method throws. */
  destroy() {
    if (this.#dead) return;
    this.#dead = true;
    this._binding?.detach();
    this._binding = null;
    this.#m._forget(this);
    try { this.#m._call('destroy', (x) => x.gauge_destroy(this.#h)); } catch { /* module broken: nothing to free */ }
  }
}

/** The error "<method>: <arg>: expected <what>, got <v described>", the facade's usual refusal. */
function expected(method, arg, what, v, E = TypeError) {
  return new E(`${method}: ${arg}: expected ${what}, got ${describe(v)}`);
}

function describe(v) {
  return v === null ? 'null' : typeof v === 'string' ? JSON.stringify(v) : typeof v === 'number' ? String(v) : typeof v;
}

function checkText(method, arg, t) {
  if (t === null || t === undefined) return;
  if (typeof t !== 'string') throw expected(method, arg, 'a string or null', t);
  // UTF-8 is at least one byte per UTF-16 unit: only long strings need encoding to check.
  if (t.length > LABEL_MAX / 3 && encoder.encode(t).length > LABEL_MAX) {
    throw new RangeError(`${method}: ${arg}: text is over ${LABEL_MAX} UTF-8 bytes`);
  }
}

function checkNumber(method, arg, v, min, max) {
  if (typeof v !== 'number') throw expected(method, arg, 'a number', v);
  if (!(v >= min && v <= max)) throw new RangeError(`${method}: ${arg}: ${v} is outside [${min}, ${max}]`);
}

/**
 * Turns a JS tint into the text syntax of `gauge_set_tint` (docs/abi.md › Tint text): a colour or tint text as
 * it is, or "[in <interpolation>,] colour [location | value(v)], …".
 * @param {GaugeTint} t
 * @returns {string}
 * @throws {TypeError|RangeError} for a malformed tint.
 */
export function tintText(t) {
  if (typeof t === 'string') {
    if (!t.trim()) throw new TypeError('tint: tint: empty colour');
    return checkTintLength(t.trim());
  }
  let prefix = '';
  if (t && typeof t === 'object' && !Array.isArray(t)) {
    if (typeof t.interpolation !== 'string' && t.interpolation !== undefined) {
      throw new TypeError('tint: tint.interpolation: expected a string such as \'oklab\' or \'oklch longer hue\'');
    }
    if (!Array.isArray(t.stops)) throw new TypeError('tint: tint.stops: expected an array of colours or stops');
    if (t.interpolation) prefix = `in ${t.interpolation.trim()}, `;
    t = t.stops;
  } else if (!Array.isArray(t)) {
    throw expected('tint', 'tint', 'a colour string, an array or {interpolation, stops}', t);
  }
  if (!t.length) throw new RangeError('tint: tint: a gradient needs at least one colour');
  if (t.length > 256) throw new RangeError('tint: tint: more than 256 stops');
  return checkTintLength(prefix + t.map((s, i) => {
    const color = typeof s === 'string' ? s : s?.color;
    // A comma outside parentheses would split one entry into several stops of the text syntax.
    if (typeof color === 'string' && hasTopLevelComma(color)) {
      throw new TypeError(`tint: tint[${i}]: one colour per entry, got ${describe(color)}`);
    }
    if (typeof s === 'string') return s.trim();
    if (!s || typeof s !== 'object' || typeof s.color !== 'string') {
      throw new TypeError(`tint: tint[${i}]: expected a colour string or {color, location} / {color, value}`);
    }
    const hasLocation = s.location !== undefined && s.location !== null, hasValue = s.value !== undefined && s.value !== null;
    if (hasLocation && hasValue) throw new TypeError(`tint: tint[${i}]: give a location or a value, not both`);
    const n = hasLocation ? s.location : s.value, key = hasLocation ? 'location' : 'value';
    if (!hasLocation && !hasValue) return s.color.trim();
    if (typeof n !== 'number') throw new TypeError(`tint: tint[${i}].${key}: expected a number`);
    if (!Number.isFinite(n)) throw new RangeError(`tint: tint[${i}].${key}: ${n} is not a finite number`);
    return hasLocation ? `${s.color.trim()} ${n}` : `${s.color.trim()} value(${n})`;
  }).join(', '));
}

function hasTopLevelComma(str) {
  let depth = 0;
  for (const ch of str) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) return true;
  }
  return false;
}

/** The core's limit for tint text (docs/abi.md: room for 256 stops of `oklch(…) value(…)`). */
const TINT_MAX = 16384;

function checkTintLength(text) {
  if (text.length > TINT_MAX / 3 && encoder.encode(text).length > TINT_MAX) {
    throw new RangeError(`tint: tint: its text is over ${TINT_MAX} UTF-8 bytes`);
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------------
// Page binding: canvas sizing, observers and ARIA for a gauge created with createGauge().

class CanvasBinding {
  static count = 0;

  /**
   * `mount` (used by <swift-gauge>): `{root, resized(w, h), changed(part)}` — the canvas goes into `root` (a shadow
   * root), the description is an `aria-description` attribute, sizing is the element's own (CSS), and the hooks
   * run when the content box changes (before drawing) and after every successful setter.
   */
  constructor(module, gauge, target, mount = null) {
    this.module = module;
    this.gauge = gauge;
    this.host = target;
    this.saved = []; // [element, attribute or 'style.prop', previous value], undone on detach
    this.cssW = -1; this.cssH = -1;
    this.autoW = false; this.autoH = false;
    this.layoutChanged = false;
    this.cache = createReplayCache();
    this.aria = {};
    this.desc = null;
    this.descHost = null;
    this.mount = mount;
    const doc = target.ownerDocument;
    this.ownsCanvas = !!mount || target.localName !== 'canvas';
    this.canvas = this.ownsCanvas ? doc.createElement('canvas') : target;
    if (mount) {
      this.canvas.setAttribute('aria-hidden', 'true');
      this.canvas.style.cssText = 'position:absolute;left:0;top:0;display:block;';
      mount.root.append(this.canvas);
    } else if (this.ownsCanvas) {
      this.canvas.setAttribute('aria-hidden', 'true');
      this.canvas.style.cssText = 'position:absolute;left:0;top:0;display:block;';
      target.append(this.canvas);
      this.descHost = target; // gets a description element once there is a description (updateAria)
    }
    this.ctx = this.canvas.getContext('2d');
    if (!this.ctx) { this.detach(); throw new TypeError('createGauge: target: the canvas already has a non-2D context'); }
    this.setAttr('role', 'meter');
    this.updateAria(true);
    module._attach(this);
  }

  setAttr(name, value) {
    const el = this.host;
    if (!this.saved.some((s) => s[0] === el && s[1] === name)) this.saved.push([el, name, el.getAttribute(name)]);
    if (value === null) el.removeAttribute(name); else el.setAttribute(name, value);
  }

  setStyle(prop, value) {
    const el = this.host;
    if (!this.saved.some((s) => s[0] === el && s[1] === `style.${prop}`)) this.saved.push([el, `style.${prop}`, el.style[prop]]);
    el.style[prop] = value;
  }

  detach() {
    this.module._detach(this);
    if (this.ownsCanvas) { this.canvas.remove(); this.desc?.remove(); }
    else if (this.attrs) {
      this.attrs.forEach((v, i) => { const k = i ? 'height' : 'width'; if (v === null) this.canvas.removeAttribute(k); else this.canvas.setAttribute(k, v); });
    }
    for (const [el, name, old] of this.saved.reverse()) {
      if (name.startsWith('style.')) el.style[name.slice(6)] = old;
      else if (old === null) el.removeAttribute(name); else el.setAttribute(name, old);
    }
    this.saved = [];
  }

  /** After every successful setter (part = which state changed, 'all' after a restart). */
  changed(part) {
    if (part !== 'value' && part !== 'bounds') this.layoutChanged = true;
    this.updateAria(part !== 'value');
    this.mount?.changed(part);
  }

  /**
   * Finds out, once, before observing, which sides the page leaves unsized. A container's unsized side
   * measures 0. A canvas whose CSS size follows its width/height attributes would grow with every backing
   * store change, so such a side is pinned (to its current size, or to the intrinsic size if the canvas has
   * no size attributes at all).
   */
  measure() {
    this.readDirection();
    const r = this.host.getBoundingClientRect();
    // Until the IntersectionObserver first reports (a task after this frame): whether the element lies within
    // the observer's margin of the viewport. A gauge created off screen is not laid out or drawn until it
    // scrolls in, also not by the ResizeObserver's first callback.
    if (this.onScreen === undefined) this.onScreen = nearViewport(r);
    if (this.mount) return; // the element sizes itself
    this.firstWidth = r.width || this.host.parentElement?.clientWidth || 300;
    if (this.ownsCanvas) {
      const cs = getComputedStyle(this.host);
      this.inline = cs.display === 'inline'; // width/height do not apply: size it as an inline-block
      this.autoW = this.inline || r.width === 0;
      this.autoH = this.inline || r.height === 0;
      this.static = cs.position === 'static';
      return;
    }
    const c = this.canvas, w0 = c.width, h0 = c.height;
    const bare = !c.hasAttribute('width') && !c.hasAttribute('height');
    this.attrs = [c.getAttribute('width'), c.getAttribute('height')]; // restored on detach
    c.width = w0 + 16; c.height = h0 + 16;
    const r1 = c.getBoundingClientRect();
    c.width = w0; c.height = h0;
    this.pinW = r1.width !== r.width ? `${r.width}px` : null;
    this.pinH = r1.height !== r.height ? `${r.height}px` : null;
    this.autoW = bare && !!this.pinW;
    this.autoH = bare && !!this.pinH;
  }

  /** Reads the element's computed direction (what `dir` resolves to) for the gauge's 'auto' direction. */
  readDirection() {
    const d = getComputedStyle(this.host).direction === 'rtl' ? 'rightToLeft' : 'leftToRight';
    if (d !== this.direction) { this.direction = d; this.gauge._setAutoDirection(d); }
  }

  /** Applies what measure() found: a positioning context for the canvas, intrinsic or pinned sizes. */
  autoSize() {
    if (this.mount) return;
    const circular = CIRCULAR.has(this.gauge.style);
    const vertical = !circular && this.gauge.orientation === 'vertical';
    if (this.static) { this.setStyle('position', 'relative'); this.static = false; }
    if (this.inline) { this.setStyle('display', 'inline-block'); this.inline = false; }
    if (this.autoW) this.setStyle('width', circular ? '58px' : vertical ? `${VERTICAL_SIZE[0]}px` : '100%');
    else if (this.pinW) this.setStyle('width', this.pinW);
    if (this.autoH) this.setStyle('height', `${circular ? 58 : vertical ? VERTICAL_SIZE[1] : this.naturalHeight(this.firstWidth)}px`);
    else if (this.pinH) this.setStyle('height', this.pinH);
    this.pinW = this.pinH = null;
    this.layoutChanged = false;
  }

  /** Height in CSS px a linear style's content needs at `width`, measured from a trial layout. */
  naturalHeight(width) {
    const trial = 200;
    // At the current time: a time earlier than the next frame's would start a pending animation in the past.
    const now = globalThis.performance?.now() ?? 0;
    const ext = contentExtent(this.gauge.render(Math.max(1, Math.min(width, 100000)), trial, 1, now));
    return ext ? Math.min(trial, Math.max(1, Math.ceil(ext.bottom) - Math.floor(ext.top))) : 60;
  }

  /**
   * ResizeObserver: the content box changed. Returns true when it did; the observer then redraws the gauge at
   * once (with the others that changed, in one batch), so the canvas never shows a stretched frame.
   */
  resized(w, h) {
    if (w === this.cssW && h === this.cssH) return false;
    this.cssW = w; this.cssH = h;
    this.mount?.resized(w, h);
    if (this.ownsCanvas) {
      const cs = getComputedStyle(this.host), s = this.canvas.style;
      s.left = cs.paddingLeft; s.top = cs.paddingTop; s.width = `${w}px`; s.height = `${h}px`;
    }
    return true;
  }

  /** Renders for the current CSS size and devicePixelRatio and replays onto the canvas. */
  draw(t, inFrame) { this.module._drawMany([this], t, inFrame); }

  /**
   * Sizes the canvas for the current CSS size and devicePixelRatio and returns the render job for it (reused
   * across frames), or null when there is nothing to draw now.
   */
  prepare(inFrame) {
    const g = this.gauge;
    if (g.destroyed) return null;
    // Style or labels changed on an auto-sized gauge: refit its intrinsic size. Only from the frame loop:
    // resizing an observed element inside a ResizeObserver callback would loop.
    if (inFrame && this.layoutChanged && (this.autoW || this.autoH)) {
      const before = this.host.style.width + this.host.style.height;
      this.autoSize();
      if (before !== this.host.style.width + this.host.style.height) return null; // the observer redraws
    }
    if (!(this.cssW > 0 && this.cssH > 0)) return null;
    let dpr = Math.min(16, Math.max(MIN_PIXEL_RATIO, globalThis.devicePixelRatio || 1));
    // Browsers refuse canvases beyond about 16k–32k px a side (then nothing paints): lower the resolution of
    // a huge gauge instead, so it stays drawn.
    const side = Math.max(this.cssW, this.cssH) * dpr;
    if (side > MAX_CANVAS_SIDE) dpr = Math.max(MIN_PIXEL_RATIO, dpr * MAX_CANVAS_SIDE / side);
    const bw = Math.max(1, Math.round(this.cssW * dpr)), bh = Math.max(1, Math.round(this.cssH * dpr));
    if (this.canvas.width !== bw) this.canvas.width = bw;
    if (this.canvas.height !== bh) this.canvas.height = bh;
    const job = (this.job ??= { binding: this, gauge: g, width: 0, height: 0, ratio: 1, bw: 0, bh: 0, view: null, status: 0, ptr: 0, len: 0 });
    job.width = Math.min(this.cssW, 100000); job.height = Math.min(this.cssH, 100000);
    job.ratio = dpr; job.bw = bw; job.bh = bh; job.view = null; job.status = 0;
    return job;
  }

  /** Replays the job's freshly rendered list onto the canvas (cleared first). */
  paint(job) {
    const view = job.view;
    if (!view || this.gauge.destroyed) return;
    const ctx = this.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, job.bw, job.bh);
    drawDisplayList(ctx, view, view.ptr, view.len, job.ratio, this.cache);
    this.module.stats.replays++;
    if (view.animating) this.module._markDirty(this.gauge);
  }

  /** Mirrors the gauge into ARIA attributes, writing only what changed. `texts`: re-read name/description. */
  updateAria(texts) {
    const g = this.gauge, lower = g.lower, upper = g.upper, value = g.value;
    const now = value === null ? lower : Math.min(upper, Math.max(lower, value));
    let a;
    try {
      a = texts ? g.accessibility() : { name: this.aria.name, description: this.aria.description, valueText: g._describe(2) };
    } catch (e) { console.error(e); return; }
    if (!this.desc && this.descHost && a.description) {
      // The description (bounds labels) as a visually hidden element, referenced by aria-describedby; made
      // only when needed (most gauges have none, and a thousand spans cost creation time).
      this.desc = this.descHost.ownerDocument.createElement('span');
      this.desc.id = `swift-gauge-desc-${++CanvasBinding.count}`;
      // unicode-bidi: isolate keeps bidi controls in the labels from reordering the page's text around it.
      this.desc.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;unicode-bidi:isolate;';
      this.descHost.append(this.desc);
    }
    const want = {
      'aria-valuemin': String(lower), 'aria-valuemax': String(upper), 'aria-valuenow': String(now),
      'aria-valuetext': a.valueText || null, 'aria-label': a.name || null,
      // A container gets a hidden element (widest support); a bare canvas cannot hold one.
      'aria-describedby': this.desc && a.description ? this.desc.id : null,
      'aria-description': !this.descHost && a.description ? a.description : null,
    };
    if (this.desc && this.desc.textContent !== a.description) this.desc.textContent = a.description;
    for (const k in want) if (this.aria[k] !== want[k]) { this.aria[k] = want[k]; this.setAttr(k, want[k]); }
    this.aria.name = a.name; this.aria.description = a.description;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Dashboard surface: many gauges on one canvas, with a role="meter" proxy element per gauge.

function checkRect(method, r) {
  if (!r || typeof r !== 'object') throw expected(method, 'rect', '{x, y, width, height}', r);
  for (const k of ['x', 'y', 'width', 'height']) {
    if (typeof r[k] !== 'number' || !Number.isFinite(r[k])) throw expected(method, `rect.${k}`, 'a finite number', r[k]);
  }
  if (r.width < 0 || r.height < 0 || r.width > 100000 || r.height > 100000) {
    throw new RangeError(`${method}: rect: width and height must be 0…100000, got ${r.width}×${r.height}`);
  }
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
  #m; #container; #canvas; #ctx; #bindings = new Set(); #changed = new Set(); #ro = null; #restore = null;
  #visible = { x: 0, y: 0, w: 0, h: 0 }; #ratio = 0; #dead = false;

  constructor(module, token, container) {
    if (token !== INTERNAL) throw new TypeError('GaugeSurface: use module.createSurface()');
    this.#m = module;
    this.#container = container;
    SURFACES.add(container);
    if (getComputedStyle(container).position === 'static') {
      const old = container.style.position;
      container.style.position = 'relative';
      this.#restore = () => { container.style.position = old; };
    }
    const c = this.#canvas = container.ownerDocument.createElement('canvas');
    c.setAttribute('aria-hidden', 'true');
    c.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;display:block;pointer-events:none;';
    container.prepend(c);
    this.#ctx = c.getContext('2d');
    if (typeof ResizeObserver === 'function') {
      this.#ro = new ResizeObserver(() => module._markSurface(this));
      this.#ro.observe(container);
    }
    module._addSurface(this);
    module._markSurface(this);
  }

  /** The element the surface draws in. @type {HTMLElement} */
  get container() { return this.#container; }
  /** The canvas (covering the visible part of the container). @type {HTMLCanvasElement} */
  get canvas() { return this.#canvas; }
  /** The surface's live gauges, in creation order. @type {Gauge[]} */
  get gauges() { return [...this.#bindings].map((b) => b.gauge); }
  /** The part of the container the canvas covers now (CSS px in the padding box). */
  get visibleRect() { const v = this.#visible; return { x: v.x, y: v.y, width: v.w, height: v.h }; }
  /** @internal */
  get _module() { return this.#m; }

  /**
   * A gauge on this surface at `rect` ({x, y, width, height}, CSS px in the container's padding box).
   * @param {{x: number, y: number, width: number, height: number}} rect
   * @param {GaugeOptions} [options] as for `module.createGauge`
   * @returns {Gauge} destroy it with `gauge.destroy()` (its proxy element goes too)
   * @throws {TypeError|RangeError} for a bad rect or options; {Error} after `destroy()`.
   */
  createGauge(rect, options) {
    if (this.#dead) throw new Error('createGauge: this surface was destroyed');
    checkRect('createGauge', rect);
    return new Gauge(this.#m, INTERNAL, options, this.#container, 'createGauge',
      { bind: (g) => new SurfaceBinding(this, g, rect) });
  }

  /** Moves or resizes one of this surface's gauges. @throws {TypeError|RangeError} */
  setRect(gauge, rect) {
    const b = gauge?._binding;
    if (!b || b.surface !== this) throw new TypeError('setRect: gauge: not a live gauge of this surface');
    checkRect('setRect', rect);
    b.place(rect);
    this._changed(b);
  }

  /** Destroys every gauge of the surface and removes the canvas and proxies. Idempotent. */
  destroy() {
    if (this.#dead) return;
    for (const b of [...this.#bindings]) b.gauge.destroy();
    this.#dead = true;
    this.#ro?.disconnect();
    this.#canvas.remove();
    this.#restore?.();
    SURFACES.delete(this.#container);
    this.#m._removeSurface(this);
  }

  _attach(b) { this.#bindings.add(b); this.#changed.add(b); this.#m._markSurface(this); }
  _detach(b) { this.#bindings.delete(b); this.#changed.delete(b); if (!this.#dead) this.#m._markSurface(this); }
  /** @internal Gauge `b` changed (or its list was replaced): laid out again when visible. */
  _changed(b, schedule = true) { if (this.#bindings.has(b)) { this.#changed.add(b); this.#m._markSurface(this, schedule); } }

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

  /** @internal Frame loop: finds the visible area and queues render jobs for the visible gauges that changed. */
  _queue(jobs, full = false) {
    if (this.#dead) return;
    const v = this.#visible = this.#viewport(full);
    let ratio = Math.min(16, Math.max(MIN_PIXEL_RATIO, globalThis.devicePixelRatio || 1));
    const side = Math.max(v.w, v.h) * ratio;
    if (side > MAX_CANVAS_SIDE) ratio = Math.max(MIN_PIXEL_RATIO, ratio * MAX_CANVAS_SIDE / side);
    if (ratio !== this.#ratio) { this.#ratio = ratio; for (const b of this.#bindings) this.#changed.add(b); }
    for (const b of this.#changed) {
      if (!b.intersects(v)) continue; // stays changed: laid out when it scrolls in
      this.#changed.delete(b);
      jobs.push(b.queue(ratio));
    }
  }

  /**
   * @internal Replays every visible gauge onto the canvas, which is moved and sized to the visible area.
   * `full` (printing, drawAll): the whole container, laid out first.
   */
  _paint(t, full) {
    if (this.#dead) return;
    if (full) {
      const jobs = [];
      this._queue(jobs, true);
      this.#m._renderMany(jobs, t);
      for (const job of jobs) job.binding.rendered(job);
    }
    const v = this.#visible, ratio = this.#ratio || 1, c = this.#canvas, ctx = this.#ctx;
    const bw = Math.max(1, Math.round(v.w * ratio)), bh = Math.max(1, Math.round(v.h * ratio));
    const st = c.style, left = `${v.x}px`, top = `${v.y}px`, width = `${v.w}px`, height = `${v.h}px`;
    if (st.left !== left) st.left = left;
    if (st.top !== top) st.top = top;
    if (st.width !== width) st.width = width;
    if (st.height !== height) st.height = height;
    if (c.width !== bw) c.width = bw;
    if (c.height !== bh) c.height = bh;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, bw, bh);
    const buffer = this.#m.exports.memory.buffer;
    for (const b of this.#bindings) {
      if (!b.view || !b.intersects(v)) continue;
      // Memory grew since the render: the same bytes, in the new buffer.
      if (b.view.buffer !== buffer) {
        try { b.view = decodeDisplayList(buffer, b.view.ptr, b.view.len); } catch (e) { b.view = null; this._changed(b); continue; }
      }
      ctx.setTransform(ratio, 0, 0, ratio, (b.x - v.x) * ratio, (b.y - v.y) * ratio);
      drawDisplayList(ctx, b.view, b.view.ptr, b.view.len, undefined, b.cache);
      this.#m.stats.replays++;
      if (b.view.animating) this._changed(b);
    }
  }
}

/** A gauge on a GaugeSurface: its rect, its last display list and its role="meter" proxy element. */
class SurfaceBinding {
  constructor(surface, gauge, rect) {
    this.surface = surface;
    this.gauge = gauge;
    this.module = surface._module;
    this.view = null;
    this.cache = createReplayCache();
    this.aria = {};
    this.desc = null; // the description goes into aria-description
    const p = this.host = this.proxy = surface.container.ownerDocument.createElement('div');
    p.setAttribute('role', 'meter');
    p.style.cssText = 'position:absolute;box-sizing:border-box;';
    this.place(rect);
    surface.container.append(p);
    this.job = { binding: this, gauge, width: 0, height: 0, ratio: 1, view: null, status: 0, ptr: 0, len: 0 };
    this.updateAria(true);
    surface._attach(this);
  }

  place(r) {
    this.x = r.x; this.y = r.y; this.w = r.width; this.h = r.height;
    const s = this.proxy.style;
    s.left = `${r.x}px`; s.top = `${r.y}px`; s.width = `${r.width}px`; s.height = `${r.height}px`;
  }

  intersects(v) {
    return this.w > 0 && this.h > 0 && this.x < v.x + v.w && this.x + this.w > v.x && this.y < v.y + v.h && this.y + this.h > v.y;
  }

  queue(ratio) {
    const job = this.job;
    job.width = this.w; job.height = this.h; job.ratio = ratio; job.view = null; job.status = 0;
    return job;
  }

  /** After the batch: the new list (null when the core refused the entry: then nothing is drawn). */
  rendered(job) { this.view = job.view; }

  setAttr(name, value) { if (value === null) this.proxy.removeAttribute(name); else this.proxy.setAttribute(name, value); }

  changed(part) { this.updateAria(part !== 'value'); }

  updateAria(texts) { CanvasBinding.prototype.updateAria.call(this, texts); }

  detach() {
    this.proxy.remove();
    this.view = null;
    this.surface._detach(this);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Display lists: decoding and Canvas 2D replay (docs/display-list.md)

const viewCache = new WeakMap();

/** Uint8/Uint32/Float32 views over a whole ArrayBuffer, made once per buffer (memory growth = new buffer). */
function viewsOf(buffer) {
  let v = viewCache.get(buffer);
  if (!v) {
    const words = buffer.byteLength >>> 2;
    v = { u8: new Uint8Array(buffer), u32: new Uint32Array(buffer, 0, words), f32: new Float32Array(buffer, 0, words),
      i32: new Int32Array(buffer, 0, words), f64: new Float64Array(buffer, 0, buffer.byteLength >>> 3) };
    viewCache.set(buffer, v);
  }
  return v;
}

/**
 * Reads and checks a display list's header in place.
 * @param {ArrayBuffer|ArrayBufferView} source the bytes (e.g. `memory.buffer`, or a Uint8Array copy)
 * @param {number} [ptr=0] byte offset of the list in `source`
 * @param {number} [len] its length in bytes (default: to the end)
 * @returns {DisplayListView}
 * @throws {RangeError} if the bytes cannot hold the list; {Error} for a wrong magic or version.
 */
export function decodeDisplayList(source, ptr = 0, len) {
  checkOffset('decodeDisplayList', 'ptr', ptr);
  if (len !== undefined) checkOffset('decodeDisplayList', 'len', len);
  let buffer = source, base = ptr;
  if (ArrayBuffer.isView(source)) {
    buffer = source.buffer;
    base = source.byteOffset + ptr;
    len ??= source.byteLength - ptr;
    if (base % 4) { // unaligned copy (tests, files): realign
      buffer = source.buffer.slice(base, base + len);
      base = 0;
    }
  } else if (!(source instanceof ArrayBuffer) && !(typeof SharedArrayBuffer !== 'undefined' && source instanceof SharedArrayBuffer)) {
    throw new TypeError('decodeDisplayList: source: expected an ArrayBuffer or a typed array');
  }
  len ??= buffer.byteLength - base;
  if (base % 4) throw new RangeError(`decodeDisplayList: ptr: ${ptr} is not 4-byte aligned`);
  if (!(len >= HEADER_BYTES) || len % 4 || base + len > buffer.byteLength) {
    throw new RangeError(`decodeDisplayList: len: ${len} bytes at ${ptr} cannot hold a display list`);
  }
  const { u8, u32, f32 } = viewsOf(buffer);
  const w = base >>> 2;
  if (u32[w] !== MAGIC) throw new Error(`decodeDisplayList: not a SwiftGauge display list (magic 0x${u32[w].toString(16)})`);
  if (u32[w + 1] !== ABI_VERSION) throw new Error(`decodeDisplayList: display list version ${u32[w + 1]}, this host reads ${ABI_VERSION}`);
  const commandWords = u32[w + 5], stringBytes = u32[w + 6];
  if (HEADER_BYTES + commandWords * 4 + stringBytes > len) {
    throw new RangeError(`decodeDisplayList: header claims ${commandWords} command words + ${stringBytes} string bytes, more than ${len} bytes`);
  }
  const flags = u32[w + 7];
  return {
    buffer, u8, u32, f32, ptr: base, len,
    width: f32[w + 2], height: f32[w + 3], pixelRatio: f32[w + 4],
    commandWords, stringBytes, flags, animating: (flags & 1) !== 0,
  };
}

/**
 * The commands of a decoded list, in order, each as `{op, at, words}`: its opcode, the word index of its
 * payload in `view.u32`/`view.f32`, and its payload word count. Unknown opcodes are included.
 * @param {DisplayListView} view
 * @returns {Array<{op: number, at: number, words: number}>}
 * @throws {RangeError} if a command runs past the command section.
 */
export function listCommands(view) {
  if (!view || !(view.u32 instanceof Uint32Array) || typeof view.commandWords !== 'number') {
    throw expected('listCommands', 'view', 'a view from decodeDisplayList() or render()', view);
  }
  const out = [];
  let i = (view.ptr >>> 2) + HEADER_BYTES / 4;
  const end = i + view.commandWords;
  while (i < end) {
    const head = view.u32[i], words = head >>> 16;
    if (i + 1 + words > end) throw new RangeError(`listCommands: command at word ${i} runs past the command section`);
    out.push({ op: head & 0xffff, at: i + 1, words });
    i += 1 + words;
  }
  return out;
}

/**
 * The text form of a decoded list (docs/display-list.md › Text form), byte for byte what the native
 * `DisplayList.text(of:)` writes: numbers rounded half away from zero to 3 decimals, colours `#rrggbbaa`.
 * (The wasm has no text form; the node fixture tests compare this to the fixtures' native text.)
 * @param {DisplayListView} view
 * @returns {string}
 */
export function displayListText(view) {
  const commands = listCommands(view); // checks the view
  const { u8, u32, f32 } = view;
  const num = (x) => {
    if (!Number.isFinite(x)) return Number.isNaN(x) ? 'NaN' : x < 0 ? '-inf' : 'inf';
    const n = Math.round(Math.abs(x) * 1000); // non-negative: Math.round's ties go away from zero
    if (n >= 9e18) return x < 0 ? '-huge' : 'huge';
    const b = BigInt(n), frac = b % 1000n;
    return (x < 0 && n ? '-' : '') + (b / 1000n) + (frac ? `.${String(frac).padStart(3, '0').replace(/0+$/, '')}` : '');
  };
  const hex = (c) => `#${c.toString(16).padStart(8, '0')}`;
  const cap = (c) => (c === 1 ? 'round' : 'butt');
  const w = view.ptr >>> 2, strings = view.ptr + HEADER_BYTES + view.commandWords * 4;
  let out = `header v${u32[w + 1]} size=${num(view.width)}x${num(view.height)} ratio=${num(view.pixelRatio)} flags=${view.flags}\n`;
  for (const { op, at: p, words } of commands) {
    const f = (k) => num(f32[p + k]), pt = (k) => `(${f(k)},${f(k + 1)})`;
    out += op === OP.solid ? `solid #${u32[p]} ${hex(u32[p + 1])}`
      : op === OP.linear ? `linear #${u32[p]} from=${pt(1)} to=${pt(3)}`
      : op === OP.conic ? `conic #${u32[p]} c=${pt(1)} start=${f(3)}`
      : op === OP.stop ? `stop #${u32[p]} ${f(1)} ${hex(u32[p + 2])}`
      : op === OP.strokeArc ? `strokeArc c=${pt(0)} r=${f(2)} a=${f(3)}..${f(4)} w=${f(5)} cap=${cap(u32[p + 6])} paint=#${u32[p + 7]}`
      : op === OP.fillRoundRect ? `fillRoundRect at=${pt(0)} size=${f(2)}x${f(3)} radius=${f(4)} paint=#${u32[p + 5]}`
      : op === OP.fillCircle ? `fillCircle c=${pt(0)} r=${f(2)} paint=#${u32[p + 3]}`
      : op === OP.knockOut ? `knockOut c=${pt(0)} r=${f(2)}`
      : op === OP.text ? `text "${decoder.decode(u8.subarray(strings + u32[p + 6], strings + u32[p + 6] + u32[p + 7]))
        .replace(/["\\]/g, '\\$&').replace(/\n/g, '\\n')}" at=${pt(0)} size=${f(2)} weight=${u32[p + 3]} align=${
        ['left', 'center', 'right'][u32[p + 4]] ?? 'left'} paint=#${u32[p + 5]} maxWidth=${f(8)}`
      : op === OP.line ? `line from=${pt(0)} to=${pt(2)} w=${f(4)} cap=${cap(u32[p + 5])} paint=#${u32[p + 6]}`
      : `op${op} (${words} words)`;
    out += '\n';
  }
  return out;
}

function checkOffset(method, arg, v) {
  if (typeof v !== 'number') throw expected(method, arg, 'a number', v);
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${method}: ${arg}: ${v} is not a byte offset (an integer ≥ 0)`);
}

/** The vertical extent (CSS px) of what a list draws, or null if it draws nothing. */
function contentExtent(view) {
  const { u32, f32 } = view;
  let top = Infinity, bottom = -Infinity;
  const add = (a, b) => { if (a < top) top = a; if (b > bottom) bottom = b; };
  for (const { op, at: p } of listCommands(view)) {
    if (op === OP.strokeArc) add(f32[p + 1] - f32[p + 2] - f32[p + 5] / 2, f32[p + 1] + f32[p + 2] + f32[p + 5] / 2);
    else if (op === OP.fillRoundRect) add(f32[p + 1], f32[p + 1] + f32[p + 3]);
    else if (op === OP.fillCircle) add(f32[p + 1] - f32[p + 2], f32[p + 1] + f32[p + 2]);
    else if (op === OP.text) add(f32[p + 1] - 0.6 * f32[p + 2], f32[p + 1] + 0.6 * f32[p + 2]);
  }
  return top <= bottom ? { top, bottom } : null;
}

/** Per-target replay state reused across frames: paint slots and gradients keyed by their definition words. */
function createReplayCache() {
  return { paints: [], grads: [], texts: [] };
}

/** The string for UTF-8 bytes [from, to) of `u8`, reused from the last frame's `slot` when the bytes are equal. */
function cachedText(texts, slot, u8, from, to) {
  const old = texts[slot], n = to - from;
  if (old && old.bytes.length === n) {
    let k = 0;
    while (k < n && old.bytes[k] === u8[from + k]) k++;
    if (k === n) return old.str;
  }
  const bytes = u8.slice(from, to);
  const str = decoder.decode(bytes);
  texts[slot] = { bytes, str };
  return str;
}

const colorCache = new Map();
/** `rgba(r,g,b,a)` for a 0xRRGGBBAA colour, cached so replay makes no per-frame strings. */
function colorString(c) {
  let s = colorCache.get(c);
  if (s === undefined) {
    if (colorCache.size > 4096) colorCache.clear();
    s = `rgba(${c >>> 24},${(c >>> 16) & 255},${(c >>> 8) & 255},${+((c & 255) / 255).toFixed(4)})`;
    colorCache.set(c, s);
  }
  return s;
}

const fontCache = new Map();
function fontString(weight, size) {
  let m = fontCache.get(weight);
  if (!m) fontCache.set(weight, (m = new Map()));
  let s = m.get(size);
  if (s === undefined) {
    if (m.size > 512) m.clear();
    s = `${weight} ${size}px ${FONT_STACK}`;
    m.set(size, s);
  }
  return s;
}

const clamp01 = (o) => (o > 0 ? (o < 1 ? o : 1) : 0);

/**
 * Replays a display list onto a Canvas 2D context (coordinates in CSS px).
 * @param {CanvasRenderingContext2D} ctx
 * @param {DisplayListView|ArrayBuffer|ArrayBufferView} source a view from `render()`/`decodeDisplayList()`,
 *   or the bytes holding the list
 * @param {number} [ptr] byte offset of the list in `source` (default: the view's, or 0)
 * @param {number} [len] its length in bytes (default: the view's, or to the end)
 * @param {number} [pixelRatio] if given, the context transform is set to scale by it first (device px per
 *   CSS px); if omitted, the list is drawn under the context's current transform (e.g. a translated surface).
 * @param {object} [cache] replay cache from a previous call for the same target (reuses gradients)
 * @throws {RangeError|Error} if the header is invalid. Malformed commands are skipped, never thrown.
 */
export function drawDisplayList(ctx, source, ptr, len, pixelRatio, cache = createReplayCache()) {
  if (!ctx || typeof ctx.save !== 'function' || typeof ctx.fillText !== 'function') {
    throw expected('drawDisplayList', 'ctx', 'a CanvasRenderingContext2D', ctx);
  }
  if (pixelRatio !== undefined && pixelRatio !== null) checkNumber('drawDisplayList', 'pixelRatio', pixelRatio, Number.MIN_VALUE, Number.MAX_VALUE);
  if (!cache || !Array.isArray(cache.paints) || !Array.isArray(cache.grads)) {
    throw new TypeError('drawDisplayList: cache: expected a replay cache from an earlier call');
  }
  let v;
  if (source && typeof source.commandWords === 'number' && (ptr === undefined || ptr === source.ptr)) v = source;
  else if (source && source.u32 instanceof Uint32Array) v = decodeDisplayList(source.u32.buffer, ptr ?? 0, len);
  else v = decodeDisplayList(source, ptr ?? 0, len);
  const { u8, u32, f32 } = v;
  let i = (v.ptr >>> 2) + HEADER_BYTES / 4;
  const end = i + v.commandWords;
  const strings = v.ptr + HEADER_BYTES + v.commandWords * 4;
  const paints = cache.paints;
  paints.length = 0;
  // Last canvas state set, to skip redundant assignments (fillStyle and font strings are parsed on set).
  let fill = null, stroke = null, lineWidth = -1, cap = null, font = null, align = null, textSlot = 0;
  cache.texts ??= []; // caches made by hand before texts were cached

  ctx.save();
  if (pixelRatio) ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.textBaseline = 'middle';
  ctx.direction = v.flags & FLAG_RTL ? 'rtl' : 'ltr'; // the text's base direction; alignment stays absolute
  while (i < end) {
    const head = u32[i], op = head & 0xffff, n = head >>> 16, p = i + 1;
    i = p + n;
    if (i > end) break; // truncated list: stop rather than read strings as commands
    switch (op) {
      case OP.solid:
        if (n >= 2) paints[u32[p]] = colorString(u32[p + 1]);
        break;
      case OP.linear:
      case OP.conic:
        if (n >= (op === OP.linear ? 5 : 4)) i = defineGradient(ctx, cache, v, op, p, n, i, end);
        break;
      case OP.stop: { // a stop that did not directly follow its gradient's definition
        const g = paints[u32[p]];
        if (n >= 3 && g && typeof g === 'object') { g.addColorStop(clamp01(f32[p + 1]), colorString(u32[p + 2])); cache.grads[u32[p]] = null; }
        break;
      }
      case OP.strokeArc: {
        const paint = paints[u32[p + 7]], r = f32[p + 2];
        if (n < 8 || paint === undefined || !(r > 0) || !(f32[p + 5] > 0)) break;
        const a0 = f32[p + 3], a1 = f32[p + 4], ring = a1 - a0 >= TAU - 1e-4;
        const c = ring || u32[p + 6] !== 1 ? 'butt' : 'round';
        if (stroke !== paint) ctx.strokeStyle = stroke = paint;
        if (lineWidth !== f32[p + 5]) ctx.lineWidth = lineWidth = f32[p + 5];
        if (cap !== c) ctx.lineCap = cap = c;
        ctx.beginPath();
        if (ring) ctx.arc(f32[p], f32[p + 1], r, 0, TAU); else ctx.arc(f32[p], f32[p + 1], r, a0, a1);
        ctx.stroke();
        break;
      }
      case OP.fillRoundRect: {
        const paint = paints[u32[p + 5]], w = f32[p + 2], h = f32[p + 3];
        if (n < 6 || paint === undefined || !(w > 0 && h > 0)) break;
        if (fill !== paint) ctx.fillStyle = fill = paint;
        ctx.beginPath();
        roundRect(ctx, f32[p], f32[p + 1], w, h, Math.min(Math.max(0, f32[p + 4]) || 0, w / 2, h / 2));
        ctx.fill();
        break;
      }
      case OP.fillCircle: {
        const paint = paints[u32[p + 3]], r = f32[p + 2];
        if (n < 4 || paint === undefined || !(r > 0)) break;
        if (fill !== paint) ctx.fillStyle = fill = paint;
        ctx.beginPath();
        ctx.arc(f32[p], f32[p + 1], r, 0, TAU);
        ctx.fill();
        break;
      }
      case OP.line: {
        const paint = paints[u32[p + 6]];
        if (n < 7 || paint === undefined || !(f32[p + 4] > 0)) break;
        const c = u32[p + 5] === 1 ? 'round' : 'butt';
        if (stroke !== paint) ctx.strokeStyle = stroke = paint;
        if (lineWidth !== f32[p + 4]) ctx.lineWidth = lineWidth = f32[p + 4];
        if (cap !== c) ctx.lineCap = cap = c;
        ctx.beginPath();
        ctx.moveTo(f32[p], f32[p + 1]);
        ctx.lineTo(f32[p + 2], f32[p + 3]);
        ctx.stroke();
        break;
      }
      case OP.knockOut: {
        if (n < 3 || !(f32[p + 2] > 0)) break;
        ctx.save(); // restore() brings back the tracked fill, so the trackers stay right
        ctx.globalCompositeOperation = 'destination-out';
        ctx.fillStyle = '#000';
        ctx.beginPath();
        ctx.arc(f32[p], f32[p + 1], f32[p + 2], 0, TAU);
        ctx.fill();
        ctx.restore();
        break;
      }
      case OP.text: {
        const paint = paints[u32[p + 5]], off = u32[p + 6], count = u32[p + 7];
        if (n < 9 || paint === undefined || !(f32[p + 2] > 0) || off + count > v.stringBytes || !count) break;
        const f = fontString(u32[p + 3], f32[p + 2]), al = ALIGN[u32[p + 4]] ?? 'left';
        if (font !== f) ctx.font = font = f;
        if (align !== al) ctx.textAlign = align = al;
        if (fill !== paint) ctx.fillStyle = fill = paint;
        const str = cachedText(cache.texts, textSlot++, u8, strings + off, strings + off + count); // no per-frame strings
        const maxWidth = f32[p + 8];
        if (maxWidth > 0) ctx.fillText(str, f32[p], f32[p + 1], maxWidth); else ctx.fillText(str, f32[p], f32[p + 1]);
        break;
      }
      default: // unknown opcode: skipped by its payload size (forward compatibility)
    }
  }
  ctx.restore();
}

/**
 * Creates (or reuses from the cache) the gradient defined at payload `p`, consuming the `stop` commands that
 * directly follow it. Returns the word index after what it consumed.
 */
function defineGradient(ctx, cache, v, op, p, n, i, end) {
  const { u32, f32 } = v;
  const id = u32[p];
  // The definition and its stops span words [p-1, j); identical words to last frame → same gradient object.
  let j = i;
  while (j < end && (u32[j] & 0xffff) === OP.stop && (u32[j] >>> 16) >= 3 && j + 1 + (u32[j] >>> 16) <= end && u32[j + 1] === id) {
    j += 1 + (u32[j] >>> 16);
  }
  const from = p - 1, count = j - from;
  const old = cache.grads[id];
  if (old && old.sig.length === count) {
    let k = 0;
    while (k < count && old.sig[k] === u32[from + k]) k++;
    if (k === count) { cache.paints[id] = old.grad; return j; }
  }
  let grad;
  if (op === OP.linear) grad = ctx.createLinearGradient(f32[p + 1], f32[p + 2], f32[p + 3], f32[p + 4]);
  else if (ctx.createConicGradient) grad = ctx.createConicGradient(f32[p + 3], f32[p + 1], f32[p + 2]);
  if (grad) {
    for (let k = i; k < j; k += 1 + (u32[k] >>> 16)) grad.addColorStop(clamp01(f32[k + 2]), colorString(u32[k + 3]));
  } else { // no conic gradients (old engines): the first stop's colour
    grad = j > i ? colorString(u32[i + 3]) : 'rgba(0,0,0,0)';
  }
  cache.grads[id] = { sig: u32.slice(from, j), grad };
  cache.paints[id] = grad;
  return j;
}

/** A 2D context to measure with, a grapheme segmenter (if the engine has one) and a cluster-width cache. */
function createMeasurer() {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
  const segmenter = typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return { ctx: canvas.getContext('2d'), segmenter, clusters: new Map() };
}

/** UTF-8 length of a string without encoding it. */
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.length) { n += 4; i++; }
    else n += 3;
  }
  return n;
}

function roundRect(ctx, x, y, w, h, r) {
  if (ctx.roundRect) { ctx.roundRect(x, y, w, h, r); return; }
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

// ---------------------------------------------------------------------------------------------------------
// <swift-gauge>: the custom element. Attributes (and properties) mirror the Gauge API; the element itself is
// the meter (role and aria-* on it); the canvas lives in its shadow root, hidden from assistive technology; its
// light-DOM content is the fallback shown without JavaScript or when the wasm cannot load. Every element on a
// page shares one SwiftGaugeModule, loaded when the first one connects.

/** Attribute → the part of the gauge it sets (several attributes may feed one part). */
const ELEMENT_PARTS = {
  'gauge-style': 'style', min: 'bounds', max: 'bounds', lower: 'bounds', upper: 'bounds', value: 'value',
  label: 'label', 'current-value-label': 'currentValueLabel', 'minimum-value-label': 'boundsLabels',
  'maximum-value-label': 'boundsLabels', tint: 'tint', 'color-scheme': 'colorScheme', animation: 'animation',
  format: 'format', 'formats-bounds-labels': 'formatsBoundsLabels', 'layout-direction': 'layoutDirection',
  dial: 'dial', zones: 'zones', low: 'zones', high: 'zones', optimum: 'zones', values: 'values', origin: 'origin',
  target: 'target', segments: 'segments', orientation: 'orientation', 'ring-arc': 'ringArc',
};
/** Order in which a new element applies its attributes: the value before the animation, so it shows at once. */
const ELEMENT_PART_ORDER = ['style', 'bounds', 'value', 'label', 'currentValueLabel', 'boundsLabels', 'tint',
  'colorScheme', 'format', 'formatsBoundsLabels', 'layoutDirection', 'dial', 'zones', 'values', 'origin', 'target',
  'segments', 'orientation', 'ringArc', 'animation'];
/** `<meter>`'s region colours (Chromium draws optimum green, suboptimal yellow, even-less-good red) and the HTML
 * spec's region names, which aria-valuetext speaks after the value (P55). */
const METER_REGIONS = { optimum: ['green', 'optimum'], suboptimal: ['yellow', 'suboptimal'], worse: ['red', 'even less good'] };
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const ELEMENT_CSS = `
:host { display: inline-block; position: relative; box-sizing: border-box; vertical-align: middle; }
:host([hidden]) { display: none; }
.fallback { display: flex; align-items: center; justify-content: center; width: 100%; height: 100%; overflow: hidden; }
.fallback[hidden] { display: none; }`;

const ELEMENT_RING_SIZE = ':host { contain: size; contain-intrinsic-size: 58px 58px; }';
let elementSheet = null;
let sharedModule = null;       // Promise<SwiftGaugeModule>, started by the first element (or loadModule())
let sharedModuleValue = null;  // … and the module once it has loaded
let sharedModuleError = null;

/** An attribute's number, or undefined if it is not one (±Infinity allowed, as the Gauge API allows them). */
function parseNumberAttribute(s) {
  const t = s.trim();
  if (NUMBER.test(t)) return Number(t);
  if (/^[+]?infinity$/i.test(t)) return Infinity;
  if (/^-infinity$/i.test(t)) return -Infinity;
  return undefined;
}

/** The next double above x (x finite): where `<meter>`'s high region starts, since a value equal to `high` is
 * still in the middle region (HTML spec) while a zone includes the value at its start. */
function nextUp(x) {
  if (x === 0) return Number.MIN_VALUE;
  const f = new Float64Array([x]), i = new BigInt64Array(f.buffer);
  i[0] += x > 0 ? 1n : -1n;
  return f[0];
}

/**
 * Zones for `<meter>`'s `low`, `high` and `optimum` in `lower…upper`, by the HTML spec's meter algorithm: each
 * given number is clamped (low to lower…upper, high to low…upper, optimum to lower…upper; a missing low is the
 * minimum, high the maximum, optimum the middle); the region holding the optimum is "optimum", its neighbours
 * "suboptimal", the far one "even less good". Values below low are in the low region, above high in the high one,
 * anything from low to high (both included) in the middle. Empty regions get no zone.
 */
function meterZones(lower, upper, low, high, optimum) {
  const clamp = (v, a, b) => Math.min(Math.max(v, a), b);
  low = clamp(low ?? lower, lower, upper);
  high = clamp(high ?? upper, low, upper);
  optimum = clamp(optimum ?? lower / 2 + upper / 2, lower, upper); // halves first: (lower + upper) overflows near ±1.8e308
  const [lowR, midR, highR] = optimum < low ? ['optimum', 'suboptimal', 'worse']
    : optimum > high ? ['worse', 'suboptimal', 'optimum'] : ['suboptimal', 'optimum', 'suboptimal'];
  const zone = (from, r) => ({ from, color: METER_REGIONS[r][0], name: METER_REGIONS[r][1] });
  const zones = [];
  if (low > lower) zones.push(zone(lower, lowR));
  zones.push(zone(low, midR));
  if (high < upper) zones.push(zone(nextUp(high), highR));
  return zones;
}

/**
 * The `format` attribute (JSON): the core's format options (`{"fractionLength": 1, "suffix": "°"}`), or with a
 * `locale` key (a BCP 47 tag, a list of them, or "auto" for the element's `lang`) an `Intl.NumberFormat` made
 * from the other keys (`{"locale": "de", "style": "unit", "unit": "celsius"}`).
 */
function formatFromAttribute(json, el) {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new TypeError('expected a JSON object');
  if (!Object.hasOwn(json, 'locale')) return json;
  const { locale, ...options } = json;
  if (typeof locale !== 'string' && !(Array.isArray(locale) && locale.every((l) => typeof l === 'string'))) {
    throw new TypeError('locale: expected a language tag, a list of them, or "auto"');
  }
  const lang = locale === 'auto' ? el.closest('[lang]')?.lang || undefined : locale;
  return new Intl.NumberFormat(lang, options);
}

/** The `format` attribute text for a format value (the inverse of formatFromAttribute). */
function formatAttribute(f) {
  if (f === null || f === undefined) return null;
  if (typeof f.resolvedOptions === 'function') {
    const { locale, ...options } = f.resolvedOptions();
    return JSON.stringify({ locale, ...options });
  }
  return JSON.stringify(f);
}

/**
 * The `animation` attribute's grammar: `none` | `default` | `linear` / `easeIn` / `easeOut` / `easeInOut`
 * [seconds] | `spring` [response [dampingFraction]] | `timingCurve x1 y1 x2 y2` [seconds]. Returns the
 * animation option, or undefined if the text does not parse.
 */
function parseAnimationAttribute(s) {
  const [name, ...rest] = s.trim().split(/\s+/);
  const n = rest.map(parseNumberAttribute);
  if (n.some((x) => x === undefined || !Number.isFinite(x))) return undefined;
  if ((name === 'none' || name === 'default') && !n.length) return name;
  if (name in CURVES && n.length <= 1) return n.length ? { type: name, duration: n[0] } : name;
  if (name === 'spring' && n.length <= 2) return { type: 'spring', response: n[0] ?? 0.55, dampingFraction: n[1] ?? 1 };
  if (name === 'timingCurve' && (n.length === 4 || n.length === 5)) {
    return { type: 'timingCurve', controlPoints: n.slice(0, 4), duration: n[4] ?? 0.35 };
  }
  return undefined;
}

/** The `animation` attribute text for an animation option (the inverse of parseAnimationAttribute). */
function animationAttribute(a) {
  if (a === null || a === undefined) return 'none';
  if (typeof a === 'string') return a;
  if (a && typeof a === 'object') {
    if (a.type === 'spring') return `spring ${a.response ?? 0.55} ${a.dampingFraction ?? 1}`;
    if (Object.hasOwn(CURVES, a.type)) return `${a.type} ${a.duration ?? 0.35}`;
    if (a.type === 'timingCurve' && Array.isArray(a.controlPoints)) return `timingCurve ${a.controlPoints.join(' ')} ${a.duration ?? 0.35}`;
  }
  return String(a);
}

/**
 * The `ring-arc` attribute's grammar: `[startAngle] sweep [clockwise | counterclockwise]` in degrees
 * (`-90 180`, `270`, `0 90 counterclockwise`); one number is the sweep, centred on 12 o'clock; `none` or
 * empty is the style's own arc (null). Returns the ringArc option, or undefined if the text does not parse.
 */
function parseRingArcAttribute(s) {
  const words = s.trim().split(/\s+/).filter((w) => w);
  if (!words.length || (words.length === 1 && words[0] === 'none')) return null;
  let direction;
  if (words[words.length - 1] === 'clockwise' || words[words.length - 1] === 'counterclockwise') direction = words.pop();
  const n = words.map(parseNumberAttribute);
  if (!n.length || n.length > 2 || n.some((x) => x === undefined)) return undefined;
  const arc = n.length === 1 ? { sweep: n[0] } : { startAngle: n[0], sweep: n[1] };
  return direction ? { ...arc, direction } : arc;
}

/** The `ring-arc` attribute text for a ringArc option (the inverse of parseRingArcAttribute). */
function ringArcAttribute(a) {
  const r = ringArcOption(a); // throws for a malformed option
  return r === null ? null : `${r.startAngle} ${r.sweep} ${r.direction}`;
}

const HTMLElementBase = globalThis.HTMLElement ?? class {};

/**
 * `<swift-gauge>`: a gauge that fills its CSS box at any devicePixelRatio and is a `role="meter"` for assistive
 * technology. Attributes: `value`, `min`/`max` (or `lower`/`upper`), `gauge-style`, `label`,
 * `current-value-label`, `minimum-value-label`, `maximum-value-label`, `tint` (a CSS colour or a tint text such as
 * `in oklab, green, red`), `animation`, `color-scheme`, `format` (JSON), `formats-bounds-labels`,
 * `layout-direction`, `dial` (JSON), `zones` (JSON) or `<meter>`'s `low`/`high`/`optimum`, `values` (JSON),
 * `origin`, `target`, `segments`, `orientation` (`horizontal` or `vertical`), `ring-arc`
 * (`[startAngle] sweep [counterclockwise]`). Properties of the same names (camelCase; `gaugeStyle` for
 * the style) set the attributes. An invalid attribute logs one console warning naming it and the gauge keeps its
 * previous state; nothing the page sets throws.
 */
export class SwiftGaugeElement extends HTMLElementBase {
  static observedAttributes = Object.keys(ELEMENT_PARTS);

  /** Where elements load swift-gauge.wasm from (set before the first element connects). */
  static wasmSource = new URL('./swift-gauge.wasm', import.meta.url);

  /**
   * The module every element shares, loading it on the first call (the first element connecting calls this).
   * @param {Parameters<typeof loadSwiftGauge>[0]} [source] default `SwiftGaugeElement.wasmSource`
   * @returns {Promise<SwiftGaugeModule>}
   */
  static loadModule(source = SwiftGaugeElement.wasmSource) {
    if (!sharedModule) {
      sharedModule = loadSwiftGauge(source).then((m) => { sharedModuleValue = m; return m; }, (e) => {
        sharedModuleError = e;
        console.error('<swift-gauge>: could not load the SwiftGauge module; showing the fallback content.', e);
        throw e;
      });
    }
    return sharedModule;
  }

  /** Uses an already loaded module for every element (instead of loading `wasmSource`); before the first connect. */
  static useModule(module) {
    if (!(module instanceof SwiftGaugeModule)) throw new TypeError('useModule: module: expected a SwiftGaugeModule');
    if (sharedModuleValue && sharedModuleValue !== module) throw new Error('useModule: elements already use another module');
    sharedModuleValue = module;
    sharedModule = Promise.resolve(module);
  }

  #gauge = null;
  #fallback = null;
  #size = null;
  #sizeCSS = '';
  #ready = null;
  #settle = null;
  #leaving = false;
  #boundsRetry = false;
  #lastWidth = -1;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      if (!elementSheet) { elementSheet = new CSSStyleSheet(); elementSheet.replaceSync(ELEMENT_CSS); }
      root.adoptedStyleSheets = [elementSheet];
    } else {
      const base = document.createElement('style');
      base.textContent = ELEMENT_CSS;
      root.append(base);
    }
    this.#size = document.createElement('style');
    this.#fallback = document.createElement('div');
    this.#fallback.className = 'fallback';
    this.#fallback.setAttribute('part', 'fallback');
    this.#fallback.append(document.createElement('slot'));
    root.append(this.#size, this.#fallback);
    this.#newReady();
  }

  #newReady() {
    this.#ready = new Promise((resolve, reject) => { this.#settle = { resolve, reject }; });
    this.#ready.catch(() => {}); // a failed load is reported once by loadModule, not as an unhandled rejection
  }

  connectedCallback() {
    const moved = this.#leaving;
    this.#leaving = false;
    // A gauge the page destroyed itself (el.gauge.destroy()) is replaced when the element is connected again.
    if (this.#gauge?.destroyed) { this.#gauge = null; this.#fallback.hidden = false; this.#lastWidth = -1; this.#newReady(); }
    this.#provisionalSize();
    if (moved && this.#gauge) return; // moved within the page: keep the gauge
    if (this.#gauge) return;
    if (sharedModuleValue) { this.#create(sharedModuleValue); return; }
    if (sharedModuleError) { this.#settle.reject(sharedModuleError); return; }
    SwiftGaugeElement.loadModule().then(
      (m) => { if (this.isConnected && !this.#gauge) this.#create(m); },
      (e) => this.#settle.reject(e));
  }

  disconnectedCallback() {
    // Freed after the current task unless the element is re-inserted first (a move).
    this.#leaving = true;
    queueMicrotask(() => {
      if (!this.#leaving || this.isConnected) return;
      this.#leaving = false;
      this.#destroy();
    });
  }

  attributeChangedCallback(name, old, value) {
    if (name === 'gauge-style' || name === 'orientation') this.#provisionalSize();
    if (!this.#gauge || old === value) return;
    this.#apply(ELEMENT_PARTS[name], name);
  }

  #meterZoneAttributes() {
    return !this.hasAttribute('zones') && (this.hasAttribute('low') || this.hasAttribute('high') || this.hasAttribute('optimum'));
  }

  #create(module) {
    let g;
    try {
      g = new Gauge(module, INTERNAL, { animation: 'none' }, this, '<swift-gauge>', {
        root: this.shadowRoot,
        resized: (w) => { if (w !== this.#lastWidth) { this.#lastWidth = w; this.#intrinsicSize(); } },
        changed: (part) => { if (part !== 'value' && part !== 'bounds') this.#intrinsicSize(); },
      });
    } catch (e) {
      console.error('<swift-gauge>: could not create the gauge:', e);
      this.#settle.reject(e);
      return;
    }
    this.#gauge = g;
    for (const part of ELEMENT_PART_ORDER) this.#apply(part, null);
    this.#fallback.hidden = true;
    this.#intrinsicSize();
    this.#settle.resolve(g);
  }

  #destroy() {
    const g = this.#gauge;
    if (!g) return;
    this.#gauge = null;
    g.destroy();
    this.#fallback.hidden = false;
    this.#lastWidth = -1;
    this.#newReady();
  }

  /** Sizes from the attribute alone, until the gauge exists (circular: the spec's 58 pt ring; a bar's height
   * needs the core, so until then the fallback content sets it). */
  #provisionalSize() {
    if (this.#gauge) return;
    this.#setSizeCSS(CIRCULAR.has(this.getAttribute('gauge-style')) ? ELEMENT_RING_SIZE
      : this.getAttribute('orientation')?.trim() === 'vertical' ? `:host { display: inline-block; width: ${VERTICAL_SIZE[0]}px; height: ${VERTICAL_SIZE[1]}px; }`
        : ':host { display: block; width: 100%; }');
  }

  /**
   * The element's intrinsic size, as `:host` rules that any page style overrides. The size is an intrinsic one
   * (`contain: size` + `contain-intrinsic-size`), not a fixed width and height, so `aspect-ratio`, grid and flex
   * stretching and a single given side all work: 58×58 CSS px for the circular styles (SwiftUI's accessory frame,
   * spec §2.1); for the linear ones full width (200 px where the width comes from the content) × the style's
   * natural height, measured from a trial layout at the element's width.
   */
  #intrinsicSize() {
    const g = this.#gauge;
    if (!g) return;
    if (CIRCULAR.has(g.style)) { this.#setSizeCSS(ELEMENT_RING_SIZE); return; }
    if (g.orientation === 'vertical') {
      // A vertical bar fills any height: a thermometer's intrinsic size, overridable like the rings' 58×58.
      this.#setSizeCSS(`:host { display: inline-block; contain: size; contain-intrinsic-size: ${VERTICAL_SIZE[0]}px ${VERTICAL_SIZE[1]}px; }`);
      return;
    }
    const b = g._binding;
    const width = b.cssW > 0 ? b.cssW : (this.clientWidth || this.parentElement?.clientWidth || 300);
    let height;
    try { height = b.naturalHeight(width); } catch (e) { console.error(e); return; }
    this.#setSizeCSS(`:host { display: block; width: 100%; contain: size; contain-intrinsic-size: 200px ${height}px; }`);
    b.module._markDirty(g); // the trial layout replaced the gauge's list: draw the real one again
  }

  #setSizeCSS(css) {
    if (css !== this.#sizeCSS) { this.#sizeCSS = css; this.#size.textContent = css; }
  }

  /** Applies one part from the current attributes; an invalid value warns once and changes nothing. */
  #apply(part, attribute, retried = false) {
    const g = this.#gauge;
    const warn = (name, reason) => {
      const v = this.getAttribute(name) ?? '';
      console.warn(`<swift-gauge>: ${name}="${v.length > 80 ? `${v.slice(0, 80)}…` : v}" ignored: ${reason}; the gauge keeps its previous state.`);
    };
    const text = (name) => this.getAttribute(name);
    try {
      switch (part) {
        case 'style': {
          const s = text('gauge-style');
          if (s === null) g.style = 'automatic';
          else if (!STYLES.includes(s.trim())) return warn('gauge-style', `expected one of ${STYLES.join(', ')}`);
          else g.style = s.trim();
          return;
        }
        case 'value': {
          const s = text('value');
          if (s === null || !s.trim() || /^(nan|none)$/i.test(s.trim())) { g.value = null; return; }
          const v = parseNumberAttribute(s);
          if (v === undefined) return warn('value', 'not a number');
          g.value = v;
          return;
        }
        case 'bounds': {
          const lowerName = this.hasAttribute('lower') ? 'lower' : 'min', upperName = this.hasAttribute('upper') ? 'upper' : 'max';
          const lo = text(lowerName), hi = text(upperName);
          const lower = lo === null ? 0 : parseNumberAttribute(lo), upper = hi === null ? 1 : parseNumberAttribute(hi);
          if (lower === undefined || !Number.isFinite(lower)) return warn(lowerName, 'not a finite number');
          if (upper === undefined || !Number.isFinite(upper)) return warn(upperName, 'not a finite number');
          if (lower > upper) {
            // Setting min then max (or the reverse) passes through reversed bounds: warn only if they stay so.
            if (attribute && !retried) {
              if (!this.#boundsRetry) {
                this.#boundsRetry = true;
                queueMicrotask(() => { this.#boundsRetry = false; if (this.#gauge) this.#apply('bounds', attribute, true); });
              }
              return;
            }
            return warn(attribute ?? lowerName, `${lowerName} (${lower}) must not exceed ${upperName} (${upper})`);
          }
          g.setBounds(lower, upper);
          // <meter>-style zones are placed in the bounds: they move when the bounds do.
          if (this.#meterZoneAttributes()) this.#apply('zones', null);
          return;
        }
        case 'label': g.label = text('label'); return;
        case 'currentValueLabel': g.currentValueLabel = text('current-value-label'); return;
        case 'boundsLabels': g.setBoundsLabels(text('minimum-value-label'), text('maximum-value-label')); return;
        case 'tint': g.tint = text('tint'); return;
        case 'colorScheme': {
          const s = text('color-scheme')?.trim() ?? null;
          if (s === null || s === '' || s === 'auto' || s === 'normal') { g.colorScheme = null; return; }
          if (s !== 'light' && s !== 'dark') return warn('color-scheme', "expected 'light', 'dark' or 'auto'");
          g.colorScheme = s;
          return;
        }
        case 'animation': {
          const s = text('animation');
          if (s === null) { g.animation = 'default'; return; }
          const a = parseAnimationAttribute(s);
          if (a === undefined) return warn('animation', 'expected none, default, linear/easeIn/easeOut/easeInOut [seconds], spring [response [damping]] or timingCurve x1 y1 x2 y2 [seconds]');
          g.animation = a;
          return;
        }
        case 'format': case 'dial': case 'zones': case 'values': {
          if (part === 'zones' && this.#meterZoneAttributes()) {
            const n = {};
            for (const k of ['low', 'high', 'optimum']) {
              const t = text(k);
              if (t === null) continue;
              n[k] = parseNumberAttribute(t);
              if (n[k] === undefined || !Number.isFinite(n[k])) return warn(k, 'not a finite number');
            }
            g.zones = meterZones(g.lower, g.upper, n.low, n.high, n.optimum);
            return;
          }
          const s = text(part);
          let v = null;
          if (s !== null && s.trim() !== '') {
            try { v = JSON.parse(s); } catch { return warn(part, part === 'format' || part === 'dial' ? 'expected a JSON object' : 'expected a JSON array'); }
          }
          if (part === 'format') g.format = v === null ? null : formatFromAttribute(v, this);
          else g[part] = v;
          return;
        }
        case 'formatsBoundsLabels': {
          const s = text('formats-bounds-labels');
          g.formatsBoundsLabels = s !== null && s.trim().toLowerCase() !== 'false';
          return;
        }
        case 'layoutDirection': {
          const s = text('layout-direction')?.trim() ?? 'auto';
          const d = { '': 'auto', auto: 'auto', ltr: 'leftToRight', rtl: 'rightToLeft', leftToRight: 'leftToRight', rightToLeft: 'rightToLeft' }[s];
          if (!d) return warn('layout-direction', "expected 'auto', 'ltr', 'rtl', 'leftToRight' or 'rightToLeft'");
          g.layoutDirection = d;
          return;
        }
        case 'origin': case 'target': {
          const s = text(part);
          if (s === null || !s.trim() || /^none$/i.test(s.trim())) { g[part] = null; return; }
          const v = parseNumberAttribute(s);
          if (v === undefined || !Number.isFinite(v)) return warn(part, 'not a finite number');
          g[part] = v;
          return;
        }
        case 'segments': {
          const s = text('segments');
          const v = s === null || !s.trim() ? 0 : parseNumberAttribute(s);
          if (v === undefined || !Number.isInteger(v)) return warn('segments', 'not a whole number');
          g.segments = v;
          return;
        }
        case 'orientation': {
          const s = text('orientation')?.trim() ?? null;
          if (s === null || s === '') { g.orientation = 'horizontal'; return; }
          if (!ORIENTATIONS.includes(s)) return warn('orientation', "expected 'horizontal' or 'vertical'");
          g.orientation = s;
          return;
        }
        case 'ringArc': {
          const s = text('ring-arc');
          const arc = s === null ? null : parseRingArcAttribute(s);
          if (arc === undefined) return warn('ring-arc', 'expected [startAngle] sweep [clockwise|counterclockwise] in degrees, or none');
          try { g.ringArc = arc; } catch (e) { return warn('ring-arc', e.message); }
          return;
        }
        default:
      }
    } catch (e) {
      const name = attribute ?? { label: 'label', currentValueLabel: 'current-value-label', boundsLabels: 'minimum-value-label',
        tint: 'tint', formatsBoundsLabels: 'formats-bounds-labels', layoutDirection: 'layout-direction' }[part] ?? part;
      warn(name, e.message);
    }
  }

  #reflect(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name); else this.setAttribute(name, String(value));
  }

  // ---- properties: each sets its attribute (so the markup shows the state); getters read the gauge ----

  /** The element's Gauge (null until the module has loaded, and after the element left the page). @type {Gauge|null} */
  get gauge() { return this.#gauge; }
  /** Resolves with the Gauge once the element has one; rejects if the module cannot load. @type {Promise<Gauge>} */
  get ready() { return this.#ready; }

  /** The value; `null` (attribute absent, empty, `none` or `NaN`) is "no value". @type {number|null} */
  get value() { return this.#gauge ? this.#gauge.value : this.#attrNumber('value', null); }
  set value(v) { this.#reflect('value', v === null || v === undefined || Number.isNaN(v) ? null : v); }

  /** The lower bound (attribute `lower`, or `min`). @type {number} */
  get lower() { return this.#gauge ? this.#gauge.lower : this.#attrNumber(this.hasAttribute('lower') ? 'lower' : 'min', 0); }
  set lower(v) { this.#reflect(this.hasAttribute('lower') ? 'lower' : 'min', v); }
  /** The upper bound (attribute `upper`, or `max`). @type {number} */
  get upper() { return this.#gauge ? this.#gauge.upper : this.#attrNumber(this.hasAttribute('upper') ? 'upper' : 'max', 1); }
  set upper(v) { this.#reflect(this.hasAttribute('upper') ? 'upper' : 'max', v); }
  /** Alias of `lower`, as on `<meter>`. @type {number} */
  get min() { return this.lower; }
  set min(v) { this.lower = v; }
  /** Alias of `upper`. @type {number} */
  get max() { return this.upper; }
  set max(v) { this.upper = v; }
  /** Sets both bounds at once. */
  setBounds(lower, upper) { this.lower = lower; this.upper = upper; }

  /** The gauge style (attribute `gauge-style`; `style` is the element's CSS). @type {GaugeStyleName} */
  get gaugeStyle() { return this.#gauge ? this.#gauge.style : (this.getAttribute('gauge-style') ?? 'automatic'); }
  set gaugeStyle(v) { this.#reflect('gauge-style', v); }

  /** @type {string|null} */
  get label() { return this.getAttribute('label'); }
  set label(v) { this.#reflect('label', v); }
  /** @type {string|null} */
  get currentValueLabel() { return this.getAttribute('current-value-label'); }
  set currentValueLabel(v) { this.#reflect('current-value-label', v); }
  /** @type {string|null} */
  get minimumValueLabel() { return this.getAttribute('minimum-value-label'); }
  set minimumValueLabel(v) { this.#reflect('minimum-value-label', v); }
  /** @type {string|null} */
  get maximumValueLabel() { return this.getAttribute('maximum-value-label'); }
  set maximumValueLabel(v) { this.#reflect('maximum-value-label', v); }
  /** Sets both end labels as a pair (null, null clears them). */
  setBoundsLabels(minimum, maximum) { this.minimumValueLabel = minimum; this.maximumValueLabel = maximum; }

  /**
   * The tint: a colour or tint text (attribute `tint`). Arrays and `{interpolation, stops}` objects are written
   * as their tint text. @type {string|null}
   */
  get tint() { return this.getAttribute('tint'); }
  set tint(t) {
    if (t === null || t === undefined) { this.removeAttribute('tint'); return; }
    let s;
    try { s = tintText(t); } catch (e) { console.warn(`<swift-gauge>: tint ignored: ${e.message}; the gauge keeps its previous state.`); return; }
    this.setAttribute('tint', s);
  }

  /** How value changes animate (attribute `animation`); objects are written in the attribute's grammar. */
  get animation() { return this.#gauge ? this.#gauge.animation : (this.getAttribute('animation') ?? 'default'); }
  set animation(a) { this.setAttribute('animation', animationAttribute(a)); }

  /** 'light', 'dark', or null to follow the page (attribute `color-scheme`). @type {'light'|'dark'|null} */
  get colorScheme() { return this.#gauge ? this.#gauge.colorScheme : (this.getAttribute('color-scheme') || null); }
  set colorScheme(v) { this.#reflect('color-scheme', v); }

  /**
   * How the value becomes text (attribute `format`, JSON): the core's format options, or with a `locale` key an
   * `Intl.NumberFormat` of the other keys. Setting an `Intl.NumberFormat` writes its resolved options; a function
   * cannot be an attribute (set it on `el.gauge.format`). Reads the gauge's format.
   */
  get format() { return this.#gauge ? this.#gauge.format : this.#attrJSON('format'); }
  set format(f) {
    if (typeof f === 'function') { console.warn('<swift-gauge>: format: a function cannot be an attribute; set el.gauge.format instead.'); return; }
    this.#reflect('format', formatAttribute(f));
  }
  /** Whether the ends are labelled with the formatted bounds (boolean attribute `formats-bounds-labels`). */
  get formatsBoundsLabels() { const s = this.getAttribute('formats-bounds-labels'); return s !== null && s.trim().toLowerCase() !== 'false'; }
  set formatsBoundsLabels(on) { this.#reflect('formats-bounds-labels', on ? '' : null); }
  /** 'auto' (from `dir`), 'leftToRight' or 'rightToLeft' (attribute `layout-direction`; also `ltr`, `rtl`). */
  get layoutDirection() { return this.#gauge ? this.#gauge.layoutDirection : (this.getAttribute('layout-direction') ?? 'auto'); }
  set layoutDirection(d) { this.#reflect('layout-direction', d); }
  /** The dial's arc and scale (attribute `dial`, a JSON object of Gauge.dial's keys). */
  get dial() { return this.#gauge ? this.#gauge.dial : this.#attrJSON('dial'); }
  set dial(d) { this.#reflectJSON('dial', d); }
  /**
   * Zones (attribute `zones`, a JSON array of `{from, color, name}`), or derived from `<meter>`'s `low`, `high`
   * and `optimum` attributes when there is no `zones` attribute. Reads the gauge's zones.
   */
  get zones() { return this.#gauge ? this.#gauge.zones : this.#attrJSON('zones'); }
  set zones(z) { this.#reflectJSON('zones', z); }
  /** `<meter>`'s low, high and optimum (attributes of the same names; null when absent). @type {number|null} */
  get low() { return this.#attrNumber('low', null); }
  set low(v) { this.#reflect('low', v); }
  /** @type {number|null} */
  get high() { return this.#attrNumber('high', null); }
  set high(v) { this.#reflect('high', v); }
  /** @type {number|null} */
  get optimum() { return this.#attrNumber('optimum', null); }
  set optimum(v) { this.#reflect('optimum', v); }
  /** More values (attribute `values`, a JSON array of `{value, color, label}`). */
  get values() { return this.#gauge ? this.#gauge.values : this.#attrJSON('values'); }
  set values(v) { this.#reflectJSON('values', v); }
  /** Where fills start, or null (attribute `origin`). @type {number|null} */
  get origin() { return this.#gauge ? this.#gauge.origin : this.#attrNumber('origin', null); }
  set origin(v) { this.#reflect('origin', v); }
  /** A target marked on the track, or null (attribute `target`). @type {number|null} */
  get target() { return this.#gauge ? this.#gauge.target : this.#attrNumber('target', null); }
  set target(v) { this.#reflect('target', v); }
  /** Cells of a segmented linearCapacity bar, 0 for a continuous one (attribute `segments`). @type {number} */
  get segments() { return this.#gauge ? this.#gauge.segments : this.#attrNumber('segments', 0); }
  set segments(n) { this.#reflect('segments', n); }

  /** Writes `v` as the JSON attribute `name`; NaN and ±∞ have no JSON form (they would become null), so a value
   * holding one warns and changes nothing: set it on `el.gauge` instead. */
  #reflectJSON(name, v) {
    if (v === null || v === undefined) { this.removeAttribute(name); return; }
    let bad = false;
    const json = JSON.stringify(v, (k, x) => { if (typeof x === 'number' && !Number.isFinite(x)) bad = true; return x; });
    if (bad) {
      console.warn(`<swift-gauge>: ${name} ignored: NaN and ±Infinity cannot be written in a JSON attribute; set el.gauge.${name} instead. The gauge keeps its previous state.`);
      return;
    }
    this.setAttribute(name, json);
  }

  #attrJSON(name) {
    try { return JSON.parse(this.getAttribute(name)); } catch { return null; }
  }
  /** Which way a linear style's bar runs (attribute `orientation`): 'horizontal' (default) or 'vertical'. @type {'horizontal'|'vertical'} */
  get orientation() { return this.#gauge ? this.#gauge.orientation : (this.getAttribute('orientation')?.trim() || 'horizontal'); }
  set orientation(v) { this.#reflect('orientation', v); }
  /**
   * The ring styles' arc (attribute `ring-arc`, see Gauge.ringArc): reads the gauge's arc (null: the style's
   * own); setting an object writes the attribute (`-90 180 clockwise`), null removes it. A malformed object
   * warns and changes nothing. @type {GaugeRingArc|null}
   */
  get ringArc() {
    if (this.#gauge) return this.#gauge.ringArc;
    const s = this.getAttribute('ring-arc');
    const a = s === null ? null : parseRingArcAttribute(s);
    try { return a ? ringArcOption(a) : null; } catch { return null; }
  }
  set ringArc(a) {
    let s;
    try { s = ringArcAttribute(a ?? null); } catch (e) { console.warn(`<swift-gauge>: ringArc ignored: ${e.message}; the gauge keeps its previous state.`); return; }
    this.#reflect('ring-arc', s);
  }

  /** What assistive technology is told (see Gauge.accessibility); null before the gauge exists. */
  accessibility() { return this.#gauge ? this.#gauge.accessibility() : null; }

  /**
   * The gauge at its current CSS size as an SVG document (Gauge.toSVG); with a size, at that size. Null before
   * the gauge exists.
   */
  toSVG(width, height) {
    const g = this.#gauge;
    if (!g) return null;
    const b = g._binding;
    const w = width ?? (b.cssW > 0 ? b.cssW : 58), h = height ?? (width ?? (b.cssH > 0 ? b.cssH : 58));
    const svg = g.toSVG(w, h, Math.min(16, globalThis.devicePixelRatio || 1));
    b.module._markDirty(g); // toSVG laid the gauge out again: keep the last list the one on the canvas
    return svg;
  }

  #attrNumber(name, fallback) {
    const s = this.getAttribute(name);
    const v = s === null ? undefined : parseNumberAttribute(s);
    return v === undefined ? fallback : v;
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('swift-gauge')) {
  customElements.define('swift-gauge', SwiftGaugeElement);
}
