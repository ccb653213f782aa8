/// The tags and output keys a form file has claimed so far, in one dictionary, so that a row
/// whose output key is its own tag (most rows) costs one lookup.
struct NameClaims {
    /// What one name has been claimed as. Offsets are byte offsets of the file (which is smaller
    /// than 4 GiB); `none` where the name was not claimed that way.
    struct Entry {
        static let none = UInt32.max

        /// Where the name was given as a tag (rows and sections share one namespace).
        var tagOffset = none
        /// For a row's tag, the 1-based position of its section; 0 for a section's tag.
        var section: UInt32 = 0
        /// Where the name was claimed as an output key (the row's `key`, or its tag).
        var outputOffset = none

        var isTag: Bool { tagOffset != Self.none }
        var isOutputKey: Bool { outputOffset != Self.none }
    }

    /// Why a claim was refused: the name was already a tag, or already an output key, given at
    /// that byte offset.
    enum Refusal: Error {
        case tag(first: Int)
        case outputKey(first: Int)
    }

    private(set) var entries: [String: Entry] = [:]
    /// The row writing each output key claimed through a `key` member; any other output key is
    /// its row's tag.
    private var keyOwners: [String: String] = [:]

    mutating func reserve(_ count: Int) {
        // A tag, and for a row with a `key` the key and the objects it nests in.
        entries.reserveCapacity(2 * count)
        expectedRows = count
    }
    private var expectedRows = 0

    subscript(name: String) -> Entry? { entries[name] }

    /// The row whose output key `key` is.
    func outputOwner(of key: String) -> String {
        keyOwners[key] ?? key
    }

    /// Claims `tag` (of a row in section `section`, or of a section when 0) given at byte offset
    /// `offset`, and with `asOutputKey` also as that row's output key, in one lookup.
    mutating func claim(tag: String, at offset: Int, section: Int, asOutputKey: Bool) -> Refusal? {
        entries[tag, default: Entry()].claim(at: UInt32(offset), section: UInt32(section), asOutputKey: asOutputKey)
    }

    /// Claims `key` as the output key of row `tag`, written at byte offset `offset`.
    mutating func claim(outputKey key: String, of tag: String, at offset: Int) -> Refusal? {
        let refusal = entries[key, default: Entry()].claimOutput(at: UInt32(offset))
        if refusal == nil && key != tag {
            if keyOwners.isEmpty { keyOwners.reserveCapacity(expectedRows) }
            keyOwners[key] = tag
        }
        return refusal
    }
}

extension NameClaims.Entry {
    fileprivate mutating func claim(at offset: UInt32, section: UInt32, asOutputKey: Bool) -> NameClaims.Refusal? {
        if isTag { return .tag(first: Int(tagOffset)) }
        tagOffset = offset
        self.section = section
        return asOutputKey ? claimOutput(at: offset) : nil
    }

    fileprivate mutating func claimOutput(at offset: UInt32) -> NameClaims.Refusal? {
        if isOutputKey { return .outputKey(first: Int(outputOffset)) }
        outputOffset = offset
        return nil
    }
}
