// What of a label reaches the display list: the text policy for control characters (docs/abi.md › Text).

/// The form in which a text is drawn: labels are kept as given (the accessible texts use them unchanged),
/// but no control character is handed to a renderer to act on.
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
public enum DrawnText {
    /// `text` with control characters replaced as described above; `text` itself when it has none.
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        var p1: UInt8 = 0, p2: UInt8 = 0  // the previous byte and the one before it
        for b in text.utf8 {
            if b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D {
                out.append(0x20)
            } else if b < 0x20 || b == 0x7F {
                out.append(contentsOf: replacement)
            } else if p1 == 0xC2 && b >= 0x80 && b <= 0x9F {
                out.removeLast()  // the 0xC2 lead byte of a C1 control
                out.append(contentsOf: replacement)
            } else if p2 == 0xE2 && p1 == 0x80 && b >= 0xAA && b <= 0xAE {
                out.removeLast(2)  // E2 80 of U+202A…U+202E
                out.append(contentsOf: replacement)
            } else {
                out.append(b)
            }
            p2 = p1
            p1 = b
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` has a character `sanitized` replaces.
    public static func needsSanitizing(_ text: String) -> Bool {
        var p1: UInt8 = 0, p2: UInt8 = 0
        for b in text.utf8 {
            if b < 0x20 || b == 0x7F || (p1 == 0xC2 && b >= 0x80 && b <= 0x9F)
                || (p2 == 0xE2 && p1 == 0x80 && b >= 0xAA && b <= 0xAE) { return true }
            p2 = p1
            p1 = b
        }
        return false
    }

    /// U+FFFD in UTF-8.
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
}
