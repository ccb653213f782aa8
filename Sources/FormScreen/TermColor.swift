/// A colour of the basic eight: what a form's `style` names (`"bold cyan"`), the model keeps
/// and the terminal draws, as a cell's foreground or background. `nil` in a `CellStyle` means
/// the terminal's default.
package enum TermColor: String, CaseIterable, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white

    /// The colour's number in curses and ANSI SGR (`COLOR_RED` is 1, `ESC[31m`).
    package var number: Int {
        switch self {
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        }
    }
}
