/// One document of a YAML stream.
package struct YAMLDocument: Equatable, Sendable {
    /// The document's node; an empty document (`---` alone) holds an empty null.
    package var root: YAMLNode
    /// From the document's first directive or `---` (or first node) to the end of its last node or `...`.
    package var range: Range<Int>
    /// True when the document starts with `---`.
    package var hasStartMarker: Bool
    /// True when the document ends with `...`.
    package var hasEndMarker: Bool

    package init(root: YAMLNode, range: Range<Int>, hasStartMarker: Bool, hasEndMarker: Bool = false) {
        self.root = root
        self.range = range
        self.hasStartMarker = hasStartMarker
        self.hasEndMarker = hasEndMarker
    }
}

/// Every document of a YAML text, in order.
package struct YAMLStream: Equatable, Sendable {
    package var documents: [YAMLDocument]

    package init(documents: [YAMLDocument]) { self.documents = documents }

    /// Document `index` (0-based), or nil when the stream has fewer.
    package func document(_ index: Int) -> YAMLDocument? {
        documents.indices.contains(index) ? documents[index] : nil
    }
}
