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
    static let labelFontSize = 0.095
    /// Least space between two tick label boxes (and between a label and the value text).
    static let labelSpacing = 0.02
    static let needleLength = 0.82, additionalNeedleLength = 0.7, needleTail = 0.12, needleWidth = 0.03
    static let hubRadius = 0.065
    /// The value text is centred this far from the centre, in the middle of the arc's gap (opposite the
    /// seam for a full circle), at most `valueMaxWidth` wide.
    static let valueDistance = 0.45, valueFontSize = 0.2, valueMaxWidth = 0.7
    static let titleFontSize = 0.1, titleMaxWidth = 0.9, titleGap = 0.03
    static let targetWidth = 0.025, targetInset = 0.04
    /// Clear space kept inside the box's edges, in px.
    static let margin = 1.0
}

/// A tick label placed on a dial (public for tests and hosts that check collisions).
public struct DialTickLabel: Sendable {
    /// Index of its major tick.
    public var tick: Int
    public var text: FittedText
    /// Its box (CSS px): `text.width` wide, one line (`FontMetrics.lineHeight`) tall, centred on the anchor.
    public var x0, y0, x1, y1: Double
}

extension Gauge {
    /// Where the dial's parts go in a box: centre, R and the value text's anchor.
    struct DialFrame {
        var cx = 0.0, cy = 0.0, r = 0.0
        var valueX = 0.0, valueY = 0.0
    }

    /// The centre and radius that fit the arc, the hub and the value text block into the box (less a 1 px margin).
    func dialFrame(width: Double, height: Double) -> DialFrame {
        let d = dial
        let (s, e) = d.arc(0, 1)
        var xs: [Double] = [-DialMetrics.needleTail - DialMetrics.needleWidth, DialMetrics.needleTail + DialMetrics.needleWidth]
        var ys = xs
        for a in [s, e] { let (sn, cs) = GaugeMath.sinCos(a); xs.append(cs); ys.append(sn) }
        // The arc's extreme points at the axis directions it passes through.
        var k = -8
        while k <= 8 {
            let a = Double(k) * Double.pi / 2
            if a >= s && a <= e {
                let (sn, cs) = GaugeMath.sinCos(a)
                xs.append(cs); ys.append(sn)
            }
            k += 1
        }
        let (ux, uy) = valueDirection
        let vx = ux * DialMetrics.valueDistance, vy = uy * DialMetrics.valueDistance
        if !currentValueText.isEmpty || !label.isEmpty {
            let half = DialMetrics.valueFontSize * FontMetrics.lineHeight / 2
            let titleBottom = label.isEmpty ? half : half + DialMetrics.titleGap + DialMetrics.titleFontSize * FontMetrics.lineHeight
            let w = max(currentValueText.isEmpty ? 0 : DialMetrics.valueMaxWidth, label.isEmpty ? 0 : DialMetrics.titleMaxWidth) / 2
            xs.append(vx - w); xs.append(vx + w)
            ys.append(vy - half); ys.append(vy + titleBottom)
        }
        let xmin = xs.min()!, xmax = xs.max()!, ymin = ys.min()!, ymax = ys.max()!
        let m = DialMetrics.margin
        let r = max(0, min((width - 2 * m) / (xmax - xmin), (height - 2 * m) / (ymax - ymin)))
        var f = DialFrame()
        f.r = r
        f.cx = width / 2 - r * (xmin + xmax) / 2
        f.cy = height / 2 - r * (ymin + ymax) / 2
        f.valueX = f.cx + r * vx
        f.valueY = f.cy + r * vy
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

    /// The tick labels a dial of this box draws: placed `labelGap` beyond their ticks, dropped when outside the
    /// box or over the value text, then thinned to every k-th tick with the smallest k for which no two boxes
    /// meet (docs/regression-cases.md › tick-label-distance, labels-inside-box and thinned-tick-labels) — across the seam of a full circle too, where the maximum's label is not drawn
    /// (it would sit on the minimum's).
    public func dialTickLabels(width: Double, height: Double, text metrics: inout TextMetrics) -> [DialTickLabel] {
        let f = dialFrame(width: width, height: height)
        return dialTickLabels(f, width: width, height: height, avoiding: [], text: &metrics)
    }

    func dialTickLabels(_ f: DialFrame, width: Double, height: Double, avoiding: [Box],
                        text metrics: inout TextMetrics) -> [DialTickLabel] {
        guard dial.showsTickLabels, f.r > 0 else { return [] }
        let scale = DialScale(lower: lowerBound, upper: upperBound, majorTicks: dial.majorTicks)
        let format = tickFormat(scale)
        let n = scale.values.count - 1
        let size = DialMetrics.labelFontSize * f.r
        let inner = f.r * (1 - DialMetrics.trackWidth - DialMetrics.tickGap - DialMetrics.majorLength - DialMetrics.labelGap)
        let last = dial.isFullCircle && n > 0 ? n - 1 : n
        var candidates: [DialTickLabel] = []
        var i = 0
        while i <= last {
            let fitted = metrics.fit(format.string(scale.values[i]), size: size, weight: TextRole.regular,
                                     maxWidth: 4 * f.r + 1, truncates: false)
            i += 1
            guard fitted.drawable != nil else { continue }
            let (sn, cs) = GaugeMath.sinCos(dial.angle(n == 0 ? 0 : Double(i - 1) / Double(n)))
            let hw = fitted.width / 2, hh = size * FontMetrics.lineHeight / 2
            let dist = inner - (hw * cs.magnitude + hh * sn.magnitude)
            guard dist > 0 else { continue }
            let x = f.cx + cs * dist, y = f.cy + sn * dist
            let box = Box(x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh)
            guard box.inside(width: width, height: height) else { continue }
            if avoiding.contains(where: { $0.intersects(box, spacing: DialMetrics.labelSpacing * f.r) }) { continue }
            candidates.append(DialTickLabel(tick: i - 1, text: fitted, x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1))
        }
        let spacing = DialMetrics.labelSpacing * f.r
        var stride = 1
        while stride <= max(n, 1) {
            let kept = candidates.filter { $0.tick % stride == 0 }
            var clash = false
            var a = 0
            outer: while a < kept.count {
                var b = a + 1
                while b < kept.count {
                    let p = kept[a], q = kept[b]
                    if Box(x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1).intersects(Box(x0: q.x0, y0: q.y0, x1: q.x1, y1: q.y1), spacing: spacing) {
                        clash = true
                        break outer
                    }
                    b += 1
                }
                a += 1
            }
            if !clash { return kept }
            stride += 1
        }
        return candidates.isEmpty ? [] : [candidates[0]]
    }

    /// `dial`: see the file comment. Zones replace the progress arc by colour bands; the needle takes the
    /// value's zone colour (else the tint at the value).
    func layoutDial(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let f = dialFrame(width: width, height: height)
        let r = f.r
        guard r > 0 else { return }
        let d = dial
        let tint = resolvedTint
        let tw = DialMetrics.trackWidth * r
        let rT = r - tw / 2
        let full = d.arc(0, 1)
        list.strokeArc(cx: f.cx, cy: f.cy, r: rT, start: full.start, end: full.end, lineWidth: tw, cap: .butt,
                       paint: list.solid(trackColor))
        let bands = zoneBands()
        let fv = drawnFraction
        if !bands.isEmpty {
            for b in bands {
                let a = d.arc(b.f0, b.f1)
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
                    for s in list.hostStops(for: g) {
                        let p = d.clockwise ? s.location : 1 - s.location
                        stops.append(ColorStop(color: s.color, location: (gap / 2 + p * d.sweepRadians) / (2 * Double.pi)))
                    }
                    if !d.clockwise { stops.reverse() }
                    paint = list.conicGradient(cx: f.cx, cy: f.cy, startAngle: full.start - gap / 2, stops: stops)
                }
                list.strokeArc(cx: f.cx, cy: f.cy, r: rT, start: a.start, end: a.end, lineWidth: tw, cap: .butt, paint: paint)
            }
        }
        let primary = list.solid(labelColor)
        if var ft = targetFraction {
            // The butt-capped mark stays inside the track's sector, which the fit keeps in the box: its outer
            // corners within radius r, and on an open dial its half width inside the arc's ends (at the minimum
            // a corner poked 0.5 px out of a 2000×300 box — found by the adversarial check).
            let w = DialMetrics.targetWidth * r
            let r0 = r * (1 - DialMetrics.trackWidth - DialMetrics.targetInset)
            let rEnd = (r * r - w * w / 4).squareRoot()
            if !d.isFullCircle, r0 > 0, d.sweepRadians > 0 {
                let m = min(0.5, w / 2 / (r0 * d.sweepRadians))  // ≥ the half width's angle at r0 (atan x ≤ x)
                ft = min(max(ft, m), 1 - m)
            }
            let (sn, cs) = GaugeMath.sinCos(d.angle(ft))
            list.line(x0: f.cx + cs * r0, y0: f.cy + sn * r0, x1: f.cx + cs * rEnd, y1: f.cy + sn * rEnd,
                      lineWidth: w, cap: .butt, paint: primary)
        }

        // Ticks: minor first, so the majors lie on top.
        let n = max(1, d.majorTicks)
        let degenerate = !(upperBound > lowerBound)
        let r1 = r * (1 - DialMetrics.trackWidth - DialMetrics.tickGap)
        func tick(_ t: Double, length: Double, width: Double, paint: UInt32) {
            let (sn, cs) = GaugeMath.sinCos(d.angle(t))
            let r0 = r1 - length * r
            list.line(x0: f.cx + cs * r0, y0: f.cy + sn * r0, x1: f.cx + cs * r1, y1: f.cy + sn * r1,
                      lineWidth: width * r, cap: .butt, paint: paint)
        }
        if d.minorTicks > 1 && !degenerate {
            let secondary = list.solid(secondaryLabelColor)
            for i in 0..<n {
                for j in 1..<d.minorTicks {
                    tick((Double(i) + Double(j) / Double(d.minorTicks)) / Double(n), length: DialMetrics.minorLength,
                         width: DialMetrics.minorWidth, paint: secondary)
                }
            }
        }
        let majors = degenerate ? 0 : (d.isFullCircle ? n - 1 : n)
        for i in 0...majors {
            tick(degenerate ? 0 : Double(i) / Double(n), length: DialMetrics.majorLength, width: DialMetrics.majorWidth, paint: primary)
        }

        // The value text and the label, then the tick labels that keep clear of them.
        var avoid: [Box] = []
        var y = f.valueY
        let valueText = currentValueText
        var valueFit: FittedText? = nil
        if !valueText.isEmpty {
            let fitted = metrics.fit(valueText, size: DialMetrics.valueFontSize * r, weight: TextRole.medium,
                                     maxWidth: DialMetrics.valueMaxWidth * r, truncates: !currentValueIsFormatted)
            if fitted.drawable != nil {
                valueFit = fitted
                let hh = fitted.lineHeight / 2
                avoid.append(Box(x0: f.valueX - fitted.width / 2, y0: y - hh, x1: f.valueX + fitted.width / 2, y1: y + hh))
                y += hh + DialMetrics.titleGap * r
            }
        }
        var title: FittedText? = nil
        if !label.isEmpty {
            let fitted = metrics.fit(label, size: DialMetrics.titleFontSize * r, weight: TextRole.regular,
                                     maxWidth: DialMetrics.titleMaxWidth * r)
            if fitted.drawable != nil {
                title = fitted
                if valueFit == nil { y -= fitted.lineHeight / 2 }
                avoid.append(Box(x0: f.valueX - fitted.width / 2, y0: y, x1: f.valueX + fitted.width / 2, y1: y + fitted.lineHeight))
            }
        }
        for l in dialTickLabels(f, width: width, height: height, avoiding: avoid, text: &metrics) {
            list.text(l.text, x: (l.x0 + l.x1) / 2, y: (l.y0 + l.y1) / 2, align: .center, paint: primary, maxWidth: l.text.width)
        }
        if let valueFit {
            list.text(valueFit, x: f.valueX, y: f.valueY, align: .center, paint: list.solid(valueColor(secondary: false)), maxWidth: DialMetrics.valueMaxWidth * r)
        }
        if let title {
            let secondary = list.solid(secondaryLabelColor)
            let ty = valueFit == nil ? f.valueY : f.valueY + valueFit!.lineHeight / 2 + DialMetrics.titleGap * r + title.lineHeight / 2
            list.text(title, x: f.valueX, y: ty, align: .center, paint: secondary, maxWidth: DialMetrics.titleMaxWidth * r)
        }

        // Needles: the additional values first, the main value on top, then the hub.
        var needles = 0
        func needle(_ t: Double, length: Double, paint: UInt32) {
            let (sn, cs) = GaugeMath.sinCos(d.angle(t))
            let tail = DialMetrics.needleTail * r
            list.line(x0: f.cx - cs * tail, y0: f.cy - sn * tail, x1: f.cx + cs * length * r, y1: f.cy + sn * length * r,
                      lineWidth: DialMetrics.needleWidth * r, cap: .round, paint: paint)
            needles += 1
        }
        for i in additionalValues.indices {
            if let t = drawnAdditionalFraction(i) {
                needle(t, length: DialMetrics.additionalNeedleLength, paint: list.solid(additionalColor(i)))
            }
        }
        if let fv {
            let c = zoneColor(of: value) ?? tint.color(at: fv)
            needle(fv, length: DialMetrics.needleLength, paint: list.solid(c))
        }
        if needles > 0 {
            list.fillCircle(cx: f.cx, cy: f.cy, r: DialMetrics.hubRadius * r, paint: primary)
        }
    }
}
