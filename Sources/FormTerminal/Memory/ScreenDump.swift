import FormCore
import FormJSON
import FormScreen

/// The in-memory screen written out: what `formrun --screen` prints.
///
/// - `text`: every screen row, first to last, as one line ended by `\n` — exactly `rows` lines,
///   empty ones included, each with its trailing spaces trimmed.
/// - `json`: one line of compact JSON,
///   `{"cols":80,"rows":24,"cursor":{"row":2,"col":20},"lines":["…",…],"styles":[…]}`: `lines` as
///   in `text`; `cursor` null when hidden; `styles` the runs of cells drawn in a style other than
///   plain, in screen order, each `{"line":2,"from":1,"to":79,"attrs":["reverse"],"fg":"cyan"}` —
///   `line` the screen row, `from`…`to` the columns it covers (`to` excluded; a wide character takes
///   two), `attrs` among `bold`, `dim`, `reverse`, `underline` (possibly none), `fg` and `bg` only when
///   the run has that colour. Runs of spaces count: a reverse-video row is reversed to its end.
package enum ScreenDump {
    /// Cells of one screen row in one style other than plain.
    package struct StyleRun: Hashable, Sendable {
        package var line: Int
        /// The first column of the run.
        package var from: Int
        /// The column after the run.
        package var to: Int
        package var style: CellStyle

        package init(line: Int, from: Int, to: Int, style: CellStyle) {
            self.line = line
            self.from = from
            self.to = to
            self.style = style
        }

        /// The attribute names of the style, in a fixed order: `bold`, `dim`, `reverse`, `underline`.
        package var attributes: [String] {
            [(style.bold, "bold"), (style.dim, "dim"), (style.reverse, "reverse"), (style.underline, "underline")]
                .filter(\.0).map(\.1)
        }
    }

    /// The screen as text: one line per screen row, trailing spaces trimmed, each ended by `\n`.
    package static func text(_ terminal: MemoryTerminal) -> String {
        (0..<terminal.size.rows).map { terminal.line($0) + "\n" }.joined()
    }

    /// The runs of styled cells, row by row, left to right.
    package static func styleRuns(_ terminal: MemoryTerminal) -> [StyleRun] {
        var runs: [StyleRun] = []
        for row in 0..<terminal.size.rows {
            var column = 0
            while column < terminal.size.cols {
                let style = terminal.style(row: row, col: column)
                var end = column + 1
                while end < terminal.size.cols, terminal.style(row: row, col: end) == style { end += 1 }
                if style != .plain { runs.append(StyleRun(line: row, from: column, to: end, style: style)) }
                column = end
            }
        }
        return runs
    }

    /// The screen as one line of JSON (see the type's comment), ended by `\n`.
    package static func json(_ terminal: MemoryTerminal) -> String {
        let cursor: OutputEntry.Content = terminal.cursor.map {
            .json(object([("row", number($0.row)), ("col", number($0.column))]))
        } ?? .value(.null)
        let lines = (0..<terminal.size.rows).map { node(.string(terminal.line($0))) }
        let styles = styleRuns(terminal).map { run in
            var members = [("line", number(run.line)), ("from", number(run.from)), ("to", number(run.to)),
                           ("attrs", node(.array(run.attributes.map { node(.string($0)) })))]
            if let color = run.style.foreground { members.append(("fg", node(.string(color.rawValue)))) }
            if let color = run.style.background { members.append(("bg", node(.string(color.rawValue)))) }
            return object(members)
        }
        return OutputWriter.json([
            OutputEntry(path: ["cols"], content: .json(number(terminal.size.cols))),
            OutputEntry(path: ["rows"], content: .json(number(terminal.size.rows))),
            OutputEntry(path: ["cursor"], content: cursor),
            OutputEntry(path: ["lines"], content: .json(node(.array(lines)))),
            OutputEntry(path: ["styles"], content: .json(node(.array(styles)))),
        ], compact: true)
    }

    // MARK: JSON nodes (written by the values' own JSON writer)

    private static func node(_ kind: JSONNode.Kind) -> JSONNode {
        JSONNode(kind, at: .unknown)
    }

    private static func number(_ n: Int) -> JSONNode {
        node(.number(raw: String(n), value: Double(n)))
    }

    private static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        node(.object(members.map { JSONNode.Member(key: $0.0, keyLocation: .unknown, value: $0.1) }))
    }
}
