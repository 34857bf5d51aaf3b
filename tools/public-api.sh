#!/usr/bin/env bash
# GaugeCore's public API as a committed list: Tests/public-api.txt, one line per public symbol (its path, a tab, its
# declaration) and one per conformance of a public type, with the count per top-level name in its header. A new
# public symbol, a changed signature or a symbol that stops being public is then a diff someone chose to make
# (docs/swift-api.md says what is public and why).
#
#   tools/public-api.sh           rewrite Tests/public-api.txt from the module as built
#   tools/public-api.sh --check   fail, showing the difference, when the list and the module differ
#                                 (./build.sh check-docs runs this; ./build.sh test runs check-docs)
#
# Read from the debug build's GaugeCore module (`swift build --target GaugeCore`, nothing new to compile after a
# `swift build`) by swift-symbolgraph-extract at public access: what another package sees. Symbols the compiler
# synthesises for a conformance (`!=`, `hashValue`…) are not listed; the conformance is. About a second after a build.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
LIST=Tests/public-api.txt
mode=${1:-write}
case "$mode" in write|--check) ;; *) echo "usage: tools/public-api.sh [--check]" >&2; exit 2 ;; esac

TC=${SWIFT_TOOLCHAIN:-$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")}
swift build --target GaugeCore >/dev/null
bin=$(swift build --show-bin-path)
modules=$bin/Modules; [ -d "$modules" ] || modules=$bin   # SwiftPM before 6.2 keeps modules beside the products
triple=$("$TC/bin/swiftc" -print-target-info | sed -nE 's/^ *"triple": "([^"]+)".*/\1/p' | head -1)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/graphs"
"$TC/bin/swift-symbolgraph-extract" -module-name GaugeCore -I "$modules" -target "$triple" \
  -minimum-access-level public -output-dir "$tmp/graphs"

python3 - "$tmp/graphs" > "$tmp/public-api.txt" <<'PY'
import collections, glob, json, sys
symbols, conformances = [], set()
# Conformances every type has (or not) without saying so, and SendableMetatype, which a Sendable type gets from
# newer toolchains: not API a declaration chose.
IMPLICIT = {"Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"}
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    graph = json.load(open(path))
    names = {}
    for s in graph["symbols"]:
        precise = s["identifier"]["precise"]
        names[precise] = ".".join(s["pathComponents"])
        if "::SYNTHESIZED::" in precise:
            continue
        decl = "".join(f["spelling"] for f in s.get("declarationFragments", []))
        symbols.append((".".join(s["pathComponents"]), " ".join(decl.split())))
    for r in graph.get("relationships", []):
        if r["kind"] == "conformsTo" and r["source"] in names:
            target = (r.get("targetFallback") or names.get(r["target"]) or r["target"]).split(".")[-1]
            if target not in IMPLICIT:
                conformances.add((names[r["source"]], target))
symbols.sort()
groups = collections.Counter(path.split(".")[0] for path, _ in symbols)
out = ["# GaugeCore's public API: written by tools/public-api.sh, checked by ./build.sh check-docs (docs/swift-api.md).",
       f"# {len(symbols)} public symbols (synthesised conformance members not counted), {len(conformances)} conformances.",
       "# Per top-level name: " + ", ".join(f"{g} {n}" for g, n in sorted(groups.items()))]
out += [f"{path}\t{decl}" for path, decl in symbols]
out += [f"{source}: {target}" for source, target in sorted(conformances)]
print("\n".join(out))
PY

if [ "$mode" = --check ]; then
  if ! diff -u "$LIST" "$tmp/public-api.txt" > "$tmp/diff"; then
    cat "$tmp/diff" >&2
    echo "error: GaugeCore's public API differs from $LIST (lines above: - listed, + in the module). If the change" \
         "is meant, run tools/public-api.sh and commit the list, with docs/swift-api.md's counts." >&2
    exit 1
  fi
  echo "GaugeCore's public API matches $LIST ($(sed -n 2p "$LIST" | sed 's/^# //'))"
else
  cp "$tmp/public-api.txt" "$LIST"
  echo "wrote $LIST ($(sed -n 2p "$LIST" | sed 's/^# //'))"
fi
