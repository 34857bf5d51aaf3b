// A display list as SVG markup: for static pages, print, server-side rendering and crisp export. The same bytes
// the Canvas host replays, decoded by `DisplayList.decode`, give the same picture (docs/display-list.md › SVG).
//
// Mapping, command by command:
// - `solid` → `fill`/`stroke` `#rrggbb` plus `*-opacity` when translucent; `linear` + `stop`s → a
//   `<linearGradient gradientUnits="userSpaceOnUse">` in `<defs>` (SVG mixes stops in sRGB like Canvas).
// - `conic`: SVG has no conic gradient. An arc stroked with one is drawn as butt-capped arc pieces of flat colour
//   from `Gradient.Resolved.flatSegments(from:to:)` of the gauge's own gradient (recorded beside the list as a
//   ``ConicSource``; from the list's own stops, interpolated in sRGB, when there is none), each within ΔE_OK 0.02
//   of the true colour; round caps become discs in the end colours. Neighbouring pieces overlap by half a device
//   pixel so no anti-aliasing seam shows; translucent pieces of one alpha share a group `opacity` so the overlap
//   does not darken. Any other shape filled with a conic paint takes its first stop's colour.
// - `strokeArc` → a stroked `<circle>`: whole for a closed ring (sweep ≥ 2π − 1e-4, as in the host), else one
//   dash of the arc's length rotated to its start (see ``SVGWriter/arcCircle``); `fillRoundRect` → `<rect rx>`;
//   `fillCircle` → `<circle>`; `fillQuad` → `<polygon points>` (filled by the nonzero rule, as Canvas fills a path).
// - `knockOut` → everything drawn so far is wrapped in `<g mask>` whose `<mask>` is white with a black disc.
// - `text` → `<text>` in the host's `system-ui` stack, on the alphabetic baseline shifted by `dy="0.26em"` from
//   the middle of the em box (Canvas's `textBaseline = 'middle'`; see ``SVGWriter/middleToBaseline``),
//   `text-anchor` start/middle/end, `xml:space="preserve"`; when the built-in
//   metrics say it is wider than `maxWidth`, `textLength` + `lengthAdjust="spacingAndGlyphs"` condense it as
//   `fillText(…, maxWidth)` does.
// All text is escaped (`&`, `<`, `>`, `"`, `'`); characters XML 1.0 forbids become U+FFFD and the whitespace
// controls a space (as `fillText` draws them). Every id starts with the document's id prefix: by default "sg" + the
// list's FNV-1a + "-" + a count of the process's default documents + "-", so no two documents of one process share
// an id — not two of one gauge, nor of two lists whose 32-bit hashes collide (on one page, a copy whose defs are
// hidden took the other's gradient, mask and marker away when ids were the hash alone); or one given (`idPrefix`);
// gauge_describe(h, 4) writes the list's own, "sg" + FNV-1a + "-", which the JS host writes for the same list.
import Synchronization  // Atomic: the default id prefix count (below)

/// Documents this process has written with the default id prefix: atomic, so servers writing SVGs on several
/// threads at once never share a number (and stay clean under the thread sanitizer).
private let defaultIDPrefixCount = Atomic<UInt64>(0)

extension DisplayList {
    /// The true gradient behind a conic paint, laid along an arc: fraction `t` of `gradient` lies at angle
    /// `startAngle + t · sweep` (radians, clockwise from +x), and every colour's alpha is multiplied by
    /// `opacity` (0…1; the capacity ring's track). Recorded by ``conicGradient(cx:cy:startAngle:stops:source:)``
    /// so that the SVG writer can draw flat pieces from the gradient itself rather than from the list's stops,
    /// which already approximate it (flattening those again would add the two errors). Not part of the encoding.
    ///
    /// ```swift
    /// let gauge = Gauge(value: 0.6, style: .accessoryCircularCapacity, tint: try Tint.parse("blue, red"))
    /// let list = gauge.displayList(width: 80, height: 80, pixelRatio: 2)
    /// for source in list.conicSources { print(source.paint, source.startAngle, source.sweep, source.opacity) }
    /// ```
    package struct ConicSource: Equatable, Sendable {
        /// The paint id the source belongs to (set when the paint is defined).
        public internal(set) var paint: UInt32 = 0
        public var gradient: Gradient.Resolved
        public var startAngle: Double
        public var sweep: Double
        public var opacity: Double

        public init(gradient: Gradient.Resolved, startAngle: Double, sweep: Double, opacity: Double = 1) {
            self.gradient = gradient
            self.startAngle = startAngle
            self.sweep = sweep
            self.opacity = opacity
        }

        /// The gradient with `opacity` applied to every stop. With one alpha factor on all stops the interpolated
        /// colours are the faded ones (premultiplying by a common factor does not change the mix), so flattening
        /// this gradient measures the pieces against the colours actually shown.
        var fadedGradient: Gradient.Resolved {
            guard opacity != 1 else { return gradient }
            return Gradient.Resolved(fixing: gradient.stops.map { ColorStop(color: $0.color.opacity(opacity), location: $0.location) },
                                     interpolation: gradient.interpolation)
        }
    }

    /// The font stack of `text` commands; the web host's Canvas font uses the same (web/swift-gauge.js).
    package static let fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"

    /// The longest id prefix (``checkIDPrefix(_:)``).
    public static let idPrefixMaximumLength = 64

    /// Refuses (`badText`, naming `idPrefix`) an id prefix that is not 1…64 ASCII letters, digits, "_", "-" and "."
    /// starting with a letter or "_": the start of an XML name, safe in an id, in `url(#…)` and in a selector's
    /// attribute value. The JS host's `toSVG({ idPrefix })` takes the same (web/src/svg.js).
    public static func checkIDPrefix(_ prefix: String) throws(GaugeError) {
        var n = 0
        for b in prefix.utf8 {
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            guard letter || (n > 0 && ((b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x2E)) else { n = -1; break }
            n += 1
        }
        guard n >= 1, n <= idPrefixMaximumLength else {
            throw GaugeError(.badText, argument: "idPrefix",
                             reason: "must be 1…64 of A–Z a–z 0–9 _ - . starting with a letter or _")
        }
    }

    /// The list's own id prefix: "sg" + the FNV-1a 32 of `bytes` in 8 hex digits + "-" — what `gauge_describe(h, 4)`
    /// writes, deterministic, so two documents of one list (or of two lists that hash alike) share it.
    package static func listIDPrefix(of bytes: [UInt8]) -> String { listPrefix(bytes).string }

    static func listPrefix(_ bytes: [UInt8]) -> [UInt8] {
        var prefix = [UInt8](utf8: "sg")
        TextBuilder.appendHex(fnv1a32(bytes), count: 8, to: &prefix)
        prefix.append(0x2D)
        return prefix
    }

    /// The default prefix: the list's own + a number no other default document of this process has + "-".
    static func defaultPrefix(_ bytes: [UInt8]) -> [UInt8] {
        let count = defaultIDPrefixCount.wrappingAdd(1, ordering: .relaxed).newValue
        var prefix = listPrefix(bytes)
        TextBuilder.appendDecimal(Int64(truncatingIfNeeded: count & 0x7FFF_FFFF_FFFF_FFFF), to: &prefix)
        prefix.append(0x2D)
        return prefix
    }

    /// This list as an SVG document (see ``svg(of:conics:title:description:fontFamily:)``), with the conic sources
    /// its layout recorded; ids no other document of this process has.
    package mutating func svg(title: String = "", description: String = "", fontFamily: String? = nil) -> String {
        DisplayList.svg(of: bytes(), conics: conicSources, title: title, description: description, fontFamily: fontFamily)
    }

    /// The same with every id starting with `idPrefix` (``checkIDPrefix(_:)``; refused: nothing is written).
    package mutating func svg(title: String = "", description: String = "", fontFamily: String? = nil,
                             idPrefix: String) throws(GaugeError) -> String {
        try DisplayList.svg(of: bytes(), conics: conicSources, title: title, description: description, fontFamily: fontFamily,
                            idPrefix: idPrefix)
    }

    /// An encoded display list as a standalone SVG document: `width` × `height` CSS px with a matching
    /// `viewBox`, `role="img"`, a `<title>` and `<desc>` when given (escaped), then the commands in order.
    ///
    /// - Parameters:
    ///   - bytes: the encoded display list (``DisplayList/bytes()``, docs/display-list.md).
    ///   - conics: the true gradients of conic paints (``conicSources``); conic paints without one are
    ///     flattened from their own stops.
    ///   - title: the accessible name (e.g. "Temperature: 21°"); empty = no `<title>`.
    ///   - description: the accessible description (e.g. "0 to 40"); empty = no `<desc>`.
    ///   - fontFamily: the `font-family` of every text (escaped); nil for `DisplayList.fontFamily` (the gauge's
    ///     `GaugeFont.svgFamily`).
    /// - Returns: UTF-8 XML; a list that does not decode gives an empty SVG with an XML comment saying why.
    ///   Commands referring to undefined paints are skipped, as the Canvas host skips them. Its ids start with
    ///   "sg" + the list's FNV-1a + "-" + a number no other such document of this process has + "-".
    package static func svg(of bytes: [UInt8], conics: [ConicSource] = [], title: String = "",
                           description: String = "", fontFamily: String? = nil) -> String {
        document(bytes, conics, title, description, fontFamily, prefix: defaultPrefix(bytes))
    }

    /// The same with every id starting with `idPrefix` (``checkIDPrefix(_:)``; refused: nothing is written).
    /// The same list, parts and prefix give the same bytes natively and from the JS host (web/src/svg.js).
    package static func svg(of bytes: [UInt8], conics: [ConicSource] = [], title: String = "",
                           description: String = "", fontFamily: String? = nil, idPrefix: String) throws(GaugeError) -> String {
        try checkIDPrefix(idPrefix)
        return document(bytes, conics, title, description, fontFamily, prefix: [UInt8](utf8: idPrefix))
    }

    static func document(_ bytes: [UInt8], _ conics: [ConicSource], _ title: String, _ description: String,
                         _ fontFamily: String?, prefix: [UInt8], root: SVGWriter.Root = SVGWriter.Root()) -> String {
        var w = SVGWriter()
        w.prefix = prefix
        w.root = root
        if let fontFamily {  // (no String comparison: in Embedded Swift it brings Unicode tables)
            var family = XMLText()
            family.escape(fontFamily)
            w.fontFamily = family.bytes
        }
        w.write(bytes, conics: conics, title: title, description: description)
        return w.out.bytes.string
    }
}

/// How ``Gauge/svg(width:height:options:)`` writes a gauge's SVG document for a page: the start of its ids,
/// attributes of its root `<svg>` element, and the pixel ratio.
///
/// ```swift
/// let gauge = Gauge(value: 0.72, label: "Battery", style: .accessoryCircularCapacity)
/// let options = SVGOptions(idPrefix: "battery-",
///                          attributes: [.class("gauge"), .aria("describedby", "battery-help")])
/// let svg = try gauge.svg(width: 120, height: 120, options: options)
/// // <svg xmlns=… width="120" height="120" viewBox="0 0 120 120" role="img" class="gauge" aria-describedby="battery-help">
/// ```
///
/// The default value (`SVGOptions()`) writes what ``Gauge/svg(width:height:pixelRatio:)`` writes.
public struct SVGOptions: Equatable, Sendable {
    /// The start of every id in the document (gradients, masks): 1…64 ASCII letters, digits, "_", "-", "."
    /// starting with a letter or "_" (``DisplayList/checkIDPrefix(_:)``; anything else throws `badText` naming
    /// `idPrefix`). `nil` (the default): "sg" + the display list's FNV-1a + "-" + a count of the documents this
    /// process has written so + "-" — no two documents of one process share an id, whichever gauge and however
    /// many threads. Give one per document for output that does not depend on earlier calls (snapshots, caches).
    public var idPrefix: String?
    /// Attributes added to the root `<svg>` element after the writer's own, in order (see ``SVGAttribute`` for
    /// what is refused). A `role` replaces the writer's `role="img"`.
    public var attributes: [SVGAttribute]
    /// Device pixels per CSS px the SVG is meant for (default 1). It only sets how far the flat pieces of a ring's
    /// gradient overlap (half a device pixel); not finite or not above 0 counts as 1, as in
    /// ``Gauge/displayList(width:height:pixelRatio:)``.
    public var pixelRatio: Double

    public init(idPrefix: String? = nil, attributes: [SVGAttribute] = [], pixelRatio: Double = 1) {
        self.idPrefix = idPrefix
        self.attributes = attributes
        self.pixelRatio = pixelRatio
    }
}

/// One attribute of an SVG document's root `<svg>` element (``SVGOptions/attributes``): a name and a value.
///
/// ```swift
/// let attributes: [SVGAttribute] = [
///     .class("gauge gauge--small"),
///     .role("presentation"), .aria("hidden", "true"),    // decorative: the page says the value in text
///     .data("sensor", "boiler-2"),
///     SVGAttribute("xml:lang", "de"),
/// ]
/// ```
///
/// The value is any text: it is escaped (`&`, `<`, `>`, `"`, `'`, and tab, line feed and carriage return as
/// character references, so they survive attribute-value normalisation; other control characters become U+FFFD).
/// The name is code, not data, and is checked when the SVG is written — ``Gauge/svg(width:height:options:)``
/// throws `GaugeError.badText` with argument `attributes` and a reason that names it when the name
///
/// - is not an XML 1.0 `Name` (XML 1.0, section 2.3: a letter, `_` or `:` first, then letters, digits, `-`, `_`,
///   `.`, `:` and the other name characters of that production);
/// - has a namespace prefix other than `xml:` (e.g. `xlink:href`: its namespace is not declared on the root), or
///   is `xmlns` or starts with `xmlns:`;
/// - starts with `xml` (any case) other than `xml:…` (reserved by XML 1.0, section 2.3);
/// - is one the writer sets itself — `width`, `height`, `viewBox` (size the SVG with the `width` and `height`
///   arguments, or scale it with CSS);
/// - starts with `on` (any case): an event handler such as `onload` or `onclick`, which a browser runs when the SVG
///   is inlined in an HTML page (`style` is allowed: CSS in an attribute runs no script in today's browsers);
/// - is `data-` with nothing after it (`.data("", …)`);
/// - is given twice;
/// - is longer than ``GaugeLimits/attributeNameBytes`` (256) UTF-8 bytes, or its value longer than
///   ``GaugeLimits/textBytes`` (4,096), or there are more than ``GaugeLimits/rootAttributes`` (64) attributes — so
///   the root element's size is bounded.
///
/// Names are compared ignoring ASCII case, as an HTML parser lowercases them when the SVG is inlined in a page.
/// `role` replaces the writer's `role="img"`; an `aria-label` names the image in place of its `<title>` (the
/// accessible name's order of precedence), which stays in the document.
public struct SVGAttribute: Equatable, Sendable {
    /// The attribute's name, e.g. `"class"`, `"aria-label"`.
    public var name: String
    /// Its value, unescaped: the writer escapes it.
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `class="…"`: classes for the page's stylesheet.
    public static func `class`(_ value: String) -> SVGAttribute { SVGAttribute("class", value) }
    /// `id="…"` of the root element (the ids inside start with ``SVGOptions/idPrefix``).
    public static func id(_ value: String) -> SVGAttribute { SVGAttribute("id", value) }
    /// `role="…"`, written in place of the writer's `role="img"`.
    public static func role(_ value: String) -> SVGAttribute { SVGAttribute("role", value) }
    /// `aria-<property>="…"`, e.g. `.aria("label", "Battery 72 %")`, `.aria("hidden", "true")`.
    public static func aria(_ property: String, _ value: String) -> SVGAttribute {
        SVGAttribute(TextBuilder.join("aria-", property, ""), value)
    }
    /// `data-<key>="…"`, e.g. `.data("sensor", "boiler-2")`.
    public static func data(_ key: String, _ value: String) -> SVGAttribute {
        SVGAttribute(TextBuilder.join("data-", key, ""), value)
    }
}

extension Gauge {
    /// The gauge laid out for a `width × height` CSS px box as an SVG document for a page, written as `options`
    /// say: its ids from ``SVGOptions/idPrefix`` (or unique in this process), extra attributes on the root
    /// `<svg>`, at ``SVGOptions/pixelRatio``. Otherwise the document of ``svg(width:height:pixelRatio:)``: the
    /// same drawing, `role="img"`, titled with the gauge's accessible name and value text, described by its
    /// bounds labels, every text escaped.
    ///
    /// ```swift
    /// let gauge = Gauge(value: 21, in: 0...40, label: "Temperature", style: .accessoryCircular)
    /// let svg = try gauge.svg(width: 120, height: 120,
    ///                         options: SVGOptions(idPrefix: "temp-", attributes: [.class("gauge")]))
    /// ```
    ///
    /// - Throws: `GaugeError.badText` naming `idPrefix` (see ``DisplayList/checkIDPrefix(_:)``) or
    ///   `attributes` (a name ``SVGAttribute`` refuses); nothing is laid out then. The default options never
    ///   throw.
    public func svg(width: Double, height: Double, options: SVGOptions) throws(GaugeError) -> String {
        let root = try SVGWriter.rootAttributes(options.attributes)
        var prefix: [UInt8]? = nil
        if let idPrefix = options.idPrefix {
            try DisplayList.checkIDPrefix(idPrefix)
            prefix = [UInt8](utf8: idPrefix)
        }
        // Drawn and titled from the clamped copy, as the other SVG renders: the document's size stays bounded.
        let g = drawable
        var list = g.displayList(width: width, height: height, pixelRatio: options.pixelRatio)
        let bytes = list.bytes()
        return DisplayList.document(bytes, list.conicSources, g.svgTitle, g.accessibilityDescription, g.font.svgFamily,
                                    prefix: prefix ?? DisplayList.defaultPrefix(bytes), root: root)
    }

    /// The gauge laid out for a `width × height` CSS px box as an SVG document, titled with its accessible name
    /// and value text and described by its bounds labels (docs/display-list.md › SVG).
    /// `pixelRatio` only sets how far flat gradient pieces overlap (half a device pixel).
    /// Its ids are unique in this process ("sg", the list's FNV-1a hash and a count of this process's SVGs).
    /// A gauge `validate()` refuses is drawn and titled as `drawable` clamps it
    /// (docs/swiftui-fidelity.md › Hostile input), so the document's size is bounded whatever the gauge holds.
    public func svg(width: Double, height: Double, pixelRatio: Double = 1) -> String {
        let g = drawable
        var list = g.displayList(width: width, height: height, pixelRatio: pixelRatio)
        return list.svg(title: g.svgTitle, description: g.accessibilityDescription, fontFamily: g.font.svgFamily)
    }

    /// The same with every id starting with `idPrefix`: 1…64 ASCII letters, digits, "_", "-", "." starting with a
    /// letter or "_" (``DisplayList/checkIDPrefix(_:)``; refused before anything is laid out). Give one per
    /// document for output that does not depend on earlier calls (server markup, snapshots).
    public func svg(width: Double, height: Double, pixelRatio: Double = 1, idPrefix: String) throws(GaugeError) -> String {
        try DisplayList.checkIDPrefix(idPrefix)
        let g = drawable
        var list = g.displayList(width: width, height: height, pixelRatio: pixelRatio)
        return try list.svg(title: g.svgTitle, description: g.accessibilityDescription, fontFamily: g.font.svgFamily, idPrefix: idPrefix)
    }

    /// "label: value text", or the value text alone without a label: an SVG's `<title>`.
    package var svgTitle: String {
        label.isEmpty ? accessibilityValueText : TextBuilder.join(label, ": ", accessibilityValueText)
    }
}

/// A paint as the SVG writer needs it.
enum SVGPaint {
    case solid(UInt32)
    case linear(x0: Float, y0: Float, x1: Float, y1: Float, stops: [(Float, UInt32)])
    case conic(cx: Float, cy: Float, start: Float, stops: [(Float, UInt32)])
}

/// Builds the SVG bytes. One per document.
struct SVGWriter {
    var out = XMLText()
    /// The drawing so far (wrapped in a masked group at each knock-out).
    var body = XMLText()
    var defs = XMLText()
    var paints: [SVGPaint?] = []
    /// The start of every id (the caller's: checked, or made by `DisplayList.defaultPrefix`).
    var prefix: [UInt8] = []
    var maskCount: UInt64 = 0
    var arcMaskCount: UInt64 = 0
    var width: Float = 0, height: Float = 0, ratio: Float = 1
    /// The list's right-to-left flag: text gets `direction="rtl"`, as the Canvas host sets `ctx.direction`.
    var rightToLeft = false
    /// The `font-family` attribute's value, escaped: the default stack (written as it is), or the gauge's family.
    var fontFamily = [UInt8](utf8: DisplayList.fontFamily)
    /// The caller's attributes of the root element (``SVGOptions/attributes``), checked and escaped.
    var root = Root()

    /// Checked and escaped root attributes: ` name="value"` each, in order, and whether one is a `role`.
    struct Root {
        var bytes: [UInt8] = []
        var setsRole = false
    }

    /// A closed ring: a sweep this close to 2π is drawn as a full circle (web/swift-gauge.js does the same).
    static let ringSweep = 2 * Double.pi - 1e-4
    /// Overlap of neighbouring flat pieces, in device px.
    static let seamOverlap = 0.5
    /// From the middle of the em box (Canvas's `textBaseline = 'middle'`, where a text command's `y` lies) down to
    /// the alphabetic baseline, in em: DejaVu Sans's OS/2 typo ascender 1556/2048 = 0.7598 em is the em box's top
    /// above the baseline, so its middle is 0.26 em above it (Chromium's canvas measures exactly 0.26 em). SVG's
    /// `dominant-baseline="central"` should be that middle (CSS Inline 3), but Chromium takes the hhea midpoint
    /// (0.346 em for DejaVu Sans, 1.7 px lower at 20 px), so the SVG gives the shift as `dy` on the alphabetic
    /// baseline, which every SVG renderer supports. Measured on "21° Agy" at 20 px, 4×: 0 pixels differ from the
    /// Canvas by more than 16 with this `dy`, 3,884 with `central`.
    static let middleToBaseline: StaticString = "0.26em"

    mutating func write(_ bytes: [UInt8], conics: [DisplayList.ConicSource], title: String, description: String) {
        let list: DisplayList.Decoded
        do throws(DisplayList.DecodeError) { list = try DisplayList.decode(bytes) } catch {
            out.put("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\"><!-- ")
            out.put(error == .truncated ? "truncated display list" : "not a display list")
            out.put(" --></svg>\n")
            return
        }
        width = list.width
        height = list.height
        ratio = list.pixelRatio > 0 ? list.pixelRatio : 1
        rightToLeft = list.flags & DisplayList.Flag.rightToLeft != 0
        collectPaints(list.commands)
        for (id, p) in paints.enumerated() {
            if case let .linear(x0, y0, x1, y1, stops)? = p { defineLinear(UInt32(id), x0, y0, x1, y1, stops) }
        }
        for c in list.commands { draw(c, conics) }

        var doc = XMLText()
        doc.bytes.reserveCapacity(body.bytes.count + defs.bytes.count + 512)
        doc.put("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        doc.attr("width", Double(width))
        doc.attr("height", Double(height))
        doc.put(" viewBox=\"0 0 ")
        doc.num(Double(width))
        doc.put(" ")
        doc.num(Double(height))
        doc.put(root.setsRole ? "\"" : "\" role=\"img\"")
        doc.put(root.bytes)
        doc.put(">\n")
        if !title.utf8.isEmpty {
            doc.put("<title>")
            doc.escape(title)
            doc.put("</title>\n")
        }
        if !description.utf8.isEmpty {
            doc.put("<desc>")
            doc.escape(description)
            doc.put("</desc>\n")
        }
        if !defs.bytes.isEmpty {
            doc.put("<defs>\n")
            doc.put(defs.bytes)
            doc.put("</defs>\n")
        }
        doc.put(body.bytes)
        doc.put("</svg>\n")
        out = doc
    }

    // MARK: Paints

    /// Paint definitions by id (ids are small and dense: 0, 1, 2 … in order of definition). Ids beyond the
    /// number of commands cannot come from the encoder and are ignored.
    mutating func collectPaints(_ commands: [DisplayList.Command]) {
        let limit = commands.count
        func slot(_ id: UInt32) -> Int? {
            guard Int(id) < limit else { return nil }
            while paints.count <= Int(id) { paints.append(nil) }
            return Int(id)
        }
        for c in commands {
            switch c {
            case let .solid(id, rgba): if let i = slot(id) { paints[i] = .solid(rgba) }
            case let .linear(id, x0, y0, x1, y1): if let i = slot(id) { paints[i] = .linear(x0: x0, y0: y0, x1: x1, y1: y1, stops: []) }
            case let .conic(id, cx, cy, start): if let i = slot(id) { paints[i] = .conic(cx: cx, cy: cy, start: start, stops: []) }
            case let .stop(id, offset, rgba):
                guard Int(id) < paints.count else { break }
                let o = offset.isFinite ? min(max(offset, 0), 1) : 0
                switch paints[Int(id)] {
                case .linear(let x0, let y0, let x1, let y1, var stops)?:
                    stops.append((o, rgba))
                    paints[Int(id)] = .linear(x0: x0, y0: y0, x1: x1, y1: y1, stops: stops)
                case .conic(let cx, let cy, let start, var stops)?:
                    stops.append((o, rgba))
                    paints[Int(id)] = .conic(cx: cx, cy: cy, start: start, stops: stops)
                default: break
                }
            default: break
            }
        }
    }

    func paint(_ id: UInt32) -> SVGPaint? { Int(id) < paints.count ? paints[Int(id)] : nil }

    /// The id of something in `defs`: the prefix, a letter, a number.
    static func id(_ prefix: [UInt8], _ kind: StaticString, _ n: UInt64, into t: inout XMLText) {
        t.put(prefix)
        t.put(kind)
        t.decimal(n)
    }

    mutating func defineLinear(_ id: UInt32, _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ stops: [(Float, UInt32)]) {
        defs.put("<linearGradient id=\"")
        SVGWriter.id(prefix, "p", UInt64(id), into: &defs)
        defs.put("\" gradientUnits=\"userSpaceOnUse\"")
        defs.attr("x1", Double(x0))
        defs.attr("y1", Double(y0))
        defs.attr("x2", Double(x1))
        defs.attr("y2", Double(y1))
        defs.put(">\n")
        for (offset, rgba) in stops {
            defs.put("<stop")
            defs.attr("offset", Double(offset))
            defs.put(" stop-color=\"")
            defs.rgb(rgba)
            defs.put("\"")
            if rgba & 0xFF != 0xFF {
                defs.put(" stop-opacity=\"")
                defs.alpha(rgba)
                defs.put("\"")
            }
            defs.put("/>\n")
        }
        defs.put("</linearGradient>\n")
    }

    /// Appends ` fill="…"` (or stroke) with its opacity for paint `id`: a colour, a gradient reference, or for a
    /// conic paint on anything but an arc its first stop's colour. The caller has checked the paint exists.
    static func paintAttributes(_ paint: SVGPaint?, _ id: UInt32, _ prefix: [UInt8], stroke: Bool, into t: inout XMLText) {
        switch paint {
        case .solid(let rgba)?: t.color(rgba, stroke: stroke)
        case .linear?:
            t.put(stroke ? " stroke=\"url(#" : " fill=\"url(#")
            SVGWriter.id(prefix, "p", UInt64(id), into: &t)
            t.put(")\"")
        case .conic(_, _, _, let stops)?: t.color(stops.first?.1 ?? 0, stroke: stroke)
        case nil: break
        }
    }

    // MARK: Commands

    mutating func draw(_ command: DisplayList.Command, _ conics: [DisplayList.ConicSource]) {
        switch command {
        case let .strokeArc(cx, cy, r, a0, a1, lw, cap, id):
            guard r > 0, lw > 0, a1 > a0, r.isFinite, lw.isFinite, a0.isFinite, a1.isFinite, let p = paint(id) else { return }
            if case .conic(_, _, let start, let stops) = p {
                let source = conics.first { $0.paint == id }
                conicArc(Double(cx), Double(cy), Double(r), Double(a0), Double(a1), Double(lw), cap,
                         conicStart: Double(start), source: source ?? SVGWriter.fallback(stops, start))
                return
            }
            let ring = Double(a1) - Double(a0) >= SVGWriter.ringSweep
            SVGWriter.arcCircle(Double(cx), Double(cy), Double(r), Double(a0), Double(a1), into: &body)
            body.put(" fill=\"none\"")
            SVGWriter.paintAttributes(p, id, prefix, stroke: true, into: &body)
            body.attr("stroke-width", Double(lw))
            if cap == .round && !ring { body.put(" stroke-linecap=\"round\"") }
            body.put("/>\n")
        case let .fillRoundRect(x, y, w, h, radius, id):
            guard w > 0, h > 0, let p = paint(id) else { return }
            body.put("<rect")
            body.attr("x", Double(x))
            body.attr("y", Double(y))
            body.attr("width", Double(w))
            body.attr("height", Double(h))
            let rr = min(max(radius, 0), min(w, h) / 2)
            if rr > 0 { body.attr("rx", Double(rr)) }
            SVGWriter.paintAttributes(p, id, prefix, stroke: false, into: &body)
            body.put("/>\n")
        case let .fillCircle(cx, cy, r, id):
            guard r > 0, let p = paint(id) else { return }
            body.put("<circle")
            body.attr("cx", Double(cx))
            body.attr("cy", Double(cy))
            body.attr("r", Double(r))
            SVGWriter.paintAttributes(p, id, prefix, stroke: false, into: &body)
            body.put("/>\n")
        case let .line(x0, y0, x1, y1, lw, cap, id):
            // A needle or tick: a stroked segment (opcode 10), as Canvas strokes it.
            guard lw > 0, lw.isFinite, let p = paint(id) else { return }
            body.put("<line")
            body.attr("x1", Double(x0))
            body.attr("y1", Double(y0))
            body.attr("x2", Double(x1))
            body.attr("y2", Double(y1))
            SVGWriter.paintAttributes(p, id, prefix, stroke: true, into: &body)
            body.attr("stroke-width", Double(lw))
            if cap == .round { body.put(" stroke-linecap=\"round\"") }
            body.put("/>\n")
        case let .fillQuad(x0, y0, x1, y1, x2, y2, x3, y3, id):
            // A needle's outline (opcode 11): a closed polygon, as Canvas fills the path through its corners.
            guard let p = paint(id) else { return }
            body.put("<polygon points=\"")
            body.num(Double(x0)); body.put(","); body.num(Double(y0)); body.put(" ")
            body.num(Double(x1)); body.put(","); body.num(Double(y1)); body.put(" ")
            body.num(Double(x2)); body.put(","); body.num(Double(y2)); body.put(" ")
            body.num(Double(x3)); body.put(","); body.num(Double(y3)); body.put("\"")
            SVGWriter.paintAttributes(p, id, prefix, stroke: false, into: &body)
            body.put("/>\n")
        case let .knockOut(cx, cy, r):
            guard r > 0 else { return }
            knockOut(cx, cy, r)
        case let .text(s, x, y, size, weight, align, id, maxWidth):
            guard size > 0, !s.utf8.isEmpty, let p = paint(id) else { return }
            body.put("<text")
            body.attr("x", Double(x))
            body.attr("y", Double(y))
            body.put(" font-family=\"")
            body.put(fontFamily)
            body.put("\"")
            body.attr("font-size", Double(size))
            body.put(" font-weight=\"")
            body.decimal(UInt64(weight))
            // Canvas's left/right are absolute; SVG's start/end follow the text direction, so they swap in RTL.
            if rightToLeft {
                body.put(align == .left ? "\" direction=\"rtl\" text-anchor=\"end\" dy=\"" : (align == .right ? "\" direction=\"rtl\" text-anchor=\"start\" dy=\"" : "\" direction=\"rtl\" text-anchor=\"middle\" dy=\""))
            } else {
                body.put(align == .left ? "\" text-anchor=\"start\" dy=\"" : (align == .right ? "\" text-anchor=\"end\" dy=\"" : "\" text-anchor=\"middle\" dy=\""))
            }
            body.put(SVGWriter.middleToBaseline)
            body.put("\"")
            SVGWriter.paintAttributes(p, id, prefix, stroke: false, into: &body)
            // fillText(…, maxWidth) condenses only text wider than maxWidth; textLength would also stretch
            // narrower text, so it is set only when the built-in metrics say the text is too wide.
            let estimated = FontMetrics.width(of: s, weight: Int(weight)) * Double(size)
            if maxWidth > 0 && estimated > Double(maxWidth) {
                body.attr("textLength", Double(maxWidth))
                body.put(" lengthAdjust=\"spacingAndGlyphs\"")
            }
            body.put(" xml:space=\"preserve\">")
            body.escape(s, text: true)
            body.put("</text>\n")
        case .solid, .linear, .conic, .stop, .unknown:
            break
        }
    }

    /// ` maskUnits="userSpaceOnUse"` and a region three times the box around it, so nothing drawn near the edge
    /// is cut.
    static func maskRegion(_ width: Float, _ height: Float, into t: inout XMLText) {
        t.put("\" maskUnits=\"userSpaceOnUse\"")
        region(width, height, into: &t)
    }

    static func region(_ width: Float, _ height: Float, into t: inout XMLText) {
        t.attr("x", -Double(width))
        t.attr("y", -Double(height))
        t.attr("width", 3 * Double(width))
        t.attr("height", 3 * Double(height))
    }

    /// Everything drawn so far, masked by the box minus the disc.
    mutating func knockOut(_ cx: Float, _ cy: Float, _ r: Float) {
        let n = maskCount
        maskCount += 1
        defs.put("<mask id=\"")
        SVGWriter.id(prefix, "k", n, into: &defs)
        SVGWriter.maskRegion(width, height, into: &defs)
        defs.put(">\n<rect")
        SVGWriter.region(width, height, into: &defs)
        defs.put(" fill=\"#ffffff\"/>\n<circle")
        defs.attr("cx", Double(cx))
        defs.attr("cy", Double(cy))
        defs.attr("r", Double(r))
        defs.put(" fill=\"#000000\"/>\n</mask>\n")
        var wrapped = XMLText()
        wrapped.bytes.reserveCapacity(body.bytes.count + 64)
        wrapped.put("<g mask=\"url(#")
        SVGWriter.id(prefix, "k", n, into: &wrapped)
        wrapped.put(")\">\n")
        wrapped.put(body.bytes)
        wrapped.put("</g>\n")
        body = wrapped
    }

    // MARK: Conic arcs

    /// A conic paint without a recorded source: its own stops, mixed in sRGB as the host mixes them.
    static func fallback(_ stops: [(Float, UInt32)], _ start: Float) -> DisplayList.ConicSource {
        fallback(stops.map { ColorStop(color: Color(rgba8: $0.1), location: Double($0.0)) }, start)
    }

    /// The same from the stops as colour stops (`DisplayList.svgParts` reads them so: an array of
    /// `(Float, UInt32)` grown there was one more specialised copy in the wasm).
    static func fallback(_ given: [ColorStop], _ start: Float) -> DisplayList.ConicSource {
        DisplayList.ConicSource(gradient: Gradient.Resolved(fixing: given, interpolation: .sRGB),
                                startAngle: Double(start), sweep: 2 * Double.pi)
    }

    /// One flat piece of an arc: angles (radians) and the colour as `0xRRGGBBAA` (opacity applied).
    struct Piece { var a0: Double; var a1: Double; var rgba: UInt32 }

    /// Pieces in order along an arc, each neighbour of the colour before it merged into that one, empty ones
    /// left out. One out-of-line `add` instead of an append at each place a piece is made
    /// (docs/wasm-build.md › Size and allocation).
    struct Pieces {
        var list: [Piece] = []

        @inline(never)
        mutating func add(_ a0: Double, _ a1: Double, _ color: Color) {
            guard a1 > a0 else { return }
            let rgba = color.rgba8
            let n = list.count
            if n > 0, list[n - 1].rgba == rgba { list[n - 1].a1 = a1 } else { list.append(Piece(a0: a0, a1: a1, rgba: rgba)) }
        }
    }

    /// The flat pieces of the arc `a0…a1` (radians) painted with a conic gradient whose seam is at
    /// `conicStart`, from `source`'s gradient, in order along the arc, neighbours of one colour merged; and the
    /// colours `0xRRGGBBAA` at the arc's two ends (the gradient's at their fractions clamped to 0…1), for the caps.
    static func conicPieces(_ a0: Double, _ a1: Double, conicStart: Double, source: DisplayList.ConicSource)
        -> (pieces: [Piece], caps: (start: UInt32, end: UInt32)) {
        let tau = 2 * Double.pi
        let g = source.fadedGradient
        let sweep = source.sweep > 0 ? source.sweep : tau
        // An angle as the conic sees it: in its turn [θ, θ + 2π), where θ is its seam.
        func turn(_ a: Double) -> Double {
            let k = ((a - conicStart) / tau).rounded(.down)
            let u = a - conicStart - k * tau
            return conicStart + (u >= 0 && u < tau ? u : 0)
        }
        let s0 = turn(source.startAngle)
        let arcSweep = min(a1 - a0, tau)
        let ring = a1 - a0 >= SVGWriter.ringSweep
        // The arc in the conic's turn: one portion, or two when it crosses the seam. `shift` maps back.
        let u0 = turn(a0)
        // (Not an array of the portions: its growth was one more specialised copy in the wasm.)
        let crosses = !(u0 + arcSweep <= conicStart + tau)
        var out = Pieces()
        for k in 0..<(crosses ? 2 : 1) {
            let p = k == 0 ? (u0: u0, u1: crosses ? conicStart + tau : u0 + arcSweep, shift: a0 - u0)
                           : (u0: conicStart, u1: u0 + arcSweep - tau, shift: a0 - u0 + tau)
            guard p.u1 > p.u0 else { continue }
            let t0 = (p.u0 - s0) / sweep, t1 = (p.u1 - s0) / sweep
            let angle = { (t: Double) -> Double in s0 + t * sweep + p.shift }
            // Outside the gradient's own span the conic carries its end colours.
            if t0 < 0 { out.add(p.u0 + p.shift, angle(min(t1, 0)), g.color(at: 0)) }
            let lo = max(t0, 0), hi = min(t1, 1)
            if lo < hi {
                for f in g.flatSegments(from: lo, to: hi) { out.add(angle(f.start), angle(f.end), f.color) }
            }
            if t1 > 1 { out.add(angle(max(t0, 1)), p.u1 + p.shift, g.color(at: 1)) }
        }
        var merged = out.list
        if ring, merged.count > 1, merged[0].rgba == merged[merged.count - 1].rgba {
            merged[0].a0 = merged[merged.count - 1].a0 - tau
            merged.removeLast()
        }
        let cap = { (t: Double) -> UInt32 in g.color(at: min(max(t, 0), 1)).rgba8 }
        return (merged, (cap((u0 - s0) / sweep), cap((u0 + arcSweep - s0) / sweep)))
    }

    /// Strokes the arc `a0…a1` painted with a conic gradient starting at `conicStart` as flat pieces of
    /// `source`'s gradient (see the file's comment). The arc's outline comes from one mask: the arc itself
    /// stroked in white, exactly as a solid arc is drawn, so its anti-aliased edges and caps are the Canvas's. The
    /// pieces under it are a device pixel wider on every side; many short strokes would each round their edges
    /// (Chromium dashes a circle into segments that stroke thinner: 745 pixels of a 58 px ring at 2× differed
    /// from the Canvas by more than 16 without the mask).
    mutating func conicArc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double, _ lw: Double,
                           _ cap: DisplayList.Cap, conicStart: Double, source: DisplayList.ConicSource) {
        let arc = ConicArc(cx: cx, cy: cy, r: r, a0: a0, a1: a1, lw: lw, round: cap == .round, conicStart: conicStart,
                           source: source, ratio: Double(ratio), width: Double(width), height: Double(height))
        #if hasFeature(Embedded)
        let drawn = arc.drawn()
        #else
        let drawn = ConicArc.memo(arc)
        #endif
        guard !drawn.pieces.isEmpty else { return }
        let n = arcMaskCount
        arcMaskCount += 1
        defs.put("<mask id=\"")
        SVGWriter.id(prefix, "a", n, into: &defs)
        defs.put(drawn.mask)
        body.put("<g mask=\"url(#")
        SVGWriter.id(prefix, "a", n, into: &body)
        body.put(")\"")
        body.put(drawn.group)
        body.put(drawn.pieces)
        body.put("</g>\n")
    }
}

/// A conic-painted arc as ``SVGWriter/conicArc(_:_:_:_:_:_:_:conicStart:source:)`` draws it, and what it writes
/// apart from the ids: the same arc (every input the same, bit for bit) writes the same bytes, so natively they
/// are kept in a memo (``memo(_:)``) and a server writing a gauge again does not flatten its gradient again.
struct ConicArc {
    var cx: Double, cy: Double, r: Double, a0: Double, a1: Double, lw: Double
    var round: Bool
    var conicStart: Double
    var source: DisplayList.ConicSource
    /// The document's pixel ratio, width and height (the overlap, the margin and the mask's region).
    var ratio: Double, width: Double, height: Double

    /// The mask's text after its id; the group's attributes after its mask (its opacity) and `>`; the pieces
    /// (and round caps) inside it — empty when the arc has no pieces.
    struct Drawn { var mask: [UInt8]; var group: [UInt8]; var pieces: [UInt8] }

    func drawn() -> Drawn {
        let (merged, caps) = SVGWriter.conicPieces(a0, a1, conicStart: conicStart, source: source)
        guard !merged.isEmpty else { return Drawn(mask: [], group: [], pieces: []) }
        let ring = a1 - a0 >= SVGWriter.ringSweep
        let margin = 1 / ratio
        let alphas = merged.map { $0.rgba & 0xFF }
        let oneAlpha = alphas.allSatisfy { $0 == alphas[0] }
        // Overlap only where it cannot show: opaque pieces, or pieces of one alpha in a group with that opacity.
        let overlap = oneAlpha ? SVGWriter.seamOverlap / (ratio * r) : 0
        let grouped = oneAlpha && alphas[0] != 0xFF
        func rgbaShown(_ v: UInt32) -> UInt32 { grouped ? v | 0xFF : v }
        let roundCaps = round && !ring

        var defs = XMLText(), group = XMLText(), body = XMLText()
        SVGWriter.maskRegion(Float(width), Float(height), into: &defs)
        defs.put(">\n")
        SVGWriter.arcCircle(cx, cy, r, a0, a1, into: &defs)
        defs.put(" fill=\"none\" stroke=\"#ffffff\"")
        defs.attr("stroke-width", lw)
        if roundCaps { defs.put(" stroke-linecap=\"round\"") }
        defs.put("/>\n</mask>\n")
        if grouped {
            group.put(" opacity=\"")
            group.alpha(alphas[0])
            group.put("\"")
        }
        group.put(">\n")
        if roundCaps {
            // Canvas's round caps take the conic's colour beyond each end: the end colours. Under the pieces a
            // whole disc is simplest (the pieces cover its inner half); where pieces differ in alpha the overlap
            // would show, so there the cap is only the half disc beyond the end.
            let hw = lw / 2 + margin
            for (a, capColor, forward) in [(a0, caps.start, false), (a1, caps.end, true)] {
                let (sin, cos) = GaugeMath.sinCos(a)
                let px = cx + r * cos, py = cy + r * sin
                let rgba = rgbaShown(capColor)
                if oneAlpha {
                    body.put("<circle")
                    body.attr("cx", px)
                    body.attr("cy", py)
                    body.attr("r", hw)
                } else {
                    // Outer edge point, the tip of the cap, inner edge point, in increasing angle around the end.
                    let sign = forward ? 1.0 : -1.0
                    body.put("<path d=\"M")
                    body.num(px + sign * hw * cos); body.put(" "); body.num(py + sign * hw * sin)
                    for (x, y) in [(px - sign * hw * sin, py + sign * hw * cos), (px - sign * hw * cos, py - sign * hw * sin)] {
                        body.put("A"); body.num(hw); body.put(" "); body.num(hw); body.put(" 0 0 1 ")
                        body.num(x); body.put(" "); body.num(y)
                    }
                    body.put("Z\"")
                }
                body.color(rgba, stroke: false)
                body.put("/>\n")
            }
        }
        // Every piece is `arcCircle`'s circle of one centre and radius: the texts of the numbers all pieces share
        // are written once (the same bytes as writing each piece whole, a fifth of the numbers).
        var circle = XMLText(), centre = XMLText(), circumference = XMLText(), stroke = XMLText()
        SVGWriter.arcCircle(cx, cy, r, 0, 2 * Double.pi, into: &circle)
        centre.put(" ")
        centre.num(cx)
        centre.put(" ")
        centre.num(cy)
        centre.put(")\" stroke-dasharray=\"")
        circumference.put(" ")
        circumference.num(2 * Double.pi * r)
        circumference.put("\"")
        stroke.attr("stroke-width", lw + 2 * margin)
        stroke.put("/>\n")
        // Room for every piece at once (at most 80 bytes of numbers and colour each).
        body.bytes.reserveCapacity(body.bytes.count + merged.count
                                   * (circle.bytes.count + centre.bytes.count + circumference.bytes.count + stroke.bytes.count + 80))
        for (i, p) in merged.enumerated() {
            let last = i == merged.count - 1
            let a1 = p.a1 + (last && !ring ? 0 : overlap)
            body.put(circle.bytes)
            if a1 - p.a0 < SVGWriter.ringSweep {  // as arcCircle: one dash of the arc, rotated to its start
                body.put(" transform=\"rotate(")
                body.fixed(p.a0 * 180 / Double.pi, 4)
                body.put(centre.bytes)
                body.num(r * (a1 - p.a0))
                body.put(circumference.bytes)
            }
            body.put(" fill=\"none\"")
            body.color(rgbaShown(p.rgba), stroke: true)
            body.put(stroke.bytes)
        }
        return Drawn(mask: defs.bytes, group: group.bytes, pieces: body.bytes)
    }

}

extension SVGWriter {
    /// A `<circle` (attributes follow) that strokes the clockwise arc `a0…a1` (radians): the whole circle for a
    /// closed ring, else one dash of the arc's length rotated to start at `a0` (a circle's path starts at 3 o'clock
    /// and runs clockwise). Chromium strokes a circle as Canvas strokes `arc()` (both are the same conic oval),
    /// whereas an `A` path command is stroked 0.1–0.2 px thinner: measured on a 6 px ring at 2× scale, 17 pixels
    /// differ from the Canvas by more than 16 with a circle, 358 with `A` commands.
    static func arcCircle(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double, into t: inout XMLText) {
        t.put("<circle")
        t.attr("cx", cx)
        t.attr("cy", cy)
        t.attr("r", r)
        let sweep = a1 - a0
        guard sweep < SVGWriter.ringSweep else { return }
        t.put(" transform=\"rotate(")
        t.fixed(a0 * 180 / Double.pi, 4)
        t.put(" ")
        t.num(cx)
        t.put(" ")
        t.num(cy)
        t.put(")\" stroke-dasharray=\"")
        t.num(r * sweep)
        t.put(" ")
        t.num(2 * Double.pi * r)
        t.put("\"")
    }
}

// MARK: Root attributes (SVGOptions.attributes)

extension SVGWriter {
    /// The attributes the writer sets on the root itself, which the caller may not give (``SVGAttribute``).
    static let writerAttributes: [StaticString] = ["width", "height", "viewbox"]

    /// Checks `attributes` (see ``SVGAttribute`` for the rules) and writes them escaped.
    static func rootAttributes(_ attributes: [SVGAttribute]) throws(GaugeError) -> Root {
        var root = Root()
        guard attributes.count <= GaugeLimits.rootAttributes else {
            throw GaugeError(.badText, argument: "attributes",
                             reason: "more than \(GaugeLimits.rootAttributes) attributes (GaugeLimits.rootAttributes)")
        }
        // Lowercased names so far: a set, so the check is linear in the number of attributes.
        var seen = Set<[UInt8]>()
        for a in attributes {
            guard a.name.utf8.count <= GaugeLimits.attributeNameBytes else {
                throw GaugeError(.badText, argument: "attributes",
                                 reason: "a name longer than \(GaugeLimits.attributeNameBytes) bytes (GaugeLimits.attributeNameBytes)")
            }
            let name = [UInt8](utf8: a.name)
            let lower = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            func refuse(_ why: StaticString) -> GaugeError {
                var reason = [UInt8](utf8: "\"")
                reason.append(contentsOf: name)
                reason.append(utf8: "\" ")
                why.withUTF8Buffer { reason.append(contentsOf: $0) }
                return GaugeError(.badText, argument: "attributes", reason: reason.string)
            }
            guard isXMLName(name) else {
                throw refuse("is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)")
            }
            let xml = lower.count >= 3 && lower[0] == 0x78 && lower[1] == 0x6D && lower[2] == 0x6C
            if xml && lower.starts(with: [UInt8](utf8: "xmlns")) && (lower.count == 5 || lower[5] == 0x3A) {
                throw refuse("declares a namespace: the writer declares the SVG namespace, and no other is used")
            }
            if let colon = name.firstIndex(of: 0x3A), !(colon == 3 && name.starts(with: [UInt8](utf8: "xml"))) {
                throw refuse("has a namespace prefix other than xml: (undeclared in the document)")
            }
            if xml && !(name.count > 4 && name.starts(with: [UInt8](utf8: "xml:"))) {
                throw refuse("starts with xml, which XML reserves")
            }
            for own in writerAttributes where own.withUTF8Buffer({ lower.elementsEqual($0) }) {
                throw refuse("is written by the SVG writer (size the SVG with width and height, or with CSS)")
            }
            if lower == [UInt8](utf8: "data-") { throw refuse("has no key after data-") }
            if lower.count >= 2 && lower[0] == 0x6F && lower[1] == 0x6E {
                throw refuse("is an event handler (on…): an SVG inlined in HTML runs it")
            }
            guard a.value.utf8.count <= GaugeLimits.textBytes else {
                throw refuse("has a value longer than 4096 bytes (GaugeLimits.textBytes)")
            }
            guard seen.insert(lower).inserted else { throw refuse("is given twice") }
            if lower == [UInt8](utf8: "role") { root.setsRole = true }
            var t = XMLText()
            t.put(" ")
            t.put(name)
            t.put("=\"")
            t.escape(a.value, attribute: true)
            t.put("\"")
            root.bytes.append(contentsOf: t.bytes)
        }
        return root
    }

    /// Whether `name` (UTF-8) matches XML 1.0's `Name` production (section 2.3).
    static func isXMLName(_ name: [UInt8]) -> Bool {
        var i = 0, first = true
        while i < name.count {
            // Decode one scalar (the bytes come from a String: valid UTF-8).
            let b = name[i]
            var v = UInt32(b), n = 1
            if b >= 0xF0 { v = UInt32(b & 0x07); n = 4 } else if b >= 0xE0 { v = UInt32(b & 0x0F); n = 3 } else if b >= 0xC0 { v = UInt32(b & 0x1F); n = 2 }
            guard i + n <= name.count else { return false }
            for k in 1..<max(n, 1) where n > 1 { v = v << 6 | UInt32(name[i + k] & 0x3F) }
            i += n
            let start = v == 0x3A || (v >= 0x41 && v <= 0x5A) || v == 0x5F || (v >= 0x61 && v <= 0x7A)
                || (v >= 0xC0 && v <= 0xD6) || (v >= 0xD8 && v <= 0xF6) || (v >= 0xF8 && v <= 0x2FF)
                || (v >= 0x370 && v <= 0x37D) || (v >= 0x37F && v <= 0x1FFF) || (v >= 0x200C && v <= 0x200D)
                || (v >= 0x2070 && v <= 0x218F) || (v >= 0x2C00 && v <= 0x2FEF) || (v >= 0x3001 && v <= 0xD7FF)
                || (v >= 0xF900 && v <= 0xFDCF) || (v >= 0xFDF0 && v <= 0xFFFD) || (v >= 0x10000 && v <= 0xEFFFF)
            let other = v == 0x2D || v == 0x2E || (v >= 0x30 && v <= 0x39) || v == 0xB7
                || (v >= 0x300 && v <= 0x36F) || (v >= 0x203F && v <= 0x2040)
            guard start || (!first && other) else { return false }
            first = false
        }
        return !first
    }
}

#if !hasFeature(Embedded)
extension ConicArc {
    /// The last ``FlatteningCache/capacity`` arcs drawn in this process, replaced in turn (at most a few
    /// kilobytes each): `Mutex`, as SVGs are written on several threads at once.
    struct Memo: ~Copyable {
        var arcs: [(ConicArc, Drawn)] = []
        var next = 0
    }
    static let memos = Mutex(Memo())

    /// Whether two arcs are the same bit for bit.
    func same(_ o: ConicArc) -> Bool {
        let mine = [cx, cy, r, a0, a1, lw, conicStart, ratio, width, height, source.startAngle, source.sweep, source.opacity]
        let theirs = [o.cx, o.cy, o.r, o.a0, o.a1, o.lw, o.conicStart, o.ratio, o.width, o.height, o.source.startAngle,
                      o.source.sweep, o.source.opacity]
        return round == o.round && mine.elementsEqual(theirs) { $0.bitPattern == $1.bitPattern }
            && FlatteningCache.same(source.gradient, o.source.gradient)
    }

    /// `arc.drawn()`: from the memo, else drawn (outside the lock) and kept.
    static func memo(_ arc: ConicArc) -> Drawn {
        if let hit = memos.withLock({ m in m.arcs.first { $0.0.same(arc) }?.1 }) { return hit }
        let drawn = arc.drawn()
        guard drawn.pieces.count <= 65_536 else { return drawn }
        memos.withLock { m in
            if m.arcs.count < FlatteningCache.capacity { m.arcs.append((arc, drawn)) } else { m.arcs[m.next] = (arc, drawn) }
            m.next = (m.next + 1) % FlatteningCache.capacity
        }
        return drawn
    }
}
#endif
