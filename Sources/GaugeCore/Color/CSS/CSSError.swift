// Why a text is not a colour or tint: faults as plain data (a code, the function, a byte range) while parsing,
// and their one message template each, expanded once at the API boundary (`CSSScanner.gaugeError`). The messages
// are part of the ABI (docs/abi.md › Tint text).

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
/// position to its end in single quotes, `[` for that text unquoted (both cut by ``Quote``, and run on to the end
/// of a word that goes on in non-ASCII letters), `#` for a count. The messages are part of
/// the ABI (docs/abi.md › Tint text); tests check them.
enum CSSFault: UInt8 {
    case expectedNumber, numberOutOfRange, unknownUnit, expectedComponentFound, endInsideFunction,
         expectedComponent, componentCount, commasNotAllowed, mixedSeparators, missingClose, expectedClose,
         tooManyComponents, expectedColor, expectedColorFoundNumber, currentColor, unknownColor, invalidHexDigit,
         hexDigitCount, unsupportedFunction, unknownFunction, alphaKind, hueKind, angleNotAllowed, noneInLegacy,
         legacyMixedKinds, legacyHSLKinds, expectedCommaInLightDark, textAfterColor, colorHint, tooManyStops,
         expectedCommaBetweenStops, expectedSpace, expectedHueMethod, expectedHue, unsupportedSpace,
         hueMethodNeedsPolar, expectedCommaAfterMethod, positionUnit, valueNeedsNumber, expectedPositionFound,
         expectedPosition, expectedColorSpace, unsupportedColorSpace, nestedTooDeeply

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
        [() is not supported; use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()
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
        expected a colour space in color()
        color() space < is not supported; use srgb, srgb-linear, display-p3, xyz, xyz-d50 or xyz-d65
        light-dark() nested too deeply (at most 16 levels)
        """
}

/// The function a message names (a ``CSSFault`` template's `{`): its raw value is the name's index in
/// ``names``, the colour functions' list ``CSSScanner/function(_:start:)`` looks names up in.
enum CSSFunctionName: UInt8 {
    case none, rgb, rgba, hsl, hsla, hwb, oklab, oklch, lab, lch, color, lightDark
    case value = 14

    /// Word k names case k (`none` is empty); the two before `value` are known but not supported.
    static let names: StaticString = " rgb rgba hsl hsla hwb oklab oklch lab lch color light-dark color-mix hwba value"
}

extension CSSScanner {
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
                    CSSScanner.appendWord(Int(e.name.rawValue), of: CSSFunctionName.names, to: &reason.bytes)
                case 0x3C, 0x5B:  // "<": the source text from `position` to `end`, quoted; "[": unquoted
                    // (identifiers, numbers with units, one letter or digit). The scanner's words are ASCII: one
                    // that goes on in non-ASCII bytes is quoted whole, to the next ASCII byte that cannot be in a
                    // word ("röd", not "r").
                    var end = min(e.end, bytes.count)
                    if end < bytes.count && bytes[end] >= 0x80 {
                        while end < bytes.count, bytes[end] >= 0x80 || CSSScanner.isLetter(bytes[end])
                            || CSSScanner.isDigit(bytes[end]) || bytes[end] == 0x2D || bytes[end] == 0x5F { end += 1 }
                    }
                    if all[k] == 0x3C { reason.bytes.push(0x27) }
                    Quote.append(bytes, e.position..<max(end, e.position), to: &reason.bytes)
                    if all[k] == 0x3C { reason.bytes.push(0x27) }
                case 0x23:  // "#": the count
                    reason.add(e.end)
                default:
                    reason.bytes.push(all[k])  // (the one out-of-line append: inlined, a growth check here)
                }
                k += 1
            }
        }
        reason.add(" at byte ")
        reason.add(e.position)
        return GaugeError(.badText, argument: argument, reason: reason.string)
    }
}

/// Input text that a message quotes, cut short: at most ``maximumBytes`` bytes of UTF-8, ending at a character
/// boundary, then "…" when something was cut (a megabyte of input still gives a one-line message). Used by the
/// colour and tint parser's messages and by the Codable names' (`decodeNamed`).
enum Quote {
    /// Most bytes of input a message quotes (a design choice: the longest CSS colour name,
    /// `lightgoldenrodyellow`, takes 20 bytes, so every name and keyword is quoted whole).
    static let maximumBytes = 64

    /// Appends `source[range]` to `out`, cut as above.
    static func append(_ source: [UInt8], _ range: Range<Int>, to out: inout [UInt8]) {
        var end = range.upperBound
        if range.count > maximumBytes {
            end = range.lowerBound + maximumBytes
            while end > range.lowerBound && source[end] & 0xC0 == 0x80 { end -= 1 }  // not inside a character
        }
        out.append(source, range.lowerBound..<end)
        if end < range.upperBound { out.append(utf8: "…") }  // (no array made for its three bytes)
    }

    /// `text` cut as above.
    static func excerpt(_ text: String) -> String {
        let source = [UInt8](utf8: text)
        var out: [UInt8] = []
        append(source, 0..<source.count, to: &out)
        return out.string
    }
}
