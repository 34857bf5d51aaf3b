"""Gauges take their look from the page: each draws in its element's *used* colour scheme, as form
controls do — the computed `color-scheme` (page, meta tag, any ancestor) resolved against prefers-color-scheme —
and the page runs under a strict CSP (`style-src 'self'`, no inline script). Runs pages/theme.html.
Screenshots: test-results/screenshots/theme-*.png."""
from __future__ import annotations

import re

import pytest

import sg_layout as L

BLACK, WHITE = (0, 0, 0), (255, 255, 255)


def wait_until(pg, js: str, timeout_ms: int = 10000):
    """Polls `js` (a function source) until it returns true. Not wait_for_function: its polling evaluates a
    string, which the page's CSP (no 'unsafe-eval') refuses."""
    for _ in range(timeout_ms // 50):
        if pg.evaluate(js):
            return
        pg.wait_for_timeout(50)
    raise AssertionError(f'timed out waiting for {js}')


def shot(pg, path):
    # Playwright's Firefox screenshot injects a <style> (hidden caret and scrollbars), which this page's CSP refuses:
    # that violation is the harness's, allowed here; test_strict_csp_… proves the page itself has none.
    if pg.sg_engine == 'firefox':
        pg.sg_allow(r'style-src-elem')
    pg.screenshot(path=str(path), caret='initial')


def open_theme(page_factory, query: str, color_scheme: str):
    pg = page_factory(1, color_scheme=color_scheme)
    pg.goto(f'test/browser/pages/theme.html{query}')
    wait_until(pg, "() => ['ready', 'error'].includes(document.documentElement.dataset.state)")
    assert pg.evaluate('document.documentElement.dataset.state') == 'ready', pg.sg_errors.items
    return pg


def label_colour(pg, gid: str):
    """The colour the core paints the value text of gauge `gid` with (from its display list), as (r, g, b)."""
    text = pg.evaluate("(id) => window.gallery.gauges[id].displayListText()", gid)
    dl = L.parse(text, [])
    t = next(iter(dl.ops('text')))
    return dl.paints[t.a['paint']].rgba[:3]


def contrast(a, b) -> float:
    def lum(c):
        s = [v / 255 for v in c]
        s = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in s]
        return 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize('query', ['', '?scheme=light', '?css=light'], ids=['nothing-declared', 'meta-light', 'css-light'])
def test_a_light_page_keeps_light_gauges_in_a_dark_os(page_factory, shots, query):
    pg = open_theme(page_factory, query, 'dark')
    for gid in ('ring', 'bar'):
        assert pg.evaluate('(id) => window.gallery.gauges[id].resolvedColorScheme', gid) == 'light'
        c = label_colour(pg, gid)
        assert contrast(c, WHITE) >= 4.5, f'{gid}: label {c} on the white page'
    # An ancestor declaring `color-scheme: dark` makes its gauges dark; color-scheme="auto" follows the OS.
    assert pg.evaluate("window.gallery.gauges.dark.resolvedColorScheme") == 'dark'
    assert contrast(label_colour(pg, 'dark'), BLACK) >= 4.5
    assert pg.evaluate("window.gallery.gauges.os.resolvedColorScheme") == 'dark'
    shot(pg, shots / f'theme-light-page-dark-os{query.replace("?", "-").replace("=", "-")}.png')


@pytest.mark.engine_lacks('media-change')
def test_a_light_dark_page_follows_the_os_and_redraws_when_it_flips(page_factory, shots):
    pg = open_theme(page_factory, '?scheme=light%20dark', 'dark')
    assert pg.evaluate("window.gallery.gauges.ring.resolvedColorScheme") == 'dark'
    assert contrast(label_colour(pg, 'ring'), BLACK) >= 4.5
    shot(pg, shots / 'theme-light-dark-page-dark-os.png')
    pg.emulate_media(color_scheme='light')
    wait_until(pg, "() => window.gallery.gauges.ring.resolvedColorScheme === 'light'")
    pg.evaluate('window.gallery.module.whenRendered()')
    assert contrast(label_colour(pg, 'ring'), WHITE) >= 4.5
    # A theme switch on <html> (a class) is seen without a refresh() call.
    pg.evaluate("document.documentElement.classList.add('css-dark')")
    wait_until(pg, "() => window.gallery.gauges.ring.resolvedColorScheme === 'dark'")


def test_strict_csp_no_violation_and_unsized_elements_have_their_size(page_factory):
    pg = open_theme(page_factory, '', 'light')
    assert pg.evaluate('window.__violations') == []
    sizes = pg.evaluate("""() => ['ring', 'bar'].map((id) => { const r = document.getElementById(id).getBoundingClientRect();
      return [Math.round(r.width), Math.round(r.height)]; })""")
    assert sizes[0] == [58, 58], sizes
    assert sizes[1][0] > 300 and 10 <= sizes[1][1] <= 80, sizes
    drawn = pg.evaluate("""() => ['ring', 'bar'].map((id) => { const c = document.getElementById(id).shadowRoot.querySelector('canvas');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++; return n; })""")
    assert all(n > 100 for n in drawn), drawn


# Container-scoped themes (docs/design.md › The web host): each gauge's canvas (a surface gauge's proxy) carries a
# 1 ms step-start transition on what its look follows — color, the used scheme (column-rule-color: Canvas),
# font-family, --swift-gauge-watch (every --swift-gauge-* property and its own texts' var()s) — and transitionrun has it
# read again in the next frame. No refresh() anywhere below. Each gauge is an accessoryLinearCapacity bar at value 1:
# its fill is its tint (SwiftUI's blue is #007aff light, #0a84ff dark), read from the canvas's pixels.
SCOPED = """async () => {
  const style = document.createElement('style');
  style.textContent = `
    main.dark { color-scheme: dark; --brand: rgb(200, 40, 90); background: #1c1c1e; }
    #sc-brand-wrap { --swift-gauge-tint: var(--brand, rgb(40, 160, 60)); }
    .sc swift-gauge, .sc .box { width: 200px; height: 40px; display: block; }
    #sc-outer { color-scheme: dark; background: #1c1c1e; } #sc-inner.light { color-scheme: light; background: #fff; }
    #sc-surface { width: 420px; height: 60px; position: relative; }
    #sc-surface.themed { --swift-gauge-tint: rgb(230, 120, 0); color-scheme: dark; background: #1c1c1e; }`;
  document.head.append(style);
  const main = document.createElement('main');
  main.className = 'sc';
  main.innerHTML = `
    <swift-gauge id="sc-plain" gauge-style="accessoryLinearCapacity" value="1"></swift-gauge>
    <div id="sc-brand-wrap"><swift-gauge id="sc-brand" gauge-style="accessoryLinearCapacity" value="1"></swift-gauge></div>
    <swift-gauge id="sc-own" gauge-style="accessoryLinearCapacity" value="1" tint="var(--brand, rgb(90, 90, 90))"></swift-gauge>
    <div id="sc-parent"><swift-gauge id="sc-inline-parent" gauge-style="accessoryLinearCapacity" value="1"></swift-gauge></div>
    <swift-gauge id="sc-inline" gauge-style="accessoryLinearCapacity" value="1"></swift-gauge>
    <div id="sc-outer"><div id="sc-inner"><swift-gauge id="sc-nested" gauge-style="accessoryLinearCapacity" value="1"></swift-gauge></div></div>
    <div id="sc-box" class="box"></div>
    <div id="sc-canvas-wrap"><canvas id="sc-canvas" width="200" height="40"></canvas></div>
    <div id="sc-surface"></div>`;
  document.body.prepend(main);
  const els = [...main.querySelectorAll('swift-gauge')];
  await Promise.all(els.map((el) => el.ready));
  const m = window.gallery.module, o = { style: 'accessoryLinearCapacity', value: 1, animation: 'none' };
  const box = m.createGauge(document.getElementById('sc-box'), o);
  const cv = m.createGauge(document.getElementById('sc-canvas'), o);
  const surface = m.createSurface(document.getElementById('sc-surface'));
  const onSurface = surface.createGauge({ x: 10, y: 10, width: 200, height: 40 }, o);
  const ownOnSurface = surface.createGauge({ x: 215, y: 10, width: 200, height: 40 }, { ...o, tint: 'var(--brand, rgb(90, 90, 90))', fontFamily: 'inherit' });
  window.__sc = { box, cv, surface, onSurface, ownOnSurface, gauges: [...els.map((el) => el.gauge), box, cv, onSurface, ownOnSurface] };
  await m.whenRendered();
  // (a gauge's fill pixel: the middle of the last fillRoundRect of its display list, on its canvas)
  window.__scFill = (g) => {
    const text = g.displayListText(), b = g._binding, r = window.devicePixelRatio;
    const paints = Object.fromEntries([...text.matchAll(/^solid #(\\d+) (#[0-9a-f]{8})$/gm)].map((x) => [x[1], x[2]]));
    const rects = [...text.matchAll(/^fillRoundRect at=\\(([\\d.]+),([\\d.]+)\\) size=([\\d.]+)x([\\d.]+) .* paint=#(\\d+)$/gm)];
    const [, x0, y0, w, h, paint] = rects[rects.length - 1];
    let c, dx = 0, dy = 0;
    if (b.canvas) c = b.canvas;
    else { c = window.__sc.surface.canvas; const v = window.__sc.surface.visibleRect; dx = b.x - v.x; dy = b.y - v.y; }
    const px = c.getContext('2d').getImageData(Math.floor((dx + +x0 + w / 2) * r), Math.floor((dy + +y0 + h / 2) * r), 1, 1).data;
    return { list: [1, 3, 5, 7].map((k) => parseInt(paints[paint].slice(k, k + 2), 16)).slice(0, 3), px: [...px].slice(0, 3) };
  };
}"""

# Waits two animation frames (the change's style recalculation, then its transitionrun, read and redraw), no more.
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))"

BLUE_LIGHT, BLUE_DARK = (0, 122, 255), (10, 132, 255)


def scoped_page(page_factory):
    from conftest import open_page
    pg = open_page(page_factory(1), 'test/browser/pages/element.html')
    pg.evaluate(SCOPED)
    return pg


def fill(pg, expr: str):
    """(display-list colour, canvas pixel) of the gauge `expr` evaluates to."""
    r = pg.evaluate(f'() => window.__scFill({expr})')
    return tuple(r['list']), tuple(r['px'])


def assert_fill(pg, expr: str, want, what: str):
    listed, px = fill(pg, expr)
    assert all(abs(a - b) <= 1 for a, b in zip(listed, want)), f'{what}: display list {listed}, want {want}'
    assert all(abs(a - b) <= 2 for a, b in zip(px, want)), f'{what}: pixel {px}, want {want}'


EL = "document.getElementById('{}').gauge"


def test_a_theme_class_on_main_reaches_every_kind_of_gauge_in_a_frame(page_factory, shots):
    pg = scoped_page(page_factory)
    gauges = {'element': EL.format('sc-plain'), 'container': 'window.__sc.box', 'canvas': 'window.__sc.cv',
              'surface': 'window.__sc.onSurface'}
    for what, g in gauges.items():
        assert_fill(pg, g, BLUE_LIGHT, f'{what} before')
    assert_fill(pg, EL.format('sc-brand'), (40, 160, 60), '--swift-gauge-tint: var(--brand, …) before')
    assert_fill(pg, EL.format('sc-own'), (90, 90, 90), 'tint="var(--brand, …)" before')
    assert_fill(pg, 'window.__sc.ownOnSurface', (90, 90, 90), "a surface gauge's tint var(--brand, …) before")
    # A page's own transition listeners on an ancestor see none of the watch's events (they stop at the canvas).
    pg.evaluate("""() => { window.__scEvents = [];
      for (const t of ['transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'])
        document.querySelector('main.sc').addEventListener(t, (e) => window.__scEvents.push(`${t} ${e.target.localName} ${e.propertyName}`)); }""")
    pg.evaluate("document.querySelector('main.sc').classList.add('dark')")
    pg.evaluate(TWO_FRAMES)
    for what, g in gauges.items():
        assert_fill(pg, g, BLUE_DARK, f'{what}: dark from a class on <main>')
    pg.evaluate(TWO_FRAMES)
    assert pg.evaluate('window.__scEvents') == []
    for what, g in (('--swift-gauge-tint: var(--brand)', EL.format('sc-brand')), ('tint="var(--brand)"', EL.format('sc-own')),
                    ('surface tint var(--brand)', 'window.__sc.ownOnSurface')):
        assert_fill(pg, g, (200, 40, 90), f'{what}: --brand from a class on <main>')
    pg.locator('main.sc').screenshot(path=str(shots / 'theme-scoped-main-dark.png'))
    pg.evaluate("document.querySelector('main.sc').classList.remove('dark')")
    pg.evaluate(TWO_FRAMES)
    for what, g in gauges.items():
        assert_fill(pg, g, BLUE_LIGHT, f'{what}: light again')
    assert_fill(pg, EL.format('sc-own'), (90, 90, 90), 'tint="var(--brand, …)" again')
    pg.locator('main.sc').screenshot(path=str(shots / 'theme-scoped-main-light.png'))


def test_inline_custom_properties_on_the_parent_and_on_the_element(page_factory):
    pg = scoped_page(page_factory)
    pg.evaluate("document.getElementById('sc-parent').style.setProperty('--swift-gauge-tint', 'rgb(0, 128, 0)')")
    pg.evaluate("document.getElementById('sc-inline').style.setProperty('--swift-gauge-tint', 'rgb(128, 0, 128)')")
    pg.evaluate("document.getElementById('sc-canvas').style.setProperty('--swift-gauge-tint', 'rgb(0, 100, 160)')")
    pg.evaluate(TWO_FRAMES)
    assert_fill(pg, EL.format('sc-inline-parent'), (0, 128, 0), 'inline --swift-gauge-tint on the parent')
    assert_fill(pg, EL.format('sc-inline'), (128, 0, 128), 'inline --swift-gauge-tint on the element')
    assert_fill(pg, 'window.__sc.cv', (0, 100, 160), "inline --swift-gauge-tint on a page's <canvas>")
    pg.evaluate("document.getElementById('sc-inline').style.removeProperty('--swift-gauge-tint')")
    pg.evaluate(TWO_FRAMES)
    assert_fill(pg, EL.format('sc-inline'), BLUE_LIGHT, 'the property removed')


def test_a_nested_container_toggling_color_scheme(page_factory, shots):
    pg = scoped_page(page_factory)
    assert_fill(pg, EL.format('sc-nested'), BLUE_DARK, 'inside a dark container')
    pg.evaluate("document.getElementById('sc-inner').classList.add('light')")
    pg.evaluate(TWO_FRAMES)
    assert_fill(pg, EL.format('sc-nested'), BLUE_LIGHT, 'its inner container turned light')
    assert pg.evaluate(EL.format('sc-nested') + '.resolvedColorScheme') == 'light'
    pg.locator('#sc-outer').screenshot(path=str(shots / 'theme-scoped-nested-light.png'))
    pg.evaluate("document.getElementById('sc-inner').classList.remove('light')")
    pg.evaluate(TWO_FRAMES)
    assert_fill(pg, EL.format('sc-nested'), BLUE_DARK, 'dark again')


def test_a_surface_takes_page_colours_and_fonts_from_its_container(page_factory, shots):
    pg = scoped_page(page_factory)
    pg.evaluate("document.getElementById('sc-surface').classList.add('themed')")
    pg.evaluate(TWO_FRAMES)
    assert_fill(pg, 'window.__sc.onSurface', (230, 120, 0), "--swift-gauge-tint on the surface's container")
    assert pg.evaluate('window.__sc.onSurface.resolvedColorScheme') == 'dark'
    pg.locator('#sc-surface').screenshot(path=str(shots / 'theme-scoped-surface.png'))
    # The page font, as elements take it (fontFamily 'inherit'): the container's computed font-family, changed by CSS.
    pg.evaluate("document.getElementById('sc-surface').style.fontFamily = 'DejaVu Serif, serif'")
    pg.evaluate(TWO_FRAMES)
    svg = pg.evaluate('window.__sc.ownOnSurface.toSVG()')
    assert 'DejaVu Serif' in svg, svg[:300]


def test_a_gauge_shown_again_after_display_none_takes_the_theme_it_missed(page_factory):
    pg = scoped_page(page_factory)
    pg.evaluate("document.getElementById('sc-parent').style.display = 'none'")
    pg.evaluate(TWO_FRAMES)
    pg.evaluate("document.getElementById('sc-parent').style.setProperty('--swift-gauge-tint', 'rgb(0, 128, 0)')")
    pg.evaluate(TWO_FRAMES)
    pg.evaluate("document.getElementById('sc-parent').style.display = ''")
    pg.evaluate(TWO_FRAMES)
    pg.evaluate('window.gallery.module.whenRendered()')
    assert_fill(pg, EL.format('sc-inline-parent'), (0, 128, 0), 'shown again')


# Style reads: none while nothing the gauges follow changes (values, titles, classes and custom properties no gauge
# uses, a stylesheet that changes nothing they show), and at most one read per gauge however many changes a frame.
COUNT = """async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const settle = async () => { await new Promise((r) => setTimeout(r, 30)); await frame(); await frame(); await window.__sgt.rendered(); };
  await settle();
  let calls = 0, reads = 0;
  const gcs = window.getComputedStyle;
  window.getComputedStyle = function (...a) { calls++; return gcs.apply(this, a); };
  const gauges = window.__sc.gauges;
  const counted = async (f) => { calls = 0; await f(); await settle(); return calls; };
  const out = {};
  out.refresh = await counted(() => window.gallery.module.refresh());
  out.title = await counted(() => { document.title = 'changed ' + Math.random(); });
  out.head = await counted(() => {
    const m = document.createElement('meta'); m.name = 'description'; m.content = 'x'; document.head.append(m);
    const s = document.createElement('script'); s.type = 'application/json'; s.textContent = '{}'; document.head.append(s);
  });
  out.values = await counted(() => { for (const g of gauges) g.value = 0.5; });
  out.other = await counted(() => { for (let i = 0; i < 10; i++) { document.body.setAttribute('data-scroll', i); document.documentElement.setAttribute('aria-busy', i % 2 ? 'true' : 'false'); } });
  out.classes = await counted(() => { for (let i = 0; i < 10; i++) { document.documentElement.className = `t${i}`; document.querySelector('main.sc').className = `sc u${i}`; } });
  out.unused = await counted(() => { for (let i = 0; i < 5; i++) { document.body.dataset.theme = `d${i}`; document.documentElement.style.setProperty('--x', i); document.querySelector('main.sc').style.background = `rgb(${i}, 0, 0)`; } });
  out.style = await counted(() => { const s = document.createElement('style'); s.textContent = 'main.sc { outline: 1px solid red; }'; document.head.append(s); });
  out.flips = await counted(() => { for (let i = 0; i < 10; i++) document.querySelector('main.sc').classList.toggle('dark'); document.querySelector('main.sc').classList.add('dark'); });
  out.gauges = gauges.length;
  window.getComputedStyle = gcs;
  return out;
}"""


def test_nothing_is_read_while_nothing_changes_and_at_most_once_a_frame(page_factory):
    pg = scoped_page(page_factory)
    r = pg.evaluate(COUNT)
    one = r['refresh']
    assert one >= r['gauges'], r          # a refresh reads each gauge's style
    for k in ('title', 'head', 'values', 'other', 'classes', 'unused', 'style'):
        assert r[k] == 0, (k, r)
    # Eleven class changes in one task, the last a real flip: read once per gauge (no more than one refresh).
    assert 0 < r['flips'] <= one, r


