"""Browser-test harness: Playwright (PyPI) driving two engines, Debian's chromium-headless-shell and Debian's
Firefox ESR (through Playwright's WebDriver BiDi channel, `moz-firefox`), and WebKit (Debian's WebKitGTK MiniBrowser
under WebKitWebDriver, through Selenium and sg_webdriver.py, the engine layer that gives it Playwright's page API)
for the named subset WEBKIT_TESTS.

- `engine` (session parameter): every test that uses a browser runs once per engine, Chromium, then Firefox, then
  WebKit for the tests WEBKIT_TESTS names (`--engine chromium`, `firefox` or `webkit` picks one while iterating).
  The run ends with a count per engine.
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
# WebKitGTK (2.50, Xvfb) screenshots a viewport up to 16,384 device px tall (its largest texture) and gives black
# beyond: 8,192 CSS px at dpr 2, where the gallery's last gauges then draw in idle frames, off-screen.
WEBKIT_MAX_DEVICE_HEIGHT = 16384
TIMEOUT_MS = 10_000

CHROMIUM_CANDIDATES = ('/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell',
                       '/usr/bin/chromium')
CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']
FIREFOX_CANDIDATES = ('/usr/bin/firefox-esr', '/usr/lib/firefox-esr/firefox-esr', '/usr/bin/firefox')
ENGINES = ('chromium', 'firefox', 'webkit')

# What an engine's driver cannot do, written down once: Playwright 1.64.1's WebDriver BiDi channel in Firefox ESR,
# and classic WebDriver in WebKit (sg_webdriver.py). A test marked @pytest.mark.engine_lacks(key) is skipped in the
# engines listed here with this reason; one that can run a part says so with `note_path`.
ENGINE_LACKS = {
    'cdp': ({'firefox', 'webkit'}, 'Chrome DevTools Protocol session (context.new_cdp_session) — Chromium only'),
    'media-change': ({'firefox', 'webkit'}, 'a prefers-* media change at run time (page.emulate_media: a no-op over '
                                            'BiDi, as Firefox ESR 153 has no emulation.setMediaFeaturesOverride, and '
                                            'absent from classic WebDriver; both get them as launch-time settings '
                                            'instead)'),
    'face-restore': ({'firefox'}, "a form-associated custom element's state restored on back/forward navigation "
                                  '(formStateRestoreCallback: Firefox ESR calls none; the element starts from its value '
                                  'attribute, as a fresh page)'),
    'pdf': ({'firefox', 'webkit'}, 'page.pdf() (Chromium only in Playwright; classic WebDriver prints no PDF here)'),
    'dpr-change': ({'firefox', 'webkit'}, 'a devicePixelRatio change in a live page (Chromium: CDP '
                                          'Emulation.setDeviceMetricsOverride; neither BiDi in Playwright nor '
                                          'classic WebDriver has one: WebKitGTK takes GDK_SCALE at launch)'),
    'fractional-dpr': ({'webkit'}, 'a fractional devicePixelRatio such as 1.25 (WebKitGTK scales by GDK_SCALE, an '
                                   'integer, at launch)'),
    'no-js': ({'webkit'}, 'JavaScript off in a page (WebKitGTK automation runs the WebDriver scripts the test needs in '
                          'the page itself)'),
}

# The WebKit subset (README › Browsers): each module named here runs in WebKit too, every test of it, or the tests
# named. Chosen to cover what differs between engines — canvas against SVG, the element's lifecycle, sizing and ARIA
# through ElementInternals, the page look (scheme, custom properties, CSP), SSR hydration, the feature paths — in
# under ~10 minutes on a loaded 2-core machine. Tests outside it are not collected for WebKit (the summary says so).
WEBKIT_TESTS = {
    'test_svg.py': None,
    'test_lifecycle.py': None,
    'test_aria.py': None,
    'test_page_colours.py': None,
    'test_theme.py': None,
    'test_ssr.py': None,
    'test_engines.py': None,
    'test_engine_layer.py': None,
    'test_print.py': {'test_print_lays_each_gauge_out_for_its_printed_box_and_the_screen_layout_returns',
                      'test_surface_gauges_print_as_vectors_in_their_rects',
                      'test_after_printing_every_canvas_shows_what_it_showed_before'},
    'test_gallery.py': {'test_gallery_loads_without_errors', 'test_style_pixels', 'test_backing_store_matches_css_size',
                        'test_accessibility_every_gauge'},
    'test_element.py': {'test_sizes_and_pixel_ratios', 'test_flex_and_grid_containers', 'test_resize_in_width_and_in_height',
                        'test_intrinsic_sizes', 'test_attribute_updates_reach_aria', 'test_move_keeps_the_gauge_and_removal_frees_it',
                        'test_meter_low_high_optimum_name_the_region', 'test_fallback_without_javascript'},
}


def in_webkit_subset(module: str, name: str) -> bool:
    tests = WEBKIT_TESTS.get(module, ())
    return tests is None or name in tests


# ---------------------------------------------------------------------------------------------------------
# Static server

class WebDriverHooks:
    """What the server does for WebKit pages (sg_webdriver.py), where classic WebDriver has no request interception
    and no init scripts: puts the current page's init scripts first in every HTML response, answers routes a test
    set (`page.route(...).fulfill`) and pages given by `set_content`, and records HTTP >= 400 for the page's
    `response` events. Inert (nothing recorded or injected) while no WebKit page uses it."""

    def __init__(self):
        self.lock = threading.Lock()
        self.init: str | None = None
        self.routes: list = []
        self.contents: dict[str, str] = {}
        self.errors: list[tuple[int, str]] = []
        self.recording = False
        self.serial = 0

    def set_init(self, scripts: list[str]):
        with self.lock:
            self.recording = True
            self.init = ';\n'.join(f'try {{ {s}\n}} catch (e) {{ console.error("init script: " + e); }}' for s in scripts)

    def add_content(self, html: str) -> str:
        with self.lock:
            self.serial += 1
            path = f'__sg/content/{self.serial}.html'
            self.contents['/' + path] = html
            return path

    def add_route(self, url, handler):
        from sg_webdriver import glob_regex
        entry = (url if hasattr(url, 'match') else glob_regex(url), handler)
        with self.lock:
            self.routes.insert(0, entry)   # the last route added wins, as in Playwright
        return entry

    def remove_route(self, entry):
        with self.lock:
            if entry in self.routes:
                self.routes.remove(entry)

    def take_http_errors(self) -> list:
        with self.lock:
            out, self.errors = self.errors, []
            return out

    def reset(self):
        with self.lock:
            self.init, self.routes, self.contents, self.errors = None, [], {}, []

    def inject(self, html: bytes) -> bytes:
        """The init-script tag first in the document (after its doctype: before it, the page would be in quirks
        mode)."""
        if self.init is None:
            return html
        tag = b'<script src="/__sg/init.js"></script>'
        m = re.match(rb'(\xef\xbb\xbf)?\s*<!doctype[^>]*>', html, re.I)
        k = m.end() if m else 0
        return html[:k] + tag + html[k:]


HOOKS = WebDriverHooks()


class _Route:
    """Playwright's Route, answered by the test server for a WebKit page."""

    def __init__(self, url: str, method: str):
        self.request = type('Request', (), {'url': url, 'method': method})()
        self.answer = None

    def fulfill(self, status: int = 200, body=b'', content_type: str | None = None, headers: dict | None = None,
                path: str | None = None):
        body = Path(path).read_bytes() if path else body.encode() if isinstance(body, str) else body
        hs = dict(headers or {})
        if content_type:
            hs['Content-Type'] = content_type
        self.answer = ('fulfill', status, body, hs)

    def abort(self, error_code: str | None = None):
        self.answer = ('abort',)

    def continue_(self, **_):
        self.answer = ('continue',)

    fallback = continue_


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      '.wasm': 'application/wasm', '.js': 'text/javascript', '.mjs': 'text/javascript',
                      '.html': 'text/html; charset=utf-8'}

    def end_headers(self):
        self.send_header('Cache-Control', 'no-store')
        super().end_headers()

    def log_message(self, *args):  # quiet
        pass

    def log_request(self, code='-', size='-'):
        # (WebKit asks for /favicon.ico by itself, unlike Playwright's browsers: the browser's request, not the page's.)
        if HOOKS.recording and isinstance(code, int) and code >= 400 and self.path != '/favicon.ico':
            with HOOKS.lock:
                HOOKS.errors.append((int(code), f'http://{self.headers.get("Host", "")}{self.path}'))

    def _send(self, status: int, body: bytes, headers: dict):
        if 'html' in headers.get('Content-Type', headers.get('content-type', '')):
            body = HOOKS.inject(body)
        self.send_response(status)
        for k, v in headers.items():
            if k.lower() != 'content-length':
                self.send_header(k, v)
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        if self.command != 'HEAD':
            self.wfile.write(body)

    def do_GET(self):
        if not HOOKS.recording:
            return super().do_GET()
        path = self.path.split('?', 1)[0]
        if path == '/__sg/init.js':
            return self._send(200, (HOOKS.init or '').encode(), {'Content-Type': 'text/javascript'})
        if path in HOOKS.contents:
            return self._send(200, HOOKS.contents[path].encode(), {'Content-Type': 'text/html; charset=utf-8'})
        url = f'http://{self.headers.get("Host", "")}{self.path}'
        for regex, handler in list(HOOKS.routes):
            if regex.match(url):
                route = _Route(url, self.command)
                handler(route)
                if route.answer is None or route.answer[0] == 'continue':
                    break
                if route.answer[0] == 'abort':
                    self.close_connection = True
                    return
                _, status, body, hs = route.answer
                hs.setdefault('Content-Type', 'text/html; charset=utf-8' if path.endswith('.html') else 'application/octet-stream')
                return self._send(status, body, hs)
        local = Path(self.translate_path(self.path))
        if local.is_dir() and (local / 'index.html').is_file() and path.endswith('/'):
            local = local / 'index.html'
        if local.suffix == '.html' and local.is_file():
            return self._send(200, local.read_bytes(), {'Content-Type': 'text/html; charset=utf-8'})
        return super().do_GET()


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
    config.addinivalue_line('markers', 'sg_not_in_subset: outside WEBKIT_TESTS, asked for in WebKit only (deselected)')


def pytest_generate_tests(metafunc):
    if 'engine' in metafunc.fixturenames:
        engines = metafunc.config.getoption('engine') or list(ENGINES)
        if not in_webkit_subset(metafunc.module.__name__.rsplit('.', 1)[-1] + '.py', metafunc.function.__name__):
            engines = [e for e in engines if e != 'webkit']
        if not engines:   # --engine webkit alone, and this test is outside the WebKit subset: not collected
            metafunc.parametrize('engine', [pytest.param('webkit', marks=pytest.mark.sg_not_in_subset)],
                                 indirect=True, scope='session')
            return
        metafunc.parametrize('engine', sorted(set(engines), key=ENGINES.index), indirect=True, scope='session')


def pytest_collection_modifyitems(config, items):
    """Drops the tests outside the WebKit subset when only WebKit was asked for (`--engine webkit`)."""
    keep = [i for i in items if not i.get_closest_marker('sg_not_in_subset')]
    if len(keep) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i.get_closest_marker('sg_not_in_subset')])
        items[:] = keep


@pytest.fixture(scope='session')
def engine(request) -> str:
    """'chromium', 'firefox' or 'webkit' (a session parameter: all of one engine's tests run, then the next's)."""
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
    prefs (Playwright 1.64.1's BiDi channel ignores the context options: they would silently do nothing).
    WebKit: one MiniBrowser per (device_scale_factor, reduced_motion, color_scheme), launched on first use
    (sg_webdriver.WebKitBrowser: GDK_SCALE, GTK settings, --dark-mode); JavaScript cannot be turned off there."""

    def __init__(self, p, engine: str):
        self.p, self.engine, self.launched = p, engine, {}

    def get(self, reduced_motion: str | None = 'reduce', color_scheme: str | None = 'light',
            java_script_enabled: bool | None = True, device_scale_factor: float | None = 1):
        if self.engine == 'webkit' and java_script_enabled is False:
            pytest.skip(f'webkit: cannot run: {ENGINE_LACKS["no-js"][1]}')
        key = None if self.engine == 'chromium' else (reduced_motion or 'reduce', color_scheme or 'light',
                                                       java_script_enabled is not False)
        if self.engine == 'webkit':
            key = (device_scale_factor or 1, reduced_motion or 'reduce', color_scheme or 'light')
        if self.engine == 'webkit' and key in self.launched and not self.launched[key].alive():
            try:   # its session died (a crashed MiniBrowser): a new one for the tests after (and a rerun: pytest.ini)
                self.launched.pop(key).close()
            except Exception:
                pass
        if key not in self.launched:
            if self.engine == 'chromium':
                b = self.p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            elif self.engine == 'webkit':
                from sg_webdriver import WebKitBrowser, Error
                try:
                    b = WebKitBrowser(HOOKS, *key)
                except Error as e:
                    pytest.fail(f'webkit: {e}', pytrace=False)
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
        if self.engine == 'webkit':
            HOOKS.reset()


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
    contexts do; WebKit: also at devicePixelRatio 1)."""
    return browsers.get()


def results_dir(engine: str) -> Path:
    """Where an engine's figures and pictures go: test-results/ for Chromium, test-results/firefox/ and
    test-results/webkit/ for the others (the same file names, so they can be compared side by side)."""
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
    'aria-description': 'ariaDescription', 'aria-orientation': 'ariaOrientation', 'aria-disabled': 'ariaDisabled',
    'aria-readonly': 'ariaReadOnly' };
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
        if engine == 'webkit' and float(opts['device_scale_factor']).is_integer() is False:
            pytest.skip(f'webkit: {ENGINE_LACKS["fractional-dpr"][1]}')
        b = browsers.get(opts.get('reduced_motion'), opts.get('color_scheme'), opts.get('java_script_enabled'),
                         opts.get('device_scale_factor'))
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
            cap = MAX_VIEWPORT_HEIGHT
            if getattr(pg, 'sg_engine', None) == 'webkit':   # WebKitGTK's screenshot is black past 16,384 device px
                cap = min(cap, WEBKIT_MAX_DEVICE_HEIGHT // pg.sg_dpr)
            pg.set_viewport_size({'width': VIEWPORT['width'], 'height': min(height, cap)})
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
    """test-results/screenshots/ (Chromium), test-results/firefox/screenshots/ (Firefox) or
    test-results/webkit/screenshots/ (WebKit)."""
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
