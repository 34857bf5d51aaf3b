"""Dials, as the gallery's dashboard shows them: ticks, labels and needles, zones, a target, an origin, several
values as needles and rings, a segmented bar — every clean pixel against the display-list oracle (which knows
the `line` opcode), tick labels as Chromium drew them, and the zone in the accessibility tree
(docs/regression-cases.md › meter-value-text)."""
from __future__ import annotations

import sg_layout as L
from conftest import aria, by_role
from sg_page import display_list, gauge_info, gauge_ids, oracle_pixel_problems

DASH = ['dash-speed', 'dash-fuel', 'dash-clock', 'dash-temps', 'dash-balance', 'dash-rings', 'dash-lcd', 'dash-origin',
        'dash-thermo', 'dash-aqi', 'dash-half-speed', 'dash-cpu', 'dash-volume']


def test_dial_pixels_match_the_display_list(open_gallery, page, dpr, shots):
    pg = open_gallery()
    assert [g for g in DASH if g in gauge_ids(pg)] == DASH, 'the dashboard section is incomplete'
    pg.locator('#dashboard').screenshot(path=str(shots / f'dashboard-dpr{dpr}.png'))
    problems = []
    for gid in DASH:
        p, dl, info = oracle_pixel_problems(pg, gid, dpr, min_points=500)
        problems += p
        if 'line' not in {c.op for c in dl.cmds} and info['style'] == 'dial':
            problems.append(f'{gid}: a dial without ticks or needle')
        problems += [f'{gid}: {p}' for p in L.text_problems(dl)]
    assert not problems, '\n'.join(problems)


def test_dial_tick_labels_never_overlap_and_stay_inside(open_gallery, page):
    """docs/regression-cases.md › thinned-tick-labels, labels-inside-box and tick-label-distance with the real
    font: the tick labels Chromium drew (ink boxes) overlap nothing and stay in the box."""
    pg = open_gallery()
    for gid in DASH[:5]:
        info = gauge_info(pg, gid)
        dl = display_list(info)
        texts = dl.ops('text')
        assert len(texts) >= 4, f'{gid}: expected tick labels, got {[t.a["s"] for t in texts]}'
        assert not L.text_problems(dl), L.text_problems(dl)
    # the full circle does not label 360 on top of 0 (the seam)
    clock = [t.a['s'] for t in display_list(gauge_info(pg, 'dash-clock')).ops('text')]
    assert '0' in clock and '360' not in clock, clock


def test_dial_accessibility(open_gallery, page):
    pg = open_gallery()
    fuel = by_role(pg, 'meter', 'Fuel level')
    assert aria(fuel, 'aria-valuetext') == '50 %, suboptimal'          # docs/regression-cases.md › meter-value-text
    assert aria(fuel, 'aria-valuenow') == '50'
    # the dashboard is markup: its options are attributes (fuel's zones come from <meter>'s low/high/optimum)
    assert (fuel.get_attribute('low'), fuel.get_attribute('high'), fuel.get_attribute('optimum')) == ('33', '66', '80')
    assert pg.locator('#dash-speed').get_attribute('dial') == '{"majorTicks":11,"minorTicks":4}'
    rings = by_role(pg, 'meter', 'Activity')
    assert aria(rings, 'aria-valuetext') == '0.75; Exercise 0.5; Stand 0.9'
    speed = by_role(pg, 'meter', 'Speed')
    assert aria(speed, 'aria-valuetext') == '96 km/h, normal'
    # a value crossing a zone boundary updates the spoken zone (a value at a zone's start is in that zone)
    pg.evaluate("window.__sgt.gauge('dash-speed').value = 130")
    pg.evaluate('window.__sgt.rendered()')
    assert aria(speed, 'aria-valuetext') == '130 km/h, fast'
