import XCTest
import FormUI
@testable import FormTerminal
@testable import FormScreen

/// The bytes after an ESC, read whole (issue #8, rows 4 and 5): known sequences are keys, the
/// rest is dropped without a byte typed, and Esc is Esc only when nothing follows.
final class EscapeSequenceParserTests: XCTestCase {
    /// Parses `text` (what follows the ESC) and returns the outcome and what was left unread.
    private func parse(_ text: String, units extra: [InputUnit] = []) -> (EscapeOutcome, rest: [InputUnit]) {
        var units = text.unicodeScalars.map { InputUnit.char($0.value) } + extra
        var parser = EscapeSequenceParser { _ in units.isEmpty ? nil : units.removeFirst() }
        let outcome = parser.afterEscape()
        return (outcome, (parser.leftover.map { [$0] } ?? []) + units)
    }

    func testKnownSequencesAreKeys() {
        let table: [(String, Key)] = [
            ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left), ("[H", .home), ("[F", .end),
            ("[1;5A", .up), ("[1;5B", .down), ("[1;3B", .altDown), ("[1;3A", .altUp), ("[1;2C", .right), ("[Z", .backTab),
            ("[2~", .insert), ("[3~", .delete), ("[3;5~", .delete), ("[5~", .pageUp), ("[6~", .pageDown),
            ("[1~", .home), ("[4~", .end), ("[11~", .function(1)), ("[21~", .function(10)),
            ("[24~", .function(12)), ("[1;3P", .function(1)),
            ("[1;2P", .shiftFunction(1)), ("[1;2S", .shiftFunction(4)), ("[19;2~", .shiftFunction(8)),
            ("[24;2~", .shiftFunction(12)), ("[1;5H", .ctrlHome), ("[1;5F", .ctrlEnd), ("[1;2H", .home),
            ("[1;5~", .ctrlHome), ("[4;5~", .ctrlEnd), ("[5;2~", .shiftPageUp), ("[6;2~", .shiftPageDown),
            ("[5;5~", .pageUp),
            ("OA", .up), ("OD", .left), ("OH", .home), ("OP", .function(1)), ("OS", .function(4)),
            ("OM", .enter), ("Op", .char("0")), ("Oy", .char("9")),
        ]
        for (text, key) in table {
            let (outcome, rest) = parse(text + "x")
            XCTAssertEqual(outcome, .key(key), text)
            XCTAssertEqual(rest, [.char(0x78)], "\(text): the next key stays unread")
        }
    }

    func testUnknownSequencesAreDroppedWhole() {
        let table: [(String, String)] = [
            ("y", "Alt-y"), ("Y", "Alt-Y"), ("\r", "Alt-Enter"), ("\u{7F}", "Alt-Backspace"), ("é", "Alt-é"),
            ("[25~", "F13 of a vt220"), ("[99~", "an unknown tilde key"), ("[<0;10;5M", "an SGR mouse press"),
            ("[<0;10;5m", "an SGR mouse release"), ("[M !!", "an X10 mouse report"), ("[I", "focus in"),
            ("[O", "focus out"), ("[?1;2c", "a device-attribute reply"), ("[>41;354;0c", "a secondary reply"),
            ("[12;40R", "a cursor-position report"), ("[97;5u", "a kitty key"),
            ("]0;title\u{7}", "an OSC ended by BEL"), ("]52;c;aGk=\u{1B}\\", "an OSC ended by ST"),
            ("P1$r0m\u{1B}\\", "a DCS reply"), ("_Gi=1\u{1B}\\", "an APC"), ("^x\u{1B}\\", "a PM"),
            ("(B", "a charset designation"), ("Nx", "SS2"), ("OX", "an unknown SS3"),
            ("[" + String(repeating: "1", count: 5_000) + "A", "a 5,000-digit CSI"),
            ("[1 q", "a CSI with an intermediate"),
        ]
        for (text, what) in table {
            let (outcome, rest) = parse(text + "z")
            XCTAssertEqual(outcome, .dropped, what)
            XCTAssertEqual(rest, [.char(0x7A)], "\(what): nothing of it is left to be typed")
        }
    }

    func testALoneEscIsEsc() {
        XCTAssertEqual(parse("").0, .escape)
        let (twice, rest) = parse("\u{1B}y")
        XCTAssertEqual(twice, .escape, "Esc pressed twice is Esc, then what the second begins")
        XCTAssertEqual(rest, [.char(0x1B), .char(0x79)])
    }

    func testAKeyCursesDecodedAfterEscIsAnAltKeyAndDropped() {
        XCTAssertEqual(parse("", units: [.key(.up)]).0, .dropped)
        XCTAssertEqual(parse("", units: [.key(nil, isMouse: true), .char(0x30), .char(0x3B), .char(0x4D)]).0, .dropped)
    }

    func testATruncatedSequenceIsDroppedAndWhatCutItStays() {
        let (outcome, rest) = parse("[12\r")
        XCTAssertEqual(outcome, .dropped)
        XCTAssertEqual(rest, [.char(0x0D)], "a control character inside a CSI is input of its own")
        XCTAssertEqual(parse("[12").0, .dropped, "input ended inside the sequence")
        XCTAssertEqual(parse("]0;never ended").0, .dropped)
    }

    func testAMouseReportCursesStartedIsReadToItsEnd() {
        var units: [InputUnit] = "0;10;5Mq".unicodeScalars.map { .char($0.value) }
        var parser = EscapeSequenceParser { _ in units.isEmpty ? nil : units.removeFirst() }
        XCTAssertEqual(parser.afterMouseStart(), .dropped)
        XCTAssertEqual(units, [.char(0x71)])
    }

    func testAC1CSIIsReadLikeEscBracket() {
        var units: [InputUnit] = "?1;2cq".unicodeScalars.map { .char($0.value) }
        var parser = EscapeSequenceParser { _ in units.isEmpty ? nil : units.removeFirst() }
        XCTAssertEqual(parser.afterC1(0x9B), .dropped)
        XCTAssertEqual(units, [.char(0x71)])
    }

    func testABracketedPasteIsOneText() {
        XCTAssertEqual(parse("[200~hello\u{13}\u{1B}[Aworld\u{1B}[201~q").0, .paste("hello\u{13}\u{1B}[Aworld"),
                       "a pasted Ctrl-S and escape sequence are text")
        XCTAssertEqual(parse("[200~a\u{1B}\u{1B}[201~").0, .paste("a\u{1B}"), "an ESC right before the end marker")
        XCTAssertEqual(parse("[200~a\u{1B}[20x\u{1B}[201~").0, .paste("a\u{1B}[20x"))
        XCTAssertEqual(parse("[200~line 1\r\nline 2\u{1B}[201~").0, .paste("line 1\r\nline 2"))
        XCTAssertEqual(parse("[200~never ended").0, .paste("never ended"))
        XCTAssertEqual(parse("[200~a", units: [.key(.up), .char(0x62), .char(0x1B)]
                             + "[201~".unicodeScalars.map { .char($0.value) }).0,
                       .paste("ab"), "keys curses decoded inside the paste are dropped")
    }

    func testAPasteAfterItsEndMarkerLeavesTheRestUnread() {
        let (outcome, rest) = parse("[200~ab\u{1B}[201~c")
        XCTAssertEqual(outcome, .paste("ab"))
        XCTAssertEqual(rest, [.char(0x63)])
    }

    func testExtendedKeyNamesLoseTheirModifiers() {
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kUP5"), .up)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kDN5"), .down)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kDN3"), .altDown, "Alt-Down moves a list's item")
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kUP3"), .altUp)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kRIT6"), .right)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kDC5"), .delete)
        XCTAssertNil(KeyDecoder.decodeExtended(name: "kxIN"))
        XCTAssertNil(KeyDecoder.decodeExtended(name: "kf13"))
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kHOM3"), .home, "Alt-Home is Home")
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kNXT5"), .pageDown, "Ctrl-PgDn is PgDn")
    }
}
