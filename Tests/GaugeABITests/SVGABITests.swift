// gauge_describe(h, 4): the last display list as SVG, through the C ABI the way the JS host calls it.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct SVG {
        @Test func isTheSVGOfTheLastRender() throws {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircular.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 40) == 0)
            #expect(gauge_set_value(h, 21) == 0)
            #expect(setText(h, role: 0, "Temperature") == 0)
            #expect(setText(h, role: 1, "21°") == 0)
            #expect(setBoundsLabels(h, "0", "40") == 0)
            #expect(setTint(h, "in oklch, green, red") == 0)
            #expect(gauge_render(h, 120, 90, 2, 0) == 0)
            let native = Gauge(value: 21, in: 0...40, label: "Temperature", currentValueLabel: "21°",
                               minimumValueLabel: "0", maximumValueLabel: "40", style: .accessoryCircular,
                               tint: try Tint.parse("in oklch, green, red"))
            let svg = describe(h, 4)
            // describe(4)'s ids start with the list's own prefix; the Swift API's take it when given
            let own = DisplayList.listIDPrefix(of: displayListBytes(h))
            #expect(svg == (try native.svg(width: 120, height: 90, pixelRatio: 2, idPrefix: own)))
            #expect(svg.contains(" id=\"\(own)"))
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"90\""))
            #expect(svg.contains("<title>Temperature: 21°</title>") && svg.contains("<desc>0 to 40</desc>"))
            // the SVG follows the last render, not the state since
            #expect(gauge_set_value(h, 5) == 0)
            #expect(describe(h, 4) == svg)
            #expect(gauge_render(h, 120, 90, 2, 0) == 0)
            #expect(describe(h, 4) != svg)
        }

        @Test func beforeTheFirstRenderAndBadArguments() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(describe(h, 4) == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\"><!-- not a display list --></svg>\n")
            #expect(gauge_describe(h, 5) == -2)
            #expect(lastError() == "gauge_describe: what: must be 0…4, got 5")
            #expect(gauge_describe(0, 4) == -1)
        }

        /// The XSS label reaches the SVG only as escaped text.
        @Test func labelsAreEscaped() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(setText(h, role: 0, "<img src=x onerror=alert(1)>") == 0)
            #expect(gauge_render(h, 300, 60, 1, 0) == 0)
            let svg = describe(h, 4)
            #expect(!svg.contains("<img"))
            #expect(svg.contains("&lt;img src=x onerror=alert(1)&gt;"))
        }
    }
}
