"""A page whose Object.prototype carries option names (web/test/prototype-pollution.test.mjs is the node side): the
library still loads, and <swift-gauge>'s attributes and properties read as on a clean page — the polluted `value`,
`format`, `label` and `zones` are no options."""
from __future__ import annotations

from conftest import open_page

POLLUTE = ("Object.prototype.value = 7; Object.prototype.format = () => 'POLLUTED'; Object.prototype.label = 'P'; "
           "Object.prototype.zones = [{ from: 0, color: 'red', name: 'polluted' }]; Object.prototype.suffix = '!';")


def test_a_polluted_prototype_changes_no_option_of_the_element(page_factory):
    p = page_factory(1)
    p.add_init_script(POLLUTE)
    pg = open_page(p, 'test/browser/pages/element.html')
    r = pg.evaluate("""async () => {
      document.body.insertAdjacentHTML('afterbegin', '<swift-gauge id="pp" label="Wind" value="12" max="40" '
        + 'format=\\'{"suffix": " km/h"}\\' dial=\\'{"sweep": 180}\\' gauge-style="dial"></swift-gauge>');
      const el = document.getElementById('pp'), g = await el.ready;
      el.tickFormat = { fractionLength: 1 };
      el.zones = [{ from: 30, color: 'red' }];
      await window.__sgt.rendered();
      return { value: g.value, label: g.label, zones: g.zones.length, zoneName: g.zones[0].name, text: window.__sgt.aria(el, 'aria-valuetext'),
               formatted: g.formatValue(3), sweep: g.dial.sweep, ticks: /text "\\d+\\.0"/.test(g.displayListText()) };
    }""")
    assert r == {'value': 12, 'label': 'Wind', 'zones': 1, 'zoneName': '', 'text': '12 km/h', 'formatted': '3 km/h',
                 'sweep': 180, 'ticks': True}, r


# Names an internal object of the host might read without owning (caches, jobs, state records, maps-as-objects).
KEYS = ['zones', 'job', 'context', 'written', 'cache', 'paint', 'paints', 'grads', 'texts', 'list', 'state', 'options',
        'forced', 'font', 'fontFamily', 'width', 'height', 'x', 'y', 'w', 'h', 'value', 'format', 'label', 'style',
        'view', 'status', 'ptr', 'len', 'failed', 'retry', 'told', 'error', 'desc', 'descHost', 'aria', 'name',
        'description', 'timer', 'last', 'before', 'fill', 'stroke', 'lineWidth', 'cap', 'align', 'dir', 'base',
        'binding', 'gauge', 'ratio', 'bw', 'bh', 'mount', 'host', 'proxy', 'surface', 'pending', 'queue',
        'ro', 'onScreen', 'stale', 'ariaAt', 'scheme', 'direction', 'measured', 'internals', 'root', 'painted',
        'retrying', 'detached', 'resized', 'changed', 'sig', 'grad', 'bands', 'tower', 'str', 'bytes', 'said', 'joining']

# For each key and polluted value: a createGauge gauge, a <swift-gauge> and a surface gauge are made and drawn, and
# each canvas has ink (the fixture fails the test on any console error).
PAINT_POLLUTED = """async ([keys, values]) => {
  const sg = window.gallery.module, out = [];
  const inked = (c, x = 0, y = 0, w = c.width, h = c.height) => {
    const d = c.getContext('2d').getImageData(x, y, w, h).data; let n = 0;
    for (let k = 3; k < d.length; k += 4) if (d[k]) n++; return n; };
  for (const key of keys) for (const v of values) {
    const host = document.createElement('div');
    host.style.cssText = 'width: 100px; height: 100px;';
    const sdiv = document.createElement('div');
    sdiv.style.cssText = 'width: 120px; height: 120px;';
    document.body.prepend(host, sdiv);
    let r;
    Object.prototype[key] = v;
    try {
      const g = sg.createGauge(host, { value: 0.5 });
      host.insertAdjacentHTML('afterend', '<swift-gauge value="0.5" style="width: 100px; height: 100px"></swift-gauge>');
      const el = host.nextElementSibling, eg = await Promise.race([el.ready, new Promise((f, no) => setTimeout(() => no(new Error('no ready')), 1000))]);
      const s = sg.createSurface(sdiv), sgauge = s.createGauge({ x: 0, y: 0, width: 100, height: 100 }, { value: 0.5 });
      await Promise.race([Promise.all([g.whenRendered(), eg.whenRendered(), sgauge.whenRendered()]), new Promise((f) => setTimeout(f, 1000))]);
      await new Promise((f) => requestAnimationFrame(() => requestAnimationFrame(f)));
      r = { key, v, gauge: inked(host.querySelector('canvas')), element: inked(el.shadowRoot.querySelector('canvas')),
            surface: s.canvas.width ? inked(s.canvas) : 0 };
      g.destroy(); el.remove(); s.destroy();
    } catch (e) { r = { key, v, thrown: String(e) }; }
    finally { delete Object.prototype[key]; host.remove(); sdiv.remove(); }
    out.push(r);
  }
  return out;
}"""


def test_a_polluted_prototype_blanks_no_gauge(page_factory):
    p = page_factory(1)
    pg = open_page(p, 'test/browser/pages/element.html')
    bad = [r for r in pg.evaluate(PAINT_POLLUTED, [KEYS, ['x', 1]])
           if 'thrown' in r or not (r['gauge'] > 50 and r['element'] > 50 and r['surface'] > 50)]
    assert pg.evaluate('Object.keys(Object.prototype)') == []
    assert bad == []
