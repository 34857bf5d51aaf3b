// Tests/Fixtures/graphemes.tsv: texts with the UTF-8 ends of their grapheme clusters. The native core breaks
// clusters with Swift's `Character`; the wasm build carries no grapheme breaking and takes the ends from the host's
// `Intl.Segmenter` (docs/wasm-build.md › Size and allocation). Both must be these: this checks Swift's, and that
// with these ends the wasm's metrics give the native widths; web/test/fixtures.test.mjs checks node's ICU and that
// the table holds every text the fixtures make the wasm ask about.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct GraphemeTableFixtures {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/graphemes.tsv")

    /// The table's rows: the text (a JSON string in the file), Swift's ends as written, and ICU's where they differ
    /// (a third column, kept as written).
    static func rows() throws -> [(field: String, text: String, ends: String, rest: String)] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n").compactMap { line in
            let columns = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard !line.hasPrefix("//"), columns.count >= 2 else { return nil }
            let text = try JSONDecoder().decode([String].self, from: Data("[\(columns[0])]".utf8))[0]
            return (columns[0], text, columns[1], columns.count > 2 ? "\t" + columns[2] : "")
        }
    }

    static func characterEnds(_ text: String) -> [Int] {
        var end = 0
        return text.map { end += $0.utf8.count; return end }
    }

    /// Swift's clusters are the table's (`UPDATE_FIXTURES=1` rewrites the ends column with them).
    @Test func swiftBreaksAsTheTableSays() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 60)
        var out = try String(contentsOf: Self.url, encoding: .utf8).components(separatedBy: "\n").filter { $0.hasPrefix("//") }
        for row in rows {
            let actual = Self.characterEnds(row.text).map(String.init).joined(separator: ",")
            out.append(row.field + "\t" + actual + row.rest)
            if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] != "1" {
                #expect(actual == row.ends, "graphemes.tsv: \(row.field)")
            }
        }
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            try (out.joined(separator: "\n") + "\n").write(to: Self.url, atomically: true, encoding: .utf8)
        }
    }

    /// With a text's cluster ends given (what the wasm gets from the host) the built-in metrics are the native ones,
    /// at both weights; the wasm's fallback without ends (a cluster per scalar) is exact for ASCII and CR LF.
    @Test func givenEndsGiveTheNativeWidths() throws {
        for row in try Self.rows() {
            let ends = Self.characterEnds(row.text).map { TextPrefix(end: $0, width: 0) }
            for weight in [400, 700] {
                var found = FontMetrics.Found()
                let given = FontMetrics.prefixes(of: row.text, weight: weight, clusterEnds: ends, found: &found)
                #expect(given == FontMetrics.prefixes(of: row.text, weight: weight), "\(row.field) at \(weight)")
                let native = FontMetrics.width(of: row.text, weight: weight)
                if !found.emoji {  // without an emoji scalar the width does not depend on the clusters
                    var f = FontMetrics.Found()
                    #expect(FontMetrics.prefixes(of: row.text, weight: weight, clusterEnds: nil, found: &f).last?.width ?? 0 == native,
                            "\(row.field) at \(weight) by scalars")
                }
            }
        }
        for text in ["", "Speed", "a\r\nb", "\r\n\r\n", "\n\r", "tab\there", "42 %"] {
            var found = FontMetrics.Found()
            #expect(FontMetrics.prefixes(of: text, weight: 400, clusterEnds: nil, found: &found) == FontMetrics.prefixes(of: text, weight: 400),
                    "\(text.debugDescription)")
            #expect(!found.nonASCII && !found.emoji)
        }
    }
}
