// Entry point of layout: a Gauge and a box in, a DisplayList out; and the size a gauge takes when the page gives
// it none. Each style family lives in its own folder (Bar/, Ring/, Dial/); what they share is in Geometry.swift.

extension Gauge {
    /// Lays the gauge out for a box of `width × height` CSS px at `pixelRatio` into `list` (reset first).
    ///
    /// Every style fills the box: the rings scale with the box's smaller side and stay centred; the bars take
    /// the full width at their natural height (SwiftUI's metrics at 1 pt = 1 px, `naturalSize`), centred vertically, and shrink
    /// uniformly in height (fonts, bar, gaps) when the box is shorter than that; vertical bars
    /// (`orientation`) fill the box's height instead (`layoutVerticalBar`). Nothing is drawn outside
    /// the box. Non-finite or negative sizes count as 0 (an empty list); the C ABI rejects them earlier.
    /// Text is measured with the built-in metrics (`FontMetrics`).
    /// A dial rendered again into the same list with only its value changed keeps its scale (ticks, tick labels,
    /// the place of its texts: docs/performance.md › A render in the wasm, per style).
    public func render(width: Double, height: Double, pixelRatio: Double, into list: inout DisplayList) {
        var metrics = TextMetrics()
        #if !hasFeature(Embedded)
        countScaleChanges(in: &list)
        #endif
        render(width: width, height: height, pixelRatio: pixelRatio, text: &metrics, into: &list)
    }

    #if !hasFeature(Embedded)
    /// Natively, the Swift API counts a dial's changes in `list.scaleRevision` as the C ABI counts a slot's setters:
    /// the revision moves when the gauge differs from the last one rendered into the list (`==`: what draws alike)
    /// in anything but its value and the value's host text, so `layoutDial` keeps the scale while only the value
    /// moves (a text table made for each call: its widths never change). Other styles keep nothing. Not in the
    /// wasm, whose host renders through the C ABI.
    func countScaleChanges(in list: inout DisplayList) {
        guard style == .dial else {
            list.scaleGauge = nil
            return
        }
        var key = self
        key.value = 0
        key.formattedValueText = nil
        guard list.scaleRevision == nil || list.scaleGauge != key else { return }
        list.scaleRevision = (list.scaleRevision ?? 0) &+ 1
        list.scaleGauge = key
    }
    #endif

    /// Lays the gauge out as above, measuring text with `metrics` (the host's measurements where registered;
    /// texts it lacks are added to `metrics.missing` when `metrics.hostMeasures`). Right-to-left layout is the
    /// left-to-right one mirrored by the display list (`DisplayList.layoutDirection`).
    ///
    /// Never traps or hangs, whatever the gauge holds: a gauge `validate()` refuses is drawn as `drawable`
    /// clamps it, and the box as `GaugeLimits` allows — each side at most `GaugeLimits.side`, the pixel ratio
    /// clamped into `GaugeLimits.minimumPixelRatio…maximumPixelRatio` (docs/swiftui-fidelity.md › Hostile input).
    package func render(width: Double, height: Double, pixelRatio: Double, text metrics: inout TextMetrics,
                       into list: inout DisplayList) {
        #if hasFeature(Embedded)
        renderUnchecked(width: width, height: height, pixelRatio: pixelRatio, text: &metrics, into: &list)
        #else
        let ratio = pixelRatio.isFinite && pixelRatio > 0
            ? min(max(pixelRatio, GaugeLimits.minimumPixelRatio), GaugeLimits.maximumPixelRatio) : 1
        drawable.renderUnchecked(width: width.isFinite ? min(width, GaugeLimits.side) : 0,
                                 height: height.isFinite ? min(height, GaugeLimits.side) : 0,
                                 pixelRatio: ratio, text: &metrics, into: &list)
        #endif
    }

    /// `render(width:height:pixelRatio:text:into:)` for a gauge and box the C ABI has validated
    /// (docs/abi.md › Validation): nothing is clamped but non-finite or negative sides (to 0) and pixel ratios (to 1).
    package func renderUnchecked(width: Double, height: Double, pixelRatio: Double, text metrics: inout TextMetrics,
                                 into list: inout DisplayList) {
        let w = width.isFinite && width > 0 ? width : 0
        let h = height.isFinite && height > 0 ? height : 0
        let ratio = pixelRatio.isFinite && pixelRatio > 0 ? pixelRatio : 1
        list.reset(width: w, height: h, pixelRatio: ratio)
        list.layoutDirection = layoutDirection
        metrics.fontKey = font.key  // this gauge's texts are measured in its font
        // An interactive gauge is laid out in its box less the focus ring's room on every side (FocusRing.swift).
        let room = focusRoom
        guard w > 2 * room, h > 2 * room else { return }
        if room > 0 { list.inset(by: room) }
        layout(width: w - 2 * room, height: h - 2 * room, text: &metrics, into: &list)
        drawFocusRing(into: &list)
    }

    /// The style's layout in a box of `w × h` px (the list's, less an interactive gauge's room).
    private func layout(width w: Double, height h: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        // The value text keeps one size whatever the value (docs/swiftui-fidelity.md › Numbers hold still): laid out
        // with the range's widest text reserved, unless a counting frame has set its own.
        let reserves = metrics.counting == nil
        if reserves { metrics.counting = valueReservation }
        defer { if reserves { metrics.counting = nil } }
        if orientation == .vertical, !style.resolved.isRound {
            layoutVerticalBar(width: w, height: h, text: &metrics, into: &list)
            return
        }
        switch style.resolved {
        case .accessoryCircular: layoutOpenRing(width: w, height: h, text: &metrics, into: &list)
        case .accessoryCircularCapacity: layoutClosedRing(width: w, height: h, text: &metrics, into: &list)
        case .accessoryLinear: layoutMarkerBar(width: w, height: h, text: &metrics, into: &list)
        case .accessoryLinearCapacity: layoutAccessoryCapacityBar(width: w, height: h, text: &metrics, into: &list)
        case .dial: layoutDial(width: w, height: h, text: &metrics, into: &list)
        case .linearCapacity, .automatic: layoutCapacityBar(width: w, height: h, text: &metrics, into: &list)
        }
    }

    /// Lays the gauge out as `render(width:height:pixelRatio:into:)` does, but drawing `shownFraction`
    /// (clamped to 0…1) instead of the value's own fraction — the frame of an animation (`FractionAnimator`).
    /// Text still shows the value itself (labels switch to the new value when an animation starts, as in
    /// SwiftUI). With no value (NaN) nothing is drawn for the value whatever `shownFraction` is.
    public func render(width: Double, height: Double, pixelRatio: Double, showing shownFraction: Double?,
                       into list: inout DisplayList) {
        var metrics = TextMetrics()
        #if !hasFeature(Embedded)
        countScaleChanges(in: &list)
        #endif
        render(width: width, height: height, pixelRatio: pixelRatio, showing: shownFraction, text: &metrics, into: &list)
    }

    /// The frame of an animation (as above) with text measured by `metrics` (as `render(…text:into:)`).
    package func render(width: Double, height: Double, pixelRatio: Double, showing shownFraction: Double?,
                       text metrics: inout TextMetrics, into list: inout DisplayList) {
        render(width: width, height: height, pixelRatio: pixelRatio, showing: shownFraction, additional: nil,
               text: &metrics, into: &list)
    }

    /// The frame of an animation of the value and of each of `additionalValues`: `additional[i]` is the
    /// fraction shown for additional value i (nil entries: no value; a missing array or entry: its own fraction).
    package func render(width: Double, height: Double, pixelRatio: Double, showing shownFraction: Double?,
                       additional: [Double?]?, text metrics: inout TextMetrics, into list: inout DisplayList) {
        var frame = self
        frame.shownFractionOverride = .some(shownFraction)
        frame.shownAdditionalOverride = additional
        frame.render(width: width, height: height, pixelRatio: pixelRatio, text: &metrics, into: &list)
    }

    /// The size in CSS px the gauge takes when the page proposes `width` × `height` (nil: that side is not
    /// proposed), as SwiftUI's `sizeThatFits` (docs/swiftui-fidelity.md › Sizing):
    /// - the rings: their intrinsic 58 × 58 (`IntrinsicSize.ring`), the dial its 175 × 175 (`IntrinsicSize.dial`),
    ///   whatever is proposed;
    /// - a horizontal bar: the proposed width (`IntrinsicSize.barWidth` without one) at its natural height, the
    ///   height at which its texts and bar are drawn at full size (`BarRows.natural`: a shorter box shrinks them
    ///   uniformly, a taller one centres them). It does not depend on the width;
    /// - a vertical bar: its natural width (`BarMetrics.verticalNaturalWidth`) and the proposed height
    ///   (`IntrinsicSize.verticalBar`'s without one): it fills any height.
    /// A gauge `validate()` refuses is sized as `drawable` clamps it (docs/swiftui-fidelity.md › Hostile input).
    public func naturalSize(width: Double?, height: Double?) -> IntrinsicSize {
        #if hasFeature(Embedded)
        return naturalSizeUnchecked(width: width, height: height)
        #else
        return drawable.naturalSizeUnchecked(width: width, height: height)
        #endif
    }

    /// `naturalSize(width:height:)` for a gauge the C ABI has validated (nothing clamped).
    package func naturalSizeUnchecked(width: Double?, height: Double?) -> IntrinsicSize {
        if style.resolved.isRound { return style == .dial ? .dial : .ring }
        if orientation == .vertical {
            return IntrinsicSize(width: BarMetrics.verticalNaturalWidth, height: height ?? IntrinsicSize.verticalBar.height)
        }
        // An interactive bar keeps its room above and below (`focusRoom`), so its texts stay at full size.
        return IntrinsicSize(width: width ?? IntrinsicSize.barWidth,
                             height: barRows(value: currentValueText, bounds: boundsTexts).natural + 2 * focusRoom)
    }

    /// A fresh display list for the box (convenience over `render(width:height:pixelRatio:into:)`).
    public func displayList(width: Double, height: Double, pixelRatio: Double = 1) -> DisplayList {
        var list = DisplayList()
        render(width: width, height: height, pixelRatio: pixelRatio, into: &list)
        return list
    }

    /// The display list's text form for the box (docs/display-list.md › Text form).
    public func displayListText(width: Double, height: Double, pixelRatio: Double = 1) -> String {
        var list = displayList(width: width, height: height, pixelRatio: pixelRatio)
        return DisplayList.text(of: list.bytes())
    }
}
