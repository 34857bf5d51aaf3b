// Whole-gauge validation: what the C ABI's setters refuse one argument at a time (docs/abi.md › Validation),
// checked at once for a gauge built in Swift or decoded from a document (Sources/GaugeCore/API/Gauge+Codable.swift).

extension Gauge {
    /// Throws the first problem that would make the gauge's state one the C ABI refuses; returns when there is none.
    ///
    /// Checked: both bounds finite and `lowerBound ≤ upperBound` (`setBounds`' rule), `dial.problem`,
    /// `ringArc?.problem` and `needle.problem` (their ranges: `Dial`, `GaugeArc`, `Needle`). Nothing is changed.
    ///
    /// - Throws: `GaugeError.badArgument` naming the argument as the ABI does (`lower`, `upper`, `sweep`,
    ///   `majorTicks`, `hubRadius`…), with the ABI's reason.
    public func validate() throws(GaugeError) {
        guard lowerBound.isFinite else { throw GaugeError(.badArgument, argument: "lower", reason: "must be a finite number") }
        guard upperBound.isFinite else { throw GaugeError(.badArgument, argument: "upper", reason: "must be a finite number") }
        guard lowerBound <= upperBound else {
            throw GaugeError(.badArgument, argument: "lower",
                             reason: TextBuilder.join("must not exceed upper (", NumberFormat.automatic.string(upperBound), ")"))
        }
        if let p = dial.problem { throw GaugeError(.badArgument, argument: p.argument, reason: p.reason) }
        if let p = ringArc?.problem { throw GaugeError(.badArgument, argument: p.argument, reason: p.reason) }
        if let p = needle.problem { throw GaugeError(.badArgument, argument: p.argument, reason: p.reason) }
    }
}
