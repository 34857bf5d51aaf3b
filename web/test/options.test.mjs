// The options table (web/src/options.js) and the hand-written types (web/swift-gauge.d.ts) must agree: the table
// makes the Gauge's option properties and <swift-gauge>'s properties and attributes, the d.ts documents them.
// The d.ts is read with simple regexes over its class and interface bodies (no TypeScript needed).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { OPTIONS, GAUGE_OPTIONS } from '../src/options.js';
import { SwiftGaugeElement } from '../src/element.js';

const DTS_PATH = 'web/swift-gauge.d.ts';
const DTS = readFileSync(new URL('../swift-gauge.d.ts', import.meta.url), 'utf8');
/** The element's properties that are not options of the table (aliases of lower and upper, as on <meter>). */
const ELEMENT_EXTRAS = ['min', 'max', 'name', 'disabled', 'readOnly']; // (and a form control's own: web/src/input.js)

/** `text` without its comments (string literals kept, so a quoted `//` survives). */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g,
    (m) => (m.startsWith('/') ? ' ' : m));
}

/** The body of the declaration matched by `head` (a regex ending at its opening brace), found by brace matching;
 * nested braces (object types) are dropped, so only the declaration's own members remain. */
function body(source, head, what) {
  const m = head.exec(source);
  assert.ok(m, `${what} not found in ${DTS_PATH}`);
  let depth = 1, out = '', quote = null;
  for (let i = m.index + m[0].length; i < source.length; i++) {
    const c = source[i];
    if (quote) { if (c === '\\') i++; else if (c === quote) quote = null; if (depth === 1) out += c; continue; }
    if (c === "'" || c === '"' || c === '`') { quote = c; if (depth === 1) out += c; continue; }
    if (c === '{') { depth++; continue; }
    if (c === '}') { if (--depth === 0) return out; continue; }
    if (depth === 1) out += c;
  }
  assert.fail(`${what} in ${DTS_PATH} has no closing brace`);
}

/** The instance members of a class body: name → {get, set, readonly, field, method} flags (statics left out). */
function members(classBody) {
  const found = new Map();
  const add = (name, kind) => { if (!found.has(name)) found.set(name, {}); found.get(name)[kind] = true; };
  for (const raw of classBody.split(';')) {
    const s = raw.trim();
    if (!s || /^static\b/.test(s) || /^private\b/.test(s)) continue;
    let m;
    if ((m = /^get\s+(\w+)\s*\(/.exec(s))) add(m[1], 'get');
    else if ((m = /^set\s+(\w+)\s*\(/.exec(s))) add(m[1], 'set');
    else if ((m = /^readonly\s+(\w+)\??\s*:/.exec(s))) add(m[1], 'readonly');
    else if ((m = /^(\w+)\??\s*:/.exec(s))) add(m[1], 'field');
    else if ((m = /^(\w+)\s*[(<]/.exec(s))) add(m[1], 'method');
  }
  return found;
}

/** The keys of an interface body. */
function interfaceKeys(interfaceBody) {
  return interfaceBody.split(';').map((s) => /^(?:readonly\s+)?(\w+)\??\s*:/.exec(s.trim())?.[1]).filter(Boolean);
}

const SOURCE = stripComments(DTS);
const gaugeOptionsKeys = interfaceKeys(body(SOURCE, /\bexport\s+interface\s+GaugeOptions\s*\{/, 'interface GaugeOptions'));
const gaugeMembers = members(body(SOURCE, /\bexport\s+(?:declare\s+)?class\s+Gauge\s*\{/, 'class Gauge'));
const elementMembers = members(body(SOURCE, /\bexport\s+(?:declare\s+)?class\s+SwiftGaugeElement\b[^{]*\{/, 'class SwiftGaugeElement'));

/** Fails naming what is missing from and what is extra in `actual`, each with where to fix it. */
function sameSet(actual, expected, { where, missing, extra }) {
  const a = new Set(actual), e = new Set(expected);
  const lacking = [...e].filter((n) => !a.has(n)), surplus = [...a].filter((n) => !e.has(n));
  const problems = [];
  if (lacking.length) problems.push(`${where} lacks ${lacking.join(', ')}: ${missing}`);
  if (surplus.length) problems.push(`${where} has ${surplus.join(', ')}, not in the table: ${extra}`);
  assert.ok(!problems.length, problems.join('\n'));
}

test('the d.ts parses: its Gauge, SwiftGaugeElement and GaugeOptions have members', () => {
  // Guards the regexes: an empty parse would make the checks below pass vacuously.
  assert.ok(gaugeOptionsKeys.length >= 10, `GaugeOptions: only ${gaugeOptionsKeys.length} keys parsed from ${DTS_PATH}`);
  assert.ok(gaugeMembers.size >= 10, `class Gauge: only ${gaugeMembers.size} members parsed from ${DTS_PATH}`);
  assert.ok(elementMembers.size >= 10, `class SwiftGaugeElement: only ${elementMembers.size} members parsed from ${DTS_PATH}`);
  assert.ok(gaugeMembers.get('render')?.method && gaugeMembers.get('value')?.get, 'class Gauge: render() or value not parsed');
});

test('GaugeOptions in the d.ts has exactly the keys of GAUGE_OPTIONS', () => {
  sameSet(gaugeOptionsKeys, GAUGE_OPTIONS.keys(), {
    where: `interface GaugeOptions in ${DTS_PATH}`,
    missing: `add it to ${DTS_PATH} (interface GaugeOptions)`,
    extra: `remove it from ${DTS_PATH} or add it to web/src/options.js`,
  });
  const dup = gaugeOptionsKeys.filter((k, i) => gaugeOptionsKeys.indexOf(k) !== i);
  assert.deepEqual(dup, [], `interface GaugeOptions in ${DTS_PATH} declares ${dup.join(', ')} twice`);
});

test('class Gauge in the d.ts has a property per option, read-only exactly for options set in pairs', () => {
  const problems = [];
  for (const o of GAUGE_OPTIONS.values()) {
    const m = gaugeMembers.get(o.name);
    if (!m) { problems.push(`${o.name}: missing from class Gauge; add it to ${DTS_PATH}`); continue; }
    const readOnly = (m.readonly || (m.get && !m.set)) && !m.field;
    if (o.pair && !readOnly) {
      problems.push(`${o.name}: set through ${o.pair} in web/src/options.js, so it must be \`readonly ${o.name}\` in class Gauge; fix it in ${DTS_PATH}`);
    } else if (!o.pair && !(m.get && m.set)) {
      problems.push(`${o.name}: a settable option in web/src/options.js, so it must be a get/set pair in class Gauge; add \`set ${o.name}(…)\` to ${DTS_PATH}`);
    }
  }
  for (const [name, m] of gaugeMembers) {
    if ((m.get || m.set) && !GAUGE_OPTIONS.has(name)) {
      problems.push(`${name}: a get/set property of class Gauge in ${DTS_PATH} but not an option; remove it from ${DTS_PATH} or add it to web/src/options.js`);
    }
  }
  for (const pair of new Set([...GAUGE_OPTIONS.values()].map((o) => o.pair).filter(Boolean))) {
    if (!gaugeMembers.get(pair)?.method) problems.push(`${pair}(): missing from class Gauge; add it to ${DTS_PATH}`);
  }
  assert.ok(!problems.length, problems.join('\n'));
});

test("class SwiftGaugeElement in the d.ts has a get/set property per option's element property, and no others", () => {
  const problems = [];
  const properties = OPTIONS.map((o) => o.property ?? o.name);
  for (const p of properties) {
    const m = elementMembers.get(p);
    if (!m?.get || !m?.set) problems.push(`${p}: not a get/set property of class SwiftGaugeElement; add it to ${DTS_PATH}`);
  }
  for (const p of ELEMENT_EXTRAS) {
    const m = elementMembers.get(p);
    if (!m?.get || !m?.set) problems.push(`${p}: the documented extra is not a get/set property of class SwiftGaugeElement; add it to ${DTS_PATH}`);
  }
  const known = new Set([...properties, ...ELEMENT_EXTRAS]);
  for (const [name, m] of elementMembers) {
    if ((m.get || m.set) && !known.has(name)) {
      problems.push(`${name}: a get/set property of class SwiftGaugeElement in ${DTS_PATH} but no option's property; remove it from ${DTS_PATH} or add it to web/src/options.js`);
    }
  }
  assert.ok(!problems.length, problems.join('\n'));
});

test('SwiftGaugeElement.observedAttributes are the attributes and aliases of the table, and the lower-cased properties React 18 writes', () => {
  const table = [...new Set(OPTIONS.flatMap((o) => [o.attribute, o.alias, (o.property ?? o.name).toLowerCase()]).filter(Boolean))]
    .concat('disabled', 'readonly'); // and a form control's own (web/src/input.js)
  const observed = SwiftGaugeElement.observedAttributes;
  assert.equal(new Set(observed).size, observed.length, `observedAttributes has duplicates: ${observed.join(', ')}`);
  sameSet(observed, table, {
    where: 'SwiftGaugeElement.observedAttributes (web/src/element.js)',
    missing: 'the element must observe every attribute and alias of web/src/options.js',
    extra: 'add it to web/src/options.js (attribute or alias) or stop observing it',
  });
});

test("README's <swift-gauge> attribute list (its HTML section) names every attribute of the table", () => {
  // A new user's README trial found `tick-format` missing from the list.
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const html = readme.slice(readme.indexOf('\n## HTML'), readme.indexOf('\n## JavaScript'));
  assert.ok(html.length > 100, 'README has an "## HTML" section before "## JavaScript"');
  const named = new Set([...html.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]));
  const missing = OPTIONS.flatMap((o) => [o.attribute, o.alias]).filter((a) => a && !named.has(a));
  assert.deepEqual(missing, [], `attributes not named in README › HTML: ${missing.join(', ')}`);
});

// The tsc consumer (web/test/consumers/typescript/usage.ts) must use every option and member, or consumer (c) fails
// late in ./build.sh test; this says so in the node stage, seconds in, naming the file to extend.
test('usage.ts of the TypeScript consumer uses every GaugeOptions key and every Gauge and element member', () => {
  const USAGE = 'web/test/consumers/typescript/usage.ts';
  const usage = readFileSync(new URL('./consumers/typescript/usage.ts', import.meta.url), 'utf8');
  const problems = [];
  for (const k of gaugeOptionsKeys) {
    if (!new RegExp(`\\b${k}\\s*:`).test(usage)) problems.push(`option ${k}: no \`${k}:\` in an options literal`);
  }
  for (const [cls, found] of [['Gauge', gaugeMembers], ['SwiftGaugeElement', elementMembers]]) {
    for (const name of found.keys()) {
      if (!new RegExp(`\\.${name}\\b`).test(usage)) problems.push(`${cls}.${name}: never used as \`.${name}\``);
    }
  }
  assert.ok(!problems.length, `${USAGE} lacks:\n${problems.join('\n')}\n(tsc checks its types in consumer (c))`);
});
