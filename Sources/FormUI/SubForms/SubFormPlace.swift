import FormJSON
import FormCore

/// Where a screen sits among the screens opened from the form: which row of the screen under it
/// it fills when it closes, the breadcrumb (`Team › Members › Ada`), and what kind of screen it is.
package struct SubFormPlace: Equatable, Sendable {
    package enum Role: Equatable, Sendable {
        /// A `form` row's sub-form: its value is the object its rows give.
        case form
        /// A `list` row's items, each a row of this screen.
        case list(ListScreen)
        /// One item of a list. A keyed item has a `Name` row first (`ItemKey`), which must be
        /// filled and differ from `otherKeys`; a new item closed with nothing typed is taken back.
        case item(keyed: Bool, isNew: Bool, otherKeys: OtherKeys)
    }

    /// The row of the screen under this one that this screen's value goes to.
    package var tag: String
    /// The titles from the form down to this screen.
    package var trail: [String]
    package var role: Role
    /// The row's value when the screen opened: what it gives back when nothing was changed, so
    /// that opening and closing a screen changes nothing (not even the JSON's spacing or order).
    package var original: Value
    /// Whether a screen under this one had a failing row elsewhere than inside the row this screen
    /// fills when it opened (another row showing an error, or that row failing itself): F8 past
    /// this screen's last failing row leaves it for those (`ErrorRoute`), else it goes round this
    /// screen.
    package var errorsOutside = false
    /// The level of this screen's value in the tree of answers (`NestingLimit`): the form's
    /// object is 1, each screen opened adds the names of its row's key path (an item adds 1).
    package var level = 1

    package init(tag: String, trail: [String], role: Role, original: Value, level: Int = 1) {
        self.tag = tag
        self.trail = trail
        self.role = role
        self.original = original
        self.level = level
    }

    /// The list screen's model, when this is one.
    package var list: ListScreen? {
        if case .list(let list) = role { return list }
        return nil
    }

    /// The breadcrumb, as the title line shows it: cut when deep (`Breadcrumb`).
    package var breadcrumb: String { Breadcrumb.text(trail, level: level) }
}

extension FormState {
    /// The titles from the form down to this screen (the form's title alone at the top).
    package var trail: [String] {
        place?.trail ?? [form.title ?? "Form"]
    }

    /// The level of this screen's value in the tree of answers (1 for the form's own).
    package var level: Int { place?.level ?? 1 }

    /// The level `row`'s value stands at: one more than the screen's for each name of its key
    /// path; the screen's own for the row that is the whole document (`Form.documentRow`).
    package func level(of row: Row) -> Int {
        form.documentRow == row.tag ? level : level + Swift.max(1, row.outputPath.count)
    }

    /// Where `row`'s value (`value`) nests past `NestingLimit.depth`, as a failure below the row
    /// (its JSON Pointer there, the limit named); nil when it is within the limit. A JSON text
    /// row's text counts as the JSON it holds. Members at `skipping` are known within it.
    package func nestingFailure(of row: Row, value: Value, skipping: Set<String> = []) -> RuleFailure? {
        let tree: Value
        switch row.encoding {
        case .jsonText, .jsonOrString: tree = value.stringValue.map(Value.init(jsonText:)) ?? value
        default: tree = value
        }
        guard let path = tree.pastNestingLimit(at: level(of: row), skipping: row.encoding.isJSONText ? [] : skipping) else { return nil }
        return RuleFailure(path: path, rule: .nestedJSON, message: Value.tooDeepMessage, tag: row.tag)
    }
}
