"""Benchmark: what the gauges' style watch costs (docs/performance.md › Theme changes), on 1,000 <swift-gauge> rings
in a <main>, all in a 1024 × 3600 viewport, in headless Chromium: frames and style reads while nothing changes, a style
recalculation that touches nothing watched (with the watch, and with it turned off), one theme flip (a class on
<main>: color-scheme and --brand) until every gauge shows it, and the same redraw by a value change. Medians of
BENCH_RUNS (5) fresh pages. Prints figures; asserts nothing. Run: $VENV/bin/python web/bench/theme.py (after
./build.sh). Environment: CHROMIUM, BENCH_N (1000), BENCH_RUNS (5)."""
import functools
import http.server
import os
import statistics
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

WEB = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium-headless-shell')
ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']  # as the browser tests
N = int(os.environ.get('BENCH_N', '1000'))
RUNS = int(os.environ.get('BENCH_RUNS', '5'))


class Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


Handler.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm',
                          '.js': 'text/javascript'}
httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=str(WEB)))
threading.Thread(target=httpd.serve_forever, daemon=True).start()


def main():
    rows = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for _ in range(RUNS):
            pg = browser.new_page(viewport={'width': 1024, 'height': 3600})
            pg.goto(f'http://127.0.0.1:{httpd.server_address[1]}/bench/theme.html?n={N}')
            pg.wait_for_function('document.documentElement.dataset.state === "ready"')
            pg.evaluate('window.bench.setUp()')
            r = {'idle': pg.evaluate('window.bench.idle(1000)')}
            r['unwatched'] = pg.evaluate('window.bench.unrelated(false)')
            r['first0'] = statistics.median(pg.evaluate('window.bench.firstFrame()') for _ in range(5))
            r['watched'] = pg.evaluate('window.bench.unrelated(true)')
            r['first1'] = statistics.median(pg.evaluate('window.bench.firstFrame()') for _ in range(5))
            flips = [pg.evaluate('window.bench.flip()') for _ in range(6)][1:]
            r['flip'] = {k: statistics.median(f[k] for f in flips) for k in flips[0]}
            pg.evaluate('window.bench.watch(false)')
            flips = [pg.evaluate('window.bench.flip(true)') for _ in range(6)][1:]
            r['refresh'] = {k: statistics.median(f[k] for f in flips) for k in flips[0]}
            pg.evaluate('window.bench.watch(true)')
            vals = [pg.evaluate('window.bench.values()') for _ in range(6)][1:]
            r['values'] = {k: statistics.median(v[k] for v in vals) for k in vals[0]}
            rows.append(r)
            pg.close()
        browser.close()
    med = lambda f: statistics.median(f(r) for r in rows)  # noqa: E731
    print(f'{N} <swift-gauge> rings, medians of {RUNS} pages (Chromium {CHROMIUM})')
    print(f'  idle 1 s: {med(lambda r: r["idle"]["frames"])} frames, {med(lambda r: r["idle"]["reads"])} style reads')
    print(f'  a recalculation touching nothing watched: {med(lambda r: r["watched"]):.2f} ms with the watch, '
          f'{med(lambda r: r["unwatched"]):.2f} ms without')
    print(f'  a theme flip\'s first painted frame (the browser\'s recalculation, layout, paint): '
          f'{med(lambda r: r["first1"]):.1f} ms with the watch, {med(lambda r: r["first0"]):.1f} ms without')
    print(f'  one theme flip: {med(lambda r: r["flip"]["took"]):.1f} ms to the painted frame, '
          f'{med(lambda r: r["flip"]["frames"])} frames, {med(lambda r: r["flip"]["reads"])} getComputedStyle calls, '
          f'{med(lambda r: r["flip"]["frameMs"]):.1f} ms in frame callbacks')
    print(f'  the same flip with the watch off and refresh() called: {med(lambda r: r["refresh"]["took"]):.1f} ms to the '
          f'painted frame, {med(lambda r: r["refresh"]["frames"])} frames, {med(lambda r: r["refresh"]["frameMs"]):.1f} ms in frame callbacks')
    print(f'  the same redraw by a value change: {med(lambda r: r["values"]["took"]):.1f} ms to the painted frame, '
          f'{med(lambda r: r["values"]["frameMs"]):.1f} ms in frame callbacks')


if __name__ == '__main__':
    main()
