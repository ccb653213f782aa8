import FormScreen

extension ListPopup {
    /// One key of an open list, as data: the keys, the styles of list that take it, its words on
    /// the F1 screen and in the docs, its words in the hint line, and what it does. The one table
    /// `ListPopup.bindings` both handles the list's keys (`handle(_:)`) and writes its help
    /// (`keyHelp`, `hints(ascii:)`), so the two cannot disagree.
    struct Binding: Sendable {
        var keys: [KeyPattern]
        var styles: Set<Style>
        /// Its words on the F1 screen and in the docs.
        var help: String
        /// Its words in the hint line for this list (nil: not in it).
        var hint: @Sendable (_ list: ListPopup, _ ascii: Bool) -> String?
        /// How long it stays in a narrow hint line: the higher, the sooner it gives way.
        var givesWay: Int
        /// What it does; nil leaves the key to the next binding.
        var run: @Sendable (_ list: inout ListPopup, _ key: Key) -> Outcome?

        func matches(_ key: Key) -> Bool { keys.contains { $0.matches(key) } }
    }

    /// Every key of an open list, in the order of the hint line; the first that takes a key has it.
    static let bindings: [Binding] = [
        Binding(keys: [.printable], styles: Set(Style.allCases),
                help: "filter the options: their letters in order, not necessarily side by side (prtgl finds "
                    + "Portugal), case and accents ignored; the best matches first",
                hint: { list, _ in list.filter.isEmpty ? "Type to filter" : nil }, givesWay: 5) { list, key in
            guard case .char(let c) = key, isPrintable(c) else { return nil }
            // Space toggles in a multiple choice and picks in a pop-up: it filters a list screen only.
            if c == " ", list.style != .screen { return nil }
            return list.type(c)
        },
        Binding(keys: [.key(.up), .key(.down), .key(.pageUp), .key(.pageDown), .key(.home), .key(.end)],
                styles: Set(Style.allCases), help: "move the highlight",
                hint: { _, ascii in ascii ? "Up/Down move" : "↑↓ move" }, givesWay: 3) { list, key in
            switch key {
            case .up: return list.move(to: list.highlighted.map { $0 - 1 } ?? list.visible.count - 1)
            case .down: return list.move(to: list.highlighted.map { $0 + 1 } ?? 0)
            case .pageUp: return list.move(to: (list.highlighted ?? list.visible.count) - Swift.max(1, list.pageSize))
            case .pageDown: return list.move(to: (list.highlighted ?? -1) + Swift.max(1, list.pageSize))
            case .home: return list.move(to: 0)
            default: return list.move(to: list.visible.count - 1)
            }
        },
        Binding(keys: [.key(.char(" "))], styles: [.popup, .multiple],
                help: "in a multiple choice: choose or drop the option; in a pop-up list: pick",
                hint: { list, _ in list.style == .multiple ? "Space toggle" : nil }, givesWay: 1) { list, _ in
            list.style == .multiple ? list.toggle() : list.enter()
        },
        Binding(keys: [.key(.ctrl("a"))], styles: [.multiple],
                help: "in a multiple choice: choose every option shown (with a filter, the options it "
                    + "matches); when all of them are chosen, none",
                hint: { _, _ in "^A all" }, givesWay: 4) { list, _ in
            list.toggleShown()
        },
        Binding(keys: [.key(.backspace)], styles: Set(Style.allCases),
                help: "widen the filter: erase its last letter", hint: { _, _ in nil }, givesWay: 0) { list, _ in
            list.widen()
        },
        Binding(keys: [.key(.ctrl("u"))], styles: Set(Style.allCases), help: "clear the filter",
                hint: { _, _ in nil }, givesWay: 0) { list, _ in
            list.clearFilter()
        },
        Binding(keys: [.key(.enter)], styles: Set(Style.allCases),
                help: "pick the highlighted option, the best match while filtering (a multiple choice: "
                    + "return with the choices), and move on to the next row",
                hint: { list, _ in list.enterHint }, givesWay: 0) { list, _ in
            list.enter()
        },
        Binding(keys: [.key(.escape)], styles: Set(Style.allCases),
                help: "clear the filter; with none, close, the answer unchanged (a setting search closes at once)",
                hint: { list, _ in
                    if case .findSetting = list.purpose { return "Esc close" }
                    return list.filter.isEmpty ? "Esc back" : "Esc clear"
                }, givesWay: 0) { list, _ in
            list.escape()
        },
    ]

    /// The keys of an open list, for the F1 screen and the docs.
    package static var keyHelp: [KindKey] {
        bindings.map { KindKey($0.keys.longNames, $0.help) }
    }

    /// The keys of this list for its hint, longest first: each shorter one leaves out the item
    /// that gives way soonest (`Binding.givesWay`; Enter and Esc never do).
    func hints(ascii: Bool) -> [String] {
        var items = ListPopup.bindings.filter { $0.styles.contains(style) }
            .compactMap { binding in binding.hint(self, ascii).map { (text: $0, givesWay: binding.givesWay) } }
        var result = [items.map(\.text).joined(separator: "  ")]
        while let drop = items.indices.filter({ items[$0].givesWay > 0 }).max(by: { items[$0].givesWay < items[$1].givesWay }) {
            items.remove(at: drop)
            result.append(items.map(\.text).joined(separator: "  "))
        }
        return result
    }

    /// The longest hint that fits in `width` cells, else the shortest.
    package func hint(ascii: Bool, width: Int = .max) -> String {
        let all = hints(ascii: ascii)
        return all.first { DisplayWidth.of($0) <= width } ?? all[all.count - 1]
    }

    /// What Enter does, in the hint line.
    private var enterHint: String {
        switch purpose {
        case .findItem, .findSetting: return "Enter go to"
        case .answer: break
        }
        return style == .multiple ? "Enter done" : "Enter choose"
    }

    private static func isPrintable(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first else { return false }
        return first.value >= 0x20 && !(0x7F...0x9F).contains(first.value)
    }
}
