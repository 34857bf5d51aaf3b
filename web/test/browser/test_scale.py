"""Pages with thousands of <swift-gauge> (docs/performance.md › Deferred creation, › Past the live-gauge limit): the
elements on screen get their gauges first, an element scrolled to is drawn, and more elements than the module's 4,095
live gauges all draw, keep their state and answer toSVG() when off screen."""
from __future__ import annotations

from conftest import open_page

PAGE = 'test/browser/pages/element.html'

# N elements in 32 px cells, 30 to a row, before the page's own; mixed styles, each with its own label and value; in
# the order made (`scaleOrder`, as each `ready` resolves). `reversed`: the rows in reverse document order, so the first
# elements of the document are at the bottom. Nothing here reads `el.gauge` (that would make the gauge): drawn means
# the fallback went (the first paint hides it).
BUILD = """(a) => {
  const [n, reversed] = Array.isArray(a) ? a : [a, false];
  const grid = document.createElement('div');
  grid.id = 'scale';
  grid.style.cssText = 'display: grid; grid-template-columns: repeat(30, 32px); width: 960px;';
  const styles = ['accessoryCircular', 'linearCapacity', 'accessoryCircularCapacity'], els = [];
  for (let i = 0; i < n; i++) {
    const el = document.createElement('swift-gauge');
    el.setAttribute('gauge-style', styles[i % 3]);
    el.setAttribute('value', String(i % 100)); el.setAttribute('min', '0'); el.setAttribute('max', '100');
    el.setAttribute('label', `S${i}`);
    el.style.cssText = 'width: 32px; height: 32px;';
    if (reversed) el.style.gridArea = `${Math.ceil(n / 30) - Math.floor(i / 30)} / ${i % 30 + 1}`;
    el.ready.then(() => window.scaleOrder.push(i));
    grid.append(el);
    els.push(el);
  }
  document.body.prepend(grid);
  scrollTo(0, 0);
  window.scale = els; window.scaleOrder = [];
  window.scaleDrawn = (el) => el.shadowRoot.querySelector('[part=fallback]').hidden;
  window.scaleVisible = () => els.filter((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; });
  return els.length;
}"""

# Whether every element in the viewport has drawn and its canvas has ink (its backing store: nothing blank).
VISIBLE_DRAWN = """() => window.scaleVisible().every((el) => {
  if (!window.scaleDrawn(el)) return false;
  const c = el.shadowRoot.querySelector('canvas');
  if (!c || !c.width) return false;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  for (let k = 3; k < d.length; k += 4) if (d[k]) return true;
  return false;
})"""


def test_elements_on_screen_get_their_gauges_first_and_one_scrolled_to_is_drawn(page_factory):
    """3,000 elements appended in one task, the first in the document at the bottom: those on screen get their gauges
    before any far off screen (before, every element made its gauge in connectedCallback, about 1 ms each, in document
    order, and the first frame measured all of them); an element far below, scrolled to, is drawn."""
    pg = page_factory(1)
    open_page(pg, PAGE, fit=False)
    before = pg.evaluate('window.gallery.module.gaugeCount')
    pg.evaluate(BUILD, [3000, True])
    made_at_append = pg.evaluate('window.gallery.module.gaugeCount') - before
    pg.wait_for_function(VISIBLE_DRAWN, polling='raf', timeout=60000)
    r = pg.evaluate("""() => {
      const visible = new Set(window.scaleVisible()), far = innerHeight * 1.25 + 64, made = window.scaleOrder;
      const isFar = (i) => window.scale[i].getBoundingClientRect().top > far;
      const lastVisible = Math.max(...made.map((i, k) => (visible.has(window.scale[i]) ? k : -1)));
      const firstFar = made.findIndex(isFar);
      return { visible: visible.size, made: made.length, lastVisible, firstFar };
    }""")
    assert r['visible'] >= 600, r
    assert made_at_append < 100, f'{made_at_append} gauges made while appending'
    # Made in this order: every element on screen before the first one outside the observer's margin.
    assert r['firstFar'] == -1 or r['firstFar'] > r['lastVisible'], r
    for y in (1600, 2400):  # far below: no gauge there yet (unless idle time made it)
        pg.evaluate('(y) => scrollTo(0, y)', y)
        pg.wait_for_function(VISIBLE_DRAWN, polling='raf', timeout=30000)


def test_more_elements_than_live_gauges_all_draw_and_keep_their_state(page_factory):
    """5,000 elements, past the module's 4,095 live gauges (docs/abi.md › Validation): scrolled through, every one
    draws; those far off screen release their wasm gauge and make it again when needed — toSVG() and the getters of
    one off screen answer from its state; a value set on every element is drawn wherever one scrolls to."""
    pg = page_factory(1)
    open_page(pg, PAGE, fit=False)
    n = 5000
    pg.evaluate(BUILD, n)
    height = pg.evaluate("document.getElementById('scale').offsetHeight")
    for y in range(0, height, 700):
        pg.evaluate('(y) => scrollTo(0, y)', y)
        pg.wait_for_function(VISIBLE_DRAWN, polling='raf', timeout=30000)
    pg.wait_for_function('() => window.scale.every(window.scaleDrawn)', polling=500, timeout=120000)
    r = pg.evaluate("""() => {
      const m = window.gallery.module, first = window.scale[1]; // a bar, at the top, scrolled away from
      const live = m.memoryStats().gauges, svg = first.toSVG();
      return { count: m.gaugeCount, live, label: first.label, value: first.value, svg,
        refused: window.scale.filter((el) => !el.gauge).length };
    }""")
    assert r['refused'] == 0, r['refused']
    assert r['count'] >= n and r['live'] <= 4095, (r['count'], r['live'])
    assert r['label'] == 'S1' and r['value'] == 1, r
    assert r['svg'].startswith('<svg') and '>S1<' in r['svg'], r['svg'][:300]
    # Every value set at once, then each part of the page scrolled to: all drawn, with the new value.
    pg.evaluate("() => { for (const el of window.scale) el.value = 42; }")
    for y in (height - 700, height // 2, 0):
        pg.evaluate('(y) => scrollTo(0, y)', y)
        pg.wait_for_function(VISIBLE_DRAWN, polling='raf', timeout=30000)
        pg.wait_for_function("""() => window.scaleVisible().every((el) => el.gauge.accessibility().valueText === '42'
          && el.gauge.displayListText().includes('"42'))""", polling='raf', timeout=30000)


def test_draw_all_draws_elements_whose_gauge_waited(page_factory):
    """module.drawAll() (and printing, which calls it) makes and draws, in the same task, the gauges of elements far
    off screen that idle time has not made yet."""
    pg = page_factory(1)
    open_page(pg, PAGE, fit=False)
    r = pg.evaluate("""(build) => {
      (0, eval)(build)(600);
      const grid = document.getElementById('scale');
      grid.style.marginTop = '5000px'; // far below the viewport and its margin
      const waited = window.scale.filter((el) => !window.scaleDrawn(el)).length;
      window.gallery.module.drawAll();
      return { waited, drawn: window.scale.filter(window.scaleDrawn).length };
    }""", BUILD)
    assert r == {'waited': 600, 'drawn': 600}, r
