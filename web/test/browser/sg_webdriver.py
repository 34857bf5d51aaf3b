"""The engine layer for WebKit: the part of Playwright's sync page API the browser tests use, over classic WebDriver
(Selenium's `webdriver.WebKitGTK`, Debian's `WebKitWebDriver` driving WebKitGTK's MiniBrowser on a virtual X
display). Chromium and Firefox pages are Playwright's own; a WebKit page is a `WebDriverPage`, so a test is written
once against one API (launch, goto, evaluate, wait_for_function, screenshot, keyboard, mouse, locator, route,
add_init_script) and runs in all three engines. What classic WebDriver cannot do (emulated media, CDP, PDF, a pixel
ratio change in a live page) is listed in conftest.ENGINE_LACKS and skipped with its reason.

How each piece is done here:
- One MiniBrowser per (devicePixelRatio, reduced motion, colour scheme), launched on first use: the pixel ratio is
  GDK_SCALE (an integer), reduced motion GTK's `gtk-enable-animations=false` (settings.ini in a private
  XDG_CONFIG_HOME), the dark scheme MiniBrowser's `--dark-mode`. A page is a window of that browser.
- Init scripts (Playwright runs them before any page script): the test server (conftest.WebDriverHooks) puts a
  `<script src>` of them first in every HTML response while a WebKit page has some (same origin, so a strict CSP
  with script-src 'self' allows it). `set_content` and `route(...).fulfill` are answered by that server too.
- Page errors (Playwright's console, pageerror, requestfailed and response events): an init script records
  console.error/assert, uncaught errors and rejections, resources that failed to load and CSP violations; the
  server records HTTP >= 400. They are collected with every evaluate and delivered to `page.on` handlers.
- Screenshots: the viewport (WebDriver's screenshot), or a region of the page (clip, full_page, a locator) as the
  screenshot of an element — for a clip, a transparent box placed over that region for the moment of the shot.
"""
from __future__ import annotations

import builtins
import os
import re
import tempfile
import threading
import time
from pathlib import Path

MINIBROWSER_CANDIDATES = ('/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
                          '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
                          '/usr/libexec/webkit2gtk-4.1/MiniBrowser')
WEBDRIVER_CANDIDATES = ('/usr/bin/WebKitWebDriver',)


class Error(Exception):
    """A JavaScript exception or a timeout in a WebKit page (Playwright raises its own Error there)."""


class MiniBrowserHung(Error):
    """A WebDriver command had no answer within WebKitBrowser.command_timeout: the MiniBrowser is killed, conftest
    launches a new one for the tests after, and pytest.ini reruns the test once (its name is in --only-rerun)."""


class TimeoutError(Error):  # noqa: A001 — Playwright's name
    pass


# Runs first in every document of a WebKit page: what Playwright's page events report, recorded in the page.
ERRORS_SCRIPT = r"""
(() => {
  if (window.__sgEvents) return;
  const log = (window.__sgEvents = []);
  const text = (a) => a.map((x) => { try { return x instanceof Error ? String(x) : typeof x === 'object' ? JSON.stringify(x) : String(x); } catch { return String(x); } }).join(' ');
  const error = console.error, assert = console.assert;
  console.error = function (...a) { log.push(['console', 'error', text(a)]); return error.apply(this, a); };
  console.assert = function (c, ...a) { if (!c) log.push(['console', 'assert', text(a)]); return assert.call(this, c, ...a); };
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && (t.src || t.href)) log.push(['requestfailed', t.src || t.href, 'failed to load']);
    else log.push(['pageerror', e.error ? `${e.error.name}: ${e.error.message}` : String(e.message)]);
  }, true);
  addEventListener('unhandledrejection', (e) => log.push(['pageerror', e.reason instanceof Error ? `${e.reason.name}: ${e.reason.message}` : String(e.reason)]));
  document.addEventListener('securitypolicyviolation', (e) => log.push(['console', 'error',
    `Refused by Content Security Policy: ${e.violatedDirective} (${e.effectiveDirective}) ${e.blockedURI} ${e.sample || ''}`]));
})();
"""

# One evaluate: SRC is an expression (a function is called with the argument); the value is awaited; the page's
# recorded events come back with it.
EVALUATE = """
const done = arguments[arguments.length - 1], arg = arguments[0];
const take = () => (window.__sgEvents ? window.__sgEvents.splice(0) : []);
(async () => { const f = (%s
); return typeof f === 'function' ? await f(arg) : await f; })().then(
  (v) => { try { done({ ok: true, v: v === undefined ? null : v, e: take() }); } catch (x) { done({ ok: false, m: 'unserialisable result: ' + x, e: take() }); } },
  (x) => done({ ok: false, m: x && x.stack ? `${x.name}: ${x.message}\\n${x.stack}` : String(x), e: take() }));
"""

KEYS = None  # Playwright key names → WebDriver key codes (filled on first use: selenium imported lazily)


def _keys():
    global KEYS
    if KEYS is None:
        from selenium.webdriver.common.keys import Keys
        KEYS = {'Tab': Keys.TAB, 'Enter': Keys.ENTER, 'Escape': Keys.ESCAPE, 'Space': ' ', ' ': ' ',
                'Backspace': Keys.BACKSPACE, 'Delete': Keys.DELETE, 'Home': Keys.HOME, 'End': Keys.END,
                'PageUp': Keys.PAGE_UP, 'PageDown': Keys.PAGE_DOWN, 'ArrowLeft': Keys.ARROW_LEFT,
                'ArrowRight': Keys.ARROW_RIGHT, 'ArrowUp': Keys.ARROW_UP, 'ArrowDown': Keys.ARROW_DOWN,
                'Shift': Keys.SHIFT, 'Control': Keys.CONTROL, 'Alt': Keys.ALT, 'Meta': Keys.META}
    return KEYS


def _key(name: str) -> str:
    k = _keys().get(name)
    if k is not None:
        return k
    if len(name) == 1:
        return name
    raise Error(f'key {name!r} is not mapped for WebDriver (sg_webdriver._keys)')


def executable(var: str, candidates: tuple, what: str) -> str:
    env = os.environ.get(var)
    if env:
        if not os.access(env, os.X_OK):
            raise Error(f'${var}={env} is not an executable file')
        return env
    for c in candidates:
        if os.access(c, os.X_OK):
            return c
    raise Error(f'no {what} found (tried {", ".join(candidates)}): apt-get install webkit2gtk-driver, or set ${var}')


class WebKitBrowser:
    """One MiniBrowser under WebKitWebDriver. `hooks` is the test server's WebDriverHooks (init scripts, routes,
    set_content, HTTP errors)."""

    def __init__(self, hooks, dpr: float = 1, reduced_motion: str = 'reduce', color_scheme: str = 'light'):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
        if not os.environ.get('DISPLAY'):
            raise Error('WebKit needs an X display: ./build.sh test starts Xvfb; by hand, run pytest under '
                        'xvfb-run -a, or start Xvfb and set $DISPLAY')
        if dpr != int(dpr):
            raise Error(f'WebKitGTK takes an integer devicePixelRatio (GDK_SCALE), not {dpr}')
        self.hooks, self.dpr = hooks, int(dpr)
        self.reduced_motion, self.color_scheme = reduced_motion, color_scheme
        self._config = tempfile.TemporaryDirectory(prefix='sg-webkit-')
        gtk = Path(self._config.name, 'gtk-3.0')
        gtk.mkdir()
        gtk.joinpath('settings.ini').write_text(
            '[Settings]\ngtk-enable-animations=' + ('false' if reduced_motion == 'reduce' else 'true') + '\n')
        opts = Options()
        opts.binary_location = executable('MINIBROWSER', MINIBROWSER_CANDIDATES, 'WebKitGTK MiniBrowser')
        opts.add_argument('--automation')
        if color_scheme == 'dark':
            opts.add_argument('--dark-mode')
        env = dict(os.environ, GDK_SCALE=str(self.dpr), XDG_CONFIG_HOME=self._config.name,
                   GTK_THEME='Adwaita' + (':dark' if color_scheme == 'dark' else ''))
        service = Service(executable_path=executable('WEBKIT_WEBDRIVER', WEBDRIVER_CANDIDATES, 'WebKitWebDriver'), env=env)
        self.driver = webdriver.WebKitGTK(options=opts, service=service)
        self.hung = False
        self._guard_commands()
        self.version = self.driver.capabilities.get('browserVersion', '?')
        self.home = self.driver.current_window_handle     # never a page's: the session lives while it is open
        self.current = self.home
        self.lock = threading.Lock()
        self.chrome = None                                 # window size minus viewport size (MiniBrowser's toolbar)
        got = self.driver.execute_script('return [devicePixelRatio, matchMedia("(prefers-reduced-motion: reduce)").matches,'
                                          ' matchMedia("(prefers-color-scheme: dark)").matches]')
        want = [self.dpr, reduced_motion == 'reduce', color_scheme == 'dark']
        if got != want:
            self.close()
            raise Error(f'MiniBrowser launched with devicePixelRatio, reduced motion, dark = {got}, not {want}')

    # Seconds a WebDriver command may take. Selenium's own is none (a web process spinning at 100 % CPU held a
    # clean-clone run for 20 minutes); the slowest real command, a gallery's load and screenshot, takes ~10 s.
    command_timeout = float(os.environ.get('SG_WEBKIT_COMMAND_TIMEOUT', '120'))

    def _guard_commands(self):
        """Every command the driver sends gets command_timeout; one that gets no answer kills this MiniBrowser (its
        WebKitWebDriver and their children) and raises MiniBrowserHung; later commands raise it at once."""
        import urllib3
        execute = self.driver.execute

        def guarded(*args, **kwargs):
            if self.hung:
                raise MiniBrowserHung('MiniBrowserHung: this WebKit browser was killed after a command got no answer')
            self.driver.command_executor._client_config.timeout = self.command_timeout
            try:
                return execute(*args, **kwargs)
            except (urllib3.exceptions.TimeoutError, builtins.TimeoutError):
                self.hung = True
                self._kill()
                raise MiniBrowserHung(f'MiniBrowserHung: WebKit gave no answer to {args[0] if args else "a command"} '
                                      f'in {self.command_timeout:g} s; the browser is killed and relaunched') from None
        self.driver.execute = guarded

    def _kill(self):
        """SIGKILL WebKitWebDriver and every process under it (MiniBrowser, its web and network processes)."""
        root = self.driver.service.process.pid
        children: dict[int, list[int]] = {}
        for stat in Path('/proc').glob('[0-9]*/stat'):
            try:
                fields = stat.read_text().rsplit(')', 1)[1].split()
                children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
            except (OSError, IndexError, ValueError):
                pass
        todo, tree = [root], []
        while todo:
            pid = todo.pop()
            tree.append(pid)
            todo += children.get(pid, [])
        for pid in tree:
            try:
                os.kill(pid, 9)
            except OSError:
                pass

    def alive(self) -> bool:
        """Whether the session still answers: a MiniBrowser whose web process died under load leaves a session that
        refuses every command (InvalidSessionIdException), a hung one was killed (MiniBrowserHung); conftest.Browsers
        launches a new one."""
        if self.hung:
            return False
        try:
            self.driver.window_handles
            return True
        except Exception:
            return False

    def switch(self, handle: str):
        if self.current != handle:
            self.driver.switch_to.window(handle)
            self.current = handle

    # Context options this browser honours: the launch-time ones must be the ones it was launched with.
    LAUNCH_OPTIONS = {'device_scale_factor': 'dpr', 'reduced_motion': 'reduced_motion', 'color_scheme': 'color_scheme'}

    def new_context(self, base_url: str = '', viewport: dict | None = None, java_script_enabled: bool = True,
                    **options) -> 'WebDriverContext':
        unknown = set(options) - set(self.LAUNCH_OPTIONS)
        if unknown or java_script_enabled is False:
            raise Error(f'a WebKit context cannot take {sorted(unknown) or "java_script_enabled=False"} over WebDriver')
        for k, attr in self.LAUNCH_OPTIONS.items():
            if options.get(k) is not None and options[k] != getattr(self, attr):
                raise Error(f'{k}={options[k]!r} asked of a MiniBrowser launched with {getattr(self, attr)!r}')
        self.hooks.take_http_errors()   # a previous test's
        return WebDriverContext(self, base_url, viewport or {'width': 1024, 'height': 768}, options)

    def close(self):
        try:
            if self.hung:
                self.driver.service.process.wait(5)
            else:
                self.driver.quit()
        finally:
            self._config.cleanup()


class WebDriverContext:
    """Pages (windows) sharing a base URL, init scripts and routes; closing it closes them and drops its routes."""

    def __init__(self, browser: WebKitBrowser, base_url: str, viewport: dict, options: dict):
        self.browser, self.base_url, self.viewport, self.options = browser, base_url, dict(viewport), options
        self.init_scripts: list[str] = []
        self.pages: list[WebDriverPage] = []
        self.timeout = 30.0
        self.routes = []

    def set_default_timeout(self, ms: float):
        self.timeout = ms / 1000

    def add_init_script(self, script: str | None = None, path: str | None = None):
        self.init_scripts.append(Path(path).read_text() if path else script)

    def new_page(self) -> 'WebDriverPage':
        pg = WebDriverPage(self)
        self.pages.append(pg)
        return pg

    def route(self, url, handler):
        self.routes.append(self.browser.hooks.add_route(url, handler))

    def new_cdp_session(self, page):
        raise Error('WebKit has no Chrome DevTools Protocol (conftest.ENGINE_LACKS["cdp"])')

    def close(self):
        for pg in list(self.pages):
            pg.close()
        for r in self.routes:
            self.browser.hooks.remove_route(r)
        self.routes.clear()


class Keyboard:
    def __init__(self, page):
        self.page = page

    def _chain(self):
        from selenium.webdriver.common.action_chains import ActionChains
        self.page._activate()
        return ActionChains(self.page.driver)

    def press(self, combo: str):
        *mods, key = combo.split('+') if combo != '+' else ['+']
        a = self._chain()
        for m in mods:
            a.key_down(_key(m))
        a.key_down(_key(key)).key_up(_key(key))
        for m in reversed(mods):
            a.key_up(_key(m))
        a.perform()

    def down(self, key: str):
        self._chain().key_down(_key(key)).perform()

    def up(self, key: str):
        self._chain().key_up(_key(key)).perform()

    def type(self, text: str, delay: float | None = None):
        self._chain().send_keys(text).perform()


class Mouse:
    """Viewport coordinates (CSS px), as Playwright's mouse."""

    def __init__(self, page):
        self.page, self.x, self.y = page, 0, 0

    def _builder(self):
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        self.page._activate()
        return ActionBuilder(self.page.driver)

    def move(self, x: float, y: float, steps: int = 1):
        b = self._builder()
        b.pointer_action.move_to_location(int(round(x)), int(round(y)))
        b.perform()
        self.x, self.y = x, y

    def down(self, button: str = 'left'):
        b = self._builder()
        b.pointer_action.move_to_location(int(round(self.x)), int(round(self.y))).pointer_down(_button(button))
        b.perform()

    def up(self, button: str = 'left'):
        b = self._builder()
        b.pointer_action.move_to_location(int(round(self.x)), int(round(self.y))).pointer_up(_button(button))
        b.perform()

    def click(self, x: float, y: float, button: str = 'left'):
        self.move(x, y)
        b = self._builder()
        b.pointer_action.pointer_down(_button(button)).pointer_up(_button(button))
        b.perform()

    def wheel(self, dx: float, dy: float):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
        self.page._activate()
        ActionChains(self.page.driver).scroll_from_origin(
            ScrollOrigin.from_viewport(int(self.x), int(self.y)), int(dx), int(dy)).perform()


def _button(name: str) -> int:
    from selenium.webdriver.common.actions.mouse_button import MouseButton
    return {'left': MouseButton.LEFT, 'middle': MouseButton.MIDDLE, 'right': MouseButton.RIGHT}[name]


class Locator:
    """A CSS selector (strict: one element, unless .first / .nth picked one), re-resolved at each use."""

    def __init__(self, page, selector: str, index: int | None = None):
        self.page, self.selector, self.index = page, selector, index

    @property
    def first(self):
        return Locator(self.page, self.selector, 0)

    def nth(self, i: int):
        return Locator(self.page, self.selector, i)

    def count(self) -> int:
        return self.page.evaluate('s => document.querySelectorAll(s).length', self.selector)

    def _find(self):
        deadline = time.monotonic() + self.page.context.timeout
        while True:
            self.page._activate()
            els = self.page.driver.find_elements('css selector', self.selector)
            if self.index is None and len(els) > 1:
                raise Error(f'strict mode: {self.selector!r} matches {len(els)} elements')
            i = self.index or 0
            if len(els) > i:
                return els[i]
            if time.monotonic() > deadline:
                raise TimeoutError(f'no element matches {self.selector!r}' + (f' [{i}]' if self.index else ''))
            time.sleep(0.05)

    def element_handle(self):
        return self._find()

    def evaluate(self, fn: str, arg=None):
        self._find()   # waits for it, and is strict
        return self.page.evaluate('([s, i, a]) => (' + fn + ')(document.querySelectorAll(s)[i], a)',
                                  [self.selector, self.index or 0, arg])

    def get_attribute(self, name: str):
        return self.evaluate('(el, n) => el.getAttribute(n)', name)

    def inner_text(self) -> str:
        return self.evaluate('el => el.innerText')

    def is_visible(self) -> bool:
        return self.evaluate('el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden"')

    def click(self):
        self._find().click()

    def focus(self):
        self.evaluate('el => el.focus()')

    def screenshot(self, path: str | None = None, **_) -> bytes:
        r = self.evaluate('el => { const r = el.getBoundingClientRect(); return [r.left + scrollX, r.top + scrollY, r.width, r.height]; }')
        png = self.page._region({'x': r[0], 'y': r[1], 'width': r[2], 'height': r[3]})
        if path:
            Path(path).write_bytes(png)
        return png


class _Message:
    def __init__(self, type_: str, text: str):
        self.type, self.text, self.location = type_, text, {}


class _Response:
    def __init__(self, status: int, url: str):
        self.status, self.url = status, url


class _Failure:
    def __init__(self, url: str, failure: str):
        self.url, self.failure = url, failure


class WebDriverPage:
    def __init__(self, context: WebDriverContext):
        self.context, self.browser = context, context.browser
        self.driver = self.browser.driver
        self.init_scripts: list[str] = []
        self.handlers: dict[str, list] = {}
        self._closed = False
        with self.browser.lock:
            self.driver.switch_to.new_window('window')
            self.handle = self.browser.current = self.driver.current_window_handle
        self.keyboard, self.mouse = Keyboard(self), Mouse(self)
        self.set_viewport_size(context.viewport)

    # -- plumbing
    def _activate(self):
        if self._closed:
            raise Error('the page is closed')
        self.browser.switch(self.handle)

    def _deliver(self, events):
        for e in events or []:
            kind = e[0]
            if kind == 'console':
                arg = _Message(e[1], e[2])
            elif kind == 'pageerror':
                arg = Error(e[1])
            elif kind == 'requestfailed':
                arg = _Failure(e[1], e[2])
            elif kind == 'response':
                arg = _Response(e[1], e[2])
            else:
                continue
            for h in self.handlers.get(kind, []):
                h(arg)

    def _server_events(self):
        self._deliver([['response', status, url] for status, url in self.browser.hooks.take_http_errors()])

    def on(self, event: str, handler):
        self.handlers.setdefault(event, []).append(handler)

    def is_closed(self) -> bool:
        return self._closed

    def close(self):
        if self._closed:
            return
        try:
            self._collect()
        except Exception:
            pass
        from selenium.common.exceptions import InvalidSessionIdException
        try:
            self.browser.switch(self.handle)
            self.driver.close()
            self.browser.switch(self.browser.home)
        except (InvalidSessionIdException, MiniBrowserHung):
            pass   # the MiniBrowser is gone (the test failed on it): nothing to close; conftest relaunches it
        self._closed = True
        if self in self.context.pages:
            self.context.pages.remove(self)

    def _collect(self):
        self._server_events()
        self._activate()
        self._deliver(self.driver.execute_script('return window.__sgEvents ? window.__sgEvents.splice(0) : []'))

    @property
    def url(self) -> str:
        self._activate()
        return self.driver.current_url

    def title(self) -> str:
        self._activate()
        return self.driver.title

    # -- navigation
    def _url(self, url: str) -> str:
        if re.match(r'^[a-z][a-z0-9+.-]*:', url):
            return url
        base = self.context.base_url
        return base + url.lstrip('/') if base else url

    def add_init_script(self, script: str | None = None, path: str | None = None):
        self.init_scripts.append(Path(path).read_text() if path else script)

    def goto(self, url: str, **_):
        try:
            self._collect()
        except Exception:
            pass
        self._activate()
        self.browser.hooks.set_init([ERRORS_SCRIPT] + self.context.init_scripts + self.init_scripts)
        self.driver.get(self._url(url))
        self._server_events()

    def set_content(self, html: str, **_):
        self.goto(self.browser.hooks.add_content(html))

    def route(self, url, handler):
        self.context.routes.append(self.browser.hooks.add_route(url, handler))

    def unroute(self, url, handler=None):
        self.browser.hooks.remove_routes_for(url)

    # -- script
    def evaluate(self, expression: str, arg=None):
        self._activate()
        self.driver.set_script_timeout(max(self.context.timeout, 30))
        try:
            r = self.driver.execute_async_script(EVALUATE % expression, arg)
        except MiniBrowserHung:
            raise
        except Exception as e:  # a WebDriver error (syntax error, timeout, closed window)
            raise Error(f'evaluate failed: {str(e).strip()}\n  in: {expression[:300]}') from None
        self._deliver(r.get('e'))
        self._server_events()
        if not r.get('ok'):
            raise Error(r.get('m'))
        return r.get('v')

    def wait_for_function(self, expression: str, arg=None, timeout: float | None = None, polling=None):
        deadline = time.monotonic() + (timeout / 1000 if timeout is not None else self.context.timeout)
        while True:
            v = self.evaluate(expression, arg)
            if v:
                return v
            if time.monotonic() > deadline:
                raise TimeoutError(f'wait_for_function timed out: {expression[:200]}')
            time.sleep(0.05)

    def wait_for_timeout(self, ms: float):
        time.sleep(ms / 1000)

    def add_script_tag(self, url: str | None = None, content: str | None = None, type: str = ''):
        return self.evaluate("""([url, content, type]) => new Promise((resolve, reject) => {
          const s = document.createElement('script');
          if (type) s.type = type;
          if (url) { s.src = url; s.onload = () => resolve(null); s.onerror = () => reject(new Error('failed to load ' + url)); }
          else s.textContent = content;
          document.head.append(s);
          if (!url) resolve(null);
        })""", [url, content, type])

    # -- elements
    def locator(self, selector: str) -> Locator:
        return Locator(self, selector)

    def click(self, selector: str):
        self.locator(selector).click()

    def focus(self, selector: str):
        self.locator(selector).focus()

    def get_by_text(self, text: str) -> Locator:
        """The innermost element whose text contains `text` (marked with a data attribute for the locator)."""
        self.evaluate("""t => { for (const e of document.querySelectorAll('[data-sg-text]')) e.removeAttribute('data-sg-text');
          const all = [...document.body.querySelectorAll('*')].filter((e) => e.textContent.includes(t));
          for (const e of all.filter((e) => ![...e.children].some((c) => c.textContent.includes(t)))) e.setAttribute('data-sg-text', ''); }""", text)
        return Locator(self, '[data-sg-text]')

    # -- viewport and screenshots
    @property
    def viewport_size(self) -> dict:
        w, h = self.evaluate('[innerWidth, innerHeight]')
        return {'width': w, 'height': h}

    def set_viewport_size(self, size: dict):
        self._activate()
        w, h = int(size['width']), int(size['height'])
        for _ in range(3):
            if self.browser.chrome is None:
                r = self.driver.get_window_rect()
                iw, ih = self.driver.execute_script('return [innerWidth, innerHeight]')
                self.browser.chrome = (r['width'] - iw, r['height'] - ih)
            dw, dh = self.browser.chrome
            self.driver.set_window_rect(width=w + dw, height=h + dh)
            iw, ih = self.driver.execute_script('return [innerWidth, innerHeight]')
            if (iw, ih) == (w, h):
                return
            self.browser.chrome = None
        raise Error(f'the viewport is {iw}x{ih} after asking for {w}x{h}')

    def screenshot(self, path: str | None = None, clip: dict | None = None, full_page: bool = False, **_) -> bytes:
        self._activate()
        self._painted()
        if clip is None and not full_page:
            png = self.driver.get_screenshot_as_png()
        else:
            if clip is None:
                w, h = self.evaluate('[document.documentElement.scrollWidth, document.documentElement.scrollHeight]')
                clip = {'x': 0, 'y': 0, 'width': w, 'height': h}
            png = self._region(clip)
        if path:
            Path(path).write_bytes(png)
        return png

    def _painted(self):
        """Waits for two animation frames, so a screenshot holds what the page last changed (as Playwright's do):
        under load a capture taken at once could miss a page set a moment before."""
        self.evaluate('async () => { await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); }')

    def _region(self, clip: dict) -> bytes:
        """A page region (CSS px, page coordinates) cut from viewport screenshots (Pillow), scrolling the page as
        needed and back: WebKitGTK's element screenshots come out black under Xvfb (measured with 2.50.6)."""
        import io
        from PIL import Image
        x, y = int(clip['x']), int(clip['y'])
        w, h = max(1, round(clip['width'])), max(1, round(clip['height']))
        sx0, sy0, iw, ih, dpr = self.evaluate('[scrollX, scrollY, innerWidth, innerHeight, devicePixelRatio]')
        out = Image.new('RGB', (round(w * dpr), round(h * dpr)))
        home = [sx0, sy0]
        self._painted()
        try:
            top = y
            while top < y + h:
                if not (sy0 <= top and top + min(ih, y + h - top) <= sy0 + ih and sx0 <= x and x + w <= sx0 + iw):
                    sx0, sy0 = self.evaluate("""async ([x, y]) => { scrollTo(x, y);
                      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                      return [scrollX, scrollY]; }""", [x, top])
                shot = Image.open(io.BytesIO(self.driver.get_screenshot_as_png()))
                rows = min(y + h, sy0 + ih) - top          # CSS rows of the region this shot holds
                if rows <= 0:
                    raise Error(f'cannot scroll the page to show {clip}')
                box = (round((x - sx0) * dpr), round((top - sy0) * dpr), round((x - sx0 + w) * dpr),
                       round((top - sy0 + rows) * dpr))
                out.paste(shot.crop(box).convert('RGB'), (0, round((top - y) * dpr)))
                top += rows
        finally:
            self.evaluate('([x, y]) => scrollTo(x, y)', home)
        buf = io.BytesIO()
        out.save(buf, 'PNG')
        return buf.getvalue()

    def emulate_media(self, **_):
        raise Error('WebKit over WebDriver cannot emulate media features (conftest.ENGINE_LACKS["media-change"])')

    def pdf(self, **_):
        raise Error('WebKit over WebDriver makes no PDF (conftest.ENGINE_LACKS["pdf"])')


def glob_regex(glob: str) -> re.Pattern:
    """Playwright's URL glob: ** any characters, * any but '/', ? one character."""
    out, i = '', 0
    while i < len(glob):
        if glob.startswith('**', i):
            out += '.*'; i += 2
        elif glob[i] == '*':
            out += '[^/]*'; i += 1
        elif glob[i] == '?':
            out += '.'; i += 1
        else:
            out += re.escape(glob[i]); i += 1
    return re.compile('^' + out + '$')
