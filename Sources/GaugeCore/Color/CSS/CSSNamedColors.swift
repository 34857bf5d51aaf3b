// The 148 CSS named colours (CSS Color 4 §6.1, https://www.w3.org/TR/css-color-4/#named-colors), as a sorted
// table searched by bytes: one string of all names back to back, the offset where each starts, and its sRGB
// value. No String-keyed dictionary (it would pull Unicode tables into the wasm) and nothing built at startup.
// Generated from the spec's table; `ColourParsingTests` checks the count, the order and spot values, and the
// browser suite checks every entry against Chromium's own CSS parser.

enum CSSNamedColors {
    /// Every name, lowercase, sorted, concatenated (no separators; `offsets` delimits them).
    static let names: StaticString = """
        aliceblueantiquewhiteaquaaquamarineazurebeigebisqueblackblanchedalmondbluebluevioletbrownburlywood\
        cadetbluechartreusechocolatecoralcornflowerbluecornsilkcrimsoncyandarkbluedarkcyandarkgoldenrod\
        darkgraydarkgreendarkgreydarkkhakidarkmagentadarkolivegreendarkorangedarkorchiddarkreddarksalmon\
        darkseagreendarkslatebluedarkslategraydarkslategreydarkturquoisedarkvioletdeeppinkdeepskybluedimgray\
        dimgreydodgerbluefirebrickfloralwhiteforestgreenfuchsiagainsboroghostwhitegoldgoldenrodgraygreen\
        greenyellowgreyhoneydewhotpinkindianredindigoivorykhakilavenderlavenderblushlawngreenlemonchiffon\
        lightbluelightcorallightcyanlightgoldenrodyellowlightgraylightgreenlightgreylightpinklightsalmon\
        lightseagreenlightskybluelightslategraylightslategreylightsteelbluelightyellowlimelimegreenlinen\
        magentamaroonmediumaquamarinemediumbluemediumorchidmediumpurplemediumseagreenmediumslateblue\
        mediumspringgreenmediumturquoisemediumvioletredmidnightbluemintcreammistyrosemoccasinnavajowhitenavy\
        oldlaceoliveolivedraborangeorangeredorchidpalegoldenrodpalegreenpaleturquoisepalevioletredpapayawhip\
        peachpuffperupinkplumpowderbluepurplerebeccapurpleredrosybrownroyalbluesaddlebrownsalmonsandybrown\
        seagreenseashellsiennasilverskyblueslateblueslategrayslategreysnowspringgreensteelbluetantealthistle\
        tomatoturquoisevioletwheatwhitewhitesmokeyellowyellowgreen
        """

    /// `offsets[k] ..< offsets[k + 1]` is the k-th name in `names`.
    static let offsets: [UInt16] = [
        0, 9, 21, 25, 35, 40, 45, 51, 56, 70, 74, 84, 89, 98, 107, 117,
        126, 131, 145, 153, 160, 164, 172, 180, 193, 201, 210, 218, 227, 238, 252, 262,
        272, 279, 289, 301, 314, 327, 340, 353, 363, 371, 382, 389, 396, 406, 415, 426,
        437, 444, 453, 463, 467, 476, 480, 485, 496, 500, 508, 515, 524, 530, 535, 540,
        548, 561, 570, 582, 591, 601, 610, 630, 639, 649, 658, 667, 678, 691, 703, 717,
        731, 745, 756, 760, 769, 774, 781, 787, 803, 813, 825, 837, 851, 866, 883, 898,
        913, 925, 934, 943, 951, 962, 966, 973, 978, 987, 993, 1002, 1008, 1021, 1030, 1043,
        1056, 1066, 1075, 1079, 1083, 1087, 1097, 1103, 1116, 1119, 1128, 1137, 1148, 1154, 1164, 1172,
        1180, 1186, 1192, 1199, 1208, 1217, 1226, 1230, 1241, 1250, 1253, 1257, 1264, 1270, 1279, 1285,
        1290, 1295, 1305, 1311, 1322,
    ]

    /// The k-th name's colour as 0xRRGGBB.
    static let colors: [UInt32] = [
        0xF0F8FF, 0xFAEBD7, 0x00FFFF, 0x7FFFD4, 0xF0FFFF, 0xF5F5DC, 0xFFE4C4, 0x000000, 0xFFEBCD, 0x0000FF,
        0x8A2BE2, 0xA52A2A, 0xDEB887, 0x5F9EA0, 0x7FFF00, 0xD2691E, 0xFF7F50, 0x6495ED, 0xFFF8DC, 0xDC143C,
        0x00FFFF, 0x00008B, 0x008B8B, 0xB8860B, 0xA9A9A9, 0x006400, 0xA9A9A9, 0xBDB76B, 0x8B008B, 0x556B2F,
        0xFF8C00, 0x9932CC, 0x8B0000, 0xE9967A, 0x8FBC8F, 0x483D8B, 0x2F4F4F, 0x2F4F4F, 0x00CED1, 0x9400D3,
        0xFF1493, 0x00BFFF, 0x696969, 0x696969, 0x1E90FF, 0xB22222, 0xFFFAF0, 0x228B22, 0xFF00FF, 0xDCDCDC,
        0xF8F8FF, 0xFFD700, 0xDAA520, 0x808080, 0x008000, 0xADFF2F, 0x808080, 0xF0FFF0, 0xFF69B4, 0xCD5C5C,
        0x4B0082, 0xFFFFF0, 0xF0E68C, 0xE6E6FA, 0xFFF0F5, 0x7CFC00, 0xFFFACD, 0xADD8E6, 0xF08080, 0xE0FFFF,
        0xFAFAD2, 0xD3D3D3, 0x90EE90, 0xD3D3D3, 0xFFB6C1, 0xFFA07A, 0x20B2AA, 0x87CEFA, 0x778899, 0x778899,
        0xB0C4DE, 0xFFFFE0, 0x00FF00, 0x32CD32, 0xFAF0E6, 0xFF00FF, 0x800000, 0x66CDAA, 0x0000CD, 0xBA55D3,
        0x9370DB, 0x3CB371, 0x7B68EE, 0x00FA9A, 0x48D1CC, 0xC71585, 0x191970, 0xF5FFFA, 0xFFE4E1, 0xFFE4B5,
        0xFFDEAD, 0x000080, 0xFDF5E6, 0x808000, 0x6B8E23, 0xFFA500, 0xFF4500, 0xDA70D6, 0xEEE8AA, 0x98FB98,
        0xAFEEEE, 0xDB7093, 0xFFEFD5, 0xFFDAB9, 0xCD853F, 0xFFC0CB, 0xDDA0DD, 0xB0E0E6, 0x800080, 0x663399,
        0xFF0000, 0xBC8F8F, 0x4169E1, 0x8B4513, 0xFA8072, 0xF4A460, 0x2E8B57, 0xFFF5EE, 0xA0522D, 0xC0C0C0,
        0x87CEEB, 0x6A5ACD, 0x708090, 0x708090, 0xFFFAFA, 0x00FF7F, 0x4682B4, 0xD2B48C, 0x008080, 0xD8BFD8,
        0xFF6347, 0x40E0D0, 0xEE82EE, 0xF5DEB3, 0xFFFFFF, 0xF5F5F5, 0xFFFF00, 0x9ACD32,
    ]

    /// How many names there are (148).
    static var count: Int { colors.count }

    /// The colour named by `word` (lowercase ASCII bytes) as 0xRRGGBB, or nil. Binary search, O(log 148).
    static func lookup(_ word: ArraySlice<UInt8>) -> UInt32? {
        var lo = 0, hi = colors.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let c = compare(word, mid)
            if c == 0 { return colors[mid] }
            if c < 0 { hi = mid - 1 } else { lo = mid + 1 }
        }
        return nil
    }

    /// The k-th name's bytes.
    static func name(_ k: Int) -> ArraySlice<UInt8> {
        let start = Int(offsets[k]), end = Int(offsets[k + 1])
        return names.withUTF8Buffer { Array($0[start..<end]) }[...]
    }

    /// −1, 0 or 1 as `word` sorts before, equal to or after the k-th name (bytewise).
    static func compare(_ word: ArraySlice<UInt8>, _ k: Int) -> Int {
        let start = Int(offsets[k]), end = Int(offsets[k + 1])
        return names.withUTF8Buffer { buf -> Int in
            var i = word.startIndex, j = start
            while i < word.endIndex && j < end {
                if word[i] != buf[j] { return word[i] < buf[j] ? -1 : 1 }
                i += 1
                j += 1
            }
            if i == word.endIndex { return j == end ? 0 : -1 }
            return 1
        }
    }
}
