// gauge_set_needle: the dial's needle shapes and hub through the C ABI — refusals name the argument and keep the
// needle; the default is today's line (docs/swiftui-fidelity.md › Needle shapes).
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct NeedleShape {
        func dial() -> Int32 {
            let h = gauge_create()
            #expect(gauge_set_style(h, GaugeStyle.dial.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_value(h, 40) == 0)
            return h
        }

        func list(_ h: Int32) -> String {
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            return describe(h, 0)
        }

        @Test func refusalsNameTheArgumentAndKeepTheNeedle() {
            let h = dial(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_needle(h, 1, 0.1) == 0)
            let before = list(h)
            let cases: [(() -> Int32, Int32, String)] = [
                ({ gauge_set_needle(h, 3, 0.1) }, -2, "gauge_set_needle: shape: must be 0 (line), 1 (tapered) or 2 (arrow), got 3"),
                ({ gauge_set_needle(h, 0, .nan) }, -2, "gauge_set_needle: hubRadius: must be 0…0.25 (a fraction of the dial's radius), got –"),
                ({ gauge_set_needle(h, 0, -0.01) }, -2, "gauge_set_needle: hubRadius: must be 0…0.25 (a fraction of the dial's radius), got -0.01"),
                ({ gauge_set_needle(h, 2, 0.3) }, -2, "gauge_set_needle: hubRadius: must be 0…0.25 (a fraction of the dial's radius), got 0.3"),
                ({ gauge_set_needle(h, 2, .infinity) }, -2, "gauge_set_needle: hubRadius: must be 0…0.25 (a fraction of the dial's radius), got ∞"),
                ({ gauge_set_needle(0, 0, 0.065) }, -1, "gauge_set_needle: handle: no live gauge has handle 0"),
            ]
            for (call, status, message) in cases {
                #expect(call() == status)
                #expect(lastError() == message)
                #expect(list(h) == before, "a refused needle changed the drawing: \(message)")
            }
        }

        @Test func theDefaultIsTheLineAndShapesDrawQuads() {
            let h = dial(); defer { _ = gauge_destroy(h) }
            let line = list(h)
            #expect(!line.contains("fillQuad"))
            #expect(gauge_set_needle(h, 0, 0.065) == 0)
            #expect(list(h) == line, "shape 0 with the default hub is the line as before")
            #expect(gauge_set_needle(h, 1, 0.065) == 0)
            let tapered = list(h)
            #expect(tapered.split(separator: "\n").filter { $0.hasPrefix("fillQuad") }.count == 1)
            #expect(!tapered.contains("cap=round"), "the tapered needle has no stroke")
            #expect(gauge_set_needle(h, 2, 0) == 0)
            let arrow = list(h)
            #expect(arrow.split(separator: "\n").filter { $0.hasPrefix("fillQuad") }.count == 1)
            #expect(arrow.split(separator: "\n").filter { $0.hasPrefix("line") && $0.contains("cap=round") }.count == 1, "the shaft")
            #expect(!arrow.contains("fillCircle"), "hub radius 0 draws no hub")
        }

        @Test func theHubTakesItsRadiusAndColour() {
            let h = dial(); defer { _ = gauge_destroy(h) }
            func hub(_ text: String) -> Substring? { text.split(separator: "\n").last { $0.hasPrefix("fillCircle") } }
            let r0 = hub(list(h))!
            #expect(gauge_set_needle(h, 0, 0.13) == 0)
            let r1 = hub(list(h))!
            func radius(_ s: Substring) -> Double { Double(s[s.range(of: " r=")!.upperBound...].prefix { $0 != " " })! }
            #expect(abs(radius(r1) / radius(r0) - 2) < 1e-3, "radius in units of R: \(r0) → \(r1)")
            #expect(setColor(h, 3, "#ff2d55") == 0)
            let coloured = list(h)
            #expect(coloured.contains("#ff2d55ff"))
            #expect(setColor(h, 3, "nonsense") == -3)
            #expect(lastError() == "gauge_set_color: hubColor: unknown colour 'nonsense' at byte 0")
            #expect(list(h) == coloured)
            #expect(gauge_set_color(h, 3, -1) == 0)
            #expect(!list(h).contains("#ff2d55ff"), "-1 restores the label colour")
        }
    }
}
