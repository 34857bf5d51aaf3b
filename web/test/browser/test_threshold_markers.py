"""Threshold markers, as the gallery's "Threshold markers" section shows them (web/index.html, web/gallery.js): every
clean pixel against the display-list oracle, the marks' own pixels in the label colour where the list puts them (and
gone when the option is off), the fuel dial's <meter> zones marked, and screenshots of the section at both ratios
(docs/swiftui-fidelity.md › Threshold markers)."""
from __future__ import annotations

import math

import sg_layout as L
from sg_page import canvas_pixels, display_list, gauge_ids, gauge_info, oracle_pixel_problems

TH = ['th-ring', 'th-capacity', 'th-half', 'th-dial', 'th-bar', 'th-lcd', 'th-thermo', 'th-aqi-rtl']


def marks(dl: L.DisplayList) -> list:
    """The butt-capped lines in the label colour (black in the gallery's light scheme): the marks. The dial's major
    ticks are black butt lines too; callers that need only marks pick them by width."""
    return [c for c in dl.ops('line') if c.a['cap'] == 'butt' and dl.paint(c).rgba is not None and tuple(dl.paint(c).rgba[:3]) == (0, 0, 0)]


def centre_pixel(c, dpr: float) -> tuple[int, int]:
    """The device pixel holding the middle of line `c`: wholly inside a mark at least 2 CSS px wide."""
    return math.floor((c.a['x0'] + c.a['x1']) / 2 * dpr), math.floor((c.a['y0'] + c.a['y1']) / 2 * dpr)


def test_threshold_marks_match_the_display_list(open_gallery, page, dpr, shots):
    pg = open_gallery()
    assert [g for g in TH if g in gauge_ids(pg)] == TH, 'the threshold markers section is incomplete'
    pg.locator('#thresholds').screenshot(path=str(shots / f'thresholds-dpr{dpr}.png'))
    problems = []
    for gid in TH:
        p, dl, _ = oracle_pixel_problems(pg, gid, dpr, min_points=300)
        problems += p
        problems += [f'{gid}: {p}' for p in L.text_problems(dl)]
    assert not problems, '\n'.join(problems)


def test_a_marks_pixels_are_the_label_colour_and_go_when_off(open_gallery, page, dpr):
    pg = open_gallery()
    expected = {'th-ring': 3, 'th-capacity': 2, 'th-half': 2, 'th-bar': 2, 'th-lcd': 2, 'th-thermo': 2, 'th-aqi-rtl': 4}
    for gid, n in expected.items():
        dl = display_list(gauge_info(pg, gid))
        found = marks(dl)
        # th-aqi-rtl: three boundaries and its target; th-ring: two and its target (zones+target); the rest two.
        assert len(found) == n, f'{gid}: {len(found)} marks, expected {n}\n{dl.text}'
        # A mark under the marker's knock-out is cut by it (by design): its pixels there are the page's or the dot's.
        holes = [(k.a['cx'], k.a['cy'], k.a['r'] + 1) for k in dl.ops('knockOut')]
        pts = [centre_pixel(c, dpr) for c in found
               if not any(math.hypot((c.a['x0'] + c.a['x1']) / 2 - x, (c.a['y0'] + c.a['y1']) / 2 - y) < r for x, y, r in holes)]
        assert len(pts) >= n - 1, f'{gid}: more than one mark under the knock-out'
        for (x, y), px in zip(pts, canvas_pixels(pg, gid, pts)):
            assert px[3] >= 250 and max(px[:3]) <= 40, f'{gid}: pixel {x},{y} is {px}, not the label colour of a mark'
        # Off: the same pixels show the track, bands or fill instead (the target mark stays on the bars).
        pg.evaluate("id => { window.__sgt.gauge(id).thresholdMarkers = 'off'; }", gid)
        pg.evaluate('() => window.__sgt.rendered()')
        target = pg.evaluate('id => window.__sgt.gauge(id).target', gid)
        off = canvas_pixels(pg, gid, pts)
        dark = [p for p in off if p[3] >= 250 and max(p[:3]) <= 40]
        keeps = 1 if target is not None and not gid.startswith(('th-ring', 'th-capacity', 'th-half')) else 0
        assert len(dark) == keeps, f'{gid}: with marks off {len(dark)} of the marks\' pixels stay dark: {off}'


def test_meter_zones_get_marks_on_the_dial(open_gallery, page):
    pg = open_gallery()
    dl = display_list(gauge_info(pg, 'th-dial'))
    r = min(dl.width, dl.height)  # the target mark is 0.025 R wide; ticks are 0.018 R and 0.008 R
    wide = sorted({round(c.a['w'], 3) for c in marks(dl)})
    target_w = wide[-1]
    assert target_w > 0.02 * r / 2, wide
    # low 33 and high 66 (the <meter> regions' boundaries), then the target at 75: three lines of the target's width.
    assert len([c for c in marks(dl) if round(c.a['w'], 3) == target_w]) == 3, dl.text


def test_marks_read_in_dark_scheme_and_forced_colours(open_gallery, page, dpr, shots):
    """The marks take the label colour: white in the dark scheme, CanvasText in forced colours (forced-colors.js);
    a mark's middle pixel is that colour, not the band under it."""
    pg = open_gallery()
    for mode in ('dark', 'forced'):
        if mode == 'dark':
            pg.evaluate("() => { for (const el of document.querySelectorAll('#thresholds swift-gauge')) el.colorScheme = 'dark'; }")
        else:
            pg.evaluate("() => { for (const el of document.querySelectorAll('#thresholds swift-gauge')) el.colorScheme = null; }")
            pg.emulate_media(forced_colors='active')
        pg.evaluate('() => window.__sgt.rendered()')
        pg.locator('#thresholds').screenshot(path=str(shots / f'thresholds-{mode}-dpr{dpr}.png'))
        for gid in ('th-bar', 'th-capacity', 'th-dial'):
            dl = display_list(gauge_info(pg, gid))
            label = dl.paint(dl.ops('text')[0]).rgba[:3] if gid != 'th-capacity' else None
            lines = [c for c in dl.ops('line') if c.a['cap'] == 'butt']
            if gid == 'th-dial':  # its marks are the widest butt lines (the target's width), ticks are narrower
                top = max(c.a['w'] for c in lines)
                lines = [c for c in lines if c.a['w'] == top]
            assert lines, f'{gid} ({mode}): no marks\n{dl.text}'
            pts = [centre_pixel(c, dpr) for c in lines]
            colours = {tuple(dl.paint(c).rgba[:3]) for c in lines}
            assert len(colours) == 1, colours
            want = next(iter(colours))
            if label is not None and mode == 'dark':
                assert want == tuple(label) or sum(want) > 600, f'{gid}: marks in {want}, not the label colour'
            for (x, y), px in zip(pts, canvas_pixels(pg, gid, pts)):
                assert px[3] >= 250 and all(abs(a - b) <= 40 for a, b in zip(px[:3], want)), \
                    f'{gid} ({mode}): pixel {x},{y} is {px}, the marks are {want}'
    pg.emulate_media(forced_colors='none')
