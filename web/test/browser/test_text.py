"""Text in the browser: built-in metrics against Chromium's measureText, long labels that fit, measurements
that reach the core once per text, right-to-left gauges, JS number formatters and their accessibility texts.

Runs against the gallery's "Long labels" and "Right to left" sections (web/index.html, web/gallery.js).
Figures (metric errors, measurement cost) go to test-results/text-*.txt and stdout.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

import sg_layout
from conftest import results_dir

ROOT = Path(__file__).resolve().parents[3]
WIDTHS = ROOT / 'Tests' / 'Fixtures' / 'text-widths.tsv'
STYLES = ['automatic', 'linearCapacity', 'accessoryLinear', 'accessoryLinearCapacity', 'accessoryCircular',
          'accessoryCircularCapacity']
# CSS px: Chromium reports ink boxes of small CJK and emoji text rounded out to whole pixels, and
# antialiasing of a stroke at the advance's end bleeds up to one device pixel (measured: "度" right-aligned
# at 6.4 px paints the pixel column just past its anchor at devicePixelRatio 1, half of it at 2).
TOL = 1.0


def report(engine: str, name: str, text: str):
    (results_dir(engine) / name).write_text(text)
    print(text)


# ---------------------------------------------------------------------------------------------------------
# Built-in metrics

def test_builtin_metrics_are_within_5_percent_of_chromium(page):
    """The core's DejaVu Sans advances against measureText in "DejaVu Sans" (the issue's bound: 5 %)."""
    rows = [ln.split('\t') for ln in WIDTHS.read_text(encoding='utf-8').splitlines() if ln and not ln.startswith('#')]
    assert len(rows) >= 60
    page.set_content('<!doctype html><title>metrics</title>')
    got = page.evaluate("""(rows) => {
      const c = new OffscreenCanvas(1, 1).getContext('2d');
      return rows.map(([w, em, t]) => { c.font = `${w} 100px "DejaVu Sans"`; return c.measureText(t).width / 100; });
    }""", rows)
    errors = [(abs(float(em) - g) / g, w, t, float(em), g) for (w, em, t), g in zip(rows, got)]
    worst = max(errors)
    mean = sum(e[0] for e in errors) / len(errors)
    report(page.sg_engine, 'text-metrics.txt', f'built-in vs measureText, {len(rows)} strings: mean error {mean:.2%}, '
           f'worst {worst[0]:.2%} ({worst[1]} "{worst[2]}": {worst[3]:.4f} em vs {worst[4]:.4f} em)\n')
    bad = [e for e in errors if e[0] > 0.05]
    assert not bad, 'over 5 %: ' + '; '.join(f'{w} "{t}" {a:.4f} vs {b:.4f}' for _, w, t, a, b in bad)


# ---------------------------------------------------------------------------------------------------------
# Long labels

def gauge_infos(pg, prefix: str) -> list:
    return pg.evaluate("""(prefix) => Object.keys(window.gallery.gauges).filter((id) => id.startsWith(prefix))
      .map((id) => window.__sgt.info(id))""", prefix)


def disc_hits_box(cx, cy, r, box) -> bool:
    x0, y0, x1, y1 = box
    dx = max(x0 - cx, 0, cx - x1)
    dy = max(y0 - cy, 0, cy - y1)
    return dx * dx + dy * dy < r * r


def shrink(box, by):
    return (box['x0'] + by, box['y0'] + by, box['x1'] - by, box['y1'] - by)


def test_long_labels_fit_their_boxes_and_never_collide(open_gallery, shots):
    pg = open_gallery()
    infos = gauge_infos(pg, 'long-')
    assert len(infos) == len(STYLES) * 3 * 4
    sources = pg.evaluate("""() => Object.fromEntries(Object.entries(window.gallery.gauges)
      .filter(([id]) => id.startsWith('long-')).map(([id, g]) => {
        const a = g.accessibility();
        return [id, [g.label ?? '', g.currentValueLabel ?? a.valueText, g.minimumValueLabel ?? '', g.maximumValueLabel ?? '',
                     ...a.description.split(' to ')]];
      }))""")
    problems, truncated = [], 0
    for info in infos:
        gid, w, h = info['id'], info['cssW'], info['cssH']
        dl = sg_layout.parse(info['text'])
        cmds = dl.ops('text')
        boxes = info['texts']
        drawn = [b['text'] for b in boxes]
        if drawn != [c.a['s'] for c in cmds]:
            problems.append(f'{gid}: canvas drew {drawn}, the list has {[c.a["s"] for c in cmds]}')
            continue
        for b, c in zip(boxes, cmds):
            if b['x0'] < -TOL or b['y0'] < -TOL or b['x1'] > w + TOL or b['y1'] > h + TOL:
                problems.append(f'{gid}: "{b["text"]}" ink {b} leaves the {w}x{h} box')
            if c.a['s'].endswith('…'):
                truncated += 1
        for i in range(len(boxes)):
            for j in range(i + 1, len(boxes)):
                a, b = shrink(boxes[i], TOL / 2), shrink(boxes[j], TOL / 2)
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                    problems.append(f'{gid}: "{boxes[i]["text"]}" and "{boxes[j]["text"]}" overlap')
        # Nothing written over the ring or the bar.
        for arc in dl.ops('strokeArc'):
            a = arc.a
            for b in boxes:
                box = shrink(b, TOL)
                for k in range(361):
                    ang = a['a0'] + (a['a1'] - a['a0']) * k / 360
                    if disc_hits_box(a['cx'] + a['r'] * math.cos(ang), a['cy'] + a['r'] * math.sin(ang), a['w'] / 2, box):
                        problems.append(f'{gid}: "{b["text"]}" overlaps the ring')
                        break
        for rect in dl.ops('fillRoundRect'):
            a = rect.a
            for b in boxes:
                x0, y0, x1, y1 = shrink(b, TOL)
                if x0 < a['x'] + a['w'] and a['x'] < x1 and y0 < a['y'] + a['h'] and a['y'] < y1:
                    problems.append(f'{gid}: "{b["text"]}" overlaps the bar')
    # Truncations cut after whole grapheme clusters of one of the gauge's texts.
    cuts = pg.evaluate("""(infos) => {
      const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
      const bad = [];
      for (const [id, texts, srcs] of infos) {
        for (const t of texts) {
          if (!t.endsWith('…') || t === '…' || srcs.includes(t)) continue;
          const kept = t.slice(0, -1);
          const ok = srcs.some((s) => {
            if (!s.startsWith(kept) || s === kept) return false;
            let end = 0;
            for (const { segment } of seg.segment(s)) { end += segment.length; if (end === kept.length) return true; if (end > kept.length) return false; }
            return false;
          });
          if (!ok) bad.push(`${id}: "${t}"`);
        }
      }
      return bad;
    }""", [[i['id'], [b['text'] for b in i['texts']], sources[i['id']]] for i in infos])
    problems += [f'not a grapheme-safe cut: {c}' for c in cuts]
    assert truncated >= 20, f'only {truncated} truncated texts: the section should exercise truncation'
    pg.locator('#long-labels').screenshot(path=str(shots / f'long-labels-dpr{pg.sg_dpr}.png'))
    assert not problems, '\n'.join(problems[:40])


def test_condensing_by_fillText_is_rare_and_small(open_gallery):
    """With measured widths the core's fit is what Chromium draws: fillText(maxWidth) condenses Latin text by
    under 1 %; CJK and emoji bitmaps at a few px round up to about 10 % (Noto's glyphs snap to whole px)."""
    pg = open_gallery()
    ratios = pg.evaluate("""() => {
      const out = [];
      for (const id of Object.keys(window.gallery.gauges).filter((id) => id.startsWith('long-'))) {
        const c = window.__sgt.canvasOf(id), ctx = c.getContext('2d');
        const list = window.gallery.gauges[id].displayListText().split('\\n').filter((l) => l.startsWith('text '));
        for (const l of list) {
          const m = /^text "((?:[^"\\\\]|\\\\.)*)" at=\\S+ size=([\\d.]+) weight=(\\d+) .* maxWidth=([\\d.]+)$/.exec(l);
          ctx.save();
          ctx.font = `${m[3]} ${m[2]}px system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif`;
          const w = ctx.measureText(m[1].replace(/\\\\(.)/g, '$1')).width;
          ctx.restore();
          out.push([id, m[1], w / Number(m[4])]);
        }
      }
      return out;
    }""")
    assert len(ratios) > 100
    latin = [r for r in ratios if all(ord(ch) < 0x2000 for ch in r[1])]
    worst_latin = max(latin, key=lambda r: r[2])
    worst = max(ratios, key=lambda r: r[2])
    report(pg.sg_engine, f'text-squeeze-dpr{pg.sg_dpr}.txt',
           f'{len(ratios)} texts: drawn width / maxWidth worst {worst[2]:.4f} ("{worst[1]}" in {worst[0]}); '
           f'Latin worst {worst_latin[2]:.4f} ("{worst_latin[1]}")\n')
    assert worst_latin[2] <= 1.01, worst_latin
    assert worst[2] <= 1.12, worst


# ---------------------------------------------------------------------------------------------------------
# Measurement reaches the core

MEASURED_VS_BUILTIN = """async () => {
  const { loadSwiftGauge } = await import('/swift-gauge.js');
  const label = 'Temperature sensor';
  const results = {};
  for (const measureText of [true, false]) {
    const m = await loadSwiftGauge(undefined, { measureText });
    const g = m.createGaugeHandle({ style: 'linearCapacity', label, value: 0.5 });
    g.render(120, 60, 1, 0);
    const line = g.displayListText().split('\\n').find((l) => l.startsWith(`text "${label}"`));
    results[measureText] = { size: Number(/ size=([\\d.]+)/.exec(line)[1]), maxWidth: Number(/maxWidth=([\\d.]+)/.exec(line)[1]),
                             stats: { ...m.stats } };
    g.destroy();
  }
  const ctx = new OffscreenCanvas(1, 1).getContext('2d');
  ctx.font = '600 100px system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
  results.em = ctx.measureText(label).width / 100;
  return results;
}"""


def test_measured_widths_reach_the_core(page, server):
    page.goto(server + 'index.html')
    page.wait_for_function("document.documentElement.dataset.state === 'ready'")
    r = page.evaluate(MEASURED_VS_BUILTIN)
    measured, builtin, em = r['true'], r['false'], r['em']
    # Shrunk from 15 px to exactly fill the 120 px slot by Chromium's width…
    assert measured['size'] == pytest.approx(min(15, measured['maxWidth'] / em), rel=2e-4)
    # … which is not what the built-in metrics give (kerning, and DejaVu's bold advances differ slightly).
    assert abs(builtin['size'] - measured['size']) > 0.05
    assert measured['stats']['measuredTexts'] >= 2 and builtin['stats']['measuredTexts'] == 0


STEADY_STATE = """async () => {
  const m = window.gallery.module;
  const el = document.createElement('div');
  el.style.cssText = 'width: 200px; height: 200px';
  document.body.prepend(el);
  const g = m.createGauge(el, { style: 'accessoryCircular', label: 'Steady', value: 1, lower: 0, upper: 10,
    minimumValueLabel: 'low', maximumValueLabel: 'high' });
  await m.whenRendered();
  const run = async () => { for (const v of [1, 2, 3, 1, 2, 3]) { g.value = v; await m.whenRendered(); } };
  await run();                                   // first pass: "2" and "3" are new texts
  const before = { ...m.stats };
  await run();                                   // second pass: the same texts
  el.style.width = '150px'; el.style.height = '150px';
  await m.whenRendered();
  const after = { ...m.stats };
  g.destroy(); el.remove();
  return { before, after };
}"""


def test_steady_state_renders_measure_nothing(open_gallery):
    pg = open_gallery()
    r = pg.evaluate(STEADY_STATE)
    before, after = r['before'], r['after']
    assert after['renders'] >= before['renders'] + 6
    assert after['measureCalls'] == before['measureCalls'], f'{before} -> {after}'


BENCH = """async () => {
  const { loadSwiftGauge } = await import('/swift-gauge.js');
  const m = await loadSwiftGauge();
  const words = ['Temperature', 'Pressure', 'Battery', 'Storage', 'Level', 'Speed', 'Signal', 'Memory', 'Fuel', 'Load'];
  const gauges = [];
  for (let i = 0; i < 200; i++) {
    gauges.push(m.createGaugeHandle({ style: 'linearCapacity', value: 0.5,
      label: `${words[i % 10]} ${words[(i * 7) % 10]} ${i}`, currentValueLabel: `${i} units` }));
  }
  const t0 = performance.now();
  for (const g of gauges) g.render(240, 60, 1, 0);           // first render: measures label and value text
  const t1 = performance.now();
  const first = { ...m.stats };
  for (let k = 0; k < 5; k++) for (const g of gauges) g.render(240, 60, 1, 0);   // steady state
  const t2 = performance.now();
  const plain = await loadSwiftGauge(undefined, { measureText: false });
  const hs = gauges.map((g) => plain.createGaugeHandle({ style: 'linearCapacity', value: 0.5, label: g.label, currentValueLabel: g.currentValueLabel }));
  const t3 = performance.now();
  for (const g of hs) g.render(240, 60, 1, 0);
  const t4 = performance.now();
  return { n: gauges.length, firstMs: t1 - t0, steadyMs: (t2 - t1) / 5, builtinFirstMs: t4 - t3,
           texts: first.measuredTexts, calls: first.measureCalls };
}"""


def test_measurement_cost_benchmark(page, server):
    """Prints what measuring costs per label (a figure, not an assertion on time)."""
    page.goto(server + 'index.html')
    page.wait_for_function("document.documentElement.dataset.state === 'ready'")
    b = page.evaluate(BENCH)
    n = b['n']
    per_label = (b['firstMs'] - b['builtinFirstMs']) / b['texts'] * 1000
    report(page.sg_engine, f'text-measurement-dpr{page.sg_dpr}.txt',
           f"{n} gauges, {b['texts']} texts measured with {b['calls']} measureText calls "
           f"({b['calls'] / b['texts']:.2f} per text): first render {b['firstMs'] / n * 1000:.1f} µs/gauge with measuring, "
           f"{b['builtinFirstMs'] / n * 1000:.1f} µs/gauge with built-in metrics; measuring ≈ {per_label:.1f} µs per text; "
           f"steady state {b['steadyMs'] / n * 1000:.1f} µs/gauge (no measuring)\n")
    assert b['texts'] == 2 * n   # each label and each value text once


# ---------------------------------------------------------------------------------------------------------
# Right to left

def text_cmds(info):
    return sg_layout.parse(info['text']).ops('text')


@pytest.mark.parametrize('style', STYLES)
def test_rtl_gauges_mirror_their_ltr_twins(open_gallery, style):
    pg = open_gallery()
    for i in range(3):
        rtl, ltr = (pg.evaluate('(id) => window.__sgt.info(id)', f'{k}-{style}-{i}') for k in ('rtl', 'rtl-twin'))
        d_rtl, d_ltr = sg_layout.parse(rtl['text']), sg_layout.parse(ltr['text'])
        assert d_rtl.flags & 2 and not d_ltr.flags & 2, 'direction comes from dir'
        w = d_rtl.width
        assert (d_rtl.width, d_rtl.height) == (d_ltr.width, d_ltr.height)
        a, b = text_cmds(rtl), text_cmds(ltr)
        assert [c.a['s'] for c in a] == [c.a['s'] for c in b]
        swap = {'left': 'right', 'right': 'left', 'center': 'center'}
        for p, q in zip(a, b):
            assert p.a['x'] == pytest.approx(w - q.a['x'], abs=2e-3) and p.a['y'] == q.a['y']
            assert p.a['align'] == swap[q.a['align']]
        for p, q in zip(d_rtl.ops('fillRoundRect'), d_ltr.ops('fillRoundRect')):
            assert p.a['x'] == pytest.approx(w - q.a['x'] - q.a['w'], abs=2e-3) and p.a['w'] == pytest.approx(q.a['w'], abs=2e-3)
        for op in ('fillCircle', 'knockOut'):
            assert len(d_rtl.ops(op)) == len(d_ltr.ops(op))
            for p, q in zip(d_rtl.ops(op), d_ltr.ops(op)):
                assert p.a['cx'] == pytest.approx(w - q.a['cx'], abs=2e-3) and p.a['cy'] == q.a['cy']


def test_rtl_bars_fill_from_the_right_in_pixels(open_gallery):
    pg = open_gallery()
    for gid in ('rtl-linearCapacity-2', 'rtl-accessoryLinearCapacity-2'):
        info = pg.evaluate('(id) => window.__sgt.info(id)', gid)
        dl = sg_layout.parse(info['text'])
        track, fill = dl.ops('fillRoundRect')[:2]
        assert fill.a['x'] + fill.a['w'] == pytest.approx(track.a['x'] + track.a['w'], abs=1e-3), 'fill ends at the right end'
        dpr = info['dpr']
        y = int((track.a['y'] + track.a['h'] / 2) * dpr)
        right = int((fill.a['x'] + fill.a['w'] / 2) * dpr)
        left = int((track.a['x'] + (fill.a['x'] - track.a['x']) / 2) * dpr)
        px = pg.evaluate('([id, pts]) => window.__sgt.pixels(id, pts)', [gid, [[right, y], [left, y]]])
        want_fill = dl.paint(fill).at(fill.a['x'] + fill.a['w'] / 2, fill.a['y'])
        assert sg_layout.colour_close(tuple(px[0]), want_fill), (gid, px[0], want_fill)
        assert sg_layout.colour_close(tuple(px[1]), dl.paint(track).rgba), (gid, px[1])


RECORD_DIRECTION = """async (id) => {
  const P = CanvasRenderingContext2D.prototype, fillText = P.fillText, seen = [];
  P.fillText = function (t, ...rest) { seen.push([String(t), this.direction]); return fillText.call(this, t, ...rest); };
  try {
    const g = window.gallery.gauges[id];
    g.value = g.value === 21 ? 20 : 21;
    await window.__sgt.rendered();
  } finally { P.fillText = fillText; }
  return seen;
}"""


def test_changing_dir_flips_the_gauge(open_gallery, shots):
    pg = open_gallery()
    pg.locator('#rtl').screenshot(path=str(shots / f'rtl-dpr{pg.sg_dpr}.png'))
    # Text is drawn with the right-to-left base direction (so "…" lands on the logical end).
    seen = pg.evaluate(RECORD_DIRECTION, 'rtl-accessoryCircular-0')
    assert seen and all(d == 'rtl' for _, d in seen), seen
    seen = pg.evaluate(RECORD_DIRECTION, 'rtl-twin-accessoryCircular-0')
    assert seen and all(d == 'ltr' for _, d in seen), seen
    flags = """(id) => window.__sgt.info(id).text.split('\\n')[0]"""
    assert 'flags=2' in pg.evaluate(flags, 'rtl-accessoryLinear-0')
    pg.evaluate("document.getElementById('rtl-grid').dir = 'ltr'")
    pg.evaluate('window.__sgt.rendered()')
    assert 'flags=0' in pg.evaluate(flags, 'rtl-accessoryLinear-0')
    assert pg.evaluate("window.gallery.gauges['rtl-accessoryLinear-0'].layoutDirection") == 'auto'
    pg.evaluate("document.getElementById('rtl-grid').dir = 'rtl'")
    pg.evaluate('window.__sgt.rendered()')
    assert 'flags=2' in pg.evaluate(flags, 'rtl-accessoryLinear-0')
    # An explicit direction wins over dir.
    pg.evaluate("window.gallery.gauges['rtl-accessoryLinear-0'].layoutDirection = 'leftToRight'")
    pg.evaluate('window.__sgt.rendered()')
    assert 'flags=0' in pg.evaluate(flags, 'rtl-accessoryLinear-0')


# ---------------------------------------------------------------------------------------------------------
# Formatters and accessibility texts

FORMATTERS = """async () => {
  const m = window.gallery.module;
  const el = document.createElement('div');
  el.style.cssText = 'width: 120px; height: 120px';
  document.body.prepend(el);
  const nf = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 });
  const g = m.createGauge(el, { style: 'accessoryCircular', lower: -10, upper: 40, value: 21.25, label: 'Wassertemperatur',
    format: nf, formatsBoundsLabels: true });
  await m.whenRendered();
  const read = () => ({ valuetext: window.__sgt.aria(el, 'aria-valuetext'), label: window.__sgt.aria(el, 'aria-label'),
    description: document.getElementById(window.__sgt.aria(el, 'aria-describedby'))?.textContent ?? null,
    texts: window.__sgt.textBoxes(el.querySelector('canvas')).map((b) => b.text) });
  const a = read();
  g.value = null;
  await m.whenRendered();
  const b = read();
  g.format = { fractionLength: 0, suffix: '°' };
  g.value = 21.5;
  await m.whenRendered();
  const c = read();
  g.destroy(); el.remove();
  return { a, b, c, want: [nf.format(21.25), nf.format(-10), nf.format(40)] };
}"""


def test_js_formatters_and_accessibility_texts(open_gallery):
    pg = open_gallery()
    r = pg.evaluate(FORMATTERS)
    value, lo, hi = r['want']
    a = r['a']
    assert a['valuetext'] == value and a['label'] == 'Wassertemperatur' and a['description'] == f'{lo} to {hi}'
    assert a['texts'] == [value, lo, hi], 'Intl text drawn whole (numbers shrink, never "21,3…")'
    assert r['b']['valuetext'] is None or r['b']['valuetext'] == 'unknown'
    assert r['b']['texts'][0] == '–'
    assert r['c']['valuetext'] == '22°' and r['c']['description'] == '-10° to 40°'
