"""<swift-gauge interactive> (web/src/input.js) on pages/interactive.html, driven the way people drive it: Tab into
it, the ARIA slider pattern's keys, a mouse drag along a ring's arc, a dial and bars (across, up, right to left), a
touch drag (Chromium, through CDP), a form's FormData and a real submission, reset back to the value attribute, a
disabled fieldset, readonly, the `input`/`change`
events, the role and values assistive technology gets (Chromium's own tree; Firefox's internals) and the gallery's
section; the focus ring the core draws for the keyboard (not for a click) and the bars' thumb. Screenshots of the
focus ring (light, dark, pixel ratios 1 and 2; Highlight under forced colours), the disabled look and the gallery section go to
test-results/…/screenshots/interactive-*.png.
"""
from __future__ import annotations

import math

import pytest

from conftest import aria, lacks, note_path, open_page

PAGE = 'test/browser/pages/interactive.html'

# Events on the form, recorded for each test: [type, target id, value at the time].
RECORD = """() => { window.__ev = [];
  for (const t of ['input', 'change']) document.getElementById('form').addEventListener(t, (e) => {
    if (e.target.localName === 'swift-gauge') window.__ev.push([t, e.target.id, e.target.value, e.bubbles, e.composed]); }); }"""


@pytest.fixture
def pg(page_factory):
    p = open_page(page_factory(1), PAGE)
    p.evaluate(RECORD)
    return p


def value(pg, gid):
    return pg.evaluate('(id) => document.getElementById(id).value', gid)


def events(pg):
    return pg.evaluate('() => { const e = window.__ev; window.__ev = []; return e; }')


def box(pg, gid):
    return pg.evaluate('(id) => { const r = document.getElementById(id).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }', gid)


def on_ring(pg, gid, degrees, radius=0.8):
    """The page point at `degrees` clockwise from 12 o'clock about the element's centre, `radius` of half its side."""
    x, y, w, h = box(pg, gid)
    r = radius * min(w, h) / 2
    a = math.radians(degrees)
    return x + w / 2 + r * math.sin(a), y + h / 2 - r * math.cos(a)


def on_band(pg, gid, degrees):
    """The page point at `degrees` clockwise from 12 o'clock about the element's centre that is on the gauge's band
    (what the core's partAt calls the track, fill, a zone, the marker or a mark): the middle of the outermost run along
    that ray, so a pointer at whole pixels (Firefox's) still lands on it."""
    return pg.evaluate('''([id, deg]) => { const el = document.getElementById(id), r = el.getBoundingClientRect(), a = deg * Math.PI / 180, s = Math.min(r.width, r.height);
      const at = (k) => [r.width / 2 + k * s * Math.sin(a), r.height / 2 - k * s * Math.cos(a)];
      const on = (k) => ['track', 'fill', 'zone', 'marker', 'mark'].includes(el.gauge.partAt(...at(k))?.part);
      let k = 0.5;
      while (k > 0 && !on(k)) k -= 0.002;
      if (k <= 0) throw new Error(`no band at ${deg}°`);
      let j = k;
      while (j > 0 && on(j)) j -= 0.002;
      const [x, y] = at((k + j) / 2);
      return [r.x + x, r.y + y]; }''', [gid, degrees])


def test_tab_order_role_and_values(pg):
    pg.focus('#before')
    order = []
    for _ in range(7):
        pg.keyboard.press('Tab')
        order.append(pg.evaluate('document.activeElement.id'))
    # The meter is not in the tab order; the interactive gauges are, in document order.
    assert order == ['ring', 'knob', 'bar', 'up', 'rtl', 'inset', 'after'], order
    ring = pg.locator('#ring')
    got = {n: aria(ring, n) for n in ('role', 'aria-label', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-valuetext', 'aria-orientation')}
    assert got == {'role': 'slider', 'aria-label': 'Volume', 'aria-valuenow': '30', 'aria-valuemin': '0', 'aria-valuemax': '100',
                   'aria-valuetext': '30', 'aria-orientation': None}, got
    assert aria(pg.locator('#bar'), 'aria-orientation') == 'horizontal'
    assert aria(pg.locator('#up'), 'aria-orientation') == 'vertical'
    assert aria(pg.locator('#meter'), 'role') == 'meter'
    # No attribute but the tabindex on the author's element.
    assert pg.evaluate("document.getElementById('ring').getAttributeNames().filter((n) => n === 'role' || n.startsWith('aria-'))") == []
    assert pg.evaluate("document.getElementById('ring').getAttribute('tabindex')") == '0'
    if lacks(pg.sg_engine, 'cdp'):
        note_path(pg.sg_engine, 'interactive: accessibility tree', 'not readable: ElementInternals read')
        return
    note_path(pg.sg_engine, 'interactive: accessibility tree', 'CDP Accessibility.getFullAXTree')
    cdp = pg.context.new_cdp_session(pg)
    try:
        cdp.send('Accessibility.enable')
        nodes = cdp.send('Accessibility.getFullAXTree')['nodes']
    finally:
        cdp.detach()
    sliders = {(n.get('name') or {}).get('value'): n for n in nodes if not n.get('ignored') and n.get('role', {}).get('value') == 'slider'}
    assert set(sliders) == {'Volume', 'Thermostat', 'Storage', 'Level', 'Balance', 'Inset'}, set(sliders)
    assert sliders['Volume']['value']['value'] == 30
    props = {p['name']: p['value'].get('value') for p in sliders['Volume'].get('properties', [])}
    assert props.get('focusable') is True and props.get('valuemin') == 0 and props.get('valuemax') == 100, props
    props = {p['name']: p['value'].get('value') for p in sliders['Level'].get('properties', [])}
    assert props.get('orientation') == 'vertical', props


def test_keys_follow_the_slider_pattern_and_fire_input_then_change(pg):
    pg.focus('#ring')
    steps = [('ArrowRight', 31), ('ArrowUp', 32), ('ArrowLeft', 31), ('ArrowDown', 30), ('PageUp', 40), ('PageDown', 30),
             ('End', 100), ('ArrowRight', 100), ('Home', 0), ('ArrowDown', 0)]
    for key, want in steps:
        pg.keyboard.press(key)
        assert value(pg, 'ring') == want, (key, value(pg, 'ring'))
    ev = events(pg)
    # A change fires input then change; a key at a bound changes nothing and fires nothing.
    assert [e[0] for e in ev] == ['input', 'change'] * 8, ev
    assert all(e[3] and e[4] for e in ev), 'bubbling and composed'
    # Its ARIA follows (a value changing fast is written every 250 ms: docs/performance.md › ARIA policy).
    pg.evaluate('window.__sgt.rendered()')
    assert aria(pg.locator('#ring'), 'aria-valuenow') == '0'
    # The value attribute is the default value: a user's change does not write it.
    assert pg.evaluate("document.getElementById('ring').getAttribute('value')") == '30'
    # step 0.5 on the dial; 'any' on the bar moves 1 % of the range; PageUp 10 %.
    pg.focus('#knob')
    pg.keyboard.press('ArrowUp')
    assert value(pg, 'knob') == 21.5
    pg.focus('#bar')
    pg.keyboard.press('ArrowRight')
    assert value(pg, 'bar') == 52
    pg.keyboard.press('PageUp')
    assert value(pg, 'bar') == 72
    # Up the vertical bar; right to left the horizontal arrows swap.
    pg.focus('#up')
    pg.keyboard.press('ArrowUp')
    assert value(pg, 'up') == 5
    pg.focus('#rtl')
    pg.keyboard.press('ArrowRight')
    assert value(pg, 'rtl') == 45
    pg.keyboard.press('ArrowLeft')
    pg.keyboard.press('ArrowLeft')
    assert value(pg, 'rtl') == 55
    events(pg)
    # The page's own changes fire nothing.
    pg.evaluate("async () => { const el = document.getElementById('ring'); el.value = 70; el.gauge.value = 71; await window.__sgt.rendered(); }")
    assert events(pg) == []


def test_mouse_drag_follows_the_arc_and_never_crosses_the_gap(pg):
    # accessoryCircular: 270° from 7:30 to 4:30 clockwise, 0…100.
    x, y = on_ring(pg, 'ring', 0)
    page_animation = pg.evaluate("JSON.stringify(document.getElementById('ring').animation)")
    pg.mouse.move(x, y)
    pg.mouse.down()
    assert value(pg, 'ring') == 50, 'a press at 12 o\'clock sets the middle'
    assert pg.evaluate('document.activeElement.id') == 'ring'
    # A click shows no focus ring (as on <input type=range>); the thumb is not animated while the pointer is down.
    assert not pg.evaluate("document.getElementById('ring').matches(':focus-visible')")
    assert pg.evaluate("document.getElementById('ring').animation") == 'none'
    for deg in range(10, 91, 10):
        pg.mouse.move(*on_ring(pg, 'ring', deg))
    assert value(pg, 'ring') == round(50 + 90 / 270 * 100)
    # On through the maximum's end into the gap, past 6 o'clock to the minimum's side: it stays at the maximum.
    for deg in range(100, 200, 10):
        pg.mouse.move(*on_ring(pg, 'ring', deg))
    assert value(pg, 'ring') == 100
    # Back along the arc, far from the centre (outside the element): still the angle.
    pg.mouse.move(*on_ring(pg, 'ring', 135, radius=3))
    pg.mouse.move(*on_ring(pg, 'ring', 90, radius=3))
    assert value(pg, 'ring') == 83
    pg.mouse.up()
    assert pg.evaluate("JSON.stringify(document.getElementById('ring').animation)") == page_animation != '"none"'
    ev = events(pg)
    assert ev[-1][0] == 'change' and [e[0] for e in ev].count('change') == 1, ev
    assert ev.count(['input', 'ring', 50, True, True]) == 1 and len(ev) > 5
    # The dial: a press on its arc straight above its centre is the middle of the default −135…135 arc. A press in
    # the gap at the bottom only focuses; a drag from the arc into it goes to the nearer end: just left of its middle
    # the minimum's, just right the maximum's.
    x, y, w, h = box(pg, 'knob')
    pg.mouse.click(*on_band(pg, 'knob', 0))
    assert value(pg, 'knob') == 20
    pg.mouse.click(x + w / 2 - 3, y + h - 2)
    assert value(pg, 'knob') == 20
    for deg, end, want in ((-120, -3, 10), (120, 3, 30)):
        pg.mouse.move(*on_band(pg, 'knob', deg))
        pg.mouse.down()
        pg.mouse.move(x + w / 2 + end, y + h - 2)
        pg.mouse.up()
        assert value(pg, 'knob') == want


def test_mouse_drag_along_bars_across_up_and_right_to_left(pg):
    x, y, w, h = box(pg, 'bar')
    pg.mouse.move(x + w / 2, y + h / 2)
    pg.mouse.down()
    assert 90 <= value(pg, 'bar') <= 110
    pg.mouse.move(max(1, x - 20), y + h / 2)  # (Firefox moves only inside the viewport)
    assert value(pg, 'bar') == 0
    pg.mouse.move(x + w + 50, y - 30)
    assert value(pg, 'bar') == 200
    pg.mouse.up()
    x, y, w, h = box(pg, 'up')
    # Its band's lowest point under the centre (the layout keeps 4 px of room for the focus ring while interactive).
    low = pg.evaluate('''() => { const el = document.getElementById('up'), r = el.getBoundingClientRect();
      for (let y = r.height - 0.5; y > 0; y -= 0.5) if (['track', 'fill', 'marker'].includes(el.gauge.partAt(r.width / 2, y)?.part)) return y;
      throw new Error('no band'); }''')
    assert h - 8 < low < h - 4, (low, h)
    pg.mouse.move(x + w / 2, y + low - 0.5)
    pg.mouse.down()
    pg.mouse.move(x + w / 2, y - 40)
    pg.mouse.up()
    assert value(pg, 'up') == 10
    x, y, w, h = box(pg, 'rtl')
    left = pg.evaluate('''() => { const el = document.getElementById('rtl'), r = el.getBoundingClientRect();
      for (let x = 0.5; x < r.width; x += 0.5) if (['track', 'fill', 'marker'].includes(el.gauge.partAt(x, r.height / 2)?.part)) return x;
      throw new Error('no band'); }''')
    assert left < w / 4, (left, w)
    pg.mouse.click(x + left + 0.5, y + h / 2)
    assert value(pg, 'rtl') == 100, 'right to left: the maximum at the left'
    ev = events(pg)
    assert [e[0] for e in ev].count('change') == 3, ev


def test_touch_drag(pg):
    if lacks(pg.sg_engine, 'cdp'):
        note_path(pg.sg_engine, 'interactive: touch', 'no touch input over WebDriver BiDi: mouse only')
        pytest.skip('touch events need CDP (Chromium)')
    note_path(pg.sg_engine, 'interactive: touch', 'CDP Input.dispatchTouchEvent')
    cdp = pg.context.new_cdp_session(pg)
    try:
        def touch(kind, pt):
            cdp.send('Input.dispatchTouchEvent', {'type': kind, 'touchPoints': [] if kind == 'touchEnd' else [{'x': pt[0], 'y': pt[1]}]})
        touch('touchStart', on_ring(pg, 'ring', -90))
        for deg in range(-80, 1, 10):
            touch('touchMove', on_ring(pg, 'ring', deg))
        touch('touchEnd', None)
    finally:
        cdp.detach()
    assert value(pg, 'ring') == 50
    assert pg.evaluate('scrollX + scrollY') == 0, 'the drag did not pan the page'
    assert [e[0] for e in events(pg)][-1] == 'change'


FORM = """() => Object.fromEntries([...new FormData(document.getElementById('form'))])"""


def test_form_data_reset_and_disabled_fieldset(pg):
    assert pg.evaluate(FORM) == {'before': 'x', 'volume': '30', 'heat': '21', 'disk': '50', 'level': '4', 'rtl': '50', 'inset': '0.5', 'after': 'y'}
    pg.focus('#ring')
    pg.keyboard.press('PageUp')
    # The page's value attribute is the default value; its `value` property is not (as <input>'s value/defaultValue).
    pg.evaluate("document.getElementById('knob').setAttribute('value', '25'); document.getElementById('bar').value = 120")
    assert pg.evaluate(FORM)['volume'] == '40'
    pg.evaluate("document.getElementById('form').reset()")
    pg.evaluate('window.__sgt.rendered()')
    assert (value(pg, 'ring'), value(pg, 'knob'), value(pg, 'bar')) == (30, 25, 50), 'reset goes back to the value attribute'
    assert pg.evaluate(FORM)['volume'] == '30'
    events(pg)
    # A disabled fieldset: out of the tab order and the form data, keys and presses change nothing, it looks disabled.
    pg.evaluate("document.getElementById('fs').disabled = true")
    assert pg.evaluate("document.getElementById('inset').matches(':disabled')")
    assert 'inset' not in pg.evaluate(FORM)
    assert aria(pg.locator('#inset'), 'aria-disabled') == 'true'
    pg.focus('#rtl')
    pg.keyboard.press('Tab')
    assert pg.evaluate('document.activeElement.id') == 'after'
    pg.evaluate("document.getElementById('inset').focus()")
    pg.keyboard.press('End')
    x, y, w, h = box(pg, 'inset')
    pg.mouse.click(x + w / 2 + w * 0.4, y + h / 2)
    assert value(pg, 'inset') == 0.5 and events(pg) == []
    assert pg.evaluate("getComputedStyle(document.getElementById('inset')).opacity") == '0.45'
    pg.evaluate("document.getElementById('fs').disabled = false")
    pg.focus('#rtl')
    pg.keyboard.press('Tab')
    assert pg.evaluate('document.activeElement.id') == 'inset'
    # readonly: focusable, unchanged by keys.
    pg.evaluate("document.getElementById('bar').readOnly = true")
    # (no pointer cursor and no touch-action: none for what cannot be dragged)
    assert pg.evaluate("[getComputedStyle(document.getElementById('bar')).cursor, getComputedStyle(document.getElementById('bar')).touchAction]") == ['auto', 'auto']
    pg.focus('#bar')
    pg.keyboard.press('End')
    assert value(pg, 'bar') == 50 and aria(pg.locator('#bar'), 'aria-readonly') == 'true'
    # Not interactive any more: a meter again, out of the tab order and the form.
    pg.evaluate("document.getElementById('ring').interactive = false")
    assert aria(pg.locator('#ring'), 'role') == 'meter'
    assert pg.evaluate("document.getElementById('ring').hasAttribute('tabindex')") is False
    assert 'volume' not in pg.evaluate(FORM)


def test_enter_submits_the_form_as_an_input_does(pg):
    # <input>'s implicit submission: the form's first submit button is clicked (none if it is disabled), else the form
    # is submitted itself; read-only gauges too, the values in the submitted data.
    pg.evaluate('''() => { window.__submits = []; document.getElementById('form').addEventListener('submit', (e) => {
      e.preventDefault(); __submits.push([e.submitter?.id ?? null, new FormData(e.target).get('volume')]); }); }''')
    pg.focus('#ring')
    pg.keyboard.press('ArrowUp')
    pg.keyboard.press('Enter')
    assert pg.evaluate('__submits') == [[None, '31']]
    pg.evaluate("""document.getElementById('after').insertAdjacentHTML('afterend', '<button id="go">Save</button>')""")
    pg.evaluate("document.getElementById('bar').readOnly = true")
    pg.focus('#bar')
    pg.keyboard.press('Enter')
    assert pg.evaluate('__submits') == [[None, '31'], ['go', '31']]
    pg.evaluate("document.getElementById('go').disabled = true")
    pg.focus('#knob')
    pg.keyboard.press('Enter')
    assert pg.evaluate('__submits') == [[None, '31'], ['go', '31']]
    assert value(pg, 'knob') == 21 and value(pg, 'bar') == 50


def test_form_properties_the_dirty_value_and_no_value_in_the_middle(pg):
    # `name`, `disabled` and `readOnly` reflect their attributes, as <input>'s; `form` and `labels` are the internals'.
    got = pg.evaluate("""() => { const k = document.getElementById('knob'), r = [k.name, k.disabled, k.readOnly, k.form.id, k.labels.length];
      k.name = 'temp'; k.disabled = true; r.push(k.getAttribute('name'), k.hasAttribute('disabled'), k.matches(':disabled'), k.tabIndex);
      k.disabled = false; k.readOnly = true; r.push(k.getAttribute('readonly'), k.ariaReadOnly ?? null); k.readOnly = false; k.name = 'heat';
      return r.concat(k.hasAttribute('readonly'), k.tabIndex); }""")
    assert got[:8] == ['heat', False, False, 'form', 0, 'temp', True, True], got
    assert got[9] == '' and got[-2:] == [False, 0], got
    # The dirty value: once the user (or the value property) set it, the value attribute is only the default.
    pg.focus('#knob')
    pg.keyboard.press('ArrowUp')
    pg.evaluate("document.getElementById('knob').setAttribute('value', '12')")
    assert value(pg, 'knob') == 21.5 and pg.evaluate(FORM)['heat'] == '21.5'
    pg.evaluate("document.getElementById('form').reset()")
    assert value(pg, 'knob') == 12, 'a reset takes the attribute and clears the dirty flag'
    pg.evaluate("document.getElementById('knob').setAttribute('value', '21')")
    assert value(pg, 'knob') == 21
    # No value is the middle of the range, as <input type=range>'s default: in the form's data and the ARIA too.
    # (Sized: an unsized bar appended to the page's flow flips Firefox's classic scrollbar, a ResizeObserver loop error.)
    got = pg.evaluate("""async () => { const e = document.createElement('swift-gauge'); e.style.cssText = 'width: 200px; height: 60px';
      for (const [k, v] of [['interactive', ''], ['name', 'novalue'], ['min', '0'], ['max', '10'], ['step', '1']]) e.setAttribute(k, v);
      document.getElementById('form').append(e); await e.ready; await window.__sgt.rendered();
      const fd = () => new FormData(document.getElementById('form')).get('novalue'), r = [e.value, fd()];
      e.value = null; r.push(e.value); e.value = 'abc'; r.push(e.value); e.value = '7'; r.push(e.value, e.getAttribute('value'));
      e.setAttribute('value', '2'); r.push(e.value); document.getElementById('form').reset(); r.push(e.value);
      e.setAttribute('value', '3'); r.push(e.value, fd()); e.remove(); return r; }""")
    assert got == [5, '5', 5, 5, 7, None, 7, 2, 3, '3'], got


def test_the_focus_ring_follows_an_accent_color_set_after_load(pg):
    on = ring_points(160, 78.5)
    pg.focus('#before')
    pg.keyboard.press('Tab')
    assert pg.evaluate("document.activeElement.id") == 'ring'
    for css, rgb in [('rgb(0, 160, 0)', (0, 160, 0)), ('rgb(200, 0, 120)', (200, 0, 120))]:
        pg.evaluate(f"document.body.style.accentColor = '{css}'")
        pg.evaluate('window.__sgt.rendered()')
        got = pg.evaluate(PIXELS, ['ring', on])
        assert all(max(abs(a - b) for a, b in zip(p[:3], rgb)) <= 4 and p[3] > 200 for p in got), (css, got)
    # A meter reads no focus colour from the page; turned interactive, it does (and draws its ring in the accent).
    pg.evaluate("const m = document.getElementById('meter'); m.style.cssText = 'width: 160px; height: 160px'; m.interactive = true")
    pg.focus('#rtl')
    pg.keyboard.press('Tab')
    assert pg.evaluate("document.activeElement.id") == 'meter'
    got = pg.evaluate(PIXELS, ['meter', on])
    assert all(max(abs(a - b) for a, b in zip(p[:3], (200, 0, 120))) <= 4 and p[3] > 200 for p in got), got


# The canvas's pixels (RGBA) at CSS points `pts` of element `id` (its canvas fills it: the gauge's box).
PIXELS = """async ([id, pts]) => { await window.__sgt.rendered(); const c = document.getElementById(id).shadowRoot.querySelector('canvas');
  const k = c.width / c.getBoundingClientRect().width, x = c.getContext('2d');
  return pts.map(([px, py]) => [...x.getImageData(Math.floor(px * k), Math.floor(py * k), 1, 1).data]); }"""


def ring_points(side, r, n=12):
    """`n` points on the circle of radius `r` (CSS px) about the centre of a `side` × `side` box."""
    return [[side / 2 + r * math.cos(2 * math.pi * (i + 0.5) / n), side / 2 + r * math.sin(2 * math.pi * (i + 0.5) / n)] for i in range(n)]


def test_the_core_draws_the_focus_ring_for_the_keyboard_not_for_a_click(pg):
    # #ring: 160 px, laid out 4 px in (InputState.focusRoom), so the ring's outer edge is at 76 px from the centre and
    # the focus ring's stroke centre at 76 + 1 + 1.5 = 78.5; its inside (77…80) holds nothing else.
    on, off = ring_points(160, 78.5), ring_points(160, 72.5)
    before = pg.evaluate(PIXELS, ['ring', on])
    assert all(p[3] == 0 for p in before), before
    pg.focus('#before')
    pg.keyboard.press('Tab')  # keyboard focus: :focus-visible
    assert pg.evaluate("document.activeElement.id === 'ring' && document.getElementById('ring').matches(':focus-visible')")
    # No CSS outline any more: the ring is the core's, around the round gauge.
    assert pg.evaluate("getComputedStyle(document.getElementById('ring')).outlineStyle") == 'none'
    ring = pg.evaluate(PIXELS, ['ring', on])
    assert all(p[3] > 200 for p in ring), ring
    # One colour all round (the page's accent), not the ring's tint, which lies inside it.
    assert max(abs(a - b) for p in ring for a, b in zip(p[:3], ring[0][:3])) <= 8, ring
    # The gauge itself did not move when focus came: the same pixels inside.
    assert pg.evaluate(PIXELS, ['ring', off]) == pg.evaluate(PIXELS, ['ring', off])
    # Its own colour (focus-color), and gone on blur.
    pg.evaluate("document.getElementById('ring').setAttribute('focus-color', '#6d28d9')")
    got = pg.evaluate(PIXELS, ['ring', on])
    assert all(abs(p[0] - 109) <= 3 and abs(p[1] - 40) <= 3 and abs(p[2] - 217) <= 3 for p in got), got
    pg.keyboard.press('Tab')
    assert all(p[3] == 0 for p in pg.evaluate(PIXELS, ['ring', on]))
    # A mouse click focuses without :focus-visible, so no ring (as <input type=range>).
    x, y, w, h = box(pg, 'ring')
    pg.mouse.click(*on_ring(pg, 'ring', 0))
    assert pg.evaluate("document.activeElement.id") == 'ring'
    assert not pg.evaluate("document.getElementById('ring').matches(':focus-visible')")
    assert all(p[3] == 0 for p in pg.evaluate(PIXELS, ['ring', on]))
    # The bar, focused: a capsule ring above and below its track (two more opaque runs down a column than blurred).
    column = """async () => { await window.__sgt.rendered(); const c = document.getElementById('bar').shadowRoot.querySelector('canvas');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height), x = Math.floor(c.width * 0.6);
      let runs = 0, inside = false;
      for (let y = 0; y < c.height; y++) { const o = d.data[(y * c.width + x) * 4 + 3] > 128; if (o && !inside) runs++; inside = o; }
      return runs; }"""
    pg.focus('#before')
    for _ in range(3):
        pg.keyboard.press('Tab')
    assert pg.evaluate("document.activeElement.id") == 'bar'
    focused = pg.evaluate(column)
    pg.keyboard.press('Tab')
    assert pg.evaluate(column) == focused - 2, focused


@pytest.mark.parametrize('scheme', ['light', 'dark'])
def test_focus_ring_and_disabled_look_screenshots(page_factory, shots, dpr, scheme):
    pg = page_factory(dpr, color_scheme=scheme)
    open_page(pg, PAGE)
    if scheme == 'dark':  # (the page has no scheme of its own: the gauges follow the root's)
        pg.evaluate("async () => { document.documentElement.style.colorScheme = 'dark'; document.body.style.background = '#1c1c1e'; document.body.style.color = '#fff'; await window.__sgt.rendered(); }")
    pg.focus('#before')
    pg.keyboard.press('Tab')  # keyboard focus: :focus-visible
    assert pg.evaluate("document.getElementById('ring').matches(':focus-visible')")
    pg.evaluate("async () => { document.getElementById('fs').disabled = true; await window.__sgt.rendered(); }")
    path = shots / f'interactive-focus-ring-{scheme}-dpr{dpr}.png'
    pg.locator('#form').screenshot(path=str(path))
    assert path.stat().st_size > 1000
    for _ in range(2):
        pg.keyboard.press('Tab')
    assert pg.evaluate("document.activeElement.id") == 'bar'
    pg.evaluate('window.__sgt.rendered()')
    path = shots / f'interactive-focus-bar-{scheme}-dpr{dpr}.png'
    pg.locator('#form').screenshot(path=str(path))


def test_gallery_section_turns_and_shows_the_form(open_gallery, dpr, shots):
    pg = open_gallery()
    pg.locator('#input').scroll_into_view_if_needed()
    x, y, w, h = box(pg, 'input-volume')
    pg.mouse.move(x + w / 2, y + 6)
    pg.mouse.down()
    pg.mouse.move(*on_ring(pg, 'input-volume', 90))
    pg.mouse.up()
    pg.focus('#input-thermostat')
    pg.keyboard.press('PageUp')
    got = pg.evaluate("document.getElementById('input-data').value")
    assert got == 'volume=83&thermostat=23&storage=182', got
    pg.locator('#input').screenshot(path=str(shots / f'interactive-gallery-dpr{dpr}.png'))
    pg.evaluate("document.getElementById('input-form').reset()")
    pg.wait_for_function("document.getElementById('input-data').value === 'volume=35&thermostat=21&storage=182'")


def test_a_submission_carries_the_values(pg):
    pg.focus('#knob')
    pg.keyboard.press('End')
    with pg.expect_navigation():
        pg.evaluate("document.getElementById('form').requestSubmit()")
    query = pg.evaluate('location.search')
    assert 'volume=30' in query and 'heat=30' in query and 'disk=50' in query and 'meter=' not in query, query


@pytest.mark.engine_lacks('media-change')
def test_the_focus_ring_is_highlight_under_forced_colours(pg):
    pg.emulate_media(forced_colors='active')
    pg.focus('#before')
    pg.keyboard.press('Tab')
    highlight = pg.evaluate("""() => { const s = document.createElement('span'); s.style.color = 'Highlight'; document.body.append(s);
      const c = getComputedStyle(s).color.match(/[\\d.]+/g).slice(0, 3).map(Number); s.remove(); return c; }""")
    pg.wait_for_function("window.__sgt !== undefined")
    ring = pg.evaluate(PIXELS, ['ring', ring_points(160, 78.5)])
    assert all(p[3] > 200 and max(abs(a - b) for a, b in zip(p[:3], highlight)) <= 8 for p in ring), (highlight, ring)
    pg.emulate_media(forced_colors='none')
