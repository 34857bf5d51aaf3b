// Geometry every layout family shares: boxes, the bars' metrics and fitting frame, text roles and text rows.
// Each family (Bar/, Ring/, Dial/) keeps only what is its own.

/// An axis-aligned box (x0, y0)…(x1, y1) in CSS px: the dial's label boxes, a custom ring's measured bounds.
struct Box: Equatable {
    var x0, y0, x1, y1: Double

    /// No area yet (the first `add` sets it). Computed, not a lazily made `static let`, whose once-check was inlined
    /// at each use.
    static var empty: Box { Box(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity) }

    func intersects(_ o: Box, spacing: Double) -> Bool {
        x0 < o.x1 + spacing && o.x0 < x1 + spacing && y0 < o.y1 + spacing && o.y0 < y1 + spacing
    }

    func inside(width: Double, height: Double) -> Bool { x0 >= 0 && y0 >= 0 && x1 <= width && y1 <= height }

    /// Grows the box to hold the square of half-side `pad` around (x, y).
    @inline(never)  // (called at fifteen places: one copy in the wasm, not one per call)
    mutating func add(_ x: Double, _ y: Double, pad: Double = 0) {
        x0 = min(x0, x - pad); x1 = max(x1, x + pad)
        y0 = min(y0, y - pad); y1 = max(y1, y + pad)
    }

    /// Grows the box to hold a stroke of `lineWidth` along `ring`'s whole arc at `radius`: round-ended (a disc
    /// of half the width at each end) unless the arc is a full circle, plus the arc's outermost points at the
    /// axis directions it passes through.
    mutating func addArc(_ ring: RingGeometry, radius: Double, lineWidth: Double) {
        let hw = lineWidth / 2
        let (lo, hi) = ring.span(0, 1)
        for k in 0..<2 {  // (not a loop over [lo, hi]: an array made per call)
            let (sin, cos) = GaugeMath.sinCos(k == 0 ? lo : hi)
            add(ring.cx + radius * cos, ring.cy + radius * sin, pad: hw)
        }
        var k = -12
        while k <= 12 {
            let a = Double(k) * Double.pi / 2
            if a >= lo && a <= hi || ring.isFullCircle {
                let (sin, cos) = GaugeMath.sinCos(a)
                add(ring.cx + (radius + hw) * cos, ring.cy + (radius + hw) * sin)
            }
            k += 1
        }
    }

    /// Grows the box to hold a text line of `text` centred at (x, y), no wider than `maxWidth`.
    /// - Returns: whether it did (false, the box unchanged, for a text that cannot be drawn).
    mutating func addText(_ text: FittedText, x: Double, y: Double, maxWidth: Double) -> Bool {
        guard text.drawable.isSome else { return false }
        let hw = min(text.width, maxWidth) / 2, hh = text.lineHeight / 2
        add(x - hw, y - hh)
        add(x + hw, y + hh)
        return true
    }

    /// The frame that scales this box (measured at scale 1) to fill `width × height` less `margin` px on every
    /// side, centred.
    func fitted(width: Double, height: Double, margin: Double = 0) -> RingFrame {
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return RingFrame(cx: width / 2, cy: height / 2, scale: 0) }
        let s = max(0, min((width - 2 * margin) / w, (height - 2 * margin) / h))
        return RingFrame(cx: width / 2 - s * (x0 + x1) / 2, cy: height / 2 - s * (y0 + y1) / 2, scale: s)
    }
}

/// Text sizes and weights shared by the styles.
enum TextRole {
    /// SwiftUI `Font.Weight` values as CSS weights.
    static let regular = 400, medium = 500, semibold = 600
}

/// Bar geometry in points (1 pt = 1 CSS px at natural size), for both orientations.
/// Sources: docs/swiftui-fidelity.md › linearCapacity (iOS look: 4 pt capsule, grey 20 % track, label centred
/// above, value centred below, bounds labels 8 pt beside the bar), › accessoryLinear (8 pt capsule, knob radius 4
/// in a knock-out of radius 8, labels 17 pt semibold 8 pt from the track) and › accessoryLinearCapacity (label
/// 13 pt, 6 pt, 8 pt capsule, 7 pt, value 12 pt secondary; bounds 13 pt). Text sizes and the row and beside
/// gaps are `TypeScale`'s.
enum BarMetrics {
    static let capacityBarHeight = 4.0
    static let capacityLabelFontSize = TypeScale.headline.points
    static let capacityValueFontSize = TypeScale.footnote.points
    static let capacityBoundsFontSize = TypeScale.footnote.points
    static let capacityRowGap = TypeScale.rowGap
    static let boundsGap = TypeScale.besideGap
    /// Bounds labels may take at most this share of the width each, so the bar always keeps some length.
    static let boundsMaxShare = 0.3

    static let markerBarHeight = 8.0
    static let markerLabelFontSize = TypeScale.emphasis.points

    static let accessoryBarHeight = 8.0
    static let accessoryLabelFontSize = TypeScale.footnote.points
    static let accessoryLabelGap = 6.0
    static let accessoryValueGap = 7.0
    /// 12 pt, macOS's measured size: the one text off the type scale (docs/swiftui-fidelity.md › One type scale).
    static let accessoryValueFontSize = 12.0

    /// Segmented bars: cells 8 pt tall (room to read a cell's colour, as Grafana's LCD gauge), 2 pt apart,
    /// unlit cells at 20 % of their colour. A design choice, not a measurement.
    static let segmentedBarHeight = 8.0
    static let segmentGap = 2.0
    static let unlitOpacity = 0.2

    /// The target mark reaches half the bar's thickness beyond each side of it (so it reads over a full fill)
    /// and is a quarter of the thickness plus 1 pt wide (2 pt on the 4 pt capacity bar, 3 pt on the 8 pt
    /// bars). A design choice, like the dial's target mark.
    static let targetOvershoot = 0.5

    /// Text rows of a vertical bar take at most this share of the box's height; when they need more they
    /// shrink uniformly (fonts and gaps), so the bar always keeps at least half the height. A design choice,
    /// as `boundsMaxShare` is for the horizontal bars.
    static let verticalTextMaxShare = 0.5

    /// A vertical bar's thickness in a box `width` wide: `perWidth` × the width, at least `natural` (its
    /// horizontal thickness). SwiftUI's measured bars are the guide (docs/swiftui-fidelity.md › Vertical bars):
    /// at the natural 96 pt width a capacity bar (and its segmented cells) is 16 pt, macOS's `linearCapacity`
    /// bar, and a marker track 8 pt, `accessoryLinear`'s.
    static func verticalThickness(_ natural: Double, perWidth: Double, width: Double) -> Double {
        max(natural, width * perWidth)
    }
    static let verticalCapacityPerWidth = 16.0 / 96.0, verticalMarkerPerWidth = 8.0 / 96.0
    /// The reading beside a vertical bar may shrink to this share of its size; smaller, it goes under the label.
    static let besideMinimumScale = 0.85

    /// A vertical bar's natural width when the page gives it none: a thermometer's proportions with
    /// `IntrinsicSize.verticalBar`'s height (a design choice).
    static let verticalNaturalWidth = 96.0

    /// Room to keep above a row of `rowHeight` whose text (of `fontSize`) is centred in it, so the ink of
    /// accented capitals and emoji (`FontMetrics.inkAscent`) stays inside the box when that row is on top.
    static func inkAbove(fontSize: Double, rowHeight: Double) -> Double {
        max(0, FontMetrics.inkAscent * fontSize - rowHeight / 2)
    }
}

/// How a horizontal bar style fits a box: the natural height at scale 1, shrunk uniformly when the box is
/// shorter, and centred vertically when it is taller.
struct BarFrame {
    let width: Double
    /// Uniform scale of every vertical metric and font (≤ 1).
    let scale: Double
    /// Top of the content block.
    let top: Double

    init(width: Double, height: Double, naturalHeight: Double) {
        self.width = width
        scale = naturalHeight > height ? height / naturalHeight : 1
        top = (height - naturalHeight * scale) / 2
    }
}

extension Optional {
    /// Whether there is a value: the case matched. `!= nil` and `== nil` on an optional of an `Equatable` type went
    /// through the type's derived `==` (two Strings' comparison for `BoundsLabels`, five fields for `FittedText`) in
    /// each layout that asks (docs/wasm-build.md › Size and allocation).
    var isSome: Bool {
        if case .some = self { return true }
        return false
    }
}

extension Array {
    /// `append` out of line, for the element types appended at several places (`PlacedText`, `TextRow`,
    /// `ColorStop`, and the single bytes and limbs the number writers, the error texts and the display list's
    /// encoder append): inlined, each append was a copy of the growth check and the element's move in the wasm.
    @inline(never)
    package mutating func push(_ element: Element) { append(element) }

    /// Empties the array keeping its capacity, from the end: `removeAll(keepingCapacity:)` is a specialised
    /// `replaceSubrange` of its own for each element type in the wasm (docs/wasm-build.md › Size and allocation).
    package mutating func empty() { while !isEmpty { removeLast() } }
}

/// One row of text in a vertical bar's stacks (`Gauge.placeColumn`): what it says, how it is set, and the
/// space after it. Every bar style puts a row of text on the list with `Gauge.drawRow`: a horizontal bar's
/// label above and value below the bar, each row of a vertical bar's stacks.
struct TextRow {
    var text: String
    var fontSize: Double
    var weight: Int
    var paint: UInt32
    /// false for formatted numbers, which shrink but are never cut.
    var truncates: Bool
    /// Space between this row and the next one toward the bar (or the bar itself), in points at scale 1.
    var gap: Double
    /// Whether the text is the gauge's value text, measured by its reservation (`TextMetrics.valueWidth`).
    var value = false
    /// What its text is part of (`PartCode`; a value row's is the value text's).
    var part = PartCode.label
}

extension Gauge {
    /// Draws a row's text, already fitted (`fitted`), in the line whose top is `top` and whose height is
    /// `lineHeight` (its centre is the text's middle), at `x` with `align`, no wider than `maxWidth`. The one
    /// way bar layouts put a row of text on the list.
    func drawRow(_ fitted: FittedText, x: Double, top: Double, lineHeight: Double, align: DisplayList.Align,
                 paint: UInt32, maxWidth: Double, into list: inout DisplayList) {
        list.text(fitted, x: x, y: top + lineHeight / 2, align: align, paint: paint, maxWidth: maxWidth)
    }
}
