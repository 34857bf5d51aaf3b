"""Vertical linear gauges and zone bands on the continuous bars, as <swift-gauge> elements on
pages/vertical.html: every clean pixel against the display-list oracle, the real text ink inside the box and
clear of the bar, the fill growing from the bottom, the `orientation` attribute and property (a bad value
warns once and keeps the gauge), the intrinsic size of an unsized vertical element, and right to left."""
from __future__ import annotations

from conftest import open_page

import sg_layout as L
from sg_page import display_list, gauge_info, gauge_ids, oracle_pixel_problems

PAGE = 'test/browser/pages/vertical.html'
VERTICAL = ['v-thermo', 'v-marker', 'v-acc', 'v-acc-rtl', 'v-seg', 'v-tank', 'v-auto']
ALL = VERTICAL + ['h-zoned', 'h-marker']


def bars(dl):
    return [c for c in dl.ops('fillRoundRect')]


def test_vertical_pixels_match_the_display_list(page_factory, dpr, shots):
    pg = open_page(page_factory(dpr), PAGE)
    assert [g for g in ALL if g in gauge_ids(pg)] == ALL
    pg.screenshot(path=str(shots / f'vertical-dpr{dpr}.png'), full_page=True)
    problems = []
    for gid in ALL:
        p, dl, info = oracle_pixel_problems(pg, gid, dpr, divisions=40)
        problems += p
        problems += [f'{gid}: {p}' for p in L.text_problems(dl)]
        if gid in VERTICAL:
            rr = bars(dl)
            top = min(c.a['y'] for c in rr)
            bottom = max(c.a['y'] + c.a['h'] for c in rr)
            if bottom - top < dl.height / 2 - 0.01:
                problems.append(f'{gid}: the bar spans {top:.2f}…{bottom:.2f} of {dl.height:g}')
            if rr[0].a['w'] > rr[0].a['h'] and gid != 'v-seg':
                problems.append(f'{gid}: the track is wider than tall: {rr[0].line}')
    assert not problems, '\n'.join(problems)


def test_fill_grows_from_the_bottom_on_screen(page_factory, dpr):
    """Canvas pixels: near the bottom of the thermometer's bar the fill (the gradient's low, blue end), near its
    top the grey track."""
    pg = open_page(page_factory(dpr), PAGE)
    dl = display_list(gauge_info(pg, 'v-thermo'))
    track, fill = bars(dl)[:2]
    tx, ty, tw, th = (track.a[k] for k in 'xywh')
    fx, fy, fw, fh = (fill.a[k] for k in 'xywh')
    assert abs((fy + fh) - (ty + th)) < 1e-3, 'the fill starts at the bottom of the track'
    assert abs(fh / th - 31 / 50) < 1e-3, f'21 in -10…40 fills 62 % of the track, got {fh / th}'
    cx = tx + tw / 2
    low, high = [[round(cx * dpr), round((ty + th - 6) * dpr)], [round(cx * dpr), round((ty + 6) * dpr)]]
    got = pg.evaluate('([id, pts]) => window.__sgt.pixels(id, pts)', ['v-thermo', [low, high]])
    blue, grey = got
    assert blue[2] > 150 and blue[0] < 100 and blue[3] == 255, f'bottom of the bar: {blue}'
    assert grey[3] < 100 and abs(grey[0] - grey[2]) < 12, f'top of the bar (the track): {grey}'


def test_orientation_attribute_and_property(page_factory):
    pg = open_page(page_factory(1), PAGE)
    warnings = []
    pg.on('console', lambda m: warnings.append(m.text) if m.type == 'warning' else None)
    r = pg.evaluate("""async () => {
      const el = document.getElementById('v-acc'), g = el.gauge, out = {};
      const trackIsTall = () => { g.render(90, 180, 1, 0); const m = g.displayListText().match(/fillRoundRect at=\\([^)]*\\) size=([\\d.]+)x([\\d.]+)/);
        el.gauge._binding.redraw(); return +m[2] > +m[1]; };
      out.start = [el.orientation, g.orientation, trackIsTall()];
      el.orientation = 'horizontal';
      out.horizontal = [el.getAttribute('orientation'), g.orientation, trackIsTall()];
      const before = (g.render(90, 180, 1, 0), g.displayListText());
      el.setAttribute('orientation', 'sideways');
      out.bad = [g.orientation, (g.render(90, 180, 1, 0), g.displayListText()) === before];
      el.removeAttribute('orientation');
      out.removed = [el.orientation, g.orientation];
      el.orientation = 'vertical';
      out.back = [el.getAttribute('orientation'), g.orientation, trackIsTall()];
      return out;
    }""")
    assert r['start'] == ['vertical', 'vertical', True], r
    assert r['horizontal'] == ['horizontal', 'horizontal', False], r
    assert r['bad'] == ['horizontal', True], r
    assert r['removed'] == ['horizontal', 'horizontal'], r
    assert r['back'] == ['vertical', 'vertical', True], r
    mine = [w for w in warnings if w.startswith('<swift-gauge>')]
    assert len(mine) == 1 and 'orientation="sideways"' in mine[0], mine


def test_unsized_vertical_element_is_a_thermometer(page_factory):
    pg = open_page(page_factory(2), PAGE)
    size = pg.evaluate("(() => { const r = document.getElementById('v-auto').getBoundingClientRect(); return [r.width, r.height]; })()")
    assert size == [96, 200], size
    dl = display_list(gauge_info(pg, 'v-auto'))
    track = bars(dl)[0]
    assert track.a['h'] > 150 and abs(track.a['x'] + track.a['w'] / 2 - 48) < 1e-3, track.line


def test_right_to_left_mirrors_across_and_keeps_the_value_axis(page_factory, dpr):
    pg = open_page(page_factory(dpr), PAGE)
    ltr, rtl = (display_list(gauge_info(pg, g)) for g in ('v-acc', 'v-acc-rtl'))
    assert rtl.flags & 2 and not ltr.flags & 2
    for a, b in zip(bars(ltr), bars(rtl)):
        assert (a.a['y'], a.a['w'], a.a['h']) == (b.a['y'], b.a['w'], b.a['h']), (a.line, b.line)
        assert abs(a.a['x'] - (90 - b.a['x'] - b.a['w'])) < 1e-3, (a.line, b.line)
    # the real ink of every text ends at the right edge in rtl, starts at the left edge in ltr
    for c in rtl.ops('text'):
        assert c.a['align'] == 'right' and abs(c.a['ink'][2] - 90) < 3, c.line
    for c in ltr.ops('text'):
        assert c.a['align'] == 'left' and c.a['ink'][0] < 3, c.line
