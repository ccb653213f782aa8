/// Every error found in one form file, in file order: what the form loader throws, so that one
/// `--check` run reports them all. Worded in `FormFileError+Message.swift`: one line an error, at
/// most `shownLimit` of them, then `… and N more errors`.
package struct FormFileErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// How many errors the description lists before it counts the rest.
    package static let shownLimit = 20

    /// At least one, as the loader throws it.
    package var errors: [FormFileError]

    package init(_ errors: [FormFileError]) {
        self.errors = errors
    }

    /// The first error, which locates the file's first problem.
    package var first: FormFileError? { errors.first }
}
