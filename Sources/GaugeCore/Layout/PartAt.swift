// The part under a point (docs/abi.md › Hit testing): each layout says what the commands it draws are part of
// (`DisplayList.mark`, a word index and a part code), and the point is tested against the drawn commands
// themselves, the last one drawn over it winning. No layout is repeated and no geometry is written twice.

/// The part codes of `gauge_part_at` (docs/abi.md › Hit testing): the low 8 bits the kind, bits 8… an index — the
/// zone's (its place in `zones` as given) or the additional value's. Shared with the host (web/src/vocabulary.js,
/// `PARTS`, indexed by kind).
package enum PartCode {
    package static let none: UInt32 = 0, track: UInt32 = 1, fill: UInt32 = 2, zone: UInt32 = 3, needle: UInt32 = 4,
                       marker: UInt32 = 5, mark: UInt32 = 6, valueText: UInt32 = 7, label: UInt32 = 8,
                       minimumValueLabel: UInt32 = 9, maximumValueLabel: UInt32 = 10, scale: UInt32 = 11,
                       additionalValue: UInt32 = 12
    /// The kinds' names, by code (the host's `PARTS`; `GaugePart`'s cases).
    package static let names = ["none", "track", "fill", "zone", "needle", "marker", "mark", "valueText", "label",
                                "minimumValueLabel", "maximumValueLabel", "scale", "additionalValue"]

    /// The part of a ring's text of role `role` (`RingText`): the delta goes with the value.
    static func ofRingText(_ role: UInt8) -> UInt32 {
        role == RingText.label ? label : role == RingText.minimum ? minimumValueLabel
            : role == RingText.maximum ? maximumValueLabel : valueText
    }
}

/// What a point of a drawn gauge is on (`Gauge.part(at:in:)`).
///
/// The parts of the gauge and the wording of SwiftUI's `Gauge` (`currentValueLabel`, `minimumValueLabel`…), the
/// zone's and the additional value's by their index.
public enum GaugePart: Hashable, Sendable {
    /// The band or bar the range lies on where it is not filled (and, with zones, below the first zone).
    case track
    /// The filled part: a capacity bar's or ring's fill, the dial's filled arc, a lit cell.
    case fill
    /// Zone `index` of `zones` (as given, not sorted) on the track.
    case zone(Int)
    /// The dial's needle or its hub.
    case needle
    /// The value's marker: the dot on `accessoryLinear` and `accessoryCircular` (its clear ring included).
    case marker
    /// A mark across the track: the target's, a zone boundary's, the out-of-range cue.
    case mark
    /// The value text (`currentValueLabel`), with its delta.
    case valueText
    /// The label.
    case label
    /// The minimum's label (`minimumValueLabel`, or the formatted lower bound).
    case minimumValueLabel
    /// The maximum's label.
    case maximumValueLabel
    /// The dial's ticks and tick labels.
    case scale
    /// Additional value `index`'s ring (track and fill) or needle.
    case additionalValue(Int)

    /// The part of a `gauge_part_at` code; nil for `none` (0) and unknown kinds.
    package init?(code: UInt32) {
        let i = Int(code >> 8)
        switch code & 255 {
        case PartCode.track: self = .track
        case PartCode.fill: self = .fill
        case PartCode.zone: self = .zone(i)
        case PartCode.needle: self = .needle
        case PartCode.marker: self = .marker
        case PartCode.mark: self = .mark
        case PartCode.valueText: self = .valueText
        case PartCode.label: self = .label
        case PartCode.minimumValueLabel: self = .minimumValueLabel
        case PartCode.maximumValueLabel: self = .maximumValueLabel
        case PartCode.scale: self = .scale
        case PartCode.additionalValue: self = .additionalValue(i)
        default: return nil
        }
    }
}

extension DisplayList {
    /// Says that the commands drawn from here on are part `code` (`PartCode`), until the next mark.
    @inline(never)
    package mutating func mark(_ code: UInt32) {
        partMarks.push(UInt32(words.count))
        partMarks.push(code)
    }

    /// The part code (`PartCode`) of the topmost command drawn under the point (`x`, `y`) in CSS px of this list's
    /// box, and for a zone band the fraction of the range there (the zone is the gauge's to find: `Gauge.partCode`);
    /// `PartCode.none` off every command; nil when the point is not finite.
    ///
    /// Each command is tested as drawn (f32, mirrored for right to left): an arc within half its line width of its
    /// radius and inside its angles (round-capped: half its line width further along the arc), a rounded rectangle, a circle, a
    /// line within half its width of the segment (butt ends cut square), a quad (even-odd), a text's box — its
    /// width as laid out (at most its `maxWidth`) by its size around its middle. A knock-out counts as its part's.
    @inline(never)
    package func part(atX px: Double, y py: Double) -> (code: UInt32, fraction: Double)? {
        guard px.isFinite, py.isFinite else { return nil }
        var found = PartCode.none, fraction = 0.0
        var i = DisplayList.headerWords, m = 0, t = 0, part = PartCode.none
        var gradient = (id: UInt32.max, x: 0.0, y: 0.0, dx: 0.0, dy: 0.0)
        // (Indices with `&+`: the list's own commands are whole, and each checked `+` was a trap in the wasm.)
        while i < words.count {
            while m &+ 1 < partMarks.count && Int(partMarks[m]) <= i { part = partMarks[m &+ 1]; m &+= 2 }
            let op = word(i) & 0xFFFF
            let x = float(i &+ 1), y = float(i &+ 2), dx = px - x, dy = py - y
            var hit = false
            switch op {
            case Op.linear.rawValue:
                gradient = (word(i &+ 1), y, float(i &+ 3), float(i &+ 4) - y, float(i &+ 5) - float(i &+ 3))
            case Op.strokeArc.rawValue:
                // Round caps: half the line width past each end, along the arc.
                let r = float(i &+ 3), a0 = float(i &+ 4), half = float(i &+ 6) / 2
                let cap = word(i &+ 7) == Cap.round.rawValue ? half / r : 0
                var d = GaugeMath.atan2(dy, dx) - a0
                while d < 0 { d += 2 * Double.pi }
                while d >= 2 * Double.pi { d -= 2 * Double.pi }
                hit = abs((dx * dx + dy * dy).squareRoot() - r) <= half
                    && (d <= float(i &+ 5) - a0 + cap || d >= 2 * Double.pi - cap)
            case Op.fillRoundRect.rawValue:
                let r = float(i &+ 5)
                hit = DisplayList.within(px - GaugeMath.clamp(px, x + r, x + float(i &+ 3) - r),
                                         py - GaugeMath.clamp(py, y + r, y + float(i &+ 4) - r), r)
            case Op.fillCircle.rawValue, Op.knockOut.rawValue:
                hit = DisplayList.within(dx, dy, float(i &+ 3))
            case Op.text.rawValue:
                let w = t < textWidths.count ? Double(Float(bitPattern: textWidths[t])) : 0
                t &+= 1
                let left = x - w * Double(word(i &+ 5)) / 2
                hit = px >= left && px <= left + w && abs(dy) <= float(i &+ 3) / 2
            case Op.line.rawValue:
                let lx = float(i &+ 3) - x, ly = float(i &+ 4) - y
                let s = (dx * lx + dy * ly) / max(lx * lx + ly * ly, .leastNormalMagnitude)
                let c = GaugeMath.clamp(s, 0, 1)  // (butt ends: only along the segment itself)
                hit = (s == c || word(i &+ 6) == Cap.round.rawValue) && DisplayList.within(dx - c * lx, dy - c * ly, float(i &+ 5) / 2)
            case Op.fillQuad.rawValue:
                var k = i &+ 1, j = i &+ 7
                while k < i &+ 9 {
                    let ay = float(k &+ 1), by = float(j &+ 1), ax = float(k)
                    if (ay > py) != (by > py) && px < (float(j) - ax) * (py - ay) / (by - ay) + ax { hit = !hit }
                    j = k
                    k &+= 2
                }
            default: break
            }
            if hit {
                found = part
            }
            if hit && part == PartCode.zone {
                // A zone band: the fraction along the gradient a bar's zones are painted with, else the recorded track's.
                let g = gradient
                fraction = op == Op.fillRoundRect.rawValue && word(i &+ 6) == g.id
                    ? ((px - g.x) * g.dx + (py - g.y) * g.dy) / max(g.dx * g.dx + g.dy * g.dy, .leastNormalMagnitude)
                    : self.fraction(atX: px, y: py) ?? 0
            }
            i &+= 1 &+ Int(word(i) >> 16)
        }
        return (found, fraction)
    }

    /// Word `k`.
    @inline(never)
    func word(_ k: Int) -> UInt32 { words[k] }

    /// Word `k` read as an f32.
    func float(_ k: Int) -> Double { Double(Float(bitPattern: word(k))) }

    /// Whether (`dx`, `dy`) lies within `r` of the origin.
    static func within(_ dx: Double, _ dy: Double, _ r: Double) -> Bool { dx * dx + dy * dy <= r * r }
}

extension Gauge {
    /// The `gauge_part_at` code of `hit` (`DisplayList.part(atX:y:)`): a zone band's becomes the zone at its
    /// fraction (its index in `zones` as given; the track below the first zone). Static over the zones and
    /// bounds, so the C ABI reads a slot's in place.
    package func partCode(_ hit: (code: UInt32, fraction: Double)) -> UInt32 {
        guard hit.code == PartCode.zone else { return hit.code }
        let v = Gauge.value(atFraction: hit.fraction, lower: lowerBound, upper: upperBound)
        // `zoneIndex(of:)`'s rule over the zones as given: the greatest start at or below the value, the later of
        // equal ones (as the stable sort orders them).
        var best = -1, start = -Double.infinity
        for k in zones.indices {
            let z = zones[k].from
            if v >= z && z >= start { best = k; start = z }
        }
        return best < 0 ? PartCode.track : PartCode.zone | UInt32(best) << 8
    }

    /// What is drawn at `point` when the gauge is drawn in a box of `size` (CSS px, origin top-left, y down): the
    /// topmost part there (docs/abi.md › Hit testing), for tooltips and click handlers.
    ///
    /// The point is tested against the commands the layout draws (text measured with the built-in metrics, as
    /// `displayList(width:height:)`), each as drawn: a text by its laid-out width and its size around its middle.
    /// nil — nothing — off every part (between the ring and its text, in a bar's margin, outside the box), or when
    /// the point or the size is not finite. The gauge's value matters (the fill and the marker are where it is).
    public func part(at point: (x: Double, y: Double), in size: (width: Double, height: Double)) -> GaugePart? {
        guard size.width.isFinite, size.height.isFinite,
              let hit = displayList(width: size.width, height: size.height).part(atX: point.x, y: point.y) else { return nil }
        return GaugePart(code: partCode(hit))
    }
}
