"""Thickness from the page and the out-of-range words (docs/swiftui-fidelity.md › Thickness, › Out of range) on
pages/element.html: `--swift-gauge-thickness` on an ancestor sets the bar of a gauge without the attribute (the
attribute wins, and a bad property warns and keeps the bar), and a value beyond the range is a meter whose
aria-valuetext says so, in the `strings` option's words."""
from __future__ import annotations

import re

from conftest import aria, open_page

PAGE = 'test/browser/pages/element.html'

SETUP = """async () => {
  const style = document.createElement('style');
  style.textContent = `
    #th-area { --swift-gauge-thickness: 14px; }
    #th-area swift-gauge { width: 200px; height: 60px; display: block; }
    #th-bad { --swift-gauge-thickness: thick; }`;
  document.head.append(style);
  const area = document.createElement('div');
  area.id = 'th-area';
  area.innerHTML = `
    <swift-gauge id="th-css" gauge-style="linearCapacity" value="0.5"></swift-gauge>
    <swift-gauge id="th-attr" gauge-style="linearCapacity" value="0.5" thickness="6"></swift-gauge>
    <swift-gauge id="th-share" gauge-style="linearCapacity" value="0.5" thickness="25%"></swift-gauge>
    <div id="th-bad"><swift-gauge id="th-bad-css" gauge-style="linearCapacity" value="0.5"></swift-gauge></div>
    <swift-gauge id="th-over" gauge-style="accessoryCircular" min="0" max="100" value="130"></swift-gauge>
    <swift-gauge id="th-under" gauge-style="linearCapacity" min="0" max="100" value="-5"
      strings='{"below": "unter dem Bereich"}'></swift-gauge>`;
  document.body.prepend(area);
  await Promise.all([...area.querySelectorAll('swift-gauge')].map((el) => el.ready));
  await window.__sgt.rendered();
}"""

HEIGHTS = """(id) => [...document.getElementById(id).gauge.displayListText()
  .matchAll(/^fillRoundRect at=\\([\\d.]+,[\\d.]+\\) size=[\\d.]+x([\\d.]+) /gm)].map((m) => +m[1])"""


def test_thickness_from_the_custom_property_and_the_attribute(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(SETUP)
    assert set(pg.evaluate(HEIGHTS, 'th-css')) == {14}, 'the custom property on an ancestor'
    assert set(pg.evaluate(HEIGHTS, 'th-attr')) == {6}, 'the attribute wins'
    assert set(pg.evaluate(HEIGHTS, 'th-share')) == {15}, '25 % of the 60 px box'
    assert set(pg.evaluate(HEIGHTS, 'th-bad-css')) == {4}, "a bad property keeps the style's own bar"
    # The attribute removed: back to the custom property.
    pg.evaluate("document.getElementById('th-attr').removeAttribute('thickness')")
    pg.evaluate('window.__sgt.rendered()')
    assert set(pg.evaluate(HEIGHTS, 'th-attr')) == {14}


def test_out_of_range_is_said(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(SETUP)
    over = pg.locator('#th-over')
    under = pg.locator('#th-under')
    assert aria(over, 'aria-valuetext') == '130, above range'
    assert aria(under, 'aria-valuetext') == '-5, unter dem Bereich'
    text = pg.evaluate("document.getElementById('th-over').gauge.displayListText()")
    assert re.search(r'^text "130" ', text, re.M), text
