import FormJSON

/// Builds the documents of a YAML stream from the scanner's tokens, resolving aliases and the core
/// schema as it goes.
struct YAMLParser {
    var scanner: YAMLScanner
    var anchors: [String: YAMLNode] = [:]
    var tagHandles: [String: String] = [:]
    /// The end of the last token taken that has text.
    var lastEnd: YAMLMark
    var depth = 0
    let maxDepth: Int

    init(bytes: [UInt8], maxDepth: Int) {
        scanner = YAMLScanner(bytes: bytes)
        lastEnd = scanner.mark
        self.maxDepth = maxDepth
    }

    mutating func peek() throws(YAMLError) -> YAMLToken { try scanner.peekToken() }

    @discardableResult
    mutating func next() throws(YAMLError) -> YAMLToken {
        let token = try scanner.nextToken()
        switch token.kind {
        case .blockEnd, .streamEnd, .streamStart: break
        default: if token.end.offset >= lastEnd.offset { lastEnd = token.end }
        }
        return token
    }

    func unexpected(_ token: YAMLToken, expected: String) -> YAMLError {
        YAMLError(.unexpected(found: token.name, expected: expected), at: token.start.location)
    }

    // MARK: Documents

    mutating func parseStream() throws(YAMLError) -> YAMLStream {
        _ = try next() // stream start
        var documents: [YAMLDocument] = []
        var previousEnded = true
        while true {
            var token = try peek()
            while case .documentEnd = token.kind {
                try next()
                previousEnded = true
                token = try peek()
            }
            if case .streamEnd = token.kind { break }
            anchors = [:]
            tagHandles = [:]
            let start = token.start
            var hasDirectives = false
            var seenYAML = false
            while case .directive(let name, let values) = token.kind {
                if !previousEnded && !documents.isEmpty { throw unexpected(token, expected: "'...' before a directive") }
                hasDirectives = true
                if name == "YAML" {
                    if seenYAML { throw YAMLError(.duplicateDirective(name), at: token.start.location) }
                    seenYAML = true
                } else if name == "TAG", values.count == 2 {
                    if tagHandles[values[0]] != nil { throw YAMLError(.duplicateDirective("TAG " + values[0]), at: token.start.location) }
                    tagHandles[values[0]] = values[1]
                }
                try next()
                token = try peek()
            }
            var hasStartMarker = false
            if case .documentStart = token.kind {
                try next()
                hasStartMarker = true
                token = try peek()
            } else if hasDirectives {
                throw unexpected(token, expected: "'---' after the directives")
            } else if !previousEnded {
                throw YAMLError(.trailingContent, at: token.start.location)
            }
            let root: YAMLNode
            switch token.kind {
            case .directive, .documentStart, .documentEnd, .streamEnd:
                root = empty(at: lastEnd)
            default:
                root = try parseNode(block: true, indentless: false)
            }
            token = try peek()
            previousEnded = false
            var hasEndMarker = false
            switch token.kind {
            case .documentEnd:
                try next()
                previousEnded = true
                hasEndMarker = true
            case .documentStart, .streamEnd:
                break
            default:
                throw YAMLError(.trailingContent, at: token.start.location)
            }
            documents.append(YAMLDocument(root: root, range: start.offset..<max(start.offset, lastEnd.offset),
                                          hasStartMarker: hasStartMarker, hasEndMarker: hasEndMarker))
        }
        return YAMLStream(documents: documents)
    }

    // MARK: Nodes

    func empty(at mark: YAMLMark) -> YAMLNode {
        YAMLNode(kind: .scalar(.null), style: .empty, range: mark.offset..<mark.offset, start: mark, text: "")
    }

    mutating func parseNode(block: Bool, indentless: Bool) throws(YAMLError) -> YAMLNode {
        var token = try peek()
        if case .alias(let name) = token.kind {
            try next()
            guard var node = anchors[name] else { throw YAMLError(.undefinedAlias(name), at: token.start.location) }
            node.alias = name
            node.anchor = nil
            node.tag = nil
            node.propertiesRange = nil
            node.range = token.start.offset..<token.end.offset
            node.start = token.start
            return node
        }
        var anchor: String?
        var tag: String?
        var propertiesStart: YAMLMark?
        var propertiesEnd: YAMLMark?
        while true {
            if case .anchor(let name) = token.kind, anchor == nil {
                anchor = name
            } else if case .tag(let handle, let suffix) = token.kind, tag == nil {
                tag = try resolveTag(handle: handle, suffix: suffix, at: token.start)
            } else {
                break
            }
            if propertiesStart == nil { propertiesStart = token.start }
            propertiesEnd = token.end
            try next()
            token = try peek()
        }
        var node: YAMLNode
        switch token.kind {
        case .scalar(let text, let style):
            try next()
            node = YAMLNode(kind: .scalar(Self.value(of: text, style: style, tag: tag)), style: style,
                            range: token.start.offset..<token.end.offset, start: token.start, text: text)
        case .flowSequenceStart:
            node = try parseFlowSequence()
        case .flowMappingStart:
            node = try parseFlowMapping()
        case .blockSequenceStart where block:
            node = try parseBlockSequence()
        case .blockMappingStart where block:
            node = try parseBlockMapping()
        case .blockEntry where indentless:
            node = try parseIndentlessSequence()
        default:
            guard let end = propertiesEnd else { throw unexpected(token, expected: "a node") }
            node = YAMLNode(kind: .scalar(tag.map { Self.value(of: "", style: .plain, tag: $0) } ?? .null), style: .empty,
                            range: end.offset..<end.offset, start: end, text: "")
        }
        if let start = propertiesStart, let end = propertiesEnd {
            node.propertiesRange = start.offset..<end.offset
        }
        node.tag = tag
        if let anchor {
            node.anchor = anchor
            anchors[anchor] = node
        }
        return node
    }

    /// The full tag: `!!x` is `tag:yaml.org,2002:x`, a `%TAG` handle is expanded.
    func resolveTag(handle: String, suffix rawSuffix: String, at mark: YAMLMark) throws(YAMLError) -> String {
        let suffix = Self.percentDecoded(rawSuffix)
        if handle.isEmpty { return suffix }
        if let prefix = tagHandles[handle] { return prefix + suffix }
        switch handle {
        case "!": return "!" + suffix
        case "!!": return "tag:yaml.org,2002:" + suffix
        default: throw YAMLError(.undefinedTagHandle(handle), at: mark.location)
        }
    }

    /// A tag's URI characters with `%21`-style escapes decoded (left as written when not UTF-8).
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
               let byte = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                out.append(byte)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(validating: out, as: UTF8.self) ?? text
    }

    /// A scalar's value: plain ones untagged by the core schema, `!!str` and the non-specific `!`
    /// and quoted ones as strings, the core tags by the core schema.
    static func value(of text: String, style: YAMLStyle, tag: String?) -> YAMLScalarValue {
        switch tag {
        case nil:
            return style == .plain ? YAMLCoreSchema.resolve(text) : .string(text)
        case "tag:yaml.org,2002:null", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float":
            let value = YAMLCoreSchema.resolve(text)
            if case .string = value { return .string(text) }
            return value
        default:
            return .string(text)
        }
    }

    mutating func enter(_ token: YAMLToken) throws(YAMLError) {
        depth += 1
        if depth > maxDepth { throw YAMLError(.tooDeep(limit: maxDepth), at: token.start.location) }
    }

    mutating func parseBlockSequence() throws(YAMLError) -> YAMLNode {
        let start = try next()
        try enter(start)
        defer { depth -= 1 }
        var items: [YAMLNode] = []
        while true {
            let token = try peek()
            if case .blockEntry = token.kind {
                try next()
                let after = try peek()
                var item: YAMLNode
                switch after.kind {
                case .blockEntry, .blockEnd: item = empty(at: token.end)
                default: item = try parseNode(block: true, indentless: false)
                }
                item.indicatorOffset = token.start.offset
                items.append(item)
            } else if case .blockEnd = token.kind {
                try next()
                break
            } else {
                throw unexpected(token, expected: "'-' or the end of the sequence")
            }
        }
        return YAMLNode(kind: .sequence(items), style: .block, range: start.start.offset..<lastEnd.offset, start: start.start)
    }

    mutating func parseIndentlessSequence() throws(YAMLError) -> YAMLNode {
        let first = try peek()
        try enter(first)
        defer { depth -= 1 }
        var items: [YAMLNode] = []
        while case .blockEntry = try peek().kind {
            let token = try next()
            let after = try peek()
            var item: YAMLNode
            switch after.kind {
            case .blockEntry, .key, .value, .blockEnd: item = empty(at: token.end)
            default: item = try parseNode(block: true, indentless: false)
            }
            item.indicatorOffset = token.start.offset
            items.append(item)
        }
        return YAMLNode(kind: .sequence(items), style: .block, range: first.start.offset..<lastEnd.offset, start: first.start)
    }

    mutating func parseBlockMapping() throws(YAMLError) -> YAMLNode {
        let start = try next()
        try enter(start)
        defer { depth -= 1 }
        var entries: [YAMLNode.Entry] = []
        while true {
            let token = try peek()
            switch token.kind {
            case .key:
                try next()
                let explicit = token.end.offset > token.start.offset
                let key: YAMLNode
                switch try peek().kind {
                case .key, .value, .blockEnd: key = empty(at: token.end)
                default: key = try parseNode(block: true, indentless: true)
                }
                let value = try parseBlockValue(after: key)
                entries.append(YAMLNode.Entry(key: key, value: value, isExplicitKey: explicit,
                                              range: token.start.offset..<max(token.start.offset, lastEnd.offset)))
            case .value:
                let key = empty(at: token.start)
                let value = try parseBlockValue(after: key)
                entries.append(YAMLNode.Entry(key: key, value: value, range: token.start.offset..<lastEnd.offset))
            case .blockEnd:
                try next()
                return YAMLNode(kind: .mapping(entries), style: .block, range: start.start.offset..<lastEnd.offset, start: start.start)
            default:
                throw unexpected(token, expected: "a key or the end of the mapping")
            }
        }
    }

    private mutating func parseBlockValue(after key: YAMLNode) throws(YAMLError) -> YAMLNode {
        let token = try peek()
        guard case .value = token.kind else { return empty(at: YAMLMark(offset: key.range.upperBound, line: key.start.line, column: key.start.column)) }
        try next()
        switch try peek().kind {
        case .key, .value, .blockEnd: return empty(at: token.end)
        default: return try parseNode(block: true, indentless: true)
        }
    }

    mutating func parseFlowSequence() throws(YAMLError) -> YAMLNode {
        let start = try next()
        try enter(start)
        defer { depth -= 1 }
        var items: [YAMLNode] = []
        var first = true
        while true {
            var token = try peek()
            if case .flowSequenceEnd = token.kind { break }
            if !first {
                guard case .flowEntry = token.kind else { throw unexpected(token, expected: "',' or ']'") }
                try next()
                token = try peek()
                if case .flowSequenceEnd = token.kind { break }
            }
            first = false
            if case .key = token.kind {
                try next()
                let key: YAMLNode
                switch try peek().kind {
                case .value, .flowEntry, .flowSequenceEnd: key = empty(at: token.end)
                default: key = try parseNode(block: false, indentless: false)
                }
                let value = try parseFlowValue(after: key, closer: .flowSequenceEnd)
                items.append(YAMLNode(kind: .mapping([YAMLNode.Entry(key: key, value: value, isExplicitKey: token.end.offset > token.start.offset,
                                                                     range: token.start.offset..<lastEnd.offset)]),
                                      style: .flow, range: token.start.offset..<lastEnd.offset, start: token.start))
            } else if case .value = token.kind {
                let key = empty(at: token.start)
                let value = try parseFlowValue(after: key, closer: .flowSequenceEnd)
                items.append(YAMLNode(kind: .mapping([YAMLNode.Entry(key: key, value: value, range: token.start.offset..<lastEnd.offset)]),
                                      style: .flow, range: token.start.offset..<lastEnd.offset, start: token.start))
            } else {
                items.append(try parseNode(block: false, indentless: false))
            }
        }
        try next()
        return YAMLNode(kind: .sequence(items), style: .flow, range: start.start.offset..<lastEnd.offset, start: start.start)
    }

    mutating func parseFlowMapping() throws(YAMLError) -> YAMLNode {
        let start = try next()
        try enter(start)
        defer { depth -= 1 }
        var entries: [YAMLNode.Entry] = []
        var first = true
        while true {
            var token = try peek()
            if case .flowMappingEnd = token.kind { break }
            if !first {
                guard case .flowEntry = token.kind else { throw unexpected(token, expected: "',' or '}'") }
                try next()
                token = try peek()
                if case .flowMappingEnd = token.kind { break }
            }
            first = false
            let key: YAMLNode
            var explicit = false
            if case .key = token.kind {
                try next()
                explicit = token.end.offset > token.start.offset
                switch try peek().kind {
                case .value, .flowEntry, .flowMappingEnd: key = empty(at: token.end)
                default: key = try parseNode(block: false, indentless: false)
                }
            } else if case .value = token.kind {
                key = empty(at: token.start)
            } else {
                key = try parseNode(block: false, indentless: false)
            }
            let value = try parseFlowValue(after: key, closer: .flowMappingEnd)
            entries.append(YAMLNode.Entry(key: key, value: value, isExplicitKey: explicit, range: token.start.offset..<lastEnd.offset))
        }
        try next()
        return YAMLNode(kind: .mapping(entries), style: .flow, range: start.start.offset..<lastEnd.offset, start: start.start)
    }

    private mutating func parseFlowValue(after key: YAMLNode, closer: YAMLToken.Kind) throws(YAMLError) -> YAMLNode {
        let token = try peek()
        guard case .value = token.kind else { return empty(at: YAMLMark(offset: key.range.upperBound, line: key.start.line, column: key.start.column)) }
        try next()
        let after = try peek()
        if after.kind == .flowEntry || after.kind == closer { return empty(at: token.end) }
        return try parseNode(block: false, indentless: false)
    }
}
