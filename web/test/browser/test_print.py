"""Vector print (web/src/print.js): while the page prints, each gauge on a canvas of its own shows its SVG — the
print flavour, clip paths and no masks — in the canvas's place and box at its final animation state; the canvas
returns after printing. Started by beforeprint or the print media query, ended by afterprint or the query. A PDF of
the gallery has the gauges' texts in its text layer and no gauge raster."""
import html
import re
import subprocess
import unicodedata

import pytest

from conftest import VIEWPORT, open_page, results_dir
from sg_pdf import Pdf

PAGE = 'test/browser/pages/element.html'

# Per gauge on the page: its box, whether the canvas or the print SVG shows, and the SVG's box, texts and masks.
STATE = """() => [...document.querySelectorAll('swift-gauge')].map((el) => {
  const c = el.gauge._binding.canvas, svg = [...el.shadowRoot.querySelectorAll('svg[part=print]')].find((s) => getComputedStyle(s).display !== 'none');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10); };
  return { id: el.id, box: box(el), canvas: getComputedStyle(c).display !== 'none' ? box(c) : null,
           svg: svg ? { box: box(svg), texts: [...svg.querySelectorAll('text')].map((t) => t.textContent),
                        masks: svg.querySelectorAll('mask').length, hidden: svg.parentElement.getAttribute('aria-hidden') } : null };
})"""


# Each gauge's canvas pixels (before printing) against its print SVG rasterised at the same device size, over
# white: how many device pixels differ by more than 16 in a channel (test_svg.py's measure).
CANVAS_PIXELS = """() => Object.fromEntries([...document.querySelectorAll('swift-gauge')].map((el) => {
  const c = el.gauge._binding.canvas, x = document.createElement('canvas'); x.width = c.width; x.height = c.height;
  const ctx = x.getContext('2d'); ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height); ctx.drawImage(c, 0, 0);
  return [el.id, x.toDataURL()];
}))"""
VERSUS = """async ([before, screen]) => {
  const out = {};
  for (const el of document.querySelectorAll('swift-gauge')) {
    const svg = screen ? new DOMParser().parseFromString(el.gauge.toSVG(), 'image/svg+xml').documentElement
      : el.shadowRoot.querySelector('svg[part=print]').cloneNode(true), a = new Image(), b = new Image();
    const c = el.gauge._binding.canvas, W = c.width, H = c.height;
    svg.setAttribute('width', String(W)); svg.setAttribute('height', String(H)); svg.removeAttribute('style');
    a.src = before[el.id];
    b.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    await Promise.all([a.decode(), b.decode()]);
    const read = (img) => { const x = document.createElement('canvas'); x.width = W; x.height = H; const t = x.getContext('2d');
      t.fillStyle = '#fff'; t.fillRect(0, 0, W, H); t.drawImage(img, 0, 0, W, H); return t.getImageData(0, 0, W, H).data; };
    const da = read(a), db = read(b);
    let bad = 0;
    for (let i = 0; i < da.length; i += 4) if (Math.max(Math.abs(da[i] - db[i]), Math.abs(da[i + 1] - db[i + 1]), Math.abs(da[i + 2] - db[i + 2])) > 16) bad++;
    const b0 = el.gauge._binding;
    if (Number.isInteger(b0.cssW) && Number.isInteger(b0.cssH)) out[el.id] = [bad, W * H]; // else the canvas rounds the box
  }
  return out;
}"""
# The oracle is the gauge's own SVG for the screen (Gauge.toSVG, masks): on a page it differs from the canvas more
# than test_svg.py's fixtures do (the canvas's text is measured in the page's font, the SVG condenses by the core's
# built-in widths: up to 6 % of a 58 px ring's pixels in Firefox); the print SVG, whose clip paths are anti-aliased
# a little differently from masks, may differ by at most 1 % of the pixels more.
CLIP_VS_MASK = 0.01


def _printing(pg):
    pg.evaluate("dispatchEvent(new Event('beforeprint'))")
    return pg.evaluate(STATE)


def test_print_shows_each_gauges_svg_in_its_canvas_box_at_the_final_state_and_restores_it(page_factory, engine):
    pg = open_page(page_factory(1, reduced_motion='no-preference'), PAGE)
    before = pg.evaluate(STATE)
    canvases = pg.evaluate(CANVAS_PIXELS)
    # A value animating when printing starts prints where it ends.
    pg.evaluate("() => { const el = document.getElementById('s300'); el.setAttribute('animation', 'linear 5'); el.value = 80; }")
    during = _printing(pg)
    assert len(during) == len(before) >= 10
    for b, d in zip(before, during):
        assert d['box'] == b['box'], (d['id'], 'the element moved or resized', b['box'], d['box'])
        assert d['canvas'] is None and d['svg'] is not None, d
        assert d['svg']['box'] == b['canvas'], (d['id'], 'the SVG is not in the canvas box', b['canvas'], d['svg']['box'])
        assert d['svg']['masks'] == 0 and d['svg']['hidden'] == 'true', d
    versus, screen = pg.evaluate(VERSUS, [canvases, False]), pg.evaluate(VERSUS, [canvases, True])
    (results_dir(engine) / 'print-vs-canvas.tsv').write_text('gauge\tdevice pixels\t% over 16: print SVG\tscreen SVG\n' + ''.join(
        f'{k}\t{n}\t{100 * bad / n:.3f}\t{100 * screen[k][0] / n:.3f}\n' for k, (bad, n) in versus.items()))
    assert len(versus) >= 8, versus
    for k, (bad, total) in versus.items():
        if k != 's300':  # its value moved to 80 after the canvas was read
            assert bad <= screen[k][0] + CLIP_VS_MASK * total, (k, bad, screen[k][0], total)
    s300 = next(d for d in during if d['id'] == 's300')
    assert '80' in s300['svg']['texts'], s300
    pg.evaluate("dispatchEvent(new Event('afterprint'))")
    pg.evaluate('window.__sgt.rendered()')
    after = pg.evaluate(STATE)
    for b, a in zip(before, after):
        assert a['svg'] is None and a['canvas'] == b['canvas'] and a['box'] == b['box'], (b, a)
    # The canvas draws the value the print showed (the animation ended there).
    assert pg.evaluate("document.getElementById('s300').gauge.displayListText()").count('text "80"') == 1


def test_a_value_set_in_the_task_that_prints_is_printed_and_the_page_settles(page_factory):
    """A value set and printed in one task (no frame between, as `el.value = x; print()` does) prints the new value;
    its animation starts now, so afterwards the canvas is settled there too, not animating for a day."""
    pg = open_page(page_factory(1, reduced_motion='no-preference'), PAGE)
    svg = "document.getElementById('s300').shadowRoot.querySelector('svg[part=print]').outerHTML"
    printed = pg.evaluate("""(svg) => {
      const el = document.getElementById('s300'); el.setAttribute('animation', 'linear 5'); el.value = 20;
      dispatchEvent(new Event('beforeprint'));
      return eval(svg);
    }""", svg)
    assert '>20<' in printed, printed
    pg.evaluate("dispatchEvent(new Event('afterprint'))")
    pg.evaluate('window.__sgt.rendered()')
    lst = pg.evaluate("document.getElementById('s300').gauge.displayListText()")
    assert lst.count('text "20"') == 1 and 'flags=0' in lst.splitlines()[0], lst.splitlines()[:3]
    # Printed again, settled: the same drawing (the value text alone jumps to a new value at once, the needle and
    # fill do not — before the fix they printed where the value had been).
    pg.evaluate("dispatchEvent(new Event('beforeprint'))")
    assert pg.evaluate(svg) == printed
    pg.evaluate("dispatchEvent(new Event('afterprint'))")


def test_a_container_gauge_set_and_printed_in_one_task_prints_its_new_value(open_gallery):
    """The same for a `createGauge` gauge, whose binding renders only in frames: before the fix its animation was
    started a day on, so the print showed the old value and the page kept animating at it for a day."""
    pg = open_gallery()
    result = pg.evaluate("""async () => {
      const div = document.createElement('div'); div.style.cssText = 'width:240px;height:60px'; document.body.prepend(div);
      const g = window.gallery.module.createGauge(div, { style: 'linearCapacity', value: 0.1, label: 'Upload',
        animation: { type: 'linear', duration: 5 } });
      await window.__sgt.rendered();
      g.value = 0.9; dispatchEvent(new Event('beforeprint'));
      const bar = (svg) => [...svg.querySelectorAll('rect')].map((r) => r.getAttribute('width'));
      const printed = bar(div.querySelector('svg'));
      dispatchEvent(new Event('afterprint'));
      const settled = new DOMParser().parseFromString(g.toSVG(240, 60), 'image/svg+xml').documentElement;
      return { printed, settled: bar(settled), animating: g.render(240, 60, 1, performance.now()).animating };
    }""")
    assert result['printed'] == result['settled'] and result['printed'], result
    assert not result['animating'], result


@pytest.mark.engine_lacks('media-change')
def test_the_print_media_query_swaps_too(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.emulate_media(media='print')
    pg.wait_for_function("document.querySelectorAll('swift-gauge').length === [...document.querySelectorAll('swift-gauge')].filter((el) => el.shadowRoot.querySelector('svg[part=print]')).length")
    pg.emulate_media(media='screen')
    pg.wait_for_function("![...document.querySelectorAll('swift-gauge')].some((el) => el.shadowRoot.querySelector('svg[part=print]'))")


@pytest.mark.engine_lacks('pdf')
def test_a_pdf_of_the_gallery_has_vector_gauge_text_and_no_gauge_raster(open_gallery, engine):
    pg = open_gallery()
    # The labels the gauges draw (their display lists' texts), in plain words the text layer gives back as they are.
    labels = pg.evaluate("""() => [...new Set([...document.querySelectorAll('swift-gauge')].map((el) => el.gauge.label)
      .filter((l, k, all) => l && /^[A-Za-z][A-Za-z ]{3,}$/.test(l)
        && document.querySelectorAll('swift-gauge')[k].gauge.displayListText().includes(`text "${l}"`)))]""")
    smallest = pg.evaluate("Math.min(...[...document.querySelectorAll('swift-gauge')].map((el) => el.getBoundingClientRect().width))")
    pdf = Pdf(pg.pdf(print_background=True))
    (results_dir(engine) / 'gallery.pdf').write_bytes(pdf.data)
    text = unicodedata.normalize('NFKC', pdf.text())  # ligatures (ﬂ, ﬀ) as their letters
    assert len(labels) >= 10, labels
    missing = [l for l in labels if l not in text]
    assert not missing, f'gauge labels not in the PDF text layer: {missing}'
    # Rasters: only colour emoji glyphs (the CJK/emoji gauge); none the size of a gauge (at 300 dpi, 3.125 px per CSS px).
    big = [im for im in pdf.images() if max(im) >= smallest * 3.125 * 0.9]
    assert not big, f'gauge-sized rasters in the PDF: {big} (smallest gauge {smallest} CSS px)'
    assert len(pdf.images()) <= 8, pdf.images()
    # And back on screen: canvases, no print SVGs.
    assert pg.evaluate("![...document.querySelectorAll('swift-gauge')].some((el) => el.shadowRoot.querySelector('svg[part=print]'))")


# The print dashboard (pages/print-dashboard.html): cards two to a row on screen, three on an A4 page (10 mm margins:
# 718 CSS px of width), the last spanning the printed row.
DASHBOARD = 'test/browser/pages/print-dashboard.html'
A4_WIDTH_PX = 718  # (210 − 2 × 10) mm at 96 px per inch
# Per card: its box, its gauge's box and the print SVG shown for it (its box, the width it was laid out at, how many
# it has) and the boxes of that SVG's texts, in CSS px of the page.
CARDS = """() => [...document.querySelectorAll('.card:not(#c-engine)')].map((card) => {
  const r = (e) => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom].map((v) => Math.round(v * 10) / 10); };
  const host = card.querySelector('swift-gauge, .bar'), root = host.shadowRoot ?? host, svgs = [...root.querySelectorAll('svg[part=print]')];
  const svg = svgs.filter((s) => getComputedStyle(s).display !== 'none'), cs = getComputedStyle(host), g = gallery.gauges[host.id];
  const content = r(host).map((v, k) => v + [1, 1, -1, -1][k] * parseFloat([cs.paddingLeft, cs.paddingTop, cs.paddingRight, cs.paddingBottom][k]));
  return { id: card.id, heading: card.querySelector('h2').textContent, card: r(card), host: content, bar: !/Circular/.test(g.style),
           shown: svg.map((s) => ({ box: r(s), w: +s.dataset.w, texts: [...s.querySelectorAll('text')].map((t) => [t.textContent, ...r(t)]) })),
           svgs: svgs.length, canvas: getComputedStyle(g._binding.canvas).display };
})"""


def _inside(inner, outer, slack=1.0):
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack and inner[2] <= outer[2] + slack
            and inner[3] <= outer[3] + slack)


def _reflowed(cards):
    """Asserts each card shows one print SVG laid out for its printed box: a bar at the widest prepared width that fits
    (at least 1/1.1 of the box: print.js's rungs), every text inside its own card and none over another card."""
    for c in cards:
        assert c['canvas'] == 'none' and len(c['shown']) == 1, (c['id'], 'not one print SVG shown', c)
        s = c['shown'][0]
        assert _inside(s['box'], c['host']), (c['id'], 'the print SVG is not in the gauge box', s['box'], c['host'])
        width = c['host'][2] - c['host'][0]
        if c['bar']:
            assert width / 1.1 - 1 <= s['w'] <= width + 0.5, (c['id'], f'laid out at {s["w"]} px for a {width} px box')
        for t in s['texts']:
            assert _inside(t[1:], c['card']), (c['id'], f'text {t[0]!r} leaves its card', t, c['card'])
            for o in cards:
                if o is not c:
                    a, b = t[1:], o['card']
                    assert a[2] <= b[0] or a[0] >= b[2] or a[3] <= b[1] or a[1] >= b[3], (c['id'], f'text {t[0]!r} over card', o['id'])


def _print_layout(pg, engine, on: bool):
    """Enters (or leaves) the page's print layout at the A4 page's width: print media where the engine's tests can
    emulate it (Chromium); elsewhere the print event and the page's .as-print copy of its @media print rules."""
    if on:
        pg.set_viewport_size({'width': A4_WIDTH_PX, 'height': 900})
    if engine == 'chromium':
        pg.emulate_media(media='print' if on else 'null')
    else:
        pg.evaluate(f"() => {{ document.documentElement.classList.toggle('as-print', {'true' if on else 'false'}); "
                    f"dispatchEvent(new Event('{'before' if on else 'after'}print')); }}")
    if on:
        pg.wait_for_function("document.querySelectorAll('.card:not(#c-engine)').length === [...document.querySelectorAll('swift-gauge, .bar')].filter((h) => (h.shadowRoot ?? h).querySelector('svg[part=print]')).length")
    else:
        pg.set_viewport_size(dict(VIEWPORT))
        pg.wait_for_function("![...document.querySelectorAll('swift-gauge, .bar')].some((h) => (h.shadowRoot ?? h).querySelector('svg[part=print]'))")
        pg.evaluate('window.__sgt.rendered()')


def test_print_lays_each_gauge_out_for_its_printed_box_and_the_screen_layout_returns(page_factory, engine, shots):
    pg = open_page(page_factory(1), DASHBOARD)
    screen = pg.evaluate(CARDS)
    assert all(c['canvas'] != 'none' and not c['shown'] for c in screen), screen
    _print_layout(pg, engine, True)
    printed = pg.evaluate(CARDS)
    pg.screenshot(path=str(shots / f'print-dashboard-{engine}.png'))
    _reflowed(printed)
    narrower = [c['id'] for c, s in zip(printed, screen) if c['bar'] and c['host'][2] - c['host'][0] < 0.6 * (s['host'][2] - s['host'][0])]
    wider = [c['id'] for c, s in zip(printed, screen) if c['host'][2] - c['host'][0] > 1.2 * (s['host'][2] - s['host'][0])]
    assert len(narrower) >= 4 and wider == ['c-load'], (narrower, wider)   # the page does what the test is about
    # Back on screen: the canvases at their screen boxes, no print SVG left.
    _print_layout(pg, engine, False)
    after = pg.evaluate(CARDS)
    assert [(c['host'], c['canvas'], c['svgs']) for c in after] == [(c['host'], c['canvas'], 0) for c in screen], after


@pytest.mark.engine_lacks('pdf')
def test_a_pdf_of_a_dashboard_whose_cards_narrow_in_print_has_each_text_in_its_card(page_factory, engine):
    """Printed to A4, the bars take their cards' printed width: the PDF's text layer has every heading and gauge text
    where the print layout (measured in the page under print media at the page's width) puts it."""
    pg = open_page(page_factory(1), DASHBOARD)
    # The print layout first, measured in the page under print media at the page's width; then back to the screen
    # (no emulated media: page.pdf() prints with print media).
    _print_layout(pg, engine, True)
    cards = pg.evaluate(CARDS)
    _reflowed(cards)
    _print_layout(pg, engine, False)
    pdf = pg.pdf(prefer_css_page_size=True, print_background=True)
    path = results_dir(engine) / 'print-dashboard.pdf'
    path.write_bytes(pdf)
    # Each word of the text layer with its box in pt (Poppler's pdftotext, ./build.sh test installs it).
    xml = subprocess.run(['pdftotext', '-bbox', str(path), '-'], check=True, capture_output=True, text=True).stdout
    assert xml.count('<page ') == 1, 'the dashboard printed on more than one page'
    page_h = float(re.search(r'<page width="[\d.]+" height="([\d.]+)"', xml).group(1))
    runs = [(html.unescape(w), float(x0), float(y0), float(x1)) for x0, y0, x1, w in
            re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>', xml)]
    margin = 10 / 25.4 * 72   # pt
    pt = lambda px: margin + px * 0.75   # noqa: E731  (CSS px of the print layout → pt of the page)
    # The headings where the print layout puts them (the mapping holds), then each gauge text that appears once on
    # the page (its first word: pdftotext splits '8 GB') inside its own card's columns. The layout measured and the
    # one printed may pick neighbouring rungs (the emulated print resizes the gauges first), so a text's place
    # within its card is not compared.
    for c in cards:
        at = [r for r in runs if r[0] == c['heading']]
        assert at and min(abs(r[1] - pt(c['card'][0] + 11)) for r in at) < 3, (c['heading'], c['card'], at)   # border 1 + padding 10
    checked = 0
    for c in cards:
        for t in c['shown'][0]['texts']:
            if t[0] not in ('Resident', 'Volume', 'Uplink', 'Paged', '8 GB', '0.45', '64'):
                continue
            at = [r for r in runs if r[0] == t[0].split()[0]]
            assert len(at) == 1, (t[0], at)
            assert pt(c['card'][0]) <= at[0][1] and at[0][3] <= pt(c['card'][2]), (c['id'], t[0], 'outside its card in the PDF', at, c['card'])
            assert 0 < at[0][2] < page_h, (t[0], at)
            checked += 1
    assert checked == 7, checked


SURFACE = 'test/browser/pages/surface.html'
# Per gauge of the small surface: its proxy's box, the print SVGs in it (the shown one's box and texts), and the
# surface canvas's display.
SURFACE_STATE = """() => ({ canvas: getComputedStyle(gallery.small.canvas).display,
  bigPrinted: [...document.querySelectorAll('#big [role=meter]')].filter((p) => p.querySelector('svg[part=print]')).length,
  gauges: gallery.smallGauges.map((g, k) => {
    const p = document.querySelectorAll('#small [role=meter]')[k], svgs = [...p.querySelectorAll('svg[part=print]')];
    const r = (e) => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.width, b.height].map((v) => Math.round(v * 10) / 10); };
    return { label: g.label, proxy: r(p), svgs: svgs.length, box: svgs[0] && r(svgs[0]), w: svgs[0] && svgs[0].getAttribute('viewBox'),
             texts: svgs[0] ? [...svgs[0].querySelectorAll('text')].map((t) => t.textContent) : [],
             drawn: [...g.displayListText().matchAll(/text "([^"]*)"/g)].map((m) => m[1]) };
  }) })"""


def test_surface_gauges_print_as_vectors_in_their_rects(page_factory, engine):
    """A dashboard surface prints each gauge as its SVG over its rect (in its role="meter" proxy), every gauge of
    the surface — also those outside the viewport, which the screen's canvas never covered — and the canvas
    returns after printing."""
    pg = page_factory(1)
    open_page(pg, SURFACE, fit=False)
    before = pg.evaluate(SURFACE_STATE)
    assert before['canvas'] == 'block' and not any(g['svgs'] for g in before['gauges']) and before['bigPrinted'] == 0
    ms = pg.evaluate("() => { const t = performance.now(); dispatchEvent(new Event('beforeprint')); return performance.now() - t; }")
    print(f'beforeprint with 1,006 surface gauges: {ms:.0f} ms')
    during = pg.evaluate(SURFACE_STATE)
    assert during['canvas'] == 'none', during['canvas']
    assert during['bigPrinted'] == 1000, during['bigPrinted']
    for g, spec in zip(during['gauges'], pg.evaluate('gallery.specs.map(([r]) => r)')):
        assert g['svgs'] == 1, g
        assert g['box'] == g['proxy'], (g['label'], 'the SVG is not over its rect', g['box'], g['proxy'])
        assert g['w'] == f"0 0 {spec['width']} {spec['height']}", (g['label'], g['w'], spec)
        assert g['texts'] == g['drawn'] and g['texts'], (g['label'], 'the SVG does not have the texts the gauge draws', g)
    pg.evaluate("dispatchEvent(new Event('afterprint'))")
    pg.evaluate('Promise.all(gallery.smallGauges.map((g) => g.whenRendered()))')
    after = pg.evaluate(SURFACE_STATE)
    assert after == before, (before, after)


@pytest.mark.engine_lacks('pdf')
def test_a_pdf_of_a_surface_has_its_gauges_as_vectors(page_factory, engine):
    pg = page_factory(1)
    open_page(pg, SURFACE, fit=False)
    pg.evaluate("() => { gallery.big.destroy(); document.getElementById('big').remove(); }")
    pdf = Pdf(pg.pdf(print_background=True))
    (results_dir(engine) / 'surface.pdf').write_bytes(pdf.data)
    text = pdf.text()
    for label in ('CPU', 'Upload', 'Speed', 'Battery', '0.7'):
        assert label in text, f'{label!r} not in the PDF text layer'
    assert not [im for im in pdf.images() if max(im) >= 40 * 3.125], pdf.images()   # no raster of a gauge (or the canvas)


# Every canvas of the dashboard (each element's and container's, and the surface's) as a data URL.
CANVASES = """async () => {
  await Promise.all(gallery.surfaceGauges.map((g) => g.whenRendered()));
  await window.__sgt.rendered();
  const out = Object.fromEntries(Object.entries(gallery.gauges).map(([id, g]) => [id, g._binding.canvas.toDataURL()]));
  out.surface = gallery.surface.canvas.toDataURL();
  return out;
}"""


def test_after_printing_every_canvas_shows_what_it_showed_before(page_factory, engine):
    """Printing lays each gauge out again at other sizes (its rungs); afterwards every canvas — the elements', a
    container's and a surface's, on one page and one module — draws its own gauge as before, print after print.
    (A new-user trial found a surface's dial drawn in an element's canvas after one PDF, and a decode error after
    a second print.)"""
    pg = open_page(page_factory(1, reduced_motion='no-preference'), DASHBOARD)   # gauges animate, as users leave them
    before = pg.evaluate(CANVASES)
    assert len(before) == 7, list(before)   # six gauges with a canvas each, and the surface
    assert pg.evaluate('gallery.separate'), 'the surface is not on a module of its own'
    for k in range(2):
        if engine == 'chromium':
            pg.pdf()   # beforeprint, the print layout, afterprint, then the print media query's change events
        else:
            pg.evaluate("() => { dispatchEvent(new Event('beforeprint')); dispatchEvent(new Event('afterprint')); }")
        after = pg.evaluate(CANVASES)
        changed = [id for id in before if after[id] != before[id]]
        assert not changed, f'print {k + 1}: canvases that no longer show what they showed: {changed}'


EDGES_PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>print edges</title>
<style>body { margin: 0 } swift-gauge { display: block } #tiny { width: 4px } #narrowed { width: 20px } #huge { width: 120000px }
@media print { #narrowed { width: 8px } } .as-print #narrowed { width: 8px }</style>
<swift-gauge id="tiny" gauge-style="linearCapacity" value="0.5"></swift-gauge>
<swift-gauge id="narrowed" gauge-style="linearCapacity" value="0.5"></swift-gauge>
<swift-gauge id="huge" gauge-style="accessoryLinear" value="0.5"></swift-gauge>
<script type="module">import '../../../swift-gauge.min.js';</script></html>"""


def test_print_edges_tiny_bars_show_one_layout_and_a_bar_past_the_cores_sides_keeps_its_canvas(page_factory, engine):
    """A bar a few px wide has repeated rung widths (rounded): each is made once, so one layout shows (a break-it
    trial found bars under 6 px, and a 20 px bar printed at 8, blank). A box wider than the core lays out
    (100,000 px) prints its canvas, with no error logged per print."""
    pg = page_factory(1)
    pg.route('**/print-edges.html', lambda route: route.fulfill(body=EDGES_PAGE, content_type='text/html; charset=utf-8'))
    pg.goto('test/browser/pages/print-edges.html')
    pg.wait_for_function("[...document.querySelectorAll('swift-gauge')].every((e) => e.gauge && e.gauge._binding.cssW > 0)")
    pg.evaluate("Promise.all([...document.querySelectorAll('swift-gauge')].map((e) => e.gauge.whenRendered()))")
    if engine == 'chromium':
        pg.emulate_media(media='print')
    else:
        pg.evaluate("() => { document.documentElement.classList.add('as-print'); dispatchEvent(new Event('beforeprint')); }")
    pg.wait_for_function("document.getElementById('tiny').shadowRoot.querySelector('svg[part=print]')")
    shown = pg.evaluate("""() => Object.fromEntries([...document.querySelectorAll('swift-gauge')].map((el) => {
      const svgs = [...el.shadowRoot.querySelectorAll('svg[part=print]')], on = svgs.filter((s) => getComputedStyle(s).display !== 'none');
      return [el.id, { svgs: svgs.length, shown: on.map((s) => +s.dataset.w), box: el.getBoundingClientRect().width,
                       canvas: getComputedStyle(el.gauge._binding.canvas).display }];
    }))""")
    for id in ('tiny', 'narrowed'):
        s = shown[id]
        assert len(s['shown']) == 1 and s['shown'][0] <= s['box'] + 0.5, (id, s)
        assert s['svgs'] == len(set(pg.evaluate(f"[...document.getElementById('{id}').shadowRoot.querySelectorAll('svg[part=print]')].map((s) => s.dataset.w)"))), (id, 'a width made twice')
    assert shown['narrowed']['box'] == 8, shown
    assert shown['huge']['svgs'] == 0 and shown['huge']['canvas'] != 'none', shown['huge']
