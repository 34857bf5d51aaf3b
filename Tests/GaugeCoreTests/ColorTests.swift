// Colours, gradients and tint parsing.
import Testing
@testable import GaugeCore

@Suite struct ColorTests {
    @Test func systemColoursMatchTheHIG() {
        #expect(Color.blue.rgba8 == 0x007A_FFFF)
        #expect(Color.green.rgba8 == 0x34C7_59FF)
        #expect(Color.red.rgba8 == 0xFF3B_30FF)
        #expect(Color.orange.rgba8 == 0xFF95_00FF)
        #expect(Color.yellow.rgba8 == 0xFFCC_00FF)
        #expect(Color.purple.rgba8 == 0xAF52_DEFF)
        #expect(SystemColor.blue.dark.rgba8 == 0x0A84_FFFF)
    }

    @Test func shortAndLongHexAreTheSameColour() throws {
        #expect(try Color.parse("#f00") == Color.parse("#ff0000"))
        #expect(try Color.parse("#F00F") == Color.parse("#ff0000ff"))
        #expect(try Color.parse("#0000ff80").rgba8 == 0x0000_FF80)
        #expect(try Color.parse("  Green ") == .green)
    }

    @Test(arguments: [("", "expected a colour at byte 0"), ("#12345", "hex colour needs 3, 4, 6 or 8 digits at byte 0"),
                      ("#ggg", "invalid hex digit at byte 1"), ("bleu", "unknown colour 'bleu' at byte 0"),
                      ("red blue", "expected a location (a number or a percentage) at byte 4"),
                      ("red,", "expected a colour at byte 4"), ("red 10%%", "expected ',' between colour stops at byte 7")])
    func badTintTextIsNamed(_ text: String, _ reason: String) {
        #expect(throws: GaugeError(.badText, argument: "tint", reason: reason)) { try Tint.parse(text) }
    }

    @Test func tintParsing() throws {
        #expect(try Tint.parse("orange") == .color(.orange))
        #expect(try Tint.parse("green, red") == .gradient(Gradient(colors: [.green, .red])))
        let g = try Tint.parse("green 0%, yellow 25%, red")
        guard case let .gradient(gr) = g else { Issue.record("not a gradient"); return }
        #expect(gr.stops.map(\.location) == [0, 0.25, 1])
        #expect(try Tint.parse("blue 0.5") == .gradient(Gradient(stops: [.init(color: .blue, location: 0.5)])))
    }

    @Test func gradientSamplingAtKnownFractions() {
        let g = Gradient(colors: [.green, .yellow, .orange, .red])
        #expect(g.color(at: 0) == .green)
        #expect(g.color(at: 1) == .red)
        #expect(g.color(at: 1.0 / 3) == .yellow)
        #expect(g.color(at: 0.5) == Color.yellow.mix(.orange, 0.5))  // spec §6 test case
        #expect(g.color(at: -1) == .green && g.color(at: 2) == .red && g.color(at: .nan) == .green)
    }

    @Test func cssStopFixUp() {
        // Unsorted locations are raised to the previous one (a hard edge); missing ones are spread evenly.
        let g = Gradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.2),
                                 .init(color: .green, location: .nan), .init(color: .black, location: 1)])
        #expect(g.stops.map(\.location) == [0.5, 0.5, 0.75, 1])
        #expect(g.color(at: 0.49) == .red && g.color(at: 0.5) == .blue)
        // Stops outside 0…1 still shape the inside.
        let wide = Gradient(stops: [.init(color: .black, location: -1), .init(color: .white, location: 1)])
        #expect(wide.color(at: 0) == Color.black.mix(.white, 0.5))
        #expect(wide.clippedStops().first!.color == Color.black.mix(.white, 0.5))
    }

    @Test func firstStopFallback() {
        #expect(Tint.gradient(Gradient(colors: [.purple, .red])).flatColor == .purple)
        #expect(Tint.color(.mint).color(at: 0.7) == .mint)
    }
}

@Suite struct NumberFormatTests {
    @Test(arguments: [(21.0, "21"), (2.4, "2.4"), (0.1 + 0.2, "0.3"), (-20, "-20"), (130, "130"), (0.5, "0.5"),
                      (-0.0, "0"), (-0.0000001, "-1e-7"), (1234567.891, "1234567.891"), (1e15, "1e+15"),
                      (Double.nan, "–"), (-Double.infinity, "-∞"), (0.0000005, "5e-7"), (0.0000015, "0.0000015")])
    func automatic(_ value: Double, _ text: String) {
        #expect(NumberFormat.automatic.string(value) == text)
    }

    @Test func fixedDigitsAndAffixes() {
        #expect(NumberFormat(fractionDigits: 0, suffix: "°").string(21.04) == "21°")
        #expect(NumberFormat(fractionDigits: 1).string(2.25) == "2.2")  // half to even on the binary value
        #expect(NumberFormat(fractionDigits: 2, prefix: "$").string(3) == "$3.00")
        #expect(NumberFormat(fractionDigits: 0, suffix: " GB").string(182) == "182 GB")
    }
}

@Suite struct DisplayListTests {
    @Test func textFormRoundsAndTrims() {
        #expect(DisplayList.num(1.5707964) == "1.571")
        #expect(DisplayList.num(-0.0001) == "0")
        #expect(DisplayList.num(29) == "29")
        #expect(DisplayList.num(-2.5) == "-2.5")
        #expect(DisplayList.hex(0x007A_FFFF) == "#007affff")
    }

    @Test func malformedBytesDoNotTrap() {
        #expect(DisplayList.text(of: []) == "error: not a display list\n")
        var list = Gauge(value: 0.5, label: "x", style: .linearCapacity).displayList(width: 100, height: 40)
        let bytes = list.bytes()
        #expect(DisplayList.text(of: Array(bytes.prefix(bytes.count - 8))).hasPrefix("error:"))
    }

    @Test func solidPaintsAreDefinedOnce() {
        let cmds = Gauge(value: 0.5, label: "A", currentValueLabel: "B", minimumValueLabel: "0", maximumValueLabel: "1",
                         style: .accessoryCircular).commands(100, 100)
        let solids = cmds.compactMap { if case let .solid(_, rgba) = $0 { return rgba }; return nil }
        #expect(Set(solids).count == solids.count)
    }

    @Test func encodingReusesCapacity() {
        var list = DisplayList()
        var out: [UInt8] = []
        let g = Gauge(value: 0.5, style: .accessoryCircular)
        g.render(width: 100, height: 100, pixelRatio: 1, into: &list); list.encode(into: &out)
        let capacity = out.capacity
        for _ in 0..<100 { g.render(width: 100, height: 100, pixelRatio: 1, into: &list); list.encode(into: &out) }
        #expect(out.capacity == capacity)
    }
}
