"""Checks shared by the browser tests: a gauge's canvas against the pixel oracle of sg_layout, read both from
the canvas (getImageData) and from a real screenshot (what the page composites)."""
from __future__ import annotations

import base64
import hashlib
import json
import math
import re

import sg_layout as L

STYLES = ('automatic', 'linearCapacity', 'accessoryLinear', 'accessoryLinearCapacity', 'accessoryCircular',
          'accessoryCircularCapacity')


def gauge_ids(pg) -> list[str]:
    return pg.evaluate('Object.keys(window.__sgt.gauges())')


def gauge_info(pg, gid: str) -> dict:
    return pg.evaluate('id => window.__sgt.info(id)', gid)


def canvas_pixels(pg, gid: str, points) -> list[list[int]]:
    """RGBA of gauge `gid`'s canvas at device-pixel `points` [(x, y)], as getImageData gives them (one string each
    way: fast over WebDriver BiDi too)."""
    h = pg.evaluate('([id, pts]) => window.__sgt.pixelsHex(id, pts)', [gid, json.dumps([list(p) for p in points])])
    b = bytes.fromhex(h)
    return [list(b[k:k + 4]) for k in range(0, len(b), 4)]


def round_half_up(x: float) -> int:
    """JS Math.round for the positive numbers used here (Python's round() is banker's rounding)."""
    return math.floor(x + 0.5)


def display_list(info: dict) -> L.DisplayList:
    """The gauge's last display list, checked to be the one for its canvas (CSS size, devicePixelRatio)."""
    dl = L.parse(info['text'], info['texts'])
    problems = []
    if abs(dl.width - info['cssW']) > 0.01 or abs(dl.height - info['cssH']) > 0.01:
        problems.append(f"list laid out for {dl.width:g}x{dl.height:g} CSS px, canvas is {info['cssW']:g}x{info['cssH']:g}")
    if abs(dl.ratio - info['dpr']) > 1e-3:
        problems.append(f"list laid out at ratio {dl.ratio:g}, devicePixelRatio is {info['dpr']:g}")
    assert not problems, f"{info['id']}: the last display list is not the one on screen: {'; '.join(problems)}\n{info['text']}"
    return dl


def fmt(c) -> str:
    return '(' + ','.join(str(int(v)) for v in c) + ')'


# A screenshot is decoded in the page once and kept (the last one) under its hash: a test that checks many gauges
# against one screenshot sends and decodes it once, not once per gauge.
DECODE_PNG = """async ([key, b64]) => {
  const blob = await (await fetch('data:image/png;base64,' + b64)).blob();
  const bmp = await createImageBitmap(blob);
  const c = new OffscreenCanvas(bmp.width, bmp.height), ctx = c.getContext('2d', { willReadFrequently: true });
  ctx.drawImage(bmp, 0, 0);
  window.__sgShot = { key, ctx, width: bmp.width, height: bmp.height };
}"""
READ_PNG = """([key, points]) => {
  const s = window.__sgShot;
  if (!s || s.key !== key) return null;
  return { width: s.width, height: s.height,
           pixels: points.map(([x, y]) => Array.from(s.ctx.getImageData(x, y, 1, 1).data)) };
}"""


def screenshot_pixels(pg, png: bytes, points) -> dict:
    """Pixels of a PNG screenshot at device-pixel `points` [(x, y)] (decoded by the browser: no imaging library)."""
    key = hashlib.sha1(png).hexdigest()
    pts = [list(p) for p in points]
    got = pg.evaluate(READ_PNG, [key, pts])
    if got is None:
        pg.evaluate(DECODE_PNG, [key, base64.b64encode(png).decode('ascii')])
        got = pg.evaluate(READ_PNG, [key, pts])
    return got


def page_background(pg, gid: str):
    """The opaque background colour behind a gauge's canvas (first ancestor with one; white by default), or
    None if an ancestor has a background image or a translucent colour."""
    return pg.evaluate("""id => {
      for (let el = window.__sgt.canvasOf(id).parentElement; el; el = el.parentElement) {
        const cs = getComputedStyle(el);
        if (cs.backgroundImage !== 'none') return null;
        const m = /rgba?\\(([\\d.]+), ([\\d.]+), ([\\d.]+)(?:, ([\\d.]+))?\\)/.exec(cs.backgroundColor);
        if (!m) return null;
        const a = m[4] === undefined ? 1 : +m[4];
        if (a === 0) continue;
        if (a < 1) return null;
        return [+m[1], +m[2], +m[3], 255];
      }
      return [255, 255, 255, 255];
    }""", gid)


def required_kinds(dl: L.DisplayList, style: str, dpr: float = 1) -> set:
    parts = L.structure(dl, style)
    need = set()
    if parts['fill'] is not None:
        need.add('fill')
    if parts['marker'] is not None:
        need.add('marker')
        # A knock-out ring under ~3 device px (tiny gauges, e.g. the long-label grid at 40 pt) has no pixel
        # clear of antialiasing on both edges; its gap is then not required.
        ko, dot = dl.ops('knockOut'), dl.ops('fillCircle')
        if not ko or not dot or (ko[0].a['r'] - dot[-1].a['r']) * dpr >= 3:
            need.add('gap')
    return need


class Shot:
    """A screenshot of (part of) the page: PNG bytes and the page position (CSS px) of its top-left corner."""

    def __init__(self, png: bytes, x: float = 0, y: float = 0):
        self.png, self.x, self.y = png, x, y


def screenshot(pg, ids=None) -> Shot:
    """A screenshot of the page area holding gauges `ids` (all gauges if None), viewport-sized page assumed
    (open_gallery / open_test_page make the viewport as tall as the page)."""
    rects = pg.evaluate("""ids => (ids || Object.keys(window.__sgt.gauges())).map((id) => {
      const r = window.__sgt.canvasOf(id).getBoundingClientRect();
      return [r.left + scrollX, r.top + scrollY, r.right + scrollX, r.bottom + scrollY]; })""", ids)
    x0, y0 = math.floor(min(r[0] for r in rects)), math.floor(min(r[1] for r in rects))
    x1, y1 = math.ceil(max(r[2] for r in rects)), math.ceil(max(r[3] for r in rects))
    png = pg.screenshot(clip={'x': x0, 'y': y0, 'width': x1 - x0, 'height': y1 - y0}, full_page=True)
    return Shot(png, x0, y0)


def check_gauge(pg, gid: str, shot: Shot | None = None) -> tuple[list[str], list[L.Sample], dict]:
    """Samples a gauge's canvas at layout-derived pixels and compares with the display list.
    Returns (problems, samples, info). With a screenshot, the gap and outside samples are also checked
    on screen against the page background (the knock-out must show the page, not a canvas colour)."""
    info = gauge_info(pg, gid)
    style, dpr = info['style'], info['dpr']
    dl = display_list(info)
    problems = []
    want_w, want_h = round_half_up(info['cssW'] * dpr), round_half_up(info['cssH'] * dpr)
    if (info['canvasW'], info['canvasH']) != (want_w, want_h):
        problems.append(f"{gid}: backing store {info['canvasW']}x{info['canvasH']}, expected {want_w}x{want_h} "
                        f"(CSS {info['cssW']:g}x{info['cssH']:g} × dpr {dpr:g})")
    problems += [f"{gid} ({style}, value {info['value']} in {info['lower']:g}…{info['upper']:g}): {p}"
                 for p in L.fraction_problems(dl, style, info['value'], info['lower'], info['upper'])]
    ss = L.samples(dl, style, dpr)
    missing = required_kinds(dl, style, dpr) - {s.kind for s in ss}
    if missing:
        problems.append(f"{gid}: could not find clean sample pixels for {sorted(missing)} in\n{dl.text}")
    got = canvas_pixels(pg, gid, [(s.px, s.py) for s in ss])
    for s, g in zip(ss, got):
        if not L.colour_close(g, s.want):
            problems.append(f"{gid} ({style}, dpr {dpr:g}): {s.kind} pixel ({s.px},{s.py}) is {fmt(g)}, "
                            f"expected {fmt(s.want)} ±{L.tolerance(s.want)} — {s.why}")
    # semantic checks on the oracle itself (so a wrong list cannot pass by agreeing with itself)
    parts = L.structure(dl, style)
    for s in ss:
        if s.kind in ('gap', 'outside') and s.want[3] != 0:
            problems.append(f'{gid}: {s.kind} sample expected transparent, oracle says {fmt(s.want)}')
        if s.kind == 'marker':
            p = dl.paint(parts['marker'])
            if p.kind == 'solid' and not L.colour_close(s.want, p.rgba, 0):
                problems.append(f'{gid}: marker sample {fmt(s.want)} is not the marker paint {fmt(p.rgba)}')
    if shot is not None:
        on_screen = [s for s in ss if s.kind in ('gap', 'outside')]
        if on_screen:
            ox, oy = (info['left'] - shot.x) * dpr, (info['top'] - shot.y) * dpr
            pts = [(round_half_up(ox + s.px), round_half_up(oy + s.py)) for s in on_screen]
            got = screenshot_pixels(pg, shot.png, pts)
            bg = page_background(pg, gid)
            for s, p, g in zip(on_screen, pts, got['pixels']):
                if bg is not None and not L.colour_close(g, bg, 3):
                    problems.append(f"{gid} ({style}, dpr {dpr:g}): on screen, the {s.kind} pixel ({s.px},{s.py}) "
                                    f"is {fmt(g)}, expected the page background {fmt(bg)} — {s.why}"
                                    + ('' if ox == int(ox) and oy == int(oy) else
                                       f' [canvas at a fractional device position ({ox:g},{oy:g}): resampled]'))
    return problems, ss, info


def oracle_pixel_problems(pg, gid: str, dpr: float, divisions: int = 60, min_points: int = 300) -> tuple[list[str], L.DisplayList, dict]:
    """Samples the gauge's canvas on a grid (about `divisions` points along its smaller side), at every point whose
    colour the display-list oracle knows (away from edges), and compares with what Chromium drew. Returns the
    problems (more than 1 in 200 points off, with three examples; too few clean points), the decoded list and
    the gauge info."""
    info = gauge_info(pg, gid)
    dl = display_list(info)
    w, h = info['canvasW'], info['canvasH']
    step = max(1, min(w, h) // divisions)
    pts, want = [], []
    for py in range(0, h, step):
        for px in range(0, w, step):
            e = L.expected_pixel(dl, px, py, dpr)
            if e is not None:
                pts.append([px, py]); want.append(e)
    if len(pts) <= min_points:
        return [f'{gid}: only {len(pts)} clean pixels'], dl, info
    got = canvas_pixels(pg, gid, pts)
    bad = [(p, g, e) for p, g, e in zip(pts, got, want) if not L.colour_close(g, e)]
    # A few pixels at the rim of antialiased text or strokes may differ by more than the tolerance.
    if len(bad) <= len(pts) // 200:
        return [], dl, info
    return [f'{gid}: {len(bad)}/{len(pts)} pixels differ, e.g. ({p[0]},{p[1]}) is {fmt(g)}, expected {fmt(e)}'
            for p, g, e in bad[:3]], dl, info
