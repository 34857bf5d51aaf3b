// natural-size: gauge_natural_size — the size an unsized gauge takes, from the core, so a host needs no trial
// layout: the rings' and the dial's 58 × 58, a horizontal bar's natural height (its texts drawn at full size,
// shrunk by any shorter box), a vertical bar's 96 × the proposed height.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct NaturalSize {
        func size(_ h: Int32, _ width: Double = .nan, _ height: Double = .nan) -> (Double, Double) {
            (gauge_natural_size(h, width, height, 0), gauge_natural_size(h, width, height, 1))
        }

        /// The sizes of the texts a render of `h` at `width × height` draws.
        func textSizes(_ h: Int32, _ width: Double, _ height: Double) -> [Double] {
            #expect(gauge_render(h, width, height, 1, 0) == 0)
            return describe(h, 0).split(separator: "\n").filter { $0.hasPrefix("text ") }.compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("size=") }.flatMap { Double($0.dropFirst(5)) }
            }
        }

        /// The rings are SwiftUI's accessory frame; the dial its readable 177 × 177 (docs/swiftui-fidelity.md › Sizing).
        @Test func roundStylesAreTheAccessoryFrame() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            for (style, side) in [(GaugeStyle.accessoryCircular, 58.0), (.accessoryCircularCapacity, 58), (.dial, 177)] {
                #expect(gauge_set_style(h, style.rawValue) == 0)
                #expect(size(h) == (side, side))
                #expect(size(h, 300, 40) == (side, side), "a ring ignores the proposal")
                #expect(gauge_set_orientation(h, 1) == 0)
                #expect(size(h) == (side, side), "and orientation")
                #expect(gauge_set_orientation(h, 0) == 0)
            }
        }

        @Test(arguments: [GaugeStyle.automatic, .linearCapacity, .accessoryLinear, .accessoryLinearCapacity])
        func aBarsNaturalHeightIsWhereItsTextsStopShrinking(_ style: GaugeStyle) {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, style.rawValue) == 0)
            #expect(setText(h, role: 0, "Storage") == 0)
            #expect(setBoundsLabels(h, "0", "256") == 0)
            let (w, natural) = size(h, 300)
            #expect(w == 300)
            #expect(size(h).0 == 200, "without a proposed width: the bar width")
            #expect(size(h, 120).1 == natural, "the natural height does not depend on the width")
            let full = textSizes(h, 300, natural), taller = textSizes(h, 300, natural * 2)
            #expect(!full.isEmpty && full == taller, "at its natural height the texts are at full size")
            let shorter = textSizes(h, 300, natural * 0.8)
            #expect(zip(shorter, full).allSatisfy { $0 < $1 }, "a shorter box shrinks every text")
            // Fewer texts, less height.
            #expect(setText(h, role: 0, "") == 0)
            #expect(gauge_set_bounds_labels(h, -1, -1) == 0)
            #expect(setText(h, role: 1, "") == 0)
            #expect(size(h, 300).1 < natural)
        }

        @Test func aVerticalBarTakesTheProposedHeight() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_orientation(h, 1) == 0)
            #expect(size(h) == (96, 200))
            #expect(size(h, 40, 320) == (96, 320))
        }

        @Test func badArgumentsAreRefused() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_natural_size(h, -1, .nan, 0) == -2)
            #expect(lastError() == "gauge_natural_size: width: must be a finite number 0…100000")
            #expect(gauge_natural_size(h, .nan, .infinity, 1) == -2)
            #expect(lastError() == "gauge_natural_size: height: must be a finite number 0…100000")
            #expect(gauge_natural_size(h, 10, 10, 2) == -2)
            #expect(lastError() == "gauge_natural_size: what: must be 0 or 1, got 2")
            #expect(gauge_natural_size(0, 10, 10, 0) == -1)
        }
    }
}
