// `Gauge.fontScale`: one factor on every text role of the type scale (docs/swiftui-fidelity.md › Font scale).

extension Gauge {
    /// Why `scale` cannot be a `fontScale`, or nil when it can (`validate()` throws it; the ABI refuses it): NaN,
    /// ±∞, ≤ 0 and anything outside `GaugeLimits.minimumFontScale`…`GaugeLimits.fontScale` are refused, not clamped.
    package static func fontScaleProblem(_ scale: Double) -> String? {
        scale >= GaugeLimits.minimumFontScale && scale <= GaugeLimits.fontScale ? nil : "must be 0.25…4"
    }
}
