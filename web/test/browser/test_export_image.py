"""Raster export (Gauge.toPNG / toDataURL, web/src/export-image.js) on pages/element.html at dpr 1 and 2: the PNG of
a <swift-gauge>, of a gauge made by createGauge on a container and of a dashboard surface's gauge, decoded by the
engine (createImageBitmap for the Blob, an <img> for the data: URL), is the device size asked for (the box ×
devicePixelRatio by default) and has the pixels of the on-screen canvas at the same size and ratio — at most the
SVG-vs-canvas share (sg_layout.ENGINE_TOLERANCE['svg_vs_canvas']) of pixels may differ by more than 16 in a channel
(measured in Chromium: none on a canvas of its own, ≤ 0.3 % for a surface's gauge at another device offset; Firefox
≤ 0.7 %, its text and curve anti-aliasing). A PNG asked for while the value animates shows where the animation ends. Bad arguments throw
synchronously, naming the method and the argument. Figures in test-results/<engine>/png-vs-canvas.tsv."""
from __future__ import annotations

from conftest import open_page, results_dir
from sg_layout import engine_tolerance

PAGE = 'test/browser/pages/element.html'

# Pixels of `source` (a canvas, or a region of one) against the decoded PNG: [differing > 16, total, w, h, iw, ih].
COMPARE = """async ([kind, fromDataURL]) => {
  const rgba = (img, w, h, sx = 0, sy = 0) => {
    const c = document.createElement('canvas'); c.width = w; c.height = h; const x = c.getContext('2d');
    x.drawImage(img, sx, sy, w, h, 0, 0, w, h);
    return x.getImageData(0, 0, w, h).data;
  };
  const decode = async (g) => {
    if (!fromDataURL) { const b = await g.toPNG(); if (b.type !== 'image/png') throw new Error(b.type); return createImageBitmap(b); }
    const url = g.toDataURL();
    if (!url.startsWith('data:image/png;base64,')) throw new Error(url.slice(0, 30));
    const img = new Image(); img.src = url; await img.decode(); return img;
  };
  let gauge, canvas, sx = 0, sy = 0;
  if (kind === 'element') {
    const el = document.createElement('swift-gauge');
    el.setAttribute('gauge-style', 'dial'); el.setAttribute('value', '62'); el.setAttribute('max', '100');
    el.setAttribute('label', 'Speed'); el.setAttribute('zones', '[{"from":0,"color":"green"},{"from":80,"color":"red","name":"too fast"}]');
    el.style.cssText = 'width:150px;height:130px;display:inline-block';
    document.body.prepend(el);
    gauge = await el.ready; await window.__sgt.rendered();
    canvas = el.shadowRoot.querySelector('canvas');
    gauge = { toPNG: () => el.toPNG(), toDataURL: () => el.toDataURL() };
  } else if (kind === 'container') {
    const div = document.createElement('div'); div.style.cssText = 'width:240px;height:60px';
    document.body.prepend(div);
    gauge = window.gallery.module.createGauge(div, { style: 'linearCapacity', value: 0.42, label: 'Upload', tint: 'green, orange' });
    await window.__sgt.rendered();
    canvas = div.querySelector('canvas');
  } else {
    const div = document.createElement('div'); div.style.cssText = 'width:300px;height:120px;position:relative';
    document.body.prepend(div);
    const s = window.gallery.module.createSurface(div);
    s.createGauge({ x: 0, y: 0, width: 100, height: 100 }, { style: 'accessoryCircular', value: 0.3 });
    gauge = s.createGauge({ x: 130, y: 10, width: 100, height: 100 }, { style: 'accessoryCircularCapacity', value: 0.7, tint: 'purple' });
    await window.__sgt.rendered();
    canvas = s.canvas; const r = devicePixelRatio; sx = 130 * r; sy = 10 * r;
  }
  const img = await decode(gauge);
  const iw = img.width, ih = img.height;
  const a = rgba(img, iw, ih), b = rgba(canvas, iw, ih, sx, sy);
  let diff = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i] - b[i]) > 16 || Math.abs(a[i + 1] - b[i + 1]) > 16 || Math.abs(a[i + 2] - b[i + 2]) > 16 || Math.abs(a[i + 3] - b[i + 3]) > 16) diff++;
  }
  let ink = 0;
  for (let i = 3; i < a.length; i += 4) if (a[i] > 0) ink++;
  return [diff, iw * ih, iw, ih, ink, canvas.width, canvas.height];
}"""

BOXES = {'element': (150, 130), 'container': (240, 60), 'surface': (100, 100)}


def test_png_matches_the_canvas(page, engine):
    open_page(page, PAGE)
    dpr = page.sg_dpr
    rows = []
    for kind, (w, h) in BOXES.items():
        for data_url in (False, True):
            diff, total, iw, ih, ink, cw, ch = page.evaluate(COMPARE, [kind, data_url])
            assert (iw, ih) == (round(w * dpr), round(h * dpr)), (kind, data_url, iw, ih)
            if kind != 'surface':
                assert (cw, ch) == (iw, ih), f'{kind}: the canvas is {cw}x{ch}, the PNG {iw}x{ih}'
            assert ink > total // 20, f'{kind}: the PNG is (nearly) empty: {ink} of {total} pixels drawn'
            assert diff <= total * engine_tolerance('svg_vs_canvas', engine), f'{kind} ({"data URL" if data_url else "PNG"}): {diff} of {total} pixels differ'
            rows.append(f'{kind}\t{"dataURL" if data_url else "png"}\t{dpr}\t{iw}x{ih}\t{diff}\t{total}')
    with open(results_dir(engine) / f'png-vs-canvas-dpr{dpr:g}.tsv', 'w') as f:
        f.write('kind\tform\tdpr\tsize\tdiffering\tpixels\n' + '\n'.join(rows) + '\n')


def test_png_sizes_and_refusals(page_factory, engine):
    pg = open_page(page_factory(2), PAGE)
    got = pg.evaluate("""async () => {
      const g = window.gallery.module.createGaugeHandle({ style: 'accessoryCircular', value: 0.5 });
      const sizes = [];
      for (const args of [[50, 30, 3], [40, undefined, 1], [7.4, 7.4, 0.5]]) {
        const b = await createImageBitmap(await g.toPNG(...args)); sizes.push([b.width, b.height]);
      }
      const img = new Image(); img.src = g.toDataURL(20, 10, 2); await img.decode(); sizes.push([img.width, img.height]);
      const errors = [];
      for (const args of [[], [0, 10], [10, -1], ['10', 10], [NaN, 10], [Infinity, 10], [100001, 10], [10, 10, 0], [10, 10, 17], [10, 10, NaN], [9000, 10, 2]]) {
        for (const m of ['toPNG', 'toDataURL']) {
          try { g[m](...args); errors.push(`${m}: no error`); } catch (e) { errors.push(`${e.name}: ${e.message}`); }
        }
      }
      g.destroy();
      try { g.toPNG(10, 10); } catch (e) { errors.push(e.message); }
      return { sizes, errors };
    }""")
    assert got['sizes'] == [[150, 90], [40, 40], [4, 4], [40, 20]]
    e = got['errors']
    assert e[0] == 'TypeError: toPNG: width: expected a number, got undefined'
    assert e[2] == 'RangeError: toPNG: width: 0 is outside (0, 100000]'
    assert e[5] == 'RangeError: toDataURL: height: -1 is outside (0, 100000]'
    assert e[6] == 'TypeError: toPNG: width: expected a number, got "10"'
    assert e[8].startswith('RangeError: toPNG: width: NaN')
    assert e[10].startswith('RangeError: toPNG: width: Infinity')
    assert e[12].startswith('RangeError: toPNG: width: 100001')
    assert e[14] == 'RangeError: toPNG: pixelRatio: 0 is outside [0.0625, 16]'
    assert e[16] == 'RangeError: toPNG: pixelRatio: 17 is outside [0.0625, 16]'
    assert e[18].startswith('RangeError: toPNG: pixelRatio: NaN')
    assert e[20] == 'RangeError: toPNG: width, height: 18000×20 device px, over 16384 a side; lower the size or pixelRatio'
    assert e[21].startswith('RangeError: toDataURL: width, height: 18000×20')
    assert e[22] == 'toPNG: this gauge was destroyed'


def test_png_shows_where_the_animation_ends(page_factory, engine):
    """With motion allowed, a PNG asked for right after a value change shows the final state — the canvas once
    it has settled — not the frame on screen."""
    pg = open_page(page_factory(1, reduced_motion='no-preference'), PAGE)
    diff, total, moved = pg.evaluate("""async () => {
      const div = document.createElement('div'); div.style.cssText = 'width:200px;height:40px';
      document.body.prepend(div);
      const g = window.gallery.module.createGauge(div, { style: 'linearCapacity', value: 0.1, animation: { type: 'linear', duration: 2 } });
      await window.__sgt.rendered();
      const read = (img, w, h) => { const c = new OffscreenCanvas(w, h), x = c.getContext('2d'); x.drawImage(img, 0, 0); return x.getImageData(0, 0, w, h).data; };
      const canvas = div.querySelector('canvas');
      const before = read(canvas, canvas.width, canvas.height);
      g.value = 0.9;
      const png = await createImageBitmap(await g.toPNG());
      await window.__sgt.rendered();
      const a = read(png, png.width, png.height), b = read(canvas, canvas.width, canvas.height);
      let diff = 0, moved = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (Math.abs(a[i] - b[i]) > 16 || Math.abs(a[i + 2] - b[i + 2]) > 16 || Math.abs(a[i + 3] - b[i + 3]) > 16) diff++;
        if (Math.abs(a[i + 3] - before[i + 3]) > 16 || Math.abs(a[i + 2] - before[i + 2]) > 16) moved++;
      }
      return [diff, a.length / 4, moved];
    }""")
    assert moved > total // 50, f'the PNG looks like the value before the change ({moved} pixels moved)'
    assert diff <= total * engine_tolerance('svg_vs_canvas', engine), f'{diff} of {total} pixels differ from the settled canvas'


def test_png_without_offscreen_canvas(page_factory, engine):
    """Where OffscreenCanvas is missing (removed before the page runs), toPNG draws on a detached <canvas> (toBlob):
    the same size and pixels."""
    pg = page_factory(2)
    pg.add_init_script('delete globalThis.OffscreenCanvas;')
    open_page(pg, PAGE)
    assert pg.evaluate("typeof OffscreenCanvas") == 'undefined'
    for data_url in (False, True):
        diff, total, iw, ih, ink, cw, ch = pg.evaluate(COMPARE, ['element', data_url])
        assert (iw, ih) == (cw, ch) == (300, 260), (iw, ih, cw, ch)
        assert ink > total // 20 and diff <= total * engine_tolerance('svg_vs_canvas', engine), (diff, ink, total)
