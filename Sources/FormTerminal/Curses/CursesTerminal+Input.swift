import CCurses
import FormScreen

/// Reading input from curses: keys it decoded, characters, and the escape sequences it does not
/// know, read whole by `EscapeSequenceParser` so that none of their bytes is taken as typing.
extension CursesTerminal {
    /// How long (ms) the parser waits for the next unit: nothing for what follows an ESC (curses
    /// already waited ESCDELAY before handing out a lone one), a little inside a sequence, more
    /// inside a paste, whose end marker is on its way.
    static func milliseconds(_ wait: InputWait) -> Int32 {
        switch wait {
        case .pending: return 0
        case .withinSequence: return 30
        case .withinPaste: return 500
        }
    }

    package func readMessage(timeoutMs: Int) -> TerminalInput? {
        guard !restored else { return nil }
        if resizeLeftover {
            resizeLeftover = false
            let size = self.size
            return .resize(rows: size.rows, cols: size.cols)
        }
        let unit: InputUnit
        if let held = leftover {
            unit = held
            leftover = nil
        } else {
            guard let (status, code) = readRaw(timeout: Int32(clamping: max(-1, timeoutMs))) else { return nil }
            if status == KEY_CODE_YES && code == KEY_RESIZE {
                let size = self.size
                return .resize(rows: size.rows, cols: size.cols)
            }
            unit = Self.unit(status: status, code: code)
        }
        var parser = EscapeSequenceParser { [weak self] wait in
            guard let self, let (status, code) = self.readRaw(timeout: Self.milliseconds(wait)) else { return nil }
            // A resize is no part of a sequence: it ends it, and is handed out after it.
            if status == KEY_CODE_YES && code == KEY_RESIZE {
                self.resizeLeftover = true
                return nil
            }
            return Self.unit(status: status, code: code)
        }
        let outcome: EscapeOutcome
        switch unit {
        case .key(let key, let isMouse):
            guard isMouse else { return key.map(TerminalInput.key) }
            outcome = parser.afterMouseStart()
        case .char(0x1B):
            outcome = parser.afterEscape()
        case .char(let c) where [0x9B, 0x90, 0x9D, 0x9E, 0x9F, 0x98].contains(c):
            outcome = parser.afterC1(c)
        case .char(let c):
            return KeyDecoder.decode(code: Int32(bitPattern: c), isKeyCode: false).map(TerminalInput.key)
        }
        leftover = parser.leftover
        switch outcome {
        case .escape: return .key(.escape)
        case .key(let key): return .key(key)
        case .paste(let text): return .paste(text)
        case .dropped: return nil
        }
    }

    /// Drops every key typed but not yet read (curses' buffer and the terminal's): a question
    /// that just opened is answered only by a key typed after it appeared.
    package func discardTypeahead() {
        guard !restored else { return }
        leftover = nil
        // A resize is no typing: a pending one stays (`resizeLeftover`).
        peeked = nil
        fr_flushinp()
    }

    package func inputPending(withinMs timeoutMs: Int) -> Bool {
        guard !restored else { return false }
        if leftover != nil || peeked != nil { return true }
        guard let raw = readRaw(timeout: Int32(clamping: timeoutMs)) else { return false }
        peeked = raw
        return true
    }

    /// One `wget_wch` within `timeout` ms: its status and code, or nil when nothing came.
    private func readRaw(timeout: Int32) -> (Int32, Int32)? {
        if let held = peeked {
            peeked = nil
            return held
        }
        if keyTimeout != timeout {
            fr_wtimeout(window, timeout)
            keyTimeout = timeout
        }
        var code: wint_t = 0
        let status = fr_wget_wch(window, &code)
        guard status != ERR else { return nil }
        return (status, Int32(bitPattern: code))
    }

    private static func unit(status: Int32, code: Int32) -> InputUnit {
        guard status == KEY_CODE_YES else { return .char(UInt32(bitPattern: code)) }
        if code == KEY_MOUSE { return .key(nil, isMouse: true) }
        if let key = KeyDecoder.decode(code: code, isKeyCode: true) { return .key(key) }
        guard let name = fr_keyname(code) else { return .key(nil) }
        return .key(KeyDecoder.decodeExtended(name: String(cString: name)))
    }
}
