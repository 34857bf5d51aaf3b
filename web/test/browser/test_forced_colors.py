"""Forced colours (`forced-colors: active`, web/src/forced-colors.js): page gauges draw in the system colours the
browser resolves — fill, needle and marker in Highlight, the track in GrayText, texts in CanvasText — and zones as
hatch patterns (Highlight with Canvas stripes); they redraw when the media query flips, and an element with
`forced-color-adjust: none` keeps its colours. Chromium emulates the media feature (page.emulate_media); Firefox's
BiDi channel cannot (conftest ENGINE_LACKS 'media-change')."""
import pytest

from conftest import open_page

PAGE = 'test/browser/pages/element.html'

MAKE = """() => {
  const zones = '[{"from": 0, "color": "green", "name": "ok"}, {"from": 60, "color": "orange", "name": "hot"}, {"from": 85, "color": "red", "name": "bad"}]';
  const specs = {
    fdial: { 'gauge-style': 'dial', max: '100', value: '70', label: 'Speed', zones, style: 'width: 240px; height: 240px' },
    fbar: { 'gauge-style': 'linearCapacity', max: '100', value: '40', label: 'Load', 'minimum-value-label': '0',
            'maximum-value-label': '100', zones, style: 'width: 300px' },
    fring: { 'gauge-style': 'accessoryCircularCapacity', value: '0.6', style: 'width: 120px; height: 120px' },
    foptout: { 'gauge-style': 'accessoryCircularCapacity', value: '0.6', tint: 'red', style: 'width: 120px; height: 120px; forced-color-adjust: none' },
  };
  const row = document.createElement('div'); row.id = 'forced'; row.style.cssText = 'display: flex; gap: 12px; align-items: center; padding: 8px';
  for (const [id, attrs] of Object.entries(specs)) {
    const el = document.createElement('swift-gauge'); el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    row.append(el);
  }
  document.body.prepend(row);
  return Promise.all([...row.children].map((el) => el.ready)).then(() => window.__sgt.rendered());
}"""

# The system colours as the browser resolves them, and each gauge's solid paints and gradient stops from its display list.
READ = """() => {
  const probe = document.createElement('span'); document.body.append(probe);
  const sys = {};
  for (const name of ['Highlight', 'GrayText', 'CanvasText', 'Canvas']) { probe.style.color = name; sys[name] = getComputedStyle(probe).color; }
  probe.remove();
  const hex = (rgb) => '#' + rgb.match(/\\d+/g).slice(0, 3).map((n) => (+n).toString(16).padStart(2, '0')).join('');
  const out = { sys: Object.fromEntries(Object.entries(sys).map(([k, v]) => [k, hex(v)])), gauges: {} };
  for (const el of document.querySelectorAll('#forced swift-gauge')) {
    const t = el.gauge.displayListText();
    out.gauges[el.id] = { text: t, solids: [...t.matchAll(/^(?:solid #\\d+|stop #\\d+ [\\d.e-]+) #([0-9a-f]{6})/gm)].map((m) => '#' + m[1]) };
  }
  return out;
}"""

# Pixels of one canvas: the distinct colours (rgb, alpha > 200) and how often each shows.
PIXELS = """(id) => {
  const c = document.getElementById(id).gauge._binding.canvas, d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const n = new Map();
  for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 200) { const k = (d[i] << 16 | d[i + 1] << 8 | d[i + 2]).toString(16).padStart(6, '0'); n.set(k, (n.get(k) || 0) + 1); }
  return Object.fromEntries([...n].filter(([, v]) => v > 20).map(([k, v]) => ['#' + k, v]));
}"""


@pytest.mark.engine_lacks('media-change')
def test_forced_colours_draw_in_system_colours_with_hatched_zones_and_flip_back(page_factory, shots):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(MAKE)
    before = pg.evaluate(READ)
    pg.emulate_media(forced_colors='active')
    pg.evaluate('window.__sgt.rendered()')
    on = pg.evaluate(READ)
    pg.locator('#forced').screenshot(path=str(shots / 'forced-colors-active.png'))
    sys = on['sys']
    assert len({sys['Highlight'], sys['GrayText'], sys['CanvasText'], sys['Canvas']}) == 4, sys
    for gid in ('fdial', 'fbar', 'fring'):
        solids = set(on['gauges'][gid]['solids'])
        allowed = {sys['Highlight'], sys['GrayText'], sys['CanvasText'], sys['Canvas']}
        own = {s for s in solids if not s.startswith('#03f9')}   # zone hatches are reserved colours
        assert own <= allowed, (gid, own - allowed, sys)
    # The ring: fill Highlight, track GrayText (distinct); the bar: its texts CanvasText.
    assert {sys['Highlight'], sys['GrayText']} <= set(on['gauges']['fring']['solids']), on['gauges']['fring']
    assert sys['CanvasText'] in on['gauges']['fbar']['solids'], on['gauges']['fbar']
    # Zones: the three zones' reserved colours in the lists, drawn as hatches of Highlight and Canvas stripes.
    for gid in ('fdial', 'fbar'):
        zones = {s for s in on['gauges'][gid]['solids'] if s.startswith('#03f9')}
        assert zones == {'#03f900', '#03f901', '#03f902'}, (gid, on['gauges'][gid]['solids'])
    px = pg.evaluate(PIXELS, 'fbar')
    near = lambda want: sum(v for k, v in px.items() if sum(abs(int(k[i:i + 2], 16) - int(want[i:i + 2], 16)) for i in (1, 3, 5)) < 30)
    assert near(sys['Highlight']) > 200 and near(sys['Canvas']) > 20 and near(sys['CanvasText']) > 20, (px, sys)
    assert not any(k.startswith('#03f9') for k in px), px     # no reserved colour reaches a pixel
    # forced-color-adjust: none keeps the element's own colours.
    assert on['gauges']['foptout']['solids'] == before['gauges']['foptout']['solids']
    # Off again: every list is what it was before.
    pg.emulate_media(forced_colors='none')
    pg.evaluate('window.__sgt.rendered()')
    after = pg.evaluate(READ)
    for gid in before['gauges']:
        assert after['gauges'][gid]['text'] == before['gauges'][gid]['text'], gid
