// The page's look as the browser resolves it for an element: its used colour scheme, the rule form controls
// follow (CSS Color Adjustment › the used color scheme). Read by the page bindings; the gauges get the result.

/**
 * The scheme an element's gauge draws in: its computed `color-scheme` (inherited from any ancestor), or — when
 * that is `normal` — the page's `<meta name="color-scheme">`; a value listing both `light` and `dark` follows the
 * system (`prefers`), one listing only `dark` is dark, and anything else (`light`, `only light`, nothing
 * declared) is light — so a light page stays light in a dark OS.
 * @param {string} computed the element's computed `color-scheme` ('normal', 'light dark', 'only light'…)
 * @param {Document} doc its document (for the meta tag)
 * @param {'light'|'dark'} prefers the system's preference (`prefers-color-scheme`)
 * @returns {'light'|'dark'}
 */
export function usedColorScheme(computed, doc, prefers) {
  let words = (computed || 'normal').trim().split(/\s+/);
  if (!words.includes('light') && !words.includes('dark')) {
    words = (doc?.querySelector?.('meta[name="color-scheme" i]')?.getAttribute('content') ?? '').trim().split(/[\s,]+/);
  }
  const light = words.includes('light'), dark = words.includes('dark');
  return light && dark ? prefers : dark ? 'dark' : 'light';
}
