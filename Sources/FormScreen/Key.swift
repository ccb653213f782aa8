/// One key press, decoded from the terminal (or scripted in tests).
package enum Key: Hashable, Sendable {
    /// A printable character (Space is `.char(" ")`).
    case char(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case tab, backTab, enter, escape, backspace, delete, insert
    /// Ctrl-Home and Ctrl-End (first / last row), Shift-PgUp and Shift-PgDn (a year in a month grid).
    case ctrlHome, ctrlEnd, shiftPageUp, shiftPageDown
    /// Alt-Up and Alt-Down (move an item of a list).
    case altUp, altDown
    /// Ctrl with a lowercase letter (`.ctrl("a")`); Ctrl-I, Ctrl-M, Ctrl-H and Ctrl-[ arrive as
    /// `.tab`, `.enter`, `.backspace` and `.escape`.
    case ctrl(Character)
    /// F1 … F12.
    case function(Int)
    /// Shift-F1 … Shift-F12 (xterm's F13 … F24).
    case shiftFunction(Int)

    /// The name used in the trace and the help line: `Down`, `Enter`, `Space`, `Ctrl-L`, `a`, `F10`.
    package var name: String {
        switch self {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .ctrl(let c): return "Ctrl-" + String(c).uppercased()
        case .function(let n): return "F\(n)"
        case .ctrlHome: return "Ctrl-Home"
        case .ctrlEnd: return "Ctrl-End"
        case .shiftPageUp: return "Shift-PgUp"
        case .shiftPageDown: return "Shift-PgDn"
        case .altUp: return "Alt-Up"
        case .altDown: return "Alt-Down"
        case .shiftFunction(let n): return "Shift-F\(n)"
        }
    }
}
