// Zone announcements (the `announce` option; docs/design.md › The web host): when a page gauge's value settles in
// another named zone than the one it last settled in, one polite live region per document says "label: zone"
// ("Speed: too fast"; a `<meter>` region's name is the gauge's word, strings.js). The rule: only settled frames
// count (the frame loop tells the gauge after each frame, instance.js; nothing while the value animates); a gauge
// speaks at most once per RATE_MS, and what is due when that time has passed is the zone it settled in last (the
// latest wins; back in the zone it last said, nothing). The first settled frame only notes the zone, and so does a
// settled frame with the same value (zones renamed by strings, or moved by new bounds).

/** At most one announcement per gauge in this many ms. */
export const RATE_MS = 1000;
const CLASS = 'swift-gauge-live';
/** Visually hidden (not display:none, which hides it from assistive technology too). */
const CSS = `.${CLASS}{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;
const regions = new WeakMap(), states = new WeakMap();

/** The name of the zone state `s`'s value is in ('' for none, NaN, or below the first zone): a value at a zone's
 * start is in it, ±∞ clamp to the bounds, the later of zones starting together wins (docs/abi.md › Functions,
 * gauge_set_zones). */
export function zoneName(s) {
  let best = null;
  if (Number.isNaN(s.value)) return '';
  const v = Math.min(Math.max(s.value, s.lower), s.upper);
  for (const z of s.zones) if (z.from <= v && !(best && z.from < best.from)) best = z;
  return best?.name ?? '';
}

/** The document's live region: made once, outside every shadow root (where live regions are not announced in
 * every engine), hidden by a class of a constructable sheet adopted by the document (CSP-safe). */
function region(doc) {
  let r = regions.get(doc);
  if (!r) {
    r = { __proto__: null, el: doc.createElement('div'), joining: false };
    r.el.className = CLASS;
    r.el.setAttribute('role', 'status');
    r.el.setAttribute('aria-live', 'polite');
    const Sheet = doc.defaultView?.CSSStyleSheet;
    if (Sheet && 'adoptedStyleSheets' in doc) {
      const sheet = new Sheet();
      sheet.replaceSync(CSS);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    } else r.el.style.cssText = CSS.slice(CLASS.length + 2, -1);
    regions.set(doc, r);
  }
  if (!r.el.isConnected) doc.body?.append(r.el);
  return r;
}

/** Says `text` in `doc`'s region; what several gauges say in one task is joined. */
function say(doc, text) {
  const r = region(doc), el = r.el;
  if (r.joining) { el.textContent += `. ${text}`; return; }
  // The same text again is still a change (a no-break space), so it is announced again.
  el.textContent = el.textContent === text ? `${text}\u00a0` : text;
  r.joining = true;
  queueMicrotask(() => { r.joining = false; });
}

function flush(st) {
  const g = st.g;
  if (g.destroyed || st.moving || st.pending === st.said) return;
  const wait = st.at + RATE_MS - performance.now();
  if (wait > 0) { st.timer ||= setTimeout(() => { st.timer = 0; flush(st); }, wait); return; }
  st.said = st.pending;
  if (!st.said) return; // out of the named zones: nothing to say
  st.at = performance.now();
  say(st.doc, g.label ? `${g.label}: ${st.said}` : st.said);
}

/**
 * Gauge `g` (state `s`) was laid out for a page frame in `doc`; `animating`: that frame is not its last. Gauges
 * without a named zone, or with `announce: 'off'`, cost one check.
 */
export function drawn(g, s, animating, doc) {
  let st = states.get(g);
  if (s.announce === 'off' || !doc) { if (st) { clearTimeout(st.timer); states.delete(g); } return; }
  if (!st) {
    if (!s.zones.some((z) => z.name)) return;
    states.set(g, (st = { __proto__: null, g, doc, said: undefined, pending: '', v: NaN, at: -Infinity, timer: 0, moving: false }));
    region(doc); // there before its first change, so screen readers watch it
  }
  st.moving = animating;
  if (animating) return;
  st.pending = zoneName(s);
  // The same value in renamed or moved zones (strings, bounds) is not a move: noted, not said.
  if (st.said === undefined || (Object.is(s.value, st.v) && !st.timer)) st.said = st.pending;
  else flush(st);
  st.v = s.value;
}
