// The facade's refusals: one wording for every type and range check the host makes before calling the core
// (docs/abi.md › Validation: ranges are the core's; the host adds type checks).
import { LIMITS } from './vocabulary.js';

export const encoder = new TextEncoder();
/** `text` cut to its first `n` UTF-16 units and an ellipsis when longer: how a message quotes a long text. */
export const clip = (text, n) => (text.length > n ? `${text.slice(0, n)}…` : text);
/** A camelCase name in kebab-case (`trackColor` → `track-color`): attributes and custom properties. */
export const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The core's UTF-8 texts: a leading U+FEFF is a character of the text (a label may start with one), not a
 * byte-order mark to drop, so the canvas, the SVG, the text form and the DOM show what the core holds. */
export const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Who a refusal names: "<method>: <arg>", or just the argument when it is the method's own value or a part of it
 * (a setter: `tint`, `tint[2]`, `format.suffix` — not "tint: tint: …").
 */
export function named(method, arg) {
  return arg === method || arg.startsWith(`${method}[`) || arg.startsWith(`${method}.`) ? arg : `${method}: ${arg}`;
}

/** The error "<method>: <arg>: expected <what>, got <v described>", the facade's usual refusal. */
export function expected(method, arg, what, v, E = TypeError) {
  return new E(`${named(method, arg)}: expected ${what}, got ${describe(v)}`);
}

/** expected(name, name, …): the refusal of a setter's own value. */
export const expectedOf = (name, what, v, E) => expected(name, name, what, v, E);

/** A value as an error message quotes it: strings in JSON quotes, numbers as written, arrays and objects of a
 * class by kind ("an array", "a Date"), else its type. */
export function describe(v) {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object' && !isPlainObject(v)) return `a ${v.constructor?.name || 'object'}`;
  return typeof v;
}

/** Refuses a text that is not a string (null and undefined pass) or is over the core's label limit. */
export function checkText(method, arg, t) {
  if (t === null || t === undefined) return;
  if (typeof t !== 'string') throw expected(method, arg, 'a string or null', t);
  // UTF-8 is at least one byte per UTF-16 unit: only long strings need encoding to check.
  if (t.length > LIMITS.labelBytes / 3 && encoder.encode(t).length > LIMITS.labelBytes) {
    throw new RangeError(`${named(method, arg)}: text is over ${LIMITS.labelBytes} UTF-8 bytes`);
  }
}

/** Refuses `v` unless `typeof v` is `type` ('number', 'string', 'boolean'): "<method>: <arg>: expected a <type>, got …". */
export function checkType(method, arg, v, type) {
  if (typeof v !== type) throw expected(method, arg, `a ${type}`, v);
  return v;
}
/** checkType of key `k` of option `name`'s object `o`, named "<name>.<k>". */
export const checkKey = (name, o, k, type) => checkType(name, `${name}.${k}`, o[k], type);

/** Refuses key `k` unless `keys` (an object) has it: "<name>: unknown key "<k>"" and, `listed`, "; expected <its keys>". */
export function knownKey(name, keys, k, listed = true) {
  if (!Object.hasOwn(keys, k)) throw new TypeError(`${name}: unknown key "${k}"${listed ? `; expected ${Object.keys(keys).join(', ')}` : ''}`);
}

/** Refuses anything but a number in [min, max] (NaN is outside every range). */
export function checkNumber(method, arg, v, min, max) {
  checkType(method, arg, v, 'number');
  if (!(v >= min && v <= max)) throw new RangeError(`${named(method, arg)}: ${v} is outside [${min}, ${max}]`);
}

/** Refuses anything but a safe integer ≥ 0. */
export function checkOffset(method, arg, v) {
  checkType(method, arg, v, 'number');
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${named(method, arg)}: ${v} is not a byte offset (an integer ≥ 0)`);
}

/** Whether `v` is a plain object (`{…}` or `Object.create(null)`): not an array, a Date, a boxed Number… */
export function isPlainObject(v) {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Own property `k` of `o`, else undefined: how the library reads a caller's object, so nothing on Object.prototype
 * (a polluted prototype: `Object.prototype.format = f`) ever becomes an option. */
export const own = (o, k) => (o !== null && o !== undefined && Object.hasOwn(o, k) ? o[k] : undefined);

/**
 * The items of `list` (an array, or a Proxy of one) as a new array, its length read once: a length that changes
 * between reads (a Proxy) cannot pass the count check and then walk billions of indexes. A length that is not a
 * whole number 0…`max` is refused before any item is read: "<name>: count: must be 0…<max>, got <n>".
 */
export function listCopy(name, list, max) {
  const n = list.length;
  if (!(Number.isSafeInteger(n) && n >= 0 && n <= max)) throw new RangeError(`${name}: count: must be 0…${max}, got ${describe(n)}`);
  const out = [];
  for (let i = 0; i < n; i++) out.push(Object.hasOwn(list, i) ? list[i] : undefined); // a hole is not read through the prototype
  return out;
}

/** The error for a value that threw while being read (a getter, a Proxy trap): "<where>: reading it threw: …". */
export function readFailed(where, e) {
  return new TypeError(`${where}: reading it threw: ${e?.message ?? String(e)}`, { cause: e });
}
