#!/usr/bin/env node
// Prints the Custom Elements Manifest (custom-elements.json, schema 1.0.0) of <swift-gauge> for the npm package
// (./build.sh dist). Attributes, properties and defaults come from the options table (web/src/options.js); each
// property's type and description from web/swift-gauge.d.ts, where the documentation lives.
import { readFile } from 'node:fs/promises';
import { OPTIONS } from '../web/src/options.js';

const dts = await readFile(new URL('../web/swift-gauge.d.ts', import.meta.url), 'utf8');
const start = dts.indexOf('export class SwiftGaugeElement');
const body = dts.slice(start, dts.indexOf('\n}\n', start));
const classDoc = docBefore(dts, start);

/** The JSDoc text right before `at` in `text`, flattened to one paragraph ('' if none). */
function docBefore(text, at) {
  const before = text.slice(0, at).trimEnd();
  if (!before.endsWith('*/')) return '';
  const open = before.lastIndexOf('/**');
  return before.slice(open + 3, -2).split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
}

/** The d.ts getter of the element property `name`: its type and description. */
function member(name) {
  const m = new RegExp(`\\n(\\s*)get ${name}\\(\\): ([^;]+);`).exec(body);
  if (!m) throw new Error(`custom-elements: SwiftGaugeElement.${name} is not in web/swift-gauge.d.ts`);
  return { type: m[2].trim(), description: docBefore(body, m.index + 1) };
}

const attributeDefault = (o) => {
  if (!o.parse) return undefined;
  const v = o.parse(null, null);
  return v === null || v === undefined ? undefined : JSON.stringify(v);
};

const attributes = [], members = [];
for (const o of OPTIONS) {
  const prop = o.property ?? o.name, { type, description } = member(prop);
  const fallback = attributeDefault(o);
  for (const name of [o.attribute, o.alias].filter(Boolean)) {
    attributes.push({ name, fieldName: name === o.attribute ? prop : (name === 'min' ? 'min' : 'max'), type: { text: 'string' },
      description: name === o.attribute ? description : `Alias of \`${o.attribute}\`, as on <meter>.`, ...(fallback && { default: fallback }) });
  }
  members.push({ kind: 'field', name: prop, type: { text: type }, description, attribute: o.attribute, reflects: true,
    ...(fallback && { default: fallback }) });
}
// A form control's own attributes while interactive (web/src/input.js), not options of the gauge.
for (const [name, description] of [['name', 'The form field name an interactive gauge submits its value under.'],
  ['disabled', 'An interactive gauge out of the tab order, unchangeable and greyed (as a disabled <fieldset> makes it).'],
  ['readonly', 'An interactive gauge that stays focusable but cannot be changed.']]) attributes.push({ name, type: { text: 'string' }, description });
for (const name of ['min', 'max']) members.push({ kind: 'field', name, type: { text: 'number' }, ...member(name) && { description: member(name).description } });
members.push({ kind: 'field', name: 'gauge', type: { text: 'Gauge | null' }, readonly: true, description: 'The element\'s Gauge (null until the module has loaded).' },
  { kind: 'field', name: 'ready', type: { text: 'Promise<Gauge>' }, readonly: true, description: 'Resolves with the Gauge once the element has one; rejects while the module cannot load or the gauge is in its error state.' },
  { kind: 'method', name: 'toSVG', description: 'The gauge at its current CSS size (or the given one) as an SVG document.' },
  { kind: 'method', name: 'toPNG', description: 'The gauge as a PNG Blob (a Promise), by default at its CSS size and devicePixelRatio.' },
  { kind: 'method', name: 'toDataURL', description: 'The gauge as a data:image/png URL, by default at its CSS size and devicePixelRatio.' },
  { kind: 'method', name: 'accessibility', description: 'What assistive technology is told.' },
  { kind: 'field', name: 'form', type: { text: 'HTMLFormElement | null' }, readonly: true, description: 'The element\'s form (it is form-associated), or null.' });

const declaration = {
  kind: 'class', name: 'SwiftGaugeElement', tagName: 'swift-gauge', customElement: true, description: classDoc,
  superclass: { name: 'HTMLElement' }, attributes, members,
  events: [{ name: 'input', type: { text: 'Event' }, description: 'An interactive gauge\'s value is being changed by a user (a key, a press, each move of a drag); bubbling and composed, never for the page\'s own changes.' },
    { name: 'change', type: { text: 'Event' }, description: 'A user\'s change of an interactive gauge\'s value is committed (pointer up, a key); bubbling and composed.' },
    { name: 'error', type: { text: 'SwiftGaugeErrorEvent' }, description: 'The gauge entered its error state (it trapped the wasm core while laid out): its fallback content shows until one of its options changes. An ErrorEvent whose `error.gauge` is the Gauge; it does not bubble.' }],
  cssStates: [{ name: 'interactive', description: 'The gauge is interactive (`:state(interactive)`).' }],
  cssParts: [{ name: 'fallback', description: 'The light-DOM content shown until the gauge draws (and without JavaScript).' }],
  slots: [{ name: '', description: 'Fallback content: shown without JavaScript or WebAssembly, hidden once the gauge draws.' }],
};
const manifest = {
  schemaVersion: '1.0.0',
  readme: 'README.md',
  modules: ['swift-gauge.min.js', 'swift-gauge.js'].map((path) => ({
    kind: 'javascript-module', path, declarations: [declaration],
    exports: [
      { kind: 'js', name: 'SwiftGaugeElement', declaration: { name: 'SwiftGaugeElement', module: path } },
      { kind: 'custom-element-definition', name: 'swift-gauge', declaration: { name: 'SwiftGaugeElement', module: path } },
    ],
  })),
};
process.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);
