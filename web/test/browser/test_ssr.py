"""Server-rendered first paint (README › Server-rendered first paint; examples/ssr-element.mjs): <swift-gauge>
elements whose light DOM is the server's SVG show before any script at their final size (set by the stylesheet
served with the page: no inline style, so a strict CSP allows it); when the module loads,
each canvas replaces its SVG in the frame it first draws — the element's box identical before and after, no frame
without either drawing, and the canvas's pixels close to the SVG's."""
import json
import subprocess

from conftest import ROOT, results_dir
from sg_layout import engine_tolerance

# The page, made by the example in Node, without its script: the test adds the module when it has looked.
PAGE_HTML = subprocess.run(
    ['node', '--input-type=module', '-e',
     "import { page } from './examples/ssr-element.mjs'; process.stdout.write(await page(null));"],
    cwd=ROOT, capture_output=True, text=True, check=True).stdout

# The stylesheet the example serves with its page (none before it had one: its sizes were style attributes).
PAGE_CSS = subprocess.run(
    ['node', '--input-type=module', '-e',
     "import * as m from './examples/ssr-element.mjs'; process.stdout.write(m.pageStylesheet ? m.pageStylesheet() : '');"],
    cwd=ROOT, capture_output=True, text=True, check=True).stdout
BOXES = """() => [...document.querySelectorAll('swift-gauge')].map((el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })"""

# Every frame from now on: for each element, whether its server SVG is rendered and whether its canvas shows
# pixels; a frame where neither is on screen is an empty box.
SAMPLE = """() => { window.__frames = [];
  const step = () => {
    window.__frames.push([...document.querySelectorAll('swift-gauge')].map((el) => {
      const svg = el.querySelector(':scope > svg').getClientRects().length > 0;
      const c = el.shadowRoot?.querySelector('canvas');
      let canvas = false;
      if (c && c.width && getComputedStyle(c).display !== 'none') {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        for (let i = 3; i < d.length; i += 4) if (d[i]) { canvas = true; break; }
      }
      return [svg, canvas];
    }));
    if (window.__frames.length < 600) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}"""

# The server SVGs rasterised at device size over white (before the module), as data URLs.
SVG_PIXELS = """() => Promise.all([...document.querySelectorAll('swift-gauge')].map(async (el) => {
  const r = el.getBoundingClientRect(), W = Math.round(r.width * devicePixelRatio), H = Math.round(r.height * devicePixelRatio);
  const svg = el.querySelector(':scope > svg').cloneNode(true);
  svg.setAttribute('width', W); svg.setAttribute('height', H); svg.removeAttribute('style');
  const img = new Image(); img.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
  await img.decode();
  const x = document.createElement('canvas'); x.width = W; x.height = H; const t = x.getContext('2d');
  t.fillStyle = '#fff'; t.fillRect(0, 0, W, H); t.drawImage(img, 0, 0, W, H); return x.toDataURL();
}))"""

# Each live canvas against the SVG pixels from before: device pixels differing by more than 16 in a channel.
VERSUS = """async (before) => Promise.all([...document.querySelectorAll('swift-gauge')].map(async (el, k) => {
  const c = el.gauge._binding.canvas, W = c.width, H = c.height, img = new Image();
  img.src = before[k]; await img.decode();
  const read = (src) => { const x = document.createElement('canvas'); x.width = W; x.height = H; const t = x.getContext('2d');
    t.fillStyle = '#fff'; t.fillRect(0, 0, W, H); t.drawImage(src, 0, 0, W, H); return t.getImageData(0, 0, W, H).data; };
  const a = read(img), b = read(c);
  let bad = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 16) bad++;
  return [el.getAttribute('gauge-style'), bad, W * H];
}))"""



def test_server_rendered_gauges_go_live_without_a_flash_or_a_shift(page_factory, server, engine, shots):
    pg = page_factory(1)
    pg.route('**/ssr-page.html', lambda route: route.fulfill(body=PAGE_HTML, content_type='text/html; charset=utf-8'))
    pg.route('**/gauges.css', lambda route: route.fulfill(body=PAGE_CSS, content_type='text/css'))
    pg.goto('ssr-page.html')
    assert pg.evaluate("customElements.get('swift-gauge')") is None   # no script yet
    before = pg.evaluate(BOXES)
    assert [b[2:] for b in before] == [[240, 240], [120, 120], [320, 60]], before   # the final sizes, before script
    pg.locator('div').first.screenshot(path=str(shots / 'ssr-before-script.png'))
    svg_pixels = pg.evaluate(SVG_PIXELS)
    pg.evaluate(SAMPLE)
    pg.add_script_tag(url='/swift-gauge.min.js', type='module')
    pg.wait_for_function("[...document.querySelectorAll('swift-gauge')].every((el) => el.gauge)")
    pg.wait_for_function("window.__frames.length > 5 && window.__frames.at(-1).every(([svg, canvas]) => !svg && canvas)")
    frames = pg.evaluate('window.__frames')
    empty = [(i, k) for i, f in enumerate(frames) for k, (svg, canvas) in enumerate(f) if not svg and not canvas]
    assert not empty, f'frames with an empty box (frame, gauge): {empty[:10]} of {len(frames)}'
    assert any(f[0][0] for f in frames) and frames[-1][0] == [False, True], 'the swap was not seen'
    after = pg.evaluate(BOXES)
    assert after == before, ('layout shift', before, after)
    pg.locator('div').first.screenshot(path=str(shots / 'ssr-live.png'))
    versus = pg.evaluate(VERSUS, svg_pixels)
    (results_dir(engine) / 'ssr-vs-canvas.tsv').write_text('gauge\tdevice pixels\t% over 16\n' + ''.join(
        f'{name}\t{n}\t{100 * bad / n:.3f}\n' for name, bad, n in versus))
    for name, bad, n in versus:
        assert bad <= engine_tolerance('ssr_vs_canvas', engine) * n, (name, bad, n, json.dumps(versus))


# README › Deployment's strict policy, as an HTTP header: no inline style (neither <style> nor style attributes).
STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:"
# Installed before the page parses: CSP violations, and layout shifts where the engine reports them (Chromium;
# Firefox has no layout-shift entries: null), and every element's box in every frame from the first.
WATCH = """(() => {
  window.__violations = []; window.__cls = null; window.__boxes = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) {
    window.__cls = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; })
      .observe({ type: 'layout-shift', buffered: true });
  }
  const step = () => {
    const els = [...document.querySelectorAll('swift-gauge')];
    if (els.length) window.__boxes.push(els.map((el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].join(','); }).join(' '));
    if (window.__boxes.length < 2000) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})();"""


def test_server_rendered_gauges_under_a_strict_csp_keep_their_size_with_no_shift_and_no_violation(page_factory, engine, shots):
    pg = page_factory(1)
    pg.add_init_script(WATCH)
    headers = {'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': STRICT_CSP}
    pg.route('**/ssr-csp/page.html', lambda route: route.fulfill(body=PAGE_HTML, headers=headers))
    pg.route('**/ssr-csp/gauges.css', lambda route: route.fulfill(body=PAGE_CSS, content_type='text/css'))
    pg.goto('ssr-csp/page.html')
    before = pg.evaluate(BOXES)
    assert [b[2:] for b in before] == [[240, 240], [120, 120], [320, 60]], before   # the final sizes, before script
    pg.add_script_tag(url='/swift-gauge.min.js', type='module')
    # Polled with evaluate, not wait_for_function, whose polling evaluates a string: the policy refuses eval.
    live = """() => [...document.querySelectorAll('swift-gauge')].every((el) => { const c = el.gauge && el.shadowRoot.querySelector('canvas');
      return c && c.width && getComputedStyle(c).display !== 'none' && !el.querySelector(':scope > svg').getClientRects().length; })"""
    for _ in range(200):
        if pg.evaluate(live):
            break
        pg.wait_for_timeout(50)
    assert pg.evaluate(live), 'the gauges did not go live'
    pg.wait_for_timeout(300)
    after = pg.evaluate(BOXES)
    assert after == before, ('the boxes changed at hydration', before, after)
    assert [b[2:] for b in after] == [[240, 240], [120, 120], [320, 60]], after
    boxes = pg.evaluate('window.__boxes')
    assert len(set(boxes)) == 1, ('a box moved or resized in some frame', sorted(set(boxes)))
    assert pg.evaluate('window.__violations') == [], pg.evaluate('window.__violations')
    cls = pg.evaluate('window.__cls')
    # (Firefox and WebKit report no layout-shift entries: None; Chromium must report none shifted.)
    assert cls in (0, None) and (cls == 0 or engine != 'chromium'), cls
    if engine == 'firefox':  # Playwright's Firefox screenshot injects a <style> (test_theme.py › shot)
        pg.sg_allow(r'style-src-elem')
    pg.screenshot(path=str(shots / 'ssr-strict-csp-live.png'))


# README › Unsized gauges before the module loads: its CSS block, as written, over a page of unsized gauges.
def readme_unsized_css() -> str:
    readme = (ROOT / 'README.md').read_text()
    section = readme.split('### Unsized gauges before the module loads', 1)[1]
    return section.split('```css\n', 1)[1].split('```', 1)[0]


UNSIZED_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Unsized gauges</title><link rel="stylesheet" href="unsized.css"></head>
<body><p>Dashboard</p>
<swift-gauge gauge-style="accessoryCircular" value="0.4">40%</swift-gauge>
<swift-gauge gauge-style="dial" value="40" max="100">40</swift-gauge>
<swift-gauge gauge-style="linearCapacity" value="0.4" label="Upload">Upload 40%</swift-gauge>
<swift-gauge gauge-style="linearCapacity" orientation="vertical" value="0.4">40%</swift-gauge>
<p id="after">Text below the gauges, which moves if they do.</p></body></html>
"""


def unsized_load(page_factory, css: str):
    """The unsized page with `css` as its stylesheet: boxes (the gauges' and the paragraph's) before the module and
    after it drew, and the layout shift the engine reported (None where it reports none: Firefox)."""
    pg = page_factory(1)
    pg.add_init_script(WATCH)
    pg.route('**/unsized/page.html', lambda route: route.fulfill(body=UNSIZED_PAGE, content_type='text/html; charset=utf-8'))
    pg.route('**/unsized/unsized.css', lambda route: route.fulfill(body=css, content_type='text/css'))
    pg.goto('unsized/page.html')
    boxes = """() => [...document.querySelectorAll('swift-gauge, #after')].map((el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })"""
    before = pg.evaluate(boxes)
    pg.add_script_tag(url='/swift-gauge.min.js', type='module')
    pg.wait_for_function("[...document.querySelectorAll('swift-gauge')].every((el) => el.gauge)")
    pg.evaluate("customElements.get('swift-gauge').loadModule().then((m) => m.whenRendered())")
    pg.wait_for_timeout(300)
    # Every frame's boxes from the first: a box that changed for a frame and came back is a shift too.
    frames = pg.evaluate('window.__boxes')
    if css:
        assert len(set(frames)) == 1, ('a box moved while the module loaded', sorted(set(frames)))
    return before, pg.evaluate(boxes), pg.evaluate('window.__cls')


def test_unsized_gauges_with_the_readme_css_do_not_shift_when_the_module_loads(page_factory, engine):
    css = readme_unsized_css()
    assert ':not(:defined)' in css, css
    # Without the rules the page shifts (so the test can fail): the figure README › Unsized gauges gives.
    bare_before, bare_after, bare_cls = unsized_load(page_factory, '')
    assert bare_after != bare_before, 'the bare page did not shift: the test proves nothing'
    if bare_cls is not None:
        assert bare_cls > 0.005, bare_cls
    before, after, cls = unsized_load(page_factory, css)
    assert after == before, ('the README CSS did not hold the boxes', before, after)
    assert [b[2:] for b in after[:2]] == [[58, 58], [177, 177]] and after[3][2:] == [96, 200], after
    if cls is not None:
        assert cls == 0, f'CLS {cls} with the README CSS'
    print(f'unsized gauges: CLS {bare_cls} without the README CSS, {cls} with it')
