"""Screenshots for people to look at (test-results/screenshots/, git-ignored): the whole gallery and every
gallery gauge, at devicePixelRatio 1 and 2. Also checks that they have the expected pixel size."""
from __future__ import annotations

import struct

from sg_page import STYLES


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    return struct.unpack('>II', data[16:24])


def test_screenshots(open_gallery, page, dpr, shots):
    pg = open_gallery()
    full = pg.screenshot(full_page=True, path=str(shots / f'gallery-dpr{dpr}.png'))
    w, h = png_size(full)
    page_w, page_h = pg.evaluate('[document.documentElement.scrollWidth, document.documentElement.scrollHeight]')
    assert (w, h) == (page_w * dpr, page_h * dpr), f'full-page screenshot {w}x{h} for a {page_w}x{page_h} page at dpr {dpr}'
    rows = pg.evaluate('Object.entries(window.__sgt.gauges()).map(([id, g]) => [id, g.style])')
    seen = set()
    for gid, style in rows:
        el = pg.locator(f'[id="{gid}"]')
        data = el.screenshot(path=str(shots / f'{style}--{gid}-dpr{dpr}.png'))
        box = el.bounding_box()
        ew, eh = png_size(data)
        assert abs(ew - box['width'] * dpr) <= 2 and abs(eh - box['height'] * dpr) <= 2, (gid, ew, eh, box)
        seen.add(style)
    assert set(STYLES) <= seen
