/// Every error found in one form file, in file order: what the form loader throws, so that one
/// `--check` run reports them all. Worded in `FormFileError+Message.swift`: one line an error, at
/// most `shownLimit` of them, then `… and N more errors`.
public struct FormFileErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// How many errors the description lists before it counts the rest.
    public static let shownLimit = 20

    /// At least one, as the loader throws it.
    public var errors: [FormFileError]

    public init(_ errors: [FormFileError]) {
        self.errors = errors
    }

    /// The first error, which locates the file's first problem.
    public var first: FormFileError? { errors.first }
}
