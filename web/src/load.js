// Loading: compiles swift-gauge.wasm once (streaming where the server allows), from a URL, a file (node), bytes
// or a compiled module, and makes the SwiftGaugeModule every gauge of the page shares.
import { SwiftGaugeModule } from './module.js';
import { canMeasureText } from './measure.js';
import { INTERNAL } from './internal.js';

/** Where the wasm is by default: web/swift-gauge.wasm, next to the shipped bundles (web/swift-gauge.min.js) and
 * one folder above this module when the page loads the modules themselves (web/src/load.js). */
export const DEFAULT_WASM_URL = new URL(new URL(import.meta.url).pathname.endsWith('/src/load.js')
  ? '../swift-gauge.wasm' : './swift-gauge.wasm', import.meta.url);

// Loading

/**
 * Compiles swift-gauge.wasm once, instantiates it (no imports), calls `_initialize()` and checks the ABI.
 * @param {string|URL|Response|ArrayBuffer|ArrayBufferView|WebAssembly.Module} [source]
 *   where the module comes from; defaults to `swift-gauge.wasm` next to this file. `file:` URLs are read
 *   from disk (node); other URLs are fetched (the browser streams them when served as application/wasm).
 * @param {{measureText?: boolean}} [options] `measureText`: measure labels with Canvas `measureText` in the
 *   font they are drawn in (default: whenever a 2D canvas exists, i.e. in browsers). Off, layout uses the
 *   core's built-in DejaVu Sans metrics, exactly as natively (node, golden tests).
 * @returns {Promise<SwiftGaugeModule>}
 * @throws {Error} when the file cannot be read or fetched, does not compile, or has an ABI version other than 1;
 *   {TypeError} for bad options.
 */
export async function loadSwiftGauge(source = DEFAULT_WASM_URL, options = {}) {
  if (options === null || typeof options !== 'object') throw new TypeError('loadSwiftGauge: options: expected an object');
  for (const k of Object.keys(options)) if (k !== 'measureText') throw new TypeError(`loadSwiftGauge: options: unknown option "${k}"`);
  const measure = options.measureText ?? canMeasureText();
  if (typeof measure !== 'boolean') throw new TypeError('loadSwiftGauge: options.measureText: expected a boolean');
  if (measure && !canMeasureText()) throw new TypeError('loadSwiftGauge: options.measureText: no 2D canvas to measure with here');
  return new SwiftGaugeModule(await compile(source), INTERNAL, measure);
}

async function compile(src) {
  if (src instanceof WebAssembly.Module) return src;
  if (src instanceof ArrayBuffer || ArrayBuffer.isView(src)) return WebAssembly.compile(src);
  if (typeof Response !== 'undefined' && src instanceof Response) return compileResponse(src, src.url || 'Response');
  if (typeof src === 'string' || src instanceof URL) {
    const url = new URL(src, typeof document !== 'undefined' ? document.baseURI : import.meta.url);
    if (url.protocol === 'file:') {
      const { readFile } = await import('node:fs/promises');
      let bytes;
      try { bytes = await readFile(url); } catch (e) {
        throw new Error(`loadSwiftGauge: cannot read ${url.pathname} (${e.code ?? e.message}); run ./build.sh first`);
      }
      return WebAssembly.compile(bytes);
    }
    return compileResponse(await fetch(url), url.href);
  }
  throw new TypeError('loadSwiftGauge: source: expected a URL, Response, ArrayBuffer, Uint8Array or WebAssembly.Module');
}

async function compileResponse(res, name) {
  if (!res.ok) throw new Error(`loadSwiftGauge: ${name}: HTTP ${res.status}`);
  // compileStreaming insists on Content-Type application/wasm; other servers get the byte path.
  if (WebAssembly.compileStreaming && /^application\/wasm/i.test(res.headers.get('content-type') ?? '')) {
    return WebAssembly.compileStreaming(res);
  }
  return WebAssembly.compile(await res.arrayBuffer());
}
