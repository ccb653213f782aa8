/// One node of a YAML document as read: what it holds, where it stands in the source and how it
/// is written there.
///
/// Ranges are byte offsets into the UTF-8 text the stream was read from, so that a writer can
/// replace a node's text, insert after it or cut an entry out without touching anything else.
/// `range` covers the node's own text: a scalar with its quotes or its block header (`|-`) and
/// lines, a flow collection from `[` to `]`, a block collection from its first `-` or key to the
/// end of its last value. Node properties (`&anchor`, `!tag`) are outside `range`, in
/// `propertiesRange`. An empty node (`key:` and nothing) has an empty range where its text would go.
package struct YAMLNode: Equatable, Sendable {
    /// One `key: value` pair of a mapping, in file order.
    package struct Entry: Equatable, Sendable {
        package var key: YAMLNode
        package var value: YAMLNode
        /// True for a `? key` written with the explicit key indicator.
        package var isExplicitKey: Bool

        /// From the key's first byte (or its `?`) to the value's last.
        package var range: Range<Int>

        /// True for `<<: *name` (a plain, untagged `<<` key): its value's members are merged into
        /// the mapping's JSON value.
        package var isMerge: Bool {
            key.style == .plain && key.tag == nil && key.text == "<<"
        }

        package init(key: YAMLNode, value: YAMLNode, isExplicitKey: Bool = false, range: Range<Int>) {
            self.key = key
            self.value = value
            self.isExplicitKey = isExplicitKey
            self.range = range
        }
    }

    package enum Kind: Equatable, Sendable {
        case mapping([Entry])
        case sequence([YAMLNode])
        /// The scalar's value under the core schema (tags `!!str`, `!` and unknown tags make it a string).
        case scalar(YAMLScalarValue)
    }

    package var kind: Kind
    package var style: YAMLStyle
    /// The node's own text: see the type's comment.
    package var range: Range<Int>
    /// Where `range` starts, 0-based line and column.
    package var start: YAMLMark
    /// A scalar's content as written, after quotes, escapes and folding are undone (`0x1F`,
    /// `on`); nil for collections.
    package var text: String?
    /// `&name` when the node is anchored.
    package var anchor: String?
    /// The node's tag when it has one, its handle expanded (`!!str` is `tag:yaml.org,2002:str`,
    /// `!local` stays `!local`, the non-specific `!` is `!`).
    package var tag: String?
    /// The span of `&anchor` and `!tag` before the node, when it has either.
    package var propertiesRange: Range<Int>?
    /// When this node was written as `*name`: the name. `kind` is then the anchored node's
    /// content (aliases are resolved) and `range` is the alias's own text.
    package var alias: String?
    /// For an item of a block sequence: the offset of its `-`, where its entry starts (the item's
    /// own `range` starts at its text, after `- `).
    package var indicatorOffset: Int?

    package init(kind: Kind, style: YAMLStyle, range: Range<Int>, start: YAMLMark, text: String? = nil,
                 anchor: String? = nil, tag: String? = nil, propertiesRange: Range<Int>? = nil, alias: String? = nil) {
        self.kind = kind
        self.style = style
        self.range = range
        self.start = start
        self.text = text
        self.anchor = anchor
        self.tag = tag
        self.propertiesRange = propertiesRange
        self.alias = alias
    }

    package var entries: [Entry]? {
        if case .mapping(let e) = kind { return e }
        return nil
    }

    package var items: [YAMLNode]? {
        if case .sequence(let i) = kind { return i }
        return nil
    }

    package var scalar: YAMLScalarValue? {
        if case .scalar(let s) = kind { return s }
        return nil
    }

    /// The value of the first entry whose key is the string `key`.
    package subscript(key: String) -> YAMLNode? {
        entries?.first(where: { $0.key.scalar == .string(key) })?.value
    }

    /// True when this node or one inside it is anchored or an alias: a writer that changed its text
    /// would change (or have to change) what the aliases of it read, so `--edit` refuses to.
    package var isShared: Bool {
        if anchor != nil || alias != nil { return true }
        switch kind {
        case .mapping(let entries): return entries.contains { $0.key.isShared || $0.value.isShared }
        case .sequence(let items): return items.contains { $0.isShared }
        case .scalar: return false
        }
    }
}
