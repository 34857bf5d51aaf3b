"""SVG ids unique per document (docs/display-list.md › SVG; web/src/svg.js, web/src/print.js): two copies of one
gauge's SVG in one document — printed from two canvases, or two toSVG() outputs inserted by the page — each keep
their gradient and mask when the other is hidden. Before, both used ids from the list's hash (sg<hash>-*): the
browser resolved the second's url(#…) to the first's defs, which display: none takes out of rendering.
Screenshots: test-results/screenshots/svg-ids-*.png."""
from conftest import results_dir  # noqa: F401  (the shots fixture's directory)

# Two identical gauges of each kind with a gradient and a mask: a linear accessory bar (a linear gradient and the
# marker's knock-out mask) and a capacity ring (a conic gradient: flat pieces under an arc mask).
PAGE_HTML = """<!doctype html>
<html lang="en"><meta charset="utf-8"><title>SVG ids</title>
<style>body{margin:0;background:#fff} .g{width:200px;height:40px;margin:8px} .r{width:120px;height:120px;margin:8px}
#inline>div{display:inline-block;vertical-align:top;width:216px;height:136px}#inline svg{display:block;margin:8px}</style>
<body>
<div id="p0" class="g"></div><div id="p1" class="g"></div><div id="p2" class="r"></div><div id="p3" class="r"></div>
<div id="inline"></div>
<script type="module">
import { loadSwiftGauge } from '/swift-gauge.min.js';
const sg = await loadSwiftGauge();
const bar = { style: 'accessoryLinear', value: 0.6, tint: 'green, red', animation: 'none', colorScheme: 'light' };
const ring = { style: 'accessoryCircularCapacity', value: 0.6, tint: 'green, red', animation: 'none', colorScheme: 'light' };
window.gauges = [bar, bar, ring, ring].map((o, k) => sg.createGauge(document.getElementById(`p${k}`), o));
const h = sg.createGaugeHandle(ring), b = sg.createGaugeHandle(bar);
// the page inserts the same gauge's SVG twice, and the bar's twice
document.getElementById('inline').innerHTML = [h.toSVG(120, 120), h.toSVG(120, 120), b.toSVG(200, 40), b.toSVG(200, 40)]
  .map((s, k) => `<div>${s.replace('<svg ', `<svg id="s${k}" `)}</div>`).join(''); // hiding one moves nothing
document.documentElement.dataset.state = 'ready';
</script>
</body></html>
"""

DRAWN = """() => window.gauges?.length === 4 && window.gauges.every((g) => { const c = g._binding.canvas;
  if (!c.width) return false; const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  for (let i = 3; i < d.length; i += 4) if (d[i]) return true; return false; })"""

IDS = """(sel) => [...document.querySelectorAll(sel)].map((svg) => [...svg.querySelectorAll('[id]')].map((e) => e.id))"""


def _open(page_factory):
    pg = page_factory(1)
    pg.route('**/svg-ids.html', lambda route: route.fulfill(body=PAGE_HTML, content_type='text/html; charset=utf-8'))
    pg.goto('svg-ids.html')
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    pg.wait_for_function(DRAWN)
    return pg


def _disjoint(groups):
    seen = {}
    for k, ids in enumerate(groups):
        assert ids, f'SVG {k} has no ids: nothing to check'
        for i in ids:
            assert i not in seen, f'id {i} in SVG {seen.get(i)} and SVG {k}'
            seen[i] = k


def test_two_printed_copies_keep_their_gradient_and_mask_when_one_is_hidden(page_factory, shots):
    pg = _open(page_factory)
    pg.evaluate("dispatchEvent(new Event('beforeprint'))")
    # Each gauge's SVG for its box (a bar has more, for other printed widths: print.js; the first is the screen's).
    assert pg.evaluate("document.querySelectorAll('svg[part=print]:first-child').length") == 4
    ids = pg.evaluate(IDS, 'svg[part=print]')
    for first, second in (('p0', 'p1'), ('p2', 'p3')):
        both = pg.locator(f'#{second}').screenshot(path=str(shots / f'svg-ids-print-{second}-both.png'))
        pg.evaluate(f"document.querySelector('#{first} svg[part=print]').style.display = 'none'")
        alone = pg.locator(f'#{second}').screenshot(path=str(shots / f'svg-ids-print-{second}-other-hidden.png'))
        assert alone == both, f'#{second} changed when #{first} was hidden (lost its gradient or clip)'
    _disjoint(ids)
    pg.evaluate("dispatchEvent(new Event('afterprint'))")
    assert pg.evaluate("document.querySelectorAll('svg[part=print]').length") == 0


def test_two_tosvg_copies_inserted_in_a_page_keep_their_gradient_and_mask_when_one_is_hidden(page_factory, shots):
    pg = _open(page_factory)
    ids = pg.evaluate(IDS, '#inline svg')
    for first, second in (('s0', 's1'), ('s2', 's3')):
        both = pg.locator(f'#{second}').screenshot(path=str(shots / f'svg-ids-inline-{second}-both.png'))
        pg.evaluate(f"document.getElementById('{first}').style.display = 'none'")
        alone = pg.locator(f'#{second}').screenshot(path=str(shots / f'svg-ids-inline-{second}-other-hidden.png'))
        assert alone == both, f'#{second} changed when #{first} was hidden (lost its gradient or mask)'
    _disjoint(ids)
