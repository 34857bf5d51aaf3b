// Server-rendered first paint (README › Server-rendered first paint): `<swift-gauge>` elements whose light DOM is
// the gauge's SVG, drawn by the server at the element's final size. The page shows them before any script runs;
// when the module has loaded, each element's canvas replaces its SVG in the frame it first draws, with the same
// drawing and no layout shift. No inline style anywhere: the elements' display and size come from a stylesheet
// served with the page (a class per size), so the page works under a strict Content Security Policy
// (`style-src 'self'`, README › Deployment), which refuses `style` attributes and `<style>` elements.
// The markup and the stylesheet come from the package's `swift-gauge/ssr` export (web/ssr.js).
//   node examples/ssr-element.mjs [out.html] [script URL]   (after ./build.sh; in a project: import from 'swift-gauge')
//   writes out.html and gauges.css beside it
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadSwiftGauge } from '../web/swift-gauge.min.js';
import { gaugeElement, stylesheet } from '../web/ssr.js';   // in a project: from 'swift-gauge/ssr'

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
