"""The font scale from the page (docs/swiftui-fidelity.md › Font scale) on pages/element.html: the `font-scale`
attribute and `--swift-gauge-font-scale` on an ancestor change the drawn text height — in the display list and in
the canvas's pixels —, the attribute wins, a change of the property reaches the gauge in the next frame, a bad one
warns once and keeps the text, and an unsized bar grows with its rows."""
from __future__ import annotations

import io
import re

from PIL import Image

from conftest import open_page

PAGE = 'test/browser/pages/element.html'

SETUP = """async () => {
  const style = document.createElement('style');
  style.textContent = `
    #fs-area { --swift-gauge-font-scale: 2; }
    #fs-area swift-gauge, #fs-plain { width: 300px; height: 120px; display: block; }
    #fs-area #fs-unsized, #fs-plain-unsized { width: 300px; height: auto; display: block; }
    #fs-bad { --swift-gauge-font-scale: big; }`;
  document.head.append(style);
  const area = document.createElement('div');
  area.id = 'fs-area';
  const bar = 'gauge-style="linearCapacity" value="0.5" label="Disk"';
  area.innerHTML = `
    <swift-gauge id="fs-css" ${bar}></swift-gauge>
    <swift-gauge id="fs-attr" ${bar} font-scale="0.5"></swift-gauge>
    <div id="fs-bad"><swift-gauge id="fs-bad-css" ${bar}></swift-gauge></div>
    <swift-gauge id="fs-unsized" ${bar}></swift-gauge>`;
  const outside = document.createElement('div');
  outside.innerHTML = `<swift-gauge id="fs-plain" ${bar}></swift-gauge><swift-gauge id="fs-plain-unsized" ${bar}></swift-gauge>`;
  document.body.prepend(area, outside);
  await Promise.all([...document.querySelectorAll('#fs-area swift-gauge, #fs-plain, #fs-plain-unsized')].map((el) => el.ready));
  await window.__sgt.rendered();
}"""

# The label's size in the gauge's display list (its first text).
LABEL_SIZE = """(id) => +/^text "Disk" .* size=([\\d.]+) /m.exec(document.getElementById(id).gauge.displayListText())[1]"""


def ink_height(png: bytes) -> int:
    """The height in px of the black ink in a screenshot: the label's (the bar's blue and the value's grey are
    lighter than 60 in luminance)."""
    im = Image.open(io.BytesIO(png)).convert('L')
    w, h = im.size
    px = im.load()
    dark = [y for y in range(h) if any(px[x, y] < 60 for x in range(w))]
    return (dark[-1] - dark[0] + 1) if dark else 0


def test_font_scale_from_the_attribute_and_the_custom_property(page_factory, shots):
    pg = page_factory(1)
    warnings: list[str] = []
    pg.on('console', lambda m: m.type == 'warning' and warnings.append(m.text))
    open_page(pg, PAGE)
    pg.evaluate(SETUP)
    assert pg.evaluate(LABEL_SIZE, 'fs-plain') == 15, 'linearCapacity\'s 15 px label without a scale'
    assert pg.evaluate(LABEL_SIZE, 'fs-css') == 30, 'the custom property on an ancestor'
    assert pg.evaluate(LABEL_SIZE, 'fs-attr') == 7.5, 'the attribute wins'
    assert pg.evaluate(LABEL_SIZE, 'fs-bad-css') == 15, 'a bad property keeps the text'
    assert len([w for w in warnings if '--swift-gauge-font-scale' in w]) == 1, warnings
    # The canvas's pixels: the label's ink twice as tall with the property, half as tall with the attribute.
    plain = ink_height(pg.locator('#fs-plain').screenshot())
    large = ink_height(pg.locator('#fs-css').screenshot(path=str(shots / 'font-scale-2.png')))
    small = ink_height(pg.locator('#fs-attr').screenshot())
    assert plain > 6 and 1.7 < large / plain < 2.3 and 0.3 < small / plain < 0.7, (small, plain, large)
    # The property changed on the ancestor: the next frame draws it; the attribute removed: the property again.
    pg.evaluate("document.getElementById('fs-area').style.setProperty('--swift-gauge-font-scale', '1.5')")
    pg.evaluate('window.__sgt.rendered()')
    assert pg.evaluate(LABEL_SIZE, 'fs-css') == 22.5
    pg.evaluate("document.getElementById('fs-attr').removeAttribute('font-scale')")
    pg.evaluate('window.__sgt.rendered()')
    assert pg.evaluate(LABEL_SIZE, 'fs-attr') == 22.5
    # A refused attribute warns and keeps the scale.
    pg.evaluate("document.getElementById('fs-attr').setAttribute('font-scale', '9')")
    pg.evaluate('window.__sgt.rendered()')
    assert pg.evaluate(LABEL_SIZE, 'fs-attr') == 22.5
    assert any(re.search(r'font-scale.*0\.25…4', w) for w in warnings), warnings
    # The property writes the attribute; null removes it.
    pg.evaluate("document.getElementById('fs-attr').fontScale = 0.75")
    pg.evaluate('window.__sgt.rendered()')
    assert pg.evaluate("document.getElementById('fs-attr').getAttribute('font-scale')") == '0.75'
    assert pg.evaluate(LABEL_SIZE, 'fs-attr') == 11.25
    pg.evaluate("document.getElementById('fs-attr').fontScale = null")
    assert pg.evaluate("document.getElementById('fs-attr').hasAttribute('font-scale')") is False


def test_an_unsized_bar_grows_with_its_rows(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(SETUP)
    height = "(id) => document.getElementById(id).getBoundingClientRect().height"
    plain, scaled = pg.evaluate(height, 'fs-plain-unsized'), pg.evaluate(height, 'fs-unsized')
    assert plain > 30 and scaled > plain + 20, (plain, scaled)
    assert pg.evaluate(LABEL_SIZE, 'fs-unsized') == 30, 'drawn at its natural height: unshrunk'
