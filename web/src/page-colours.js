// Colours from the page (docs/abi.md › Colours from the page): tint colours only the browser's CSS engine knows —
// `var()`, `currentColor`, `color-mix()`, system colours (`CanvasText`…), and `light-dark()` around them — are
// resolved in the context of the gauge's element by a hidden probe element and handed to the core as the computed
// colour, which browsers write as `rgb()`, `lab()`, `color(srgb …)`… (all in the core's grammar). Everything else
// — SwiftUI's names included — stays the core's. Page bindings only; handle gauges keep the core's grammar alone.
import { kebab, clip } from './errors.js';
import { COLOR_ROLES } from './vocabulary.js';

/** Whether a colour's text needs the page: a function only the browser evaluates, currentColor, or one of CSS Color
 * 4's system colours (the non-deprecated ones). */
const PAGE_ONLY = /(^|[^\w-])(var|color-mix|env|calc|attr)\(|currentcolor|^(canvas|accentcolor|field|highlight|mark|selecteditem)(text)?$|^(active|link|visited|gray)text$|^button(border|face|text)$/i;

/**
 * The tint text with every colour that needs the page replaced by what `resolve(colour)` gives (null: left for the
 * core to refuse), or null when none did. An entry (text between commas outside parentheses) is a colour — a
 * function through its matching parenthesis, or a word — and what follows it (positions); an `in …` entry is kept.
 * @param {string} text a tint text (docs/abi.md › Tint text)
 * @param {(colour: string) => string | null} resolve
 */
export function resolveTintText(text, resolve) {
  let changed = false, out = [], depth = 0, start = 0, end = -1;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')' && depth && !--depth && end < 0) end = i + 1;
    else if (depth === 0 && (ch === ',' || ch === undefined)) {
      const e = text.slice(start, i), t = e.trimStart();
      // The colour ends at its function's closing parenthesis when it starts with one, else at the first space.
      const cut = /^[\w-]+\(/.test(t) && end > 0 ? end - i + e.length : t.search(/\s|$/) + e.length - t.length;
      const colour = e.slice(0, cut).trim(), r = (out.length || !/^in\s/i.test(t)) && PAGE_ONLY.test(colour) && resolve(colour);
      if (r) changed = true;
      out.push(r ? r + e.slice(cut) : e);
      start = i + 1; end = -1;
    }
  }
  return changed ? out.join(',') : null;
}

/** The words for "the element's own font" (docs/abi.md › gauge_set_font). */
export const PAGE_FONT = /^(inherit|page)$/i;

/** A family in a font-family list: a quoted string, or one or more CSS identifiers (not a CSS-wide keyword). */
const QUOTED = /^("([^"\\]|\\.)*"|'([^'\\]|\\.)*')$/s;
const IDENT = /^(--|-?([a-z_\u0080-\uffff]|\\.))([\w\u0080-\uffff-]|\\.)*$/i;
const KEYWORD = /^(initial|inherit|unset|revert|revert-layer|default)$/i;
/** Whether a text holds a var(): only the page resolves it (PageColours.font); elsewhere the default stack. */
export const HAS_VAR = /(^|[^\w-])var\(/i;

/**
 * Why `text` is no CSS font-family list (docs/abi.md › Fonts from the page), or null when it is one — or `inherit` /
 * `page`, or holds a var() (the page resolves it, and checks what it resolves to). A `font` shorthand (`12px serif`),
 * url(), calc(), a CSS-wide keyword or unbalanced quotes are refused: drawn, they made every text fall back to the
 * canvas's 10px sans-serif, measured as another font.
 */
export function fontFamilyError(text) {
  if (PAGE_FONT.test(text) || HAS_VAR.test(text)) return null;
  const families = [];
  let at = 0, quote = '';
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (quote) { if (c === '\\') i++; else if (c === quote) quote = ''; } else if (c === '"' || c === "'") quote = c;
    else if (c === ',' || c === undefined) { families.push(text.slice(at, i).trim()); at = i + 1; }
  }
  if (quote) families.push(text.slice(at).trim()); // an unterminated string
  const bad = families.find((f) => !QUOTED.test(f) && !f.split(/(?<!\\)\s+/).every((w) => IDENT.test(w) && !KEYWORD.test(w)));
  return bad === undefined ? null
    : `not a CSS font-family list ('${clip(bad, 40)}': a family is a name or a quoted string, and families are separated by commas)`;
}

/** The custom property on the element (or inherited from an ancestor) that gives each colour option its value when
 * the gauge has none set (docs/abi.md › Colours from the page). */
const customProperty = (name) => `--swift-gauge-${kebab(name)}`; // --swift-gauge-track-color…

/** What a gauge's look follows, watched on an element that inherits it from the gauge's element (its canvas, a
 * surface gauge's proxy): `color` (currentColor), the used colour scheme (as `column-rule-color: Canvas`, which draws
 * nothing without columns; the meta tag's scheme too), `font-family`, and WATCH, which holds every --swift-gauge-*
 * property and the var()s of the gauge's own texts. Any change starts a 1 ms step-start transition (the new value at
 * once), and its `transitionrun` is the engine telling us: nothing is read while nothing changes
 * (docs/design.md › The web host). */
const WATCH = '--swift-gauge-watch';
const WATCHED = ['tint', ...COLOR_ROLES, 'fontFamily', 'thickness', 'fontScale'].map((n) => `var(${customProperty(n)},)`).join(' ');

/** The colours of one gauge's element, resolved by the browser through a hidden probe in `root` (the element's
 * shadow root, the container, the page's canvas, or a surface gauge's proxy — so `currentColor` and custom properties
 * are the element's). */
export class PageColours {
  constructor(host, root) { this.host = host; this.root = root; this.probe = null; this.warned = new Map(); this.own = { __proto__: null }; this.set = null; this.off = null; }

  /**
   * Watches the page's look for this gauge on `el` (WATCH): `set(property, value)` writes el's style, `changed()` is
   * called when a watched value changed. In the page's tree (`light`) its transition events stop at `el`, so a page's
   * listener on an ancestor sees none (a shadow root's do not leave it); elsewhere only `transitionrun` is listened to:
   * an engine makes no event of a type nobody listens to (docs/performance.md › Theme changes).
   */
  watch(el, set, changed, light) {
    this.set = set;
    set('transition', '1ms step-start allow-discrete');
    set('transition-property', `color,column-rule-color,font-family,accent-color,${WATCH}`);
    set('column-rule-color', 'Canvas');
    this.#own();
    const off = (this.off = new AbortController());
    for (const t of light ? ['run', 'start', 'end', 'cancel'] : ['run']) {
      el.addEventListener(`transition${t}`, (e) => { e.stopPropagation(); if (t === 'run') changed(); }, { signal: off.signal });
    }
  }

  /** The gauge's own text of option `name`, watched for the var()s it holds (a var() text's referents change). */
  #own(name, text) {
    if (name) {
      text = text && HAS_VAR.test(text) ? text : '';
      if ((this.own[name] ?? '') === text) return;
      this.own[name] = text;
    }
    this.set?.(WATCH, `${WATCHED} ${Object.values(this.own).join(' ')}`);
  }

  /** `colour` as the browser computes it in the element's context and `scheme`, or null if it is not a colour. */
  colour(colour, scheme) {
    const p = this.#probe();
    if (!p) return null;
    p.style.colorScheme = scheme;
    p.style.color = '';
    p.style.color = colour;
    if (!p.style.color) return null;
    return getComputedStyle(p).color || null;
  }

  /**
   * The text to hand the core instead of the gauge's own tint text, or null for its own: the tint (or, when the
   * gauge has none, the element's `--swift-gauge-tint`) with the page's colours resolved in `scheme`.
   * @param {object} s the gauge's state
   * @param {'light'|'dark'} scheme
   */
  tint(s, scheme) { return this.#resolve(s.tint !== null && s.tint !== undefined ? s.tintText : null, 'tint', scheme); }

  /** The same for the colour option `name` (trackColor, labelColor, valueColor) and its custom property. */
  option(s, name, scheme) { return this.#resolve(s[name] ?? null, name, scheme, s.interactive); }

  /**
   * The font family the page gives a gauge (docs/abi.md › gauge_set_font), or null for its own `fontFamily` (or
   * the default stack): with `fontFamily` null, the element's `--swift-gauge-font-family`; and where that is
   * `page` or `fontFamily` is `inherit` or `page`, the element's computed `font-family`. (A custom property cannot
   * hold `inherit`: CSS reads it as the keyword, so the property's word is `page`.)
   */
  font(s) {
    let text = s.fontFamily;
    this.#own('fontFamily', text);
    const own = text !== null, where = own ? 'fontFamily' : customProperty('fontFamily');
    if (!own && this.host.isConnected) text = getComputedStyle(this.host).getPropertyValue(customProperty('fontFamily')).trim() || null;
    if (text === null) return null;
    if (PAGE_FONT.test(text)) return (this.host.isConnected && getComputedStyle(this.host).fontFamily) || null;
    const family = HAS_VAR.test(text) ? this.#fontVars(text) : text;
    const error = family === null || HAS_VAR.test(family) ? 'does not resolve here' : fontFamilyError(family);
    if (error === null) return family === s.fontFamily ? null : family;
    // Refused: one warning per text, and the default fonts (docs/abi.md › Fonts from the page).
    if (this.host.isConnected && this.warned.get(where) !== text) {
      this.warned.set(where, text);
      console.warn(`SwiftGauge: ${where}: ${text}${family !== null && family !== text ? ` (here ${family})` : ''}: ${error}; the texts keep the default fonts.`);
    }
    return null;
  }

  /** The hidden probe in the element's context, made on first use; null while the element is not in a document. */
  #probe() {
    if (!this.host.isConnected) return null;
    let p = this.probe;
    if (!p || p.parentNode !== this.root) {
      p = this.probe = this.host.ownerDocument.createElement('span');
      p.hidden = true;
      p.setAttribute('aria-hidden', 'true');
      this.root.append(p);
    }
    return p;
  }

  /** A font-family text with its var()s resolved in the element's context (a custom property on the probe computes
   * to the text with them substituted), or null when one does not resolve. */
  #fontVars(text) {
    const p = this.#probe();
    if (!p) return null;
    p.style.setProperty('--swift-gauge-font-probe', text);
    const v = getComputedStyle(p).getPropertyValue('--swift-gauge-font-probe').trim();
    p.style.removeProperty('--swift-gauge-font-probe');
    return v || null;
  }

  /** The element's `--swift-gauge-thickness` (used while the gauge's `thickness` is null), or null: a text in the
   * option's grammar (option-types.js thicknessArgs), checked by the caller. */
  thickness() {
    return (this.host.isConnected && getComputedStyle(this.host).getPropertyValue(customProperty('thickness')).trim()) || null;
  }

  /** The element's `--swift-gauge-font-scale` (used while the gauge's `fontScale` is null), or null: checked by the
   * caller (option-types.js fontScaleOf). */
  fontScale() {
    return (this.host.isConnected && getComputedStyle(this.host).getPropertyValue(customProperty('fontScale')).trim()) || null;
  }

  /** The custom property of option `name` (`--swift-gauge-label-color`). */
  property(name) { return customProperty(name); }

  #resolve(own, name, scheme, interactive) {
    let text = own;
    this.#own(name, own);
    if (own === null && this.host.isConnected) {
      const cs = getComputedStyle(this.host), a = cs.accentColor;
      text = cs.getPropertyValue(customProperty(name)).trim() || null;
      // The focus ring by default in the page's accent: its accent-color, else the system's (null: the core's blue).
      // Only an interactive gauge draws one: no probe and no colour read for the others (input.js restyles on a change).
      if (!text && name === 'focusColor') return interactive ? this.colour(a && a !== 'auto' ? a : 'AccentColor', scheme) : null;
    }
    if (!text) return null;
    return resolveTintText(text, (c) => this.colour(c, scheme)) ?? (own !== null ? null : text);
  }

  remove() { this.probe?.remove(); this.probe = null; this.off?.abort(); }
}
