// Fitting a line of text into its slot: shrink down to a minimum scale, then truncate with an ellipsis on a
// grapheme-cluster boundary (docs/regression-cases.md › labels-inside-box and long-title-fits). Widths come from `TextMetrics`.

/// A line of text placed in a slot: what is drawn (possibly truncated), at which size, and how wide.
///
/// ```swift
/// let fitted = FittedText("Temperature in the boiler room", size: 12, weight: 400, maxWidth: 80)
/// print(fitted.text, fitted.size, fitted.isTruncated)   // shrunk, then cut with "…"
/// ```
package struct FittedText: Equatable, Sendable {
    /// The text to draw: the whole text, or a prefix of whole grapheme clusters followed by "…".
    public var text: String
    /// Font size in px after shrinking.
    public var size: Double
    /// CSS font weight, 100…900.
    public var weight: Int
    /// Width at `size`, in px.
    public var width: Double
    /// Whether `text` was cut and ends in "…".
    public var isTruncated: Bool

    public init(text: String, size: Double, weight: Int, width: Double, isTruncated: Bool = false) {
        self.text = text
        self.size = size
        self.weight = weight
        self.width = width
        self.isTruncated = isTruncated
    }

    /// Fits `text` with the built-in metrics (see `TextMetrics.fit`).
    public init(_ text: String, size: Double, weight: Int, maxWidth: Double,
                minimumScale: Double = FittedText.minimumScale) {
        var metrics = TextMetrics()
        self = metrics.fit(text, size: size, weight: weight, maxWidth: maxWidth, minimumScale: minimumScale)
    }

    /// How far text may shrink before it is truncated: half its size (SwiftUI's `minimumScaleFactor`,
    /// chosen so a 24 pt value stays above 11 pt labels and an 11 pt label stays ≥ 5.5 pt).
    public static let minimumScale = 0.5

    /// Text smaller than this (px) is not drawn: it would be an unreadable smudge.
    public static let minimumSize = 1.0

    /// The truncation mark, U+2026.
    public static let ellipsis = "…"

    /// `self` if it has text and is at least `minimumSize` px, else nil. Out of line: the optimiser had copied it
    /// (the text's copy with it) into five of its callers (docs/wasm-build.md › Size and allocation).
    public var drawable: FittedText? { @inline(never) get { text.isEmpty || size < FittedText.minimumSize ? nil : self } }

    /// Line height at the fitted size.
    public var lineHeight: Double { size * FontMetrics.lineHeight }
}

extension TextMetrics {
    /// Fits `text` at `size` px into `maxWidth` px: whole at `size` if it fits; else shrunk to fit, but not
    /// below `minimumScale × size`; else at that smallest size, truncated to the longest prefix of whole
    /// grapheme clusters (trailing spaces dropped) that fits with "…" after it; else "…" alone; else nothing
    /// (empty text). The result's width never exceeds `maxWidth` by these metrics.
    ///
    /// With `truncates` false (formatted numbers: "-6,2…" would misread) the text only shrinks, as far as
    /// needed; below `FittedText.minimumSize` it is not drawn. `value`: the gauge's value text, measured by its
    /// reservation (`valueWidth`).
    @inline(never)
    package mutating func fit(_ text: String, size: Double, weight: Int, maxWidth: Double,
                             minimumScale: Double = FittedText.minimumScale, truncates: Bool = true,
                             value: Bool = false) -> FittedText {
        // Control characters are replaced first (`DrawnText.sanitized`), so what is measured is what is drawn.
        let text = DrawnText.sanitized(text)
        guard !text.isEmpty, size > 0, maxWidth > 0 else { return FittedText(text: "", size: size, weight: weight, width: 0) }
        let em = value ? valueWidth(of: text, weight: weight) : width(of: text, weight: weight)
        if em * size <= maxWidth { return FittedText(text: text, size: size, weight: weight, width: em * size) }
        let smallest = size * minimumScale
        let shrunk = maxWidth / em
        if shrunk >= smallest || !truncates { return FittedText(text: text, size: shrunk, weight: weight, width: maxWidth) }
        return truncate(text, size: smallest, weight: weight, maxWidth: maxWidth)
    }

    /// `text` at `size`, cut to fit `maxWidth` with an ellipsis (see `fit`).
    @inline(never)
    package mutating func truncate(_ text: String, size: Double, weight: Int, maxWidth: Double) -> FittedText {
        let mark = width(of: FittedText.ellipsis, weight: weight)
        let prefixes = prefixes(of: text, weight: weight)
        let bytes = [UInt8](utf8: text)
        var k = prefixes.count - 2  // the last prefix is the whole text, which does not fit
        while k >= 0 {
            let p = prefixes[k]
            if bytes[p.end - 1] != 0x20 && (p.width + mark) * size <= maxWidth {
                var cut = TextBuilder()
                cut.bytes.append(bytes, 0..<p.end)
                cut.add(FittedText.ellipsis)
                return FittedText(text: cut.string, size: size, weight: weight, width: (p.width + mark) * size, isTruncated: true)
            }
            k -= 1
        }
        if mark * size <= maxWidth {
            return FittedText(text: FittedText.ellipsis, size: size, weight: weight, width: mark * size, isTruncated: true)
        }
        return FittedText(text: "", size: size, weight: weight, width: 0, isTruncated: true)
    }
}
