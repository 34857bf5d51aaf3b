// swift-gauge/ssr: server-rendered first paint (README › Server-rendered first paint). `<swift-gauge>` markup whose
// light DOM is the gauge's SVG, drawn by the server at the element's final size, and the stylesheet that sizes it.
// The page shows the drawing before any script runs; when the module has loaded, each element's canvas replaces its
// SVG in the frame it first draws, with the same drawing and no layout shift. No inline style anywhere: the elements'
// display and size come from a stylesheet served with the page (a class per size), so the markup works under a strict
// Content Security Policy (`style-src 'self'`, README › Deployment), which refuses `style` attributes and `<style>`.
// Shipped as written (not minified: it runs on servers, not in pages).
import { optionAttribute } from './swift-gauge.min.js';

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CIRCULAR = ['accessoryCircular', 'accessoryCircularCapacity', 'dial'];

/** The attributes for `options` (`fn` names the caller in a refusal): each option's attribute and text from the
 * options table, as the element's property writes them; an unknown option refused as createGauge refuses it. */
function attributes(fn, options) {
  if (options === null || typeof options !== 'object') throw new TypeError(`${fn}: options: expected an object`);
  return Object.keys(options).map((k) => {
    const [name, text] = optionAttribute(fn, k, options[k]);
    if (typeof text === 'symbol') {
      throw new TypeError(`${fn}: options.${k}: a function cannot be serialised into the ${name} attribute; give format options or an Intl.NumberFormat, or set the element's ${k} property in the page`);
    }
    if (text === undefined) throw new RangeError(`${fn}: options.${k}: NaN and ±Infinity cannot be written in the ${name} attribute's JSON`);
    return text === null ? '' : ` ${escape(name)}="${escape(text)}"`;
  }).join('');
}

/**
 * The element's attributes for createGauge `options`, as one string with a leading space per attribute: each
 * option's attribute and text as the element's property writes them (web/src/options.js: `gauge-style`, kebab-case
 * names, objects and arrays as JSON, a tint as its text, an Intl.NumberFormat as its resolved options, true as an
 * empty attribute), every name and value escaped. Throws TypeError for an option createGauge does not know and for
 * a function format (no attribute can hold one).
 */
export function gaugeAttributes(options) {
  return attributes('gaugeAttributes', options);
}

/** Checks a side in CSS px: a finite number above 0. */
function side(fn, arg, v) {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) {
    throw new RangeError(`${fn}: ${arg}: expected a finite number of CSS px above 0, got ${typeof v === 'number' ? v : typeof v}`);
  }
  return v;
}

/** The class that sizes an element to `width` × `height` CSS px (a rule of `stylesheet`). */
export const sizeClass = (width, height) =>
  `sg-${String(side('sizeClass', 'width', width)).replace('.', '_')}x${String(side('sizeClass', 'height', height)).replace('.', '_')}`;

/**
 * The stylesheet the page serves with its server-rendered elements: each element's display as it will be once
 * defined (inline-block; block for a horizontal bar), its final size per class (one rule per `[width, height]` of
 * `boxes`), and its SVG filling it. Outer rules beat the element's own `:host` rules, so the box is the same before
 * the element is defined and after.
 */
export function stylesheet(boxes) {
  if (!Array.isArray(boxes)) throw new TypeError('stylesheet: boxes: expected an array of [width, height]');
  const sizes = [...new Set(boxes.map(([w, h]) => `.${sizeClass(w, h)}{width:${w}px;height:${h}px}`))];
  return `swift-gauge.sg-ssr{display:inline-block;vertical-align:middle;box-sizing:border-box}
swift-gauge.sg-ssr.sg-block{display:block}
swift-gauge.sg-ssr>svg{display:block;width:100%;height:100%}
${sizes.join('\n')}
`;
}

/**
 * `<swift-gauge>` markup for `options` at `width` × `height` CSS px: the element displayed and sized by the classes
 * of `stylesheet([[width, height]])` (no `style` attribute: a strict CSP refuses it), its SVG filling it. `sg` is a
 * loaded module (`await loadSwiftGauge()`). The SVG's ids start with `idPrefix`: give each gauge of a page its own
 * (the server's prefixes then cannot meet the ones the page's own toSVG() or printing write, which start with "sg").
 */
export function gaugeElement(sg, options, width, height, idPrefix) {
  if (sg === null || typeof sg !== 'object' || typeof sg.createGaugeHandle !== 'function') {
    throw new TypeError('gaugeElement: sg: expected a loaded module (await loadSwiftGauge())');
  }
  const cls = sizeClass(width, height);
  const attrs = attributes('gaugeElement', options);
  const g = sg.createGaugeHandle(options);
  try {
    const svg = g.toSVG(width, height, idPrefix === undefined ? {} : { idPrefix });
    const block = !CIRCULAR.includes(options.style ?? 'automatic') && options.orientation !== 'vertical';
    return `<swift-gauge${attrs} class="sg-ssr${block ? ' sg-block' : ''} ${cls}">${svg}</swift-gauge>`;
  } finally {
    g.destroy();
  }
}
