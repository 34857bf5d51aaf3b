// The gauge's own words (the `strings` option): the value text for no value, what joins the bounds in the
// description, `<meter>`'s region names, the delta's words (", up 5 from 45": gauge_set_formatted_text 7…9), and
// what follows a value beyond the range (", above range": 10 and 11; docs/swiftui-fidelity.md › Out of range). English by default, and written here once: the core holds the first
// two (gauge_set_formatted_text 3 and 4, so the SVG's <title>/<desc> say them too); the region names name the
// zones the element makes from low/high/optimum (option-types.js meterZones).
import { expectedOf, checkKey, knownKey, checkText, isPlainObject, own } from './errors.js';

export const DEFAULT_STRINGS = Object.freeze({
  unknown: 'unknown', to: ' to ', optimum: 'optimum', suboptimal: 'suboptimal', evenLessGood: 'even less good',
  up: 'up ', down: 'down ', from: ' from ', above: 'above range', below: 'below range',
});

/** The `strings` option: null (English) or an object of some of DEFAULT_STRINGS' keys, each a text. */
export function stringsOption(v) {
  if (v === null || v === undefined) return { strings: null };
  if (!isPlainObject(v)) throw expectedOf('strings', 'an object of texts or null', v);
  v = { ...v }; // its own keys, each read once
  for (const k of Object.keys(v)) {
    knownKey('strings', DEFAULT_STRINGS, k);
    checkKey('strings', v, k, 'string');
    checkText('strings', `strings.${k}`, v[k]);
  }
  return { strings: Object.freeze({ ...v }) };
}

/** Word `key` of a `strings` value (its English default where it gives none). */
export const word = (strings, key) => own(strings, key) ?? DEFAULT_STRINGS[key];
