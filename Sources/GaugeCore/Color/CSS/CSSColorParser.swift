// The CSS colour parser: one for the Swift API, the C ABI and therefore the JS API (natively and in wasm).
// Works on UTF-8 bytes — no String comparisons, no String-keyed tables (they would pull Unicode tables into the
// wasm) — and reports what is wrong and at which byte. Nothing is applied until a whole text has parsed.
//
// Accepted (CSS Color 4, https://www.w3.org/TR/css-color-4/, section numbers of that document):
// - hex (CSS Color 4 §5.2): #rgb, #rgba, #rrggbb, #rrggbbaa;
// - rgb()/rgba() (CSS Color 4 §5.1): legacy comma syntax (all numbers or all percentages, optional alpha) and the
//   space-separated syntax (numbers and percentages mixed, `none`, `/ alpha`); channels clamp to 0…255;
// - hsl()/hsla() (CSS Color 4 §7): legacy (percentages) and space-separated (numbers or percentages, `none`); hue as a
//   number (degrees) or deg/grad/rad/turn; negative saturation clamps to 0; out-of-gamut results are
//   gamut-mapped (CSS Color 4 §13.2);
// - hwb() (CSS Color 4 §8): space-separated only; whiteness + blackness ≥ 100 % gives a grey;
// - oklab()/oklch() (CSS Color 4 §9): L as a number or percentage (clamped to 0…1), a/b/C as numbers or percentages
//   (100 % = 0.4), C clamped to ≥ 0, hue as above; colours outside sRGB are gamut-mapped (CSS Color 4 §13.2.2);
// - lab()/lch() (CSS Color 4 §9.2–§9.3) and color() in srgb, srgb-linear, display-p3, xyz/xyz-d65, xyz-d50
//   (CSS Color 4 §10): CSSColorParser+CIE.swift; colours outside sRGB are gamut-mapped as for oklab();
// - alpha everywhere as a number or percentage, clamped to 0…1;
// - `none` for any component of the space-separated forms (drawn as 0, "missing" when interpolating, CSS Color 4 §4.4);
// - the 148 named colours (CSS Color 4 §6.1) and `transparent` (CSS Color 4 §6.3) — except that the SwiftUI system names below win;
// - SwiftUI's system colours (`red`, `orange`, `yellow`, `green`, `mint`, `teal`, `cyan`, `blue`, `indigo`,
//   `purple`, `pink`, `brown`, `gray`/`grey`, `primary`, `secondary`) and `clear`, which follow the colour
//   scheme; for the CSS keyword of the same name write its hex (CSS `red` is #ff0000);
// - `light-dark(colour, colour)` (CSS Color 5 §4): the first colour in the light scheme, the second in dark.
// Rejected with a message: other functions (color-mix()…), other color() spaces, `currentcolor`, unknown
// names, wrong component counts or kinds, commas in hwb()/oklab()/oklch(), `none` in the comma syntax,
// mixing numbers and percentages in legacy rgb(), unknown units, and anything after the colour.

extension CSSScanner {
    /// One colour: hex, a colour function, a system name, a named colour, `transparent`/`clear`, or
    /// `light-dark()`. Leaves `i` just after it.
    mutating func color() throws(CSSError) -> ColorValue {
        skipSpaces()
        guard let b = peek else { throw error(.expectedColor) }
        let c: Color  // one `.color(c)` for hex, named colours and transparent (each a copy of the enum in the wasm)
        if b == 0x23 {  // #
            c = try hex()
        } else {
            let start = i
            guard let word = identifier() else {
                if startsNumber { throw error(.expectedColorFoundNumber) }
                throw error(.expectedColor)
            }
            if peek == 0x28 {  // "(": a function
                i += 1
                return try function(word, start: start)
            }
            if let s = CSSScanner.systemColor(word) { return .system(s) }
            var rgba: UInt32 = 0  // transparent, clear: transparent black
            if CSSScanner.index(of: word, in: "transparent clear") < 0 {
                guard let rgb = CSSNamedColors.lookup(word) else {
                    if CSSScanner.matches(word, "currentcolor") {
                        throw error(.currentColor, at: start)
                    }
                    throw error(.unknownColor, at: start, end: i)
                }
                rgba = rgb << 8 | 0xFF
            }
            c = Color(rgba8: rgba)
        }
        return .color(c)
    }

    /// The SwiftUI system colour a name stands for (`grey` is `gray`).
    static func systemColor(_ word: ArraySlice<UInt8>) -> SystemColor? {
        // SystemColor's cases in order, then `grey`
        let k = index(of: word, in: "red orange yellow green mint teal cyan blue indigo purple pink brown gray primary secondary grey")
        return k < 0 ? nil : k == 15 ? .gray : SystemColor(rawValue: UInt8(k))
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }

    mutating func hex() throws(CSSError) -> Color {
        let start = i
        i += 1
        var v: UInt32 = 0  // the first 8 digits, 4 bits each (no array: keeps the wasm small)
        var count = 0
        while let b = peek, let d = CSSScanner.hexValue(b) {
            if count < 8 { v = v << 4 | UInt32(d) }
            count += 1
            i += 1
        }
        if let b = peek, CSSScanner.isLetter(b) || CSSScanner.isDigit(b) {
            throw error(.invalidHexDigit, end: i + 1)
        }
        switch count {
        case 3, 4:
            // #rgb: each digit doubles (#f00 == #ff0000).
            if count == 3 { v = v << 4 | 0xF }
            var rgba: UInt32 = 0
            for k in 0..<4 { rgba |= (v >> (4 * k) & 0xF) * 17 << (8 * k) }
            return Color(rgba8: rgba)
        case 6:
            return Color(rgba8: v << 8 | 0xFF)
        case 8:
            return Color(rgba8: v)
        default:
            throw error(.hexDigitCount, at: start, end: count)
        }
    }

    mutating func function(_ name: ArraySlice<UInt8>, start: Int) throws(CSSError) -> ColorValue {
        let f = CSSScanner.index(of: name, in: CSSFunctionName.names)
        if f >= 1 && f <= 10 { return .color(try colorFunction(f)) }
        if f == 11 { return try lightDark() }
        if f == 12 || f == 13 {  // color-mix(), hwba()
            throw error(.unsupportedFunction, at: start, end: i - 1)
        }
        throw error(.unknownFunction, at: start, end: i - 1)
    }

    /// Alpha from a component: number or percentage, clamped to 0…1; `none` is 0 (missing).
    @inline(never)
    func alphaValue(_ c: CSSComponent, _ at: Int, missing: inout MissingComponents) throws(CSSError) -> Double {
        switch c {
        case .number(let v): return GaugeMath.clamp(v, 0, 1)
        case .percentage(let v): return GaugeMath.clamp(v / 100, 0, 1)
        case .none: missing.insert(.alpha); return 0
        case .angle: throw error(.alphaKind, at: at)
        }
    }

    /// A hue in degrees from a number or angle; `none` is 0 (missing).
    @inline(never)
    func hueValue(_ c: CSSComponent, _ at: Int, missing: inout MissingComponents) throws(CSSError) -> Double {
        switch c {
        case .number(let v), .angle(let v): return ColorInterpolation.normalizedDegrees(v)
        case .none: missing.insert(.hue); return 0
        case .percentage: throw error(.hueKind, at: at)
        }
    }

    /// A number or percentage as a fraction of `full` at 100 %: number / `numberScale`, percentage / 100 · full.
    @inline(never)
    func scalar(_ c: CSSComponent, _ at: Int, numberScale: Double, percentFull: Double, _ category: MissingComponents,
                missing: inout MissingComponents) throws(CSSError) -> Double {
        switch c {
        case .number(let v): return v / numberScale
        case .percentage(let v): return v / 100 * percentFull
        case .none: missing.insert(category); return 0
        case .angle: throw error(.angleNotAllowed, at: at)
        }
    }

    /// A colour function after its `(`, through its `)`: `f` is its index in ``CSSFunctionName/names``
    /// (rgb() 1 … color() 10). One reader for all of them, each function's channels described by a word of
    /// three 10-bit fields, channel k at bit 10k: the channel's ``MissingComponents`` bit (5, the hue, reads a
    /// hue; 9 none), its clamp << 4 (0 none, 1 to 0…1, 2 to 0…100, 3 to ≥ 0), what 100 % is << 6 (0: 1, 1: 0.4,
    /// 2: 100, 3: 125, 4: 150). A number counts 1/255 in rgb(), 1/100 in hsl() and hwb(), 1 elsewhere.
    mutating func colorFunction(_ f: Int) throws(CSSError) -> Color {
        var space = 0
        if f == 10 {  // color(space c1 c2 c3 [/ alpha])
            skipSpaces()
            let start = i
            guard let word = identifier() else { throw error(.expectedColorSpace) }
            // srgb 0, srgb-linear 1, display-p3 2, xyz and xyz-d65 3, xyz-d50 4
            space = CSSScanner.index(of: word, in: "srgb srgb-linear display-p3 xyz xyz-d50 xyz-d65")
            if space < 0 { throw error(.unsupportedColorSpace, at: start, end: i) }
            if space == 5 { space = 3 }
        }
        let name = CSSFunctionName(rawValue: UInt8(f)) ?? .none
        let args = try functionArguments(name, legacyAllowed: f <= 4)
        var missing: MissingComponents = []
        if args.legacy && f <= 2 {  // rgb(), rgba()
            var percentages = 0
            for k in 0..<3 {
                switch args[k] {
                case .percentage: percentages += 1
                case .none: throw error(.noneInLegacy, at: args.position(k))
                default: break
                }
            }
            if percentages != 0 && percentages != 3 {
                throw error(.legacyMixedKinds, name, at: args.position(0))
            }
            if args.count == 4, args[3].isNone {
                throw error(.noneInLegacy, at: args.position(3))
            }
        } else if args.legacy {  // hsl(), hsla()
            for k in 0..<args.count where args[k].isNone {
                throw error(.noneInLegacy, at: args.position(k))
            }
            for k in 1..<3 {
                guard case .percentage = args[k] else {
                    throw error(.legacyHSLKinds, name, at: args.position(k))
                }
            }
        }
        let spec: Int
        switch f {
        case 1, 2: spec = 0x10 | 0x11 << 10 | 0x12 << 20  // r g b in 0…1
        case 3, 4: spec = 5 | 0x34 << 10 | 3 << 20  // h, s ≥ 0, l
        case 5: spec = 5 | 9 << 10 | 9 << 20  // h, w, b (no analogous components, CSS Color 4 §12.2)
        case 6: spec = 0x13 | 0x46 << 10 | 0x47 << 20  // L in 0…1, a, b (100 % = 0.4)
        case 7: spec = 0x13 | 0x74 << 10 | 5 << 20  // L in 0…1, C ≥ 0 (100 % = 0.4), h
        case 8: spec = 0xA3 | 0xC6 << 10 | 0xC7 << 20  // L in 0…100 (100 % = 100), a, b (100 % = 125)
        case 9: spec = 0xA3 | 0x134 << 10 | 5 << 20  // L in 0…100, C ≥ 0 (100 % = 150), h
        default: spec = 0 | 1 << 10 | 2 << 20  // color(): three channels, 100 % = 1
        }
        let numberScale: Double = f <= 2 ? 255 : f <= 5 ? 100 : 1
        func channel(_ k: Int) throws(CSSError) -> Double {
            let d = spec >> (10 * k)
            let bit = d & 0xF
            if bit == 5 { return try hueValue(args[k], args.position(k), missing: &missing) }
            let p = d >> 6 & 7
            let v = try scalar(args[k], args.position(k), numberScale: numberScale,
                               percentFull: p == 0 ? 1 : p == 1 ? 0.4 : Double(p * 25 + 50),
                               MissingComponents(rawValue: UInt16(1 << bit & 0x1FF)), missing: &missing)
            let clamp = d >> 4 & 3
            if clamp == 0 { return v }
            return GaugeMath.clamp(v, 0, clamp == 1 ? 1 : clamp == 2 ? 100 : .infinity)  // ≥ 0: as max(0, v)
        }
        let x = try channel(0), y = try channel(1), z = try channel(2)
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        // One call per kind of result: sRGB as is, gamut-mapped from OKLab, from linear light or from sRGB.
        var c: Color
        if f <= 2 {
            c = Color(red: x, green: y, blue: z, alpha: alpha)
        } else if f == 6 || f == 7 {
            c = Color(oklab: f == 6 ? OKLab(l: x, a: y, b: z) : OKLCH(l: x, c: y, h: z).lab, alpha: alpha)
        } else if f >= 8 && !(f == 10 && space == 0) {
            c = Color.mapped(CSSScanner.linearRGB(f == 10 ? space : f - 9, x, y, z), alpha: alpha)
        } else {  // hsl(), hwb(), color(srgb …)
            var (r, g, b) = (x, y, z)
            if f <= 5 {
                let rgb = CSSScanner.hslToRGB(x, f == 5 ? 1 : y, f == 5 ? 0.5 : z)  // hwb(): the pure hue
                (r, g, b) = rgb
                if f == 5 {
                    let (w, bl) = (y, z)
                    if w + bl >= 1 {  // CSS Color 4 §8.1 hwbToRgb: an achromatic grey
                        let grey = w / (w + bl)
                        (r, g, b) = (grey, grey, grey)
                    } else {
                        let k = 1 - w - bl
                        (r, g, b) = (rgb.0 * k + w, rgb.1 * k + w, rgb.2 * k + w)
                    }
                }
            }
            c = Color.mapped(red: r, green: g, blue: b, alpha: alpha)
        }
        c.missing = missing
        return c
    }

    /// `light-dark(a, b)`: a in the light scheme, b in the dark one (each resolved in its own scheme). Nested at
    /// most `GaugeLimits.colorNesting` deep (the only recursion of the grammar: deeper text would exhaust the stack).
    mutating func lightDark() throws(CSSError) -> ColorValue {
        if depth >= GaugeLimits.colorNesting { throw error(.nestedTooDeeply) }
        depth += 1
        defer { depth -= 1 }
        let light = try color()
        skipSpaces()
        guard peek == 0x2C else { throw error(.expectedCommaInLightDark) }
        i += 1
        let dark = try color()
        skipSpaces()
        guard peek == 0x29 else {
            if atEnd { throw error(.missingClose, .lightDark) }
            throw error(.expectedClose, .lightDark)
        }
        i += 1
        return .lightDark(light: light.resolved(in: .light), dark: dark.resolved(in: .dark))
    }

    /// CSS Color 4 §7.1 `hslToRgb`: hue in degrees, saturation and lightness as fractions; unclamped.
    static func hslToRGB(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        func f(_ n: Double) -> Double {
            var k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            if k < 0 { k += 12 }
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }
}

extension Color {
    /// Parses one CSS colour (see the list at the top of CSSColorParser.swift) and resolves it in `scheme`.
    ///
    /// - Throws: `GaugeError.badText` naming `color`, saying what is wrong and at which byte.
    public static func parse(_ text: String, scheme: ColorScheme = .light) throws(GaugeError) -> Color {
        try ColorValue.parse(text).resolved(in: scheme)
    }
}

extension ColorValue {
    /// Parses one CSS colour, keeping system colours symbolic.
    ///
    /// - Throws: `GaugeError.badText` naming `color`, saying what is wrong and at which byte.
    public static func parse(_ text: String) throws(GaugeError) -> ColorValue { try parse(text, argument: "color") }

    /// Parses one CSS colour, errors naming `argument` (one copy of the parser's entry for every caller).
    @inline(never)
    static func parse(_ text: String, argument: String) throws(GaugeError) -> ColorValue {
        var p = CSSScanner(text, argument: argument)
        do throws(CSSError) {
            let c = try p.color()
            p.skipSpaces()
            if !p.atEnd { throw p.error(.textAfterColor) }
            return c
        } catch {
            throw p.gaugeError(error)
        }
    }
}
