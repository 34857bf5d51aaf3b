// What of a label reaches the display list: the text policy for control characters (docs/abi.md › Validation).

/// The form in which a text is drawn: labels are kept as given (the accessible texts use them unchanged),
/// but control characters are never handed to a renderer to act on.
///
/// - ASCII whitespace controls (tab, line feed, form feed, carriage return) become a space: Canvas 2D's
///   `fillText` does the same (HTML "text preparation algorithm", step 1), so the built-in metrics measure
///   what the host draws, and a label never breaks into lines.
/// - Every other C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) becomes U+FFFD
///   REPLACEMENT CHARACTER: visible as what it is, garbage, and inert in any renderer or terminal.
/// - Everything else is kept, bidi controls included (they are how right-to-left text is written); the host
///   draws each text with its own `fillText`, so their effect ends with the text.
public enum DrawnText {
    /// `text` with control characters replaced as described above; `text` itself when it has none.
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D {
                out.append(0x20)
            } else if b < 0x20 || b == 0x7F {
                out.append(contentsOf: replacement)
            } else if previous == 0xC2 && b >= 0x80 && b <= 0x9F {
                out.removeLast()  // the 0xC2 lead byte of a C1 control
                out.append(contentsOf: replacement)
            } else {
                out.append(b)
            }
            previous = b
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` has a control character (C0, DEL or C1).
    public static func needsSanitizing(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b < 0x20 || b == 0x7F || (previous == 0xC2 && b >= 0x80 && b <= 0x9F) { return true }
            previous = b
        }
        return false
    }

    /// U+FFFD in UTF-8.
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
}
