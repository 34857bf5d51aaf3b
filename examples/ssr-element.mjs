// Server-rendered first paint (README › Server-rendered first paint): `<swift-gauge>` elements whose light DOM is
// the gauge's SVG, drawn by the server at the element's final size. The page shows them before any script runs;
// when the module has loaded, each element's canvas replaces its SVG in the frame it first draws, with the same
// drawing and no layout shift. No inline style anywhere: the elements' display and size come from a stylesheet
// served with the page (a class per size), so the page works under a strict Content Security Policy
// (`style-src 'self'`, README › Deployment), which refuses `style` attributes and `<style>` elements.
//   node examples/ssr-element.mjs [out.html] [script URL]   (after ./build.sh; in a project: import from 'swift-gauge')
//   writes out.html and gauges.css beside it
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadSwiftGauge, tintText } from '../web/swift-gauge.min.js';

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CIRCULAR = ['accessoryCircular', 'accessoryCircularCapacity', 'dial'];

/** The element's attributes for createGauge `options` (each option's attribute: `gauge-style`, kebab-case
 * names; objects and arrays as JSON, a tint as its text, true as an empty attribute). */
function attributes(options) {
  return Object.entries(options).filter(([, v]) => v !== null && v !== undefined && v !== false).map(([k, v]) => {
    const name = k === 'style' ? 'gauge-style' : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const text = v === true ? '' : k === 'tint' ? tintText(v) : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return ` ${name}="${escape(text)}"`;
  }).join('');
}

/** The class that sizes an element to `width` × `height` CSS px (a rule of `stylesheet`). */
const sizeClass = (width, height) => `sg-${String(width).replace('.', '_')}x${String(height).replace('.', '_')}`;

/**
 * The stylesheet the page serves with its server-rendered elements: each element's display as it will be once
 * defined (inline-block; block for a horizontal bar), its final size per class (one rule per `[width, height]` of
 * `boxes`), and its SVG filling it. Outer rules beat the element's own `:host` rules, so the box is the same before
 * the element is defined and after.
 */
export function stylesheet(boxes) {
  const sizes = [...new Set(boxes.map(([w, h]) => `.${sizeClass(w, h)}{width:${w}px;height:${h}px}`))];
  return `swift-gauge.sg-ssr{display:inline-block;vertical-align:middle;box-sizing:border-box}
swift-gauge.sg-ssr.sg-block{display:block}
swift-gauge.sg-ssr>svg{display:block;width:100%;height:100%}
${sizes.join('\n')}
`;
}

/**
 * `<swift-gauge>` markup for `options` at `width` × `height` CSS px: the element displayed and sized by the classes
 * of `stylesheet([[width, height]])` (no `style` attribute: a strict CSP refuses it), its SVG filling it. The SVG's
 * ids start with `idPrefix`: give each gauge of a page its own (the server's prefixes then cannot meet the ones the
 * page's own toSVG() or printing write, which start with "sg").
 */
export function gaugeElement(sg, options, width, height, idPrefix) {
  const g = sg.createGaugeHandle(options);
  try {
    const svg = g.toSVG(width, height, idPrefix === undefined ? {} : { idPrefix });
    const block = !CIRCULAR.includes(options.style ?? 'automatic') && options.orientation !== 'vertical';
    return `<swift-gauge${attributes(options)} class="sg-ssr${block ? ' sg-block' : ''} ${sizeClass(width, height)}">${svg}</swift-gauge>`;
  } finally {
    g.destroy();
  }
}

/** The page's gauges: createGauge options and the box each is drawn for. */
const GAUGES = [
  [{ style: 'dial', value: 150, upper: 220, label: 'Speed', format: { suffix: ' km/h' },
    zones: [{ from: 0, color: 'green' }, { from: 160, color: 'orange' }, { from: 200, color: 'red', name: 'too fast' }] }, 240, 240],
  [{ style: 'accessoryCircularCapacity', value: 0.72, tint: ['green', 'orange'] }, 120, 120],
  [{ style: 'linearCapacity', value: 0.3, label: 'Upload', minimumValueLabel: '0', maximumValueLabel: '100 MB' }, 320, 60],
];

/** The stylesheet of `page()`'s gauges (served at its `stylesheetURL`). */
export const pageStylesheet = () => stylesheet(GAUGES.map(([, w, h]) => [w, h]));

/** A page of server-rendered gauges that go live when `script` (the module) has loaded (null: no script), styled
 * by `stylesheetURL` (pageStylesheet(), served from the page's origin: `style-src 'self'`). */
export async function page(script = './swift-gauge.min.js', stylesheetURL = './gauges.css') {
  const sg = await loadSwiftGauge();
  const gauges = GAUGES.map(([options, w, h], k) => gaugeElement(sg, options, w, h, `ssr${k + 1}-`));
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Server-rendered gauges</title>
<link rel="stylesheet" href="${escape(stylesheetURL)}">
<body>
<div>${gauges.join('\n')}</div>
${script === null ? '' : `<script type="module" src="${escape(script)}"></script>`}
</body>
</html>
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? 'gauges.html';
  await writeFile(out, await page(process.argv[3] ?? './swift-gauge.min.js'));
  await writeFile(join(dirname(out), 'gauges.css'), pageStylesheet());
  console.log(`${out}: 3 server-rendered <swift-gauge> elements (and ${join(dirname(out), 'gauges.css')}, their sizes)`);
}
