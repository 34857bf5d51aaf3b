"""ARIA through ElementInternals (canvas-binding.js › setAttr) on pages/element.html: where the engine reflects ARIA
on ElementInternals (Chromium, Firefox ESR), <swift-gauge> is a meter by its default semantics — no role or aria-*
attribute appears on the author's element — and Chromium's own accessibility tree (CDP
Accessibility.getFullAXTree) shows the meter with the right name, value, bounds and description; an author's own
role, aria-label and aria-describedby win by the platform's rule and the gauge's values stay; destroying the gauge
takes the semantics away. Firefox's tree cannot be read over WebDriver BiDi, so there the tests read the internals
(window.__sgt.aria). Description elements referenced by id (createGauge on a container) keep unique ids however many
copies of the library the page loads, and skip ids the page already uses.
"""
from __future__ import annotations

import pytest

from conftest import aria, lacks, note_path, open_page

PAGE = 'test/browser/pages/element.html'

# The meter's ARIA that the engine's ElementInternals cannot carry (canvas-binding.js › INTERNALS_ARIA): the host
# writes those as attributes of the element instead. None in Chromium and Firefox ESR; WebKitGTK 2.50 reflects all
# but ariaDescription.
LACKING = """Object.entries({ role: 'role', 'aria-label': 'ariaLabel', 'aria-valuenow': 'ariaValueNow',
  'aria-valuemin': 'ariaValueMin', 'aria-valuemax': 'ariaValueMax', 'aria-valuetext': 'ariaValueText',
  'aria-description': 'ariaDescription' }).filter(([, p]) => !(p in ElementInternals.prototype)).map(([a]) => a)"""

ADD = """async (html) => {
  document.body.insertAdjacentHTML('afterbegin', html);
  const el = document.body.firstElementChild;
  await el.ready;
  await window.__sgt.rendered();
  return { attrs: el.getAttributeNames().filter((n) => n === 'role' || n.startsWith('aria-')),
           internals: 'role' in ElementInternals.prototype, lacking: LACKING };
}""".replace('LACKING', LACKING)


def ax_node(pg, role, name):
    """The unignored accessibility-tree node with `role` and `name` (Chromium, through CDP), summarised; None where
    the tree cannot be read (Firefox)."""
    if lacks(pg.sg_engine, 'cdp'):
        note_path(pg.sg_engine, 'ARIA through ElementInternals', 'accessibility tree not readable: ElementInternals read')
        return None
    note_path(pg.sg_engine, 'ARIA through ElementInternals', "the browser's own tree (CDP Accessibility.getFullAXTree)")
    cdp = pg.context.new_cdp_session(pg)
    try:
        cdp.send('Accessibility.enable')
        nodes = cdp.send('Accessibility.getFullAXTree')['nodes']
    finally:
        cdp.detach()
    found = [n for n in nodes if not n.get('ignored') and n.get('role', {}).get('value') == role
             and (n.get('name') or {}).get('value') == name]
    if len(found) != 1:
        return {'count': len(found)}
    n = found[0]
    props = {p['name']: p['value'].get('value') for p in n.get('properties', [])}
    return {'count': 1, 'value': (n.get('value') or {}).get('value'), 'min': props.get('valuemin'),
            'max': props.get('valuemax'), 'description': (n.get('description') or {}).get('value')}


@pytest.fixture
def pg(page_factory):
    return open_page(page_factory(1), PAGE)


def test_the_meter_is_the_elements_default_semantics(pg):
    r = pg.evaluate(ADD, '<swift-gauge id="ai" label="Wind" value="12" max="40" current-value-label="12 km/h" '
                         'minimum-value-label="calm" maximum-value-label="storm"></swift-gauge>')
    assert r['internals'], 'this engine has no ARIA on ElementInternals: the attribute path is tested elsewhere'
    # Only what the internals cannot carry (the description, in WebKit) appears as an attribute.
    assert r['attrs'] == r['lacking'], f'the gauge wrote attributes on the element: {r["attrs"]} (internals lack {r["lacking"]})'
    if r['lacking']:
        note_path(pg.sg_engine, 'ARIA the internals lack', 'attributes on the element: ' + ', '.join(r['lacking']))
    el = pg.locator('#ai')
    got = {n: aria(el, n) for n in ('role', 'aria-label', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax',
                                    'aria-valuetext', 'aria-description')}
    assert got == {'role': 'meter', 'aria-label': 'Wind', 'aria-valuenow': '12', 'aria-valuemin': '0',
                   'aria-valuemax': '40', 'aria-valuetext': '12 km/h', 'aria-description': 'calm to storm'}, got
    node = ax_node(pg, 'meter', 'Wind')
    if node is not None:
        assert node == {'count': 1, 'value': 12, 'min': 0, 'max': 40, 'description': 'calm to storm'}, node
    # Updates go through the internals too, and reach the tree.
    pg.evaluate("async () => { const el = document.getElementById('ai'); el.value = 30; el.label = 'Gusts'; await window.__sgt.rendered(); await new Promise((r) => setTimeout(r, 300)); }")
    assert (aria(el, 'aria-label'), aria(el, 'aria-valuenow')) == ('Gusts', '30')
    assert pg.evaluate("document.getElementById('ai').getAttributeNames().filter((n) => n === 'role' || n.startsWith('aria-'))") == r['lacking']
    node = ax_node(pg, 'meter', 'Gusts')
    if node is not None:
        assert node['count'] == 1 and node['value'] == 30, node


def test_an_authors_role_label_and_description_win(pg):
    pg.evaluate("document.body.insertAdjacentHTML('afterbegin', '<p id=\"au-help\">Bytes sent so far</p>')")
    r = pg.evaluate(ADD, '<swift-gauge id="au" role="progressbar" aria-label="Upload" aria-describedby="au-help" '
                         'label="Transfer" value="0.4" minimum-value-label="0" maximum-value-label="1"></swift-gauge>')
    assert sorted(r['attrs']) == sorted(['aria-describedby', 'aria-label', 'role'] + r['lacking']), r
    el = pg.locator('#au')
    assert (aria(el, 'role'), aria(el, 'aria-label'), aria(el, 'aria-valuenow')) == ('progressbar', 'Upload', '0.4')
    pg.evaluate("async () => { const el = document.getElementById('au'); el.value = 0.6; el.label = 'Other'; await window.__sgt.rendered(); await new Promise((r) => setTimeout(r, 300)); }")
    assert pg.evaluate("[...document.getElementById('au').attributes].map((a) => a.name + '=' + a.value).filter((a) => /^(role|aria-)/.test(a)).sort()") == \
        sorted(['aria-describedby=au-help', 'aria-label=Upload', 'role=progressbar']
               + [f'{a}=0 to 1' for a in r['lacking'] if a == 'aria-description'])
    node = ax_node(pg, 'progressbar', 'Upload')
    if node is not None:
        assert node['count'] == 1 and abs(node['value'] - 0.6) < 1e-6 and node['description'] == 'Bytes sent so far', node
        assert ax_node(pg, 'meter', 'Other')['count'] == 0


def test_destroying_the_gauge_takes_the_semantics_away(pg):
    pg.evaluate(ADD, '<swift-gauge id="gone" label="Level" value="0.5"></swift-gauge>')
    pg.evaluate("() => { const el = document.getElementById('gone'); window.__gone = el.gauge._binding.mount.internals; el.gauge.destroy(); }")
    assert pg.evaluate("[window.__gone.role, window.__gone.ariaLabel, window.__gone.ariaValueNow]") == [None, None, None]
    node = ax_node(pg, 'meter', 'Level')
    if node is not None:
        assert node['count'] == 0, node


def test_description_ids_stay_unique_across_library_copies(pg):
    r = pg.evaluate("""async () => {
      const key = Symbol.for('swift-gauge.description-ids');
      const next = (globalThis[key]?.last ?? 0) + 1;
      // The page already uses the next id: it is skipped.
      document.body.insertAdjacentHTML('afterbegin', `<span id="swift-gauge-desc-${next}">page's own</span>`);
      const copies = [await import(new URL('../../../swift-gauge.min.js', location.href)),
                      await import(new URL('../../../swift-gauge.js', location.href))];
      const ids = [];
      for (const lib of copies) {
        const m = await lib.loadSwiftGauge();
        for (let k = 0; k < 2; k++) {
          const box = document.createElement('div');
          box.style.cssText = 'width: 120px; height: 60px';
          document.body.prepend(box);
          m.createGauge(box, { label: `copy ${ids.length}`, minimumValueLabel: 'low', maximumValueLabel: 'high' });
          await new Promise((r) => setTimeout(r, 0));
          ids.push(box.getAttribute('aria-describedby'));
        }
      }
      await window.__sgt.rendered();
      return { ids, skipped: `swift-gauge-desc-${next}`, distinctCopies: copies[0].loadSwiftGauge !== copies[1].loadSwiftGauge,
               texts: ids.map((id) => document.querySelectorAll(`[id="${id}"]`).length) };
    }""")
    assert r['distinctCopies'], 'the two bundles are one module: no second copy was loaded'
    assert all(r['ids']) and len(set(r['ids'])) == 4, r
    assert r['skipped'] not in r['ids'] and r['texts'] == [1, 1, 1, 1], r


def test_without_aria_on_element_internals_the_element_carries_attributes(page_factory):
    # An engine without ARIA reflection on ElementInternals (removed before any page script): today's attributes,
    # and an author's own role and aria-label are neither overwritten nor removed.
    p = page_factory(1)
    p.add_init_script("delete ElementInternals.prototype.role")
    pg = open_page(p, PAGE)
    r = pg.evaluate(ADD, '<swift-gauge id="attr" label="Wind" value="12" max="40" minimum-value-label="calm" '
                         'maximum-value-label="storm"></swift-gauge>')
    assert not r['internals']
    got = pg.evaluate("""() => { const el = document.getElementById('attr');
      return Object.fromEntries(['role', 'aria-label', 'aria-valuenow', 'aria-valuemax', 'aria-description'].map((a) => [a, el.getAttribute(a)])); }""")
    assert got == {'role': 'meter', 'aria-label': 'Wind', 'aria-valuenow': '12', 'aria-valuemax': '40',
                   'aria-description': 'calm to storm'}, got
    r = pg.evaluate(ADD, '<swift-gauge id="attr-au" role="progressbar" aria-label="Upload" value="0.4"></swift-gauge>')
    got = pg.evaluate("""() => { const el = document.getElementById('attr-au');
      return [el.getAttribute('role'), el.getAttribute('aria-label'), el.getAttribute('aria-valuenow')]; }""")
    assert got == ['progressbar', 'Upload', '0.4'], got
    node = ax_node(pg, 'meter', 'Wind')
    if node is not None:
        assert node == {'count': 1, 'value': 12, 'min': 0, 'max': 40, 'description': 'calm to storm'}, node


AUTHOR_LATE = """async (ids) => {
  const out = {};
  for (const id of ids) {
    document.body.insertAdjacentHTML('afterbegin', `<swift-gauge id="${id}" label="Wind" value="12" max="40"
      minimum-value-label="calm" maximum-value-label="storm"></swift-gauge>`);
    const el = document.getElementById(id);
    const g = await el.ready;
    await window.__sgt.rendered();
    await new Promise((r) => setTimeout(r, 300));
    // The author writes after the gauge exists (and after its ARIA was written)...
    const mine = { role: 'progressbar', 'aria-label': 'Mine', 'aria-description': 'Author text', 'aria-valuetext': 'windy' };
    for (const [k, v] of Object.entries(mine)) el.setAttribute(k, v);
    // ... then the gauge's label, description and value change.
    el.label = 'Gusts'; el.minimumValueLabel = 'still'; el.value = 20;
    await window.__sgt.rendered();
    await new Promise((r) => setTimeout(r, 300));
    const read = () => Object.fromEntries(Object.keys(mine).map((k) => [k, el.getAttribute(k)]));
    const internals = g._binding.mount.internals;
    const after = read(), valuenow = window.__sgt.aria(el, 'aria-valuenow');
    g.destroy();
    out[id] = { after, valuenow, destroyed: read(), ours: el.getAttribute('aria-valuenow'), reflection: internals !== null };
  }
  return out;
}"""


def _check_author_late(r):
    author = {'role': 'progressbar', 'aria-label': 'Mine', 'aria-description': 'Author text', 'aria-valuetext': 'windy'}
    for gid, got in r.items():
        assert got['after'] == author, (gid, got)          # not overwritten by the next change
        assert got['valuenow'] == '20', (gid, got)         # the gauge's own values still follow it
        assert got['destroyed'] == author, (gid, got)      # nor removed on destroy
        assert got['ours'] is None, (gid, got)             # while what the gauge wrote goes


@pytest.mark.parametrize('removed', ['role', 'ariaDescription'])
def test_an_authors_attributes_written_after_the_gauge_exist_are_never_touched(page_factory, removed):
    # Without ARIA reflection on ElementInternals (removed before any page script: all of it — no `role` — or one
    # property, as an engine lacking some) the meter is attributes, or some of it: an author's role, aria-label,
    # aria-description or value text set once the gauge exists is the author's — the next label change does not
    # overwrite it and destroying the gauge does not remove it.
    p = page_factory(1)
    p.add_init_script(f"delete ElementInternals.prototype.{removed}")
    pg = open_page(p, PAGE)
    r = pg.evaluate(AUTHOR_LATE, ['late-attr'])
    assert r['late-attr']['reflection'] == (removed != 'role')
    _check_author_late(r)


def test_an_authors_late_attributes_win_in_the_engine_as_it_is(pg):
    # In the engine as shipped (Firefox ESR reflects some ARIA on ElementInternals, not all): the same.
    _check_author_late(pg.evaluate(AUTHOR_LATE, ['late-native']))


def test_a_containers_attributes_an_author_writes_later_are_the_authors(pg):
    # createGauge on a container: an attribute present before is taken over and put back on destroy (as before);
    # one the author writes after the gauge wrote it is the author's — never overwritten, never removed.
    r = pg.evaluate("""async () => {
      const box = document.createElement('div');
      box.style.cssText = 'width: 120px; height: 60px';
      box.setAttribute('aria-label', 'page label');
      document.body.prepend(box);
      const lib = await import(new URL('../../../swift-gauge.js', location.href));
      const m = await lib.loadSwiftGauge();
      const g = m.createGauge(box, { label: 'Wind', value: 0.2 });
      await window.__sgt.rendered();
      await new Promise((r) => setTimeout(r, 300));
      const taken = box.getAttribute('aria-label');
      box.setAttribute('aria-valuetext', 'breezy');     // the author's, after the gauge wrote it
      box.setAttribute('role', 'progressbar');
      g.value = 0.6; g.label = 'Gusts';
      await window.__sgt.rendered();
      await new Promise((r) => setTimeout(r, 300));
      const after = [box.getAttribute('aria-label'), box.getAttribute('aria-valuetext'), box.getAttribute('role'), box.getAttribute('aria-valuenow')];
      g.destroy();
      return { taken, after, destroyed: [box.getAttribute('aria-label'), box.getAttribute('aria-valuetext'), box.getAttribute('role'), box.getAttribute('aria-valuenow')] };
    }""")
    assert r['taken'] == 'Wind', r
    assert r['after'] == ['Gusts', 'breezy', 'progressbar', '0.6'], r
    assert r['destroyed'] == ['page label', 'breezy', 'progressbar', None], r
