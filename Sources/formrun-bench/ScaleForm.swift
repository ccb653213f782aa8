import FormDiff

/// The large form of BENCH.md §3, generated as form-file JSON: `rows` rows, 50 a section, types
/// cycling `text, integer, email, picker, check`; the first row of section 0 is the switch `more`,
/// and sections 1, 11, 21 … are `"hidden": "!$more"`. The last row of section 0, the check
/// `r49`, hides section 2 alone (`"hidden": "!$r49"`): one 50-row section, whatever the size.
///
/// SplitMix64 (seed `baseSeed + rows`) varies the rest, so that every size replays exactly: title
/// lengths, placeholders, a few required rows, section footers, and conditions on some rows that
/// read their section's first `check` row (`"disabled": "$rC"`, `"required": "$rC"`, and outside
/// section 0 `"hidden": "!$rC"`), so that Space on `more` changes the hidden sections and nothing
/// else, and the hide-section figure is what hiding sections costs.
/// Section 0 has no hidden rows, so the focus order from the top is row 0, 1, 2 … and row
/// `5 × k` is a `text` row: the scale benchmark relies on it.
struct ScaleForm {
    static let baseSeed: UInt64 = 0x5CA1_E026
    static let rowsPerSection = 50
    static let types = ["text", "integer", "email", "picker", "check"]
    /// The rows Down reaches from the top, one Down each, before the first text row below `more`.
    static let downsToFirstText = 5
    /// The check that hides section 2 alone, and how many Downs from the top reach it.
    static let oneSectionSwitch = "r49"
    static let downsToOneSectionSwitch = 49
    private static let words = ["name", "amount", "address", "note", "code", "contact", "detail", "reference",
                                "number", "value", "comment", "label"]

    let rows: Int

    /// The form file, one section at a time, in file order (the first chunk opens the form, the
    /// last closes it), so that a 100,000-row form never needs to be one string.
    func chunks(_ body: (String) throws -> Void) rethrows {
        var random = SplitMix64(seed: ScaleForm.baseSeed + UInt64(rows))
        try body("{\n  \"title\": \"Scale benchmark: \(rows) rows\",\n  \"requiredMark\": true,\n  \"sections\": [\n")
        let sectionCount = (rows + ScaleForm.rowsPerSection - 1) / ScaleForm.rowsPerSection
        for s in 0..<sectionCount {
            let first = s * ScaleForm.rowsPerSection
            let last = min(rows, first + ScaleForm.rowsPerSection)
            var text = "    {\n      \"tag\": \"s\(s)\", \"title\": \"Section \(s)\""
            if s % 10 == 1 { text += ", \"hidden\": \"!$more\"" }
            if s == 2 { text += ", \"hidden\": \"!$\(ScaleForm.oneSectionSwitch)\"" }
            if random.chance(20) { text += ", \"footer\": \"Footer of section \(s)\"" }
            text += ",\n      \"rows\": [\n"
            text += (first..<last).map { row($0, section: s, random: &random) }.joined(separator: ",\n")
            text += "\n      ]\n    }" + (s == sectionCount - 1 ? "\n" : ",\n")
            try body(text)
        }
        try body("  ]\n}\n")
    }

    /// Row number `k` of the form (0-based, across sections).
    private func row(_ k: Int, section: Int, random: inout SplitMix64) -> String {
        if k == 0 {
            return "        { \"tag\": \"more\", \"type\": \"switch\", \"title\": \"Show more sections\", \"value\": false }"
        }
        let type = ScaleForm.types[k % ScaleForm.types.count]
        var fields = "\"tag\": \"r\(k)\", \"type\": \"\(type)\", \"title\": \"\(title(k, random: &random))\""
        switch type {
        case "picker":
            fields += ", \"options\": [ { \"title\": \"First\", \"value\": \"a\" }, "
                + "{ \"title\": \"Second\", \"value\": \"b\" }, { \"title\": \"Third\", \"value\": \"c\" } ]"
        case "check":
            fields += ", \"value\": \(random.chance(50))"
        default:
            if random.chance(30) { fields += ", \"placeholder\": \"\(type) \(k)\"" }
        }
        let check = "r\(section * ScaleForm.rowsPerSection + 4)"
        let condition = random.below(100)
        if condition < 3 {
            fields += ", \"required\": true"
        } else if type == "check" && (k % ScaleForm.rowsPerSection == 4 || k == ScaleForm.downsToOneSectionSwitch) {
            // the section's own check row, which the conditions below read, and the one-section switch
        } else if condition < 7 {
            fields += ", \"disabled\": \"$\(check)\""
        } else if condition < 10 {
            fields += ", \"required\": \"$\(check)\""
        } else if condition < 12 && section > 0 {
            fields += ", \"hidden\": \"!$\(check)\""
        }
        return "        { \(fields) }"
    }

    /// `Field 12 address note`: one to four words, so titles vary in length.
    private func title(_ k: Int, random: inout SplitMix64) -> String {
        let count = 1 + random.below(4)
        let chosen = (0..<count).map { _ in ScaleForm.words[random.below(ScaleForm.words.count)] }
        return "Field \(k) " + chosen.joined(separator: " ")
    }
}
