"""Benchmark: N = 100 and 1,000 ring gauges (270°, value marker, value text; 90 px cells, 13 columns, a
1170×800 viewport so about 117 are on screen) in headless Chromium: creation and update-to-paint time per frame
for SwiftGauge (createGauge: one canvas per gauge; a dashboard surface: one canvas for the visible area;
<swift-gauge> elements), the floor (the same rings by hand-written Canvas 2D: one canvas per gauge, one shared
canvas), ECharts 6.1 (one chart for all, one chart per gauge) and Plotly 7.1 (a plot per gauge); then 1,000 and
4,000 unsized bar <swift-gauge> elements appended at once (web/bench/elements.html). Medians over repeated frames
and fresh pages. The first table printed is the ratios against the floor and ECharts, with the hash of the floor's
code (kept byte for byte since the benchmark's first version: FLOOR_SHA256). Prints figures; asserts nothing (a
shared machine makes absolute times noisy).

ECharts and Plotly come from their PyPI wheels (nicegui==3.18.0: nicegui/elements/echart/dist/, an ES module
bundle of echarts 6.1.0; plotly==7.1.0: package_data/plotly.min.js), downloaded by package name with pip into
BENCH_CACHE (default ~/.cache/swiftgauge-bench) at benchmark time and never committed.

Environment: CHROMIUM (default /usr/bin/chromium-headless-shell), BENCH_N ("100,1000"), BENCH_FRAMES (15),
BENCH_PAGES (2), BENCH_MODES (comma list; default all), BENCH_ELEMENTS ("1000,4000"; empty: none), PIP (pip of
the venv), BENCH_HOST (a folder whose swift-gauge.js and .wasm are served instead of web/'s: another build, same run).
"""
import functools
import hashlib
import http.server
import os
import re
import statistics
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

from playwright.sync_api import sync_playwright

WEB = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium-headless-shell')
CACHE = Path(os.environ.get('BENCH_CACHE', Path.home() / '.cache' / 'swiftgauge-bench'))
NS = [int(n) for n in os.environ.get('BENCH_N', '100,1000').split(',')]
FRAMES = int(os.environ.get('BENCH_FRAMES', '15'))
PAGES = int(os.environ.get('BENCH_PAGES', '2'))
ALL_MODES = ['swiftgauge-element', 'swiftgauge-shared', 'swiftgauge-tag', 'floor-element', 'floor-shared',
             'echarts-single', 'echarts-each', 'plotly']
MODES = [m for m in os.environ.get('BENCH_MODES', ','.join(ALL_MODES)).split(',') if m]
PIP = os.environ.get('PIP', str(Path(sys.executable).with_name('pip')))
ELEMENTS = [int(n) for n in os.environ.get('BENCH_ELEMENTS', '1000,4000').split(',') if n]
HOST = os.environ.get('BENCH_HOST')

# The floor's code in gauges.html: its constants, drawRing, tallCanvas, cellXY and the two floor modes. Its hash as
# when the benchmark first compared against it; the table says if it ever differs.
FLOOR_SHA256 = '5e758940bfc6663401a3735fde982a5db746c5bd7ee96acba8b6134b58b6758a'
FLOOR_PARTS = [r"const TAU = [^\n]*\n", r"const FONT = [^\n]*\n", r"/\*\* The floor:.*?\n}\n", r"function tallCanvas\(\) \{.*?\n}\n",
               r"const cellXY = [^\n]*\n", r"  async 'floor-element'\(\) \{.*?\n  },\n", r"  async 'floor-shared'\(\) \{.*?\n  },\n"]


def floor_sha256():
    page = (WEB / 'bench' / 'gauges.html').read_text()
    parts = [re.search(p, page, re.S) for p in FLOOR_PARTS]
    return hashlib.sha256(''.join(m.group(0) for m in parts).encode()).hexdigest() if all(parts) else 'missing'


def fetch(package, member_prefix):
    """Downloads `package` (name==version) with pip into CACHE and extracts the members under member_prefix."""
    name, version = package.split('==')
    dest = CACHE / f'{name}-{version}'
    if not (dest / member_prefix).exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run([PIP, 'download', '-q', '--no-deps', '-d', str(CACHE), package], check=True)
        wheel = next(CACHE.glob(f'{name}-{version}-*.whl'))
        with zipfile.ZipFile(wheel) as z:
            for m in z.namelist():
                if m.startswith(member_prefix):
                    z.extract(m, dest)
    return dest / member_prefix


VENDOR = {}
if any(m.startswith('echarts') for m in MODES):
    VENDOR['echarts'] = fetch('nicegui==3.18.0', 'nicegui/elements/echart/dist/')
if 'plotly' in MODES:
    VENDOR['plotly.min.js'] = fetch('plotly==7.1.0', 'plotly/package_data/plotly.min.js')


class Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def translate_path(self, path):
        # /vendor/echarts/… and /vendor/plotly.min.js from the cache; everything else from web/.
        p = path.split('?', 1)[0]
        if HOST and p in ('/swift-gauge.js', '/swift-gauge.wasm'):
            return str(Path(HOST) / p[1:])
        if p.startswith('/vendor/'):
            rest = p[len('/vendor/'):]
            key, _, sub = rest.partition('/')
            if key in VENDOR:
                return str(VENDOR[key] / sub) if sub else str(VENDOR[key])
        return super().translate_path(path)


Handler.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm',
                          '.js': 'text/javascript', '.mjs': 'text/javascript'}
httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=str(WEB)))
threading.Thread(target=httpd.serve_forever, daemon=True).start()
BASE = f'http://127.0.0.1:{httpd.server_address[1]}/bench/gauges.html'
ELEMENTS_PAGE = f'http://127.0.0.1:{httpd.server_address[1]}/bench/elements.html'


def run(browser, mode, n):
    """Medians over PAGES fresh pages × FRAMES updates: create sync/paint, update sync/paint (ms)."""
    creates, updates, idle = [], [], []
    for _ in range(PAGES):
        pg = browser.new_page(viewport={'width': 1170, 'height': 800}, device_scale_factor=1)
        pg.set_default_timeout(600_000)
        pg.goto(f'{BASE}?mode={mode}&n={n}')
        pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
        pg.evaluate('bench.setUp()')
        creates.append(pg.evaluate('bench.create()'))
        frames = FRAMES if n <= 100 or not mode.startswith(('plotly', 'echarts-each')) else max(5, FRAMES // 3)
        for _ in range(frames):
            updates.append(pg.evaluate('bench.update()'))
        idle.append(pg.evaluate('bench.idle(500)'))
        pg.close()
    med = lambda xs, k: statistics.median(x[k] for x in xs)
    split = None
    if creates[0].get('split'):
        split = {k: statistics.median(c['split'][k] for c in creates) for k in creates[0]['split']}
    return {'create_sync': med(creates, 'sync'), 'create': med(creates, 'paint'),
            'sync': med(updates, 'sync'), 'paint': med(updates, 'paint'), 'idle': idle[-1], 'split': split}


def run_elements(browser, n):
    """Unsized bar <swift-gauge> elements appended at once: ms until every one in the viewport has painted (median of
    PAGES fresh pages), and, on the last page, how many of those scrolled through never drew."""
    paints, scroll = [], None
    for k in range(PAGES):
        pg = browser.new_page(viewport={'width': 1170, 'height': 800}, device_scale_factor=1)
        pg.set_default_timeout(600_000)
        pg.goto(f'{ELEMENTS_PAGE}?n={n}')
        pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
        pg.evaluate('bench.setUp()')
        r = pg.evaluate('bench.create()')
        paints.append(r['paint'])
        if k == PAGES - 1:
            scroll = pg.evaluate('bench.scroll()')
        pg.close()
    return {'paint': statistics.median(paints), 'scroll': scroll}


def ratio(a, b):
    return a / b if b > 0 else float('nan')


def main():
    results, elements = {}, {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=['--no-sandbox'])
        for n in NS:
            for mode in MODES:
                r = results[(mode, n)] = run(browser, mode, n)
                print(f'  measured {mode:20s} N={n:5d}: create {r["create"]:8.1f} ms, frame {r["paint"]:7.1f} ms',
                      file=sys.stderr, flush=True)
        for n in ELEMENTS:
            e = elements[n] = run_elements(browser, n)
            print(f'  measured {n} elements: {e["paint"]:.0f} ms', file=sys.stderr, flush=True)
        browser.close()

    sha = floor_sha256()
    print(f'\nSwiftGauge against the hand-written Canvas 2D floor and ECharts, one run (time ÷ time; lower is better '
          f'for SwiftGauge; update→paint and create→paint, medians)')
    print(f'floor code (web/bench/gauges.html) sha256 {sha[:16]}… '
          + ('unchanged' if sha == FLOOR_SHA256 else f'CHANGED (was {FLOOR_SHA256[:16]}…)'))
    rows = [('createGauge (a canvas each)', 'swiftgauge-element', 'floor-element', 'echarts-each'),
            ('surface (one canvas)', 'swiftgauge-shared', 'floor-shared', 'echarts-single'),
            ('<swift-gauge> (a canvas each)', 'swiftgauge-tag', 'floor-element', 'echarts-each')]
    head = ''.join(f'{f"N={n}":>29s}' for n in NS)
    print(f'{"":32s}{"":10s}{head}')
    print(f'{"":42s}' + ''.join(f'{"update":>15s}{"create":>14s}' for _ in NS))
    for label, a, floor, echarts in rows:
        for against, b in (('÷ floor', floor), ('÷ ECharts', echarts)):
            cells = ''
            for n in NS:
                ra, rb = results.get((a, n)), results.get((b, n))
                cells += (f'{ratio(ra["paint"], rb["paint"]):14.2f}×{ratio(ra["create"], rb["create"]):13.2f}×'
                          if ra and rb else f'{"–":>15s}{"–":>14s}')
            print(f'{label:32s}{against:10s}{cells}')
    if elements:
        per = {n: e['paint'] / n * 1000 for n, e in elements.items()}
        line = ', '.join(f'{n:,}: {elements[n]["paint"]:.0f} ms ({per[n]:.0f} µs each)' for n in ELEMENTS)
        print(f'element creation (unsized bar <swift-gauge>, appended at once, until those in view painted): {line}')
        if len(ELEMENTS) >= 2:
            lo, hi = ELEMENTS[0], ELEMENTS[-1]
            print(f'  per element at {hi:,} ÷ at {lo:,}: {ratio(per[hi], per[lo]):.2f}×; scrolled through: '
                  + ', '.join(f'{n:,}: {elements[n]["scroll"]["undrawn"]} of {elements[n]["scroll"]["seen"]} never drew'
                              for n in ELEMENTS))

    print(f'\nRing gauges in headless Chromium ({PAGES} fresh pages × up to {FRAMES} frames, medians, ms; '
          f'viewport 1170×800 ≈ 117 gauges on screen)')
    print(f'{"mode":20s} {"N":>5s} {"create":>9s} {"create sync":>12s} {"update→paint":>13s} {"update sync":>12s}'
          f' {"idle rAF/0.5s":>14s}')
    for n in NS:
        for mode in MODES:
            r = results[(mode, n)]
            idle = '' if r['idle'] is None else str(r['idle'])
            print(f'{mode:20s} {n:5d} {r["create"]:9.1f} {r["create_sync"]:12.1f} {r["paint"]:13.1f}'
                  f' {r["sync"]:12.1f} {idle:>14s}')
    print('\nWhere SwiftGauge\'s creation goes (medians, ms): synchronous JS (elements, wasm gauges, setters, ARIA) | '
          'first frame callback (size reads: forced style/layout) | ResizeObserver batch (render + replay) | '
          'the browser\'s style/layout/paint/raster/composite (the rest)')
    for n in NS:
        for mode in MODES:
            sp = results[(mode, n)].get('split')
            if sp:
                print(f'{mode:20s} {n:5d}  js {sp["js"]:7.1f}  frame {sp["frame"]:7.1f}  observer {sp["observer"]:7.1f}'
                      f'  browser {sp["browser"]:7.1f}')
    print('\nRatios (lower is better for SwiftGauge; "x / y" = x\'s time divided by y\'s)')
    pairs = [('swiftgauge-element', 'floor-element'), ('swiftgauge-shared', 'floor-shared'),
             ('swiftgauge-element', 'floor-shared'),
             ('swiftgauge-element', 'echarts-single'), ('swiftgauge-element', 'echarts-each'),
             ('swiftgauge-element', 'plotly'), ('swiftgauge-shared', 'echarts-single')]
    for n in NS:
        for a, b in pairs:
            if (a, n) in results and (b, n) in results:
                ra, rb = results[(a, n)], results[(b, n)]
                q = lambda k: ra[k] / rb[k] if rb[k] > 0 else float('nan')
                print(f'N={n:5d} {a:>18s} / {b:15s}: update→paint {q("paint"):6.2f}  update sync {q("sync"):6.2f}'
                      f'  create {q("create"):6.2f}')


main()
