// web/src/vocabulary.js is generated from the core (tools/vocabulary.sh): these fail while it is stale, and
// while docs/display-list.md's opcode table disagrees with `DisplayList.Op`.
import Foundation
import Testing
import GaugeCore
import GaugeVocabulary

/// The package root, from this file's path (Tests/GaugeVocabularyTests/…).
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite struct VocabularyTests {
    @Test func generatedModuleIsCurrent() throws {
        let url = root.appendingPathComponent(Vocabulary.path)
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        let generated = Vocabulary.javaScript()
        guard onDisk != generated else { return }
        let a = onDisk.split(separator: "\n", omittingEmptySubsequences: false)
        let b = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        Issue.record("""
            \(Vocabulary.path) is stale: run tools/vocabulary.sh (it writes the file from the Swift core). \
            First difference at line \(line + 1):
              file:      \(line < a.count ? String(a[line]) : "<end>")
              generated: \(line < b.count ? String(b[line]) : "<end>")
            """)
    }

    /// The human-readable table of docs/display-list.md › Commands: one row per `DisplayList.Op`, with its
    /// number, name, payload size, and as many `name:type` fields as payload words.
    @Test func displayListDocTableMatchesTheOpcodes() throws {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/display-list.md"), encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## Commands\n").dropFirst().first)
        var rows: [(op: UInt32, name: String, words: Int, fields: Int)] = []
        for line in section.split(separator: "\n") {
            guard line.hasPrefix("| ") else { if !rows.isEmpty { break } else { continue } }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5, let op = UInt32(cells[1]), let words = Int(cells[3]) else { continue }
            let payload = cells[4].components(separatedBy: " — ")[0]
            let fields = payload.components(separatedBy: ":f32").count - 1 + payload.components(separatedBy: ":u32").count - 1
            rows.append((op, cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")), words, fields))
        }
        let ops = DisplayList.Op.allCases
        #expect(rows.map(\.op) == ops.map(\.rawValue), "docs/display-list.md › Commands: other opcodes")
        for op in ops {
            guard let row = rows.first(where: { $0.op == op.rawValue }) else { continue }
            #expect(row.name == String(describing: op), "op \(op.rawValue)")
            #expect(row.words == op.payloadWords, "\(op): payload words")
            #expect(row.fields == op.payloadWords, "\(op): typed payload fields")
        }
    }
}
