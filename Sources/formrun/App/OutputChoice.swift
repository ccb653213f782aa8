import FormCore
import FormJSON

/// Turns `--format`, `--prefix`, `--compact` and `--get` into the `OutputRequest` of a form, once
/// the form is read and before anything is drawn: `--get` must name one of its value-bearing rows
/// by its tag or its output key, and not one row by its tag and another by its key, or be a JSON
/// Pointer (`/repos/1/url`) into the output that starts with a row's output path,
/// and `sh`/`env` need a distinct, unreserved shell name for every row's key (visible or not).
/// A problem is one line naming the form, for exit status 2.
enum OutputChoice {
    static func request(options: Options, form: Form) -> Result<OutputRequest, Problem> {
        var request = OutputRequest(format: options.format ?? .json, compact: options.compact,
                                    prefix: options.prefix ?? "")
        if let document = form.documentRow { request.documentName = document }
        // The JSON of a form with no --get needs no look at its rows (a start-up cost otherwise).
        guard options.get != nil || request.format.usesShellNames else { return .success(request) }
        let rows = form.allRows.filter(\.type.carriesValue)
        if let pointer = options.get, pointer.hasPrefix("/") {
            let tokens = JSONPointer.tokens(Substring(pointer))
            // A row whose value holds the place, or rows whose nested output keys are under it.
            guard rows.contains(where: { tokens.starts(with: $0.outputPath) || $0.outputPath.starts(with: tokens) }) else {
                let first = tokens.first ?? ""
                return .failure(Problem(form: options.formName, message: "--get: no row at \(VisibleText.quoted(pointer))"
                    + suggestion(for: first, in: rows)))
            }
            request.single = tokens
            return .success(request)
        }
        if let tag = options.get {
            let byTag = rows.first { $0.tag == tag }, byKey = rows.first { $0.outputKey == tag }
            if let byTag, let byKey, byTag.tag != byKey.tag {
                let message = "--get: \(VisibleText.quoted(tag)) is the tag of one row and the key of the row "
                    + "\(VisibleText.quoted(byKey.tag)): give one of them another \"key\" or tag"
                return .failure(Problem(form: options.formName, message: message))
            }
            guard let row = byTag ?? byKey else {
                let message = form.allRows.first { $0.tag == tag }
                    .map { "--get: the row \(VisibleText.quoted(tag)) (\($0.type.rawValue)) has no value" }
                    ?? "--get: no row \(VisibleText.quoted(tag))" + suggestion(for: tag, in: rows)
                return .failure(Problem(form: options.formName, message: message))
            }
            request.single = row.outputPath
            return .success(request)
        }
        do throws(OutputRefusal) {
            try request.checkNames(keys: rows.map { $0.outputPath.joined(separator: ".") })
        } catch {
            return .failure(Problem(form: options.formName, message: "--format \(request.format.rawValue): \(error)"))
        }
        return .success(request)
    }

    private static func suggestion(for tag: String, in rows: [Row]) -> String {
        Suggestion.closest(to: tag, in: rows.map(\.tag)).map { " (did you mean \(VisibleText.quoted($0))?)" } ?? ""
    }

    /// `FORM: --get: no row 'nmae' (did you mean 'name'?)`.
    struct Problem: Error, CustomStringConvertible {
        var form: String
        var message: String
        var description: String { "\(VisibleText.escaped(form)): \(message)" }
    }
}
