// What of a label reaches the display list: the text policy for control characters (docs/abi.md › Text).

/// The form in which a text is drawn: labels are kept as given (the accessible texts use them unchanged),
/// but no control character is handed to a renderer to act on.
///
/// ```swift
/// print(DrawnText.sanitized("Tab\there"))                    // "Tab here"
/// print(DrawnText.needsSanitizing("\u{202E}evil.exe"))      // true: an override becomes U+FFFD
/// ```
///
/// - ASCII whitespace controls (tab, line feed, form feed, carriage return) become a space: Canvas 2D's
///   `fillText` does the same (HTML "text preparation algorithm", step 1), so the built-in metrics measure
///   what the host draws, and a label never breaks into lines.
/// - Every other C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) becomes U+FFFD
///   REPLACEMENT CHARACTER: visible as what it is, garbage, and inert in any renderer or terminal.
/// - So do the bidi embeddings and overrides (U+202A–U+202E: LRE, RLE, PDF, LRO, RLO). A renderer obeys them
///   and reorders the text ("\u{202E}evil.exe" draws as "exe.live"); a label must show the characters it has,
///   in their order. Isolates (U+2066–U+2069) and marks (U+200E, U+200F, U+061C) are kept: they are how
///   mixed-direction text is written (UAX #9 §2), and cannot reverse a run of letters.
package enum DrawnText {
    /// `text` with control characters replaced as described above; `text` itself when it has none.
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        let bytes = [UInt8](utf8: text)
        var out: [UInt8] = []
        out.reserve(bytes.count + 8)
        var i = 0
        while i < bytes.count {
            let n = controlLength(bytes, i)
            if n == 0 {
                out.push(bytes[i])
                i += 1
                continue
            }
            let b = bytes[i]
            if b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D {
                out.push(0x20)
            } else {
                out.push(0xEF); out.push(0xBF); out.push(0xBD)  // U+FFFD
            }
            i += n
        }
        return out.string
    }

    /// Whether `text` has a character `sanitized` replaces.
    /// Streams the bytes (no copy: it runs for every text of every frame).
    public static func needsSanitizing(_ text: String) -> Bool {
        var found = false
        text.withBytes { bytes in
            var p1: UInt8 = 0, p2: UInt8 = 0  // the previous byte and the one before it
            for b in bytes {
                if b < 0x20 || b == 0x7F || (p1 == 0xC2 && b >= 0x80 && b <= 0x9F)
                    || (p2 == 0xE2 && p1 == 0x80 && b >= 0xAA && b <= 0xAE) { found = true; return }
                p2 = p1
                p1 = b
            }
        }
        return found
    }

    /// The byte length of the replaced character starting at `bytes[i]`, or 0 if it is kept. `bytes` is
    /// valid UTF-8, so a lead byte is never mistaken for a continuation.
    static func controlLength(_ bytes: [UInt8], _ i: Int) -> Int {
        let b = bytes[i]
        if b < 0x20 || b == 0x7F { return 1 }
        if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F { return 2 }  // C1
        if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] >= 0xAA, bytes[i + 2] <= 0xAE { return 3 }
        return 0
    }

}
