// The text form of a binary display list (docs/display-list.md › Text form): one command per line, read
// back from the bytes themselves so it shows exactly what the host receives.

extension DisplayList {
    /// Decodes `bytes` (a whole encoded list) into its text form. A malformed list gives one line starting
    /// `error:` instead of trapping.
    public static func text(of bytes: [UInt8]) -> String {
        let list: Decoded
        do throws(DecodeError) { list = try decode(bytes) } catch {
            return error == .truncated ? "error: truncated display list\n" : "error: not a display list\n"
        }
        var out = "header v" + String(list.version) + " size=" + num(list.width) + "x" + num(list.height)
        out += " ratio=" + num(list.pixelRatio) + " flags=" + String(list.flags) + "\n"
        for command in list.commands {
            out += line(command)
            out += "\n"
        }
        return out
    }

    static func line(_ command: Command) -> String {
        switch command {
        case let .solid(id, rgba):
            return "solid #" + String(id) + " " + hex(rgba)
        case let .linear(id, x0, y0, x1, y1):
            return "linear #" + String(id) + " from=" + pt(x0, y0) + " to=" + pt(x1, y1)
        case let .conic(id, cx, cy, start):
            return "conic #" + String(id) + " c=" + pt(cx, cy) + " start=" + num(start)
        case let .stop(id, offset, rgba):
            return "stop #" + String(id) + " " + num(offset) + " " + hex(rgba)
        case let .strokeArc(cx, cy, r, start, end, width, cap, paint):
            return "strokeArc c=" + pt(cx, cy) + " r=" + num(r) + " a=" + num(start) + ".." + num(end)
                + " w=" + num(width) + " cap=" + (cap == .round ? "round" : "butt") + " paint=#" + String(paint)
        case let .fillRoundRect(x, y, w, h, radius, paint):
            return "fillRoundRect at=" + pt(x, y) + " size=" + num(w) + "x" + num(h) + " radius=" + num(radius)
                + " paint=#" + String(paint)
        case let .fillCircle(cx, cy, r, paint):
            return "fillCircle c=" + pt(cx, cy) + " r=" + num(r) + " paint=#" + String(paint)
        case let .knockOut(cx, cy, r):
            return "knockOut c=" + pt(cx, cy) + " r=" + num(r)
        case let .text(s, x, y, size, weight, align, paint, maxWidth):
            let a = align == .left ? "left" : (align == .right ? "right" : "center")
            return "text " + quote(s) + " at=" + pt(x, y) + " size=" + num(size) + " weight=" + String(weight)
                + " align=" + a + " paint=#" + String(paint) + " maxWidth=" + num(maxWidth)
        case let .line(x0, y0, x1, y1, width, cap, paint):
            return "line from=" + pt(x0, y0) + " to=" + pt(x1, y1) + " w=" + num(width)
                + " cap=" + (cap == .round ? "round" : "butt") + " paint=#" + String(paint)
        case let .fillQuad(x0, y0, x1, y1, x2, y2, x3, y3, paint):
            return "fillQuad " + pt(x0, y0) + " " + pt(x1, y1) + " " + pt(x2, y2) + " " + pt(x3, y3) + " paint=#" + String(paint)
        case let .unknown(op, words):
            return "op" + String(op) + " (" + String(words) + " words)"
        }
    }

    /// `x` rounded half away from zero to 3 decimals, trailing zeros trimmed, "-0" printed as "0"
    /// (`TextBuilder.appendFixed`, the SVG writer's number writer too).
    static func num(_ x: Float) -> String {
        let d = Double(x)
        guard d.isFinite else { return d.isNaN ? "NaN" : (d < 0 ? "-inf" : "inf") }
        var out: [UInt8] = []
        guard TextBuilder.appendFixed(d, digits: 3, to: &out) else { return d < 0 ? "-huge" : "huge" }
        return out.string
    }

    static func pt(_ x: Float, _ y: Float) -> String { "(" + num(x) + "," + num(y) + ")" }

    /// `#rrggbbaa`.
    static func hex(_ rgba: UInt32) -> String {
        var out: [UInt8] = [UInt8(ascii: "#")]
        TextBuilder.appendHex(rgba, count: 8, to: &out)
        return out.string
    }

    static func quote(_ s: String) -> String {
        var out: [UInt8] = [0x22]
        s.withBytes { bytes in
            for b in bytes {
                if b == 0x22 || b == 0x5C { out.append(0x5C) }
                if b == 0x0A { out.append(0x5C); out.append(0x6E); continue }
                out.append(b)
            }
        }
        out.append(0x22)
        return out.string
    }
}

/// Reads little-endian words from a byte array (index in words); out-of-range reads give 0.
struct WordReader {
    let bytes: [UInt8]
    /// Out of line: inlined at each of the decoder's ~50 field reads it cost 7 KB of wasm, 1.7 KB gzipped.
    @inline(never)
    func u32(_ i: Int) -> UInt32 {
        let b = i * 4
        guard i >= 0, b + 3 < bytes.count else { return 0 }
        return UInt32(bytes[b]) | UInt32(bytes[b + 1]) << 8 | UInt32(bytes[b + 2]) << 16 | UInt32(bytes[b + 3]) << 24
    }
    func f32(_ i: Int) -> Float { Float(bitPattern: u32(i)) }
}
