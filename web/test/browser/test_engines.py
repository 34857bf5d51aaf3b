"""What each engine has, and the host's fallback where it lacks it.

The host feature-detects a few things whose support differs between engines. `test_engine_paths` records, per
engine, which path the host really took on the element page (native feature or fallback; the run's summary
prints them) and checks that it took the native one wherever the engine has it. `test_host_fallback` removes one
feature at a time before any page script runs and proves the fallback in every engine: the page loads without
errors, the fallback path ran (and the native one did not), and the gauges match the pixel oracle (with a conic
gradient drawn as its first stop's colour, the documented fallback for engines without createConicGradient).
"""
from __future__ import annotations

import json

import pytest

import sg_layout as L
from conftest import TEST_PAGE, note_path, open_page
from sg_page import canvas_pixels, check_gauge, display_list, fmt, gauge_ids, gauge_info

ELEMENT_PAGE = 'test/browser/pages/element.html'

# feature: (how the engine is asked, what the host does with it, what it does without it, page that exercises it)
FEATURES = {
    'createConicGradient': ("'createConicGradient' in CanvasRenderingContext2D.prototype",
                            'conic gradients', "the first stop's colour", TEST_PAGE),
    'roundRect': ("'roundRect' in CanvasRenderingContext2D.prototype", 'ctx.roundRect', 'arcTo paths', TEST_PAGE),
    'OffscreenCanvas': ("typeof OffscreenCanvas === 'function'", 'measures text on an OffscreenCanvas',
                        'measures text on a detached <canvas>', TEST_PAGE),
    'Intl.Segmenter': ("typeof Intl.Segmenter === 'function'", 'grapheme clusters from Intl.Segmenter',
                       'code points as clusters', TEST_PAGE),
    'adoptedStyleSheets': ("'adoptedStyleSheets' in ShadowRoot.prototype", 'one constructed stylesheet shared by every element',
                           'a <style> in each shadow root', ELEMENT_PAGE),
    'WebAssembly.compileStreaming': ("typeof WebAssembly.compileStreaming === 'function'", 'compiles the wasm while it downloads',
                                     'compiles the downloaded bytes', TEST_PAGE),
}

# Runs before any page script: removes the features named in REMOVE, then counts the calls that show which path
# the host took (observing only; every wrapper calls through).
PROBE = r"""
(() => {
  const remove = new Set(REMOVE);
  const C2D = CanvasRenderingContext2D.prototype;
  if (remove.has('createConicGradient')) delete C2D.createConicGradient;
  if (remove.has('roundRect')) delete C2D.roundRect;
  if (remove.has('OffscreenCanvas')) delete globalThis.OffscreenCanvas;
  if (remove.has('Intl.Segmenter')) delete Intl.Segmenter;
  if (remove.has('adoptedStyleSheets')) { delete ShadowRoot.prototype.adoptedStyleSheets; delete Document.prototype.adoptedStyleSheets; }
  if (remove.has('WebAssembly.compileStreaming')) { delete WebAssembly.compileStreaming; delete WebAssembly.instantiateStreaming; }
  const calls = (window.__sgCalls = {});
  const count = (k) => { calls[k] = (calls[k] || 0) + 1; };
  const wrap = (obj, name, key, when) => {
    const f = obj && obj[name];
    if (typeof f !== 'function') return;
    obj[name] = function (...args) { if (!when || when.call(this)) count(key); return f.apply(this, args); };
  };
  wrap(C2D, 'createConicGradient', 'createConicGradient');
  wrap(C2D, 'roundRect', 'roundRect');
  wrap(C2D, 'arcTo', 'arcTo');
  // measuring: on an OffscreenCanvas, or on a canvas outside the document (the gauges' own canvases are in it)
  if (globalThis.OffscreenCanvasRenderingContext2D) wrap(OffscreenCanvasRenderingContext2D.prototype, 'measureText', 'offscreenMeasure');
  wrap(C2D, 'measureText', 'detachedMeasure', function () { return !this.canvas.isConnected; });
  if (Intl.Segmenter) wrap(Intl.Segmenter.prototype, 'segment', 'segment');
  wrap(WebAssembly, 'compileStreaming', 'compileStreaming');
  wrap(WebAssembly, 'compile', 'compile');
})();
"""

# (native counter, fallback counter) per feature; adoptedStyleSheets is read from the shadow roots instead.
COUNTERS = {
    'createConicGradient': ('createConicGradient', None),
    'roundRect': ('roundRect', 'arcTo'),
    'OffscreenCanvas': ('offscreenMeasure', 'detachedMeasure'),
    'Intl.Segmenter': ('segment', None),
    'WebAssembly.compileStreaming': ('compileStreaming', 'compile'),
}

SHADOW_STYLES = """() => [...document.querySelectorAll('swift-gauge')].filter((el) => el.shadowRoot).map((el) =>
  [el.shadowRoot.adoptedStyleSheets ? el.shadowRoot.adoptedStyleSheets.length : 0, el.shadowRoot.querySelectorAll('style').length])"""


def open_probed(page_factory, path, remove=()):
    pg = page_factory(1)
    pg.add_init_script(PROBE.replace('REMOVE', json.dumps(list(remove))))
    return open_page(pg, path)


def path_taken(pg, feature) -> str:
    """'native' or 'fallback', from the counters (or the shadow roots), and fails if both or neither ran."""
    if feature == 'adoptedStyleSheets':
        roots = pg.evaluate(SHADOW_STYLES)
        assert roots, 'no <swift-gauge> shadow roots on the page'
        native = all(a >= 1 for a, _ in roots)
        fallback = all(s >= 1 for _, s in roots)
        assert native != fallback, f'shadow roots (adopted sheets, <style> elements): {roots}'
        return 'native' if native else 'fallback'
    calls = pg.evaluate('window.__sgCalls')
    native_key, fallback_key = COUNTERS[feature]
    native = calls.get(native_key, 0) > 0
    # without a counter of its own, the fallback is "the native call never ran"
    fallback = calls.get(fallback_key, 0) > 0 if fallback_key else not native
    if feature == 'roundRect' and native:
        fallback = False  # arcTo may be drawn by other code; the rounded rects used roundRect
    assert native != fallback, f'{feature}: calls {calls}'
    return 'native' if native else 'fallback'


def test_engine_paths(page_factory, engine):
    """Which of the features the engine has, and that the host used each one it has (the summary lists the paths)."""
    probe = page_factory(1)
    probe.set_content('<!doctype html><title>features</title>')
    has = probe.evaluate('({' + ', '.join(f'{json.dumps(f)}: {q[0]}' for f, q in FEATURES.items()) + '})')
    problems = []
    for path in (TEST_PAGE, ELEMENT_PAGE):
        pg = open_probed(page_factory, path)
        for feature, (_, native_does, fallback_does, page) in FEATURES.items():
            if page != path:
                continue
            took = path_taken(pg, feature)
            note_path(engine, feature, f'native: {native_does}' if took == 'native' else f'host fallback: {fallback_does}')
            if (took == 'native') != has[feature]:
                problems.append(f'{feature}: the engine {"has" if has[feature] else "lacks"} it, the host took the {took} path')
    assert not problems, '\n'.join(problems)


def conic_as_first_stop(dl: L.DisplayList) -> int:
    """Replaces each conic paint by its first stop's colour (the host's fallback); returns how many."""
    n = 0
    for k, p in list(dl.paints.items()):
        if p.kind == 'conic':
            dl.paints[k] = L.Paint(p.id, 'solid', rgba=p.stops[0][1] if p.stops else (0, 0, 0, 0))
            n += 1
    return n


@pytest.mark.parametrize('feature', list(FEATURES))
def test_host_fallback(page_factory, engine, feature):
    """The feature removed before the page runs: the host takes its fallback, logs nothing, and draws what the
    display list says."""
    page = FEATURES[feature][3]
    pg = open_probed(page_factory, page, remove=[feature])
    assert pg.evaluate(f'!({FEATURES[feature][0]})'), f'{feature} could not be removed'
    assert path_taken(pg, feature) == 'fallback'
    note_path(engine, f'{feature} removed', f'host fallback ran: {FEATURES[feature][2]}')
    problems, converted = [], 0
    for gid in gauge_ids(pg):
        if feature != 'createConicGradient':
            problems += check_gauge(pg, gid)[0]
            continue
        info = gauge_info(pg, gid)
        dl = display_list(info)
        if not conic_as_first_stop(dl):
            problems += check_gauge(pg, gid)[0]
            continue
        converted += 1
        w, h = info['canvasW'], info['canvasH']
        step = max(1, min(w, h) // 40)
        pts = [(x, y) for y in range(0, h, step) for x in range(0, w, step)]
        want = [L.expected_pixel(dl, x, y, 1) for x, y in pts]
        pts, want = [p for p, e in zip(pts, want) if e is not None], [e for e in want if e is not None]
        got = canvas_pixels(pg, gid, pts)
        bad = [(p, g, e) for p, g, e in zip(pts, got, want) if not L.colour_close(g, e)]
        if len(bad) > len(pts) // 200:
            problems += [f'{gid}: {len(bad)}/{len(pts)} pixels differ from the first-stop fallback, e.g. ({p[0]},{p[1]}) '
                         f'is {fmt(g)}, expected {fmt(e)}' for p, g, e in bad[:3]]
    if feature == 'createConicGradient':
        assert converted, 'no gauge on the page has a conic gradient (test premise)'
    assert not problems, '\n'.join(problems)
