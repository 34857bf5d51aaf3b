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

/** Attributes of <html> or <body> a theme switch uses: a class, style, lang, dir, and theme or scheme words. */
const THEME_ATTRIBUTE = /^(class|style|lang|dir|theme|color-scheme|data-[\w-]*(theme|scheme|mode|dark|light)[\w-]*)$/i;

/** Whether node `n` can change the page's colour scheme or fonts: a stylesheet or the colour-scheme meta tag. */
function themeNode(n) {
  const name = n?.localName;
  return name === 'style' || (name === 'link' && /(^|\s)stylesheet(\s|$)/i.test(n.rel ?? '')) ||
    (name === 'meta' && /^color-scheme$/i.test(n.name ?? ''));
}

/** Whether a mutation of <html>'s or <body>'s attributes or of <head> may have changed the page's theme. */
function themeRecord(r) {
  const t = r.target, parent = t.parentNode;
  if (r.type === 'attributes') {
    if (t === t.ownerDocument?.documentElement || t === t.ownerDocument?.body) return THEME_ATTRIBUTE.test(r.attributeName);
    return themeNode(t) || (t.localName === 'meta' && r.attributeName === 'name');
  }
  if (r.type === 'characterData') return parent?.localName === 'style'; // a sheet's text edited
  if (t.localName === 'style') return true;
  for (const list of [r.addedNodes, r.removedNodes]) for (const n of list) if (themeNode(n)) return true;
  return false;
}

/**
 * Calls `changed()` when something in `doc` may have changed its theme (frames.js refreshes the gauges then): an
 * attribute a theme uses on <html> or <body>, the colour-scheme meta tag, a stylesheet in <head> added, removed or
 * edited, or a stylesheet loaded. Nothing else — a title, a script, another meta tag, an attribute no theme uses.
 * False when it cannot watch (no MutationObserver or no document element).
 */
export function watchTheme(doc, changed) {
  if (typeof MutationObserver !== 'function' || !doc?.documentElement) return false;
  const mo = new MutationObserver((records) => { if (records.some(themeRecord)) changed(); });
  mo.observe(doc.documentElement, { attributes: true });
  if (doc.body) mo.observe(doc.body, { attributes: true });
  if (doc.head) {
    mo.observe(doc.head, { childList: true, subtree: true, characterData: true, attributes: true,
      attributeFilter: ['content', 'name', 'rel', 'href', 'media', 'disabled', 'type'] });
  }
  // A stylesheet that arrives later (load events do not bubble: caught on the way down).
  doc.addEventListener?.('load', (e) => { if (themeNode(e.target)) changed(); }, true);
  return true;
}
