// The `tickFormat` option: how a dial's tick labels are written — the core's number format (options as for
// `format`), an Intl.NumberFormat or a function — and, without one, the ticks of an Intl.NumberFormat `format`
// without its unit, currency and percent-sign parts (docs/swiftui-fidelity.md › Dial ticks and labels). The core
// owns the scale: a JS formatter formats the values the core reports (gauge_tick_value), and its texts go back with
// those values (gauge_set_tick_texts), so the core uses them only while its ticks are those.
import { encoder } from './errors.js';
import { parseFormat, method, formatted, pushCoreFormat } from './format.js';
import { pushRecords } from './option-types.js';

/** gauge_set_tick_format's precision for "the value's format without prefix, suffix and percent sign". */
const TICK_DEFAULT = 3;
/** The parts of Intl.NumberFormat#formatToParts a tick label leaves to the value text. */
const UNIT_PARTS = new Set(['unit', 'currency', 'percentSign']);

/**
 * Splits a `tickFormat` option into the core's tick format (null: the default) and an optional JS formatter.
 * @returns {{tickCore: object | null, tickFormatter: ((v: number) => string) | null}}
 */
export function parseTickFormat(t) {
  if (t === null || t === undefined) return { tickCore: null, tickFormatter: null };
  const { coreFormat, formatter } = parseFormat(t, 'tickFormat');
  return formatter ? { tickCore: null, tickFormatter: formatter } : { tickCore: coreFormat, tickFormatter: null };
}

/** `f`'s texts without the unit, currency and percent sign ("50 %" → "50", "€12" → "12"), or null when `f` is not
 * an Intl.NumberFormat (a function's units cannot be told apart: the core's default shows then). Its `forTicks`
 * gives the formatter of one scale: `f`'s options with the fraction digits the ticks need (tickDigits). */
function unitlessTicks(f) {
  if (!method(f, 'formatToParts')) return null;
  const parts = (g) => (v) => g.formatToParts(v).filter((p) => !UNIT_PARTS.has(p.type)).map((p) => p.value).join('').trim();
  const ticks = parts(f);
  ticks.forTicks = (values) => parts(withFractionDigits(f, tickDigits(values)));
  return ticks;
}

/** The fewest fraction digits (0…20) that write every one of `values` exactly (within 1e-9): the digits of the
 * scale's step, as the core's (docs/swiftui-fidelity.md › Dial ticks and labels). */
export function tickDigits(values) {
  for (let d = 0; d < 20; d++) {
    const k = 10 ** d;
    if (values.every((v) => Math.abs(v * k - Math.round(v * k)) <= 1e-9 * Math.max(1, Math.abs(v * k)))) return d;
  }
  return 20;
}

/** An Intl.NumberFormat as `f` (its resolved options: locale, grouping, notation…) with exactly `digits` fraction
 * digits (two fewer for percent, which shows value × 100); `f` itself when the engine refuses the options. */
function withFractionDigits(f, digits) {
  const o = { __proto__: null, ...f.resolvedOptions() }; // Intl reads its options through the prototype
  const d = Math.max(0, digits - (o.style === 'percent' ? 2 : 0));
  delete o.minimumSignificantDigits;
  delete o.maximumSignificantDigits;
  delete o.roundingPriority;
  delete o.roundingIncrement;
  try {
    return new Intl.NumberFormat(o.locale, { __proto__: null, ...o, minimumFractionDigits: d, maximumFractionDigits: d });
  } catch {
    return f;
  }
}

/** The JS formatter of state `s`'s tick labels: `tickFormat`'s, else an Intl `format`'s without units, else null. */
export function tickFormatter(s) {
  return s.tickFormatter ?? (s.tickCore === null ? unitlessTicks(s.format) : null);
}

/** The dial's tick values as the core computes them for the bounds and dial it holds. */
export function tickValues(x, h) {
  const n = x.gauge_tick_count(h), out = [];
  for (let i = 0; i < n; i++) out.push(x.gauge_tick_value(h, i));
  return out;
}

/**
 * `formatter`'s texts for `values` ({values, texts}), or null when it fails for one (it throws, returns a non-string
 * or a text over the label limit): then every tick shows the core's format, and `failed(message, cause)` says why.
 */
export function formatTicks(formatter, values, failed) {
  const texts = [];
  if (Object.hasOwn(formatter, 'forTicks')) formatter = formatter.forTicks(values); // unitlessTicks'
  for (const v of values) {
    const t = formatted('tickFormat', formatter, v, failed);
    if (t === null) return null;
    texts.push(t);
  }
  return { values, texts };
}

/** Pushes state `s`'s tick format and tick texts into gauge `h`; the ABI status. */
export function pushTickFormat(core, x, h, s) {
  const set = (...a) => x.gauge_set_tick_format(h, ...a);
  const st = s.tickCore === null ? set(TICK_DEFAULT, 0, 0, 0, 0) : pushCoreFormat(core, s.tickCore, 0, set);
  return st < 0 ? st : pushTickTexts(core, x, h, s.tickTexts);
}

/** The scratch bytes tick texts ({values, texts}) take: a 16-byte record per tick and its UTF-8 text
 * (gauge_set_tick_texts; at most LIMITS.scratchBytes in all). */
export function tickTextBytes(t) {
  return t.texts.reduce((n, text) => n + 16 + encoder.encode(text).length, 0);
}

/** Pushes tick texts ({values, texts}, or null to clear them). */
export function pushTickTexts(core, x, h, t) {
  if (t === null || t === undefined) return x.gauge_set_tick_texts(h, -1);
  const rows = t.values.map((v, k) => ({ v, text: t.texts[k] }));
  return pushRecords(core, rows, (n) => x.gauge_set_tick_texts(h, n), (r) => r.v, (r) => r.text);
}
