// <swift-gauge>'s shadow-root style: its base CSS, the intrinsic sizes its `:host` rules use, and the constructable
// stylesheets shared by every element (element.js).
import { INTRINSIC_SIZE } from './vocabulary.js';

export const ELEMENT_CSS = `:host{display:inline-block;position:relative;box-sizing:border-box;vertical-align:middle;min-width:0}
:host([hidden]){display:none}
.fallback{display:flex;align-items:center;justify-content:center;width:100%;height:100%;overflow:hidden}
.fallback[hidden]{display:none}.fallback.over{position:absolute;inset:0}`;
export const [RING_W, RING_H] = INTRINSIC_SIZE.ring;
export const [VERTICAL_W, VERTICAL_H] = INTRINSIC_SIZE.verticalBar;
export const ELEMENT_RING_SIZE = `:host{contain:size;contain-intrinsic-size:${RING_W}px ${RING_H}px}`;

/** Constructable stylesheets by their text, shared by every element (a few intrinsic sizes recur). */
const sheets = new Map();
export function sheet(css) {
  let s = sheets.get(css);
  if (!s) {
    if (sheets.size > 256) { const base = sheets.get(ELEMENT_CSS); sheets.clear(); if (base) sheets.set(ELEMENT_CSS, base); }
    s = new CSSStyleSheet();
    s.replaceSync(css);
    sheets.set(css, s);
  }
  return s;
}
