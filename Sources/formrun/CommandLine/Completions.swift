/// The shell completion scripts `formrun --completions bash|zsh|fish` prints.
enum Completions {
    /// The script for `shell`, ending in a newline.
    static func script(for shell: CompletionShell) -> String {
        ""
    }
}
