// The one value → fraction mapping and the degenerate-input policy (docs/swiftui-fidelity.md › Value mapping;
// docs/regression-cases.md › no-value, value-above-range, value-outside-range, fraction-above-one, bounds-never-move,
// full-closed-ring, empty-fill-at-zero and reversed-bounds).
import Testing
@testable import GaugeCore

@Suite struct ValuePolicyTests {
    @Test func spec61Cases() {
        #expect(Gauge(value: 0.4).fraction == 0.4)  // default 0...1
        #expect(Gauge(value: 75, in: 50...100).fraction == 0.5)
        #expect(Gauge(value: 2).fraction == 1)
        #expect(Gauge(value: -1).fraction == 0)
        #expect(Gauge(value: 3, in: 3...3).fraction == 0)
        #expect(Gauge(value: .nan).fraction == nil)
        #expect(Gauge(value: .infinity, in: 0...100).fraction == 1)
        #expect(Gauge(value: -.infinity, in: 0...100).fraction == 0)
    }

    @Test func hugeRangesStayInZeroToOne() {
        let f = Gauge.fraction(of: 1e308, lower: -1.7e308, upper: 1.7e308)!
        #expect(f >= 0 && f <= 1 && (f - (0.5e308 + 0.85e308) / 1.7e308).magnitude < 1e-15)
        // A span past the largest double maps by the halves of the differences (it drew every value at 0).
        #expect(Gauge.fraction(of: 0, lower: -Double.greatestFiniteMagnitude, upper: .greatestFiniteMagnitude) == 0.5)
    }

    @Test func outOfRangeTextKeepsTheRawValue() {  // docs/regression-cases.md › value-above-range, value-outside-range and fraction-above-one
        #expect(Gauge(value: 130, in: 0...100).currentValueText == "130")
        #expect(Gauge(value: -20, in: 0...100).currentValueText == "-20")
        #expect(Gauge(value: 1.2).currentValueText == "1.2")
        #expect(Gauge(value: .nan).currentValueText == "–")
        #expect(Gauge(value: .nan, currentValueLabel: "n/a").currentValueText == "n/a")
        #expect(Gauge(value: .nan).accessibilityValueText == "unknown")
        #expect(Gauge(value: .infinity).currentValueText == "∞")
    }

    @Test func reversedOrNonFiniteBoundsAreRefusedAndKept() throws {  // docs/regression-cases.md › bounds-never-move and reversed-bounds
        var g = Gauge(value: 25, in: 0...100)
        #expect(throws: GaugeError(.badArgument, argument: "lower", reason: "must not exceed upper (0)")) {
            try g.setBounds(lower: 100, upper: 0)
        }
        #expect(throws: GaugeError.self) { try g.setBounds(lower: .nan, upper: 1) }
        #expect(throws: GaugeError.self) { try g.setBounds(lower: 0, upper: .infinity) }
        #expect(g.lowerBound == 0 && g.upperBound == 100)
        #expect(g.fraction == 0.25)
        // A value never moves the bounds.
        g.value = 150; g.value = -20
        #expect(g.lowerBound == 0 && g.upperBound == 100)
        try g.setBounds(lower: -50, upper: 50)
        #expect(g.fraction == 0.3)
    }

    @Test func noValueDrawsTrackOnly() {
        for style in GaugeStyle.allCases {
            let cmds = Gauge(value: .nan, in: 0...100, style: style).commands(200, 200)
            let fillsAndMarkers = cmds.filter {
                if case .fillCircle = $0 { return true }
                if case .knockOut = $0 { return true }
                return false
            }
            #expect(fillsAndMarkers.isEmpty, "\(style.name)")
            let rects = cmds.filter { if case .fillRoundRect = $0 { return true }; return false }
            let arcs = cmds.filter { if case .strokeArc = $0 { return true }; return false }
            #expect(rects.count + arcs.count == 1, "\(style.name): exactly the track")
            #expect(cmds.contains { if case .text("–", _, _, _, _, _, _, _) = $0 { return true }; return false } || style == .accessoryLinear)
        }
    }
}
