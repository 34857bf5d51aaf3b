"""Three more consumers of the packed tarball, from Debian's packages (README › Use with a bundler, › Frameworks):

(g) webpack 5 (`webpack`): an app that imports 'swift-gauge' and nothing else; webpack follows the host's
    `new URL('./swift-gauge.wasm', import.meta.url)`, emits the wasm as a hashed asset, and the page, in another folder
    than the bundle, loads it from beside the bundle;
(h) Rollup 3 (`rollup`, `node-rollup-plugin-node-resolve`): the same app; Rollup keeps the URL as written, so the
    wasm is copied beside the bundle, as the README says; the page sits in another folder;
(i) Vue (`node-vue`: Debian has Vue 2.6, not Vue 3): a template binding <swift-gauge> props, objects through
    `.prop`, the element ignored by Vue's compiler; a click changes the value.

Each installs the tarball into a fresh folder (conftest.install), builds, serves, loads the page in headless Chromium
and asserts pixels and ARIA. Where Debian's webpack runs on a Node that is not Debian's, bundlers/debian-node.cjs is
preloaded (Debian's enhanced-resolve reads a build setting only Debian's nodejs has); webpack and the Rollup plugin are
found through NODE_PATH (build/debs/, where ./build.sh test unpacks what apt cannot install here, then
/usr/share/nodejs).
"""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from conftest import ROOT, record, run
from test_consumers import AMBER, AZURE, LIME, MIN_PIXELS, RUBY, check_no_page_errors, probe

HERE = Path(__file__).resolve().parent
DEBIAN_NODE = HERE / 'bundlers' / 'debian-node.cjs'
NODE_PATH = os.pathsep.join(str(p) for p in (ROOT / 'build' / 'debs' / 'usr' / 'share' / 'nodejs',
                                             Path('/usr/share/nodejs'), Path('/usr/lib/nodejs')) if p.is_dir())


def debian_module(name: str) -> Path:
    """The folder of Debian's node module `name` (build/debs/ first), or a failure naming the package."""
    for base in NODE_PATH.split(os.pathsep):
        if (Path(base) / name / 'package.json').is_file():
            return Path(base) / name
    pytest.fail(f'{name} is missing from {NODE_PATH}: ./build.sh test installs it (need_node_debs)', pytrace=False)


# The app both bundlers build: the package by name only (no setWasmSource), a JS-API gauge and an element.
APP = f"""import {{ loadSwiftGauge }} from 'swift-gauge';

loadSwiftGauge().then(async (sg) => {{
  const gauge = sg.createGauge(document.getElementById('js'), {{
    style: 'accessoryCircularCapacity', value: 30, lower: 0, upper: 40, label: 'Temperature', tint: '{LIME}',
  }});
  document.body.insertAdjacentHTML('beforeend',
    '<swift-gauge id="el" gauge-style="linearCapacity" value="0.7" label="Battery" tint="{RUBY}" style="width: 300px"></swift-gauge>');
  await sg.whenRendered();
  window.app = {{ now: gauge.value }};
  document.documentElement.dataset.state = 'ready';
}}, (e) => {{ document.documentElement.dataset.state = 'failed: ' + e.message; }});
"""

# The page sits in pages/, the bundle in public/: the wasm must be found from the bundle's URL, not the page's.
PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>swift-gauge bundled by {tool}</title>
<script type="module" src="../public/{bundle}"></script></head>
<body><div id="js" style="width: 160px; height: 160px"></div></body></html>
"""

JS_PIXELS = """(colour) => {
  const [r, g, b] = colour;
  const c = document.querySelector('#js canvas');
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] === 255 && Math.abs(d[i] - r) <= 2 && Math.abs(d[i + 1] - g) <= 2 && Math.abs(d[i + 2] - b) <= 2) n++;
  }
  return n;
}"""


def load_bundled(app: Path, bundle: str, tool: str, serve, new_page):
    """Serves `app`, opens pages/index.html (which loads ../public/<bundle>), waits for the gauges; returns
    (site, element probe, JS gauge pixels of its tint)."""
    (app / 'pages').mkdir()
    (app / 'pages' / 'index.html').write_text(PAGE.format(tool=tool, bundle=bundle))
    site = serve(app)
    pg = new_page()
    pg.goto(site.url + 'pages/index.html')
    pg.wait_for_function("document.documentElement.dataset.state !== undefined")
    state = pg.evaluate("document.documentElement.dataset.state")
    assert state == 'ready', f'the page: {state}; requests {site.requests}'
    el = probe(pg, ['el'], [RUBY, LIME])['el']
    from test_consumers import rgb
    js = pg.evaluate(JS_PIXELS, rgb(LIME))
    assert (el['role'], el['now'], el['label']) == ('meter', '0.7', 'Battery'), el
    assert el['counts'][RUBY] >= MIN_PIXELS and el['counts'][LIME] == 0, el
    assert js >= MIN_PIXELS, f'the JS API gauge drew {js} px of its tint'
    check_no_page_errors(pg)
    return site, el, js


WEBPACK_CONFIG = """// webpack 5, ES module output; nothing about the wasm: webpack follows new URL('./swift-gauge.wasm', import.meta.url).
module.exports = {
  mode: 'production',
  entry: './app.js',
  output: { path: __dirname + '/public', filename: 'app.js', module: true, chunkFormat: 'module' },
  experiments: { outputModule: true },
};
"""


@pytest.mark.consumer('g', 'webpack 5 (Debian webpack): the wasm as an asset from new URL(…, import.meta.url)')
def test_g_webpack(request, tmp_path, install, serve, new_page):
    """`webpack --config webpack.config.cjs` on an app importing 'swift-gauge' by name: webpack emits the wasm as a
    hashed asset beside the bundle, the bundle refers to it and to no `node:` module, and the page in pages/ fetches
    that one file once (for the JS API gauge and the element) and both draw in their tints."""
    webpack = debian_module('webpack')
    cli = debian_module('webpack-cli') / 'bin' / 'cli.js'
    app = tmp_path / 'webpack'
    install(app)
    (app / 'app.js').write_text(APP)
    (app / 'webpack.config.cjs').write_text(WEBPACK_CONFIG)
    version = run(['node', '-e', 'console.log(require("webpack/package.json").version)'], app,
                  env={'NODE_PATH': NODE_PATH}).stdout.strip()
    assert version.startswith('5.'), f'{webpack}: webpack {version}, not 5'
    run(['node', '-r', str(DEBIAN_NODE), str(cli), '--config', 'webpack.config.cjs', '--no-color'], app, timeout=180,
        env={'NODE_PATH': NODE_PATH})
    out = app / 'public'
    wasm = sorted(p.name for p in out.glob('*.wasm'))
    assert len(wasm) == 1 and re.fullmatch(r'[0-9a-f]+\.wasm', wasm[0]), f'webpack emitted {wasm}'
    assert (out / wasm[0]).read_bytes() == (app / 'node_modules/swift-gauge/swift-gauge.wasm').read_bytes()
    bundle = (out / 'app.js').read_text()
    assert wasm[0] in bundle and not re.search(r'''["']node:''', bundle), 'the bundle names the emitted wasm, no node: module'
    site, el, js = load_bundled(app, 'app.js', 'webpack', serve, new_page)
    assert [(p, s) for p, s in site.requests if p.endswith('.wasm')] == [(f'/public/{wasm[0]}', 200)], site.requests
    record(request, f'webpack {version}: public/{wasm[0]} fetched once from pages/; {js} / {el["counts"][RUBY]} px of the tints')


ROLLUP_CONFIG = """// Rollup 3 with Debian's @rollup/plugin-node-resolve (a bare 'swift-gauge' needs it); the wasm is copied beside the
// bundle by the test, as README › Use with a bundler says (Rollup keeps new URL('./swift-gauge.wasm', import.meta.url)).
const { nodeResolve } = require('@rollup/plugin-node-resolve');
module.exports = { input: 'app.js', output: { dir: 'public', format: 'es' }, plugins: [nodeResolve({ browser: true })] };
"""


@pytest.mark.consumer('h', 'Rollup 3 (Debian rollup + node-resolve): the wasm copied beside the bundle')
def test_h_rollup(request, tmp_path, install, serve, new_page):
    """`rollup -c rollup.config.cjs` on the same app: the bundle keeps `new URL("./swift-gauge.wasm", import.meta.url)`
    (Rollup copies no asset without a plugin), so swift-gauge.wasm is copied from the package beside it (README); the
    page in pages/ fetches /public/swift-gauge.wasm once and both gauges draw."""
    debian_module('@rollup/plugin-node-resolve')
    rollup = shutil.which('rollup')
    assert rollup, 'rollup is missing: apt-get install rollup (./build.sh test installs it)'
    version = run([rollup, '--version'], tmp_path).stdout.strip()
    assert re.search(r'v3\.', version), version
    app = tmp_path / 'rollup'
    install(app)
    (app / 'app.js').write_text(APP)
    (app / 'rollup.config.cjs').write_text(ROLLUP_CONFIG)
    run([rollup, '-c', 'rollup.config.cjs', '--silent'], app, timeout=180, env={'NODE_PATH': NODE_PATH})
    bundle = (app / 'public' / 'app.js').read_text()
    assert "new URL('./swift-gauge.wasm', import.meta.url)" in bundle or 'new URL("./swift-gauge.wasm",import.meta.url)' in bundle, \
        'Rollup kept the host\'s asset URL as written'
    assert not re.search(r'''["']node:''', bundle), 'the bundle refers to a node: module'
    shutil.copy(app / 'node_modules/swift-gauge/swift-gauge.wasm', app / 'public' / 'swift-gauge.wasm')
    site, el, js = load_bundled(app, 'app.js', 'Rollup', serve, new_page)
    assert [(p, s) for p, s in site.requests if p.endswith('.wasm')] == [('/public/swift-gauge.wasm', 200)], site.requests
    record(request, f'{version}: public/swift-gauge.wasm fetched once from pages/; {js} / {el["counts"][RUBY]} px of the tints')


VUE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>swift-gauge in Vue</title>
<script type="importmap">{"imports": {"swift-gauge": "./node_modules/swift-gauge/swift-gauge.min.js", "vue": "./vue.js"}}</script>
<script type="module" src="app.js"></script></head>
<body><div id="app"></div></body></html>
"""

# README › Frameworks: the element ignored by Vue's compiler, objects bound as properties (`.prop`).
VUE_APP = f"""import Vue from 'vue';
import 'swift-gauge';

Vue.config.ignoredElements = ['swift-gauge'];
new Vue({{
  el: '#app',
  data: {{ step: 0, speed: 30, zones: [{{ from: 0, color: '{LIME}' }}, {{ from: 60, color: '{AMBER}', name: 'high' }}] }},
  template: `<div>
    <swift-gauge id="dial" gauge-style="dial" :value="speed" min="0" max="100" label="Speed" :zones.prop="zones"
      style="width: 200px; height: 200px"></swift-gauge>
    <swift-gauge id="bar" gauge-style="linearCapacity" :value="speed / 100" label="Load" :tint.prop="['{AZURE}']"
      style="width: 300px"></swift-gauge>
    <button id="next" @click="step++; speed = 75">next</button><span id="step">{{{{ step }}}}</span>
  </div>`,
}});
document.documentElement.dataset.state = 'ready';
"""


@pytest.mark.consumer('i', 'Vue (Debian node-vue 2.6): template bindings, .prop objects, a click')
def test_i_vue(request, tmp_path, install, serve, new_page):
    """A Vue page (Debian's ES module build with its template compiler; Debian has no Vue 3) over the installed
    package: <swift-gauge> in a template, `:value` bound, zones and tint as properties (`.prop`); the elements are
    meters in their colours, and after a click the value follows (aria-valuenow 75, the dial's zone text)."""
    vue = Path('/usr/share/nodejs/vue/dist/vue.esm.browser.min.js')
    assert vue.is_file(), f'{vue} is missing: apt-get install node-vue (./build.sh test installs it)'
    app = tmp_path / 'vue'
    install(app)
    shutil.copy(vue, app / 'vue.js')
    (app / 'index.html').write_text(VUE_PAGE)
    (app / 'app.js').write_text(VUE_APP)
    site = serve(app)
    pg = new_page()
    pg.goto(site.url + 'index.html')
    pg.wait_for_function("document.documentElement.dataset.state === 'ready'")
    before = probe(pg, ['dial', 'bar'], [LIME, AMBER, AZURE])
    pg.click('#next')
    pg.wait_for_function("document.getElementById('step').textContent === '1'")
    pg.wait_for_function("document.getElementById('dial').value === 75")
    after = probe(pg, ['dial', 'bar'], [LIME, AMBER, AZURE])
    assert (before['dial']['role'], before['dial']['now'], before['bar']['now']) == ('meter', '30', '0.3'), before
    assert (after['dial']['now'], after['dial']['text'], after['bar']['now']) == ('75', '75, high', '0.75'), after
    assert before['dial']['counts'][LIME] >= MIN_PIXELS and before['dial']['counts'][AMBER] >= MIN_PIXELS / 3, before['dial']
    assert after['dial']['counts'][AMBER] > before['dial']['counts'][AMBER] + 50, 'the needle turned to the "high" zone colour'
    bar0, bar1 = before['bar']['counts'][AZURE], after['bar']['counts'][AZURE]
    assert bar0 >= MIN_PIXELS and bar1 >= 2 * bar0, f'bar tint pixels {bar0} → {bar1} (0.3 → 0.75)'
    # Vue set the array as a property (the element writes its attribute from it as JSON, never "[object Object]").
    zones = pg.evaluate("(() => { const d = document.getElementById('dial'); return [Array.isArray(d.zones), d.getAttribute('zones')]; })()")
    assert zones[0] and json.loads(zones[1])[1] == {'from': 60, 'color': AMBER, 'name': 'high'}, zones
    check_no_page_errors(pg)
    version = pg.evaluate("import('vue').then((m) => m.default.version)")
    record(request, f'Vue {version}: dial 30 → 75 ("75, high"), bar {bar0} → {bar1} px; zones as a property')
