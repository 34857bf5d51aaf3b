/// The direction of the gauge's layout (SwiftUI's `LayoutDirection`), with its C-ABI numbers.
///
/// ```swift
/// var gauge = Gauge(value: 0.3, label: "التخزين", style: .linearCapacity)
/// gauge.layoutDirection = .rightToLeft   // fills from the right; texts anchored right
/// ```
///
/// `rightToLeft` mirrors the whole gauge about its vertical centre line: bars fill from the right, the
/// leading (minimum) label goes to the right and the trailing (maximum) one to the left, leading-aligned text
/// aligns right, and the rings run counter-clockwise (the open ring's minimum end at the bottom right). Text
/// itself is not mirrored; its base direction becomes right-to-left (display-list header flag bit 1), so a
/// truncation ellipsis lands on the left of a Latin label, as CSS `text-overflow` does in `dir="rtl"`.
/// Source: leading/trailing placement of the bounds labels, docs/swiftui-fidelity.md › Layout direction.
public enum LayoutDirection: UInt32, CaseIterable, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
