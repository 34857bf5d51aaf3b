"""Host limits found by an adversarial review: one gauge per element, and gauges too large for a canvas."""
from __future__ import annotations

from conftest import TEST_PAGE, open_page


def test_a_second_gauge_on_the_same_element_is_refused(page_factory):
    pg = page_factory(1)
    open_page(pg, TEST_PAGE)
    r = pg.evaluate("""async () => {
      const m = window.gallery.module, d = document.createElement('div');
      d.style.cssText = 'width: 200px; height: 60px'; document.body.prepend(d);
      const a = m.createGauge(d, { label: 'A', animation: 'none' });
      let error = null;
      try { m.createGauge(d, { label: 'B' }); } catch (e) { error = `${e.name}: ${e.message}`; }
      await m.whenRendered();
      const label = d.getAttribute('aria-label'), count = m.gaugeCount;
      a.destroy(); d.remove();
      return { error, label, count, after: m.gaugeCount };
    }""")
    assert r['error'] == 'TypeError: createGauge: target: this element already hosts a gauge or surface; destroy it first'
    assert r['label'] == 'A' and r['after'] == r['count'] - 1


def test_a_gauge_larger_than_a_canvas_can_be_still_draws(page_factory):
    pg = page_factory(4)
    open_page(pg, TEST_PAGE)
    r = pg.evaluate("""async () => {
      const m = window.gallery.module, d = document.createElement('div');
      d.style.cssText = 'width: 5000px; height: 60px'; document.body.prepend(d);
      const g = m.createGauge(d, { style: 'linearCapacity', value: 1, tint: '#ff0000', currentValueLabel: '', animation: 'none' });
      await m.whenRendered();
      const c = g._binding.canvas, ctx = c.getContext('2d');
      const px = Array.from(ctx.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data);
      const size = [c.width, c.height];
      g.destroy(); d.remove();
      return { size, px };
    }""")
    assert max(r['size']) <= 16384, r
    assert r['px'][:3] == [255, 0, 0] and r['px'][3] > 200, r
