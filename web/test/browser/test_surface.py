"""Dashboard surfaces (module.createSurface) and the batched frame loop: gauges on one canvas are drawn
at their rects exactly as each list draws alone; each has a role="meter" proxy over its rect with its values;
gauges outside the viewport are neither laid out nor replayed until they scroll in, and the canvas covers only
the visible part of the surface; every frame lays out all changed gauges (surface and element) in one wasm call."""
from __future__ import annotations

from conftest import open_page
from sg_layout import engine_tolerance

PAGE = 'test/browser/pages/surface.html'

# The surface's pixels of gauge i against its display list replayed alone on a canvas of its own.
COMPARE = """(i) => {
  const { small, smallGauges, specs } = window.gallery, dpr = devicePixelRatio;
  const v = small.visibleRect, r = specs[i][0];
  const view = smallGauges[i].render(r.width, r.height, dpr, performance.now());
  const ref = new OffscreenCanvas(Math.round(r.width * dpr), Math.round(r.height * dpr));
  window.sg.drawDisplayList(ref.getContext('2d'), view, view.ptr, view.len, dpr);
  const want = ref.getContext('2d').getImageData(0, 0, ref.width, ref.height).data;
  const got = small.canvas.getContext('2d').getImageData(Math.round((r.x - v.x) * dpr), Math.round((r.y - v.y) * dpr), ref.width, ref.height).data;
  let inked = 0, differ = 0;
  for (let k = 0; k < want.length; k += 4) {
    if (want[k + 3] > 0) inked++;
    if (Math.max(Math.abs(want[k] - got[k]), Math.abs(want[k + 1] - got[k + 1]), Math.abs(want[k + 2] - got[k + 2]), Math.abs(want[k + 3] - got[k + 3])) > 8) differ++;
  }
  return { inked, differ, pixels: want.length / 4 };
}"""


def test_surface_draws_each_gauge_at_its_rect(page, dpr, shots, engine):
    pg = page
    open_page(pg, PAGE, fit=False)
    pg.locator('#small').screenshot(path=str(shots / f'surface-small-dpr{dpr}.png'))
    n = pg.evaluate('window.gallery.specs.length')
    # Antialiasing at another device offset may differ in a few edge pixels (seen: 8 of 57,600 in Chromium).
    share = engine_tolerance('surface_vs_alone', engine)
    for i in range(n):
        r = pg.evaluate(COMPARE, i)
        assert r['inked'] > r['pixels'] // 50, f'gauge {i}: its list draws almost nothing ({r})'
        assert r['differ'] <= r['pixels'] * share, \
            f'gauge {i}: {r["differ"]} of {r["pixels"]} pixels differ from its list drawn alone ({engine} allows {share:.2%})'
    # Nothing is painted between the gauges (x 200…590, y 130…250 holds none).
    ink = pg.evaluate("""(dpr) => {
      const { small } = window.gallery, v = small.visibleRect;
      const d = small.canvas.getContext('2d').getImageData((200 - v.x) * dpr, (130 - v.y) * dpr, 390 * dpr, 120 * dpr).data;
      let n = 0; for (let k = 3; k < d.length; k += 4) if (d[k]) n++; return n; }""", dpr)
    assert ink == 0


def test_surface_proxies_are_meters_over_their_rects(page):
    pg = page
    open_page(pg, PAGE, fit=False)
    meters = pg.locator('#small [role="meter"]')
    assert meters.count() == 6
    # Proxies sit over their rects: the container's padding box (margin 10 + border 3) plus the rect.
    boxes = pg.evaluate("""() => [...document.querySelectorAll('#small [role="meter"]')].map((e) => {
      const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height]; })""")
    specs = pg.evaluate('window.gallery.specs.map(([r]) => [r.x, r.y, r.width, r.height])')
    for box, (x, y, w, h) in zip(boxes, specs):
        assert box == [13 + x, 13 + y, w, h]
    cpu = pg.get_by_role('meter', name='CPU')
    assert cpu.get_attribute('aria-valuenow') == '0.4'
    assert cpu.get_attribute('aria-valuetext') == '0.4'
    upload = pg.get_by_role('meter', name='Upload')
    assert [upload.get_attribute(a) for a in ('aria-valuemin', 'aria-valuemax', 'aria-valuenow')] == ['0', '100', '30']
    pg.evaluate('window.gallery.smallGauges[2].value = 75')
    assert upload.get_attribute('aria-valuenow') == '75'
    assert upload.get_attribute('aria-valuetext') == '75'
    # A destroyed gauge takes its proxy along; the canvas itself is hidden from assistive technology.
    pg.evaluate('window.gallery.smallGauges[0].destroy()')
    assert pg.get_by_role('meter', name='CPU').count() == 0
    assert pg.evaluate("window.gallery.small.canvas.getAttribute('aria-hidden')") == 'true'


VISIBLE = """(name) => {
  const s = window.gallery[name], v = s.visibleRect;
  return s.gauges.filter((g) => g._binding.intersects({ x: v.x, y: v.y, w: v.width, h: v.height })).length;
}"""

UPDATE_ALL = """async () => {
  const { module: m, bigGauges } = window.gallery, s = m.stats;
  const before = [s.renders, s.renderCalls, s.replays];
  // Values whose texts the visible gauges already showed (measured): no second pass for text measurement.
  bigGauges.forEach((g, i) => { g.value = ((i + 1) % 60) / 100; });
  await m.whenRendered();
  return [s.renders - before[0], s.renderCalls - before[1], s.replays - before[2]];
}"""


def test_offscreen_gauges_on_a_surface_are_neither_laid_out_nor_drawn(page):
    pg = page
    open_page(pg, PAGE, fit=False)
    vis = pg.evaluate(VISIBLE, 'big')
    v = pg.evaluate('window.gallery.big.visibleRect')
    # 768 px viewport, the surface starting 296 px down: 472 px of it, 6 rows of 10.
    assert v == {'x': 0, 'y': 0, 'width': 900, 'height': 472}
    assert vis == 60
    assert pg.evaluate('window.gallery.big.canvas.height') == 472 * pg.evaluate('devicePixelRatio')
    laid_out = pg.evaluate('window.gallery.bigGauges.filter((g) => g._binding.view).length')
    assert laid_out == 60, 'gauges outside the viewport were laid out at creation'
    renders, calls, replays = pg.evaluate(UPDATE_ALL)
    assert (renders, calls, replays) == (60, 1, 60)
    # Scrolled down: the canvas follows the viewport; the newly visible gauges are laid out (with their latest
    # values) and only they, in one call.
    before = pg.evaluate('[window.gallery.module.stats.renders, window.gallery.module.stats.renderCalls]')
    pg.evaluate('window.scrollTo(0, 3296)')
    pg.evaluate('window.gallery.module.whenRendered()')
    pg.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
    after = pg.evaluate('[window.gallery.module.stats.renders, window.gallery.module.stats.renderCalls]')
    v = pg.evaluate('window.gallery.big.visibleRect')
    assert v['y'] == 3000 and v['height'] == 768
    vis = pg.evaluate(VISIBLE, 'big')
    assert vis == 90  # rows 33…41 (y 2970…3780) intersect 3000…3768
    # One batch; their labels ("Ring 330"…) are texts not seen before, so after measuring them one more batch
    # lays out again exactly the gauges that used them (entry status > 0): all 90, and nothing else.
    assert after[1] - before[1] == 2 and after[0] - before[0] == 2 * vis
    laid_out = pg.evaluate('window.gallery.bigGauges.filter((g) => g._binding.view).length')
    assert laid_out == 60 + 90
    # The newly shown ring at row 34, column 0 is drawn on the canvas (ink at its track).
    ink = pg.evaluate("""() => { const { big } = window.gallery, dpr = devicePixelRatio, v = big.visibleRect;
      const d = big.canvas.getContext('2d').getImageData(0, (34 * 90 - v.y) * dpr, 90 * dpr, 90 * dpr).data;
      let n = 0; for (let k = 3; k < d.length; k += 4) if (d[k]) n++; return n; }""")
    assert ink > 200


def test_element_mode_lays_out_many_changed_gauges_in_one_wasm_call(page):
    pg = page
    open_page(pg, PAGE, fit=False)
    result = pg.evaluate("""async () => {
      const m = window.gallery.module;
      const host = document.createElement('div');
      host.style.cssText = 'position: fixed; left: 0; top: 0; width: 400px; display: flex; flex-wrap: wrap; background: #fff; z-index: 1';
      document.body.append(host);
      const gauges = [];
      for (let i = 0; i < 200; i++) {
        const d = document.createElement('div');
        d.style.cssText = 'width: 20px; height: 20px';
        host.append(d);
        gauges.push(m.createGauge(d, { style: 'accessoryCircular', value: i / 200, animation: 'none' }));
      }
      await m.whenRendered();
      const s = m.stats, before = [s.renders, s.renderCalls, s.replays];
      gauges.forEach((g, i) => { g.value = ((i + 1) % 200) / 200; }); // texts already measured
      await m.whenRendered();
      return [s.renders - before[0], s.renderCalls - before[1], s.replays - before[2]];
    }""")
    assert result == [200, 1, 200]


def test_an_update_costs_one_frame_and_a_settled_surface_none(page):
    pg = page
    open_page(pg, PAGE, fit=False)
    counts = pg.evaluate("""async () => {
      const { module: m, bigGauges, smallGauges } = window.gallery;
      await m.whenRendered();
      await new Promise((r) => setTimeout(r, 100));
      const f0 = m.stats.frames, p0 = m.stats.replays;
      bigGauges.forEach((g, i) => { g.value = ((i + 1) % 60) / 100; });
      smallGauges[0].value = 0.9;
      await new Promise((r) => setTimeout(r, 500));
      return [m.stats.frames - f0, m.stats.replays - p0];
    }""")
    # One frame repaints both surfaces once: 60 visible rings and the 6 small gauges; then nothing runs.
    assert counts == [1, 66]


def test_a_surface_container_cannot_also_host_a_gauge(page):
    """Adversarial check: createGauge on a surface's container made it a meter holding meters, with two canvases."""
    pg = page
    open_page(pg, PAGE, fit=False)
    r = pg.evaluate("""() => { const { module } = window.gallery, el = document.getElementById('small');
      try { module.createGauge(el, { value: 0.5 }); return 'created'; } catch (e) { return `${e.name}: ${e.message}`; } }""")
    assert r == 'TypeError: createGauge: target: this element already hosts a gauge or surface; destroy it first', r
    assert pg.evaluate("document.getElementById('small').getAttribute('role')") is None


def test_a_surface_destroyed_by_its_own_creategauge_leaves_nothing(page):
    """Adversarial check: a getter of createGauge's rect or options that destroyed the surface left a live gauge (its
    handle counted, an orphaned role="meter" proxy in the container) and no throw. The arguments are read (copied)
    first, then the surface is checked, then the gauge is made; setRect likewise."""
    pg = page
    open_page(pg, PAGE, fit=False)
    r = pg.evaluate("""() => {
      const sg = window.gallery.module, out = [];
      const cases = {
        rect: (s) => [{ get x() { s.destroy(); return 0; }, y: 0, width: 100, height: 100 }, { value: 0.5, label: 'zombie' }],
        options: (s) => [{ x: 0, y: 0, width: 100, height: 100 }, { get value() { s.destroy(); return 0.5; }, label: 'zombie' }],
      };
      for (const [name, args] of Object.entries(cases)) {
        const div = document.createElement('div');
        div.style.cssText = 'width: 200px; height: 200px;';
        document.body.prepend(div);
        const before = sg.gaugeCount, s = sg.createSurface(div);
        let thrown = null, g = null;
        try { g = s.createGauge(...args(s)); } catch (e) { thrown = `${e.name}: ${e.message}`; }
        out.push({ name, thrown, gauge: g !== null, added: sg.gaugeCount - before, meters: div.querySelectorAll('[role="meter"]').length,
                   children: div.children.length });
        div.remove();
      }
      // setRect: a rect getter destroying the gauge it moves.
      const div = document.createElement('div');
      document.body.prepend(div);
      const s = sg.createSurface(div), g = s.createGauge({ x: 0, y: 0, width: 50, height: 50 }, { value: 0.5 });
      let thrown = null;
      try { s.setRect(g, { get x() { g.destroy(); return 10; }, y: 0, width: 50, height: 50 }); } catch (e) { thrown = `${e.name}: ${e.message}`; }
      out.push({ name: 'setRect', thrown, meters: div.querySelectorAll('[role="meter"]').length });
      s.destroy(); div.remove();
      return out;
    }""")
    dead = 'Error: createGauge: this surface was destroyed'
    assert r == [{'name': 'rect', 'thrown': dead, 'gauge': False, 'added': 0, 'meters': 0, 'children': 0},
                 {'name': 'options', 'thrown': dead, 'gauge': False, 'added': 0, 'meters': 0, 'children': 0},
                 {'name': 'setRect', 'thrown': 'TypeError: setRect: gauge: not a live gauge of this surface', 'meters': 0}], r


def test_after_draw_all_a_surface_goes_back_to_its_visible_part_at_the_pages_ratio(page_factory):
    """drawAll (printing, a whole-page capture) lays out and paints the whole container, at the ratio its canvas
    can hold; the next frame paints the visible part at the page's ratio again (before: the whole-container rect and
    its low ratio stayed until the page scrolled, so the surface stayed blurry)."""
    pg = page_factory(2)
    open_page(pg, PAGE, fit=False)
    r = pg.evaluate("""async () => {
      const m = window.gallery.module, c = document.createElement('div');
      c.style.cssText = 'width: 700px; height: 60000px'; document.body.prepend(c);
      const s = m.createSurface(c);
      s.createGauge({ x: 10, y: 10, width: 200, height: 200 }, { style: 'dial', value: 0.4, animation: 'none' });
      s.createGauge({ x: 10, y: 30000, width: 200, height: 200 }, { style: 'dial', value: 0.4, animation: 'none' });
      const frames = (n) => new Promise((r) => { const f = () => (--n ? requestAnimationFrame(f) : r()); requestAnimationFrame(f); });
      const state = () => ({ rect: s.visibleRect, ratio: s.canvas.width / s.visibleRect.width });
      await frames(3); const before = state();
      m.drawAll(); const full = state();
      await frames(3); const after = state();
      s.destroy(); c.remove();
      return { before, full, after, viewport: innerHeight };
    }""")
    assert r['before']['ratio'] == 2 and r['before']['rect']['height'] <= r['viewport'], r
    assert r['full']['rect']['height'] == 60000 and r['full']['ratio'] < 1, r
    assert r['after'] == r['before'], r


def test_a_rect_whose_getter_throws_is_named_like_an_option(page_factory):
    """A rect read through a throwing getter or a Proxy's trap: a TypeError naming the method and the key, as
    createGauge's options (before: the page's own error escaped, naming nothing); the surface keeps no gauge."""
    pg = page_factory(1)
    open_page(pg, PAGE, fit=False)
    r = pg.evaluate("""() => {
      const c = document.createElement('div'); c.style.cssText = 'width: 300px; height: 200px'; document.body.prepend(c);
      const s = window.gallery.module.createSurface(c), out = [];
      const rects = [{ get x() { throw new Error('boom'); }, y: 0, width: 10, height: 10 },
        new Proxy({}, { get() { throw new RangeError('proxy boom'); } })];
      for (const rect of rects) { try { s.createGauge(rect, { value: 0.5 }); out.push('accepted'); } catch (e) { out.push(`${e.name}: ${e.message}`); } }
      const g = s.createGauge({ x: 0, y: 0, width: 10, height: 10 });
      try { s.setRect(g, { x: 0, y: 0, width: 10, get height() { throw new Error('late'); } }); } catch (e) { out.push(`${e.name}: ${e.message}`); }
      out.push(c.querySelectorAll('[role=meter]').length);
      s.destroy(); c.remove();
      return out;
    }""")
    assert r == ['TypeError: createGauge: rect.x: reading it threw: boom', 'TypeError: createGauge: rect.x: reading it threw: proxy boom',
                 'TypeError: setRect: rect.height: reading it threw: late', 1], r
