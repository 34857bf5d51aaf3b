"""A page whose Object.prototype carries option names (web/test/prototype-pollution.test.mjs is the node side): the
library still loads, and <swift-gauge>'s attributes and properties read as on a clean page — the polluted `value`,
`format`, `label` and `zones` are no options."""
from __future__ import annotations

from conftest import open_page

POLLUTE = ("Object.prototype.value = 7; Object.prototype.format = () => 'POLLUTED'; Object.prototype.label = 'P'; "
           "Object.prototype.zones = [{ from: 0, color: 'red', name: 'polluted' }]; Object.prototype.suffix = '!';")


def test_a_polluted_prototype_changes_no_option_of_the_element(page_factory):
    p = page_factory(1)
    p.add_init_script(POLLUTE)
    pg = open_page(p, 'test/browser/pages/element.html')
    r = pg.evaluate("""async () => {
      document.body.insertAdjacentHTML('afterbegin', '<swift-gauge id="pp" label="Wind" value="12" max="40" '
        + 'format=\\'{"suffix": " km/h"}\\' dial=\\'{"sweep": 180}\\' gauge-style="dial"></swift-gauge>');
      const el = document.getElementById('pp'), g = await el.ready;
      el.tickFormat = { fractionLength: 1 };
      el.zones = [{ from: 30, color: 'red' }];
      await window.__sgt.rendered();
      return { value: g.value, label: g.label, zones: g.zones.length, zoneName: g.zones[0].name, text: window.__sgt.aria(el, 'aria-valuetext'),
               formatted: g.formatValue(3), sweep: g.dial.sweep, ticks: /text "\\d+\\.0"/.test(g.displayListText()) };
    }""")
    assert r == {'value': 12, 'label': 'Wind', 'zones': 1, 'zoneName': '', 'text': '12 km/h', 'formatted': '3 km/h',
                 'sweep': 180, 'ticks': True}, r
