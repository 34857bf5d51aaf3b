/// Built-in text metrics, so layout is deterministic natively and in wasm when the host measures nothing.
///
/// ```swift
/// let em = FontMetrics.width(of: "21°", weight: 400)   // in em
/// print(em * 24)                                       // px at a 24 px font
/// ```
///
/// Advances are DejaVu Sans (Debian's `fonts-dejavu-core`, the face Chromium picks for `system-ui` on
/// Debian) read from its `hmtx` table by `tools/dejavu_advances.py`, in units of 1/2048 em: dense tables for
/// U+0020…U+024F (Basic Latin, Latin-1, Latin Extended-A and -B) and U+0370…U+04FF (Greek, Cyrillic), and a
/// sparse table of common punctuation and symbols (dashes, quotes, "…", "‰", "€", "−", "∞"). Weights ≥ 600
/// use DejaVu Sans Bold, lighter ones Book (CSS font matching picks Book for 500: DejaVu has no Medium).
/// Kerning is not applied; within 5 % of Chromium's `measureText` for Latin text in DejaVu Sans (checked by
/// the browser suite against `Tests/Fixtures/text-widths.tsv`).
///
/// Widths are per grapheme cluster (Swift's `Character`; in the wasm build the host's, `prefixes`): a cluster
/// holding an emoji (an emoji code point, U+FE0F emoji presentation or the U+20E3 keycap) is one em however many
/// scalars it has (ZWJ families, flags, skin tones); CJK, Hangul and full-width forms are one em; combining marks, zero-width characters
/// and variation selectors are zero; any other scalar without a DejaVu glyph is 0.6 em.
package enum FontMetrics {
    /// Line height as a multiple of the font size: DejaVu's ascent + descent (1901 + 483) / 2048.
    public static let lineHeight = 2384.0 / 2048.0

    /// How far glyph ink may reach above the middle of the line (Canvas's `middle` baseline), in em:
    /// beyond the line box (`lineHeight / 2` = 0.582), accented capitals in DejaVu Sans reach 0.68 and Noto
    /// Color Emoji 0.67 (`measureText` `actualBoundingBoxAscent` at 100 px in Chromium, Debian 12). Layout
    /// keeps this much room above every line it places at an edge, so such glyphs are not clipped.
    public static let inkAscent = 0.68
    /// How far glyph ink may reach below the middle, in em: Noto Color Emoji 0.51, Arabic 0.50, DejaVu "g"
    /// 0.47 (same measurement). Within the line box, so only text-to-text spacing uses it.
    public static let inkDescent = 0.52

    /// Units per em of the tables.
    static let unitsPerEm = 2048

    /// Width of `text` in em (multiply by the font size in px), for `weight` 100…900.
    public static func width(of text: String, weight: Int) -> Double {
        asciiWidth(of: text, weight: weight) ?? prefixes(of: text, weight: weight).last?.width ?? 0
    }

    /// `width` of an ASCII text, which needs no grapheme breaking: one scalar per cluster (CR LF aside; controls
    /// are zero anyway). Nil for any other text.
    @inline(never)
    static func asciiWidth(of text: String, weight: Int) -> Double? {
        let bold = weight >= 600
        var units: Int? = 0
        text.withBytes { bytes in
            for b in bytes {
                if b >= 0x80 { units = nil; return }
                units! += advance(of: UInt32(b), bold: bold)
            }
        }
        guard let units else { return nil }
        return Double(units) / Double(unitsPerEm)
    }

    /// The grapheme-cluster boundaries of `text` with the width (em) of the text before each: one entry per
    /// cluster, `end` its UTF-8 end offset, `width` the width of `text[..<end]`. The last entry is the whole.
    ///
    /// Natively the clusters are Swift's `Character`s. The wasm build carries no grapheme breaking
    /// (docs/wasm-build.md › Size and allocation): here a cluster ends after every scalar but a CR before LF —
    /// Swift's clusters for ASCII and for every text whose clusters are single scalars — and `TextMetrics` lays
    /// other texts out with the cluster ends the host registered (`Intl.Segmenter`; `TextMetrics.builtInPrefixes`).
    public static func prefixes(of text: String, weight: Int) -> [TextPrefix] {
        var found = Found()
        #if hasFeature(Embedded)
        return prefixes(of: text, weight: weight, clusterEnds: nil, found: &found)
        #else
        var characters: [TextPrefix] = []
        var end = 0
        for cluster in text {
            end += cluster.utf8.count
            characters.append(TextPrefix(end: end, width: 0))
        }
        return prefixes(of: text, weight: weight, clusterEnds: characters, found: &found)
        #endif
    }

    /// What `prefixes(of:weight:clusterEnds:found:)` found in a text: whether where its clusters end can change
    /// its prefixes (a scalar beyond ASCII) or its width (a scalar that makes its cluster one em).
    struct Found {
        var nonASCII = false
        var emoji = false
    }

    /// `prefixes` for clusters ending at `clusterEnds`' `end`s (increasing, on scalar boundaries, the last the
    /// text's length), or, for nil, after every scalar but a CR before LF. A cluster holding an emoji scalar
    /// (`isEmoji`, U+FE0F, U+20E3) is one em; any other is the sum of its scalars' advances. Decodes the UTF-8
    /// itself, from an array: `String`'s scalar view, or a loop over its UTF-8 view, would cost the wasm build
    /// about 1 KB more (docs/wasm-build.md › Size and allocation).
    @inline(never)
    static func prefixes(of text: String, weight: Int, clusterEnds: [TextPrefix]?, found: inout Found) -> [TextPrefix] {
        let bold = weight >= 600
        var out: [TextPrefix] = []
        var units = 0, cluster = 0, emoji = false, start = 0, end = 0, k = 0, need = 0
        var v: UInt32 = 0, previous: UInt32 = 0
        for b in [UInt8](utf8: text) {
            end += 1
            if b & 0xC0 == 0x80 { v = v << 6 | UInt32(b & 0x3F); need -= 1 }
            else if b < 0x80 { v = UInt32(b); need = 0 }
            else if b >= 0xF0 { v = UInt32(b & 0x07); need = 3 }
            else if b >= 0xE0 { v = UInt32(b & 0x0F); need = 2 }
            else { v = UInt32(b & 0x1F); need = 1 }
            if need > 0 { continue }  // the scalar `v` is text[start..<end] once its last byte is read
            if let ends = clusterEnds {
                if k < ends.count && start >= ends[k].end {
                    close(at: start)
                    while k < ends.count && ends[k].end <= start { k += 1 }
                }
            } else if start > 0 && !(previous == 0x0D && v == 0x0A) {
                close(at: start)
            }
            if isEmoji(v) || v == 0xFE0F || v == 0x20E3 { emoji = true } else { cluster += advance(of: v, bold: bold) }
            if v >= 0x80 { found.nonASCII = true }
            previous = v
            start = end
        }
        if end > 0 { close(at: end) }
        return out

        /// Out of line: inlined, it was three copies (docs/wasm-build.md › Size and allocation).
        @inline(never)
        func close(at offset: Int) {
            units += emoji ? unitsPerEm : cluster
            out.append(TextPrefix(end: offset, width: Double(units) / Double(unitsPerEm)))
            if emoji { found.emoji = true }
            cluster = 0
            emoji = false
        }
    }

    /// Emoji code points: the supplementary emoji blocks U+1F000…U+1FAFF (with the regional indicators of
    /// flags and the skin-tone modifiers). BMP symbols such as "❤" count as emoji in a cluster with U+FE0F.
    static func isEmoji(_ v: UInt32) -> Bool { v >= 0x1F000 && v <= 0x1FAFF }

    /// Advance of one scalar in 1/2048 em.
    static func advance(of v: UInt32, bold: Bool) -> Int {
        if v >= 0x20 && v <= 0x24F {
            let a = (bold ? bold0020 : book0020)[Int(v - 0x20)]
            return a == 0xFFFF ? (v < 0xA0 ? 0 : 1229) : Int(a)   // U+007F…U+009F are controls
        }
        if v >= 0x370 && v <= 0x4FF {
            let a = (bold ? bold0370 : book0370)[Int(v - 0x370)]
            return a == 0xFFFF ? 1229 : Int(a)
        }
        switch v {
        case 0...0x1F: return 0                                    // controls
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05C7, 0x0610...0x061A, 0x064B...0x065F,
             0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F,
             0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0xE0000...0xE01EF:
            return 0                                               // combining marks, zero-width, bidi, VS, tags
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return unitsPerEm                                      // wide: CJK, Hangul, full-width, emoji
        default:
            break
        }
        // Binary search in the sorted sparse table.
        var lo = 0, hi = sparseScalars.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let s = sparseScalars[mid]
            if s == v {
                let a = (bold ? boldSparse : bookSparse)[mid]
                return a == 0xFFFF ? 1229 : Int(a)
            }
            if s < v { lo = mid + 1 } else { hi = mid - 1 }
        }
        return 1229                                                // 0.6 em
    }

    // Generated by tools/dejavu_advances.py from DejaVu Sans 2.37 (fonts-dejavu-core 2.37-6); 0xFFFF = no glyph.
    static let book0020: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577,
        1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401,
        2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569,
        569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690,
        1303, 1716, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535,
        65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535,
        65535, 65535, 65535, 65535, 65535, 651, 821, 1303, 1303, 1303, 1303, 690, 1024, 1024, 2048, 965, 1253, 1716,
        739, 2048, 1024, 1024, 1716, 821, 821, 1024, 1303, 1303, 651, 1024, 821, 965, 1253, 1985, 1985, 1985, 1087,
        1401, 1401, 1401, 1401, 1401, 1401, 1995, 1430, 1294, 1294, 1294, 1294, 604, 604, 604, 604, 1587, 1532,
        1612, 1612, 1612, 1612, 1612, 1716, 1612, 1499, 1499, 1499, 1499, 1251, 1239, 1290, 1255, 1255, 1255, 1255,
        1255, 1255, 2011, 1126, 1260, 1260, 1260, 1260, 569, 569, 569, 569, 1253, 1298, 1253, 1253, 1253, 1253,
        1253, 1716, 1253, 1298, 1298, 1298, 1298, 1212, 1300, 1212, 1401, 1255, 1401, 1255, 1401, 1255, 1430, 1126,
        1430, 1126, 1430, 1126, 1430, 1126, 1577, 1300, 1587, 1300, 1294, 1260, 1294, 1260, 1294, 1260, 1294, 1260,
        1294, 1260, 1587, 1300, 1587, 1300, 1587, 1300, 1587, 1300, 1540, 1298, 1876, 1423, 604, 569, 604, 569, 604,
        569, 604, 569, 604, 569, 1208, 1138, 604, 569, 1343, 1186, 1186, 1141, 569, 1141, 569, 1141, 768, 1141, 700,
        1151, 582, 1532, 1298, 1532, 1298, 1532, 1298, 1666, 1532, 1298, 1612, 1253, 1612, 1253, 1612, 1253, 2191,
        2095, 1423, 842, 1423, 842, 1423, 842, 1300, 1067, 1300, 1067, 1300, 1067, 1300, 1067, 1251, 803, 1251, 803,
        1251, 803, 1499, 1298, 1499, 1298, 1499, 1298, 1499, 1298, 1499, 1298, 1499, 1298, 2025, 1675, 1251, 1212,
        1251, 1403, 1075, 1403, 1075, 1403, 1075, 721, 1300, 1505, 1405, 1300, 1405, 1300, 1440, 1430, 1126, 1587,
        1677, 1405, 1300, 1253, 1294, 1612, 1258, 1178, 721, 1587, 1406, 2015, 724, 604, 1527, 1186, 569, 1212,
        1995, 1532, 1298, 1612, 1870, 1253, 1943, 1555, 1335, 1300, 1423, 1300, 1067, 1294, 688, 803, 1251, 803,
        1251, 1757, 1298, 1565, 1476, 1523, 1496, 1403, 1075, 1364, 1364, 1183, 1075, 1303, 1364, 1183, 1045, 1300,
        604, 1008, 940, 605, 2912, 2660, 2364, 1711, 1611, 935, 1907, 1892, 1633, 1401, 1255, 604, 569, 1612, 1253,
        1499, 1298, 1499, 1298, 1499, 1298, 1499, 1298, 1499, 1298, 1260, 1401, 1255, 1401, 1255, 1995, 2011, 1587,
        1300, 1587, 1300, 1343, 1186, 1612, 1253, 1612, 1253, 1364, 1183, 569, 2912, 2660, 2364, 1587, 1300, 2279,
        1397, 1532, 1298, 1401, 1255, 1995, 2011, 1612, 1253, 1401, 1255, 1401, 1255, 1294, 1260, 1294, 1260, 604,
        569, 604, 569, 1612, 1253, 1612, 1253, 1423, 842, 1423, 842, 1499, 1298, 1499, 1298, 1300, 1067, 1251, 803,
        1284, 1068, 1540, 1298, 1506, 1716, 1430, 1250, 1403, 1075, 1401, 1255, 1294, 1260, 1612, 1253, 1612, 1253,
        1612, 1253, 1612, 1253, 1251, 1212, 972, 1726, 977, 569, 2044, 2044, 1401, 1430, 1126, 1141, 1251, 1067,
        1075, 1235, 981, 1405, 1499, 1401, 1294, 1260, 604, 569, 1600, 1300, 1423, 842, 1251, 1212,
    ]
    static let book0370: [UInt16] = [
        1340, 1163, 1765, 1326, 570, 570, 1532, 1331, 65535, 65535, 1024, 1125, 1126, 1125, 690, 604, 65535, 65535,
        65535, 65535, 1024, 1024, 1418, 651, 1528, 1784, 836, 65535, 1664, 65535, 1689, 1691, 693, 1401, 1405, 1141,
        1401, 1294, 1403, 1540, 1612, 604, 1343, 1401, 1767, 1532, 1294, 1612, 1540, 1235, 65535, 1294, 1251, 1251,
        1612, 1403, 1612, 1565, 604, 1251, 1350, 1107, 1298, 693, 1185, 1350, 1307, 1212, 1253, 1107, 1114, 1298,
        1253, 693, 1207, 1212, 1303, 1144, 1142, 1253, 1233, 1300, 1202, 1298, 1233, 1185, 1351, 1183, 1351, 1715,
        693, 1185, 1253, 1185, 1715, 1343, 1258, 1268, 1431, 1725, 1431, 1351, 1715, 1359, 1612, 1253, 1328, 1202,
        1178, 939, 1351, 1351, 1772, 1285, 1912, 1715, 1553, 1350, 1621, 1259, 1406, 1243, 1572, 1280, 1432, 1253,
        1251, 1098, 1359, 1300, 1126, 569, 1612, 1260, 1260, 1239, 1300, 1430, 1767, 1333, 1300, 1440, 1430, 1440,
        1294, 1294, 1610, 1249, 1430, 1300, 604, 604, 604, 2240, 2140, 1610, 1454, 1532, 1248, 1540, 1401, 1405,
        1405, 1249, 1600, 1294, 2206, 1313, 1532, 1532, 1454, 1540, 1767, 1540, 1612, 1540, 1235, 1430, 1251, 1248,
        1763, 1403, 1590, 1404, 2190, 2240, 1705, 1807, 1405, 1430, 2211, 1423, 1255, 1263, 1207, 1076, 1416, 1260,
        1845, 1089, 1331, 1331, 1237, 1309, 1545, 1339, 1253, 1339, 1300, 1126, 1193, 1212, 1751, 1212, 1394, 1210,
        1874, 1929, 1447, 1617, 1207, 1124, 1724, 1232, 1260, 1260, 1280, 1076, 1124, 1067, 569, 569, 569, 1848,
        1840, 1335, 1237, 1331, 1212, 1339, 1912, 1715, 1578, 1376, 1930, 1534, 1801, 1604, 2375, 2051, 1612, 1253,
        2103, 1688, 1303, 1107, 1754, 1795, 1612, 1253, 1600, 1362, 1600, 1362, 2032, 1852, 1952, 1553, 2416, 2105,
        1912, 1715, 1430, 1126, 1029, 65535, 65535, 65535, 65535, 65535, 856, 856, 1582, 1386, 1405, 1207, 1235,
        1300, 1249, 1076, 1382, 1209, 1278, 1085, 2206, 1845, 1313, 1089, 1454, 1237, 1454, 1237, 1454, 1237, 1754,
        1703, 1540, 1353, 2077, 1796, 2214, 1875, 1798, 1419, 1430, 1126, 1251, 1193, 1251, 1212, 1251, 1212, 1403,
        1212, 1913, 1652, 1404, 1210, 1404, 1210, 1404, 1298, 1927, 1491, 1927, 1491, 604, 2206, 1845, 1343, 1237,
        1589, 1373, 1540, 1353, 1590, 1394, 1404, 1210, 1818, 1586, 569, 1401, 1255, 1401, 1255, 1995, 2011, 1294,
        1260, 1612, 1260, 1612, 1260, 2206, 1845, 1313, 1089, 1364, 1183, 1532, 1331, 1532, 1331, 1612, 1253, 1612,
        1253, 1612, 1253, 1430, 1124, 1248, 1212, 1248, 1212, 1248, 1212, 1404, 1210, 1249, 1076, 1807, 1617, 1382,
        1209, 1403, 1212, 1403, 1212,
    ]
    static let bookSparse: [UInt16] = [
        1024, 2048, 409, 204, 739, 739, 1303, 1024, 2048, 2048, 651, 651, 651, 1061, 1061, 1061, 1024, 1024, 1208,
        2048, 409, 2748, 465, 765, 819, 819, 342, 1303, 2130, 2048, 1716, 1716, 1716, 1716, 1716, 690, 1706, 1716,
        1716, 1716, 1716,
    ]
    static let bold0020: [UInt16] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700,
        1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585,
        2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702,
        702, 1362, 702, 2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458,
        748, 1458, 1716, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535,
        65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535,
        65535, 65535, 65535, 65535, 65535, 713, 934, 1425, 1425, 1303, 1425, 748, 1024, 1024, 2048, 1155, 1323,
        1716, 850, 2048, 1024, 1024, 1716, 897, 897, 1024, 1507, 1303, 778, 1024, 897, 1155, 1323, 2120, 2120, 2120,
        1188, 1585, 1585, 1585, 1585, 1585, 1585, 2222, 1503, 1399, 1399, 1399, 1399, 762, 762, 762, 762, 1716,
        1714, 1741, 1741, 1741, 1741, 1741, 1716, 1741, 1663, 1663, 1663, 1663, 1483, 1511, 1473, 1382, 1382, 1382,
        1382, 1382, 1382, 2146, 1214, 1389, 1389, 1389, 1389, 702, 702, 702, 702, 1407, 1458, 1407, 1407, 1407,
        1407, 1407, 1716, 1407, 1458, 1458, 1458, 1458, 1335, 1466, 1335, 1585, 1382, 1585, 1382, 1585, 1382, 1503,
        1214, 1503, 1214, 1503, 1214, 1503, 1214, 1700, 1466, 1716, 1466, 1399, 1389, 1399, 1389, 1399, 1389, 1399,
        1389, 1399, 1389, 1681, 1466, 1681, 1466, 1681, 1466, 1681, 1466, 1714, 1458, 1994, 1618, 762, 702, 762,
        702, 762, 702, 762, 702, 762, 702, 1524, 1404, 762, 702, 1587, 1362, 1362, 1305, 702, 1305, 702, 1305, 982,
        1305, 1140, 1315, 760, 1714, 1458, 1714, 1458, 1714, 1458, 2013, 1714, 1458, 1741, 1407, 1741, 1407, 1741,
        1407, 2390, 2241, 1577, 1010, 1577, 1010, 1577, 1010, 1475, 1219, 1475, 1219, 1475, 1219, 1475, 1219, 1397,
        979, 1397, 979, 1397, 979, 1663, 1458, 1663, 1458, 1663, 1458, 1663, 1458, 1663, 1458, 1663, 1458, 2259,
        1892, 1483, 1335, 1483, 1485, 1192, 1485, 1192, 1485, 1192, 891, 1466, 1661, 1561, 1466, 1561, 1466, 1503,
        1503, 1214, 1716, 1800, 1550, 1466, 1408, 1399, 1739, 1425, 1399, 891, 1681, 1624, 2140, 892, 797, 1587,
        1362, 738, 1212, 2134, 1714, 1458, 1741, 1789, 1407, 2217, 1868, 1601, 1466, 1577, 1475, 1219, 1399, 1130,
        979, 1447, 979, 1397, 1711, 1458, 1741, 1666, 1633, 1594, 1485, 1192, 1582, 1582, 1312, 1192, 1425, 1582,
        1312, 1173, 1466, 762, 1349, 1114, 762, 3185, 2892, 2658, 2067, 2007, 1404, 2476, 2416, 2160, 1585, 1382,
        762, 702, 1741, 1407, 1663, 1458, 1663, 1458, 1663, 1458, 1663, 1458, 1663, 1458, 1389, 1585, 1382, 1585,
        1382, 2222, 2146, 1681, 1466, 1681, 1466, 1587, 1362, 1741, 1407, 1741, 1407, 1582, 1192, 702, 3185, 2892,
        2658, 1681, 1466, 2639, 1612, 1714, 1458, 1585, 1382, 2222, 2146, 1741, 1407, 1585, 1382, 1585, 1382, 1399,
        1389, 1399, 1389, 762, 702, 762, 702, 1741, 1407, 1741, 1407, 1577, 1010, 1577, 1010, 1663, 1458, 1663,
        1458, 1475, 1219, 1397, 979, 1414, 1244, 1714, 1458, 1714, 1771, 1657, 1349, 1485, 1192, 1585, 1382, 1399,
        1389, 1741, 1407, 1741, 1407, 1741, 1407, 1741, 1407, 1483, 1335, 1007, 1775, 1048, 702, 2228, 2228, 1585,
        1503, 1214, 1305, 1397, 1219, 1192, 1601, 1258, 1561, 1663, 1585, 1399, 1389, 762, 702, 1762, 1620, 1577,
        1010, 1483, 1335,
    ]
    static let bold0370: [UInt16] = [
        1429, 1157, 2093, 1712, 618, 618, 1714, 1435, 65535, 65535, 1024, 1214, 1126, 1125, 819, 762, 65535, 65535,
        65535, 65535, 904, 1024, 1633, 778, 1732, 2066, 1154, 65535, 1824, 65535, 2007, 1831, 798, 1585, 1561, 1305,
        1585, 1399, 1485, 1714, 1741, 762, 1587, 1585, 2038, 1714, 1294, 1741, 1714, 1501, 65535, 1399, 1397, 1483,
        1741, 1579, 1740, 1741, 762, 1483, 1407, 1140, 1458, 798, 1383, 1407, 1466, 1395, 1407, 1140, 1210, 1458,
        1407, 798, 1455, 1296, 1507, 1395, 1210, 1407, 1620, 1466, 1214, 1595, 1307, 1383, 1602, 1321, 1626, 1780,
        798, 1383, 1407, 1383, 1780, 1587, 1333, 1353, 1528, 2010, 1528, 1631, 1780, 1523, 1741, 1407, 1503, 1214,
        1399, 1011, 1438, 1351, 1882, 1284, 2238, 1715, 1704, 1466, 1900, 1523, 1502, 1332, 1615, 1374, 1540, 1466,
        1397, 1208, 1523, 1466, 1214, 702, 1741, 1320, 1319, 1511, 1466, 1503, 2038, 1499, 1466, 1430, 1503, 1430,
        1399, 1399, 1799, 1305, 1503, 1475, 762, 762, 762, 2364, 2314, 1799, 1674, 1714, 1579, 1714, 1585, 1561,
        1561, 1305, 1824, 1399, 2507, 1455, 1714, 1714, 1674, 1701, 2038, 1714, 1741, 1714, 1501, 1503, 1397, 1579,
        2031, 1579, 1900, 1655, 2530, 2715, 1924, 2122, 1561, 1503, 2404, 1577, 1382, 1430, 1296, 1070, 1654, 1389,
        2038, 1190, 1435, 1435, 1390, 1500, 1674, 1415, 1407, 1415, 1466, 1214, 1187, 1335, 2032, 1321, 1518, 1406,
        2175, 2264, 1539, 1852, 1295, 1214, 1991, 1315, 1389, 1389, 1462, 1070, 1214, 1219, 702, 702, 702, 2030,
        1958, 1504, 1390, 1435, 1335, 1415, 2238, 1780, 1721, 1507, 2073, 1719, 2032, 1704, 2782, 2296, 1741, 1407,
        2531, 2063, 1425, 1140, 2201, 2173, 1741, 1407, 1741, 1424, 1741, 1424, 2352, 2137, 2200, 1767, 2878, 2402,
        2238, 1780, 1503, 1214, 1336, 65535, 65535, 65535, 65535, 65535, 856, 856, 1960, 1652, 1561, 1252, 1501,
        1466, 1305, 1070, 1363, 1112, 1655, 1370, 2507, 2038, 1455, 1190, 1587, 1390, 1674, 1390, 1674, 1390, 2079,
        1692, 1958, 1654, 2258, 1790, 2608, 2083, 1949, 1757, 1503, 1214, 1397, 1187, 1483, 1335, 1483, 1335, 1579,
        1321, 2278, 2049, 1655, 1406, 1655, 1406, 1655, 1458, 2102, 1658, 2102, 1658, 762, 2507, 2038, 1587, 1290,
        1947, 1649, 1714, 1415, 1960, 1652, 1655, 1406, 2283, 1910, 702, 1585, 1382, 1585, 1382, 2222, 2146, 1399,
        1389, 1739, 1389, 1739, 1389, 2507, 2038, 1455, 1190, 1582, 1312, 1714, 1435, 1714, 1435, 1741, 1407, 1741,
        1407, 1741, 1407, 1503, 1214, 1579, 1335, 1579, 1335, 1579, 1335, 1655, 1406, 1305, 1070, 2122, 1852, 1363,
        1112, 1579, 1321, 1579, 1321,
    ]
    static let boldSparse: [UInt16] = [
        1024, 2048, 409, 204, 850, 850, 1425, 1024, 2048, 2048, 778, 778, 778, 1346, 1346, 1346, 1024, 1024, 1309,
        2048, 409, 2949, 540, 915, 844, 844, 342, 1425, 2464, 2048, 1716, 1716, 1716, 1716, 1716, 748, 1706, 1716,
        1716, 1716, 1716,
    ]
    static let sparseScalars: [UInt32] = [
        8194, 8195, 8201, 8202, 8208, 8209, 8210, 8211, 8212, 8213, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225,
        8226, 8230, 8239, 8240, 8242, 8243, 8249, 8250, 8260, 8364, 8470, 8482, 8592, 8593, 8594, 8595, 8722, 8725,
        8734, 8776, 8800, 8804, 8805,
    ]
}

/// A grapheme-cluster boundary in a text and the width of the text before it.
///
/// ```swift
/// for prefix in FontMetrics.prefixes(of: "e\u{301}te", weight: 400) {
///     print(prefix.end, prefix.width)   // after each grapheme cluster: its UTF-8 end and the width before it, in em
/// }
/// ```
package struct TextPrefix: Equatable, Sendable {
    /// UTF-8 byte offset of the boundary (the end of a cluster).
    public var end: Int
    /// Width of the text up to `end`, in em.
    public var width: Double

    public init(end: Int, width: Double) {
        self.end = end
        self.width = width
    }
}
