"""Minifies the JS host: web/swift-gauge.js → web/swift-gauge.min.js (run by ./build.sh; needs tdewolff-minify).

tdewolff-minify does not know the file is an ES module, so it keeps every top-level name as if it were a
global (`describe`, `checkText`, `CanvasBinding`… stay spelled out at each use). The module body is therefore
minified inside one arrow function, where those names are local and get short names; the exports are taken
out of it under their own names and re-exported. Same exports, same behaviour (web/test/minified.test.mjs,
the element page test); −0.6 KB gzipped (issue 8). The classes' `name` properties are minified too.

Usage: minify_host.py SOURCE OUTPUT
"""
import re
import sys

import minify

EXPORT = re.compile(r"^export ((?:async )?(?:function|class|const) ([A-Za-z_$][\w$]*))", re.M)


def wrapped(source: str) -> str:
    names = [m.group(2) for m in EXPORT.finditer(source)]
    body = EXPORT.sub(r"\1", source)
    if re.search(r"^\s*export\b", body, re.M):
        raise SystemExit("minify_host.py: an export form other than `export function|class|const NAME` "
                         "(teach this script about it)")
    listed = ", ".join(names)
    return f"const {{{listed}}} = (() => {{\n{body}\nreturn {{{listed}}};\n}})();\nexport {{{listed}}};\n"


def main() -> None:
    source_path, output_path = sys.argv[1], sys.argv[2]
    with open(source_path, encoding="utf-8") as f:
        source = f.read()
    with open(output_path, "w", encoding="utf-8") as f:
        f.write(minify.string("text/javascript", wrapped(source)))


if __name__ == "__main__":
    main()
