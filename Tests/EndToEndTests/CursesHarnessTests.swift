import Foundation
import XCTest

/// Checks the harness against a real curses program (Python's curses module on the system's
/// ncursesw): the keys it sends are the keys curses decodes, the emulated screen shows what curses
/// drew, and a curses program that ends properly leaves the terminal restored.
/// Skipped where /usr/bin/python3 with curses is missing.
final class CursesHarnessTests: XCTestCase {
    private static let python = "/usr/bin/python3"

    /// Draws a box titled "Keys", then shows the name of each key it reads until `q`.
    /// Like formrun it draws on /dev/tty (curses sets the modes of its output terminal, and stdout
    /// is a file here).
    private static let program = """
    import curses, os
    os.dup2(os.open("/dev/tty", os.O_RDWR), 1)
    def main(screen):
        curses.raw()
        curses.set_escdelay(25)
        screen.keypad(True)
        curses.curs_set(0)
        screen.border()
        screen.addstr(0, 2, " Keys ")
        screen.addstr(2, 2, "名前 ready")
        screen.refresh()
        while True:
            key = screen.get_wch()
            if key == "q":
                return
            name = key if isinstance(key, int) is False and key.isprintable() else (
                curses.keyname(key).decode() if isinstance(key, int) else curses.keyname(ord(key)).decode())
            screen.move(4, 2)
            screen.clrtoeol()
            screen.addstr(4, 2, "got " + name)
            screen.border()
            screen.refresh()
    curses.wrapper(main)
    """

    private func start() throws -> PtySession {
        guard FileManager.default.isExecutableFile(atPath: Self.python),
              (try? PtySession(binary: Self.python, arguments: ["-c", "import curses"]))?.waitForExit() == 0 else {
            throw XCTSkip("python3 with curses is not installed")
        }
        let session = try PtySession(binary: Self.python, arguments: ["-c", Self.program], rows: 10, cols: 30)
        if !session.waitForScreen(containing: "ready") {
            XCTFail("the curses program failed: \(session.stderr)")
        }
        return session
    }

    func testScreenShowsWhatCursesDrew() throws {
        let session = try start()
        let lines = session.screen.lines
        XCTAssertEqual(lines[0], "┌─ Keys ─────────────────────┐")
        XCTAssertEqual(lines[2], "│ 名前 ready                 │")
        XCTAssertEqual(lines[9], "└────────────────────────────┘")
        XCTAssertTrue(session.screen.onAlternateScreen)
        XCTAssertTrue(session.applicationCursorKeys, "keypad(TRUE) turns on application cursor keys")
        session.send(keys: ["q"])
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testNamedKeysAreTheKeysCursesDecodes() throws {
        let session = try start()
        let expectations: [(String, String)] = [
            ("Up", "KEY_UP"), ("Down", "KEY_DOWN"), ("Left", "KEY_LEFT"), ("Right", "KEY_RIGHT"),
            ("Home", "KEY_HOME"), ("End", "KEY_END"), ("PgUp", "KEY_PPAGE"), ("PgDn", "KEY_NPAGE"),
            ("BTab", "KEY_BTAB"), ("Delete", "KEY_DC"), ("Backspace", "KEY_BACKSPACE"),
            ("F1", "KEY_F(1)"), ("F10", "KEY_F(10)"), ("F12", "KEY_F(12)"),
            ("Tab", "^I"), ("Enter", "^J") /* a terminal sends CR; curses in nl() mode reads it as NL */, ("Esc", "^["), ("C-s", "^S"), ("C-c", "^C"), ("x", "x"),
        ]
        for (key, name) in expectations {
            session.send(keys: [key])
            XCTAssertTrue(session.waitForScreen(containing: "got \(name) "), "\(key) → \(name)")
        }
        session.send(keys: ["q"])
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.restorationProblems, [])
        XCTAssertFalse(session.screen.onAlternateScreen)
    }
}
