/// One token of YAML text, as the scanner finds them (the YAML 1.2 productions flattened into the
/// tokens libyaml and its descendants use).
struct YAMLToken {
    enum Kind: Equatable {
        case streamStart, streamEnd
        case directive(name: String, value: [String])
        case documentStart, documentEnd
        case blockSequenceStart, blockMappingStart, blockEnd
        case flowSequenceStart, flowMappingStart, flowSequenceEnd, flowMappingEnd
        case key, value, blockEntry, flowEntry
        case alias(String)
        case anchor(String)
        /// A tag's handle (`!`, `!!`, `!e!`, empty for `!<verbatim>`) and suffix.
        case tag(handle: String, suffix: String)
        case scalar(String, style: YAMLStyle)
    }

    var kind: Kind
    var start: YAMLMark
    var end: YAMLMark

    /// How messages name the token.
    var name: String {
        switch kind {
        case .streamStart: return "the start of the text"
        case .streamEnd: return "the end of the text"
        case .directive(let name, _): return "directive %\(name)"
        case .documentStart: return "'---'"
        case .documentEnd: return "'...'"
        case .blockSequenceStart, .blockEntry: return "'-'"
        case .blockMappingStart: return "a mapping"
        case .blockEnd: return "the end of a block"
        case .flowSequenceStart: return "'['"
        case .flowMappingStart: return "'{'"
        case .flowSequenceEnd: return "']'"
        case .flowMappingEnd: return "'}'"
        case .key: return "'?'"
        case .value: return "':'"
        case .flowEntry: return "','"
        case .alias(let a): return "alias *\(a)"
        case .anchor(let a): return "anchor &\(a)"
        case .tag: return "a tag"
        case .scalar: return "a scalar"
        }
    }
}
