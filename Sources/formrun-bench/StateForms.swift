/// The forms of the scale section's key-in-a-state figures (issue #17), generated as file text.
enum StateForms {
    /// `rows` required `text` rows, empty, 50 a section: a submit leaves every row showing an error.
    static func required(rows: Int) -> String {
        var sections: [String] = []
        var current: [String] = []
        for k in 0..<rows {
            current.append(#"{"tag": "r\#(k)", "type": "text", "title": "Row \#(k)", "required": true}"#)
            if current.count == 50 || k == rows - 1 {
                sections.append(#"{"tag": "s\#(sections.count)", "title": "Section \#(sections.count)", "rows": [\#(current.joined(separator: ", "))]}"#)
                current = []
            }
        }
        return #"{"title": "Errors: \#(rows) rows", "sections": [\#(sections.joined(separator: ",\n"))]}"#
    }

    /// A JSON Schema of `properties` leaf properties (10,000 make ~370 KB),
    /// grouped 50 to a nested object, the groups 10 to an object above them; the first leaf is a
    /// string the benchmark types into. Types cycle string, integer, boolean, number.
    static func schema(properties: Int) -> String {
        var groups: [String] = []
        var leaves: [String] = []
        for k in 0..<properties {
            let leaf: String
            switch k % 4 {
            case 0: leaf = #""p\#(k)":{"type":"string","maxLength":9}"#
            case 1: leaf = #""p\#(k)":{"type":"integer","minimum":0}"#
            case 2: leaf = #""p\#(k)":{"type":"boolean"}"#
            default: leaf = #""p\#(k)":{"type":"number","minimum":0}"#
            }
            leaves.append(leaf)
            if leaves.count == 50 || k == properties - 1 {
                groups.append(#""g\#(groups.count)":{"type":"object","properties":{\#(leaves.joined(separator: ","))}}"#)
                leaves = []
            }
        }
        var outer: [String] = []
        for start in stride(from: 0, to: groups.count, by: 10) {
            let members = groups[start..<min(groups.count, start + 10)].joined(separator: ",\n")
            outer.append(#""o\#(outer.count)":{"type":"object","properties":{\#(members)}}"#)
        }
        return #"{"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Schema: \#(properties) properties","type":"object","properties":{\#(outer.joined(separator: ",\n"))}}"#
    }
}
