// What every <swift-gauge> shares beyond its class: the one SwiftGaugeModule (loaded when the first element connects,
// a failed load retried after a back-off, and the elements whose load failed made when a later load succeeds), the
// one message for elements refused at the handle limit, and the shadow root's style in whatever document it is in.
import { loadSwiftGauge, onWasmAvailable, getWasmSource } from './load.js';
import { sheet } from './element-style.js';

let pending = null;  // Promise<SwiftGaugeModule>, started by the first element (or SwiftGaugeElement.loadModule())
let loaded = null;   // … and the module once it has loaded
let failure = null;  // … or why it failed, until a retry (after `retryAt`) succeeds
let retryAt = 0, backoff = 0;
const MIN_BACKOFF_MS = 1000, MAX_BACKOFF_MS = 60000;
/** What elements whose load failed do when a later one succeeds (their `#loaded`): make their gauge. */
const waiting = new Set();

/** The shared module once it has loaded, else null. */
export const sharedModule = () => loaded;

/** `f(module)` when the shared module loads (`on` false: no longer). */
export const waitForLoad = (f, on = true) => { if (on) waiting.add(f); else waiting.delete(f); };

function settled(m) {
  loaded = m; failure = null; backoff = 0;
  for (const f of [...waiting]) f(m);
  return m;
}

/**
 * The module every element shares, loading it from `source` on the first call. A failed load is retried by the next
 * element or call once its back-off has passed (1 s, doubling to 60 s); until then they get the same error without a
 * request.
 */
export function loadShared(source) {
  if (pending) return pending;
  if (failure && Date.now() < retryAt) return Promise.reject(failure);
  const asked = getWasmSource();
  pending = loadSwiftGauge(source).then(settled, (e) => {
    pending = null;
    // setWasmSource was called while this load ran (onWasmAvailable found it pending): the elements it failed try
    // the new source once they wait (a task later), with no back-off.
    if (asked !== getWasmSource()) setTimeout(retry);
    failure = e;
    backoff = Math.min(MAX_BACKOFF_MS, backoff * 2 || MIN_BACKOFF_MS);
    retryAt = Date.now() + backoff;
    console.error(`<swift-gauge>: could not load the SwiftGauge module; showing the fallback content (the next element or call retries after ${backoff / 1000} s).`, e);
    throw e;
  });
  return pending;
}

/** Every element uses `module` (SwiftGaugeElement.useModule). */
export function useShared(module) {
  if (loaded && loaded !== module) throw new Error('useModule: elements already use another module');
  pending = Promise.resolve(settled(module));
}

// A new wasm source was set (`compiled` null) or some load compiled a module: elements whose load failed try again at
// once — with that module, else with the new source — rather than stay on their fallback until the next element.
function retry(compiled) {
  if (!waiting.size || pending) return;
  retryAt = 0; backoff = 0;
  loadShared(compiled ?? undefined).catch(() => {});
}
onWasmAvailable(retry);

/** Elements refused a gauge in this task because the module holds as many as it can (4,095; a dashboard surface
 * draws more): one message says how many. Each shows its fallback, its `ready` rejects with the reason, and it tries
 * again when connected again. */
let refused = 0;
export function refusedForLimit(e) {
  if (!refused++) {
    queueMicrotask(() => {
      console.error(`<swift-gauge>: ${refused} element(s) got no gauge (${e.message}); they show their fallback content`);
      refused = 0;
    });
  }
}

/**
 * Styles shadow root `root` with the CSS `texts` for its element's own document: constructable sheets where it can
 * adopt them (a page whose CSP allows only `style-src 'self'` blocks <style> elements, not them), made by that
 * document's window — moved into an iframe or a popout, an element kept this window's sheets, which that document
 * refuses: it lost its style (0 × 0) and setting them threw NotAllowedError; `<style>` elements otherwise (no
 * adoptedStyleSheets, a document without a window). `styles`: the element's `<style>` pair, if it has one; returns
 * the pair it has now (null with adopted sheets).
 */
export function styleShadow(root, texts, styles) {
  const doc = root.host.ownerDocument, win = doc.defaultView;
  if (win && 'adoptedStyleSheets' in root && typeof win.CSSStyleSheet === 'function' && 'replaceSync' in win.CSSStyleSheet.prototype) {
    try {
      root.adoptedStyleSheets = texts.map((css) => sheet(css, doc));
      if (styles) for (const s of styles) s.remove();
      return null;
    } catch { /* <style> below */ }
  }
  if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [];
  if (!styles) root.prepend(...(styles = [doc.createElement('style'), doc.createElement('style')]));
  styles[0].textContent = texts[0];
  styles[1].textContent = texts[1] ?? '';
  return styles;
}
