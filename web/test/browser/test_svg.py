"""SVG output (the core's writer, through Gauge.toSVG / gauge_describe(h, 4)) against the Canvas 2D rendering of
the same display list, for every fixture in Tests/Fixtures: both rasterised by the engine at the fixture's device
size, composited over white and over black, at most 1 % of the pixels (Chromium; Firefox 2.5 %, see
sg_layout.ENGINE_TOLERANCE) may differ by more than 16 in any channel.
Each SVG also parses as XML (Python's parser and the browser's DOMParser). The SVGs and Canvas|SVG pairs are
written to test-results/svg/ for people to look at."""
from __future__ import annotations

import base64
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import ROOT, TEST_PAGE, open_page, results_dir
from sg_layout import engine_tolerance

FIXTURES = sorted((ROOT / 'Tests' / 'Fixtures').glob('*.fixture'))
SVG_NS = '{http://www.w3.org/2000/svg}'
CHANNEL_TOLERANCE = 16


def parse_fixture(path: Path) -> tuple[dict, str]:
    head, _, rest = path.read_text(encoding='utf-8').partition('\n---\n')
    inputs = {}
    for line in head.splitlines():
        if line.strip() and not line.startswith('#'):
            k, _, v = line.partition('=')
            inputs[k.strip()] = v
    text = rest[:rest.index('hash 0x')]
    return inputs, text


# Applies a fixture's inputs through the JS API in the documented order (Tests/Fixtures/README.md), renders as
# the fixture runner does, then draws the list on a canvas and the SVG as an image, both at the device size.
RENDER = """async ([input, expectedText]) => {
  const m = window.gallery.module;
  const num = (s) => ({ nan: NaN, inf: Infinity, '-inf': -Infinity })[s.trim().toLowerCase()] ?? Number(s);
  const o = { style: input.style, colorScheme: (input.colorScheme || 'light').trim(), animation: 'none' };
  if (input.bounds) { const [l, u] = input.bounds.split(',').map(num); o.lower = l; o.upper = u; }
  if ('value' in input) o.value = num(input.value);
  if ('label' in input) o.label = input.label;
  if ('currentValueLabel' in input) o.currentValueLabel = input.currentValueLabel;
  if ('boundsLabels' in input) { const i = input.boundsLabels.indexOf('|');
    o.minimumValueLabel = input.boundsLabels.slice(0, i); o.maximumValueLabel = input.boundsLabels.slice(i + 1); }
  if ('tint' in input) o.tint = input.tint;
  // Built-in metrics, as the fixture runners use (the page would otherwise measure with measureText).
  m.exports.gauge_text_measurement(0);
  const g = m.createGaugeHandle(o);
  // Keys the options above do not cover, applied as the fixture runners do (Tests/Fixtures/README.md).
  const x = m.exports, h = g.handle, enc = new TextEncoder();
  const scratch = (bytes) => { new Uint8Array(x.memory.buffer, x.gauge_scratch(bytes.length) >>> 0, bytes.length).set(bytes); };
  const records = (spec, zones, atZones) => {
    const items = spec.split('|').map((r) => r.split(';')), parts = [];
    const head = new Uint8Array(items.length * 16), dv = new DataView(head.buffer);
    items.forEach(([n, c, t], k) => {
      const cb = c === '-' ? null : enc.encode(c), tb = enc.encode(t);
      dv.setFloat64(k * 16, num(n), true); dv.setInt32(k * 16 + 8, cb ? cb.length : -1, true); dv.setInt32(k * 16 + 12, tb.length, true);
      if (cb) parts.push(cb);
      parts.push(tb);
    });
    const all = new Uint8Array(head.length + parts.reduce((a, b) => a + b.length, 0));
    all.set(head); let at = head.length; for (const b of parts) { all.set(b, at); at += b.length; }
    scratch(all);
    if (atZones !== undefined) return x.gauge_set_dial_ticks(h, items.length, atZones);
    return zones ? x.gauge_set_zones(h, items.length) : x.gauge_set_values(h, items.length);
  };
  const check = (st, what) => { if (st !== 0) throw new Error(`${what}: status ${st}`); };
  if (input.format) {
    const f = {}; let bounds = false;
    for (const t of input.format.split(',')) {
      const [k, v] = [t.slice(0, t.indexOf('=') >>> 0), t.slice(t.indexOf('=') + 1)];
      if (t === 'group') f.grouping = true; else if (t === 'percent') f.percent = true; else if (t === 'bounds') bounds = true;
      else if (k === 'fixed') f.fractionLength = Number(v); else if (k === 'sig') f.significantDigits = Number(v);
      else if (k === 'prefix') f.prefix = v; else if (k === 'suffix') f.suffix = v;
    }
    g.format = f; if (bounds) g.formatsBoundsLabels = true;
  }
  if (input.direction) g.layoutDirection = input.direction.trim() === 'rtl' ? 'rightToLeft' : 'leftToRight';
  if (input.dial) check(x.gauge_set_dial(h, ...input.dial.split(',').map(num)), 'dial');
  if ('dialTicks' in input || 'ticksAtZones' in input) {
    const atZones = Number(input.ticksAtZones || 0);
    check(input.dialTicks ? records(input.dialTicks, false, atZones) : x.gauge_set_dial_ticks(h, 0, atZones), 'dialTicks');
  }
  if (input.needle) check(x.gauge_set_needle(h, ...input.needle.split(',').map(num)), 'needle');
  if (input.zones) check(records(input.zones, true), 'zones');
  if (input.values) check(records(input.values, false), 'values');
  if (input.origin) check(x.gauge_set_origin(h, num(input.origin)), 'origin');
  if (input.target) check(x.gauge_set_target(h, num(input.target)), 'target');
  if (input.segments) check(x.gauge_set_segments(h, Number(input.segments)), 'segments');
  if (input.orientation) check(x.gauge_set_orientation(h, input.orientation.trim() === 'vertical' ? 1 : 0), 'orientation');
  if (input.thickness) { const [t, u] = input.thickness.split(','); check(x.gauge_set_thickness(h, Number(t), Number(u ?? 1)), 'thickness'); }
  if (input.fontScale) check(x.gauge_set_font_scale(h, Number(input.fontScale)), 'fontScale');
  if (input.ring) check(x.gauge_set_ring_arc(h, ...input.ring.split(',').map(num)), 'ring');
  if (input.thresholdMarkers) check(x.gauge_set_threshold_markers(h, Number(input.thresholdMarkers)), 'thresholdMarkers');
  if (input.valueAnimation) check(x.gauge_set_value_animation(h, Number(input.valueAnimation)), 'valueAnimation');
  if (input.reference) {
    const [v, mode] = input.reference.split(',');
    check(x.gauge_set_reference(h, num(v), mode && mode.trim() === 'relative' ? 1 : 0), 'reference');
  }
  if ('deltaSymbols' in input) {
    const bar = input.deltaSymbols.indexOf('|');
    const up = enc.encode(input.deltaSymbols.slice(0, bar)), down = enc.encode(input.deltaSymbols.slice(bar + 1));
    scratch(new Uint8Array([...up, ...down]));
    check(x.gauge_set_delta_symbols(h, up.length, down.length), 'deltaSymbols');
  }
  for (const k of ['trackColor', 'labelColor', 'valueColor', 'hubColor', 'increasingColor', 'decreasingColor', 'focusColor']) if (k in input) g[k] = input[k];
  if (input.inputState) check(x.gauge_set_input_state(h, Number(input.inputState)), 'inputState');
  try {
    if (input.animation) {
      const [kind, ...p] = input.animation.trim().split(/\\s+/).map((s, i) => (i ? num(s) : s));
      g.animation = kind === 'spring' ? { type: 'spring', response: p[0], dampingFraction: p[1] }
        : { type: 'timingCurve', controlPoints: p.slice(0, 4), duration: p[4] };
    }
    const [w, h] = input.size.split('x').map(Number), ratio = num(input.ratio || '1');
    let view = g.render(w, h, ratio, 0);
    if ('retarget' in input) {
      g.value = num(input.retarget);
      g.render(w, h, ratio, 1000);
      view = g.render(w, h, ratio, 1000 + num(input.time || '0'));
    }
    if ('interrupt' in input) {
      const [v, ms] = input.interrupt.trim().split(' ').filter((t) => t).map(num), at = 1000 + num(input.time || '0');
      g.value = v;
      g.render(w, h, ratio, at);
      view = g.render(w, h, ratio, at + ms);
    }
    const text = g.displayListText();
    const W = Math.round(w * ratio), H = Math.round(h * ratio);
    const canvas = document.createElement('canvas');
    canvas.width = W; canvas.height = H;
    const ctx = canvas.getContext('2d');
    const { drawDisplayList } = await import('/swift-gauge.js');
    drawDisplayList(ctx, view, undefined, undefined, ratio);
    const svg = g.toSVG();
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    // Rasterised at the device size the way a page at that devicePixelRatio shows it: the document's width and
    // height in device pixels, its viewBox unchanged. (drawImage scaling a CSS-sized SVG image lays text out at
    // the unscaled size and shifts glyphs by fractions of a pixel: 276 instead of 65 differing pixels at 2×.)
    const sized = parsed.documentElement.cloneNode(true);
    sized.setAttribute('width', String(W)); sized.setAttribute('height', String(H));
    const img = new Image();
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(sized)], { type: 'image/svg+xml' }));
    await new Promise((resolve, reject) => { img.onload = resolve; img.onerror = () => reject(new Error('the SVG did not load as an image')); img.src = url; });
    URL.revokeObjectURL(url);
    const compare = (bg) => {
      const make = () => { const c = document.createElement('canvas'); c.width = W; c.height = H; return c.getContext('2d', { willReadFrequently: true }); };
      const a = make(), b = make();
      for (const [c, draw] of [[a, () => a.drawImage(canvas, 0, 0)], [b, () => b.drawImage(img, 0, 0, W, H)]]) {
        c.fillStyle = bg; c.fillRect(0, 0, W, H); draw();
      }
      const da = a.getImageData(0, 0, W, H).data, db = b.getImageData(0, 0, W, H).data;
      let bad = 0, worst = 0, painted = 0;
      for (let i = 0; i < da.length; i += 4) {
        const d = Math.max(Math.abs(da[i] - db[i]), Math.abs(da[i + 1] - db[i + 1]), Math.abs(da[i + 2] - db[i + 2]));
        if (d > 16) bad++;
        if (d > worst) worst = d;
        if (da[i] !== da[0] || da[i + 1] !== da[1] || da[i + 2] !== da[2]) painted++;
      }
      return { bad, worst, painted };
    };
    // Side by side for people: the Canvas (left) and the SVG (right) over white.
    const pair = document.createElement('canvas');
    pair.width = 2 * W + 8; pair.height = H;
    const px = pair.getContext('2d');
    px.fillStyle = '#ffffff'; px.fillRect(0, 0, pair.width, H);
    px.drawImage(canvas, 0, 0); px.drawImage(img, W + 8, 0, W, H);
    return { text, svg, parseError: parsed.querySelector('parsererror')?.textContent ?? null, root: parsed.documentElement.localName,
             pixels: W * H, white: compare('#ffffff'), black: compare('#000000'), pair: pair.toDataURL() };
  } finally {
    g.destroy();
  }
}"""


@pytest.fixture(scope='module')
def results(browsers, engine, server):
    """Every fixture rendered both ways once (in one page, at the fixture's own pixel ratio)."""
    ctx = browsers.get('no-preference', 'light').new_context(base_url=server, reduced_motion='no-preference',
                                                             color_scheme='light')
    pg = ctx.new_page()
    errors = []
    pg.on('pageerror', lambda e: errors.append(str(e)))
    pg.on('console', lambda m: errors.append(m.text) if m.type == 'error' else None)
    pg.goto(TEST_PAGE)
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    out = {}
    try:
        for path in FIXTURES:
            inputs, text = parse_fixture(path)
            out[path.stem] = (inputs, text, pg.evaluate(RENDER, [inputs, text]))
    finally:
        ctx.close()
    assert not errors, errors
    # The measured agreement, for people (test-results/ is git-ignored).
    report = results_dir(engine) / 'svg-vs-canvas.tsv'
    rows = ['fixture\tdevice pixels\t% over 16 (white)\t% over 16 (black)\tworst channel difference']
    for name, (_, _, r) in out.items():
        rows.append(f"{name}\t{r['pixels']}\t{100 * r['white']['bad'] / r['pixels']:.3f}\t"
                    f"{100 * r['black']['bad'] / r['pixels']:.3f}\t{max(r['white']['worst'], r['black']['worst'])}")
    report.write_text('\n'.join(rows) + '\n')
    pairs = results_dir(engine) / 'svg'
    pairs.mkdir(exist_ok=True)
    for name, (_, _, r) in out.items():
        (pairs / f'{name}.svg').write_text(r['svg'], encoding='utf-8')
        (pairs / f'{name}-canvas-vs-svg.png').write_bytes(base64.b64decode(r.pop('pair').split(',', 1)[1]))
    return out


def test_there_are_fixtures():
    assert len(FIXTURES) >= 20


# Known differences above the engine's budget, per engine, kept visible (strict: the test fails once they are
# fixed, so the lists must shrink): glyph-heavy text where Canvas condenses with fillText's maxWidth while SVG lays
# the run out with textLength, and emoji clusters rasterised differently by the two paths.
SVG_TEXT_GAPS = {
    'chromium': {
        'cjk-emoji-labels': 'a 6 px emoji/CJK value text: Canvas maxWidth condensing vs SVG textLength (5.5 %)',
        'emoji-ring-truncated': 'emoji cluster with an ellipsis in the ring centre (1.8 %)',
        'formatted-bounds-dial': 'thin tick lines and grouped tick labels on a 116 px dial (1.3 %)',
        # The delta's row: the same texts one pixel apart in Canvas and SVG text layout ("▲" and the value text).
        'delta-bar': 'the value and delta texts on one row, laid out a pixel apart (1.8 %)',
        'delta-capacity-ring': 'the value and delta texts in the ring, laid out a pixel apart (1.2 %)',
        'delta-ring': 'the value and delta texts in a 58 px ring, laid out a pixel apart (1.2 %)',
    },
    'firefox': {
        'cjk-emoji-labels': 'a 6 px emoji/CJK value text: Canvas maxWidth condensing vs SVG textLength (7.7 %)',
        'long-labels-bar-rtl': 'condensed labels: Canvas maxWidth vs SVG textLength, and the half-pixel baseline (7.2 %)',
        # The two conic rings (3.1 %, 2.6 % before) measure 0.9 % and 0.1 % since this round's ring and SVG-writer
        # changes and left this list; two texts whose layout changed in the round (the type scale) joined it:
        'emoji-ring-truncated': 'emoji cluster with an ellipsis in the ring centre, anti-aliased differently (4.0 %)',
        'threshold-marker-bar-rtl': 'two bold 26 px bounds labels anti-aliased differently; the marks match (2.51 %)',
        # Seen in the pair image: the canvas draws the whole 16,000 px row; the SVG image draws only the "5" (its
        # text holds all 1,024 emoji; Chromium's SVG draws them, and Firefox's does draw shorter emoji texts).
        'attack-long-emoji-value-text': "an 8,193-byte emoji value text: Firefox's SVG image draws none of its emoji (3.4 %)",
        # The delta back under a value sized for the range's widest text ("62" at 14.5 px over "▲+5"): the two texts
        # laid out a pixel apart, as in Chromium (2.62 % over white).
        'delta-ring': 'the value and delta texts in a 58 px ring, laid out a pixel apart (2.6 %)',
    },
}
# WebKitGTK 2.50: more than half the fixtures differ by over 2.5 % of their pixels, mostly over white (the
# canvas and its SVG composited on white, then on black: % over 16 in each, measured on the first WebKit run). Not
# investigated yet; kept visible here, per fixture, as the other engines' gaps are.
WEBKIT_GAPS = {
        'accessory-capacity-bar': (2.66, 1.194),
        'activity-rings': (2.957, 2.895),
        'anim-easeinout-capacity': (6.93, 0.09),
        'aqi-marker-bar': (5.5, 1.421),
        'attack-delta-tiny-reference': (5.179, 1.268),
        'bar-zones-marker': (5.931, 1.508),
        'capacity-bar-bounds-gradient': (2.839, 1.372),
        'capacity-bar-dark': (0.022, 4.825),
        'capacity-ring-battery': (3.928, 0.049),
        'cjk-emoji-labels': (12.569, 13.069),
        'colours-capacity-bar': (4.175, 4.881),
        'colours-half-ring': (6.745, 6.319),
        'colours-rings': (4.652, 4.481),
        'counting-dial-midflight': (2.598, 1.512),
        'counting-fixed-one-digit': (5.133, 0.867),
        'counting-interrupted-retarget': (4.972, 0.126),
        'counting-ring-midflight': (4.57, 0.163),
        'delta-bar': (5.148, 2.854),
        'delta-capacity-ring': (2.274, 5.977),
        'delta-decrease': (6.154, 4.083),
        'delta-relative': (2.725, 2.3),
        'delta-ring': (7.61, 3.389),
        'delta-rtl': (2.701, 0.66),
        'dial-needle-arrow-rtl': (3.879, 1.635),
        'dial-speedometer-zones': (3.024, 0.973),
        'dial-rpm': (4.29, 1.47),
        'emoji-ring-truncated': (8.153, 6.875),
        'formatted-bounds-dial': (7.506, 0.654),
        'half-ring-capacity-gradient': (6.047, 0.434),
        'half-ring-speed': (6.981, 0.556),
        'long-labels-bar-rtl': (10.521, 3.612),
        'long-labels-ring': (5.403, 0.126),
        'oklab-value-stops-bar': (5.035, 0.243),
        'out-of-range-marker-under': (3.969, 1.781),
        'oklch-gradient-ring': (7.29, 1.316),
        'percent-marker-bar-rtl': (4.431, 2.566),
        'ring-above-range': (5.678, 0.0),
        'ring-ccw-quarter': (5.335, 0.691),
        'ring-dark-scheme': (0.654, 7.105),
        'ring-full-circle-open': (4.365, 1.395),
        'ring-temperature': (6.897, 0.684),
        'ring-zones-capacity': (6.445, 1.155),
        'ring-zones-marker': (8.582, 1.46),
        'storage-bar': (4.15, 1.573),
        'threshold-capacity-ring': (1.41, 6.539),
        'threshold-concentric-rings': (2.977, 2.887),
        'threshold-dial': (3.026, 0.97),
        'threshold-half-ring': (5.35, 0.625),
        'threshold-marker-bar-rtl': (6.613, 0.959),
        'thickness-ring-capacity-over': (3.57, 2.035),
        'thickness-ring-fraction': (6.702, 1.661),
        'threshold-ring': (8.92, 1.357),
        'vertical-marker-zones': (2.643, 0.148),
        'vertical-short-box': (2.633, 0.744),
        'vertical-thermometer': (2.89, 0.438),
        # fontScale's large texts (26–30 px at 2×): the same text anti-aliasing, over more pixels.
        'font-scale-bar-large': (7.846, 3.826),
        'font-scale-ring-large': (5.883, 0.949),
        # The focus ring's fixtures (its arcs as dashed circles in the SVG), measured on their first WebKit run.
        'focus-capacity-bar': (0.158, 2.961),
        'focus-ring-open': (5.871, 4.5),
}
SVG_TEXT_GAPS['webkit'] = {n: f'SVG against canvas in WebKitGTK: {w} % over white, {b} % over black (not investigated)'
                           for n, (w, b) in WEBKIT_GAPS.items()}

# Gaps measured within a few hundredths of a percent of the engine's tolerance: expected to fail, but a pass there
# is not news (strict=False), unlike the others, whose pass means the gap closed and the entry should go.
BORDERLINE_GAPS = {('firefox', 'threshold-marker-bar-rtl')} | {('webkit', n) for n in ['accessory-capacity-bar', 'activity-rings', 'bar-zones-accessory-capacity-dark', 'bar-zones-vertical-capacity', 'capacity-bar-bounds-gradient', 'capacity-ring-full', 'counting-dial-midflight', 'delta-relative', 'delta-rtl', 'dial-awkward-ticks', 'dial-compass-full-circle', 'dial-needle-arrow-full-circle', 'dial-speedometer-zones', 'marker-bar-value-leading', 'threshold-bar', 'threshold-concentric-rings', 'threshold-dial', 'vertical-marker-zones', 'vertical-short-box', 'vertical-thermometer']}


@pytest.mark.parametrize('name', [p.stem for p in FIXTURES])
def test_svg_matches_canvas(results, name, engine, request):
    gap = SVG_TEXT_GAPS[engine].get(name)
    if gap:
        request.applymarker(pytest.mark.xfail(strict=(engine, name) not in BORDERLINE_GAPS, reason=f'{engine}: {gap}'))
    max_bad = engine_tolerance('svg_vs_canvas', engine)
    inputs, text, r = results[name]
    assert r['text'] == text, f'{name}: the JS API did not reproduce the fixture\'s display list'
    for bg in ('white', 'black'):
        c = r[bg]
        assert c['painted'] > 0.02 * r['pixels'], f'{name}: the canvas over {bg} is nearly empty ({c})'
        assert c['bad'] <= max_bad * r['pixels'], (
            f"{name} over {bg}: {c['bad']} of {r['pixels']} pixels ({100 * c['bad'] / r['pixels']:.2f} %) differ by more "
            f"than {CHANNEL_TOLERANCE} (worst {c['worst']})\n{r['svg']}")


@pytest.mark.parametrize('name', [p.stem for p in FIXTURES])
def test_svg_is_valid_xml(results, name):
    _, _, r = results[name]
    assert r['parseError'] is None and r['root'] == 'svg', r['parseError']
    root = ET.fromstring(r['svg'])
    assert root.tag == f'{SVG_NS}svg'
    w, h = float(root.get('width')), float(root.get('height'))
    assert root.get('viewBox') == f"0 0 {root.get('width')} {root.get('height')}" and w > 0 and h > 0
    ids = [e.get('id') for e in root.iter() if e.get('id')]
    assert len(ids) == len(set(ids)), f'duplicate ids in {name}'
    for e in root.iter():
        for v in e.attrib.values():
            if v.startswith('url(#'):
                assert v[5:-1] in ids, f'{name}: {v} is not defined'
