import FormScreen
import CCurses
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal: ncursesw drawing on `/dev/tty` (never stdout, which carries the JSON).
///
/// Create it once; call `restore()` before printing anything or exiting. `restore()` is
/// idempotent and also runs from `deinit` and, as a last resort, from an `atexit` hook, so the
/// terminal is given back on every path that leaves the process normally. Signals are the run
/// loop's business: see `SignalWatcher`.
package final class CursesTerminal: Terminal {
    /// Whether text is drawn in colour (the terminal supports it and the caller asked for it).
    package let colors: Bool
    /// Whether box-drawing characters are replaced by `+ - |` when drawn.
    package let ascii: Bool

    private let tty: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    private var cursor: CursorPosition?
    private var cursorShown: Bool?
    var keyTimeout: Int32?
    /// A unit read past the end of an escape sequence: the next message starts with it.
    var leftover: InputUnit?
    /// A resize that came while a sequence was being read (right after an Esc): handed out next.
    var resizeLeftover = false
    /// A unit read ahead by `inputPending` (status and code of `wget_wch`), handed out next.
    var peeked: (Int32, Int32)?
    private var lastSize: TerminalSize
    /// Attribute bits and colour pairs of the styles drawn.
    private var styles: CursesStyles
    private(set) var restored = false
    /// Whether lines were shifted since the last flush: only then may ncurses look for scrolls
    /// (`idlok`), a search over every line that a frame without shifts does not need.
    var shiftedSinceFlush = false

    /// Throws `TerminalError.noTTY` when `/dev/tty` cannot be opened (no controlling
    /// terminal), without starting anything: checked before a run touches its draft, so that a
    /// run that cannot draw a form fails before deleting or asking about anything.
    package static func checkTerminal() throws(TerminalError) {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw TerminalError.noTTY(reason: String(cString: strerror(errno))) }
        close(fd)
    }

    /// Opens `/dev/tty` and starts curses on it. Throws `TerminalError.noTTY` when there is
    /// no terminal to draw on (no controlling tty, unknown `TERM`); it never blocks.
    package init(colors: Bool, ascii: Bool) throws {
        try CursesTerminal.loadCurses()
        CursesTerminal.selectUTF8Locale()
        guard let tty = fopen("/dev/tty", "r+") else {
            throw TerminalError.noTTY(reason: String(cString: strerror(errno)))
        }
        var saved = termios()
        let savedModes = tcgetattr(fileno(tty), &saved) == 0
        guard let screen = fr_newterm(nil, tty, tty) else {
            fclose(tty)
            let term = getenv("TERM").map { String(cString: $0) } ?? ""
            throw TerminalError.unusableTerm(term)
        }
        let window = fr_stdscr()!
        self.tty = tty
        self.screen = screen
        self.window = window
        self.ascii = ascii

        if savedModes { CrashRestore.arm(fd: fileno(tty), saved: saved) }
        fr_raw()
        fr_noecho()
        fr_nonl()
        fr_keypad(window, true)
        fr_set_escdelay(25)
        // No typeahead check while updating: ncurses would poll the input and flush its output
        // every few lines (a write of ~30 bytes each); one write a frame is what the terminal wants.
        fr_typeahead(-1)
        fr_idlok(window, false)
        fr_scrollok(window, false)
        // Blank lines that a shift brings in are plain: a space in default attributes and colours.
        fr_wbkgdset(window, chtype(UInt8(ascii: " ")))
        if colors && fr_has_colors() {
            fr_start_color()
            fr_use_default_colors()
            CursesStyles.setUpForegroundPairs()
            self.colors = true
        } else {
            self.colors = false
        }
        styles = CursesStyles(colors: self.colors)
        lastSize = TerminalSize(rows: Int(fr_rows(window)), cols: Int(fr_cols(window)))
        // ncurses flushes its output after every cursor move until the screen has been left and
        // taken back once (it cannot tell a curses program from a terminfo one before that): a
        // frame would be written in dozens of small writes. Leaving and coming back before the
        // first frame puts it in the state where a frame is one write.
        fr_endwin()
        fr_doupdate()
        writeToTTY(BracketedPaste.on)
        CursesExitHook.register(self)
    }

    deinit {
        restore()
    }

    /// Gives the terminal back: cursor shown, curses ended, `/dev/tty` closed. Safe to call twice.
    package func restore() {
        guard !restored else { return }
        restored = true
        CrashRestore.disarm()
        writeToTTY(BracketedPaste.off)
        fr_curs_set(1)
        fr_endwin()
        fr_delscreen(screen)
        fclose(tty)
        CursesExitHook.unregister(self)
    }

    /// Stops the process as Ctrl-Z would in a cooked terminal (raw mode delivers Ctrl-Z as a key).
    /// ncurses' SIGTSTP handler leaves curses mode and restores it on `fg`; afterwards call
    /// `Renderer.invalidate()` so the next frame repaints the screen.
    package func suspend() {
        guard !restored else { return }
        writeToTTY(BracketedPaste.off)
        raise(SIGTSTP)
        writeToTTY(BracketedPaste.on)
    }

    /// Writes `bytes` to the terminal straight away, after what curses has buffered.
    private func writeToTTY(_ bytes: [UInt8]) {
        fflush(tty)
        _ = bytes.withUnsafeBytes { write(fileno(tty), $0.baseAddress, $0.count) }
    }

    package var size: TerminalSize {
        guard !restored else { return lastSize }
        lastSize = TerminalSize(rows: Int(fr_rows(window)), cols: Int(fr_cols(window)))
        return lastSize
    }

    package func draw(line: Int, image: LineImage) {
        let size = self.size
        guard !restored, line >= 0, line < size.rows else { return }
        let row = Int32(line)
        if drawWhole(row: row, image: image, cols: size.cols) { return }
        fr_wattr_set(window, fr_a_normal(), 0, nil)
        fr_wmove(window, row, 0)
        fr_wclrtoeol(window)
        for run in image.runs {
            let codes = CellText.codes(run.text, ascii: ascii)
            let attrs = styles.attributes(run.style), pair = styles.pair(run.style)
            codes.withUnsafeBufferPointer { buffer in
                // One cell a code and nothing to join: straight into the window's cells.
                if DisplayWidth.isSimple(run.text),
                   fr_put_cells(window, row, Int32(run.column), buffer.baseAddress, Int32(buffer.count), attrs, pair) != ERR {
                    return
                }
                fr_wmove(window, row, Int32(run.column))
                fr_wattr_set(window, attrs, pair, nil)
                _ = fr_waddnwstr(window, buffer.baseAddress, Int32(buffer.count))
                // mvwadd_wchnstr merges the window's attributes into the cells it puts: a run
                // drawn after this one must not inherit this one's.
                fr_wattr_set(window, fr_a_normal(), 0, nil)
            }
        }
        fr_wattr_set(window, fr_a_normal(), 0, nil)
    }

    package func clear() {
        guard !restored else { return }
        fr_clearok(window, true)
        fr_werase(window)
    }

    package func setCursor(_ position: CursorPosition?) {
        cursor = position
    }

    package func flush() {
        guard !restored else { return }
        let size = self.size
        let shown = cursor != nil
        if cursorShown != shown {
            fr_curs_set(shown ? 1 : 0)
            cursorShown = shown
        }
        fr_leaveok(window, !shown)
        if let cursor {
            fr_wmove(window, Int32(min(max(cursor.row, 0), size.rows - 1)),
                  Int32(min(max(cursor.column, 0), size.cols - 1)))
        }
        fr_idlok(window, shiftedSinceFlush)
        shiftedSinceFlush = false
        fr_wnoutrefresh(window)
        fr_doupdate()
    }

    package func bell() {
        guard !restored else { return }
        fr_beep()
    }

    /// Draws a line of simple runs (one cell a scalar, nothing joining) as one row of cells, blanks
    /// to the end included: one curses call. False when the line has other text, which `draw`
    /// then writes run by run. The cells are filled in local buffers (a class's arrays would be
    /// checked for exclusive access at every cell).
    private func drawWhole(row: Int32, image: LineImage, cols: Int) -> Bool {
        guard cols > 0, image.runs.allSatisfy({ DisplayWidth.isSimple($0.text) }) else { return false }
        let normal = fr_a_normal()
        var codes = [Int32](repeating: 0x20, count: cols)
        var attrs = [attr_t](repeating: normal, count: cols)
        var pairs = [Int16](repeating: 0, count: cols)
        let ascii = self.ascii
        codes.withUnsafeMutableBufferPointer { codes in
            attrs.withUnsafeMutableBufferPointer { attrs in
                pairs.withUnsafeMutableBufferPointer { pairs in
                    for run in image.runs {
                        let style = styles.attributes(run.style), pair = styles.pair(run.style)
                        var column = run.column
                        for scalar in run.text.unicodeScalars {
                            guard column < cols else { break }
                            codes[column] = Int32(bitPattern: ascii ? CellText.asciiBox(scalar.value) : scalar.value)
                            attrs[column] = style
                            pairs[column] = pair
                            column += 1
                        }
                    }
                }
            }
        }
        // Cleared first, so that no half of a wide character drawn before is left in the line.
        fr_wattr_set(window, normal, 0, nil)
        fr_wmove(window, row, 0)
        fr_wclrtoeol(window)
        return fr_put_line(window, row, codes, attrs, pairs, Int32(cols)) != ERR
    }
}
