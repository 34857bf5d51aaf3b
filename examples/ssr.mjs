// Server-side rendering: writes a dial as an SVG file with no DOM (README › Server-side rendering).
//   node examples/ssr.mjs [out.svg]        (after ./build.sh; in a project: import from 'swift-gauge')
import { writeFile } from 'node:fs/promises';
import { loadSwiftGauge } from '../web/swift-gauge.min.js';

const sg = await loadSwiftGauge();
const gauge = sg.createGaugeHandle({
  style: 'dial', value: 96, lower: 0, upper: 220, label: 'Speed', format: { suffix: ' km/h' },
  zones: [{ from: 0, color: 'green' }, { from: 160, color: 'orange' }, { from: 200, color: 'red', name: 'too fast' }],
});
gauge.value = 150; // a one-shot render draws where the animation ends
const out = process.argv[2] ?? 'gauge.svg';
await writeFile(out, gauge.toSVG(240, 240));
console.log(`${out}: ${gauge.accessibility().name}, ${gauge.accessibility().valueText}`);
