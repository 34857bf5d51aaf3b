// An interactive gauge: a slider for its value (docs/design.md › Input gauges) — focus, the ARIA slider pattern's keys,
// pointer and touch through the core's hit test (Gauge.valueAt: docs/abi.md › Hit testing), `step`, `input`/`change`
// events, and on <swift-gauge> the form (ElementInternals). Its control is the <swift-gauge>, createGauge's target or a
// surface gauge's proxy element. The role, values and orientation are aria.js's.
import { CIRCULAR_STYLES } from './vocabulary.js';
import { GAUGE_OPTIONS } from './options.js';
import { INTERNALS, INPUT_STATE } from './internal.js';

/** Each control's input state: its gauge `g`, `on` (interactive), `off` (disabled or read-only: no changes), `fd` (a
 * disabled fieldset or form), `tab` (its tabindex is ours), `drag` (the pointer dragging), `from`, `f` (its last fraction),
 * `fv` (focused with :focus-visible), `css` (the inline style swapped in while interactive, or the page's to put back). */
const S = new WeakMap();
/** `input` or `change` on control `el`, with its gauge in `detail` (one event type for every host path). */
const fire = (el, type, g) => el.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: g }));

/** Makes element class `El` a form control (before customElements.define, which reads `formAssociated`). */
export function installInput(El) {
  El.formAssociated = true;
  const observed = El.observedAttributes.concat('disabled', 'readonly'), p = El.prototype, changed = p.attributeChangedCallback, value = Object.getOwnPropertyDescriptor(p, 'value');
  const define = (k, get, set) => Object.defineProperty(p, k, { __proto__: null, configurable: true, get, set }); // (no inherited `value`: a polluted prototype)
  Object.defineProperty(El, 'observedAttributes', { __proto__: null, get: () => observed });
  // <input>'s form properties: `name` reflects its attribute, `disabled` and `readOnly` their boolean ones; `form` and
  // `labels` are the internals'.
  define('name', function () { return this.getAttribute('name') ?? ''; }, function (v) { this.setAttribute('name', v); });
  for (const k of ['disabled', 'readOnly']) define(k, function () { return this.hasAttribute(k.toLowerCase()); }, function (v) { this.toggleAttribute(k.toLowerCase(), !!v); });
  for (const k of ['form', 'labels']) define(k, function () { return INTERNALS.get(this)?.[k] ?? null; });
  // While interactive the value property sets the value only, as <input type=range>'s: a finite number (or its text),
  // else none (the default then: the middle), and it sets the dirty flag — the value attribute, the default, no longer
  // moves it.
  define('value', value.get, function (v) {
    const s = state(this);
    if (!s.on) return value.set.call(this, v);
    s.dirty = true;
    v = v == null || v === '' ? NaN : +v;
    if (Number.isFinite(v)) value.set.call(this, v); else s.g.value = null;
  });
  Object.assign(p, {
    attributeChangedCallback(n, ...a) {
      const s = S.get(this); // (no state made for a display gauge's attributes)
      if (n === 'disabled' || n === 'readonly') syncInput(this);
      else if (n !== 'value' || !s?.on || !s.dirty) changed.call(this, n, ...a);
    },
    formDisabledCallback(d) { state(this).fd = d; syncInput(this); },
    // A user's value after back/forward navigation outside the back/forward cache (engines that restore form state).
    // A restored value is the user's: it sets the dirty flag.
    formStateRestoreCallback(v) { state(this).dirty = true; this.ready.then((g) => { g.value = v === '' ? null : +v; }); },
    // Back to the value attribute, as <input> resets (a user's changes do not write it).
    formResetCallback() {
      const s = state(this), g = s.g;
      s.dirty = false;
      try { if (g && !g.destroyed) g.value = GAUGE_OPTIONS.get('value').parse(this.getAttribute('value')); } catch { /* a value attribute already refused */ }
    },
  });
}

const state = (el) => { let s = S.get(el); if (!s) S.set(el, (s = { __proto__: null, f: null })); return s; };

/** After any change of control `el`'s gauge `g` (element.js's `changed`, the bindings' `changed`; null: it was
 * destroyed) or of the disabled or read-only state: the value sanitised as <input type=range>'s (snapped to the step,
 * within the bounds), focusability, the form's value, the disabled and read-only ARIA, the touch action, the listeners. */
export function syncInput(el, g = state(el).g) {
  const s = state(el), i = INTERNALS.get(el);
  if (g?.destroyed) return;
  s.g = g;
  const on = !!g?.interactive, disabled = el.hasAttribute('disabled') || !!s.fd, v = on && (g.value ?? g.lower + (g.upper - g.lower) / 2);
  // (No value is the middle, as <input type=range>'s default; its `changed` comes back here once.)
  if (on && snap(g, v) !== g.value) g.value = snap(g, v);
  // No scrolling or zooming while a finger turns it, a pointer cursor, the core's focus ring only: the element's CSS
  // reads the custom state, the other controls get the style while interactive (and the page's own back after).
  // The focus ring's colour is read from the page for interactive gauges only (page-colours.js): read it again.
  if (g && on !== !!s.on) g._binding?.restyle();
  if (!i && on !== !!s.on) for (const [k, v] of Object.entries(s.css ??= { touchAction: 'none', cursor: 'pointer', outline: 'none' })) [el.style[k], s.css[k]] = [v, el.style[k]];
  s.on = on; s.off = disabled || el.hasAttribute('readonly');
  if (on && !disabled && !el.hasAttribute('tabindex')) { el.tabIndex = 0; s.tab = true; }
  else if ((!on || disabled) && s.tab) { el.removeAttribute('tabindex'); s.tab = false; }
  if (!on || s.off) s.drag = null;
  // The core keeps room for the focus ring while interactive and draws it while focus-visible (docs/design.md › Input gauges).
  g?.[INPUT_STATE](on ? (s.fv && !disabled ? 3 : 1) : 0);
  if (i) {
    i.setFormValue(on ? String(g.value ?? '') : null); // a meter is not a form value
    i.ariaDisabled = on && disabled ? 'true' : null;
    i.ariaReadOnly = on && el.hasAttribute('readonly') ? 'true' : null;
    try { i.states[on && !disabled ? 'add' : 'delete']('interactive'); } catch { /* no CustomStateSet: no touch-action rule */ }
  }
  if (on && !s.listens) {
    s.listens = true;
    for (const [type, f] of Object.entries(HANDLERS)) el.addEventListener(type, f);
  }
}

/** `v` snapped to gauge `g`'s step (from its lower bound, half-way up) and clamped to its bounds. */
function snap(g, v) {
  const lo = g.lower, hi = g.upper, step = g.step;
  // (The step count to 15 digits first: 0.15 is 1.5 steps of 0.1, up to 0.2 as <input type=range>'s decimal arithmetic.)
  if (step !== 'any') { v = lo + Math.round(+((v - lo) / step).toPrecision(15)) * step; if (v > hi) v -= step; }
  return +Math.min(hi, Math.max(lo, v)).toPrecision(15); // (0.1 + 0.2 steps read 0.3)
}

/** Sets value `v` snapped and clamped; fires `input` when it changed. */
function set(el, s, v) {
  if ((v = snap(s.g, v)) === s.g.value) return false;
  s.g.value = v;
  s.dirty = true; // (<input>'s dirty value flag: see installInput)
  fire(el, 'input', s.g);
  return true;
}

/** Pointer event `e`'s point in gauge `g`'s box (its canvas, or its proxy's rect on a surface), CSS px. */
function at(g, e) {
  const b = g._binding, c = b.proxy ?? b.canvas, r = c.getBoundingClientRect(), k = c.offsetWidth / r.width || 1;
  return [(e.clientX - r.left) * k, (e.clientY - r.top) * k];
}

/** The pointer's value: the core's hit test in the gauge's box; on rings and dials a move never crosses the arc's gap
 * or a full circle's seam (a jump of over half the range stays at the end it came from). */
function follow(el, s, e) {
  const g = s.g;
  let v = g.valueAt(...at(g, e));
  if (v === null) return;
  const f = (v - g.lower) / (g.upper - g.lower || 1);
  if (s.f !== null && CIRCULAR_STYLES.includes(g.style) && Math.abs(f - s.f) > 0.5) v = s.f < 0.5 ? g.lower : g.upper;
  else s.f = f;
  set(el, s, v);
}

/** Ends a drag: `change` when it changed the value. */
function end(e) {
  const el = e.currentTarget, s = S.get(el);
  if (s.drag !== e.pointerId) return;
  s.drag = null;
  s.g.animation = s.anim;
  if (s.g.value !== s.from) fire(el, 'change', s.g);
}

const HANDLERS = {
  keydown(e) {
    const el = e.currentTarget, s = S.get(el), g = s.g;
    if (!s.on || g.destroyed || e.altKey || e.ctrlKey || e.metaKey) return;
    // Enter submits its form as <input>'s implicit submission does: through the form's first submit button (none if
    // that is disabled), else the form itself (requestSubmit: validation, a `submit` event); read-only ones too.
    const f = e.key === 'Enter' && !el.matches(':disabled') && INTERNALS.get(el)?.form;
    if (f) {
      e.preventDefault();
      const b = [...f.elements].find((x) => x.type === 'submit');
      return b ? b.disabled || b.click() : f.requestSubmit();
    }
    if (s.off) return;
    const lo = g.lower, span = g.upper - lo, v = g.value ?? lo, step = g.step === 'any' ? span / 100 : g.step, big = g.largeStep ?? span / 10;
    // Left and right swap on a right-to-left horizontal bar, as <input type=range>'s.
    const x = !CIRCULAR_STYLES.includes(g.style) && g.orientation === 'horizontal'
      && (g.layoutDirection === 'auto' ? getComputedStyle(el).direction === 'rtl' : g.layoutDirection === 'rightToLeft') ? -step : step;
    const next = { ArrowRight: v + x, ArrowLeft: v - x, ArrowUp: v + step, ArrowDown: v - step, PageUp: v + big, PageDown: v - big, Home: lo, End: g.upper }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    if (set(el, s, next)) fire(el, 'change', g);
  },
  pointerdown(e) {
    const el = e.currentTarget, s = S.get(el);
    if (!s.on || s.off || s.g.destroyed || e.button !== 0) return;
    e.preventDefault(); // no text selection, no compatibility mouse events
    el.focus({ preventScroll: true, focusVisible: false }); // (a click shows no focus ring, as on <input type=range>)
    // Only a press on what carries the value turns it (the track, fill, zones, marker, marks; the needle without a
    // jump): one on its texts, the hub, the gap or the box around only focuses (Gauge.partAt: docs/abi.md › Hit testing).
    const p = s.g.partAt(...at(s.g, e))?.part, on = /^(track|fill|zone|marker|mark)$/.test(p);
    if (!on && p !== 'needle') return;
    el.setPointerCapture(e.pointerId);
    // The thumb stays under the pointer: no animation while dragging (the page's is back at the end).
    s.drag = e.pointerId; s.from = s.g.value; s.f = null; s.anim = s.g.animation; s.g.animation = 'none';
    if (on) follow(el, s, e);
  },
  pointermove(e) { const el = e.currentTarget, s = S.get(el); if (s.drag === e.pointerId) follow(el, s, e); },
  pointerup: end, pointercancel: end, lostpointercapture: end,
  focus: focused, blur: focused,
};

/** Focus came or went: the core's focus ring shows for :focus-visible (a keyboard's focus, not a click's). */
function focused(e) { const el = e.currentTarget; state(el).fv = el.matches(':focus-visible'); syncInput(el); }
