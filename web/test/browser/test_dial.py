"""Dials, as the gallery's dashboard shows them: ticks, labels and needles, zones, a target, an origin, several
values as needles and rings, a segmented bar — every clean pixel against the display-list oracle (which knows
the `line` opcode), tick labels as Chromium drew them, and the zone in the accessibility tree
(docs/regression-cases.md › meter-value-text)."""
from __future__ import annotations

import re

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


NICE = (1, 2, 2.5, 5)


def _is_round_step(step: float) -> bool:
    if not step > 0:
        return False
    while step >= 10:
        step /= 10
    while step < 1:
        step *= 10
    return any(abs(step - m) < 1e-6 for m in NICE)


def test_dashboard_reads_cleanly(open_gallery, page, dpr, shots):
    """docs/swiftui-fidelity.md › Dial ticks and labels, › No needle over text, › Vertical bars: the dashboard at
    this dpr (kept as test-results/screenshots/dashboard-reading-dpr*.png, to look at) has round tick values, units
    only in the value text, no needle over a text as Chromium drew it, and the thermometer's reading under its label
    above the maximum's row at every value (› Numbers hold still: "100°" does not fit beside its 96 px bar at 85 %
    of its size, so no reading of 20…100° sits there); then the speedometer swept through its range keeps every
    text clear."""
    pg = open_gallery()
    pg.locator('#dashboard').screenshot(path=str(shots / f'dashboard-reading-dpr{dpr}.png'))
    units = {'dash-speed': ' km/h', 'dash-fuel': ' %'}
    for gid in DASH[:5]:
        dl = display_list(gauge_info(pg, gid))
        texts = [t.a['s'] for t in dl.ops('text')]
        # Tick labels: the texts at the smallest size (the value text may be a plain number too).
        size = min(t.a['size'] for t in dl.ops('text'))
        ticks = [float(t.a['s']) for t in dl.ops('text')
                 if t.a['size'] == size and re.fullmatch(r'-?\d+(\.\d+)?', t.a['s'])]
        assert len(ticks) >= 3, f'{gid}: tick labels {texts}'
        # Labels are every k-th tick of a round step (one may be left out for the value text's place, never for
        # a needle): the smallest gap is a round step and every gap a whole number of it.
        steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:])}
        step = min(steps)
        automatic = pg.evaluate(f"window.__sgt.gauge('{gid}').dial.majorTicks") == 0  # else the given count rules
        assert (_is_round_step(step) or not automatic) and all(abs(s / step - round(s / step)) < 1e-6 for s in steps), \
            f'{gid}: tick steps {steps} ({texts})'
        unit = units.get(gid)
        if unit:
            assert sum(unit in s for s in texts) == 1, f'{gid}: "{unit}" in {texts} (only the value text has it)'
        assert not L.text_problems(dl), f'{gid}: {L.text_problems(dl)}'
    speed = [t.a['s'] for t in display_list(gauge_info(pg, 'dash-speed')).ops('text')]
    assert speed[:2] == ['0', '20'] and '220' in speed, speed
    thermo = display_list(gauge_info(pg, 'dash-thermo'))
    by = {t.a['s']: t.a for t in thermo.ops('text')}
    bar = max(thermo.ops('fillRoundRect'), key=lambda c: c.a['h'])
    assert bar.a['w'] >= 15, f'the thermometer bar is {bar.a["w"]} px thick in a 96 px box'
    value, label, top = by['68°'], by['Boiler'], next(t.a for t in thermo.ops('text') if t.a['s'] == '100°' and t.a['weight'] == 400)
    assert label['y'] < value['y'] < top['y'] < bar.a['y'] and abs(value['x'] - (bar.a['x'] + bar.a['w'] / 2)) < 0.01, (value, label, top, bar.a)
    for v, text in ((100, '100°'), (20, '20°')):  # the reading holds still: one place and size at every value
        pg.evaluate(f"window.__sgt.gauge('dash-thermo').value = {v}")
        pg.evaluate('window.__sgt.rendered()')
        now = next(t.a for t in display_list(gauge_info(pg, 'dash-thermo')).ops('text') if t.a['s'] == text and t.a['weight'] == 500)
        assert (now['x'], now['y'], now['size']) == (value['x'], value['y'], value['size']), (v, now, value)
    for v in range(0, 221, 20):
        pg.evaluate(f"window.__sgt.gauge('dash-speed').value = {v}")
        pg.evaluate('window.__sgt.rendered()')
        dl = display_list(gauge_info(pg, 'dash-speed'))
        assert not L.text_problems(dl), f'speed {v}: {L.text_problems(dl)}'


def test_tick_format_attribute(open_gallery, page):
    """The element's tick-format attribute (JSON, as format's; with a locale an Intl.NumberFormat whose ticks keep
    its digits) writes the dial's tick labels; removing it restores the unit-free default."""
    pg = open_gallery()
    def ticks():
        pg.evaluate('window.__sgt.rendered()')
        return [t.a['s'] for t in display_list(gauge_info(pg, 'dash-speed')).ops('text')]
    pg.evaluate("""document.getElementById('dash-speed').setAttribute('tick-format', '{"fractionLength": 1}')""")
    assert '20.0' in ticks() and '96 km/h' in ticks()
    pg.evaluate("""document.getElementById('dash-speed').setAttribute('tick-format', '{"locale": "de", "minimumFractionDigits": 1}')""")
    assert '20,0' in ticks()
    pg.evaluate("document.getElementById('dash-speed').removeAttribute('tick-format')")
    assert '20' in ticks() and not any('km/h' in t for t in ticks() if t != '96 km/h')


def test_dial_accessibility(open_gallery, page):
    pg = open_gallery()
    fuel = by_role(pg, 'meter', 'Fuel level')
    assert aria(fuel, 'aria-valuetext') == '50 %, suboptimal'          # docs/regression-cases.md › meter-value-text
    assert aria(fuel, 'aria-valuenow') == '50'
    # the dashboard is markup: its options are attributes (fuel's zones come from <meter>'s low/high/optimum)
    assert (fuel.get_attribute('low'), fuel.get_attribute('high'), fuel.get_attribute('optimum')) == ('33', '66', '80')
    assert pg.locator('#dash-speed').get_attribute('dial') == '{"minorTicks":4}'
    rings = by_role(pg, 'meter', 'Activity')
    assert aria(rings, 'aria-valuetext') == '0.75; Exercise 0.5; Stand 0.9'
    speed = by_role(pg, 'meter', 'Speed')
    assert aria(speed, 'aria-valuetext') == '96 km/h, normal'
    # a value crossing a zone boundary updates the spoken zone (a value at a zone's start is in that zone)
    pg.evaluate("window.__sgt.gauge('dash-speed').value = 130")
    pg.evaluate('window.__sgt.rendered()')
    assert aria(speed, 'aria-valuetext') == '130 km/h, fast'


def test_tick_labels_over_the_limit_warn_once_and_keep_the_element(page_factory):
    """Tick texts a gauge cannot take (over 64 KB in all) are refused before anything changes: `el.dial = …` and
    `el.tickFormat = …` never throw, each logs one warning naming the property, and the gauge keeps its dial, its
    formatter and its drawing."""
    from conftest import open_page
    pg = open_page(page_factory(1), 'test/browser/pages/element.html')
    warnings = []
    pg.on('console', lambda m: warnings.append(m.text) if m.type == 'warning' else None)
    r = pg.evaluate("""async () => {
      const el = document.createElement('swift-gauge');
      el.setAttribute('gauge-style', 'dial'); el.setAttribute('max', '220'); el.setAttribute('value', '150');
      el.style.cssText = 'width: 300px; height: 300px';
      document.body.append(el);
      const g = await el.ready, long = (v) => 'x'.repeat(1000) + v, errors = [];
      el.tickFormat = long;
      el.dial = { majorTicks: 20, minorTicks: 4 };
      await window.__sgt.rendered();
      const before = g.displayListText();
      const attempt = (f) => { try { f(); } catch (e) { errors.push(String(e)); } };
      attempt(() => { el.dial = { majorTicks: 100 }; });                  // 101 labels of 1 KB
      attempt(() => { el.tickFormat = (v) => 'y'.repeat(4000) + v; });  // 21 labels of 4 KB
      await new Promise((r) => setTimeout(r, 50));
      await window.__sgt.rendered();
      return { errors, same: g.displayListText() === before, majorTicks: g.dial.majorTicks, kept: g.tickFormat === long,
               prop: el.tickFormat === long };
    }""")
    assert r == {'errors': [], 'same': True, 'majorTicks': 20, 'kept': True, 'prop': True}, r
    mine = [w for w in warnings if w.startswith('<swift-gauge>')]
    assert len(mine) == 2, mine
    assert mine[0].startswith('<swift-gauge>: dial="') and 'tick labels would be' in mine[0], mine
    assert mine[1].startswith('<swift-gauge>: tickFormat ignored: tickFormat: the tick labels would be'), mine


def test_ticks_at_given_values_and_zones(open_gallery, page, dpr, shots):
    """docs/swiftui-fidelity.md › Ticks at given values: the gallery's section (kept as
    test-results/screenshots/given-ticks-dpr*.png, to look at) — each dial's major ticks are the given values and the
    zones' starts with their labels as Chromium drew them (a percent format writes 0.25 as 25), every label readable (no overlap, inside the box, no
    needle over it) at every value, the same labels at every value; the dial attribute reads back as written."""
    pg = open_gallery()
    pg.locator('#given-ticks').screenshot(path=str(shots / f'given-ticks-dpr{dpr}.png'))
    expected = {'ticks-fuel': ['E', '25', '½', '75', 'F'], 'ticks-rpm': ['0', '3,000', '6,500', '7,800', '9,000'],
                'ticks-coolant': ['C', '90', 'H']}
    for gid, labels in expected.items():
        g = f"window.__sgt.gauge('{gid}')"
        lower, upper = pg.evaluate(f'[{g}.lower, {g}.upper]')
        seen = None
        for k in range(0, 11):
            pg.evaluate(f'{g}.value = {lower + (upper - lower) * k / 10}')
            pg.evaluate('window.__sgt.rendered()')
            dl = display_list(gauge_info(pg, gid))
            size = min(t.a['size'] for t in dl.ops('text'))
            ticks = [t.a['s'] for t in dl.ops('text') if t.a['size'] == size]
            assert ticks == labels, f'{gid} at step {k}: tick labels {ticks}, expected {labels}'
            assert not L.text_problems(dl), f'{gid} at step {k}: {L.text_problems(dl)}'
            seen = seen or ticks
            assert ticks == seen
    assert '"ticksAtZones": true' in pg.locator('#ticks-rpm').get_attribute('dial')
    # The minor graduation: 0…9000 in 1,000s, four divisions each — 35 ticks inside the ends, less the two on given
    # majors (3,000 and 6,500; 7,800 is off the graduation); 5 majors; the arrow needle's shaft.
    lines = [c for c in display_list(gauge_info(pg, 'ticks-rpm')).cmds if c.op == 'line']
    assert len(lines) == 33 + 5 + 1, len(lines)
