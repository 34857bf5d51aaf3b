"""Display lists in their text form (docs/display-list.md), and a small reference "rasteriser" for the browser
tests: it says which colour a device pixel of the canvas must have, computed from the list alone, and picks
sample pixels (fill, track, knock-out gap, marker, outside) whose colour is not affected by antialiasing.

All geometry is in CSS px, as in the list; a device pixel (px, py) of a canvas drawn at pixel ratio `dpr` has
its centre at ((px + 0.5) / dpr, (py + 0.5) / dpr) CSS px (the host draws with setTransform(dpr, …)).
Colours are (r, g, b, a) tuples of ints 0…255, non-premultiplied, as `getImageData` returns them.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

TAU = 2 * math.pi

# How far (in device px) a pixel centre must be from every edge for its colour to be exact. A pixel is fully
# covered when no edge crosses its square: 0.5 px for an axis-aligned edge, 0.71 px for a diagonal one.
CLEARANCE_DEVICE_PX = 0.8
_RING = [(math.cos(k * TAU / 16), math.sin(k * TAU / 16)) for k in range(16)]


# ---------------------------------------------------------------------------------------------------------
# Parsing the text form

@dataclass
class Paint:
    id: int
    kind: str                      # 'solid' | 'linear' | 'conic'
    rgba: tuple | None = None      # solid
    p0: tuple | None = None        # linear from / conic centre
    p1: tuple | None = None        # linear to
    start: float = 0.0             # conic start angle
    stops: list = field(default_factory=list)  # [(offset, rgba)]

    def at(self, x: float, y: float) -> tuple:
        """The paint's colour at a point (CSS px), as Canvas 2D computes it (stops interpolated unpremultiplied)."""
        if self.kind == 'solid':
            return self.rgba
        if self.kind == 'linear':
            (x0, y0), (x1, y1) = self.p0, self.p1
            dx, dy = x1 - x0, y1 - y0
            d2 = dx * dx + dy * dy
            t = 0.0 if d2 == 0 else ((x - x0) * dx + (y - y0) * dy) / d2
        else:
            cx, cy = self.p0
            t = ((math.atan2(y - cy, x - cx) - self.start) % TAU) / TAU
        return gradient_colour(self.stops, t)


def gradient_colour(stops: list, t: float) -> tuple:
    """Colour of a gradient at offset t (clamped to 0…1). At equal offsets the later stop wins past it."""
    if not stops:
        return (0, 0, 0, 0)
    t = min(1.0, max(0.0, t))
    if t <= stops[0][0]:
        return stops[0][1]
    for (o0, c0), (o1, c1) in zip(stops, stops[1:]):
        if o0 <= t < o1 or (t == o1 == stops[-1][0]):
            f = 0.0 if o1 == o0 else (t - o0) / (o1 - o0)
            return tuple(round(a + (b - a) * f) for a, b in zip(c0, c1))
    return stops[-1][1]


@dataclass
class Cmd:
    op: str
    a: dict          # parsed arguments; coordinates as floats
    line: str
    bbox: tuple | None = None   # (x0, y0, x1, y1) holding every point of the shape: bounding_box()


@dataclass
class DisplayList:
    width: float
    height: float
    ratio: float
    flags: int
    paints: dict     # id -> Paint
    cmds: list       # drawing commands (strokeArc, fillRoundRect, fillCircle, knockOut, text), in order
    text: str

    def ops(self, op: str) -> list:
        return [c for c in self.cmds if c.op == op]

    def paint(self, cmd: Cmd) -> Paint:
        return self.paints[cmd.a['paint']]


_NUM = r'-?\d+(?:\.\d+)?'


def _pair(s: str) -> tuple:
    m = re.fullmatch(rf'\(({_NUM}),({_NUM})\)', s)
    if not m:
        raise ValueError(f'bad point {s!r}')
    return float(m.group(1)), float(m.group(2))


def _colour(s: str) -> tuple:
    m = re.fullmatch(r'#([0-9a-f]{8})', s)
    if not m:
        raise ValueError(f'bad colour {s!r}')
    v = int(m.group(1), 16)
    return (v >> 24, (v >> 16) & 255, (v >> 8) & 255, v & 255)


def _kv(parts: list) -> dict:
    out = {}
    for p in parts:
        k, _, v = p.partition('=')
        out[k] = v
    return out


def parse(text: str, measured: list | None = None) -> DisplayList:
    """Parses the text form of one display list. Raises ValueError on anything it does not understand.
    `measured`: the text boxes the page actually drew (see conftest's fillText recorder), one per text command
    in order, each {text, x0, y0, x1, y1} in CSS px; they replace the estimated boxes when they match."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines:
        raise ValueError('empty display list text')
    m = re.fullmatch(rf'header v1 size=({_NUM})x({_NUM}) ratio=({_NUM}) flags=(\d+)', lines[0])
    if not m:
        raise ValueError(f'bad header line {lines[0]!r}')
    dl = DisplayList(float(m.group(1)), float(m.group(2)), float(m.group(3)), int(m.group(4)), {}, [], text)
    for ln in lines[1:]:
        op = ln.split(' ', 1)[0]
        if op == 'text':
            m = re.fullmatch(r'text "((?:[^"\\]|\\.)*)" (.*)', ln)
            if not m:
                raise ValueError(f'bad text line {ln!r}')
            kv = _kv(m.group(2).split(' '))
            x, y = _pair(kv['at'])
            dl.cmds.append(Cmd('text', dict(s=re.sub(r'\\(.)', r'\1', m.group(1)), x=x, y=y, size=float(kv['size']),
                                            weight=int(kv['weight']), align=kv['align'],
                                            paint=int(kv['paint'][1:]), maxWidth=float(kv['maxWidth'])), ln))
            continue
        parts = ln.split(' ')
        if op == 'solid':
            pid = int(parts[1][1:])
            dl.paints[pid] = Paint(pid, 'solid', rgba=_colour(parts[2]))
        elif op == 'linear':
            pid = int(parts[1][1:])
            kv = _kv(parts[2:])
            dl.paints[pid] = Paint(pid, 'linear', p0=_pair(kv['from']), p1=_pair(kv['to']))
        elif op == 'conic':
            pid = int(parts[1][1:])
            kv = _kv(parts[2:])
            dl.paints[pid] = Paint(pid, 'conic', p0=_pair(kv['c']), start=float(kv['start']))
        elif op == 'stop':
            pid = int(parts[1][1:])
            dl.paints[pid].stops.append((float(parts[2]), _colour(parts[3])))
        elif op == 'strokeArc':
            kv = _kv(parts[1:])
            cx, cy = _pair(kv['c'])
            a0, a1 = (float(v) for v in re.fullmatch(rf'({_NUM})\.\.({_NUM})', kv['a']).groups())
            dl.cmds.append(Cmd(op, dict(cx=cx, cy=cy, r=float(kv['r']), a0=a0, a1=a1, w=float(kv['w']),
                                        cap=kv['cap'], paint=int(kv['paint'][1:])), ln))
        elif op == 'fillRoundRect':
            kv = _kv(parts[1:])
            x, y = _pair(kv['at'])
            w, h = (float(v) for v in kv['size'].split('x'))
            dl.cmds.append(Cmd(op, dict(x=x, y=y, w=w, h=h, radius=float(kv['radius']),
                                        paint=int(kv['paint'][1:])), ln))
        elif op == 'fillCircle':
            kv = _kv(parts[1:])
            cx, cy = _pair(kv['c'])
            dl.cmds.append(Cmd(op, dict(cx=cx, cy=cy, r=float(kv['r']), paint=int(kv['paint'][1:])), ln))
        elif op == 'line':
            kv = _kv(parts[1:])
            x0, y0 = _pair(kv['from'])
            x1, y1 = _pair(kv['to'])
            dl.cmds.append(Cmd(op, dict(x0=x0, y0=y0, x1=x1, y1=y1, w=float(kv['w']), cap=kv['cap'],
                                        paint=int(kv['paint'][1:])), ln))
        elif op == 'knockOut':
            kv = _kv(parts[1:])
            cx, cy = _pair(kv['c'])
            dl.cmds.append(Cmd(op, dict(cx=cx, cy=cy, r=float(kv['r'])), ln))
        elif op == 'fillQuad':  # fillQuad (x0,y0) (x1,y1) (x2,y2) (x3,y3) paint=#n: a shaped needle
            dl.cmds.append(Cmd(op, dict(pts=[_pair(p) for p in parts[1:5]], paint=int(parts[5].split('#')[1])), ln))
        else:
            raise ValueError(f'unknown command {ln!r}')
    texts = dl.ops('text')
    if measured and len(measured) == len(texts) and all(m['text'] == c.a['s'] for m, c in zip(measured, texts)):
        for m, c in zip(measured, texts):
            c.a['ink'] = (m['x0'], m['y0'], m['x1'], m['y1'])
            c.a['box'] = (m['x0'] - 1, m['y0'] - 1, m['x1'] + 1, m['y1'] + 1)
    return dl


# ---------------------------------------------------------------------------------------------------------
# Shapes: membership tests (CSS px)

def is_ring(c: Cmd) -> bool:
    """A strokeArc of a full turn: drawn as a closed ring, no caps."""
    return c.a['a1'] - c.a['a0'] >= TAU - 1e-3


def _in_arc(c: Cmd, x: float, y: float) -> bool:
    a = c.a
    dx, dy = x - a['cx'], y - a['cy']
    rho = math.hypot(dx, dy)
    half = a['w'] / 2
    if abs(rho - a['r']) <= half and (is_ring(c) or (math.atan2(dy, dx) - a['a0']) % TAU <= a['a1'] - a['a0']):
        return True
    if a['cap'] == 'round' and not is_ring(c):
        for ang in (a['a0'], a['a1']):
            ex, ey = a['cx'] + a['r'] * math.cos(ang), a['cy'] + a['r'] * math.sin(ang)
            if math.hypot(x - ex, y - ey) <= half:
                return True
    return False


def _in_rrect(c: Cmd, x: float, y: float) -> bool:
    a = c.a
    x0, y0, x1, y1 = a['x'], a['y'], a['x'] + a['w'], a['y'] + a['h']
    if not (x0 <= x <= x1 and y0 <= y <= y1):
        return False
    r = min(a['radius'], a['w'] / 2, a['h'] / 2)
    qx = min(max(x, x0 + r), x1 - r)
    qy = min(max(y, y0 + r), y1 - r)
    return math.hypot(x - qx, y - qy) <= r


def _in_circle(c: Cmd, x: float, y: float) -> bool:
    return math.hypot(x - c.a['cx'], y - c.a['cy']) <= c.a['r']


def _in_line(c: Cmd, x: float, y: float) -> bool:
    """A straight stroke: within w/2 of the segment (round caps) or of its span (butt caps)."""
    a = c.a
    dx, dy = a['x1'] - a['x0'], a['y1'] - a['y0']
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return False
    t = ((x - a['x0']) * dx + (y - a['y0']) * dy) / length2
    if a['cap'] == 'round':
        t = min(1.0, max(0.0, t))
    elif t < 0 or t > 1:
        return False
    return math.hypot(x - (a['x0'] + t * dx), y - (a['y0'] + t * dy)) <= a['w'] / 2


def _in_quad(c: Cmd, x: float, y: float) -> bool:
    """A filled four-corner polygon (nonzero = even-odd for a simple one): crossings of a ray towards +x."""
    pts, inside = c.a['pts'], False
    for k in range(4):
        (ax, ay), (bx, by) = pts[k], pts[(k + 1) % 4]
        if (ay > y) != (by > y) and x < ax + (y - ay) / (by - ay) * (bx - ax):
            inside = not inside
    return inside


def text_box(c: Cmd) -> tuple:
    """A generous box (x0, y0, x1, y1) around a text command: an over-estimate of its advance (0.8 em per
    ASCII character, 1.25 em otherwise, at most maxWidth) and 1.4 em tall, plus 1 px all round."""
    a = c.a
    w = sum(0.8 if ord(ch) < 128 else 1.25 for ch in a['s']) * a['size']
    if a['maxWidth'] > 0:
        w = min(w, a['maxWidth'])
    x0 = {'left': a['x'], 'center': a['x'] - w / 2, 'right': a['x'] - w}[a['align']]
    h = a['size'] * 1.4
    return (x0 - 1, a['y'] - h / 2 - 1, x0 + w + 1, a['y'] + h / 2 + 1)


def _in_text(c: Cmd, x: float, y: float) -> bool:
    x0, y0, x1, y1 = c.a.get('box') or text_box(c)
    return x0 <= x <= x1 and y0 <= y <= y1


INSIDE = {'strokeArc': _in_arc, 'fillRoundRect': _in_rrect, 'fillCircle': _in_circle, 'knockOut': _in_circle,
          'line': _in_line, 'fillQuad': _in_quad,
          'text': _in_text}


def bounding_box(c: Cmd) -> tuple:
    """A box holding every point `INSIDE[c.op]` accepts (computed once per command)."""
    if c.bbox is None:
        a = c.a
        if c.op == 'strokeArc':
            e = a['r'] + a['w'] / 2          # round caps end within the stroke's outer radius too
            c.bbox = (a['cx'] - e, a['cy'] - e, a['cx'] + e, a['cy'] + e)
        elif c.op == 'fillRoundRect':
            c.bbox = (a['x'], a['y'], a['x'] + a['w'], a['y'] + a['h'])
        elif c.op in ('fillCircle', 'knockOut'):
            c.bbox = (a['cx'] - a['r'], a['cy'] - a['r'], a['cx'] + a['r'], a['cy'] + a['r'])
        elif c.op == 'line':
            h = a['w'] / 2
            c.bbox = (min(a['x0'], a['x1']) - h, min(a['y0'], a['y1']) - h, max(a['x0'], a['x1']) + h, max(a['y0'], a['y1']) + h)
        elif c.op == 'fillQuad':
            xs, ys = [p[0] for p in a['pts']], [p[1] for p in a['pts']]
            c.bbox = (min(xs), min(ys), max(xs), max(ys))
        else:
            c.bbox = a.get('box') or text_box(c)
    return c.bbox


def coverage(c: Cmd, x: float, y: float, margin: float) -> int:
    """1 if the disc of radius `margin` around (x, y) is inside the shape, 0 if outside, -1 if it straddles an edge."""
    x0, y0, x1, y1 = bounding_box(c)
    if x + margin < x0 or x - margin > x1 or y + margin < y0 or y - margin > y1:
        return 0  # the whole disc lies outside the shape's box (the common case: most shapes are far away)
    f = INSIDE[c.op]
    centre = f(c, x, y)
    for ux, uy in _RING:
        if f(c, x + ux * margin, y + uy * margin) != centre:
            return -1
    return 1 if centre else 0


# ---------------------------------------------------------------------------------------------------------
# The reference compositor

def expected_pixel(dl: DisplayList, px: int, py: int, dpr: float):
    """The colour device pixel (px, py) must have on a transparent canvas, or None if an edge (or text)
    is too close for an exact answer. Source-over for shapes, destination-out for knock-outs."""
    x, y = (px + 0.5) / dpr, (py + 0.5) / dpr
    margin = CLEARANCE_DEVICE_PX / dpr
    r = g = b = a = 0.0  # premultiplied, 0…1
    for c in dl.cmds:
        if c.op == 'text':
            if coverage(c, x, y, margin) != 0:
                return None
            continue
        cov = coverage(c, x, y, margin)
        if cov == -1:
            return None
        if cov == 0:
            continue
        if c.op == 'knockOut':
            r = g = b = a = 0.0
            continue
        sr, sg, sb, sa = dl.paint(c).at(x, y)
        fa = sa / 255
        r, g, b = (sr / 255 * fa + r * (1 - fa), sg / 255 * fa + g * (1 - fa), sb / 255 * fa + b * (1 - fa))
        a = fa + a * (1 - fa)
    if a == 0:
        return (0, 0, 0, 0)
    return (round(r / a * 255), round(g / a * 255), round(b / a * 255), round(a * 255))


def tolerance(rgba: tuple) -> int:
    """Per-channel tolerance: a few units for gradients/dithering, more for translucent colours, whose
    colour channels lose precision when the canvas stores them premultiplied (8 bits)."""
    a = rgba[3]
    if a == 0:
        return 0  # colour channels of a transparent pixel are meaningless; only alpha is compared
    return 3 + math.ceil(128 / a)


# Per-engine allowances, written down once, for the comparisons where engines legitimately differ: anti-aliasing of
# text and of curved edges, and where glyphs land. Everything else is the same in every engine: geometry (sizes,
# positions, backing stores, which device pixels a shape covers) is exact, and a pixel clear of every edge has the
# display list's colour within `tolerance` above.
ENGINE_TOLERANCE = {
    # Share of a fixture's pixels where its SVG (rasterised by the engine) and its Canvas drawing may differ by more
    # than 16 in a channel (test_svg.py). Firefox draws canvas text with textBaseline 'middle' half a CSS px higher
    # than its SVG text at dy 0.26em (Chromium puts both at the same place), so every label's top and bottom rows
    # differ, and it anti-aliases the SVG's conic-gradient wedges differently: up to 2.1 % outside the known gaps.
    # WebKit: measured on the first run in WebKitGTK 2.50 (test-results/webkit/svg-vs-canvas.tsv).
    'svg_vs_canvas': {'chromium': 0.01, 'firefox': 0.025, 'webkit': 0.025},
    # Share of a dashboard gauge's pixels that may differ (by more than 8) from its list replayed alone on its own
    # canvas (test_surface.py): only anti-aliasing at another device offset. Firefox rasterises small text
    # differently at another canvas offset (measured: 41 of 6,000 pixels, all in a 10 px label).
    'surface_vs_alone': {'chromium': 1 / 1000, 'firefox': 1 / 100, 'webkit': 1 / 100},
    # Share of a server-rendered gauge's pixels where its canvas, once live, and the server's SVG differ by more than
    # 16 (test_ssr.py): the canvas measures texts in the page's font where the server used the core's built-in widths,
    # so texts may be fitted a little differently. WebKit anti-aliases the ring's large centre text differently from
    # its SVG text (measured 5.1 % of a 120 px ring, 3.4 % of the bar; the shapes match in the screenshots).
    'ssr_vs_canvas': {'chromium': 0.02, 'firefox': 0.04, 'webkit': 0.06},
}


def engine_tolerance(name: str, engine: str) -> float:
    return ENGINE_TOLERANCE[name][engine]


def colour_close(got, want, tol: int | None = None) -> bool:
    tol = tolerance(want) if tol is None else tol
    if want[3] == 0:
        return got[3] <= 2
    return all(abs(int(g) - int(w)) <= tol for g, w in zip(got, want))


# ---------------------------------------------------------------------------------------------------------
# Choosing sample pixels from the layout

@dataclass
class Sample:
    kind: str          # 'fill' | 'track' | 'gap' | 'marker' | 'outside'
    px: int            # device pixel
    py: int
    want: tuple        # expected rgba on the canvas
    why: str           # human-readable: which command(s) it comes from

    @property
    def css(self) -> tuple:
        return self.px, self.py


def _pick_along(dl, dpr, points, kind, why, accept):
    """_pick at each preferred point in turn (e.g. positions along a bar or arc); the first that succeeds."""
    for i, (x, y) in enumerate(points):
        s = _pick(dl, dpr, x, y, kind, why if i == 0 else f'{why} (alternative point {i})', accept)
        if s:
            return s
    return None


def _pick(dl, dpr, cx, cy, kind, why, accept, radius_dev=4):
    """The device pixel nearest to (cx, cy) CSS whose colour is exactly known and for which accept(x, y, rgba)
    holds (x, y = its centre in CSS px); None if none within `radius_dev` device px."""
    bx, by = cx * dpr, cy * dpr
    best = None
    cw, ch = math.floor(dl.width * dpr + 0.5), math.floor(dl.height * dpr + 0.5)
    r = radius_dev
    for py in range(math.floor(by - r), math.ceil(by + r) + 1):
        for px in range(math.floor(bx - r), math.ceil(bx + r) + 1):
            if not (0 <= px < cw and 0 <= py < ch):
                continue
            d = math.hypot(px + 0.5 - bx, py + 0.5 - by)
            if d > r or (best and d >= best[0]):
                continue
            want = expected_pixel(dl, px, py, dpr)
            if want is None or not accept((px + 0.5) / dpr, (py + 0.5) / dpr, want):
                continue
            best = (d, Sample(kind, px, py, want, why))
    return best[1] if best else None


def _inside(c, margin):
    return lambda x, y: coverage(c, x, y, margin) == 1


def _outside(c, margin):
    return lambda x, y: coverage(c, x, y, margin) == 0


CIRCULAR = {'accessoryCircular', 'accessoryCircularCapacity'}
CAPACITY = {'automatic', 'linearCapacity', 'accessoryLinearCapacity', 'accessoryCircularCapacity'}


def structure(dl: DisplayList, style: str) -> dict:
    """The parts of a gauge's list by role: track, fill (capacity styles), ring/bar + marker + knockOut
    (marker styles). Raises AssertionError when the list does not have the shape its style calls for."""
    arcs, rects = dl.ops('strokeArc'), dl.ops('fillRoundRect')
    marks, kos = dl.ops('fillCircle'), dl.ops('knockOut')
    shapes = arcs if style in CIRCULAR else rects
    other = rects if style in CIRCULAR else arcs
    kind = 'strokeArc' if style in CIRCULAR else 'fillRoundRect'
    assert not other, f'{style}: unexpected {"fillRoundRect" if style in CIRCULAR else "strokeArc"} in\n{dl.text}'
    if style in CAPACITY:
        assert 1 <= len(shapes) <= 2, f'{style}: expected a track {kind} and at most one fill {kind}:\n{dl.text}'
        fill = shapes[1] if len(shapes) > 1 else None
        assert not kos, f'{style}: a capacity style draws no knockOut:\n{dl.text}'
        # A butt-capped gradient arc may get its round caps as discs in each end's colour (fillCircle centred
        # on an end of the fill arc, radius = half its width). Anything else is a marker, which it must not have.
        caps = []
        for c in marks:
            # (angles in the text form are rounded to 3 decimals: allow r × 0.0005 rad of position error)
            ok = fill is not None and fill.op == 'strokeArc' and abs(c.a['r'] - fill.a['w'] / 2) < 0.01 and any(
                math.hypot(c.a['cx'] - fill.a['cx'] - fill.a['r'] * math.cos(a),
                           c.a['cy'] - fill.a['cy'] - fill.a['r'] * math.sin(a)) < 0.01 + 0.0006 * fill.a['r']
                for a in (fill.a['a0'], fill.a['a1']))
            assert ok, f'{style}: a capacity style draws no marker, but has {c.line}:\n{dl.text}'
            caps.append(c)
        return {'track': shapes[0], 'fill': fill, 'caps': caps, 'marker': None, 'knockOut': None}
    assert len(shapes) == 1, f'{style}: expected one {kind} (the track):\n{dl.text}'
    assert len(marks) <= 1 and len(kos) == len(marks), f'{style}: expected a marker and its knockOut:\n{dl.text}'
    if marks:
        ko, mk = kos[0], marks[0]
        assert dl.cmds.index(ko) < dl.cmds.index(mk), f'{style}: knockOut must come before the marker'
        assert (ko.a['cx'], ko.a['cy']) == (mk.a['cx'], mk.a['cy']), f'{style}: knockOut not centred on the marker'
        assert ko.a['r'] > mk.a['r'], f'{style}: knockOut radius must exceed the marker radius'
    return {'track': shapes[0], 'fill': None, 'caps': [], 'marker': marks[0] if marks else None,
            'knockOut': kos[0] if kos else None}


FRACTIONS = (0.5, 0.35, 0.65, 0.2, 0.8)


def samples(dl: DisplayList, style: str, dpr: float) -> list:
    """Sample pixels for a gauge: fill, track beyond the fill, knock-out gap, marker centre, outside.
    Each sample's `want` comes from expected_pixel; the semantic conditions (e.g. 'the gap pixel lies over the
    track but inside the knock-out') are checked when choosing it. Parts a gauge does not have (no fill at
    value 0, no marker for no value) are left out; the caller asserts which kinds it needs.
    For marker styles (one track, gradient or solid), 'fill' is the track between its start and the marker
    and 'track' the part beyond the marker."""
    m = CLEARANCE_DEVICE_PX / dpr
    parts = structure(dl, style)
    track, fill, marker, ko = parts['track'], parts['fill'], parts['marker'], parts['knockOut']
    out = []
    not_ko = (lambda x, y: True) if ko is None else _outside(ko, m)
    filled = ([fill] if fill is not None else []) + parts['caps']
    on_track = lambda x, y, w: _inside(track, m)(x, y) and not_ko(x, y) and all(_outside(c, m)(x, y) for c in filled)

    def add(s):
        if s:
            out.append(s)

    if track.op == 'strokeArc':
        t = track.a
        point = lambda ang: (t['cx'] + t['r'] * math.cos(ang), t['cy'] + t['r'] * math.sin(ang))
        along = lambda a0, a1: [point(a0 + (a1 - a0) * f) for f in FRACTIONS]
        if fill is not None:
            f = fill.a
            add(_pick_along(dl, dpr, along(f['a0'], f['a1']), 'fill', f'along {fill.line}',
                            lambda x, y, w: _inside(fill, m)(x, y)))
            rest0 = f['a1'] + (f['w'] / 2 + 1) / f['r']
            if t['a1'] - rest0 > 0.05 and not is_ring(fill):
                add(_pick_along(dl, dpr, along(rest0, t['a1']), 'track', f'along {track.line} beyond the fill', on_track))
        elif marker is None:
            add(_pick_along(dl, dpr, along(t['a0'], t['a1']), 'track', f'along {track.line} (no fill, no marker)',
                            on_track))
        if marker is not None:
            mk, k = marker.a, ko.a
            mang = math.atan2(mk['cy'] - t['cy'], mk['cx'] - t['cx'])
            d_m = (mang - t['a0']) % TAU
            if d_m > t['a1'] - t['a0'] + 0.01:  # marker just before the start (rounding): treat as at the start
                d_m = 0.0
            clear = (k['r'] + 1) / t['r']
            if d_m > 2 * clear:
                add(_pick_along(dl, dpr, along(t['a0'], t['a0'] + d_m - clear), 'fill',
                                f'along {track.line}, start…marker', on_track))
            if t['a1'] - t['a0'] - d_m > 2 * clear:
                add(_pick_along(dl, dpr, along(t['a0'] + d_m + clear, t['a1']), 'track',
                                f'along {track.line}, marker…end', on_track))
            tx, ty = -math.sin(mang), math.cos(mang)  # the ring's direction at the marker
            add(_gap(dl, dpr, m, track, marker, ko, [(tx, ty), (-tx, -ty)]))
    else:
        t = track.a
        cy = t['y'] + t['h'] / 2
        along = lambda x0, x1: [(x0 + (x1 - x0) * f, cy) for f in FRACTIONS]
        if fill is not None:
            f = fill.a
            add(_pick_along(dl, dpr, along(f['x'], f['x'] + f['w']), 'fill', f'along {fill.line}',
                            lambda x, y, w: _inside(fill, m)(x, y)))
            x0 = f['x'] + f['w'] + 1
            if t['x'] + t['w'] - x0 > 2:
                add(_pick_along(dl, dpr, along(x0, t['x'] + t['w']), 'track', f'along {track.line} beyond the fill',
                                on_track))
        elif marker is None:
            add(_pick_along(dl, dpr, along(t['x'], t['x'] + t['w']), 'track', f'along {track.line} (no fill, no marker)',
                            on_track))
        if marker is not None:
            mk, k = marker.a, ko.a
            left, right = mk['cx'] - k['r'] - 1, mk['cx'] + k['r'] + 1
            if left - t['x'] > 2:
                add(_pick_along(dl, dpr, along(t['x'], left), 'fill', f'along {track.line}, left of the marker', on_track))
            if t['x'] + t['w'] - right > 2:
                add(_pick_along(dl, dpr, along(right, t['x'] + t['w']), 'track', f'along {track.line}, right of the marker',
                                on_track))
            add(_gap(dl, dpr, m, track, marker, ko, [(1, 0), (-1, 0), (0, 1), (0, -1)]))
    if marker is not None:
        add(_pick(dl, dpr, marker.a['cx'], marker.a['cy'], 'marker', f'centre of {marker.line}',
                  lambda x, y, w: _inside(marker, m)(x, y)))
    # outside: a corner (or edge middle) of the box that no command covers
    corners = [(0.5, 0.5), (dl.width - 0.5, 0.5), (0.5, dl.height - 0.5), (dl.width - 0.5, dl.height - 0.5),
               (dl.width / 2, 0.5), (dl.width / 2, dl.height - 0.5), (0.5, dl.height / 2), (dl.width - 0.5, dl.height / 2)]
    add(_pick_along(dl, dpr, corners, 'outside', 'a corner of the box, covered by no command',
                    lambda x, y, w: all(coverage(c, x, y, m) == 0 for c in dl.cmds)))
    return out


def _gap(dl, dpr, m, track, marker, ko, directions):
    """A pixel in the knock-out ring around the marker (inside knockOut, outside the marker) that lies over the
    track, so that its transparency proves the knock-out."""
    mk, k = marker.a, ko.a
    g = (mk['r'] + k['r']) / 2
    for dx, dy in directions:
        s = _pick(dl, dpr, mk['cx'] + dx * g, mk['cy'] + dy * g, 'gap', f'between {marker.line} and {ko.line}',
                  lambda x, y, w: _inside(ko, m)(x, y) and _outside(marker, m)(x, y) and _inside(track, m)(x, y),
                  radius_dev=max(2, (k['r'] - mk['r']) * dpr / 2))
        if s:
            return s
    return None


def text_problems(dl: DisplayList, tol: float = 1.0) -> list:
    """Where the text the page really drew (measured ink boxes, so the real font) leaves the box by more than
    `tol` CSS px, overlaps another text, or overlaps a drawn shape — a dial's needles too, which never cross a
    text (docs/swiftui-fidelity.md › No needle over text) — (its ink box shrunk by 0.5 px, sampled on a grid). Needs `parse(..., measured)`; texts without a measured box are skipped."""
    out = []
    texts = [c for c in dl.ops('text') if 'ink' in c.a]
    for c in texts:
        x0, y0, x1, y1 = c.a['ink']
        name = c.a['s']
        if x0 < -tol or y0 < -tol or x1 > dl.width + tol or y1 > dl.height + tol:
            out.append(f'text {name!r}: ink ({x0:.2f},{y0:.2f})..({x1:.2f},{y1:.2f}) leaves the '
                       f'{dl.width:g}x{dl.height:g} box by more than {tol:g} px')
        if x1 - x0 < 1 or y1 - y0 < 1:
            continue
        n = 12
        grid = [(x0 + 0.5 + (x1 - x0 - 1) * i / n, y0 + 0.5 + (y1 - y0 - 1) * j / n)
                for i in range(n + 1) for j in range(n + 1)]
        for s in dl.cmds:
            if s.op in ('text', 'knockOut'):
                continue
            if any(INSIDE[s.op](s, x, y) for x, y in grid):
                out.append(f'text {name!r}: ink ({x0:.2f},{y0:.2f})..({x1:.2f},{y1:.2f}) overlaps {s.line}')
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            A, B = a.a['ink'], b.a['ink']
            if A[0] < B[2] and B[0] < A[2] and A[1] < B[3] and B[1] < A[3]:
                out.append(f"texts {a.a['s']!r} and {b.a['s']!r} overlap")
    return out


def fraction_problems(dl: DisplayList, style: str, value, lower: float, upper: float) -> list:
    """Does the drawn fill / marker sit where value, lower and upper put it? (fraction = (v − lower) /
    (upper − lower) clamped to 0…1; 0 when lower == upper; no fill and no marker for no value.)"""
    parts = structure(dl, style)
    track, fill, marker = parts['track'], parts['fill'], parts['marker']
    if value is None:
        return [f'no value, but the list draws a {"fill" if fill else "marker"}'] if (fill or marker) else []
    f = 0.0 if upper == lower else min(1.0, max(0.0, (value - lower) / (upper - lower)))
    out = []
    t = track.a
    if style in CAPACITY:
        if track.op == 'strokeArc':
            got = 0.0 if fill is None else (fill.a['a1'] - fill.a['a0']) / TAU
            if abs(got - f) > 0.002:
                out.append(f'fill arc covers {got:.4f} of the ring, value says {f:.4f}')
        else:
            got = 0.0 if fill is None else fill.a['w'] / t['w']
            # a capsule fill narrower than it is high may be widened to its height
            if abs(got - f) > 0.005 and not (fill is not None and f * t['w'] < t['h'] and fill.a['w'] <= t['h'] + 0.01):
                out.append(f'fill is {got:.4f} of the track, value says {f:.4f}')
    elif marker is None:
        out.append(f'value {value} but no marker')
    elif track.op == 'strokeArc':
        ang = math.atan2(marker.a['cy'] - t['cy'], marker.a['cx'] - t['cx'])
        # Right to left (header flag bit 1) mirrors the ring: the value runs from the arc's end backwards.
        want = t['a1'] - f * (t['a1'] - t['a0']) if dl.flags & 2 else t['a0'] + f * (t['a1'] - t['a0'])
        d = (ang - want + math.pi) % TAU - math.pi
        if abs(d) * t['r'] > 0.05:
            out.append(f'marker at angle {ang:.4f}, value says {want:.4f} (fraction {f:.4f})')
        if abs(math.hypot(marker.a['cx'] - t['cx'], marker.a['cy'] - t['cy']) - t['r']) > 0.01:
            out.append('marker is not on the ring')
    else:
        h = t['h']
        want = t['x'] + h / 2 + f * max(t['w'] - h, 0)
        if dl.flags & 2:  # right to left: the knob travels from the right end
            want = t['x'] + t['w'] - h / 2 - f * max(t['w'] - h, 0)
        if abs(marker.a['cx'] - want) > 0.01:
            out.append(f"marker at x={marker.a['cx']:.3f}, value says {want:.3f} (fraction {f:.4f})")
        if abs(marker.a['cy'] - (t['y'] + h / 2)) > 0.01:
            out.append('marker is not centred on the bar')
    return out
