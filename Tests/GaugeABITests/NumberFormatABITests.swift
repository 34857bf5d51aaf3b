// The shared formatting table (Tests/Fixtures/number-format.table, from tools/number_format_oracle.py) through
// the C ABI natively; web/test/number-format.test.mjs runs the same rows against the wasm, so both must agree.
import Foundation
import Testing
@testable import GaugeABI
import GaugeCore

struct FormatRow: CustomTestStringConvertible, Sendable {
    var spec: String, value: String, expected: String
    var testDescription: String { spec + " " + value }

    static func all() -> [FormatRow] {
        let url = Fixture.directory.appendingPathComponent("number-format.table")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            let f = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return FormatRow(spec: f[0], value: f[1], expected: f[2])
        }
    }

    /// (precision, digits, options, prefix, suffix) for gauge_set_number_format.
    var abiArguments: (UInt32, Int32, UInt32, String, String) { formatArguments(spec) }

    var number: Double { Fixture.number(value) }

    /// The same format built with the Swift API.
    var format: NumberFormat {
        let (p, d, o, prefix, suffix) = abiArguments
        let precision: NumberFormat.Precision = p == 1 ? .fractionLength(Int(d)) : p == 2 ? .significantDigits(Int(d)) : .automatic
        return NumberFormat(precision: precision, grouping: o & 1 != 0, percent: o & 2 != 0, prefix: prefix, suffix: suffix)
    }
}

/// A format spec as the table and the fixtures write it (`auto` | `fixed=N` | `sig=N`, then `group`, `percent`,
/// `bounds`, `prefix=…`, `suffix=…`, comma-separated) as gauge_set_number_format's arguments.
func formatArguments(_ spec: String) -> (UInt32, Int32, UInt32, String, String) {
    var precision: UInt32 = 0, digits: Int32 = 0, options: UInt32 = 0, prefix = "", suffix = ""
    for part in spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        if part.hasPrefix("fixed=") { precision = 1; digits = Int32(part.dropFirst(6))! }
        else if part.hasPrefix("sig=") { precision = 2; digits = Int32(part.dropFirst(4))! }
        else if part == "group" { options |= 1 }
        else if part == "percent" { options |= 2 }
        else if part == "bounds" { options |= 4 }
        else if part.hasPrefix("prefix=") { prefix = String(part.dropFirst(7)) }
        else if part.hasPrefix("suffix=") { suffix = String(part.dropFirst(7)) }
    }
    return (precision, digits, options, prefix, suffix)
}

/// Applies a format spec to gauge `h` through the ABI; returns the status.
func setFormat(_ h: Int32, _ spec: String) -> Int32 {
    let (p, d, o, prefix, suffix) = formatArguments(spec)
    let a = Array(prefix.utf8), b = Array(suffix.utf8)
    writeScratch(a + b)
    return gauge_set_number_format(h, p, d, o, Int32(a.count), Int32(b.count))
}

extension ABITests {
    @Suite struct NumberFormat {
        @Test(arguments: FormatRow.all())
        func rowMatches(_ row: FormatRow) {
            #expect(row.format.string(row.number) == row.expected)
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            // Bounds whose span overflows: no range digits, the format's own (docs/swiftui-fidelity.md › Numbers hold still).
            #expect(gauge_set_bounds(h, -.greatestFiniteMagnitude, .greatestFiniteMagnitude) == 0)
            #expect(setFormat(h, row.spec) == 0)
            #expect(readText(gauge_format_value(h, row.number)) == row.expected)
        }

        @Test func tableCoversTheIssue() {
            let rows = FormatRow.all()
            #expect(rows.count >= 100)
            for needle in ["nan", "inf", "-inf", "-0", "5e-324", "1.7976931348623157e308"] {
                #expect(rows.contains { $0.value == needle }, "no row for \(needle)")
            }
            for spec in ["group", "percent", "sig=", "fixed=", "prefix=", "suffix="] {
                #expect(rows.contains { $0.spec.contains(spec) }, "no row with \(spec)")
            }
        }
    }
}
