"""What an adversarial pass through the public API broke on a page (the rules: docs/abi.md › Validation): one gauge per element whoever's
module asks, an element whose gauge the page destroyed, a failed wasm request retried with back-off, `dir` inside
a shadow root, containers removed without destroy(). Runs on pages/security.html (an empty stage and a loaded
module in window.gallery.module) at devicePixelRatio 1. The node-side items are web/test/robustness.test.mjs.
"""
from __future__ import annotations

import pytest

from conftest import by_role


@pytest.fixture
def pg(page_factory):
    pg = page_factory(1)
    pg.goto('test/browser/pages/security.html')
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    return pg


def test_one_gauge_per_element_whoever_asks(pg):
    """Two modules, or two copies of the library, cannot both draw in one element; the second is refused and
    destroying the first leaves the element to the second."""
    r = pg.evaluate("""async () => {
      const m1 = window.gallery.module, copy = await import('/swift-gauge.min.js'), m2 = await copy.loadSwiftGauge();
      const el = document.createElement('div');
      el.style.cssText = 'width: 100px; height: 100px';
      document.getElementById('stage').append(el);
      const out = {};
      const g1 = m1.createGauge(el, { style: 'accessoryCircular', value: 0.5 });
      try { m2.createGauge(el, { value: 0.2 }); out.second = 'created'; } catch (e) { out.second = `${e.name}: ${e.message}`; }
      try { m1.createSurface(el); out.surface = 'created'; } catch (e) { out.surface = `${e.name}: ${e.message}`; }
      out.canvases = el.querySelectorAll('canvas').length;
      g1.destroy();
      out.roleAfterDestroy = window.__sgt.aria(el, 'role');
      const g2 = m2.createGauge(el, { value: 0.2 });
      out.roleSecond = window.__sgt.aria(el, 'role');
      out.canvasesSecond = el.querySelectorAll('canvas').length;
      g2.destroy();
      return out;
    }""")
    assert r['second'] == 'TypeError: createGauge: target: this element already hosts a gauge or surface; destroy it first'
    assert r['surface'].startswith('TypeError: createSurface: container: this element already hosts')
    assert r['canvases'] == 1
    assert r['roleAfterDestroy'] is None
    assert r['roleSecond'] == 'meter' and r['canvasesSecond'] == 1


def test_element_whose_gauge_the_page_destroyed(pg):
    """el.gauge.destroy() on a connected element: its fallback shows, its getters read the attributes, toSVG says
    null (no gauge) instead of throwing; reconnected, it makes a new gauge."""
    r = pg.evaluate("""async () => {
      const el = document.createElement('swift-gauge');
      el.setAttribute('value', '0.4');
      el.setAttribute('gauge-style', 'accessoryCircular');
      el.textContent = '40 %';
      document.getElementById('stage').append(el);
      const g = await el.ready;
      g.destroy();
      const out = { gauge: el.gauge, value: el.value, svg: el.toSVG(), role: window.__sgt.aria(el, 'role'),
        fallbackHidden: el.shadowRoot.querySelector('.fallback').hidden, canvas: el.shadowRoot.querySelectorAll('canvas').length };
      el.remove();
      document.getElementById('stage').append(el);
      const g2 = await el.ready;
      out.again = g2 !== g && !g2.destroyed && window.__sgt.aria(el, 'role') === 'meter';
      return out;
    }""")
    assert r == {'gauge': None, 'value': 0.4, 'svg': None, 'role': None, 'fallbackHidden': False, 'canvas': 0, 'again': True}


def test_a_failed_wasm_request_is_retried_after_a_back_off(pg):
    """A 503 on the first request does not disable the page: within the back-off the next call gets the same
    error without a request; after it, the next call loads the module."""
    pg.sg_allow(r'could not load the SwiftGauge module')
    pg.sg_allow(r'HTTP 503')
    pg.sg_allow(r'503')
    hits = []

    def handle(route):
        hits.append(route.request.url)
        if len(hits) == 1:
            route.fulfill(status=503, body='busy')
        else:
            route.continue_()
    pg.route('**/swift-gauge.wasm?retry', handle)
    r = pg.evaluate("""async () => {
      const { SwiftGaugeElement } = await import('/swift-gauge.js');
      const src = new URL('/swift-gauge.wasm?retry', location.href);
      const out = [];
      for (const wait of [0, 0, 1200]) {
        await new Promise((r) => setTimeout(r, wait));
        try { const m = await SwiftGaugeElement.loadModule(src); out.push(`ok ${m.gaugeCount}`); } catch (e) { out.push(`error: ${e.message}`); }
      }
      return out;
    }""")
    assert r[0].startswith('error: loadSwiftGauge:') and '503' in r[0], r
    assert r[1] == r[0], 'within the back-off: the same error'
    assert r[2].startswith('ok'), r
    assert len(hits) == 2, hits


def test_dir_inside_a_shadow_root_redraws_the_gauge(pg):
    r = pg.evaluate("""async () => {
      const host = document.createElement('div');
      document.getElementById('stage').append(host);
      const root = host.attachShadow({ mode: 'open' }), wrap = document.createElement('div'), box = document.createElement('div');
      box.style.cssText = 'width: 300px; height: 60px';
      wrap.append(box);
      root.append(wrap);
      const g = window.gallery.module.createGauge(box, { style: 'linearCapacity', value: 0.3, label: 'Disk' });
      const flags = async () => { await window.gallery.module.whenRendered(); return g.displayListText().split('\\n')[0]; };
      const before = await flags();
      wrap.setAttribute('dir', 'rtl');
      await new Promise((r) => setTimeout(r, 50));
      const after = await flags();
      g.destroy();
      return [before, after, g.destroyed];
    }""")
    assert r[0].endswith('flags=0'), r
    assert r[1].endswith('flags=2'), r


def test_gauges_of_removed_containers_are_freed_on_request(pg):
    r = pg.evaluate("""async () => {
      const m = window.gallery.module, stage = document.getElementById('stage');
      const a = document.createElement('div'), b = document.createElement('div'), c = document.createElement('div');
      for (const el of [a, b, c]) { el.style.cssText = 'width: 80px; height: 80px'; stage.append(el); }
      const ga = m.createGauge(a, { value: 0.1 }), gb = m.createGauge(b, { value: 0.2 }), s = m.createSurface(c);
      const gs = s.createGauge({ x: 0, y: 0, width: 40, height: 40 }, { value: 0.3 });
      await m.whenRendered();
      const count = m.gaugeCount;
      a.remove(); c.remove();
      const freed = m.destroyDisconnected();
      return { freed, destroyed: [ga.destroyed, gb.destroyed, gs.destroyed], left: count - m.gaugeCount };
    }""")
    assert r == {'freed': 2, 'destroyed': [True, False, True], 'left': 2}


def test_an_authors_role_and_aria_label_on_the_element_win(pg):
    """What the page wrote on <swift-gauge> (role, aria-label) is neither overwritten nor removed; the gauge's
    values are still the meter's, and the accessibility tree shows the author's name."""
    r = pg.evaluate("""async () => {
      const el = document.createElement('swift-gauge');
      el.setAttribute('role', 'progressbar');
      el.setAttribute('aria-label', 'Upload progress');
      el.setAttribute('value', '0.4');
      el.setAttribute('label', 'Upload');
      document.getElementById('stage').append(el);
      await el.ready;
      await window.gallery.module.whenRendered();
      el.setAttribute('label', 'Other');
      el.removeAttribute('label');
      await window.gallery.module.whenRendered();
      return { role: window.__sgt.aria(el, 'role'), label: window.__sgt.aria(el, 'aria-label'), now: window.__sgt.aria(el, 'aria-valuenow') };
    }""")
    assert r == {'role': 'progressbar', 'label': 'Upload progress', 'now': '0.4'}
    assert by_role(pg, 'progressbar', 'Upload progress').count() == 1
