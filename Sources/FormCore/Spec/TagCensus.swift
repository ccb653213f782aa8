import FormJSON

/// The tags a form file writes, read in a pass over its rows and sections when first needed
/// (an `equals` validator, or a section without a tag). The set of row tags alone is made only
/// when asked for (an `equals` validator): a form with untagged sections needs `all` only.
final class TagCensus {
    private let root: JSONValue
    private var gathered: (rows: [String], all: Set<String>)?
    private var gatheredRowSet: Set<String>?

    init(root: JSONValue) {
        self.root = root
    }

    var rows: [String] { gather().rows }
    var rowSet: Set<String> {
        if let gatheredRowSet { return gatheredRowSet }
        let made = Set(gather().rows)
        gatheredRowSet = made
        return made
    }
    var all: Set<String> { gather().all }

    private func gather() -> (rows: [String], all: Set<String>) {
        if let gathered { return gathered }
        var rows: [String] = []
        var all = Set<String>()
        for section in root["sections"]?.elements.map(Array.init) ?? [] {
            if let tag = section["tag"]?.stringValue { all.insert(tag) }
            for row in section["rows"]?.elements.map(Array.init) ?? [] {
                if let tag = row["tag"]?.stringValue {
                    rows.append(tag)
                    all.insert(tag)
                }
            }
        }
        let result = (rows, all)
        gathered = result
        return result
    }
}
