/// The names of a `String` enum's cases, matched against string records of a `JSONDocument` byte
/// by byte, without making a `String` (the form reader's keys and row types).
///
/// Plain ASCII text is equal to a name exactly when its bytes are; anything else (escapes,
/// non-ASCII text, which Swift may find canonically equal to an ASCII name) is decoded and
/// compared as Swift compares strings, so the answer is always that of `Key(rawValue:)`.
package struct KeyNames<Key: RawRepresentable & Sendable>: Sendable where Key.RawValue == String {
    private let table: NameTable
    private let keys: [Key]

    package init(_ keys: some Sequence<Key>) {
        self.keys = Array(keys)
        table = NameTable(self.keys.map { Array($0.rawValue.utf8) })
    }

    /// The key the string record at `index` names; nil when it names none or is not a string.
    package func key(at index: Int, in document: JSONDocument) -> Key? {
        switch table.match(at: index, in: document) {
        case .found(let position): return keys[position]
        case .noName: return nil
        case .decode(let text): return Key(rawValue: text)
        }
    }
}

/// The byte-matching half of `KeyNames`, free of its key type: compiled once rather than run
/// generically for every enum the reader looks keys up in (the generic loop over `(bytes, key)`
/// tuples instantiated their metadata at each look-up: a fifth of reading a 100,000-row form).
private struct NameTable: Sendable {
    /// What the string record at an index is.
    enum Match {
        /// The name at this position of the table, byte for byte.
        case found(Int)
        /// No name, or not a string.
        case noName
        /// Text to compare as Swift compares strings (escapes, non-ASCII).
        case decode(String)
    }

    private let names: [[UInt8]]

    init(_ names: [[UInt8]]) {
        self.names = names
    }

    func match(at index: Int, in document: JSONDocument) -> Match {
        let node = document.nodes[index], kind = document.kind(at: index)
        if kind == .string {
            let start = Int(node.start) + 1, end = Int(node.end) - 1
            let plain: Match? = document.bytes.withUnsafeBufferPointer { buffer in
                let text = UnsafeBufferPointer(rebasing: buffer[start..<end])
                for (position, name) in names.enumerated() where name.count == text.count && Self.same(name, text) {
                    return .found(position)
                }
                return text.allSatisfy({ $0 < 0x80 }) ? .noName : nil
            }
            if let plain { return plain }
        } else if kind != .escapedString {
            return .noName
        }
        return .decode(document.string(at: index))
    }

    private static func same(_ name: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in 0..<name.count where name[i] != text[i] { return false }
        return true
    }
}

extension JSONValue {
    /// Which of `names` this string value is, without decoding it; nil for other values.
    package func name<Key>(among names: KeyNames<Key>) -> Key? {
        names.key(at: index, in: document)
    }
}
