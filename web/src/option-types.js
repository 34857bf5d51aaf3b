// The value types options share, each with its check, its attribute grammar and its inverse: animations, ring
// arcs, attribute numbers, `<meter>` zones, and the scratch records of zones and values. options.js uses them.
import { ANIMATION, THICKNESS_UNITS, STATUS } from './vocabulary.js';
import { expected, expectedOf, checkKey, knownKey, encoder, isPlainObject, own } from './errors.js';
import { word } from './strings.js';

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** `<meter>`'s region colours (Chromium draws optimum green, suboptimal yellow, even-less-good red) and the keys of
 * the HTML spec's region names in the `strings` option (strings.js), which aria-valuetext speaks after the value
 * (docs/regression-cases.md › meter-value-text). */
const METER_REGIONS = { optimum: ['green', 'optimum'], suboptimal: ['yellow', 'suboptimal'], worse: ['red', 'evenLessGood'] };
const KIND = ANIMATION.kinds;
/** The named curves (`easeInOut`…) by name: their index is what gauge_set_animation's kind 3 takes. */
const CURVES = new Map(ANIMATION.curves.map((name, i) => [name, i]));
/** gauge_set_animation's kind with parameters left out (`absent`: bit 0 p1 … bit 4 duration): the core gives each
 * left-out one SwiftUI's default, so the host names presets and never repeats their values. */
const kind = (k, absent) => k | (absent << ANIMATION.absentShift);
/** gauge_set_animation's arguments for no animation. */
export const ANIMATION_NONE = Object.freeze([KIND.none, 0, 0, 0, 0, 0]);

/**
 * gauge_set_animation's arguments [kind, p1, p2, p3, p4, duration] for an animation option:
 * `null`/`'none'`, `'default'` (SwiftUI's iOS 17 default spring), a curve name (`'easeInOut'`… at the curves'
 * default duration), or `{type: 'spring', response, dampingFraction}`,
 * `{type: 'easeInOut'|'easeIn'|'easeOut'|'linear', duration}`, `{type: 'timingCurve', controlPoints: [x1, y1, x2, y2], duration}`.
 * Durations and responses are in seconds; a missing one is left out (the core's default); null for anything
 * else. The core validates the ranges.
 */
export function animationArgs(a) {
  if (a === null || a === 'none') return ANIMATION_NONE;
  if (a === 'default') return [kind(KIND.spring, 0b11), 0, 0, 0, 0, 0];
  if (typeof a === 'string' && CURVES.has(a)) return [kind(KIND.namedCurve, 0b10000), CURVES.get(a), 0, 0, 0, 0];
  if (a && typeof a === 'object') {
    a = { __proto__: null, ...a }; // its own keys
    // Only plain numbers pass (no coercion of strings, BigInt, Symbol or objects with valueOf into wasm); a
    // missing number is left out (bit `bit` of the absent mask).
    let absent = 0;
    const n = (v, bit) => (v === undefined ? ((absent |= bit), 0) : typeof v === 'number' ? v : NaN);
    let args = null;
    if (a.type === 'spring') args = [KIND.spring, n(a.response, 1), n(a.dampingFraction, 2), 0, 0, 0];
    else if (typeof a.type === 'string' && CURVES.has(a.type)) args = [KIND.namedCurve, CURVES.get(a.type), 0, 0, 0, n(a.duration, 16)];
    else if (a.type === 'timingCurve' && Array.isArray(a.controlPoints)) {
      const p = a.controlPoints, count = p.length; // read once: a Proxy's second answer is not walked
      if (count === 4) args = [KIND.curve, ...[p[0], p[1], p[2], p[3]].map((v) => n(v ?? NaN, 0)), n(a.duration, 16)];
    }
    if (!args || !args.every((v) => typeof v === 'number' && !Number.isNaN(v))) return null;
    args[0] = kind(args[0], absent);
    return args;
  }
  return null;
}

/** An animation option as the state keeps it: an object's own keys copied and frozen (its control points too,
 * by their length read once), anything else as it is; animationArgs checks the copy. */
export function animationCopy(a) {
  if (!a || typeof a !== 'object') return a;
  const c = { ...a }, p = own(c, 'controlPoints');
  if (Array.isArray(p)) { const n = p.length; c.controlPoints = n === 4 ? Object.freeze([p[0], p[1], p[2], p[3]]) : null; }
  return Object.freeze(c);
}

/**
 * The `animation` attribute's grammar: `none` | `default` | `linear` / `easeIn` / `easeOut` / `easeInOut`
 * [seconds] | `spring` [response [dampingFraction]] | `timingCurve x1 y1 x2 y2` [seconds]; the word `default` in
 * place of a number keeps that parameter's default (`spring default 0.5`). Returns the animation option, or
 * undefined if the text does not parse.
 */
export function parseAnimationAttribute(s) {
  const [name, ...rest] = s.trim().split(/\s+/);
  const n = rest.map((w) => (w === 'default' ? null : parseNumberAttribute(w)));
  if (n.some((x) => x === undefined || (x !== null && !Number.isFinite(x)))) return undefined;
  const given = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
  if ((name === 'none' || name === 'default') && !n.length) return name;
  if (CURVES.has(name) && n.length <= 1) return n[0] == null ? name : { type: name, duration: n[0] };
  if (name === 'spring' && n.length <= 2) return given({ type: 'spring', response: n[0], dampingFraction: n[1] });
  if (name === 'timingCurve' && (n.length === 4 || n.length === 5) && n.slice(0, 4).every((x) => x !== null)) {
    return given({ type: 'timingCurve', controlPoints: n.slice(0, 4), duration: n[4] });
  }
  return undefined;
}

/** The `animation` attribute text for an animation option (the inverse of parseAnimationAttribute). */
export function animationAttribute(a) {
  if (a === null || a === undefined) return 'none';
  if (typeof a === 'string') return a;
  if (a && typeof a === 'object') {
    a = { __proto__: null, ...a }; // its own keys
    const words = (...v) => v.map((x) => x ?? 'default').join(' ').replace(/( default)+$/, '');
    if (a.type === 'spring') return words('spring', a.response, a.dampingFraction);
    if (CURVES.has(a.type)) return words(a.type, a.duration);
    if (a.type === 'timingCurve' && Array.isArray(a.controlPoints)) return words('timingCurve', ...a.controlPoints, a.duration);
  }
  return String(a);
}

/**
 * A `ringArc` option as the frozen arc the core gets: `{startAngle, sweep, direction}` with defaults (sweep
 * 360, startAngle −sweep/2 so the arc is centred on 12 o'clock, clockwise), or null for the style's own arc.
 * Types are checked here; ranges by the core (gauge_set_ring_arc).
 */
export function ringArcOption(a) {
  if (a === null) return null;
  if (!isPlainObject(a)) throw expectedOf('ringArc', 'an object or null', a);
  a = { __proto__: null, ...a }; // its own keys, each read once
  for (const k of Object.keys(a)) knownKey('ringArc', RING_ARC_KEYS, k, false);
  for (const k of ['startAngle', 'sweep']) {
    if (a[k] !== undefined) checkKey('ringArc', a, k, 'number');
  }
  // Ranges, NaN included, are the core's (pushed as an explicit arc, so a NaN sweep is refused, not "none").
  const sweep = a.sweep ?? 360;
  const direction = directionOf('ringArc', a.direction ?? 'clockwise');
  const startAngle = a.startAngle ?? (Number.isFinite(sweep) ? -sweep / 2 : 0);
  return Object.freeze({ startAngle, sweep, direction });
}
const RING_ARC_KEYS = { startAngle: 0, sweep: 0, direction: 0 };

/** A compound option's `direction` (ringArc, dial): 'clockwise' or 'counterclockwise', else refused naming `name`. */
export function directionOf(name, d) {
  if (d !== 'clockwise' && d !== 'counterclockwise') throw expected(name, `${name}.direction`, "'clockwise' or 'counterclockwise'", d);
  return d;
}

/** Calls `set(items.length)` with the items' records in scratch (gauge_set_zones, gauge_set_values,
 * gauge_set_dial_ticks, gauge_set_tick_texts: 16-byte headers, then colour and text bytes), or is badText when scratch
 * cannot hold them. `color` null for none (by default every item's). */
export function pushRecords(core, items, set, number, text, color = () => null) {
  const head = new Uint8Array(items.length * 16), dv = new DataView(head.buffer), parts = [head];
  items.forEach((it, k) => {
    const c = color(it) === null ? null : encoder.encode(color(it)), t = encoder.encode(text(it) ?? '');
    dv.setFloat64(k * 16, number(it), true);
    dv.setInt32(k * 16 + 8, c === null ? -1 : c.length, true);
    dv.setInt32(k * 16 + 12, t.length, true);
    if (c !== null) parts.push(c);
    parts.push(t);
  });
  return core.scratch(...parts) ? set(items.length) : STATUS.badText;
}

/**
 * The `ring-arc` attribute's grammar: `[startAngle] sweep [clockwise | counterclockwise]` in degrees
 * (`-90 180`, `270`, `0 90 counterclockwise`); one number is the sweep, centred on 12 o'clock; `none` or
 * empty is the style's own arc (null). Returns the ringArc option, or undefined if the text does not parse.
 */
export function parseRingArcAttribute(s) {
  const words = s.trim().split(/\s+/).filter((w) => w);
  if (!words.length || (words.length === 1 && words[0] === 'none')) return null;
  let direction;
  if (words[words.length - 1] === 'clockwise' || words[words.length - 1] === 'counterclockwise') direction = words.pop();
  const n = words.map(parseNumberAttribute);
  if (!n.length || n.length > 2 || n.some((x) => x === undefined)) return undefined;
  const arc = n.length === 1 ? { sweep: n[0] } : { startAngle: n[0], sweep: n[1] };
  return direction ? { ...arc, direction } : arc;
}

/** The `ring-arc` attribute text for a ringArc option (the inverse of parseRingArcAttribute). */
export function ringArcAttribute(a) {
  const r = ringArcOption(a); // throws for a malformed option
  if (r === null) return null;
  // The attribute's grammar has no NaN (a number or ±Infinity): such an arc stays a property (the core refuses it).
  for (const k of ['startAngle', 'sweep']) {
    if (Number.isNaN(r[k])) throw new RangeError(`ringArc.${k}: NaN cannot be written in the ring-arc attribute`);
  }
  return `${r.startAngle} ${r.sweep} ${r.direction}`;
}

/** An attribute's number, or undefined if it is not one (±Infinity allowed, as the Gauge API allows them). */
export function parseNumberAttribute(s) {
  const t = s.trim();
  if (NUMBER.test(t)) return Number(t);
  if (/^[+]?infinity$/i.test(t)) return Infinity;
  if (/^-infinity$/i.test(t)) return -Infinity;
  return undefined;
}

/** The next double above x (x finite): where `<meter>`'s high region starts, since a value equal to `high` is
 * still in the middle region (HTML spec) while a zone includes the value at its start. */
function nextUp(x) {
  if (x === 0) return Number.MIN_VALUE;
  const f = new Float64Array([x]), i = new BigInt64Array(f.buffer);
  i[0] += x > 0 ? 1n : -1n;
  return f[0];
}

/**
 * Zones for `<meter>`'s `low`, `high` and `optimum` in `lower…upper`, by the HTML spec's meter algorithm: each
 * given number is clamped (low to lower…upper, high to low…upper, optimum to lower…upper; a missing low is the
 * minimum, high the maximum, optimum the middle); the region holding the optimum is "optimum", its neighbours
 * "suboptimal", the far one "even less good". Values below low are in the low region, above high in the high one,
 * anything from low to high (both included) in the middle. Empty regions get no zone. The names are `strings`'
 * words (the `strings` option; English without).
 */
export function meterZones(lower, upper, low, high, optimum, strings = null) {
  const clamp = (v, a, b) => Math.min(Math.max(v, a), b);
  low = clamp(low ?? lower, lower, upper);
  high = clamp(high ?? upper, low, upper);
  optimum = clamp(optimum ?? lower / 2 + upper / 2, lower, upper); // halves first: (lower + upper) overflows near ±1.8e308
  const [lowR, midR, highR] = optimum < low ? ['optimum', 'suboptimal', 'worse']
    : optimum > high ? ['worse', 'suboptimal', 'optimum'] : ['suboptimal', 'optimum', 'suboptimal'];
  const zone = (from, r) => ({ from, color: METER_REGIONS[r][0], name: word(strings, METER_REGIONS[r][1]) });
  const zones = [];
  if (low > lower) zones.push(zone(lower, lowR));
  zones.push(zone(low, midR));
  if (high < upper) zones.push(zone(nextUp(high), highR));
  return zones;
}

/**
 * The thickness option (docs/abi.md › gauge_set_thickness) as gauge_set_thickness's (thickness, unit): null the
 * style's own (unit 0), a number CSS px (1), a text `'12%'` a share of the box across the stroke (2), `'10px'` or
 * `'10'` px. The grammar is checked here; ranges (NaN, negative, ∞, absurd) are the core's, refused by name.
 */
export function thicknessArgs(v) {
  if (v === null || v === undefined) return [0, 0];
  if (typeof v === 'number') return [v, THICKNESS_UNITS.points];
  const m = typeof v === 'string' && /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*(%|px)?\s*$/i.exec(v);
  if (!m) throw expectedOf('thickness', "px, '12%' or null", v);
  return m[2] === '%' ? [m[1] / 100, THICKNESS_UNITS.fraction] : [+m[1], THICKNESS_UNITS.points];
}

/** `--swift-gauge-font-scale`'s text (trimmed, or null) as the fontScale option's number: null for none; another text
 * than a number is refused by name (docs/abi.md › gauge_set_font_scale). */
export function fontScaleOf(t) {
  const v = t === null || t === undefined ? null : parseNumberAttribute(t);
  if (v === undefined) throw expectedOf('fontScale', 'a number', t);
  return v;
}
