// The CSS colour parser and the tint grammar: a table of every accepted syntax with the expected 8-bit colour,
// and a table of invalid inputs with the exact error (what and where).
//
// Expected colours: hex, rgb(), hsl(), hwb() and named colours follow exactly from CSS Color 4's definitions
// (CSS Color 4 §5–§8; 0.5 · 255 = 127.5 rounds to even, 128). oklab()/oklch() inputs are the OKLab coordinates of sRGB
// red, lime and blue from css-color-5's example 6 (blue = oklch(45.201% 0.31321 264.052)) and color.js
// (red = oklab(0.627955 0.224863 0.125846), lime = oklab(0.86644 -0.233888 0.179498)); they must come back
// within one 8-bit step per channel.
// lab()/lch() inputs are the five Lab/LCH pairs CSS Color 4's Lab and LCH section gives as examples with the sRGB
// colour each stands for (#7d2329, #c65d06, #9d9318, #68a639, #62acef), and sRGB red as CSS Color 4 writes it in
// Lab (54.29 % 80.82 69.88). color() inputs are sRGB red and lime in Display P3 (0.9175 0.2003 0.1386, 0.4584
// 0.9853 0.2983, as colour tools and the P3 literature publish them), red's D65 tristimulus values — the first
// column of the sRGB → XYZ matrix of CSS Color 4's sample conversion code (0.4124 0.2126 0.0193) — its Bradford-adapted
// D50 values (0.4360 0.2225 0.0139, the ICC sRGB profile's red colorant), the D65 white (0.9505 1 1.089) and
// mid-grey #808080 in linear light (0.2158605 = ((128/255 + 0.055) / 1.055)^2.4). All within one 8-bit step.
import Testing
@testable import GaugeCore

private func hex(_ v: UInt32) -> String {
    let s = String(v, radix: 16)
    return "#" + String(repeating: "0", count: 8 - s.count) + s
}

/// Every channel within `tolerance` 8-bit steps.
private func close(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
    (0..<4).allSatisfy { k in
        let x = Int((a >> (8 * UInt32(k))) & 0xFF), y = Int((b >> (8 * UInt32(k))) & 0xFF)
        return abs(x - y) <= tolerance
    }
}

@Suite struct ColourParsingTests {
    @Test(arguments: [
        // Hex (CSS Color 4 §5.2): 3, 4, 6, 8 digits, any case; #f00 is #ff0000 everywhere.
        ("#f00", 0xFF00_00FF, 0), ("#ff0000", 0xFF00_00FF, 0), ("#F00F", 0xFF00_00FF, 0),
        ("#0000ff80", 0x0000_FF80, 0), ("#1234", 0x1122_3344, 0), ("#AbCdEf", 0xABCD_EFFF, 0),
        // rgb()/rgba() legacy (CSS Color 4 §5.1): all numbers or all percentages, optional alpha.
        ("rgb(255, 0, 0)", 0xFF00_00FF, 0), ("rgb(100%, 0%, 0%)", 0xFF00_00FF, 0),
        ("rgba(255, 0, 0, 0.5)", 0xFF00_0080, 0), ("rgb( 10 , 20 , 30 )", 0x0A14_1EFF, 0),
        ("rgba(0, 0, 255, 25%)", 0x0000_FF40, 0),
        // rgb() space-separated: mixing numbers and percentages, `/ alpha`, clamping, exponents.
        ("rgb(255 0 0 / 50%)", 0xFF00_0080, 0), ("rgb(255 0 0 / .25)", 0xFF00_0040, 0),
        ("rgb(300 -20 127.5)", 0xFF00_80FF, 0), ("rgb(50% 128 none)", 0x8080_00FF, 0),
        ("RGB(0 0 0 / 100%)", 0x0000_00FF, 0), ("rgba(0 255 0)", 0x00FF_00FF, 0),
        ("rgb(0 0 0 / 150%)", 0x0000_00FF, 0), ("rgb(1e2 0 0)", 0x6400_00FF, 0),
        ("rgb(0 0 0 / -1)", 0x0000_0000, 0), ("rgb(0 0 0 / none)", 0x0000_0000, 0),
        ("rgb(+25.5e1 0 0)", 0xFF00_00FF, 0),
        // hsl()/hsla() (CSS Color 4 §7): legacy and modern, angle units, numbers for s/l, `none`, clamping, gamut.
        ("hsl(120, 100%, 50%)", 0x00FF_00FF, 0), ("hsl(120deg 100% 25%)", 0x0080_00FF, 0),
        ("hsl(0.5turn 100% 50%)", 0x00FF_FFFF, 0), ("hsl(200grad 100% 50%)", 0x00FF_FFFF, 0),
        ("hsl(3.14159265358979rad 100% 50%)", 0x00FF_FFFF, 0), ("hsla(240, 100%, 50%, 0.5)", 0x0000_FF80, 0),
        ("hsl(240 100 50)", 0x0000_FFFF, 0), ("hsl(-120 100% 50%)", 0x0000_FFFF, 0),
        ("hsl(none 0% 50%)", 0x8080_80FF, 0), ("hsl(0 -50% 50%)", 0x8080_80FF, 0),
        ("hsl(0 100% 150%)", 0xFFFF_FFFF, 0), ("hsl(480 100% 50% / 0.5)", 0x00FF_0080, 0),
        // hwb() (CSS Color 4 §8): whiteness + blackness ≥ 100 % is grey.
        ("hwb(0 0% 0%)", 0xFF00_00FF, 0), ("hwb(120 0% 50%)", 0x0080_00FF, 0), ("hwb(0 60% 60%)", 0x8080_80FF, 0),
        ("hwb(240 20% 0% / 0.5)", 0x3333_FF80, 0), ("hwb(none 0 0)", 0xFF00_00FF, 0),
        // Named colours (CSS Color 4 §6.1), transparent (CSS Color 4 §6.3), case-insensitive.
        ("rebeccapurple", 0x6633_99FF, 0), ("ALICEBLUE", 0xF0F8_FFFF, 0), ("darkgrey", 0xA9A9_A9FF, 0),
        ("transparent", 0x0000_0000, 0), ("black", 0x0000_00FF, 0), ("yellowgreen", 0x9ACD_32FF, 0),
        ("white", 0xFFFF_FFFF, 0), ("lime", 0x00FF_00FF, 0), ("navy", 0x0000_80FF, 0),
        // SwiftUI names win over the CSS keywords (light scheme here), plus clear / primary / secondary.
        ("red", 0xFF3B_30FF, 0), ("Grey", 0x8E8E_93FF, 0), ("clear", 0x0000_0000, 0), ("primary", 0x0000_00FF, 0),
        ("secondary", 0x3C3C_4399, 0), ("mint", 0x00C7_BEFF, 0),
        // oklab()/oklch() (CSS Color 4 §9): reference coordinates of red, lime, blue; percentages; clamping; none.
        ("oklab(0.627955 0.224863 0.125846)", 0xFF00_00FF, 1), ("oklab(62.7955% 56.21575% 31.4615%)", 0xFF00_00FF, 1),
        ("oklab(0.86644 -0.233888 0.179498)", 0x00FF_00FF, 1), ("oklch(0.452014 0.313214 264.052)", 0x0000_FFFF, 1),
        ("oklch(45.201% 78.3035% 264.052deg)", 0x0000_FFFF, 1), ("oklch(0.627955 0.257683 29.2339)", 0xFF00_00FF, 1),
        ("oklch(1 0 0)", 0xFFFF_FFFF, 0), ("oklch(0 0.2 120)", 0x0000_00FF, 0), ("oklch(120% 0.1 0)", 0xFFFF_FFFF, 0),
        ("oklch(0.5 -0.1 120)", 0x6363_63FF, 1), ("oklab(0.5 0 0 / 50%)", 0x6363_6380, 1),
        ("oklab(none 0 0)", 0x0000_00FF, 0),
        // lab()/lch() (CSS Color 4 §9.2–§9.3): the specification's example pairs, red, percentages, clamping, none.
        ("lab(29.2345% 39.3825 20.0664)", 0x7D23_29FF, 1), ("lch(29.2345% 44.2 27)", 0x7D23_29FF, 1),
        ("lab(52.2345% 40.1645 59.9971)", 0xC65D_06FF, 1), ("lch(52.2345% 72.2 56.2)", 0xC65D_06FF, 1),
        ("lab(60.2345% -5.3654 58.956)", 0x9D93_18FF, 1), ("lch(60.2345% 59.2 95.2)", 0x9D93_18FF, 1),
        ("lab(62.2345% -34.9638 47.7721)", 0x68A6_39FF, 1), ("lch(62.2345% 59.2 126.2)", 0x68A6_39FF, 1),
        ("lab(67.5345% -8.6911 -41.6019)", 0x62AC_EFFF, 1), ("lch(67.5345 42.5 258.2deg)", 0x62AC_EFFF, 1),
        ("LAB(54.29 80.82 69.88)", 0xFF00_00FF, 1), ("lab(54.29% 64.656% 55.904%)", 0xFF00_00FF, 1),
        ("lch(54.29% 71.2267% 40.853)", 0xFF00_00FF, 1), ("lab(100 0 0)", 0xFFFF_FFFF, 0),
        ("lab(0 0 0 / 50%)", 0x0000_0080, 0), ("lab(150% 0 0)", 0xFFFF_FFFF, 0), ("lch(none 0 none)", 0x0000_00FF, 0),
        ("lch(50 -10 120)", 0x7777_77FF, 1),
        // color() (CSS Color 4 §10): red and lime in Display P3, red and white in XYZ, grey in linear light.
        ("color(display-p3 0.9175 0.2003 0.1386)", 0xFF00_00FF, 1), ("color(display-p3 0.4584 0.9853 0.2983)", 0x00FF_00FF, 1),
        ("color(xyz-d65 0.4124 0.2126 0.0193)", 0xFF00_00FF, 1), ("color(xyz 41.24% 21.26% 1.93%)", 0xFF00_00FF, 1),
        ("color(xyz-d50 0.4360 0.2225 0.0139)", 0xFF00_00FF, 1), ("color(xyz 0.9505 1 1.089)", 0xFFFF_FFFF, 1),
        ("color(srgb-linear 0.2158605 0.2158605 0.2158605)", 0x8080_80FF, 0), ("color(srgb 1 0 0)", 0xFF00_00FF, 0),
        ("color(srgb 50% 0.25 none / 0.5)", 0x8040_0080, 0), ("COLOR( Display-P3 0 0 0 )", 0x0000_00FF, 0),
        ("color(srgb 0.5 0.5 0.5 / none)", 0x8080_8000, 0),
        // light-dark() (CSS Color 5), comments and whitespace.
        ("light-dark(white, black)", 0xFFFF_FFFF, 0), ("  /* a comment */ #fff  ", 0xFFFF_FFFF, 0),
        ("rgb(/**/255 0 0)", 0xFF00_00FF, 0),
    ] as [(String, UInt32, Int)])
    func parses(_ text: String, _ expected: UInt32, _ tolerance: Int) throws {
        let got = try Color.parse(text).rgba8
        #expect(close(got, expected, tolerance), "\(text) → \(hex(got)), expected \(hex(expected)) ± \(tolerance)")
    }

    @Test func noneIsMissingAndCarriesItsCategory() throws {
        #expect(try Color.parse("rgb(50% 128 none)").missing == [.blue])
        #expect(try Color.parse("hsl(none 0% 50%)").missing == [.hue])
        #expect(try Color.parse("hsl(10 none none / none)").missing == [.colorfulness, .lightness, .alpha])
        #expect(try Color.parse("hwb(none 0 0)").missing == [.hue])
        #expect(try Color.parse("oklab(none none 0.1)").missing == [.lightness, .opponentA])
        #expect(try Color.parse("oklch(0.5 none none)").missing == [.colorfulness, .hue])
        #expect(try Color.parse("lab(none 0 none)").missing == [.lightness, .opponentB])
        #expect(try Color.parse("lch(50 none none / none)").missing == [.colorfulness, .hue, .alpha])
        #expect(try Color.parse("color(xyz none 0 none)").missing == [.red, .blue])
        #expect(try Color.parse("#f00").missing.isEmpty)
        // `none` draws as 0.
        #expect(try Color.parse("oklch(0.627955 0.257683 none)").rgba8 == Color.parse("oklch(0.627955 0.257683 0)").rgba8)
        #expect(try Color.parse("rgb(none 10 20 / none)").rgba8 == 0x000A_1400)
    }

    @Test(arguments: [(0.7, 0.4, 150.0), (0.5, 0.37, 30), (0.9, 0.3, 270), (0.3, 0.3, 300), (0.96, 0.2, 110)])
    func outOfGamutOKLCHIsGamutMappedKeepingHueAndLightness(_ l: Double, _ c: Double, _ h: Double) throws {
        // Far outside sRGB: CSS Color 4 §13.2.2 lowers the chroma at constant L and h until the per-channel clip is within
        // the JND (ΔE_OK 0.02) of it, and returns that clip. So the result is within 0.02 of a colour with the
        // original L and h and a lower chroma.
        let text = "oklch(" + String(l) + " " + String(c) + " " + String(h) + ")"
        let got = try Color.parse(text).oklab
        let lch = got.lch
        let onTheRay = OKLCH(l: l, c: lch.c, h: h).lab
        #expect(got.distance(to: onTheRay) < 0.02, "\(text) → L \(lch.l) C \(lch.c) h \(lch.h ?? -1)")
        #expect(lch.c < c + 0.02)  // the clip of a colour just outside may gain a little chroma
        #expect(OKLab(l: l, a: 0, b: 0).linearRGB.inGamut)  // sanity: the axis itself is in gamut
    }

    @Test func allNamedColoursAreThereInOrder() {
        #expect(CSSNamedColors.count == 148)
        for k in 1..<CSSNamedColors.count {
            #expect(CSSNamedColors.compare(CSSNamedColors.name(k - 1), k) < 0, "order at \(k)")
        }
        for k in 0..<CSSNamedColors.count {
            #expect(CSSNamedColors.lookup(CSSNamedColors.name(k)) == CSSNamedColors.colors[k])
        }
        // The CSS values of the names the SwiftUI palette shadows (CSS Color 4 §6.1).
        let css: [(String, UInt32)] = [("red", 0xFF0000), ("orange", 0xFFA500), ("yellow", 0xFFFF00), ("green", 0x008000),
                                        ("teal", 0x008080), ("cyan", 0x00FFFF), ("blue", 0x0000FF), ("indigo", 0x4B0082),
                                        ("purple", 0x800080), ("pink", 0xFFC0CB), ("brown", 0xA52A2A), ("gray", 0x808080),
                                        ("grey", 0x808080)]
        for (name, rgb) in css { #expect(CSSNamedColors.lookup(Array(name.utf8)[...]) == rgb, "\(name)") }
        #expect(CSSNamedColors.lookup(Array("mint".utf8)[...]) == nil)
        #expect(CSSNamedColors.lookup(Array("zzz".utf8)[...]) == nil && CSSNamedColors.lookup([][...]) == nil)
    }

    @Test(arguments: [
        ("", "expected a colour at byte 0"),
        ("#12345", "a hex colour needs 3, 4, 6 or 8 digits, found 5 at byte 0"),
        ("#ggg", "invalid hex digit 'g' at byte 1"),
        ("#12g", "invalid hex digit 'g' at byte 3"),
        ("bleu", "unknown colour 'bleu' at byte 0"),
        ("42", "expected a colour, found a number at byte 0"),
        ("rgb(255, 0)", "rgb() needs 3 components, found 2 at byte 10"),
        ("rgb()", "rgb() needs 3 components, found 0 at byte 4"),
        ("rgb(255, 0%, 0)", "rgb() with commas needs all numbers or all percentages at byte 4"),
        ("rgb(255 0, 0)", "unexpected ',': separate all components with spaces, or all with commas at byte 9"),
        ("rgb(none, 0, 0)", "'none' is only allowed in the space-separated syntax at byte 4"),
        ("rgba(1, 2, 3, none)", "'none' is only allowed in the space-separated syntax at byte 14"),
        ("rgb(1 2 3 4)", "too many components in rgb() (alpha goes after '/') at byte 10"),
        ("rgb(1, 2, 3, 4, 5)", "expected ')' to close rgb() at byte 14"),
        ("rgb(1 2 3", "missing ')' to close rgb() at byte 9"),
        ("rgb(1 2 3 / 1", "missing ')' to close rgb() at byte 13"),
        ("rgb(1 2 3 / 10deg)", "alpha must be a number or a percentage at byte 12"),
        ("rgb(1 2 3deg)", "expected a number or a percentage, not an angle at byte 8"),
        ("rgb(- 2 3)", "expected a number, a percentage or 'none', found '-' at byte 4"),
        ("rgb(1 2 x)", "expected a number, a percentage or 'none', found 'x' at byte 8"),
        ("hsl(120, 100, 50%)", "hsl() with commas needs percentages for saturation and lightness at byte 9"),
        ("hsl(10% 50% 50%)", "a hue must be a number or an angle, not a percentage at byte 4"),
        ("hsl(10px 50% 50%)", "unknown unit '10px' (angles take deg, grad, rad or turn) at byte 4"),
        ("hwb(0, 0%, 0%)", "hwb() takes space-separated components, not commas at byte 5"),
        ("oklch(0.5, 0.1, 120)", "oklch() takes space-separated components, not commas at byte 9"),
        ("oklab(0.5 0.1)", "oklab() needs 3 components, found 2 at byte 13"),
        ("oklch(0.5 0.1 1e999)", "number out of range at byte 14"),
        ("rgb(999999999999999e300 0 0)", "number out of range at byte 4"),
        ("color-mix(in srgb, red, blue)",
         "color-mix() is not supported; use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color() at byte 0"),
        ("lab(50, 20, 30)", "lab() takes space-separated components, not commas at byte 6"),
        ("lch(50 20 30%)", "a hue must be a number or an angle, not a percentage at byte 10"),
        ("lab(50 20deg 30)", "expected a number or a percentage, not an angle at byte 7"),
        ("lch(50 20)", "lch() needs 3 components, found 2 at byte 9"),
        ("color(rec2020 1 0 0)",
         "color() space 'rec2020' is not supported; use srgb, srgb-linear, display-p3, xyz, xyz-d50 or xyz-d65 at byte 6"),
        ("color(1 0 0)", "expected a colour space in color() at byte 6"),
        ("color(srgb 1 0 0 0)", "too many components in color() (alpha goes after '/') at byte 17"),
        ("color(srgb 1 0)", "color() needs 3 components, found 2 at byte 14"),
        ("foo(1 2 3)", "unknown colour function foo() at byte 0"),
        ("currentColor", "'currentcolor' has no meaning for a gauge (there is no CSS colour to inherit); use 'primary' at byte 0"),
        ("red blue", "unexpected text after the colour at byte 4"),
        ("rgb(1 2 3) x", "unexpected text after the colour at byte 11"),
        ("light-dark(red)", "expected ',' between the two colours of light-dark() at byte 14"),
        ("light-dark(red, blue", "missing ')' to close light-dark() at byte 20"),
        ("light-dark(red, blue x)", "expected ')' to close light-dark() at byte 21"),
        ("rgb(1,", "unexpected end of text inside the colour function at byte 6"),
        ("RGBA(1 2 3 4)", "too many components in rgba() (alpha goes after '/') at byte 11"),
        ("HSLA(1, 2)", "hsla() needs 3 components, found 2 at byte 9"),
    ])
    func rejects(_ text: String, _ reason: String) {
        #expect(throws: GaugeError(.badText, argument: "color", reason: reason)) { try Color.parse(text) }
    }

    /// The messages are templates numbered by CSSFault's raw values: one line per case, none left over.
    @Test func everyFaultHasOneTemplate() {
        var lines = 1
        CSSFault.templates.withUTF8Buffer { for b in $0 where b == 0x0A { lines += 1 } }
        #expect(CSSFault(rawValue: UInt8(lines - 1)) != nil && CSSFault(rawValue: UInt8(lines)) == nil)
    }
}

@Suite struct TintParsingTests {
    @Test func colourOrGradient() throws {
        #expect(try Tint.parse("orange") == .color(.orange))
        #expect(try Tint.parse(" #ff9500 ") == .color(.color(SystemColor.orange.light)))
        #expect(try Tint.parse("green, red") == .gradient(Gradient(colors: [.green, .red])))
        let g = try Tint.parse("green 0%, yellow 25%, red")
        guard case let .gradient(gr) = g else { Issue.record("not a gradient"); return }
        #expect(gr.resolved().stops.map(\.location) == [0, 0.25, 1])
        #expect(gr.interpolation == .sRGB)
        #expect(try Tint.parse("blue 0.5") == .gradient(Gradient(stops: [.init(color: .blue, location: 0.5)])))
        // Commas inside colour functions do not split stops.
        let f = try Tint.parse("rgb(255, 0, 0) 25%, hsl(120, 100%, 50%) 75%")
        guard case let .gradient(fg) = f else { Issue.record("not a gradient"); return }
        #expect(fg.stops.count == 2 && fg.stops.map(\.location) == [0.25, 0.75])
    }

    @Test func interpolationMethods() throws {
        func space(_ text: String) throws -> ColorInterpolation? {
            if case let .gradient(g) = try Tint.parse(text) { return g.interpolation }
            return nil
        }
        #expect(try space("in oklch longer hue, red, blue") == .oklch(.longer))
        #expect(try space("in oklch, red, blue") == .oklch(.shorter))
        #expect(try space("IN OKLCH Increasing HUE , red, blue") == .oklch(.increasing))
        #expect(try space("in oklch decreasing hue, red, blue") == .oklch(.decreasing))
        #expect(try space("in oklab, red, blue") == .oklab)
        #expect(try space("in srgb-linear, red, blue") == .linearSRGB)
        #expect(try space("in srgb, red, blue") == .sRGB)
        #expect(try space("in oklab, #000") == .oklab)  // an interpolation method makes a gradient of one colour
    }

    @Test func twoPositionsMakeTwoStops() throws {
        guard case let .gradient(g) = try Tint.parse("red 10% 30%, blue") else { Issue.record("not a gradient"); return }
        #expect(g.stops.count == 3 && g.stops[0].location == 0.1 && g.stops[1].location == 0.3)
        #expect(g.stops[0].color == .red && g.stops[1].color == .red && g.stops[2].location.isNaN)
    }

    @Test func valueUnitStops() throws {
        guard case let .gradient(g) = try Tint.parse("green value(0), yellow value(50), red value(150)") else {
            Issue.record("not a gradient"); return
        }
        #expect(g.stops.allSatisfy { $0.unit == .value })
        #expect(g.resolved(lower: 0, upper: 200).stops.map(\.location) == [0, 0.25, 0.75])
        #expect(g.resolved(lower: 0, upper: 100).stops.map(\.location) == [0, 0.5, 1.5])
    }

    @Test(arguments: [
        ("", "expected a colour at byte 0"),
        ("   ", "expected a colour at byte 3"),
        ("red blue", "expected a position (a number, a percentage or value(…)) or ',', found 'blue' at byte 4"),
        ("red,", "expected a colour at byte 4"),
        ("red,,blue", "expected a colour at byte 4"),
        ("red 10%%", "expected a position (a number, a percentage or value(…)) or ',' at byte 7"),
        ("red, 50%, blue", "a position without a colour (a CSS colour hint) is not supported at byte 5"),
        ("red 10% 20% 30%", "expected ',' between colour stops at byte 12"),
        ("red 10px", "a position is a number, a percentage or value(…), not '10px' at byte 4"),
        ("red value(abc)", "value() needs a number at byte 10"),
        ("red value(5", "expected ')' to close value() at byte 11"),
        ("in hsl, red, blue", "interpolation in 'hsl' is not supported; use srgb, srgb-linear, oklab or oklch at byte 3"),
        ("in oklab longer hue, red, blue", "a hue interpolation method needs a polar space (oklch) at byte 9"),
        ("in oklch sideways hue, red", "expected shorter, longer, increasing or decreasing, found 'sideways' at byte 9"),
        ("in oklch longer, red", "expected 'hue' after the hue interpolation method at byte 15"),
        ("in oklch", "expected ',' after the interpolation method at byte 8"),
        ("in , red", "expected a colour space after 'in' (srgb, srgb-linear, oklab or oklch) at byte 3"),
        ("bleu, red", "unknown colour 'bleu' at byte 0"),
        ("red, rgb(1 2)", "rgb() needs 3 components, found 2 at byte 12"),
    ])
    func rejects(_ text: String, _ reason: String) {
        #expect(throws: GaugeError(.badText, argument: "tint", reason: reason)) { try Tint.parse(text) }
    }

    @Test func atMost256Stops() throws {
        let ok = Array(repeating: "red", count: 256).joined(separator: ", ")
        #expect(throws: Never.self) { try Tint.parse(ok) }
        #expect(throws: GaugeError(.badText, argument: "tint", reason: "more than 256 colour stops at byte 1283")) {
            try Tint.parse(ok + ", red")
        }
    }
}
