"""Colour in the browser: the gallery in light and dark (menu and prefers-color-scheme), pixel checks on track and
fill colours against the display list and against the HIG values, legibility against the page, and the gradient
showcase against an independent OKLab implementation (CSS Color 4 §18 sample code, in Python).

Screenshots go to test-results/screenshots/ (gallery-light-dpr1.png, gallery-dark-dpr2.png, …).
"""
from __future__ import annotations

import math

import pytest

from conftest import open_page
import sg_layout

# HIG › Color › Specifications (iOS default) and the track colours of Palette.track (see Color.swift).
ORANGE = {'light': (255, 149, 0, 255), 'dark': (255, 159, 10, 255)}
BLUE = {'light': (0, 122, 255, 255), 'dark': (10, 132, 255, 255)}
GREEN = {'light': (52, 199, 89, 255), 'dark': (48, 209, 88, 255)}
TRACK = {'light': (120, 120, 125, 51), 'dark': (120, 120, 128, 92)}
PAGE = {'light': (255, 255, 255), 'dark': (0, 0, 0)}

# (gauge id, style, expected fill, expected track) per scheme. The capacity ring's track is its tint at 35 %.
CASES = [
    ('seed-storage', 'linearCapacity', ORANGE, TRACK),
    ('style-accessoryLinearCapacity-400', 'accessoryLinearCapacity', BLUE, TRACK),
    ('seed-battery', 'accessoryCircularCapacity', GREEN,
     {s: GREEN[s][:3] + (round(0.35 * 255),) for s in ('light', 'dark')}),
]


# ---------------------------------------------------------------------------------------------------------
# An independent OKLab (CSS Color 4 §18 sample code: lin_sRGB, lin_sRGB_to_XYZ, XYZ_to_OKLab and back)

def _lin(c):
    a = abs(c)
    v = a / 12.92 if a <= 0.04045 else ((a + 0.055) / 1.055) ** 2.4
    return math.copysign(v, c)


def _gam(c):
    a = abs(c)
    v = 1.055 * a ** (1 / 2.4) - 0.055 if a > 0.0031308 else 12.92 * a
    return math.copysign(v, c)


def _mul(m, v):
    return [sum(m[i][k] * v[k] for k in range(3)) for i in range(3)]


RGB_TO_XYZ = [[506752 / 1228815, 87881 / 245763, 12673 / 70218], [87098 / 409605, 175762 / 245763, 12673 / 175545],
              [7918 / 409605, 87881 / 737289, 1001167 / 1053270]]
XYZ_TO_RGB = [[12831 / 3959, -329 / 214, -1974 / 3959], [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
              [705 / 12673, -2585 / 12673, 705 / 667]]
XYZ_TO_LMS = [[0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
              [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
              [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]]
LMS_TO_LAB = [[0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
              [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
              [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]]
LMS_TO_XYZ = [[1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
              [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
              [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]]
LAB_TO_LMS = [[1.0, 0.3963377773761749, 0.2158037573099136], [1.0, -0.1055613458156586, -0.0638541728258133],
              [1.0, -0.0894841775298119, -1.2914855480194092]]


def oklab(rgb255):
    lms = _mul(XYZ_TO_LMS, _mul(RGB_TO_XYZ, [_lin(c / 255) for c in rgb255[:3]]))
    return _mul(LMS_TO_LAB, [math.copysign(abs(c) ** (1 / 3), c) for c in lms])


def from_oklab(lab):
    xyz = _mul(LMS_TO_XYZ, [c ** 3 for c in _mul(LAB_TO_LMS, lab)])
    return tuple(min(255.0, max(0.0, _gam(c) * 255)) for c in _mul(XYZ_TO_RGB, xyz))


def delta_e(a, b):
    return math.dist(oklab(a), oklab(b))


def over(rgba, page):
    a = rgba[3] / 255
    return tuple(c * a + p * (1 - a) for c, p in zip(rgba[:3], page))


# ---------------------------------------------------------------------------------------------------------

def set_scheme(pg, value):
    pg.select_option('#scheme-select', value)
    pg.evaluate('window.__sgt.rendered()')


def layout(pg, gid, style):
    info = pg.evaluate('(id) => window.__sgt.info(id)', gid)
    return sg_layout.parse(info['text'], info['texts']), info


def page_colour(pg):
    rgb = pg.evaluate('getComputedStyle(document.documentElement).backgroundColor')
    return tuple(int(v) for v in rgb[rgb.index('(') + 1:rgb.index(')')].split(',')[:3])


@pytest.mark.parametrize('scheme', ['light', 'dark'])
def test_track_and_fill_pixels_in_each_scheme(open_gallery, shots, scheme):
    pg = open_gallery()
    dpr = pg.sg_dpr
    set_scheme(pg, scheme)
    assert pg.evaluate("document.documentElement.dataset.scheme") == scheme
    assert page_colour(pg) == PAGE[scheme]
    pg.screenshot(path=str(shots / f'gallery-{scheme}-dpr{dpr}.png'), full_page=True)
    for gid, style, fill, track in CASES:
        dl, info = layout(pg, gid, style)
        assert pg.evaluate('(id) => window.gallery.gauges[id].resolvedColorScheme', gid) == scheme
        found = {s.kind: s for s in sg_layout.samples(dl, style, dpr) if s.kind in ('fill', 'track')}
        assert set(found) == {'fill', 'track'}, f'{gid}: no exact fill/track pixels in\n{dl.text}'
        # The display list carries the scheme's colours…
        assert found['fill'].want == fill[scheme], f'{gid} fill {found["fill"].want} in {scheme}'
        assert found['track'].want == track[scheme], f'{gid} track {found["track"].want} in {scheme}'
        # …and the canvas shows them.
        got = pg.evaluate('([id, pts]) => window.__sgt.pixels(id, pts)', [gid, [list(found[k].css) for k in ('fill', 'track')]])
        for k, px in zip(('fill', 'track'), got):
            assert sg_layout.colour_close(px, found[k].want), f'{gid} {k} pixel {px}, expected {found[k].want} ({scheme}, dpr {dpr})'
        # Legible on the page of that scheme: the track stands out from the page, the fill from the track.
        page = PAGE[scheme]
        assert delta_e(over(track[scheme], page), page) >= 0.05, f'{gid}: track too close to the {scheme} page'
        assert delta_e(over(fill[scheme], page), over(track[scheme], page)) >= 0.15, f'{gid}: fill too close to the track'
    # Label text is the scheme's primary label colour.
    dl, _ = layout(pg, 'seed-storage', 'linearCapacity')
    label = next(c for c in dl.ops('text') if c.a['s'] == 'iPhone Storage')
    assert dl.paints[label.a['paint']].rgba == ((0, 0, 0, 255) if scheme == 'light' else (255, 255, 255, 255))


def _storage_fill(page):
    dl, _ = layout(page, 'seed-storage', 'linearCapacity')
    s = next(s for s in sg_layout.samples(dl, 'linearCapacity', page.sg_dpr) if s.kind == 'fill')
    px = page.evaluate('([id, pts]) => window.__sgt.pixels(id, pts)', ['seed-storage', [list(s.css)]])[0]
    return s.want, px


def test_gauges_follow_prefers_color_scheme(page_factory, dpr, shots):
    """A page opened under prefers-color-scheme: dark (Chromium: emulated per context; Firefox: a browser
    launched with the dark-scheme pref) draws the gauges dark."""
    page = page_factory(dpr, color_scheme='dark')
    open_page(page, 'index.html')
    assert page.evaluate("document.getElementById('scheme-select').value") == 'auto'
    assert page.evaluate('window.gallery.module.preferredColorScheme') == 'dark'
    assert page_colour(page) == PAGE['dark']
    want, px = _storage_fill(page)
    assert want == ORANGE['dark'] and sg_layout.colour_close(px, want)
    page.screenshot(path=str(shots / f'gallery-prefers-dark-dpr{page.sg_dpr}.png'))


@pytest.mark.engine_lacks('media-change')
def test_gauges_rerender_when_prefers_color_scheme_changes(page, server):
    page.emulate_media(color_scheme='dark')
    open_page(page, 'index.html')  # a viewport as tall as the page: off-screen gauges would not redraw
    assert page.evaluate('window.gallery.module.preferredColorScheme') == 'dark'
    want, px = _storage_fill(page)
    assert want == ORANGE['dark'] and sg_layout.colour_close(px, want)
    # The system switches to light: no reload, the gauges re-render from the matchMedia change event.
    page.emulate_media(color_scheme='light')
    page.wait_for_function("window.gallery.gauges['seed-storage'].displayListText().includes('#ff9500ff')")
    page.evaluate('window.__sgt.rendered()')
    want, px = _storage_fill(page)
    assert want == ORANGE['light'] and sg_layout.colour_close(px, want), f'{px} after switching to light'
    assert page_colour(page) == PAGE['light']
    # A gauge given an explicit scheme does not follow.
    page.evaluate("window.gallery.gauges['seed-storage'].colorScheme = 'dark'")
    page.emulate_media(color_scheme='dark')
    page.wait_for_function("window.gallery.gauges['seed-battery'].displayListText().includes('#30d158ff')")
    page.emulate_media(color_scheme='light')
    page.wait_for_function("window.gallery.gauges['seed-battery'].displayListText().includes('#34c759ff')")
    page.evaluate('window.__sgt.rendered()')
    want, _ = _storage_fill(page)
    assert want == ORANGE['dark']


def _ring_pixel(pg, gid, fraction):
    """An exactly known pixel on the ring of `gid` near `fraction` of its arc, with its actual fraction."""
    dl, _ = layout(pg, gid, 'accessoryCircular')
    arc = dl.ops('strokeArc')[0].a
    dpr = pg.sg_dpr
    ang = arc['a0'] + fraction * (arc['a1'] - arc['a0'])
    x, y = arc['cx'] + arc['r'] * math.cos(ang), arc['cy'] + arc['r'] * math.sin(ang)
    s = sg_layout._pick(dl, dpr, x, y, 'ring', f'{gid} at {fraction}', lambda *_: True)
    assert s, f'no exact pixel on {gid} near {fraction}'
    cx, cy = (s.px + 0.5) / dpr, (s.py + 0.5) / dpr
    f = ((math.atan2(cy - arc['cy'], cx - arc['cx']) - arc['a0']) % (2 * math.pi)) / (arc['a1'] - arc['a0'])
    px = pg.evaluate('([id, pts]) => window.__sgt.pixels(id, pts)', [gid, [[s.px, s.py]]])[0]
    assert sg_layout.colour_close(px, s.want), f'{gid}: pixel {px}, the display list says {s.want}'
    return f, tuple(px)


@pytest.mark.parametrize('key, a, b', [('blue-yellow', (0, 0, 255), (255, 255, 0)),
                                       ('red-cyan', (255, 0, 0), (0, 255, 255)),
                                       ('red-blue', (255, 0, 0), (0, 0, 255))])
def test_gradient_showcase_matches_true_srgb_and_oklab_interpolation(open_gallery, shots, key, a, b):
    pg = open_gallery()
    pg.locator('#gradients').screenshot(path=str(shots / f'gradients-dpr{pg.sg_dpr}.png'))
    la, lb = oklab(a), oklab(b)
    mids = {}
    for space in ('srgb', 'oklab'):
        gid = f'gradient-{key}-{space}'
        for target in (0.2, 0.35, 0.5, 0.65, 0.8):
            f, px = _ring_pixel(pg, gid, target)
            if space == 'srgb':
                truth = tuple(x + (y - x) * f for x, y in zip(a, b))
            else:
                truth = from_oklab([x + (y - x) * f for x, y in zip(la, lb)])
            # ΔE_OK 0.02 promised, plus 8-bit rounding of the pixel.
            assert delta_e(px, truth) <= 0.03, f'{gid} at {f:.3f}: pixel {px}, true {tuple(round(c) for c in truth)}'
            if target == 0.5:
                mids[space] = px
    assert delta_e(mids['srgb'], mids['oklab']) >= 0.05, f'{key}: sRGB and OKLab midpoints look alike: {mids}'


def test_oklch_longer_hue_ring_goes_through_green(open_gallery):
    pg = open_gallery()
    # Red (29°) to blue (264°) the long way passes hue ~146° (green) halfway; gamut mapping keeps it near.
    f, px = _ring_pixel(pg, 'gradient-red-blue-oklch', 0.5)
    _, a, bb = oklab(px)
    hue = math.degrees(math.atan2(bb, a)) % 360
    assert 120 <= hue <= 170, f'hue {hue:.1f} at {f:.3f} ({px})'
