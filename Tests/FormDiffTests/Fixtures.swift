import FormDiff

/// A row as in the benchmark: identified by `id`, content is `version`.
struct Row: Differentiable, Hashable, CustomStringConvertible {
    var id: Int
    var version: Int

    init(_ id: Int, _ version: Int = 0) {
        self.id = id
        self.version = version
    }

    var differenceIdentifier: Int { id }

    func isContentEqual(to source: Row) -> Bool { version == source.version }

    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// A section header: identified by `id`, content is `version`.
struct Header: Differentiable, Hashable, CustomStringConvertible {
    var id: Int
    var version: Int

    init(_ id: Int, _ version: Int = 0) {
        self.id = id
        self.version = version
    }

    var differenceIdentifier: Int { id }

    func isContentEqual(to source: Header) -> Bool { version == source.version }

    var description: String { version == 0 ? "S\(id)" : "S\(id)v\(version)" }
}

typealias RowSection = ArraySection<Header, Row>

/// The length of a longest strictly increasing subsequence, by the quadratic textbook DP: an
/// independent check of the library's patience sorting.
func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] {
            best[i] = max(best[i], best[j] + 1)
        }
    }
    return best.max() ?? 0
}
