"""The gallery's needle shapes (docs/swiftui-fidelity.md › Needle shapes), measured in canvas pixels at
devicePixelRatio 1 and 2: the tapered needle is as wide as its outline says near the hub and near the tip (wider at
the hub), the arrow's head is wider than its shaft, the hub takes its colour, and the RTL dial's needles are the
mirror image. Canvas and SVG drawing the same shapes alike is test_svg.py's, over the dial-needle-* fixtures."""
from __future__ import annotations

import math
import re

from sg_page import canvas_pixels, gauge_info

QUAD = re.compile(r'^fillQuad \(([-\d.]+),([-\d.]+)\) \(([-\d.]+),([-\d.]+)\) \(([-\d.]+),([-\d.]+)\) '
                  r'\(([-\d.]+),([-\d.]+)\) paint=#(\d+)$', re.M)
LINE = re.compile(r'^line from=\(([-\d.]+),([-\d.]+)\) to=\(([-\d.]+),([-\d.]+)\) w=([\d.]+) cap=round paint=#(\d+)$', re.M)


def colour(text: str, paint: str) -> tuple[int, int, int]:
    m = re.search(rf'^solid #{paint} #([0-9a-f]{{6}})ff$', text, re.M)
    assert m, f'paint #{paint} is not an opaque solid in\n{text}'
    return tuple(bytes.fromhex(m[1]))


def measured_width(pg, gid, dpr, centre, normal, rgb, span) -> float:
    """CSS px of the needle's colour across the needle at `centre` along `normal`, sampled every device pixel."""
    n = int(math.ceil(2 * span * dpr))
    pts = [(round((centre[0] + normal[0] * (k / dpr - span)) * dpr), round((centre[1] + normal[1] * (k / dpr - span)) * dpr))
           for k in range(n + 1)]
    px = canvas_pixels(pg, gid, pts)
    hits = sum(1 for p in px if p[3] > 200 and sum(abs(p[k] - rgb[k]) for k in range(3)) < 90)
    return hits / dpr


def unit(ax, ay, bx, by):
    d = math.hypot(bx - ax, by - ay)
    return (bx - ax) / d, (by - ay) / d


def test_needle_shapes_in_pixels(open_gallery, dpr, shots):
    pg = open_gallery()
    pg.locator('#needles').screenshot(path=str(shots / f'needles-dpr{dpr}.png'))
    problems = []

    # Tapered: corners tail-left, tip-left, tip-right, tail-right; the width is linear from tail to tip.
    info = gauge_info(pg, 'needle-tapered')
    q = QUAD.search(info['text'])
    assert q, info['text']
    c = [(float(q[i]), float(q[i + 1])) for i in range(1, 9, 2)]
    rgb = colour(info['text'], q[9])
    tail = ((c[0][0] + c[3][0]) / 2, (c[0][1] + c[3][1]) / 2)
    tip = ((c[1][0] + c[2][0]) / 2, (c[1][1] + c[2][1]) / 2)
    w_tail, w_tip = math.dist(c[0], c[3]), math.dist(c[1], c[2])
    ux, uy = unit(*tail, *tip)
    normal = (-uy, ux)
    widths = {}
    for t in (0.3, 0.8):
        at = (tail[0] + (tip[0] - tail[0]) * t, tail[1] + (tip[1] - tail[1]) * t)
        expected = w_tail + (w_tip - w_tail) * t
        got = measured_width(pg, 'needle-tapered', dpr, at, normal, rgb, expected / 2 + 4)
        widths[t] = got
        if abs(got - expected) > 1.6 / dpr + 0.2:
            problems.append(f'tapered at {t:.0%} of its length: {got:.2f} CSS px of its colour, outline {expected:.2f}')
    if not widths[0.3] > widths[0.8] + 1.5:
        problems.append(f'tapered: {widths[0.3]:.2f} px near the hub is not wider than {widths[0.8]:.2f} px near the tip')

    # Arrow: corners tip, barb, notch, barb; the shaft a round-capped line into the notch.
    info = gauge_info(pg, 'needle-arrow')
    q, s = QUAD.search(info['text']), LINE.search(info['text'])
    assert q and s, info['text']
    c = [(float(q[i]), float(q[i + 1])) for i in range(1, 9, 2)]
    rgb = colour(info['text'], q[9])
    base = ((c[1][0] + c[3][0]) / 2, (c[1][1] + c[3][1]) / 2)
    ux, uy = unit(*base, *c[0])
    normal = (-uy, ux)
    head_at = (base[0] + (c[0][0] - base[0]) * 0.4, base[1] + (c[0][1] - base[1]) * 0.4)
    head_expected = math.dist(c[1], c[3]) * 0.6
    head = measured_width(pg, 'needle-arrow', dpr, head_at, normal, rgb, head_expected / 2 + 4)
    shaft_at = ((float(s[1]) + float(s[3])) / 2, (float(s[2]) + float(s[4])) / 2)
    shaft_expected = float(s[5])
    shaft = measured_width(pg, 'needle-arrow', dpr, shaft_at, normal, rgb, shaft_expected / 2 + 4)
    for name, got, expected in (('head', head, head_expected), ('shaft', shaft, shaft_expected)):
        if abs(got - expected) > 1.6 / dpr + 0.2:
            problems.append(f'arrow {name}: {got:.2f} CSS px of its colour, outline {expected:.2f}')
    if not head > 2 * shaft:
        problems.append(f'arrow: head {head:.2f} px is not more than twice the shaft {shaft:.2f} px')
    # Its hub (radius 0.1 R) in hub-color #8e8e93, at the centre.
    hub = re.search(r'^fillCircle c=\(([-\d.]+),([-\d.]+)\) r=([\d.]+) paint=#(\d+)$', info['text'], re.M)
    assert hub, info['text']
    if colour(info['text'], hub[4]) != (0x8e, 0x8e, 0x93):
        problems.append(f'arrow: the hub is painted {colour(info["text"], hub[4])}, not hub-color')
    p = canvas_pixels(pg, 'needle-arrow', [(round(float(hub[1]) * dpr), round(float(hub[2]) * dpr))])[0]
    if sum(abs(p[k] - (0x8e, 0x8e, 0x93)[k]) for k in range(3)) > 12:
        problems.append(f'arrow: the hub\'s centre pixel is {p}, not #8e8e93')

    # Right to left: the element's needles are quads mirrored about the box's centre line (the value 130 of 200
    # points up and to the left of 12 o'clock).
    info = gauge_info(pg, 'needle-rtl')
    quads = QUAD.findall(info['text'])
    if len(quads) != 2:
        problems.append(f'rtl: {len(quads)} arrowheads, expected 2 (the value and the extra value)')
    elif not float(quads[-1][0]) < info['cssW'] / 2:
        problems.append(f'rtl: the value\'s arrow tip is at x {quads[-1][0]}, not left of the centre')
    assert not problems, '\n'.join(problems)
