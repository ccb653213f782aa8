/// Objects and arrays: members, commas, duplicate keys.
extension JSONParser {
    mutating func parseObject() throws(JSONReadError) {
        guard let object = try open(.object) else { return }
        var count = 0
        var comma: Int?
        var keys: [String: Int]?
        while true {
            try skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "a key"), at: pos) }
            let b = bytes[pos]
            if b != UInt8(ascii: "\"") {
                if b == UInt8(ascii: "}"), let comma {
                    guard jsonc else { throw error(.trailingComma(inObject: true), at: comma) }
                    close(object)
                    return
                }
                if Self.isWordByte(b) || b == UInt8(ascii: "'") { throw error(.nonStringKey, at: pos) }
                throw error(.unexpectedCharacter(character(at: pos), expected: "a key in double quotes"), at: pos)
            }
            let keyStart = pos
            let escaped = try parseString()
            append(escaped ? .escapedString : .string, from: keyStart)
            let key = nodes.count - 1
            if let first = firstKey(like: key, in: object, count: count, dictionary: &keys) {
                let text = string(at: key)
                let firstLocation = lines.location(ofOffset: Int(nodes[first].start), in: bytes)
                throw error(.duplicateKey(text, first: firstLocation), at: keyStart)
            }
            try skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "':'"), at: pos) }
            guard bytes[pos] == UInt8(ascii: ":") else {
                throw error(.missingColon(key: string(at: key)), at: pos)
            }
            pos += 1
            try parseValue()
            count += 1
            if try closes(inObject: true, comma: &comma) {
                close(object)
                return
            }
        }
    }

    /// After a member or element: a comma (its offset goes to `comma`), or the closing bracket,
    /// on which it leaves `pos` and returns true.
    mutating func closes(inObject: Bool, comma: inout Int?) throws(JSONReadError) -> Bool {
        let expected = inObject ? "',' or '}'" : "',' or ']'"
        try skipWhitespace()
        guard pos < bytes.count else { throw error(.unexpectedEnd(expected: expected), at: pos) }
        let b = bytes[pos]
        if b == UInt8(ascii: ",") {
            comma = pos
            pos += 1
            return false
        }
        if b == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { return true }
        if inObject ? b == UInt8(ascii: "\"") : Self.startsValue(b) {
            throw error(.missingComma(inObject: inObject), at: pos)
        }
        throw error(.unexpectedCharacter(character(at: pos), expected: expected), at: pos)
    }

    /// The text of the string record at `index`.
    func string(at index: Int) -> String {
        JSONDocument.text(of: nodes[index], escaped: escaped.contains(index), in: bytes)
    }

    /// The earlier key of `object` (which has `count` members so far) equal to the key record
    /// `key`, if any. Small objects compare keys one by one; larger ones keep a dictionary.
    func firstKey(like key: Int, in object: Int, count: Int, dictionary: inout [String: Int]?) -> Int? {
        if count < Self.linearKeyCheck {
            var other = object + 1
            for _ in 0..<count {
                if sameKey(other, key) { return other }
                other = JSONDocument.skip(other + 1, in: nodes, bytes)
            }
            return nil
        }
        if dictionary == nil {
            var keys: [String: Int] = [:]
            var other = object + 1
            for _ in 0..<count {
                keys[string(at: other)] = other
                other = JSONDocument.skip(other + 1, in: nodes, bytes)
            }
            dictionary = keys
        }
        let text = string(at: key)
        if let first = dictionary?[text] { return first }
        dictionary?[text] = key
        return nil
    }

    /// Whether two key records read the same (as Swift compares strings).
    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let x = nodes[a], y = nodes[b]
        if !escaped.contains(a) && !escaped.contains(b) {
            let xs = bytes[Int(x.start) + 1..<Int(x.end) - 1], ys = bytes[Int(y.start) + 1..<Int(y.end) - 1]
            if xs.elementsEqual(ys) { return true }
            if xs.allSatisfy({ $0 < 0x80 }) && ys.allSatisfy({ $0 < 0x80 }) { return false }
        }
        return string(at: a) == string(at: b)
    }

    mutating func parseArray() throws(JSONReadError) {
        guard let array = try open(.array) else { return }
        var comma: Int?
        while true {
            try skipWhitespace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "]"), let comma {
                guard jsonc else { throw error(.trailingComma(inObject: false), at: comma) }
                close(array)
                return
            }
            try parseValue()
            if try closes(inObject: false, comma: &comma) {
                close(array)
                return
            }
        }
    }
}
