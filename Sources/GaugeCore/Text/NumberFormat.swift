/// Formats numbers for the current-value and bounds labels without Foundation, identically natively and
/// in wasm (one exact `rounded` of a scaled value, then integer arithmetic only).
///
/// This is the issue-2 formatter: fixed or automatic fraction digits, prefix and suffix. Rounding is half to
/// even on the scaled binary value; geometry never uses the rounded text (cases/peer-cases.md P27).
public struct NumberFormat: Equatable, Sendable {
    /// Fraction digits to show (0…9), or `nil` for automatic: up to 6, trailing zeros trimmed, and no more
    /// than 15 significant digits in all, so 2.4 prints "2.4" and 0.1 + 0.2 prints "0.3" (P22, P25).
    public var fractionDigits: Int?
    public var prefix: String
    public var suffix: String

    public init(fractionDigits: Int? = nil, prefix: String = "", suffix: String = "") {
        self.fractionDigits = fractionDigits.map { min(max($0, 0), 9) }
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The default: automatic digits, no affixes.
    public static let automatic = NumberFormat()

    /// `value` as text: "–" for NaN, "∞"/"-∞" for infinities, never "-0".
    /// Magnitudes of 1e15 and above print in scientific form with 6 significant digits ("1.5e+20").
    public func string(_ value: Double) -> String {
        if value.isNaN { return prefix + "–" + suffix }
        if value.isInfinite { return prefix + (value < 0 ? "-∞" : "∞") + suffix }
        let magnitude = value.magnitude
        if magnitude >= 1e15 { return prefix + NumberFormat.scientific(value) + suffix }
        var digits: Int
        if let fixed = fractionDigits {
            digits = fixed
        } else {
            // Keep at most 15 significant digits: fewer fraction digits for larger integer parts.
            var integerDigits = 1
            var p = 10.0
            while magnitude >= p && integerDigits < 15 { integerDigits += 1; p *= 10 }
            digits = min(6, 15 - integerDigits)
        }
        let text = NumberFormat.fixed(magnitude, digits: digits, trim: fractionDigits == nil)
        let isZero = text.utf8.allSatisfy { $0 == 0x30 || $0 == 0x2E }
        return prefix + (value < 0 && !isZero ? "-" : "") + text + suffix
    }

    /// `magnitude` (finite, ≥ 0, < 1e15) with `digits` fraction digits, half to even; `trim` drops trailing
    /// fraction zeros (and the point).
    static func fixed(_ magnitude: Double, digits: Int, trim: Bool) -> String {
        var pow10: Int64 = 1
        for _ in 0..<digits { pow10 *= 10 }
        var scaled = (magnitude * Double(pow10)).rounded(.toNearestOrEven)
        if scaled >= 9.0e18 { scaled = 9.0e18 }  // unreachable for < 1e15 with ≤ 6 digits; keeps Int64 safe
        let n = Int64(scaled)
        var integerPart = String(n / pow10)
        if digits == 0 { return integerPart }
        var fraction = Array(String(n % pow10).utf8)
        while fraction.count < digits { fraction.insert(0x30, at: 0) }
        if trim { while let last = fraction.last, last == 0x30 { fraction.removeLast() } }
        if fraction.isEmpty { return integerPart }
        integerPart += "."
        return integerPart + String(decoding: fraction, as: UTF8.self)
    }

    /// Scientific notation with 6 significant digits, trailing zeros trimmed.
    static func scientific(_ value: Double) -> String {
        var m = value.magnitude
        var exponent = 0
        while m >= 10 { m /= 10; exponent += 1 }
        while m < 1 && m > 0 { m *= 10; exponent -= 1 }
        var text = fixed(m, digits: 5, trim: true)
        if text.utf8.elementsEqual("10".utf8) { text = "1"; exponent += 1 }  // 9.999996 rounded up
        return (value < 0 ? "-" : "") + text + "e" + (exponent < 0 ? "-" : "+") + String(exponent.magnitude)
    }
}
