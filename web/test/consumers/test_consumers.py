"""Six consumers of the packed npm tarball (three more, bundlers and Vue, in test_bundlers.py), each installing build/dist/swift-gauge-<v>.tgz offline
into a fresh temporary folder and asserting pixels or output:

(a) a static page served from the installed files (node_modules/swift-gauge/…) with <swift-gauge> elements;
(b) an app bundled by esbuild as README › Use with a bundler says (setWasmSource + the wasm export as a file);
(c) tsc --strict --noEmit (Debian's TypeScript) on a usage file that imports 'swift-gauge' by name, a TSX
    snippet, and errors it must report;
(d) two React pages (Debian's React UMD builds, React.createElement): stock React 18's attributes and
    properties (what Debian's build and React 19 set);
(e) the Node SSR example (examples/ssr.mjs) importing 'swift-gauge';
(f) a Swift package outside this repository depending on it by path (product GaugeCore).

Run after `./build.sh dist`: .venv/bin/python -m pytest -q web/test/consumers  (./build.sh test does both).
"""
from __future__ import annotations

import json
import math
import re
import shutil
from pathlib import Path

import pytest

from conftest import ROOT, page_errors, record, run

# ---------------------------------------------------------------------------------------------------------
# Shared page helpers

# Waits until the elements have gauges and everything dirty is drawn, then reads each element's ARIA attributes
# and counts, on its canvas (in its shadow root), the opaque pixels within `tol` of each of `colors`.
PROBE = """async ({ ids, colors, tol }) => {
  await customElements.whenDefined('swift-gauge');
  const els = ids.map((id) => { const el = document.getElementById(id); if (!el) throw new Error('no #' + id); return el; });
  await Promise.all(els.map((el) => el.ready));
  await (await customElements.get('swift-gauge').loadModule()).whenRendered();
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const out = {};
  for (const el of els) {
    const c = el.shadowRoot && el.shadowRoot.querySelector('canvas');
    if (!c) throw new Error('#' + el.id + ' has no canvas in its shadow root');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const counts = colors.map(() => 0);
    let painted = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3] > 0) painted++;
      if (d[i + 3] !== 255) continue;
      for (let k = 0; k < colors.length; k++) {
        const [r, g, b] = colors[k];
        if (Math.abs(d[i] - r) <= tol && Math.abs(d[i + 1] - g) <= tol && Math.abs(d[i + 2] - b) <= tol) counts[k]++;
      }
    }
    // What assistive technology gets: the attribute, else what the element set on its ElementInternals (where the
    // engine reflects ARIA there, <swift-gauge> writes no attributes: docs/design.md › The web host).
    const props = { role: 'role', 'aria-valuenow': 'ariaValueNow', 'aria-valuemin': 'ariaValueMin',
      'aria-valuemax': 'ariaValueMax', 'aria-valuetext': 'ariaValueText', 'aria-label': 'ariaLabel' };
    const internals = el.gauge && el.gauge._binding && el.gauge._binding.mount && el.gauge._binding.mount.internals;
    const a = (n) => el.getAttribute(n) ?? (internals && props[n] in internals ? internals[props[n]] ?? null : null);
    out[el.id] = { counts, painted, size: [c.width, c.height], role: a('role'), now: a('aria-valuenow'),
      min: a('aria-valuemin'), max: a('aria-valuemax'), text: a('aria-valuetext'), label: a('aria-label'),
      canvasHidden: c.getAttribute('aria-hidden') };
  }
  return out;
}"""


def rgb(hex_colour: str) -> list[int]:
    h = hex_colour.lstrip('#')
    return [int(h[i:i + 2], 16) for i in (0, 2, 4)]


def probe(pg, ids, colours, tol=2):
    """{id: {counts: {colour: n}, painted, size, role, now, min, max, text, label, canvasHidden}}"""
    res = pg.evaluate(PROBE, {'ids': list(ids), 'colors': [rgb(c) for c in colours], 'tol': tol})
    for r in res.values():
        r['counts'] = dict(zip(colours, r['counts']))
    return res


def check_no_page_errors(pg):
    bad = page_errors(pg)
    assert not bad, 'the page reported errors:\n  ' + '\n  '.join(bad)


# A colour per gauge that nothing else on the pages draws (not a SwiftUI system colour, not a label grey).
RUBY, AZURE, LIME, AMBER = '#e0115f', '#1a6fd6', '#3fa535', '#d98a00'
MIN_PIXELS = 150   # device px of a gauge's own colour: a drawn ring or bar has thousands; a stray edge has none


# ---------------------------------------------------------------------------------------------------------
# (a) a static page served from the installed files

STATIC_PAGE = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>swift-gauge from node_modules</title>
<script type="module" src="node_modules/swift-gauge/swift-gauge.min.js"></script></head>
<body>
<swift-gauge id="ring" gauge-style="accessoryCircularCapacity" value="30" min="0" max="40" label="Temperature"
  current-value-label="30°" tint="{RUBY}" style="width: 120px; height: 120px">30°</swift-gauge>
<swift-gauge id="bar" gauge-style="linearCapacity" value="182" max="256" label="iPhone Storage"
  current-value-label="182 GB of 256 GB used" tint="{AZURE}" style="width: 320px">182 GB of 256 GB used</swift-gauge>
<swift-gauge id="dial" gauge-style="dial" value="50" min="0" max="100" label="Fuel level" format='{{"suffix": " %"}}'
  zones='[{{"from": 0, "color": "{LIME}"}}, {{"from": 80, "color": "{AMBER}", "name": "full"}}]'
  style="width: 240px; height: 240px">50 %</swift-gauge>
</body></html>
"""


@pytest.mark.consumer('a', 'static page from node_modules/swift-gauge (Chromium)')
def test_a_static_page(request, tmp_path, install, serve, new_page):
    """Three <swift-gauge> elements on a page that loads node_modules/swift-gauge/swift-gauge.min.js, which loads
    swift-gauge.wasm beside itself: each is a role="meter" with its value, and its canvas shows its own colour (the
    tint; the dial's track shows its zones as bands)."""
    app = tmp_path / 'static'
    install(app)
    (app / 'index.html').write_text(STATIC_PAGE)
    site = serve(app)
    pg = new_page(device_scale_factor=2)
    pg.goto(site.url + 'index.html')
    res = probe(pg, ['ring', 'bar', 'dial'], [RUBY, AZURE, LIME, AMBER])
    expect = {'ring': ('30', '0', '40', 'Temperature', RUBY), 'bar': ('182', '0', '256', 'iPhone Storage', AZURE),
              'dial': ('50', '0', '100', 'Fuel level', LIME)}
    for gid, (now, lo, hi, label, colour) in expect.items():
        r = res[gid]
        assert (r['role'], r['now'], r['min'], r['max'], r['label']) == ('meter', now, lo, hi, label), (gid, r)
        assert r['canvasHidden'] == 'true', (gid, r)
        assert r['counts'][colour] >= MIN_PIXELS, f'{gid}: only {r["counts"][colour]} px of {colour}: {r}'
        others = [c for c in (RUBY, AZURE) if c != colour]
        assert all(r['counts'][c] == 0 for c in others), f'{gid} shows another gauge\'s colour: {r}'
    assert res['dial']['counts'][AMBER] >= MIN_PIXELS / 3, f"the dial's 80…100 zone band: {res['dial']}"
    assert res['dial']['text'] == '50 %', res['dial']
    # The page asked for the wasm beside the installed module, once, and got it.
    wasm = [(p, s) for p, s in site.requests if p.endswith('.wasm')]
    assert wasm == [('/node_modules/swift-gauge/swift-gauge.wasm', 200)], site.requests
    check_no_page_errors(pg)
    record(request, f"3 meters; {res['ring']['counts'][RUBY]}/{res['bar']['counts'][AZURE]}/{res['dial']['counts'][LIME]} px of their colours at dpr 2")


# ---------------------------------------------------------------------------------------------------------
# (e) Node SSR: examples/ssr.mjs with the package import

SSR_MARKUP = """import { loadSwiftGauge } from 'swift-gauge';
import { gaugeElement, stylesheet } from 'swift-gauge/ssr';
const sg = await loadSwiftGauge();
const speed = { style: 'dial', value: 150, upper: 220, label: 'Speed', format: { suffix: ' km/h' } };
let bad = null;
try { stylesheet([[-1, 10]]); } catch (e) { bad = `${e.name}: ${e.message}`; }
console.log(JSON.stringify({ html: gaugeElement(sg, speed, 240, 240, 'ssr1-'), css: stylesheet([[240, 240]]), bad }));
"""


@pytest.mark.consumer('e', 'Node SSR (examples/ssr.mjs importing swift-gauge; swift-gauge/ssr)')
def test_e_node_ssr(request, tmp_path, install):
    """examples/ssr.mjs, its import pointed at 'swift-gauge', run in a project that installed the tarball: an SVG
    document with role="img", the title "Speed: 150 km/h", the value text, and the needle where the animation
    ends (150 of 0…220 on the dial's default 270° arc), not at the first value (96)."""
    app = tmp_path / 'ssr'
    install(app)
    src = (ROOT / 'examples' / 'ssr.mjs').read_text()
    dev_import = "from '../web/swift-gauge.min.js'"
    assert src.count(dev_import) == 1, f'examples/ssr.mjs no longer imports {dev_import}: update this test'
    (app / 'ssr.mjs').write_text(src.replace(dev_import, "from 'swift-gauge'"))
    p = run(['node', 'ssr.mjs', 'speed.svg'], app, timeout=60)
    assert p.stdout.strip() == 'speed.svg: Speed, 150 km/h', p.stdout
    svg = (app / 'speed.svg').read_text()
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"'), svg[:200]
    assert svg.rstrip().endswith('</svg>')
    assert re.search(r'<svg [^>]*role="img"', svg), svg[:200]
    assert '<title>Speed: 150 km/h</title>' in svg, svg[:400]
    texts = re.findall(r'<text [^>]*>([^<]*)</text>', svg)
    assert '150 km/h' in texts and 'Speed' in texts, texts
    assert '96 km/h' not in svg
    # The needle: the round-capped line from the hub. Its angle, clockwise from 12 o'clock, is the value's on the
    # arc −135°…+135° for 0…220.
    hub = re.search(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" fill="[^"]+"/>\s*</svg>', svg)
    needle = re.findall(r'<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)" stroke="(#[0-9a-f]{6})"[^>]*stroke-linecap="round"', svg)
    assert hub and len(needle) == 1, f'no single needle and hub in the SVG: {needle}'
    cx, cy = map(float, hub.groups())
    x2, y2, colour = float(needle[0][2]), float(needle[0][3]), needle[0][4]
    angle = math.degrees(math.atan2(x2 - cx, cy - y2))
    expected = -135 + 270 * 150 / 220
    assert abs(angle - expected) < 0.5, f'needle at {angle:.2f}°, expected {expected:.2f}° (value 150)'
    assert colour == '#34c759', f'needle {colour}: 150 is in the green zone (SwiftUI green #34c759)'
    # swift-gauge/ssr: README › Server-rendered first paint's snippet, in the project.
    (app / 'markup.mjs').write_text(SSR_MARKUP)
    out = json.loads(run(['node', 'markup.mjs'], app, timeout=60).stdout)
    html, css = out['html'], out['css']
    assert html.startswith('<swift-gauge gauge-style="dial" value="150" upper="220" label="Speed" '
                           'format="{&#34;suffix&#34;:&#34; km/h&#34;}" class="sg-ssr sg-240x240"><svg '), html[:200]
    assert html.endswith('</svg>\n</swift-gauge>') and not re.search(r'\sstyle=', html), 'no inline style (CSP)'
    assert re.search(r'<svg [^>]*role="img"', html) and '<style' not in html, html[:400]
    assert '.sg-240x240{width:240px;height:240px}' in css and 'swift-gauge.sg-ssr{display:inline-block' in css, css
    assert out['bad'] == 'RangeError: sizeClass: width: expected a finite number of CSS px above 0, got -1', out['bad']
    # Node takes the readable bundle ("node" in the package's exports): an uncaught error prints its own line, not
    # the 114 KB minified one, with no flag.
    (app / 'throws.mjs').write_text("import { setWasmSource } from 'swift-gauge';\nsetWasmSource(null);\n")
    p = run(['node', 'throws.mjs'], app, timeout=60, check=False)
    assert p.returncode != 0 and re.search(r'node_modules/swift-gauge/swift-gauge\.js:\d+', p.stderr), p.stderr
    assert re.search(r"""throw new TypeError\(["']setWasmSource: source""", p.stderr) and len(p.stderr) < 4000, p.stderr
    # The shipped source map: the minified file, imported by name, maps an error to its module and line, readable.
    (app / 'throws.mjs').write_text("import { setWasmSource } from 'swift-gauge/swift-gauge.min.js';\nsetWasmSource(null);\n")
    p = run(['node', '--enable-source-maps', 'throws.mjs'], app, timeout=60, check=False)
    assert p.returncode != 0 and re.search(r'node_modules/swift-gauge/src/load\.js:\d+:\d+\)', p.stderr), p.stderr
    assert "throw new TypeError('setWasmSource: source" in p.stderr, p.stderr
    record(request, f'role="img", title, "150 km/h", needle at {angle:.1f}° (150 of 220); swift-gauge/ssr markup, '
                    f'no inline style; an error maps to src/load.js')


# ---------------------------------------------------------------------------------------------------------
# (f) a Swift package outside this repository, depending on it by path

SWIFT_MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GaugeConsumer",
    dependencies: [.package(path: "{root}")],
    targets: [
        .executableTarget(name: "StorageSVG", dependencies: [.product(name: "GaugeCore", package: "{identity}")]),
    ]
)
"""

# README › Swift, as a consumer writes it: a storage bar re-ranged and re-tinted, written as SVG to a file; then
# the same for a page (README › Swift on a server: SVGOptions), and a root attribute the writer refuses.
SWIFT_MAIN = """import GaugeCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var gauge = Gauge(value: 182, in: 0...256, label: "iPhone Storage",
                  currentValueLabel: "182 GB of 256 GB used", style: .linearCapacity, tint: .color(.orange))
try gauge.setBounds(lower: 0, upper: 512)
gauge.tint = try Tint.parse("in oklab, green value(0), yellow value(300), red value(450)")
let svg = gauge.svg(width: 320, height: 80)
let path = CommandLine.arguments[1]
func write(_ text: String, to path: String) {
    guard let file = fopen(path, "w") else { fatalError("cannot write \\(path)") }
    fputs(text, file)
    fclose(file)
}
write(svg, to: path)
print("\\(path): \\(gauge.accessibilityValueText)")

let options = SVGOptions(idPrefix: "storage-", attributes: [.class("gauge storage"), .aria("describedby", "storage-help"),
                                                            .data("sensor", "a&b <1>")])
write(try gauge.svg(width: 320, height: 80, options: options), to: path + ".page.svg")
do {
    _ = try gauge.svg(width: 320, height: 80, options: SVGOptions(attributes: [SVGAttribute("viewBox", "0 0 1 1")]))
    print("viewBox accepted")
} catch {
    print(error.message)
}

// SwiftUI's shape: a style by its name, modifiers, a system tint; the same gauge decoded from a request's JSON
// compares equal, hashes equal and draws the same bytes; a bad document is refused at its key, never a trap.
guard let ring = GaugeStyle("accessoryCircular") else { fatalError("no style named accessoryCircular") }
let built = Gauge(value: 21, in: 0...40, label: "Temperature").gaugeStyle(ring).tint(.orange)
    .dial(Dial(majorTicks: 4)).zones([Zone(from: 30, color: .red, name: "hot")])
let request = #"{"value": 21, "lowerBound": 0, "upperBound": 40, "label": "Temperature", "style": "accessoryCircular", "tint": "orange", "dial": {"majorTicks": 4}, "zones": [{"from": 30, "color": "red", "name": "hot"}]}"#
let decoded = try JSONDecoder().decode(Gauge.self, from: Data(request.utf8))
var cache: [Gauge: String] = [:]
cache[built] = try built.svg(width: 140, height: 140, options: SVGOptions(idPrefix: "ring-"))
print("shape: equal \\(decoded == built), cached \\(cache[decoded] != nil), same svg \\(try decoded.svg(width: 140, height: 140, options: SVGOptions(idPrefix: "ring-")) == cache[built]), style \\(decoded.style)")
write(cache[built]!, to: path + ".ring.svg")
do {
    _ = try JSONDecoder().decode(Gauge.self, from: Data(#"{"value": 1, "style": "dial", "dial": {"majorTicks": 1000000}}"#.utf8))
    print("refused: nothing")
} catch DecodingError.dataCorrupted(let context) {
    print("refused:", context.codingPath.map(\\.stringValue).joined(separator: "."), context.debugDescription)
}
var hostile = built
hostile.dial.majorTicks = 1_000_000
do { try hostile.validate() } catch { print("validate: \\(error)") }
"""

# The same gauge through the installed npm package in Node: the README says both write the same SVG (and, with an
# idPrefix, the same SVG with that prefix: written to the file named by its argument).
SAME_GAUGE_MJS = """import { writeFileSync } from 'node:fs';
import { loadSwiftGauge } from 'swift-gauge';
const sg = await loadSwiftGauge();
const g = sg.createGaugeHandle({ style: 'linearCapacity', value: 182, lower: 0, upper: 512, label: 'iPhone Storage',
  currentValueLabel: '182 GB of 256 GB used', tint: 'in oklab, green value(0), yellow value(300), red value(450)' });
process.stdout.write(g.toSVG(320, 80));
writeFileSync(process.argv[2], g.toSVG(320, 80, { idPrefix: 'storage-' }));
"""

# The ring the Swift consumer builds with modifiers (and decodes from JSON), through the npm package's options.
SAME_RING_MJS = """import { loadSwiftGauge } from 'swift-gauge';
const sg = await loadSwiftGauge();
const g = sg.createGaugeHandle({ style: 'accessoryCircular', value: 21, lower: 0, upper: 40, label: 'Temperature',
  tint: 'orange', dial: { majorTicks: 4 }, zones: [{ from: 30, color: 'red', name: 'hot' }] });
process.stdout.write(g.toSVG(140, 140, { idPrefix: 'ring-' }));
"""

@pytest.mark.consumer('f', 'Swift package depending on GaugeCore by path')
def test_f_swift_package(request, tmp_path, install):
    """A package in a temporary folder with `.package(path: <this repository>)` and the GaugeCore product: `swift
    build` (its own scratch path) and run; the SVG has role="img", the title, the bar filled to 182 of 512 and the
    gradient's stops at values 300 and 450 of 0…512 — and is byte for byte what the npm package writes in Node.
    Written for a page (SVGOptions: an idPrefix and root attributes), every id starts with the prefix, the attributes
    follow the writer's own, escaped, and apart from them it is what Node writes with that prefix; the writer's own
    viewBox is refused, naming it."""
    pkg = tmp_path / 'GaugeConsumer'
    (pkg / 'Sources' / 'StorageSVG').mkdir(parents=True)
    (pkg / 'Package.swift').write_text(SWIFT_MANIFEST.format(root=ROOT, identity=ROOT.name.lower()))
    (pkg / 'Sources' / 'StorageSVG' / 'main.swift').write_text(SWIFT_MAIN)
    scratch = tmp_path / 'swift-scratch'
    left_alone = {f: (ROOT / f).exists() for f in ('Package.resolved', '.swiftpm')}
    run(['swift', 'build', '--scratch-path', str(scratch), '--product', 'StorageSVG'], pkg, timeout=900)
    out = tmp_path / 'storage.svg'
    p = run([str(scratch / 'debug' / 'StorageSVG'), str(out)], pkg, timeout=60)
    lines = p.stdout.strip().split('\n')
    assert lines[0] == f'{out}: 182 GB of 256 GB used', p.stdout
    assert lines[1] == ('attributes: "viewBox" is written by the SVG writer (size the SVG with width and height, '
                        'or with CSS)'), p.stdout
    svg = out.read_text()
    assert re.match(r'<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img">', svg), svg[:200]
    assert '<title>iPhone Storage: 182 GB of 256 GB used</title>' in svg
    fills = re.findall(r'<rect x="0" y="[\d.]+" width="([\d.]+)" height="[\d.]+" rx="[\d.]+" fill="url\(#', svg)
    assert fills == ['113.75'], f'fill widths {fills}: expected 320 × 182/512 = 113.75'
    offsets = [float(o) for o in re.findall(r'<stop offset="([\d.]+)"', svg)]
    for v in (300, 450):
        assert any(abs(o - v / 512) < 0.001 for o in offsets), f'no stop at value {v} ({v / 512:.3f}) in {offsets}'
    # The same gauge from the npm package in Node.
    app = tmp_path / 'node'
    install(app)
    (app / 'same.mjs').write_text(SAME_GAUGE_MJS)
    (app / 'ring.mjs').write_text(SAME_RING_MJS)
    js_page = tmp_path / 'storage.node.svg'
    js = run(['node', 'same.mjs', str(js_page)], app, timeout=60).stdout
    assert js == svg, 'Swift and the npm package (Node) wrote different SVG for the same gauge'
    # For a page: SVGOptions' idPrefix and root attributes.
    page = Path(str(out) + '.page.svg').read_text()
    attributes = ' class="gauge storage" aria-describedby="storage-help" data-sensor="a&amp;b &lt;1&gt;"'
    head = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img"'
    assert page.startswith(head + attributes + '>\n'), page[:300]
    ids = re.findall(r' id="([^"]+)"', page)
    assert ids and all(i.startswith('storage-') for i in ids), ids
    assert set(re.findall(r'url\(#([^)]+)\)', page)) <= set(ids), 'a reference to an id the SVG does not have'
    assert page.replace(attributes, '', 1) == js_page.read_text(), 'Swift (SVGOptions) and Node (idPrefix) differ'
    # SwiftUI's shape, Codable, Hashable (the lines after the two above).
    assert lines[2] == 'shape: equal true, cached true, same svg true, style accessoryCircular', p.stdout
    assert lines[3].startswith('refused: dial.majorTicks ') and 'must be 0 (automatic) or 1…100' in lines[3], p.stdout
    assert lines[4] == 'validate: dial.majorTicks: must be 0 (automatic) or 1…100', p.stdout
    ring = Path(str(out) + '.ring.svg').read_text()
    assert 'accessoryCircular' not in ring and '<title>Temperature' in ring, ring[:300]
    ring_js = run(['node', 'ring.mjs'], app, timeout=60).stdout
    assert ring_js == ring, 'Swift (modifiers) and Node (options) wrote different SVG for the same ring'
    # The dependency's folder was only read (the build went to the scratch path).
    assert {f: (ROOT / f).exists() for f in left_alone} == left_alone, 'swift build wrote into the repository'
    record(request, 'swift build + run: role="img", title, fill 113.75 of 320, stops at 300/450; same bytes as Node; '
                    'SVGOptions: ids from the prefix, root attributes escaped, viewBox refused; modifiers == JSON-decoded '
                    '(equal, hashed, same bytes as Node), a hostile dial refused at its key and by validate()')


# ---------------------------------------------------------------------------------------------------------
# (b) an app bundled by esbuild, as README › Use with a bundler says

BUNDLED_APP = f"""import {{ setWasmSource, loadSwiftGauge }} from 'swift-gauge';
import wasmURL from 'swift-gauge/swift-gauge.wasm';
setWasmSource(new URL(wasmURL, import.meta.url));   // beside the bundle, wherever the page is

const sg = await loadSwiftGauge();
const gauge = sg.createGauge(document.getElementById('js'), {{
  style: 'accessoryCircularCapacity', value: 21, lower: 0, upper: 40, label: 'Temperature', tint: '{LIME}',
}});
gauge.value = 30;
document.body.insertAdjacentHTML('beforeend',
  '<swift-gauge id="el" gauge-style="linearCapacity" value="0.7" label="Battery" tint="{RUBY}" style="width: 300px"></swift-gauge>');
await sg.whenRendered();
window.app = {{ gauge, wasmURL: String(wasmURL), resolved: String(new URL(wasmURL, import.meta.url)) }};
document.documentElement.dataset.state = 'ready';
"""

BUNDLED_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>swift-gauge bundled by esbuild</title>
<script type="module" src="../app.js"></script></head>
<body><div id="js" style="width: 160px; height: 160px"></div></body></html>
"""

JS_GAUGE_PROBE = """async (colour) => {
  const [r, g, b] = colour;
  const div = document.getElementById('js'), c = div.querySelector('canvas');
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] === 255 && Math.abs(d[i] - r) <= 2 && Math.abs(d[i + 1] - g) <= 2 && Math.abs(d[i + 2] - b) <= 2) n++;
  }
  return { count: n, role: div.getAttribute('role'), now: div.getAttribute('aria-valuenow'), wasmURL: app.wasmURL, resolved: app.resolved };
}"""


@pytest.mark.consumer('b', 'esbuild-bundled app (setWasmSource + wasm export)')
def test_b_esbuild_bundle(request, tmp_path, install, serve, new_page):
    """README's command, `esbuild app.js --bundle --format=esm --loader:.wasm=file --outdir=public`, on an app
    that imports 'swift-gauge' and 'swift-gauge/swift-gauge.wasm' and calls setWasmSource(new URL(wasmURL,
    import.meta.url)): the bundle refers to no `node:` module, the wasm is copied beside it under a hashed name, and
    served alone (no node_modules), the page — in a folder below the bundle's — fetches that one wasm once
    for both loaders (loadSwiftGauge and <swift-gauge>), and both gauges draw in their tints."""
    app = tmp_path / 'bundled'
    install(app)
    (app / 'app.js').write_text(BUNDLED_APP)
    out = app / 'public'
    out.mkdir()
    # The page sits one folder below the bundle: the wasm is found from the bundle's URL, not the page's.
    (out / 'pages').mkdir()
    (out / 'pages' / 'index.html').write_text(BUNDLED_PAGE)
    command = ['esbuild', 'app.js', '--bundle', '--format=esm', '--loader:.wasm=file', '--outdir=public']
    readme = (ROOT / 'README.md').read_text()
    assert f"`{' '.join(command)}`" in readme, 'README › Use with a bundler gives the command this test runs'
    run(command + ['--log-level=warning'], app, timeout=120)
    bundle = (out / 'app.js').read_text()
    assert not re.search(r'''["']node:''', bundle), 'the bundle refers to a node: module'
    copied = sorted(p.name for p in out.glob('*.wasm'))
    assert len(copied) == 1 and re.fullmatch(r'swift-gauge-[A-Z0-9]+\.wasm', copied[0]), copied
    site = serve(out)
    pg = new_page()
    pg.goto(site.url + 'pages/index.html')
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    el = probe(pg, ['el'], [RUBY, LIME])['el']
    js = pg.evaluate(JS_GAUGE_PROBE, rgb(LIME))
    assert js['wasmURL'] == f'./{copied[0]}' and js['resolved'] == f'{site.url}{copied[0]}', js
    assert (js['role'], js['now']) == ('meter', '30'), js
    assert js['count'] >= MIN_PIXELS, f'the JS API gauge drew {js["count"]} px of its tint'
    assert (el['role'], el['now'], el['label']) == ('meter', '0.7', 'Battery'), el
    assert el['counts'][RUBY] >= MIN_PIXELS and el['counts'][LIME] == 0, el
    wasm = [(p, s) for p, s in site.requests if p.endswith('.wasm')]
    assert wasm == [(f'/{copied[0]}', 200)], f'wasm requests: {wasm} (one, for the hashed file)'
    check_no_page_errors(pg)
    record(request, f"{copied[0]} fetched once for both loaders; {js['count']} / {el['counts'][RUBY]} px of the tints; no node: import")


# ---------------------------------------------------------------------------------------------------------
# (c) tsc --strict on a consumer's TypeScript

TS_DIR = Path(__file__).resolve().parent / 'typescript'


def dts_surface(dts: str) -> tuple[set[str], dict[str, set[str]]]:
    """The d.ts's exported names, and each exported class's members (properties, accessors, methods, statics)."""
    exports = set(re.findall(r'^export (?:declare )?(?:const|function|class|type|interface) (\w+)', dts, re.M))
    members = {}
    for m in re.finditer(r'^export class (\w+)[^{]*\{\n(.*?)^\}', dts, re.M | re.S):
        body = re.sub(r'/\*.*?\*/', '', m.group(2), flags=re.S)
        # A member starts at the body's indent (two spaces); deeper lines continue a signature.
        names = set(re.findall(r'^  (?:static\s+)?(?:readonly\s+)?(?:get\s+|set\s+)?(\w+)\s*[(:]', body, re.M))
        members[m.group(1)] = names - {'constructor'}
    return exports, members


@pytest.mark.consumer('c', 'tsc --strict (Debian TypeScript) on a usage file + TSX')
def test_c_typescript(request, tmp_path, install):
    """web/test/consumers/typescript/ in a project that installed the tarball: `tsc --strict --noEmit` (ES2022,
    lib dom + es2022, node16 resolution through the package's "exports") accepts usage.ts (every export, option
    and member, imported as 'swift-gauge', 'swift-gauge/swift-gauge.min.js' and 'swift-gauge/swift-gauge.js', and
    'swift-gauge/ssr'), usage-jsx.tsx (<swift-gauge> in TSX: props, attribute names, data-*, aria-*, handlers),
    expect-errors.ts and expect-errors-jsx.tsx (each @ts-expect-error must be an error: misspelt JSX props, the
    element's typed `error` event), and
    fails on broken.ts with exactly its one error."""
    tsc = shutil.which('tsc')
    assert tsc, 'tsc is missing: apt-get install node-typescript (./build.sh test installs it)'
    version = run([tsc, '--version'], tmp_path).stdout.strip()
    app = tmp_path / 'ts'
    pkg = install(app)
    for f in TS_DIR.iterdir():
        shutil.copy(f, app / f.name)
    # Coverage: what the installed d.ts declares is used in usage.ts.
    exports, members = dts_surface((pkg / 'swift-gauge.d.ts').read_text())
    usage = (app / 'usage.ts').read_text()
    assert {'loadSwiftGauge', 'SwiftGaugeElement', 'Gauge', 'GaugeOptions'} <= exports, exports
    assert set(members) == {'Gauge', 'SwiftGaugeModule', 'SwiftGaugeElement', 'GaugeSurface'}, members.keys()
    missing = sorted(e for e in exports if not re.search(rf'\b{e}\b', usage))
    assert not missing, f'usage.ts does not use these exports of swift-gauge.d.ts: {missing}'
    for cls, names in members.items():
        unused = sorted(n for n in names if not re.search(rf'\.{n}\b', usage))
        assert not unused, f'usage.ts does not use {cls} members {unused}'
    p = run([tsc, '-p', 'tsconfig.json'], app, check=False, timeout=180)
    assert p.returncode == 0, f'tsc --strict reported errors:\n{p.stdout}{p.stderr}'
    b = run([tsc, '-p', 'tsconfig.broken.json'], app, check=False, timeout=180)
    errors = re.findall(r'^(\S+)\((\d+),\d+\): error (TS\d+)', b.stdout, re.M)
    assert b.returncode != 0 and errors == [('broken.ts', '6', 'TS2322')], \
        f'tsc on broken.ts: exit {b.returncode}, errors {errors}:\n{b.stdout}'
    n_expected = (app / 'expect-errors.ts').read_text().count('@ts-expect-error:')
    n_jsx = (app / 'expect-errors-jsx.tsx').read_text().count('@ts-expect-error:')
    assert n_jsx >= 5, 'expect-errors-jsx.tsx: misspelt JSX props must be errors'
    record(request, f'{version}: usage.ts ({len(exports)} exports, {sum(map(len, members.values()))} class members, '
                    f'swift-gauge/ssr), TSX, {n_expected} expected errors + {n_jsx} in JSX (typos, events); '
                    f'broken.ts fails with TS2322')


# ---------------------------------------------------------------------------------------------------------
# (d) React: Debian's node-react + node-react-dom UMD builds in Chromium

REACT_DIR = Path(__file__).resolve().parent / 'react'
REACT_UMD = Path('/usr/share/nodejs/react/umd/react.production.min.js')
REACT_DOM_UMD = Path('/usr/share/nodejs/react-dom/umd/react-dom.production.min.js')
# Stock React 18 has enableCustomElementPropertySupport off: every prop of a custom element is an attribute
# (`'' + value`). Debian builds React DOM with it on (props the element has become properties; on* props become
# listeners). The attribute page runs Debian's React DOM with the two branches that flag guards in upstream's
# setValueForProperty turned off again, which is stock 18.x's behaviour there.
STOCK_18_PATCHES = (
    ("if (isCustomComponentTag && name[0] === 'o' && name[1] === 'n') {", 'if (false) { // stock React 18'),
    ('if (isCustomComponentTag && name in node) {', 'if (false) { // stock React 18'),
)


def react_page(app: Path, mode: str):
    shutil.copy(REACT_DIR / 'app.js', app / 'app.js')
    vendor = app / 'vendor'
    vendor.mkdir()
    shutil.copy(REACT_UMD, vendor / REACT_UMD.name)
    dom = REACT_DOM_UMD.read_text()
    dom_name = REACT_DOM_UMD.name
    if mode == 'attributes':
        for old, new in STOCK_18_PATCHES:
            assert dom.count(old) == 1, f'{REACT_DOM_UMD} no longer has `{old}` once: update STOCK_18_PATCHES'
            dom = dom.replace(old, new)
        dom_name = 'react-dom.stock-18.js'
    (vendor / dom_name).write_text(dom)
    html = (REACT_DIR / 'page.html').read_text().replace('@MODE@', mode).replace('@REACT@', REACT_UMD.name) \
        .replace('@REACT_DOM@', dom_name).replace('@COLOURS@', json.dumps(dict(LIME=LIME, AMBER=AMBER, RUBY=RUBY, AZURE=AZURE)))
    (app / f'{mode}.html').write_text(html)


REACT_STATE = """() => {
  const at = (id) => { const el = document.getElementById(id);
    return Object.fromEntries([...el.attributes].filter((a) => !a.name.startsWith('aria-') && a.name !== 'role' && a.name !== 'style').map((a) => [a.name, a.value])); };
  return { ...window.reactPage, attributes: { dial: at('dial'), ring: at('ring'), bar: at('bar') } };
}"""


@pytest.mark.consumer('d', 'React (Debian node-react UMD): attributes and properties pages')
@pytest.mark.parametrize('mode', ['attributes', 'properties'])
def test_d_react(request, tmp_path, install, serve, new_page, mode):
    """react/app.js rendered by Debian's React UMD builds with React.createElement: a dial (zones), a capacity ring
    (tint) and a bar (zones as JSON text, a format), values from state. `attributes`: stock React 18's behaviour
    (every prop an attribute, objects as JSON text, camelCase names lower-cased); `properties`: Debian's React DOM
    as shipped, which sets properties (arrays and objects as values) like React 19. Both: the elements are meters
    whose aria-valuenow/-valuetext follow the state after a click, the ring's tint fills more of it at the higher
    value, the bar's fill switches to the second zone's colour, the dial's needle turns to it; React went through
    attributes only, or through the properties, as the mode says; an interactive dial's keys set React's state
    through onInput (its `input` event) and come back as its value."""
    for f in (REACT_UMD, REACT_DOM_UMD):
        assert f.is_file(), f'{f} is missing: apt-get install node-react node-react-dom (./build.sh test installs them)'
    app = tmp_path / f'react-{mode}'
    install(app)
    react_page(app, mode)
    site = serve(app)
    pg = new_page()
    pg.goto(site.url + f'{mode}.html')
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    colours = [LIME, AMBER, RUBY, AZURE]
    ids = ['dial', 'ring', 'bar']
    before = probe(pg, ids, colours)
    state = pg.evaluate(REACT_STATE)
    pg.click('#next')
    pg.wait_for_function("document.getElementById('step').textContent === '1'")
    after = probe(pg, ids, colours)
    state1 = pg.evaluate(REACT_STATE)

    def meter(r):
        return r['role'], r['now'], r['text']
    assert [meter(before[i]) for i in ids] == [('meter', '30', '30'), ('meter', '20', '20°'), ('meter', '0.25', '25%')], before
    assert [meter(after[i]) for i in ids] == [('meter', '75', '75, high'), ('meter', '35', '35°'), ('meter', '0.8', '80%, high')], after
    assert [after[i]['label'] for i in ids] == ['Speed', 'Temperature', 'Battery'], after
    ring0, ring1 = before['ring']['counts'][RUBY], after['ring']['counts'][RUBY]
    assert ring0 >= MIN_PIXELS and ring1 >= 1.4 * ring0, f'ring tint pixels {ring0} → {ring1} (value 20 → 35 of 40)'
    bar0, bar1 = before['bar']['counts'], after['bar']['counts']
    assert bar0[LIME] >= MIN_PIXELS / 2 and bar0[AMBER] == 0, f'bar at 0.25 (first zone): {bar0}'
    assert bar1[AMBER] >= MIN_PIXELS and bar1[LIME] == 0, f'bar at 0.8 (zone "high"): {bar1}'
    dial0, dial1 = before['dial']['counts'], after['dial']['counts']
    assert dial0[LIME] >= MIN_PIXELS and dial0[AMBER] >= MIN_PIXELS / 3, f'dial zone bands: {dial0}'
    assert dial1[AMBER] > dial0[AMBER] + 50, f'the needle did not turn to the "high" zone colour: {dial0} → {dial1}'
    # Which way React went.
    attrs = state1['attributes']
    assert not any('[object Object]' in v for a in attrs.values() for v in a.values()), attrs
    assert json.loads(attrs['bar']['zones'])[1] == {'from': 0.6, 'color': AMBER, 'name': 'high'}, attrs['bar']
    assert json.loads(attrs['dial']['zones'])[1] == {'from': 60, 'color': AMBER, 'name': 'high'}, attrs['dial']
    sets = state1['sets']
    if mode == 'attributes':
        assert sets == {}, f'React set element properties: {sets}'
        assert attrs['dial']['gaugestyle'] == 'dial' and attrs['ring']['currentvaluelabel'] == '35°', attrs
        assert attrs['ring']['tint'] == RUBY and attrs['bar']['format'] == '{"percent":true}', attrs
        path = 'attributes only (gaugestyle, currentvaluelabel, JSON zones/format)'
    else:
        assert 'array' in sets.get('zones', []) and 'string' in sets.get('zones', []), sets
        assert 'object' in sets.get('tint', []) and 'object' in sets.get('format', []), sets
        assert 'gaugestyle' not in attrs['dial'] and attrs['dial']['gauge-style'] == 'dial', attrs['dial']
        assert attrs['ring']['tint'] == f'in srgb, {RUBY} 0, {RUBY} 1', attrs['ring']
        path = f"properties ({', '.join(f'{k}: {len(v)}' for k, v in sorted(sets.items()))} sets)"
    # The interactive dial as a controlled input: keys → `input` → React state → the value prop.
    pg.focus('#knob')
    pg.keyboard.press('End')
    pg.wait_for_function("document.getElementById('volume').textContent === '100'")
    pg.keyboard.press('ArrowDown')
    pg.wait_for_function("document.getElementById('volume').textContent === '95'")
    assert pg.evaluate("document.getElementById('knob').value") == 95
    check_no_page_errors(pg)
    record(request, f"{mode}: React {state['version']}, {path}; ring {ring0}→{ring1} px, bar zone colour switched, knob controlled")
