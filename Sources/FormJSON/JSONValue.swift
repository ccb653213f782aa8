/// One value of a `JSONDocument`, read in place: strings and numbers are decoded on access,
/// locations computed on access.
package struct JSONValue {
    /// One `"key": value` pair of an object.
    package struct Member {
        /// The key's record in the document.
        package var keyIndex: Int
        package var value: JSONValue
        /// What messages call the key instead of its text: `SpecReader` names nested keys with a
        /// prefix (`style.title`).
        package var path: String?

        /// The key's text (or `path`), decoded when asked for.
        package var key: String { path ?? value.document.string(at: keyIndex) }

        package var keyLocation: SourceLocation { value.document.location(of: keyIndex) }

        package init(keyIndex: Int, value: JSONValue, path: String? = nil) {
            self.keyIndex = keyIndex
            self.value = value
            self.path = path
        }

        /// Which of `names` the key is, without decoding it.
        package func name<Key>(among names: KeyNames<Key>) -> Key? {
            names.key(at: keyIndex, in: value.document)
        }
    }

    /// An object's members in file order.
    package struct Members: Collection {
        package let document: JSONDocument
        package let startIndex: Int
        package let endIndex: Int

        package func index(after i: Int) -> Int { document.skip(i + 1) }

        package subscript(i: Int) -> Member {
            Member(keyIndex: i, value: JSONValue(document: document, index: i + 1))
        }

        /// The first member named `key`, found without decoding the other keys.
        package func first(named key: String) -> Member? {
            var i = startIndex
            while i < endIndex {
                if document.string(at: i, equals: key) { return self[i] }
                i = index(after: i)
            }
            return nil
        }

        package func contains(named key: String) -> Bool { first(named: key) != nil }
    }

    /// An array's elements in file order.
    package struct Elements: Collection {
        package let document: JSONDocument
        package let startIndex: Int
        package let endIndex: Int

        package func index(after i: Int) -> Int { document.skip(i) }

        package subscript(i: Int) -> JSONValue { JSONValue(document: document, index: i) }
    }

    package let document: JSONDocument
    /// The value's record in the document.
    package let index: Int

    private var kind: JSONDocument.Node.Kind { document.kind(at: index) }

    /// The byte offset of the value's first character.
    package var offset: Int { Int(document.nodes[index].start) }

    /// Where the value starts (line:column of its first character).
    package var location: SourceLocation { document.location(of: index) }

    package var members: Members? {
        guard kind == .object else { return nil }
        return Members(document: document, startIndex: index + 1, endIndex: Int(document.nodes[index].end))
    }

    package var elements: Elements? {
        guard kind == .array else { return nil }
        return Elements(document: document, startIndex: index + 1, endIndex: Int(document.nodes[index].end))
    }

    package var stringValue: String? {
        let kind = kind
        return kind == .string || kind == .escapedString ? document.string(at: index) : nil
    }

    /// The number as written and its value.
    package var number: (raw: String, value: Double)? {
        kind == .number ? document.number(at: index) : nil
    }

    package var numberValue: Double? { number?.value }

    /// The number when it is whole and fits an `Int` (`3`, `3.0`, `3e2`), else nil.
    package var intValue: Int? {
        guard let v = numberValue, v.rounded() == v, abs(v) < 9.0e15 else { return nil }
        return Int(v)
    }

    package var boolValue: Bool? {
        switch kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    package var isNull: Bool { kind == .null }

    /// The first member named `key` of an object.
    package subscript(key: String) -> JSONValue? {
        members?.first(named: key)?.value
    }

    /// What kind of JSON value this is, for "must be …, not …" messages.
    package var jsonType: JSONType {
        switch kind {
        case .object: return .object
        case .array: return .array
        case .string, .escapedString: return .string
        case .number: return .number(document.number(at: index).raw)
        case .true, .false: return .bool
        case .null: return .null
        }
    }
}

extension JSONNode {
    /// A tree of `JSONNode`s holding the same as `value` and everything in it. Locations are
    /// taken in file order (a container's before its contents'), which the document's line table
    /// counts incrementally: a minified one-line file costs no more than a pretty one.
    package init(_ value: JSONValue) {
        let location = value.location
        let kind: Kind
        if let members = value.members {
            kind = .object(members.map { Member(key: $0.key, keyLocation: $0.keyLocation, value: JSONNode($0.value)) })
        } else if let elements = value.elements {
            kind = .array(elements.map(JSONNode.init))
        } else if let string = value.stringValue {
            kind = .string(string)
        } else if let number = value.number {
            kind = .number(raw: number.raw, value: number.value)
        } else if let bool = value.boolValue {
            kind = .bool(bool)
        } else {
            kind = .null
        }
        self.init(kind, at: location)
    }
}
