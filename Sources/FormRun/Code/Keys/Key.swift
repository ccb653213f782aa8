import FormScreen

/// A key as the terminal reports it (`.left`, `.char("1")`, `.ctrl("u")`): what a custom row
/// kind's `handle` is given.
public enum Key: Hashable, Sendable {
    /// A printable character (Space is `.char(" ")`).
    case char(Character)
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Enter.
    case enter
    /// Esc.
    case escape
    /// Backspace.
    case backspace
    /// Delete.
    case delete
    /// Insert.
    case insert
    /// Ctrl-Home.
    case ctrlHome
    /// Ctrl-End.
    case ctrlEnd
    /// Shift-Page Up.
    case shiftPageUp
    /// Shift-Page Down.
    case shiftPageDown
    /// Alt-Up.
    case altUp
    /// Alt-Down.
    case altDown
    /// Ctrl with a lowercase letter (`.ctrl("a")`); Ctrl-I, Ctrl-M, Ctrl-H and Ctrl-[ arrive as
    /// `.tab`, `.enter`, `.backspace` and `.escape`.
    case ctrl(Character)
    /// F1 … F12.
    case function(Int)
    /// Shift-F1 … Shift-F12.
    case shiftFunction(Int)

    /// The key's name as the hint line and `--keys` spell it: `Down`, `Enter`, `Space`, `Ctrl-L`,
    /// `a`, `F10`.
    public var name: String { FormScreen.Key(self).name }
}

extension Key {
    /// The library's key for the engine's.
    init(_ key: FormScreen.Key) {
        switch key {
        case .char(let c): self = .char(c)
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .tab: self = .tab
        case .backTab: self = .backTab
        case .enter: self = .enter
        case .escape: self = .escape
        case .backspace: self = .backspace
        case .delete: self = .delete
        case .insert: self = .insert
        case .ctrlHome: self = .ctrlHome
        case .ctrlEnd: self = .ctrlEnd
        case .shiftPageUp: self = .shiftPageUp
        case .shiftPageDown: self = .shiftPageDown
        case .altUp: self = .altUp
        case .altDown: self = .altDown
        case .ctrl(let c): self = .ctrl(c)
        case .function(let n): self = .function(n)
        case .shiftFunction(let n): self = .shiftFunction(n)
        }
    }
}

extension FormScreen.Key {
    /// The engine's key for the library's.
    init(_ key: FormRun.Key) {
        switch key {
        case .char(let c): self = .char(c)
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .tab: self = .tab
        case .backTab: self = .backTab
        case .enter: self = .enter
        case .escape: self = .escape
        case .backspace: self = .backspace
        case .delete: self = .delete
        case .insert: self = .insert
        case .ctrlHome: self = .ctrlHome
        case .ctrlEnd: self = .ctrlEnd
        case .shiftPageUp: self = .shiftPageUp
        case .shiftPageDown: self = .shiftPageDown
        case .altUp: self = .altUp
        case .altDown: self = .altDown
        case .ctrl(let c): self = .ctrl(c)
        case .function(let n): self = .function(n)
        case .shiftFunction(let n): self = .shiftFunction(n)
        }
    }
}
