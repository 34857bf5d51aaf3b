/// Formats numbers for the current-value and bounds labels without Foundation, identically natively and in
/// wasm: the double's exact decimal expansion is rounded half to even with integer arithmetic only
/// (`ExactDecimal.swift`), so ties are judged on the exact binary value and no float noise reaches the text.
///
/// Locale-neutral on purpose ("." decimal point, "," grouping, "-" minus): locale-aware text comes from the
/// host (the JS API takes an `Intl.NumberFormat` or a function and passes its text as the label).
/// Only text is rounded, never geometry (cases/peer-cases.md P27).
///
/// - NaN prints "–" (the "no value" text; no prefix or suffix), ±∞ print "∞" / "-∞" (with them).
/// - A result that rounds to zero never carries a minus sign ("-0" never appears).
/// - Plain notation is used unless the rounded magnitude is ≥ 10^15 (automatic) or ≥ 10^21 (fixed and
///   significant digits — JavaScript's `toFixed` limit), or a non-zero magnitude below 10^-6 for automatic and
///   significant digits; then scientific notation in JavaScript's style ("1.5e+20", "1e-7").
public struct NumberFormat: Equatable, Sendable {
    /// How many digits to show. Names follow Foundation's `NumberFormatStyleConfiguration.Precision`.
    public enum Precision: Equatable, Sendable {
        /// At most 15 significant digits, trailing fraction zeros trimmed: 2.4 → "2.4", 0.1 + 0.2 → "0.3",
        /// 1/3 → "0.333333333333333" (cases/peer-cases.md P22, P24, P25). 15 is the most a double always holds.
        case automatic
        /// Exactly this many fraction digits, 0…20 (clamped): 21.04 with 0 → "21", 3 with 2 → "3.00".
        case fractionLength(Int)
        /// Exactly this many significant digits, 1…21 (clamped), zeros kept: 2.4 with 3 → "2.40", 123456 with
        /// 2 → "120000".
        case significantDigits(Int)
    }

    public var precision: Precision
    /// Group the integer digits in threes with "," ("1,234,567"). Default off: the separator is
    /// locale-specific, and no separator reads right in every locale.
    public var grouping: Bool
    /// Show the value × 100 followed by "%" (Foundation's and `Intl.NumberFormat`'s `percent`): 0.451 with
    /// `.fractionLength(0)` → "45%". The × 100 is exact (a shift of the decimal point), never a float product.
    public var percent: Bool
    /// Text before the number ("$"); a minus sign goes before it ("-$3.00"), as for currencies.
    public var prefix: String
    /// Text after the number (and after "%"): "°", " GB".
    public var suffix: String

    /// Largest `fractionLength` and `significantDigits`.
    public static let maximumFractionLength = 20
    public static let maximumSignificantDigits = 21

    /// A format; digit counts outside their ranges are clamped (the C ABI refuses them instead).
    public init(precision: Precision = .automatic, grouping: Bool = false, percent: Bool = false,
                prefix: String = "", suffix: String = "") {
        switch precision {
        case .automatic: self.precision = .automatic
        case .fractionLength(let n): self.precision = .fractionLength(min(max(n, 0), NumberFormat.maximumFractionLength))
        case .significantDigits(let n):
            self.precision = .significantDigits(min(max(n, 1), NumberFormat.maximumSignificantDigits))
        }
        self.grouping = grouping
        self.percent = percent
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Shorthand: `fractionDigits` fixed digits (nil: automatic) with affixes.
    public init(fractionDigits: Int?, prefix: String = "", suffix: String = "") {
        self.init(precision: fractionDigits.map { .fractionLength($0) } ?? .automatic, prefix: prefix, suffix: suffix)
    }

    /// The default: automatic digits, no grouping, no affixes.
    public static let automatic = NumberFormat()

    /// `value` as text (see the type's notes for NaN, ±∞, −0 and notation).
    public func string(_ value: Double) -> String {
        if value.isNaN { return "–" }
        var out: [UInt8] = []
        if value.isInfinite {
            if value < 0 { out.append(0x2D) }
            out.append(contentsOf: prefix.utf8)
            out.append(contentsOf: "∞".utf8)
        } else {
            let (body, isZero) = number(BinaryValue(value))
            if value < 0 && !isZero { out.append(0x2D) }
            out.append(contentsOf: prefix.utf8)
            out.append(contentsOf: body)
        }
        if percent { out.append(0x25) }
        out.append(contentsOf: suffix.utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// The digits of a magnitude, and whether they are all zero.
    func number(_ v: BinaryValue) -> ([UInt8], Bool) {
        let shift = percent ? 2 : 0
        switch precision {
        case .automatic:
            return significant(v, digits: 15, trim: true, scientificFrom: 15, shift: shift)
        case .significantDigits(let p):
            return significant(v, digits: p, trim: false, scientificFrom: 21, shift: shift)
        case .fractionLength(let d):
            let n = v.rounded(timesPowerOf10: d + shift)
            var digits = n.decimalDigits
            if digits.count - d > 21 {  // ≥ 10^21: scientific, as JavaScript's toFixed does
                return significant(v, digits: 15, trim: true, scientificFrom: 21, shift: shift)
            }
            while digits.count < d + 1 { digits.insert(0x30, at: 0) }
            let split = digits.count - d
            return (plain(integer: digits[0..<split], fraction: digits[split...], trim: false), n.isZero)
        }
    }

    /// `p` significant digits, plain or scientific.
    func significant(_ v: BinaryValue, digits p: Int, trim: Bool, scientificFrom: Int, shift: Int) -> ([UInt8], Bool) {
        if v.isZero {
            let zeros = trim ? [] : [UInt8](repeating: 0x30, count: p - 1)
            return (plain(integer: [0x30], fraction: zeros[...], trim: trim), true)
        }
        var e = v.decimalExponent + shift
        var n = v.rounded(timesPowerOf10: p - 1 - e + shift)
        var digits = n.decimalDigits
        if digits.count > p {  // rounded up to 10^p: one more integer digit
            e += 1
            n.divide(by: 10)
            digits = n.decimalDigits
        }
        if e < -6 || e >= scientificFrom {
            var out: [UInt8] = [digits[0]]
            var fraction = Array(digits[1...])
            if trim { while fraction.last == 0x30 { fraction.removeLast() } }
            if !fraction.isEmpty { out.append(0x2E); out.append(contentsOf: fraction) }
            out.append(0x65)  // e
            out.append(e < 0 ? 0x2D : 0x2B)
            TextBuilder.appendDecimal(Int64(e.magnitude), to: &out)
            return (out, false)
        }
        // digits × 10^(e − p + 1)
        if e >= p - 1 {
            return (plain(integer: (digits + [UInt8](repeating: 0x30, count: e - p + 1))[...], fraction: [], trim: trim), false)
        }
        if e >= 0 {
            return (plain(integer: digits[0...e], fraction: digits[(e + 1)...], trim: trim), false)
        }
        let fraction = [UInt8](repeating: 0x30, count: -e - 1) + digits
        return (plain(integer: [0x30], fraction: fraction[...], trim: trim), false)
    }

    /// "integer[.fraction]" with optional grouping; `trim` drops trailing fraction zeros (and the point).
    func plain(integer: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>, trim: Bool) -> [UInt8] {
        var out: [UInt8] = []
        let count = integer.count
        var k = 0
        for d in integer {
            if grouping && k > 0 && (count - k) % 3 == 0 { out.append(0x2C) }
            out.append(d)
            k += 1
        }
        var f = fraction
        if trim { while f.last == 0x30 { f.removeLast() } }
        if !f.isEmpty { out.append(0x2E); out.append(contentsOf: f) }
        return out
    }
}
