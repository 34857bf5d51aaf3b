// The CSS colour parser: one for the Swift API, the C ABI and therefore the JS API (natively and in wasm).
// Works on UTF-8 bytes — no String comparisons, no String-keyed tables (they would pull Unicode tables into the
// wasm) — and reports what is wrong and at which byte. Nothing is applied until a whole text has parsed.
//
// Accepted (CSS Color 4, https://www.w3.org/TR/css-color-4/, section numbers of that document):
// - hex (§5.2): #rgb, #rgba, #rrggbb, #rrggbbaa;
// - rgb()/rgba() (§5.1): legacy comma syntax (all numbers or all percentages, optional alpha) and the
//   space-separated syntax (numbers and percentages mixed, `none`, `/ alpha`); channels clamp to 0…255;
// - hsl()/hsla() (§7): legacy (percentages) and space-separated (numbers or percentages, `none`); hue as a
//   number (degrees) or deg/grad/rad/turn; negative saturation clamps to 0; out-of-gamut results are
//   gamut-mapped (§13.2);
// - hwb() (§8): space-separated only; whiteness + blackness ≥ 100 % gives a grey;
// - oklab()/oklch() (§9): L as a number or percentage (clamped to 0…1), a/b/C as numbers or percentages
//   (100 % = 0.4), C clamped to ≥ 0, hue as above; colours outside sRGB are gamut-mapped (§13.2.2);
// - alpha everywhere as a number or percentage, clamped to 0…1;
// - `none` for any component of the space-separated forms (drawn as 0, "missing" when interpolating, §4.4);
// - the 148 named colours (§6.1) and `transparent` (§6.3) — except that the SwiftUI system names below win;
// - SwiftUI's system colours (`red`, `orange`, `yellow`, `green`, `mint`, `teal`, `cyan`, `blue`, `indigo`,
//   `purple`, `pink`, `brown`, `gray`/`grey`, `primary`, `secondary`) and `clear`, which follow the colour
//   scheme; for the CSS keyword of the same name write its hex (CSS `red` is #ff0000);
// - `light-dark(colour, colour)` (CSS Color 5 §4): the first colour in the light scheme, the second in dark.
// Rejected with a message: other functions (lab(), lch(), color(), color-mix()…), `currentcolor`, unknown
// names, wrong component counts or kinds, commas in hwb()/oklab()/oklch(), `none` in the comma syntax,
// mixing numbers and percentages in legacy rgb(), unknown units, and anything after the colour.

/// A byte scanner shared by the colour and tint grammars.
struct CSSScanner {
    let bytes: [UInt8]
    var i = 0
    /// The API argument named in errors (`tint`, `color`).
    let argument: String

    init(_ text: String, argument: String) {
        bytes = Array(text.utf8)
        self.argument = argument
    }

    var atEnd: Bool { i >= bytes.count }
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    /// A parse failure at byte `position` (default: the current byte); `end` is where the quoted source text
    /// ends, or the count the message names. Plain data, a few words: the parser's ~45 error paths stay small
    /// in the wasm; ``gaugeError(_:)`` builds the message once, at the API boundary (issue 8).
    func error(_ fault: CSSFault, _ name: CSSFunctionName = .none, at position: Int? = nil, end: Int = 0) -> CSSError {
        CSSError(fault: fault, name: name, position: position ?? i, end: end)
    }

    /// The `GaugeError` for a parse failure: "<argument>: <what> at byte <n>", <what> from the fault's
    /// template (see ``CSSFault``).
    @inline(never)
    func gaugeError(_ e: CSSError) -> GaugeError {
        var reason = TextBuilder()
        CSSFault.templates.withUTF8Buffer { all in
            // The template is the line numbered by the fault's raw value.
            var line = 0
            var k = 0
            while line < Int(e.fault.rawValue) {
                if all[k] == 0x0A { line += 1 }
                k += 1
            }
            while k < all.count && all[k] != 0x0A {
                switch all[k] {
                case 0x7B:  // "{": the function's name
                    reason.add(e.name.text)
                case 0x3C, 0x5B:  // "<": the source text from `position` to `end`, quoted; "[": unquoted
                    // (always ASCII: identifiers, numbers with units, one letter or digit; copied as bytes)
                    if all[k] == 0x3C { reason.bytes.append(0x27) }
                    reason.bytes.append(contentsOf: bytes[e.position..<min(e.end, bytes.count)])
                    if all[k] == 0x3C { reason.bytes.append(0x27) }
                case 0x23:  // "#": the count
                    reason.add(e.end)
                default:
                    reason.bytes.append(all[k])
                }
                k += 1
            }
        }
        reason.add(" at byte ")
        reason.add(e.position)
        return GaugeError(.badText, argument: argument, reason: reason.string)
    }

    static func string(_ s: StaticString) -> String {
        s.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether an identifier is `s` (lowercase ASCII).
    @inline(never)
    static func matches(_ word: ArraySlice<UInt8>, _ s: StaticString) -> Bool {
        s.withUTF8Buffer { buf in
            guard buf.count == word.count else { return false }
            var j = 0
            for b in word {
                if b != buf[j] { return false }
                j += 1
            }
            return true
        }
    }

    /// Skips whitespace and `/* comments */`.
    mutating func skipSpaces() {
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
                i += 1
            } else if b == 0x2F && i + 1 < bytes.count && bytes[i + 1] == 0x2A {  // "/*"
                i += 2
                while i < bytes.count && !(bytes[i] == 0x2A && i + 1 < bytes.count && bytes[i + 1] == 0x2F) { i += 1 }
                i = min(i + 2, bytes.count)
            } else {
                return
            }
        }
    }

    static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// An identifier (letters, digits, `-`, `_`, starting with a letter or `-`), ASCII-lowercased; nil if
    /// none starts here.
    mutating func identifier() -> ArraySlice<UInt8>? {
        guard let b = peek, CSSScanner.isLetter(b) || b == 0x2D || b == 0x5F else { return nil }
        if b == 0x2D, i + 1 < bytes.count, CSSScanner.isDigit(bytes[i + 1]) || bytes[i + 1] == 0x2E { return nil }
        var word: [UInt8] = []
        while let c = peek, CSSScanner.isLetter(c) || CSSScanner.isDigit(c) || c == 0x2D || c == 0x5F {
            word.append(CSSScanner.isLetter(c) ? c | 0x20 : c)
            i += 1
        }
        return word[...]
    }

    /// Whether a CSS number starts here (sign, digit or a dot followed by a digit).
    var startsNumber: Bool {
        guard let b = peek else { return false }
        if CSSScanner.isDigit(b) { return true }
        var j = i
        if b == 0x2B || b == 0x2D { j += 1 }
        if j < bytes.count && CSSScanner.isDigit(bytes[j]) { return true }
        return j + 1 < bytes.count && bytes[j] == 0x2E && CSSScanner.isDigit(bytes[j + 1])
    }

    /// A CSS `<number>`: `[+-]? digits? (. digits)? ([eE][+-]? digits)?`, read to 15 significant digits
    /// (further digits are dropped); exponents beyond ±300 are refused. Deterministic on every target: the
    /// digits become an exact integer, scaled by one exact power of ten when it fits (|k| ≤ 22, one rounding).
    mutating func number() throws(CSSError) -> Double {
        let start = i
        var negative = false
        if let b = peek, b == 0x2B || b == 0x2D { negative = b == 0x2D; i += 1 }
        var mantissa: Int64 = 0
        var significant = 0
        var exponent: Int32 = 0  // power of ten applied to the mantissa
        var digits = 0
        while let b = peek, CSSScanner.isDigit(b) {
            if significant < 15 {
                mantissa = mantissa * 10 + Int64(b - 0x30)
                if mantissa > 0 { significant += 1 }
            } else {
                exponent += 1
            }
            digits += 1
            i += 1
        }
        if peek == 0x2E, i + 1 < bytes.count, CSSScanner.isDigit(bytes[i + 1]) {
            i += 1
            while let b = peek, CSSScanner.isDigit(b) {
                if significant < 15 {
                    mantissa = mantissa * 10 + Int64(b - 0x30)
                    if mantissa > 0 { significant += 1 }
                    exponent -= 1
                }
                digits += 1
                i += 1
            }
        }
        if digits == 0 { i = start; throw error(.expectedNumber) }
        if let e = peek, e == 0x45 || e == 0x65 {  // e/E, only if digits follow (else it may start a unit)
            var j = i + 1
            var expNegative = false
            if j < bytes.count && (bytes[j] == 0x2B || bytes[j] == 0x2D) { expNegative = bytes[j] == 0x2D; j += 1 }
            if j < bytes.count && CSSScanner.isDigit(bytes[j]) {
                var e10: Int32 = 0
                while j < bytes.count && CSSScanner.isDigit(bytes[j]) {
                    if e10 < 10_000 { e10 = e10 * 10 + Int32(bytes[j] - 0x30) }
                    j += 1
                }
                i = j
                exponent += expNegative ? -e10 : e10
            }
        }
        if exponent > 300 || exponent < -300 { throw error(.numberOutOfRange, at: start) }
        var value = Double(mantissa)
        if exponent > 0 {
            var k = exponent
            while k > 22 { value *= 1e22; k -= 22 }
            value *= CSSScanner.powerOfTen(k)
        } else if exponent < 0 {
            var k = -exponent
            while k > 22 { value /= 1e22; k -= 22 }
            value /= CSSScanner.powerOfTen(k)
        }
        return negative ? -value : value
    }

    /// 10^k for 0 ≤ k ≤ 22, each exactly representable.
    static func powerOfTen(_ k: Int32) -> Double {
        var p = 1.0
        var n = k
        while n > 0 { p *= 10; n -= 1 }  // exact: every 10^n ≤ 10^22 is a double
        return p
    }
}

/// Why a text is not a colour or tint (see ``CSSScanner/error(_:_:at:end:)``).
struct CSSError: Error {
    var fault: CSSFault
    /// The function a ``CSSFault`` template's `{` names.
    var name: CSSFunctionName
    var position: Int
    /// Where the source text a template quotes ends (it starts at `position`), or the count it names.
    var end: Int
}

/// What is wrong with a colour or tint text: each case's raw value numbers its message template, a line of
/// ``templates``. In a template `{` stands for the function's name, `<` for the source text from the error's
/// position to its end in single quotes, `[` for that text unquoted, `#` for a count. The messages are part of
/// the ABI (docs/abi.md › Tint text); tests check them.
enum CSSFault: UInt8 {
    case expectedNumber, numberOutOfRange, unknownUnit, expectedComponentFound, endInsideFunction,
         expectedComponent, componentCount, commasNotAllowed, mixedSeparators, missingClose, expectedClose,
         tooManyComponents, expectedColor, expectedColorFoundNumber, currentColor, unknownColor, invalidHexDigit,
         hexDigitCount, unsupportedFunction, unknownFunction, alphaKind, hueKind, angleNotAllowed, noneInLegacy,
         legacyMixedKinds, legacyHSLKinds, expectedCommaInLightDark, textAfterColor, colorHint, tooManyStops,
         expectedCommaBetweenStops, expectedSpace, expectedHueMethod, expectedHue, unsupportedSpace,
         hueMethodNeedsPolar, expectedCommaAfterMethod, positionUnit, valueNeedsNumber, expectedPositionFound,
         expectedPosition

    /// One template per case, in the order of the cases.
    static let templates: StaticString = """
        expected a number
        number out of range
        unknown unit < (angles take deg, grad, rad or turn)
        expected a number, a percentage or 'none', found <
        unexpected end of text inside the colour function
        expected a number, a percentage or 'none'
        {() needs 3 components, found #
        {() takes space-separated components, not commas
        unexpected ',': separate all components with spaces, or all with commas
        missing ')' to close {()
        expected ')' to close {()
        too many components in {() (alpha goes after '/')
        expected a colour
        expected a colour, found a number
        'currentcolor' has no meaning for a gauge (there is no CSS colour to inherit); use 'primary'
        unknown colour <
        invalid hex digit <
        a hex colour needs 3, 4, 6 or 8 digits, found #
        [() is not supported; use rgb(), hsl(), hwb(), oklab() or oklch()
        unknown colour function [()
        alpha must be a number or a percentage
        a hue must be a number or an angle, not a percentage
        expected a number or a percentage, not an angle
        'none' is only allowed in the space-separated syntax
        {() with commas needs all numbers or all percentages
        {() with commas needs percentages for saturation and lightness
        expected ',' between the two colours of light-dark()
        unexpected text after the colour
        a position without a colour (a CSS colour hint) is not supported
        more than 256 colour stops
        expected ',' between colour stops
        expected a colour space after 'in' (srgb, srgb-linear, oklab or oklch)
        expected shorter, longer, increasing or decreasing, found <
        expected 'hue' after the hue interpolation method
        interpolation in < is not supported; use srgb, srgb-linear, oklab or oklch
        a hue interpolation method needs a polar space (oklch)
        expected ',' after the interpolation method
        a position is a number, a percentage or value(…), not <
        value() needs a number
        expected a position (a number, a percentage or value(…)) or ',', found <
        expected a position (a number, a percentage or value(…)) or ','
        """
}

/// The function a message names (a ``CSSFault`` template's `{`).
enum CSSFunctionName: UInt8 {
    case none, rgb, rgba, hsl, hsla, hwb, oklab, oklch, lightDark, value

    var text: StaticString {
        switch self {
        case .none: return ""
        case .rgb: return "rgb"
        case .rgba: return "rgba"
        case .hsl: return "hsl"
        case .hsla: return "hsla"
        case .hwb: return "hwb"
        case .oklab: return "oklab"
        case .oklch: return "oklch"
        case .lightDark: return "light-dark"
        case .value: return "value"
        }
    }
}

/// One component of a colour function.
enum CSSComponent {
    case number(Double)
    case percentage(Double)
    /// An angle in degrees (from deg, grad, rad or turn).
    case angle(Double)
    case none

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

extension CSSScanner {
    /// A number, percentage, angle or `none`.
    @inline(never)
    mutating func component() throws(CSSError) -> CSSComponent {
        let start = i
        if startsNumber {
            let v = try number()
            if peek == 0x25 { i += 1; return .percentage(v) }  // %
            if let unit = identifier() {
                if CSSScanner.matches(unit, "deg") { return .angle(v) }
                if CSSScanner.matches(unit, "grad") { return .angle(v * 0.9) }
                if CSSScanner.matches(unit, "rad") { return .angle(v * (180 / Double.pi)) }
                if CSSScanner.matches(unit, "turn") { return .angle(v * 360) }
                throw error(.unknownUnit, at: start, end: i)
            }
            return .number(v)
        }
        if let word = identifier() {
            if CSSScanner.matches(word, "none") { return .none }
            throw error(.expectedComponentFound, at: start, end: i)
        }
        if atEnd { throw error(.endInsideFunction) }
        throw error(.expectedComponent)
    }

    /// The components of a colour function after its `(`, through its `)`: three components separated by
    /// spaces (then `/ alpha`) or, if `legacyAllowed` and a comma follows the first, by commas (then
    /// `, alpha`).
    mutating func functionArguments(_ name: CSSFunctionName, legacyAllowed: Bool) throws(CSSError) -> FunctionArguments {
        var args = FunctionArguments()
        skipSpaces()
        if peek == 0x29 || atEnd { throw error(.componentCount, name, end: 0) }
        let first = i
        args.append(try component(), at: first)
        skipSpaces()
        args.legacy = peek == 0x2C
        if args.legacy && !legacyAllowed { throw error(.commasNotAllowed, name) }
        while args.count < 4 {
            let separated: Bool
            if args.legacy {
                separated = peek == 0x2C
                if separated { i += 1 }
            } else if peek == 0x2C {
                throw error(.mixedSeparators)
            } else if args.count == 3 {
                separated = peek == 0x2F  // "/ alpha"
                if separated { i += 1 }
            } else {
                separated = !(peek == 0x29 || peek == 0x2F || atEnd)
            }
            if !separated { break }
            skipSpaces()
            let at = i
            args.append(try component(), at: at)
            skipSpaces()
        }
        if args.count < 3 { throw error(.componentCount, name, end: args.count) }
        if atEnd { throw error(.missingClose, name) }
        guard peek == 0x29 else {
            if args.legacy || peek == 0x2F { throw error(.expectedClose, name) }
            throw error(.tooManyComponents, name)
        }
        i += 1
        return args
    }
}

/// The three or four components of a colour function and where each starts (no arrays: keeps the wasm small).
struct FunctionArguments {
    var v0 = CSSComponent.none, v1 = CSSComponent.none, v2 = CSSComponent.none, v3 = CSSComponent.none
    var p0 = 0, p1 = 0, p2 = 0, p3 = 0
    var count = 0
    /// Whether the comma syntax was used.
    var legacy = false

    mutating func append(_ v: CSSComponent, at position: Int) {
        switch count {
        case 0: v0 = v; p0 = position
        case 1: v1 = v; p1 = position
        case 2: v2 = v; p2 = position
        default: v3 = v; p3 = position
        }
        count += 1
    }

    subscript(k: Int) -> CSSComponent {
        switch k {
        case 0: return v0
        case 1: return v1
        case 2: return v2
        default: return v3
        }
    }

    func position(_ k: Int) -> Int {
        switch k {
        case 0: return p0
        case 1: return p1
        case 2: return p2
        default: return p3
        }
    }
}

extension CSSScanner {
    /// One colour: hex, a colour function, a system name, a named colour, `transparent`/`clear`, or
    /// `light-dark()`. Leaves `i` just after it.
    mutating func color() throws(CSSError) -> ColorValue {
        skipSpaces()
        guard let b = peek else { throw error(.expectedColor) }
        if b == 0x23 { return .color(try hex()) }  // #
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
        if CSSScanner.matches(word, "transparent") || CSSScanner.matches(word, "clear") { return .color(.clear) }
        if let rgb = CSSNamedColors.lookup(word) { return .color(Color(rgba8: rgb << 8 | 0xFF)) }
        if CSSScanner.matches(word, "currentcolor") {
            throw error(.currentColor, at: start)
        }
        throw error(.unknownColor, at: start, end: i)
    }

    /// The SwiftUI system colour a name stands for (`grey` is `gray`).
    static func systemColor(_ word: ArraySlice<UInt8>) -> SystemColor? {
        for s in SystemColor.allCases where matches(word, s.staticName) { return s }
        if matches(word, "grey") { return .gray }
        return nil
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
        if CSSScanner.matches(name, "rgb") { return .color(try rgb(.rgb)) }
        if CSSScanner.matches(name, "rgba") { return .color(try rgb(.rgba)) }
        if CSSScanner.matches(name, "hsl") { return .color(try hsl(.hsl)) }
        if CSSScanner.matches(name, "hsla") { return .color(try hsl(.hsla)) }
        if CSSScanner.matches(name, "hwb") { return .color(try hwb()) }
        if CSSScanner.matches(name, "oklab") { return .color(try oklab()) }
        if CSSScanner.matches(name, "oklch") { return .color(try oklch()) }
        if CSSScanner.matches(name, "light-dark") { return try lightDark() }
        let known = CSSScanner.matches(name, "lab") || CSSScanner.matches(name, "lch") || CSSScanner.matches(name, "color")
            || CSSScanner.matches(name, "color-mix") || CSSScanner.matches(name, "hwba")
        if known {
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

    mutating func rgb(_ name: CSSFunctionName) throws(CSSError) -> Color {
        let args = try functionArguments(name, legacyAllowed: true)
        var missing: MissingComponents = []
        if args.legacy {
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
        }
        func channel(_ k: Int, _ category: MissingComponents) throws(CSSError) -> Double {
            GaugeMath.clamp(try scalar(args[k], args.position(k), numberScale: 255, percentFull: 1, category,
                                       missing: &missing), 0, 1)
        }
        let r = try channel(0, .red), g = try channel(1, .green), b = try channel(2, .blue)
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        var c = Color(red: r, green: g, blue: b, alpha: alpha)
        c.missing = missing
        return c
    }

    mutating func hsl(_ name: CSSFunctionName) throws(CSSError) -> Color {
        let args = try functionArguments(name, legacyAllowed: true)
        var missing: MissingComponents = []
        if args.legacy {
            for k in 0..<args.count where args[k].isNone {
                throw error(.noneInLegacy, at: args.position(k))
            }
            for k in 1..<3 {
                guard case .percentage = args[k] else {
                    throw error(.legacyHSLKinds, name, at: args.position(k))
                }
            }
        }
        let h = try hueValue(args[0], args.position(0), missing: &missing)
        let s = max(0, try scalar(args[1], args.position(1), numberScale: 100, percentFull: 1, .colorfulness,
                                  missing: &missing))
        let l = try scalar(args[2], args.position(2), numberScale: 100, percentFull: 1, .lightness, missing: &missing)
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        let rgb = CSSScanner.hslToRGB(h, s, l)
        var c = Color.mapped(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        c.missing = missing
        return c
    }

    mutating func hwb() throws(CSSError) -> Color {
        let args = try functionArguments(.hwb, legacyAllowed: false)
        var missing: MissingComponents = []
        let h = try hueValue(args[0], args.position(0), missing: &missing)
        var none: MissingComponents = []  // whiteness and blackness have no analogous component (§12.2)
        let w = try scalar(args[1], args.position(1), numberScale: 100, percentFull: 1, [], missing: &none)
        let b = try scalar(args[2], args.position(2), numberScale: 100, percentFull: 1, [], missing: &none)
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        var c: Color
        if w + b >= 1 {  // CSS Color 4 §8.1 hwbToRgb: an achromatic grey
            let grey = w / (w + b)
            c = Color.mapped(red: grey, green: grey, blue: grey, alpha: alpha)
        } else {
            let pure = CSSScanner.hslToRGB(h, 1, 0.5)
            let k = 1 - w - b
            c = Color.mapped(red: pure.0 * k + w, green: pure.1 * k + w, blue: pure.2 * k + w, alpha: alpha)
        }
        c.missing = missing
        return c
    }

    mutating func oklab() throws(CSSError) -> Color {
        let args = try functionArguments(.oklab, legacyAllowed: false)
        var missing: MissingComponents = []
        let l = GaugeMath.clamp(try scalar(args[0], args.position(0), numberScale: 1, percentFull: 1, .lightness,
                                           missing: &missing), 0, 1)
        let a = try scalar(args[1], args.position(1), numberScale: 1, percentFull: 0.4, .opponentA, missing: &missing)
        let b = try scalar(args[2], args.position(2), numberScale: 1, percentFull: 0.4, .opponentB, missing: &missing)
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        var c = Color(oklab: OKLab(l: l, a: a, b: b), alpha: alpha)
        c.missing = missing
        return c
    }

    mutating func oklch() throws(CSSError) -> Color {
        let args = try functionArguments(.oklch, legacyAllowed: false)
        var missing: MissingComponents = []
        let l = GaugeMath.clamp(try scalar(args[0], args.position(0), numberScale: 1, percentFull: 1, .lightness,
                                           missing: &missing), 0, 1)
        let ch = max(0, try scalar(args[1], args.position(1), numberScale: 1, percentFull: 0.4, .colorfulness,
                                   missing: &missing))
        let h = try hueValue(args[2], args.position(2), missing: &missing)
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        var c = Color(oklab: OKLCH(l: l, c: ch, h: h).lab, alpha: alpha)
        c.missing = missing
        return c
    }

    /// `light-dark(a, b)`: a in the light scheme, b in the dark one (each resolved in its own scheme).
    mutating func lightDark() throws(CSSError) -> ColorValue {
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
    public static func parse(_ text: String) throws(GaugeError) -> ColorValue {
        var p = CSSScanner(text, argument: "color")
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
