/// formrun's exit statuses (FORMAT.md §2).
enum ExitCode {
    static let submitted: Int32 = 0
    static let cancelled: Int32 = 1
    /// Bad usage, an invalid form or values file, or no terminal to draw on.
    static let invalid: Int32 = 2
    /// The answers do not pass the form's checks (`--submit`).
    static let answersInvalid: Int32 = 3
    /// The values could not be delivered to stdout or `--output` (EX_IOERR); they were kept.
    static let outputFailed: Int32 = 74
    static let interrupted: Int32 = 130

    /// 128 + the signal number, as shells report a death by signal.
    static func signal(_ number: Int32) -> Int32 { 128 + number }
}
