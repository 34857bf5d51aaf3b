/// Formats numbers for the current-value and bounds labels without Foundation, identically natively and in
/// wasm: the double's exact decimal expansion is rounded half to even with integer arithmetic only
/// (`ExactDecimal.swift`), so ties are judged on the exact binary value and no float noise reaches the text.
///
/// ```swift
/// let money = NumberFormat(precision: .fractionLength(2), grouping: true, prefix: "$")
/// print(money.string(1234.5))   // "$1,234.50"
/// var gauge = Gauge(value: 21.04, in: 0...40)
/// gauge.format = NumberFormat(fractionDigits: 1, suffix: " °C")   // the value text "21.0 °C"
/// ```
///
/// Locale-neutral on purpose ("." decimal point, "," grouping, "-" minus): locale-aware text comes from the
/// host (the JS API takes an `Intl.NumberFormat` or a function and passes its text as the label).
/// Only text is rounded, never geometry (docs/regression-cases.md › rounded-text-exact-geometry).
///
/// - NaN prints "–" (the "no value" text; no prefix or suffix), ±∞ print "∞" / "-∞" (with them).
/// - A result that rounds to zero never carries a minus sign ("-0" never appears).
/// - Plain notation is used unless the rounded magnitude is ≥ 10^15 (automatic) or ≥ 10^21 (fixed and
///   significant digits — JavaScript's `toFixed` limit), or a non-zero magnitude below 10^-6 for automatic and
///   significant digits; then scientific notation in JavaScript's style ("1.5e+20", "1e-7").
public struct NumberFormat: Equatable, Sendable, Hashable {
    /// How many digits to show. Names follow Foundation's `NumberFormatStyleConfiguration.Precision`.
    ///
    /// ```swift
    /// print(NumberFormat(precision: .significantDigits(3)).string(2.4))   // "2.40"
    /// print(NumberFormat(precision: .fractionLength(0)).string(21.5))    // "22": half to even
    /// ```
    public enum Precision: Equatable, Sendable, Hashable {
        /// At most 15 significant digits, trailing fraction zeros trimmed: 2.4 → "2.4", 0.1 + 0.2 → "0.3",
        /// 1/3 → "0.333333333333333" (docs/regression-cases.md › shortest-text). 15 is the most a double always holds.
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
    /// Whether `percent` appends its "%" (false for the dial's tick labels, which leave units to the value).
    public var showsPercentSign = true
    /// Text before the number ("$"); a minus sign goes before it ("-$3.00"), as for currencies.
    public var prefix: String
    /// Text after the number (and after "%"): "°", " GB".
    public var suffix: String
    /// With `.significantDigits`: always scientific notation, trailing zeros trimmed ("1.5e+300", "1e-300") —
    /// the dial's tick labels when fixed digits cannot show the step or are too wide (`DialScale.significantDigits`).
    var scientific = false
    /// With `.automatic`: at most this many fraction digits (trailing zeros still trimmed), set from the gauge's
    /// range by `Gauge.valueFormat` (docs/swiftui-fidelity.md › Numbers hold still); nil: up to 15 significant digits.
    var rangeFractionDigits: Int? = nil

    /// Largest `fractionLength` and `significantDigits` (`GaugeLimits`).
    public static let maximumFractionLength = GaugeLimits.fractionLength
    public static let maximumSignificantDigits = GaugeLimits.significantDigits

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

    /// `value` as text (see the type's notes for NaN, ±∞, −0 and notation). Allocates nothing but the
    /// String (none for up to 10 UTF-8 bytes) in wasm once `DecimalWork.shared` has grown.
    public func string(_ value: Double) -> String {
        if value.isNaN { return "–" }
        #if !hasFeature(Embedded)
        // A `precision` set after the initialiser is not clamped by it: written with its digits clamped into
        // their ranges (docs/swiftui-fidelity.md › Hostile input). The C ABI refuses such digits: no check in the wasm.
        switch precision {
        case .fractionLength(let n) where n < 0 || n > GaugeLimits.fractionLength,
             .significantDigits(let n) where n < 1 || n > GaugeLimits.significantDigits:
            var f = self
            f.precision = clamped.precision
            return f.string(value)
        default: break
        }
        #endif
        var w = DecimalWork()
        #if hasFeature(Embedded)
        // The wasm module runs on one thread: its calls share the buffers. Natively the core may run on many
        // threads at once, so each call has its own (same output; only the allocations differ).
        swap(&w, &DecimalWork.shared)
        defer { swap(&w, &DecimalWork.shared) }
        w.reserveAll()
        #endif
        w.text.empty()
        if value.isInfinite {
            if value < 0 { w.text.push(0x2D) }
            w.text.append(utf8: prefix)
            w.text.append(utf8: "∞")
        } else {
            let isZero = number(BinaryValue(value), &w)
            if value < 0 && !isZero { w.text.push(0x2D) }
            w.text.append(utf8: prefix)
            w.text.append(w.body)
        }
        if percent && showsPercentSign { w.text.push(0x25) }
        w.text.append(utf8: suffix)
        return w.text.string
    }

    /// Writes the digits of a magnitude to `w.body`; returns whether they are all zero.
    func number(_ v: BinaryValue, _ w: inout DecimalWork) -> Bool {
        let shift = percent ? 2 : 0
        switch precision {
        case .automatic:
            // The range's digits, unless that would show more than 15 significant digits (as without a range).
            if let d = rangeFractionDigits, v.isZero || v.decimalExponent(&w) + shift + 1 + d <= 15 {
                return fixed(v, digits: d, trim: true, shift: shift, &w)
            }
            return significant(v, digits: 15, trim: true, scientificFrom: 15, shift: shift, &w)
        case .significantDigits(let p):
            return significant(v, digits: p, trim: scientific, scientificFrom: scientific ? Int.min : 21, shift: shift, &w)
        case .fractionLength(let d):
            return fixed(v, digits: d, trim: false, shift: shift, &w)
        }
    }

    /// `d` fraction digits (`trim`: trailing zeros dropped) to `w.body`; returns whether they are all zero. Out of
    /// line: inlined at its two calls it was two copies in the wasm.
    @inline(never)
    func fixed(_ v: BinaryValue, digits d: Int, trim: Bool, shift: Int, _ w: inout DecimalWork) -> Bool {
        v.rounded(timesPowerOf10: d + shift, &w)
        w.q.decimalDigits(into: &w.digits, work: &w.upper, chunks: &w.chunks)
        if w.digits.count - d > 21 {  // ≥ 10^21: scientific, as JavaScript's toFixed does
            return significant(v, digits: 15, trim: true, scientificFrom: 21, shift: shift, &w)
        }
        w.pad.empty()
        w.padZeros(d + 1 - w.digits.count)
        w.pad.append(w.digits)
        plain(split: w.pad.count - d, trim: trim, &w)
        return w.q.isZero
    }

    /// `p` significant digits, plain or scientific, to `w.body`; returns whether the value is zero.
    func significant(_ v: BinaryValue, digits p: Int, trim: Bool, scientificFrom: Int, shift: Int,
                     _ w: inout DecimalWork) -> Bool {
        w.pad.empty()
        if v.isZero {
            w.padZeros(trim ? 1 : p)
            plain(split: 1, trim: trim, &w)
            return true
        }
        var e = v.decimalExponent(&w) + shift
        v.rounded(timesPowerOf10: p - 1 - e + shift, &w)
        w.q.decimalDigits(into: &w.digits, work: &w.upper, chunks: &w.chunks)
        if w.digits.count > p {  // rounded up to 10^p: one more integer digit
            e += 1
            w.q.divide(by: 10)
            w.q.decimalDigits(into: &w.digits, work: &w.upper, chunks: &w.chunks)
        }
        if e < -6 || e >= scientificFrom {  // scientificFrom Int.min: always
            w.body.empty()
            w.body.push(w.digits[0])
            var end = w.digits.count
            if trim { while end > 1 && w.digits[end - 1] == 0x30 { end -= 1 } }
            if end > 1 { w.body.push(0x2E); w.body.append(w.digits, 1..<end) }
            w.body.push(0x65)  // e
            w.body.push(e < 0 ? 0x2D : 0x2B)
            TextBuilder.appendDecimal(Int64(e.magnitude), to: &w.body)
            return false
        }
        // digits × 10^(e − p + 1)
        if e >= p - 1 {
            w.pad.append(w.digits)
            w.padZeros(e - p + 1)
            plain(split: w.pad.count, trim: trim, &w)
        } else if e >= 0 {
            w.pad.append(w.digits)
            plain(split: e + 1, trim: trim, &w)
        } else {
            w.padZeros(-e)
            w.pad.append(w.digits)
            plain(split: 1, trim: trim, &w)
        }
        return false
    }

    /// `w.body` = "integer[.fraction]" from `w.pad` split after `split` integer digits, with optional
    /// grouping; `trim` drops trailing fraction zeros (and the point).
    func plain(split: Int, trim: Bool, _ w: inout DecimalWork) {
        w.body.empty()
        for k in 0..<split {
            if grouping && k > 0 && (split - k) % 3 == 0 { w.body.push(0x2C) }
            w.body.push(w.pad[k])
        }
        var end = w.pad.count
        if trim { while end > split && w.pad[end - 1] == 0x30 { end -= 1 } }
        if end > split { w.body.push(0x2E); w.body.append(w.pad, split..<end) }
    }
}
