// What a host needs beside a display list's bytes to write the SVG the native writer (DisplayList+SVG.swift)
// writes, byte for byte: the wasm carries no SVG writer, the JS host writes the document (web/src/svg.js,
// docs/display-list.md › SVG written by the host). The parts are what the host cannot compute with the same bits:
// the built-in text widths, the flat pieces of conic gradients (OKLab mixing) and the portable sine and cosine of
// a conic arc's ends. The host names the commands it needs them for, so no decoder is needed here.

extension DisplayList {
    /// The parts for `requests` of the encoded list `bytes` (little-endian): `fontFamily` (a u32 byte count and
    /// UTF-8; nil = 0 bytes, the default stack); then per request in order, for a text
    /// command a u32 1 when the native writer condenses it with `textLength` (its built-in width × size is over
    /// its `maxWidth`), else 0; for a `strokeArc` painted with a conic paint, a u32 piece count n, u32 start and end
    /// cap colours `0xRRGGBBAA`, f64 sin and cos of the start and of the end angle, then n × (f64 start, f64 end,
    /// u32 colour) — the writer's flat pieces of `conics`' gradient for that paint (or of its own stops). Each
    /// request names the word index of a command's payload and, for an arc, of its paint's; nil when one does not
    /// name a text or a conic-painted arc; `requests` holds each request's two word indices in turn (an array of
    /// pairs was an array growth of its own in the wasm). (The title and description are the gauge's accessible
    /// texts, which the host reads with `gauge_describe`.) `builtInWidth(text, weight)`: a text's width in em with the built-in
    /// metrics (the C ABI's takes the wasm build's grapheme-cluster ends from the host: `TextMetrics.builtInWidth`).
    package static func svgParts(of bytes: [UInt8], requests: [Int], conics: [ConicSource],
                                fontFamily: String?,
                                builtInWidth: (String, Int) -> Double = FontMetrics.width) -> [UInt8]? {
        let r = WordReader(bytes: bytes)
        let words = bytes.count / 4, strings = (headerWords + Int(r.u32(5))) * 4
        var out = SVGParts()
        out.text(fontFamily ?? "")
        var k = 0
        while k + 1 < requests.count {
            let p = requests[k], q = requests[k + 1]
            k += 2
            guard p > headerWords, p < words else { return nil }
            switch Op(rawValue: r.u32(p - 1) & 0xFFFF) {
            case .text?:
                // A request may name any word, so its fields are any u32: compared as u32 before they become an
                // Int, which is 32 bits in wasm (Int(u32) over 2^31 traps there: docs/wasm-build.md › Floating values to integers).
                let offset = r.u32(p + 6), length = r.u32(p + 7), room = bytes.count - min(strings, bytes.count)
                guard offset <= UInt32(room), length <= UInt32(room) - offset else { return nil }
                let start = strings + Int(offset), end = start + Int(length)
                // A text command's bytes are a whole text; a slice that is not UTF-8 names no text.
                guard let s = bytes.string(start..<end) else { return nil }
                let maxWidth = r.f32(p + 8)
                let weight = Int(truncatingIfNeeded: Int32(bitPattern: r.u32(p + 3)))
                out.u32(maxWidth > 0 && builtInWidth(s, weight) * Double(r.f32(p + 2)) > Double(maxWidth) ? 1 : 0)
            case .strokeArc?:
                let id = r.u32(p + 7)
                guard q > headerWords, q < words, r.u32(q - 1) & 0xFFFF == Op.conic.rawValue, r.u32(q) == id else { return nil }
                let start = r.f32(q + 3), a0 = Double(r.f32(p + 3)), a1 = Double(r.f32(p + 4))
                var source: ConicSource
                if let recorded = conics.first(where: { $0.paint == id }) {
                    source = recorded
                } else {  // a paint without a recorded gradient: its own stops, after its definition
                    var stops: [ColorStop] = []
                    var w = q + 4
                    while w < headerWords + Int(r.u32(5)) {
                        let head = r.u32(w)
                        if head & 0xFFFF == Op.stop.rawValue, r.u32(w + 1) == id {
                            let o = r.f32(w + 2)
                            stops.push(ColorStop(color: Color(rgba8: r.u32(w + 3)),
                                                 location: Double(o.isFinite ? min(max(o, 0), 1) : 0)))
                        }
                        w += 1 + Int(head >> 16)
                    }
                    source = SVGWriter.fallback(stops, start)
                }
                let (pieces, caps) = SVGWriter.conicPieces(a0, a1, conicStart: Double(start), source: source)
                out.u32(UInt32(pieces.count))
                out.u32(caps.start)
                out.u32(caps.end)
                out.sinCos(a0)  // (not a loop over [a0, a1]: that array was allocated per arc)
                out.sinCos(a1)
                for piece in pieces {
                    out.f64(piece.a0)
                    out.f64(piece.a1)
                    out.u32(piece.rgba)
                }
            default: return nil
            }
        }
        return out.bytes
    }
}

/// Little-endian words and texts for ``DisplayList/svgParts(of:requests:conics:fontFamily:builtInWidth:)``.
struct SVGParts {
    var bytes: [UInt8] = []

    // The writers are out of line and append through `push`: inlined, each of their dozen calls was its own
    // unrolled run of growth checks (docs/wasm-build.md › Size and allocation).
    @inline(never)
    mutating func u32(_ v: UInt32) {
        for k: UInt32 in 0..<4 { bytes.push(UInt8(truncatingIfNeeded: v >> (8 * k))) }
    }

    @inline(never)
    mutating func f64(_ v: Double) {
        let b = v.bitPattern
        for k: UInt64 in 0..<8 { bytes.push(UInt8(truncatingIfNeeded: b >> (8 * k))) }
    }

    /// The portable sine and cosine of `a`, as two f64.
    mutating func sinCos(_ a: Double) {
        let (sin, cos) = GaugeMath.sinCos(a)
        f64(sin)
        f64(cos)
    }

    mutating func text(_ s: String) {
        u32(UInt32(s.byteCount))
        bytes.append(utf8: s)
    }
}
