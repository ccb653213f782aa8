import FormRun
import FormCore
import FormJSON

/// Forms compared for what they say, not where their text says it (a form in code has no file).
extension FormCore.Form {
    var unlocated: FormCore.Form {
        var form = self
        form.disabled = form.disabled.unlocated
        form.sections = sections.map { section in
            var copy = section
            copy.location = .unknown
            copy.hidden = section.hidden.unlocated
            copy.disabled = section.disabled.unlocated
            copy.required = section.required.unlocated
            copy.rows = section.rows.map(\.withoutLocations)
            return copy
        }
        return form
    }
}

extension Condition {
    var unlocated: Condition {
        if case .expression(let text, _) = self { return .expression(text, .unknown) }
        return self
    }
}

// FormCore is imported beside FormRun here: the library's names win.
typealias Form = FormRun.Form
typealias Row = FormRun.Row
typealias Section = FormRun.Section
