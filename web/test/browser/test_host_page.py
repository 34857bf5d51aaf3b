"""The host (web/swift-gauge.js) on the suite's own page, pages/styles.html: every style at fixed sizes (one box
of fractional CSS size), the seed examples and a gauge on a bare <canvas>. Independent of the gallery's layout."""
from __future__ import annotations

import re

import pytest

from conftest import TEST_PAGE, open_page

import sg_layout as L
from sg_page import STYLES, check_gauge, screenshot, display_list, gauge_ids


def test_every_gauge_pixels(open_test_page, page, dpr):
    pg = open_test_page()
    ids = gauge_ids(pg)
    shot = screenshot(pg)
    problems, kinds = [], {}
    for gid in ids:
        p, ss, info = check_gauge(pg, gid, shot)
        problems += p
        problems += [f'{gid}: {t}' for t in L.text_problems(display_list(info))]
        kinds.setdefault(info['style'], set()).update(s.kind for s in ss)
    assert set(STYLES) <= set(kinds), f'test page lacks styles {set(STYLES) - set(kinds)}'
    for style, got in kinds.items():
        need = {'fill', 'track', 'outside'} | ({'marker', 'gap'} if style in ('accessoryLinear', 'accessoryCircular') else set())
        if need - got:
            problems.append(f'{style}: no clean samples for {sorted(need - got)}')
    assert not problems, '\n'.join(problems)


VALUES = [('0', 0), ('1', 1), ('1e9', 1e9), ('-Infinity', float('-inf')), ('Infinity', float('inf')), ('NaN', None),
          ('null', None)]


def test_extreme_values(open_test_page, page):
    """Clamped and missing values on every style (animation off): the pixels still follow the display list."""
    pg = open_test_page()
    pg.evaluate("() => { for (const g of Object.values(window.__sgt.gauges())) g.animation = 'none'; }")
    problems = []
    for js, want in VALUES:
        pg.evaluate(f'() => {{ for (const g of Object.values(window.__sgt.gauges())) g.value = {js}; }}')
        pg.evaluate('window.__sgt.rendered()')
        for gid in gauge_ids(pg):
            p, _, info = check_gauge(pg, gid)
            problems += [f'value {js}: {x}' for x in p]
            if want is None and info['value'] is not None:
                problems.append(f"value {js}: {gid}.value reads back {info['value']!r}, expected null")
    assert not problems, '\n'.join(problems)


def _flags(pg, gid):
    return int(re.search(r'flags=(\d+)', pg.evaluate('id => window.__sgt.gauge(id).displayListText()', gid)).group(1))


@pytest.mark.engine_lacks('media-change')  # the animated path in Firefox: test_animation.py
def test_value_change_animates_and_settles(open_test_page, page):
    """A value change animates by default (flag bit 0 on the lists in between) and ends on the exact final
    layout; with prefers-reduced-motion it lands in the next frame."""
    pg = open_test_page()
    gid = 'ring-120x90'
    pg.emulate_media(reduced_motion='no-preference')  # the suite's contexts prefer reduced motion
    pg.wait_for_function('window.gallery.module.reducedMotion === false', timeout=2000)
    pg.evaluate('id => { window.__sgt.gauge(id).value = 5; }', gid)
    pg.evaluate('() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
    assert _flags(pg, gid) & 1, 'no animation after a value change (default animation)'
    pg.evaluate('window.__sgt.rendered()')
    assert _flags(pg, gid) == 0
    problems, _, _ = check_gauge(pg, gid)
    assert not problems, '\n'.join(problems)
    settled = pg.evaluate('id => window.__sgt.gauge(id).displayListText()', gid)
    # the settled list equals a fresh gauge's list for the same state and box (no leftover animation state)
    fresh = pg.evaluate("""id => {
      const g = window.__sgt.gauge(id), c = window.__sgt.canvasOf(id), r = c.getBoundingClientRect();
      const h = window.gallery.module.createGaugeHandle({ style: g.style, lower: g.lower, upper: g.upper,
        value: g.value, tint: g.tint, animation: 'none' });
      h.render(r.width, r.height, devicePixelRatio, 0);
      const t = h.displayListText();
      h.destroy();
      return t;
    }""", gid)
    assert settled == fresh

    pg.emulate_media(reduced_motion='reduce')
    # media-query change events are dispatched in the next rendering update
    pg.wait_for_function('window.gallery.module.reducedMotion === true', timeout=2000)
    pg.evaluate('id => { window.__sgt.gauge(id).value = 95; }', gid)
    pg.evaluate('() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
    assert _flags(pg, gid) == 0, 'still animating under prefers-reduced-motion: reduce'
    problems, _, _ = check_gauge(pg, gid)
    assert not problems, '\n'.join(problems)


@pytest.mark.parametrize('ratio', [1.5, 3])
def test_other_pixel_ratios(page_factory, ratio):
    """Fractional and high devicePixelRatio: backing store, layout ratio and pixels still match."""
    pg = open_page(page_factory(ratio), TEST_PAGE)
    problems = []
    for gid in gauge_ids(pg):
        p, _, info = check_gauge(pg, gid)
        problems += p
    assert not problems, '\n'.join(problems)
