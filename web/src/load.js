// Loading: compiles swift-gauge.wasm once (streaming where the server allows), from a URL, a file (node), bytes
// or a compiled module, and makes the SwiftGaugeModule every gauge of the page shares.
import { SwiftGaugeModule } from './module.js';
import { canMeasureText } from './measure.js';
import { INTERNAL } from './internal.js';

/* global SWIFT_GAUGE_BUNDLE */
/**
 * Where the wasm is by default. The bundles (built with esbuild's `--define:SWIFT_GAUGE_BUNDLE=true`) sit next to
 * it and keep only the literal `new URL('./swift-gauge.wasm', import.meta.url)`, the form the bundlers that copy
 * assets follow (Vite, webpack 5, Rollup); the modules in web/src/ are one folder deeper.
 */
export const DEFAULT_WASM_URL = typeof SWIFT_GAUGE_BUNDLE !== 'undefined'
  ? new URL('./swift-gauge.wasm', import.meta.url) : new URL('../swift-gauge.wasm', import.meta.url);

let wasmSource = DEFAULT_WASM_URL;

/**
 * Sets where `loadSwiftGauge()` without a source and every `<swift-gauge>` load the wasm from: the one option for
 * bundlers that do not follow `new URL(…, import.meta.url)` (esbuild: `import wasmURL from
 * 'swift-gauge/swift-gauge.wasm'` with `--loader:.wasm=file`, then `setWasmSource(wasmURL)`). Call it before the
 * first load; a source already loaded keeps its module.
 * @param {string|URL|Response|ArrayBuffer|ArrayBufferView|WebAssembly.Module} source as for loadSwiftGauge
 */
export function setWasmSource(source) {
  if (source === null || source === undefined) throw new TypeError('setWasmSource: source: expected a URL, bytes or a WebAssembly.Module');
  wasmSource = source;
  available?.(null);
}

/** Told of a new source (`null`) and of every module a load compiled: elements whose own load failed try again
 * (element.js). One listener: the element's. */
let available = null;
export const onWasmAvailable = (f) => { available = f; };

/** The source `loadSwiftGauge()` and the element use when given none (see setWasmSource). */
export const getWasmSource = () => wasmSource;

/** Compiled modules by URL: however many loaders ask for one URL, it is fetched and compiled once. A failed load
 * is forgotten, so a later call tries again. */
const compiled = new Map();


/**
 * Compiles swift-gauge.wasm once, instantiates it (no imports), calls `_initialize()` and checks the ABI.
 * @param {string|URL|Response|ArrayBuffer|ArrayBufferView|WebAssembly.Module} [source]
 *   where the module comes from; defaults to `setWasmSource`'s, else `swift-gauge.wasm` next to this file. `file:` URLs are read
 *   from disk (node); other URLs are fetched (the browser streams them when served as application/wasm).
 * @param {{measureText?: boolean}} [options] `measureText`: measure labels with Canvas `measureText` in the
 *   font they are drawn in (default: whenever a 2D canvas exists, i.e. in browsers). Off, layout uses the
 *   core's built-in DejaVu Sans metrics, exactly as natively (node, golden tests).
 * @returns {Promise<SwiftGaugeModule>}
 * @throws {Error} when the file cannot be read or fetched, does not compile, or has an ABI version other than 1;
 *   {TypeError} for bad options.
 */
export async function loadSwiftGauge(source = wasmSource, options = {}) {
  if (options === null || typeof options !== 'object') throw new TypeError('loadSwiftGauge: options: expected an object');
  for (const k of Object.keys(options)) if (k !== 'measureText') throw new TypeError(`loadSwiftGauge: options: unknown option "${k}"`);
  const measure = options.measureText ?? canMeasureText();
  if (typeof measure !== 'boolean') throw new TypeError('loadSwiftGauge: options.measureText: expected a boolean');
  if (measure && !canMeasureText()) throw new TypeError('loadSwiftGauge: options.measureText: no 2D canvas to measure with here');
  const m = new SwiftGaugeModule(await compile(source), INTERNAL, measure);
  available?.(m.wasmModule);
  return m;
}

async function compile(src) {
  if (src instanceof WebAssembly.Module) return src;
  // Any ArrayBufferView (a DataView, which WebAssembly.compile refuses, too) as its bytes.
  if (src instanceof ArrayBuffer || ArrayBuffer.isView(src)) return WebAssembly.compile(new Uint8Array(src.buffer ?? src, src.byteOffset, src.byteLength));
  if (typeof Response !== 'undefined' && src instanceof Response) return compileResponse(src, src.url || 'Response');
  if (typeof src === 'string' || src instanceof URL) {
    const url = new URL(src, typeof document !== 'undefined' ? document.baseURI : import.meta.url);
    let pending = compiled.get(url.href);
    if (!pending) {
      pending = url.protocol === 'file:' ? compileFile(url) : fetch(url).then((res) => compileResponse(res, url.href));
      compiled.set(url.href, pending);
      pending.catch(() => compiled.delete(url.href));
    }
    return pending;
  }
  throw new TypeError('loadSwiftGauge: source: expected a URL, Response, ArrayBuffer, Uint8Array or WebAssembly.Module');
}

/** Node: reads a file: URL. `fs` comes from process.getBuiltinModule (no `node:` specifier a browser bundler
 * would try to resolve); older Node imports it by a computed name, which bundlers leave alone. */
async function compileFile(url) {
  const fs = globalThis.process?.getBuiltinModule?.('fs/promises') ?? await import(['node', 'fs/promises'].join(':'));
  let bytes;
  try { bytes = await fs.readFile(url); } catch (e) {
    throw new Error(`loadSwiftGauge: cannot read ${url.pathname} (${e.code ?? e.message}); run ./build.sh first`);
  }
  return WebAssembly.compile(bytes);
}

async function compileResponse(res, name) {
  // The likeliest cause is a bundler that did not copy the wasm beside the bundle: name the way out (README › Use with a bundler).
  if (!res.ok) throw new Error(`loadSwiftGauge: ${name}: HTTP ${res.status}: point setWasmSource at swift-gauge.wasm`);
  // compileStreaming insists on Content-Type application/wasm; other servers get the byte path.
  if (WebAssembly.compileStreaming && /^application\/wasm/i.test(res.headers.get('content-type') ?? '')) {
    return WebAssembly.compileStreaming(res);
  }
  return WebAssembly.compile(await res.arrayBuffer());
}
