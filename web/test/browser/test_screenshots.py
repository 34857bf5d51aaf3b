"""Screenshots for people to look at (test-results/screenshots/, git-ignored): the whole gallery and every
gallery gauge, at devicePixelRatio 1 and 2. Also checks that they have the expected pixel size."""
from __future__ import annotations

import base64
import struct

from sg_page import STYLES


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    return struct.unpack('>II', data[16:24])


# Each gauge cut out of the full-page screenshot in the page (the viewport is the whole page, so these are the
# pixels an element screenshot would give; one capture instead of one per gauge, which costs ~0.5 s each in Firefox).
CROP = """async ([b64, rects]) => {
  const bmp = await createImageBitmap(await (await fetch('data:image/png;base64,' + b64)).blob());
  const out = [];
  for (const [x, y, w, h] of rects) {
    const c = new OffscreenCanvas(w, h);
    c.getContext('2d').drawImage(bmp, -x, -y);
    const blob = await c.convertToBlob({ type: 'image/png' });
    out.push(await new Promise((resolve) => { const r = new FileReader(); r.onload = () => resolve(r.result); r.readAsDataURL(blob); }));
  }
  return out;
}"""


def test_screenshots(open_gallery, page, dpr, shots):
    pg = open_gallery()
    full = pg.screenshot(full_page=True, path=str(shots / f'gallery-dpr{dpr}.png'))
    w, h = png_size(full)
    page_w, page_h = pg.evaluate('[document.documentElement.scrollWidth, document.documentElement.scrollHeight]')
    assert (w, h) == (page_w * dpr, page_h * dpr), f'full-page screenshot {w}x{h} for a {page_w}x{page_h} page at dpr {dpr}'
    assert pg.evaluate('innerHeight') >= page_h, 'the viewport is not the whole page (open_gallery fits it)'
    rows = pg.evaluate("""(dpr) => Object.entries(window.__sgt.gauges()).map(([id, g]) => {
      const r = document.getElementById(id).getBoundingClientRect();
      const x0 = Math.floor((r.left + scrollX) * dpr), y0 = Math.floor((r.top + scrollY) * dpr);
      return [id, g.style, [r.width, r.height], [x0, y0, Math.ceil((r.right + scrollX) * dpr) - x0, Math.ceil((r.bottom + scrollY) * dpr) - y0]];
    })""", dpr)
    crops = pg.evaluate(CROP, [base64.b64encode(full).decode('ascii'), [r[3] for r in rows]])
    seen = set()
    for (gid, style, (bw, bh), _), url in zip(rows, crops):
        data = base64.b64decode(url.split(',', 1)[1])
        (shots / f'{style}--{gid}-dpr{dpr}.png').write_bytes(data)
        ew, eh = png_size(data)
        assert abs(ew - bw * dpr) <= 2 and abs(eh - bh * dpr) <= 2, (gid, ew, eh, bw, bh)
        seen.add(style)
    assert set(STYLES) <= seen
