import CCurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loading ncursesw and choosing a UTF-8 locale before a screen opens.
extension CursesTerminal {
    /// Opens ncursesw (once a process): it is loaded when a form is drawn, not at start-up.
    static func loadCurses() throws {
        var reason = [CChar](repeating: 0, count: 512)
        guard fr_curses_load(&reason, Int32(reason.count)) == 0 else {
            let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw TerminalError.cursesMissing(reason: text)
        }
    }

    /// Makes LC_CTYPE a UTF-8 locale (the user's, else C.UTF-8) so curses handles wide
    /// characters. Only LC_CTYPE: numbers in the JSON output must keep the C conventions.
    static func selectUTF8Locale() {
        setlocale(LC_CTYPE, "")
        if !isUTF8Locale() {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    static func isUTF8Locale() -> Bool {
        guard let codeset = fr_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
