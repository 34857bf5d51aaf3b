// Parsing of tint text: what the C ABI's gauge_set_tint and the JS `tint` property accept.
// Works on UTF-8 bytes (no String-keyed dictionaries: they would pull Unicode tables into the wasm).

extension Tint {
    /// Parses a tint: one colour, or a comma-separated gradient of CSS-style colour stops.
    ///
    /// Grammar: `stop ("," stop)*`, `stop = colour [location]`, `location = number ["%"]` (a bare number is
    /// a fraction 0…1, `25%` is 0.25). Stops without a location are spaced evenly (CSS rules, see
    /// `Gradient.init(stops:)`). One stop without a location is a flat colour. Colours: the SwiftUI system
    /// names (`SystemColor.name`, ASCII case-insensitive, plus `black`, `white`, `clear`, `transparent`),
    /// and hex `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`.
    ///
    /// - Throws: `GaugeError.badText` naming `tint`, with the byte offset of the problem.
    public static func parse(_ text: String) throws(GaugeError) -> Tint {
        var p = TintParser(bytes: Array(text.utf8))
        return try p.parseTint()
    }
}

extension Color {
    /// Parses one colour (a system name or hex, see `Tint.parse`).
    ///
    /// - Throws: `GaugeError.badText` naming `color`.
    public static func parse(_ text: String) throws(GaugeError) -> Color {
        var p = TintParser(bytes: Array(text.utf8), argument: "color")
        p.skipSpaces()
        let c = try p.parseColor()
        p.skipSpaces()
        if !p.atEnd { throw p.error("unexpected text after the colour") }
        return c
    }
}

struct TintParser {
    let bytes: [UInt8]
    var argument = "tint"
    var i = 0

    init(bytes: [UInt8], argument: String = "tint") {
        self.bytes = bytes
        self.argument = argument
    }

    var atEnd: Bool { i >= bytes.count }

    func error(_ what: String) -> GaugeError {
        GaugeError(.badText, argument: argument, reason: what + " at byte " + String(i))
    }

    mutating func skipSpaces() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    mutating func parseTint() throws(GaugeError) -> Tint {
        var stops: [Gradient.Stop] = []
        var anyLocation = false
        skipSpaces()
        if atEnd { throw error("expected a colour") }
        while true {
            skipSpaces()
            let color = try parseColor()
            skipSpaces()
            var location = Double.nan  // missing; Gradient spaces it evenly
            if !atEnd, bytes[i] != 0x2C {
                location = try parseLocation()
                anyLocation = true
                skipSpaces()
            }
            stops.append(Gradient.Stop(color: color, location: location))
            if stops.count > 256 { throw error("more than 256 colour stops") }
            if atEnd { break }
            guard bytes[i] == 0x2C else { throw error("expected ',' between colour stops") }
            i += 1
        }
        if stops.count == 1 && !anyLocation { return .color(stops[0].color) }
        return .gradient(Gradient(stops: stops))
    }

    mutating func parseColor() throws(GaugeError) -> Color {
        if atEnd { throw error("expected a colour") }
        if bytes[i] == 0x23 { return try parseHex() }
        let start = i
        while i < bytes.count, isLetter(bytes[i]) { i += 1 }
        if i == start { throw error("expected a colour name or #hex") }
        let word = bytes[start..<i].map { $0 | 0x20 }  // ASCII lowercase
        if let c = TintParser.namedColor(word) { return c }
        i = start
        throw error("unknown colour '" + String(decoding: bytes[start..<(start + word.count)], as: UTF8.self) + "'")
    }

    static func namedColor(_ word: [UInt8]) -> Color? {
        for s in SystemColor.allCases where word.elementsEqual(s.name.utf8) { return s.light }
        if word.elementsEqual("grey".utf8) { return SystemColor.gray.light }
        if word.elementsEqual("black".utf8) { return .black }
        if word.elementsEqual("white".utf8) { return .white }
        if word.elementsEqual("clear".utf8) || word.elementsEqual("transparent".utf8) { return .clear }
        return nil
    }

    func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }

    func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }

    mutating func parseHex() throws(GaugeError) -> Color {
        let start = i
        i += 1
        var digits: [UInt8] = []
        while i < bytes.count, let v = hexValue(bytes[i]) { digits.append(v); i += 1 }
        if i < bytes.count, isLetter(bytes[i]) || (bytes[i] >= 0x30 && bytes[i] <= 0x39) {
            throw error("invalid hex digit")
        }
        switch digits.count {
        case 3, 4:
            // #rgb: each digit doubles (#f00 == #ff0000).
            let c = digits.map { $0 * 17 }
            return Color(r8: c[0], g8: c[1], b8: c[2], a8: digits.count == 4 ? c[3] : 255)
        case 6, 8:
            var c: [UInt8] = []
            var k = 0
            while k < digits.count { c.append(digits[k] * 16 + digits[k + 1]); k += 2 }
            return Color(r8: c[0], g8: c[1], b8: c[2], a8: digits.count == 8 ? c[3] : 255)
        default:
            i = start
            throw error("hex colour needs 3, 4, 6 or 8 digits")
        }
    }

    /// A decimal number with optional sign, fraction and `%`. Exact for up to 15 significant digits.
    mutating func parseLocation() throws(GaugeError) -> Double {
        let start = i
        var negative = false
        if i < bytes.count, bytes[i] == 0x2D || bytes[i] == 0x2B { negative = bytes[i] == 0x2D; i += 1 }
        var mantissa: Int64 = 0
        var scale: Int64 = 1
        var digits = 0
        var seenDot = false
        while i < bytes.count {
            let b = bytes[i]
            if b >= 0x30 && b <= 0x39 {
                if digits < 15 {
                    mantissa = mantissa * 10 + Int64(b - 0x30)
                    if seenDot { scale *= 10 }
                    digits += 1
                } else if !seenDot {
                    throw error("location has too many digits")
                }
                i += 1
            } else if b == 0x2E && !seenDot {
                seenDot = true
                i += 1
            } else {
                break
            }
        }
        if digits == 0 { i = start; throw error("expected a location (a number or a percentage)") }
        var value = Double(mantissa) / Double(scale)
        if i < bytes.count, bytes[i] == 0x25 { value /= 100; i += 1 }
        return negative ? -value : value
    }
}
