import FormJSON

extension YAMLNode {
    /// The node's value as JSON, with where each value starts. Keys that are scalars become their
    /// text (`1: a` is `{"1": "a"}`, an empty key is `""`); a key that is a collection or a repeated
    /// key is an error. Numbers keep their spelling when JSON can write it, else the shortest JSON
    /// spelling of their value (`0x1F` → `31`); `.inf` and `.nan` have none, and become their text.
    /// A merge key (`<<: *defaults`, YAML 1.1's, which compose files and CI configs use) puts the
    /// members of the mapping(s) it names where it stands, those the mapping sets itself left out.
    package func json() throws(YAMLError) -> JSONNode {
        var budget = 1_000_000
        return try json(budget: &budget)
    }

    private func json(budget: inout Int) throws(YAMLError) -> JSONNode {
        budget -= 1
        if budget < 0 { throw YAMLError(.tooManyValues(limit: 1_000_000), at: start.location) }
        let location = start.location
        switch kind {
        case .mapping(let entries):
            var members: [JSONNode.Member] = []
            var seen: Set<String> = []
            for entry in entries where !entry.isMerge {
                guard let key = entry.key.keyText else { throw YAMLError(.complexKey, at: entry.key.start.location) }
                guard seen.insert(key).inserted else { throw YAMLError(.duplicateKey(key), at: entry.key.start.location) }
            }
            var merged: Set<String> = []
            for entry in entries {
                if entry.isMerge {
                    for source in entry.value.items ?? [entry.value] {
                        guard case .object(let sourceMembers) = try source.json(budget: &budget).kind else {
                            throw YAMLError(.badMerge, at: source.start.location)
                        }
                        for member in sourceMembers where !seen.contains(member.key) && merged.insert(member.key).inserted {
                            members.append(member)
                        }
                    }
                    continue
                }
                guard let key = entry.key.keyText else { throw YAMLError(.complexKey, at: entry.key.start.location) }
                members.append(JSONNode.Member(key: key, keyLocation: entry.key.start.location, value: try entry.value.json(budget: &budget)))
            }
            return JSONNode(.object(members), at: location)
        case .sequence(let items):
            var elements: [JSONNode] = []
            elements.reserveCapacity(items.count)
            for item in items { elements.append(try item.json(budget: &budget)) }
            return JSONNode(.array(elements), at: location)
        case .scalar(let value):
            switch value {
            case .null: return JSONNode(.null, at: location)
            case .bool(let b): return JSONNode(.bool(b), at: location)
            case .string(let s): return JSONNode(.string(s), at: location)
            case .int(let v), .float(let v):
                guard v.isFinite else { return JSONNode(.string(text ?? ""), at: location) }
                return JSONNode(.number(raw: Self.jsonSpelling(text ?? "", value: v), value: v), at: location)
            }
        }
    }

    /// A scalar key's text as a JSON key; nil for a collection.
    var keyText: String? {
        guard case .scalar(let value) = kind else { return nil }
        if case .null = value, style == .empty || text == "~" || text?.lowercased() == "null" { return text == "" ? "" : text }
        return text
    }

    /// `text` when it is a JSON number already, else the value written the shortest way.
    static func jsonSpelling(_ text: String, value: Double) -> String {
        if isJSONNumber(text) { return text }
        if value.rounded() == value && abs(value) < 9.0e15 { return String(Int64(value)) }
        return String(value)
    }

    static func isJSONNumber(_ text: String) -> Bool {
        let b = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let s = i
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if i < b.count, b[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        let n = digits()
        guard n > 0, !(n > 1 && b[intStart] == UInt8(ascii: "0")) else { return false }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == b.count
    }
}
