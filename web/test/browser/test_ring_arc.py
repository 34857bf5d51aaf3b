"""Custom arcs for the ring styles on <swift-gauge> (pages/element.html): the `ring-arc` attribute and the
`ringArc` property, invalid attributes (one warning, state kept), and a half ring in a wide box drawn as its
display list says, filling the box centred on its own bounds."""
from __future__ import annotations

import re

import pytest

from conftest import open_page

import sg_layout as L
from sg_page import display_list, gauge_info, oracle_pixel_problems

PAGE = 'test/browser/pages/element.html'

STATE = """id => { const el = document.getElementById(id);
  return { text: el.gauge.displayListText(), arc: el.gauge.ringArc, prop: el.ringArc, attr: el.getAttribute('ring-arc') }; }"""


def element_page(page_factory, dpr=1):
    return open_page(page_factory(dpr), PAGE)


def set_attr(pg, gid, value):
    if value is None:
        pg.evaluate('id => document.getElementById(id).removeAttribute("ring-arc")', gid)
    else:
        pg.evaluate('([id, v]) => document.getElementById(id).setAttribute("ring-arc", v)', [gid, value])
    pg.evaluate('window.__sgt.rendered()')
    return pg.evaluate(STATE, gid)


def test_attribute_and_property_set_the_arc(page_factory):
    pg = element_page(page_factory)
    warnings = []
    pg.on('console', lambda m: warnings.append(m.text) if m.type == 'warning' else None)
    swiftui = pg.evaluate(STATE, 's300')
    assert swiftui['arc'] is None and swiftui['prop'] is None and swiftui['attr'] is None
    half = set_attr(pg, 's300', '-90 180')
    assert half['arc'] == {'startAngle': -90, 'sweep': 180, 'direction': 'clockwise'} == half['prop']
    assert 'a=3.142..6.283' in half['text'], half['text']
    # One number is the sweep, centred on 12 o'clock; a direction word may follow.
    assert set_attr(pg, 's300', '240')['arc'] == {'startAngle': -120, 'sweep': 240, 'direction': 'clockwise'}
    ccw = set_attr(pg, 's300', ' 0  90 counterclockwise ')
    assert ccw['arc'] == {'startAngle': 0, 'sweep': 90, 'direction': 'counterclockwise'}
    # The property writes the attribute in the same grammar; null removes it (SwiftUI's arc again).
    pg.evaluate("() => { document.getElementById('s300').ringArc = { sweep: 360, startAngle: 180 }; }")
    pg.evaluate('window.__sgt.rendered()')
    full = pg.evaluate(STATE, 's300')
    assert full['attr'] == '180 360 clockwise' and full['arc']['sweep'] == 360
    pg.evaluate("() => { document.getElementById('s300').ringArc = null; }")
    pg.evaluate('window.__sgt.rendered()')
    back = pg.evaluate(STATE, 's300')
    assert back['attr'] is None and back['arc'] is None and back['text'] == swiftui['text']
    assert set_attr(pg, 's300', 'none')['text'] == swiftui['text']
    assert [w for w in warnings if w.startswith('<swift-gauge>')] == []


INVALID = ['-90 abc', '0 0', '0 400', '0 -10', 'clockwise', '1 2 3', '0 90 sideways', 'NaN 90', 'Infinity 90', '0 Infinity']


@pytest.mark.parametrize('value', INVALID)
def test_invalid_ring_arc_warns_once_and_keeps_the_arc(page_factory, value):
    pg = element_page(page_factory)
    before = set_attr(pg, 's300', '-90 180')
    warnings = []
    pg.on('console', lambda m: warnings.append(m.text) if m.type == 'warning' else None)
    after = set_attr(pg, 's300', value)
    mine = [w for w in warnings if w.startswith('<swift-gauge>')]
    assert len(mine) == 1, f'expected one warning, got {warnings}'
    assert 'ring-arc="' in mine[0], mine[0]
    assert (after['text'], after['arc']) == (before['text'], before['arc']), 'the gauge changed after an invalid ring-arc'


def test_property_misuse_warns_and_never_throws(page_factory):
    pg = element_page(page_factory)
    set_attr(pg, 's300', '-90 180')
    warnings = []
    pg.on('console', lambda m: warnings.append(m.text) if m.type == 'warning' else None)
    r = pg.evaluate("""() => { const el = document.getElementById('s300'), errors = [];
      for (const v of [{ sweep: '90' }, { end: 3 }, 180, { sweep: 90, direction: 'ccw' }, { sweep: NaN }]) {
        try { el.ringArc = v; } catch (e) { errors.push(String(e)); }
      }
      return { errors, attr: el.getAttribute('ring-arc') }; }""")
    assert r['errors'] == [] and r['attr'] == '-90 180', r
    assert len([w for w in warnings if w.startswith('<swift-gauge>: ringArc ignored')]) == 5, warnings


ADD = """async ([id, attrs, css]) => {
  const el = document.createElement('swift-gauge');
  el.id = id;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.cssText = css;
  document.body.prepend(el);
  window.gallery.gauges[id] = await el.ready;
  await window.__sgt.rendered();
}"""

SCAN = """id => {
  const c = window.__sgt.canvasOf(id), d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
    if (d[(y * c.width + x) * 4 + 3] > 8) { if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y; }
  }
  return { box: [x0, y0, x1 + 1, y1 + 1], w: c.width, h: c.height };
}"""

# Each case with the value whose text is the widest its range writes: the layout is sized for that text
# (docs/swiftui-fidelity.md › Numbers hold still), so only at that value does the ink reach the box's sides.
CASES = {
    'half-ring': ({'gauge-style': 'accessoryCircular', 'ring-arc': '-90 180', 'value': '96', 'min': '0', 'max': '220',
                   'label': 'Speed', 'minimum-value-label': '0', 'maximum-value-label': '220', 'tint': 'green, orange, red'},
                  'width: 320px; height: 150px', '220'),
    'tall-quarter': ({'gauge-style': 'accessoryCircular', 'ring-arc': '0 90 counterclockwise', 'value': '0.3'},
                     'width: 120px; height: 260px', '0.999'),
    'capacity-240': ({'gauge-style': 'accessoryCircularCapacity', 'ring-arc': '240', 'value': '0.4', 'tint': 'teal, indigo'},
                     'width: 260px; height: 160px', '0.999'),
}

PLACES = "id => document.getElementById(id).gauge.displayListText()"


def places(text: str) -> list:
    """The track (the list's first arc) and every text's place, size and width, without the text itself."""
    lines = text.split('\n')
    track = next(l for l in lines if l.startswith('strokeArc'))
    return [track] + [re.sub(r'^text "[^"]*"', 'text', l) for l in lines if l.startswith('text ')]


@pytest.mark.parametrize('case', list(CASES))
def test_custom_arc_fills_its_box_and_matches_the_display_list(page_factory, dpr, case, shots):
    attrs, css, widest = CASES[case]
    pg = element_page(page_factory, dpr)
    gid = f'arc-{case}'
    pg.evaluate(ADD, [gid, {**attrs, 'value': widest}, css])
    pg.locator(f'#{gid}').screenshot(path=str(shots / f'ring-arc-{case}-widest-dpr{dpr}.png'))
    # At the widest value text everything drawn lies in the canvas and reaches two opposite sides of it (the core
    # fits line boxes, whose leading and side bearings hold no ink: up to 6 % short; exact fitting and centring:
    # RingArcTests.swift).
    s = pg.evaluate(SCAN, gid)
    x0, y0, x1, y1 = s['box']
    assert 0 <= x0 and 0 <= y0 and x1 <= s['w'] and y1 <= s['h'], s
    tw, th = 0.06 * s['w'] + 2 * dpr, 0.06 * s['h'] + 2 * dpr
    fills_w = x0 <= tw and x1 >= s['w'] - tw
    fills_h = y0 <= th and y1 >= s['h'] - th
    assert fills_w or fills_h, f'{case}: drawing {s["box"]} does not fill the {s["w"]}x{s["h"]} canvas'
    # At the case's own value nothing moves: the arc, its track and its texts' places are those of the widest text.
    widest_places = places(pg.evaluate(PLACES, gid))
    pg.evaluate('([id, v]) => { document.getElementById(id).setAttribute("value", v); }', [gid, attrs['value']])
    pg.evaluate('window.__sgt.rendered()')
    pg.locator(f'#{gid}').screenshot(path=str(shots / f'ring-arc-{case}-dpr{dpr}.png'))
    assert places(pg.evaluate(PLACES, gid)) == widest_places, f'{case}: the track or a text moved with the value'
    # Every clean pixel is what the display list says.
    problems, dl, _ = oracle_pixel_problems(pg, gid, dpr)
    assert not problems, f'{case}: {problems}'
    assert not L.text_problems(dl), L.text_problems(dl)
