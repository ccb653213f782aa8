import FormScreen

/// One unit of terminal input as curses hands it out: a character (a Unicode scalar), or a key
/// that curses itself decoded from a sequence its terminfo knows (already turned into a `Key`,
/// nil for one formrun has no use for, `isMouse` for the start of a mouse report).
package enum InputUnit: Equatable, Sendable {
    case char(UInt32)
    case key(Key?, isMouse: Bool = false)
}

/// What the input after an ESC (or a C1 introducer) meant.
package enum EscapeOutcome: Equatable, Sendable {
    /// A bare Esc: nothing followed it.
    case escape
    /// A sequence formrun knows (`ESC [1;5A` is Up, `ESC O P` is F1).
    case key(Key)
    /// A bracketed paste (`ESC [200~ … ESC [201~`): the text between the markers.
    case paste(String)
    /// Something formrun has no use for (an Alt-key, a mouse report, a focus event, a device
    /// reply, an OSC string, an unknown or over-long sequence): read whole and dropped.
    case dropped
}

/// How long the reader may wait for the next unit.
package enum InputWait: Sendable {
    /// Right after the ESC: only what is already there (curses waited ESCDELAY before giving a
    /// lone ESC).
    case pending
    /// Inside a sequence: a little, in case the terminal's write was split.
    case withinSequence
    /// Inside a paste: the end marker is on its way.
    case withinPaste
}

/// Reads a whole escape sequence from the units that follow an ESC, so that no part of it is
/// taken as typed keys: CSI (`ESC [` parameters, intermediates, a final byte 0x40–0x7E), SS3
/// (`ESC O` and one character), strings (OSC `ESC ]`, DCS `ESC P`, APC `ESC _`, PM `ESC ^`,
/// SOS `ESC X`, up to ST `ESC \` or BEL), X10 mouse reports (`ESC [M` and three bytes),
/// bracketed pastes, and Alt-keys (ESC and one key). Pure: `next` hands out the units (nil when
/// none came within the wait), so it is tested without a terminal.
package struct EscapeSequenceParser {
    /// CSI sequences longer than this are dropped without being kept.
    package static let csiLimit = 256
    /// Strings (OSC, DCS …) are consumed up to this many units, then dropped.
    package static let stringLimit = 65_536
    /// A paste keeps this many scalars; the rest, up to its end marker, is dropped.
    package static let pasteLimit = 1 << 20

    private let next: (InputWait) -> InputUnit?
    /// A unit read that belongs to what comes after the sequence: the caller handles it next.
    package private(set) var leftover: InputUnit?

    package init(next: @escaping (InputWait) -> InputUnit?) {
        self.next = next
    }

    /// Parses what follows an ESC that was just read.
    package mutating func afterEscape() -> EscapeOutcome {
        guard let unit = next(.pending) else { return .escape }
        switch unit {
        case .key(_, let isMouse):
            if isMouse { return afterMouseStart() }
            return .dropped  // Alt with a key curses decoded
        case .char(let c):
            switch c {
            case 0x5B: return csi()                                  // [
            case 0x4F: return ss3()                                  // O
            case 0x5D, 0x50, 0x5F, 0x5E, 0x58: return string()        // ] P _ ^ X
            case 0x4E: _ = next(.withinSequence); return .dropped    // SS2 and its character
            case 0x1B:
                // ESC ESC: Esc pressed twice; the second starts what follows.
                leftover = unit
                return .escape
            case 0x20...0x2F: return escapeWithIntermediates()       // ESC ( B …
            default: return .dropped                                 // Alt-y, Alt-Enter …
            }
        }
    }

    /// Parses what follows a C1 introducer: CSI (U+009B), DCS, OSC, PM, APC, SOS.
    package mutating func afterC1(_ c: UInt32) -> EscapeOutcome {
        switch c {
        case 0x9B: return csi()
        case 0x90, 0x9D, 0x9E, 0x9F, 0x98: return string()
        default: return .dropped
        }
    }

    /// curses matched `ESC [<` (its `kmous`): the rest of an SGR mouse report follows.
    package mutating func afterMouseStart() -> EscapeOutcome {
        _ = csi(prefix: [0x3C])
        return .dropped
    }

    // MARK: - CSI

    private mutating func csi(prefix: [UInt32] = []) -> EscapeOutcome {
        var body = prefix
        var length = prefix.count
        while true {
            guard let unit = next(.withinSequence) else { return .dropped }
            guard case .char(let c) = unit else {
                leftover = unit
                return .dropped
            }
            length += 1
            switch c {
            case 0x20...0x3F:
                if length <= Self.csiLimit { body.append(c) }
            case 0x40...0x7E:
                guard length <= Self.csiLimit else { return .dropped }
                return finishCSI(parameters: body, final: c)
            default:
                // A control character or anything else cuts the sequence: it is input of its own.
                leftover = unit
                return .dropped
            }
        }
    }

    private mutating func finishCSI(parameters: [UInt32], final: UInt32) -> EscapeOutcome {
        if parameters.isEmpty && final == 0x4D {  // ESC [ M: an X10 mouse report, three raw bytes
            for _ in 0..<3 { _ = next(.withinSequence) }
            return .dropped
        }
        guard let decoded = EscapeSequenceKeys.csi(parameters: parameters, final: final) else { return .dropped }
        switch decoded {
        case .key(let key): return .key(key)
        case .pasteStart: return paste()
        }
    }

    // MARK: - SS3, strings, ESC intermediates

    private mutating func ss3() -> EscapeOutcome {
        guard let unit = next(.withinSequence) else { return .dropped }
        guard case .char(let c) = unit else {
            leftover = unit
            return .dropped
        }
        return EscapeSequenceKeys.ss3(final: c).map(EscapeOutcome.key) ?? .dropped
    }

    private mutating func string() -> EscapeOutcome {
        for _ in 0..<Self.stringLimit {
            guard let unit = next(.withinSequence) else { return .dropped }
            guard case .char(let c) = unit else { continue }
            switch c {
            case 0x07, 0x9C: return .dropped
            case 0x1B:
                _ = next(.withinSequence)  // ST is ESC \; any ESC ends the string
                return .dropped
            default: continue
            }
        }
        return .dropped
    }

    private mutating func escapeWithIntermediates() -> EscapeOutcome {
        for _ in 0..<Self.csiLimit {
            guard let unit = next(.withinSequence) else { return .dropped }
            guard case .char(let c) = unit, (0x20...0x2F).contains(c) else { return .dropped }
        }
        return .dropped
    }

    // MARK: - Bracketed paste

    /// The end marker's bytes after its ESC: `[201~`.
    private static let pasteEnd: [UInt32] = [0x5B, 0x32, 0x30, 0x31, 0x7E]

    private mutating func paste() -> EscapeOutcome {
        var text = String.UnicodeScalarView()
        var kept = 0
        func keep(_ c: UInt32) {
            guard kept < Self.pasteLimit, let scalar = Unicode.Scalar(c) else { return }
            text.append(scalar)
            kept += 1
        }
        var pending: UInt32?
        while true {
            let c: UInt32
            if let held = pending {
                c = held
                pending = nil
            } else {
                guard let unit = next(.withinPaste) else { return .paste(String(text)) }
                // A key curses decoded inside a paste (pasted escape sequences): its bytes are gone.
                guard case .char(let char) = unit else { continue }
                c = char
            }
            guard c == 0x1B else {
                keep(c)
                continue
            }
            // ESC: the end marker, or pasted text.
            var matched = 0
            var ended = false
            while matched < Self.pasteEnd.count {
                guard let unit = next(.withinPaste) else {
                    ended = true
                    break
                }
                if case .char(let d) = unit, d == Self.pasteEnd[matched] {
                    matched += 1
                    continue
                }
                if case .char(let d) = unit { pending = d }
                break
            }
            if matched == Self.pasteEnd.count { return .paste(String(text)) }
            // Not the end marker: what was read is pasted text.
            keep(0x1B)
            Self.pasteEnd[0..<matched].forEach(keep)
            if ended { return .paste(String(text)) }
        }
    }
}
