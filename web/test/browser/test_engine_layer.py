"""The engine layer's input and screenshots, the same test in every engine (Playwright in Chromium and Firefox,
sg_webdriver.py over classic WebDriver in WebKit): keys reach the focused element, a pointer click lands at its
viewport coordinates, and a screenshot of a page region has that region's pixels at the page's pixel ratio."""
from __future__ import annotations

import io


INPUT_PAGE = """<!doctype html><meta charset="utf-8"><title>input</title>
<style>body { margin: 0 } #pad { position: absolute; left: 100px; top: 50px; width: 200px; height: 100px; background: rgb(0, 128, 255) }
#far { position: absolute; left: 40px; top: 1500px; width: 30px; height: 20px; background: rgb(255, 0, 0) }</style>
<input id="field"><button id="next">next</button><div id="pad"></div><div id="far"></div>
<script>
  window.__log = [];
  addEventListener('keydown', (e) => __log.push(['keydown', e.key, e.shiftKey]), true);
  addEventListener('pointerdown', (e) => __log.push(['pointerdown', e.target.id, e.clientX, e.clientY, e.button]), true);
  addEventListener('click', (e) => __log.push(['click', e.target.id]), true);
  addEventListener('wheel', (e) => __log.push(['wheel', Math.sign(e.deltaY)]), true);
  document.documentElement.dataset.state = 'ready';
</script>"""


def test_keyboard_reaches_the_focused_element(page_factory):
    pg = page_factory(1)
    pg.set_content(INPUT_PAGE)
    pg.focus('#field')
    pg.keyboard.type('ab')
    pg.keyboard.press('Shift+ArrowLeft')
    pg.keyboard.press('Tab')
    got = pg.evaluate('[document.getElementById("field").value, document.activeElement.id, __log.filter((e) => e[0] === "keydown")]')
    assert got[0] == 'ab', got
    assert got[1] == 'next', f'Tab did not move the focus to the button: {got}'
    keys = [k[1:] for k in got[2]]
    assert keys[:2] == [['a', False], ['b', False]] and ['ArrowLeft', True] in keys and ['Tab', False] in keys, keys


def test_pointer_clicks_at_viewport_coordinates(page_factory):
    pg = page_factory(1)
    pg.set_content(INPUT_PAGE)
    pg.mouse.click(150, 80)
    pg.mouse.click(20, 300)
    log = pg.evaluate('__log')
    downs = [e for e in log if e[0] == 'pointerdown']
    assert [d[1:] for d in downs] == [['pad', 150, 80, 0], ['', 20, 300, 0]], log
    assert ['click', 'pad'] in log, log


def test_a_region_screenshot_has_the_regions_pixels(page_factory, dpr):
    from PIL import Image
    pg = page_factory(dpr)
    pg.set_content(INPUT_PAGE)
    png = pg.screenshot(clip={'x': 90, 'y': 40, 'width': 220, 'height': 120})
    im = Image.open(io.BytesIO(png)).convert('RGB')
    assert im.size == (220 * dpr, 120 * dpr), im.size
    assert im.getpixel((5 * dpr, 5 * dpr)) == (255, 255, 255)      # page, outside the pad
    assert im.getpixel((110 * dpr, 60 * dpr)) == (0, 128, 255)     # the pad
    # below the fold: the layer scrolls to it (WebKit) or captures the full page (Playwright)
    far = pg.locator('#far').screenshot()
    im = Image.open(io.BytesIO(far)).convert('RGB')
    assert im.size == (30 * dpr, 20 * dpr) and im.getpixel((15 * dpr, 10 * dpr)) == (255, 0, 0), (im.size, im.getpixel((0, 0)))


def test_a_hung_webkit_page_kills_its_browser_and_the_next_page_gets_a_new_one(page_factory, engine):
    """A web process spinning at 100 % CPU once held a clean-clone run for 20 minutes: Selenium waits forever by
    default. The WebKit layer gives each command WebKitBrowser.command_timeout, kills the MiniBrowser that does not
    answer and names the hang (pytest.ini reruns that test once); conftest.Browsers launches a new browser."""
    import time
    import pytest
    if engine != 'webkit':
        pytest.skip(f'{engine}: the hang guard is the WebKit layer\'s (Playwright has its own timeouts)')
    from sg_webdriver import MiniBrowserHung
    pg = page_factory(1)
    pg.set_content(INPUT_PAGE)
    browser = pg.context.browser
    browser.command_timeout = 4
    start = time.monotonic()
    with pytest.raises(MiniBrowserHung, match='no answer'):
        pg.evaluate('() => { for (;;) {} }')
    assert time.monotonic() - start < 30, 'the hung command was not cut at command_timeout'
    assert not browser.alive()
    with pytest.raises(MiniBrowserHung):    # the killed browser fails at once, not after another timeout
        pg.evaluate('1')
    fresh = page_factory(1)
    assert fresh.context.browser is not browser
    fresh.set_content(INPUT_PAGE)
    assert fresh.evaluate('1 + 1') == 2
