// Helpers that call the C ABI the way the JS host does: strings go through gauge_scratch.
import Testing
@testable import GaugeABI
import GaugeCore

/// Writes `bytes` into the module's scratch buffer and returns their count.
@discardableResult
func writeScratch(_ bytes: [UInt8]) -> Int32 {
    let p = gauge_scratch(Int32(bytes.count))!
    bytes.withUnsafeBytes { p.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
    return Int32(bytes.count)
}

func setText(_ h: Int32, role: UInt32, _ text: String) -> Int32 {
    gauge_set_label(h, role, writeScratch(Array(text.utf8)))
}

func setBoundsLabels(_ h: Int32, _ minimum: String, _ maximum: String) -> Int32 {
    let a = Array(minimum.utf8), b = Array(maximum.utf8)
    writeScratch(a + b)
    return gauge_set_bounds_labels(h, Int32(a.count), Int32(b.count))
}

func setTint(_ h: Int32, _ text: String) -> Int32 {
    gauge_set_tint(h, writeScratch(Array(text.utf8)))
}

/// gauge_set_color(h, role, text): role 0 track, 1 label, 2 value.
func setColor(_ h: Int32, _ role: UInt32, _ text: String) -> Int32 {
    gauge_set_color(h, role, writeScratch(Array(text.utf8)))
}

/// The text written by the last gauge_describe / gauge_last_error call of `length` bytes.
func readText(_ length: Int32) -> String {
    guard length > 0, let p = gauge_text_ptr() else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: p, count: Int(length)), as: UTF8.self)
}

func lastError() -> String { readText(gauge_last_error()) }
func describe(_ h: Int32, _ what: UInt32) -> String { readText(gauge_describe(h, what)) }

/// The bytes of the gauge's last display list.
func displayListBytes(_ h: Int32) -> [UInt8] {
    let n = gauge_display_list_len(h)
    guard n > 0, let p = gauge_display_list_ptr(h) else { return [] }
    return Array(UnsafeRawBufferPointer(start: p, count: Int(n)))
}
