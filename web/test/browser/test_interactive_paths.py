"""Interactive gauges on the host's other paths (web/src/input.js; docs/design.md › Input gauges), on
pages/interactive-paths.html: createGauge on a container and on the page's own canvas, and gauges on a surface (the
proxy element of each is its slider). Driven as people drive them — Tab, keys, a mouse press and drag — and read back
from the gauges, the `input`/`change` events (bubbling, with the gauge in `detail`) and the role attributes. Also the
value sanitised as <input type=range>'s (snapped to `step`, within the bounds) on every path, <swift-gauge> included,
and a <swift-gauge>'s value restored after back/forward navigation (where the engine restores form state).
"""
from __future__ import annotations

import pytest

from conftest import aria, lacks, note_path, open_page

PAGE = 'test/browser/pages/interactive-paths.html'


@pytest.fixture
def pg(page_factory):
    return open_page(page_factory(1), PAGE)


def events(pg):
    return pg.evaluate('() => { const e = window.__ev; window.__ev = []; return e; }')


def val(pg, name):
    return pg.evaluate(f'gallery.{name}.value')


def rect(pg, sel):
    return pg.evaluate('(s) => { const r = document.querySelector(s).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }', sel)


def proxy(name):
    """The surface gauge `name`'s proxy element, as a CSS selector (its aria-label)."""
    return {'knob': '#dash [aria-label="Thermostat"]', 'bar': '#dash [aria-label="Storage"]', 'meter': '#dash [aria-label="Meter"]'}[name]


def band_y(pg, name, fx):
    """The page y at which gauge `name` (a bar) has its band (the core's partAt: track, fill or the thumb) at x fraction `fx` of
    its box, and that page x."""
    return pg.evaluate('''([n, fx]) => { const g = gallery[n], b = g._binding, r = (b.proxy ?? b.canvas).getBoundingClientRect();
      for (let y = 0; y < r.height; y += 0.5) if (['track', 'fill', 'marker'].includes(g.partAt(fx * r.width, y)?.part)) return [r.x + fx * r.width, r.y + y + 1];
      throw new Error(`no band in ${n}`); }''', [name, fx])


def test_tab_order_and_roles_on_every_path(pg):
    pg.focus('#before')
    order = []
    for _ in range(5):
        pg.keyboard.press('Tab')
        order.append(pg.evaluate("document.activeElement.id || document.activeElement.getAttribute('aria-label')"))
    # The container, the page's canvas, the surface's two interactive proxies; not the surface's meter.
    assert order == ['box', 'own', 'Thermostat', 'Storage', 'after'], order
    for sel, want in (('#box', 'slider'), ('#own', 'slider'), (proxy('knob'), 'slider'), (proxy('bar'), 'slider'), (proxy('meter'), 'meter')):
        assert aria(pg.locator(sel), 'role') == want, sel
    assert aria(pg.locator('#own'), 'aria-orientation') == 'horizontal'
    assert aria(pg.locator(proxy('knob')), 'aria-orientation') is None
    assert aria(pg.locator(proxy('knob')), 'aria-valuenow') == '21'
    assert pg.get_by_role('slider', name='Storage').count() == 1
    # No scrolling while a finger turns it: the touch action on the controls, not on the meter.
    assert pg.evaluate("[...document.querySelectorAll('#box, #own, #dash > div')].map((e) => e.style.touchAction + ' ' + e.style.cursor)") == \
        ['none pointer'] * 4 + [' '], 'touch action and cursor'


def test_keys_set_values_and_fire_events_with_the_gauge(pg):
    pg.focus('#box')
    pg.keyboard.press('ArrowUp')
    pg.keyboard.press('End')
    assert val(pg, 'ring') == 100
    assert events(pg) == [['input', 'box', 'Volume', 31, True], ['change', 'box', 'Volume', 31, True],
                          ['input', 'box', 'Volume', 100, True], ['change', 'box', 'Volume', 100, True]]
    pg.focus(proxy('knob'))
    pg.keyboard.press('ArrowDown')
    pg.keyboard.press('PageUp')  # 10 % of 10…30
    assert val(pg, 'knob') == 22.5
    ev = events(pg)
    assert [e[0] for e in ev] == ['input', 'change', 'input', 'change'] and all(e[2] == 'Thermostat' for e in ev), ev
    pg.wait_for_function("document.querySelector('#dash [aria-label=\"Thermostat\"]').getAttribute('aria-valuenow') === '22.5'")
    # The page's own changes fire nothing.
    pg.evaluate('gallery.bar.value = 120')
    pg.keyboard.press('Tab')
    pg.keyboard.press('Home')
    assert val(pg, 'bar') == 0
    assert [e[0] for e in events(pg)] == ['input', 'change']


def test_mouse_press_and_drag_on_a_surface_and_a_page_canvas(pg):
    x, y, w, h = rect(pg, proxy('bar'))
    track_y = band_y(pg, 'bar', 0.25)[1]
    pg.mouse.move(x + w * 0.25, track_y)
    pg.mouse.down()
    first = val(pg, 'bar')
    pg.mouse.move(x + w * 0.75, track_y, steps=4)
    pg.mouse.up()
    assert 20 < first < 80 and 120 < val(pg, 'bar') < 180, (first, val(pg, 'bar'))
    ev = events(pg)
    assert ev[0][0] == 'input' and ev[-1][0] == 'change' and ev[-1][2] == 'Storage' and ev[-1][3] == val(pg, 'bar'), ev
    # The surface's proxy took focus (no focus ring from a click) and the bar followed the pointer.
    assert pg.evaluate("document.activeElement.getAttribute('aria-label')") == 'Storage'
    # The dial: a press on its arc at its right (3 o'clock) is past the middle of 10…30.
    pg.mouse.click(*pg.evaluate('''() => { const g = gallery.knob, r = g._binding.proxy.getBoundingClientRect();
      for (let x = r.width; x > r.width / 2; x -= 0.5) if (['track', 'zone', 'fill'].includes(g.partAt(x, r.height / 2)?.part)) return [r.x + x - 1, r.y + r.height / 2];
      throw new Error('no arc'); }'''))
    assert 20 < val(pg, 'knob') <= 30 and val(pg, 'knob') * 2 == round(val(pg, 'knob') * 2)
    # createGauge on the page's canvas: a press near its end reads near 10, on a whole step.
    pg.mouse.click(*band_y(pg, 'onCanvas', 0.97))
    assert val(pg, 'onCanvas') >= 9 and val(pg, 'onCanvas') == int(val(pg, 'onCanvas'))


def test_a_press_off_the_band_only_focuses(pg):
    # The ring's centre text, the bar's label, the dial's hub: focus, no value, no event (the core's partAt).
    parts = pg.evaluate('''() => { const p = (n, fx, fy) => { const g = gallery[n], r = (g._binding.proxy ?? g._binding.canvas).getBoundingClientRect();
        return [g.partAt(fx * r.width, fy * r.height)?.part ?? null, r.x + fx * r.width, r.y + fy * r.height]; };
      let label = null; // the bar's label: the first point of the grid on it
      for (let fy = 0; fy < 1 && !label; fy += 0.05) for (let fx = 0; fx < 1 && !label; fx += 0.02) { const q = p('bar', fx, fy); if (q[0] === 'label') label = q; }
      return [p('ring', 0.5, 0.5), label, p('knob', 0.5, 0.5)]; }''')
    assert parts[0][0] == 'valueText' and parts[1] and parts[2][0] not in ('track', 'fill', 'zone', 'marker', 'mark'), parts
    before = [val(pg, n) for n in ('ring', 'bar', 'knob')]
    for (part, px, py), sel in zip(parts, ('#box', proxy('bar'), proxy('knob'))):
        pg.mouse.click(px, py)
        assert pg.evaluate("(s) => document.activeElement === document.querySelector(s)", sel), sel
    assert [val(pg, n) for n in ('ring', 'bar', 'knob')] == before
    assert events(pg) == []


def test_values_are_sanitised_to_step_and_bounds(pg):
    got = pg.evaluate('''() => {
      const out = [];
      gallery.knob.value = 21.3; out.push(gallery.knob.value);      // step 0.5 from 10
      gallery.ring.value = 140; out.push(gallery.ring.value);       // above the upper bound
      gallery.ring.step = 7; out.push(gallery.ring.value);          // 100 is off 0 + 7n: 98
      gallery.meter.value = 3.3; out.push(gallery.meter.value);     // a meter shows what it is given
      gallery.bar.value = 12.345; out.push(gallery.bar.value);      // step 'any': only the bounds
      gallery.bar.step = 0.1; gallery.bar.value = 0.15; out.push(gallery.bar.value); // half a step up, as <input type=range>
      gallery.bar.value = 0.35; out.push(gallery.bar.value);
      gallery.knob.interactive = false; gallery.knob.value = 21.3; out.push(gallery.knob.value);
      return out; }''')
    assert got == [21.5, 100, 98, 3.3, 12.345, 0.2, 0.4, 21.3], got
    assert events(pg) == []


def test_a_swift_gauge_value_is_sanitised_and_submitted_snapped(page_factory):
    pg = open_page(page_factory(1), 'test/browser/pages/interactive.html')
    got = pg.evaluate('''() => { const k = document.getElementById('knob'); k.value = 21.3;
      const f = new FormData(document.getElementById('form')); return [k.value, f.get('heat'), k.getAttribute('value')]; }''')
    # The value attribute stays the default value (a page's `value` does not write it while interactive, as <input>'s).
    assert got == [21.5, '21.5', '21'], got
    assert pg.evaluate("(() => { document.getElementById('form').reset(); return document.getElementById('knob').value; })()") == 21


def test_turned_off_and_destroyed_controls_leave_nothing(pg):
    got = pg.evaluate('''async () => {
      // The page's own touch action, set while the gauge is not interactive, comes back once it is not any more.
      const box = document.getElementById('box'); gallery.ring.interactive = false; box.style.touchAction = 'pan-y';
      gallery.ring.interactive = true; const during = box.style.touchAction;
      gallery.knob.interactive = false; await gallery.module.whenRendered();
      const p = document.querySelector('#dash [aria-label="Thermostat"]');
      const knob = [p.getAttribute('role'), p.getAttribute('tabindex'), p.style.touchAction];
      gallery.ring.destroy();
      const b = document.getElementById('box');
      return [during, knob, [b.getAttribute('role'), b.getAttribute('tabindex'), b.style.touchAction, b.style.cursor]]; }''')
    assert got == ['none', ['meter', None, ''], [None, None, 'pan-y', '']], got
    pg.focus('#box')
    pg.keyboard.press('ArrowUp')
    assert events(pg) == []


def test_a_swift_gauge_value_comes_back_after_back_and_forward(page_factory):
    pg = open_page(page_factory(1), 'test/browser/pages/interactive.html')
    if lacks(pg.sg_engine, 'face-restore'):
        note_path(pg.sg_engine, 'interactive: back/forward', 'no formStateRestoreCallback: the value attribute')
        pytest.skip('formStateRestoreCallback is not called in this engine')
    note_path(pg.sg_engine, 'interactive: back/forward', 'formStateRestoreCallback')
    pg.evaluate('window.__old = 1')
    pg.focus('#ring')
    pg.keyboard.press('PageUp')
    assert pg.evaluate("document.getElementById('ring').value") == 40
    pg.goto('about:blank')
    pg.go_back()
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    # A new page (not the back/forward cache's): the value comes back through formStateRestoreCallback.
    assert pg.evaluate('window.__old') is None
    pg.wait_for_function("document.getElementById('ring').value === 40", timeout=5000)
    assert pg.evaluate("Object.fromEntries([...new FormData(document.getElementById('form'))]).volume") == '40'
