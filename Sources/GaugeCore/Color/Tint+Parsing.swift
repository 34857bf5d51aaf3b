// The tint text: what gauge_set_tint (and so the JS `tint` property) accepts. One colour, or a gradient in CSS
// gradient syntax. Colours are parsed by CSSColorParser.swift.
//
//   tint          = [ "in" space [ hue-method "hue" ] "," ] stop ( "," stop )*
//   space         = "srgb" | "srgb-linear" | "oklab" | "oklch"            (CSS Color 4 §12.1)
//   hue-method    = "shorter" | "longer" | "increasing" | "decreasing"     (oklch only; CSS Color 4 §12.4)
//   stop          = colour [ position [ position ] ]                       (two positions = two stops, as CSS)
//   position      = number "%"        a percentage of the range            (25% = 0.25)
//                 | number            a fraction of the range              (0.25)
//                 | "value(" number ")"  a value of the gauge's range, converted with its bounds at layout time

extension Tint {
    /// Parses a tint: one colour, or a comma-separated gradient (see the grammar at the top of this file).
    ///
    /// One stop without a position and without `in …` is a flat colour; anything else is a gradient, spaced and
    /// fixed up as CSS does (``Gradient``). At most 256 stops.
    ///
    /// - Throws: `GaugeError.badText` naming `tint`, saying what is wrong and at which byte.
    public static func parse(_ text: String) throws(GaugeError) -> Tint {
        var p = CSSScanner(text, argument: "tint")
        do throws(CSSError) {
            return try p.tint()
        } catch {
            throw p.gaugeError(error)
        }
    }
}

extension CSSScanner {
    mutating func tint() throws(CSSError) -> Tint {
        skipSpaces()
        if atEnd { throw error(.expectedColor) }
        var interpolation: ColorInterpolation? = nil
        let save = i
        if let word = identifier(), CSSScanner.matches(word, "in") {
            interpolation = try interpolationMethod()
        } else {
            i = save
        }
        var stops: [Gradient.Stop] = []
        var anyPosition = false
        while true {
            skipSpaces()
            if startsNumber || peek == 0x2E {
                throw error(.colorHint)
            }
            if atEnd || peek == 0x2C { throw error(.expectedColor) }
            let color = try self.color()
            // Up to two positions, each a stop; none: one stop without a location (one append: keeps the wasm small).
            var positions = 0
            while positions < 2 {
                skipSpaces()
                let none = atEnd || peek == 0x2C
                if none && positions > 0 { break }
                try stops.append(none ? Gradient.Stop(color: color, location: .nan) : position(color))
                if none { break }
                positions += 1
                anyPosition = true
            }
            if stops.count > Tint.maximumStops { throw error(.tooManyStops) }
            skipSpaces()
            if atEnd { break }
            guard peek == 0x2C else { throw error(.expectedCommaBetweenStops) }
            i += 1
        }
        if stops.count == 1 && !anyPosition && interpolation == nil { return .color(stops[0].color) }
        return .gradient(Gradient(stops: stops, interpolation: interpolation ?? .sRGB))
    }

    /// After `in`: the space, an optional hue method with `hue`, and the comma.
    mutating func interpolationMethod() throws(CSSError) -> ColorInterpolation {
        skipSpaces()
        let start = i
        guard let space = identifier() else {
            throw error(.expectedSpace)
        }
        let result: ColorInterpolation
        switch CSSScanner.index(of: space, in: "srgb srgb-linear oklab oklch") {
        case 0: result = .sRGB
        case 1: result = .linearSRGB
        case 2: result = .oklab
        case 3:
            skipSpaces()
            var method = HueInterpolation.shorter
            let methodStart = i
            if let word = identifier() {
                guard let m = CSSScanner.hueMethod(word) else {
                    throw error(.expectedHueMethod, at: methodStart, end: i)
                }
                method = m
                skipSpaces()
                let hueStart = i
                guard let hue = identifier(), CSSScanner.matches(hue, "hue") else {
                    throw error(.expectedHue, at: hueStart)
                }
            }
            result = .oklch(method)
        default:
            throw error(.unsupportedSpace, at: start, end: i)
        }
        skipSpaces()
        if !result.isPolar, let word = peekIdentifier(), CSSScanner.hueMethod(word) != nil {
            throw error(.hueMethodNeedsPolar)
        }
        guard peek == 0x2C else { throw error(.expectedCommaAfterMethod) }
        i += 1
        return result
    }

    static func hueMethod(_ word: ArraySlice<UInt8>) -> HueInterpolation? {
        let k = index(of: word, in: "shorter longer increasing decreasing")  // HueInterpolation's cases in order
        return k < 0 ? nil : HueInterpolation(rawValue: UInt8(k))
    }

    /// The identifier starting here, without consuming it.
    func peekIdentifier() -> ArraySlice<UInt8>? {
        var copy = self
        return copy.identifier()
    }

    /// One stop position for `color`.
    mutating func position(_ color: ColorValue) throws(CSSError) -> Gradient.Stop {
        let start = i
        if startsNumber {
            let v = try number()
            if peek == 0x25 {
                i += 1
                return Gradient.Stop(color: color, location: v / 100)
            }
            if let b = peek, CSSScanner.isLetter(b) {
                var end = i
                while end < bytes.count && CSSScanner.isLetter(bytes[end]) { end += 1 }
                throw error(.positionUnit, at: start, end: end)
            }
            return Gradient.Stop(color: color, location: v)
        }
        if let word = identifier() {
            if CSSScanner.matches(word, "value") && peek == 0x28 {
                i += 1
                skipSpaces()
                guard startsNumber else { throw error(.valueNeedsNumber) }
                let v = try number()
                skipSpaces()
                guard peek == 0x29 else { throw error(.expectedClose, .value) }
                i += 1
                return Gradient.Stop(color: color, value: v)
            }
            throw error(.expectedPositionFound, at: start, end: i)
        }
        throw error(.expectedPosition)
    }
}
