// The `format` option: the core's number format (prefix, digits, grouping…) or a JS formatter (an
// Intl.NumberFormat or a function) whose texts the core shows; and the `format` attribute's JSON form.
import { STATUS } from './vocabulary.js';
import { expected, expectedOf, checkKey, describe, checkText, isPlainObject, own, encoder } from './errors.js';

export const CORE_AUTOMATIC = Object.freeze({ precision: 0, digits: 0, grouping: false, percent: false, prefix: '', suffix: '' });
const FORMAT_KEYS = new Set(['fractionLength', 'significantDigits', 'grouping', 'percent', 'prefix', 'suffix']);

/**
 * Method `k` of a format value, or undefined: a plain object's own (`{format(v) {…}}`), another object's through its
 * class (an Intl.NumberFormat's `format`, `formatToParts`, `resolvedOptions`) — never Object.prototype's, so a
 * polluted prototype does not turn format options into a formatter.
 */
export function method(f, k) {
  if (f === null || typeof f !== 'object') return undefined;
  const m = isPlainObject(f) ? own(f, k) : f[k];
  return typeof m === 'function' && (Object.hasOwn(f, k) || m !== own(Object.prototype, k)) ? m : undefined;
}

/**
 * Splits a `format` option (or, named `name`, another option of its grammar: `tickFormat`) into the core's
 * number format and an optional JS formatter.
 * @returns {{coreFormat: object, formatter: ((v: number) => string) | null}}
 */
export function parseFormat(f, name = 'format') {
  if (f === null || f === undefined) return { coreFormat: CORE_AUTOMATIC, formatter: null };
  if (typeof f === 'function') return { coreFormat: CORE_AUTOMATIC, formatter: f };
  if (typeof f === 'object' && method(f, 'format')) return { coreFormat: CORE_AUTOMATIC, formatter: (v) => f.format(v) };
  if (!isPlainObject(f)) throw expectedOf(name, 'an Intl.NumberFormat, a function or format options', f);
  f = { __proto__: null, ...f }; // its own keys, each read once
  for (const k of Object.keys(f)) if (!FORMAT_KEYS.has(k)) throw new TypeError(`${name}: unknown option "${k}"`);
  const c = { ...CORE_AUTOMATIC };
  const digits = (k, lo, hi) => {
    const d = checkKey(name, f, k, 'number');
    if (!Number.isInteger(d) || d < lo || d > hi) throw new RangeError(`${name}.${k}: must be an integer ${lo}…${hi}, got ${d}`);
    return d;
  };
  if (f.fractionLength !== undefined && f.significantDigits !== undefined) {
    throw new TypeError(`${name}: give fractionLength or significantDigits, not both`);
  }
  if (f.fractionLength !== undefined) { c.precision = 1; c.digits = digits('fractionLength', 0, 20); }
  if (f.significantDigits !== undefined) { c.precision = 2; c.digits = digits('significantDigits', 1, 21); }
  for (const k of ['grouping', 'percent']) {
    if (f[k] !== undefined) checkKey(name, f, k, 'boolean');
    c[k] = f[k] ?? false;
  }
  for (const k of ['prefix', 'suffix']) {
    if (f[k] !== undefined) checkText(name, `${name}.${k}`, f[k]);
    if (f[k] !== undefined && typeof f[k] !== 'string') throw new TypeError(`${name}.${k}: expected a string`);
    c[k] = f[k] ?? '';
  }
  return { coreFormat: Object.freeze(c), formatter: null };
}

/** Calls `set(precision, digits, options, prefixBytes, suffixBytes)` (gauge_set_number_format's or
 * gauge_set_tick_format's arguments) for core format `c` with its prefix and suffix in scratch, `flags` or'ed into
 * the options; badText when scratch cannot hold them. */
export function pushCoreFormat(core, c, flags, set) {
  const pre = encoder.encode(c.prefix), suf = encoder.encode(c.suffix);
  return core.scratch(pre, suf) ? set(c.precision, c.digits, (c.grouping ? 1 : 0) | (c.percent ? 2 : 0) | flags, pre.length, suf.length) : STATUS.badText;
}

export const NO_FORMATTED_TEXTS = Object.freeze({ value: null, lower: null, upper: null, delta: null, reference: null });

/** Per Intl.NumberFormat, the percent format of its locale a relative delta is written in (one fraction digit, as
 * the core's `Delta.relativeFormat`). */
const percentFormats = new WeakMap();
function percentOf(f) {
  let p = percentFormats.get(f);
  if (!p) percentFormats.set(f, (p = new Intl.NumberFormat(f.resolvedOptions().locale, { __proto__: null, style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return p;
}

/** `formatter`'s text for `v` (option `name`: format, tickFormat), or null when it throws, returns a non-string or
 * a text over the label limit — `failed(message, cause)` is told why. −0 is formatted as 0 ("-0" in Intl.NumberFormat;
 * the core never writes it). */
export function formatted(name, formatter, v, failed) {
  let t;
  try { t = formatter(v === 0 ? 0 : v); } catch (e) {
    failed(`${name}: the formatter threw for ${v}: ${e?.message ?? String(e)}`, e);
    return null;
  }
  if (typeof t !== 'string') { failed(`${name}: the formatter returned ${describe(t)}, not a string`); return null; }
  try { checkText(name, name, t); } catch (e) { failed(e.message); return null; }
  return t;
}

/**
 * A JS formatter's texts for state `s` (never for NaN: the core shows "–"), or nulls without a formatter.
 * The core shows them like its own formatted numbers: unless a label is set, shrunk but never truncated.
 * A text the formatter fails to give (it throws, returns a non-string or a text over the label limit) is null —
 * the core formats that number itself — and `failed(message, cause)` is told why: a formatter waiting for its
 * translations must not block the gauge.
 */
export function formatTexts(s, failed) {
  if (!s.formatter) return NO_FORMATTED_TEXTS;
  const run = (v) => formatted('format', s.formatter, v, failed);
  return {
    value: Number.isNaN(s.value) ? null : run(s.value),
    lower: s.formatsBoundsLabels ? run(s.lower) : null,
    upper: s.formatsBoundsLabels ? run(s.upper) : null,
    ...deltaTexts(s, run),
  };
}

/**
 * The formatter's texts for a delta (docs/abi.md › gauge_set_reference): the magnitude of the change — absolute:
 * |value − reference| by the formatter; relative: the ratio in the percent format of an Intl.NumberFormat's locale
 * (a function formatter leaves it to the core) — "" when it is written as zero is (the core then shows no delta),
 * and the reference. Nulls without a reference or a finite change: the core formats (or shows nothing).
 */
function deltaTexts(s, run) {
  if (s.reference === null || s.reference === undefined) return { delta: null, reference: null };
  const change = s.value - s.reference, reference = run(s.reference);
  if (!Number.isFinite(change)) return { delta: null, reference };
  let delta = null;
  if (s.delta.mode === 'absolute') {
    const t = run(Math.abs(change));
    delta = t !== null && t === run(0) ? '' : t;
  } else if (method(s.format, 'resolvedOptions') && s.reference !== 0) {
    const p = percentOf(s.format), t = p.format(Math.abs(change) / Math.abs(s.reference));
    delta = t === p.format(0) ? '' : t;
  }
  return { delta, reference };
}

/**
 * The `format` attribute (JSON): the core's format options (`{"fractionLength": 1, "suffix": "°"}`), or with a
 * `locale` key (a BCP 47 tag, a list of them, or "auto" for the element's `lang`; a `lang` that is no tag: the
 * default locale, as Intl's for none) an `Intl.NumberFormat` made from the other keys
 * (`{"locale": "de", "style": "unit", "unit": "celsius"}`).
 */
export function formatFromAttribute(json, el) {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new TypeError('expected a JSON object');
  if (!Object.hasOwn(json, 'locale')) return json;
  const { locale, ...options } = json;
  if (typeof locale !== 'string' && !(Array.isArray(locale) && locale.every((l) => typeof l === 'string'))) {
    throw new TypeError('locale: expected a language tag, a list of them, or "auto"');
  }
  let lang = locale === 'auto' ? el.closest('[lang]')?.lang || undefined : locale;
  // A page's lang that is no language tag (en_US) is the default locale's, as Intl's for none.
  try { Intl.getCanonicalLocales(lang); } catch (e) { if (locale !== 'auto') throw e; lang = undefined; }
  return new Intl.NumberFormat(lang, { __proto__: null, ...options }); // Intl reads its options through the prototype
}

/** The `format` attribute text for a format value (the inverse of formatFromAttribute). */
export function formatAttribute(f) {
  if (f === null || f === undefined) return null;
  if (method(f, 'resolvedOptions')) {
    const { locale, ...options } = f.resolvedOptions();
    return JSON.stringify({ locale, ...options });
  }
  return JSON.stringify(f);
}

