// The native half of the wasm fuzzer (tools/wasm-fuzz/wasm-fuzz.mjs is the other): runs Fuzz/FuzzDriver.swift's
// interpreter over a program's bytes and writes every C-ABI call it makes, with its results, as a log the Node
// replayer repeats against a fresh instance of web/swift-gauge.wasm.
//
// How: this module (built by build.sh's build_wasm_recorder, never by libFuzzer's build: nothing under Fuzz/)
// compiles FuzzDriver.swift against GaugeCore and GaugeABI as imported modules, and declares a wrapper with the
// very name and signature of every export the driver calls. A declaration of the importing module shadows the
// imported one, so the driver's unchanged source calls these wrappers; each calls the real export once with the
// same arguments and returns its result unchanged, so the driver does exactly what it does under libFuzzer.
//
// The log, one line per call (numbers in decimal, doubles as the 16 hex digits of their bits):
//   W <offset> <hex>            before a call: bytes the host wrote into scratch since the last call
//   F <offset> <count> <byte>   the same, a run of one byte
//   <name> <args…> = <result> [t <fnv>] [l <len> <fnv>] [E <fnv> <parts 0…4>]
//       result: i32 decimal; f64 bits; pointers 0 or 1 (addresses differ between builds). t: FNV-1a of the
//       text the call left in the text buffer; l: length and FNV-1a of the display list gauge_display_list_ptr
//       points to; E: the call recorded an error (FNV-1a of gauge_last_error's text and gauge_last_error_part).
//   C <offset> <hex> / D <offset> <count> <byte>   after a call: bytes the core wrote into scratch (batch entries)
//   X <message>                 the native driver's own check failed (its message, newlines as \n)
// Scratch contents cross as data (the two builds' addresses differ): the replayer writes them at the address its
// own gauge_scratch returned. `GAUGE_WASM_FUZZ_LISTS=1` writes whole display lists (`L <hex>`) after `l`, so a
// differing list can be shown command by command.
import Glibc
@testable import GaugeABI
@testable import GaugeCore

struct CallLog {
    var out: [UInt8] = []
    /// Scratch contents as the log has them so far; nil after gauge_scratch (the next call writes them whole).
    var shadow: [UInt8]? = []
    var lists = getenv("GAUGE_WASM_FUZZ_LISTS") != nil

    mutating func add(_ s: String) { out.append(contentsOf: s.utf8) }
}

nonisolated(unsafe) var callLog = CallLog()

func fnv(_ p: UnsafeRawPointer?, _ n: Int) -> UInt32 {
    var h: UInt32 = 0x811C_9DC5
    guard let p, n > 0 else { return h }
    let b = p.assumingMemoryBound(to: UInt8.self)
    for i in 0..<n { h = (h ^ UInt32(b[i])) &* 0x0100_0193 }
    return h
}

let hexDigits = Array("0123456789abcdef".utf8)

func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var s: [UInt8] = []
    s.reserveCapacity(bytes.count * 2)
    for b in bytes { s.append(hexDigits[Int(b >> 4)]); s.append(hexDigits[Int(b & 15)]) }
    return String(decoding: s, as: UTF8.self)
}

func bits(_ d: Double) -> String {
    let s = String(d.bitPattern, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
}

/// The scratch buffer's bytes now.
func scratchNow() -> UnsafeBufferPointer<UInt8> {
    guard let p = scratch.pointer, scratch.count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: scratch.count)
}

/// Writes the bytes of `now` that differ from `old` (all of them when `old` is nil or of another length) as
/// `W`/`F` (host) or `C`/`D` (core) records; runs of 16 or more equal bytes as one fill record.
func emitDiff(_ now: UnsafeBufferPointer<UInt8>, _ old: [UInt8]?, core: Bool) {
    let n = now.count
    let whole = old == nil || old!.count != n
    var i = 0
    while i < n {
        if !whole && now[i] == old![i] { i += 1; continue }
        // A changed stretch: until 8 unchanged bytes in a row.
        var end = i + 1, same = 0
        while end < n && (whole || same < 8) {
            if !whole && now[end] == old![end] { same += 1 } else { same = 0 }
            end += 1
        }
        end -= whole ? 0 : same
        var k = i, raw = i
        func flushRaw(_ upTo: Int) {
            if upTo > raw {
                callLog.add((core ? "C " : "W ") + String(raw) + " " + hex(UnsafeBufferPointer(rebasing: now[raw..<upTo])) + "\n")
            }
        }
        while k < end {
            var r = k + 1
            while r < end && now[r] == now[k] { r += 1 }
            if r - k >= 16 {
                flushRaw(k)
                callLog.add((core ? "D " : "F ") + String(k) + " " + String(r - k) + " " + String(now[k]) + "\n")
                raw = r
            }
            k = r
        }
        flushRaw(end)
        i = end
    }
}

enum Arg { case i(Int64), d(Double) }

/// Calls `body` (one export) with the log around it: host scratch writes before, the line, core scratch writes
/// after. `errors`: whether the call may record an error (the last error's own getters do not).
@inline(never)
func logged<R>(_ name: String, _ args: [Arg], errors: Bool = true, _ body: () -> R, _ result: (R) -> (String, String)) -> R {
    let now = scratchNow()
    emitDiff(now, callLog.shadow, core: false)
    callLog.shadow = Array(now)
    // Whether the call records an error: a sentinel status, put back when the call recorded none (nothing reads
    // the parts in between, so the driver sees what it would have).
    let savedParts = lastErrorParts
    if errors { lastErrorParts.status = Int32.min }
    let r = body()
    var recorded = false
    if errors {
        if lastErrorParts.status == Int32.min { lastErrorParts = savedParts } else { recorded = true }
    }
    var line = name
    for a in args {
        switch a {
        case let .i(v): line += " " + String(v)
        case let .d(v): line += " " + bits(v)
        }
    }
    let (value, extra) = result(r)
    line += " = " + value + extra
    if recorded {
        let e = lastError.pointee
        let h = e.withUnsafeBytes { fnv($0.baseAddress, $0.count) }
        let p = lastErrorParts
        line += " E " + String(h) + " " + String(p.status) + " " + String(p.argument) + " " + String(p.reason) + " "
            + String(p.valueStart) + " " + String(p.valueEnd)
    }
    callLog.add(line + "\n")
    if name == "gauge_scratch" {
        callLog.shadow = nil
    } else {
        let after = scratchNow()
        if let old = callLog.shadow, !(old.count == after.count && old.elementsEqual(after)) {
            emitDiff(after, old, core: true)
            callLog.shadow = Array(after)
        }
    }
    return r
}

func status(_ r: Int32) -> (String, String) { (String(r), "") }
func double(_ r: Double) -> (String, String) { (bits(r), "") }
func pointer(_ r: UnsafeMutableRawPointer?) -> (String, String) { (r == nil ? "0" : "1", "") }
/// A length into the text buffer: its text's hash too.
func textLength(_ r: Int32) -> (String, String) {
    guard r > 0 else { return (String(r), "") }
    return (String(r), " t " + String(fnv(textOut.pointer, Int(r))))
}

// MARK: The exports Fuzz/FuzzDriver.swift calls (these shadow GaugeABI's)

func gauge_scratch(_ n: Int32) -> UnsafeMutableRawPointer? { logged("gauge_scratch", [.i(Int64(n))], { GaugeABI.gauge_scratch(n) }, pointer) }
func gauge_create() -> Int32 { logged("gauge_create", [], { GaugeABI.gauge_create() }, status) }
func gauge_destroy(_ h: Int32) -> Int32 { logged("gauge_destroy", [.i(Int64(h))], { GaugeABI.gauge_destroy(h) }, status) }
func gauge_set_value(_ h: Int32, _ v: Double) -> Int32 { logged("gauge_set_value", [.i(Int64(h)), .d(v)], { GaugeABI.gauge_set_value(h, v) }, status) }
func gauge_set_bounds(_ h: Int32, _ lo: Double, _ hi: Double) -> Int32 {
    logged("gauge_set_bounds", [.i(Int64(h)), .d(lo), .d(hi)], { GaugeABI.gauge_set_bounds(h, lo, hi) }, status)
}
func gauge_set_style(_ h: Int32, _ s: UInt32) -> Int32 { logged("gauge_set_style", [.i(Int64(h)), .i(Int64(s))], { GaugeABI.gauge_set_style(h, s) }, status) }
func gauge_set_label(_ h: Int32, _ role: UInt32, _ n: Int32) -> Int32 {
    logged("gauge_set_label", [.i(Int64(h)), .i(Int64(role)), .i(Int64(n))], { GaugeABI.gauge_set_label(h, role, n) }, status)
}
func gauge_set_bounds_labels(_ h: Int32, _ a: Int32, _ b: Int32) -> Int32 {
    logged("gauge_set_bounds_labels", [.i(Int64(h)), .i(Int64(a)), .i(Int64(b))], { GaugeABI.gauge_set_bounds_labels(h, a, b) }, status)
}
func gauge_set_tint(_ h: Int32, _ n: Int32) -> Int32 { logged("gauge_set_tint", [.i(Int64(h)), .i(Int64(n))], { GaugeABI.gauge_set_tint(h, n) }, status) }
func gauge_set_animation(_ h: Int32, _ kind: UInt32, _ p1: Double, _ p2: Double, _ p3: Double, _ p4: Double, _ d: Double) -> Int32 {
    logged("gauge_set_animation", [.i(Int64(h)), .i(Int64(kind)), .d(p1), .d(p2), .d(p3), .d(p4), .d(d)],
           { GaugeABI.gauge_set_animation(h, kind, p1, p2, p3, p4, d) }, status)
}
func gauge_set_color_scheme(_ h: Int32, _ s: UInt32) -> Int32 {
    logged("gauge_set_color_scheme", [.i(Int64(h)), .i(Int64(s))], { GaugeABI.gauge_set_color_scheme(h, s) }, status)
}
func gauge_set_orientation(_ h: Int32, _ o: UInt32) -> Int32 {
    logged("gauge_set_orientation", [.i(Int64(h)), .i(Int64(o))], { GaugeABI.gauge_set_orientation(h, o) }, status)
}
func gauge_set_ring_arc(_ h: Int32, _ a: Double, _ s: Double, _ f: UInt32) -> Int32 {
    logged("gauge_set_ring_arc", [.i(Int64(h)), .d(a), .d(s), .i(Int64(f))], { GaugeABI.gauge_set_ring_arc(h, a, s, f) }, status)
}
func gauge_render(_ h: Int32, _ w: Double, _ hh: Double, _ r: Double, _ t: Double) -> Int32 {
    logged("gauge_render", [.i(Int64(h)), .d(w), .d(hh), .d(r), .d(t)], { GaugeABI.gauge_render(h, w, hh, r, t) }, status)
}
func gauge_render_batch(_ n: Int32, _ r: Double, _ t: Double) -> Int32 {
    logged("gauge_render_batch", [.i(Int64(n)), .d(r), .d(t)], { GaugeABI.gauge_render_batch(n, r, t) }, status)
}
func gauge_natural_size(_ h: Int32, _ w: Double, _ hh: Double, _ what: UInt32) -> Double {
    logged("gauge_natural_size", [.i(Int64(h)), .d(w), .d(hh), .i(Int64(what))], { GaugeABI.gauge_natural_size(h, w, hh, what) }, double)
}
func gauge_display_list_ptr(_ h: Int32) -> UnsafeMutableRawPointer? {
    logged("gauge_display_list_ptr", [.i(Int64(h))], { GaugeABI.gauge_display_list_ptr(h) }) { p in
        guard let p else { return ("0", "") }
        // Live (a non-null list): its length is a pure read that records nothing.
        let n = Int(GaugeABI.gauge_display_list_len(h))
        var extra = " l " + String(n) + " " + String(fnv(p, n))
        if callLog.lists { extra += " L " + hex(UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: n)) }
        return ("1", extra)
    }
}
func gauge_display_list_len(_ h: Int32) -> Int32 { logged("gauge_display_list_len", [.i(Int64(h))], { GaugeABI.gauge_display_list_len(h) }, status) }
func gauge_describe(_ h: Int32, _ what: UInt32) -> Int32 {
    logged("gauge_describe", [.i(Int64(h)), .i(Int64(what))], { GaugeABI.gauge_describe(h, what) }, textLength)
}
func gauge_stats(_ what: UInt32) -> Int32 { logged("gauge_stats", [.i(Int64(what))], { GaugeABI.gauge_stats(what) }, status) }
func gauge_last_error() -> Int32 { logged("gauge_last_error", [], errors: false, { GaugeABI.gauge_last_error() }, textLength) }
func gauge_last_error_part(_ what: UInt32) -> Int32 {
    logged("gauge_last_error_part", [.i(Int64(what))], errors: false, { GaugeABI.gauge_last_error_part(what) }, status)
}
func gauge_text_ptr() -> UnsafeMutableRawPointer? { logged("gauge_text_ptr", [], errors: false, { GaugeABI.gauge_text_ptr() }, pointer) }
func gauge_tick_count(_ h: Int32) -> Int32 { logged("gauge_tick_count", [.i(Int64(h))], { GaugeABI.gauge_tick_count(h) }, status) }
func gauge_tick_value(_ h: Int32, _ i: Int32) -> Double {
    logged("gauge_tick_value", [.i(Int64(h)), .i(Int64(i))], { GaugeABI.gauge_tick_value(h, i) }, double)
}
func gauge_value_at(_ h: Int32, _ x: Double, _ y: Double) -> Double {
    logged("gauge_value_at", [.i(Int64(h)), .d(x), .d(y)], { GaugeABI.gauge_value_at(h, x, y) }, double)
}
func gauge_part_at(_ h: Int32, _ x: Double, _ y: Double) -> Int32 {
    logged("gauge_part_at", [.i(Int64(h)), .d(x), .d(y)], { GaugeABI.gauge_part_at(h, x, y) }, status)
}
func gauge_set_reference(_ h: Int32, _ v: Double, _ mode: UInt32) -> Int32 {
    logged("gauge_set_reference", [.i(Int64(h)), .d(v), .i(Int64(mode))], { GaugeABI.gauge_set_reference(h, v, mode) }, status)
}
func gauge_set_delta_symbols(_ h: Int32, _ a: Int32, _ b: Int32) -> Int32 {
    logged("gauge_set_delta_symbols", [.i(Int64(h)), .i(Int64(a)), .i(Int64(b))], { GaugeABI.gauge_set_delta_symbols(h, a, b) }, status)
}
func gauge_set_needle(_ h: Int32, _ shape: UInt32, _ hub: Double) -> Int32 {
    logged("gauge_set_needle", [.i(Int64(h)), .i(Int64(shape)), .d(hub)], { GaugeABI.gauge_set_needle(h, shape, hub) }, status)
}
func gauge_set_dial(_ h: Int32, _ a: Double, _ s: Double, _ cw: UInt32, _ major: UInt32, _ minor: UInt32, _ labels: UInt32) -> Int32 {
    logged("gauge_set_dial", [.i(Int64(h)), .d(a), .d(s), .i(Int64(cw)), .i(Int64(major)), .i(Int64(minor)), .i(Int64(labels))],
           { GaugeABI.gauge_set_dial(h, a, s, cw, major, minor, labels) }, status)
}
func gauge_set_threshold_markers(_ h: Int32, _ f: UInt32) -> Int32 {
    logged("gauge_set_threshold_markers", [.i(Int64(h)), .i(Int64(f))], { GaugeABI.gauge_set_threshold_markers(h, f) }, status)
}
func gauge_set_input_state(_ h: Int32, _ f: UInt32) -> Int32 {
    logged("gauge_set_input_state", [.i(Int64(h)), .i(Int64(f))], { GaugeABI.gauge_set_input_state(h, f) }, status)
}
func gauge_set_thickness(_ h: Int32, _ t: Double, _ unit: UInt32) -> Int32 { logged("gauge_set_thickness", [.i(Int64(h)), .d(t), .i(Int64(unit))], { GaugeABI.gauge_set_thickness(h, t, unit) }, status) }
func gauge_set_font_scale(_ h: Int32, _ s: Double) -> Int32 { logged("gauge_set_font_scale", [.i(Int64(h)), .d(s)], { GaugeABI.gauge_set_font_scale(h, s) }, status) }
func gauge_set_segments(_ h: Int32, _ n: UInt32) -> Int32 { logged("gauge_set_segments", [.i(Int64(h)), .i(Int64(n))], { GaugeABI.gauge_set_segments(h, n) }, status) }
func gauge_set_target(_ h: Int32, _ v: Double) -> Int32 { logged("gauge_set_target", [.i(Int64(h)), .d(v)], { GaugeABI.gauge_set_target(h, v) }, status) }
func gauge_set_origin(_ h: Int32, _ v: Double) -> Int32 { logged("gauge_set_origin", [.i(Int64(h)), .d(v)], { GaugeABI.gauge_set_origin(h, v) }, status) }
func gauge_set_dial_ticks(_ h: Int32, _ n: Int32, _ z: UInt32) -> Int32 { logged("gauge_set_dial_ticks", [.i(Int64(h)), .i(Int64(n)), .i(Int64(z))], { GaugeABI.gauge_set_dial_ticks(h, n, z) }, status) }
func gauge_set_zones(_ h: Int32, _ n: Int32) -> Int32 { logged("gauge_set_zones", [.i(Int64(h)), .i(Int64(n))], { GaugeABI.gauge_set_zones(h, n) }, status) }
func gauge_set_values(_ h: Int32, _ n: Int32) -> Int32 { logged("gauge_set_values", [.i(Int64(h)), .i(Int64(n))], { GaugeABI.gauge_set_values(h, n) }, status) }
func gauge_set_number_format(_ h: Int32, _ p: UInt32, _ d: Int32, _ o: UInt32, _ a: Int32, _ b: Int32) -> Int32 {
    logged("gauge_set_number_format", [.i(Int64(h)), .i(Int64(p)), .i(Int64(d)), .i(Int64(o)), .i(Int64(a)), .i(Int64(b))],
           { GaugeABI.gauge_set_number_format(h, p, d, o, a, b) }, status)
}
func gauge_set_tick_format(_ h: Int32, _ p: UInt32, _ d: Int32, _ o: UInt32, _ a: Int32, _ b: Int32) -> Int32 {
    logged("gauge_set_tick_format", [.i(Int64(h)), .i(Int64(p)), .i(Int64(d)), .i(Int64(o)), .i(Int64(a)), .i(Int64(b))],
           { GaugeABI.gauge_set_tick_format(h, p, d, o, a, b) }, status)
}
func gauge_set_formatted_text(_ h: Int32, _ what: UInt32, _ n: Int32) -> Int32 {
    logged("gauge_set_formatted_text", [.i(Int64(h)), .i(Int64(what)), .i(Int64(n))], { GaugeABI.gauge_set_formatted_text(h, what, n) }, status)
}
func gauge_set_value_animation(_ h: Int32, _ on: UInt32) -> Int32 {
    logged("gauge_set_value_animation", [.i(Int64(h)), .i(Int64(on))], { GaugeABI.gauge_set_value_animation(h, on) }, status)
}
func gauge_set_layout_direction(_ h: Int32, _ d: UInt32) -> Int32 {
    logged("gauge_set_layout_direction", [.i(Int64(h)), .i(Int64(d))], { GaugeABI.gauge_set_layout_direction(h, d) }, status)
}
func gauge_set_font(_ h: Int32, _ key: UInt32, _ n: Int32) -> Int32 {
    logged("gauge_set_font", [.i(Int64(h)), .i(Int64(key)), .i(Int64(n))], { GaugeABI.gauge_set_font(h, key, n) }, status)
}
func gauge_set_color(_ h: Int32, _ role: UInt32, _ n: Int32) -> Int32 {
    logged("gauge_set_color", [.i(Int64(h)), .i(Int64(role)), .i(Int64(n))], { GaugeABI.gauge_set_color(h, role, n) }, status)
}
func gauge_set_tick_texts(_ h: Int32, _ n: Int32) -> Int32 { logged("gauge_set_tick_texts", [.i(Int64(h)), .i(Int64(n))], { GaugeABI.gauge_set_tick_texts(h, n) }, status) }
func gauge_measure_text(_ w: UInt32, _ n: Int32, _ c: Int32) -> Int32 {
    logged("gauge_measure_text", [.i(Int64(w)), .i(Int64(n)), .i(Int64(c))], { GaugeABI.gauge_measure_text(w, n, c) }, status)
}
func gauge_svg_parts(_ h: Int32, _ n: Int32) -> Int32 { logged("gauge_svg_parts", [.i(Int64(h)), .i(Int64(n))], { GaugeABI.gauge_svg_parts(h, n) }, textLength) }
