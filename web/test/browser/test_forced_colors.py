"""Forced colours (`forced-colors: active`, web/src/forced-colors.js): page gauges draw in the system colours the
browser resolves — fill, needle and marker in solid Highlight (also in a zone), the track in GrayText, texts in
CanvasText — and zone bands as patterns (dial and ring bands hatched, a bar's track bands GrayText solid and hatched by
turns; docs/design.md › The web host), also in the print SVG's colours; they redraw when the media query flips, and an element with
`forced-color-adjust: none` keeps its colours. Chromium emulates the media feature (page.emulate_media); Firefox's
BiDi channel cannot (conftest ENGINE_LACKS 'media-change')."""
import math
import re

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


# What a zone's reserved colour paints, by what it draws (docs/design.md › The web host): the value's needle, marker
# and fill solid Highlight; a dial's and ring's bands hatched; a bar's track bands GrayText, solid and hatched by turns.
MAKE_ZONED = """() => {
  const zones = '[{"from": 0, "color": "green", "name": "ok"}, {"from": 60, "color": "orange", "name": "hot"}, {"from": 85, "color": "red", "name": "bad"}]';
  const specs = {
    zdial: { 'gauge-style': 'dial', max: '100', value: '70', zones, style: 'width: 240px; height: 240px' },
    zcap: { 'gauge-style': 'linearCapacity', max: '100', value: '40', label: 'Load', zones, style: 'width: 300px' },
    zlin: { 'gauge-style': 'accessoryLinear', max: '100', value: '40', zones, style: 'width: 300px' },
    zring: { 'gauge-style': 'accessoryCircular', max: '100', value: '70', zones, style: 'width: 100px; height: 100px' },
    zcring: { 'gauge-style': 'accessoryCircularCapacity', max: '100', value: '70', zones, style: 'width: 100px; height: 100px' },
  };
  const row = document.createElement('div'); row.id = 'zoned'; row.style.cssText = 'display: flex; flex-wrap: wrap; width: 760px; gap: 12px; align-items: center; padding: 8px';
  for (const [id, attrs] of Object.entries(specs)) {
    const el = document.createElement('swift-gauge'); el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    row.append(el);
  }
  document.body.prepend(row);
  return Promise.all([...row.children].map((el) => el.ready)).then(() => window.__sgt.rendered());
}"""

# The colours (#rrggbb, or null where transparent) at points in a gauge's list coordinates.
AT = """([id, pts]) => {
  const el = document.getElementById(id), c = el.gauge._binding.canvas, x = c.getContext('2d');
  const w = +el.gauge.displayListText().match(/size=([\\d.]+)x/)[1], s = c.width / w;
  return pts.map(([px, py]) => {
    const d = x.getImageData(Math.round(px * s), Math.round(py * s), 1, 1).data;
    return d[3] < 200 ? null : '#' + [d[0], d[1], d[2]].map((n) => n.toString(16).padStart(2, '0')).join('');
  });
}"""


def _near(a, b, tol=40):
    return a is not None and sum(abs(int(a[i:i + 2], 16) - int(b[i:i + 2], 16)) for i in (1, 3, 5)) < tol


@pytest.mark.engine_lacks('media-change')
def test_forced_colours_show_the_value_solid_and_only_zone_bands_patterned(page_factory, shots):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(MAKE_ZONED)
    pg.emulate_media(forced_colors='active')
    pg.evaluate('window.__sgt.rendered()')
    pg.locator('#zoned').screenshot(path=str(shots / 'forced-colors-zones.png'))
    sys = pg.evaluate(READ)['sys']
    hi, gray, canvas = sys['Highlight'], sys['GrayText'], sys['Canvas']
    text = {g: pg.evaluate("(id) => document.getElementById(id).gauge.displayListText()", g)
            for g in ('zdial', 'zcap', 'zlin', 'zring', 'zcring')}
    at = lambda gid, pts: pg.evaluate(AT, [gid, pts])

    # (1) The dial's needle (the line in its zone's paint) is solid Highlight all along, not striped.
    needle = re.search(r'^line from=\(([-\d.]+),([-\d.]+)\) to=\(([-\d.]+),([-\d.]+)\) w=[\d.]+ cap=round', text['zdial'], re.M)
    x0, y0, x1, y1 = map(float, needle.groups())
    got = at('zdial', [[x0 + t * (x1 - x0), y0 + t * (y1 - y0)] for t in [0.3 + 0.03 * k for k in range(20)]])
    assert all(_near(c, hi) for c in got), (got, hi)
    # ... while its zone bands stay hatched: along the band arc both Highlight and Canvas stripes show.
    arc = re.search(r'strokeArc c=\(([\d.]+),([\d.]+)\) r=([\d.]+) a=([\d.]+)\.\.([\d.]+) w=[\d.]+ cap=butt paint=#1', text['zdial'])
    cx, cy, r, a0, a1 = map(float, arc.groups())
    got = at('zdial', [[cx + r * math.cos(a), cy + r * math.sin(a)] for a in [a0 + (a1 - a0) * k / 80 for k in range(1, 80)]])
    assert sum(_near(c, hi) for c in got) > 10 and sum(_near(c, canvas, 80) for c in got) > 5, got

    # (2) The capacity bar: its fill (0..40 %) solid Highlight; the rest of the track GrayText, never Highlight —
    # solid in the first zone (to 60 %), hatched with Canvas stripes in the second (60–85 %).
    track = re.search(r'fillRoundRect at=\(([\d.]+),([\d.]+)\) size=([\d.]+)x([\d.]+) radius=[\d.]+ paint=#2', text['zcap'])
    tx, ty, tw, th = map(float, track.groups())
    mid = ty + th / 2
    along = lambda f0, f1, n=40: [[tx + tw * (f0 + (f1 - f0) * k / n), mid] for k in range(1, n)]
    fill, first, second = at('zcap', along(0.02, 0.38)), at('zcap', along(0.42, 0.58)), at('zcap', along(0.62, 0.83))
    assert all(_near(c, hi) for c in fill), (fill, hi)
    assert all(_near(c, gray) for c in first), (first, gray)
    assert not any(_near(c, hi) for c in second + first), second
    assert sum(_near(c, gray) for c in second) > 5 and sum(_near(c, canvas, 120) for c in second) > 4, (second, gray, canvas)

    # (3) accessoryLinear's neighbouring bands differ by pattern: solid, hatched, solid (GrayText); its marker solid Highlight.
    track = re.search(r'fillRoundRect at=\(([\d.]+),([\d.]+)\) size=([\d.]+)x([\d.]+) radius=[\d.]+ paint=#1', text['zlin'])
    tx, ty, tw, th = map(float, track.groups())
    mid = ty + th / 2
    marker_x = float(re.search(r'knockOut c=\(([\d.]+),', text['zlin']).group(1))
    outside = lambda pts: [p for p in pts if abs(p[0] - marker_x) > 10]   # the marker and its knock-out aside
    b0, b1, b2 = (at('zlin', outside(along(f0, f1))) for f0, f1 in ((0.03, 0.57), (0.62, 0.83), (0.87, 0.97)))
    assert all(_near(c, gray) for c in b0 + b2), (b0, b2, gray)
    assert sum(_near(c, gray) for c in b1) > 5 and sum(_near(c, canvas, 120) for c in b1) > 4, (b1, gray, canvas)
    m = at('zlin', [[marker_x + dx, mid] for dx in (-2, -1, 0, 1, 2)])
    assert all(_near(c, hi) for c in m), (m, hi)

    # The ring's marker (a disc after a knock-out) and the capacity ring's fill (a round-capped arc) solid Highlight.
    marker = re.search(r'knockOut c=\(([\d.]+),([\d.]+)\) r=[\d.]+\nfillCircle c=\([\d.]+,[\d.]+\) r=([\d.]+)', text['zring'])
    mx, my, mr = map(float, marker.groups())
    m = at('zring', [[mx + dx * mr * 0.35, my + dy * mr * 0.35] for dx in (-1, 0, 1) for dy in (-1, 0, 1)])
    assert all(_near(c, hi) for c in m), (m, hi)
    fa = re.search(r'strokeArc c=\(([\d.]+),([\d.]+)\) r=([\d.]+) a=([-\d.]+)\.\.([-\d.]+) w=[\d.]+ cap=round', text['zcring'])
    cx, cy, r, a0, a1 = map(float, fa.groups())
    got = at('zcring', [[cx + r * math.cos(a), cy + r * math.sin(a)] for a in [a0 + (a1 - a0) * k / 40 for k in range(1, 40)]])
    assert all(_near(c, hi) for c in got), (got, hi)


@pytest.mark.engine_lacks('media-change')
def test_printing_under_forced_colours_maps_reserved_zone_colours_to_system_colours(page_factory, shots):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(MAKE_ZONED)
    pg.emulate_media(forced_colors='active')
    pg.evaluate('window.__sgt.rendered()')
    sys = pg.evaluate(READ)['sys']
    pg.evaluate("dispatchEvent(new Event('beforeprint'))")
    pg.locator('#zoned').screenshot(path=str(shots / 'forced-colors-print.png'))
    # Per gauge: every fill, stroke and stop colour of its print SVG, as the browser computes it (#rrggbb).
    paints = pg.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#zoned swift-gauge')].map((el) => {
      const svg = el.shadowRoot.querySelector('svg[part=print]'), hex = (v) => '#' + v.match(/\\d+/g).slice(0, 3).map((n) => (+n).toString(16).padStart(2, '0')).join('');
      const raw = [...svg.querySelectorAll('[fill],[stroke],[stop-color]')].flatMap((e) => ['fill', 'stroke', 'stop-color'].map((a) => e.getAttribute(a)))
        .filter((v) => v && v !== 'none' && !v.startsWith('url'));
      const probe = document.createElement('span'); probe.style.forcedColorAdjust = 'none'; document.body.append(probe);  // or forced to CanvasText
      const out = raw.map((v) => { probe.style.color = ''; probe.style.color = v; return hex(getComputedStyle(probe).color); });
      probe.remove();
      return [el.id, { raw, paints: out, needle: [...svg.querySelectorAll('line[stroke-linecap=round]')].map((l) => l.getAttribute('stroke')) }];
    }))""")
    pg.evaluate("dispatchEvent(new Event('afterprint'))")
    allowed = {sys['Highlight'], sys['GrayText'], sys['CanvasText'], sys['Canvas']}
    for gid, got in paints.items():
        assert not any(v.lower().startswith('#03f9') for v in got['raw']), (gid, got['raw'])
        assert set(got['paints']) <= allowed, (gid, set(got['paints']) - allowed, sys)
    # The dial's needle (its zone's colour) prints Highlight; the capacity bar's track stops GrayText and CanvasText.
    hexed = lambda v: pg.evaluate("(v) => { const p = document.createElement('span'); p.style.forcedColorAdjust = 'none'; p.style.color = v; document.body.append(p); const c = getComputedStyle(p).color; p.remove(); return '#' + c.match(/\\d+/g).slice(0, 3).map((n) => (+n).toString(16).padStart(2, '0')).join(''); }", v)
    assert paints['zdial']['needle'] and all(hexed(v) == sys['Highlight'] for v in paints['zdial']['needle']), paints['zdial']
    assert {sys['Highlight'], sys['GrayText']} <= set(paints['zcap']['paints']), paints['zcap']


# A page colour that happens to be (or look like) a reserved zone colour is only a colour: a tint
# #03f900 and a zone rgb(3, 249, 10) draw as themselves with forced colours off — canvas, toPNG and the print SVG.
MAKE_LOOKALIKE = """() => {
  const specs = {
    ltint: { 'gauge-style': 'linearCapacity', value: '0.8', tint: '#03f900', style: 'width: 300px' },
    lzone: { 'gauge-style': 'dial', max: '100', value: '70', zones: '[{"from": 0, "color": "rgb(3, 249, 10)"}, {"from": 50, "color": "rgb(3, 249, 10)"}]', style: 'width: 240px; height: 240px' },
  };
  const row = document.createElement('div'); row.id = 'lookalike'; row.style.cssText = 'display: flex; gap: 12px; align-items: center; padding: 8px';
  for (const [id, attrs] of Object.entries(specs)) {
    const el = document.createElement('swift-gauge'); el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    row.append(el);
  }
  document.body.prepend(row);
  return Promise.all([...row.children].map((el) => el.ready)).then(() => window.__sgt.rendered());
}"""

# A gauge's colours (#rrggbb, alpha > 200, count > 20) on its canvas, in its toPNG and in its print SVG's paints.
LOOKALIKE = """async (id) => {
  const el = document.getElementById(id);
  const count = (d) => { const n = new Map(); for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 200) { const k = '#' + [d[i], d[i + 1], d[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join(''); n.set(k, (n.get(k) || 0) + 1); } return Object.fromEntries([...n].filter(([, v]) => v > 20)); };
  const c = el.gauge._binding.canvas;
  const canvas = count(c.getContext('2d').getImageData(0, 0, c.width, c.height).data);
  const bmp = await createImageBitmap(await el.toPNG());
  const o = new OffscreenCanvas(bmp.width, bmp.height), x = o.getContext('2d'); x.drawImage(bmp, 0, 0);
  const png = count(x.getImageData(0, 0, bmp.width, bmp.height).data);
  dispatchEvent(new Event('beforeprint'));
  const svg = el.shadowRoot.querySelector('svg[part=print]');
  const paints = svg ? [...svg.querySelectorAll('[fill],[stroke],[stop-color]')].flatMap((e) => ['fill', 'stroke', 'stop-color'].map((a) => e.getAttribute(a)).filter((v) => v && v !== 'none' && !v.startsWith('url('))) : null;
  dispatchEvent(new Event('afterprint'));
  await window.__sgt.rendered();
  return { canvas, png, paints };
}"""


def test_colours_that_look_like_reserved_zone_colours_draw_as_themselves(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(MAKE_LOOKALIKE)
    tint = pg.evaluate(LOOKALIKE, 'ltint')
    zone = pg.evaluate(LOOKALIKE, 'lzone')
    near = lambda px, want: sum(v for k, v in px.items() if sum(abs(int(k[i:i + 2], 16) - int(want[i:i + 2], 16)) for i in (1, 3, 5)) < 12)
    # The bar's fill is #03f900, solid (no Highlight, no hatch) on the canvas and in the PNG.
    for where in ('canvas', 'png'):
        assert near(tint[where], '#03f900') > 500, (where, tint[where])
        assert near(zone[where], '#03f90a') > 500, (where, zone[where])
    # The print SVG keeps the colours (no system colour put in their place).
    assert any(p.lower() == '#03f900' for p in tint['paints']), tint['paints']
    assert any(p.lower() == '#03f90a' for p in zone['paints']), zone['paints']
    assert not any('highlight' in p.lower() or 'graytext' in p.lower() for p in tint['paints'] + zone['paints'])


@pytest.mark.engine_lacks('media-change')
def test_forced_colours_still_hatch_zones_whose_colours_look_reserved(page_factory, shots):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(MAKE_LOOKALIKE)
    pg.emulate_media(forced_colors='active')
    pg.evaluate('window.__sgt.rendered()')
    pg.locator('#lzone').screenshot(path=str(shots / 'forced-colours-lookalike-zones.png'))
    sys = pg.evaluate(READ)['sys']
    zone = pg.evaluate(LOOKALIKE, 'lzone')
    near = lambda px, want: sum(v for k, v in px.items() if sum(abs(int(k[i:i + 2], 16) - int(want[i:i + 2], 16)) for i in (1, 3, 5)) < 30)
    # The dial's bands: Highlight with Canvas stripes; no reserved or page zone colour reaches a pixel. The band is
    # ~9.5 × 540 px, three quarters Highlight: opaque, not mixed with the GrayText track under it (Chromium's
    # Highlight is 80 % opaque; the palette draws it opaque, forced-colors.js).
    assert near(zone['canvas'], sys['Highlight']) > 1500 and near(zone['canvas'], sys['Canvas']) > 20, (zone['canvas'], sys)
    assert not any(k.startswith('#03f9') for k in zone['canvas']), zone['canvas']
    assert not any(p.lower().startswith('#03f9') for p in zone['paints']), zone['paints']
    pg.emulate_media(forced_colors='none')
