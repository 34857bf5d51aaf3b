"""Idle drawing (docs/performance.md › Idle drawing): gauges outside the viewport are skipped by the frames, and drawn
in slices once the page is idle, so a full-page screenshot (what visual-regression tools take) shows every element and
createGauge gauge; a dashboard surface still draws only its visible part."""
from __future__ import annotations

import pytest

from conftest import open_page
from sg_page import screenshot_pixels

PAGE = 'test/browser/pages/element.html'

# Below the fold, well outside the IntersectionObserver's 25 % margin: 18 <swift-gauge> rings, 6 createGauge rings
# and a surface, all red and full (value 1), so the top of each ring's arc is red once drawn.
BUILD = """async () => {
  const m = window.gallery.module, block = document.createElement('div');
  block.id = 'below';
  block.style.cssText = 'margin-top: 1600px; display: flex; flex-wrap: wrap; gap: 16px; width: 900px;';
  document.body.append(block);
  const els = [], made = [];
  for (let i = 0; i < 18; i++) {
    const el = document.createElement('swift-gauge');
    el.setAttribute('gauge-style', 'accessoryCircular');
    el.setAttribute('value', '1');
    el.setAttribute('tint', '#ff0000');
    el.setAttribute('animation', 'none');
    el.setAttribute('current-value-label', '');
    el.style.cssText = 'width: 120px; height: 120px;';
    block.append(el);
    els.push(el);
  }
  for (let i = 0; i < 6; i++) {
    const d = document.createElement('div');
    d.style.cssText = 'width: 120px; height: 120px;';
    block.append(d);
    made.push(m.createGauge(d, { style: 'accessoryCircular', value: 1, tint: '#ff0000', animation: 'none', currentValueLabel: '' }));
  }
  const box = document.createElement('div');
  box.style.cssText = 'width: 600px; height: 2400px; margin-top: 200px;';
  document.body.append(box);
  const surface = m.createSurface(box);
  const onSurface = [0, 1200, 2200].map((y) => surface.createGauge({ x: 0, y, width: 120, height: 120 }, { style: 'accessoryCircular', value: 1, animation: 'none' }));
  window.idle = { gauges: [...els.map((el) => el.gauge), ...made], surface, onSurface };
  await Promise.all(els.map((el) => el.ready));
  return { top: Math.min(...[...block.children].map((c) => c.getBoundingClientRect().top)), innerHeight };
}"""

DRAWN = "() => window.idle.gauges.every((g) => !!g._binding.job?.view)"

# Where each ring's arc is at its top (the arc spans 135°…405°, so it passes 270°): page CSS px.
ARC_TOPS = """() => window.idle.gauges.map((g) => {
  const m = /strokeArc c=\\(([-\\d.]+),([-\\d.]+)\\) r=([\\d.]+)/.exec(g.displayListText());
  const host = g._binding.host.getBoundingClientRect();
  return m && [host.left + scrollX + +m[1], host.top + scrollY + +m[2] - +m[3]];
})"""


@pytest.mark.parametrize('idle_api', ['requestIdleCallback', 'none'])
def test_a_full_page_capture_after_idle_shows_every_gauge(page_factory, dpr, idle_api):
    """With requestIdleCallback, and without it (Safari has none): then slices on a timer, within a frame budget."""
    pg = page_factory(dpr)
    if idle_api == 'none':
        pg.add_init_script('delete window.requestIdleCallback;')
    open_page(pg, PAGE, fit=False)  # the suite's 1024 x 768 viewport
    assert pg.evaluate('typeof requestIdleCallback') == ('function' if idle_api != 'none' else 'undefined')
    placed = pg.evaluate(BUILD)
    # The premise: every new gauge lies outside the viewport and its 25 % margin, so no frame draws it.
    assert placed['top'] > placed['innerHeight'] * 1.25, placed
    pg.wait_for_function(DRAWN, polling=100, timeout=15000)
    tops = pg.evaluate(ARC_TOPS)
    assert all(tops), 'a gauge has no arc in its display list'
    png = pg.screenshot(full_page=True)
    got = screenshot_pixels(pg, png, [(round(x * dpr), round(y * dpr)) for x, y in tops])
    missing = [(k, px) for k, px in enumerate(got['pixels']) if not (px[0] > 200 and px[1] < 90 and px[2] < 90)]
    assert not missing, f'gauges blank in the full-page capture (index, pixel): {missing}'
    # The surface still covers only the visible part of its container, and its far gauges were never laid out.
    s = pg.evaluate("""() => ({ rect: window.idle.surface.visibleRect, canvasHeight: window.idle.surface.canvas.height,
      views: window.idle.onSurface.map((g) => !!g._binding.view) })""")
    assert s['rect']['height'] <= placed['innerHeight'], s
    assert s['views'] == [False, False, False], s


def test_an_idle_frame_draws_on_while_its_budget_lasts(page_factory):
    """Idle drawing uses the idle time it gets: the frame that draws a slice goes on drawing skipped gauges for up to
    IDLE_BUDGET_MS (50 ms, frames.js), so the 24 below the fold are drawn in one frame, not 8 a frame (3,000 elements
    appended at once left most of 2,700 off-screen ones blank 10 s later: docs/performance.md › Idle drawing)."""
    pg = page_factory(1)
    open_page(pg, PAGE, fit=False)
    pg.evaluate(BUILD)
    seen = pg.evaluate("""async () => {
      const seen = [], t0 = performance.now(), gs = window.idle.gauges;
      while (performance.now() - t0 < 15000) {
        const n = gs.filter((g) => !!g._binding.job?.view).length;
        if (seen.at(-1) !== n) seen.push(n);
        if (n === gs.length) break;
        await new Promise((r) => requestAnimationFrame(r));
      }
      return seen; }""")
    assert seen[-1] == 24 and not [n for n in seen if 0 < n < 24], f'drawn gauges frame by frame: {seen}'
