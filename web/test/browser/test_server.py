"""The built module exists (a missing build fails here, never skips) and the test server serves it the way
WebAssembly.compileStreaming needs."""
from __future__ import annotations

import urllib.request

from conftest import WASM


def test_wasm_is_built():
    assert WASM.is_file(), f'{WASM} is missing: run ./build.sh first'
    assert WASM.read_bytes()[:4] == b'\0asm', f'{WASM} is not a wasm module'


def test_server_headers(server):
    for path, ctype in (('swift-gauge.wasm', 'application/wasm'), ('swift-gauge.js', 'text/javascript')):
        with urllib.request.urlopen(server + path, timeout=5) as r:
            assert r.headers.get_content_type() == ctype, (path, r.headers['Content-Type'])
            assert r.headers['Cache-Control'] == 'no-store', (path, r.headers['Cache-Control'])
