"""Animation in the browser: value changes animate and then the page goes idle; reduced motion draws
the final state at once; hidden pages and off-screen gauges cost no render calls."""
from __future__ import annotations

from conftest import open_page

# Counts requestAnimationFrame calls made by the page from now on.
COUNT_RAF = """() => {
  window.__raf = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => { window.__raf++; return raf(cb); };
}"""

WAIT_FRAMES = """(n) => new Promise((resolve) => {
  const step = () => (n-- <= 0 ? resolve() : requestAnimationFrame(step));
  requestAnimationFrame(step);
})"""


def gallery(page_factory, motion='no-preference', fit=True, idle=True):
    pg = page_factory(1, reduced_motion=motion)
    open_page(pg, 'index.html', fit=fit)
    if not idle:  # after the gallery is ready: its `await el.ready` needs idle time for far elements (lazy.js)
        pg.evaluate(f'() => {{ {NEVER_IDLE} }}')
    pg.evaluate(COUNT_RAF)
    return pg


def test_value_change_animates_then_goes_idle(page_factory):
    pg = gallery(page_factory)
    # A 1 s easeInOut like the seed's page: sample the drawn fill while it moves.
    pg.evaluate("() => { const g = window.gallery.gauges['seed2-accessoryCircularCapacity'];"
                " g.animation = {type: 'easeInOut', duration: 1}; g.value = 95; }")
    pg.wait_for_timeout(300)
    mid = pg.evaluate("() => window.gallery.gauges['seed2-accessoryCircularCapacity'].render(100, 100, 1).animating")
    assert mid is True, 'the gauge is not animating 300 ms into a 1 s animation'
    # It settles, and after that no frame is requested at all.
    # whenRendered() resolves once dirty gauges are drawn; __sgt.rendered() (conftest) waits until none animates.
    pg.evaluate("() => window.__sgt.rendered()")
    pg.wait_for_timeout(100)
    before = pg.evaluate("() => [window.__raf, window.gallery.module.stats.renders]")
    pg.wait_for_timeout(600)
    after = pg.evaluate("() => [window.__raf, window.gallery.module.stats.renders]")
    assert after == before, f'idle page still requests frames or renders: {before} -> {after}'


def test_hundreds_of_animating_gauges_share_the_frames(page_factory):
    """The frame budget (docs/performance.md › Frame budget): 1,000 gauges animating at once are drawn least recently
    drawn first, a share of them a frame (before: every one in every frame, 3,000 renders a second on the 300-gauge
    dashboard); whenRendered() waits for those the budget left, and every gauge ends exactly at its target."""
    pg = gallery(page_factory)
    r = pg.evaluate("""async () => {
      const m = window.gallery.module, box = document.createElement('div'), gs = [];
      box.style.cssText = 'position:fixed;left:0;top:0;z-index:9;display:grid;grid-template-columns:repeat(40,24px);background:#fff';
      document.body.append(box);
      for (let i = 0; i < 1000; i++) {
        const d = document.createElement('div');
        d.style.cssText = 'width:24px;height:24px';
        box.append(d);
        gs.push(m.createGauge(d, { style: 'accessoryCircular', value: 0, lower: 0, upper: 100, animation: 'none' }));
      }
      await m.whenRendered();
      const target = (i) => 1 + (i % 99), frame = () => new Promise((r) => requestAnimationFrame(r));
      gs.forEach((g, i) => { g.animation = { type: 'linear', duration: 3 }; g.value = target(i); });
      const start = m.stats.frames;
      await m.whenRendered();
      const notDrawn = gs.filter((g) => !(g._binding.drawnFrame >= start)).length;
      const perFrame = [];
      for (let k = 0; k < 10; k++) { const r0 = m.stats.replays; await frame(); perFrame.push(m.stats.replays - r0); }
      for (const t1 = performance.now(); gs.some((g) => g._binding.job.view.animating) && performance.now() - t1 < 20000;) await frame();
      const wrong = gs.filter((g, i) => g._binding.job.view.animating || !g.displayListText().includes(`text "${target(i)}"`)).length;
      gs.forEach((g) => g.destroy());
      box.remove();
      return { notDrawn, perFrame, wrong };
    }""")
    assert 0 < max(r['perFrame']) < 1000, f'replays a frame while 1,000 gauges animate: {r["perFrame"]}'
    assert r['notDrawn'] == 0, r
    assert r['wrong'] == 0, r

def test_rapid_slider_drags_never_move_backwards(page_factory):
    pg = gallery(page_factory)
    shown = pg.evaluate("""async () => {
      const g = window.gallery.gauges['seed2-linearCapacity'];
      // Start from 0 without animating (whenRendered does not wait for an animation to finish).
      g.animation = 'none';
      g.value = 0;
      await window.gallery.module.whenRendered();
      g.animation = {type: 'easeInOut', duration: 0.5};
      // The fill width read from each frame's display list while targets rise every 100 ms
      // (docs/regression-cases.md › rising-targets).
      const widths = [];
      const width = () => { const t = g.displayListText().split('\\n').filter((l) => l.startsWith('fillRoundRect'));
        return t.length > 1 ? parseFloat(t[1].match(/size=([0-9.]+)x/)[1]) : 0; };
      for (let v = 0; v <= 100; v += 10) {
        g.value = v;
        const end = performance.now() + 100;
        while (performance.now() < end) { await new Promise(requestAnimationFrame); widths.push(width()); }
      }
      await window.gallery.module.whenRendered();
      widths.push(width());
      return widths;
    }""")
    assert all(b >= a - 1e-6 for a, b in zip(shown, shown[1:])), f'the fill moved backwards: {shown}'
    assert shown[-1] > 0 and shown[-1] == max(shown)


def test_reduced_motion_draws_the_final_state_at_once(page_factory):
    pg = gallery(page_factory, motion='reduce')
    animating = pg.evaluate("""async () => {
      const g = window.gallery.gauges['seed2-accessoryCircular'];
      g.value = 10;
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      return g.render(100, 100, 1).animating;
    }""")
    assert animating is False
    assert 'fillCircle' in pg.evaluate("() => window.gallery.gauges['seed2-accessoryCircular'].displayListText()")


def test_hidden_page_renders_nothing(page_factory):
    pg = gallery(page_factory)
    pg.evaluate("""() => { Object.defineProperty(document, 'hidden', {value: true, configurable: true});
                          document.dispatchEvent(new Event('visibilitychange')); }""")
    before = pg.evaluate("() => window.gallery.module.stats.renders")
    pg.evaluate("() => { window.gallery.gauges['seed-battery'].value = 0.1; }")
    pg.evaluate(WAIT_FRAMES, 10)
    assert pg.evaluate("() => window.gallery.module.stats.renders") == before
    pg.evaluate("""() => { Object.defineProperty(document, 'hidden', {value: false, configurable: true});
                          document.dispatchEvent(new Event('visibilitychange')); }""")
    pg.evaluate(WAIT_FRAMES, 5)
    assert pg.evaluate("() => window.gallery.module.stats.renders") > before


# A page that is never idle (once the gallery is ready): the frame loop alone decides what is drawn (idle drawing
# would draw the skipped gauges the moment the page is idle; test_idle_drawing.py tests it).
NEVER_IDLE = 'window.requestIdleCallback = () => 0;'


def test_off_screen_gauges_are_not_rendered_until_scrolled_into_view(page_factory):
    pg = gallery(page_factory, fit=False, idle=False)  # 1024 x 768: the resizable ring at the bottom is off screen
    pg.evaluate("() => window.scrollTo(0, 0)")
    pg.evaluate(WAIT_FRAMES, 3)
    before = pg.evaluate("() => window.gallery.module.stats.renders")
    pg.evaluate("() => { window.gallery.gauges['resizable-ring'].value = 5; }")
    pg.evaluate(WAIT_FRAMES, 10)
    assert pg.evaluate("() => window.gallery.module.stats.renders") == before, 'an off-screen gauge was rendered'
    pg.evaluate("() => document.getElementById('resizable-ring').scrollIntoView()")
    pg.wait_for_function(f"() => window.gallery.module.stats.renders > {before}", timeout=3000)


def test_printing_draws_gauges_skipped_off_screen(page_factory):
    pg = gallery(page_factory, fit=False, idle=False)
    pg.evaluate("() => window.scrollTo(0, 0)")
    pg.evaluate(WAIT_FRAMES, 3)
    pg.evaluate("() => { const g = window.gallery.gauges['resizable-ring']; g.animation = 'none'; g.value = 5; }")
    pg.evaluate(WAIT_FRAMES, 5)
    stale = pg.evaluate("() => window.gallery.gauges['resizable-ring']._binding.stale")
    assert stale is True, 'the off-screen gauge was drawn (test premise)'
    drawn = "() => window.gallery.gauges['resizable-ring'].displayListText()"
    before = pg.evaluate(drawn)
    pg.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    assert pg.evaluate("() => window.gallery.gauges['resizable-ring']._binding.stale") is False
    after = pg.evaluate(drawn)
    assert after != before, 'beforeprint did not redraw the off-screen gauge'
    # The marker now sits at 5 % of the arc: the same list a fresh render at this size gives.
    fresh = pg.evaluate("() => { const g = window.gallery.gauges['resizable-ring'], b = g._binding;"
                        " g.render(b.cssW, b.cssH, devicePixelRatio, performance.now()); return g.displayListText(); }")
    assert after == fresh
