/// The names of a `String` enum's cases, matched against string records of a `JSONDocument` byte
/// by byte, without making a `String` (the form reader's keys and row types).
///
/// Plain ASCII text is equal to a name exactly when its bytes are; anything else (escapes,
/// non-ASCII text, which Swift may find canonically equal to an ASCII name) is decoded and
/// compared as Swift compares strings, so the answer is always that of `Key(rawValue:)`.
package struct KeyNames<Key: RawRepresentable & Sendable>: Sendable where Key.RawValue == String {
    private let names: [(bytes: [UInt8], key: Key)]

    package init(_ keys: some Sequence<Key>) {
        names = keys.map { (Array($0.rawValue.utf8), $0) }
    }

    /// The key the string record at `index` names; nil when it names none or is not a string.
    package func key(at index: Int, in document: JSONDocument) -> Key? {
        let node = document.nodes[index], kind = document.kind(at: index)
        if kind == .string {
            let start = Int(node.start) + 1, end = Int(node.end) - 1
            let match: Key?? = document.bytes.withUnsafeBufferPointer { buffer in
                let text = UnsafeBufferPointer(rebasing: buffer[start..<end])
                for name in names where name.bytes.count == text.count && Self.same(name.bytes, text) {
                    return name.key
                }
                return text.allSatisfy({ $0 < 0x80 }) ? .some(nil) : nil
            }
            if let match { return match }
        } else if kind != .escapedString {
            return nil
        }
        return Key(rawValue: document.string(at: index))
    }
}

extension KeyNames {
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
