"""Soak: a 1,000-gauge dashboard animating for a while in headless Chromium, once with a canvas per gauge
(`createGauge`) and once on one dashboard surface (`createSurface`). Every minute it prints the wasm memory, the
wasm heap in use, the JS heap and the DOM node count; at the end the frame-time median and p99 (a frame: the
host's frame callback, layout in wasm + Canvas 2D replay, `module.stats.frameMs` per frame). Not part of
`./build.sh test` (it takes minutes and asserts nothing); the figures are what to look at: memory flat after the
warm-up, p99 at most 3 × the median.

    .venv/bin/python web/bench/soak.py [minutes per mode, default 10]
"""
import functools
import http.server
import os
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

WEB = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium-headless-shell')
MINUTES = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
COUNT = 1000

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; } #grid { display: grid; grid-template-columns: repeat(25, 60px); gap: 4px; }
#grid > div { width: 60px; height: 60px; } #surface { position: relative; width: 1600px; height: 2700px; }
</style></head><body><div id="grid"></div><div id="surface"></div></body></html>"""

SETUP = """async ([mode, count]) => {
  const { loadSwiftGauge } = await import('/swift-gauge.min.js');
  const m = await loadSwiftGauge();
  const styles = ['accessoryCircular', 'accessoryCircularCapacity', 'dial', 'linearCapacity', 'accessoryLinear'];
  const gauges = [];
  const surface = mode === 'surface' ? m.createSurface(document.getElementById('surface')) : null;
  for (let i = 0; i < count; i++) {
    const options = { style: styles[i % styles.length], value: Math.random(), label: `G${i}`, animation: { type: 'easeInOut', duration: 0.8 },
      tint: ['green', 'yellow', 'red'] };
    if (surface) gauges.push(surface.createGauge({ x: (i % 25) * 64, y: Math.floor(i / 25) * 64, width: 60, height: 60 }, options));
    else { const el = document.createElement('div'); document.getElementById('grid').append(el); gauges.push(m.createGauge(el, options)); }
  }
  window.soak = { m, gauges, frameMs: [], last: { frames: 0, ms: 0 } };
  // New values every 400 ms: animations are interrupted mid-flight, as on a live dashboard.
  setInterval(() => { for (const g of gauges) if (Math.random() < 0.5) g.value = Math.random(); }, 400);
  const sample = () => {
    const s = m.stats, d = s.frames - window.soak.last.frames;
    if (d > 0) window.soak.frameMs.push((s.frameMs - window.soak.last.ms) / d);
    window.soak.last = { frames: s.frames, ms: s.frameMs };
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}"""

READ = """() => ({ wasm: window.soak.m.memoryStats().memoryBytes, heap: window.soak.m.memoryStats().heapBytes,
  js: performance.memory ? performance.memory.usedJSHeapSize : 0, nodes: document.getElementsByTagName('*').length,
  frames: window.soak.m.stats.frames })"""


def main():
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def do_GET(self):
            if self.path.startswith('/soak.html'):
                body = PAGE.encode()
                self.send_response(200)
                self.send_header('Content-Type', 'text/html')
                self.send_header('Content-Length', str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            super().do_GET()
    Quiet.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm', '.js': 'text/javascript'}
    httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Quiet, directory=str(WEB)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f'http://127.0.0.1:{httpd.server_address[1]}'
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=['--no-sandbox', '--enable-precise-memory-info'])
        for mode in ('canvas', 'surface'):
            pg = browser.new_page(viewport={'width': 1600, 'height': 1000})
            pg.goto(f'{base}/soak.html')
            pg.evaluate(SETUP, [mode, COUNT])
            print(f'== {mode}: {COUNT} gauges, {MINUTES:g} min', flush=True)
            print(f'{"min":>5} {"wasm MB":>8} {"heap MB":>8} {"JS MB":>7} {"nodes":>6} {"frames":>7}', flush=True)
            steps = max(1, round(MINUTES))
            for minute in range(steps + 1):
                if minute:
                    pg.wait_for_timeout(60000 * MINUTES / steps)
                r = pg.evaluate(READ)
                print(f'{minute * MINUTES / steps:5.1f} {r["wasm"] / 1e6:8.2f} {r["heap"] / 1e6:8.2f} {r["js"] / 1e6:7.1f} '
                      f'{r["nodes"]:6d} {r["frames"]:7d}', flush=True)
            ms = pg.evaluate('window.soak.frameMs')
            ms = ms[len(ms) // 10:]  # after the warm-up
            if ms:
                q = statistics.quantiles(ms, n=100)
                med, p99 = statistics.median(ms), q[98]
                print(f'frame ms: median {med:.2f}, p99 {p99:.2f} ({p99 / med:.1f} x the median) over {len(ms)} frames', flush=True)
            pg.close()
        browser.close()


if __name__ == '__main__':
    main()
