// The dial's scale: tick values computed afresh as `lower + i × step` (never accumulated), rounded to one
// precision derived from the step, and printed with that one precision
// (docs/regression-cases.md › exact-tick-values, stable-tick-precision and exact-end-labels).

/// Major tick values and their shared number of fraction digits.
public struct DialScale: Equatable, Sendable {
    /// The values of the major ticks: `values[0] == lower` and `values[n] == upper` exactly
    /// (docs/regression-cases.md › exact-end-labels); the others `lower + i × step` rounded to `fractionDigits` decimals (0.1 × 3
    /// is 0.3, not 0.30000000000000004: docs/regression-cases.md › exact-tick-values).
    public var values: [Double]
    /// Fraction digits every label is printed with (one stable precision, docs/regression-cases.md › stable-tick-precision): the fewest that show the step
    /// exactly (within 1e-9 of it), but at most 3 significant digits of the step.
    public var fractionDigits: Int

    /// The scale of `majorTicks` intervals over `lower…upper`. With `lower == upper` one tick.
    public init(lower: Double, upper: Double, majorTicks: Int) {
        let n = max(1, majorTicks)
        guard upper > lower, lower.isFinite, upper.isFinite else {
            values = [lower]
            fractionDigits = 0
            return
        }
        let step = (upper - lower) / Double(n)
        fractionDigits = DialScale.fractionDigits(step: step)
        var v: [Double] = [lower]
        for i in 1..<n { v.append(DialScale.rounded(lower + Double(i) * step, digits: fractionDigits)) }
        v.append(upper)
        values = v
    }

    /// The digits `init` documents; 0…15.
    static func fractionDigits(step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        // floor(log10(step)) by comparison, no transcendental maths.
        var p = 1.0, e = 0
        while step >= p * 10 && e < 308 { p *= 10; e += 1 }
        while step < p && e > -300 { p /= 10; e -= 1 }
        let cap = min(15, max(0, 2 - e))
        var d = 0
        while d < cap && (rounded(step, digits: d) - step).magnitude > step * 1e-9 { d += 1 }
        return d
    }

    /// `x` rounded half away from zero to `digits` decimals (the nearest double to that decimal); `x` itself
    /// when it is too large for the scaled value to hold a fraction.
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
    /// The number format of tick labels: the gauge's `format` with its precision fixed to the scale's
    /// fraction digits when it is automatic (minus 2 for percent, which shows value × 100).
    func tickFormat(_ scale: DialScale) -> NumberFormat {
        var f = format
        if f.precision == .automatic {
            f.precision = .fractionLength(max(0, scale.fractionDigits - (f.percent ? 2 : 0)))
        }
        return f
    }

    /// The texts of the dial's major tick labels, in tick order (before thinning).
    public var dialTickLabels: [String] {
        let scale = DialScale(lower: lowerBound, upper: upperBound, majorTicks: dial.majorTicks)
        let f = tickFormat(scale)
        return scale.values.map { f.string($0) }
    }
}
