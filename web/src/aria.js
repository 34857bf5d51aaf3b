// ARIA for a gauge on a page: the meter's attributes mirrored from the core's accessibility texts, written only
// when they change. Shared by canvas bindings (the container or canvas is the meter) and surface proxies.
import { VALUE_TEXT, putAttribute } from './internal.js';
import { CIRCULAR_STYLES } from './vocabulary.js';

/** The last description id, shared by every copy of the library in the page's realm (Symbol.for), so ids stay
 * unique however many copies a page loads. */
const IDS = Symbol.for('swift-gauge.description-ids');

/**
 * Sets attribute `name` of a page's element `b.host` to `value` (null removes it) for the gauge — unless it is its
 * author's. What the gauge wrote is kept in `b.written` (name → {before, last}); an attribute whose value is not what
 * the gauge last wrote is the author's, whenever they wrote it, and is never written again or removed
 * (restoreAttributes). On <swift-gauge> (`element`) an own role, aria-label, aria-describedby or aria-description
 * present before the gauge's first write is the author's too; anything else present then (a createGauge container's
 * attributes, the values) the gauge takes over and puts back on detach.
 */
export function writeAttribute(b, name, value, element) {
  const el = b.host, now = el.getAttribute(name), written = (b.written ??= new Map());
  let w = written.get(name);
  if (!w) written.set(name, (w = { __proto__: null, before: now, last: element && now !== null && AUTHOR_FIRST.has(name) ? AUTHORS : now }));
  if (w.last !== now) { w.last = AUTHORS; return; } // the author's (AUTHORS equals no attribute value)
  putAttribute(el, name, value);
  w.last = value;
}
/** What `written` holds for an attribute its author owns. */
const AUTHORS = Symbol();
/** The attributes an element's author may have written before the gauge that the gauge then leaves alone. */
const AUTHOR_FIRST = new Set(['role', 'aria-label', 'aria-describedby', 'aria-description']);

/** Puts back what the gauge changed on `b.host` (as it found it) and leaves its author's attributes alone. */
export function restoreAttributes(b) {
  for (const [name, w] of b.written ?? []) {
    if (w.last === AUTHORS || b.host.getAttribute(name) !== w.last) continue;
    putAttribute(b.host, name, w.before);
  }
  b.written = null;
}

/**
 * Mirrors gauge `b.gauge` into ARIA attributes through `b.setAttr(name, value)`, writing only what changed since
 * `b.aria`. `texts`: re-read the name and description too (after anything but a value change). A binding with a
 * `descHost` gets the description as a visually hidden element referenced by `aria-describedby` (widest
 * support); one without (a bare canvas, a proxy, the element) as `aria-description`.
 */
export function updateAria(b, texts) {
  const g = b.gauge, lower = g.lower, upper = g.upper, value = g.value;
  const now = value === null ? lower : Math.min(upper, Math.max(lower, value));
  let a;
  try {
    a = texts ? g.accessibility() : { name: b.aria.name, description: b.aria.description, valueText: g[VALUE_TEXT]() };
  } catch (e) { console.error(e); return; }
  if (!b.desc && b.descHost && a.description) {
    // Made only when needed (most gauges have none, and a thousand spans cost creation time).
    b.desc = b.descHost.ownerDocument.createElement('span');
    const doc = b.descHost.ownerDocument, ids = (globalThis[IDS] ??= { last: 0 });
    do b.desc.id = `swift-gauge-desc-${++ids.last}`; while (doc.getElementById(b.desc.id)); // (and none of the page's)
    // unicode-bidi: isolate keeps bidi controls in the labels from reordering the page's text around it.
    b.desc.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;unicode-bidi:isolate';
    b.descHost.append(b.desc);
  }
  const want = {
    'aria-valuemin': String(lower), 'aria-valuemax': String(upper), 'aria-valuenow': String(now),
    'aria-valuetext': a.valueText || null, 'aria-label': a.name || null,
    'aria-describedby': b.desc && a.description ? b.desc.id : null,
    'aria-description': !b.descHost && a.description ? a.description : null,
  };
  // An interactive gauge is a slider, its bars' orientation said (input.js).
  Object.assign(want, { role: g.interactive ? 'slider' : 'meter', 'aria-orientation': g.interactive && !CIRCULAR_STYLES.includes(g.style) ? g.orientation : null });
  if (b.desc && b.desc.textContent !== a.description) b.desc.textContent = a.description;
  for (const k of Object.keys(want)) if (b.aria[k] !== want[k]) { b.aria[k] = want[k]; b.setAttr(k, want[k]); }
  b.aria.name = a.name; b.aria.description = a.description;
}
