// Names the host's modules share with each other but not with pages: the token that keeps constructors private
// and the keys of the gauge ↔ instance protocol (restore after a restart). Symbols, so no page reaches them by
// accident and minifiers may rename everything around them. No descriptions (`Symbol()`): the constant names them,
// and their texts were 86 B of the gzipped bundle.

/** Each <swift-gauge>'s ElementInternals (canvas-binding.js › meterInternals; input.js's form). */
export const INTERNALS = new WeakMap();
/** Passed to the constructors pages must not call directly (Gauge, SwiftGaugeModule, GaugeSurface). */
export const INTERNAL = Symbol();
/** `gauge[RESTORE](exports)`: re-creates the gauge in a fresh wasm instance from its last good state. */
export const RESTORE = Symbol();
/** `gauge[RESET]()`: forgets the gauge's state (its saved state trapped again during a restore). */
export const RESET = Symbol();
/** `gauge[FOLLOW_SCHEME]()`: the page's colour scheme changed (or the gauge is new): re-applied if it follows it. */
export const FOLLOW_SCHEME = Symbol();
/** `gauge[AUTO_DIRECTION](d)`: the direction 'auto' resolves to (from the element's computed `direction`). */
export const AUTO_DIRECTION = Symbol();
/** `gauge[AUTO_SCHEME](s)`: the used colour scheme of the gauge's element (appearance.js), for colorScheme null. */
export const AUTO_SCHEME = Symbol();
/** `gauge[PAGE_COLOURS]()`: re-resolves the tint's colours from the page (page-colours.js). */
export const PAGE_COLOURS = Symbol();
/** `gauge[FONT_FAMILY]()`: the CSS font-family its texts are drawn in (the replay cache's `fontFamily`). */
export const FONT_FAMILY = Symbol();
/** `toSVG({ [PRINT_CLIPS]: true })`: masks as clip paths (print.js; svg.js › writeSVG). */
export const PRINT_CLIPS = Symbol();
/** `gauge[FORCED_PALETTE]()`: its forced-colours palette or null (the replay cache's `forced`, forced-colors.js). */
export const FORCED_PALETTE = Symbol();
/** `gauge[REAPPLY_ANIMATION]()`: the reduced-motion preference changed. */
export const REAPPLY_ANIMATION = Symbol();
/** `gauge[VALUE_TEXT]()`: the value text alone (accessibility().valueText without the name and description). */
export const VALUE_TEXT = Symbol();
/** `gauge[NATURAL_SIZE](width, height)`: the core's natural size for a proposed box (NaN: a side not proposed). */
export const NATURAL_SIZE = Symbol();
/** `gauge[DRAWN](animating)`: the frame loop laid the gauge out for a page frame (announce.js). */
export const DRAWN = Symbol();
/** `gauge[PARK](go)`: whether the gauge may release its wasm gauge now (`go`: it does; gauge.js › reclaim). */
export const PARK = Symbol();
/** `gauge[WAKE](pin)`: its wasm gauge, re-made if it was released, kept until another batch pins (frames.js). */
export const WAKE = Symbol();
/** `gauge[INPUT_STATE](flags)`: what its element tells the core (gauge_set_input_state: 1 interactive, 2 focus-visible). */
export const INPUT_STATE = Symbol();
/** `module[CREATE](options, method, bind)`: a gauge whose page binding `bind(gauge)` makes (surfaces, the element). */
export const CREATE = Symbol();

/**
 * The elements hosting a gauge or a surface — shared through the global symbol registry by every module and every
 * copy of the library on the page, so one element hosts one gauge whoever's module asks.
 */
const HOSTED = (globalThis[Symbol.for('swift-gauge.hosted')] ??= new WeakSet());
export const isHosted = (el) => HOSTED.has(el);
export const hostElement = (el) => { HOSTED.add(el); };
export const releaseElement = (el) => { HOSTED.delete(el); };

/** Whether element `el` is in a document that can show it: connected, in a document with a window that is open (a
 * removed iframe's document and document.implementation's have none, yet their elements stay `isConnected`). */
export const inLiveDocument = (el) => el.isConnected && !!el.ownerDocument.defaultView && !el.ownerDocument.defaultView.closed;

/** Sets attribute `name` of `el` to `value`, or removes it for null. */
export const putAttribute = (el, name, value) => (value === null ? el.removeAttribute(name) : el.setAttribute(name, value));
