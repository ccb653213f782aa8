import FormCore

/// Why a form could not be read, run or submitted. Each prints (`"\(error)"`) as the command
/// line's message for the same case, without the speaker (`message(as:)` adds one).
/// Equatable so that a test can expect one (`#expect(throws: FormRunError.cancelled)`); `.invalid`
/// errors are equal when their failures have the same paths and messages, in order.
public enum FormRunError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The form file, the JSON Schema or the form built in code is not a form: every problem
    /// found, in file order.
    case formFile(FileProblems)
    /// The person cancelled the form (Esc, a cancel button).
    case cancelled
    /// The person pressed Ctrl-C, or a signal ended the run.
    case interrupted
    /// The answers do not pass the form's checks, in form order.
    case invalid([RowFailure])
    /// A key list (`run(keys:)`) that cannot be read.
    case badKeys(String)
    /// The scripted keys ran out before the form ended; the screen then.
    case keysEnded(screen: String)
    /// There is no terminal to run on (no `/dev/tty`, or one curses cannot use).
    case noTerminal(String)

    public static func == (a: FormRunError, b: FormRunError) -> Bool {
        switch (a, b) {
        case (.formFile(let x), .formFile(let y)): return x == y
        case (.cancelled, .cancelled), (.interrupted, .interrupted): return true
        case (.invalid(let x), .invalid(let y)): return x.map { [$0.path, $0.message] } == y.map { [$0.path, $0.message] }
        case (.badKeys(let x), .badKeys(let y)), (.noTerminal(let x), .noTerminal(let y)): return x == y
        case (.keysEnded(let x), .keysEnded(let y)): return x == y
        default: return false
        }
    }

    /// The message, said by no one: `cancelled`, `no /dev/tty`; a failing answer
    /// `deploy-wizard: /replicas: …` (the failure names the form, its `.app` name when it has one),
    /// a problem of the form file at its place. A case carries no speaker, so that
    /// `FormRunError.cancelled` stays one value a test can expect; `message(as:)` and
    /// `TypedForm.message(for:)` put the tool's name first.
    public var description: String {
        switch self {
        case .formFile(let problem): return problem.description
        case .cancelled: return "cancelled"
        case .interrupted: return "interrupted"
        case .invalid(let failures): return failures.map(\.description).joined(separator: "\n")
        case .badKeys(let problem): return problem
        case .keysEnded: return "the keys ended before the form did"
        case .noTerminal(let reason): return reason
        }
    }

    /// The message as the tool `app` says it: `deploy-wizard: cancelled`, `deploy-wizard: interrupted`,
    /// `deploy-wizard: /replicas: prod needs 2 replicas`, as `formrun` words the same error.
    /// A problem of the form file keeps its place (`FILE:LINE:COLUMN: …`) as it is.
    public func message(as app: String) -> String {
        switch self {
        case .formFile(let problem): return problem.description
        case .invalid(let failures):
            return failures.map { VisibleText.escaped(RefusalLine.text(speaker: app, place: $0.path, reason: $0.reason), keepingNewlines: true) }
                .joined(separator: "\n")
        default: return "\(app): \(description)"
        }
    }

    /// The problems of reading a form file or text.
    init(reading error: any Error) {
        switch error {
        case let errors as FormFileErrors: self = .formFile(FileProblems(errors))
        case let error as FormFileError: self = .formFile(FileProblems(FormFileErrors([error])))
        default:
            let problem = FileProblem(file: "", line: 0, column: 0, tag: nil, message: "\(error)", description: "\(error)")
            self = .formFile(FileProblems(problems: [problem], description: "\(error)"))
        }
    }

    /// The problems of a form built in code: the place in the form file text written for it means
    /// nothing to whoever wrote the code, so each message names the form and the row's tag only.
    init(readingCode error: any Error) {
        let errors: [FormFileError]
        switch error {
        case let all as FormFileErrors: errors = all.errors
        case let one as FormFileError: errors = [one]
        default:
            self.init(reading: error)
            return
        }
        self = .formFile(FileProblems(FormFileErrors(errors.map { error in
            var error = error
            if case .duplicateTag(let tag, _) = error.kind {
                error.kind = .condition("duplicate tag '\(tag)'")
            }
            error.location = .unknown
            return error
        })))
    }
}

/// Every problem of one form file (or form built in code), in file order; printed as the command
/// line prints them: one a line, at most 20, then `… and N more errors`.
public struct FileProblems: Sendable, Equatable, CustomStringConvertible {
    /// At least one.
    public let problems: [FileProblem]
    /// The problems as the command line prints them.
    public let description: String

    /// The first problem, which locates the file's first mistake.
    public var first: FileProblem? { problems.first }

    init(problems: [FileProblem], description: String) {
        self.problems = problems
        self.description = description
    }

    init(_ errors: FormFileErrors) {
        self.init(problems: errors.errors.map(FileProblem.init), description: errors.description)
    }
}

/// What is wrong with a form file, and where: printed `FILE:LINE:COLUMN: row 'TAG': message`.
public struct FileProblem: Sendable, Equatable, CustomStringConvertible {
    /// The path or name of the form.
    public let file: String
    /// The 1-based line, 0 when not in a text (a form built in code).
    public let line: Int
    /// The 1-based column, 0 when not in a text.
    public let column: Int
    /// The tag of the row or section at fault, when known.
    public let tag: String?
    /// What is wrong, without file, place or tag.
    public let message: String
    /// The message as the command line prints it.
    public let description: String

    init(file: String, line: Int, column: Int, tag: String?, message: String, description: String) {
        self.file = file
        self.line = line
        self.column = column
        self.tag = tag
        self.message = message
        self.description = description
    }

    init(_ error: FormFileError) {
        self.init(file: error.file, line: error.location.line, column: error.location.column, tag: error.tag,
                  message: error.message, description: error.description)
    }
}

/// A row whose answer does not pass, named by the answer's path, a JSON Pointer
/// (`form: /age: must be at least 16`, `form: /repos/1/stars: must be a multiple of 5`).
public struct RowFailure: Sendable, Equatable, CustomStringConvertible {
    /// The tag of the form's row that holds the answer.
    public let tag: String
    /// The row's title.
    public let title: String
    /// Why its answer does not pass (inside a sub-form: where, in words, then why:
    /// `Repository 2 › Stars: Must be a multiple of 5`).
    public let message: String
    /// Where the answer is in the answers, as a JSON Pointer (`/repos/1/stars`; `""` for the
    /// whole of them, a JSON Schema's root array).
    public let path: String
    /// Why the answer at `path` does not pass, without the words of where it is.
    public let reason: String
    /// The form's name (its path, or `Form("title")`), which the printed line starts with.
    let form: String

    init(tag: String, title: String, message: String, path: String, reason: String, form: String) {
        self.tag = tag
        self.title = title
        self.message = message
        self.path = path
        self.reason = reason
        self.form = form
    }

    /// The line `formrun --submit` prints for it: the form, the answer's path, why.
    public var description: String {
        VisibleText.escaped(RefusalLine.text(speaker: form, place: path, reason: reason), keepingNewlines: true)
    }
}
