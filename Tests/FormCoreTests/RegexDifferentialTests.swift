import Foundation
@testable import FormCore
import XCTest
import FormTestSupport

/// Our engine against ICU's `NSRegularExpression` (a backtracking engine, Foundation: tests only)
/// on random small patterns and texts from a seeded generator. Only patterns both accept are
/// compared; the alphabets leave out what the two read differently on purpose (ICU's `$` also
/// matches before a final newline and its `.` refuses U+0085; ICU's `\s` has no `\v`).
///
/// Patterns that repeat something able to match the empty string (`(a??|b)+`) are left out too:
/// ICU stops such a loop after an empty iteration and misses matches that ECMA-262 finds (V8 and
/// Python's `re` agree with ours on the cases found: `/((?:(.|[😀é]\w+)??|[a-c1]))+?/` matches
/// `-c` whole).
final class RegexDifferentialTests: XCTestCase {

    private static let unicodeText: [String] = ["a", "b", "c", "1", "_", "-", " ", "é", "١", "😀", "\t"]
    private static let asciiText: [String] = ["a", "b", "c", "1", "_", "-", " ", ".", "\t"]
    private static let atoms = ["a", "b", "c", "1", "é", "😀", " ", "-", ".", "\\d", "\\w", "\\s", "\\D", "\\W", "\\S",
                                "[ab]", "[^a]", "[a-c1]", "[\\d_]", "[^\\w]", "[😀é]", "\\.", "\\-", "\\u0061", "\\x62"]
    private static let assertions = ["^", "$", "\\b", "\\B"]
    private static let quantifiers = ["*", "+", "?", "{0,2}", "{2}", "{1,}", "*?", "+?", "??", "{1,3}?"]

    /// `lookaround`: some groups are lookarounds (not quantified: the `u` flag refuses that).
    private func pattern(depth: Int, lookaround: Bool = false, _ random: inout SeededRandom) -> String {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let roll = Int.random(in: 0..<10, using: &random)
            var piece: String
            if roll < 2, depth < 3 {
                let inner = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                    pattern(depth: depth + 1, lookaround: lookaround, &random)
                }
                if lookaround, let look = ["(?=", "(?!", "(?<=", "(?<!", nil].randomElement(using: &random) ?? nil {
                    parts.append(look + inner.joined(separator: "|") + ")")
                    continue
                }
                piece = (Bool.random(using: &random) ? "(" : "(?:") + inner.joined(separator: "|") + ")"
            } else if roll < 3 {
                parts.append(Self.assertions.randomElement(using: &random) ?? "^")
                continue
            } else {
                piece = Self.atoms.randomElement(using: &random) ?? "a"
            }
            if Int.random(in: 0..<3, using: &random) == 0 { piece += Self.quantifiers.randomElement(using: &random) ?? "*" }
            parts.append(piece)
        }
        return parts.joined()
    }

    private func text(_ alphabet: [String], _ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined()
    }

    private func icu(_ pattern: String, _ text: String, whole: Bool) -> Bool? {
        guard let regex = try? NSRegularExpression(pattern: whole ? "^(?:" + pattern + ")\\z" : pattern) else { return nil }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether `node` matches the empty string.
    private static func nullable(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .assertion: return true
        case .scalar, .any, .set: return false
        case .lookaround: return true
        case .group(let inner, _): return nullable(inner)
        case .concat(let items): return items.allSatisfy(nullable)
        case .alternation(let branches): return branches.contains(where: nullable)
        case .repetition(let inner, let min, _, _): return min == 0 || nullable(inner)
        }
    }

    /// Whether `node` repeats (more than once) something that can match the empty string.
    private static func repeatsEmpty(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .assertion, .scalar, .any, .set: return false
        case .group(let inner, _), .lookaround(let inner, _): return repeatsEmpty(inner)
        case .concat(let items): return items.contains(where: repeatsEmpty)
        case .alternation(let branches): return branches.contains(where: repeatsEmpty)
        case .repetition(let inner, _, let max, _): return ((max ?? 2) > 1 && nullable(inner)) || repeatsEmpty(inner)
        }
    }

    private func compare(flavor: RegexFlavor, alphabet: [String], seed: UInt64, patterns: Int) -> (compared: Int, failures: [String]) {
        var random = SeededRandom(state: seed)
        var compared = 0
        var failures: [String] = []
        for _ in 0..<patterns {
            let source = pattern(depth: 0, &random)
            guard let ours = try? RegexPattern(source, flavor: flavor), let tree = try? RegexParser.parse(source),
                  !Self.repeatsEmpty(tree), (try? NSRegularExpression(pattern: source)) != nil else { continue }
            for _ in 0..<8 {
                let sample = text(alphabet, &random)
                for whole in [false, true] {
                    guard let expected = icu(source, sample, whole: whole) else { continue }
                    compared += 1
                    let got = ours.run(sample, whole: whole).matched
                    if got != expected, failures.count < 20 {
                        failures.append("/\(source)/ \(whole ? "whole" : "search") \(sample.debugDescription): ours \(got), ICU \(expected)")
                    }
                }
            }
        }
        return (compared, failures)
    }

    func testAgreesWithICUInTheValidatorFlavour() {
        let (compared, failures) = compare(flavor: .validator, alphabet: Self.unicodeText, seed: 16, patterns: 1_500)
        XCTAssertGreaterThan(compared, 10_000)
        XCTAssertEqual(failures, [])
    }

    /// With ASCII texts, ECMA-262's ASCII `\d` `\w` and ICU's Unicode ones agree.
    func testAgreesWithICUInTheECMAScriptFlavourOnASCII() {
        let (compared, failures) = compare(flavor: .ecmaScript, alphabet: Self.asciiText, seed: 1_016, patterns: 1_000)
        XCTAssertGreaterThan(compared, 5_000)
        XCTAssertEqual(failures, [])
    }

    /// The patterns ICU is not asked about (loops over what can match empty) against V8, an
    /// ECMA-262 engine, when `node` is installed.
    func testAgreesWithV8OnLoopsOverEmptyMatches() throws {
        try compareWithV8(seed: 2_016) { tree in Self.repeatsEmpty(tree) }
    }

    /// Random patterns with lookahead and lookbehind (nested, in alternations, in quantified
    /// groups) against V8, when `node` is installed (ICU bounds its lookbehinds' length). Texts
    /// stay in the BMP: V8 tries a negative lookahead between the halves of a surrogate pair
    /// (`/(?![^a])/u` is found at 3 in `1b😀1`), where a code point engine has no position.
    func testLookaroundAgreesWithV8() throws {
        try compareWithV8(seed: 1_818, lookaround: true, alphabet: Self.unicodeText.filter { $0 != "😀" }) { tree in
            Self.hasLookaround(tree)
        }
    }

    private static func hasLookaround(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .assertion, .scalar, .any, .set: return false
        case .lookaround: return true
        case .group(let inner, _), .repetition(let inner, _, _, _): return hasLookaround(inner)
        case .concat(let items), .alternation(let items): return items.contains(where: hasLookaround)
        }
    }

    /// 2,400 cases of random patterns `keep` accepts, searched or matched whole, answered by V8:
    /// one process answers them all.
    private func compareWithV8(seed: UInt64, lookaround: Bool = false, alphabet: [String] = unicodeText,
                               keep: (RegexNode) -> Bool) throws {
        guard let node = ["/usr/bin/node", "/usr/local/bin/node"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("node is not installed")
        }
        var random = SeededRandom(state: seed)
        var cases: [(pattern: RegexPattern, text: String, whole: Bool)] = []
        while cases.count < 2_400 {
            let source = pattern(depth: 0, lookaround: lookaround, &random)
            guard let ours = try? RegexPattern(source, flavor: .ecmaScript), let tree = try? RegexParser.parse(source),
                  keep(tree) else { continue }
            for _ in 0..<4 { cases.append((ours, text(alphabet, &random), Bool.random(using: &random))) }
        }
        let lines = cases.map { c in
            let source = c.whole ? "^(?:" + c.pattern.source + ")$" : c.pattern.source
            return "[" + JSONText.quoted(source) + "," + JSONText.quoted(c.text) + "]"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", """
            const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            const answer = ([p, t]) => { try { return new RegExp(p, 'u').test(t) ? '1' : '0' } catch (e) { return '?' } };
            process.stdout.write(cases.map(answer).join(''));
            """]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(("[" + lines.joined(separator: ",") + "]").utf8))
        try input.fileHandleForWriting.close()
        let answers = Array(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        process.waitUntilExit()
        XCTAssertEqual(answers.count, cases.count)
        var failures: [String] = []
        XCTAssertGreaterThan(answers.filter { $0 != "?" }.count, 1_200, "V8 refuses \\- outside a class with the u flag")
        for (c, answer) in zip(cases, answers) where answer != "?" && c.pattern.run(c.text, whole: c.whole).matched != (answer == "1") {
            failures.append("/\(c.pattern.source)/ \(c.whole ? "whole" : "search") \(c.text.debugDescription): V8 \(answer)")
        }
        XCTAssertEqual(Array(failures.prefix(20)), [])
    }
}
