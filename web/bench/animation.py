"""Benchmark: the per-frame cost of animating the gallery (every gauge retargeted with a 1 s easeInOut),
measured inside the host's frame callback (module.stats.frameMs: layout in wasm + Canvas 2D replay), in headless
Chromium at devicePixelRatio 1 and 2. Prints figures; asserts nothing (machine load makes absolute times noisy)."""
import os
from pathlib import Path
WEB = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium-headless-shell')
import threading, functools, http.server, statistics
from playwright.sync_api import sync_playwright
class H(http.server.SimpleHTTPRequestHandler):
    def log_message(self,*a): pass
httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(H, directory=str(WEB)))
threading.Thread(target=httpd.serve_forever, daemon=True).start()
url = f'http://127.0.0.1:{httpd.server_address[1]}/index.html'
with sync_playwright() as p:
    b = p.chromium.launch(executable_path=CHROMIUM, args=['--no-sandbox'])
    for dpr in (1, 2):
        pg = b.new_page(reduced_motion='no-preference', viewport={'width':1024,'height':3000}, device_scale_factor=dpr)
        pg.goto(url); pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
        pg.wait_for_timeout(1500)
        res = []
        for rep in range(3):
            r = pg.evaluate("""async () => { const m = window.gallery.module, gs = Object.values(window.gallery.gauges);
              const f0 = m.stats.frames, ms0 = m.stats.frameMs, r0 = m.stats.renders;
              for (const g of gs) { g.animation = {type:'easeInOut', duration: 1}; g.value = g.lower + Math.random() * (g.upper - g.lower); }
              await new Promise(r => setTimeout(r, 1300));
              return [gs.length, m.stats.frames - f0, m.stats.renders - r0, (m.stats.frameMs - ms0)]; }""")
            res.append(r)
        print('dpr', dpr, 'gauges', res[0][0], 'per run [frames, renders, ms]:', [x[1:] for x in res],
              'ms/frame median', statistics.median(x[3]/x[1] for x in res), 'us/render', statistics.median(1000*x[3]/x[2] for x in res))
    b.close()
