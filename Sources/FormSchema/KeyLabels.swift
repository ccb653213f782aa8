import FormCore

/// `--edit` labels: a config's rows are named by the keys people know from the file
/// (`requires-python`, `runs-on`), the schema's title moving to the row's hint (under the focused
/// row and in F1). Sections take their object's key; sub-forms, built now or when first opened,
/// are labelled the same way, and show the members their schema does not name
/// (`UndeclaredMembers`). Plain `formrun schema.json` keeps the titles.
package enum KeyLabels {
    /// `form` with every row that edits a member labelled by the member's key.
    package static func applied(to form: Form) -> Form {
        var out = form
        out.showsUndeclaredMembers = true
        for s in out.sections.indices {
            var parents: Set<[String]> = []
            for r in out.sections[s].rows.indices {
                let row = out.sections[s].rows[r]
                if let path = row.keyPath, !path.isEmpty { parents.insert(Array(path.dropLast())) }
                out.sections[s].rows[r] = labelled(row)
            }
            // A section of one object's members (`build` of `jobs.build`) is named by its key.
            if out.sections[s].title != nil, parents.count == 1, let key = parents.first?.last {
                out.sections[s].title = key
            }
        }
        return out
    }

    /// `row` named by its key, its former title (when it says more) in its hint; a sub-form's rows too.
    static func labelled(_ row: Row) -> Row {
        var out = row
        if let key = row.keyPath?.last {
            let suffix = " (other)"
            let other = row.title.hasSuffix(suffix)
            let title = other ? String(row.title.dropLast(suffix.count)) : row.title
            out.title = other ? key + suffix : key
            if !title.isEmpty, title != key, title != SchemaTitle.words(key) {
                out.hint = row.hint.map { title + " — " + $0 } ?? title
            }
        }
        if let subForm = row.subForm {
            out.subForm = labelled(subForm)
        }
        return out
    }

    /// A sub-form whose form, when it is built, is labelled by key.
    static func labelled(_ subForm: SubForm) -> SubForm {
        var out = subForm
        switch subForm.source {
        case .form(let form):
            out.source = .form(applied(to: form))
        case .deferred(let deferred):
            out.source = .deferred(DeferredForm { deferred.build().map(applied(to:)) })
        }
        return out
    }
}
