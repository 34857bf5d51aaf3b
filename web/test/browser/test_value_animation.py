"""The counting value text (valueAnimation, docs/design.md › Counting value text) on a page: mid-flight the text
shows a number on its way, in the gauge's format, while no text is measured (measureText calls stay flat) and
aria-valuetext says only the settled value; screenshots of the gallery's section mid-count at ratio 1 and 2."""
from __future__ import annotations

import re

import pytest

from conftest import open_page
from test_screenshots import png_size

# Frames of one counting gauge: its value text per animation frame (from the display list the page drew), the
# host's measureText count and measured-text count at each, and the ARIA its element gives mid-flight.
COUNT = """async ([id, to, seconds, ms]) => {
  const g = window.gallery.gauges[id], el = document.getElementById(id), stats = window.gallery.module.stats;
  const valueText = (list) => {
    const texts = list.split('\\n').filter((l) => l.startsWith('text "')).map((l) => l.match(/^text "([^"]*)" .* size=([0-9.]+)/));
    return texts.map((m) => [m[1], Number(m[2])]);
  };
  g.animation = { type: 'linear', duration: seconds };
  g.value = to;
  const frames = [], start = performance.now();
  let aria = null, svg = null;
  while (performance.now() - start < ms) {
    await new Promise(requestAnimationFrame);
    frames.push({ t: performance.now() - start, texts: valueText(g.displayListText()),
      calls: stats.measureCalls, measured: stats.measuredTexts });
    if (aria === null && performance.now() - start > ms / 2) {
      aria = [window.__sgt.aria(el, 'aria-valuetext'), window.__sgt.aria(el, 'aria-valuenow')];
      svg = g.toSVG();
    }
  }
  await window.__sgt.rendered(seconds * 1000 + 2000);
  return { frames, aria, svg, settled: valueText(g.displayListText()) };
}"""


def gallery(page_factory, dpr=1):
    pg = page_factory(dpr, reduced_motion='no-preference')
    open_page(pg, 'index.html')
    return pg


def numbers(frames, pick):
    return [pick(f['texts']) for f in frames]


def test_ring_counts_in_its_format_without_measuring(page_factory):
    pg = gallery(page_factory)
    r = pg.evaluate(COUNT, ['counting-ring', 85, 3, 2400])
    # The ring's one text is its value.
    shown = [f['texts'][0][0] for f in r['frames']]
    values = [int(t) for t in shown]  # automatic format, integer ends: integers only, never "41.3"
    assert values == sorted(values), f'the count went backwards: {shown}'
    middle = [v for v in values if 20 < v < 85]
    assert len(set(middle)) >= 10, f'too few intermediate numbers: {shown}'
    # One size throughout the count (the width of its widest text).
    sizes = {f['texts'][0][1] for f in r['frames'] if 20 < int(f['texts'][0][0]) < 85}
    assert len(sizes) == 1, sizes
    # Past the first frames (which may measure digits once), no measureText call and no new text at all.
    late = [f for f in r['frames'] if f['t'] > 300]
    assert late and late[0]['calls'] == late[-1]['calls'], \
        f"measureText was called during the count: {late[0]['calls']} → {late[-1]['calls']}"
    assert late[0]['measured'] == late[-1]['measured']
    # Mid-flight the element says the settled value; the SVG of the frame shown now has the intermediate text.
    assert r['aria'] == ['85', '85'], r['aria']
    mid = re.findall(r'>(\d+)</text>', r['svg'])
    assert mid and 20 < int(mid[0]) < 85, r['svg'][:400]
    assert r['settled'][0][0] == '85'


def test_fixed_format_keeps_its_fraction_digit(page_factory):
    pg = gallery(page_factory)
    r = pg.evaluate(COUNT, ['counting-thermo', 87.4, 2, 1600])
    # The thermometer's texts: its label and its value ("36.2°" on the way to "87.4°").
    values = [next(t for t, _ in f['texts'] if t.endswith('°')) for f in r['frames']]
    assert all(re.fullmatch(r'\d+\.\d°', v) for v in values), values
    nums = [float(v[:-1]) for v in values]
    assert nums == sorted(nums) and any(36.2 < n < 87.4 for n in nums), values
    assert next(t for t, _ in r['settled'] if t.endswith('°')) == '87.4°'


def test_spring_overshoot_never_reads_past_the_new_value(page_factory):
    pg = gallery(page_factory)
    # The gallery's bar has a bouncy spring (response 0.6 s, damping 0.4): its fill overshoots, its text must not.
    r = pg.evaluate("""async () => {
      const g = window.gallery.gauges['counting-bar'], seen = [];
      g.value = 93.5;
      const start = performance.now();
      while (performance.now() - start < 1500) {
        await new Promise(requestAnimationFrame);
        const list = g.displayListText().split('\\n');
        const fill = list.filter((l) => l.startsWith('fillRoundRect'));
        const text = list.filter((l) => l.startsWith('text "')).map((l) => l.match(/^text "([^"]*)"/)[1]).find((t) => /^[0-9.]+$/.test(t));
        seen.push([text, fill.length > 1 ? Number(fill[1].match(/size=([0-9.]+)x/)[1]) : 0]);
      }
      return seen;
    }""")
    texts = [float(t) for t, _ in r]
    assert max(texts) <= 93.5 and min(texts) >= 12.5, texts
    assert all(len(t.split('.')[-1]) <= 1 for t, _ in r), r  # one fraction digit at most: 12.5 has one
    full = max(w for _, w in r)
    assert full > 0


@pytest.mark.parametrize('dpr', [1, 2], ids=['dpr1', 'dpr2'])
def test_counting_section_screenshot_mid_count(page_factory, dpr, shots):
    pg = gallery(page_factory, dpr)
    section = pg.locator('#counting')
    section.scroll_into_view_if_needed()
    # Slow, linear counts so the picture is taken mid-flight; the button moves every gauge to its other value.
    pg.evaluate("""() => { for (const id of ['counting-ring', 'counting-dial', 'counting-bar', 'counting-thermo'])
      window.gallery.gauges[id].animation = { type: 'linear', duration: 4 }; }""")
    pg.click('#counting-go')
    pg.wait_for_timeout(1600)
    data = section.screenshot(path=str(shots / f'counting-mid-dpr{dpr}.png'))
    texts = pg.evaluate("""() => Object.fromEntries(['counting-ring', 'counting-dial', 'counting-bar', 'counting-thermo'].map((id) =>
      [id, window.gallery.gauges[id].displayListText().split('\\n').filter((l) => l.startsWith('text "'))
        .map((l) => l.match(/^text "([^"]*)"/)[1])]))""")
    ring = int(texts['counting-ring'][0])
    assert 20 < ring < 85, texts
    dial = next(t for t in texts['counting-dial'] if t.endswith(' km/h'))
    assert 40 < int(dial[:-5]) < 180, texts
    box = section.bounding_box()
    w, h = png_size(data)
    assert abs(w - box['width'] * dpr) <= 2 and abs(h - box['height'] * dpr) <= 2, (w, h, box)
