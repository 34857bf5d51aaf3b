"""Benchmark: what a page pays for a live dashboard (web/bench/dashboard.html) in headless Chromium: 300 gauges in
64 px cells, all on screen (a third each of accessoryCircular rings, linearCapacity bars and dials, or 300 of one
style), every value set 10 times a second. Per mode: the main thread's busy share (CDP Performance.getMetrics
TaskDuration delta ÷ wall time) and frames a second (requestAnimationFrame callbacks) over BENCH_SECONDS after a
warm-up, medians of BENCH_RUNS fresh pages, with ratios against the hand-drawn Canvas 2D floor measured in the same
run. Then N <swift-gauge> elements appended at once (time until those on screen are drawn; how many of 300 sampled
off-screen ones idle drawing has drawn after 10 s; module.drawAll() at BENCH_BLANK elements and the blank canvases in
the viewport), and a CPU profile of the default-animation dashboard (self time by cost, module and function).
Prints figures; asserts nothing. `uptime`'s load is printed beside the figures: the machine is shared.

Environment: CHROMIUM (default /usr/bin/chromium-headless-shell), BENCH_RUNS (3), BENCH_SECONDS (5), BENCH_WARMUP
(2), BENCH_MODES (mixed dashboard; default floor,element,element-none,create-none,surface-none), BENCH_STYLE_MODES
(per style; default floor,element,element-none), BENCH_MANY (3000; empty: skip), BENCH_BLANK ("2500,3000"; empty:
skip), BENCH_PROFILE_SECONDS (3; 0: skip), BENCH_WASM (a wasm file served instead of web/swift-gauge.wasm to the
profile, e.g. one built with KEEP_NAMES=1 ./build.sh, whose name section names the core's functions).
`python dashboard.py profile [style]` runs only the profile.
"""
import base64
import collections
import functools
import json
import http.server
import os
import re
import statistics
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

WEB = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium-headless-shell')
ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']  # as the browser tests (web/test/browser/conftest.py)
RUNS = int(os.environ.get('BENCH_RUNS', '3'))
SECONDS = float(os.environ.get('BENCH_SECONDS', '5'))
WARMUP = float(os.environ.get('BENCH_WARMUP', '2'))
MODES = [m for m in os.environ.get('BENCH_MODES', 'floor,element,element-none,create-none,surface-none').split(',') if m]
STYLE_MODES = [m for m in os.environ.get('BENCH_STYLE_MODES', 'floor,element,element-none').split(',') if m]
MANY = int(os.environ.get('BENCH_MANY', '3000') or 0)
BLANK = [int(n) for n in os.environ.get('BENCH_BLANK', '2500,3000').split(',') if n]
PROFILE_SECONDS = float(os.environ.get('BENCH_PROFILE_SECONDS', '3'))
NAMED_WASM = os.environ.get('BENCH_WASM')
VIEWPORT = {'width': 1280, 'height': 960}  # 20 × 15 cells of 64 px: 300 gauges on screen


class Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def translate_path(self, path):
        if NAMED_WASM and path.split('?', 1)[0] == '/named.wasm':
            return NAMED_WASM
        return super().translate_path(path)


Handler.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm',
                          '.js': 'text/javascript', '.mjs': 'text/javascript'}
httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=str(WEB)))
threading.Thread(target=httpd.serve_forever, daemon=True).start()
BASE = f'http://127.0.0.1:{httpd.server_address[1]}/bench/dashboard.html'


def load():
    """`uptime`'s three load averages."""
    return os.getloadavg()


def load_text(l=None):
    l = l or load()
    return f'load {l[0]:.1f} {l[1]:.1f} {l[2]:.1f}'


def open_page(browser, query):
    pg = browser.new_page(viewport=VIEWPORT, device_scale_factor=1, reduced_motion='no-preference')
    pg.set_default_timeout(600_000)
    pg.goto(f'{BASE}?{query}')
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    return pg


def metrics(cdp):
    return {m['name']: m['value'] for m in cdp.send('Performance.getMetrics')['metrics']}


def measure(browser, mode, style):
    """One fresh page: busy %, frames/s, and the library's frame-callback ms per frame, over SECONDS."""
    pg = open_page(browser, f'mode={mode}&style={style}&n=300')
    pg.evaluate('bench.setUp()')
    cdp = pg.context.new_cdp_session(pg)
    cdp.send('Performance.enable')
    pg.evaluate('bench.start()')
    time.sleep(WARMUP)
    m0, c0 = metrics(cdp), pg.evaluate('bench.counters()')
    time.sleep(SECONDS)
    m1, c1 = metrics(cdp), pg.evaluate('bench.counters()')
    pg.evaluate('bench.stop()')
    pg.close()
    wall = m1['Timestamp'] - m0['Timestamp']
    r = {'busy': 100 * (m1['TaskDuration'] - m0['TaskDuration']) / wall,
         'fps': (c1['frames'] - c0['frames']) / ((c1['now'] - c0['now']) / 1000),
         'ups': (c1['updates'] - c0['updates']) / ((c1['now'] - c0['now']) / 1000),
         'script': 100 * (m1['ScriptDuration'] - m0['ScriptDuration']) / wall,
         'layout': 100 * (m1['LayoutDuration'] + m1['RecalcStyleDuration'] - m0['LayoutDuration'] - m0['RecalcStyleDuration']) / wall,
         'frame_ms': None, 'update_ms': None, 'load': load()}
    if c0['lib'] and c1['lib']:
        lf = c1['lib']['frames'] - c0['lib']['frames']
        ms = c1['lib']['frameMs'] - c0['lib']['frameMs']
        r['frame_ms'] = ms / lf if lf else 0.0
        ups = c1['updates'] - c0['updates']
        r['update_ms'] = ms / ups if ups else 0.0  # the library's frame-callback time per update of all 300
    return r


def median_of(runs):
    keys = [k for k in runs[0] if k != 'load']
    out = {k: (statistics.median(r[k] for r in runs) if runs[0][k] is not None else None) for k in keys}
    out['range_busy'] = (min(r['busy'] for r in runs), max(r['busy'] for r in runs))
    out['range_fps'] = (min(r['fps'] for r in runs), max(r['fps'] for r in runs))
    out['load'] = runs[0]['load']
    return out


def dashboard_table(browser, style, modes):
    res = {}
    for mode in modes:
        runs = [measure(browser, mode, style) for _ in range(RUNS)]
        res[mode] = median_of(runs)
        r = res[mode]
        print(f'  measured {style:5s} {mode:13s}: busy {r["busy"]:5.1f} %, {r["fps"]:4.1f} fps ({load_text(r["load"])})',
              file=sys.stderr, flush=True)
    floor = res.get('floor')
    print(f'\n300 gauges ({style}), every value set {10}×/s, {SECONDS:g} s after {WARMUP:g} s warm-up, median of {RUNS} '
          f'fresh pages (min–max); ratios ÷ the floor of this run')
    print(f'{"mode":14s} {"busy %":>7s} {"(min–max)":>13s} {"fps":>5s} {"(min–max)":>11s} {"÷floor busy":>11s}'
          f' {"÷floor fps":>10s} {"script %":>8s} {"style+layout %":>14s} {"lib ms/update":>13s}  load')
    for mode, r in res.items():
        rb = f'{r["busy"] / floor["busy"]:10.2f}×' if floor and floor['busy'] else f'{"–":>11s}'
        rf = f'{r["fps"] / floor["fps"]:9.2f}×' if floor and floor['fps'] else f'{"–":>10s}'
        um = f'{r["update_ms"]:13.1f}' if r['update_ms'] is not None else f'{"–":>13s}'
        print(f'{mode:14s} {r["busy"]:7.1f} {r["range_busy"][0]:6.1f}–{r["range_busy"][1]:<6.1f} {r["fps"]:5.1f}'
              f' {r["range_fps"][0]:5.1f}–{r["range_fps"][1]:<5.1f} {rb} {rf} {r["script"]:8.1f} {r["layout"]:14.1f} {um}'
              f'  {load_text(r["load"])}')
    return res


def wait_frames(pg, n):
    pg.evaluate('''async (n) => { for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(() => {
      const ch = new MessageChannel(); ch.port1.onmessage = r; ch.port2.postMessage(0); })); }''', n)


def blank_count(pg):
    """Viewport elements: blank in a screenshot of the page, and canvases whose backing store has no ink."""
    png = base64.b64encode(pg.screenshot()).decode()
    cells = pg.evaluate('bench.viewportCells()')
    blank = pg.evaluate('([png, cells]) => bench.blankInScreenshot(png, cells)', [png, cells])
    return {'cells': len(cells), 'blank': blank, 'no_ink': sum(1 for c in cells if c['ink'] is False),
            'no_canvas': sum(1 for c in cells if c['ink'] is None)}


def run_many(browser, n):
    pg = open_page(browser, f'mode=many&n={n}')
    pg.evaluate('bench.setUp()')
    r = pg.evaluate('bench.many()')
    l0 = load()
    t0 = time.monotonic()
    pg.wait_for_timeout(10_000)
    idle = pg.evaluate('bench.idleDrawn(300)')
    every = None  # seconds after the on-screen ones were drawn until every element was, polled for up to 30 s more
    while time.monotonic() - t0 < 40:
        c = pg.evaluate('bench.drawnCount()')
        if c['drawn'] == c['n']:
            every = time.monotonic() - t0
            break
        pg.wait_for_timeout(250)
    pg.close()
    print(f'\n{n:,} <swift-gauge> elements (mixed, 64 px cells) appended in one task ({load_text(l0)}): appended in '
          f'{r["sync"]:.0f} ms; the {r["visible"]} on screen drawn {r["paint"]:.0f} ms after the first append '
          f'({r["frames"]} frames); after 10 s idle, {idle["drawn"]} of {idle["sampled"]} sampled off-screen elements '
          f'drawn (of {idle["offScreen"]} off screen); every one drawn '
          f'{"%.1f s after that" % every if every is not None else "not within 40 s"}')


def run_blank(browser, n):
    pg = open_page(browser, f'mode=many&n={n}')
    pg.evaluate('bench.setUp()')
    pg.evaluate('bench.many()')
    l0 = load()
    ms = pg.evaluate('bench.drawAll()')
    wait_frames(pg, 3)
    rows = [('top', blank_count(pg))]
    height = pg.evaluate('document.documentElement.scrollHeight')
    for name, y in (('middle', height // 2), ('bottom', height)):
        pg.evaluate('(y) => bench.scrollTo(y)', y)
        wait_frames(pg, 3)
        pg.wait_for_timeout(300)
        rows.append((name, blank_count(pg)))
    pg.close()
    line = '; '.join(f'{name}: {b["blank"]} blank of {b["cells"]} on screen ({b["no_ink"]} with an empty backing store'
                     f'{", %d without a canvas" % b["no_canvas"] if b["no_canvas"] else ""})' for name, b in rows)
    print(f'drawAll() at {n:,} elements ({ms:.0f} ms; {load_text(l0)}): {line}')


# ---- The profile ---------------------------------------------------------------------------------------------------
# Where a function's self time goes: a cost by module (web/src/<module>.js) and, for a few functions, by name.
MODULE_COST = {
    'replay.js': 'replay (display list → Canvas 2D)', 'display-list.js': 'replay (display list → Canvas 2D)',
    'measure.js': 'text measurement', 'aria.js': 'ARIA / DOM writes', 'announce.js': 'ARIA / DOM writes',
    'page-colours.js': 'style reads (computed style, page colours)', 'element-style.js': 'style reads (computed style, page colours)',
    'appearance.js': 'style reads (computed style, page colours)', 'forced-colors.js': 'style reads (computed style, page colours)',
    'frames.js': 'frame loop and animation bookkeeping', 'instance.js': 'batch call (JS side: jobs in, lists out)',
    'gauge.js': 'setters (value → core)', 'options.js': 'setters (value → core)', 'option-types.js': 'setters (value → core)',
    'format.js': 'setters (value → core)', 'tick-format.js': 'setters (value → core)',
    'element.js': 'setters (value → core)', 'canvas-binding.js': 'canvas sizing and binding',
    'dashboard.html': 'the page (its 10 Hz updater, rAF counter)',
}
NATIVE_COST = {'(garbage collector)': 'GC', '(program)': 'browser: style, layout, paint, raster, commit (outside JS)',
               '(idle)': None, '(root)': None}
CANVAS_API = ('fillText', 'strokeText', 'stroke', 'fill', 'clearRect', 'setTransform', 'beginPath', 'roundRect', 'lineTo',
              'moveTo', 'arc', 'arcTo', 'closePath', 'fillRect', 'createLinearGradient', 'createConicGradient',
              'addColorStop', 'save', 'restore', 'clip', 'rect', 'ellipse', 'decode', 'getContext', 'set font',
              'set fillStyle', 'set strokeStyle', 'set lineWidth')
NATIVE_API = {**{k: 'replay (display list → Canvas 2D)' for k in CANVAS_API}, 'measureText': 'text measurement',
              'getComputedStyle': 'style reads (computed style, page colours)',
              'getPropertyValue': 'style reads (computed style, page colours)',
              'setAttribute': 'ARIA / DOM writes', 'removeAttribute': 'ARIA / DOM writes',
              'hasAttribute': 'ARIA / DOM writes', 'getAttribute': 'ARIA / DOM writes'}


def wasm_style(name):
    """A wasm function's style from its (mangled Swift) name: the layouts' own code; the rest is shared."""
    n = name.lower()
    for key, style in (('dial', 'dial'), ('ring', 'ring'), ('bar', 'bar')):
        if key in n:
            return style
    return 'shared'


def profile(browser, style, seconds, src='modules'):
    query = f'mode=element&style={style}&n=300&src={src}' + ('&wasm=/named.wasm' if NAMED_WASM else '')
    pg = open_page(browser, query)
    pg.evaluate('bench.setUp()')
    cdp = pg.context.new_cdp_session(pg)
    cdp.send('Performance.enable')
    cdp.send('Profiler.enable')
    cdp.send('Profiler.setSamplingInterval', {'interval': 200})  # µs
    pg.evaluate('bench.start()')
    time.sleep(WARMUP)
    m0, c0 = metrics(cdp), pg.evaluate('bench.counters()')
    cdp.send('Profiler.start')
    time.sleep(seconds)
    prof = cdp.send('Profiler.stop')['profile']
    m1, c1 = metrics(cdp), pg.evaluate('bench.counters()')
    pg.evaluate('bench.stop()')
    pg.close()
    nodes = {n['id']: n for n in prof['nodes']}
    self_us = collections.Counter()
    for sid, dt in zip(prof['samples'], prof['timeDeltas']):
        self_us[sid] += dt
    by_fn, by_module, by_cost = collections.Counter(), collections.Counter(), collections.Counter()
    wasm_by_style = collections.Counter()
    for nid, us in self_us.items():
        cf = nodes[nid]['callFrame']
        name, url = cf['functionName'] or '(anonymous)', cf['url']
        if name in NATIVE_COST and not url:
            cost = NATIVE_COST[name]
            if cost is None:
                continue
            module = name
        elif url.startswith('wasm://') or url.split('?')[0].endswith('.wasm'):
            module = 'swift-gauge.wasm'
            cost = f'layout in wasm ({wasm_style(name)})' if NAMED_WASM else 'layout in wasm'
            wasm_by_style[wasm_style(name)] += us
        elif not url:
            module = '(native API)'
            cost = NATIVE_API.get(name, 'other native (DOM, canvas API)')
        else:
            module = url.rsplit('/', 1)[-1].split('?')[0]
            cost = MODULE_COST.get(module, 'other JS')
        by_fn[(name, module)] += us
        by_module[module] += us
        by_cost[cost] += us
    busy_s = m1['TaskDuration'] - m0['TaskDuration']
    wall = m1['Timestamp'] - m0['Timestamp']
    total = sum(by_cost.values())
    print(f'\nCPU profile: 300 <swift-gauge> ({style}), default animation, values set 10×/s, {seconds:g} s '
          f'({"web/src modules" if src == "modules" else "readable bundle"}, '
          f'{"name-keeping wasm" if NAMED_WASM else "shipped wasm (no function names)"}; {load_text()}): '
          f'main thread busy {100 * busy_s / wall:.0f} %, {total / 1000:.0f} ms sampled outside idle')
    renders = c1['lib']['renders'] - c0['lib']['renders']
    frames = c1['lib']['frames'] - c0['lib']['frames']
    wasm_us = sum(us for (n, m), us in by_fn.items() if m.endswith('.wasm'))
    print(f'{renders} renders in {frames} library frames ({renders / seconds:.0f} renders/s, '
          f'{(c1["frames"] - c0["frames"]) / seconds:.1f} fps); wasm self time {wasm_us / max(1, renders):.0f} µs a render; '
          f'by wasm function names: ' + ', '.join(f'{k} {v / 1000:.0f} ms' for k, v in wasm_by_style.most_common()))
    print(f'{"cost":58s} {"ms":>7s} {"share":>6s}')
    for cost, us in by_cost.most_common():
        print(f'{cost:58s} {us / 1000:7.0f} {100 * us / total:5.1f} %')
    print(f'\n{"module":30s} {"ms":>7s} {"share":>6s}')
    for module, us in by_module.most_common(14):
        print(f'{module:30s} {us / 1000:7.0f} {100 * us / total:5.1f} %')
    print(f'\n{"function (module)":80s} {"ms":>7s} {"share":>6s}')
    for (name, module), us in by_fn.most_common(30):
        print(f'{(name[:60] + " (" + module + ")"):80s} {us / 1000:7.0f} {100 * us / total:5.1f} %')
    return by_cost, total


# What the trace's events on the renderer's main thread are (self time; nested events subtracted).
TRACE_GROUPS = [
    ('canvas raster and flush (2D recordings played into bitmaps: the commit\'s layer update, end-of-task flush)',
     ('LayerTreeHost::DoUpdateLayers', 'Canvas2DResourceProvider', 'CanvasRenderingContext2D::FinalizeFrame',
      'CanvasResource', 'Canvas2DLayerBridge')),
    ('JavaScript and wasm (split by the CPU profile)', ('FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EvaluateScript',
     'V8.', 'v8.', 'RunMicrotasks', 'BlinkScheduler_PerformMicrotaskCheckpoint', 'ResizeObserver', 'FireIdleCallback')),
    ('custom element reactions (attributeChangedCallback: the value property written as its attribute)',
     ('CustomElementReactionQueue',)),
    ('intersection observation', ('IntersectionObserver', 'Blink.IntersectionObservation')),
    ('style, layout, pre-paint, paint', ('UpdateLayoutTree', 'Layout', 'Blink.PrePaint', 'Blink.Paint', 'Paint',
     'PrePaint', 'LocalFrameView::', 'Document::update', 'HitTest', 'Blink.Style', 'Blink.Layout')),
    ('commit and frame scheduling', ('ProxyMain::', 'Commit', 'LayerTreeHost::', 'WebFrameWidgetImpl', 'MainFrame',
     'PageAnimator', 'Blink.Animate', 'ScheduleAnimation')),
]


def trace_split(browser, mode, style, seconds):
    """Self time of the renderer main thread's trace events over `seconds`, grouped (TRACE_GROUPS)."""
    pg = open_page(browser, f'mode={mode}&style={style}&n=300')
    pg.evaluate('bench.setUp()')
    pg.evaluate('bench.start()')
    time.sleep(WARMUP)
    browser.start_tracing(page=pg, categories=['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute',
                                                'toplevel', 'blink', 'cc'])
    time.sleep(seconds)
    data = json.loads(browser.stop_tracing())
    pg.evaluate('bench.stop()')
    pg.close()
    ev = data['traceEvents'] if isinstance(data, dict) else data
    names = {(e['pid'], e['tid']): e['args']['name'] for e in ev if e.get('ph') == 'M' and e.get('name') == 'thread_name'}
    mains = collections.Counter((e['pid'], e['tid']) for e in ev if names.get((e['pid'], e['tid'])) == 'CrRendererMain')
    main_thread = mains.most_common(1)[0][0]
    xs = sorted((e for e in ev if (e['pid'], e['tid']) == main_thread and e.get('ph') == 'X' and 'dur' in e),
                key=lambda e: (e['ts'], -e['dur']))
    self_us, stack, top = collections.Counter(), [], 0
    for e in xs:
        while stack and stack[-1][0] + stack[-1][1] <= e['ts']:
            stack.pop()
        if stack:
            self_us[stack[-1][2]] -= min(e['dur'], stack[-1][0] + stack[-1][1] - e['ts'])
        else:
            top += e['dur']
        self_us[e['name']] += e['dur']
        stack.append((e['ts'], e['dur'], e['name']))
    groups = collections.Counter()
    for name, us in self_us.items():
        group = next((g for g, keys in TRACE_GROUPS if any(name.startswith(k) for k in keys)), 'other (tasks\' own time)')
        groups[group] += us
    print(f'\nTrace: 300 gauges ({style}), mode {mode}, {seconds:g} s ({load_text()}): main thread in tasks '
          f'{100 * top / (seconds * 1e6):.0f} % of the wall time; self time by kind')
    for g, us in groups.most_common():
        print(f'{g:100s} {us / 1000:7.0f} ms {100 * us / top:5.1f} %')
    return groups, top


def main():
    only_profile = len(sys.argv) > 1 and sys.argv[1] == 'profile'
    print(f'machine: {os.cpu_count()} cores, {load_text()} at start; Chromium {CHROMIUM}', flush=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        if only_profile:
            for style in (sys.argv[2:] or ['mixed']):
                profile(browser, style, PROFILE_SECONDS or 3)
                for mode in ('element', 'element-none', 'floor'):
                    trace_split(browser, mode, style, PROFILE_SECONDS or 3)
            browser.close()
            return
        dashboard_table(browser, 'mixed', MODES)
        for style in ('ring', 'bar', 'dial'):
            dashboard_table(browser, style, STYLE_MODES)
        if MANY:
            run_many(browser, MANY)
        for n in BLANK:
            run_blank(browser, n)
        if PROFILE_SECONDS > 0:
            profile(browser, 'mixed', PROFILE_SECONDS)
            for mode in ('element', 'element-none', 'floor'):
                trace_split(browser, mode, 'mixed', PROFILE_SECONDS)
        browser.close()
    print(f'\nmachine at the end: {load_text()}')


main()
