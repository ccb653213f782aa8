import FormJSON

/// Tags and output keys: their form, and that each is given once.
extension SpecReader {
    /// Whether `tag` is usable in expressions and key paths: letters, digits, `_` and `-`.
    static func isValidTag(_ tag: String) -> Bool {
        if !tag.isEmpty && tag.utf8.allSatisfy(isASCIITagByte) { return true }
        return !tag.isEmpty && tag.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII ? isASCIITagByte(UInt8(scalar.value))
                : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }

    private static func isASCIITagByte(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D: return true
        default: return false
        }
    }

    /// Reads a `tag` member (whose text is `text` when already decoded), checks its form and
    /// that it is not taken, and records it: as a row's tag when `section` (the row's section's
    /// 1-based position) is not 0, and with `asOutputKey` also as that row's output key.
    mutating func claimTag(_ m: JSONValue.Member, text: String? = nil, section: Int = 0, asOutputKey: Bool = false,
                           _ owner: Owner) throws -> String {
        let tag = try text ?? string(m, owner)
        guard Self.isValidTag(tag) else { throw fail(.badValue(.badTag(tag)), at: m.value.location, owner) }
        let refusal = claims.claim(tag: tag, at: m.value.offset, section: section, asOutputKey: asOutputKey)
        try checkClaim(refusal, of: tag, at: m.value.offset, outputKey: asOutputKey, owner)
        return tag
    }

    /// `section1`, `section2`… by position, made unique against every tag in the file.
    mutating func derivedSectionTag(position: Int, at offset: Int) -> String {
        let base = "section\(position)"
        var tag = base
        var n = 2
        while explicitTags.contains(tag) || claims[tag]?.isTag == true {
            tag = "\(base)_\(n)"
            n += 1
        }
        _ = claims.claim(tag: tag, at: offset, section: 0, asOutputKey: false)
        return tag
    }

    /// Records that row `tag` writes to output key `key` (written at byte offset `offset`).
    mutating func claimOutputKey(_ key: String, tag: String, at offset: Int, _ owner: Owner) throws {
        // Claimed first, then checked: with the claim inside the call's arguments, `self` is
        // copied for the call before `claims` changes, and the change then copies every claim
        // (a key cost the whole form: rows with `key` were quadratic).
        let refusal = claims.claim(outputKey: key, of: tag, at: offset)
        try checkClaim(refusal, of: key, at: offset, outputKey: true, owner)
        let nested = key.utf8.contains(UInt8(ascii: "."))
        let parts = nested ? key.dottedParts(omittingEmpty: true) : []
        for count in parts.indices.dropLast() {
            let prefix = parts[...count].joined(separator: ".")
            if let other = claims[prefix], other.isOutputKey {
                throw fail(.badValue(.conflictingOutputKey(key, other: prefix, otherTag: claims.outputOwner(of: prefix),
                                                           at: location(ofOffset: Int(other.outputOffset)))),
                           at: location(ofOffset: offset), owner)
            }
        }
        for count in parts.indices.dropLast() {
            let prefix = parts[...count].joined(separator: ".")
            if outputPrefixes[prefix] == nil { outputPrefixes[prefix] = (key, tag, offset) }
        }
    }

    /// Throws what a refused claim of `name` (a tag, or an output key) given at byte offset `offset`
    /// means; then, when `outputKey` (`name` was claimed as one), that it conflicts with a longer
    /// output key (`a` after `a.b`).
    private func checkClaim(_ refusal: NameClaims.Refusal?, of name: String, at offset: Int, outputKey: Bool,
                            _ owner: Owner) throws {
        switch refusal {
        case .tag(let first):
            throw fail(.duplicateTag(name, first: location(ofOffset: first)), at: location(ofOffset: offset), owner)
        case .outputKey(let first):
            throw fail(.badValue(.duplicateOutputKey(name, firstTag: claims.outputOwner(of: name),
                                                     first: location(ofOffset: first))),
                       at: location(ofOffset: offset), owner)
        case nil:
            break
        }
        guard outputKey, !outputPrefixes.isEmpty, let other = outputPrefixes[name] else { return }
        throw fail(.badValue(.conflictingOutputKey(name, other: other.key, otherTag: other.tag,
                                                   at: location(ofOffset: other.offset))),
                   at: location(ofOffset: offset), owner)
    }
}
