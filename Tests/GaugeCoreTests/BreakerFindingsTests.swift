// What a breaker found in the public Swift API, each pinned: deep light-dark() nesting (a stack overflow), a
// gradient flattened over a huge range (a fatal allocation), error messages quoting a megabyte of input, a
// non-ASCII word quoted from its first byte only, and NaN from extreme timing curves and a zero-response spring.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct BreakerFindingsTests {
    /// The message of the error `body` throws ("" if none).
    static func message(_ body: () throws -> Void) -> String {
        do { try body(); return "" } catch { return "\(error)" }
    }

    @Test func deeplyNestedLightDarkIsRefused() {
        let n = 10_000
        let text = String(repeating: "light-dark(", count: n) + "red" + String(repeating: ", blue)", count: n)
        let m = Self.message { _ = try Tint.parse(text) }
        #expect(m.contains("light-dark() nested too deeply (at most \(GaugeLimits.colorNesting) levels) at byte"))
        // The limit itself parses; one more is refused at the innermost light-dark's name.
        let k = GaugeLimits.colorNesting
        let deepest = String(repeating: "light-dark(", count: k) + "red" + String(repeating: ", blue)", count: k)
        #expect(throws: Never.self) { _ = try Tint.parse(deepest) }
        let over = String(repeating: "light-dark(", count: k + 1) + "red" + String(repeating: ", blue)", count: k + 1)
        #expect(Self.message { _ = try ColorValue.parse(over) }.hasSuffix("at byte \(11 * (k + 1))"))
    }

    @Test func flatSegmentsClampToTheGradient() {
        let g = Gradient(colors: [.red, .blue, .green], interpolation: .oklch(.longer)).resolved()
        let whole = g.flatSegmentsUncached(from: 0, to: 1)
        #expect(g.flatSegments(from: -1e308, to: 1e308) == whole)
        #expect(g.flatSegments(from: -5, to: 100) == whole)
        #expect(g.flatSegments(from: 0.25, to: 7) == g.flatSegmentsUncached(from: 0.25, to: 1))
        #expect(g.flatSegments(from: 2, to: 3).isEmpty)
        #expect(g.flatSegments(from: -.infinity, to: 1).isEmpty)
    }

    @Test func messagesQuoteAtMost64Bytes() throws {
        let long = String(repeating: "W", count: 1 << 20)
        let tint = Self.message { _ = try Tint.parse(long) }
        #expect(tint == "tint: unknown colour '\(String(repeating: "W", count: 64))…' at byte 0")
        // Cut at a character boundary: after "a", 64 bytes end inside the 32nd "é" (2 bytes each).
        let accented = "a" + String(repeating: "é", count: 100)
        let cut = Self.message { _ = try Tint.parse(accented) }
        #expect(cut == "tint: unknown colour 'a\(String(repeating: "é", count: 31))…' at byte 0")
        // Normal-length quotes are unchanged.
        #expect(Self.message { _ = try Tint.parse("bleu") } == "tint: unknown colour 'bleu' at byte 0")
        // The JSON decoder's names.
        let json = Data("[\"\(long)\"]".utf8)
        let decoded = Self.message { _ = try JSONDecoder().decode([Needle.Shape].self, from: json) }
        #expect(decoded.contains("unknown needle shape '\(String(repeating: "W", count: 64))…'"))
        #expect(decoded.utf8.count < 2_000)
    }

    @Test func nonASCIIWordsAreQuotedWhole() {
        #expect(Self.message { _ = try Tint.parse("röd") } == "tint: unknown colour 'röd' at byte 0")
        #expect(Self.message { _ = try Tint.parse("blå, red") } == "tint: unknown colour 'blå' at byte 0")
    }

    @Test func extremeTimingCurvesAreFinite() {
        let c = TimingCurve(1e308, -1e308, 1e308, 1e308)
        for x in stride(from: 0.0, through: 1, by: 0.125) { #expect(c.value(at: x).isFinite) }
        // Ordinary curves keep their values (the polynomial form).
        #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
    }

    @Test func zeroResponseSpringIsAStep() {
        let s = SpringSolution(response: 0, dampingFraction: 0.5, displacement: -1, velocity: 2)
        #expect(s.state(at: 1) == (0, 0))
        #expect(s.state(at: 0) == (-1, 2))
        for z in [0.5, 1, 2] {
            let t = SpringSolution(response: .infinity, dampingFraction: z, displacement: -1, velocity: 0).state(at: 1)
            #expect(t.displacement == -1 && t.velocity == 0)
        }
    }
}
