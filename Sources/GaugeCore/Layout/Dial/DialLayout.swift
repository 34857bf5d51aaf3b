// The dial style (beyond SwiftUI): a track (zone bands, or a grey track with the value's progress), a target
// mark, major and minor ticks, thinned tick labels, the value text and label, needles and a hub.

/// Dial geometry as fractions of the track's outer radius R, which is as large as the box allows.
/// The proportions follow ECharts' gauge series defaults scaled to R (axis line 10 of a 75 % radius ≈ 0.08 R
/// with the ticks and labels inside it, splitLine 10 ≈ 0.09 R, pointer 60 % ≈ 0.8 R) — they are a design
/// choice, not a measurement.
enum DialMetrics {
    static let trackWidth = 0.08
    /// Space between the track and the ticks' outer ends.
    static let tickGap = 0.03
    static let majorLength = 0.09, majorWidth = 0.018
    static let minorLength = 0.05, minorWidth = 0.008
    /// Distance from a major tick's inner end to the nearest edge of its label's box, at every angle
    /// (docs/regression-cases.md › tick-label-distance).
    static let labelGap = 0.035
    /// Least space between two tick label boxes (and between a label and the value text), and between a
    /// needle's stroke and any text.
    static let labelSpacing = 0.02
    /// Least space between the value text's reserved place and a tick label: half the value text's em (0.2 R),
    /// so an end label never reads as part of the value ("7,198 8,000"); less (down to `labelSpacing`) only where
    /// an end label would otherwise be left out.
    static let valueClearance = 0.1
    /// Full lengths of the main and an additional needle past the centre, of their tail behind it, and the line
    /// needle's width. Tick labels shorten every needle by one factor so that the main needle's tip ends where
    /// they begin, but never below `needleMinLength`: a needle pointing into a label nearer the centre than that
    /// stops short of it (docs/swiftui-fidelity.md › A scale that reads the same at every value).
    static let needleLength = 0.82, additionalNeedleLength = 0.7, needleTail = 0.12, needleWidth = 0.03
    static let needleMinLength = 0.4
    static let hubRadius = Needle.defaultHubRadius
    /// The `tapered` needle: a wedge this wide at its tail end and at its tip, its width changing linearly between
    /// (docs/swiftui-fidelity.md › Needle shapes).
    static let taperedTailWidth = 0.06, taperedTipWidth = 0.012
    /// The `arrow` needle: a round-capped shaft into a notched head `arrowHeadLength` long and `arrowHeadWidth`
    /// across its barbs, whose notch lies `arrowNotch` ahead of the barbs.
    static let arrowShaftWidth = 0.02, arrowHeadLength = 0.16, arrowHeadWidth = 0.09, arrowNotch = 0.04
    /// The value text is centred this far from the centre, in the middle of the arc's gap (opposite the
    /// seam for a full circle), at most `valueMaxWidth` wide.
    static let valueDistance = 0.45, valueMaxWidth = 0.7, valueMinWidth = 0.4
    static let titleMaxWidth = 0.9, titleGap = 0.03
    static let targetWidth = 0.025, targetInset = 0.04
    /// Clear space kept inside the box's edges, in px.
    static let margin = 1.0
    /// Text sizes: `TypeScale` roles at R / `TypeScale.dialPoints` px per point (value 24 pt → 0.2 R, label
    /// 13 pt, tick labels 11 pt), each at least its role's minimum in px.
    /// The value's and label's floors lift them at most to `floorReach` × their proportional size, so a small
    /// dial keeps most of its box for the face.
    static func valueSize(_ r: Double) -> Double { floored(TypeScale.value, r) }
    static func titleSize(_ r: Double) -> Double { floored(TypeScale.footnote, r) }
    static let floorReach = 1.5
    @inline(never)  // (called more than once: one copy in the wasm, not one per call)
    static func floored(_ role: TypeScale.Role, _ r: Double) -> Double {
        let proportional = role.points * r / TypeScale.dialPoints
        return min(role.size(r / TypeScale.dialPoints), floorReach * proportional)
    }
    static func tickSize(_ r: Double) -> Double { TypeScale.caption.size(r / TypeScale.dialPoints) }
}

/// A tick label placed on a dial (public for tests and hosts that check collisions).
///
/// ```swift
/// let speed = Gauge(value: 96, in: 0...220, style: .dial)
/// var metrics = TextMetrics()
/// for label in speed.dialTickLabels(width: 240, height: 240, text: &metrics) {
///     print(label.text.text, label.x0, label.y0, label.x1, label.y1)   // each label's box
/// }
/// ```
package struct DialTickLabel: Sendable {
    /// Index of its major tick.
    public var tick: Int
    public var text: FittedText
    /// Its box (CSS px): `text.width` wide, one line (`FontMetrics.lineHeight`) tall, centred on the anchor.
    public var x0, y0, x1, y1: Double

    /// Its box as a `Box`.
    var box: Box { Box(x0: x0, y0: y0, x1: x1, y1: y1) }
}

extension Gauge {
    /// Where the dial's parts go in a box: centre, R, the value text's anchor and the text sizes.
    struct DialFrame {
        var cx = 0.0, cy = 0.0, r = 0.0
        var valueX = 0.0, valueY = 0.0
        var valueSize = 0.0, titleSize = 0.0, tickSize = 0.0
    }

    /// The centre and radius that fit the arc, the hub and the value text block into the box (less a 1 px
    /// margin). The texts' sizes are fractions of R with px minimums (`DialMetrics.valueSize`…): R is fitted with
    /// the sizes at the previous R as fractions of it, up to three times, and the value and label take the
    /// room reserved for them (so they always fit, and meet their minimums unless the box is too small).
    func dialFrame(width: Double, height: Double) -> DialFrame {
        var f = dialFrame(width: width, height: height, sizesAt: .infinity)
        var k = 0
        while k < 3 && f.r > 0 {
            let next = dialFrame(width: width, height: height, sizesAt: f.r)
            if next.r == f.r { break }
            f = next
            k += 1
        }
        return f
    }

    private func dialFrame(width: Double, height: Double, sizesAt rs: Double) -> DialFrame {
        let d = dial
        let (s, e) = d.arc(0, 1)
        // The extent in units of R (no arrays: this runs a few times per render).
        var b = Box.empty
        let hub = max(DialMetrics.needleTail + DialMetrics.needleWidth, needle.hubRadius)
        b.add(-hub, -hub)
        b.add(hub, hub)
        let (s0, c0) = GaugeMath.sinCos(s), (s1, c1) = GaugeMath.sinCos(e)
        b.add(c0, s0)
        b.add(c1, s1)
        // The arc's extreme points at the axis directions it passes through.
        var k = -8
        while k <= 8 {
            let a = Double(k) * Double.pi / 2
            if a >= s && a <= e {
                let (sn, cs) = GaugeMath.sinCos(a)
                b.add(cs, sn)
            }
            k += 1
        }
        // Sizes at R = rs as fractions of R (at rs = ∞, the scale's fractions alone).
        // Both at `fontScale`, their floors too (docs/swiftui-fidelity.md › Font scale).
        let valueSize = (rs.isFinite ? DialMetrics.valueSize(rs) : TypeScale.value.points / TypeScale.dialPoints) * fontScale
        let titleSize = (rs.isFinite ? DialMetrics.titleSize(rs) : TypeScale.footnote.points / TypeScale.dialPoints) * fontScale
        let unit = rs.isFinite ? rs : 1
        let (ux, uy) = valueDirection
        let vx = ux * DialMetrics.valueDistance, vy = uy * DialMetrics.valueDistance
        // The delta's line whenever a reference is set (not only while the value differs): the frame does not
        // depend on the value.
        let hasDelta = deltaStorage.first?.reference != nil
        // Each text's emptiness read once (not the value text's getter twice and String's test at each use).
        let hasValueText = !currentValueText.isEmpty, hasTitle = !label.isEmpty
        if hasValueText || hasTitle || hasDelta {
            let half = valueSize / unit * FontMetrics.lineHeight / 2
            var titleBottom = hasTitle ? half + DialMetrics.titleGap + titleSize / unit * FontMetrics.lineHeight : half
            // The delta's line under the value, at the label's size (docs/swiftui-fidelity.md › Delta).
            if hasDelta { titleBottom += DialMetrics.titleGap + titleSize / unit * FontMetrics.lineHeight }
            let w = max(hasValueText ? DialMetrics.valueMaxWidth : 0, hasTitle ? DialMetrics.titleMaxWidth : 0) / 2
            b.add(vx - w, vy - half)
            b.add(vx + w, vy + titleBottom)
        }
        let xmin = b.x0, xmax = b.x1, ymin = b.y0, ymax = b.y1
        let m = DialMetrics.margin
        let r = max(0, min((width - 2 * m) / (xmax - xmin), (height - 2 * m) / (ymax - ymin)))
        var f = DialFrame()
        f.r = r
        f.cx = width / 2 - r * (xmin + xmax) / 2
        f.cy = height / 2 - r * (ymin + ymax) / 2
        f.valueX = f.cx + r * vx
        f.valueY = f.cy + r * vy
        // The texts take the room the fit reserved for them (their sizes at rs, scaled by r / rs).
        f.valueSize = valueSize / unit * r
        f.titleSize = titleSize / unit * r
        f.tickSize = DialMetrics.tickSize(r) * fontScale
        return f
    }

    /// Unit vector from the centre to the value text: the middle of the gap, or opposite the seam.
    var valueDirection: (Double, Double) {
        let d = dial
        let a: Double
        if d.isFullCircle {
            a = d.startRadians + Double.pi
        } else {
            let (s, e) = d.arc(0, 1)
            a = e + (2 * Double.pi - (e - s)) / 2
        }
        let (sn, cs) = GaugeMath.sinCos(a)
        return (cs, sn)
    }

    /// The tick labels a dial of this box draws, the same at every value: placed `labelGap` beyond their ticks,
    /// dropped when outside the box or in the value text's reserved place (`dialTextPlace`), then thinned to every k-th tick with the smallest k for which no two boxes
    /// meet (docs/regression-cases.md › tick-label-distance, labels-inside-box and thinned-tick-labels) — across the seam of a full circle too, where the maximum's label is not drawn
    /// (it would sit on the minimum's).
    package func dialTickLabels(width: Double, height: Double, text metrics: inout TextMetrics) -> [DialTickLabel] {
        let f = dialFrame(width: width, height: height)
        let scale = dialScale
        var reserved: [Box] = []
        let title = dialTitle(f, text: &metrics)
        _ = dialTextPlace(f, scale, title: title.map { ($0.width, $0.lineHeight) }, reserving: &reserved, text: &metrics)
        return dialTickLabels(f, scale, width: width, height: height, avoiding: reserved, text: &metrics)
    }

    /// The value text's width, and the place kept for the texts under the needles' hub whatever
    /// the value (docs/swiftui-fidelity.md › A scale that reads the same at every value): the value line at that
    /// full width and its type's line height, `valueClearance` × R to its left and right (less beside the end labels of a
    /// narrow gap, `valueWidthBesideEnds`), then the delta's line whenever a
    /// reference is set (`deltaWidth` wide; on a full circle within the ticks, and nil — no delta at any value — when
    /// it would push the label into them), then the label (`title`: its width and line height, `dialTitle`). On an open dial the value is no wider than the arc's gap at its top edge,
    /// so the needle at either end passes beside it (never narrower than `valueMinWidth`: a narrow gap shortens
    /// the needle instead), and keeps clear of the end labels beside it. The reserved place's boxes are appended to
    /// `reserved` (the render's one list of text boxes: nothing is allocated per frame).
    func dialTextPlace(_ f: DialFrame, _ scale: DialScale, title titleSize: (Double, Double)?, reserving reserved: inout [Box],
                       text metrics: inout TextMetrics) -> (valueWidth: Double, deltaWidth: Double?, line: DialFrame) {
        let r = f.r
        var valueWidth = DialMetrics.valueMaxWidth * r
        let gapHalf = (2 * Double.pi - dial.sweepRadians) / 2
        if !dial.isFullCircle && gapHalf < Double.pi / 2 {
            let (sn, cs) = GaugeMath.sinCos(gapHalf)
            let top = DialMetrics.valueDistance * r - f.valueSize * FontMetrics.lineHeight / 2
            let clear = (needleHalfWidth(at: top / r) + DialMetrics.labelSpacing) * r / cs
            valueWidth = min(valueWidth, max(DialMetrics.valueMinWidth * r, 2 * (top * sn / cs - clear)))
        }
        let beside = valueWidthBesideEnds(f, scale, width: valueWidth, text: &metrics)
        valueWidth = beside.width
        let small = f.titleSize * FontMetrics.lineHeight
        // The value line from its top (lower beside a very wide end label) to its bottom at the full type's.
        var line = f
        let lineHeight = f.valueY + f.valueSize * FontMetrics.lineHeight / 2 - beside.top
        line.valueY = beside.top + lineHeight / 2
        line.valueSize = lineHeight / FontMetrics.lineHeight
        var deltaWidth: Double? = deltaStorage.first?.reference != nil ? valueWidth : nil
        if dial.isFullCircle, deltaWidth != nil {
            // A full circle's block lies inside the ticks: the delta's line is as wide as the major ticks' inner
            // circle lets it be (less `labelSpacing`), and left out — at every value — when it would push the label
            // into the ticks (docs/swiftui-fidelity.md › Delta).
            let inner = r * (1 - DialMetrics.trackWidth - DialMetrics.tickGap - DialMetrics.majorLength - DialMetrics.labelSpacing)
            // The delta's line and the label under the value line as `dialBlock` stacks them (no boxes made).
            let gap = DialMetrics.titleGap * r
            let deltaTop = line.valueY + lineHeight / 2 + gap, titleTop = deltaTop + small + gap
            let dy = max((deltaTop - f.cy).magnitude, (deltaTop + small - f.cy).magnitude)
            let room = dy < inner ? 2 * ((inner * inner - dy * dy).squareRoot() - (f.valueX - f.cx).magnitude) : 0
            let fits = titleSize.map { t in
                farthestCorner(f, Box(x0: f.valueX - t.0 / 2, y0: titleTop, x1: f.valueX + t.0 / 2, y1: titleTop + t.1)) <= inner
            } ?? true
            deltaWidth = room > 0 && fits ? min(valueWidth, room) : nil
        }
        let start = reserved.count
        _ = dialBlock(line, value: (valueWidth, lineHeight), delta: deltaWidth.map { ($0, small) }, title: titleSize, into: &reserved)
        let pad = beside.clearance - DialMetrics.labelSpacing * r
        let v = reserved[start]
        reserved[start] = Box(x0: v.x0 - pad, y0: v.y0, x1: v.x1 + pad, y1: v.y1)
        return (valueWidth, deltaWidth, line)
    }

    /// The label under the value text, fitted to `titleMaxWidth` × R; nil when it is empty or not drawable.
    @inline(never)
    func dialTitle(_ f: DialFrame, text metrics: inout TextMetrics) -> FittedText? {
        guard !label.isEmpty else { return nil }
        let fitted = metrics.fit(label, size: f.titleSize, weight: TextRole.regular, maxWidth: DialMetrics.titleMaxWidth * f.r)
        return fitted.drawable.isSome ? fitted : nil
    }

    /// The distance from the dial's centre to the farthest corner of `b`.
    func farthestCorner(_ f: DialFrame, _ b: Box) -> Double {
        let ex = max((b.x0 - f.cx).magnitude, (b.x1 - f.cx).magnitude), ey = max((b.y0 - f.cy).magnitude, (b.y1 - f.cy).magnitude)
        return (ex * ex + ey * ey).squareRoot()
    }

    /// The value text's block at its place: the boxes of the value line, the delta's line and the label (each
    /// `(width, height)`, nil for none), the first present centred on the frame's value anchor and each next one
    /// `titleGap` × R under the one before, appended to `boxes` (no list of its own: it runs every render); and the
    /// three lines' centres.
    @inline(never)
    func dialBlock(_ f: DialFrame, value: (Double, Double)?, delta: (Double, Double)?, title: (Double, Double)?,
                   into boxes: inout [Box]) -> (valueY: Double, titleY: Double, deltaY: Double) {
        var valueY = f.valueY, titleY = f.valueY, deltaY = f.valueY
        var bottom = f.valueY, first = true
        for k in 0..<3 {
            guard let s = k == 0 ? value : k == 1 ? delta : title else { continue }
            let y = first ? f.valueY : bottom + DialMetrics.titleGap * f.r + s.1 / 2
            first = false
            boxes.append(Box(x0: f.valueX - s.0 / 2, y0: y - s.1 / 2, x1: f.valueX + s.0 / 2, y1: y + s.1 / 2))
            if k == 0 { valueY = y } else if k == 1 { deltaY = y } else { titleY = y }
            bottom = y + s.1 / 2
        }
        return (valueY, titleY, deltaY)
    }

    /// The factor (`needleMinLength / needleLength`…1) every needle's length takes so that the main needle's outline
    /// ends `labelSpacing` × R short of the nearest tick label: labels outside the needles' reach, so none is ever
    /// hidden under one (docs/swiftui-fidelity.md › A scale that reads the same at every value).
    func dialNeedleReach(_ f: DialFrame, _ labels: [DialTickLabel]) -> Double {
        let full = DialMetrics.needleLength * f.r
        var reach = full
        for l in labels {
            reach = min(reach, pointBoxDistance(f.cx, f.cy, l.box) - (DialMetrics.needleWidth / 2 + DialMetrics.labelSpacing) * f.r)
        }
        return full > 0 ? max(DialMetrics.needleMinLength / DialMetrics.needleLength, reach / full) : 1
    }

    func dialTickLabels(_ f: DialFrame, _ scale: DialScale, width: Double, height: Double, avoiding: [Box],
                        text metrics: inout TextMetrics) -> [DialTickLabel] {
        guard dial.showsTickLabels, f.r > 0 else { return [] }
        let first = plainTickTexts(scale)
        var best = dialTickLabels(f, scale, texts: dialTickTexts(scale, first), width: width, height: height, avoiding: avoiding, text: &metrics)
        // Large values that crowd (thinned, or an end left out) are written compactly ("200k", "1M") when that
        // does better: docs/swiftui-fidelity.md › Dial ticks and labels.
        let n = scale.values.count - 1
        func complete(_ l: [DialTickLabel]) -> Bool { l.count == n + 1 }
        guard first == .plain else { return best.labels }
        // Then compactly, then in scientific notation: one call of the fitting for both (each is code in the wasm).
        for k in 0..<2 {
            let way = k == 0 ? TickTexts.compact : .scientific
            // Compact when thinned or an end is left out; scientific while an end is still unlabelled (texts too
            // wide: 1e20…1.0001e20 in plain digits; docs/swiftui-fidelity.md › Dial ticks and labels: any magnitude).
            guard k == 0 ? !complete(best.labels) && compactsTicks(scale) : n > 0 && best.ends < 2 && defaultTickTexts(scale)
            else { continue }
            let other = dialTickLabels(f, scale, texts: dialTickTexts(scale, way), width: width, height: height,
                                       avoiding: avoiding, text: &metrics)
            // Compact: both ends labelled first (interior labels thin before an end is lost), then the fewer
            // thinned. Scientific: if it labels more ends.
            if other.ends > best.ends || (k == 0 && other.ends == best.ends
                && (other.stride < best.stride || (other.stride == best.stride && other.labels.count > best.labels.count))) {
                best = other
            }
        }
        return best.labels
    }

    /// The labels of `texts` (thinned with `stride`; `ends` how many of the scale's two end ticks are labelled).
    func dialTickLabels(_ f: DialFrame, _ scale: DialScale, texts: [String], width: Double, height: Double, avoiding: [Box],
                        text metrics: inout TextMetrics) -> (labels: [DialTickLabel], stride: Int, ends: Int) {
        let n = scale.values.count - 1
        func result(_ l: [DialTickLabel], _ stride: Int) -> ([DialTickLabel], Int, Int) {
            (l, stride, (l.first?.tick == 0 ? 1 : 0) + (n > 0 && l.last?.tick == n ? 1 : 0))
        }
        let size = f.tickSize
        // A full circle does not label a tick on the seam's far side (it would sit on the minimum's).
        let last = dial.isFullCircle && n > 0 && scale.fractions[n] == 1 && scale.fractions[0] == 0 ? n - 1 : n
        var candidates: [DialTickLabel] = []
        candidates.reserveCapacity(last + 1)
        var i = 0
        while i <= last {
            let fitted = metrics.fit(texts[i], size: size, weight: TextRole.regular, maxWidth: 4 * f.r + 1, truncates: false)
            i += 1
            guard fitted.drawable.isSome else { continue }
            guard let box = dialLabelBox(f, fraction: scale.fractions[i - 1], width: fitted.width) else { continue }
            // Not under the hub (it would be covered).
            guard box.inside(width: width, height: height),
                  pointBoxDistance(f.cx, f.cy, box) >= (needle.hubRadius + DialMetrics.labelSpacing) * f.r
            else { continue }
            if avoiding.contains(where: { $0.intersects(box, spacing: DialMetrics.labelSpacing * f.r) }) { continue }
            candidates.append(DialTickLabel(tick: i - 1, text: fitted, x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1))
        }
        let spacing = DialMetrics.labelSpacing * f.r
        var stride = 1
        while stride <= max(n, 1) {
            // Whether two of the labels this stride keeps meet (the pairs in order; no array per stride).
            var clash = false
            var a = 0
            outer: while a < candidates.count {
                if candidates[a].tick % stride == 0 {
                    var b = a + 1
                    while b < candidates.count {
                        if candidates[b].tick % stride == 0 && candidates[a].box.intersects(candidates[b].box, spacing: spacing) {
                            clash = true
                            break outer
                        }
                        b += 1
                    }
                }
                a += 1
            }
            if !clash {
                var kept: [DialTickLabel] = []
                for c in candidates where c.tick % stride == 0 { kept.append(c) }
                return result(keepingTheEnd(kept, candidates: candidates, spacing: spacing), stride)
            }
            stride += 1
        }
        return result(candidates.isEmpty ? [] : [candidates[0]], stride)
    }

    /// The box of a tick label `width` wide at `fraction` of the scale, `labelGap` inside its tick; nil when it
    /// does not fit between the tick and the centre. Out of line: the tick labels and the value's width beside the
    /// end labels each had a copy.
    @inline(never)
    func dialLabelBox(_ f: DialFrame, fraction: Double, width: Double) -> Box? {
        let inner = f.r * (1 - DialMetrics.trackWidth - DialMetrics.tickGap - DialMetrics.majorLength - DialMetrics.labelGap)
        let (sn, cs) = GaugeMath.sinCos(dial.angle(fraction))
        let hw = width / 2, hh = f.tickSize * FontMetrics.lineHeight / 2
        let dist = inner - (hw * cs.magnitude + hh * sn.magnitude)
        guard dist > 0 else { return nil }
        let x = f.cx + cs * dist, y = f.cy + sn * dist
        return Box(x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh)
    }

    /// The value text's width narrowed (never below `valueMinWidth`) so that it keeps clear of the scale's end
    /// labels beside it: a range is read from its ends (docs/swiftui-fidelity.md › Dial ticks and labels).
    func valueWidthBesideEnds(_ f: DialFrame, _ scale: DialScale, width: Double,
                              text metrics: inout TextMetrics) -> (width: Double, clearance: Double, top: Double) {
        // The clearance kept from the end labels: `valueClearance`, less where the value would otherwise go below
        // `valueMinWidth` — an end label is kept rather (never nearer than `labelSpacing`).
        var clearance = DialMetrics.valueClearance * f.r
        let hh = f.valueSize * FontMetrics.lineHeight / 2
        var top = f.valueY - hh
        guard dial.showsTickLabels, !dial.isFullCircle, scale.values.count > 1 else { return (width, clearance, top) }
        // Large values may be drawn in any of three ways (`dialTickLabels`): keep clear of the narrowest end texts
        // of them — "1e+20", not "100000000T" or 21 digits, whose room the value text took (no label was drawn).
        let compacts = compactsTicks(scale)
        var w = width
        var i = 0
        while i < scale.values.count {  // the two ends only (no arrays: this runs every render)
            defer { i = i == 0 ? scale.values.count - 1 : scale.values.count }
            // The narrowest of the ways tried first; where the value cannot narrow beside it, also the scientific
            // text that dialTickLabels falls back to (1e-10…2e-10: "0.00000000010" and "0.00000000020" meet anyway).
            var narrowest = Double.infinity, scientific = Double.infinity
            for k in 0..<(defaultTickTexts(scale) ? 3 : 1) {  // one call site of fit (each is code in the wasm)
                let way = k == 0 ? (compacts ? TickTexts.compact : plainTickTexts(scale)) : k == 1 ? .plain : .scientific
                scientific = metrics.fit(dialTickText(scale, i, way), size: f.tickSize, weight: TextRole.regular,
                                         maxWidth: 4 * f.r + 1, truncates: false).width
                if k == 0 || compacts { narrowest = min(narrowest, scientific) }
            }
            var k = 0
            while k < 2 {
                guard let b = dialLabelBox(f, fraction: scale.fractions[i], width: k == 0 ? narrowest : scientific),
                      b.y1 + DialMetrics.labelSpacing * f.r > f.valueY - hh, b.y0 - DialMetrics.labelSpacing * f.r < f.valueY + hh
                else { break }
                // Half the room to the label; the value narrows to keep the clearance, but not below valueMinWidth.
                let d = (b.x0 > f.valueX ? b.x0 - f.valueX : f.valueX - b.x1) - 0.001 * f.r
                let hw = max(DialMetrics.valueMinWidth * f.r / 2, min(w / 2, d - DialMetrics.valueClearance * f.r))
                if d - hw >= DialMetrics.labelSpacing * f.r {
                    w = 2 * hw
                    clearance = min(clearance, d - hw)
                    break
                }
                // A label reaching over the value line (very wide end texts: 1,700,000,005 at 240 px): the line's
                // top comes down under it, its type smaller (at least half the tick labels' size).
                if k == 0 && f.valueY + hh - b.y1 - DialMetrics.labelSpacing * f.r >= f.tickSize * FontMetrics.lineHeight / 2 {
                    top = max(top, b.y1 + (DialMetrics.labelSpacing + 0.001) * f.r)
                }
                k += 1
            }
        }
        return (w, clearance, top)
    }

    /// Thinned labels with the last candidate (the maximum's, or the last one drawable) added when thinning left
    /// it out: in place of the label before it if the two would meet (an end label reads the range).
    func keepingTheEnd(_ kept: [DialTickLabel], candidates: [DialTickLabel], spacing: Double) -> [DialTickLabel] {
        guard let end = candidates.last, let previous = kept.last, previous.tick != end.tick else { return kept }
        // Built as a new array, not as a mutated copy of `kept`: the Embedded wasm build returned `kept` shortened
        // here (removeLast on the copy reached the caller's array; Fuzz/corpus/wasm-differs-dial-tick-label-1.7e9).
        let rest = previous.box.intersects(end.box, spacing: spacing) ? kept.count - 1 : kept.count
        var i = 0
        while i < rest {
            if kept[i].box.intersects(end.box, spacing: spacing) { return kept }
            i += 1
        }
        var out: [DialTickLabel] = []
        out.reserveCapacity(rest + 1)
        i = 0
        while i < rest { out.append(kept[i]); i += 1 }
        out.append(end)
        return out
    }

    /// `dial`: see the file comment. Zones replace the progress arc by colour bands; the needle takes the
    /// value's zone colour (else the tint at the value).
    func layoutDial(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        // The value-independent part from the last render when nothing it depends on changed (`DialScaleCache`).
        let valueText = currentValueText
        let key = DialScaleCache.Key(revision: list.scaleRevision ?? 0, width: width.bitPattern, height: height.bitPattern,
                                     metricsChanges: metrics.changes, hasValueText: !valueText.isEmpty)
        let kept = list.scaleRevision != nil && list.dialScale?.key == key ? list.dialScale : nil
        let f = kept?.frame ?? dialFrame(width: width, height: height)
        let r = f.r
        guard r > 0 else { return }
        let d = dial
        let arc = RingGeometry(d.arc, frame: RingFrame(cx: f.cx, cy: f.cy, scale: 1))
        list.recordTrack(arc)
        list.recordFocus(arc, outer: r)  // the focus ring goes around the track's outer edge
        let tint = resolvedTint
        let tw = DialMetrics.trackWidth * r
        let rT = r - tw / 2
        let full = d.arc(0, 1)
        list.mark(PartCode.track)
        list.strokeArc(cx: f.cx, cy: f.cy, r: rT, start: full.start, end: full.end, lineWidth: tw, cap: .butt,
                       paint: list.solid(trackColor))
        let bands = zoneBands()
        let fv = drawnFraction
        if !bands.isEmpty {
            list.mark(PartCode.zone)
            for b in bands {
                let a = d.arc(b.start, b.end)
                list.strokeArc(cx: f.cx, cy: f.cy, r: rT, start: a.start, end: a.end, lineWidth: tw, cap: .butt,
                               paint: list.solid(b.color))
            }
        } else if let fv {
            let fo = originFraction
            let a = d.arc(min(fo, fv), max(fo, fv))
            if a.end > a.start {
                let paint: UInt32
                switch tint {
                case .color(let c): paint = list.solid(c)
                case .gradient(let g):
                    // The conic gradient starts in the middle of the gap, and runs the way the values grow.
                    let gap = 2 * Double.pi - d.sweepRadians
                    var stops: [ColorStop] = []
                    let host = list.hostStops(for: g)
                    for k in host.indices {  // counterclockwise: from the last stop (no `reverse()` copy in the wasm)
                        let s = host[d.clockwise ? k : host.count - 1 - k]
                        let p = d.clockwise ? s.location : 1 - s.location
                        stops.push(ColorStop(color: s.color, location: (gap / 2 + p * d.sweepRadians) / (2 * Double.pi)))
                    }
                    paint = list.conicGradient(cx: f.cx, cy: f.cy, startAngle: full.start - gap / 2, stops: stops)
                }
                list.mark(PartCode.fill)
                list.strokeArc(cx: f.cx, cy: f.cy, r: rT, start: a.start, end: a.end, lineWidth: tw, cap: .butt, paint: paint)
            }
        }
        let primary = list.solid(labelColor)
        // The zone boundaries' marks (opt-in), then the target's: one geometry (`dialMark`, ThresholdMarks.swift).
        drawDialMarks(f, paint: primary, into: &list)
        if let ft = targetFraction { dialMark(f, fraction: ft, paint: primary, into: &list) }
        if outOfRange != 0 { dialMark(f, fraction: outOfRange > 0 ? 1 : 0, paint: primary, into: &list) }  // › Out of range

        // Ticks (minor first, so the majors lie on top), then the tick labels: the scale, kept from the last render
        // or laid out now (`dialScaleLayout`); a layout that fell back to built-in widths is not kept
        // (`TextMetrics.fallbacks`).
        let fallbacks = metrics.fallbacks
        let c: DialScaleCache
        list.mark(PartCode.scale)
        if let kept {
            // The kept tick commands, with this render's paints (they are numbered in the order a render uses them).
            list.appendLines(kept.tickWords, minor: kept.minorLines,
                             kept.minorLines >= 0 ? list.solid(secondaryLabelColor) : primary, primary)
            c = kept
        } else {
            c = dialScaleLayout(f, key, primary: primary, width: width, height: height, text: &metrics, into: &list)
            if list.scaleRevision != nil && metrics.fallbacks == fallbacks { list.dialScale = c }
        }
        let title = c.title, place = c.place, labels = c.labels, reach = c.reach
        for l in labels {
            list.text(l.text, x: (l.x0 + l.x1) / 2, y: (l.y0 + l.y1) / 2, align: .center, paint: primary, maxWidth: l.text.width)
        }
        // One list of text boxes for the render (the drawn texts), made once with room for all of them: nothing more
        // is allocated for them.
        var texts: [Box] = []
        texts.reserveCapacity(3 + labels.count)

        // The needles' outlines (the additional values first, the main value on top), known before the value text
        // so that none is drawn over it (docs/swiftui-fidelity.md › No needle over text).
        var needles: [DialNeedle] = []
        needles.reserveCapacity(additionalValues.count + 1)
        @inline(never)  // (called twice: one needle's construction and append in the wasm, not two)
        func addNeedle(_ t: Double, length: Double, color: Color, part: UInt32) {
            needles.append(dialNeedle(f, fraction: t, length: length * reach, color: color))
            needles[needles.count - 1].part = part
        }
        for i in additionalValues.indices {
            if let t = drawnAdditionalFraction(i) {
                addNeedle(t, length: DialMetrics.additionalNeedleLength, color: additionalColor(i),
                          part: PartCode.additionalValue | UInt32(i) << 8)
            }
        }
        if let fv {
            addNeedle(fv, length: DialMetrics.needleLength, color: zoneColor(of: value) ?? tint.color(at: fv), part: PartCode.needle)
        }

        // The value text, the delta and the label in their place (the gap of an open arc; opposite the seam on a
        // full circle); a needle that reaches them stops short.
        let valueWidth = place.valueWidth
        var valueFit: FittedText? = nil
        if !valueText.isEmpty {
            let fitted = metrics.fit(valueText, size: place.line.valueSize, weight: TextRole.medium,
                                     maxWidth: valueWidth, truncates: !currentValueIsFormatted, value: true)
            if fitted.drawable.isSome { valueFit = fitted }
        }
        // The delta under the value, at the label's size, as wide as the value may be (docs/swiftui-fidelity.md › Delta).
        let delta = deltaText
        let deltaFit = delta.flatMap { d in place.deltaWidth.flatMap { fitDelta(d, size: f.titleSize, maxWidth: $0, text: &metrics) } }
        let placed = dialBlock(place.line, value: valueFit.map { ($0.width, $0.lineHeight) }, delta: deltaFit.map { ($0.width, $0.lineHeight) },
                               title: title.map { ($0.width, $0.lineHeight) }, into: &texts)
        let spacing = DialMetrics.labelSpacing * r
        // (The tick labels too: one nearer the centre than `needleMinLength` is stopped short of, never hidden.)
        for l in labels { texts.append(l.box) }
        for k in needles.indices { needles[k].stopShort(of: &texts, spacing: spacing, hub: needle.hubRadius * r) }
        if let valueFit {
            list.mark(PartCode.valueText)
            list.text(valueFit, x: f.valueX, y: placed.valueY, align: .center, paint: list.solid(valueColor(secondary: false)),
                      maxWidth: valueWidth)
        }
        if let title {
            let secondary = list.solid(secondaryLabelColor)
            list.mark(PartCode.label)
            list.text(title, x: f.valueX, y: placed.titleY, align: .center, paint: secondary, maxWidth: DialMetrics.titleMaxWidth * r)
        }
        if let deltaFit, let delta, let deltaWidth = place.deltaWidth {
            list.mark(PartCode.valueText)
            list.text(deltaFit, x: f.valueX, y: placed.deltaY, align: .center, paint: list.solid(deltaColor(increasing: delta.increasing)),
                      maxWidth: deltaWidth)
        }

        // Needles, then the hub.
        for n in needles { list.mark(n.part); n.draw(into: &list) }
        if !needles.isEmpty {
            list.mark(PartCode.needle)
            list.fillCircle(cx: f.cx, cy: f.cy, r: needle.hubRadius * r, paint: list.solid(hubColor))
        }
    }

    /// The part of a dial's layout that does not depend on the value
    /// (docs/performance.md › A render in the wasm, per style): the tick lines (drawn into `list`), the label under
    /// the value (`dialTitle`), the place kept for the texts (`dialTextPlace`), the tick labels and the needles'
    /// reach, for `f` and what `key` holds.
    @inline(never)
    func dialScaleLayout(_ f: DialFrame, _ key: DialScaleCache.Key, primary: UInt32, width: Double, height: Double,
                         text metrics: inout TextMetrics, into list: inout DisplayList) -> DialScaleCache {
        let d = dial, r = f.r
        let scale = dialScale
        // Ticks: minor first, so the majors lie on top. Their commands are kept as written (`appendLines`).
        var start = list.words.count
        var minorLines = -1
        let r1 = r * (1 - DialMetrics.trackWidth - DialMetrics.tickGap)
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func tick(_ t: Double, length: Double, width: Double, paint: UInt32) {
            let (sn, cs) = GaugeMath.sinCos(d.angle(t))
            let r0 = r1 - length * r
            list.line(x0: f.cx + cs * r0, y0: f.cy + sn * r0, x1: f.cx + cs * r1, y1: f.cy + sn * r1,
                      lineWidth: width * r, cap: .butt, paint: paint)
        }
        if d.minorTicks > 1 && (scale.values.count > 1 || scale.grid > 0) {
            let secondary = list.solid(secondaryLabelColor)
            start = list.words.count  // (after the paint's definition, which a kept render writes itself)
            scale.forEachMinorFraction(minor: d.minorTicks, lower: lowerBound, upper: upperBound) { t in
                tick(t, length: DialMetrics.minorLength, width: DialMetrics.minorWidth, paint: secondary)
            }
            minorLines = (list.words.count - start) / DisplayList.lineWords
        }
        for (i, t) in scale.fractions.enumerated() where !(d.isFullCircle && t == 1 && i > 0 && scale.fractions[0] == 0) {
            tick(t, length: DialMetrics.majorLength, width: DialMetrics.majorWidth, paint: primary)
        }
        var tickWords: [UInt32] = []
        tickWords.reserveCapacity(list.words.count - start)
        var k = start
        while k < list.words.count {
            tickWords.append(list.words[k])
            k += 1
        }
        // The tick labels and the place kept for the value text; the needles end where the labels begin
        // (docs/swiftui-fidelity.md › A scale that reads the same at every value).
        var reserved: [Box] = []
        reserved.reserveCapacity(3)
        let title = dialTitle(f, text: &metrics)
        let place = dialTextPlace(f, scale, title: title.map { ($0.width, $0.lineHeight) }, reserving: &reserved, text: &metrics)
        let labels = dialTickLabels(f, scale, width: width, height: height, avoiding: reserved, text: &metrics)
        return DialScaleCache(key: key, frame: f, tickWords: tickWords, minorLines: minorLines, title: title, place: place,
                              labels: labels, reach: dialNeedleReach(f, labels))
    }

    /// A needle at `fraction`, `length` × R long past the centre and `needleTail` × R behind it.
    func dialNeedle(_ f: DialFrame, fraction: Double, length: Double, color: Color) -> DialNeedle {
        let (sn, cs) = GaugeMath.sinCos(dial.angle(fraction))
        let tail = DialMetrics.needleTail * f.r
        return DialNeedle(cx: f.cx, cy: f.cy, cos: cs, sin: sn, x0: f.cx - cs * tail, y0: f.cy - sn * tail,
                          x1: f.cx + cs * length * f.r, y1: f.cy + sn * length * f.r, width: DialMetrics.needleWidth * f.r,
                          color: color, shape: needle.shape, r: f.r)
    }

    /// Half the needle's width (in units of R) `d` × R from the centre along a main needle at full length: what
    /// an open dial's value text keeps clear of beside the arc's ends.
    @inline(never)
    func needleHalfWidth(at d: Double) -> Double {
        switch needle.shape {
        case .line: return DialMetrics.needleWidth / 2
        case .tapered:
            let t = GaugeMath.clamp((d + DialMetrics.needleTail) / (DialMetrics.needleLength + DialMetrics.needleTail), 0, 1)
            return (DialMetrics.taperedTailWidth + (DialMetrics.taperedTipWidth - DialMetrics.taperedTailWidth) * t) / 2
        case .arrow:
            return d < DialMetrics.needleLength - DialMetrics.arrowHeadLength ? DialMetrics.arrowShaftWidth / 2 : DialMetrics.arrowHeadWidth / 2
        }
    }
}

/// What a dial's layout keeps between renders of one gauge (`DisplayList.dialScale`, in a list with a
/// `scaleRevision`: the C ABI's, one per gauge, freed with it): the frame and `dialScaleLayout`'s parts, laid out
/// again when `key` changes. Its size is that of the commands it stands for (the tick lines' words, a label's
/// text and box), so it stays within the gauge's own display list's
/// (docs/performance.md › A render in the wasm, per style).
final class DialScaleCache: Sendable {
    /// What the kept part depends on: the gauge's inputs other than its value (`DisplayList.scaleRevision`), the
    /// box, the text table's widths (`TextMetrics.changes`) and whether a value text is shown (its emptiness is
    /// the one thing the layout reads of the value text).
    struct Key: Equatable, Sendable {
        var revision: UInt32
        var width, height: UInt64
        var metricsChanges: UInt32
        var hasValueText: Bool
    }
    let key: Key
    let frame: Gauge.DialFrame
    /// The tick lines' commands as the list held them (`DisplayList.lineWords` words each), the minor ones first
    /// (`minorLines` of them; −1: no minor ticks, whose paint is then not defined), then the major ones.
    let tickWords: [UInt32]
    let minorLines: Int
    let title: FittedText?
    let place: (valueWidth: Double, deltaWidth: Double?, line: Gauge.DialFrame)
    let labels: [DialTickLabel]
    let reach: Double

    init(key: Key, frame: Gauge.DialFrame, tickWords: [UInt32], minorLines: Int, title: FittedText?,
         place: (valueWidth: Double, deltaWidth: Double?, line: Gauge.DialFrame), labels: [DialTickLabel], reach: Double) {
        self.key = key
        self.frame = frame
        self.tickWords = tickWords
        self.minorLines = minorLines
        self.title = title
        self.place = place
        self.labels = labels
        self.reach = reach
    }
}

/// A needle from (x0, y0) behind the centre to its tip (x1, y1), in one of `Needle.Shape`'s outlines: a
/// round-capped line `width` wide, a wedge, or a shaft and an arrowhead (docs/swiftui-fidelity.md › Needle shapes).
/// The outline is computed from the two ends, so a needle stopped short keeps its shape.
struct DialNeedle {
    var cx, cy, cos, sin: Double
    var x0, y0, x1, y1, width: Double
    var color: Color
    var shape: Needle.Shape = .line
    /// The dial's radius R (the shapes' proportions are fractions of it).
    var r = 0.0
    /// Set by `stopShort` when even the stub inside the hub meets a text: nothing is drawn (the hub covers it).
    var hidden = false
    /// What it is part of (`PartCode`): the needle, or an additional value's.
    var part = PartCode.needle

    /// The filled part of a shape: four corners in order (two equal ones for a triangle).
    struct Quad {
        var x0, y0, x1, y1, x2, y2, x3, y3: Double
    }

    /// The shape's parts: a round-capped stroke from the tail to (sx, sy) `strokeWidth` wide (0: none), and a quad.
    /// Out of line (as `hits`, `draw`, `quadDistance` and `needleHalfWidth`): inlined at their call sites the shapes
    /// cost 4.1 KB of wasm gzipped, out of line 0.6 KB.
    @inline(never)
    func parts() -> (sx: Double, sy: Double, strokeWidth: Double, quad: Quad?) {
        let dx = x1 - x0, dy = y1 - y0
        let len = (dx * dx + dy * dy).squareRoot()
        // The unit direction (from the needle's angle, so a zero length keeps it) and its normal.
        let ux = cos, uy = sin, nx = -sin, ny = cos
        switch shape {
        case .line:
            return (x1, y1, width, nil)
        case .tapered:
            let a = DialMetrics.taperedTailWidth * r / 2, b = DialMetrics.taperedTipWidth * r / 2
            return (x0, y0, 0, Quad(x0: x0 + nx * a, y0: y0 + ny * a, x1: x1 + nx * b, y1: y1 + ny * b,
                                    x2: x1 - nx * b, y2: y1 - ny * b, x3: x0 - nx * a, y3: y0 - ny * a))
        case .arrow:
            // A needle stopped short keeps a head at most half its length.
            let h = min(DialMetrics.arrowHeadLength * r, len / 2)
            let k = h / (DialMetrics.arrowHeadLength * r)
            let w = DialMetrics.arrowHeadWidth * r / 2 * k, notch = DialMetrics.arrowNotch * r * k
            let bx = x1 - ux * h, by = y1 - uy * h
            let sx = bx + ux * notch, sy = by + uy * notch
            return (sx, sy, DialMetrics.arrowShaftWidth * r,
                    Quad(x0: x1, y0: y1, x1: bx + nx * w, y1: by + ny * w, x2: sx, y2: sy, x3: bx - nx * w, y3: by - ny * w))
        }
    }

    /// Whether the needle's outline (a line's round caps included) comes within `spacing` of `box`.
    @inline(never)
    func hits(_ box: Box, spacing: Double) -> Bool {
        if shape == .line { return segmentDistance(x0, y0, x1, y1, box) < width / 2 + spacing }
        let p = parts()
        if p.strokeWidth > 0 && segmentDistance(x0, y0, p.sx, p.sy, box) < p.strokeWidth / 2 + spacing { return true }
        guard let q = p.quad else { return false }
        let d = quadDistance(q, box)
        return d == 0 || d < spacing  // meeting is a hit at any spacing
    }

    /// Whether the needle `hits` any of the first `n` of `boxes`: one loop for its five tests (each inlined was a
    /// copy in the wasm).
    @inline(never)
    func hitsAny(_ boxes: [Box], _ n: Int, spacing: Double) -> Bool {
        var k = 0
        while k < n {
            if hits(boxes[k], spacing: spacing) { return true }
            k += 1
        }
        return false
    }

    /// Draws the outline in the needle's colour.
    @inline(never)
    func draw(into list: inout DisplayList) {
        if hidden { return }
        let paint = list.solid(color)
        let p = parts()
        if p.strokeWidth > 0 {
            list.line(x0: x0, y0: y0, x1: p.sx, y1: p.sy, lineWidth: p.strokeWidth, cap: .round, paint: paint)
        }
        if let q = p.quad {
            list.fillQuad(x0: q.x0, y0: q.y0, x1: q.x1, y1: q.y1, x2: q.x2, y2: q.y2, x3: q.x3, y3: q.y3, paint: paint)
        }
    }

    /// Moves the tip back toward the centre until the stroke keeps `spacing` from every box, but no nearer the
    /// centre than `hub`. When the needle at that length still meets a box, its tail (behind the centre, drawn
    /// for balance only) goes and the search runs again; when even that stub meets one, the needle is `hidden`
    /// — the value text still reads it, and no needle is drawn over a text (docs/swiftui-fidelity.md › No needle over text).
    mutating func stopShort(of boxes: inout [Box], spacing: Double, hub: Double) {
        // Only the boxes near the needle's axis can stop it: every outline it is searched at lies within its widest
        // half-width (an arrow's head) of the segment from the tail to the tip; those go first, the search tests only
        // them (it tested every text box 40 times: docs/performance.md › A render in the wasm, per style). The others
        // could never be hit, so the outcome is the same to the bit; 1 px more than needed against rounding.
        var band = self
        band.shape = .line
        band.width = max(width, max(DialMetrics.taperedTailWidth, DialMetrics.arrowHeadWidth) * r) + 2 * (spacing + 1)
        var n = 0
        for k in boxes.indices where band.hits(boxes[k], spacing: 0) {
            boxes.swapAt(k, n)
            n += 1
        }
        guard hitsAny(boxes, n, spacing: spacing) else { return }
        let tipX = x1, tipY = y1
        shorten(boxes, n, spacing: spacing, hub: hub)
        guard hitsAny(boxes, n, spacing: spacing) else { return }
        x0 = cx
        y0 = cy
        x1 = tipX
        y1 = tipY
        shorten(boxes, n, spacing: spacing, hub: hub)
        if hitsAny(boxes, n, spacing: spacing) { hidden = true }
    }

    /// The tip's search of `stopShort`: the longest length from `hub` to the tip's own that hits none of the first
    /// `n` boxes.
    @inline(never)
    private mutating func shorten(_ boxes: [Box], _ n: Int, spacing: Double, hub: Double) {
        let full = ((x1 - cx) * (x1 - cx) + (y1 - cy) * (y1 - cy)).squareRoot()
        var lo = min(hub, full), hi = full
        var k = 0
        while k < 40 {
            let mid = (lo + hi) / 2
            var probe = self
            probe.x1 = cx + cos * mid
            probe.y1 = cy + sin * mid
            if probe.hitsAny(boxes, n, spacing: spacing) { hi = mid } else { lo = mid }
            k += 1
        }
        x1 = cx + cos * lo
        y1 = cy + sin * lo
    }
}

/// The distance from the segment (x0, y0)–(x1, y1) to `box` (0 when they meet). No closures and no arrays: it
/// runs for every needle and text of a render.
func segmentDistance(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ b: Box) -> Double {
    // Meeting: clip the segment to the box (Liang–Barsky).
    var t0 = 0.0, t1 = 1.0, meets = true
    let dx = x1 - x0, dy = y1 - y0
    clipSegment(-dx, x0 - b.x0, &t0, &t1, &meets)
    clipSegment(dx, b.x1 - x0, &t0, &t1, &meets)
    clipSegment(-dy, y0 - b.y0, &t0, &t1, &meets)
    clipSegment(dy, b.y1 - y0, &t0, &t1, &meets)
    if meets && t0 <= t1 { return 0 }
    // Two-argument min and max only: their variadic forms allocate an array.
    let l2 = dx * dx + dy * dy
    var d = min(pointBoxDistance(x0, y0, b), pointBoxDistance(x1, y1, b))
    d = min(d, min(pointSegmentDistance(b.x0, b.y0, x0, y0, dx, dy, l2), pointSegmentDistance(b.x1, b.y0, x0, y0, dx, dy, l2)))
    d = min(d, min(pointSegmentDistance(b.x0, b.y1, x0, y0, dx, dy, l2), pointSegmentDistance(b.x1, b.y1, x0, y0, dx, dy, l2)))
    return d
}

/// The distance from the quad (filled, convex or not) to `box`: 0 when they meet (an edge meets the box, or the box
/// lies inside the quad), else the nearest edge's.
@inline(never)
func quadDistance(_ q: DialNeedle.Quad, _ b: Box) -> Double {
    var d = min(segmentDistance(q.x0, q.y0, q.x1, q.y1, b), segmentDistance(q.x1, q.y1, q.x2, q.y2, b))
    d = min(d, min(segmentDistance(q.x2, q.y2, q.x3, q.y3, b), segmentDistance(q.x3, q.y3, q.x0, q.y0, b)))
    guard d > 0 else { return 0 }
    // The box wholly inside: its centre is (crossing count along +x from it).
    let px = (b.x0 + b.x1) / 2, py = (b.y0 + b.y1) / 2
    var inside = false
    /// Out of line: inlined, it was four copies (docs/wasm-build.md › Size and allocation).
    @inline(never)
    func edge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if (ay > py) != (by > py) && px < ax + (py - ay) / (by - ay) * (bx - ax) { inside.toggle() }
    }
    edge(q.x0, q.y0, q.x1, q.y1); edge(q.x1, q.y1, q.x2, q.y2); edge(q.x2, q.y2, q.x3, q.y3); edge(q.x3, q.y3, q.x0, q.y0)
    return inside ? 0 : d
}

/// One edge of Liang–Barsky clipping: narrows t0…t1 for `p · t ≤ q`, or marks a parallel segment outside. Out of
/// line, as `pointSegmentDistance` (`segmentDistance` had four copies of each: docs/wasm-build.md › Size and allocation).
@inline(never)
private func clipSegment(_ p: Double, _ q: Double, _ t0: inout Double, _ t1: inout Double, _ meets: inout Bool) {
    if p == 0 {
        if q < 0 { meets = false }
    } else {
        let t = q / p
        if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
    }
}

/// Out of line: `dialNeedleReach` had two copies (docs/wasm-build.md › Size and allocation).
@inline(never)
private func pointBoxDistance(_ x: Double, _ y: Double, _ b: Box) -> Double {
    let ex = max(max(b.x0 - x, 0), x - b.x1), ey = max(max(b.y0 - y, 0), y - b.y1)
    return (ex * ex + ey * ey).squareRoot()
}

/// The distance from (x, y) to the segment from (x0, y0) along (dx, dy), `l2` its squared length.
@inline(never)
private func pointSegmentDistance(_ x: Double, _ y: Double, _ x0: Double, _ y0: Double, _ dx: Double, _ dy: Double,
                                  _ l2: Double) -> Double {
    let t = l2 > 0 ? min(1, max(0, ((x - x0) * dx + (y - y0) * dy) / l2)) : 0
    let ex = x0 + t * dx - x, ey = y0 + t * dy - y
    return (ex * ex + ey * ey).squareRoot()
}
