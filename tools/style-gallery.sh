#!/usr/bin/env bash
# Writes the DocC catalog's style gallery, Sources/GaugeCore/GaugeCore.docc/Resources/style-*.svg: each style's SVG
# as GaugeCore writes it, for the gauges Styles.md shows (SVGOutputTests.gallery, the one list of them). Run it
# after a change to layout or the SVG writer that changes them; `swift test` fails while a file is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
UPDATE_STYLE_GALLERY=1 swift test --skip-build --filter 'SVGOutputTests/theStyleGalleryIsWhatTheWriterWrites' >/dev/null
ls -l Sources/GaugeCore/GaugeCore.docc/Resources/style-*.svg
