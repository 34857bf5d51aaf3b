// SwiftGauge's web host, the public API: loadSwiftGauge → SwiftGaugeModule → Gauge / GaugeSurface, the
// <swift-gauge> element, and the display-list tools. Types and documentation: web/swift-gauge.d.ts. The modules
// and which way their imports flow: docs/design.md › The web host. The order of these lines is the bundle's module
// order (esbuild follows imports depth first), chosen because it gzips best (docs/wasm-build.md › Size and allocation):
// the `export {}` lines first place those modules (and what they import) where a hill climb over the order found the
// smallest gzip (−108 B); they export nothing (a bare import of a module without side effects draws esbuild's warning).
export {} from './tint.js';
export {} from './tick-format.js';
export {} from './options.js';
export {} from './display-list.js';
export {} from './internal.js';
export {} from './forced-colors.js';
export {} from './appearance.js';
export {} from './svg.js';
export {} from './print.js';
export {} from './aria.js';
export {} from './load.js';
export { ABI_VERSION, STYLES, STATUS, OP } from './vocabulary.js';
export { tintText } from './tint.js';
export { optionAttribute } from './options.js';
export { Gauge } from './gauge.js';
export { loadSwiftGauge, setWasmSource } from './load.js';
export { SwiftGaugeModule } from './module.js';
export { GaugeSurface } from './surface.js';
export { decodeDisplayList, listCommands, displayListText } from './display-list.js';
export { drawDisplayList } from './replay.js';
export { SwiftGaugeElement } from './element.js';
