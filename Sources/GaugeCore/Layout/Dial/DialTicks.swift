// The dial's scale: tick values computed afresh as `lower + i × step` or `k × step` (never accumulated),
// rounded to one precision derived from the step, and printed with that one precision
// (docs/regression-cases.md › exact-tick-values, stable-tick-precision and exact-end-labels). Without a
// `majorTicks` count the step is a round one (docs/swiftui-fidelity.md › Dial ticks and labels).

/// Major tick values, where they sit on the range, and their shared number of fraction digits.
///
/// ```swift
/// let scale = DialScale(lower: 0, upper: 220, majorTicks: 0)   // 0: a round step
/// print(scale.step, scale.values)
/// ```
package struct DialScale: Equatable, Sendable {
    /// The values of the major ticks, increasing. With a count of intervals, `values[0] == lower` and
    /// `values[n] == upper` exactly (docs/regression-cases.md › exact-end-labels) and the others
    /// `lower + i × step` rounded to `fractionDigits` decimals (0.1 × 3 is 0.3, not 0.30000000000000004:
    /// docs/regression-cases.md › exact-tick-values). Automatic: the multiples of a round step within the
    /// range, each end the bound itself when it is such a multiple.
    public var values: [Double]
    /// Where each value sits, as a fraction 0…1 of the range.
    public var fractions: [Double]
    /// Fraction digits every label is printed with (one stable precision, docs/regression-cases.md › stable-tick-precision): the fewest that show the step
    /// exactly (within 1e-9 of it), but at most 3 significant digits of the step.
    public var fractionDigits: Int
    /// The step between major values (0 for a single tick); with given ticks the smallest interval between them
    /// (what compact and scientific labels must tell apart).
    public var step: Double
    /// With given ticks (`Dial.ticks`, `ticksAtZones`): the automatic scale's step, along which the minor ticks
    /// run; 0 otherwise.
    public var grid = 0.0

    /// Most intervals an automatic scale has over its range: up to 10 (ECharts' `splitNumber`) when that gives
    /// round ends, else up to 12 (0…220 is 11 steps of 20, a speedometer's scale; 0…240 twelve).
    static let automaticIntervals = (preferred: 10.0, most: 12.0)
    /// Round steps: these × 10ⁿ.
    static let roundMantissas = [1.0, 2.0, 2.5, 5.0]

    /// The scale of `majorTicks` intervals over `lower…upper`, or with `majorTicks` 0 (or below) an automatic one;
    /// more than `GaugeLimits.majorTicks` count as that many (docs/swiftui-fidelity.md › Hostile input). With
    /// `lower == upper` one tick.
    public init(lower: Double, upper: Double, majorTicks: Int) {
        #if !hasFeature(Embedded)
        // (The C ABI refuses other counts: no check in the wasm.)
        if majorTicks > GaugeLimits.majorTicks {
            self = DialScale(lower: lower, upper: upper, majorTicks: GaugeLimits.majorTicks)
            return
        }
        #endif
        if upper > lower, lower.isFinite, upper.isFinite, !(upper - lower).isFinite {
            // A span past the largest double (−1e308…1e308): the scale of the halves, doubled (exact).
            self = DialScale(lower: lower / 2, upper: upper / 2, majorTicks: majorTicks).doubled
            return
        }
        guard upper > lower, lower.isFinite, upper.isFinite else {
            values = [lower]
            fractions = [0]
            fractionDigits = 0
            step = 0
            return
        }
        if majorTicks <= 0, let auto = DialScale.automatic(lower: lower, upper: upper) {
            self = auto
            return
        }
        let n = max(1, majorTicks)
        step = (upper - lower) / Double(n)
        fractionDigits = DialScale.fractionDigits(step: step)
        var v: [Double] = [lower]
        var f: [Double] = [0]
        let round = DialScale.digitsReach(step)
        for i in 1..<n {
            let x = lower + Double(i) * step
            // Inside the range and increasing even where the step is a few ulps (1e300 + 8 ulps in ten).
            v.append(min(upper, max(v[i - 1], round ? DialScale.rounded(x, digits: fractionDigits) : x)))
            f.append(Double(i) / Double(n))
        }
        v.append(upper)
        f.append(1)
        values = v
        fractions = f
    }

    /// The scale of major ticks at `given` values (`Dial.ticks`; docs/swiftui-fidelity.md › Ticks at given values):
    /// in increasing order, once each, those outside `lower…upper` left
    /// out; with none inside, or an empty range, the automatic scale. Unlabelled values keep one precision: the fewest
    /// fraction digits that write each exactly (within 1e-9 of the smallest interval), at most 3 significant digits of
    /// that interval.
    init(lower: Double, upper: Double, given: [DialTick]) {
        self.init(lower: lower, upper: upper, majorTicks: 0)
        give(given, zones: nil, lower: lower, upper: upper)
    }

    /// Makes this automatic scale of `lower…upper` the scale of `given` and, with `zones`, of the bounds and each
    /// zone's start too (see `init(lower:upper:given:)`; read in place: no list of ticks is built).
    @inline(never)
    mutating func give(_ given: [DialTick], zones: [Zone]?, lower: Double, upper: Double) {
        guard upper > lower else { return }
        // Sorted by insertion (at most 101 + 66 values), equal ones once.
        var v: [Double] = []
        let n = given.count, count = n + (zones.map { $0.count + 2 } ?? 0)
        var k = 0
        while k < count {
            let x = k < n ? given[k].value : k == n ? lower : k == n + 1 ? upper : zones?[k - n - 2].from ?? lower
            k += 1
            guard x >= lower && x <= upper else { continue }  // (NaN compares false: left out)
            var j = v.count
            while j > 0 && v[j - 1] > x { j -= 1 }
            if j > 0 && v[j - 1] == x { continue }
            v.append(x)
            var m = v.count - 1
            while m > j { v[m] = v[m - 1]; m -= 1 }
            v[j] = x
        }
        guard !v.isEmpty else { return }
        grid = step
        let span = upper - lower
        var f: [Double] = [], gap = 0.0
        var i = 0
        while i < v.count {
            // A span past the largest double (−1e308…1e308) by halves (exact).
            f.append(min(1, max(0, span.isFinite ? (v[i] - lower) / span : (v[i] / 2 - lower / 2) / (upper / 2 - lower / 2))))
            if i > 0 && (gap == 0 || v[i] - v[i - 1] < gap) { gap = v[i] - v[i - 1] }
            i += 1
        }
        // One precision for the unlabelled values: the fewest digits that write each exactly (within 1e-9 of the
        // smallest interval), at most 3 significant digits of that interval (as an automatic step's), at most 15.
        var digits = 0
        let most = gap > 0 ? min(15, max(0, 2 - DialScale.exponent10(gap))) : 15
        for x in v where !given.contains(where: { $0.value == x && !$0.label.isEmpty }) {
            while digits < most && (DialScale.rounded(x, digits: digits) - x).magnitude > 1e-9 * (gap > 0 ? gap : x.magnitude) { digits += 1 }
        }
        values = v
        fractions = f
        fractionDigits = digits
        step = gap
    }

    /// The scale `dial` draws over `lower…upper` with `zones` (`Gauge.dialScale`): from its fields, so that the C
    /// ABI's readers take them from a slot without a copy of the whole gauge (docs/wasm-build.md › Size and allocation).
    @inline(never)
    package static func of(_ dial: Dial, lower: Double, upper: Double, zones: [Zone]) -> DialScale {
        let plain = dial.ticks.isEmpty && !dial.ticksAtZones
        var s = DialScale(lower: lower, upper: upper, majorTicks: plain ? dial.majorTicks : 0)
        if !plain { s.give(dial.ticks, zones: dial.ticksAtZones ? zones : nil, lower: lower, upper: upper) }
        return s
    }

    /// This scale with every value and the step doubled (exact: the values of a halved range).
    private var doubled: DialScale {
        var v = values
        var i = 0
        while i < v.count { v[i] *= 2; i += 1 }
        return DialScale(values: v, fractions: fractions, fractionDigits: fractionDigits, step: step * 2)  // (never given ticks)
    }

    private init(values: [Double], fractions: [Double], fractionDigits: Int, step: Double) {
        self.values = values
        self.fractions = fractions
        self.fractionDigits = fractionDigits
        self.step = step
    }

    /// The round step (1, 2, 2.5 or 5 × 10ⁿ) with the most intervals, at most `automaticIntervals.preferred`
    /// with both bounds multiples of it, else at most `.most` with both bounds multiples, else the first of at
    /// most `.preferred`; nil when no round step gives at least two ticks (then the caller divides the range
    /// into ten).
    static func automatic(lower: Double, upper: Double) -> DialScale? {
        let span = upper - lower
        // 10ⁿ just below span / most, by comparison (no transcendental maths).
        let target = span / automaticIntervals.most
        // Down to 10⁻³²³: a range of 10⁻³⁰¹ at 10⁻³⁰⁰ has round steps too (it was one interval, its end label
        // pushed out by the value text).
        let p = power10(target).p
        // The step is chosen by counting multiples (no arrays); only the chosen scale is built.
        var fallback = 0.0
        for pass in 0..<2 {
            let most = pass == 0 ? automaticIntervals.preferred : automaticIntervals.most
            // From small to large steps: the first that fits has the most intervals.
            var base = p
            for _ in 0..<3 {
                for m in roundMantissas {
                    let step = m * base
                    guard span / step <= most * (1 + 1e-9) else { continue }
                    let k0 = DialScale.ceilMultiple(lower, step), k1 = DialScale.floorMultiple(upper, step)
                    guard k1 > k0, k1 - k0 <= 12 else { continue }
                    if isMultiple(lower, step) && isMultiple(upper, step) { return automatic(lower: lower, upper: upper, step: step) }
                    if fallback == 0 && most == automaticIntervals.preferred { fallback = step }
                }
                base *= 10
            }
        }
        return fallback > 0 ? automatic(lower: lower, upper: upper, step: fallback) : nil
    }

    /// The scale of the multiples of `step` within `lower…upper`, each bound itself where it is one.
    static func automatic(lower: Double, upper: Double, step: Double) -> DialScale {
        let span = upper - lower
        let k0 = DialScale.ceilMultiple(lower, step), k1 = DialScale.floorMultiple(upper, step)
        let lowerRound = isMultiple(lower, step), upperRound = isMultiple(upper, step)
        let digits = fractionDigits(step: step)
        // A step below 10⁻¹³ is not rounded to 15 digits (that made every tick of 1e-299…2e-299 zero).
        let round = digitsReach(step)
        var values: [Double] = [], fractions: [Double] = []
        // k1 − k0 ≤ 12 (the caller's check), counted by an Int; k itself stays a Double: k0 may be far past
        // Int32's range (1.7e9 / 0.5) or 2⁵³, where k += 1 would not move.
        let count = Int(saturating: k1 - k0)
        values.reserveCapacity(count + 1)
        fractions.reserveCapacity(count + 1)
        for i in 0...count {
            let k = k0 + Double(i)
            let x = round ? rounded(k * step, digits: digits) : k * step
            // Inside the range and increasing even where k × step is off by ulps (1e235 + 2 ulps).
            let v = i == 0 && lowerRound ? lower : i == count && upperRound ? upper
                : min(upper, max(values.last ?? lower, x))
            values.append(v)
            fractions.append(min(1, max(0, (v - lower) / span)))
        }
        return DialScale(values: values, fractions: fractions, fractionDigits: digits, step: step)
    }

    /// Whether `x` is a whole multiple of `step` (within 1e-9 of a step).
    /// Out of line: seven sites had a copy (docs/wasm-build.md › Size and allocation).
    @inline(never)
    static func isMultiple(_ x: Double, _ step: Double) -> Bool {
        let q = x / step
        return (q - q.rounded()).magnitude <= 1e-9 * max(1, q.magnitude)
    }

    /// The least k with k × step ≥ x (a multiple within 1e-9 counts), and the greatest with k × step ≤ x: whole
    /// numbers as Doubles, never an Int — x / step is 3.4e9 for a range of 5 around 1.7e9 (a Unix time), past a
    /// 32-bit Int, so the wasm trapped where the native build did not. Callers count the multiples between two
    /// of them, which they check is small first (docs/wasm-build.md › Floating values to integers).
    static func ceilMultiple(_ x: Double, _ step: Double) -> Double {
        let q = x / step
        return isMultiple(x, step) ? q.rounded() : q.rounded(.up)
    }
    static func floorMultiple(_ x: Double, _ step: Double) -> Double {
        let q = x / step
        return isMultiple(x, step) ? q.rounded() : q.rounded(.down)
    }

    /// The fractions of the minor ticks: `minor` intervals per step, at the multiples of step / minor strictly
    /// inside the range that are not major ticks (an automatic scale's partial intervals at unround ends too).
    func minorFractions(minor: Int, lower: Double, upper: Double) -> [Double] {
        var out: [Double] = []
        forEachMinorFraction(minor: minor, lower: lower, upper: upper) { out.append($0) }
        return out
    }

    /// Calls `body` with each of `minorFractions`, in increasing order, without building the list.
    func forEachMinorFraction(minor: Int, lower: Double, upper: Double, _ body: (Double) -> Void) {
        guard minor > 1, upper > lower, grid > 0 || (values.count > 1 && step > 0) else { return }
        let span = upper - lower
        if !span.isFinite {  // a span past the largest double: the halved scale's fractions are the same
            var half = self
            half.step = step / 2
            half.grid = grid / 2
            half.forEachMinorFraction(minor: minor, lower: lower / 2, upper: upper / 2, body)
            return
        }
        if grid == 0 && fractions.first == 0 && fractions.last == 1 && (values.count - 1) * minor <= 2_000
            && DialScale.isMultiple(span, step) && (span / step).rounded() == Double(values.count - 1) {
            // Counted intervals (and round automatic ends): i/n + j/(n·minor), as the ticks were always drawn.
            let n = values.count - 1
            for i in 0..<n {
                for j in 1..<minor { body((Double(i) + Double(j) / Double(minor)) / Double(n)) }
            }
            return
        }
        // With given ticks the minor ticks are the automatic graduation (its major steps too), less those on a
        // given tick (docs/swiftui-fidelity.md › Ticks at given values).
        let ms = (grid > 0 ? grid : step) / Double(minor)
        let k0 = DialScale.ceilMultiple(lower, ms), k1 = DialScale.floorMultiple(upper, ms)
        guard k1 >= k0, k1 - k0 <= 2_000 else { return }
        // Counted by an Int (at most 2,001), k a Double: see ceilMultiple.
        for i in 0...Int(saturating: k1 - k0) {
            let k = k0 + Double(i)
            let f = (k * ms - lower) / span
            let major = grid > 0 ? fractions.contains { ($0 - f).magnitude <= 1e-9 } : k.truncatingRemainder(dividingBy: Double(minor)) == 0
            if !major && f > 0 && f < 1 { body(f) }
        }
    }

    /// ⌊log10 x⌋ for x > 0, by comparison (no transcendental maths), within −324…308.
    static func exponent10(_ x: Double) -> Int { power10(x).e }

    /// 10ᵉ (by repeated × 10 and ÷ 10) and e, with e = ⌊log10 x⌋ within −323…308: one loop for `exponent10` and
    /// `automatic`.
    @inline(never)
    static func power10(_ x: Double) -> (p: Double, e: Int) {
        var p = 1.0, e = 0
        while x >= p * 10 && e < 308 { p *= 10; e += 1 }
        while x < p && e > -323 { p /= 10; e -= 1 }
        return (p, e)
    }

    /// Whether `fractionDigits` (at most 15) reach the step's leading digit: not for a step below 10⁻¹³, whose
    /// labels would all print as zeros ("0.000000000000000" for 1e-300…2e-300).
    var fractionDigitsShowStep: Bool { DialScale.digitsReach(step) }
    static func digitsReach(_ step: Double) -> Bool { step <= 0 || exponent10(step) >= -13 }

    /// Significant digits that tell the ticks apart in scientific notation: the decimal exponent of the larger
    /// end over the step's, plus two (a step of 2.5 × 10ⁿ), 1…17.
    var significantDigits: Int {
        guard step > 0, let first = values.first, let last = values.last else { return 1 }
        let m = Swift.max(first.magnitude, last.magnitude)
        guard m > 0 else { return 1 }
        return Swift.min(17, Swift.max(1, DialScale.exponent10(m) - DialScale.exponent10(step) + 2))
    }

    /// The digits `init` documents; 0…15.
    static func fractionDigits(step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        let e = exponent10(step)
        let cap = min(15, max(0, 2 - e))
        var d = 0
        while d < cap && (rounded(step, digits: d) - step).magnitude > step * 1e-9 { d += 1 }
        return d
    }

    /// Tick values from this magnitude on may be written compactly.
    static let compactFrom = 10_000.0
    /// `x` compactly, as a tick of a scale with `step`: in the largest SI-like unit (k 10³, M 10⁶, G 10⁹, T 10¹²)
    /// not above |x| (plain below 1,000), with the fraction digits the step needs in that unit less trailing zeros —
    /// 200000 → "200k", 1000000 → "1M", 1250000 with step 250000 → "1.25M"
    /// (docs/swiftui-fidelity.md › Dial ticks and labels). No string surgery: the digits are chosen, then one
    /// format writes the text.
    static func compact(_ x: Double, step: Double) -> String {
        let m = x.magnitude * (1 + 1e-12)
        let unit: Double, symbol: String
        if m >= 1e12 { unit = 1e12; symbol = "T" } else if m >= 1e9 { unit = 1e9; symbol = "G" }
        else if m >= 1e6 { unit = 1e6; symbol = "M" } else if m >= 1e3 { unit = 1e3; symbol = "k" }
        else { unit = 1; symbol = "" }
        let y = x / unit
        let most = min(NumberFormat.maximumFractionLength, fractionDigits(step: step / unit))
        var d = 0
        while d < most && rounded(y, digits: d) != rounded(y, digits: most) { d += 1 }
        return NumberFormat(precision: .fractionLength(d), suffix: symbol).string(y)
    }

    /// `x` rounded half away from zero to `digits` decimals (the nearest double to that decimal); `x` itself
    /// when it is too large for the scaled value to hold a fraction.
    /// Out of line: the optimiser had copied it into four callers (docs/wasm-build.md › Size and allocation).
    @inline(never)
    static func rounded(_ x: Double, digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let scaled = x * scale
        guard scaled.magnitude < 4.5e15 else { return x }
        let r = scaled.rounded(.toNearestOrAwayFromZero) / scale
        return r == 0 ? 0 : r  // no -0
    }
}

extension Gauge {
    /// The dial's scale for its bounds and `dial.majorTicks` (0: automatic).
    /// With given ticks (`dial.ticks`, `dial.ticksAtZones`: the bounds and each zone's start) their scale.
    package var dialScale: DialScale { DialScale.of(dial, lower: lowerBound, upper: upperBound, zones: zones) }

    /// The number format of tick labels: `tickNumberFormat` when set, else the gauge's `format` without its
    /// prefix, suffix and percent sign (units belong to the value text); its precision fixed to the scale's
    /// fraction digits when it is automatic (minus 2 for percent, which shows value × 100).
    func tickFormat(_ scale: DialScale) -> NumberFormat {
        var f: NumberFormat
        if let t = tickNumberFormat {
            f = t
        } else {
            f = format
            f.prefix = ""
            f.suffix = ""
            f.showsPercentSign = false
        }
        // The default shows the digits the step needs, whatever the value's precision ("500", not "500.00"):
        // docs/swiftui-fidelity.md › Dial ticks and labels.
        if !tickNumberFormat.isSome || f.precision == .automatic {
            f.precision = .fractionLength(max(0, scale.fractionDigits - (f.percent ? 2 : 0)))
        }
        return f
    }

    /// Whether the tick texts are the core's default ones: no tick format, no host texts for these values, no
    /// percent.
    func defaultTickTexts(_ scale: DialScale) -> Bool {
        !tickNumberFormat.isSome && !format.percent && !hostTexts(for: scale).isSome
    }

    /// The host's tick texts when it gave them for these very values, else nil: one comparison of the values,
    /// out of line (it was inlined at each of its three readers: docs/wasm-build.md › Size and allocation).
    @inline(never)
    func hostTexts(for scale: DialScale) -> [String]? {
        if let t = hostTickTexts, t.values == scale.values { return t.texts }
        return nil
    }

    /// Whether the tick texts are the default ones with a tick of 10,000 or more: those may be written compactly
    /// (`DialScale.compact`). Out of line, as `plainTickTexts` (two and three callers had each a copy).
    @inline(never)
    func compactsTicks(_ scale: DialScale) -> Bool {
        defaultTickTexts(scale) && scale.values.contains { $0.magnitude >= DialScale.compactFrom }
    }

    /// How tick texts are written: `tickFormat`'s (or the host's), compactly, or in scientific notation with the
    /// scale's `significantDigits` — the default texts of a step fixed digits cannot show (below about 10⁻¹³),
    /// and the texts a dial falls back to when neither of the others labels both ends (too wide: 1e20…1.0001e20).
    enum TickTexts { case plain, compact, scientific }

    /// The default texts' way for this scale: scientific when fixed digits cannot show the step, else plain.
    @inline(never)
    func plainTickTexts(_ scale: DialScale) -> TickTexts {
        defaultTickTexts(scale) && !scale.fractionDigitsShowStep ? .scientific : .plain
    }

    /// The texts of the dial's major tick labels, in tick order (before thinning): the host's texts when it
    /// gave them for these very values (`hostTickTexts`), else `tickFormat`'s.
    package var dialTickLabels: [String] { let s = dialScale; return dialTickTexts(s, plainTickTexts(s)) }

    /// The first label given for a tick at `value` (`dial.ticks`), or nil: none, or only empty ones.
    func givenLabel(_ value: Double) -> String? {
        for t in dial.ticks where t.value == value && !t.label.isEmpty { return t.label }
        return nil
    }

    /// The text of tick `i` as `dialTickTexts` writes it, without building the list.
    @inline(never)
    func dialTickText(_ scale: DialScale, _ i: Int, _ way: TickTexts) -> String {
        if let label = givenLabel(scale.values[i]) { return label }
        switch way {
        case .compact: return DialScale.compact(scale.values[i], step: scale.step)
        case .scientific: return scientificTickFormat(scale).string(scale.values[i])
        case .plain:
            if let t = hostTexts(for: scale) { return t[i] }
            return tickFormat(scale).string(scale.values[i])
        }
    }

    /// Every tick's `dialTickText`, in tick order: one text writer for the list and for the single texts (a `map`
    /// per way was a copy of each writer).
    func dialTickTexts(_ scale: DialScale, _ way: TickTexts) -> [String] {
        if way == .plain, !dial.ticks.contains(where: { !$0.label.isEmpty }), let t = hostTexts(for: scale) { return t }
        var texts: [String] = []
        texts.reserveCapacity(scale.values.count)
        var i = 0
        while i < scale.values.count { texts.append(dialTickText(scale, i, way)); i += 1 }
        return texts
    }

    /// Scientific notation with the scale's `significantDigits`, trailing zeros trimmed: "1e+300", "1.1e+300".
    func scientificTickFormat(_ scale: DialScale) -> NumberFormat {
        var f = NumberFormat(precision: .significantDigits(scale.significantDigits))
        f.scientific = true
        return f
    }
}
