"""The gallery's deltas against a reference (docs/swiftui-fidelity.md › Delta): the delta's text is drawn in its
colour where its display list puts it — green up, red down, a page colour when set — and aria-valuetext says it
in words, at devicePixelRatio 1 and 2."""
from __future__ import annotations

import re

from conftest import aria
from sg_page import canvas_pixels, gauge_info

# id → (the delta's text, its colour as rgb, aria-valuetext)
DELTAS = {
    'delta-dial': ('▲+8 km/h', (52, 199, 89), '96 km/h, up 8 km/h from 88 km/h'),
    'delta-ring': ('▼-8', (255, 59, 48), '62, down 8 from 70'),
    'delta-bar': ('▲+$6.4', (52, 199, 89), '$126.4, up $6.4 from $120.0'),
    'delta-relative': ('▲+7.6%', (52, 199, 89), '3120, up 7.6% from 2900'),
    'delta-marker': ('↓-5', (176, 0, 32), '31, down 5 from 36'),
    'delta-thermo': ('▲+6.5°', (52, 199, 89), '68.0°, up 6.5° from 61.5°'),
}

TEXT = re.compile(r'^text "(?P<t>[^"]*)" at=\((?P<x>[-\d.]+),(?P<y>[-\d.]+)\) size=(?P<size>[\d.]+) weight=\d+ '
                  r'align=(?P<align>\w+) paint=#(?P<paint>\d+) maxWidth=(?P<w>[\d.]+)', re.M)


def test_delta_pixels_and_words(open_gallery, page, dpr, shots):
    pg = open_gallery()
    pg.locator('#deltas').screenshot(path=str(shots / f'deltas-dpr{dpr}.png'))
    problems = []
    for gid, (text, rgb, words) in DELTAS.items():
        got = aria(pg.locator(f'#{gid}'), 'aria-valuetext')
        if got != words:
            problems.append(f'{gid}: aria-valuetext {got!r}, expected {words!r}')
        info = gauge_info(pg, gid)
        lines = {m['t']: m for m in TEXT.finditer(info['text'])}
        m = lines.get(text)
        if m is None:
            problems.append(f'{gid}: no text {text!r} drawn in\n{info["text"]}')
            continue
        paint = re.search(rf'^solid #{m["paint"]} #([0-9a-f]{{6}})ff$', info['text'], re.M)
        if not paint or tuple(bytes.fromhex(paint[1])) != rgb:
            problems.append(f'{gid}: the delta is painted {paint and paint[1]}, expected rgb{rgb}')
            continue
        # Its box (CSS px): maxWidth wide from its anchor, one line high; sampled on the device-pixel grid.
        x, y, size, w = float(m['x']), float(m['y']), float(m['size']), float(m['w'])
        left = x if m['align'] == 'left' else x - w if m['align'] == 'right' else x - w / 2
        half = size * 0.58
        pts = [(int((left + w * i / 24) * dpr), int((y - half + 2 * half * j / 12) * dpr)) for i in range(25) for j in range(13)]
        px = canvas_pixels(pg, gid, pts)
        near = sum(1 for p in px if p[3] > 200 and sum(abs(p[k] - rgb[k]) for k in range(3)) < 60)
        if near < 4:
            problems.append(f'{gid}: only {near} of {len(px)} pixels in the box of {text!r} are its colour rgb{rgb}')
    assert not problems, '\n'.join(problems)
