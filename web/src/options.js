// THE options table. One entry per option of a gauge, in the order a new (or restored) gauge applies them: its
// name (the Gauge property and the createGauge key), its element attribute, its default, the check that turns a
// value into state (throwing the facade's refusal), the part of the state it belongs to and how that part is
// pushed into the core, and how its attribute text parses and prints. gauge.js makes the Gauge's properties from
// it, element.js the element's attributes and properties; web/test/options.test.mjs holds the d.ts to it.
// It is over 400 lines because it is the one table: an option's entry and its push belong side by side here.
import { STYLES, STATUS, LAYOUT_DIRECTIONS, ORIENTATIONS, DIAL_DEFAULT, NEEDLE, RING_ARC, LIMITS, COLOR_ROLES, THRESHOLD_MARKERS, DELTA_DEFAULT, DELTA_MODES } from './vocabulary.js';
import { expected, expectedOf, checkKey, knownKey, checkText, encoder, isPlainObject, own, listCopy, kebab } from './errors.js';
import { tintText, stopsCopy } from './tint.js';
import { fontFamilyError, HAS_VAR } from './page-colours.js';
import { CORE_AUTOMATIC, NO_FORMATTED_TEXTS, parseFormat, formatFromAttribute, formatAttribute, method, pushCoreFormat } from './format.js';
import { stringsOption } from './strings.js';
import { parseTickFormat, pushTickFormat } from './tick-format.js';
import {
  ANIMATION_NONE, animationArgs, parseAnimationAttribute, animationAttribute, ringArcOption, parseRingArcAttribute,
  ringArcAttribute, parseNumberAttribute, pushRecords, animationCopy, thicknessArgs, fontScaleOf, directionOf,
} from './option-types.js';

// ---- Pushing a part of a state `s` into gauge `h` of exports `x`; each returns the ABI status. `core` is the
// WasmInstance (scratch buffer, reduced motion, the page's colour scheme).

/** The first failing status of several ABI calls (each a thunk), or 0. */
function all(...calls) {
  for (const c of calls) { const st = c(); if (st < 0) return st; }
  return 0;
}

function setFormatted(core, x, h, what, str) {
  if (str === null) return x.gauge_set_formatted_text(h, what, -1);
  const b = encoder.encode(str);
  return core.scratch(b) ? x.gauge_set_formatted_text(h, what, b.length) : STATUS.badText;
}

/** Calls `set(length)` with `text` in scratch, or `set(-1)` for null. The core refuses a text over its limit by its
 * length, also when scratch could not hold it. */
function withText(core, text, set) {
  if (text === null) return set(-1);
  const t = encoder.encode(text);
  core.scratch(t);
  return set(t.length);
}

function setText(core, x, h, role, str) {
  if (str === null) return x.gauge_set_label(h, role, -1);
  const b = encoder.encode(str);
  return core.scratch(b) ? x.gauge_set_label(h, role, b.length) : STATUS.badText;
}

/** The words of the `strings` option the core holds, by gauge_set_formatted_text's `what`. */
const STRING_TEXTS = { __proto__: null, unknown: 3, to: 4, up: 7, down: 8, from: 9, above: 10, below: 11 };

const push = {
  style: (core, x, h, s) => x.gauge_set_style(h, STYLES.indexOf(s.style)),
  // With a JS formatter, the formatted texts follow the value and the bounds.
  bounds: (core, x, h, s) => all(() => x.gauge_set_bounds(h, s.lower, s.upper),
    () => (s.formatter ? setFormatted(core, x, h, 1, s.formatted.lower) : 0),
    () => (s.formatter ? setFormatted(core, x, h, 2, s.formatted.upper) : 0)),
  value: (core, x, h, s) => all(() => x.gauge_set_value(h, s.value),
    () => (s.formatter ? setFormatted(core, x, h, 0, s.formatted.value) : 0),
    () => (s.formatter ? setFormatted(core, x, h, 5, s.formatted.delta ?? null) : 0)),
  animation: (core, x, h, s) => {
    // Validated by the core even when the page prefers reduced motion (then replaced by none).
    const st = x.gauge_set_animation(h, ...animationArgs(s.animation));
    return st < 0 || !core.reducedMotion ? st : x.gauge_set_animation(h, ...ANIMATION_NONE);
  },
  valueAnimation: (core, x, h, s) => x.gauge_set_value_animation(h, s.valueAnimation ? 1 : 0),
  label: (core, x, h, s) => setText(core, x, h, 0, s.label),
  currentValueLabel: (core, x, h, s) => setText(core, x, h, 1, s.currentValueLabel),
  boundsLabels: (core, x, h, s) => {
    if (s.minimumValueLabel === null && s.maximumValueLabel === null) return x.gauge_set_bounds_labels(h, -1, -1);
    const a = encoder.encode(s.minimumValueLabel ?? ''), b = encoder.encode(s.maximumValueLabel ?? '');
    return core.scratch(a, b) ? x.gauge_set_bounds_labels(h, a.length, b.length) : STATUS.badText;
  },
  // forced: the system palette (forced-colors.js), back to blue after it; pageTint: the page's colours resolved (page-colours.js)
  tint: (core, x, h, s) => withText(core, own(s.forced, 'tint') ?? s.pageTint ?? s.tintText ?? (s.forcedWas ? 'blue' : null),
    (n) => (n < 0 ? 0 : x.gauge_set_tint(h, n))),
  colorScheme: (core, x, h, s) => x.gauge_set_color_scheme(h, schemeOf(s, core) === 'dark' ? 1 : 0),
  // The family's key is held by the gauge once the core took it (measure.js FontKeys: freed when no gauge uses it).
  font: (core, x, h, s) => {
    const family = fontFamilyOf(s), key = family === null ? 0 : core.fontKey(family, x);
    const st = withText(core, key === 0 ? null : family, (n) => x.gauge_set_font(h, key, n));
    core.fontUsed?.(h, st < 0 ? undefined : key);
    return st;
  },
  format: (core, x, h, s) => {
    return all(() => pushCoreFormat(core, s.coreFormat, s.formatsBoundsLabels ? 4 : 0, (...a) => x.gauge_set_number_format(h, ...a)),
      () => setFormatted(core, x, h, 0, s.formatted.value), () => setFormatted(core, x, h, 1, s.formatted.lower),
      () => setFormatted(core, x, h, 2, s.formatted.upper), () => setFormatted(core, x, h, 5, s.formatted.delta ?? null),
      () => setFormatted(core, x, h, 6, s.formatted.reference ?? null));
  },
  announce: () => 0, // the host's alone
  input: (core, x, h, s) => x.gauge_set_input_state(h, s.inputFlags | 0), // what the element sets (input.js); the options are its alone
  // The core's words; the region names are the element's (meterZones).
  strings: (core, x, h, s) => all(...Object.entries(STRING_TEXTS).map(([k, what]) => () => setFormatted(core, x, h, what, own(s.strings, k) ?? null))),
  direction: (core, x, h, s) => x.gauge_set_layout_direction(h,
    LAYOUT_DIRECTIONS.indexOf(s.layoutDirection === 'auto' ? s.autoDirection : s.layoutDirection)),
  // The tick format, and the tick texts a JS formatter made for the core's ticks (gauge.js keeps them current).
  tickFormat: pushTickFormat,
  dial: (core, x, h, s) => {
    const d = s.dial;
    return all(() => x.gauge_set_dial(h, d.startAngle, d.sweep, d.direction === 'clockwise' ? 1 : 0, d.majorTicks, d.minorTicks, d.tickLabels ? 1 : 0),
      () => pushRecords(core, d.ticks, (n) => x.gauge_set_dial_ticks(h, n, d.ticksAtZones ? 1 : 0), (t) => t.value, (t) => t.label));
  },
  needle: (core, x, h, s) => x.gauge_set_needle(h, NEEDLE.shapes.indexOf(s.needle.shape), s.needle.hubRadius),
  // Forced colours: each zone in its reserved colour, which replay hatches (forced-colors.js).
  zones: (core, x, h, s) => pushRecords(core, s.forced ? s.zones.map((z, i) => ({ ...z, color: s.forced.zone(i) })) : s.zones,
    (n) => x.gauge_set_zones(h, n), (z) => z.from, (z) => z.name, (z) => z.color),
  values: (core, x, h, s) => pushRecords(core, s.values, (n) => x.gauge_set_values(h, n), (v) => (v.value ?? NaN), (v) => v.label, (v) => v.color ?? null),
  origin: (core, x, h, s) => x.gauge_set_origin(h, s.origin ?? NaN),
  target: (core, x, h, s) => x.gauge_set_target(h, s.target ?? NaN),
  // The reference and mode, the symbols, and the formatter's texts for them.
  delta: (core, x, h, s) => {
    const d = s.delta, up = encoder.encode(d.increasingSymbol), down = encoder.encode(d.decreasingSymbol);
    return all(() => x.gauge_set_reference(h, s.reference ?? NaN, DELTA_MODES.indexOf(d.mode)),
      () => (core.scratch(up, down) ? x.gauge_set_delta_symbols(h, up.length, down.length) : STATUS.badText),
      () => setFormatted(core, x, h, 5, s.formatted.delta ?? null), () => setFormatted(core, x, h, 6, s.formatted.reference ?? null));
  },
  // The option, else the element's --swift-gauge-thickness (page-colours.js); its grammar was checked when it was read.
  thickness: (core, x, h, s) => x.gauge_set_thickness(h, ...thicknessArgs(s.thickness ?? s.pageThickness)),
  // The option, else the element's --swift-gauge-font-scale (page-colours.js), else 1; a bad one is the core's to refuse.
  fontScale: (core, x, h, s) => x.gauge_set_font_scale(h, s.fontScale ?? fontScaleOf(s.pageFontScale) ?? 1),
  segments: (core, x, h, s) => x.gauge_set_segments(h, s.segments),
  thresholdMarkers: (core, x, h, s) => x.gauge_set_threshold_markers(h, MARKER_FLAGS[s.thresholdMarkers]),
  orientation: (core, x, h, s) => x.gauge_set_orientation(h, ORIENTATIONS.indexOf(s.orientation)),
  // An explicit arc carries RING_ARC.explicit, so the core refuses a NaN in it rather than reading "none".
  ringArc: (core, x, h, s) => (s.ringArc === null ? x.gauge_set_ring_arc(h, NaN, NaN, RING_ARC.clockwise)
    : x.gauge_set_ring_arc(h, s.ringArc.startAngle, s.ringArc.sweep,
      (s.ringArc.direction === 'clockwise' ? RING_ARC.clockwise : 0) | RING_ARC.explicit)),
};
// gauge_set_color for each colour option (trackColor…): its text, with the page's colours resolved where the page
// gave it (`s.pageColours`, page-colours.js; forced: forced-colors.js), or -1 for SwiftUI's colour.
COLOR_ROLES.forEach((name, role) => {
  push[name] = (core, x, h, s) => withText(core, own(s.forced, name) ?? own(s.pageColours, name) ?? s[name], (n) => x.gauge_set_color(h, role, n));
});

/**
 * The CSS font-family list state `s` draws its texts in, or null for the default stack: the page's font where the
 * page resolved it (`s.pageFont`: `inherit` or `--swift-gauge-font-family`, page-colours.js), else `fontFamily`
 * (`inherit` without a page is the default).
 */
export function fontFamilyOf(s) {
  if (s.pageFont) return s.pageFont;
  // `inherit`/`page` and a var() are the page's to resolve: without a page (or where one did not resolve) the default.
  return s.fontFamily === null || /^(inherit|page)$/i.test(s.fontFamily) || HAS_VAR.test(s.fontFamily) ? null : s.fontFamily;
}

/**
 * The scheme state `s` draws in: its colorScheme; 'auto' is the system's (`prefers-color-scheme`); null the used
 * scheme of its element (appearance.js) or, without one, of the page's root.
 */
export function schemeOf(s, core) {
  if (s.forced) return s.forced.scheme; // forced colours: the scheme of the system's Canvas (forced-colors.js)
  if (s.colorScheme === 'auto') return core.preferredColorScheme;
  return s.colorScheme ?? s.autoScheme ?? core.pageColorScheme;
}

// ---- Attribute grammar helpers: a parse throws an Error whose message is the reason the element warns with.

/** The largest integer a 32-bit ABI argument carries without wrapping. */
const INT32_MAX = 2 ** 31 - 1;

/** Refuses an attribute text: the element logs "<name>="…" ignored: <reason>" and keeps the gauge as it was. */
function refuse(reason) { throw new Error(reason); }
const isNone = (s) => s === null || !s.trim();
/** Absent, empty or `none`. */
const isNoneWord = (s) => isNone(s) || /^none$/i.test(s.trim());
/** `v` if it is a finite number, else the refusal. */
const finite = (v) => (Number.isFinite(v) ? v : refuse('not a finite number'));
/** A finite number, or null when absent, empty or `none`. */
const optionalNumber = (s) => (isNoneWord(s) ? null : finite(parseNumberAttribute(s)));
/** A JSON attribute: `kind` 'object' or 'array'; null when absent or empty. */
function json(kind) {
  return (s) => {
    if (isNone(s)) return null;
    try { return JSON.parse(s); } catch { return refuse(`expected a JSON ${kind}`); }
  };
}
/** Writes a JSON attribute; NaN and ±∞ have no JSON form (they would become null), so a value holding one warns
 * and changes nothing (undefined): it can be set on `el.gauge` instead. */
function printJSON(name) {
  return (v) => {
    if (v === null || v === undefined) return null;
    let bad = false;
    const text = JSON.stringify(v, (k, x) => { if (typeof x === 'number' && !Number.isFinite(x)) bad = true; return x; });
    if (!bad) return text;
    console.warn(`<swift-gauge>: ${name} ignored: NaN and ±Infinity cannot be written in a JSON attribute; set el.gauge.${name} instead. The gauge keeps its previous state.`);
    return undefined;
  };
}
/** A number that must be finite, or `fallback` when absent (the bounds). */
const finiteOr = (fallback) => (s) => finite(s === null ? fallback : parseNumberAttribute(s));
/** A finite-number check for origin, target and reference: null is none, 0 is a real value. */
const finiteOrNull = (v, name) => {
  if (v !== null && !Number.isFinite(v)) throw expectedOf(name, 'a finite number or null', v);
  return v;
};
/** A number check (value, fontScale): null and undefined are `absent`. */
const numberOr = (absent) => (v, name) => {
  if (v != null && typeof v !== 'number') throw expectedOf(name, 'a number or null', v);
  return v ?? absent;
};
/** A boolean check (`nullable`: null and undefined are false). */
const boolOption = (nullable) => (on, name) => {
  if (nullable) on ??= false;
  if (typeof on !== 'boolean') throw expectedOf(name, nullable ? 'a boolean or null' : 'a boolean', on);
  return on;
};
/** A text option trimmed (a colour, the font family): a non-empty string, or null for the default (`what`: the
 * refusal's expectation; `noun`: what an empty one is). The text itself is the core's to check
 * (docs/abi.md › gauge_set_color, docs/abi.md › gauge_set_font). */
const trimmedText = (what, noun) => (c, name) => {
  if (c === undefined || c === null) return null;
  if (typeof c !== 'string') throw expectedOf(name, what, c);
  if (!c.trim()) throw new TypeError(`${name}: empty ${noun}`);
  return c.trim();
};
/** The words a refusal expects: "'a', 'b' or c" (`words` quoted, then `more` as written). */
function either(words, ...more) {
  const all = [...words.map((w) => `'${w}'`), ...more];
  return `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
}
/** An option of one of a few `words`; undefined and null are `absent` (refused when that is undefined). `more`: what
 * else the refusal names as expected (e.g. 'null'). */
function wordOption(words, absent, ...more) {
  return (v, name) => {
    const w = v ?? absent;
    if ((w !== absent || absent === undefined) && !words.includes(w)) throw expectedOf(name, either(words, ...more), v);
    return w;
  };
}
/** A word attribute: one of `words` (trimmed); `absent` when the attribute is absent, `empty` when it is empty. */
const wordAttribute = (words, absent, empty = absent) => (s) => {
  const t = s === null ? absent : s.trim() || empty;
  return t === absent || words.includes(t) ? t : refuse(`expected ${either(words)}`);
};
/** A boolean attribute: present is true, unless its text is `false`. */
const boolAttribute = (s) => s !== null && s.trim().toLowerCase() !== 'false', printBool = (on) => (on ? '' : null);
/** An attribute's text for most options (`print`'s default): none for null, else the value as a string. */
const printText = (v) => (v == null ? null : String(v));
const colourAttribute = (s) => (isNone(s) ? null : s.trim());
const textOption = (t, name) => { checkText(name, name, t); return t ?? null; };
/** A tint as the state keeps it: a text, or its stops copied (the list's length read once) and frozen, each stop its
 * own keys; tintText checks the copy, so what is checked is what is kept. */
function tintCopy(t) {
  const stops = (a) => Object.freeze(stopsCopy(a).map((x) => (x && typeof x === 'object' ? Object.freeze({ ...x }) : x)));
  if (Array.isArray(t)) return stops(t);
  if (!t || typeof t !== 'object') return t ?? null;
  const c = { ...t };
  if (Array.isArray(own(c, 'stops'))) c.stops = stops(c.stops);
  return Object.freeze(c);
}
/**
 * A compound option (dial, needle, delta) as its `defaults` with the given keys over them: a plain object of some of
 * their keys, or null for all defaults (`listed`: undefined as well, and a refused unknown key names the keys).
 */
function merged(name, defaults, v, listed) {
  if (v === null || (listed && v === undefined)) v = {};
  if (!isPlainObject(v)) throw expectedOf(name, 'an object', v);
  v = { ...v }; // its own keys, each read once
  for (const k of Object.keys(v)) knownKey(name, defaults, k, listed);
  return { ...defaults, ...v };
}
/** A list option (zones, values): an array (null: empty) of at most LIMITS[name] items, each checked and copied by
 * `item(v, index)`; the count is checked before any work (a list of 100,000 would otherwise be copied first). */
const listOption = (item) => (list, name) => {
  list = list ?? [];
  if (!Array.isArray(list)) throw expectedOf(name, 'an array', list);
  return Object.freeze(listCopy(name, list, LIMITS[name]).map(item));
};
/** Item `k` of list option `name` as its own keys, each read once; refused unless an object ("expected {<keys>}"). */
function itemOf(name, k, v, keys) {
  if (!v || typeof v !== 'object') throw new TypeError(`${name}[${k}]: expected {${keys}}`);
  return { __proto__: null, ...v };
}
/** A dial tick's keys. */
const TICK_KEYS = { value: 0, label: 0 };
/** The thresholdMarkers words as gauge_set_threshold_markers' flags (docs/abi.md › Functions). */
const MARKER_FLAGS = Object.freeze({ off: 0, zones: THRESHOLD_MARKERS.zones, target: THRESHOLD_MARKERS.target,
  'zones+target': THRESHOLD_MARKERS.zones | THRESHOLD_MARKERS.target });
/** The needle option's default: today's line and hub (`Needle()`). */
const NEEDLE_DEFAULT = Object.freeze({ shape: NEEDLE.shapes[0], hubRadius: NEEDLE.hubRadius });
/** Checks a needle option ({shape, hubRadius}, either left out for its default; null for both) as the core does. */
function needleOption(n) {
  const next = merged('needle', NEEDLE_DEFAULT, n, true);
  if (!NEEDLE.shapes.includes(next.shape)) throw expected('needle', 'needle.shape', NEEDLE.shapes.map((m) => `'${m}'`).join(', '), next.shape);
  checkKey('needle', next, 'hubRadius', 'number');
  if (!(next.hubRadius >= 0 && next.hubRadius <= NEEDLE.maxHubRadius)) {
    throw new RangeError(`needle.hubRadius: must be 0…${NEEDLE.maxHubRadius} (a fraction of the dial's radius), got ${next.hubRadius}`);
  }
  return Object.freeze(next);
}
const MARKER_WORDS = Object.keys(MARKER_FLAGS), SCHEMES = ['light', 'dark', 'auto'], ANNOUNCE = ['zones', 'off'];
const markerWords = wordOption(MARKER_WORDS, 'off', 'a boolean', 'null');
const LAYOUT_DIRECTION_WORDS = { '': 'auto', auto: 'auto', ltr: 'leftToRight', rtl: 'rightToLeft', leftToRight: 'leftToRight', rightToLeft: 'rightToLeft' };

/**
 * The options. Keys of an entry:
 * - `name`: Gauge property and createGauge key; `property`: the element's property (by default the name).
 * - `attribute`: the element's attribute, by default the name in kebab-case (`alias`: a second name, as `<meter>`'s min/max).
 * - `default`: the state a new gauge starts from (null when not given); `get(state)`: what the property reads (default state[name]).
 * - `set(value)`: checks a value and returns the state patch; throws TypeError/RangeError naming the option.
 *   Absent for options set in pairs through a method (`pair`: 'setBounds', 'setBoundsLabels'). Most entries give
 *   `check(value, name)` instead, which returns the value kept under the name: `set` is then made from it.
 * - `part`: the part of the state the core gets with `push[part]` (by default the name); options sharing a part are pushed together.
 * - `parse(text, element)`: the attribute text (null when absent) as the option value; throws the reason.
 * - `print(value)`: the attribute text for a property value (null removes it; undefined leaves it); by default
 *   none for null and undefined, else String(value).
 *   ON_GAUGE: the value has no attribute text (a function): the element's property sets it on the gauge.
 * - `readsAttribute`: the element's property reads its attribute even once the gauge exists.
 * - `always`: applied to every new gauge even when not given (the animation, so reduced motion applies).
 * - `quotes(state)`: the numbers a refusal of the core may quote, by the core's argument names; a refused NaN is
 *   then written NaN (the core writes "–", its text for no value).
 * - `elementOnly`: an element attribute without a Gauge option (`<meter>`'s low, high, optimum → zones).
 */
/** What `print` returns for a property value no attribute can hold (a function): see element.js. */
export const ON_GAUGE = Symbol();

/** A format option as the state keeps it (and checks: what is checked is what is kept): options objects' own keys
 * copied and frozen; formatters as given. */
const formatCopy = (f) => (isPlainObject(f) && !method(f, 'format') ? Object.freeze({ ...f }) : f ?? null);
/** A format attribute: JSON format options (formatFromAttribute), or null when absent or empty. */
function parseFormatAttribute(s, el) { const v = json('object')(s); return v === null ? null : formatFromAttribute(v, el); }
/** A format's attribute text; a function (or a {format} object that is not an Intl formatter) has none. */
const printFormat = (f) => (typeof f === 'function' || (method(f, 'format') && !method(f, 'resolvedOptions')) ? ON_GAUGE : formatAttribute(f));

export const OPTIONS = Object.freeze([
  { name: 'style', property: 'gaugeStyle', attribute: 'gauge-style', default: 'automatic',
    check(name) {
      if (typeof name !== 'string') throw expectedOf('style', 'a style name', name);
      if (!STYLES.includes(name)) throw new RangeError(`style: unknown style "${name}"; expected one of ${STYLES.join(', ')}`);
      return name;
    },
    parse: (s) => (s === null ? 'automatic' : STYLES.includes(s.trim()) ? s.trim() : refuse(`expected one of ${STYLES.join(', ')}`)) },
  { name: 'lower', alias: 'min', default: 0, part: 'bounds', pair: 'setBounds', parse: finiteOr(0) },
  { name: 'upper', alias: 'max', default: 1, part: 'bounds', pair: 'setBounds', parse: finiteOr(1) },
  { name: 'value', default: 0,
    get: (s) => (Number.isNaN(s.value) ? null : s.value),
    check: numberOr(NaN),
    parse(s) {
      if (isNone(s) || /^(nan|none)$/i.test(s.trim())) return null;
      return parseNumberAttribute(s) ?? refuse('not a number');
    },
    print: (v) => (v === null || v === undefined || Number.isNaN(v) ? null : String(v)) },
  // After the value, so a new gauge shows its value at once and only later changes animate.
  { name: 'animation', default: 'default', always: true,
    check(a) {
      if (a === undefined) a = null;
      const copy = animationCopy(a); // what is checked is what is kept
      if (animationArgs(copy) === null) throw expectedOf('animation', "null, 'none', 'default', a curve name or an animation object", a);
      return copy;
    },
    parse: (s) => (s === null ? 'default' : parseAnimationAttribute(s) ?? refuse('expected none, default, linear/easeIn/easeOut/easeInOut [seconds], spring [response [damping]] or timingCurve x1 y1 x2 y2 [seconds]')),
    print: animationAttribute },
  // Opt-in: while a value change animates, the value text counts through the values it passes in the core's format
  // (not with a JS formatter: its text shows the new value at once). docs/design.md › Counting value text.
  { name: 'valueAnimation', default: false, check: boolOption(true), parse: boolAttribute, print: printBool },
  { name: 'label', check: textOption, readsAttribute: true },
  { name: 'currentValueLabel', check: textOption, readsAttribute: true },
  { name: 'minimumValueLabel', part: 'boundsLabels', pair: 'setBoundsLabels', readsAttribute: true },
  { name: 'maximumValueLabel', part: 'boundsLabels', pair: 'setBoundsLabels', readsAttribute: true },
  { name: 'tint', readsAttribute: true,
    set(t) {
      const copy = tintCopy(t);
      return { tint: copy, tintText: copy === null ? 'blue' : tintText(copy) };
    },
    print: (t) => (t === null || t === undefined ? null : tintText(t)) },
  { name: 'colorScheme', check: wordOption(SCHEMES, null, 'null'),
    parse: (s) => (s?.trim() === 'normal' ? null : wordAttribute(SCHEMES, null)(s)) },
  // Colours besides the tint, in COLOR_ROLES' order: track, label, value; the dial's hub (by default the label
  // colour; docs/abi.md › gauge_set_needle); the delta's (by default system green and red for the scheme;
  // docs/abi.md › gauge_set_reference). On a page the element's --swift-gauge-track-color… when none is set (page-colours.js).
  ...COLOR_ROLES.map((name) => ({ name, check: trimmedText('a CSS colour string or null', 'colour'), parse: colourAttribute })),
  // Opt-in: texts in a CSS font-family, or `inherit`/`page` (the element's font); null the default stack (docs/abi.md › gauge_set_font).
  { name: 'fontFamily', part: 'font',
    check(v, name) {
      const family = trimmedText("a CSS font-family list, 'inherit' or null", 'font family')(v, name), error = family && fontFamilyError(family);
      if (error) throw new TypeError(`fontFamily: ${error}`);
      return family;
    },
    parse: colourAttribute },
  { name: 'formatsBoundsLabels', default: false, part: 'format', readsAttribute: true, check: boolOption(false), parse: boolAttribute, print: printBool },
  { name: 'format',
    set: (f) => { f = formatCopy(f); return { format: f, ...parseFormat(f) }; }, parse: parseFormatAttribute, print: printFormat },
  // The gauge's own words (strings.js): {unknown, to, optimum, suboptimal, evenLessGood}, English where not given.
  { name: 'strings', set: stringsOption,
    parse: json('object'), print: printJSON('strings') },
  // Host only (announce.js): 'zones' says a settle in another named zone in a polite live region, 'off' does not.
  { name: 'announce', default: 'zones', check: wordOption(ANNOUNCE, 'zones', 'null'), parse: wordAttribute(ANNOUNCE, 'zones', '') },
  { name: 'layoutDirection', default: 'auto', part: 'direction',
    check: wordOption(['auto', ...LAYOUT_DIRECTIONS]),
    parse: (s) => LAYOUT_DIRECTION_WORDS[s?.trim() ?? 'auto'] ?? refuse(`expected ${either(Object.keys(LAYOUT_DIRECTION_WORDS).slice(1))}`) },
  { name: 'dial', default: DIAL_DEFAULT,
    check(d) {
      const next = merged('dial', DIAL_DEFAULT, d, false);
      for (const k of ['startAngle', 'sweep', 'majorTicks', 'minorTicks']) {
        checkKey('dial', next, k, 'number');
      }
      for (const k of ['majorTicks', 'minorTicks']) {
        if (!Number.isInteger(next[k]) || next[k] < 0) throw new RangeError(`dial.${k}: expected a whole number, got ${next[k]}`);
        // Past a 32-bit word the count would wrap on its way to the core: refused here, in the core's words.
        if (next[k] > INT32_MAX) throw new RangeError(`dial: ${k}: must be ${k === 'majorTicks' ? `0 (automatic) or 1…${LIMITS.maxMajorTicks}` : `0…${LIMITS.maxMinorTicks}`}, got ${next[k]}`);
      }
      directionOf('dial', next.direction);
      for (const k of ['tickLabels', 'ticksAtZones']) checkKey('dial', next, k, 'boolean');
      // Ticks at given values (docs/abi.md › gauge_set_dial_ticks): numbers or {value, label}, kept as {value, label}.
      if (!Array.isArray(next.ticks ?? [])) throw expected('dial', 'dial.ticks', 'an array', next.ticks);
      let bytes = 0;
      next.ticks = Object.freeze(listCopy('dial.ticks', next.ticks ?? [], LIMITS.maxMajorTicks + 1).map((t, k) => {
        const at = `dial.ticks[${k}]`, o = typeof t === 'number' ? { value: t } : isPlainObject(t) ? { __proto__: null, ...t } : null;
        if (!o) throw expected('dial', at, 'a finite number or {value, label}', t);
        for (const key of Object.keys(o)) knownKey(at, TICK_KEYS, key);
        if (!Number.isFinite(o.value)) throw expected('dial', typeof t === 'number' ? at : `${at}.value`, 'a finite number', o.value, typeof o.value === 'number' ? RangeError : TypeError);
        checkText('dial', `${at}.label`, o.label);
        bytes += o.label ? encoder.encode(o.label).length + 16 : 16;
        return Object.freeze({ value: o.value, label: o.label ?? '' });
      }));
      // All the labels go to the core at once, through its scratch buffer.
      if (bytes > LIMITS.scratchBytes) throw new RangeError(`dial.ticks: the labels would be ${bytes} bytes in all, over ${LIMITS.scratchBytes}; shorten them`);
      return Object.freeze(next);
    },
    parse: json('object'), print: printJSON('dial') },
  // The dial's needle shape and hub radius (docs/abi.md › gauge_set_needle); the attribute: `shape [hubRadius]` or JSON.
  { name: 'needle', default: NEEDLE_DEFAULT, check: needleOption,
    parse(s) {
      if (isNone(s)) return null;
      if (s.trim().startsWith('{')) return json('object')(s);
      const [shape, hub, more] = s.trim().split(/\s+/);
      if (more !== undefined) refuse('expected a shape (line, tapered or arrow) and an optional hub radius, or a JSON object');
      const hubRadius = hub === undefined ? NEEDLE.hubRadius : parseNumberAttribute(hub);
      return hubRadius === undefined ? refuse('the hub radius is not a number') : { shape, hubRadius };
    },
    // The words when they say it all (a known shape, a hub radius or none), else JSON (which the check refuses as
    // the property would).
    print: (n) => {
      if (n === null || n === undefined) return null;
      const shape = own(n, 'shape'), hub = own(n, 'hubRadius');
      return NEEDLE.shapes.includes(shape) && Object.keys(n).every((k) => Object.hasOwn(NEEDLE_DEFAULT, k))
        && (hub === undefined || Number.isFinite(hub)) ? (hub === undefined || hub === NEEDLE.hubRadius ? shape : `${shape} ${hub}`)
        : printJSON('needle')(n);
    } },
  // After the bounds, format and dial: the tick texts it restores are for the ticks those make.
  { name: 'tickFormat',
    set: (t) => { t = formatCopy(t); return { tickFormat: t, ...parseTickFormat(t) }; }, parse: parseFormatAttribute, print: printFormat },
  { name: 'zones', default: Object.freeze([]),
    check: listOption((z, k) => {
      z = itemOf('zones', k, z, 'from, color, name');
      if (typeof z.from !== 'number' || !Number.isFinite(z.from)) throw expected('zones', `zones[${k}].from`, 'a finite number', z.from, RangeError);
      if (typeof z.color !== 'string') throw expected('zones', `zones[${k}].color`, 'a CSS colour string', z.color);
      checkText('zones', `zones[${k}].name`, z.name);
      return Object.freeze({ from: z.from, color: z.color, name: z.name ?? '' });
    }),
    parse: json('array'), print: printJSON('zones') },
  // <meter>'s low, high and optimum: zones by the HTML spec's regions when there is no zones attribute.
  { name: 'low', part: 'zones', elementOnly: true, parse: optionalNumber, readsAttribute: true },
  { name: 'high', part: 'zones', elementOnly: true, parse: optionalNumber, readsAttribute: true },
  { name: 'optimum', part: 'zones', elementOnly: true, parse: optionalNumber, readsAttribute: true },
  { name: 'values', default: Object.freeze([]),
    check: listOption((v, k) => {
      v = itemOf('values', k, v, 'value, color, label');
      if (v.value !== null && v.value !== undefined && typeof v.value !== 'number') throw expected('values', `values[${k}].value`, 'a number or null', v.value);
      if (v.color !== undefined && v.color !== null && typeof v.color !== 'string') throw new TypeError(`values[${k}].color: expected a CSS colour string`);
      checkText('values', `values[${k}].label`, v.label);
      return Object.freeze({ value: v.value ?? null, color: v.color ?? null, label: v.label ?? '' });
    }),
    parse: json('array'), print: printJSON('values') },
  { name: 'origin', check: finiteOrNull, parse: optionalNumber },
  { name: 'target', check: finiteOrNull, parse: optionalNumber },
  // A delta against a reference (null: none): "▲+5" beside the reading, said in words (docs/abi.md › gauge_set_reference).
  { name: 'reference', part: 'delta', check: finiteOrNull, parse: optionalNumber },
  { name: 'delta', default: DELTA_DEFAULT,
    check(d) {
      const next = merged('delta', DELTA_DEFAULT, d, true);
      if (!DELTA_MODES.includes(next.mode)) throw expected('delta', 'delta.mode', either(DELTA_MODES), next.mode);
      for (const k of ['increasingSymbol', 'decreasingSymbol']) {
        checkKey('delta', next, k, 'string');
        checkText('delta', `delta.${k}`, next[k]);
      }
      return Object.freeze(next);
    },
    parse: json('object'), print: printJSON('delta') },
  { name: 'segments', default: 0,
    check(n) {
      if (!Number.isInteger(n)) throw expectedOf('segments', 'a whole number', n);
      // Past a 32-bit word the count would wrap on its way to the core: refused here, in the core's words.
      if (n < 0 || n > INT32_MAX) throw new RangeError(`segments: count: must be 0 or ${LIMITS.minSegments}…${LIMITS.maxSegments}, got ${n}`);
      return n;
    },
    parse(s) {
      const v = isNone(s) ? 0 : parseNumberAttribute(s);
      return Number.isInteger(v) ? v : refuse('not a whole number');
    } },
  // Opt-in marks across the track at the zone boundaries (and the rings' target): docs/swiftui-fidelity.md › Threshold markers.
  { name: 'thresholdMarkers', default: 'off',
    check: (m, name) => markerWords(m === true ? 'zones' : m === false ? 'off' : m, name),
    // Present without a value (`<swift-gauge threshold-markers>`) marks the zones, as a boolean attribute would.
    parse: wordAttribute(MARKER_WORDS, 'off', 'zones'),
    // Not a word (an array, a number): refused as the property refuses it — String([]) is "", which would mark the zones.
    print(m) {
      if (m === 'off' || m === null || m === undefined || m === false) return null;
      if (m === true || typeof m === 'string') return m === true ? 'zones' : m;
      markerWords(m, 'thresholdMarkers'); // throws: not a word
    } },
  // The stroke of rings and bars (docs/abi.md › gauge_set_thickness): px, or '12%' of the box; clamped by the core.
  { name: 'thickness',
    check: (v) => (thicknessArgs(v), v ?? null),
    quotes: (s) => s, // a refused NaN is written as JS writes it
    parse(s) {
      const t = isNoneWord(s) ? null : s.trim();
      thicknessArgs(t); // refused with its reason
      return t && (/%$/.test(t) ? t : parseFloat(t));
    },
  },
  // Every text's size × this (docs/abi.md › gauge_set_font_scale): 0.25…4, the core refuses others by name.
  { name: 'fontScale',
    check: numberOr(null),
    quotes: (s) => s, // a refused NaN is written as JS writes it
    parse: optionalNumber },
  { name: 'orientation', default: 'horizontal', check: wordOption(ORIENTATIONS), parse: wordAttribute(ORIENTATIONS, 'horizontal') },
  { name: 'ringArc',
    check: ringArcOption, quotes: (s) => s.ringArc,
    parse(s) {
      const a = s === null ? null : parseRingArcAttribute(s); // null: none; undefined: does not parse
      return ringArcOption(a === undefined ? refuse('expected [startAngle] sweep [clockwise|counterclockwise] in degrees, or none') : a);
    },
    print: (a) => ringArcAttribute(a ?? null) },
  // Host only (input.js): <swift-gauge interactive> is a slider for its value; `step` what values snap to ('any': none,
  // the keys move 1 % of the range), `largeStep` PageUp/PageDown's (null: 10 % of the range). docs/design.md › Input gauges.
  { name: 'interactive', default: false, part: 'input', parse: boolAttribute, print: printBool,
    check: boolOption(true) },
  ...[['step', 'any'], ['largeStep', null]].map(([name, none]) => ({ name, default: none, part: 'input',
    check(v) {
      if ((v ??= none) !== none && !(v > 0 && v < Infinity && typeof v === 'number')) throw expectedOf(name, `a number above 0${none ? ", 'any'" : ''} or null`, v);
      return v;
    },
    parse: (s) => (isNone(s) || s.trim().toLowerCase() === none ? none : parseNumberAttribute(s) ?? refuse('not a number')) })),
  // Null-prototype entries: a key an entry lacks (quotes, pair, parse…) is absent, whatever Object.prototype holds.
  // `check` is the setter's test of a value kept under the option's name: `set` returns it as the patch.
].map((o) => Object.freeze({ __proto__: null, property: o.name, attribute: kebab(o.name), part: o.name, ...(!o.elementOnly && { default: null }), print: printText,
  ...(o.check && { set: (v) => ({ [o.name]: o.check(v, o.name) }) }), ...o })));

/** The options a Gauge has (the element-only attributes left out), by name. */
export const GAUGE_OPTIONS = new Map(OPTIONS.filter((o) => !o.elementOnly).map((o) => [o.name, o]));

/** The attribute and its text (null: none; ON_GAUGE: a function, which no attribute holds; undefined: JSON cannot
 * hold it) for createGauge option `name` set to `v`, as the element's property writes it: swift-gauge/ssr's
 * (web/ssr.js). An unknown option is refused as createGauge refuses it, `fn` naming the caller. */
export function optionAttribute(fn, name, v) {
  const o = GAUGE_OPTIONS.get(name);
  if (!o) throw new TypeError(`${fn}: options: unknown option "${name}"`);
  return [o.attribute, v == null ? null : o.print(v)];
}

/** Parts in the order a new or restored gauge applies them, each with its push. */
export const PARTS = Object.freeze([...new Set(OPTIONS.filter((o) => !o.elementOnly).map((o) => o.part))]);
export { push as PUSH };

/** No colour option taken from the page (page-colours.js fills it per option). */
const NO_PAGE_COLOURS = Object.freeze({ __proto__: null });

/** A new gauge's state: every option's default, plus what the host derives (tint text, core format, texts); without a
 * prototype, so a key it lacks (forced…) is absent whatever Object.prototype holds (gauge.js keeps it so). */
export function defaultState() {
  const s = { __proto__: null, tintText: null, pageTint: null, pageColours: NO_PAGE_COLOURS, pageFont: null, pageThickness: null, pageFontScale: null, coreFormat: CORE_AUTOMATIC, formatter: null, autoDirection: 'leftToRight', autoScheme: null,
    formatted: NO_FORMATTED_TEXTS, tickCore: null, tickFormatter: null, tickTexts: null };
  for (const o of GAUGE_OPTIONS.values()) s[o.name] = o.default;
  return s;
}
