// The C ABI's limits (docs/abi.md › Validation): what a setter or render accepts and what the module keeps, each
// read from the core's one table (`GaugeLimits`, Sources/GaugeCore/Model/GaugeLimits.swift). The messages that
// name a limit spell it out as static text (error messages build no Strings); LimitsABITests checks each message
// against the constant here, and tools/vocabulary.sh hands the limits the host uses to web/src/vocabulary.js.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Most live gauges: the handle's 12-bit slot index, slot 0 never used (docs/abi.md › Handles). Spelled out in
/// the messages of `gauge_create` and `gauge_render_batch`.
package let maximumGauges = GaugeLimits.gauges

/// Largest scratch request, in bytes; also bounds every byte count a setter accepts.
package let scratchLimit = GaugeLimits.scratchBytes
/// Longest label, in UTF-8 bytes (docs/abi.md).
package let labelLimit = GaugeLimits.textBytes
/// Longest tint text, in UTF-8 bytes (docs/abi.md): room for 256 stops of `oklch(…) value(…)`.
package let tintLimit = GaugeLimits.tintBytes
/// Smallest pixel ratio `gauge_render` accepts (docs/abi.md).
package let minimumPixelRatio = GaugeLimits.minimumPixelRatio
/// Largest pixel ratio `gauge_render` accepts (docs/abi.md; a design choice, above any real `devicePixelRatio`).
package let maximumPixelRatio = GaugeLimits.maximumPixelRatio
/// Largest box side in CSS px `gauge_render` accepts (docs/abi.md; a design choice). The render messages
/// spell it out ("must be a finite number 0…100000").
package let maximumSide = GaugeLimits.side

/// How many texts `gauge_set_formatted_text` takes: `what` 0…11 (the value, the bounds, the words, the delta's
/// texts and words, the out-of-range words: docs/abi.md › Functions); 12 and above are refused with badArgument.
/// Its message names each value as static text; LimitsABITests checks it against this count, and the fuzz driver
/// (Fuzz/FuzzDriver.swift) draws and expects `what` from it. tools/vocabulary.sh hands it to web/src/vocabulary.js.
package let formattedTextCount: UInt32 = 12

/// Bytes per `gauge_render_batch` entry in the scratch buffer: `handle:i32, status:i32, width:f64,
/// height:f64, ptr:u32, len:i32` (little-endian; docs/abi.md › Batch rendering).
package let batchEntryBytes = 32

#if hasFeature(Embedded)
/// Heap bytes above which functions that keep memory refuse with `tooMany`: 192 MiB of build.sh's 256 MiB
/// `--max-memory`. The 64 MiB left cover the largest single call (a render of a gauge whose four texts are at
/// the 4 KiB cap allocates under 1 MiB) and allocator fragmentation.
let heapBudget = 192 << 20
#endif
