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


# Only what can change a gauge's colour scheme or fonts re-reads the page's styles — attributes
# like class, style or data-theme on <html>/<body>, the colour-scheme meta tag, a stylesheet added, removed or
# loaded — and at most once a frame; a title change, a script or meta tag added to <head>, an attribute no theme
# uses, read nothing.
COUNT = """async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const settle = async () => { await new Promise((r) => setTimeout(r, 30)); await frame(); await frame(); await window.__sgt.rendered(); };
  await settle();
  let calls = 0;
  const gcs = window.getComputedStyle;
  window.getComputedStyle = function (...a) { calls++; return gcs.apply(this, a); };
  const counted = async (f) => { calls = 0; await f(); await settle(); return calls; };
  const out = {};
  out.refresh = await counted(() => window.gallery.module.refresh());
  out.title = await counted(() => { document.title = 'changed ' + Math.random(); });
  out.head = await counted(() => {
    const m = document.createElement('meta'); m.name = 'description'; m.content = 'x'; document.head.append(m);
    const s = document.createElement('script'); s.type = 'application/json'; s.textContent = '{}'; document.head.append(s);
  });
  out.other = await counted(() => { for (let i = 0; i < 10; i++) { document.body.setAttribute('data-scroll', i); document.documentElement.setAttribute('aria-busy', i % 2 ? 'true' : 'false'); } });
  out.classes = await counted(() => { for (let i = 0; i < 10; i++) document.documentElement.className = `t${i}`; });
  out.mixed = await counted(() => { for (let i = 0; i < 5; i++) { document.body.dataset.theme = `d${i}`; document.documentElement.style.setProperty('--x', i); } });
  out.style = await counted(() => { const s = document.createElement('style'); s.id = 'cnt-style'; s.textContent = ':root { color-scheme: light; }'; document.head.append(s); });
  out.gauges = window.gallery.module.gaugeCount;
  window.getComputedStyle = gcs;
  document.documentElement.className = '';
  return out;
}"""


def test_only_theme_changes_re_read_styles_and_at_most_once_a_frame(page_factory):
    from conftest import open_page
    pg = open_page(page_factory(1), 'test/browser/pages/element.html')
    r = pg.evaluate(COUNT)
    one = r['refresh']
    assert one >= r['gauges'], r          # a refresh reads each gauge's style
    assert r['title'] == 0 and r['head'] == 0 and r['other'] == 0, r
    # Ten theme changes in one task: at most one refresh (and a redraw's reads of what changed).
    for k in ('classes', 'mixed', 'style'):
        assert 0 < r[k] <= one, (k, r)
