// The Gauge facade: one gauge's state, kept in the wasm core and copied here (to restore it after a restart).
// Its option properties come from the options table (options.js); its documentation is web/swift-gauge.d.ts.
// It is over 400 lines because it is a gauge's whole public surface (options, render, SVG, images, texts) and the
// release and rebuild of its core gauge past the live-gauge limit, which must see every private field
// (docs/performance.md › Past the live-gauge limit); the work behind the images and zone announcements lives in
// export-image.js and announce.js. Its imports are in the
// order that gzips the bundle best (docs/wasm-build.md › Size and allocation).
import { LIMITS, COLOR_ROLES, STATUS, PART_KINDS } from './vocabulary.js';
import { expected, checkType, checkNumber, checkText, named, isPlainObject, own, readFailed } from './errors.js';
import { formatTexts } from './format.js';
import { tickFormatter, tickValues, formatTicks, pushTickTexts, tickTextBytes } from './tick-format.js';
import { GAUGE_OPTIONS, PARTS, PUSH, defaultState, schemeOf, fontFamilyOf } from './options.js';
import { thicknessArgs, fontScaleOf } from './option-types.js';
import { gaugeSVG, checkIdPrefix } from './svg.js';
import { drawn } from './announce.js';
import { INTERNAL, RESTORE, RESET, PARK, WAKE, FOLLOW_SCHEME, AUTO_DIRECTION, AUTO_SCHEME, REAPPLY_ANIMATION, VALUE_TEXT, NATURAL_SIZE, PAGE_COLOURS, FONT_FAMILY, FORCED_PALETTE, DRAWN, PRINT_CLIPS, INPUT_STATE } from './internal.js';
import { decodeDisplayList, displayListText } from './display-list.js';
import { FONT_STACK } from './replay.js';
import { forcedPalette } from './forced-colors.js';
import { TRAPPED } from './instance.js';
import { checkImage, drawImage, pngBlob } from './export-image.js';

/** How far after its start (ms) an animation has ended: curves last at most 60 s, and a spring (response ≤ 60 s) with
 * dampingFraction ≥ 0.001 is within 10⁻⁴ of its target after a day (docs/abi.md › gauge_set_animation). */
const SETTLED_MS = 864e5;

/** The parts whose change the formatted texts follow. */
const FORMATTED_PARTS = new Set(['value', 'bounds', 'format', 'delta']);
/** The parts whose change the tick texts of a JS tick formatter follow (the core's ticks, or the formatter). */
const TICK_PARTS = new Set(['bounds', 'format', 'dial', 'tickFormat', 'zones']); // zones: the dial's ticksAtZones

/** Past the live-gauge limit (docs/performance.md › Past the live-gauge limit): when the core refuses a new gauge, up
 * to RECLAIM of those nobody needs now (off screen and settled, or without a page: least recently used first; none the
 * frame being drawn pinned) release their wasm gauge, and make it again from their state when next used. */
const RECLAIM = 1024;
let used = 0, pinned = null;

/** A new wasm gauge (a handle > 0); throws the core's refusal, or after a trap. */
function newHandle(core, method) {
  const make = () => core.call(method, (x) => x.gauge_create());
  let h = make();
  if (h === STATUS.tooMany) {
    const idle = [...core.gauges].filter((g) => g[PARK]()).sort((a, b) => a[PARK]() - b[PARK]());
    for (const g of idle.slice(0, RECLAIM)) g[PARK](true);
    if (idle.length) h = make();
  }
  if (h === TRAPPED) throw new Error(`${method}: the wasm module trapped and was restarted; try again`);
  if (h <= 0) throw core.error(h, method, 'handle');
  return h;
}

/** Options set together through a method, and what a missing one of the pair keeps. */
const PAIRS = { setBounds: ['lower', 'upper'], setBoundsLabels: ['minimumValueLabel', 'maximumValueLabel'] };

/**
 * One gauge: its state lives in the wasm core (and a copy here, to restore after a trap). Create it with
 * `module.createGauge(target, options)` or `module.createGaugeHandle(options)`. Setters validate, call the
 * core and throw `RangeError`/`TypeError` ("<method>: <argument>: <reason>") leaving the gauge unchanged.
 */
export class Gauge {
  #core; #h = 0; #used = 0; #pin; #s = defaultState(); #dead = false; #formatting = false; #binding = null; #warnedFormatter = null; #page = null; #warnedPage = new Map();

  /**
   * @param {import('./instance.js').WasmInstance} core the instance the gauge lives in
   * @param {symbol} token INTERNAL: pages create gauges through the module
   * @param {object} [options] GaugeOptions, applied in the table's order
   * @param {string} method the public method creating it (named in errors)
   * @param {((gauge: Gauge) => object) | null} [bind] makes the page binding (canvas, surface rect, element)
   * @param {import('./page-colours.js').PageColours | null} [page] resolves the tint's page colours (page-colours.js)
   */
  constructor(core, token, options, method, bind = null, page = null) {
    if (token !== INTERNAL) throw new TypeError('Gauge: use module.createGauge() or module.createGaugeHandle()');
    this.#core = core;
    this.#h = newHandle(core, method);
    this.#page = page;
    core.gauges.add(this);
    try {
      this.#applyOptions(options ?? {}, method);
      if (bind) this.#binding = bind(this);
    } catch (e) {
      this.destroy();
      throw e;
    }
  }

  /** Applies createGauge's options in the table's order, as the setters would. */
  #applyOptions(o, method) {
    if (typeof o !== 'object' || Array.isArray(o)) throw expected(method, 'options', 'an object', o);
    // Read once into a plain object, so a throwing getter or a Proxy is named here, not deep inside a setter.
    let keys;
    try { keys = Object.keys(o); } catch (e) { throw readFailed(`${method}: options`, e); }
    const given = { __proto__: null }; // own options only: a key the page's Object.prototype holds is no option
    for (const k of keys) {
      if (!GAUGE_OPTIONS.has(k)) throw new TypeError(`${method}: options: unknown option "${k}"`);
      try { given[k] = o[k]; } catch (e) { throw readFailed(`${method}: options.${k}`, e); }
    }
    o = given;
    if (o.colorScheme === undefined) this[FOLLOW_SCHEME]();
    for (const opt of GAUGE_OPTIONS.values()) {
      if (opt.pair) {
        const names = PAIRS[opt.pair];
        if (opt.name === names[0] && names.some((n) => o[n] !== undefined)) this[opt.pair](...names.map((n) => o[n] ?? this.#s[n]));
      } else if (o[opt.name] !== undefined) {
        this[opt.name] = o[opt.name];
      } else if (opt.always) {
        this[opt.name] = this[opt.name];
      }
    }
  }

  static {
    // Each option of the table is a property: its getter reads the state, its setter checks and applies.
    for (const o of GAUGE_OPTIONS.values()) {
      const read = o.get ?? ((s) => s[o.name]);
      Object.defineProperty(this.prototype, o.name, {
        __proto__: null, // a descriptor's keys are read through its prototype: Object.prototype.value would make it invalid
        configurable: true,
        get() { this.#alive(o.name); return read(this.#s); },
        set: o.set && function set(v) {
          this.#alive(o.name);
          let patch;
          // A value whose getters throw (or a Proxy) fails inside the check: named after the option all the same.
          try { patch = o.set(v); } catch (e) { throw typeof e?.message === 'string' && e.message.startsWith(o.name) ? e : readFailed(o.name, e); }
          this.#set(patch, o.name, o.part);
        },
      });
    }
  }

  #alive(method) {
    if (this.#dead) throw new Error(`${method}: this gauge was destroyed`);
  }

  /** Before a call that needs the wasm gauge: made again from the state if it was released ([PARK]). */
  #live(method) {
    this.#alive(method);
    this.#used = ++used;
    if (this.#h) return;
    const core = this.#core, h = (this.#h = newHandle(core, method));
    for (const part of PARTS) core.call(method, (x) => PUSH[part](core, x, h, this.#s));
  }

  /** The sort key of a gauge that may release its wasm gauge now (off screen and settled: its binding's `parkable`,
   * or without a page; not pinned by the frame being drawn), else 0; `go`: it releases it. */
  [PARK](go) {
    const b = this.#binding, may = !this.#dead && this.#h && this.#pin !== pinned && (b ? b.parkable?.() : true);
    if (!may || !go) return may ? this.#used + 1 : 0;
    const h = this.#h;
    this.#h = 0;
    this.#core.fontUsed(h, 0);
    this.#core.call('park', (x) => x.gauge_destroy(h));
  }

  [WAKE](pin) { pinned = this.#pin = pin; this.#live('render'); }

  /** Applies `patch` through the core for `method` (its `part`, a refusal naming `arg`: both by default the method);
   * on success it becomes the gauge's state. A trap keeps the old state. */
  #set(patch, method, part = method, arg = method) {
    this.#alive(method);
    // A formatter that changed this gauge while we format would have its change overwritten by `next` below
    // (and later restored wrongly after a trap): refuse it instead.
    if (this.#formatting) throw new Error(`${method}: the gauge cannot be changed from inside its own formatter`);
    // The patch over the state, not a copy of it (49 keys took 7–40 µs a set: docs/performance.md › Frame budget);
    // written into the state once the core took it, so a trap's restore pushes the old state.
    const next = Object.assign(Object.create(this.#s), patch);
    // On a page, the tint's page colours (var(), currentColor…) are resolved by the browser (page-colours.js).
    if (part === 'tint' && this.#page && !Object.hasOwn(patch, 'pageTint')) next.pageTint = this.#page.tint(next, schemeOf(next, this.#core));
    if (part === 'font' && this.#page && !Object.hasOwn(patch, 'pageFont')) next.pageFont = this.#page.font(next);
    if (COLOR_ROLES.includes(part) && this.#page && !Object.hasOwn(patch, 'pageColours')) {
      next.pageColours = { __proto__: null, ...next.pageColours, [part]: this.#page.option(next, part, schemeOf(next, this.#core)) };
    }
    // Only what the formatted texts depend on (the value, the bounds, the format) runs the formatter.
    if (FORMATTED_PARTS.has(part)) {
      next.formatted = this.#format(next.formatter, (warn) => formatTexts(next, warn));
    }
    this.#live(method); // (the formatter may have destroyed the gauge)
    const core = this.#core;
    const st = core.call(method, (x) => PUSH[part](core, x, this.#h, next));
    if (st === TRAPPED) return;
    if (st < 0) throw core.error(st, method, arg, GAUGE_OPTIONS.get(method)?.quotes?.(next));
    // All or nothing: tick texts the core cannot take put the part back as it was, and the setter throws.
    if (TICK_PARTS.has(part)) {
      try {
        if (this.#formatTicks(method, arg, next) === TRAPPED) return;
      } catch (e) {
        if (!this.#dead) core.call(method, (x) => PUSH[part](core, x, this.#h, this.#s));
        throw e;
      }
    }
    Object.assign(this.#s, next); // its own keys: the patch and what was derived from it
    this.#binding?.changed(part);
  }

  /** With a JS tick formatter, formats the ticks the core now has for state `s` (just pushed) and hands the texts
   * back (with their values, so the core uses them only for those ticks) into `s.tickTexts`; without one, clears
   * texts an earlier formatter left. Texts over what scratch carries are refused, naming `arg`; TRAPPED after a trap. */
  #formatTicks(method, arg, s) {
    const core = this.#core, formatter = tickFormatter(s);
    if (formatter === null && s.tickTexts === null) return;
    let texts = null;
    if (formatter !== null) {
      const values = core.call(method, (x) => tickValues(x, this.#h));
      if (values === TRAPPED) return TRAPPED;
      texts = this.#format(formatter, (warn) => formatTicks(formatter, values, warn));
      this.#alive(method); // the formatter may have destroyed the gauge
      const bytes = texts && tickTextBytes(texts);
      if (bytes > LIMITS.scratchBytes) {
        throw new RangeError(`${named(method, arg)}: the tick labels would be ${bytes} bytes for ${values.length} ticks, over ${LIMITS.scratchBytes} in all; shorten the tickFormat texts or use fewer ticks`);
      }
    }
    const st = core.call(method, (x) => pushTickTexts(core, x, this.#h, texts));
    if (st === TRAPPED) return TRAPPED;
    if (st < 0) throw core.error(st, method, 'tickFormat');
    s.tickTexts = texts;
  }

  /** `f(warn)` while the gauge formats (a change from inside the formatter is refused: #set); `warn(message, cause)`
   * reports a failure of `formatter`. */
  #format(formatter, f) {
    this.#formatting = true;
    try {
      return f((message, cause) => this.#formatFailed(formatter, message, cause));
    } finally {
      this.#formatting = false;
    }
  }

  /** A formatter that failed: one warning per formatter; the core's format shows until it succeeds. */
  #formatFailed(formatter, message, cause) {
    if (this.#warnedFormatter === formatter) return;
    this.#warnedFormatter = formatter;
    console.warn(`SwiftGauge: ${message}; the gauge shows the core's format until the formatter succeeds.`, ...(cause === undefined ? [] : [cause]));
  }

  /** Re-creates this gauge in a fresh instance from its last good state (instance.js, after a restart). */
  [RESTORE](x) {
    if (!this.#h) return; // released: made when next used
    const h = x.gauge_create();
    if (h <= 0) throw new Error('SwiftGauge: could not re-create a gauge after a restart');
    this.#h = h;
    for (const part of PARTS) {
      if (PUSH[part](this.#core, x, h, this.#s) < 0) console.warn(`SwiftGauge: could not restore ${part} after a restart`);
    }
  }

  [RESET]() { this.#s = defaultState(); }

  /** Re-applies the colour scheme if the gauge follows the page's. */
  [FOLLOW_SCHEME]() {
    if (this.#dead || this.#s.colorScheme !== null) return;
    this.#set({}, 'colorScheme');
  }

  /** The scheme a null colorScheme resolves to (set by the page binding from its element's used scheme). */
  [AUTO_SCHEME](scheme) {
    if (this.#dead || this.#s.autoScheme === scheme) return;
    this.#set({ autoScheme: scheme }, 'colorScheme');
  }

  /** Re-resolves the page colours of the tint and the colour options (the page's theme, the element's style or the
   * scheme changed); a custom property (`--swift-gauge-tint`…) the core refuses warns once and keeps the colour. */
  [PAGE_COLOURS]() {
    if (this.#dead || !this.#page) return;
    const forced = forcedPalette(this.#page, this.#core.forcedQuery);
    if ((forced?.key ?? null) !== (this.#s.forced?.key ?? null)) this.#setForced(forced);
    const scheme = schemeOf(this.#s, this.#core), pageTint = this.#page.tint(this.#s, scheme);
    if (pageTint !== (this.#s.pageTint ?? null)) {
      this.#setFromPage('tint', 'tint', pageTint, { pageTint, tintText: this.#s.tintText ?? 'blue' });
    }
    const pageFont = this.#page.font(this.#s);
    if (pageFont !== (this.#s.pageFont ?? null)) this.#setFromPage('fontFamily', 'font', pageFont, { pageFont });
    const pageThickness = this.#page.thickness();
    if (pageThickness !== (this.#s.pageThickness ?? null)) this.#setFromPage('thickness', 'thickness', pageThickness, { pageThickness }, thicknessArgs);
    const pageFontScale = this.#page.fontScale();
    if (pageFontScale !== (this.#s.pageFontScale ?? null)) this.#setFromPage('fontScale', 'fontScale', pageFontScale, { pageFontScale }, fontScaleOf);
    for (const name of COLOR_ROLES) {
      const text = this.#page.option(this.#s, name, scheme);
      if (text !== (this.#s.pageColours[name] ?? null)) this.#setFromPage(name, name, text, { pageColours: { __proto__: null, ...this.#s.pageColours, [name]: text } });
    }
  }

  /** Forced colours on, changed or off (forced-colors.js): every colour part pushed again with the palette. */
  #setForced(forced) {
    try {
      this.#set({ forced, forcedWas: !forced && !!this.#s.forced }, 'colorScheme');
      for (const part of ['tint', ...COLOR_ROLES, ...(this.#s.zones.length ? ['zones'] : [])]) this.#set({}, part);
    } catch (e) { console.error(e); }
  }

  #setFromPage(name, part, text, patch, check) {
    try {
      check?.(text);
      this.#set(patch, name, part);
    } catch (e) {
      if (this.#warnedPage.get(name) !== text) console.warn(`SwiftGauge: ${this.#page.property(name)}:`, e.message);
      this.#warnedPage.set(name, text);
    }
  }

  /** The direction 'auto' resolves to (set by the page binding from the element). */
  [AUTO_DIRECTION](d) {
    if (this.#dead || this.#s.autoDirection === d) return;
    this.#set({ autoDirection: d }, 'layoutDirection', 'direction');
  }

  /** The input state its element sets (input.js; docs/abi.md › gauge_set_input_state): laid out again when it changed. */
  [INPUT_STATE](f) { if (!this.#dead && f !== (this.#s.inputFlags | 0)) this.#set({ inputFlags: f }, 'interactive', 'input'); }

  /** Re-applies the animation setting (the reduced-motion preference changed). */
  [REAPPLY_ANIMATION]() {
    if (this.#dead || !this.#h) return; // (a released gauge pushes it when made again)
    const core = this.#core;
    core.call('animation', (x) => PUSH.animation(core, x, this.#h, this.#s));
  }

  [FONT_FAMILY]() { return fontFamilyOf(this.#s) ?? FONT_STACK; }

  [FORCED_PALETTE]() { return this.#s.forced ?? null; }

  [DRAWN](animating) { drawn(this, this.#s, animating, this.#binding?.host?.ownerDocument); }

  [VALUE_TEXT]() { return this.#describe('accessibility', 2); }

  /**
   * The core's natural size for a proposed box (gauge_natural_size; NaN: a side not proposed): what an unsized
   * canvas or element takes. `{width, height}` in CSS px; sides within the ABI's range.
   */
  [NATURAL_SIZE](width, height) {
    this.#alive('naturalSize');
    return this.#call('naturalSize', 'width, height', (x) => {
      const w = x.gauge_natural_size(this.#h, width, height, 0);
      return w < 0 ? w : { width: w, height: x.gauge_natural_size(this.#h, width, height, 1) };
    });
  }

  /**
   * The value under the point (`x`, `y`), CSS px in the box the gauge was last drawn in (origin top-left): what a
   * press there sets on an interactive gauge (gauge_value_at: docs/abi.md › Hit testing). Clamped to the bounds; null
   * before the gauge was drawn, for a point that is not finite, or an empty box.
   */
  valueAt(x, y) {
    const v = this.#at('valueAt', x, y);
    return Number.isNaN(v) ? null : v;
  }

  /**
   * The part under the point (`x`, `y`), CSS px in the box the gauge was last drawn in (gauge_part_at:
   * docs/abi.md › Hit testing): `{ part }` with a PART_KINDS name, a zone's `zone` index and `name`, an additional
   * value's `index`; null off every part, before the gauge was drawn or for a point that is not finite.
   */
  partAt(x, y) {
    const c = this.#at('partAt', x, y), part = PART_KINDS[c & 255], i = c >> 8;
    return c > 0 ? part == 'zone' ? { part, zone: i, name: this.#s.zones[i].name ?? '' } : part == 'additionalValue' ? { part, index: i } : { part } : null;
  }

  /** valueAt's and partAt's call: `x` and `y` numbers (else a TypeError naming them), the export's own result. */
  #at(fn, x, y) {
    for (const [n, v] of [['x', x], ['y', y]]) checkType(fn, n, v, 'number');
    return this.#call(fn, 'x, y', (w) => [w[fn == 'valueAt' ? 'gauge_value_at' : 'gauge_part_at'](this.#h, x, y)])[0];
  }

  /**
   * The error state of a page gauge: the Error it failed with (it trapped while laid out; its fallback content or
   * an empty rect shows, until one of its options changes), else null.
   */
  get error() { return this.#binding?.error ?? null; }

  /** Resolves once the frame loop has drawn this gauge's current state (at once for a gauge without a page);
   * rejects with `error` while it is in its error state. */
  whenRendered() {
    this.#alive('whenRendered');
    return this.#binding?.whenRendered?.() ?? Promise.resolve();
  }

  /** @internal The page binding (canvas, surface rect or element), for tests and debugging. */
  get _binding() { return this.#binding; }

  /** The raw handle in the current wasm instance (changes after a trap recovery). */
  get handle() { this.#live('handle'); return this.#h; }
  /** True after `destroy()`. */
  get destroyed() { return this.#dead; }

  /** Sets the range: `lower == upper` draws fraction 0; refuses non-finite bounds and `lower > upper`. */
  setBounds(lower, upper) {
    this.#alive('setBounds');
    for (const [name, b] of [['lower', lower], ['upper', upper]]) {
      checkType('setBounds', name, b, 'number');
      if (!Number.isFinite(b)) throw new RangeError(`setBounds: ${name}: must be finite, got ${b}`);
    }
    this.#set({ lower, upper }, 'setBounds', 'bounds', 'lower, upper');
  }

  /** Sets the labels of both ends as a pair; `(null, null)` clears both, one null shows as empty text. */
  setBoundsLabels(minimum, maximum) {
    this.#alive('setBoundsLabels');
    checkText('setBoundsLabels', 'minimum', minimum);
    checkText('setBoundsLabels', 'maximum', maximum);
    this.#set({ minimumValueLabel: minimum ?? null, maximumValueLabel: maximum ?? null }, 'setBoundsLabels', 'boundsLabels', 'minimum, maximum');
  }

  /** The scheme the gauge is drawn in: its `colorScheme`, or the page's when that is null. */
  get resolvedColorScheme() { this.#alive('resolvedColorScheme'); return schemeOf(this.#s, this.#core); }

  /** `value` as text with this gauge's format, as the current-value label would show it: "–" for NaN or null. */
  formatValue(value) {
    this.#alive('formatValue');
    if (value === null || value === undefined) value = NaN;
    if (typeof value !== 'number') throw expected('formatValue', 'value', 'a number or null', value);
    if (this.#s.formatter && !Number.isNaN(value)) {
      const t = formatTexts({ __proto__: null, ...this.#s, value }, (message, cause) => this.#formatFailed(this.#s.formatter, message, cause)).value;
      if (t !== null) return t;
    }
    return this.#call('formatValue', 'value', (x) => { const n = x.gauge_format_value(this.#h, value); return n < 0 ? n : this.#core.text(n); });
  }

  /**
   * Lays the gauge out for a box (CSS px, 0…100,000) at a pixel ratio (0.0625…16) and a time (ms) and returns its
   * display list, read in place from wasm memory (valid until the next call into the module).
   */
  render(width, height, pixelRatio = 1, timeMs = globalThis.performance?.now() ?? 0) {
    this.#alive('render');
    checkNumber('render', 'width', width, 0, LIMITS.maxSide);
    checkNumber('render', 'height', height, 0, LIMITS.maxSide);
    checkNumber('render', 'pixelRatio', pixelRatio, LIMITS.minPixelRatio, LIMITS.maxPixelRatio);
    checkNumber('render', 'timeMs', timeMs, -Number.MAX_VALUE, Number.MAX_VALUE);
    const core = this.#core;
    const r = this.#call('render', 'width, height, pixelRatio, timeMs', (x) => {
      let st = x.gauge_render(this.#h, width, height, pixelRatio, timeMs);
      // > 0: texts laid out with built-in metrics wait to be measured; measure them and lay out again
      // (a second pass may need the ellipsis too). Never in a steady state: one check per render.
      for (let pass = 0; st > 0 && pass < 3; pass++) {
        core.measureMisses(x);
        st = x.gauge_render(this.#h, width, height, pixelRatio, timeMs);
      }
      if (st < 0) return st;
      const len = x.gauge_display_list_len(this.#h);
      return len < 0 ? len : decodeDisplayList(x.memory.buffer, x.gauge_display_list_ptr(this.#h) >>> 0, len);
    });
    core.stats.renders++;
    core.stats.renderCalls++;
    this.#binding?.listReplaced?.(); // a surface lays its gauge out again (a canvas keeps what it shows until its next redraw)
    return r;
  }

  /** The last rendered display list in its text form (docs/display-list.md › Text form; '' before a render). */
  displayListText() {
    this.#alive('displayListText');
    return this.#call('displayListText', 'handle', (x) => {
      const len = x.gauge_display_list_len(this.#h);
      return len > 0 ? displayListText(decodeDisplayList(x.memory.buffer, x.gauge_display_list_ptr(this.#h) >>> 0, len)) : len || '';
    });
  }

  /**
   * The gauge as a standalone SVG document (the core's, written by the host: svg.js); with a size, laid out first:
   * at the frame shown now on a page, else (Node, server-side rendering) where any animation ends. A last
   * `{ idPrefix }` starts every id with it; by default ids no other SVG of this page shares (svg.js).
   */
  toSVG(...a) {
    this.#alive('toSVG');
    const o = isPlainObject(a.at(-1)) ? a.pop() : {}, idPrefix = own(o, 'idPrefix'), [width, height = width, pixelRatio = 1] = a;
    if (idPrefix !== undefined) checkIdPrefix('toSVG', idPrefix);
    this.#binding?.readPage?.(); // the page's colours, if its first frame has not read them yet
    if (width !== undefined) {
      const t = globalThis.performance?.now() ?? 0;
      if (this.render(width, height, pixelRatio, t).animating && !this.#binding) this.render(width, height, pixelRatio, t + SETTLED_MS);
    }
    return this.#describe('toSVG', (x) => gaugeSVG(x, this.#h, idPrefix, own(o, PRINT_CLIPS) === true)); // `what` a function: a string or a status
  }

  /**
   * The gauge as a PNG (Promise<Blob>), or as a `data:image/png` URL: its display list where any animation ends (a
   * running one ends on the page too), replayed on a canvas of its own (export-image.js); by default at its box
   * on the page and the page's devicePixelRatio. Bad arguments and a missing canvas (Node) throw at once.
   */
  toPNG(width, height, pixelRatio) { return pngBlob('toPNG', this.#image('toPNG', width, height, pixelRatio, false)); }

  toDataURL(width, height, pixelRatio) { return this.#image('toDataURL', width, height, pixelRatio, true).toDataURL('image/png'); }

  #image(method, width, height, ratio, sync) {
    this.#alive(method);
    this.#binding?.readPage?.(); // the page's colours, if its first frame has not read them yet
    const b = this.#binding, bw = b?.cssW ?? b?.w, bh = b?.cssH ?? b?.h;
    if (width === undefined && bw > 0 && bh > 0) { width = bw; if (height === undefined) height = bh; }
    if (height === undefined) height = width;
    if (ratio === undefined) ratio = Math.min(LIMITS.maxPixelRatio, Math.max(LIMITS.minPixelRatio, globalThis.devicePixelRatio || 1));
    const size = checkImage(method, width, height, ratio, sync);
    // Laid out now (an animation waiting for its first frame starts), then where it ends.
    const t = globalThis.performance?.now() ?? 0;
    let view = this.render(width, height, ratio, t);
    if (view.animating) view = this.render(width, height, ratio, t + SETTLED_MS);
    try { return drawImage(view, size, ratio, this[FONT_FAMILY](), sync, this[FORCED_PALETTE]()); } finally { b?.redraw(); }
  }

  /** What assistive technology is told: `name`, `valueText` ("unknown" for no value), `description`. */
  accessibility() {
    return {
      name: this.#describe('accessibility', 1),
      valueText: this.#describe('accessibility', 2),
      description: this.#describe('accessibility', 3),
    };
  }

  #describe(method, what) {
    this.#alive(method);
    return this.#call(method, typeof what === 'function' ? 'handle' : 'what', typeof what === 'function' ? what : (x) => {
      const n = x.gauge_describe(this.#h, what);
      return n < 0 ? n : this.#core.text(n);
    });
  }

  /** `f(exports)` through the core for `method`: its result, or the refusal (naming `arg`) of the status it returns. */
  #call(method, arg, f) {
    this.#live(method);
    const r = this.#core.call(method, f);
    if (r === TRAPPED) throw new Error(`${method}: the wasm module trapped and was restarted`);
    if (typeof r === 'number') throw this.#core.error(r, method, arg);
    return r;
  }

  /** Frees the gauge (and removes what it added to the page). Idempotent; afterwards every method throws. */
  destroy() {
    if (this.#dead) return;
    this.#dead = true;
    this.#binding?.detach();
    this.#binding = null;
    this.#core.gauges.delete(this);
    if (!this.#h) return; // released already
    this.#core.fontUsed(this.#h, 0); // its font family is freed when no other gauge uses it
    try { this.#core.call('destroy', (x) => x.gauge_destroy(this.#h)); } catch { /* module broken: nothing to free */ }
  }
}
