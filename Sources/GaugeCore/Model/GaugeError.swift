/// Why a change to a gauge was refused. The gauge keeps its previous state whenever one is thrown.
///
/// ```swift
/// do {
///     _ = try Tint.parse("bleu")
/// } catch {
///     print(error.message)   // "tint: …", naming the argument and saying what is wrong
/// }
/// ```
///
/// Each case carries the name of the offending argument and a short human-readable reason; the C ABI turns
/// it into a status code plus the text `gauge_last_error()` returns (see docs/abi.md).
public struct GaugeError: Error, Equatable, Sendable, Hashable {
    /// The class of failure; mirrors the ABI status codes.
    ///
    /// ```swift
    /// do {
    ///     _ = try Gauge(value: 0).svg(width: 10, height: 10, idPrefix: "1st")
    /// } catch {
    ///     print(error.kind == .badText, error.argument)   // true idPrefix
    /// }
    /// ```
    public enum Kind: Int32, Sendable {
        /// A number outside its documented range, an unknown enum value, reversed or non-finite bounds.
        case badArgument = -2
        /// Text that is too long, not UTF-8, or does not parse (for example an unknown colour name).
        case badText = -3
    }

    public var kind: Kind
    /// The argument at fault, as the API names it (`"lower"`, `"tint"`).
    public var argument: String
    /// What is wrong with it, in one sentence fragment (`"must not exceed upper (0)"`).
    public var reason: String

    public init(_ kind: Kind, argument: String, reason: String) {
        self.kind = kind
        self.argument = argument
        self.reason = reason
    }

    /// `"<argument>: <reason>"`.
    public var message: String { argument + ": " + reason }
}
