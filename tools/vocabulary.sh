#!/usr/bin/env bash
# Writes web/src/vocabulary.js, the JS host's copy of the constants it shares with the Swift core (ABI version,
# styles, status codes, opcodes, limits, defaults), from the core's own declarations: it runs the
# `gauge-vocabulary` executable (Sources/GaugeVocabulary/Vocabulary.swift). Run it after changing any of them;
# `swift test` (GaugeVocabularyTests) fails while the file is stale.
#   tools/vocabulary.sh           regenerate web/src/vocabulary.js
#   tools/vocabulary.sh --check   only report whether it is up to date (exit 1 if not)
# SWIFT_SCRATCH=<dir> builds in another directory than .build (as `swift build --scratch-path`).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=web/src/vocabulary.js
scratch=()
if [ -n "${SWIFT_SCRATCH:-}" ]; then scratch=(--scratch-path "$SWIFT_SCRATCH"); fi
swift build -q "${scratch[@]}" --product gauge-vocabulary >&2
bin=$(swift build "${scratch[@]}" --show-bin-path)/gauge-vocabulary
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
"$bin" >"$tmp"
if [ "${1:-}" = "--check" ]; then
  if cmp -s "$tmp" "$OUT"; then echo "$OUT is up to date"; exit 0; fi
  diff -u "$OUT" "$tmp" >&2 || true
  echo "$OUT is stale: run tools/vocabulary.sh" >&2
  exit 1
fi
if cmp -s "$tmp" "$OUT"; then echo "$OUT unchanged"; exit 0; fi
cp "$tmp" "$OUT"
echo "wrote $OUT"
