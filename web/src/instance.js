// One wasm instance of swift-gauge.wasm and the calls into it: trap recovery (restart, restore every gauge),
// the scratch buffer, the core's error text, text measurement and batch rendering (docs/abi.md). Knows nothing
// of pages: the frame loop (frames.js) and the gauges (gauge.js) use it.
import { ABI_VERSION, STATUS, LIMITS } from './vocabulary.js';
import { decoder, named } from './errors.js';
import { decodeDisplayList, viewsOf } from './display-list.js';
import { TextMeasurer, FontKeys } from './measure.js';
import { RESTORE, RESET, DRAWN } from './internal.js';
import { usedColorScheme } from './appearance.js';

/** What `call` returns instead of throwing when the wasm trapped (the instance was restarted). */
export const TRAPPED = Symbol();
const STATUS_NAME = ['bad handle', 'bad argument', 'bad text', 'too many gauges']; // by -status - 1
/** Bytes per gauge_render_batch entry, and the most entries one call takes: what the scratch buffer holds (the
 * ABI's own count limit is the handle table's; docs/abi.md › Batch rendering). */
const BATCH_ENTRY = LIMITS.batchEntryBytes;
const BATCH_MAX = LIMITS.scratchBytes / BATCH_ENTRY;
/** At most this many measure-and-lay-out-again passes per batch: 64 × 256 texts. */
const MAX_MEASURE_PASSES = 64;

/** Whether `e` is the engine's "too much recursion" error (V8/JavaScriptCore RangeError, Firefox InternalError). */
function isStackOverflow(e) {
  // String tests, not a RegExp: compiling one this deep in the stack is itself fatal in V8.
  if (!(e instanceof RangeError || e?.name === 'InternalError') || typeof e.message !== 'string') return false;
  return e.message.includes('call stack') || e.message.includes('recursion');
}

/**
 * The wasm instance every gauge of a module lives in. Gauges register themselves; after a trap (or a JS stack
 * overflow that unwound through wasm) the instance is re-created from the compiled module and each gauge restores
 * its last good state (`gauge[RESTORE](exports)`); `onRestored(gauges)` then lets the page redraw them.
 */
export class WasmInstance {
  #module; #x = null; #broken = false; #suspect = false; #measurer; #measuring; #pageScheme = null;
  #fonts = new FontKeys(LIMITS.fontKeys, (x) => { if (this.#measuring) x.gauge_text_measurement(1); }); #trap = null;
  /** The live gauges, in creation order. */
  gauges = new Set();
  /** True while the page prefers reduced motion: animations are applied as none (options.js › animation). */
  reducedMotion = false;
  /** The page's `(prefers-color-scheme: dark)` query (frames.js), or null outside a browser. */
  darkQuery = null;
  /** Called with the gauges after a restart restored them. */
  onRestored = () => {};

  /** `stats`: the module's counters; `measureText`: measure labels with Canvas (measure.js). */
  constructor(module, stats, measureText) {
    this.#module = module;
    this.stats = stats;
    this.#measuring = measureText;
    // Also when not measuring: the wasm asks for the grapheme-cluster ends of some texts (measure.js).
    this.#measurer = new TextMeasurer(stats, this.#fonts);
    this.#instantiate();
  }

  /** The system's preference (`prefers-color-scheme`): what colorScheme 'auto' draws in; 'light' outside a browser. */
  get preferredColorScheme() { return this.darkQuery?.matches ? 'dark' : 'light'; }

  /** The used colour scheme of the page's root (appearance.js): what a gauge without an element draws in. Read once
   * per task: a computed style read is a style recalculation, and creating a thousand gauges asked a thousand times
   * (refresh() reads it again: frames.js calls forgetPageScheme first). */
  get pageColorScheme() {
    if (this.#pageScheme) return this.#pageScheme;
    const root = globalThis.document?.documentElement;
    if (!root || typeof getComputedStyle !== 'function') return this.preferredColorScheme;
    this.#pageScheme = usedColorScheme(getComputedStyle(root).colorScheme, root.ownerDocument, this.preferredColorScheme);
    queueMicrotask(() => { this.#pageScheme = null; });
    return this.#pageScheme;
  }

  /** The page's colour scheme may have changed: the next read computes it. */
  forgetPageScheme() { this.#pageScheme = null; }

  /** The compiled `WebAssembly.Module`. */
  get wasmModule() { return this.#module; }
  /** The current instance's raw exports (replaced after a trap). */
  get exports() { return this.#x; }
  /** Whether labels are measured with Canvas `measureText`. */
  get measuresText() { return this.#measuring; }

  /**
   * The font key of a CSS font-family list (docs/abi.md › gauge_set_font; measure.js FontKeys): held per gauge
   * (`fontUsed`) and reused once no gauge uses its family; 0 for the default stack, and while LIMITS.fontKeys
   * families are in use at once (a new one is then measured as the default stack). `x`: this instance's exports.
   */
  fontKey(family, x) { return this.#fonts.key(family, x); }

  /** Gauge `h` draws in font `key` now (0: the default stack, or destroyed; undefined: its font was refused). */
  fontUsed(h, key) { this.#fonts.used(h, key); }

  #instantiate() {
    // The module imports nothing (docs/wasm-build.md › No imports; wasm/support.c defines putchar).
    const x = new WebAssembly.Instance(this.#module, {}).exports;
    x._initialize();
    const v = x.gauge_abi_version() >>> 0;
    if (v !== ABI_VERSION) throw new Error(`swift-gauge.wasm has ABI version ${v}, this host needs ${ABI_VERSION}`);
    // Functions added within version 1 (docs/abi.md › Functions): an older module lacks them.
    for (const f of ['gauge_natural_size', 'gauge_last_error_part']) {
      if (typeof x[f] !== 'function') throw new Error(`swift-gauge.wasm has no ${f}: it is older than this host; rebuild it`);
    }
    if (this.#measuring) x.gauge_text_measurement(1);
    // The scratch buffer at its largest, once, first: a batch of many gauges never moves it later (a block
    // that grows mid-page is left between gauges' blocks and fragments the heap).
    x.gauge_scratch(LIMITS.scratchBytes);
    x.gauge_scratch(0);
    this.#x = x;
    this.#fonts.reset(); // a new core: the gauges restored register their fonts again
  }

  /**
   * Runs `fn(exports)`; a wasm trap restarts the instance and yields TRAPPED instead of throwing.
   * A JS stack overflow (RangeError in V8 and JavaScriptCore, InternalError in Firefox) can unwind through wasm
   * frames mid-call — half-way through a malloc or a handle-table update — so the instance is no longer trusted:
   * the error is rethrown and the next call, with stack to spare, restarts the instance and restores every gauge
   * from its last good state, as after a trap.
   */
  call(where, fn, quiet = false) {
    if (this.#broken) throw new Error(`${where}: the SwiftGauge wasm module failed and could not be restarted`);
    if (this.#suspect) this.#recover(where, null);
    // Suspect until the call is known to have ended cleanly: the catch block below may itself run out of stack.
    this.#suspect = true;
    let result;
    try {
      result = fn(this.#x);
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) { this.#suspect = false; this.#trap = e; this.#recover(where, e, quiet); return TRAPPED; }
      if (!isStackOverflow(e)) this.#suspect = false;
      throw e;
    }
    this.#suspect = false;
    return result;
  }

  #recover(where, err, quiet = false) {
    if (err) {
      this.stats.traps++;
      if (!quiet) this.#trapped(where, err);
    }
    // A gauge whose saved state traps again is reset to defaults; bounded by the number of gauges.
    for (let attempt = 0; attempt <= this.gauges.size + 1; attempt++) {
      try { this.#instantiate(); } catch (e) {
        if (isStackOverflow(e)) { this.#suspect = true; throw e; } // still too deep: the next call tries again
        this.#broken = true; console.error('SwiftGauge: restart failed:', e); return;
      }
      this.#suspect = true; // until every gauge is back
      let culprit = null;
      for (const g of this.gauges) {
        try { g[RESTORE](this.#x); } catch (e) {
          if (!(e instanceof WebAssembly.RuntimeError)) throw e;
          culprit = g; break;
        }
      }
      if (!culprit) {
        this.#suspect = false;
        if (!err) this.stats.restarts++;
        this.onRestored(this.gauges);
        return;
      }
      console.error('SwiftGauge: restoring a gauge trapped again; it is reset to its defaults.');
      culprit[RESET]();
    }
    this.#broken = true;
  }

  #trapped(where, err) {
    console.error(`SwiftGauge: the wasm module trapped in ${where} (${err.message}); restarting it and restoring ` +
      `${this.gauges.size} gauge(s) from their last good state.`);
  }

  /**
   * Turns a negative status into the Error the JS API throws: "<method>: <argument>: <reason>". The core's last
   * error crosses as data (gauge_last_error_part): which argument it refused and where the reason starts, so no
   * text is parsed. `arg` may list candidates ("lower, upper"): the one the core names is kept; another argument
   * of the core is named before the reason ("ringArc: sweep: …"); a setter's `byteCount` is the text
   * the host passed, so it takes `arg`'s name, and its refusal (a text over its limit) is a RangeError, as the
   * facade's own length checks throw. `quoted`: the numbers the host passed, by the core's argument names: a
   * refused NaN is written NaN (the core writes "–", its text for no value).
   */
  error(status, method, arg, quoted = null) {
    let name = '', reason = '', sized = false;
    try {
      const x = this.#x, n = x.gauge_last_error();
      const bytes = new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, Math.max(n, 0)).slice();
      const [at, from, v0, v1] = [1, 2, 3, 4].map((k) => x.gauge_last_error_part(k));
      const text = (a, b) => decoder.decode(bytes.subarray(a, b));
      name = text(at, from - 2);
      sized = name === 'byteCount' && text(0, at - 2) !== 'gauge_scratch';
      if (sized) name = arg; // a setter's text is `arg` itself
      reason = v0 >= 0 && Number.isNaN(quoted?.[name]) ? `${text(from, v0)}NaN${text(v1)}` : text(from);
    } catch { /* keep the generic text */ }
    if (arg.split(', ').includes(name)) arg = name;
    if (reason && name !== arg) reason = `${name}: ${reason}`;
    const E = status === STATUS.badArgument || sized ? RangeError : status === STATUS.badText ? TypeError : Error;
    const e = new E(`${named(method, arg)}: ${reason || STATUS_NAME[-status - 1] || `status ${status}`}`);
    e.status = status;
    return e;
  }

  /** Decodes `n` bytes of the module's text buffer (after gauge_describe / gauge_last_error). */
  text(n) {
    const x = this.#x;
    return decoder.decode(new Uint8Array(x.memory.buffer, x.gauge_text_ptr() >>> 0, n));
  }

  /** Copies byte arrays back to back into the scratch buffer; false if the module refused the size. */
  scratch(...parts) {
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

  /** Measures what the last render laid out with built-in metrics, or registers the cluster ends it asked for (measure.js). */
  measureMisses(x) { return this.#measurer.measureMisses(x, (bytes) => this.scratch(bytes)); }

  /** A web font arrived: forgets every width and has the core ask again. */
  fontsChanged() {
    this.#measurer.clear();
    this.call('fonts', (x) => x.gauge_text_measurement(1));
  }

  /**
   * What the instance holds (`gauge_stats`, docs/abi.md): live gauges, heap bytes allocated and not freed, bytes
   * reserved by display-list buffers, and the size of wasm memory (which never shrinks).
   */
  memoryStats() {
    const x = this.#x;
    return { gauges: x.gauge_stats(0), heapBytes: x.gauge_stats(1), displayListBytes: x.gauge_stats(2),
      memoryBytes: x.memory.buffer.byteLength };
  }

  /**
   * Lays out many gauges with one `gauge_render_batch` call per pixel ratio (docs/abi.md › Batch rendering).
   * `jobs`: `[{gauge, width, height, ratio}]` (sizes already within the ABI's ranges); each gets `view` (its
   * display list, read in place) or `status` (< 0) when the core refused its entry. A batch that traps is taken
   * apart (#isolate): a gauge that traps on its own gets `failed` (the RuntimeError) and no view, the others are laid out
   * all the same. A job marked `retry` (its gauge failed before and its options changed since) is laid out on its
   * own first, so that trapping again costs one restart, not a search.
   */
  renderMany(jobs, t) {
    if (!jobs.length) return;
    for (const job of jobs) job.failed = null;
    const rest = jobs.filter((j) => {
      if (!j.retry) return true;
      j.retry = false;
      this.#renderBatch([j], 0, 1, j.ratio, t);
      return false;
    });
    for (let at = 0, end; at < rest.length; at = end) {
      // Usually every job has the page's ratio: one call. A capped huge canvas has its own.
      const ratio = rest[at].ratio, most = at + BATCH_MAX;
      for (end = at + 1; end < rest.length && end < most && rest[end].ratio === ratio;) end++;
      this.#renderBatch(rest, at, end, ratio, t);
    }
    // A later call grew memory: lists read before it are read again from the grown buffer. (Lists of an instance a
    // trap replaced stay where they are: that memory never grows again.)
    const x = this.#x;
    for (const job of jobs) {
      if (job.view && job.x === x && job.view.buffer !== x.memory.buffer) job.view = decodeDisplayList(x.memory.buffer, job.view.ptr, job.view.len);
    }
  }

  /** Lays out jobs [from, to) in one call; true when it trapped (the instance was restarted). `isolating`: the
   * caller is searching for the gauge that traps, and takes a trap as its answer. */
  #renderBatch(jobs, from, to, ratio, t, isolating = false) {
    const r = this.call('render', (x) => {
      let st = this.#runBatch(x, jobs, from, to, ratio, t);
      // > 0: texts laid out with built-in metrics wait to be measured (as in Gauge.render); measure them and
      // lay out again only the gauges that used them (entry status > 0). The core lists at most 256 texts at a
      // time, so a thousand new gauges take several passes: go on while a pass measures something (a third pass
      // may only need the ellipsis), so no gauge is left drawn with built-in widths until its next change.
      for (let pass = 0; st > 0 && pass < MAX_MEASURE_PASSES; pass++) {
        if (this.measureMisses(x) === 0 && pass >= 2) break;
        const redo = [];
        for (let k = from; k < to; k++) if (jobs[k].status > 0) redo.push(jobs[k]);
        st = this.#runBatch(x, redo, 0, redo.length, ratio, t);
      }
      return st;
    }, true);
    if (r === TRAPPED || r < 0) {
      if (r !== TRAPPED) console.error(this.error(r, 'render', 'width, height, pixelRatio, timeMs'));
      for (let k = from; k < to; k++) { jobs[k].status = r === TRAPPED ? STATUS.badArgument : r; jobs[k].view = null; }
      if (r === TRAPPED && !isolating) this.#isolate(jobs.slice(from, to), ratio, t, this.#trap);
      return r === TRAPPED;
    }
    // Lists are read in place, after the last call (memory may have grown during it).
    const x = this.#x, buffer = x.memory.buffer;
    for (let k = from; k < to; k++) {
      const job = jobs[k];
      job.view = job.status < 0 ? null : decodeDisplayList(buffer, job.ptr, job.len);
      job.x = x;
      if (job.view) job.gauge[DRAWN]?.(job.view.animating); // a page frame: zone announcements (announce.js)
    }
    return false;
  }

  /**
   * A batch trapped (the instance was restarted, every gauge restored): halves are laid out again until each trap
   * is narrowed to one gauge, which gets `failed` (the trap's WebAssembly.RuntimeError) and no list; every other job
   * is laid out on the way (k failing gauges among n cost about k·log₂n restarts). Nothing is logged for a gauge
   * found: its binding says so once (its error state). A trap no gauge repeats on its own (nothing found) is logged
   * as before. Why: one gauge whose state makes the core trap on every frame blanked every gauge of the page.
   */
  #isolate(jobs, ratio, t, trap) {
    let found = 0;
    const search = (part, trapped) => {
      if (part.length === 1) {
        found++;
        part[0].failed = trapped;
        return;
      }
      const mid = part.length >> 1;
      for (const half of [part.slice(0, mid), part.slice(mid)]) {
        if (this.#renderBatch(half, 0, half.length, ratio, t, true)) search(half, this.#trap);
      }
    };
    search(jobs, trap);
    if (!found) this.#trapped('render', trap);
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
}
