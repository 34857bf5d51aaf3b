// The named constants web/src/vocabulary.js is generated from (Sources/GaugeVocabulary) are the ones the C ABI
// enforces and its messages spell out. The messages stay static text (docs/wasm-build.md › Size and allocation), so each is checked here against
// its constant: at the limit a call is accepted, past it refused with the constant in the message.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct Limits {
        @Test func statusCodesAreTheCoreErrorKinds() {
            #expect(GaugeError.Kind.badArgument.rawValue == Status.badArgument)
            #expect(GaugeError.Kind.badText.rawValue == Status.badText)
            #expect(abiVersion == DisplayList.version)
            #expect(gauge_abi_version() == abiVersion)
        }

        @Test func renderLimits() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_render(h, maximumSide, maximumSide, maximumPixelRatio, 0) == 0)
            #expect(gauge_render(h, 1, 1, minimumPixelRatio, 0) == 0)
            #expect(gauge_render(h, maximumSide.nextUp, 1, 1, 0) == Status.badArgument)
            #expect(lastError() == "gauge_render: width: must be a finite number 0…\(Int(maximumSide))")
            #expect(gauge_render(h, 1, 1, maximumPixelRatio.nextUp, 0) == Status.badArgument)
            #expect(lastError() == "gauge_render: pixelRatio: must be a finite number \(minimumPixelRatio)…\(Int(maximumPixelRatio))")
            #expect(gauge_render(h, 1, 1, minimumPixelRatio.nextDown, 0) == Status.badArgument)
        }

        @Test func batchLimits() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_render_batch(Int32(Handles.maxSlots + 1), 1, 0) == Status.badArgument)
            #expect(lastError() == "gauge_render_batch: count: must be 0…\(Handles.maxSlots), got \(Handles.maxSlots + 1)")
            _ = gauge_scratch(Int32(batchEntryBytes))
            #expect(gauge_render_batch(2, 1, 0) == Status.badText)
            #expect(lastError() == "gauge_render_batch: count: 2 entries need \(2 * batchEntryBytes) scratch bytes, \(batchEntryBytes) were requested with gauge_scratch")
            #expect(gauge_render_batch(1, maximumPixelRatio.nextUp, 0) == Status.badArgument)
            #expect(lastError() == "gauge_render_batch: pixelRatio: must be a finite number \(minimumPixelRatio)…\(Int(maximumPixelRatio))")
        }

        @Test func textLimits() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_scratch(Int32(scratchLimit)) != nil)
            #expect(gauge_scratch(Int32(scratchLimit + 1)) == nil)
            #expect(lastError() == "gauge_scratch: byteCount: must be 0…\(scratchLimit), got \(scratchLimit + 1)")
            #expect(setText(h, role: 0, String(repeating: "x", count: labelLimit)) == Status.ok)
            #expect(setText(h, role: 0, String(repeating: "x", count: labelLimit + 1)) == Status.badText)
            #expect(lastError() == "gauge_set_label: byteCount: text is \(labelLimit + 1) bytes, the limit is \(labelLimit)")
            #expect(setTint(h, String(repeating: " ", count: tintLimit + 1)) == Status.badText)
            #expect(lastError() == "gauge_set_tint: byteCount: text is \(tintLimit + 1) bytes, the limit is \(tintLimit)")
            let stops = { (n: Int) in Array(repeating: "red", count: n).joined(separator: ",") }
            #expect(setTint(h, stops(Tint.maximumStops)) == Status.ok)
            #expect(setTint(h, stops(Tint.maximumStops + 1)) == Status.badText)
            #expect(lastError().hasPrefix("gauge_set_tint: tint: more than \(Tint.maximumStops) colour stops at byte "))
        }

        @Test func modelLimits() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            let zones = (0..<Zone.maximumCount + 1).map { (Double($0), Optional("red"), "") }
            #expect(gauge_set_zones(h, writeRecords(Array(zones.dropLast()))) == Status.ok)
            #expect(gauge_set_zones(h, writeRecords(zones)) == Status.badArgument)
            #expect(lastError() == "gauge_set_zones: count: must be 0…\(Zone.maximumCount), got \(Zone.maximumCount + 1)")
            let values = (0..<GaugeValue.maximumCount + 1).map { (Double($0), String?.none, "") }
            #expect(gauge_set_values(h, writeRecords(Array(values.dropLast()))) == Status.ok)
            #expect(gauge_set_values(h, writeRecords(values)) == Status.badArgument)
            #expect(lastError() == "gauge_set_values: count: must be 0…\(GaugeValue.maximumCount), got \(GaugeValue.maximumCount + 1)")

            let (lo, hi) = (UInt32(Gauge.minimumSegmentCount), UInt32(Gauge.maximumSegmentCount))
            #expect(gauge_set_segments(h, lo) == Status.ok && gauge_set_segments(h, hi) == Status.ok)
            #expect(gauge_set_segments(h, lo - 1) == Status.badArgument)
            #expect(gauge_set_segments(h, hi + 1) == Status.badArgument)
            #expect(lastError() == "gauge_set_segments: count: must be 0 or \(lo)…\(hi), got \(hi + 1)")

            let (major, minor) = (UInt32(GaugeCore.Dial.maximumMajorTicks), UInt32(GaugeCore.Dial.maximumMinorTicks))
            let sweep = GaugeArc.maximumSweep
            #expect(gauge_set_dial(h, 0, sweep, 1, major, minor, 1) == Status.ok)
            #expect(gauge_set_dial(h, 0, sweep.nextUp, 1, major, minor, 1) == Status.badArgument)
            #expect(lastError().hasPrefix("gauge_set_dial: sweep: must be above 0 and at most \(Int(sweep)) degrees, got "))
            #expect(gauge_set_ring_arc(h, 0, sweep.nextUp, 1) == Status.badArgument)
            #expect(lastError().hasPrefix("gauge_set_ring_arc: sweep: must be above 0 and at most \(Int(sweep)) degrees, got "))
            #expect(GaugeCore.Dial(majorTicks: Int(major) + 1).problem?.reason == "must be 0 (automatic) or 1…\(major)")
            #expect(GaugeCore.Dial(minorTicks: Int(minor) + 1).problem?.reason == "must be 0…\(minor)")
        }

        /// The enum refusals name every value the vocabulary lists, as `raw (name)` or as the range `0…last`.
        @Test func enumMessagesNameTheCases() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, UInt32(GaugeStyle.allCases.count)) == Status.badArgument)
            #expect(lastError() == "gauge_set_style: style: must be 0…\(GaugeStyle.allCases.count - 1), got \(GaugeStyle.allCases.count)")
            #expect(gauge_set_animation(h, 99, 0, 0, 0, 0, 0) == Status.badArgument)
            var message = lastError()
            for kind in AnimationKind.allCases { #expect(message.contains("\(kind.rawValue) (\(kind))")) }
            #expect(gauge_set_layout_direction(h, 99) == Status.badArgument)
            message = lastError()
            for d in LayoutDirection.allCases { #expect(message.contains("\(d.rawValue) (\(d))")) }
            #expect(gauge_set_orientation(h, 99) == Status.badArgument)
            message = lastError()
            for axis in Axis.allCases { #expect(message.contains("\(axis.rawValue) (\(axis.name))")) }
            // The kinds' meaning: none clears, curve and spring take their parameters.
            #expect(gauge_set_animation(h, AnimationKind.none.rawValue, 0, 0, 0, 0, 0) == Status.ok)
            #expect(gauge_set_animation(h, AnimationKind.curve.rawValue, 0.42, 0, 0.58, 1, GaugeCore.Animation.defaultCurveDuration) == Status.ok)
            #expect(gauge_set_animation(h, AnimationKind.spring.rawValue, 0.55, 1, 0, 0, 0) == Status.ok)
        }

        /// gauge_set_formatted_text takes exactly `what` 0…formattedTextCount − 1, and its refusal names each of them
        /// in order; the fuzz driver draws `what` from the same count (one past it included), so the two cannot
        /// disagree about the last valid text (they did: the driver refused 10 and 11 after the ABI took them).
        @Test func formattedTextKindsAreTheCount() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            for what in 0..<formattedTextCount { #expect(gauge_set_formatted_text(h, what, -1) == Status.ok, "what \(what)") }
            for what in [formattedTextCount, formattedTextCount + 1, UInt32.max] {
                #expect(gauge_set_formatted_text(h, what, -1) == Status.badArgument, "what \(what)")
                #expect(lastError().hasPrefix("gauge_set_formatted_text: what: must be 0 (value), "))
                #expect(lastError().hasSuffix(", got \(what)"))
            }
            let listed = lastError().split(separator: ":").last!.split(separator: "(").dropLast()
                .map { $0.split(separator: " ").last.flatMap { UInt32($0) } }
            #expect(listed == (0..<formattedTextCount).map { Optional($0) }, "the message lists \(listed)")
        }

        /// The rings' intrinsic size is the frame their geometry scales from: a ring drawn at it has SwiftUI's
        /// 26 pt centre-line radius and 6 pt stroke (docs/swiftui-fidelity.md › accessoryCircular), i.e. scale 1.
        @Test func ringIntrinsicSizeIsTheLayoutFrame() throws {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircularCapacity.rawValue) == Status.ok)
            #expect(gauge_render(h, IntrinsicSize.ring.width, IntrinsicSize.ring.height, 1, 0) == 0)
            let list = try DisplayList.decode(displayListBytes(h))
            let arcs = list.commands.compactMap { c -> (Float, Float)? in
                if case let .strokeArc(_, _, r, _, _, w, _, _) = c { return (r, w) } else { return nil }
            }
            #expect(!arcs.isEmpty && arcs.allSatisfy { $0 == (26, 6) }, "\(arcs)")
            #expect(GaugeStyle.allCases.filter(\.isRound) == [.accessoryCircular, .accessoryCircularCapacity, .dial])
        }
    }
}
