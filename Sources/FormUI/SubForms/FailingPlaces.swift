import FormCore

/// A row that fails its checks, at any depth under a screen: the rows whose screens lead to it and
/// the row itself, with its message.
struct FailingPlace: Equatable {
    /// The `form`, `list` and item rows that open the screens on the way, from the screen the
    /// place was listed from down (`["repos", "#item1"]`); empty for a row of that screen.
    var way: [String]
    /// The failing row, on the last screen of the way.
    var tag: String
    /// The titles of the rows of the way and of the failing row (`Repository 1`, `URL`).
    var titles: [String]
    /// What fails, as said after the titles (`Not a valid URL`, `Required`).
    var message: String
    /// What the failing row itself shows under it (`Name is required`).
    var ownMessage: String

    init(way: [String] = [], tag: String, titles: [String], message: String, ownMessage: String? = nil) {
        self.way = way
        self.tag = tag
        self.titles = titles
        self.message = message
        self.ownMessage = ownMessage ?? message
    }

    /// The place one screen further up, reached through row `tag` titled `title`.
    func under(_ tag: String, titled title: String) -> FailingPlace {
        FailingPlace(way: [tag] + way, tag: self.tag, titles: [title] + titles, message: message, ownMessage: ownMessage)
    }

    /// `Repository 1 › URL: Not a valid URL`.
    var text: String { titles.joined(separator: " › ") + ": " + message }
}

/// The one list of what fails under a screen, in screen order (section by section, row by row,
/// each sub-form's and item's rows where its row is): what a sub-form row's message counts and
/// names (`summary`), what a screen opened from a row showing an error marks (`messages`), and
/// what F8 / Shift-F8 walk into (`ErrorRoute`). The checks are a submit's (`Submission`), run on
/// screens built with no terminal (`SubForms.open`).
enum FailingPlaces {
    /// Every failing place of `state`'s visible value rows, to any depth, in screen order. A row
    /// that fails its own checks (required, type, validators, item counts) is one place; a
    /// `form` or `list` row that passes them holds the places of its screen, unless it is one of
    /// `trusting`: rows whose value was checked to the bottom when it was taken and has not
    /// changed since (plain mode's walked levels), so that each level is checked once, not once
    /// for every level above it.
    static func all(in state: FormState, files: FileFacts, trusting: Set<String> = []) -> [FailingPlace] {
        checked(in: state, files: files, trusting: trusting).places
    }

    /// `all`'s places, and what of the value `state` fills passed every check (`PassedBelow`):
    /// its `form` and `list` rows with no failing place, own or inside. A `form` or `list` row's
    /// screen is checked before the row's own checks, which then leave out what passed there:
    /// each level of a deep tree is checked once, by its own rows (issue 27). The places are
    /// `all`'s, in its order: a row failing its own checks is one place, whatever it holds.
    static func checked(in state: FormState, files: FileFacts, trusting: Set<String> = [])
        -> (places: [FailingPlace], passed: PassedBelow) {
        let outline = state.outline
        var places: [FailingPlace] = []
        var checked: [Row] = []
        var passed = PassedBelow()
        for s in outline.sections.indices where !state.isSectionHidden(outline.sections[s]) {
            for row in outline.rows[s] where row.type.carriesValue {
                let flags = state.hiddenAndRequired(row)
                if flags.hidden { continue }
                checked.append(row)
                let title = title(of: row)
                if flags.required && row.type.unit.isMissing(state.value(of: row)) {
                    places.append(FailingPlace(tag: row.tag, titles: [title], message: "Required",
                                               ownMessage: CheckMessage.required(title: title).text))
                    continue
                }
                guard row.type.isSubForm else {
                    if let message = Submission.ownCheck(visible: row, required: false, in: state, files: files) {
                        places.append(FailingPlace(tag: row.tag, titles: [title], message: message))
                    }
                    continue
                }
                // A trusted row's value passed its checks when taken and is the same still.
                let trusted = trusting.contains(row.tag)
                let inner = trusted ? (.success([]), PassedBelow.whole) : checkedInside(row, in: state, files: files)
                if let message = Submission.ownCheck(visible: row, required: false, in: state, files: files, passedBelow: inner.1) {
                    places.append(FailingPlace(tag: row.tag, titles: [title], message: message))
                    continue
                }
                switch inner.0 {
                case .success(let found) where found.isEmpty:
                    passed.add(row, at: SubFormCheck.segments(of: row, in: state), value: state.value(of: row))
                case .success(let found): places += found.map { $0.under(row.tag, titled: title) }
                case .failure(let refusal):
                    places.append(FailingPlace(tag: row.tag, titles: [title], message: refusal.description))
                }
            }
        }
        // A sub-form made from a JSON Schema part keeps the part's rules across properties.
        if places.isEmpty, state.form.instance?.schema != nil {
            for failure in InstanceCheck.failures(form: state.form, entries: state.outputEntries, rows: checked,
                                                               rowsPassed: true) {
                let title = state.row(failure.tag).map(title(of:)) ?? failure.tag
                places.append(FailingPlace(tag: failure.tag, titles: [title], message: failure.message))
            }
        }
        return (places, passed)
    }

    /// `inside`, and what of the row's value passed (`checked`).
    private static func checkedInside(_ row: Row, in state: FormState, files: FileFacts)
        -> (Result<[FailingPlace], SubFormRefusal>, PassedBelow) {
        if SubFormCheck.holdsNothing(state.value(of: row.tag)) { return (.success([]), PassedBelow()) }
        switch SubForms.open(row.tag, in: state) {
        case .failure(let refusal): return (.failure(refusal), PassedBelow())
        case .success(let child):
            let found = checked(in: child, files: files)
            return (.success(found.places), found.passed)
        }
    }

    /// The failing places of the screen of `row`, a `form` or `list` row of `state` (its own
    /// checks not included), as listed from that screen; none when it holds nothing (never
    /// opened, `null`); why not when its value cannot be shown on a screen.
    static func inside(_ row: Row, in state: FormState, files: FileFacts) -> Result<[FailingPlace], SubFormRefusal> {
        if SubFormCheck.holdsNothing(state.value(of: row.tag)) { return .success([]) }
        return SubForms.open(row.tag, in: state).map { all(in: $0, files: files) }
    }

    /// What a row holding `places` says: the place itself (`Repository 1 › URL: Not a valid URL`),
    /// or how many there are and the first (`2 problems: Repository 1 › URL: Not a valid URL`).
    static func summary(of places: [FailingPlace]) -> String? {
        guard let first = places.first else { return nil }
        return places.count == 1 ? first.text : "\(places.count) problems: \(first.text)"
    }

    /// The message each row of the screen the places were listed from shows: a failing row its
    /// own, a sub-form row the summary of the places under it.
    static func messages(of places: [FailingPlace]) -> [String: String] {
        var under: [String: [FailingPlace]] = [:]
        var messages: [String: String] = [:]
        for place in places {
            guard let first = place.way.first else {
                messages[place.tag] = place.ownMessage
                continue
            }
            under[first, default: []].append(place.inner)
        }
        for (tag, inner) in under where messages[tag] == nil { messages[tag] = summary(of: inner) }
        return messages
    }

    static func title(of row: Row) -> String {
        row.title.isEmpty ? row.tag : row.title
    }
}

private extension FailingPlace {
    /// The place as seen from the screen its first row opens.
    var inner: FailingPlace {
        FailingPlace(way: Array(way.dropFirst()), tag: tag, titles: Array(titles.dropFirst()), message: message,
                     ownMessage: ownMessage)
    }
}
