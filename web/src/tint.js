// Tint text: a JS tint (a colour, colours, stops, or {interpolation, stops}) as the text syntax the core parses
// (docs/abi.md › Tint text). Only shapes and types are checked here; colours, the number of stops and the
// text's length are the core's (gauge_set_tint), so a tint given as text or as stops gets one answer.
import { LIMITS } from './vocabulary.js';
import { expectedOf, describe, own } from './errors.js';

/**
 * Turns a JS tint into the text syntax of `gauge_set_tint` (docs/abi.md › Tint text): a colour or tint text as
 * it is, or "[in <interpolation>,] colour [location | value(v)], …".
 * @param {GaugeTint} t
 * @returns {string}
 * @throws {TypeError|RangeError} for a malformed tint.
 */
export function tintText(t) {
  if (typeof t === 'string') {
    if (!t.trim()) throw new TypeError('tint: empty colour');
    return t.trim();
  }
  let prefix = '';
  if (t && typeof t === 'object' && !Array.isArray(t)) {
    const interpolation = own(t, 'interpolation'), stops = own(t, 'stops');
    if (typeof interpolation !== 'string' && interpolation !== undefined) {
      throw new TypeError('tint.interpolation: expected a string such as \'oklab\' or \'oklch longer hue\'');
    }
    if (!Array.isArray(stops)) throw new TypeError('tint.stops: expected an array of colours or stops');
    if (interpolation) prefix = `in ${interpolation.trim()}, `;
    t = stops;
  } else if (!Array.isArray(t)) {
    throw expectedOf('tint', 'a colour string, an array or {interpolation, stops}', t);
  }
  t = stopsCopy(t);
  if (!t.length) throw new RangeError('tint: a gradient needs at least one colour');
  return prefix + t.map((s, i) => {
    s = s && typeof s === 'object' ? { __proto__: null, ...s } : s; // its own keys, each read once
    const color = typeof s === 'string' ? s : s?.color;
    // A comma outside parentheses would split one entry into several stops of the text syntax.
    if (typeof color === 'string' && hasTopLevelComma(color)) {
      throw new TypeError(`tint[${i}]: one colour per entry, got ${describe(color)}`);
    }
    if (typeof s === 'string') return s.trim();
    if (!s || typeof s !== 'object' || typeof s.color !== 'string') {
      throw new TypeError(`tint[${i}]: expected a colour string or {color, location} / {color, value}`);
    }
    const hasLocation = s.location !== undefined && s.location !== null, hasValue = s.value !== undefined && s.value !== null;
    if (hasLocation && hasValue) throw new TypeError(`tint[${i}]: give a location or a value, not both`);
    const n = hasLocation ? s.location : s.value, key = hasLocation ? 'location' : 'value';
    if (!hasLocation && !hasValue) return s.color.trim();
    if (typeof n !== 'number') throw new TypeError(`tint[${i}].${key}: expected a number`);
    if (!Number.isFinite(n)) throw new RangeError(`tint[${i}].${key}: ${n} is not a finite number`);
    return hasLocation ? `${s.color.trim()} ${n}` : `${s.color.trim()} value(${n})`;
  }).join(', ');
}

/**
 * A list of stops copied by its length, read once (a Proxy whose length grows after the first read is copied by
 * that read). Past LIMITS.tintStops only one more is copied: the core refuses it in its words, as for a tint text.
 */
export function stopsCopy(list) {
  const n = list.length, out = [];
  if (!(Number.isSafeInteger(n) && n >= 0)) throw new RangeError(`tint: count: expected a whole number of stops, got ${describe(n)}`);
  for (let i = 0; i < Math.min(n, LIMITS.tintStops + 1); i++) out.push(list[i]);
  return out;
}

function hasTopLevelComma(str) {
  let depth = 0;
  for (const ch of str) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) return true;
  }
  return false;
}

