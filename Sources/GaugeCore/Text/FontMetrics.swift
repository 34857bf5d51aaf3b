/// Built-in text metrics, so layout is deterministic natively and in wasm when the host measures nothing.
///
/// Advances are DejaVu Sans (Debian's `fonts-dejavu-core`, the face Chromium picks for `system-ui` on this
/// platform) read from its `hmtx` table, in units of 1/2048 em, for ASCII 32…126; weights ≥ 600 use
/// DejaVu Sans Bold. Other characters: a few common symbols are listed; CJK, emoji and other wide
/// characters count one em; everything else 0.6 em.
public enum FontMetrics {
    /// Line height as a multiple of the font size: DejaVu's ascent + descent (1901 + 483) / 2048.
    public static let lineHeight = 2384.0 / 2048.0

    /// Width of `text` in em (multiply by the font size in px), for `weight` 100…900.
    public static func width(of text: String, weight: Int) -> Double {
        let table = weight >= 600 ? bold : book
        var units: Int64 = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 32 && v <= 126 {
                units += Int64(table[Int(v - 32)])
            } else {
                units += Int64(advance(of: v, bold: weight >= 600))
            }
        }
        return Double(units) / 2048
    }

    static func advance(of v: UInt32, bold: Bool) -> UInt16 {
        switch v {
        case 0xB0, 0x2013: return 1024             // °, – (same in both weights)
        case 0x2026: return 2048                   // …
        case 0x2212: return 1716                   // −
        case 0xA0: return bold ? 713 : 651         // no-break space
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0  // combining marks, ZW*, VS
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2048                            // wide: CJK, Hangul, full-width forms, emoji
        default: return 1229                       // 0.6 em
        }
    }

    static let book: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577,
        1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401,
        2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298,
        569, 569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075,
        1303, 690, 1303, 1716,
    ]
    static let bold: [UInt16] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700,
        1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585,
        2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458,
        702, 702, 1362, 702, 2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192,
        1458, 748, 1458, 1716,
    ]
}

/// A line of text placed in a slot: the size it ended up with and its measured width.
public struct FittedText: Equatable, Sendable {
    public var text: String
    /// Font size in px after shrinking.
    public var size: Double
    public var weight: Int
    /// Width at `size`, in px (built-in metrics).
    public var width: Double

    /// Fits `text` at `size` px into `maxWidth` px: shrinks down to `minimumScale` × `size`
    /// (SwiftUI's `minimumScaleFactor`, 0.5 here); beyond that the host's `fillText(…, maxWidth)` condenses.
    /// Control characters are replaced first (`DrawnText.sanitized`), so what is measured is what is drawn.
    public init(_ text: String, size: Double, weight: Int, maxWidth: Double, minimumScale: Double = 0.5) {
        let text = DrawnText.sanitized(text)
        self.text = text
        self.weight = weight
        let em = FontMetrics.width(of: text, weight: weight)
        var s = size
        if em * s > maxWidth && em > 0 { s = max(size * minimumScale, maxWidth / em) }
        self.size = s
        self.width = em * s
    }

    /// Text smaller than this (px) is not drawn: it would be an unreadable smudge.
    public static let minimumSize = 1.0

    /// `self` if it has text and is at least `minimumSize` px, else nil.
    public var drawable: FittedText? { text.isEmpty || size < FittedText.minimumSize ? nil : self }

    /// Line height at the fitted size.
    public var lineHeight: Double { size * FontMetrics.lineHeight }
}
