"""The gallery (web/index.html) in each engine at devicePixelRatio 1 and 2 (the `dpr` fixture)."""
from __future__ import annotations

import re

import pytest

import sg_layout as L
from conftest import aria_snapshot, by_role, lacks, note_path
from sg_page import STYLES, Shot, check_gauge, screenshot, gauge_ids, gauge_info, display_list, round_half_up


def styles_of(pg) -> dict[str, list[str]]:
    """Gauge ids by style, in page order. The long-label grid (down to 40 pt, where a knock-out ring is a
    device pixel or two at a fractional position) is checked by test_text.py instead."""
    by = {}
    for gid, style in pg.evaluate('Object.entries(window.__sgt.gauges()).map(([k, g]) => [k, g.style])'):
        # the dashboard's dials: test_dial.py; the threshold markers section: test_threshold_markers.py; the needle
        # shapes: test_needles.py; the counting texts: test_value_animation.py; the deltas: test_delta.py; the given
        # ticks: test_dial.py; the gauges you can turn (zones on the thermostat): test_interactive.py (their
        # dials and thermometers are not the six styles' shapes these checks know)
        if not gid.startswith(('long-', 'dash-', 'th-', 'needle-', 'counting-', 'delta-', 'ticks-', 'input-')):
            by.setdefault(style, []).append(gid)
    return by


def test_gallery_loads_without_errors(open_gallery, page):
    pg = open_gallery()
    assert pg.title(), 'the gallery has no title'
    by = styles_of(pg)
    assert set(STYLES) <= set(by), f'the gallery lacks styles {sorted(set(STYLES) - set(by))}'
    # every gauge drew something: its canvas holds at least one non-transparent pixel
    empty = pg.evaluate("""() => Object.keys(window.__sgt.gauges()).filter((id) => {
      const c = window.__sgt.canvasOf(id);
      if (!c.width || !c.height) return true;
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < d.length; i += 4) if (d[i]) return false;
      return true;
    })""")
    assert not empty, f'gauges with a blank canvas: {empty}'
    # (console errors, uncaught errors and HTTP >= 400 fail the test through the `page` fixture)


@pytest.mark.parametrize('style', STYLES)
def test_style_pixels(open_gallery, page, style):
    """Fill, track beyond the fill, knock-out gap, marker and outside pixels of every gallery gauge of `style`,
    against the colours its display list says (getImageData), and the gap/outside on screen (screenshot)."""
    pg = open_gallery()
    ids = styles_of(pg).get(style, [])
    assert ids, f'no {style} gauge in the gallery'
    shot = screenshot(pg, ids)
    problems, kinds = [], set()
    for gid in ids:
        p, ss, _ = check_gauge(pg, gid, shot)
        problems += p
        kinds |= {s.kind for s in ss}
    need = {'fill', 'track', 'outside'} | ({'marker', 'gap'} if style in ('accessoryLinear', 'accessoryCircular') else set())
    if need - kinds:
        problems.append(f'{style}: no gauge gave clean samples for {sorted(need - kinds)}')
    assert not problems, '\n'.join(problems)


def test_gauges_below_the_fold_draw_when_scrolled_into_view(open_gallery, page):
    """The host skips gauges outside the viewport; scrolled into view they must draw correctly."""
    pg = open_gallery(fit=False)
    gid = pg.evaluate("""() => { const ids = Object.keys(window.__sgt.gauges());
      return ids.filter((id) => window.__sgt.canvasOf(id).getBoundingClientRect().top > innerHeight + 100).pop(); }""")
    assert gid, 'no gauge below the fold at 1024x768: the test needs a longer gallery'
    before = gauge_info(pg, gid)['text']
    # change it while it is off screen, then bring it into view: it must show the new state
    pg.evaluate('id => { const g = window.__sgt.gauge(id); g.value = g.lower + (g.upper - g.lower) * 0.17; }', gid)
    pg.evaluate('window.__sgt.rendered()')
    pg.evaluate('id => window.__sgt.meterOf(id).scrollIntoView({block: "center"})', gid)
    # The IntersectionObserver reports the gauge in view in a later task than the frames rendered() waits
    # for (a race that a longer page makes likely): give it up to 3 s to draw, then let it settle.
    try:
        pg.wait_for_function('([id, before]) => window.__sgt.gauge(id).displayListText() !== before', arg=[gid, before],
                             timeout=3000)
    except Exception:
        pass  # reported by the assertion below
    pg.evaluate('window.__sgt.rendered()')
    info = gauge_info(pg, gid)
    assert info['text'] != before, f'{gid} was not redrawn after scrolling into view'
    problems, ss, _ = check_gauge(pg, gid, Shot(pg.screenshot(full_page=True)))
    assert not problems, '\n'.join(problems)
    assert {'outside'} < {s.kind for s in ss}


def test_text_fits_with_the_real_font(open_gallery, page):
    """Text as Chromium really drew it (fillText ink boxes, DejaVu Sans here) stays in the gauge's box (1 px of
    glyph overhang allowed), overlaps no other text and no track, fill or marker."""
    pg = open_gallery()
    problems = []
    for gid in gauge_ids(pg):
        info = gauge_info(pg, gid)
        dl = display_list(info)
        if len(info['texts']) != len(dl.ops('text')):
            problems.append(f"{gid}: {len(info['texts'])} fillText calls for {len(dl.ops('text'))} text commands")
            continue
        problems += [f'{gid}: {p}' for p in L.text_problems(dl)]
    assert not problems, '\n'.join(problems)


def test_backing_store_matches_css_size(open_gallery, page, dpr):
    pg = open_gallery()
    bad = []
    for gid in gauge_ids(pg):
        i = gauge_info(pg, gid)
        want = (round_half_up(i['cssW'] * dpr), round_half_up(i['cssH'] * dpr))
        if (i['canvasW'], i['canvasH']) != want:
            bad.append(f"{gid}: {i['canvasW']}x{i['canvasH']} for CSS {i['cssW']:g}x{i['cssH']:g} at dpr {dpr}, want {want}")
    assert not bad, '\n'.join(bad)
    # a fractional box (the resizable demo) after a resize: backing store and layout follow
    pg.evaluate("""() => { const b = document.getElementById('resizable-ring').parentElement;
                           b.style.width = '150.5px'; b.style.height = '97.25px'; }""")
    pg.evaluate('window.__sgt.rendered()')
    i = gauge_info(pg, 'resizable-ring')
    assert (i['canvasW'], i['canvasH']) == (round_half_up(i['cssW'] * dpr), round_half_up(i['cssH'] * dpr)), i
    display_list(i)  # the list on screen was laid out for the new size
    problems, _, _ = check_gauge(pg, 'resizable-ring')
    assert not problems, '\n'.join(problems)


SEEDS = [
    # (accessible name, min, max, now, valuetext, aria snapshot, accessible description = the bounds labels).
    # The snapshot has no children: the canvas is aria-hidden and the description is not text inside the meter.
    ('Temperature', 0, 40, 21, '21°', '- meter "Temperature"', '0 to 40'),
    ('Battery', 0, 1, 0.8, '80%', '- meter "Battery"', None),
    ('iPhone Storage', 0, 256, 182, '182 GB of 256 GB used', '- meter "iPhone Storage"', None),
    ('AQI', 0, 200, 42, '42', '- meter "AQI"', 'Good to Poor'),
]


def ax_meters(pg) -> dict | None:
    """Chromium's accessibility tree (CDP Accessibility.getFullAXTree): meter name -> (description, value); None in
    an engine whose tree the tests cannot read (Firefox: no CDP), where the ARIA attributes and Playwright's role
    and name are what is checked."""
    if lacks(pg.sg_engine, 'cdp'):
        note_path(pg.sg_engine, 'accessibility tree', "not readable without CDP: ARIA attributes and Playwright's role/name checked")
        return None
    note_path(pg.sg_engine, 'accessibility tree', "the browser's own (CDP Accessibility.getFullAXTree)")
    cdp = pg.context.new_cdp_session(pg)
    try:
        cdp.send('Accessibility.enable')
        nodes = cdp.send('Accessibility.getFullAXTree')['nodes']
    finally:
        cdp.detach()
    out = {}
    for n in nodes:
        if n.get('role', {}).get('value') == 'meter' and not n.get('ignored'):
            out[n.get('name', {}).get('value')] = ((n.get('description') or {}).get('value'), (n.get('value') or {}).get('value'))
    return out


def test_accessibility_seeds(open_gallery, page):
    pg = open_gallery()
    problems = []
    ax = ax_meters(pg)
    for name, lo, hi, now, text, snapshot, description in SEEDS:
        got = ax.get(name) if ax is not None else None
        if ax is not None and (got is None or got[0] != description or abs(got[1] - now) > 1e-6):
            problems.append(f'{name}: accessibility tree (description, value) {got}, expected ({description!r}, {now})')
        meter = by_role(pg, 'meter', name)
        if meter.count() != 1:
            problems.append(f'{name}: {meter.count()} meters with this name')
            continue
        attrs = meter.evaluate("""el => Object.fromEntries(['aria-valuemin', 'aria-valuemax', 'aria-valuenow',
                                  'aria-valuetext', 'role'].map((a) => [a, window.__sgt.aria(el, a)]))""")
        for k, v in (('aria-valuemin', lo), ('aria-valuemax', hi), ('aria-valuenow', now)):
            if attrs[k] is None or float(attrs[k]) != float(v):
                problems.append(f'{name}: {k}={attrs[k]!r}, expected {v}')
        if attrs['aria-valuetext'] != text:
            problems.append(f"{name}: aria-valuetext={attrs['aria-valuetext']!r}, expected {text!r}")
        snap = aria_snapshot(meter)
        if snap.strip() != snapshot:
            problems.append(f'{name}: aria snapshot {snap!r}, expected {snapshot!r}')
    assert not problems, '\n'.join(problems)


def test_accessibility_every_gauge(open_gallery, page):
    """Every gauge's container is a meter (a slider when interactive) with min/max/now/valuetext, named by its label."""
    pg = open_gallery()
    ids = gauge_ids(pg)
    rows = pg.evaluate("""ids => ids.map((id) => {
      const g = window.__sgt.gauge(id), m = window.__sgt.meterOf(id);
      const a = (n) => m && window.__sgt.aria(m, n);
      return { id, label: g.label, value: g.value, lower: g.lower, upper: g.upper, acc: g.accessibility(),
               isContainer: m && m.id === id, role: a('role'), interactive: g.interactive, name: a('aria-label'), min: a('aria-valuemin'),
               max: a('aria-valuemax'), now: a('aria-valuenow'), text: a('aria-valuetext') };
    })""", ids)
    problems = []
    for r in rows:
        gid = r['id']
        role = 'slider' if r['interactive'] else 'meter'  # the gallery's gauges you can turn are sliders
        if r['role'] != role:
            problems.append(f"{gid}: role={r['role']!r}")
            continue
        if not r['isContainer']:
            problems.append(f'{gid}: the meter is not the gauge container #{gid}')
        if r['label'] and r['name'] != r['label']:
            problems.append(f"{gid}: aria-label={r['name']!r}, label is {r['label']!r}")
        for k in ('min', 'max', 'now'):
            if r[k] is None:
                problems.append(f'{gid}: aria-value{k} missing')
        if None not in (r['min'], r['max'], r['now']):
            lo, hi, now = float(r['min']), float(r['max']), float(r['now'])
            if (lo, hi) != (r['lower'], r['upper']) or not lo <= now <= hi:
                problems.append(f'{gid}: aria min/max/now {lo}/{hi}/{now} vs bounds {r["lower"]}…{r["upper"]}')
            if r['value'] is not None and now != min(hi, max(lo, r['value'])):
                problems.append(f"{gid}: aria-valuenow {now} for value {r['value']}")
        if not r['text'] or r['text'] != r['acc']['valueText']:
            problems.append(f"{gid}: aria-valuetext={r['text']!r}, accessibility().valueText={r['acc']['valueText']!r}")
        if r['label']:
            n = by_role(page, role, r['label']).count()
            if n < 1:
                problems.append(f"{gid}: get_by_role({role!r}, name={r['label']!r}) finds nothing")
    assert not problems, '\n'.join(problems)


def test_no_value_draws_track_only(open_gallery, page):
    """value = null (NaN): the track stays, no fill, no marker, no knock-out; aria says "unknown"."""
    pg = open_gallery()
    picks = {style: ids[0] for style, ids in styles_of(pg).items()}
    assert set(STYLES) <= set(picks)
    before = {gid: L.parse(gauge_info(pg, gid)['text']) for gid in picks.values()}
    pg.evaluate('ids => ids.forEach((id) => { window.__sgt.gauge(id).value = null; })', list(picks.values()))
    pg.evaluate('window.__sgt.rendered()')
    problems = []
    for style, gid in picks.items():
        info = gauge_info(pg, gid)
        dl = display_list(info)
        parts = L.structure(dl, style)
        if parts['fill'] or parts['marker'] or dl.ops('knockOut'):
            problems.append(f'{gid} ({style}): no-value list still draws a fill/marker/knock-out:\n{dl.text}')
            continue
        p, ss, _ = check_gauge(pg, gid)
        problems += p
        if not any(s.kind == 'track' for s in ss):
            problems.append(f'{gid} ({style}): no clean track pixel for the no-value gauge:\n{dl.text}')
        # where the marker was, the canvas now shows the track (knock-out gone) — checked through the oracle
        old = L.structure(before[gid], style)
        if old['marker'] is not None:
            mk = old['marker'].a
            px, py = int(mk['cx'] * info['dpr']), int(mk['cy'] * info['dpr'])
            want = L.expected_pixel(dl, px, py, info['dpr'])
            got = pg.evaluate('([id, pts]) => window.__sgt.pixels(id, pts)', [gid, [[px, py]]])[0]
            if want is not None and not L.colour_close(got, want):
                problems.append(f'{gid}: old marker centre ({px},{py}) is {got}, expected the track {want}')
        vt = pg.evaluate('id => [window.__sgt.aria(window.__sgt.meterOf(id), "aria-valuetext"), '
                         'window.__sgt.gauge(id).accessibility().valueText, window.__sgt.gauge(id).value]', gid)
        if vt[0] != 'unknown' or vt[1] != 'unknown' or vt[2] is not None:
            problems.append(f'{gid}: aria-valuetext={vt[0]!r}, accessibility().valueText={vt[1]!r}, value={vt[2]!r}')
    assert not problems, '\n'.join(problems)


def test_reversed_bounds_throw_and_gauge_keeps_rendering(open_gallery, page):
    pg = open_gallery()
    gid = 'seed-temperature'
    r = pg.evaluate("""id => {
      const g = window.__sgt.gauge(id), before = [g.lower, g.upper];
      let err = null;
      try { g.setBounds(50, 10); } catch (e) {
        err = { isError: e instanceof Error, name: e.name, message: String(e.message) };
      }
      return { err, before, after: [g.lower, g.upper] };
    }""", gid)
    assert r['err'] is not None, 'setBounds(50, 10) did not throw'
    assert r['err']['isError'], r['err']
    msg = r['err']['message']
    assert 'setBounds' in msg and re.search(r'\b(lower|upper)\b', msg), f'error message should name the function and argument: {msg!r}'
    assert r['after'] == r['before'], f'bounds changed after a rejected setBounds: {r}'
    # it still renders: change the value, the list and the pixels follow
    before_text = gauge_info(pg, gid)['text']
    pg.evaluate('id => { window.__sgt.gauge(id).value = 33; }', gid)
    pg.evaluate('window.__sgt.rendered()')
    info = gauge_info(pg, gid)
    assert info['text'] != before_text, 'the display list did not change after value = 33'
    problems, ss, _ = check_gauge(pg, gid)
    assert not problems, '\n'.join(problems)
    assert {'marker', 'gap'} <= {s.kind for s in ss}
    assert pg.evaluate('id => window.__sgt.aria(window.__sgt.meterOf(id), "aria-valuenow")', gid) == '33'
