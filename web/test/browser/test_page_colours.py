"""Colours from the page (docs/abi.md › Colours from the page) on pages/element.html: tints the core cannot parse —
var(), currentColor, color-mix(), system colours, --swift-gauge-tint on an ancestor — are resolved by the browser in
the context of the gauge's element; lab() is the core's own. The oracle is the browser's own parse: the same
colour text set on a plain element in the same place, its computed colour painted on a scratch canvas. Each gauge
is an accessoryLinearCapacity bar at value 1, so its fill (the last round rect of the display list) is the tint;
the pixel at the centre of the fill must be that colour too.
"""
from __future__ import annotations

import pytest

from conftest import open_page

PAGE = 'test/browser/pages/element.html'

SETUP = """async () => {
  const style = document.createElement('style');
  style.textContent = `
    :root { --brand: #3366cc; }
    :root.alt { --brand: #cc6633; }
    #pc-theme { --swift-gauge-tint: var(--brand); }
    #pc-current { color: rgb(200, 40, 90); }
    #pc-area swift-gauge { width: 200px; height: 40px; display: block; }
    #pc-lab::part(canvas) { filter: opacity(0.99); }`;
  document.head.append(style);
  const area = document.createElement('div');
  area.id = 'pc-area';
  area.innerHTML = `
    <swift-gauge id="pc-var" gauge-style="accessoryLinearCapacity" value="1" tint="var(--brand)"></swift-gauge>
    <div id="pc-current"><swift-gauge id="pc-cc" gauge-style="accessoryLinearCapacity" value="1" tint="currentColor"></swift-gauge></div>
    <div id="pc-theme">
      <swift-gauge id="pc-ancestor" gauge-style="accessoryLinearCapacity" value="1"></swift-gauge>
      <swift-gauge id="pc-attr-wins" gauge-style="accessoryLinearCapacity" value="1" tint="#10a050"></swift-gauge>
    </div>
    <swift-gauge id="pc-lab" gauge-style="accessoryLinearCapacity" value="1" tint="lab(52.2345% 40.1645 59.9971)"></swift-gauge>
    <swift-gauge id="pc-mix" gauge-style="accessoryLinearCapacity" value="1" tint="color-mix(in srgb, #ff0000, #0000ff)"></swift-gauge>
    <swift-gauge id="pc-system" gauge-style="accessoryLinearCapacity" value="1" tint="CanvasText" color-scheme="dark"></swift-gauge>
    <swift-gauge id="pc-swiftui" gauge-style="accessoryLinearCapacity" value="1" tint="red"></swift-gauge>`;
  document.body.prepend(area);
  await Promise.all([...area.querySelectorAll('swift-gauge')].map((el) => el.ready));
  await window.__sgt.rendered();
}"""

# The gauge's fill colour (display list) and the pixel in the middle of the fill; the browser's own colour for
# `token` computed on a plain element in the gauge's place (with the gauge's colour scheme), painted on a canvas.
PROBE = """([id, token, scheme]) => {
  const el = document.getElementById(id);
  const text = el.gauge.displayListText();
  const paints = Object.fromEntries([...text.matchAll(/^solid #(\\d+) (#[0-9a-f]{8})$/gm)].map((m) => [m[1], m[2]]));
  const rects = [...text.matchAll(/^fillRoundRect at=\\(([\\d.]+),([\\d.]+)\\) size=([\\d.]+)x([\\d.]+) .* paint=#(\\d+)$/gm)];
  const [, x0, y0, w, h, paint] = rects[rects.length - 1];
  const fill = paints[paint];
  const c = el.gauge._binding.canvas, r = window.devicePixelRatio;
  const at = (v, size) => Math.floor((+v + size / 2) * r);
  const px = [...c.getContext('2d').getImageData(at(x0, +w), at(y0, +h), 1, 1).data];
  let want = null;
  if (token !== null) {
    const probe = document.createElement('span');
    probe.style.colorScheme = scheme;
    probe.style.color = token;
    el.parentNode.insertBefore(probe, el);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    const x = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    x.fillStyle = computed; x.fillRect(0, 0, 1, 1);
    want = [...x.getImageData(0, 0, 1, 1).data];
  }
  const hex = fill.slice(1);
  return { fill: [0, 2, 4, 6].map((k) => parseInt(hex.slice(k, k + 2), 16)), px, want };
}"""


# The change's style recalculation, then its transitionrun, read and redraw (docs/design.md › The web host).
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))"


def close(a, b, tol=1):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


@pytest.fixture
def colours_page(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(SETUP)
    return pg


@pytest.mark.parametrize('gid, token, scheme', [
    ('pc-var', 'var(--brand)', 'light'),
    ('pc-cc', 'currentColor', 'light'),
    ('pc-ancestor', 'var(--brand)', 'light'),        # --swift-gauge-tint: var(--brand) on the ancestor
    ('pc-attr-wins', '#10a050', 'light'),            # an attribute wins over --swift-gauge-tint
    ('pc-lab', 'lab(52.2345% 40.1645 59.9971)', 'light'),
    ('pc-mix', 'color-mix(in srgb, #ff0000, #0000ff)', 'light'),
    ('pc-system', 'CanvasText', 'dark'),
])
def test_page_colours_draw_as_the_browser_parses_them(colours_page, gid, token, scheme):
    r = colours_page.evaluate(PROBE, [gid, token, scheme])
    assert r['want'] is not None
    assert close(r['fill'], r['want']), f'{gid}: display list {r["fill"]}, browser {r["want"]} for {token}'
    assert close(r['px'], r['want'], 2), f'{gid}: pixel {r["px"]}, browser {r["want"]} for {token}'


def test_swiftui_names_stay_the_cores(colours_page):
    # `red` is SwiftUI's system red (HIG, light scheme), not CSS's #ff0000: the host does not hand it to the browser.
    r = colours_page.evaluate(PROBE, ['pc-swiftui', None, 'light'])
    assert r['fill'] == [255, 59, 48, 255]


def test_a_theme_change_redraws_page_colours(colours_page):
    pg = colours_page
    pg.evaluate("document.documentElement.classList.add('alt')")  # seen by each gauge's style watch, no refresh()
    pg.evaluate(TWO_FRAMES)
    pg.evaluate('window.__sgt.rendered()')
    for gid in ('pc-var', 'pc-ancestor'):
        r = pg.evaluate(PROBE, [gid, 'var(--brand)', 'light'])
        assert close(r['want'], [0xcc, 0x66, 0x33, 255]) and close(r['fill'], r['want']), (gid, r)
    r = pg.evaluate(PROBE, ['pc-attr-wins', '#10a050', 'light'])
    assert close(r['fill'], r['want'])


def test_a_tint_property_wins_and_null_returns_to_the_custom_property(colours_page):
    pg = colours_page
    pg.evaluate("document.getElementById('pc-ancestor').tint = 'lab(29.2345% 39.3825 20.0664)'")
    pg.evaluate('window.__sgt.rendered()')
    r = pg.evaluate(PROBE, ['pc-ancestor', 'lab(29.2345% 39.3825 20.0664)', 'light'])
    assert close(r['fill'], [0x7d, 0x23, 0x29, 255]) and close(r['fill'], r['want']), r
    pg.evaluate("document.getElementById('pc-ancestor').tint = null")
    pg.evaluate('window.__sgt.rendered()')
    r = pg.evaluate(PROBE, ['pc-ancestor', 'var(--brand)', 'light'])
    assert close(r['fill'], [0x33, 0x66, 0xcc, 255]) and close(r['fill'], r['want']), r



def test_the_canvas_is_a_part(colours_page):
    # The page styles the element's canvas through ::part(canvas), as it styles ::part(fallback).
    got = colours_page.evaluate("getComputedStyle(document.getElementById('pc-lab').gauge._binding.canvas).filter")
    assert got == 'opacity(0.99)'


# Colour options from the page: --swift-gauge-track-color, --swift-gauge-label-color, --swift-gauge-value-color on an
# ancestor (var(), currentColor, color-mix() resolved by the browser), attributes winning over them. A dial draws all
# three: its track (the first strokeArc), its tick labels and major ticks in the label colour, its value text.
TEXTS_SETUP = """async () => {
  const style = document.createElement('style');
  style.textContent = `
    #pc-texts { --swift-gauge-track-color: var(--brand); --swift-gauge-label-color: currentColor;
      --swift-gauge-value-color: color-mix(in srgb, #ff0000, #0000ff); color: rgb(200, 40, 90); }
    #pc-texts swift-gauge { width: 240px; height: 240px; display: inline-block; }`;
  document.head.append(style);
  const area = document.createElement('div');
  area.id = 'pc-texts';
  area.innerHTML = `
    <swift-gauge id="pc-dial" gauge-style="dial" value="37" upper="100" label="Load"></swift-gauge>
    <swift-gauge id="pc-dial-attr" gauge-style="dial" value="37" upper="100" label="Load" label-color="#10a050"
      track-color="lab(80% 0 0)"></swift-gauge>`;
  document.body.prepend(area);
  await Promise.all([...area.querySelectorAll('swift-gauge')].map((el) => el.ready));
  await window.__sgt.rendered();
}"""

TEXTS_PROBE = """([id, tokens]) => {
  const el = document.getElementById(id);
  const text = el.gauge.displayListText(), lines = text.split('\\n');
  const paints = Object.fromEntries([...text.matchAll(/^solid #(\\d+) (#[0-9a-f]{8})$/gm)].map((m) => [m[1], m[2]]));
  const rgba = (hex) => [1, 3, 5, 7].map((k) => parseInt(hex.slice(k, k + 2), 16));
  const lineOf = (re) => lines.find((l) => re.test(l));
  const paintOf = (l) => rgba(paints[l.match(/paint=#(\\d+)/)[1]]);
  const track = lineOf(/^strokeArc /), tick = lineOf(/^text "0" /), value = lineOf(/^text "37" /);
  const c = el.gauge._binding.canvas, r = window.devicePixelRatio, g = c.getContext('2d');
  // The track's pixel at 90 % of its arc (beyond the value's fill, outside the ticks).
  const [, cx, cy, rad, a0, a1] = track.match(/c=\\(([\\d.]+),([\\d.]+)\\) r=([\\d.]+) a=([-\\d.]+)\\.\\.([-\\d.]+)/).map(Number);
  const a = a0 + 0.9 * (a1 - a0);
  const trackPx = [...g.getImageData(Math.floor((cx + rad * Math.cos(a)) * r), Math.floor((cy + rad * Math.sin(a)) * r), 1, 1).data];
  // The value text's most covered pixel: inside a stem, the text's own colour.
  const [, vx, vy] = value.match(/at=\\(([\\d.]+),([\\d.]+)\\)/).map(Number), size = +value.match(/size=([\\d.]+)/)[1];
  const box = g.getImageData(Math.floor((vx - size) * r), Math.floor((vy - size / 2) * r), Math.ceil(2 * size * r), Math.ceil(size * r)).data;
  let best = 3;
  for (let k = 3; k < box.length; k += 4) if (box[k] > box[best]) best = k;
  const valuePx = [...box.slice(best - 3, best + 1)];
  const want = tokens.map((token) => {
    const probe = document.createElement('span');
    probe.style.color = token;
    el.parentNode.insertBefore(probe, el);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    const x = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    x.fillStyle = computed; x.fillRect(0, 0, 1, 1);
    return [...x.getImageData(0, 0, 1, 1).data];
  });
  return { track: paintOf(track), tick: paintOf(tick), value: paintOf(value), trackPx, valuePx, want };
}"""


@pytest.fixture
def texts_page(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(SETUP)
    pg.evaluate(TEXTS_SETUP)
    return pg


@pytest.mark.parametrize('gid, track, label', [
    ('pc-dial', 'var(--brand)', 'currentColor'),
    ('pc-dial-attr', 'lab(80% 0 0)', '#10a050'),     # attributes win over the custom properties
])
def test_track_label_and_value_colours_come_from_the_page(texts_page, gid, track, label):
    value = 'color-mix(in srgb, #ff0000, #0000ff)'
    r = texts_page.evaluate(TEXTS_PROBE, [gid, [track, label, value]])
    want_track, want_label, want_value = r['want']
    assert close(r['track'], want_track), (gid, r)
    assert close(r['tick'], want_label), (gid, r)
    assert close(r['value'], want_value), (gid, r)
    assert close(r['trackPx'], want_track, 2), (gid, r)
    assert close(r['valuePx'], want_value, 2), (gid, r)


def test_a_colour_property_wins_and_null_returns_to_the_custom_property(texts_page):
    pg = texts_page
    pg.evaluate("document.getElementById('pc-dial').valueColor = 'rgb(0, 128, 0)'")
    pg.evaluate('window.__sgt.rendered()')
    assert pg.evaluate("document.getElementById('pc-dial').getAttribute('value-color')") == 'rgb(0, 128, 0)'
    r = pg.evaluate(TEXTS_PROBE, ['pc-dial', ['rgb(0, 128, 0)']])
    assert close(r['value'], [0, 128, 0, 255]) and close(r['valuePx'], [0, 128, 0, 255], 2), r
    pg.evaluate("document.getElementById('pc-dial').valueColor = null")
    pg.evaluate("document.getElementById('pc-texts').style.color = 'rgb(20, 90, 200)'")
    pg.evaluate(TWO_FRAMES)  # an ancestor's inline colour: seen by the gauge's style watch, no refresh()
    pg.evaluate('window.__sgt.rendered()')
    r = pg.evaluate(TEXTS_PROBE, ['pc-dial', ['currentColor', 'color-mix(in srgb, #ff0000, #0000ff)']])
    assert close(r['tick'], [20, 90, 200, 255]) and close(r['tick'], r['want'][0]), r
    assert close(r['value'], r['want'][1]), r


# A new user's README trial: `await el.ready; el.toSVG()` gave the default blue (#007aff) for a tint from
# --swift-gauge-tint (and the default label colour for --swift-gauge-label-color), the page's colours one frame
# later — they are read in the frame's read phase. An export before that frame reads them first.
EXPORT_AT_READY = """async () => {
  const box = document.createElement('div');
  box.style.cssText = '--swift-gauge-tint: hotpink; --swift-gauge-label-color: rgb(0, 128, 0)';
  const el = document.createElement('swift-gauge');
  el.setAttribute('gauge-style', 'dial'); el.setAttribute('value', '0.5'); el.setAttribute('label', 'L');
  box.append(el); document.body.append(box);
  const g = await el.ready;
  const svg = el.toSVG();
  const blob = await el.toPNG(40, 40, 1);
  const bitmap = await createImageBitmap(blob);
  const c = document.createElement('canvas'); c.width = 40; c.height = 40;
  const x = c.getContext('2d', { willReadFrequently: true }); x.drawImage(bitmap, 0, 0);
  const d = x.getImageData(0, 0, 40, 40).data;
  let pink = 0;
  for (let k = 0; k < d.length; k += 4) if (d[k] > 200 && d[k + 1] > 80 && d[k + 1] < 130 && d[k + 2] > 150 && d[k + 2] < 200) pink++;
  const url = el.toDataURL(40, 40, 1);
  await window.__sgt.rendered();
  return { svg, pink, url: url.startsWith('data:image/png'), later: el.toSVG() };
}"""


def test_exports_right_after_ready_carry_the_page_colours(page_factory):
    pg = open_page(page_factory(1), PAGE)
    r = pg.evaluate(EXPORT_AT_READY)
    svg = r['svg'].lower()
    assert '#ff69b4' in svg and '#007aff' not in svg, svg[:400]
    assert '#008000' in svg, 'the label colour from --swift-gauge-label-color'
    assert r['pink'] > 0 and r['url'], r['pink']
    assert r['later'] == r['svg'], 'the export at ready is what the page draws a frame later'
