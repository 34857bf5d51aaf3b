// The README's Swift recipe for a server-rendered first paint (README › Server-rendered first paint), compiled
// and checked: `<swift-gauge>` with the gauge's SVG inside, the element displayed and sized as it will be once
// defined and the SVG filling it — the markup examples/ssr-element.mjs writes in Node.
import Foundation
import Testing
@testable import GaugeCore

/// `<swift-gauge>` markup for a dial at `width` × `height` CSS px, as the README shows it.
func serverRenderedDial(value: Double, upper: Double, label: String, width: Double, height: Double) -> String {
    var gauge = Gauge(value: value, in: 0...upper, label: label)
    gauge.style = .dial
    let svg = gauge.svg(width: width, height: height)
        .replacingOccurrences(of: "<svg ", with: "<svg style=\"display:block;width:100%;height:100%\" ")
    let size = "width:\(Int(width))px;height:\(Int(height))px"
    // The attributes are the options the SVG was drawn from (label escaped as the SVG escapes its texts).
    let escaped = label.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;")
    return "<swift-gauge gauge-style=\"dial\" value=\"\(value)\" upper=\"\(upper)\" label=\"\(escaped)\" "
        + "style=\"display:inline-block;vertical-align:middle;box-sizing:border-box;\(size)\">\(svg)</swift-gauge>"
}

@Suite struct ServerMarkupTests {
    @Test func theSwiftRecipeWritesTheElementWithItsSVGAtItsFinalSize() throws {
        let html = serverRenderedDial(value: 150, upper: 220, label: "Speed <km/h>", width: 240, height: 240)
        let (root, error) = parseXML(html)
        let element = try #require(root, "not well-formed: \(error ?? "")")
        #expect(element.name == "swift-gauge")
        #expect(element.attributes["gauge-style"] == "dial" && element.attributes["value"] == "150.0")
        #expect(element.attributes["label"] == "Speed <km/h>")
        #expect(element.attributes["style"]?.hasSuffix("width:240px;height:240px") == true)
        let svg = try #require(element.children.first)
        #expect(element.children.count == 1 && svg.name == "svg")
        #expect(svg.attributes["style"] == "display:block;width:100%;height:100%")
        #expect(svg.attributes["width"] == "240" && svg.attributes["height"] == "240" && svg.attributes["role"] == "img")
        #expect(svg.all("title").first?.text == "Speed <km/h>: 150")
        #expect(!svg.all("text").isEmpty, "the dial's texts are vector text")
    }
}
