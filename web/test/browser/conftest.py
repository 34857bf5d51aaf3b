"""Browser-test harness: Playwright (PyPI) driving two engines, Debian's chromium-headless-shell and Debian's
Firefox ESR (through Playwright's WebDriver BiDi channel, `moz-firefox`).

- `engine` (session parameter): every test that uses a browser runs once per engine, Chromium first
  (`--engine chromium` or `--engine firefox` picks one while iterating). The run ends with a count per engine.
  What an engine cannot do is written down once, below (ENGINE_LACKS, per-engine pixel tolerances in
  sg_layout.ENGINE_TOLERANCE); a test that cannot run in an engine is skipped there with its reason
  (`@pytest.mark.engine_lacks('...')`), never silently.
- `server` (session): a static http.server on 127.0.0.1 (free port) serving web/ with Cache-Control: no-store
  and .wasm as application/wasm. Fails (never skips) when web/swift-gauge.wasm has not been built.
- `browser` (session, per engine): one browser for the whole run ($CHROMIUM / $FIREFOX override the
  executables). Firefox's BiDi channel cannot emulate media features or turn JavaScript off per context, so
  Firefox browsers are launched with prefs instead, one per (reduced motion, colour scheme, JavaScript) a test
  asks for (`browsers.get`).
- `dpr`: every test that uses `page` runs at devicePixelRatio 1 and 2 (a new browser context per test, with
  prefers-reduced-motion: reduce so that value changes land at once).
- `page` / `page_factory(dpr, **context_options)`: pages whose console errors, uncaught errors, failed requests,
  HTTP >= 400 responses and window.__errors entries fail the test (after its body, as a test failure).
  `page.sg_allow(regex)` whitelists an expected message.
- `open_gallery` / `open_test_page`: navigate `page`, wait for <html data-state="ready">, make the viewport as
  tall as the page, and wait until every gauge is drawn and settled. `open_page(pg, path)` for other pages.

See docs/display-list.md for the list format and sg_layout.py for the pixel oracle.
"""
from __future__ import annotations

import functools
import http.server
import os
import re
import sys
import threading
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]                 # the repository
# $SWIFTGAUGE_WEB: serve another copy of web/ instead (it must contain test/browser/pages/ too).
WEB = Path(os.environ.get('SWIFTGAUGE_WEB') or HERE.parents[1]).resolve()
WASM = WEB / 'swift-gauge.wasm'
HOST = WEB / 'swift-gauge.js'
GALLERY = WEB / 'index.html'
TEST_PAGE = 'test/browser/pages/styles.html'
VIEWPORT = {'width': 1024, 'height': 768}
# The gallery is over 10,000 CSS px tall (10,153 in Chromium, 10,235 in Firefox, whose line heights differ); a
# viewport capped lower left the last gauges outside it (Chromium drew them only because its IntersectionObserver
# margin, 25 % of the viewport, happened to reach them). Both engines render and screenshot 16,000 px at dpr 2.
MAX_VIEWPORT_HEIGHT = 16000
TIMEOUT_MS = 10_000

CHROMIUM_CANDIDATES = ('/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell',
                       '/usr/bin/chromium')
CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']
FIREFOX_CANDIDATES = ('/usr/bin/firefox-esr', '/usr/lib/firefox-esr/firefox-esr', '/usr/bin/firefox')
ENGINES = ('chromium', 'firefox')

# What Playwright 1.64.1's WebDriver BiDi channel cannot do in Firefox ESR, written down once. A test marked
# @pytest.mark.engine_lacks(key) is skipped in the engines listed here with this reason; one that can run a
# part says so with `note_path`.
ENGINE_LACKS = {
    'cdp': ({'firefox'}, 'Chrome DevTools Protocol session (context.new_cdp_session) — Chromium only'),
    'media-change': ({'firefox'}, 'a prefers-* media change at run time (page.emulate_media is a no-op over BiDi: '
                                  'Firefox ESR 153 has no emulation.setMediaFeaturesOverride; Firefox gets them as '
                                  'launch-time prefs instead)'),
    'pdf': ({'firefox'}, 'page.pdf() (Chromium only in Playwright)'),
    'dpr-change': ({'firefox'}, 'a devicePixelRatio change in a live page (Chromium: CDP '
                                'Emulation.setDeviceMetricsOverride; Playwright exposes no BiDi equivalent)'),
}


# ---------------------------------------------------------------------------------------------------------
# Static server

class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      '.wasm': 'application/wasm', '.js': 'text/javascript', '.mjs': 'text/javascript',
                      '.html': 'text/html; charset=utf-8'}

    def end_headers(self):
        self.send_header('Cache-Control', 'no-store')
        super().end_headers()

    def log_message(self, *args):  # quiet
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A page closed mid-response (BrokenPipe, ConnectionReset) is normal in tests; anything else is printed.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


@pytest.fixture(scope='session')
def server():
    """Base URL (ending in '/') of web/ served on 127.0.0.1."""
    if not WASM.is_file():
        pytest.fail(f'{WASM} is missing: run ./build.sh first', pytrace=False)
    httpd = _QuietServer(('127.0.0.1', 0), functools.partial(_Handler, directory=str(WEB)))
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, name='static-server', daemon=True)
    thread.start()
    try:
        yield f'http://127.0.0.1:{httpd.server_address[1]}/'
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


# ---------------------------------------------------------------------------------------------------------
# Browser

def pytest_addoption(parser):
    parser.addoption('--engine', action='append', choices=ENGINES, default=None,
                     help='browser engine(s) to run the browser tests in (default: all of ' + ', '.join(ENGINES) + ')')


def pytest_configure(config):
    config.addinivalue_line('markers', 'engine_lacks(key): skipped in the engines ENGINE_LACKS[key] names (conftest.py)')


def pytest_generate_tests(metafunc):
    if 'engine' in metafunc.fixturenames:
        engines = metafunc.config.getoption('engine') or list(ENGINES)
        metafunc.parametrize('engine', sorted(set(engines), key=ENGINES.index), indirect=True, scope='session')


@pytest.fixture(scope='session')
def engine(request) -> str:
    """'chromium' or 'firefox' (a session parameter: all of one engine's tests run, then the other's)."""
    return request.param


def pytest_runtest_setup(item):
    eng = getattr(item, 'callspec', None) and item.callspec.params.get('engine')
    for m in item.iter_markers('engine_lacks'):
        for key in m.args:
            engines, why = ENGINE_LACKS[key]
            if eng in engines:
                pytest.skip(f'{eng}: cannot run: {why}')


def _executable(var: str, candidates: tuple, install: str) -> str:
    env = os.environ.get(var)
    if env:
        if not os.access(env, os.X_OK):
            pytest.fail(f'${var}={env} is not an executable file', pytrace=False)
        return env
    for c in candidates:
        if os.access(c, os.X_OK):
            return c
    pytest.fail(f'no {install} found (tried ' + ', '.join(candidates) + f'): apt-get install {install}, or set ${var}',
                pytrace=False)


def firefox_path() -> str:
    return _executable('FIREFOX', FIREFOX_CANDIDATES, 'firefox-esr')


def chromium_path() -> str:
    return _executable('CHROMIUM', CHROMIUM_CANDIDATES, 'chromium-headless-shell')


@pytest.fixture(scope='session')
def playwright_driver():
    with sync_playwright() as p:
        yield p


class Browsers:
    """The browsers of one engine. Chromium: one, which emulates media and disables JavaScript per context.
    Firefox: one per (reduced_motion, color_scheme, java_script_enabled), launched on first use with those as
    prefs (Playwright 1.64.1's BiDi channel ignores the context options: they would silently do nothing)."""

    def __init__(self, p, engine: str):
        self.p, self.engine, self.launched = p, engine, {}

    def get(self, reduced_motion: str | None = 'reduce', color_scheme: str | None = 'light',
            java_script_enabled: bool | None = True):
        key = None if self.engine == 'chromium' else (reduced_motion or 'reduce', color_scheme or 'light',
                                                       java_script_enabled is not False)
        if key not in self.launched:
            if self.engine == 'chromium':
                b = self.p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            else:
                motion, scheme, js = key
                b = self.p.firefox.launch(channel='moz-firefox', executable_path=firefox_path(), firefox_user_prefs={
                    'ui.prefersReducedMotion': 1 if motion == 'reduce' else 0,
                    'layout.css.prefers-color-scheme.content-override': 0 if scheme == 'dark' else 1,
                    'javascript.enabled': js,
                })
            self.launched[key] = b
        return self.launched[key]

    def close(self):
        for b in self.launched.values():
            b.close()
        self.launched.clear()


@pytest.fixture(scope='session')
def browsers(playwright_driver, engine):
    bs = Browsers(playwright_driver, engine)
    try:
        yield bs
    finally:
        bs.close()


@pytest.fixture(scope='session')
def browser(browsers):
    """The engine's browser (Firefox: the one preferring reduced motion and the light scheme, as the suite's
    contexts do)."""
    return browsers.get()


def results_dir(engine: str) -> Path:
    """Where an engine's figures and pictures go: test-results/ for Chromium, test-results/firefox/ for Firefox
    (the same file names, so the two can be compared side by side)."""
    d = ROOT / 'test-results' / ('' if engine == 'chromium' else engine)
    d.mkdir(parents=True, exist_ok=True)
    return d


@pytest.fixture(params=[1, 2], ids=['dpr1', 'dpr2'])
def dpr(request):
    return request.param


# Runs before any page script: records every fillText (to know where text really is, so pixel samples can
# stay clear of it) and gives the tests a few helpers over window.gallery. Observes only; calls through.
INIT_SCRIPT = r"""
(() => {
  const P = CanvasRenderingContext2D.prototype, fillText = P.fillText, clearRect = P.clearRect;
  const log = new WeakMap();
  P.clearRect = function (x, y, w, h) {
    if (x <= 0 && y <= 0 && x + w >= this.canvas.width && y + h >= this.canvas.height) log.set(this.canvas, []);
    return clearRect.apply(this, arguments);
  };
  P.fillText = function (text, x, y, maxWidth) {
    try {
      const m = this.measureText(text), t = this.getTransform();
      let list = log.get(this.canvas);
      if (!list) log.set(this.canvas, (list = []));
      list.push({ text: String(text), x, y, maxWidth: maxWidth === undefined ? null : maxWidth, width: m.width,
        left: m.actualBoundingBoxLeft, right: m.actualBoundingBoxRight, ascent: m.actualBoundingBoxAscent,
        descent: m.actualBoundingBoxDescent, a: t.a, d: t.d, e: t.e, f: t.f, font: this.font });
    } catch (e) { /* never disturb the page */ }
    return fillText.apply(this, arguments);
  };

  const ARIA_PROPS = { role: 'role', 'aria-label': 'ariaLabel', 'aria-valuenow': 'ariaValueNow',
    'aria-valuemin': 'ariaValueMin', 'aria-valuemax': 'ariaValueMax', 'aria-valuetext': 'ariaValueText',
    'aria-description': 'ariaDescription' };
  window.__sgt = {
    gauges() {
      const g = window.gallery && window.gallery.gauges;
      if (!g) throw new Error('window.gallery.gauges is missing');
      return g;
    },
    gauge(id) {
      const g = this.gauges()[id];
      if (!g) throw new Error(`window.gallery.gauges has no gauge "${id}"`);
      return g;
    },
    // The public API has no accessor for a gauge's canvas/element: try a public one, then the host's internal
    // binding, then the gallery's element ids.
    canvasOf(id) {
      const g = this.gauge(id);
      if (g.canvas instanceof HTMLCanvasElement) return g.canvas;
      if (g._binding && g._binding.canvas instanceof HTMLCanvasElement) return g._binding.canvas;
      const el = document.getElementById(id);
      if (el && el.localName === 'canvas') return el;
      const c = el && el.querySelector('canvas');
      if (c) return c;
      throw new Error(`cannot find the canvas of gauge "${id}"`);
    },
    // The ARIA an element gives assistive technology: its attribute, else what its gauge set through
    // ElementInternals (<swift-gauge> where the engine reflects ARIA on them: canvas-binding.js › setAttr).
    aria(el, name) {
      const v = el.getAttribute(name);
      if (v !== null) return v;
      const i = el.gauge?._binding?.mount?.internals, prop = ARIA_PROPS[name];
      return i && prop && prop in i ? i[prop] ?? null : null;
    },
    // The elements whose role (as aria() reads it) is `role` and whose aria-label is `name`.
    withRole(role, name) {
      return [...document.querySelectorAll('swift-gauge, [role]')].filter((el) => this.aria(el, 'role') === role
        && (name === undefined || this.aria(el, 'aria-label') === name));
    },
    meterOf(id) {
      const g = this.gauge(id);
      if (g.element instanceof Element) return g.element;
      if (g._binding && g._binding.host instanceof Element) return g._binding.host;
      return this.canvasOf(id).closest('[role="meter"]');
    },
    textBoxes(canvas) {
      const dpr = devicePixelRatio;
      return (log.get(canvas) || []).map((t) => {
        const sx = t.maxWidth !== null && t.width > t.maxWidth ? t.maxWidth / t.width : 1;
        const kx = t.a / dpr, ky = t.d / dpr, ex = t.e / dpr, ey = t.f / dpr;
        return { text: t.text, font: t.font,
          x0: ex + kx * (t.x - t.left * sx), x1: ex + kx * (t.x + t.right * sx),
          y0: ey + ky * (t.y - t.ascent), y1: ey + ky * (t.y + t.descent) };
      });
    },
    info(id) {
      const g = this.gauge(id), c = this.canvasOf(id), r = c.getBoundingClientRect(), m = this.meterOf(id);
      return {
        id, style: g.style, value: g.value, lower: g.lower, upper: g.upper, label: g.label,
        cssW: r.width, cssH: r.height, left: r.left + scrollX, top: r.top + scrollY,
        canvasW: c.width, canvasH: c.height, dpr: devicePixelRatio,
        text: g.displayListText(), texts: this.textBoxes(c),
        meter: m ? { tag: m.localName, id: m.id || null, role: this.aria(m, 'role') } : null,
      };
    },
    // The canvas read once, then indexed (a getImageData per point costs a read-back each, slow in Firefox);
    // points outside the canvas read transparent black, as getImageData gives them.
    pixels(id, points) {
      const c = this.canvasOf(id), ctx = c.getContext('2d'), w = c.width, h = c.height;
      if (points.length < 4 || !w || !h) return points.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data));
      const d = ctx.getImageData(0, 0, w, h).data;
      return points.map(([x, y]) => {
        x = Math.trunc(x); y = Math.trunc(y);
        if (x < 0 || y < 0 || x >= w || y >= h) return [0, 0, 0, 0];
        const k = (y * w + x) * 4;
        return [d[k], d[k + 1], d[k + 2], d[k + 3]];
      });
    },
    // The same as one hex string (8 digits a pixel) for points given as JSON text: thousands of small arrays
    // cost seconds to serialise over WebDriver BiDi, one string nothing (sg_page.canvas_pixels decodes it).
    pixelsHex(id, pointsJson) {
      const hex = (v) => (v < 16 ? '0' : '') + v.toString(16);
      return this.pixels(id, JSON.parse(pointsJson)).map((p) => p.map(hex).join('')).join('');
    },
    // Resolves once every gauge is drawn and none is animating (display-list flag bit 0), so that the last
    // display list is the one on the canvas and stays there while a test reads pixels. Gauges outside the
    // viewport are not waited for: the host does not draw them (their last list may still say "animating").
    async rendered(timeoutMs = 5000) {
      const m = window.gallery && window.gallery.module;
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const start = performance.now();
      for (;;) {
        if (m && typeof m.whenRendered === 'function') await m.whenRendered();
        await frames();
        // An IntersectionObserver callback in those frames may have marked a gauge that just came into view
        // dirty (its draw is scheduled for the next frame): wait for that draw too.
        if (m && typeof m.whenRendered === 'function') await m.whenRendered();
        const moving = Object.entries(this.gauges()).filter(([id, g]) => {
          const r = this.canvasOf(id).getBoundingClientRect();
          if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
          const h = /^header .* flags=(\d+)/.exec(g.displayListText());
          return h && (+h[1] & 1);
        }).map(([id]) => id);
        if (!moving.length) return;
        if (performance.now() - start > timeoutMs) throw new Error(`gauges still animating after ${timeoutMs} ms: ${moving}`);
      }
    },
  };
})();
"""


class PageErrors:
    """What went wrong in a page: console errors, uncaught errors, failed requests, HTTP >= 400."""

    def __init__(self):
        self.items: list[str] = []
        self.allowed: list[re.Pattern] = []

    def add(self, text: str):
        self.items.append(text)

    def unexpected(self) -> list[str]:
        return [e for e in self.items if not any(p.search(e) for p in self.allowed)]


@pytest.fixture
def page_factory(request, browsers, engine, server):
    """new(dpr, **context_options) -> a page in a fresh context at that devicePixelRatio, whose errors fail the
    test. Contexts prefer reduced motion (the host then does not animate value changes, so tests need not wait
    ~1 s for springs to settle; test_host_page.py covers the animated path explicitly). In Firefox,
    reduced_motion and color_scheme pick the browser launched with those prefs."""
    contexts = []
    request.node.sg_pages = pages = []

    def new(dpr: float, **options):
        opts = dict(viewport=dict(VIEWPORT), device_scale_factor=dpr, base_url=server, reduced_motion='reduce')
        opts.update(options)
        b = browsers.get(opts.get('reduced_motion'), opts.get('color_scheme'), opts.get('java_script_enabled'))
        ctx = b.new_context(**opts)
        contexts.append(ctx)
        ctx.set_default_timeout(TIMEOUT_MS)
        ctx.add_init_script(INIT_SCRIPT)
        pg = ctx.new_page()
        errors = PageErrors()
        pg.on('console', lambda m: errors.add(f'console.{m.type}: {m.text} ({m.location.get("url", "")}:'
                                              f'{m.location.get("lineNumber", "")})') if m.type in ('error', 'assert') else None)
        pg.on('pageerror', lambda e: errors.add(f'uncaught: {e}'))
        pg.on('requestfailed', lambda r: errors.add(f'request failed: {r.url} ({r.failure})'))
        pg.on('response', lambda r: errors.add(f'HTTP {r.status}: {r.url}') if r.status >= 400 else None)
        pg.sg_errors = errors
        pg.sg_allow = lambda pattern: errors.allowed.append(re.compile(pattern))
        pg.sg_dpr = dpr
        pg.sg_engine = engine
        pages.append(pg)
        return pg

    try:
        yield new
    finally:
        for ctx in contexts:
            ctx.close()


@pytest.fixture
def page(page_factory, dpr):
    """A page at devicePixelRatio `dpr` (1 and 2)."""
    return page_factory(dpr)


def _page_errors(pg) -> list[str]:
    if not pg.is_closed():
        try:
            extra = pg.evaluate('Array.isArray(window.__errors) ? window.__errors.map(String) : []')
        except Exception:  # page navigated away or crashed: the listeners have what matters
            extra = []
        for e in extra:
            if f'window.__errors: {e}' not in pg.sg_errors.items:
                pg.sg_errors.add(f'window.__errors: {e}')
    return pg.sg_errors.unexpected()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """After a test body: fail it if one of its pages logged errors (console, uncaught, HTTP, window.__errors).
    If the body failed anyway, the page errors are attached to the report."""
    pages = lambda: getattr(item, 'sg_pages', [])
    try:
        result = yield
    except BaseException:
        bad = [e for pg in pages() for e in _page_errors(pg)]
        if bad:
            item.add_report_section('call', 'page errors', '\n'.join(bad))
        raise
    bad = [e for pg in pages() for e in _page_errors(pg)]
    if bad:
        pytest.fail('the page reported errors:\n  ' + '\n  '.join(bad), pytrace=False)
    return result


def open_page(pg, path: str, fit: bool = True):
    pg.goto(path)
    pg.wait_for_function("['ready', 'error'].includes(document.documentElement.dataset.state)")
    state = pg.evaluate('document.documentElement.dataset.state')
    if state != 'ready':
        errs = '\n  '.join(pg.sg_errors.items) or '(none captured)'
        pytest.fail(f'{path} reached data-state="{state}"; errors:\n  {errs}', pytrace=False)
    if fit:
        # The host draws only gauges inside the viewport (IntersectionObserver): make the viewport as tall as the
        # page so that every gauge is drawn and a full-page screenshot shows them all.
        height = pg.evaluate('document.documentElement.scrollHeight')
        if height > VIEWPORT['height']:
            pg.set_viewport_size({'width': VIEWPORT['width'], 'height': min(height, MAX_VIEWPORT_HEIGHT)})
    pg.evaluate('window.__sgt.rendered()')
    return pg


@pytest.fixture
def open_gallery(page):
    """Opens web/index.html (the gallery) and waits until it is rendered and settled. `fit=False` keeps the
    1024x768 viewport (gauges below the fold are then not drawn yet)."""
    def go(fit: bool = True):
        for f, who in ((HOST, 'web/swift-gauge.js (the JS host)'), (GALLERY, 'web/index.html (the gallery)')):
            if not f.is_file():
                pytest.fail(f'{who} is missing', pytrace=False)
        return open_page(page, 'index.html', fit)
    return go


@pytest.fixture
def open_test_page(page):
    """Opens the suite's own page (pages/styles.html: every style at fixed sizes + the seeds)."""
    def go():
        if not HOST.is_file():
            pytest.fail('web/swift-gauge.js (the JS host) is missing', pytrace=False)
        return open_page(page, TEST_PAGE)
    return go


@pytest.fixture
def shots(engine):
    """test-results/screenshots/ (Chromium) or test-results/firefox/screenshots/ (Firefox)."""
    d = results_dir(engine) / 'screenshots'
    d.mkdir(parents=True, exist_ok=True)
    return d


# ---------------------------------------------------------------------------------------------------------
# Per-engine counts and paths: printed at the end of the run, so no engine's tests go missing silently.

_RUN = {'counts': {}, 'paths': {}, 'seconds': {}}


def _engine_of(item_or_report) -> str:
    params = getattr(getattr(item_or_report, 'callspec', None), 'params', {})
    return params.get('engine', 'no browser')


def aria(loc, name: str):
    """The ARIA attribute `name` of the element at locator `loc` as assistive technology gets it: the attribute,
    else what <swift-gauge> set through ElementInternals (window.__sgt.aria)."""
    return loc.evaluate('(el, n) => window.__sgt.aria(el, n)', name)


def by_role(pg, role: str, name: str):
    """The elements with `role` named `name` (aria-label), reading ElementInternals too (Playwright's get_by_role
    reads attributes only): a locator, through a data attribute the helper sets on them."""
    pg.evaluate('''([role, name]) => { for (const el of document.querySelectorAll('[data-sgt-role]')) el.removeAttribute('data-sgt-role');
      for (const el of window.__sgt.withRole(role, name)) el.setAttribute('data-sgt-role', ''); }''', [role, name])
    return pg.locator('[data-sgt-role]')


def aria_snapshot(loc) -> str:
    """`- role "name"` of the element at `loc` as aria() reads them: Playwright's aria_snapshot() for a leaf meter,
    which reads attributes only (the accessibility tree itself is checked through CDP in Chromium)."""
    return f'- {aria(loc, "role")} "{aria(loc, "aria-label")}"'


def lacks(engine: str, key: str) -> bool:
    """Whether `engine` lacks what ENGINE_LACKS[key] names (for a test that runs the rest of its checks)."""
    return engine in ENGINE_LACKS[key][0]


def note_path(engine: str, feature: str, path: str):
    """Records which path the running test took for a feature in its engine (the host's fallback or the
    feature itself; how the accessibility tree was read…). The run's summary counts the tests per path."""
    test = os.environ.get('PYTEST_CURRENT_TEST', '?').rsplit(' ', 1)[0]
    _RUN['paths'].setdefault(engine, {}).setdefault(feature, {}).setdefault(path, set()).add(test)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    report.sg_engine = _engine_of(item)
    return report


def pytest_runtest_logreport(report):
    eng = getattr(report, 'sg_engine', None)
    if eng is None:
        return
    _RUN['seconds'][eng] = _RUN['seconds'].get(eng, 0.0) + report.duration
    outcome = None
    if report.when == 'call':
        outcome = 'xfailed' if hasattr(report, 'wasxfail') and report.skipped else \
                  'xpassed' if hasattr(report, 'wasxfail') else report.outcome
    elif report.outcome in ('failed', 'skipped') and report.when == 'setup':
        outcome = 'error' if report.failed else ('xfailed' if hasattr(report, 'wasxfail') else 'skipped')
    elif report.failed:  # teardown error
        outcome = 'error'
    if outcome:
        c = _RUN['counts'].setdefault(eng, {})
        c[outcome] = c.get(outcome, 0) + 1


def pytest_terminal_summary(terminalreporter):
    counts = _RUN['counts']
    if not counts:
        return
    tr = terminalreporter
    tr.write_sep('-', 'browser tests per engine')
    order = [e for e in ENGINES if e in counts] + sorted(e for e in counts if e not in ENGINES)
    for eng in order:
        c = counts[eng]
        parts = ', '.join(f'{c[k]} {k}' for k in ('passed', 'failed', 'error', 'skipped', 'xfailed', 'xpassed') if c.get(k))
        tr.write_line(f'{eng}: {parts} ({_RUN["seconds"].get(eng, 0) / 60:.1f} min)')
        for feature, paths in sorted(_RUN['paths'].get(eng, {}).items()):
            tr.write_line(f'    {feature}: ' + '; '.join(f'{p} ({len(t)} test{"s" if len(t) != 1 else ""})' for p, t in sorted(paths.items())))
    skipped = [r for r in tr.stats.get('skipped', []) if getattr(r, 'sg_engine', None)]
    reasons = {}
    for r in skipped:
        reason = r.longrepr[2] if isinstance(r.longrepr, tuple) else str(r.longrepr)
        reasons[reason] = reasons.get(reason, 0) + 1
    for reason, n in sorted(reasons.items()):
        tr.write_line(f'    skipped {n}: {reason.removeprefix("Skipped: ")}')
