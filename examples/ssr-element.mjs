// Server-rendered first paint (README › Server-rendered first paint): `<swift-gauge>` elements whose light DOM is
// the gauge's SVG, drawn by the server at the element's final size. The page shows them before any script runs;
// when the module has loaded, each element's canvas replaces its SVG in the frame it first draws, with the same
// drawing and no layout shift.
//   node examples/ssr-element.mjs [out.html] [script URL]   (after ./build.sh; in a project: import from 'swift-gauge')
import { writeFile } from 'node:fs/promises';
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

/**
 * `<swift-gauge>` markup for `options` at `width` × `height` CSS px: the element sized and displayed as it will be
 * once defined (inline style, so no page CSS is needed), its SVG filling it.
 */
export function gaugeElement(sg, options, width, height) {
  const g = sg.createGaugeHandle(options);
  try {
    const svg = g.toSVG(width, height).replace('<svg ', '<svg style="display:block;width:100%;height:100%" ');
    const block = !CIRCULAR.includes(options.style ?? 'automatic') && options.orientation !== 'vertical';
    const style = `display:${block ? 'block' : 'inline-block'};vertical-align:middle;box-sizing:border-box;width:${width}px;height:${height}px`;
    return `<swift-gauge${attributes(options)} style="${style}">${svg}</swift-gauge>`;
  } finally {
    g.destroy();
  }
}

/** A page of server-rendered gauges that go live when `script` (the module) has loaded; null: no script. */
export async function page(script = './swift-gauge.min.js') {
  const sg = await loadSwiftGauge();
  const gauges = [
    gaugeElement(sg, { style: 'dial', value: 150, upper: 220, label: 'Speed', format: { suffix: ' km/h' },
      zones: [{ from: 0, color: 'green' }, { from: 160, color: 'orange' }, { from: 200, color: 'red', name: 'too fast' }] }, 240, 240),
    gaugeElement(sg, { style: 'accessoryCircularCapacity', value: 0.72, tint: ['green', 'orange'] }, 120, 120),
    gaugeElement(sg, { style: 'linearCapacity', value: 0.3, label: 'Upload', minimumValueLabel: '0', maximumValueLabel: '100 MB' }, 320, 60),
  ];
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Server-rendered gauges</title>
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
  console.log(`${out}: 3 server-rendered <swift-gauge> elements`);
}
