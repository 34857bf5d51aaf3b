// The browser suite's test-page harness, shared by every page in this folder (conftest.py waits on its contract):
// window.gallery = {gauges: {id: Gauge}, module, …}, then <html data-state="ready"> once everything is drawn — or
// "error" with the reason logged — and window.__errors from capture-errors.js (loaded by each page first). A page
// only says what it shows: `start('element', async () => ({ gauges, module }))`. External (not inline) so pages
// under a strict CSP (theme.html: script-src 'self') use it too.

/**
 * Runs `setup` (async, returning the page's `window.gallery`: at least `{gauges, module}`), publishes what it
 * returns, waits until the module has drawn every gauge, and marks the page ready; any failure marks it "error".
 */
export async function start(name, setup) {
  const root = document.documentElement;
  try {
    const gallery = await setup();
    window.gallery = gallery;
    await gallery.module.whenRendered?.();
    root.dataset.state = 'ready';
  } catch (e) {
    console.error(`${name} page failed:`, e);
    root.dataset.state = 'error';
  }
}

/**
 * The page's <swift-gauge> elements once each has its gauge, for `start`: `{gauges, elements}` by element id and
 * the module they share (`Element.loadModule()`, `Element` being the bundle's SwiftGaugeElement).
 */
export async function elementGauges(Element) {
  const els = [...document.querySelectorAll('swift-gauge')];
  const gauges = {};
  for (const el of els) gauges[el.id] = await el.ready;
  return { gauges, elements: Object.fromEntries(els.map((e) => [e.id, e])), module: await Element.loadModule() };
}
