// Texts the core assembles (accessible values, error reasons, truncated labels, SVG documents) are built as UTF-8
// bytes and made a String once, so the wasm carries none of the standard library's String-append machinery
// (docs/wasm-build.md › Size and allocation). The one number writer of the core's texts lives here:
// decimals (error messages, ids), fixed decimals (the display list's text form and the SVG writer) and hex.

/// UTF-8 bytes appended piece by piece, then read once as a `String`.
package struct TextBuilder {
    var bytes: [UInt8] = []

    init(_ text: String = "") { add(text) }

    mutating func add(_ text: String) { bytes.append(utf8: text) }

    mutating func add(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    /// `n` in decimal, with a leading "-" when negative.
    mutating func add(_ n: Int) { TextBuilder.appendDecimal(Int64(n), to: &bytes) }

    var string: String { bytes.string }

    /// `a`, `b` and `c` one after the other.
    static func join(_ a: String, _ b: StaticString, _ c: String) -> String {
        var t = TextBuilder(a)
        t.add(b)
        t.add(c)
        return t.string
    }

    /// `a`, `b` and `c` one after the other.
    static func join(_ a: StaticString, _ b: String, _ c: StaticString) -> String {
        var t = TextBuilder()
        t.add(a)
        t.add(b)
        t.add(c)
        return t.string
    }

    /// Appends `x` rounded half away from zero to at most `digits` decimals, trailing zeros trimmed, and "-0"
    /// written as "0" (the display list's text form and the SVG writer print every number so). Returns false and
    /// appends nothing when `x` is not finite or too large to scale (≥ 9 × 10¹⁸ units of the last digit).
    @discardableResult
    package static func appendFixed(_ x: Double, digits: Int, to out: inout [UInt8]) -> Bool {
        var unit: Int64 = 1
        for _ in 0..<digits { unit *= 10 }
        let scaled = (x.magnitude * Double(unit)).rounded(.toNearestOrAwayFromZero)
        guard x.isFinite, scaled < 9.0e18 else { return false }
        let n = Int64(saturating: scaled)
        if x < 0 && n != 0 { out.push(UInt8(ascii: "-")) }
        appendDecimal(n / unit, to: &out)
        var frac = n % unit, width = digits
        guard frac != 0 else { return true }
        while frac % 10 == 0 { frac /= 10; width -= 1 }
        out.push(UInt8(ascii: "."))
        var pad: Int64 = 1
        for _ in 1..<width { pad *= 10 }
        while frac < pad { out.push(UInt8(ascii: "0")); pad /= 10 }
        appendDecimal(frac, to: &out)
        return true
    }

    /// Appends the `count` hex digits (lower case) of `v` from its most significant nibble down: 8 for a whole
    /// `0xRRGGBBAA`, 6 for its `rrggbb`.
    package static func appendHex(_ v: UInt32, count: Int, to out: inout [UInt8]) {
        var shift: UInt32 = 28
        for _ in 0..<count {
            let d = UInt8((v >> shift) & 0xF)
            out.push(d < 10 ? UInt8(ascii: "0") + d : UInt8(ascii: "a") - 10 + d)
            shift = shift &- 4
        }
    }

    /// Appends the decimal digits of `n` (a "-" first when negative) to `out`.
    package static func appendDecimal(_ n: Int64, to out: inout [UInt8]) {
        if n < 0 { out.push(UInt8(ascii: "-")) }
        var m = n.magnitude
        var power: UInt64 = 1  // the place value of the leading digit
        while m / power >= 10 { power *= 10 }
        while power > 0 {
            out.push(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: m / power))
            m %= power
            power /= 10
        }
    }
}

extension String {
    /// Calls `body` with the text's UTF-8 bytes, in place: no copy, no allocation. Every read of a String's bytes
    /// in the core (a loop, the count, appending) goes through here, so that none carries the UTF-8 view's index
    /// code nor its paths for strings without contiguous UTF-8 (bridged ones), which reach the UTF-16 and
    /// foreign-string code. Such a string does not exist in Embedded Swift nor on Linux
    /// (docs/wasm-build.md › Size and allocation); were one ever passed, it would read as empty, never trap.
    @inline(__always)
    package func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) { withBytes(body, {}) }

    /// `withBytes(body)`, calling `notContiguous` first for a string without contiguous UTF-8. Two closures, so
    /// one copy: the optimiser copies a function, and the standard library's contiguous-UTF-8 path it calls, for
    /// each closure passed to it alone (nine copies, 3.5 KB), but not for a call passing two.
    @inline(never)
    func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void, _ notContiguous: () -> Void) {
        if utf8.withContiguousStorageIfAvailable(body) == nil {
            notContiguous()
            body(UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// The number of UTF-8 bytes (`utf8.count`, through `withBytes`).
    package var byteCount: Int {
        var n = 0
        withBytes { n = $0.count }
        return n
    }

    /// The text whose UTF-8 bytes are `bytes`, or nil when they are not valid UTF-8. Every String the core makes
    /// from bytes is made here: `String(decoding:as:)` would also carry the standard library's repair of invalid
    /// bytes (U+FFFD), whose growth path reaches the foreign-string code `withBytes` keeps out. The core's bytes
    /// never need it: they are whole texts' bytes, ASCII, texts cut at character boundaries, or ABI texts already
    /// checked (docs/wasm-build.md › Size and allocation).
    /// `String(validating:as:)` is in Apple's OSes from 2024 on; before them (native builds only: the condition is
    /// true on Linux and in wasm, so the older path is not in the module) a decoded text that re-encodes to other
    /// bytes was repaired, so invalid.
    @inline(never)
    package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.utf8.elementsEqual(bytes) else { return nil }
            self = text
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends `bytes[range]` (a valid range of `bytes`). The core's byte arrays and their slices are appended
    /// through this one function, as a buffer: `append(contentsOf:)` of an array and of a slice were each one more
    /// specialised copy in the wasm (docs/wasm-build.md › Size and allocation).
    @inline(never)
    package mutating func append(_ bytes: [UInt8], _ range: Range<Int>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends all of `bytes` (as `append(_:_:)`).
    package mutating func append(_ bytes: [UInt8]) { append(bytes, 0..<bytes.count) }

    /// The text of the UTF-8 bytes `self[range]` (`String(utf8:)`), nil when they are not valid UTF-8.
    package func string(_ range: Range<Int>) -> String? {
        withUnsafeBufferPointer { String(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The text of these UTF-8 bytes, which are valid (see `String(utf8:)`); empty if they were not.
    package var string: String { string(0..<count) ?? "" }

    /// Appends the UTF-8 bytes of `text` (`append(contentsOf: text.utf8)`, through `String.withBytes`). Out of line:
    /// inlined at its ~50 callers, each built its closure and a thunk for `withBytes`
    /// (docs/wasm-build.md › Size and allocation).
    @inline(never)
    package mutating func append(utf8 text: String) { text.withBytes { append(contentsOf: $0) } }

    /// The UTF-8 bytes of `text`, as `Array(text.utf8)`: through the buffer's one `append(contentsOf:)`, not a
    /// specialised copy of the array initialiser of its own.
    @inline(never)
    package init(utf8 text: String) {
        self.init()
        append(utf8: text)
    }

    /// Whether these are the UTF-8 bytes of `text` (`text.utf8.elementsEqual(self)`, whose specialisation was
    /// 0.9 KB of wasm).
    @inline(never)
    package func isUTF8(of text: String) -> Bool {
        var same = false
        text.withBytes { bytes in
            guard bytes.count == count else { return }
            for k in 0..<count where self[k] != bytes[k] { return }
            same = true
        }
        return same
    }
}
