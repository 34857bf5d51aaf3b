// Colours, gradients and tint parsing.
import Testing
@testable import GaugeCore

@Suite struct ColourTests {
    @Test func systemColoursMatchTheHIG() {
        // HIG › Color › Specifications, iOS "Default" light / dark (see SystemColor's comment).
        #expect(SystemColor.blue.light.rgba8 == 0x007A_FFFF && SystemColor.blue.dark.rgba8 == 0x0A84_FFFF)
        #expect(SystemColor.green.light.rgba8 == 0x34C7_59FF && SystemColor.green.dark.rgba8 == 0x30D1_58FF)
        #expect(SystemColor.red.light.rgba8 == 0xFF3B_30FF && SystemColor.red.dark.rgba8 == 0xFF45_3AFF)
        #expect(SystemColor.orange.light.rgba8 == 0xFF95_00FF && SystemColor.orange.dark.rgba8 == 0xFF9F_0AFF)
        #expect(SystemColor.yellow.light.rgba8 == 0xFFCC_00FF && SystemColor.yellow.dark.rgba8 == 0xFFD6_0AFF)
        #expect(SystemColor.mint.light.rgba8 == 0x00C7_BEFF && SystemColor.mint.dark.rgba8 == 0x63E6_E2FF)
        #expect(SystemColor.teal.light.rgba8 == 0x30B0_C7FF && SystemColor.teal.dark.rgba8 == 0x40C8_E0FF)
        #expect(SystemColor.cyan.light.rgba8 == 0x32AD_E6FF && SystemColor.cyan.dark.rgba8 == 0x64D2_FFFF)
        #expect(SystemColor.indigo.light.rgba8 == 0x5856_D6FF && SystemColor.indigo.dark.rgba8 == 0x5E5C_E6FF)
        #expect(SystemColor.purple.light.rgba8 == 0xAF52_DEFF && SystemColor.purple.dark.rgba8 == 0xBF5A_F2FF)
        #expect(SystemColor.pink.light.rgba8 == 0xFF2D_55FF && SystemColor.pink.dark.rgba8 == 0xFF37_5FFF)
        #expect(SystemColor.brown.light.rgba8 == 0xA284_5EFF && SystemColor.brown.dark.rgba8 == 0xAC8E_68FF)
        #expect(SystemColor.gray.light.rgba8 == 0x8E8E_93FF && SystemColor.gray.dark.rgba8 == 0x8E8E_93FF)
        // UIKit label / secondaryLabel.
        #expect(SystemColor.primary.light.rgba8 == 0x0000_00FF && SystemColor.primary.dark.rgba8 == 0xFFFF_FFFF)
        #expect(SystemColor.secondary.light.rgba8 == 0x3C3C_4399 && SystemColor.secondary.dark.rgba8 == 0xEBEB_F599)
        #expect(SystemColor.allCases.count == 15)
    }

    @Test func systemColoursStaySymbolicUntilResolved() throws {
        let v = try ColorValue.parse("orange")
        #expect(v == .system(.orange))
        #expect(v.resolved(in: .light) == SystemColor.orange.light)
        #expect(v.resolved(in: .dark) == SystemColor.orange.dark)
        #expect(try ColorValue.parse("#ff9500") == .color(SystemColor.orange.light))  // a fixed colour stays fixed
        let ld = try ColorValue.parse("light-dark(#fff, blue)")
        #expect(ld.resolved(in: .light).rgba8 == 0xFFFF_FFFF && ld.resolved(in: .dark) == SystemColor.blue.dark)
    }

    @Test(arguments: ColorScheme.allCases)
    func tracksAndFillsStayLegibleInBothSchemes(_ scheme: ColorScheme) {
        // On the scheme's page (white / black), for every system colour as the tint: the track stands out from
        // the page and the fill from the track by at least two JNDs (ΔE_OK 0.04), in every style that has a track.
        let page = Palette.background(scheme)
        let tints = SystemColor.allCases.filter { $0 != .primary && $0 != .secondary && $0 != .gray }
        var worst = (track: 1.0, fill: 1.0, what: "")
        for style in GaugeStyle.allCases {
            for s in tints {
                let cmds = Gauge(value: 0.5, style: style, tint: .color(.system(s)), colorScheme: scheme).commands(200, 200)
                var paints: [UInt32: UInt32] = [:]
                var shapes: [UInt32] = []
                for c in cmds {
                    switch c {
                    case let .solid(id, rgba): paints[id] = rgba
                    case let .strokeArc(_, _, _, _, _, _, _, paint), let .fillRoundRect(_, _, _, _, _, paint): shapes.append(paint)
                    default: break
                    }
                }
                // The first shape is the track; the fill (capacity styles) the second; marker styles' track is the tint.
                let track = Color(rgba8: paints[shapes[0]]!).over(page)
                let fill = s.color(in: scheme)
                let trackToPage = track.deltaEOK(page), fillToTrack = fill.over(page).deltaEOK(track)
                if trackToPage < worst.track { worst.track = trackToPage; worst.what = style.name + " " + s.name }
                #expect(trackToPage >= 0.04, "\(style.name), \(s.name), \(scheme): track ΔE \(trackToPage) from the page")
                if shapes.count > 1 {
                    worst.fill = min(worst.fill, fillToTrack)
                    #expect(fillToTrack >= 0.04, "\(style.name), \(s.name), \(scheme): fill ΔE \(fillToTrack) from the track")
                }
            }
        }
        print("legibility \(scheme): least track/page ΔE_OK \(worst.track) (\(worst.what)), least fill/track \(worst.fill)")
    }

    @Test func firstStopFallback() {
        // Styles that cannot draw a gradient use its first stop (SwiftUI's documented rule, docs/swiftui-fidelity.md › Tint and gradients) — the
        // first stop as given, in the scheme's appearance, even when later stops sort before it.
        let g = Gradient(stops: [.init(color: .purple, location: 0.8), .init(color: .red, location: 0.1)])
        #expect(Tint.gradient(g).resolved().flatColor == SystemColor.purple.light)
        #expect(Tint.gradient(g).resolved(scheme: .dark).flatColor == SystemColor.purple.dark)
        #expect(Tint.color(.mint).resolved().color(at: 0.7) == SystemColor.mint.light)
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

    /// The same hand-built list and expected text as web/test/replay.test.mjs's edge-case test: the JS host's
    /// text form (the wasm has none: docs/wasm-build.md › Size and allocation) and this one must agree on ties, signs, escapes, unknown opcodes.
    @Test func textFormEdgeCasesMatchTheHost() {
        let text = Array("a \"b\" \\ c\nd".utf8)
        enum W { case u(UInt32), f(Float) }
        let commands: [(UInt32, [W])] = [
            (2, [.u(3), .f(-0.0), .f(-1.5), .f(123456.789), .f(1e-7)]),
            (6, [.f(0.1), .f(0.25), .f(10.0625), .f(7), .f(1.999), .u(4)]),
            (9, [.f(-2.0625), .f(3), .f(12), .u(700), .u(2), .u(1), .u(0), .u(UInt32(text.count)), .f(40)]),
            (9, [.f(0), .f(0), .f(12), .u(400), .u(7), .u(1), .u(0), .u(1), .f(0)]),
            (10, [.f(1), .f(2), .f(3), .f(4), .f(0.5), .u(5), .u(9)]),
            (5, [.f(1), .f(1), .f(1), .f(0), .f(6.283), .f(2), .u(0), .u(1)]),
            (99, [.u(1), .u(2)]),
        ]
        var words: [W] = []
        for (op, payload) in commands { words.append(.u(op | UInt32(payload.count) << 16)); words += payload }
        let header: [W] = [.u(DisplayList.magic), .u(1), .f(0.0005), .f(2.0625), .f(-0.0004), .u(UInt32(words.count)),
                           .u(UInt32(text.count)), .u(1)]
        var bytes: [UInt8] = []
        for w in header + words {
            var v: UInt32
            switch w { case .u(let x): v = x; case .f(let x): v = x.bitPattern }
            for _ in 0..<4 { bytes.append(UInt8(v & 0xFF)); v >>= 8 }
        }
        bytes += text
        while bytes.count % 4 != 0 { bytes.append(0) }
        #expect(DisplayList.text(of: bytes) == """
            header v1 size=0.001x2.063 ratio=0 flags=1
            linear #3 from=(0,-1.5) to=(123456.789,0)
            fillRoundRect at=(0.1,0.25) size=10.063x7 radius=1.999 paint=#4
            text "a \\"b\\" \\\\ c\\nd" at=(-2.063,3) size=12 weight=700 align=right paint=#1 maxWidth=40
            text "a" at=(0,0) size=12 weight=400 align=left paint=#1 maxWidth=0
            line from=(1,2) to=(3,4) w=0.5 cap=butt paint=#9
            strokeArc c=(1,1) r=1 a=0..6.283 w=2 cap=butt paint=#1
            op99 (2 words)

            """)
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
