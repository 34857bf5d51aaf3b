// The C-ABI surface of the host's SVG writer (docs/abi.md › gauge_svg_parts). Same rules as Exports.swift:
// validate, return a status, never trap, keep the gauge.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Writes into the text buffer what a host needs beside the last display list to write its SVG document byte
/// for byte as `gauge_describe(h, 4)` writes it natively, and returns its byte length. The wasm has no SVG writer
/// (docs/wasm-build.md › Size and allocation); web/src/svg.js writes the document from the list and these parts.
/// Scratch holds `count` requests of two u32: the word index of a command's payload in the last list and, for a
/// conic-painted `strokeArc`, of its paint's (else 0). Output, little-endian: the font family (a u32 byte count and
/// UTF-8; 0 bytes = the default stack), then per request what `DisplayList.svgParts` writes (the title, "label:
/// value text" or the value text alone, and the description are `gauge_describe` 1, 2 and 3). `badHandle`;
/// `badArgument` for a count outside 0…4,096 or a request that names no text or conic-painted arc of the last
/// list; `badText` when the requests do not fit in the scratch.
@_expose(wasm, "gauge_svg_parts") @_cdecl("gauge_svg_parts")
public func gauge_svg_parts(_ handle: Int32, _ count: Int32) -> Int32 {
    let fn: StaticString = "gauge_svg_parts"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard count >= 0, count <= 4096 else { return fail(Status.badArgument, fn, "count", "must be 0…4096, got %", Int64(count)) }
    let n = Int(count)
    guard n == 0 || (n * 8 <= scratch.count && scratch.pointer != nil) else {
        return fail(Status.badText, fn, "count", "% requests need % bytes of scratch, got %", Int64(n), Int64(n * 8), Int64(scratch.count))
    }
    // Each request's two word indices in turn: an array of pairs was an array growth of its own in the wasm.
    var requests: [Int] = []
    if n > 0, let base = scratch.pointer {
        for k in 0..<2 * n {  // (word indices: 24 bits are more than any list has)
            requests.append(Int(base.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self) & 0xFF_FFFF))
        }
    }
    // Fields read in place: a copy of the gauge would cost wasm an outlined copy of every field.
    guard let parts = DisplayList.svgParts(of: Handles.slots[i].bytes, requests: requests, conics: Handles.slots[i].list.conicSources,
                                           fontFamily: Handles.slots[i].gauge.font.svgFamily,
                                           builtInWidth: { textMetrics.builtInWidth(of: $0, weight: $1) }) else {
        return fail(Status.badArgument, fn, "count", "a request names no text or conic-painted arc of the last display list")
    }
    textOut.set(parts)
    return Int32(textOut.count)
}
