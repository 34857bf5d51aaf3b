"""The opt-in font (docs/abi.md › gauge_set_font) on pages/element.html: with `font-family="inherit"` (or
`--swift-gauge-font-family: page` on an ancestor) a gauge on a page whose font is DejaVu Serif (Debian's
fonts-dejavu-core) draws and measures its texts in that serif: its text pixels differ from the default font's, the
core fits each text to its slot with the serif's widths (its measured width at the drawn size stays within the
slot's maxWidth, and its ink inside the slot), and toSVG() names the family. Without the switch the gauge keeps
the default stack, whatever the page's font.
"""
from __future__ import annotations

import pytest

from conftest import open_page

PAGE = 'test/browser/pages/element.html'

SETUP = """async () => {
  const style = document.createElement('style');
  style.textContent = `
    #ft-area { font-family: 'DejaVu Serif'; }
    #ft-area swift-gauge { width: 150px; height: 90px; display: block; }
    #ft-prop { --swift-gauge-font-family: page; }`;
  document.head.append(style);
  const area = document.createElement('div');
  area.id = 'ft-area';
  const attrs = 'gauge-style="linearCapacity" value="0.4" label="Mountain Height Reading" current-value-label="1,234 m above sea level" minimum-value-label="0" maximum-value-label="8,848"';
  area.innerHTML = `
    <swift-gauge id="ft-default" ${attrs}></swift-gauge>
    <swift-gauge id="ft-inherit" ${attrs} font-family="inherit"></swift-gauge>
    <div id="ft-prop"><swift-gauge id="ft-custom" ${attrs}></swift-gauge></div>`;
  document.body.prepend(area);
  await document.fonts.load("600 15px 'DejaVu Serif'");
  await Promise.all([...area.querySelectorAll('swift-gauge')].map((el) => el.ready));
  await window.__sgt.rendered();
}"""

# Each text of the gauge's display list with its width in `family` at the drawn size and weight, and the ink's
# horizontal extent (CSS px) in the text's own row for the label (first row) and the value (last row).
PROBE = """([id, family]) => {
  const el = document.getElementById(id);
  const text = el.gauge.displayListText();
  const x = document.createElement('canvas').getContext('2d');
  const texts = [...text.matchAll(/^text "(.*)" at=\\(([\\d.]+),([\\d.]+)\\) size=([\\d.]+) weight=(\\d+) align=(\\w+) .*maxWidth=([\\d.]+)$/gm)]
    .map(([, s, tx, ty, size, weight, align, maxWidth]) => {
      x.font = `${weight} ${size}px ${family}`;
      return { s, x: +tx, y: +ty, size: +size, weight: +weight, align, maxWidth: +maxWidth, width: x.measureText(s).width };
    });
  const c = el.gauge._binding.canvas, r = c.width / el.clientWidth;
  const img = c.getContext('2d').getImageData(0, 0, c.width, c.height);
  const ink = (t) => {
    let lo = Infinity, hi = -Infinity;
    const y0 = Math.max(0, Math.floor((t.y - 0.6 * t.size) * r)), y1 = Math.min(c.height, Math.ceil((t.y + 0.6 * t.size) * r));
    for (let yy = y0; yy < y1; yy++) for (let xx = 0; xx < c.width; xx++) {
      if (img.data[4 * (yy * c.width + xx) + 3] > 0) { lo = Math.min(lo, xx); hi = Math.max(hi, xx + 1); }
    }
    return [lo / r, hi / r];
  };
  const rows = [texts[0], texts[texts.length - 1]].map((t) => ({ s: t.s, ink: ink(t) }));
  return { texts, rows, pixels: [...img.data], svg: el.toSVG() };
}"""


@pytest.fixture
def font_page(page_factory):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate(SETUP)
    return pg


def slot(t):
    """The horizontal extent of a text's slot: maxWidth placed by its alignment at x."""
    if t['align'] == 'center':
        return t['x'] - t['maxWidth'] / 2, t['x'] + t['maxWidth'] / 2
    if t['align'] == 'left':
        return t['x'], t['x'] + t['maxWidth']
    return t['x'] - t['maxWidth'], t['x']


@pytest.mark.parametrize('gid', ['ft-inherit', 'ft-custom'])
def test_the_page_font_draws_and_measures_the_texts(font_page, gid):
    serif = font_page.evaluate(PROBE, [gid, "'DejaVu Serif'"])
    default = font_page.evaluate(PROBE, ['ft-default', "'DejaVu Serif'"])
    # Measured in the serif: each text fits its slot at the size the core chose with the serif's widths.
    assert [t['s'] for t in serif['texts']] == [t['s'] for t in default['texts']]
    # (Widths are measured at 100 px and scaled: Firefox's advances at a small size differ by up to ~0.5 %.)
    for t in serif['texts']:
        assert t['width'] <= t['maxWidth'] * 1.01 + 0.5, (gid, t)
    # The long label and value had to shrink, to other sizes than in the default font (other widths).
    sizes = {t['s']: t['size'] for t in serif['texts']}
    default_sizes = {t['s']: t['size'] for t in default['texts']}
    assert sizes['Mountain Height Reading'] < 15 and sizes['Mountain Height Reading'] != default_sizes['Mountain Height Reading']
    # The label's and the value's ink lie inside their slots.
    for row, t in zip(serif['rows'], [serif['texts'][0], serif['texts'][-1]]):
        lo, hi = slot(t)
        assert lo - 0.5 <= row['ink'][0] and row['ink'][1] <= hi + 0.5, (gid, row, t)
    # The text pixels are the serif's, not the default font's.
    differing = sum(1 for a, b in zip(serif['pixels'][3::4], default['pixels'][3::4]) if abs(a - b) > 40)
    assert differing > 200, differing
    assert 'DejaVu Serif' in serif['svg'] and 'DejaVu Serif' not in default['svg']


def test_without_the_switch_the_default_stack_stays(font_page):
    # The default gauge's texts were measured in the built-in stack: the label's width there fits its slot.
    d = font_page.evaluate(PROBE, ['ft-default', "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"])
    for t in d['texts']:
        assert t['width'] <= t['maxWidth'] * 1.01 + 0.5, t
    assert "'DejaVu Sans'" in d['svg']


def test_switching_the_font_off_and_on_redraws(font_page):
    pg = font_page
    before = pg.evaluate(PROBE, ['ft-inherit', "'DejaVu Serif'"])
    pg.evaluate("document.getElementById('ft-inherit').fontFamily = null")
    pg.evaluate('window.__sgt.rendered()')
    off = pg.evaluate(PROBE, ['ft-inherit', "'DejaVu Serif'"])
    default = pg.evaluate(PROBE, ['ft-default', "'DejaVu Serif'"])
    assert off['pixels'] == default['pixels']
    pg.evaluate("document.getElementById('ft-inherit').fontFamily = 'inherit'")
    pg.evaluate('window.__sgt.rendered()')
    assert pg.evaluate(PROBE, ['ft-inherit', "'DejaVu Serif'"])['pixels'] == before['pixels']


# A font-family only the page can resolve (var()) is resolved in the element's context, as colours
# are; one that is no font-family list (a `font` shorthand, url(), a CSS-wide keyword, calc()) is refused with one
# warning and the texts keep the default stack — never the canvas's 10px sans-serif fallback, measured wrong.
GRAMMAR = """async () => {
  const warnings = [];
  const warn = console.warn;
  console.warn = (...a) => { warnings.push(a.join(' ')); warn.apply(console, a); };
  const style = document.createElement('style');
  style.textContent = `#fg-area { --brand-font: 'DejaVu Serif'; --bad-font: 12px serif; }
    #fg-area swift-gauge { width: 150px; height: 90px; display: block; }
    #fg-badprop { --swift-gauge-font-family: 12px serif; }`;
  document.head.append(style);
  const area = document.createElement('div');
  area.id = 'fg-area';
  const attrs = 'gauge-style="linearCapacity" value="0.4" label="Mountain Height Reading" current-value-label="1,234 m above sea level" minimum-value-label="0" maximum-value-label="8,848"';
  const bad = ['12px serif', 'url(x.woff)', 'initial', 'calc(1px)', 'var(--bad-font)'];
  area.innerHTML = `
    <swift-gauge id="fg-default" ${attrs}></swift-gauge>
    <swift-gauge id="fg-serif" ${attrs} font-family="'DejaVu Serif'"></swift-gauge>
    <swift-gauge id="fg-var" ${attrs} font-family="var(--brand-font)"></swift-gauge>
    ${bad.map((f, i) => `<swift-gauge id="fg-bad${i}" ${attrs} font-family="${f}"></swift-gauge>`).join('')}
    <div id="fg-badprop"><swift-gauge id="fg-badcustom" ${attrs}></swift-gauge></div>`;
  document.body.prepend(area);
  await document.fonts.load("600 15px 'DejaVu Serif'");
  await Promise.all([...area.querySelectorAll('swift-gauge')].map((el) => el.ready));
  await window.__sgt.rendered();
  const pixels = (id) => { const c = document.getElementById(id).gauge._binding.canvas; return [...c.getContext('2d').getImageData(0, 0, c.width, c.height).data]; };
  const ids = [...area.querySelectorAll('swift-gauge')].map((el) => el.id);
  let thrown = null;
  try { document.getElementById('fg-default').gauge.fontFamily = '12px serif'; } catch (e) { thrown = `${e.name}: ${e.message}`; }
  console.warn = warn;
  return { warnings, thrown, bad,
    fonts: Object.fromEntries(ids.map((id) => [id, document.getElementById(id).gauge._binding.canvas.getContext('2d').font])),
    pixels: Object.fromEntries(ids.map((id) => [id, pixels(id)])),
    svg: Object.fromEntries(ids.map((id) => [id, document.getElementById(id).toSVG()])) };
}"""


def test_a_var_font_family_resolves_and_an_invalid_one_is_refused_with_one_warning(page_factory):
    pg = open_page(page_factory(1), PAGE)
    r = pg.evaluate(GRAMMAR)
    # var(--brand-font) draws exactly as the family it names: same pixels, same family in the SVG.
    assert r['pixels']['fg-var'] == r['pixels']['fg-serif'], r['fonts'].get('fg-var')
    assert r['pixels']['fg-var'] != r['pixels']['fg-default']
    assert 'DejaVu Serif' in r['svg']['fg-var'] and 'DejaVu Sans' not in r['svg']['fg-var'], r['svg']['fg-var'][:400]
    # No text is drawn in the canvas's fallback font: the font each replay left set is a real one.
    for gid, f in r['fonts'].items():
        assert ('DejaVu Serif' in f or 'DejaVu Sans' in f) and not f.startswith('10px'), (gid, f)
    # The invalid ones: one warning each naming the attribute (the custom property's names the property), and the
    # texts in the default stack, drawn and measured as the default gauge's.
    for i, f in enumerate(r['bad']):
        gid = f'fg-bad{i}'
        assert r['pixels'][gid] == r['pixels']['fg-default'], (gid, f, r['fonts'].get(gid))
        assert 'DejaVu Sans' in r['svg'][gid] and 'DejaVu Serif' not in r['svg'][gid], gid
        said = [w for w in r['warnings'] if (f in w if f.startswith('var(') else f'font-family="{f}"' in w)]
        assert len(said) == 1, (f, r['warnings'])
    assert r['pixels']['fg-badcustom'] == r['pixels']['fg-default']
    assert len([w for w in r['warnings'] if '--swift-gauge-font-family' in w]) == 1, r['warnings']
    # The property refuses as every option does.
    assert r['thrown'] and r['thrown'].startswith('TypeError: fontFamily: '), r['thrown']


# A font key freed with its last gauge is reused for another family only after the core forgot its widths, and the
# host's cached widths are the family's, not the key's: past 32,767 families a new family is still measured in itself
# (the same list as in a fresh module), not with the widths of the family that had its key, nor in the default stack.
RECYCLE = """async () => {
  const { loadSwiftGauge } = await import('../../../swift-gauge.min.js');
  const opts = { style: 'linearCapacity', value: 0.4, label: 'Mountain Height Reading', currentValueLabel: '1,234 m above sea level', animation: 'none' };
  const list = (g) => { g.render(150, 90, 1, 0); return g.displayListText(); };
  await document.fonts.load("600 15px 'DejaVu Serif'"); await document.fonts.load("600 15px 'DejaVu Sans Mono'");
  const m = await loadSwiftGauge();
  for (let i = 0; i < 32766; i++) m.createGaugeHandle({ style: 'accessoryCircular', fontFamily: `Filler${i}` }).destroy();
  const serif = m.createGaugeHandle({ ...opts, fontFamily: "'DejaVu Serif'" }); // the last fresh key, measured
  const serifList = list(serif);
  serif.destroy();
  const mono = m.createGaugeHandle({ ...opts, fontFamily: "'DejaVu Sans Mono'" }); // gets the serif's key again
  const fresh = await loadSwiftGauge();
  const ref = (f) => list(fresh.createGaugeHandle({ ...opts, fontFamily: f }));
  return { mono: list(mono), monoRef: ref("'DejaVu Sans Mono'"), serif: serifList, serifRef: ref("'DejaVu Serif'"),
    measures: m.measuresText };
}"""


def test_a_reused_font_key_measures_its_new_family(page_factory):
    pg = open_page(page_factory(1), PAGE)
    r = pg.evaluate(RECYCLE)
    assert r['measures']
    assert r['serif'] == r['serifRef']
    assert r['mono'] != r['serif']
    assert r['mono'] == r['monoRef']
