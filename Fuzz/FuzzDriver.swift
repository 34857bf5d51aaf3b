// Interprets bytes as a program of C-ABI calls and checks, after each call, what docs/abi.md promises.
// Shared by the libFuzzer target (Fuzz/GaugeFuzz.swift, built by `./build.sh fuzz` with the GaugeCore and
// GaugeABI sources as one module) and by `swift test` (Tests/GaugeABITests/FuzzDriver.swift is a symlink to
// this file; FuzzCorpusTests replays Fuzz/corpus/ through it).
//
// The program: a sequence of ops, each one byte (`byte % Op.count`) followed by its arguments; reading past
// the end yields zeros, so every input is a valid program. Handles are picked from the gauges the program has
// created (live), destroyed (stale) or made up (raw Int32s). Doubles come from a table of edge values, raw
// bit patterns or small numbers; texts from raw bytes, long runs (past the 4 KiB cap), a dictionary of hostile
// strings (markup, controls, bidi overrides, invalid UTF-8) or the tint grammar.
//
// Checked after every call: the status is the one the validation policy predicts (docs/abi.md › Validation);
// a failed setter leaves its gauge, and every other gauge, drawing exactly as before; `gauge_last_error`
// names the function; every display list decodes, carries only finite f32s, known opcodes with their exact
// payload sizes, paints defined before use, valid UTF-8 without control characters, and paints only inside
// the requested box (tolerance below); rendering twice is bit-identical and does not grow the buffers;
// `gauge_stats` counts what the program holds, and destroying every gauge returns it to the start.
import Glibc  // getenv: GAUGE_FUZZ_DUMP=1 puts every display list and the whole call trace in a failure's message
#if canImport(GaugeABI)
@testable import GaugeABI
@testable import GaugeCore
#endif

/// Runs one program; returns nil when every check held, else the first violation (with the op trace).
func runFuzzProgram(_ data: UnsafeRawBufferPointer) -> String? {
    let program = FuzzProgram(data)
    program.run()
    return program.failure
}

/// How far outside the box a painted point may lie: 0.01 px plus 4 f32 ulps of the box's larger side (the
/// list stores f32 coordinates computed in f64). Strokes are measured with half their line width on each side
/// (the layout already insets rings by that much); round caps reach exactly that far past an arc's end.
func boxTolerance(_ width: Double, _ height: Double) -> Double {
    0.01 + 4 * Double(Float(max(width, height, 1)).ulp)
}

final class FuzzProgram {
    enum Op: UInt8, CaseIterable {
        case create, destroy, setValue, setBounds, setStyle, setLabel, setBoundsLabels, setTint, render,
             describe, scratch, listPointer, stats, lastError, rawTextCall,
             // Appended (so older corpus files keep their meaning): animation, then colour scheme, then orientation,
             // then the ring styles' custom arc, then batch rendering.
             setAnimation, setColorScheme, setOrientation, setRingArc,
             renderBatch,  // gauge_render_batch (Exports+Batch.swift)
             // Every other setter (scale, marks and threshold markers, zones, values, formats, colours, fonts, tick texts): `moreSetters`.
             setMore
    }

    let bytes: UnsafeRawBufferPointer
    var at = 0
    var live: [Int32] = []
    var stale: [Int32] = []
    var failure: String? = nil
    var trace: [String] = []
    /// What the program last wrote into the scratch buffer (the module's own count is `scratch.count`).
    var scratchBytes: [UInt8] = []
    /// Bounds-description joiners set through `gauge_set_formatted_text(h, 4, …)` (absent: English " to ").
    var joiners: [Int32: String] = [:]
    /// Gauges given a number format or host-formatted texts: without bounds labels their description may be the
    /// formatted bounds ("0 to 1", docs/abi.md › gauge_set_number_format, option bit 2), so it is not predicted.
    var formatted: Set<Int32> = []
    let baseGauges: Int32
    let baseListBytes: Int32

    init(_ data: UnsafeRawBufferPointer) {
        bytes = data
        baseGauges = gauge_stats(0)
        baseListBytes = gauge_stats(2)
        _ = gauge_scratch(0)  // scratch bytes left by an earlier program would make the outcome depend on it
    }

    // MARK: Reading the program

    var atEnd: Bool { at >= bytes.count }

    func byte() -> UInt8 {
        guard at < bytes.count else { at += 1; return 0 }
        defer { at += 1 }
        return bytes[at]
    }

    func u16() -> Int { Int(byte()) | Int(byte()) << 8 }
    func u32() -> UInt32 { UInt32(byte()) | UInt32(byte()) << 8 | UInt32(byte()) << 16 | UInt32(byte()) << 24 }

    static let edgeDoubles: [Double] = [
        0, -0.0, 1, -1, 0.5, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, -1e308, 1e15, 1e-15,
        58, 100, 320, 100_000, 100_000.000_000_1, 99_999.999, 16, 16.000_000_1, 0.0625, 0.062_499_9, 2, 3, 0.1,
        1e9, -1e9, 4096, 65_536, Double(Int32.max), Double(Int32.min), 9.0e18, 1.0e-300, 123.456, 0.999_999_9,
        Double(Float.greatestFiniteMagnitude), Double(Float.leastNonzeroMagnitude), 1 + Double.ulpOfOne,
    ]

    func double() -> Double {
        let sel = byte()
        switch sel {
        case 0..<96: return FuzzProgram.edgeDoubles[Int(sel) % FuzzProgram.edgeDoubles.count]
        case 96..<144: return Double(bitPattern: UInt64(u32()) | UInt64(u32()) << 32)
        case 144..<208: return Double(Int16(bitPattern: UInt16(u16()))) / 64
        default: return Double(u16())
        }
    }

    /// A size for render: mostly sensible boxes, sometimes anything.
    func size() -> Double {
        let sel = byte()
        if sel < 160 { return Double(sel % 80) * 7 + Double(byte() % 8) / 8 }
        return double()
    }

    /// A handle and whether it is expected to be live.
    func handle() -> (Int32, Bool) {
        let sel = byte()
        if !live.isEmpty && sel < 200 { let h = live[Int(byte()) % live.count]; return (h, true) }
        if !stale.isEmpty && sel < 240 { return (stale[Int(byte()) % stale.count], false) }
        let h = Int32(bitPattern: u32())
        return (h, live.contains(h))
    }

    static let dictionary: [[UInt8]] = [
        [], Array("Temperature".utf8), Array("–".utf8), Array("21°".utf8), Array("<img src=x onerror=alert(1)>".utf8),
        Array("<script>alert(1)</script>&amp;\"'".utf8), [0], [0x0A], [0x09, 0x0D, 0x0C, 0x0B], [0x1B, 0x5B, 0x33, 0x31, 0x6D],
        [0x7F], [0xC2, 0x80], [0xC2, 0x9F], [0xC2, 0xA0], Array("\u{202E}evil\u{202C}".utf8), Array("\u{2066}\u{2067}x\u{2069}".utf8),
        Array("\u{200F}\u{200E}".utf8), Array("👩‍👩‍👧‍👦🏳️‍🌈".utf8), Array("温度計".utf8), Array("e\u{301}\u{301}\u{301}".utf8),
        Array("\u{FEFF}".utf8), Array("\u{FFFD}".utf8), [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xE2, 0x82], [0x80], [0xFF, 0xFE], [0xF0, 0x9F, 0x98], Array("NaN".utf8), Array("∞".utf8),
        Array("red".utf8), Array("#ff000080".utf8), Array("green, yellow 50%, red".utf8), Array("blue 2, red -1".utf8),
        Array("#12345".utf8), Array("red 100000000000000000000".utf8), Array("red 1.2345678901234567890%".utf8),
        Array("transparent, clear".utf8), Array(",".utf8), Array("red,".utf8), Array(" \t\n".utf8),
    ]

    static let colours: [String] = ["blue", "green", "red", "orange", "yellow", "purple", "pink", "mint", "teal",
        "cyan", "indigo", "brown", "gray", "grey", "black", "white", "clear", "transparent", "#f00", "#f008",
        "#00ff00", "#0000ff80", "RED", "#", "#ggg", "bleu", ""]

    /// Some bytes of text.
    func text() -> [UInt8] {
        let mode = byte() % 5
        switch mode {
        case 0:  // raw bytes from the program
            let n = Int(byte()) % 64
            return (0..<n).map { _ in byte() }
        case 1:  // a long run of a short pattern, up to past the 4 KiB cap
            let unit = FuzzProgram.dictionary[Int(byte()) % FuzzProgram.dictionary.count]
            let n = u16() % 4_200
            guard !unit.isEmpty else { return Array(repeating: 0x57, count: n) }
            var out: [UInt8] = []
            out.reserveCapacity(n + unit.count)
            while out.count < n { out.append(contentsOf: unit) }
            return out
        case 2:
            return FuzzProgram.dictionary[Int(byte()) % FuzzProgram.dictionary.count]
        case 3:  // the tint grammar
            var out = ""
            let stops = Int(byte()) % 8 == 7 ? 200 + Int(byte()) : 1 + Int(byte()) % 6
            for k in 0..<stops {
                if k > 0 { out += byte() < 250 ? ", " : ";" }
                out += FuzzProgram.colours[Int(byte()) % FuzzProgram.colours.count]
                let loc = byte()
                if loc < 100 { out += " " + String(Int(loc) - 10) + "%" } else if loc < 160 { out += " 0." + String(loc) }
            }
            return Array(out.utf8)
        default:  // a dictionary entry with raw bytes around it
            let a = byte(), b = byte()
            return [a] + FuzzProgram.dictionary[Int(byte()) % FuzzProgram.dictionary.count] + [b]
        }
    }

    /// Requests scratch for `parts` (sometimes a different size) and writes them back to back, as a host does.
    func writeScratch(_ parts: [UInt8]) {
        let sel = byte()
        var request = Int32(parts.count)
        if sel >= 240 { request = Int32(bitPattern: u32()) } else if sel >= 224 { request = Int32(max(0, parts.count - Int(byte() % 4))) }
        let p = gauge_scratch(request)
        if request >= 0 && request <= 65_536 {
            check(p != nil, "gauge_scratch(\(request)) returned nil")
            let n = min(Int(request), parts.count)
            if let p, n > 0 { parts.withUnsafeBytes { p.copyMemory(from: $0.baseAddress!, byteCount: n) } }
            // Requested bytes beyond the parts are filled too, so the program knows the whole buffer.
            if let p, Int(request) > n { (p + n).initializeMemory(as: UInt8.self, repeating: 0xAA, count: Int(request) - n) }
            scratchBytes = Array(parts.prefix(n)) + Array(repeating: 0xAA, count: max(0, Int(request) - n))
        } else {
            check(p == nil, "gauge_scratch(\(request)) returned a pointer")
            scratchBytes = []
        }
    }

    /// A byte count as a host might pass it: usually the real one, sometimes off by a little or wildly.
    func byteCount(_ real: Int) -> Int32 {
        let sel = byte()
        switch sel {
        case 0..<200: return Int32(real)
        case 200..<215: return -1
        case 215..<230: return Int32(real) + Int32(byte() % 5) - 2
        default: return Int32(bitPattern: u32())
        }
    }

    // MARK: Checks

    func check(_ ok: Bool, _ what: @autoclosure () -> String) {
        if !ok && failure == nil {
            failure = what() + "\n  after: " + trace.suffix(getenv("GAUGE_FUZZ_DUMP") != nil ? 400 : 12).joined(separator: "\n         ")
        }
    }

    /// The status a text read from scratch `[offset, offset + count)` gives (readScratchText's rules).
    func textStatus(offset: Int, count: Int32) -> Int32 {
        if count < 0 || Int(count) > labelLimit { return Status.badText }
        let end = offset + Int(count)
        if offset < 0 || end > scratchBytes.count { return Status.badText }
        let slice = Array(scratchBytes[offset..<end])
        return String(validating: slice, as: UTF8.self) == nil ? Status.badText : Status.ok
    }

    /// The drawing of `h` in a reference box plus its accessible texts: equal before and after a failed call.
    func snapshot(_ h: Int32) -> [UInt8] {
        guard gauge_render(h, 150, 90, 1, 0) == Status.ok else { return [0xFF] }
        var out = displayListBytes(h)
        for what: UInt32 in 1...3 { out += Array(describeText(h, what).utf8) + [0] }
        return out
    }

    func describeText(_ h: Int32, _ what: UInt32) -> String {
        let n = gauge_describe(h, what)
        guard n > 0, let p = gauge_text_ptr() else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: Int(n)), as: UTF8.self)
    }

    func displayListBytes(_ h: Int32) -> [UInt8] {
        let n = gauge_display_list_len(h)
        guard n > 0, let p = gauge_display_list_ptr(h) else { return [] }
        return Array(UnsafeRawBufferPointer(start: p, count: Int(n)))
    }

    func lastErrorText() -> String {
        let n = gauge_last_error()
        guard n > 0, let p = gauge_text_ptr() else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: Int(n)), as: UTF8.self)
    }

    /// Calls `body` (a setter on `h`), checks its status against `expected` (nil: 0 or `badText`), and that a
    /// failure kept `h` and one other gauge exactly as they were.
    func setter(_ name: String, _ h: Int32, isLive: Bool, expected: Int32?, _ body: () -> Int32) {
        let other = live.first { $0 != h }
        let before = isLive ? snapshot(h) : []
        let otherBefore = other.map { snapshot($0) } ?? []
        let status = body()
        trace.append(name + "(" + String(h) + ") -> " + String(status))
        if !isLive {
            check(status == Status.badHandle, name + " on a dead handle " + String(h) + " returned " + String(status))
        } else if expected == -100 {
            check(status == Status.ok || status == Status.badArgument || status == Status.badText, name + " returned " + String(status))
        } else if let expected {
            check(status == expected, name + " returned " + String(status) + ", expected " + String(expected))
        } else {
            check(status == Status.ok || status == Status.badText, name + " returned " + String(status))
        }
        if status < 0 {
            check(lastErrorText().hasPrefix("gauge_" + name + ": "), "last error after a failed " + name + ": " + lastErrorText())
            if isLive { check(snapshot(h) == before, name + " failed (" + String(status) + ") but changed the gauge") }
        }
        if let other { check(snapshot(other) == otherBefore, name + " on " + String(h) + " changed gauge " + String(other)) }
    }

    // MARK: Running

    func run() {
        var ops = 0
        while !atEnd && failure == nil && ops < 2_000 {
            step(Op(rawValue: byte() % UInt8(Op.allCases.count))!)
            ops += 1
        }
        // Teardown: everything the program created is freed, and the statistics return to where they were.
        for h in live {
            check(gauge_destroy(h) == Status.ok, "teardown: gauge_destroy(\(h)) failed")
        }
        live.removeAll()
        check(gauge_stats(0) == baseGauges, "teardown: gauge_stats(0) = \(gauge_stats(0)), started at \(baseGauges)")
        check(gauge_stats(2) == baseListBytes, "teardown: gauge_stats(2) = \(gauge_stats(2)), started at \(baseListBytes)")
    }

    func step(_ op: Op) {
        switch op {
        case .create:
            let h = gauge_create()
            trace.append("create -> " + String(h))
            if h > 0 {
                check(!live.contains(h) && !stale.contains(h), "gauge_create reissued handle \(h)")
                live.append(h)
            } else {
                check(h == Status.tooMany, "gauge_create returned \(h)")
            }
        case .destroy:
            let (h, isLive) = handle()
            let st = gauge_destroy(h)
            trace.append("destroy(" + String(h) + ") -> " + String(st))
            check(st == (isLive ? Status.ok : Status.badHandle), "gauge_destroy(\(h)) returned \(st)")
            if isLive {
                live.removeAll { $0 == h }
                if stale.count < 64 { stale.append(h) } else { stale[Int(h) & 63] = h }
                check(gauge_display_list_ptr(h) == nil && gauge_display_list_len(h) == Status.badHandle,
                      "a destroyed handle still has a display list")
            }
        case .setValue:
            let (h, isLive) = handle()
            let v = double()
            setter("set_value", h, isLive: isLive, expected: Status.ok) { gauge_set_value(h, v) }
        case .setBounds:
            let (h, isLive) = handle()
            let lo = double(), hi = double()
            let ok = lo.isFinite && hi.isFinite && lo <= hi
            setter("set_bounds", h, isLive: isLive, expected: ok ? Status.ok : Status.badArgument) { gauge_set_bounds(h, lo, hi) }
        case .setStyle:
            let (h, isLive) = handle()
            let sel = byte()
            let style = sel < 224 ? UInt32(sel % 7) : (sel < 240 ? UInt32(sel) : u32())
            setter("set_style", h, isLive: isLive, expected: style <= 6 ? Status.ok : Status.badArgument) { gauge_set_style(h, style) }
        case .setLabel:
            let (h, isLive) = handle()
            let role = byte() < 240 ? UInt32(byte() % 2) : u32()
            let t = text()
            writeScratch(t)
            let n = byteCount(t.count)
            let expected = role > 1 ? Status.badArgument : (n == -1 ? Status.ok : textStatus(offset: 0, count: n))
            setter("set_label", h, isLive: isLive, expected: expected) { gauge_set_label(h, role, n) }
            // An accepted label is stored exactly as given (the accessible name is the label).
            if isLive && role == 0 && expected == Status.ok {
                let stored = n == -1 ? "" : String(decoding: scratchBytes[0..<Int(n)], as: UTF8.self)
                check(describeText(h, 1) == stored, "gauge_describe(1) after set_label does not give the label back")
            }
        case .setBoundsLabels:
            let (h, isLive) = handle()
            let a = text(), b = text()
            writeScratch(a + b)
            var n1 = byteCount(a.count), n2 = byteCount(b.count)
            if byte() < 16 { n1 = -1; n2 = -1 }
            var expected = Status.ok
            if !(n1 == -1 && n2 == -1) {
                expected = textStatus(offset: 0, count: n1)
                if expected == Status.ok { expected = textStatus(offset: Int(n1), count: n2) }
            }
            trace.append("  bounds labels " + String(n1) + "+" + String(n2) + " of " + String(scratchBytes.count) + " scratch bytes: "
                + scratchBytes.prefix(64).map { String($0) }.joined(separator: " "))
            setter("set_bounds_labels", h, isLive: isLive, expected: expected) { gauge_set_bounds_labels(h, n1, n2) }
            if isLive && expected == Status.ok && !(n1 == -1 && formatted.contains(h)) {
                let stored = n1 == -1 ? "" : String(decoding: scratchBytes[0..<Int(n1)], as: UTF8.self) + (joiners[h] ?? " to ")
                    + String(decoding: scratchBytes[Int(n1)..<Int(n1 + n2)], as: UTF8.self)
                check(describeText(h, 3) == stored, "gauge_describe(3) after set_bounds_labels: " + String(reflecting: String(describeText(h, 3).prefix(80))) + ", expected " + String(reflecting: String(stored.prefix(80))))
            }
        case .setTint:
            let (h, isLive) = handle()
            let t = text()
            writeScratch(t)
            let n = byteCount(t.count)
            // Parse errors are badText too; only the byte-level rules are predicted exactly.
            let byteLevel = n == -1 ? Status.ok : textStatus(offset: 0, count: n)
            setter("set_tint", h, isLive: isLive, expected: byteLevel == Status.ok ? nil : byteLevel) { gauge_set_tint(h, n) }
        case .render:
            let (h, isLive) = handle()
            let w = size(), hh = size()
            let sel = byte()
            let ratio = sel < 128 ? [1, 1.5, 2, 3, 0.25, 0.0625, 16, 2.625][Int(sel) % 8] : double()
            // Mostly frame times on a 16 ms grid (animations advance between renders), else any double.
            let t = byte()
            let time = t < 200 ? Double(t) * 16 : double()
            render(h, isLive: isLive, w, hh, ratio, time)
            // natural-size: a live gauge has one for any proposal in range (NaN: none), finite and ≥ 0.
            let proposal = w.isFinite && w >= 0 && w <= 100_000 ? w : .nan
            for what: UInt32 in 0...1 {
                let s = gauge_natural_size(h, proposal, .nan, what)
                check(isLive ? s.isFinite && s >= 0 : s == Double(Status.badHandle), "gauge_natural_size(\(proposal), \(what)) = \(s)")
            }
        case .setMore:
            moreSetters()
        case .renderBatch:
            renderBatch()
        case .describe:
            let (h, isLive) = handle()
            let what = byte() < 224 ? UInt32(byte() % 4) : u32()
            let n = gauge_describe(h, what)
            trace.append("describe(" + String(h) + ", " + String(what) + ") -> " + String(n))
            if !isLive { check(n == Status.badHandle, "gauge_describe on a dead handle returned \(n)") }
            else if what > 4 { check(n == Status.badArgument, "gauge_describe(what: \(what)) returned \(n)") }
            else {
                check(n >= 0, "gauge_describe(\(what)) returned \(n)")
                if n > 0, let p = gauge_text_ptr() {
                    let bytes = Array(UnsafeRawBufferPointer(start: p, count: Int(n)))
                    check(String(validating: bytes, as: UTF8.self) != nil, "gauge_describe(\(what)) wrote invalid UTF-8")
                    // The text form of a rendered list (empty before the first render); its numbers are
                    // checked on the binary list itself.
                    if what == 0 { check(bytes.starts(with: Array("header v1 ".utf8)), "text form: " + String(decoding: bytes.prefix(80), as: UTF8.self)) }
                }
            }
        case .scratch:
            let sel = byte()
            let n: Int32 = sel < 128 ? Int32(u16()) : Int32(bitPattern: u32())
            let p = gauge_scratch(n)
            trace.append("scratch(" + String(n) + ")")
            if n >= 0 && n <= 65_536 {
                check(p != nil, "gauge_scratch(\(n)) returned nil")
                if let p, n > 0 { p.initializeMemory(as: UInt8.self, repeating: 0x41, count: Int(n)) }
                scratchBytes = Array(repeating: 0x41, count: Int(n))
            } else {
                check(p == nil, "gauge_scratch(\(n)) returned a pointer")
                scratchBytes = []
            }
        case .listPointer:
            let (h, isLive) = handle()
            let p = gauge_display_list_ptr(h), n = gauge_display_list_len(h)
            if !isLive { check(p == nil && n == Status.badHandle, "display list of a dead handle: \(n)") }
            else { check(n >= 0 && n % 4 == 0 && (n == 0) == (p == nil), "display list pointer/length \(n)") }
        case .stats:
            let what = byte() < 240 ? UInt32(byte() % 4) : u32()
            let v = gauge_stats(what)
            switch what {
            case 0: check(v == baseGauges + Int32(live.count), "gauge_stats(0) = \(v) with \(live.count) live")
            case 1, 3: check(v >= 0 || v == Status.badArgument, "gauge_stats(\(what)) = \(v)")
            case 2: check(v >= 0 && (!live.isEmpty || v == baseListBytes), "gauge_stats(2) = \(v) with \(live.count) live")
            default: check(v == Status.badArgument, "gauge_stats(\(what)) = \(v)")
            }
        case .lastError:
            let n = gauge_last_error()
            check(n >= 0, "gauge_last_error returned \(n)")
            // The same error as data: the argument's name and the reason lie in the text, in order, and so does a
            // quoted number.
            let part = (0...4).map { gauge_last_error_part(UInt32($0)) }
            if n > 0 {
                check(part[0] < 0 && part[1] > 0 && part[1] <= part[2] - 2 && part[2] <= n, "gauge_last_error_part: \(part) of \(n)")
                check(part[3] == -1 ? part[4] == -1 : part[2] <= part[3] && part[3] < part[4] && part[4] <= n, "quoted number \(part)")
            }
            check(gauge_last_error_part(5) == Status.badArgument && gauge_last_error() == n, "gauge_last_error_part(5) changed the error")
            if n > 0, let p = gauge_text_ptr() {
                let bytes = Array(UnsafeRawBufferPointer(start: p, count: Int(n)))
                check(String(validating: bytes, as: UTF8.self) != nil && bytes.starts(with: Array("gauge_".utf8)),
                      "gauge_last_error: " + String(decoding: bytes, as: UTF8.self))
            }
        case .setAnimation:
            let (h, isLive) = handle()
            let sel = byte()
            // Kinds 0…3, mostly with no parameter left out, sometimes with some (bits 8…12), sometimes any u32.
            let kind = sel < 200 ? UInt32(sel % 4) : sel < 240 ? UInt32(sel % 4) | UInt32(byte() % 32) << 8 : u32()
            // Parameters: mostly plausible (a palette with edge values), sometimes any double.
            let palette: [Double] = [0, 0.42, 0.58, 1, 0.35, 0.55, 1.5, -1, 60, 61, .nan, .infinity, 1e-300]
            var p: [Double] = []
            for _ in 0..<5 { let b = byte(); p.append(b < 200 ? palette[Int(b) % palette.count] : double()) }
            // A left-out parameter (bit 8 + k of kind) takes SwiftUI's default.
            let absent = kind >> 8
            let given = { (k: Int, d: Double) in absent & (1 << k) != 0 ? d : p[k] }
            let duration = given(4, 0.35)
            let durationOK = duration.isFinite && duration > 0 && duration <= 60
            let expected: Int32
            switch kind & 0xFF {
            case _ where absent > 31: expected = Status.badArgument
            case 0: expected = Status.ok
            case 1:
                let pointsOK = absent & 15 == 0 && p[0...3].allSatisfy { $0.isFinite } && p[0] >= 0 && p[0] <= 1 && p[2] >= 0 && p[2] <= 1
                expected = pointsOK && durationOK ? Status.ok : Status.badArgument
            case 2:
                let r = given(0, 0.55), z = given(1, 1)
                let ok = r.isFinite && r > 0 && r <= 60 && z.isFinite && z > 0 && z <= 10
                expected = ok ? Status.ok : Status.badArgument
            case 3:
                let curveOK = p[0] >= 0 && p[0] < 4 && p[0] == p[0].rounded(.down)
                expected = curveOK && durationOK ? Status.ok : Status.badArgument
            default: expected = Status.badArgument
            }
            setter("set_animation", h, isLive: isLive, expected: expected) { gauge_set_animation(h, kind, p[0], p[1], p[2], p[3], p[4]) }
        case .setColorScheme:
            let (h, isLive) = handle()
            let sel = byte()
            let scheme = sel < 240 ? UInt32(sel % 2) : u32()
            setter("set_color_scheme", h, isLive: isLive, expected: scheme <= 1 ? Status.ok : Status.badArgument) { gauge_set_color_scheme(h, scheme) }
        case .setOrientation:
            // Mostly the two valid axes (so programs reach the vertical layouts), sometimes any u32.
            let (h, isLive) = handle()
            let sel = byte()
            let axis = sel < 240 ? UInt32(sel % 2) : u32()
            setter("set_orientation", h, isLive: isLive, expected: axis <= 1 ? Status.ok : Status.badArgument) { gauge_set_orientation(h, axis) }
        case .setRingArc:
            let (h, isLive) = handle()
            // Mostly plausible arcs (with the edges of the sweep's range), sometimes any double.
            let palette: [Double] = [-90, 0, 135, 180, 90, -135, 360, 270, 240, 0.5, 1e-9, 360.000_000_1, 0, -1, 720,
                                     .nan, .infinity, -.infinity, 1e300, .leastNonzeroMagnitude]
            let b0 = byte(), b1 = byte()
            let start = b0 < 200 ? palette[Int(b0) % palette.count] : double()
            let sweep = b1 < 200 ? palette[Int(b1) % palette.count] : double()
            let sel = byte()
            let clockwise = sel < 240 ? UInt32(sel % 4) : u32()  // bit 0 clockwise, bit 1 an explicit arc
            let expected: Int32
            if clockwise > 3 { expected = Status.badArgument }
            else if sweep.isNaN && clockwise & 2 == 0 { expected = Status.ok }  // NaN restores the style's own arc
            else if !start.isFinite || !(sweep > 0 && sweep <= 360) { expected = Status.badArgument }
            else { expected = Status.ok }
            setter("set_ring_arc", h, isLive: isLive, expected: expected) { gauge_set_ring_arc(h, start, sweep, clockwise) }
        case .rawTextCall:
            // A byte count against whatever the scratch holds now, without writing it first.
            let (h, isLive) = handle()
            let n = byteCount(Int(byte()))
            let which = byte() % 3
            switch which {
            case 0:
                setter("set_label", h, isLive: isLive, expected: n == -1 ? Status.ok : textStatus(offset: 0, count: n)) { gauge_set_label(h, 0, n) }
            case 1:
                let byteLevel = n == -1 ? Status.ok : textStatus(offset: 0, count: n)
                setter("set_tint", h, isLive: isLive, expected: byteLevel == Status.ok ? nil : byteLevel) { gauge_set_tint(h, n) }
            default:
                let m = byteCount(Int(byte()))
                var expected = Status.ok
                if !(n == -1 && m == -1) {
                    expected = textStatus(offset: 0, count: n)
                    if expected == Status.ok { expected = textStatus(offset: Int(n), count: m) }
                }
                setter("set_bounds_labels", h, isLive: isLive, expected: expected) { gauge_set_bounds_labels(h, n, m) }
            }
        }
    }

    // MARK: The other setters

    /// Scratch records as `gauge_set_zones` / `gauge_set_values` / `gauge_set_tick_texts` read them: 16-byte headers
    /// (`number:f64, colorBytes:i32, textBytes:i32`), then each record's colour and text; counts sometimes wrong.
    func writeRecords() -> Int32 {
        let n = byte() < 240 ? Int(byte()) % 12 : Int(u16()) % 200
        var headers: [UInt8] = [], payload: [UInt8] = []
        for _ in 0..<n {
            let number = byte() < 200 ? Double(Int(byte()) - 20) / 2 : double()
            let colour: [UInt8]? = byte() < 40 ? nil : Array(FuzzProgram.colours[Int(byte()) % FuzzProgram.colours.count].utf8)
            let label = byte() < 128 ? [] : text()
            let colourCount = colour.map { byteCount($0.count) } ?? -1
            withUnsafeBytes(of: number.bitPattern.littleEndian) { headers += $0 }
            withUnsafeBytes(of: colourCount.littleEndian) { headers += $0 }
            withUnsafeBytes(of: byteCount(label.count).littleEndian) { headers += $0 }
            payload += (colour ?? []) + label
        }
        writeScratch(headers + payload)
        let sel = byte()
        return sel < 224 ? Int32(n) : sel < 240 ? Int32(n) + Int32(byte() % 5) - 2 : Int32(bitPattern: u32())
    }

    /// One of the setters the ops above do not reach, with arguments mostly plausible, sometimes anything. Where
    /// the status is cheap to predict it is checked exactly; elsewhere it must be a documented one (`setter`'s nil
    /// expectation widened to `badArgument`), and every failure keeps the gauge as it was.
    /// The delta's setters: gauge_set_reference (a finite reference or NaN, mode 0 or 1) and gauge_set_delta_symbols
    /// (two texts from scratch, -1 for a default).
    func deltaSetters(_ h: Int32, isLive: Bool) {
        if byte() < 160 {
            let palette: [Double] = [0, 45, -45, 0.5, 1e308, -1e308, .leastNonzeroMagnitude, .nan, .infinity, -.infinity]
            let v = byte() < 200 ? palette[Int(byte()) % palette.count] : double()
            let mode = byte() < 230 ? UInt32(byte() % 3) : u32()
            let ok = (v.isFinite || v.isNaN) && mode <= 1
            setter("set_reference", h, isLive: isLive, expected: ok ? Status.ok : Status.badArgument) { gauge_set_reference(h, v, mode) }
            return
        }
        let up = byte() < 128 ? Array("↑".utf8) : text(), down = byte() < 128 ? [] : text()
        writeScratch(up + down)
        let nu = byte() < 32 ? -1 : byteCount(up.count), nd = byte() < 32 ? -1 : byteCount(down.count)
        setter("set_delta_symbols", h, isLive: isLive, expected: nil) { gauge_set_delta_symbols(h, nu, nd) }
    }

    func moreSetters() {
        let (h, isLive) = handle()
        let any: Int32? = -100  // sentinel: ok, badArgument or badText
        let which = byte() % 15
        switch which {
        case 14:
            let pick = byte()
            if pick >= 64 && pick < 96 {
                // The font scale (docs/swiftui-fidelity.md › Font scale): 0.25…4; NaN, ±∞, ≤ 0 and outside refused.
                let palette: [Double] = [0.25, 0.2499999, 0.5, 1, 1.5, 2, 4, 4.0000001, 0, -0.0, -1, .nan, .infinity, -.infinity]
                let s = byte() < 200 ? palette[Int(byte()) % palette.count] : double()
                setter("set_font_scale", h, isLive: isLive, expected: s >= 0.25 && s <= 4 ? Status.ok : Status.badArgument) {
                    gauge_set_font_scale(h, s)
                }
                return
            }
            if pick < 64 {
                // The stroke (docs/swiftui-fidelity.md › Thickness): unit 0 style's own, 1 px (0 < t ≤ 1000), 2 a
                // share of the box (0 < t ≤ 1); any other unit, NaN, infinity, zero or past the range refused.
                let unit = byte() < 230 ? UInt32(byte() % 4) : u32()
                let palette: [Double] = [0, 1, 4, 12, 1000, 1000.5, 0.5, 1.0000001, -1, -0.0, .nan, .infinity, 1e-300]
                let t = byte() < 200 ? palette[Int(byte()) % palette.count] : double()
                let ok = unit == 0 || (unit == 1 && t > 0 && t <= 1000) || (unit == 2 && t > 0 && t <= 1)
                setter("set_thickness", h, isLive: isLive, expected: ok ? Status.ok : Status.badArgument) {
                    gauge_set_thickness(h, t, unit)
                }
                return
            }
            let shape = byte() < 230 ? UInt32(byte() % 4) : u32()
            let palette: [Double] = [0, 0.065, 0.1, 0.25, 0.250_000_1, -0.0, -0.01, .nan, .infinity, 1]
            let hub = byte() < 200 ? palette[Int(byte()) % palette.count] : double()
            let ok = shape <= 2 && hub >= 0 && hub <= 0.25
            setter("set_needle", h, isLive: isLive, expected: ok ? Status.ok : Status.badArgument) { gauge_set_needle(h, shape, hub) }
        case 13:
            let sel = byte()
            if sel < 32 { clusterEnds(h, isLive: isLive); return }
            if sel < 128 { svgParts(h, isLive: isLive); return }
            if sel >= 248 {
                // The value under a point (docs/abi.md › Hit testing): NaN or a finite value, never ±∞; NaN when dead.
                let x = double(), y = double()
                let v = gauge_value_at(h, x, y)
                trace.append("value_at(" + String(h) + ") -> " + String(v))
                check(isLive ? !v.isInfinite : v.isNaN, "gauge_value_at(\(x), \(y)) returned \(v)")
                return
            }
            if sel >= 240 {
                // The part under a point (docs/abi.md › Hit testing): a code of a known kind, or `badArgument` (not
                // rendered, a point not finite); `badHandle` when dead.
                let x = double(), y = double()
                let c = gauge_part_at(h, x, y)
                trace.append("part_at(" + String(h) + ") -> " + String(c))
                let known = c >= 0 && (c & 255) < Int32(PartCode.names.count)
                let finite = x.isFinite && y.isFinite
                check(isLive ? (finite ? known || c == Status.badArgument : c == Status.badArgument) : c == Status.badHandle,
                      "gauge_part_at(\(x), \(y)) returned \(c)")
                return
            }
            // The scale a host formats tick labels from: a count in 1…101, a finite value per tick, NaN past them.
            let count = gauge_tick_count(h)
            let index = byte() < 200 ? Int32(byte() % 110) - 2 : Int32(bitPattern: u32())
            let value = gauge_tick_value(h, index)
            trace.append("tick_count(" + String(h) + ") -> " + String(count) + ", tick_value(" + String(index) + ") -> " + String(value))
            if !isLive { check(count == Status.badHandle && value.isNaN, "tick count/value of a dead handle: \(count), \(value)"); return }
            check(count >= 1 && count <= GaugeLimits.scaleTicks, "gauge_tick_count returned \(count)")
            check(index >= 0 && index < count ? value.isFinite : value.isNaN, "gauge_tick_value(\(index)) of \(count) ticks returned \(value)")
            return
        case 0:
            if byte() < 64 {
                // Ticks at given values (docs/swiftui-fidelity.md › Ticks at given values): records (values any, colours
                // and labels sometimes), atZones 0/1 or anything.
                let n = writeRecords()
                let atZones = byte() < 230 ? UInt32(byte() % 3) : u32()
                setter("set_dial_ticks", h, isLive: isLive, expected: atZones <= 1 ? any : Status.badArgument) { gauge_set_dial_ticks(h, n, atZones) }
                return
            }
            let palette: [Double] = [-135, -90, 0, 90, 180, 270, 360, 0.5, 1e-9, -1, .nan, .infinity, 1e300]
            let start = byte() < 200 ? palette[Int(byte()) % palette.count] : double()
            let sweep = byte() < 200 ? palette[Int(byte()) % palette.count] : double()
            let cw = byte() < 240 ? UInt32(byte() % 2) : u32()
            let major = byte() < 200 ? UInt32(byte() % 24) : u32()
            let minor = byte() < 200 ? UInt32(byte() % 12) : u32()
            let labels = byte() < 240 ? UInt32(byte() % 2) : u32()
            setter("set_dial", h, isLive: isLive, expected: any) { gauge_set_dial(h, start, sweep, cw, major, minor, labels) }
        case 1:
            if byte() < 24 {
                // The input state: bits 0 (interactive: room, thumb) and 1 (focus-visible: the ring); any other bit refused.
                let flags = byte() < 220 ? UInt32(byte() % 6) : u32()
                setter("set_input_state", h, isLive: isLive, expected: flags <= 3 ? Status.ok : Status.badArgument) {
                    gauge_set_input_state(h, flags)
                }
                return
            }
            if byte() < 64 {
                // Threshold markers: bits 0 and 1; any other bit refused.
                let flags = byte() < 220 ? UInt32(byte() % 6) : u32()
                setter("set_threshold_markers", h, isLive: isLive, expected: flags <= 3 ? Status.ok : Status.badArgument) {
                    gauge_set_threshold_markers(h, flags)
                }
                return
            }
            let count = byte() < 200 ? UInt32(byte()) : u32()
            let ok = count == 0 || (count >= 2 && count <= 200)
            setter("set_segments", h, isLive: isLive, expected: ok ? Status.ok : Status.badArgument) { gauge_set_segments(h, count) }
        case 2:
            if byte() < 96 { deltaSetters(h, isLive: isLive); return }
            let v = double()
            setter("set_target", h, isLive: isLive, expected: v.isFinite || v.isNaN ? Status.ok : Status.badArgument) { gauge_set_target(h, v) }
        case 3:
            let v = double()
            setter("set_origin", h, isLive: isLive, expected: v.isFinite || v.isNaN ? Status.ok : Status.badArgument) { gauge_set_origin(h, v) }
        case 4:
            let n = writeRecords()
            setter("set_zones", h, isLive: isLive, expected: any) { gauge_set_zones(h, n) }
        case 5:
            let n = writeRecords()
            setter("set_values", h, isLive: isLive, expected: any) { gauge_set_values(h, n) }
        case 6, 7:
            let prefix = byte() < 160 ? [] : text(), suffix = byte() < 128 ? [] : text()
            writeScratch(prefix + suffix)
            let precision = byte() < 230 ? UInt32(byte() % 4) : u32()
            let digits = byte() < 230 ? Int32(byte() % 24) - 2 : Int32(bitPattern: u32())
            let options = byte() < 230 ? UInt32(byte() % 16) : u32()
            let np = byte() < 16 ? -1 : byteCount(prefix.count), ns = byteCount(suffix.count)
            formatted.insert(h)
            if which == 6 {
                setter("set_number_format", h, isLive: isLive, expected: any) { gauge_set_number_format(h, precision, digits, options, np, ns) }
            } else {
                setter("set_tick_format", h, isLive: isLive, expected: any) { gauge_set_tick_format(h, precision, digits, options, np, ns) }
            }
        case 8:
            let t = text()
            writeScratch(t)
            let what = byte() < 240 ? UInt32(byte()) % (formattedTextCount + 1) : u32()   // every valid `what` and one past
            let n = byte() < 16 ? -1 : byteCount(t.count)
            let expected = what >= formattedTextCount ? Status.badArgument : n == -1 ? Status.ok : textStatus(offset: 0, count: n)
            formatted.insert(h)
            setter("set_formatted_text", h, isLive: isLive, expected: expected) { gauge_set_formatted_text(h, what, n) }
            if isLive && what == 4 && expected == Status.ok {
                joiners[h] = n == -1 ? nil : String(decoding: scratchBytes[0..<Int(n)], as: UTF8.self)
            }
        case 9:
            if byte() < 48 {  // the counting value text: on 0 or 1, else badArgument with the setting kept
                let on = byte() < 230 ? UInt32(byte() % 3) : u32()
                setter("set_value_animation", h, isLive: isLive, expected: on <= 1 ? Status.ok : Status.badArgument) { gauge_set_value_animation(h, on) }
                return
            }
            let d = byte() < 240 ? UInt32(byte() % 2) : u32()
            setter("set_layout_direction", h, isLive: isLive, expected: d <= 1 ? Status.ok : Status.badArgument) { gauge_set_layout_direction(h, d) }
        case 10:
            let t = byte() < 128 ? Array("Georgia, \"Times New Roman\", serif".utf8) : text()
            writeScratch(t)
            let key = byte() < 200 ? UInt32(byte() % 8) : u32()
            let n = byte() < 32 ? -1 : byteCount(t.count)
            setter("set_font", h, isLive: isLive, expected: any) { gauge_set_font(h, key, n) }
        case 11:
            let t = byte() < 128 ? Array(FuzzProgram.colours[Int(byte()) % FuzzProgram.colours.count].utf8) : text()
            writeScratch(t)
            let role = byte() < 240 ? UInt32(byte() % 8) : u32()  // roles 0…6 and one past them
            let n = byte() < 32 ? -1 : byteCount(t.count)
            setter("set_color", h, isLive: isLive, expected: any) { gauge_set_color(h, role, n) }
        default:
            let n = byte() < 32 ? -1 : writeRecords()
            setter("set_tick_texts", h, isLive: isLive, expected: any) { gauge_set_tick_texts(h, n) }
        }
    }

    /// `gauge_measure_text` with weight 0: a text's grapheme-cluster ends alone, which the wasm build asks the host
    /// for (docs/abi.md › Text measurement) — its scalar boundaries, or made-up ends, counts and weights; any outcome
    /// is a documented status, and the gauge draws as before (natively Swift breaks clusters itself).
    func clusterEnds(_ h: Int32, isLive: Bool) {
        let t = text()
        var ends: [UInt32] = []
        if byte() < 160 {
            for (i, b) in t.enumerated() where i > 0 && b & 0xC0 != 0x80 { ends.append(UInt32(i)) }
            ends.append(UInt32(t.count))
        } else {
            for _ in 0..<Int(byte() % 6) { ends.append(byte() < 200 ? UInt32(byte()) : u32()) }
        }
        var payload = t
        while payload.count % 4 != 0 { payload.append(0) }
        for e in ends { payload += [UInt8(truncatingIfNeeded: e), UInt8(truncatingIfNeeded: e >> 8), UInt8(truncatingIfNeeded: e >> 16), UInt8(truncatingIfNeeded: e >> 24)] }
        writeScratch(payload)
        let weight: UInt32 = byte() < 230 ? 0 : [0x1_0000, 1001, 0xFFFF_FFFF][Int(byte()) % 3]  // the others refused
        let count = byte() < 230 ? Int32(ends.count) : Int32(bitPattern: u32())
        let before = isLive ? snapshot(h) : []
        let st = gauge_measure_text(weight, Int32(t.count), count)
        trace.append("measure_text(" + String(weight) + ", " + String(t.count) + ", " + String(count) + ") -> " + String(st))
        check(st == Status.ok || st == Status.badArgument || st == Status.badText || st == Status.tooMany, "gauge_measure_text returned \(st)")
        if weight != 0 { check(st != Status.ok, "gauge_measure_text accepted weight \(weight)") }
        if st < 0 { check(lastErrorText().hasPrefix("gauge_measure_text: "), "last error after a failed measure_text: " + lastErrorText()) }
        if isLive { check(snapshot(h) == before, "gauge_measure_text (cluster ends alone) changed the gauge") }
    }

    /// `gauge_svg_parts`: requests for the texts and arcs of the last list (payload word indices, with a conic
    /// paint's where there is one), mixed with made-up indices; any outcome is a documented status or a length,
    /// the output is what was asked for or nothing, and the gauge draws as before.
    func svgParts(_ h: Int32, isLive: Bool) {
        let list = isLive ? displayListBytes(h) : []
        func word(_ i: Int) -> UInt32 {
            UInt32(list[i * 4]) | UInt32(list[i * 4 + 1]) << 8 | UInt32(list[i * 4 + 2]) << 16 | UInt32(list[i * 4 + 3]) << 24
        }
        var texts: [UInt32] = [], arcs: [UInt32] = [], conics: [UInt32] = []
        if list.count >= 32 {
            var i = 8
            let end = 8 + Int(word(5))
            let words = list.count >> 2
            while i < end && i < words {
                let head = word(i)
                switch DisplayList.Op(rawValue: head & 0xFFFF) {
                case .text?: texts.append(UInt32(i + 1))
                case .strokeArc?: arcs.append(UInt32(i + 1))
                case .conic?: conics.append(UInt32(i + 1))
                default: break
                }
                i += 1 + Int(head >> 16)
            }
        }
        var requests: [UInt8] = []
        let n = Int(byte() % 8)
        for _ in 0..<n {
            let sel = byte()
            var a: UInt32 = 0, b: UInt32 = 0
            if sel < 100, !texts.isEmpty { a = texts[Int(byte()) % texts.count] }
            else if sel < 200, !arcs.isEmpty {
                a = arcs[Int(byte()) % arcs.count]
                if !conics.isEmpty && byte() < 200 { b = conics[Int(byte()) % conics.count] }
            } else { a = u32(); b = byte() < 128 ? 0 : u32() }
            withUnsafeBytes(of: a.littleEndian) { requests += $0 }
            withUnsafeBytes(of: b.littleEndian) { requests += $0 }
        }
        writeScratch(requests)
        let count = byte() < 230 ? Int32(n) : Int32(bitPattern: u32())
        let before = isLive ? snapshot(h) : []
        let st = gauge_svg_parts(h, count)
        trace.append("svg_parts(" + String(h) + ", " + String(count) + ") -> " + String(st))
        if !isLive { check(st == Status.badHandle, "gauge_svg_parts on a dead handle returned \(st)"); return }
        check(st >= 0 || st == Status.badArgument || st == Status.badText, "gauge_svg_parts returned \(st)")
        if st < 0 { check(lastErrorText().hasPrefix("gauge_svg_parts: "), "last error after a failed svg_parts: " + lastErrorText()) }
        if st > 0 { check(gauge_text_ptr() != nil, "gauge_svg_parts wrote \(st) bytes without a pointer") }
        check(snapshot(h) == before, "gauge_svg_parts changed the gauge")
    }

    func render(_ h: Int32, isLive: Bool, _ w: Double, _ hh: Double, _ ratio: Double, _ time: Double) {
        let valid = w.isFinite && w >= 0 && w <= 100_000 && hh.isFinite && hh >= 0 && hh <= 100_000
            && ratio.isFinite && ratio >= 0.0625 && ratio <= 16 && time.isFinite
        let before = isLive ? displayListBytes(h) : []
        let st = gauge_render(h, w, hh, ratio, time)
        trace.append("render(" + String(h) + ", " + String(w) + ", " + String(hh) + ", " + String(ratio) + ", " + String(time) + ") -> " + String(st))
        if !isLive { check(st == Status.badHandle, "gauge_render on a dead handle returned \(st)"); return }
        guard valid else {
            check(st == Status.badArgument, "gauge_render(\(w), \(hh), \(ratio), \(time)) returned \(st)")
            check(displayListBytes(h) == before, "a failed render changed the display list")
            return
        }
        check(st == Status.ok, "gauge_render(\(w), \(hh), \(ratio), \(time)) returned \(st): " + lastErrorText())
        guard st == Status.ok else { return }
        let list = displayListBytes(h)
        checkDisplayList(list, w, hh, ratio)
        // Rendering again gives the same bytes (determinism) in the same buffers (reuse, no growth).
        let reserved = gauge_stats(2)
        check(gauge_render(h, w, hh, ratio, time) == Status.ok, "second render failed")
        check(displayListBytes(h) == list, "rendering twice gave different bytes")
        check(gauge_stats(2) == reserved, "rendering the same frame again grew the display-list buffers")
    }

    /// gauge_render_batch over 0…7 entries (live, stale or made-up handles, any sizes; a handle may repeat):
    /// each entry's status is the one gauge_render would give, the others render regardless, a gauge keeps its
    /// list when its entries fail, and each rendered gauge's final list passes every display-list check.
    func renderBatch() {
        let count = Int(byte() % 8)
        var entries: [(h: Int32, live: Bool, w: Double, hh: Double)] = []
        for _ in 0..<count { let (h, isLive) = handle(); entries.append((h, isLive, size(), size())) }
        let sel = byte()
        let ratio = sel < 200 ? [1, 1.5, 2, 3, 0.25, 0.0625, 16, 2.625][Int(sel) % 8] : double()
        let t = byte()
        let time = t < 200 ? Double(t) * 16 : double()
        // Usually room for every entry; sometimes a scratch buffer too short by a few bytes.
        let short = byte() >= 240 && count > 0 ? Int(byte() % 31) + 1 : 0
        let bytes = count * batchEntryBytes - short
        let p = gauge_scratch(Int32(bytes))
        for (k, e) in entries.enumerated() where (k + 1) * batchEntryBytes <= bytes {
            let at = p! + k * batchEntryBytes
            at.storeBytes(of: e.h, as: Int32.self)
            at.storeBytes(of: Int32(77), toByteOffset: 4, as: Int32.self)
            at.storeBytes(of: e.w, toByteOffset: 8, as: Double.self)
            at.storeBytes(of: e.hh, toByteOffset: 16, as: Double.self)
        }
        let distinct = Array(Set(entries.filter { $0.live }.map { $0.h }))
        var before: [Int32: [UInt8]] = [:]
        for h in distinct { before[h] = displayListBytes(h) }
        let st = gauge_render_batch(Int32(count), ratio, time)
        trace.append("render_batch(" + String(count) + " entries, " + String(ratio) + ", " + String(time) + ", short " + String(short) + ") -> " + String(st))
        if let p { scratchBytes = Array(UnsafeRawBufferPointer(start: p, count: bytes)) } else { scratchBytes = [] }
        let callValid = ratio.isFinite && ratio >= 0.0625 && ratio <= 16 && time.isFinite
        if !callValid || (short > 0 && count > 0) {
            check(st == (callValid ? Status.badText : Status.badArgument), "refused gauge_render_batch returned \(st)")
            for h in distinct { check(displayListBytes(h) == before[h]!, "a refused batch changed a display list") }
            return
        }
        check(st == Status.ok, "gauge_render_batch returned \(st): " + lastErrorText())
        var lastGood: [Int32: (Double, Double, Int32)] = [:]
        for (k, e) in entries.enumerated() {
            let at = p! + k * batchEntryBytes
            let status = at.load(fromByteOffset: 4, as: Int32.self), len = at.load(fromByteOffset: 28, as: Int32.self)
            let sizeOK = e.w.isFinite && e.w >= 0 && e.w <= 100_000 && e.hh.isFinite && e.hh >= 0 && e.hh <= 100_000
            let expected = !e.live ? Status.badHandle : sizeOK ? Status.ok : Status.badArgument
            check(status == expected, "batch entry \(k) (\(e.h), \(e.w)×\(e.hh)) got \(status), expected \(expected)")
            if status < 0 { check(len == 0 && at.load(fromByteOffset: 24, as: UInt32.self) == 0, "failed entry \(k) has a list") }
            else { lastGood[e.h] = (e.w, e.hh, len) }
        }
        for h in distinct {
            let list = displayListBytes(h)
            if let (w, hh, len) = lastGood[h] {
                check(Int32(list.count) == len, "batch entry length \(len) differs from the list's \(list.count)")
                checkDisplayList(list, w, hh, ratio)
                // The last entry's render equals a single render of the same inputs.
                check(gauge_render(h, w, hh, ratio, time) == Status.ok && displayListBytes(h) == list, "batch and single render differ")
            } else {
                check(list == before[h]!, "a gauge whose batch entries all failed changed its list")
            }
        }
    }

    // MARK: Display-list invariants

    func checkDisplayList(_ bytes: [UInt8], _ w: Double, _ h: Double, _ ratio: Double) {
        check(bytes.count >= 32 && bytes.count % 4 == 0, "display list of \(bytes.count) bytes")
        let decoded: DisplayList.Decoded
        do throws(DisplayList.DecodeError) { decoded = try DisplayList.decode(bytes) } catch {
            check(false, "display list does not decode: \(error)"); return
        }
        check(decoded.version == DisplayList.version, "version \(decoded.version)")
        check(decoded.width == Float(w) && decoded.height == Float(h) && decoded.pixelRatio == Float(ratio),
              "header \(decoded.width)x\(decoded.height)@\(decoded.pixelRatio) for \(w)x\(h)@\(ratio)")
        check(decoded.flags & ~3 == 0, "unknown flags \(decoded.flags)")  // bit 0 animating, bit 1 right-to-left (docs/display-list.md)

        // Raw walk: known opcodes with their exact payload sizes; the string table is valid UTF-8.
        func word(_ i: Int) -> UInt32 {
            UInt32(bytes[i * 4]) | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2]) << 16 | UInt32(bytes[i * 4 + 3]) << 24
        }
        let commandWords = Int(word(5)), stringBytes = Int(word(6))
        var i = 8
        while i < 8 + commandWords {
            let head = word(i)
            guard let op = DisplayList.Op(rawValue: head & 0xFFFF) else { check(false, "unknown opcode \(head & 0xFFFF)"); return }
            check(Int(head >> 16) == op.payloadWords, "opcode \(op) with \(head >> 16) payload words")
            i += 1 + Int(head >> 16)
        }
        let tableStart = (8 + commandWords) * 4
        check(String(validating: Array(bytes[tableStart..<(tableStart + stringBytes)]), as: UTF8.self) != nil,
              "string table is not valid UTF-8")

        let tol = boxTolerance(w, h)
        var paints: Set<UInt32> = []
        var gradients: Set<UInt32> = []
        func finite(_ xs: Float...) -> Bool { xs.allSatisfy { $0.isFinite } }
        func inside(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Bool {
            x0 >= -tol && y0 >= -tol && x1 <= w + tol && y1 <= h + tol
        }
        if getenv("GAUGE_FUZZ_DUMP") != nil { trace.append(decoded.commands.map { DisplayList.line($0) }.joined(separator: "\n")) }
        for c in decoded.commands {
            let line = DisplayList.line(c)
            switch c {
            case let .solid(id, _):
                check(!paints.contains(id), "paint #\(id) defined twice"); paints.insert(id)
            case let .linear(id, x0, y0, x1, y1):
                check(finite(x0, y0, x1, y1), line)
                check(!paints.contains(id), "paint #\(id) defined twice"); paints.insert(id); gradients.insert(id)
            case let .conic(id, cx, cy, a):
                check(finite(cx, cy, a), line)
                check(!paints.contains(id), "paint #\(id) defined twice"); paints.insert(id); gradients.insert(id)
            case let .stop(id, offset, _):
                check(offset.isFinite && offset >= 0 && offset <= 1 && gradients.contains(id), line)
            case let .strokeArc(cx, cy, r, a0, a1, lw, cap, paint):
                check(finite(cx, cy, r, a0, a1, lw) && r > 0 && lw > 0 && a1 > a0 && Double(a1 - a0) <= 2 * Double.pi + 1e-5, line)
                check(paints.contains(paint), "undefined paint: " + line)
                // Round caps reach half the line width around the ends; butt caps end on the radial segment
                // from r − w/2 to r + w/2, so the outer arc and the inner end points bound them exactly.
                var box = arcBounds(Double(cx), Double(cy), Double(r), Double(a0), Double(a1), Double(lw) / 2)
                if cap == .butt {
                    let outer = arcBounds(Double(cx), Double(cy), Double(r) + Double(lw) / 2, Double(a0), Double(a1), 0)
                    let inner = Double(r) - Double(lw) / 2
                    box = outer
                    for a in [Double(a0), Double(a1)] {
                        let (s, c) = GaugeMath.sinCos(a)
                        let x = Double(cx) + inner * c, y = Double(cy) + inner * s
                        box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
                    }
                }
                check(inside(box.0, box.1, box.2, box.3), "outside \(w)x\(h) (tolerance \(tol)): " + line)
            case let .fillRoundRect(x, y, rw, rh, radius, paint):
                check(finite(x, y, rw, rh, radius) && rw > 0 && rh > 0 && radius >= 0, line)
                check(paints.contains(paint), "undefined paint: " + line)
                check(inside(Double(x), Double(y), Double(x) + Double(rw), Double(y) + Double(rh)), "outside \(w)x\(h) (tolerance \(tol)): " + line)
            case let .fillCircle(cx, cy, r, paint):
                check(finite(cx, cy, r) && r > 0, line)
                check(paints.contains(paint), "undefined paint: " + line)
                let x = Double(cx), y = Double(cy), rr = Double(r)
                check(inside(x - rr, y - rr, x + rr, y + rr), "outside \(w)x\(h) (tolerance \(tol)): " + line)
            case let .line(x0, y0, x1, y1, lw, cap, paint):
                check(finite(x0, y0, x1, y1, lw) && lw > 0 && (x0 != x1 || y0 != y1), line)
                check(paints.contains(paint), "undefined paint: " + line)
                // A round cap reaches half the line width beyond the segment's box; a butt-capped line is the
                // rectangle whose corners are the ends ± half the width across the line (bounded exactly).
                let half = Double(lw) / 2
                var box = (Double(min(x0, x1)) - half, Double(min(y0, y1)) - half, Double(max(x0, x1)) + half,
                           Double(max(y0, y1)) + half)
                if cap == .butt {
                    let dx = Double(x1) - Double(x0), dy = Double(y1) - Double(y0)
                    let len = (dx * dx + dy * dy).squareRoot()
                    if len > 0 {
                        let nx = -dy / len * half, ny = dx / len * half
                        let xs = [Double(x0) + nx, Double(x0) - nx, Double(x1) + nx, Double(x1) - nx]
                        let ys = [Double(y0) + ny, Double(y0) - ny, Double(y1) + ny, Double(y1) - ny]
                        box = (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
                    }
                }
                check(inside(box.0, box.1, box.2, box.3), "outside \(w)x\(h) (tolerance \(tol)): " + line)
            case let .fillQuad(x0, y0, x1, y1, x2, y2, x3, y3, paint):
                // A needle's outline: never empty (its stored corners enclose an area), inside the box.
                check(finite(x0, y0, x1, y1, x2, y2, x3, y3), line)
                let area = (Double(x0) * Double(y1) - Double(x1) * Double(y0)) + (Double(x1) * Double(y2) - Double(x2) * Double(y1))
                    + (Double(x2) * Double(y3) - Double(x3) * Double(y2)) + (Double(x3) * Double(y0) - Double(x0) * Double(y3))
                check(area != 0, "empty quad: " + line)
                check(paints.contains(paint), "undefined paint: " + line)
                check(inside(Double(min(min(x0, x1), min(x2, x3))), Double(min(min(y0, y1), min(y2, y3))),
                             Double(max(max(x0, x1), max(x2, x3))), Double(max(max(y0, y1), max(y2, y3)))),
                      "outside \(w)x\(h) (tolerance \(tol)): " + line)
            case let .knockOut(cx, cy, r):
                check(finite(cx, cy, r) && r > 0, line)  // only erases: may reach outside
            case let .text(s, x, y, size, weight, align, paint, maxWidth):
                check(finite(x, y, size, maxWidth) && size >= 1 && maxWidth > 0 && !s.isEmpty, line)
                check(paints.contains(paint), "undefined paint: " + line)
                check(!DrawnText.needsSanitizing(s), "control character in drawn text: " + line)
                let width = min(FontMetrics.width(of: s, weight: Int(weight)) * Double(size), Double(maxWidth))
                let left: Double
                switch align {
                case .left: left = Double(x)
                case .center: left = Double(x) - width / 2
                case .right: left = Double(x) - width
                }
                let half = Double(size) * FontMetrics.lineHeight / 2
                check(inside(left, Double(y) - half, left + width, Double(y) + half), "outside \(w)x\(h) (tolerance \(tol)): " + line)
            case let .unknown(op, _):
                check(false, "unknown opcode \(op)")
            }
        }
    }
}

/// The bounding box of an arc of radius `r` around (cx, cy) from `a0` to `a1` (radians, clockwise, y down),
/// grown by `pad` on every side: the end points plus every axis extreme the sweep passes.
func arcBounds(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double, _ pad: Double)
    -> (Double, Double, Double, Double) {
    let (s0, c0) = GaugeMath.sinCos(a0), (s1, c1) = GaugeMath.sinCos(a1)
    var minX = min(c0, c1), maxX = max(c0, c1), minY = min(s0, s1), maxY = max(s0, s1)
    let quarter = Double.pi / 2
    var k = (a0 / quarter).rounded(.up)
    while k * quarter <= a1 && k < (a0 / quarter).rounded(.up) + 5 {
        switch Int(saturating: k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: maxX = 1
        case 1: maxY = 1
        case 2: minX = -1
        default: minY = -1
        }
        k += 1
    }
    return (cx + r * minX - pad, cy + r * minY - pad, cx + r * maxX + pad, cy + r * maxY + pad)
}
