import FormCore

/// The checks of what a `form` or `list` row holds, run as part of the row's own check (on
/// submit, when the row is left, when its screen closes, for each plain-mode answer): the
/// sub-form its value fills — each item's, for a list — is built with no screen
/// (`SubForms.open`) and its rows judged by the one checker (`RuleChecker`) as a submit judges
/// a form, to any depth (`FailingPlaces` for every place, `located` for the first by path). The first failure is named by where it is, in words
/// (`Member 2 › City: Required`; a keyed item by its key: `web › URL: Not a valid URL`) and as a
/// JSON Pointer below the row (`/1/city`).
///
/// A `form` row that holds nothing (never opened, `null`) is not checked: whether it must hold
/// something is its `required`. A `file` row's `mustExist` inside a sub-form is judged only for
/// paths `files` knows (the ones gathered when that row was answered); others are not judged.
enum SubFormCheck {
    /// A failure inside a sub-form: the words the parent row shows, and the failure with its
    /// path below the parent row.
    struct Found: Equatable {
        var words: String
        var failure: RuleFailure
    }

    /// Why the value of sub-form row `row` of `state` fails its sub-form's checks, or nil: the
    /// failing place inside it, or how many there are and the first (`FailingPlaces.summary`).
    static func failure(of row: Row, in state: FormState, files: FileFacts) -> String? {
        switch FailingPlaces.inside(row, in: state, files: files) {
        case .failure(let refusal): return refusal.description
        case .success(let places): return FailingPlaces.summary(of: places)
        }
    }

    /// The first failure inside `row`'s value as a `RuleFailure` with its path below the row, for
    /// the faces that name it by path (headless, plain mode, the library). (Its walk repeats
    /// `FailingPlaces.all`'s, the first place only.)
    static func located(of row: Row, in state: FormState, files: FileFacts) -> Found? {
        if holdsNothing(state.value(of: row.tag)) { return nil }
        switch SubForms.open(row.tag, in: state) {
        case .failure(let refusal):
            return Found(words: refusal.description,
                         failure: RuleFailure(path: "", rule: .fitsSubForm, message: refusal.description, tag: row.tag))
        case .success(let child):
            return firstFailure(in: child, files: files)
        }
    }

    /// The first failing row of `child` in form order, worded with its title (and, for a failure
    /// inside a sub-form row of its own, the place inside it).
    static func firstFailure(in child: FormState, files: FileFacts) -> Found? {
        let outline = child.outline
        var checked: [Row] = []
        for s in outline.sections.indices where !child.isSectionHidden(outline.sections[s]) {
            for row in outline.rows[s] where row.type.carriesValue {
                let flags = child.hiddenAndRequired(row)
                if flags.hidden { continue }
                checked.append(row)
                let title = Self.title(of: row)
                let below = segments(of: row, in: child)
                if flags.required && row.type.unit.isMissing(child.value(of: row)) {
                    let own = child.hooks.reword(at: child.hookPlace(of: row.tag))?(.required(title: title))
                    let failure = RuleFailure(path: "", rule: .required(row.type.unit.required),
                                              message: own ?? CheckMessage.required(title: title).text, tag: row.tag)
                    return Found(words: "\(title): \(own ?? "Required")", failure: failure.under(below))
                }
                if let failure = Submission.ownFailure(visible: row, required: false, in: child, files: files) {
                    return Found(words: "\(title): \(failure.words)", failure: failure.under(below))
                }
                if row.type.isSubForm, let inner = located(of: row, in: child, files: files) {
                    return Found(words: "\(title) › \(inner.words)", failure: inner.failure.under(below))
                }
            }
        }
        // A sub-form made from a JSON Schema part keeps the part's rules across properties.
        if child.form.instance?.schema != nil,
           let failure = InstanceCheck.failures(form: child.form, entries: child.outputEntries, rows: checked,
                                                     rowsPassed: true).first {
            let row = child.row(failure.tag)
            let found = RuleFailure(path: "", rule: .acrossProperties, message: failure.message, tag: failure.tag)
            return Found(words: "\(row.map(title(of:)) ?? failure.tag): \(failure.message)",
                         failure: found.under(row.map { segments(of: $0, in: child) } ?? [failure.tag]))
        }
        return nil
    }

    /// Where the value of `row` of `child` is below the value `child` fills: a row's output key
    /// path, or on a list's screen an item's index (from 0) or, in a keyed list, its key. The one
    /// place that says how a sub-form's values nest in its row's value.
    static func segments(of row: Row, in child: FormState) -> [String] {
        guard let list = child.place?.list else { return row.outputPath }
        guard let index = list.index(of: row.tag) else { return [row.tag] }
        return [list.entries[index].key ?? String(index)]
    }

    /// True for the value of a sub-form row that holds nothing: `null`, an empty text, or the
    /// JSON `null` a values file gave it.
    static func holdsNothing(_ value: Value) -> Bool {
        value == .null || value == .string("") || value == .string("null")
    }

    private static func title(of row: Row) -> String {
        row.title.isEmpty ? row.tag : row.title
    }
}
