// Forced colours (web/src/forced-colors.js): the palette only while the media query matches and the element does
// not opt out, reserved zone colours recognised exactly (and nothing else), the pushes that hand the palette to the
// core, and a Canvas-dark palette drawing in the dark scheme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forcedPalette, zoneStop, zonePaint, zoneSolid, zoneBandPaint } from '../src/forced-colors.js';
import { PUSH, defaultState, schemeOf } from '../src/options.js';

// The system colours as the palette writes them (opaque, no spaces).
const SYSTEM = { Highlight: 'rgb(26,235,255)', GrayText: 'rgb(63,242,63)', CanvasText: 'rgb(255,255,255)', Canvas: 'rgb(0,0,0)' };
function fakePage(adjust = 'auto') {
  globalThis.getComputedStyle = () => ({ forcedColorAdjust: adjust });
  return { host: { isConnected: true }, colour: (c) => SYSTEM[c] ?? null };
}

test('the palette exists only while forced colours are active and the element does not opt out', () => {
  assert.equal(forcedPalette(fakePage(), { matches: false }), null);
  assert.equal(forcedPalette(fakePage(), null), null);
  assert.equal(forcedPalette(fakePage('none'), { matches: true }), null);
  const p = forcedPalette(fakePage(), { matches: true });
  assert.deepEqual([p.tint, p.trackColor, p.labelColor, p.valueColor, p.scheme],
    [SYSTEM.Highlight, SYSTEM.GrayText, SYSTEM.CanvasText, SYSTEM.CanvasText, 'dark']);
  assert.equal(p.zone(5), 'rgb(3,249,5)');
});

test('the palette draws the system colours opaque, as computed styles write them or translucent', () => {
  globalThis.getComputedStyle = () => ({ forcedColorAdjust: 'auto' });
  // Chromium's emulated Highlight is 80 % opaque: drawn as it is it mixed with the track under a band.
  const page = { host: { isConnected: true }, colour: (c) => ({ Highlight: 'rgba(5, 0, 73, 0.8)', GrayText: 'rgb(96, 0, 0)',
    CanvasText: 'rgb(0, 0, 0)', Canvas: 'rgb(255, 255, 255)' })[c] };
  const p = forcedPalette(page, { matches: true });
  assert.deepEqual([p.tint, p.trackColor, p.labelColor, p.canvas, p.scheme], ['rgb(5,0,73)', 'rgb(96,0,0)', 'rgb(0,0,0)', 'rgb(255,255,255)', 'light']);
});

test("a palette's zone colours and only they become hatches, solid Highlight or track bands", () => {
  const p = forcedPalette(fakePage(), { matches: true });
  [0, 1, 2].forEach((i) => p.zone(i)); // the zones push asks for the colours it hands the core
  assert.equal(zoneStop(p, 0x03f90080), 'rgba(63,242,63,0.5019607843137255)', 'zone 0: GrayText (a track) at the alpha');
  assert.equal(zoneStop(p, 0x03f901ff), 'rgba(255,255,255,1)', 'zone 1: CanvasText');
  assert.equal(zoneSolid(p, 0x03f902ff), 'rgba(26,235,255,1)', 'a zone colour showing the value: solid Highlight');
  const made = [], ctx = { createPattern: (tile) => (made.push(tile), { tile }) };
  globalThis.OffscreenCanvas = class { constructor() { this.ops = []; } getContext() { const o = this.ops; return new Proxy({}, { set: (t, k, v) => (o.push([k, v]), true), get: () => () => {} }); } };
  try {
    assert.equal(zoneBandPaint(p, 0x03f901ff, ctx, 0), 'rgba(63,242,63,1)', "a bar's even band: solid GrayText");
    assert.equal(typeof zoneBandPaint(p, 0x03f901ff, ctx, 1), 'object', "a bar's odd band: a pattern");
    assert.deepEqual(made[0].ops.filter(([k]) => k === 'fillStyle' || k === 'strokeStyle'), [['fillStyle', SYSTEM.GrayText], ['strokeStyle', SYSTEM.Canvas]]);
    zonePaint(p, 0x03f900ff, ctx); zonePaint(p, 0x03f90159, ctx);
    assert.deepEqual(made.slice(1).map((t) => t.ops.find(([k]) => k === 'fillStyle')[1]), [SYSTEM.Highlight, SYSTEM.GrayText], 'a band: Highlight hatch; a translucent (capacity track) band: GrayText hatch');
  } finally { delete globalThis.OffscreenCanvas; }
  const never = { createPattern() { throw new Error('no pattern for an ordinary colour'); } };
  // Ordinary colours, a reserved-looking colour the palette never gave (zone 3), and any colour without a palette
  // (forced colours off: a page's #03f900 is only a colour).
  for (const [q, c] of [[p, 0x03f800ff], [p, 0x04f900ff], [p, 0x000000ff], [p, 0xffffffff], [p, 0x03f903ff], [null, 0x03f900ff], [null, 0x03f90aff]]) {
    assert.equal(zoneStop(q, c), null);
    assert.equal(zoneSolid(q, c), null);
    assert.equal(zoneBandPaint(q, c, ctx, 1), null);
    assert.equal(zonePaint(q, c, never), null);
  }
});

test("a palette's zone colours avoid its own system colours", () => {
  const page = fakePage();
  const clash = { ...page, colour: (c) => (c === 'Highlight' ? 'rgb(3, 249, 2)' : SYSTEM[c] ?? null) };
  const p = forcedPalette(clash, { matches: true });
  assert.notEqual(p.zone(2), 'rgb(3,249,2)');
  assert.ok(p.isZone(((parseInt(p.zone(2).match(/\d+/g).map((n) => (+n).toString(16).padStart(2, '0')).join(''), 16) << 8) | 255) >>> 0));
  assert.equal(p.isZone(0x03f902ff), false, 'Highlight itself is no zone');
});

test('the pushes hand the palette to the core: tint, colours, reserved zone colours, the Canvas scheme; blue after', () => {
  const calls = [], enc = new TextDecoder();
  let scratch = [];
  const core = { scratch: (...parts) => { scratch = parts; return true; }, preferredColorScheme: 'light', pageColorScheme: 'light' };
  const x = {
    gauge_set_tint: (h, n) => calls.push(['tint', enc.decode(scratch[0])]),
    gauge_set_color: (h, role, n) => calls.push(['color', role, n < 0 ? null : enc.decode(scratch[0])]),
    gauge_set_zones: (h, n) => calls.push(['zones', scratch.slice(1).map((b) => enc.decode(b)).filter((t) => t.startsWith('rgb'))]),
  };
  const forced = forcedPalette(fakePage(), { matches: true });
  const s = { ...defaultState(), forced, zones: [{ from: 0, color: 'green', name: 'a' }, { from: 5, color: 'red', name: 'b' }] };
  PUSH.tint(core, x, 1, s); PUSH.trackColor(core, x, 1, s); PUSH.zones(core, x, 1, s);
  assert.deepEqual(calls, [['tint', SYSTEM.Highlight], ['color', 0, SYSTEM.GrayText], ['zones', ['rgb(3,249,0)', 'rgb(3,249,1)']]]);
  assert.equal(schemeOf(s, core), 'dark');
  calls.length = 0;
  const off = { ...s, forced: null, forcedWas: true };
  PUSH.tint(core, x, 1, off); PUSH.trackColor(core, x, 1, off);
  assert.deepEqual(calls, [['tint', 'blue'], ['color', 0, null]]);
  assert.equal(schemeOf(off, core), 'light');
});
