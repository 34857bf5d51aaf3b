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
         expectedPosition, expectedColorSpace, unsupportedColorSpace

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
                    // (always ASCII: identifiers, numbers with units, one letter or digit; copied as bytes)
                    if all[k] == 0x3C { reason.bytes.append(0x27) }
                    reason.bytes.append(bytes, e.position..<min(e.end, bytes.count))
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
}
