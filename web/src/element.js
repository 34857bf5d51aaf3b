// <swift-gauge>: the custom element. Its attributes and properties come from the options table (options.js); the
// element itself is the meter (its ARIA through ElementInternals, or attributes); the canvas lives in its shadow root, hidden from assistive
// technology; its light-DOM content is the fallback shown without JavaScript or when the wasm cannot load. Every
// element on a page shares one SwiftGaugeModule, loaded when the first one connects.
import { CIRCULAR_STYLES, STATUS } from './vocabulary.js';
import { clip } from './errors.js';
import { OPTIONS, ON_GAUGE } from './options.js';
import { meterZones } from './option-types.js';
import { CanvasBinding, FramePageColours, meterInternals } from './canvas-binding.js';
import { SwiftGaugeModule } from './module.js';
import { setWasmSource, getWasmSource } from './load.js';
import { loadShared, useShared, sharedModule, waitForLoad, styleShadow, refusedForLimit } from './element-module.js';
import { CREATE, inLiveDocument } from './internal.js';
import { defer, undefer, createNow } from './lazy.js';
import { ELEMENT_CSS, roundSize, VERTICAL_W, VERTICAL_H } from './element-style.js';
import { installInput, syncInput } from './input.js';

/** What the element applies as one step: options set in pairs go together, and `<meter>`'s low, high and optimum
 * make the zones (when there is no zones attribute). In the table's order. */
const unitOf = (o) => o.pair ?? (o.part === 'zones' ? 'zones' : o.name);
const UNITS = new Map();
for (const o of OPTIONS) { const u = unitOf(o); if (!UNITS.has(u)) UNITS.set(u, []); UNITS.get(u).push(o); }
/** An option's attribute names, in order of precedence: its own, its alias (`<meter>`'s min, max), and its
 * property lower-cased (`gaugestyle`, `currentvaluelabel`…: what React 18 writes for a camelCase prop). */
const NAMES = new Map(OPTIONS.map((o) => [o, [...new Set([o.attribute, o.alias, (o.property).toLowerCase()].filter(Boolean))]]));
const namesOf = (o) => NAMES.get(o); // made once: an attribute's option is looked up on every change
const BY_ATTRIBUTE = new Map();
for (const o of OPTIONS) for (const a of namesOf(o)) BY_ATTRIBUTE.set(a, o);
const PROPERTIES = OPTIONS.map((o) => o.property).concat('min', 'max');
const OPTION = Object.fromEntries(OPTIONS.map((o) => [o.name, o]));
const OBSERVED = [...BY_ATTRIBUTE.keys()], METER_ZONES = ['low', 'high', 'optimum']; // <meter>'s zone attributes
/** An attribute the element refused: the warning names it. */
class Refusal extends Error {
  constructor(attribute, reason) { super(reason); this.attribute = attribute; }
}
const HTMLElementBase = globalThis.HTMLElement ?? class {};

/** A property or attribute value (`what`; a held value, a function: option `o`) the element refused: one warning
 * naming it; nothing changes. */
const ignored = (what, e) => console.warn(`<swift-gauge>: ${what} ignored: ${e.message}; the gauge keeps its previous state.`), warnIgnored = (o, e) => ignored(o.property, e);

/**
 * `<swift-gauge>`: a gauge that fills its CSS box at any devicePixelRatio and is a `role="meter"` for assistive
 * technology. Every option of the table is an attribute (objects as JSON) and a property of the same name
 * (camelCase; `gaugeStyle` for the style), plus `<meter>`'s `low`/`high`/`optimum`; see web/swift-gauge.d.ts.
 * An invalid attribute logs one console warning naming it and the gauge keeps its previous state; nothing the
 * page sets throws.
 */
export class SwiftGaugeElement extends HTMLElementBase {
  static get observedAttributes() { return OBSERVED; }

  /** Where elements load swift-gauge.wasm from (set before the first element connects): setWasmSource's. */
  static get wasmSource() { return getWasmSource(); }
  static set wasmSource(source) { setWasmSource(source); }

  /**
   * The module every element shares, loading it on the first call (the first element connecting calls this). A
   * failed load is retried by the next element or call once its back-off has passed (1 s, doubling to 60 s);
   * until then they get the same error without a request.
   */
  static loadModule(source = SwiftGaugeElement.wasmSource) { return loadShared(source); }

  /** Uses an already loaded module for every element (instead of loading `wasmSource`); before the first connect. */
  static useModule(module) {
    if (!(module instanceof SwiftGaugeModule)) throw new TypeError('useModule: module: expected a SwiftGaugeModule');
    useShared(module);
  }

  static {
    // A property per option: the gauge's value once it exists (or the attribute, for `readsAttribute` options),
    // the attribute's before; setting writes the attribute, so the markup shows the state.
    for (const o of OPTIONS) {
      const prop = o.property;
      // Before the gauge exists: the attribute's value, or the absent attribute's when it does not parse.
      const peek = (s) => { if (!o.parse) return s; try { return o.parse(s, null); } catch { return o.parse(null, null); } };
      Object.defineProperty(this.prototype, prop, {
        __proto__: null, // read through its prototype otherwise: Object.prototype.value would make it invalid
        configurable: true,
        get() {
          const g = this.#live();
          if (this.#held.has(o)) return g ? g[o.name] : this.#held.get(o);
          return g && !o.readsAttribute ? g[o.name] : peek(this.getAttribute(this.#attributeOf(o)));
        },
        set(v) {
          let text;
          try { text = typeof v === 'string' && o.parse ? v : o.print(v); } catch (e) { // a string is the attribute's text (JSON for zones…), as React 18 writes it
            ignored(prop, e);
            return;
          }
          if (text === ON_GAUGE) { this.#hold(o, v); return; }
          if (o.name === 'value' && this.#gauge && Number.isFinite(v)) { // straight to the gauge (docs/performance.md › Frame budget) …
            try { this.#gauge.value = v; } catch (e) { ignored(prop, e); return; }
            // … and reflected, but not while interactive: the attribute is then the default value (docs/design.md › Input gauges)
            if (!this.#gauge.interactive) { this.#reflecting = true; this.setAttribute(this.#attributeOf(o), text); this.#reflecting = false; }
            return;
          }
          if (this.#held.delete(o) && text === null && this.#gauge) this.#apply(unitOf(o), null); // no attribute to remove
          if (text === null) this.removeAttribute(this.#attributeOf(o));
          else if (text !== undefined) this.setAttribute(this.#attributeOf(o), text);
        },
      });
    }
    installInput(this); // interactive: a slider and a form control (input.js)
  }

  #gauge = null; #binding = null; #fallback = null; #sizeCSS = ''; #ready = null; #settle = null; #leaving = false; #boundsRetry = false;
  #held = new Map(); // option → a property value no attribute can hold (#hold)
  #reflecting = false; // the value property writes its attribute: nothing to apply
  #styles = null; // <style> elements, where the element's document cannot adopt constructable sheets
  #styledIn = null; // the document the shadow root's style was made for
  #retrying = false; // the gauge left its error state: `ready` resolves when it draws
  #lastWidth = -1; #sizeQueued = false;
  /** The meter's ARIA as default semantics where the engine has them, else null (attributes): canvas-binding.js. */
  #internals = meterInternals(this);

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    this.#style();
    this.#fallback = document.createElement('div');
    this.#fallback.className = 'fallback';
    this.#fallback.setAttribute('part', 'fallback');
    this.#fallback.append(document.createElement('slot'));
    root.append(this.#fallback);
    this.#newReady();
    // Properties a framework set before the element was defined are own properties shadowing ours: take them
    // over once the upgrade is done (the standard upgrade-property pattern; setters write attributes, which a
    // constructor must not).
    const early = PROPERTIES.filter((p) => Object.hasOwn(this, p)).map((p) => { const v = this[p]; delete this[p]; return [p, v]; });
    if (early.length) queueMicrotask(() => { for (const [p, v] of early) this[p] = v; });
  }

  #newReady() {
    const settle = { settled: false };
    this.#ready = new Promise((resolve, reject) => {
      settle.resolve = (g) => { settle.settled = true; resolve(g); };
      settle.reject = (e) => { settle.settled = true; reject(e); };
    });
    this.#settle = settle;
    this.#ready.catch(() => {}); // a failed load is reported once by loadModule, not as an unhandled rejection
  }

  connectedCallback() {
    if (this.#styledIn !== this.ownerDocument) this.#moved();
    // In a document without a window (document.implementation.createHTMLDocument, a removed iframe's) nothing can
    // show: as if removed (its gauge is freed after the task unless it moves on into a live document).
    if (!inLiveDocument(this)) { this.disconnectedCallback(); return; }
    this.#leaving = false;
    this.#provisionalSize();
    if (this.#gauge) { this.#binding?.restyle(); return; } // moved within the page: it keeps its gauge, in its new place's look
    if (sharedModule()) { this.#defer(sharedModule()); return; }
    // A microtask later: a bundled page's setWasmSource, the line after the import that upgraded us, comes first.
    queueMicrotask(() => inLiveDocument(this) && !this.#gauge && loadShared(getWasmSource()).then(this.#loaded, (e) => {
      if (this.#gauge) return; // made when a later load succeeds (setWasmSource, loadSwiftGauge, the back-off's retry):
      if (inLiveDocument(this)) waitForLoad(this.#loaded);
      this.#settle.reject(e);
    }));
  }

  /** The shared module loaded: the element makes its gauge (if it is still in a live document and has none). */
  #loaded = (m) => {
    waitForLoad(this.#loaded, false);
    if (!inLiveDocument(this) || this.#gauge) return;
    if (this.#settle.settled) this.#newReady(); // its `ready` rejected when the load failed
    this.#defer(m);
  };

  /** The gauge is made when the element nears the viewport, the page is idle, or the page asks for it (lazy.js). */
  #defer(m) { defer(this, (idle) => { if (inLiveDocument(this) && !this.#gauge) this.#create(m, idle); }); }
  #live() { createNow(this); return this.#gauge; }

  adoptedCallback() { this.#moved(); }
  /** Moved into another document (an iframe's, a popout's, and back): styled and observed for size there. */
  #moved() { this.#style(); this.#binding?.moved(); }

  disconnectedCallback() {
    waitForLoad(this.#loaded, false); undefer(this);
    // Freed after the current task unless the element is re-inserted first (a move).
    this.#leaving = true;
    queueMicrotask(() => {
      if (!this.#leaving || inLiveDocument(this)) return;
      this.#leaving = false;
      this.#destroy();
    });
  }

  /** The shadow root's style, made for the element's own document (element-module.js › styleShadow). */
  #style() {
    this.#styledIn = this.ownerDocument;
    this.#styles = styleShadow(this.shadowRoot, this.#sizeCSS ? [ELEMENT_CSS, this.#sizeCSS] : [ELEMENT_CSS], this.#styles);
  }

  attributeChangedCallback(name, old, value) {
    if (name === 'gauge-style' || name === 'orientation') this.#provisionalSize();
    if (value !== null) this.#held.delete(BY_ATTRIBUTE.get(name)); // the attribute set since replaces a held value
    if (this.#gauge && old !== value && !this.#reflecting) this.#apply(unitOf(BY_ATTRIBUTE.get(name)), name);
  }

  /** A value no attribute can hold (a format function, which the option always takes): set on the gauge and on the
   * next one the element makes, until the attribute or property is set again; the attribute, no longer true, goes. */
  #hold(o, v) {
    // The gauge first: a value it refuses warns and changes nothing (neither the attributes nor what is held).
    try { if (this.#live()) this.#gauge[o.name] = v; } catch (e) { warnIgnored(o, e); return; }
    for (const name of namesOf(o)) this.removeAttribute(name); // (the gauge takes the absent attribute's value…)
    this.#held.set(o, v);
    if (this.#gauge && this.#gauge[o.name] !== v) this.#gauge[o.name] = v; // (… and the held value again)
  }

  /** The attribute option `o` is read from and written to: the first of its names present (see namesOf), else its own. */
  #attributeOf(o) {
    for (const name of namesOf(o)) if (this.hasAttribute(name)) return name;
    return o.attribute;
  }

  #meterZoneAttributes() {
    return !this.hasAttribute('zones') && METER_ZONES.some((a) => this.hasAttribute(a));
  }

  #create(module, idle) {
    let g;
    const mount = {
      __proto__: null, // (its optional hooks are read: none from Object.prototype)
      root: this.shadowRoot,
      internals: this.#internals,
      resized: (w) => { if (w !== this.#lastWidth) { this.#lastWidth = w; this.#intrinsicSize(); } },
      // Once per task, however many options changed: the size is the core's, no layout is read.
      changed: (part) => {
        syncInput(this, g);
        if (part === 'value' || part === 'bounds' || this.#sizeQueued) return;
        this.#sizeQueued = true;
        queueMicrotask(() => { this.#sizeQueued = false; this.#intrinsicSize(); });
      },
      // The page destroyed the gauge (el.gauge.destroy()): show the fallback; a new gauge comes when the element
      // is connected again.
      detached: () => { if (this.#gauge) this.#reset(); },
      painted: () => { // in the frame the canvas shows
        if (!this.#fallback.hidden) this.#fallback.hidden = true;
        if (this.#retrying) { this.#retrying = false; this.#settle.resolve(this.#gauge); }
      },
      // Its error state (canvas-binding.js › gaugeFailed): the fallback content shows, `ready` rejects; when an
      // option changes it is tried again, and `ready` resolves once it draws.
      failed: (error) => { this.#fallback.hidden = false; this.#retrying = false; this.#newReady(); this.#settle.reject(error); },
      retrying: () => { this.#retrying = true; this.#newReady(); },
    };
    try {
      const page = new FramePageColours(this, this.shadowRoot);
      g = module[CREATE]({ animation: 'none' }, '<swift-gauge>', (gauge, frames) => (this.#binding = new CanvasBinding(frames, gauge, this, mount, page)), page);
    } catch (e) {
      if (e.status === STATUS.tooMany) refusedForLimit(e); else console.error('<swift-gauge>: could not create the gauge:', e);
      this.#settle.reject(e);
      return;
    }
    this.#gauge = g; this.#fallback.classList.add('over'); // over the box, out of its layout, until the canvas draws
    for (const unit of UNITS.keys()) this.#apply(unit, null);
    for (const [o, v] of this.#held) try { g[o.name] = v; } catch (e) { warnIgnored(o, e); }
    this.#intrinsicSize();
    this.#binding.eager = idle; // made in idle time (lazy.js): drawn once sized, on screen or not
    this.#settle.resolve(g);
  }

  #destroy() {
    const g = this.#gauge;
    if (g) { this.#reset(); g.destroy(); }
  }

  /** Back to the element without a gauge: fallback shown, getters reading the attributes, a new `ready`. */
  #reset() {
    this.#gauge = null;
    this.#binding = null;
    this.#fallback.hidden = false; this.#fallback.classList.remove('over');
    this.#lastWidth = -1;
    this.#newReady();
  }

  /** Sizes from the attribute alone, until the gauge exists (circular: the spec's 58 pt ring; a bar's height
   * needs the core, so until then the fallback content sets it). */
  #provisionalSize() {
    if (this.#gauge) return;
    const style = this.getAttribute('gauge-style');
    this.#setSizeCSS(CIRCULAR_STYLES.includes(style) ? roundSize(style === 'dial')
      : this.getAttribute('orientation')?.trim() === 'vertical' ? `:host{display:inline-block;width:${VERTICAL_W}px;height:${VERTICAL_H}px}`
        : ':host{display:block;width:100%}');
  }

  /**
   * The element's intrinsic size, as `:host` rules that any page style overrides. The size is an intrinsic one
   * (`contain: size` + `contain-intrinsic-size`), not a fixed width and height, so `aspect-ratio`, grid and flex
   * stretching and a single given side all work: the rings' intrinsic size (SwiftUI's accessory frame,
   * docs/swiftui-fidelity.md › Sizing); for the linear ones full width (the core's bar width where the width comes
   * from the content) × the style's natural height (the core's `gauge_natural_size`); a vertical bar's
   * thermometer size. Nothing of the page is read (a width read here forced a layout per attribute): the width is
   * the content box the ResizeObserver last reported, or none before its first report (the core's natural
   * width; it reports again, and the size follows, once the element is laid out).
   */
  #intrinsicSize() {
    const g = this.#gauge;
    if (!g) return;
    if (CIRCULAR_STYLES.includes(g.style)) { this.#setSizeCSS(roundSize(g.style === 'dial')); return; }
    if (g.orientation === 'vertical') {
      this.#setSizeCSS(`:host{display:inline-block;contain:size;contain-intrinsic-size:${VERTICAL_W}px ${VERTICAL_H}px}`);
      return;
    }
    const b = this.#binding;
    let height, barWidth;
    try {
      const n = b.naturalSize(NaN);
      barWidth = n.width;
      height = b.cssW > 0 ? b.naturalSize(b.cssW).height : n.height;
    } catch (e) { console.error(e); return; }
    this.#setSizeCSS(`:host{display:block;width:100%;contain:size;contain-intrinsic-size:${barWidth}px ${height}px}`);
  }

  #setSizeCSS(css) {
    if (css === this.#sizeCSS) return;
    this.#sizeCSS = css;
    this.#style();
  }

  /** Option `o`'s value from its attribute; a text that does not parse is a Refusal naming the attribute. */
  #read(o) {
    const name = this.#attributeOf(o), text = this.getAttribute(name);
    if (!o.parse) return text;
    try { return o.parse(text, this); } catch (e) { throw new Refusal(name, e.message); }
  }

  /** Applies one unit from the current attributes; an invalid value warns once and changes nothing. */
  #apply(unit, attribute, retried = false) {
    const g = this.#gauge;
    try {
      if (unit === 'setBounds') {
        // A bound whose attribute was refused keeps the gauge's bound, so a change of the other applies (only its refusal is said).
        const bound = (o, kept) => { try { return this.#read(o); } catch (e) { if (!attribute || attribute === this.#attributeOf(o)) throw e; return kept; } }, lower = bound(OPTION.lower, g.lower), upper = bound(OPTION.upper, g.upper);
        if (lower > upper) {
          // Setting min then max (or the reverse) passes through reversed bounds: warn only if they stay so.
          if (attribute && !retried) {
            if (!this.#boundsRetry) {
              this.#boundsRetry = true;
              queueMicrotask(() => { this.#boundsRetry = false; if (this.#gauge) this.#apply('setBounds', attribute, true); });
            }
            return;
          }
          const [lowerName, upperName] = [this.#attributeOf(OPTION.lower), this.#attributeOf(OPTION.upper)];
          throw new Refusal(attribute ?? lowerName, `${lowerName} (${lower}) must not exceed ${upperName} (${upper})`);
        }
        g.setBounds(lower, upper);
        // <meter>-style zones are placed in the bounds: they move when the bounds do.
        if (this.#meterZoneAttributes()) this.#apply('zones', null);
      } else if (unit === 'setBoundsLabels') {
        g.setBoundsLabels(this.#read(OPTION.minimumValueLabel), this.#read(OPTION.maximumValueLabel));
      } else if (unit === 'zones' && this.#meterZoneAttributes()) {
        g.zones = meterZones(g.lower, g.upper, ...METER_ZONES.map((a) => this.#read(OPTION[a]) ?? undefined), g.strings);
      } else {
        const o = OPTION[unit];
        g[o.name] = this.#read(o);
        // <meter>-style zones are named in the gauge's words.
        if (unit === 'strings' && this.#meterZoneAttributes()) this.#apply('zones', null);
      }
    } catch (e) {
      const name = e instanceof Refusal ? e.attribute : attribute ?? UNITS.get(unit)[0].attribute;
      const v = this.getAttribute(name) ?? '';
      ignored(`${name}="${clip(v, 80)}"`, e);
    }
  }

  // ---- what the table does not cover ----

  /** The element's Gauge (null until the module has loaded, and after the element left the page). @type {Gauge|null} */
  get gauge() { return this.#live(); }
  /** Resolves with the Gauge once the element has one; rejects if the module cannot load. @type {Promise<Gauge>} */
  get ready() { return this.#ready; }

  /** Aliases of `lower` and `upper`, as on `<meter>`. @type {number} */
  get min() { return this.lower; } set min(v) { this.lower = v; } get max() { return this.upper; } set max(v) { this.upper = v; }
  /** Sets both bounds at once. */
  setBounds(lower, upper) { this.lower = lower; this.upper = upper; }
  /** Sets both end labels as a pair (null, null clears them). */
  setBoundsLabels(minimum, maximum) { this.minimumValueLabel = minimum; this.maximumValueLabel = maximum; }

  /** Re-reads the element's used colour scheme and direction (see SwiftGaugeModule.refresh). */
  refresh() { this.#live(); this.#binding?.readAppearance(); }

  /** What assistive technology is told (see Gauge.accessibility); null before the gauge exists. */
  accessibility() { return this.#live()?.accessibility() ?? null; }

  /** The gauge as SVG (Gauge.toSVG; its CSS size by default), PNG or data: URL (Gauge.toPNG, toDataURL); null without one. */
  toSVG(width, height) {
    const g = this.#live(), b = this.#binding;
    if (!g) return null;
    const n = b.cssW > 0 && b.cssH > 0 ? null : b.naturalSize(NaN), w = width ?? (n ? n.width : b.cssW), h = height ?? (width ?? (n ? n.height : b.cssH)); // n: not laid out yet (the core's natural size)
    const svg = g.toSVG(w, h, Math.min(16, globalThis.devicePixelRatio || 1));
    b.redraw(); // toSVG laid the gauge out again: keep the last list the one on the canvas
    return svg;
  }
  toPNG(...a) { return this.#live()?.toPNG(...a) ?? null; } toDataURL(...a) { return this.#live()?.toDataURL(...a) ?? null; }
}

if (typeof customElements !== 'undefined' && !customElements.get('swift-gauge')) {
  customElements.define('swift-gauge', SwiftGaugeElement);
}
