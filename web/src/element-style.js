// <swift-gauge>'s shadow-root style: its base CSS, the intrinsic sizes its `:host` rules use, and the constructable
// stylesheets shared by every element (element.js).
import { INTRINSIC_SIZE } from './vocabulary.js';

export const ELEMENT_CSS = ':host{display:inline-block;position:relative;box-sizing:border-box;vertical-align:middle;min-width:0}' +
  ':host([hidden]){display:none}.fallback{display:flex;align-items:center;justify-content:center;width:100%;height:100%;' +
  'overflow:hidden}.fallback[hidden]{display:none}.fallback.over{position:absolute;inset:0}' +
  // Interactive and enabled (input.js), not read-only: no panning or text selection while it is dragged, a pointer; the
  // focus ring; the disabled look.
  ':host(:state(interactive):not([readonly])){touch-action:none;user-select:none;-webkit-user-select:none;cursor:pointer}' +
  ':host(:focus-visible){outline:2px solid Highlight;outline-offset:2px}:host(:disabled){opacity:.45;filter:grayscale(1)}';
export const [RING_W, RING_H] = INTRINSIC_SIZE.ring;
export const [VERTICAL_W, VERTICAL_H] = INTRINSIC_SIZE.verticalBar;
export const [DIAL_W, DIAL_H] = INTRINSIC_SIZE.dial;
/** A ring's or dial's intrinsic size; flex-shrink 0: a flex row does not crush it below that (or the page's width). */
export const roundSize = (dial) => `:host{contain:size;flex-shrink:0;contain-intrinsic-size:${dial ? `${DIAL_W}px ${DIAL_H}` : `${RING_W}px ${RING_H}`}px}`;

/** Constructable stylesheets by their text, shared by every element of a document (a few intrinsic sizes recur), by
 * document: a sheet is adopted only by the document it was made for (an element can move into an iframe or a popout). */
const sheets = new WeakMap();
export function sheet(css, doc) {
  let m = sheets.get(doc);
  if (!m) sheets.set(doc, m = new Map());
  let s = m.get(css);
  if (!s) {
    if (m.size > 256) { const base = m.get(ELEMENT_CSS); m.clear(); if (base) m.set(ELEMENT_CSS, base); }
    s = new doc.defaultView.CSSStyleSheet();
    s.replaceSync(css);
    m.set(css, s);
  }
  return s;
}
