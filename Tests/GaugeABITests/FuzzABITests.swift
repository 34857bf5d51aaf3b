// The fuzzer's findings as tests, and its corpus replayed natively: every file in Fuzz/corpus (the seeds and
// the inputs that once failed, `finding-*`) runs through the same driver and invariants as `./build.sh fuzz`.
import Testing
@testable import GaugeABI
import GaugeCore
import Foundation

extension ABITests {
    @Suite struct Fuzz {
        static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus").standardized

        static func corpusFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
        }

        @Test func corpusIsThere() {
            let files = Self.corpusFiles()
            #expect(files.filter { $0.hasPrefix("seed-") }.count >= 30)
            #expect(files.contains { $0.hasPrefix("finding-") })
        }

        @Test(arguments: corpusFiles())
        func corpusProgramHoldsEveryInvariant(_ name: String) throws {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let failure = data.withUnsafeBytes { runFuzzProgram($0) }
            #expect(failure == nil, "\(name): \(failure ?? "")")
        }

        /// The driver's checks can fail: a list painting outside its box is caught.
        @Test func driverCatchesAPaintOutsideTheBox() {
            var list = DisplayList()
            list.reset(width: 10, height: 10, pixelRatio: 1)
            let paint = list.solid(Color(r8: 255, g8: 0, b8: 0))
            list.fillCircle(cx: 9, cy: 5, r: 2, paint: paint)
            let program = FuzzProgram(UnsafeRawBufferPointer(start: nil, count: 0))
            program.checkDisplayList(list.bytes(), 10, 10, 1)
            #expect(program.failure?.contains("outside 10.0x10.0") == true)
        }

        /// Finding 1: a box 5e-324 px wide (subnormal, f32 0) gave a text with maxWidth 0, which a host draws
        /// without any width limit, far outside the box. Texts now need a slot of at least 1 px.
        @Test(arguments: [Double.leastNonzeroMagnitude, Double(bitPattern: 0x3D00), 1e-300, 0.5, 0.999])  // 0x3D00: 7.7153e-320, subnormal
        func textNeedsASlotOfOnePixel(_ width: Double) {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            for style in GaugeStyle.allCases {
                #expect(gauge_set_style(h, style.rawValue) == 0)
                #expect(setText(h, role: 0, "Temperature") == 0)
                #expect(setBoundsLabels(h, "0", "40") == 0)
                #expect(gauge_render(h, width, 294, 1, 0) == 0)
                let list = try! DisplayList.decode(displayListBytes(h))
                for case let .text(s, _, _, _, _, _, _, maxWidth) in list.commands {
                    Issue.record("\(style.name) \(width) px wide draws \"\(s)\" with maxWidth \(maxWidth)")
                }
            }
        }

        /// Finding 2: a box 1e-192 px high gave a ring whose radius and line width were positive in f64 but 0
        /// as f32. Every size is now tested as the f32 the list stores.
        @Test(arguments: [1.3193866323463512e-192, 1e-45, 1e-40])
        func noEmptyPrimitives(_ height: Double) {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 0.5) == 0)
            for style in GaugeStyle.allCases {
                #expect(gauge_set_style(h, style.rawValue) == 0)
                #expect(gauge_render(h, 0.375, height, 1, 0) == 0)
                for c in try! DisplayList.decode(displayListBytes(h)).commands {
                    switch c {
                    case let .strokeArc(_, _, r, _, _, w, _, _): #expect(r > 0 && w > 0, "\(style.name): \(c)")
                    case let .fillRoundRect(_, _, w, hh, _, _): #expect(w > 0 && hh > 0, "\(style.name): \(c)")
                    case let .fillCircle(_, _, r, _), let .knockOut(_, _, r): #expect(r > 0, "\(style.name): \(c)")
                    default: break
                    }
                }
            }
        }
    
        /// Adversarial check (this session): a target mark in a box whose side across the bar is below f32's
        /// smallest value gave a line of width 0, and one in a box 1e-46 px high a line of length 0; at the
        /// dial's minimum the butt-capped target mark poked 0.5 px out of the box. Every list the driver checks.
        @Test(arguments: [(1, 0, 1e-300, 58.0), (1, 1, 58, 5e-324), (1, 0, 300, 1e-46), (6, 0, 2000, 300), (6, 0, 600, 200),
                          (3, 1, 58, 1e-300), (2, 0, 1e-300, 58)] as [(UInt32, UInt32, Double, Double)])
        func targetMarksAreNonEmptyAndInside(_ c: (UInt32, UInt32, Double, Double)) {
            let (style, orientation, w, hh) = c
            for target in [0.0, 0.5, 1.0] {
                let h = gauge_create(); defer { _ = gauge_destroy(h) }
                #expect(gauge_set_style(h, style) == 0)
                #expect(gauge_set_orientation(h, orientation) == 0)
                #expect(gauge_set_target(h, target) == 0)
                #expect(gauge_render(h, w, hh, 2, 0) == 0)
                let program = FuzzProgram(UnsafeRawBufferPointer(start: nil, count: 0))
                program.checkDisplayList(displayListBytes(h), w, hh, 2)
                #expect(program.failure == nil, "style \(style) \(w)x\(hh) target \(target): \(program.failure ?? "")")
            }
        }
}
}
