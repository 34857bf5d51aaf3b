// The README's Swift recipe for a server-rendered first paint (README › Server-rendered first paint), compiled
// and checked: `<swift-gauge>` with the gauge's SVG inside, displayed and sized by classes of a stylesheet served
// with the page (no inline style: a strict CSP refuses it) and the SVG filling it — the markup
// the package's swift-gauge/ssr (web/ssr.js) writes in Node.
import Foundation
import Testing
@testable import GaugeCore

/// `<swift-gauge>` markup for a dial at `width` × `height` CSS px, as the README shows it, its SVG's ids from
/// `idPrefix`.
func serverRenderedDial(value: Double, upper: Double, label: String, width: Double, height: Double,
                        idPrefix: String) throws -> String {
    var gauge = Gauge(value: value, in: 0...upper, label: label)
    gauge.style = .dial
    let svg = try gauge.svg(width: width, height: height, idPrefix: idPrefix)
    // The attributes are the options the SVG was drawn from (label escaped as the SVG escapes its texts).
    let escaped = label.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;")
    return "<swift-gauge gauge-style=\"dial\" value=\"\(value)\" upper=\"\(upper)\" label=\"\(escaped)\" "
        + "class=\"sg-ssr \(sizeClass(width, height))\">\(svg)</swift-gauge>"
}

func sizeClass(_ width: Double, _ height: Double) -> String { "sg-\(Int(width))x\(Int(height))" }

/// The page's stylesheet for its server-rendered elements (README; swift-gauge/ssr's `stylesheet`, web/ssr.js).
func serverRenderedStylesheet(_ boxes: [(Double, Double)]) -> String {
    "swift-gauge.sg-ssr{display:inline-block;vertical-align:middle;box-sizing:border-box}\n"
        + "swift-gauge.sg-ssr.sg-block{display:block}\n"
        + "swift-gauge.sg-ssr>svg{display:block;width:100%;height:100%}\n"
        + boxes.map { ".\(sizeClass($0.0, $0.1)){width:\(Int($0.0))px;height:\(Int($0.1))px}\n" }.joined()
}

@Suite struct ServerMarkupTests {
    @Test func theSwiftRecipeWritesTheElementWithItsSVGAtItsFinalSize() throws {
        let html = try serverRenderedDial(value: 150, upper: 220, label: "Speed <km/h>", width: 240, height: 240, idPrefix: "ssr1-")
        let (root, error) = parseXML(html)
        let element = try #require(root, "not well-formed: \(error ?? "")")
        #expect(element.name == "swift-gauge")
        #expect(element.attributes["gauge-style"] == "dial" && element.attributes["value"] == "150.0")
        #expect(element.attributes["label"] == "Speed <km/h>")
        #expect(element.attributes["class"] == "sg-ssr sg-240x240")
        let svg = try #require(element.children.first)
        #expect(element.children.count == 1 && svg.name == "svg")
        #expect(svg.attributes["width"] == "240" && svg.attributes["height"] == "240" && svg.attributes["role"] == "img")
        #expect(svg.all("title").first?.text == "Speed <km/h>: 150")
        #expect(!svg.all("text").isEmpty, "the dial's texts are vector text")
        // no inline style anywhere (a strict CSP's style-src 'self' refuses style attributes and <style>)
        func styled(_ n: XMLNode) -> Bool { n.attributes["style"] != nil || n.name == "style" || n.children.contains(where: styled) }
        #expect(!styled(element))
        #expect(SVGIDTests.ids(html).allSatisfy { $0.hasPrefix("ssr1-") }, "the ids start with the given prefix")
        let zoned = try Gauge(value: 150, in: 0...220, style: .dial, tint: Tint.parse("green, red")).svg(width: 240, height: 240, idPrefix: "ssr1-")
        #expect(!SVGIDTests.ids(zoned).isEmpty && SVGIDTests.ids(zoned).allSatisfy { $0.hasPrefix("ssr1-") })
        let css = serverRenderedStylesheet([(240, 240)])
        #expect(css.contains(".sg-240x240{width:240px;height:240px}") && css.contains("swift-gauge.sg-ssr>svg{display:block;width:100%;height:100%}"))
    }

    @Test func theSwiftAndNodeStylesheetsAreTheSame() throws {
        // The package's swift-gauge/ssr (web/ssr.js, which examples/ssr-element.mjs uses) writes the same rules
        // (checked against its text, which holds them as a template)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../web/ssr.js")
        let js = try String(contentsOf: url, encoding: .utf8)
        for rule in serverRenderedStylesheet([]).split(separator: "\n") { #expect(js.contains(rule), "\(rule)") }
    }
}
