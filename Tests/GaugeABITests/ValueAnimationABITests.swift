// gauge_set_value_animation through the C ABI: the counting value text (docs/design.md › Counting value text).
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct ValueAnimation {
        /// A capacity ring (its one text is the value) 0…100 at `value`, animated by `animation` (kind, p1…p4, d).
        func ring(value: Double, counting: Bool = true, _ a: (UInt32, Double, Double, Double, Double, Double) = (1, 0, 0, 1, 1, 1)) -> Int32 {
            let h = gauge_create()
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircularCapacity.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_value(h, value) == 0)
            #expect(gauge_set_animation(h, a.0, a.1, a.2, a.3, a.4, a.5) == 0)
            if counting { #expect(gauge_set_value_animation(h, 1) == 0) }
            #expect(gauge_render(h, 58, 58, 1, 0) == 0)
            return h
        }

        /// The text and size of the first text command of the last display list.
        func text(_ h: Int32) -> (text: String, size: Double) {
            let line = describe(h, 0).split(separator: "\n").first { $0.hasPrefix("text \"") }!
            let t = line.dropFirst(6).prefix { $0 != "\"" }
            let size = line.split(separator: " ").first { $0.hasPrefix("size=") }!.dropFirst(5)
            return (String(t), Double(size)!)
        }

        func frame(_ h: Int32, _ ms: Double) -> (text: String, size: Double) {
            #expect(gauge_render(h, 58, 58, 1, ms) == 0)
            return text(h)
        }

        @Test func offByDefaultTheTextShowsTheNewValueAtOnce() {
            let h = ring(value: 20, counting: false); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 80) == 0)
            #expect(frame(h, 1000).text == "80")
            #expect(frame(h, 1500).text == "80")
        }

        @Test func countsThroughTheValuesAndSettlesOnTodaysText() {
            let h = ring(value: 20); defer { _ = gauge_destroy(h) }
            let plain = ring(value: 20, counting: false); defer { _ = gauge_destroy(plain) }
            #expect(gauge_set_value(h, 80) == 0)
            #expect(gauge_set_value(plain, 80) == 0)
            #expect(frame(h, 1000).text == "20", "the first frame shows the value the count starts from")
            var last = 20.0, sizes: Set<Double> = []
            for ms in stride(from: 1050.0, through: 1950, by: 50) {
                let f = frame(h, ms)
                let v = Double(f.text)!
                #expect(v >= last && v <= 80 && v == v.rounded(), "frame at \(ms): \(f.text)")
                last = v
                sizes.insert(f.size)
            }
            #expect(last > 20 && last < 80)
            #expect(sizes.count == 1, "the text keeps its size through the count: \(sizes)")
            // Settled: the value's own text, at the count's size.
            let settled = frame(h, 2100)
            #expect(settled.text == "80" && sizes.contains(settled.size), "\(settled) after \(sizes)")
            #expect(gauge_render(plain, 58, 58, 1, 1000) == 0)
            #expect(gauge_render(plain, 58, 58, 1, 2100) == 0)
            #expect(text(plain).text == "80")
        }

        /// −99.5 → 99.5 counted at 24.2 px and settled at 27 px. One size: the widest text's,
        /// through the count, when it settles, and in later renders of the settled gauge.
        @Test func theTextSettlesAtTheSizeItCountedAt() {
            let h = ring(value: -99.5); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_bounds(h, -100, 100) == 0)
            #expect(gauge_set_value(h, 99.5) == 0)
            var sizes: Set<Double> = [], last = ""
            for ms in stride(from: 1000.0, through: 2200, by: 50) {
                let f = frame(h, ms)
                sizes.insert(f.size)
                last = f.text
            }
            #expect(last == "100", "no automatic fraction digits over −100…100 (docs/swiftui-fidelity.md › Numbers hold still)")
            #expect(gauge_render(h, 58, 58, 1, 5000) == 0)
            sizes.insert(text(h).size)
            #expect(sizes.count == 1, "one size, counting and settled: \(sizes)")
            // A value set without a count (no animation) is sized as a gauge that never counted.
            #expect(gauge_set_animation(h, 0, 0, 0, 0, 0, 0) == 0)
            #expect(gauge_set_value(h, -50.5) == 0)
            let plain = ring(value: -50.5, counting: false); defer { _ = gauge_destroy(plain) }
            #expect(gauge_set_bounds(plain, -100, 100) == 0)
            #expect(gauge_render(plain, 58, 58, 1, 6000) == 0)
            #expect(frame(h, 6000).size == text(plain).size)
        }

        @Test func anInterruptedCountGoesOnFromWhatWasOnScreen() {
            let h = ring(value: 0); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 100) == 0)
            _ = frame(h, 1000)
            let before = frame(h, 1400).text  // 40 % of a linear second
            #expect(before == "40")
            #expect(gauge_set_value(h, 20) == 0)
            #expect(frame(h, 1400).text == before, "no jump at the retarget")
            let next = Double(frame(h, 1500).text)!
            #expect(next < 40 && next > 20)
        }

        @Test func aSpringsOvershootMovesTheFillNotTheReading() {
            // A bouncy spring from 10 to 60: the ring's fill passes 60, the text stays within 10…60.
            let h = ring(value: 10, (2, 0.3, 0.4, 0, 0, 0)); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 60) == 0)
            var seen60 = false
            for ms in stride(from: 1000.0, through: 2500, by: 10) {
                let v = Double(frame(h, ms).text)!
                #expect(v >= 10 && v <= 60)
                if v == 60 { seen60 = true }
            }
            #expect(seen60)
        }

        @Test func fractionDigitsNeverExceedTheEnds() {
            // Automatic: 0.5 → 10 counts with one fraction digit (0.5 has one), then settles on "10".
            let h = ring(value: 0.5); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 10) == 0)
            _ = frame(h, 1000)
            let mid = frame(h, 1333).text
            #expect(mid.split(separator: ".").last?.count == 1 && mid.contains("."), "\(mid)")
            #expect(frame(h, 2000).text == "10")
            // A fixed format keeps its digits: one, in every frame.
            #expect(setFormat(h, "fixed=1,suffix=°") == 0)
            #expect(gauge_set_value(h, 31.8) == 0)
            _ = frame(h, 3000)
            for ms in [3100.0, 3377, 3650, 3999] {
                let t = frame(h, ms).text
                #expect(t.hasSuffix("°") && t.dropLast().split(separator: ".").last?.count == 1, "\(t)")
            }
        }

        @Test func noValueAndLabelsDoNotCount() {
            let h = ring(value: .nan); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 50) == 0)
            #expect(frame(h, 1000).text == "50", "from no value the text jumps")
            #expect(gauge_set_value(h, .infinity) == 0)
            #expect(frame(h, 1500).text == "∞")
            #expect(gauge_set_value(h, 30) == 0)
            #expect(frame(h, 2500).text == "30", "from ±∞ the text jumps")
            #expect(setText(h, role: 1, "Thirty") == 0)
            #expect(gauge_set_value(h, 90) == 0)
            #expect(frame(h, 3500).text == "Thirty")
            #expect(frame(h, 3700).text == "Thirty")
        }

        @Test func theAccessibleValueIsTheSettledOne() {
            let h = ring(value: 20); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 80) == 0)
            _ = frame(h, 1000)
            #expect(frame(h, 1500).text != "80")
            #expect(describe(h, 2) == "80")
        }

        @Test func aGaugeInTheSlotOfADestroyedCounterDoesNotCount() {
            _ = gauge_destroy(ring(value: 20))
            let g = ring(value: 20, counting: false); defer { _ = gauge_destroy(g) }
            #expect(gauge_set_value(g, 80) == 0)
            #expect(frame(g, 1000).text == "80")
            #expect(frame(g, 1500).text == "80")
        }

        @Test func badArgumentsAreRefusedAndTheSettingKept() {
            let h = ring(value: 20); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value_animation(h, 2) == Status.badArgument)
            #expect(lastError() == "gauge_set_value_animation: on: must be 0 or 1, got 2")
            #expect(gauge_set_value_animation(h, UInt32.max) == Status.badArgument)
            #expect(gauge_set_value_animation(-3, 1) == Status.badHandle)
            #expect(gauge_set_value(h, 80) == 0)
            _ = frame(h, 1000)
            #expect(frame(h, 1500).text != "80", "still counting")
            #expect(gauge_set_value_animation(h, 0) == 0)
            #expect(frame(h, 1600).text == "80", "off: the value's own text at once")
        }
    }
}
