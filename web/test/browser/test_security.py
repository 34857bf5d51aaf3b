"""Hostile labels in a real page (docs/abi.md › Validation, › Text): markup, control characters, bidi overrides
and megabyte strings are drawn as text or refused cleanly, never interpreted.

Runs against pages/security.html with the `page` fixture of conftest.py (console errors, failed requests and
HTTP >= 400 fail the test; every test runs at devicePixelRatio 1 and 2). Where the text lands is read from the
fillText calls conftest's init script records (window.__sgt.textBoxes).
"""
from __future__ import annotations

import re

import pytest

MARKUP = [
    '<img src=x onerror=alert(1)>',
    '<script>window.__pwned = 1</script>',
    '"><svg onload=alert(2)><b>bold</b>',
    '&lt;i&gt; &amp; <!-- c -->',
    "<iframe src=javascript:alert(3)></iframe>",
]
CONTROLS = ['a\u0000b\u0007c\nd\te\u007ff\u0085g\r\u000ch', '\u001b[31mred\u001b[0m']
BIDI = ['\u202Eevil.exe\u202C', '\u2067\u05e9\u05dc\u05d5\u05dd\u2069 21\u00b0', '\u202Dx\u202E']

# What the core draws for a text (DrawnText.sanitized): whitespace controls → space, other controls and bidi
# embeddings/overrides → U+FFFD.
def drawn(text: str) -> str:
    text = re.sub('[\t\n\u000c\r]', ' ', text)
    return re.sub('[\u0000-\u001f\u007f-\u009f\u202a-\u202e]', '\ufffd', text)


def open_page(page):
    dialogs: list[str] = []
    requests: list[str] = []
    page.on('dialog', lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on('request', lambda r: requests.append(r.url))
    page.goto('test/browser/pages/security.html')
    page.wait_for_function("['ready', 'error'].includes(document.documentElement.dataset.state)")
    assert page.evaluate('document.documentElement.dataset.state') == 'ready', page.sg_errors.items
    return dialogs, requests


MAKE_GAUGES = """async (labels) => {
  const m = window.gallery.module, stage = document.getElementById('stage');
  const after = () => { const r = document.createRange(); r.selectNodeContents(document.getElementById('after'));
    const b = r.getBoundingClientRect(); return [b.left, b.width]; };
  const afterBefore = after();
  const elements = () => document.querySelectorAll('img, script, svg, iframe, object, embed, b, i').length;
  const elementsBefore = elements();
  const out = [];
  for (const [i, text] of labels.entries()) {
    const el = document.createElement('div');
    el.className = 'g';
    el.id = 'g' + i;
    el.style.width = '900px';
    el.style.height = '90px';
    stage.append(el);
    const g = m.createGauge(el, { style: 'linearCapacity', value: 0.5, label: text, currentValueLabel: text,
      minimumValueLabel: text, maximumValueLabel: 'max' });
    window.gallery.gauges[el.id] = g;
  }
  // A bare <canvas> target too: its description goes into aria-description instead of an element.
  const c = document.createElement('canvas');
  c.id = 'bare';
  c.style.cssText = 'width: 900px; height: 90px; display: block';
  stage.append(c);
  window.gallery.gauges.bare = m.createGauge(c, { style: 'linearCapacity', value: 0.5, label: labels[0],
    minimumValueLabel: labels[0], maximumValueLabel: 'max' });
  await window.__sgt.rendered();
  for (const [i, text] of labels.entries()) {
    const el = document.getElementById('g' + i), desc = el.querySelector('span');
    out.push({
      label: window.__sgt.aria(el, 'aria-label'), valueText: window.__sgt.aria(el, 'aria-valuetext'),
      describedBy: window.__sgt.aria(el, 'aria-describedby'), descId: desc.id, desc: desc.textContent,
      descChildren: desc.childElementCount, descBidi: getComputedStyle(desc).unicodeBidi,
      children: [...el.children].map((e) => e.localName),
      drawn: window.__sgt.textBoxes(el.querySelector('canvas')).map((t) => t.text),
    });
  }
  const bare = document.getElementById('bare');
  return { gauges: out, after: [afterBefore, after()],
    bare: { label: window.__sgt.aria(bare, 'aria-label'), description: window.__sgt.aria(bare, 'aria-description'),
            drawn: window.__sgt.textBoxes(bare).map((t) => t.text) },
    injected: elements() - elementsBefore,
    scripts: document.scripts.length, pwned: window.__pwned ?? null };
}"""


@pytest.mark.parametrize('kind', ['markup', 'controls', 'bidi'])
def test_hostile_labels_are_drawn_and_exposed_as_text(page, kind):
    labels = {'markup': MARKUP, 'controls': CONTROLS, 'bidi': BIDI}[kind]
    dialogs, requests = open_page(page)
    scripts_before = page.evaluate('document.scripts.length')
    r = page.evaluate(MAKE_GAUGES, labels)

    # Nothing was parsed as HTML: no new element, no script ran, no dialog, no request for an injected URL.
    assert r['injected'] == 0
    assert r['scripts'] == scripts_before
    assert r['pwned'] is None
    assert dialogs == []
    assert not [u for u in requests if u.rstrip('/').endswith('/x') or 'javascript:' in u]

    for text, g in zip(labels, r['gauges']):
        # Assistive technology gets the texts exactly as given, as attribute values and text content.
        assert g['label'] == text
        assert g['valueText'] == text
        assert g['desc'] == f'{text} to max' and g['descChildren'] == 0
        assert g['describedBy'] == g['descId']
        assert g['children'] == ['canvas', 'span']
        # Bidi controls in the description cannot reorder the page around it.
        assert g['descBidi'] == 'isolate'
        # The canvas got each text as one fillText string: label, value and minimum label (all the same
        # text here) plus "max"; control characters replaced as the core's text policy says.
        assert sorted(g['drawn']) == sorted([drawn(text)] * 3 + ['max'])
    assert r['bare']['label'] == labels[0]
    assert r['bare']['description'] == f'{labels[0]} to max'
    assert drawn(labels[0]) in r['bare']['drawn']
    # The paragraph after the gauges is laid out as before (left edge and width of its text).
    assert r['after'][0] == r['after'][1]


SET_HUGE = """async ([what, size]) => {
  const m = window.gallery.module, el = document.createElement('div');
  el.className = 'g';
  document.getElementById('stage').append(el);
  const g = m.createGauge(el, { style: 'accessoryCircular', value: 0.25, label: 'Kept', currentValueLabel: '25%',
    minimumValueLabel: '0', maximumValueLabel: '1' });
  await window.__sgt.rendered();
  const snapshot = () => JSON.stringify({ text: g.displayListText(), a11y: g.accessibility(),
    attrs: [...el.attributes].map((a) => [a.name, a.value]), desc: el.querySelector('span').textContent });
  const before = snapshot();
  const big = '<b>' + '\\u202e'.repeat(8) + 'x'.repeat(size);
  let error = null;
  try {
    if (what === 'label') g.label = big;
    else if (what === 'currentValueLabel') g.currentValueLabel = big;
    else if (what === 'bounds') g.setBoundsLabels(big, big);
    else g.tint = big;
  } catch (e) { error = { name: e.name, message: e.message.slice(0, 120) }; }
  await window.__sgt.rendered();
  return { error, same: snapshot() === before, pixels: el.querySelector('canvas').width };
}"""


@pytest.mark.parametrize('what', ['label', 'currentValueLabel', 'bounds', 'tint'])
def test_megabyte_strings_are_refused_cleanly(page, what):
    open_page(page)
    r = page.evaluate(SET_HUGE, [what, 1 << 20])
    assert r['error'] is not None, 'a 1 MB text was accepted'
    assert r['error']['name'] == 'RangeError'
    prefix = {'label': 'label:', 'currentValueLabel': 'currentValueLabel:',
              'bounds': 'setBoundsLabels: minimum:', 'tint': 'tint:'}[what]
    assert r['error']['message'].startswith(prefix), r['error']
    assert r['same'], 'the refused text changed the gauge, its drawing or its attributes'
    assert r['pixels'] > 0


def test_a_label_at_the_cap_is_drawn(page):
    open_page(page)
    text = '<img src=x onerror=alert(1)>' * (4096 // 28) + 'é' * ((4096 - 28 * (4096 // 28)) // 2)
    assert len(text.encode()) == 4096 or len(text.encode()) == 4095
    r = page.evaluate(MAKE_GAUGES, [text])
    g = r['gauges'][0]
    assert g['label'] == text
    # Drawn as text: whole, or (it cannot fit) cut after whole clusters with "…" (text fitting, docs/regression-cases.md › long-title-fits).
    want = drawn(text)
    assert any(d == want or (d.endswith('…') and want.startswith(d[:-1])) for d in g['drawn']), g['drawn']
    assert r['injected'] == 0 and r['pwned'] is None
