// Deferred creation of <swift-gauge>'s gauges (docs/performance.md › Deferred creation): an element's gauge is made
// when the element comes within the frame loop's margin of the viewport, when the page is idle, or at once when the
// page asks for it (its gauge, a getter, toSVG…: `createNow`). So 3,000 elements appended at once pay first for the
// few on screen, not for every one (about 1 ms each) before the first of them can draw.

/** The IntersectionObserver's margin (as frames.js's: a gauge made within it is drawn by the time it scrolls in). */
const MARGIN = '25%';
/** Idle creation makes gauges for as long as it has waited since its last slice, at least IDLE_MS (as frames.js's idle
 * drawing: the longest idle period requestIdleCallback grants) and at most IDLE_MAX_MS, whatever the deadline says:
 * each slice's gauges are drawn in one frame, and a frame's commit costs more the more canvases the page has (in
 * Chromium, about 0.2 ms per canvas), so few large slices draw them all soonest. An idle callback waits at most
 * IDLE_TIMEOUT_MS (a page that is never idle still gets them). */
const IDLE_MS = 50, IDLE_MAX_MS = 200, IDLE_TIMEOUT_MS = 1000;

const pending = new Map(); // element → its create(), in the order they connected
const far = new WeakSet(); // … of which the observer has reported outside the margin: idle time makes only these, so
// an element on screen is never made in an idle slice ahead of the observer's first report
let io = null, idleQueued = false, lastSlice = 0;

/** Element `el` makes its gauge with `create()` when it nears the viewport, the page is idle, or createNow(el). */
export function defer(el, create) {
  if (typeof IntersectionObserver !== 'function') { create(); return; }
  pending.set(el, create);
  (io ??= new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) createNow(e.target); else far.add(e.target);
  }, { rootMargin: MARGIN })).observe(el);
  idleSoon();
}

/** Element `el` no longer waits (it left the page). */
export function undefer(el) { if (pending.delete(el)) io.unobserve(el); }

/** Makes element `el`'s gauge now if it waits for one (`idle`: in idle time, so it is drawn at once, on screen or not). */
export function createNow(el, idle = false) {
  const create = pending.get(el);
  if (!create) return;
  undefer(el);
  create(idle);
}

/** Every waiting element makes its gauge now (module.drawAll, printing). */
export function createAll() { for (const el of [...pending.keys()]) createNow(el); }


function idleSoon() {
  if (idleQueued) return;
  idleQueued = true;
  const run = () => {
    idleQueued = false;
    const t0 = performance.now(), budget = Math.min(IDLE_MAX_MS, Math.max(IDLE_MS, t0 - lastSlice));
    for (const el of pending.keys()) { if (performance.now() - t0 > budget) break; if (far.has(el)) createNow(el, true); }
    lastSlice = performance.now();
    if (pending.size) idleSoon();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 50);
}
