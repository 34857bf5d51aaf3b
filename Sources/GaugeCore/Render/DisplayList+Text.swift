// The text form of a binary display list (docs/display-list.md › Text form): one command per line, read
// back from the bytes themselves so it shows exactly what the host receives.

extension DisplayList {
    /// Decodes `bytes` (a whole encoded list) into its text form.
    ///
    /// Malformed input (wrong magic, truncated commands) ends the text with a line starting `error:` instead
    /// of trapping.
    public static func text(of bytes: [UInt8]) -> String {
        let r = WordReader(bytes: bytes)
        guard bytes.count >= headerWords * 4, r.u32(0) == magic else { return "error: not a display list\n" }
        let commandWords = Int(r.u32(5))
        let stringBytes = Int(r.u32(6))
        let stringStart = (headerWords + commandWords) * 4
        guard commandWords >= 0, stringStart + stringBytes <= bytes.count else {
            return "error: truncated display list\n"
        }
        var out = "header v" + String(r.u32(1)) + " size=" + num(r.f32(2)) + "x" + num(r.f32(3))
        out += " ratio=" + num(r.f32(4)) + " flags=" + String(r.u32(7)) + "\n"
        var w = headerWords
        let end = headerWords + commandWords
        while w < end {
            let head = r.u32(w)
            let payload = Int(head >> 16)
            let p = w + 1
            guard p + payload <= end else { out += "error: truncated command\n"; break }
            switch Op(rawValue: head & 0xFFFF) {
            case .solid?:
                out += "solid #" + String(r.u32(p)) + " " + hex(r.u32(p + 1))
            case .linear?:
                out += "linear #" + String(r.u32(p)) + " from=" + pt(r, p + 1) + " to=" + pt(r, p + 3)
            case .conic?:
                out += "conic #" + String(r.u32(p)) + " c=" + pt(r, p + 1) + " start=" + num(r.f32(p + 3))
            case .stop?:
                out += "stop #" + String(r.u32(p)) + " " + num(r.f32(p + 1)) + " " + hex(r.u32(p + 2))
            case .strokeArc?:
                out += "strokeArc c=" + pt(r, p) + " r=" + num(r.f32(p + 2)) + " a=" + num(r.f32(p + 3)) + ".."
                out += num(r.f32(p + 4)) + " w=" + num(r.f32(p + 5))
                out += " cap=" + (r.u32(p + 6) == Cap.round.rawValue ? "round" : "butt") + " paint=#" + String(r.u32(p + 7))
            case .fillRoundRect?:
                out += "fillRoundRect at=" + pt(r, p) + " size=" + num(r.f32(p + 2)) + "x" + num(r.f32(p + 3))
                out += " radius=" + num(r.f32(p + 4)) + " paint=#" + String(r.u32(p + 5))
            case .fillCircle?:
                out += "fillCircle c=" + pt(r, p) + " r=" + num(r.f32(p + 2)) + " paint=#" + String(r.u32(p + 3))
            case .knockOut?:
                out += "knockOut c=" + pt(r, p) + " r=" + num(r.f32(p + 2))
            case .text?:
                let offset = Int(r.u32(p + 6)), length = Int(r.u32(p + 7))
                var s = "?"
                if offset + length <= stringBytes {
                    let start = stringStart + offset
                    s = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
                }
                let align = r.u32(p + 4) == Align.left.rawValue ? "left" : (r.u32(p + 4) == Align.right.rawValue ? "right" : "center")
                out += "text " + quote(s) + " at=" + pt(r, p) + " size=" + num(r.f32(p + 2))
                out += " weight=" + String(r.u32(p + 3)) + " align=" + align + " paint=#" + String(r.u32(p + 5))
                out += " maxWidth=" + num(r.f32(p + 8))
            case nil:
                out += "op" + String(head & 0xFFFF) + " (" + String(payload) + " words)"
            }
            out += "\n"
            w = p + payload
        }
        return out
    }

    /// `x` rounded half away from zero to 3 decimals, trailing zeros trimmed, "-0" printed as "0".
    static func num(_ x: Float) -> String {
        let d = Double(x)
        guard d.isFinite else { return d.isNaN ? "NaN" : (d < 0 ? "-inf" : "inf") }
        let scaled = (d.magnitude * 1000).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else { return d < 0 ? "-huge" : "huge" }
        let n = Int64(scaled)
        var s = (d < 0 && n != 0 ? "-" : "") + String(n / 1000)
        var frac = n % 1000
        if frac != 0 {
            var digits = 3
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            var f = String(frac)
            while f.utf8.count < digits { f = "0" + f }
            s += "." + f
        }
        return s
    }

    static func pt(_ r: WordReader, _ i: Int) -> String {
        "(" + num(r.f32(i)) + "," + num(r.f32(i + 1)) + ")"
    }

    static func hex(_ rgba: UInt32) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [0x23]
        var shift: UInt32 = 28
        for _ in 0..<8 {
            out.append(digits[Int((rgba >> shift) & 0xF)])
            shift = shift &- 4
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func quote(_ s: String) -> String {
        var out: [UInt8] = [0x22]
        for b in s.utf8 {
            if b == 0x22 || b == 0x5C { out.append(0x5C) }
            if b == 0x0A { out.append(0x5C); out.append(0x6E); continue }
            out.append(b)
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }
}

/// Reads little-endian words from a byte array (index in words); out-of-range reads give 0.
struct WordReader {
    let bytes: [UInt8]
    func u32(_ i: Int) -> UInt32 {
        let b = i * 4
        guard i >= 0, b + 3 < bytes.count else { return 0 }
        return UInt32(bytes[b]) | UInt32(bytes[b + 1]) << 8 | UInt32(bytes[b + 2]) << 16 | UInt32(bytes[b + 3]) << 24
    }
    func f32(_ i: Int) -> Float { Float(bitPattern: u32(i)) }
}
