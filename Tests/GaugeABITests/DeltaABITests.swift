// The delta's C ABI (docs/abi.md › gauge_set_reference): the reference and mode, the symbols, its colours (roles
// 4 and 5) and the host's texts and words (gauge_set_formatted_text 5…9) — statuses, refusals that keep the state,
// and what the accessibility text says.
import Testing
@testable import GaugeABI
import GaugeCore

/// gauge_set_delta_symbols(h, …) with both texts in scratch.
func setDeltaSymbols(_ h: Int32, _ up: String, _ down: String) -> Int32 {
    let a = Array(up.utf8), b = Array(down.utf8)
    if a.count + b.count > 0 { writeScratch(a + b) }
    return gauge_set_delta_symbols(h, Int32(a.count), Int32(b.count))
}

func setFormattedText(_ h: Int32, _ what: UInt32, _ text: String) -> Int32 {
    gauge_set_formatted_text(h, what, writeScratch(Array(text.utf8)))
}

extension ABITests {
@Suite struct DeltaABI {
    func made(_ value: Double = 50) -> Int32 {
        let h = gauge_create()
        #expect(gauge_set_bounds(h, 0, 100) == 0)
        #expect(gauge_set_value(h, value) == 0)
        return h
    }

    @Test func referenceAndMode() {
        let h = made()
        defer { _ = gauge_destroy(h) }
        #expect(describe(h, 2) == "50")
        #expect(gauge_set_reference(h, 45, 0) == 0)
        #expect(describe(h, 2) == "50, up 5 from 45")
        #expect(gauge_set_reference(h, 40, 1) == 0)
        #expect(describe(h, 2) == "50, up 25.0% from 40")
        #expect(gauge_set_reference(h, .infinity, 0) == Status.badArgument)
        #expect(lastError() == "gauge_set_reference: reference: must be finite, or NaN for none")
        #expect(gauge_set_reference(h, 45, 2) == Status.badArgument)
        #expect(lastError() == "gauge_set_reference: mode: must be 0 (absolute) or 1 (relative), got 2")
        #expect(describe(h, 2) == "50, up 25.0% from 40", "refusals keep the previous state")
        #expect(gauge_set_reference(h, .nan, 0) == 0)
        #expect(describe(h, 2) == "50", "NaN: no reference, no delta")
        #expect(gauge_set_reference(999_999, 1, 0) == Status.badHandle)
    }

    @Test func symbolsColoursAndDrawing() {
        let h = made()
        defer { _ = gauge_destroy(h) }
        #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
        #expect(gauge_set_reference(h, 55, 0) == 0)
        #expect(gauge_render(h, 240, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("text \"▼-5\""))
        #expect(setDeltaSymbols(h, "", "↓ ") == 0)
        #expect(gauge_render(h, 240, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("text \"↓ -5\""))
        #expect(setColor(h, 5, "navy") == 0)
        #expect(gauge_render(h, 240, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("rgba(0,0,128,1)") || describe(h, 0).contains("#000080"))
        #expect(setColor(h, 7, "navy") == Status.badArgument)
        #expect(lastError().hasPrefix("gauge_set_color: role: must be 0 (track), 1 (label), 2 (value), 3 (hub), 4 (increasing), 5 (decreasing) or 6 (focus)"))
        #expect(setColor(h, 4, "nope") < 0)
        #expect(lastError().hasPrefix("gauge_set_color: increasingColor:"))
        // Bad UTF-8 in a symbol is refused and the symbols stay.
        writeScratch([0xFF, 0x41])
        #expect(gauge_set_delta_symbols(h, 1, 1) == Status.badText)
        #expect(lastError().hasPrefix("gauge_set_delta_symbols: increasingBytes:"))
        #expect(gauge_render(h, 240, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("text \"↓ -5\""))
        #expect(gauge_set_delta_symbols(h, -1, -1) == 0)
        #expect(gauge_render(h, 240, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("text \"▼-5\""), "-1 restores the defaults")
    }

    @Test func hostTextsAndWords() {
        let h = made(52.5)
        defer { _ = gauge_destroy(h) }
        #expect(gauge_set_reference(h, 50, 0) == 0)
        #expect(setFormattedText(h, 0, "52,5") == 0)
        #expect(setFormattedText(h, 5, "2,5") == 0)
        #expect(setFormattedText(h, 6, "50,0") == 0)
        #expect(setFormattedText(h, 7, "hausse de ") == 0)
        #expect(setFormattedText(h, 9, " depuis ") == 0)
        #expect(describe(h, 2) == "52,5, hausse de 2,5 depuis 50,0")
        #expect(setFormattedText(h, 5, "") == 0)
        #expect(describe(h, 2) == "52,5", "an empty magnitude: the host's formatter wrote zero")
        #expect(gauge_set_formatted_text(h, 5, -1) == 0)
        #expect(describe(h, 2) == "52,5, hausse de 2.5 depuis 50,0")
        #expect(gauge_set_formatted_text(h, 12, -1) == Status.badArgument)
    }
}
}
