// <swift-gauge interactive>: the element as a slider for its value (docs/design.md › Input gauges) — focus, the ARIA
// slider pattern's keys, pointer and touch through the core's hit test (Gauge.valueAt: docs/abi.md › Hit testing),
// `step`, `input`/`change` events and the form (ElementInternals). The role, values and orientation are aria.js's.
import { CIRCULAR_STYLES } from './vocabulary.js';
import { GAUGE_OPTIONS } from './options.js';
import { INTERNALS } from './canvas-binding.js';
import { INPUT_STATE } from './internal.js';

/** Each element's input state: its gauge `g`, `on` (interactive), `off` (disabled or read-only: no changes), `fd` (a
 * disabled fieldset or form), `tab` (its tabindex is ours), `drag` (the pointer dragging), `from`, `f` (its last fraction),
 * `fv` (focused with :focus-visible). */
const S = new WeakMap();
const fire = (el, type) => el.dispatchEvent(new Event(type, { bubbles: true, composed: true }));

/** Makes element class `El` a form control (before customElements.define, which reads `formAssociated`). */
export function installInput(El) {
  El.formAssociated = true;
  const observed = El.observedAttributes.concat('disabled', 'readonly'), p = El.prototype, changed = p.attributeChangedCallback;
  Object.defineProperty(El, 'observedAttributes', { __proto__: null, get: () => observed }); // (no inherited `value`: a polluted prototype)
  Object.defineProperty(p, 'form', { __proto__: null, configurable: true, get() { return INTERNALS.get(this)?.form ?? null; } });
  Object.assign(p, {
    attributeChangedCallback(n, ...a) { if (n === 'disabled' || n === 'readonly') syncInput(this); else changed.call(this, n, ...a); },
    formDisabledCallback(d) { state(this).fd = d; syncInput(this); },
    // Back to the value attribute, as <input> resets (a user's changes do not write it).
    formResetCallback() {
      const g = state(this).g;
      try { if (g && !g.destroyed) g.value = GAUGE_OPTIONS.get('value').parse(this.getAttribute('value')); } catch { /* a value attribute already refused */ }
    },
  });
}

const state = (el) => { let s = S.get(el); if (!s) S.set(el, (s = { __proto__: null, f: null })); return s; };

/** After any change of gauge `g` (element.js's `changed`) or of the disabled or read-only state: focusability, the
 * form's value, the disabled and read-only ARIA, the custom state the CSS reads, the listeners. */
export function syncInput(el, g = state(el).g) {
  const s = state(el), i = INTERNALS.get(el);
  if (!g || g.destroyed) return;
  s.g = g;
  const on = g.interactive, disabled = el.hasAttribute('disabled') || !!s.fd;
  s.on = on; s.off = disabled || el.hasAttribute('readonly');
  if (on && !disabled && !el.hasAttribute('tabindex')) { el.tabIndex = 0; s.tab = true; }
  else if ((!on || disabled) && s.tab) { el.removeAttribute('tabindex'); s.tab = false; }
  if (!on || s.off) s.drag = null;
  // The core keeps room for the focus ring while interactive and draws it while focus-visible (docs/design.md › Input gauges).
  g[INPUT_STATE](on ? (s.fv && !disabled ? 3 : 1) : 0);
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

/** Sets value `v` snapped to the step and clamped to the bounds; fires `input` when it changed. */
function set(el, s, v) {
  const g = s.g, lo = g.lower, hi = g.upper, step = g.step;
  if (step !== 'any') { v = lo + Math.round((v - lo) / step) * step; if (v > hi) v -= step; }
  v = +Math.min(hi, Math.max(lo, v)).toPrecision(15); // (0.1 + 0.2 steps read 0.3)
  if (v === g.value) return false;
  g.value = v;
  fire(el, 'input');
  return true;
}

/** The pointer's value: the core's hit test in the canvas's box; on rings and dials a move never crosses the arc's
 * gap or a full circle's seam (a jump of over half the range stays at the end it came from). */
function follow(el, s, e) {
  const g = s.g, c = el.shadowRoot.querySelector('canvas'), r = c.getBoundingClientRect(), k = c.offsetWidth / r.width || 1;
  let v = g.valueAt((e.clientX - r.left) * k, (e.clientY - r.top) * k);
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
  if (s.g.value !== s.from) fire(el, 'change');
}

const HANDLERS = {
  keydown(e) {
    const el = e.currentTarget, s = S.get(el), g = s.g;
    if (!s.on || s.off || g.destroyed || e.altKey || e.ctrlKey || e.metaKey) return;
    const lo = g.lower, span = g.upper - lo, v = g.value ?? lo, step = g.step === 'any' ? span / 100 : g.step, big = g.largeStep ?? span / 10;
    // Left and right swap on a right-to-left horizontal bar, as <input type=range>'s.
    const x = !CIRCULAR_STYLES.includes(g.style) && g.orientation === 'horizontal'
      && (g.layoutDirection === 'auto' ? getComputedStyle(el).direction === 'rtl' : g.layoutDirection === 'rightToLeft') ? -step : step;
    const next = { ArrowRight: v + x, ArrowLeft: v - x, ArrowUp: v + step, ArrowDown: v - step, PageUp: v + big, PageDown: v - big, Home: lo, End: g.upper }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    if (set(el, s, next)) fire(el, 'change');
  },
  pointerdown(e) {
    const el = e.currentTarget, s = S.get(el);
    if (!s.on || s.off || s.g.destroyed || e.button !== 0) return;
    e.preventDefault(); // no text selection, no compatibility mouse events
    el.focus({ preventScroll: true, focusVisible: false }); // (a click shows no focus ring, as on <input type=range>)
    el.setPointerCapture(e.pointerId);
    // The thumb stays under the pointer: no animation while dragging (the page's is back at the end).
    s.drag = e.pointerId; s.from = s.g.value; s.f = null; s.anim = s.g.animation; s.g.animation = 'none';
    follow(el, s, e);
  },
  pointermove(e) { const el = e.currentTarget, s = S.get(el); if (s.drag === e.pointerId) follow(el, s, e); },
  pointerup: end, pointercancel: end, lostpointercapture: end,
  focus: focused, blur: focused,
};

/** Focus came or went: the core's focus ring shows for :focus-visible (a keyboard's focus, not a click's). */
function focused(e) { const el = e.currentTarget; state(el).fv = el.matches(':focus-visible'); syncInput(el); }
