import Synchronization

/// The form a `form` row opens, or the form every item of a `list` row is filled in with: the
/// same model as the whole form (sections, rows, conditions, validators), with tags and
/// conditions of its own (a sub-form's conditions read its own rows).
///
/// A sub-form read from a form file is there from the start; one made from a JSON Schema may be
/// `deferred`, built when it is first opened or checked, so that a schema's size (or a
/// recursive `$ref`) never sets the cost of the first screen.
package struct SubForm: Equatable, Sendable {
    package enum Source: Equatable, Sendable {
        case form(Form)
        case deferred(DeferredForm)
    }

    package var source: Source
    /// `list`: the items are an object keyed by a name typed when each is added, not an array.
    package var keyed: Bool
    /// `list`: what one item is called (`Member`); the list's title when nil.
    package var itemTitle: String?

    package init(_ source: Source, keyed: Bool = false, itemTitle: String? = nil) {
        self.source = source
        self.keyed = keyed
        self.itemTitle = itemTitle
    }

    package init(form: Form, keyed: Bool = false, itemTitle: String? = nil) {
        self.init(.form(form), keyed: keyed, itemTitle: itemTitle)
    }

    /// Whether a `password` row is in the form or in a sub-form of it (`levels` deep: a
    /// recursive schema's forms never end): such a value is never written to a draft.
    package func holdsPassword(levels: Int = 8) -> Bool {
        guard levels > 0, let form = resolved() else { return false }
        return form.sections.contains { section in
            section.rows.contains { $0.type.isSecret || ($0.subForm?.holdsPassword(levels: levels - 1) ?? false) }
        }
    }

    /// The form, built now when it was deferred; nil when building it failed (a schema part that
    /// cannot be turned into rows: the row then holds its JSON as it is).
    package func resolved() -> Form? {
        switch source {
        case .form(let form): return form
        case .deferred(let deferred): return deferred.build()
        }
    }
}

/// A sub-form made on demand (from a JSON Schema part): equal only to itself. Built once: every
/// item of a list shares its item's, and a search reading the form's unopened parts
/// (`SettingIndexBuilder`) builds nothing Enter builds again.
package final class DeferredForm: Equatable, Sendable {
    private let builder: @Sendable () -> Form?
    /// The form once built (nil inside: building failed).
    private let built = Mutex<Form??>(nil)
    /// The schema part refers to the root or to a schema around it (`"$ref": "#"`, renovate's
    /// managers): its form is a whole config again, which a search does not read unopened.
    package let repeatsAnOuterSchema: Bool

    package init(repeatsAnOuterSchema: Bool = false, _ builder: @escaping @Sendable () -> Form?) {
        self.repeatsAnOuterSchema = repeatsAnOuterSchema
        self.builder = builder
    }

    package func build() -> Form? {
        if let form = built.withLock({ $0 }) { return form }
        let form = builder()
        built.withLock { $0 = .some(form) }
        return form
    }

    package static func == (a: DeferredForm, b: DeferredForm) -> Bool { a === b }
}
