// The fixture runner shared by fixtures.test.mjs and minified.test.mjs: Tests/Fixtures/*.fixture (format:
// Tests/Fixtures/README.md) parsed and applied through the raw C ABI of the built wasm.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { fnv1a32, ROOT, renderAnswered } from './helpers.mjs';
import { STYLES, decodeDisplayList, displayListText } from '../swift-gauge.js';
import { gaugeSVG } from '../src/svg.js';

export const DIR = `${ROOT}Tests/Fixtures/`;

/** The *.fixture file names, sorted. */
export const fixtureFiles = async () => (await readdir(DIR)).filter((f) => f.endsWith('.fixture')).sort();

export function parseFixture(name, src) {
  const lines = src.split('\n');
  const sep = lines.indexOf('---');
  assert.ok(sep > 0, `${name}: no '---' line`);
  const input = {};
  for (const line of lines.slice(0, sep)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    assert.ok(eq > 0, `${name}: bad input line ${JSON.stringify(line)}`);
    input[line.slice(0, eq).trim()] = line.slice(eq + 1);
  }
  const rest = lines.slice(sep + 1);
  const hashAt = rest.findIndex((l) => /^hash 0x[0-9a-f]{8}$/i.test(l));
  assert.ok(hashAt >= 0, `${name}: no 'hash 0x…' line`);
  return { input, text: rest.slice(0, hashAt).map((l) => `${l}\n`).join(''), hash: parseInt(rest[hashAt].slice(7), 16) };
}

export const number = (s) => ({ nan: NaN, inf: Infinity, '-inf': -Infinity }[s.trim().toLowerCase()] ?? Number(s));

/** `[[number, colour | null, text], …]` written to scratch for gauge_set_zones / gauge_set_values, or with
 * `ticksAtZones` (0 or 1) gauge_set_dial_ticks. */
export function setRecords(x, h, items, zones, ticksAtZones) {
  const enc = new TextEncoder();
  const head = new Uint8Array(items.length * 16), dv = new DataView(head.buffer), tails = [];
  items.forEach(([n, c, t], k) => {
    const cb = c === null ? null : enc.encode(c), tb = enc.encode(t);
    dv.setFloat64(k * 16, n, true); dv.setInt32(k * 16 + 8, cb ? cb.length : -1, true); dv.setInt32(k * 16 + 12, tb.length, true);
    if (cb) tails.push(cb);
    tails.push(tb);
  });
  const total = head.length + tails.reduce((a, b) => a + b.length, 0);
  const ptr = x.gauge_scratch(total) >>> 0;
  const mem = new Uint8Array(x.memory.buffer);
  mem.set(head, ptr);
  let at = ptr + head.length;
  for (const b of tails) { mem.set(b, at); at += b.length; }
  if (ticksAtZones !== undefined) return x.gauge_set_dial_ticks(h, items.length, ticksAtZones);
  return zones ? x.gauge_set_zones(h, items.length) : x.gauge_set_values(h, items.length);
}

/** A fixture's `number;colour;text|…` records (colour `-` = none) as setRecords items. */
const recordItems = (spec) => spec.split('|').map((r) => r.split(';')).map(([n, c, t]) => [number(n), c === '-' ? null : c, t]);

/** Applies a fixture's inputs in the documented order and renders once; returns [text, hash]. */
export function run(x, abi, name, input) {
  const ok = (st, what) => assert.equal(st, 0, `${name}: ${what} → status ${st}: ${abi.lastError()}`);
  const h = x.gauge_create();
  assert.ok(h > 0, `${name}: gauge_create → ${h}`);
  try {
    if ('style' in input) {
      const s = STYLES.indexOf(input.style.trim());
      assert.ok(s >= 0, `${name}: unknown style ${input.style}`);
      ok(x.gauge_set_style(h, s), 'style');
    }
    if ('bounds' in input) { const [l, u] = input.bounds.split(','); ok(x.gauge_set_bounds(h, number(l), number(u)), 'bounds'); }
    if ('value' in input) ok(x.gauge_set_value(h, number(input.value)), 'value');
    if ('label' in input) ok(abi.setLabel(h, 0, input.label), 'label');
    if ('currentValueLabel' in input) ok(abi.setLabel(h, 1, input.currentValueLabel), 'currentValueLabel');
    if ('boundsLabels' in input) {
      const bar = input.boundsLabels.indexOf('|');
      assert.ok(bar >= 0, `${name}: boundsLabels needs minimum|maximum`);
      ok(abi.setBoundsLabels(h, input.boundsLabels.slice(0, bar), input.boundsLabels.slice(bar + 1)), 'boundsLabels');
    }
    if ('tint' in input) ok(abi.setTint(h, input.tint), 'tint');
    if ('animation' in input) {
      const [kind, ...p] = input.animation.trim().split(/\s+/);
      const n = p.map(number);
      ok(kind === 'spring' ? x.gauge_set_animation(h, 2, n[0], n[1], 0, 0, 0)
        : x.gauge_set_animation(h, 1, n[0], n[1], n[2], n[3], n[4]), 'animation');
    }
    if ('valueAnimation' in input) ok(x.gauge_set_value_animation(h, Number(input.valueAnimation)), 'valueAnimation');
    if ('colorScheme' in input) {
      assert.ok(['light', 'dark'].includes(input.colorScheme.trim()), `${name}: colorScheme must be light or dark`);
      ok(x.gauge_set_color_scheme(h, input.colorScheme.trim() === 'dark' ? 1 : 0), 'colorScheme');
    }
    if ('format' in input) ok(abi.setFormat(h, input.format), 'format');
    if ('direction' in input) ok(x.gauge_set_layout_direction(h, input.direction.trim() === 'rtl' ? 1 : 0), 'direction');
    if ('dial' in input) { const p = input.dial.split(',').map(number); ok(x.gauge_set_dial(h, ...p), 'dial'); }
    if ('dialTicks' in input || 'ticksAtZones' in input) { // records, and 1 for ticks at zones: gauge_set_dial_ticks
      ok(setRecords(x, h, input.dialTicks ? recordItems(input.dialTicks) : [], false, Number(input.ticksAtZones ?? 0)), 'dialTicks');
    }
    if ('needle' in input) { const p = input.needle.split(',').map(number); ok(x.gauge_set_needle(h, ...p), 'needle'); } // `shape,hubRadius`
    if ('zones' in input) ok(setRecords(x, h, recordItems(input.zones), true), 'zones');
    if ('values' in input) ok(setRecords(x, h, recordItems(input.values), false), 'values');
    if ('origin' in input) ok(x.gauge_set_origin(h, number(input.origin)), 'origin');
    if ('target' in input) ok(x.gauge_set_target(h, number(input.target)), 'target');
    if ('segments' in input) ok(x.gauge_set_segments(h, Number(input.segments)), 'segments');
    if ('thresholdMarkers' in input) ok(x.gauge_set_threshold_markers(h, Number(input.thresholdMarkers)), 'thresholdMarkers');
    if ('orientation' in input) ok(x.gauge_set_orientation(h, input.orientation.trim() === 'vertical' ? 1 : 0), 'orientation');
    if ('thickness' in input) { const [t, u] = input.thickness.split(','); ok(x.gauge_set_thickness(h, Number(t), Number(u ?? 1)), 'thickness'); }
    if ('fontScale' in input) ok(x.gauge_set_font_scale(h, Number(input.fontScale)), 'fontScale');
    if ('ring' in input) { const p = input.ring.split(',').map(number); ok(x.gauge_set_ring_arc(h, ...p), 'ring'); }
    if ('reference' in input) { // `value,absolute|relative`: gauge_set_reference
      const [v, mode] = input.reference.split(',');
      ok(x.gauge_set_reference(h, number(v), mode?.trim() === 'relative' ? 1 : 0), 'reference');
    }
    if ('deltaSymbols' in input) { // `increasing|decreasing`: gauge_set_delta_symbols
      const bar = input.deltaSymbols.indexOf('|'), enc = new TextEncoder();
      const up = enc.encode(input.deltaSymbols.slice(0, bar)), down = enc.encode(input.deltaSymbols.slice(bar + 1));
      if (up.length + down.length > 0) {
        const ptr = x.gauge_scratch(up.length + down.length) >>> 0;
        new Uint8Array(x.memory.buffer, ptr, up.length + down.length).set([...up, ...down]);
      }
      ok(x.gauge_set_delta_symbols(h, up.length, down.length), 'deltaSymbols');
    }
    ['trackColor', 'labelColor', 'valueColor'].forEach((key, role) => { if (key in input) ok(abi.setColor(h, role, input[key]), key); });
    [[3, 'hubColor'], [4, 'increasingColor'], [5, 'decreasingColor'], [6, 'focusColor']].forEach(([role, key]) => { if (key in input) ok(abi.setColor(h, role, input[key]), key); });
    if ('inputState' in input) ok(x.gauge_set_input_state(h, Number(input.inputState)), 'inputState');
    const [w, hh] = (input.size ?? '').split('x').map(Number);
    const ratio = number(input.ratio ?? '1');
    // As a host renders: > 0 means texts wait in gauge_text_misses — here (nothing measured) texts whose grapheme
    // clusters the wasm needs (weight 0, docs/abi.md › Text measurement) — answered before rendering again.
    const render = (t, what) => ok(renderAnswered(x, h, w, hh, ratio, t), what);
    render(0, 'render');
    if ('retarget' in input) {
      ok(x.gauge_set_value(h, number(input.retarget)), 'retarget');
      render(1000, 'render at 1000');
      render(1000 + number(input.time ?? '0'), 'render at 1000 + time');
    }
    if ('interrupt' in input) { // `value ms`: a retarget mid-flight, rendered `ms` later
      const [v, ms] = input.interrupt.trim().split(/\s+/).map(number), at = 1000 + number(input.time ?? '0');
      ok(x.gauge_set_value(h, v), 'interrupt');
      render(at, 'render at the interrupt');
      render(at + ms, 'render after the interrupt');
    }
    const bytes = abi.listBytes(h);
    // The text form and the SVG are written by the host from the bytes (the wasm has neither): equal to the
    // fixture's text and svg.tsv's hash, they prove the JS writers identical to the native ones. The ids start
    // with the list's own prefix, as gauge_describe(h, 4) writes them (toSVG's default counts documents).
    return [displayListText(decodeDisplayList(bytes)), fnv1a32(bytes), gaugeSVG(x, h, `sg${fnv1a32(bytes).toString(16).padStart(8, '0')}-`), bytes];
  } finally {
    x.gauge_destroy(h);
  }
}
