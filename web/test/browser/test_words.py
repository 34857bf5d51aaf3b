"""The gauge's own words in the page's language (the `strings` option and attribute, web/src/strings.js): a
<swift-gauge> with German strings speaks German in aria-valuetext and its description, names its <meter>-style
zones in German, and goes back to English when the strings are removed; numbers follow the element's `lang`
through `format`'s `"locale": "auto"`."""
from conftest import open_page

PAGE = 'test/browser/pages/element.html'

# The meter's ARIA as assistive technology gets it: the attribute, else ElementInternals' property; the
# description from aria-description or the element aria-describedby names.
READ = """el => {
  const internals = el.gauge?._binding?.mount?.internals;
  const aria = (n, p) => el.getAttribute(n) ?? (internals && p in internals ? internals[p] : null);
  let description = aria('aria-description', 'ariaDescription');
  const id = aria('aria-describedby');
  if (!description && id) description = (el.shadowRoot.getElementById(id) ?? document.getElementById(id))?.textContent ?? null;
  if (!description && internals?.ariaDescribedByElements) description = internals.ariaDescribedByElements.map((e) => e.textContent).join(' ');
  return { valueText: aria('aria-valuetext', 'ariaValueText'), description, api: el.accessibility() };
}"""

GERMAN = '{"unknown": "unbekannt", "to": " bis ", "optimum": "optimal", "suboptimal": "nicht optimal", "evenLessGood": "schlecht"}'


def test_german_strings_speak_german_and_return_to_english(page_factory, engine):
    pg = open_page(page_factory(1), PAGE)
    pg.evaluate("""async (strings) => {
      const box = document.createElement('div'); box.lang = 'de-DE'; document.body.append(box);
      const el = document.createElement('swift-gauge'); el.id = 'de';
      for (const [k, v] of Object.entries({ 'gauge-style': 'linearCapacity', min: '0', max: '100', low: '25', high: '75',
        optimum: '90', value: '50.5', label: 'Druck', 'formats-bounds-labels': '', strings,
        format: '{"locale": "auto", "maximumFractionDigits": 1}' })) el.setAttribute(k, v);
      box.append(el);
      await el.ready; await window.__sgt.rendered(); }""", GERMAN)
    read = lambda: pg.evaluate(f'async () => {{ await window.__sgt.rendered(); return ({READ})(document.getElementById("de")); }}')
    r = read()
    assert r['valueText'] == '50,5, nicht optimal', r     # German number (lang="de-DE"), German region name
    assert r['description'] == '0 bis 100', r
    assert r['api']['valueText'] == r['valueText'] and r['api']['description'] == r['description'], r
    pg.evaluate('() => { const el = document.getElementById("de"); el.value = 95; }')
    assert read()['valueText'] == '95, optimal'
    pg.evaluate('() => { const el = document.getElementById("de"); el.value = null; }')
    assert read()['valueText'] == 'unbekannt'
    svg = pg.evaluate('() => document.getElementById("de").gauge.toSVG()')
    assert '<title>Druck: unbekannt</title>' in svg and '<desc>0 bis 100</desc>' in svg, svg[:400]
    # The property writes the attribute; removing it is English again, the zones renamed with it.
    pg.evaluate('() => { const el = document.getElementById("de"); el.strings = { unknown: "inconnu" }; }')
    assert pg.evaluate('() => document.getElementById("de").getAttribute("strings")') == '{"unknown":"inconnu"}'
    assert read()['valueText'] == 'inconnu'
    pg.evaluate('() => { const el = document.getElementById("de"); el.removeAttribute("strings"); el.value = 10; }')
    r = read()
    assert r['valueText'] == '10, even less good' and r['description'] == '0 to 100', r


def test_a_bad_strings_attribute_warns_and_keeps_the_words(page_factory):
    pg = open_page(page_factory(1), PAGE)
    warnings = []
    pg.on('console', lambda m: warnings.append(m.text) if m.type == 'warning' else None)
    r = pg.evaluate("""async () => {
      const el = document.createElement('swift-gauge'); el.id = 'w';
      el.setAttribute('strings', '{"unknown": "desconocido"}'); el.setAttribute('value', 'none');
      document.body.append(el); await el.ready; await window.__sgt.rendered();
      el.setAttribute('strings', '{"unknow": "x"}');
      el.setAttribute('strings', '[1]');
      await window.__sgt.rendered();
      return el.accessibility().valueText; }""")
    assert r == 'desconocido'
    bad = [w for w in warnings if 'strings=' in w]
    assert len(bad) == 2 and 'unknown key "unknow"' in bad[0] and 'expected an object of texts' in bad[1], warnings
