// Texts the core assembles (accessible values, error reasons, truncated labels) are built as UTF-8 bytes and
// made a String once, so the wasm carries none of the standard library's String-append machinery (issue 8).

/// UTF-8 bytes appended piece by piece, then read once as a `String`.
package struct TextBuilder {
    var bytes: [UInt8] = []

    init(_ text: String = "") { add(text) }

    mutating func add(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func add(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    /// `n` in decimal, with a leading "-" when negative.
    mutating func add(_ n: Int) { TextBuilder.appendDecimal(Int64(n), to: &bytes) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

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

    /// Appends the decimal digits of `n` (a "-" first when negative) to `out`.
    package static func appendDecimal(_ n: Int64, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        var power: UInt64 = 1  // the place value of the leading digit
        while m / power >= 10 { power *= 10 }
        while power > 0 {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: m / power))
            m %= power
            power /= 10
        }
    }
}
