"""Consumer-test harness: each test installs the packed npm tarball the way a user would and uses it.

- `tarball` (session): build/dist/swift-gauge-<version>.tgz (`./build.sh dist`; $SWIFTGAUGE_TARBALL overrides).
  Fails, never skips, when it is missing.
- `install(folder)`: a fresh project in `folder` ("type": "module") with the tarball copied in and installed by
  node's bundled npm, offline (`npm install --offline --no-audit --no-fund ./swift-gauge-<v>.tgz`, its own npm
  cache); returns node_modules/swift-gauge.
- `serve(folder)`: a static http.server on 127.0.0.1 (free port) for that folder, .wasm as application/wasm; the
  returned object has `.url` and `.requests` (path, status) for what the page asked for.
- `browser` (session): one headless Chromium ($CHROMIUM overrides), as web/test/browser does, with its own small
  setup here (that harness's conftest is not shared).
- `new_page(**context_options)`: a page in a fresh context preferring reduced motion (value changes land at
  once); console errors, uncaught errors, failed requests and HTTP >= 400 are collected in `page.sg_errors`
  (`page_errors(page)` gives them, minus what `page.sg_allow(regex)` allows).

Each test is marked `@pytest.mark.consumer(letter, title)`; the run ends with one line per consumer (outcome, time,
and what the test recorded with `record(request, text)`).
"""
from __future__ import annotations

import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]                 # the repository
DIST = ROOT / 'build' / 'dist'
TIMEOUT_MS = 15_000
CHROMIUM_CANDIDATES = ('/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell',
                       '/usr/bin/chromium')
CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']


def pytest_configure(config):
    config.addinivalue_line('markers', 'consumer(letter, title): one of the consumers of the packed tarball')


# ---------------------------------------------------------------------------------------------------------
# The package

@pytest.fixture(scope='session')
def tarball() -> Path:
    env = os.environ.get('SWIFTGAUGE_TARBALL')
    if env:
        p = Path(env).resolve()
        if not p.is_file():
            pytest.fail(f'$SWIFTGAUGE_TARBALL={env} is not a file', pytrace=False)
        return p
    found = sorted(DIST.glob('swift-gauge-*.tgz'))
    if len(found) != 1:
        pytest.fail(f'expected one build/dist/swift-gauge-*.tgz, found {[f.name for f in found]}: run ./build.sh dist',
                    pytrace=False)
    return found[0]


def run(cmd, cwd, timeout=300, env=None, check=True) -> subprocess.CompletedProcess:
    """Runs a command; on failure (when `check`) fails the test with its output."""
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                       env={**os.environ, **(env or {})})
    if check and p.returncode != 0:
        pytest.fail(f'{" ".join(map(str, cmd))} (in {cwd}) exited {p.returncode}:\n{p.stdout}\n{p.stderr}', pytrace=False)
    return p


@pytest.fixture
def install(tarball, tmp_path_factory):
    def go(folder: Path) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / 'package.json').write_text('{"name": "consumer", "private": true, "type": "module"}\n')
        shutil.copy(tarball, folder / tarball.name)
        cache = tmp_path_factory.mktemp('npm-cache')
        run(['npm', 'install', '--offline', '--no-audit', '--no-fund', f'./{tarball.name}'], folder,
            env={'npm_config_cache': str(cache), 'npm_config_update_notifier': 'false'})
        pkg = folder / 'node_modules' / 'swift-gauge'
        assert (pkg / 'package.json').is_file(), f'npm install left no {pkg}/package.json'
        # A copy, not a link to the build tree: what a registry install gives.
        assert not pkg.is_symlink(), f'{pkg} is a symlink'
        return pkg
    return go


# ---------------------------------------------------------------------------------------------------------
# Static server

class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      '.wasm': 'application/wasm', '.js': 'text/javascript', '.mjs': 'text/javascript',
                      '.html': 'text/html; charset=utf-8'}

    def __init__(self, *args, requests=None, **kwargs):
        self._requests = requests
        super().__init__(*args, **kwargs)

    def end_headers(self):
        self.send_header('Cache-Control', 'no-store')
        super().end_headers()

    def log_request(self, code='-', size='-'):
        if self._requests is not None:
            self._requests.append((self.path, int(code) if str(code).isdigit() else code))

    def log_message(self, *args):  # quiet
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class Served:
    def __init__(self, url: str, requests: list):
        self.url = url
        self.requests = requests

    def paths(self, pattern: str) -> list[str]:
        return [p for p, _ in self.requests if re.search(pattern, p)]


@pytest.fixture
def serve():
    servers = []

    def go(folder: Path) -> Served:
        requests: list = []
        httpd = _QuietServer(('127.0.0.1', 0), functools.partial(_Handler, directory=str(folder), requests=requests))
        t = threading.Thread(target=httpd.serve_forever, name='consumer-server', daemon=True)
        t.start()
        servers.append((httpd, t))
        return Served(f'http://127.0.0.1:{httpd.server_address[1]}/', requests)

    yield go
    for httpd, t in servers:
        httpd.shutdown()
        httpd.server_close()
        t.join(5)


# ---------------------------------------------------------------------------------------------------------
# Browser

def chromium_path() -> str:
    env = os.environ.get('CHROMIUM')
    if env:
        if not os.access(env, os.X_OK):
            pytest.fail(f'$CHROMIUM={env} is not an executable file', pytrace=False)
        return env
    for c in CHROMIUM_CANDIDATES:
        if os.access(c, os.X_OK):
            return c
    pytest.fail('no Chromium found (tried ' + ', '.join(CHROMIUM_CANDIDATES) +
                '): apt-get install chromium-headless-shell, or set $CHROMIUM', pytrace=False)


@pytest.fixture(scope='session')
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def new_page(browser):
    contexts = []

    def go(**options):
        opts = dict(viewport={'width': 1024, 'height': 768}, device_scale_factor=1, reduced_motion='reduce')
        opts.update(options)
        ctx = browser.new_context(**opts)
        contexts.append(ctx)
        ctx.set_default_timeout(TIMEOUT_MS)
        pg = ctx.new_page()
        errors: list[str] = []
        # The tests' own pixel reads (getImageData) make Chromium suggest willReadFrequently.
        allowed: list[re.Pattern] = [re.compile(r'^console\.warning: Canvas2D: Multiple readback operations')]
        pg.on('console', lambda m: errors.append(f'console.{m.type}: {m.text}') if m.type in ('error', 'warning', 'assert') else None)
        pg.on('pageerror', lambda e: errors.append(f'uncaught: {e}'))
        pg.on('requestfailed', lambda r: errors.append(f'request failed: {r.url} ({r.failure})'))
        pg.on('response', lambda r: errors.append(f'HTTP {r.status}: {r.url}') if r.status >= 400 else None)
        pg.sg_errors = errors
        pg.sg_allowed = allowed
        pg.sg_allow = lambda pattern: allowed.append(re.compile(pattern))
        return pg

    yield go
    for ctx in contexts:
        ctx.close()


def page_errors(pg) -> list[str]:
    return [e for e in pg.sg_errors if not any(p.search(e) for p in pg.sg_allowed)]


# ---------------------------------------------------------------------------------------------------------
# One line per consumer at the end of the run

_RESULTS: dict[str, dict] = {}


def record(request, text: str):
    """Adds `text` to this consumer's line in the summary."""
    m = request.node.get_closest_marker('consumer')
    if m:
        _RESULTS.setdefault(request.node.nodeid, {}).setdefault('notes', []).append(text)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    m = item.get_closest_marker('consumer')
    if m:
        r = _RESULTS.setdefault(item.nodeid, {})
        r.setdefault('letter', m.args[0])
        r.setdefault('title', m.args[1])
        r['seconds'] = r.get('seconds', 0.0) + report.duration
        if report.failed or (report.skipped and 'outcome' not in r):
            r['outcome'] = 'FAILED' if report.failed else 'skipped'
        elif report.when == 'call' and 'outcome' not in r:
            r['outcome'] = 'passed'
    return report


def pytest_terminal_summary(terminalreporter):
    if not _RESULTS:
        return
    tr = terminalreporter
    tr.write_sep('-', 'consumers of the packed tarball')
    for r in sorted(_RESULTS.values(), key=lambda r: r.get('letter', '?')):
        notes = '; '.join(r.get('notes', []))
        tr.write_line(f"({r.get('letter', '?')}) {r.get('title', '?')}: {r.get('outcome', 'not run')} in "
                      f"{r.get('seconds', 0):.1f} s" + (f' — {notes}' if notes else ''))
