"""The logarithmic scale on the page (docs/swiftui-fidelity.md › Logarithmic scale), on pages/element.html: a
`scale="log"` element whatever order a framework writes `scale`, `min` and `max` in (log after bounds above 0, linear
before bounds from 0), a refusal that warns once and keeps the drawing, the dial's labels where the log scale puts
them in the canvas's pixels (each label's ink at its tick's angle), and the ARIA unchanged by the scale."""
from __future__ import annotations

import io
import math

from PIL import Image

from conftest import open_page

PAGE = 'test/browser/pages/element.html'

SETUP = """async () => {
  const style = document.createElement('style');
  style.textContent = 'swift-gauge.ls { width: 240px; height: 240px; display: inline-block; }';
  document.head.append(style);
  const area = document.createElement('div');
  area.innerHTML = `
    <swift-gauge id="ls-dial" class="ls" gauge-style="dial" scale="log" min="1" max="10000" value="100" label="Req/s"></swift-gauge>
    <swift-gauge id="ls-order" class="ls" gauge-style="dial" value="10" label="Order"></swift-gauge>`;
  document.body.prepend(area);
  await Promise.all([...area.querySelectorAll('swift-gauge')].map((el) => el.ready));
  await window.__sgt.rendered();
}"""

TEXTS = """(id) => [...document.getElementById(id).gauge.displayListText().matchAll(/^text "([^"]*)" at=\\(([-\\d.]+),([-\\d.]+)\\)/gm)]
  .map((m) => [m[1], +m[2], +m[3]])"""


def test_log_dial_labels_sit_at_powers_of_ten_in_the_pixels(page_factory, shots):
    pg = page_factory(1)
    warnings: list[str] = []
    pg.on('console', lambda m: m.type == 'warning' and warnings.append(m.text))
    open_page(pg, PAGE)
    pg.evaluate(SETUP)
    texts = pg.evaluate(TEXTS, 'ls-dial')
    labels = [t for t in texts if t[0] in ('1', '10', '100', '1k', '10k')][:5]  # (then the value text "100")
    assert [t[0] for t in labels] == ['1', '10', '100', '1k', '10k'], texts
    # The dial's default arc: −135° … +135° from 12 o'clock; on a log scale 1…10,000 each power of ten is a quarter
    # of it, so the labels sit at −135°, −67.5°, 0°, 67.5°, 135° around the centre: found from '100' (0°, straight
    # above it) and '10' (−67.5°) on one circle.
    cx, y100, y10 = labels[2][1], labels[2][2], labels[1][2]
    c = math.cos(math.radians(67.5))
    cy = (y10 - y100 * c) / (1 - c)
    for (text, x, y), want in zip(labels, (-135, -67.5, 0, 67.5, 135)):
        angle = math.degrees(math.atan2(x - cx, cy - y))
        assert abs(angle - want) < 6, f'{text} at {angle:.1f}°, expected {want}°: {labels}'
    # The pixels: each label's ink is where the list says (a dark pixel within 6 px of its anchor).
    el = pg.locator('#ls-dial')
    png = el.screenshot(path=str(shots / 'log-scale-dial.png'))
    im = Image.open(io.BytesIO(png)).convert('L')
    px = im.load()
    for text, x, y in labels:
        near = [px[i, j] for i in range(int(x) - 6, int(x) + 7) for j in range(int(y) - 8, int(y) + 3)
                if 0 <= i < im.width and 0 <= j < im.height]
        assert min(near) < 120, f'no ink at label {text} ({x}, {y})'
    acc = pg.evaluate("document.getElementById('ls-dial').gauge.accessibility()")
    assert acc['valueText'] == '100' and acc['name'] == 'Req/s', acc
    assert warnings == [], warnings


def test_scale_and_bounds_attributes_in_any_order(page_factory):
    pg = page_factory(1)
    warnings: list[str] = []
    pg.on('console', lambda m: m.type == 'warning' and warnings.append(m.text))
    open_page(pg, PAGE)
    pg.evaluate(SETUP)
    state = "(id) => { const g = document.getElementById(id).gauge; return [g.scale, g.lower, g.upper]; }"
    # scale before min: the log scale waits for the bounds it needs.
    pg.evaluate("""async () => { const el = document.getElementById('ls-order');
      el.setAttribute('scale', 'log'); el.setAttribute('min', '1'); el.setAttribute('max', '1000'); await window.__sgt.rendered(); }""")
    assert pg.evaluate(state, 'ls-order') == ['log', 1, 1000]
    # min to 0 before scale goes linear: the linear scale goes first.
    pg.evaluate("""async () => { const el = document.getElementById('ls-order');
      el.setAttribute('min', '0'); el.setAttribute('scale', 'linear'); await window.__sgt.rendered(); }""")
    assert pg.evaluate(state, 'ls-order') == ['linear', 0, 1000]
    assert warnings == [], warnings
    # Log over bounds from 0: one warning naming the attribute; the gauge keeps its linear scale and drawing.
    before = pg.evaluate("document.getElementById('ls-order').gauge.displayListText()")
    pg.evaluate("async () => { document.getElementById('ls-order').setAttribute('scale', 'log'); await window.__sgt.rendered(); }")
    assert pg.evaluate(state, 'ls-order') == ['linear', 0, 1000]
    assert len(warnings) == 1 and 'scale="log"' in warnings[0] and 'lower bound above 0' in warnings[0], warnings
    assert pg.evaluate("document.getElementById('ls-order').gauge.displayListText()") == before
    # The bounds moving above 0 then take the log scale the attribute asks for.
    pg.evaluate("async () => { document.getElementById('ls-order').setAttribute('min', '0.1'); await window.__sgt.rendered(); }")
    assert pg.evaluate(state, 'ls-order') == ['log', 0.1, 1000]
    # An unknown word warns and keeps the scale.
    pg.evaluate("async () => { document.getElementById('ls-order').setAttribute('scale', 'ln'); await window.__sgt.rendered(); }")
    assert pg.evaluate(state, 'ls-order')[0] == 'log'
    assert any('scale="ln"' in w for w in warnings), warnings
