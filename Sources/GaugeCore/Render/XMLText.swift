// XML text for the SVG writer (DisplayList+SVG.swift): UTF-8 built by appending literal text, attributes,
// numbers (the core's one number writer, `TextBuilder`) and escaped text straight into bytes.

/// UTF-8 output built by appending: literal text, numbers and escaped text straight into bytes (no intermediate
/// Strings, which keeps the writer small in the wasm module).
struct XMLText {
    var bytes: [UInt8] = []

    mutating func put(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func put(_ b: [UInt8]) { bytes.append(contentsOf: b) }

    /// ` name="x"` with `x` as the text form prints an f32 (3 decimals).
    mutating func attr(_ name: StaticString, _ x: Double) {
        put(" ")
        put(name)
        put("=\"")
        num(x)
        put("\"")
    }

    /// A number as the text form prints an f32: via f32, rounded half away from zero to 3 decimals, trailing
    /// zeros trimmed, "-0" as "0" (`TextBuilder.appendFixed`, as ``DisplayList/num(_:)``); a non-finite value
    /// (from malformed bytes) as 0.
    mutating func num(_ x: Double) {
        fixed(x.isFinite ? Double(Float(x)) : 0, 3)
    }

    /// `x` with at most `digits` decimals (for rotation angles, which need more than 3); 0 when it cannot be
    /// written.
    mutating func fixed(_ x: Double, _ digits: Int) {
        if !TextBuilder.appendFixed(x, digits: digits, to: &bytes) { put("0") }
    }

    mutating func decimal(_ v: UInt64) { TextBuilder.appendDecimal(Int64(v), to: &bytes) }

    /// `#rrggbb` of `0xRRGGBBAA`.
    mutating func rgb(_ rgba: UInt32) {
        put("#")
        TextBuilder.appendHex(rgba, count: 6, to: &bytes)
    }

    /// The alpha of `0xRRGGBBAA` as 0…1 with 3 decimals (enough to give the same 8-bit value back).
    mutating func alpha(_ rgba: UInt32) { num(Double(rgba & 0xFF) / 255) }

    /// ` fill="#rrggbb"` (or stroke), with ` fill-opacity` when translucent.
    mutating func color(_ rgba: UInt32, stroke: Bool) {
        put(stroke ? " stroke=\"" : " fill=\"")
        rgb(rgba)
        put("\"")
        if rgba & 0xFF != 0xFF {
            put(stroke ? " stroke-opacity=\"" : " fill-opacity=\"")
            alpha(rgba)
            put("\"")
        }
    }

    /// Appends `s` escaped for XML character data and attribute values. With `text` (a drawn line), tab, line
    /// feed, form feed and carriage return become spaces (Canvas's `fillText` draws them so); with `attribute` (a
    /// caller's attribute value) tab, line feed and carriage return become character references, which XML's
    /// attribute-value normalisation (XML 1.0, section 3.3.3) keeps; other C0 controls, and U+FFFE/U+FFFF, which XML 1.0
    /// forbids, become U+FFFD.
    mutating func escape(_ s: String, text: Bool = false, attribute: Bool = false) {
        let b = [UInt8](utf8: s)
        var i = 0
        while i < b.count {
            let c = b[i]
            switch c {
            case 0x26: put("&amp;")
            case 0x3C: put("&lt;")
            case 0x3E: put("&gt;")
            case 0x22: put("&quot;")
            case 0x27: put("&#39;")
            case 0x09 where attribute: put("&#9;")
            case 0x0A where attribute: put("&#10;")
            case 0x0D where attribute: put("&#13;")
            case 0x09, 0x0A, 0x0D: bytes.append(text ? 0x20 : c)
            case 0x0C where text: bytes.append(0x20)
            case 0x00..<0x20: put("\u{FFFD}")
            case 0xEF where i + 2 < b.count && b[i + 1] == 0xBF && (b[i + 2] == 0xBE || b[i + 2] == 0xBF):
                put("\u{FFFD}")
                i += 2
            default: bytes.append(c)
            }
            i += 1
        }
    }
}
