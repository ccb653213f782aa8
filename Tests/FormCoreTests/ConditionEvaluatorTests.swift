import XCTest
@testable import FormCore

final class ConditionEvaluatorTests: XCTestCase {
    private let evaluator = ConditionEvaluator.fixed(today: "2024-05-01")
    private let values: [String: Value] = [
        "age": .number(18), "name": .string("Ada"), "empty": .string(""), "news": .bool(true),
        "off": .bool(false), "topics": .list([.string("Swift"), .string("Go")]), "none": .list([]),
        "birthday": .string("1990-02-03"), "meeting": .string("2024-05-01T10:30"), "alarm": .string("9:30"),
    ]

    private func eval(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Value {
        do {
            let expr = try ConditionParser.parse(text)
            return evaluator.evaluate(expr) { values[$0] ?? .null }
        } catch {
            XCTFail("\(text): \(error)", file: file, line: line)
            return .null
        }
    }

    private func isTrue(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        ConditionEvaluator.truthy(eval(text, file: file, line: line))
    }

    func testTruthiness() {
        for falsy: Value in [.null, .bool(false), .number(0), .string(""), .list([])] {
            XCTAssertFalse(ConditionEvaluator.truthy(falsy), "\(falsy)")
        }
        for truthy: Value in [.bool(true), .number(-1), .number(0.5), .string("0"), .string("false"), .list([.null])] {
            XCTAssertTrue(ConditionEvaluator.truthy(truthy), "\(truthy)")
        }
    }

    func testTagsAndLiterals() {
        XCTAssertEqual(eval("$age"), .number(18))
        XCTAssertEqual(eval("$missing"), .null)
        XCTAssertEqual(eval("[1, 'a', $news]"), .list([.number(1), .string("a"), .bool(true)]))
    }

    func testLogic() {
        XCTAssertEqual(eval("$news && $age"), .bool(true))
        XCTAssertEqual(eval("$news && $empty"), .bool(false))
        XCTAssertEqual(eval("$off || $name"), .bool(true))
        XCTAssertEqual(eval("$off or $none"), .bool(false))
        XCTAssertEqual(eval("!$off"), .bool(true))
        XCTAssertEqual(eval("not $name"), .bool(false))
        XCTAssertEqual(eval("!$missing"), .bool(true))
    }

    func testEqualityAcrossTypes() {
        XCTAssertTrue(isTrue("1 == 1.0"))
        XCTAssertTrue(isTrue("$age == 18"))
        XCTAssertFalse(isTrue("$age == '18'"))
        XCTAssertTrue(isTrue("$age != '18'"))
        XCTAssertTrue(isTrue("null == $missing"))
        XCTAssertFalse(isTrue("$missing == 0"))
        XCTAssertFalse(isTrue("$missing == ''"))
        XCTAssertTrue(isTrue("$missing != false"))
        XCTAssertTrue(isTrue("$news == true"))
        XCTAssertFalse(isTrue("$news == 1"))
        XCTAssertTrue(isTrue("$topics == ['Swift', 'Go']"))
        XCTAssertFalse(isTrue("$topics == ['Go', 'Swift']"))
        XCTAssertTrue(isTrue("'Ada' == \"Ada\""))
    }

    func testOrdering() {
        XCTAssertTrue(isTrue("$age >= 18"))
        XCTAssertFalse(isTrue("$age > 18"))
        XCTAssertTrue(isTrue("$age < 18.5"))
        XCTAssertTrue(isTrue("$age <= 18"))
        XCTAssertTrue(isTrue("'abc' < 'abd'"))
        XCTAssertTrue(isTrue("'b' > 'a'"))
        XCTAssertFalse(isTrue("$age < '20'"), "different types are unordered")
        XCTAssertFalse(isTrue("true > false"))
        XCTAssertFalse(isTrue("[1] < [2]"))
    }

    func testOrderingWithNullIsAlwaysFalse() {
        for op in ["<", "<=", ">", ">="] {
            XCTAssertFalse(isTrue("$missing \(op) 1"), op)
            XCTAssertFalse(isTrue("1 \(op) $missing"), op)
            XCTAssertFalse(isTrue("null \(op) null"), op)
        }
    }

    func testDatesCompareAsDates() {
        XCTAssertTrue(isTrue("$birthday < '2000-01-01'"))
        XCTAssertTrue(isTrue("'2024-10-01' > '2024-09-30'"))
        XCTAssertTrue(isTrue("$meeting < '2024-05-02'"))
        XCTAssertTrue(isTrue("$meeting > '2024-04-30T23:59'"))
        XCTAssertTrue(isTrue("$meeting < '2024-05-01T10:31'"))
        // A date and a date-time compare by day: a meeting on May 1st is "on" May 1st.
        XCTAssertTrue(isTrue("$meeting <= '2024-05-01'"))
        XCTAssertTrue(isTrue("$meeting >= '2024-05-01'"))
        XCTAssertTrue(isTrue("$meeting == today()"))
        XCTAssertFalse(isTrue("$meeting < '2024-05-01'"))
    }

    func testTimesCompareChronologically() {
        XCTAssertTrue(isTrue("$alarm < '10:00'"), "'9:30' is before '10:00' although it sorts after it as text")
        XCTAssertTrue(isTrue("'23:59' > '07:00'"))
        XCTAssertTrue(isTrue("'10:00' == '10:00:00'"))
        XCTAssertTrue(isTrue("'10:00:01' > '10:00'"))
        XCTAssertFalse(isTrue("'10:00' < '2024-01-01'"), "a time of day and a date are unordered")
        XCTAssertFalse(isTrue("'10:00' > '2024-01-01'"))
    }

    func testTemporalParsing() {
        XCTAssertEqual(TemporalValue("2024-05-01"), .date(day: 20240501))
        XCTAssertEqual(TemporalValue("2024-05-01T10:30"), .dateTime(day: 20240501, second: 37800))
        XCTAssertEqual(TemporalValue("07:05:09"), .time(second: 7 * 3600 + 5 * 60 + 9))
        for text in ["2024-13-01", "2024-05-1", "25:00", "10:60", "hello", "", "2024-05-01T", "1:2"] {
            XCTAssertNil(TemporalValue(text), text)
        }
    }

    func testToday() {
        XCTAssertEqual(eval("today()"), .string("2024-05-01"))
        XCTAssertTrue(isTrue("$birthday < today()"))
        XCTAssertTrue(isTrue("today() > '2024-04-30'"))
        let other = ConditionEvaluator.fixed(today: "1980-01-01")
        XCTAssertEqual(other.evaluate(.call(.today, [])) { _ in .null }, .string("1980-01-01"))
    }

    func testSystemTodayIsAnIsoDate() {
        guard case .date? = TemporalValue(ConditionEvaluator.systemToday()) else {
            return XCTFail(ConditionEvaluator.systemToday())
        }
        XCTAssertEqual(ConditionEvaluator.isoDate(year: 987, month: 3, day: 4), "0987-03-04")
    }

    func testContainsAndIn() {
        XCTAssertTrue(isTrue("$topics contains 'Go'"))
        XCTAssertFalse(isTrue("$topics contains 'Rust'"))
        XCTAssertTrue(isTrue("$name contains 'd'"))
        XCTAssertFalse(isTrue("$name contains 'x'"))
        XCTAssertTrue(isTrue("'Go' in $topics"))
        XCTAssertTrue(isTrue("$age in [17, 18]"))
        XCTAssertFalse(isTrue("$age in ['18']"))
        XCTAssertTrue(isTrue("'da' in $name"))
        XCTAssertTrue(isTrue("$name not in ['Bob', 'Eve']"))
        XCTAssertFalse(isTrue("$missing contains 'a'"))
        XCTAssertFalse(isTrue("'a' in $missing"))
        XCTAssertFalse(isTrue("$age contains 1"))
        XCTAssertTrue(isTrue("[[1, 2], 3] contains [1, 2]"))
    }

    func testFunctions() {
        XCTAssertEqual(eval("empty($empty)"), .bool(true))
        XCTAssertEqual(eval("empty($missing)"), .bool(true))
        XCTAssertEqual(eval("empty($none)"), .bool(true))
        XCTAssertEqual(eval("empty($name)"), .bool(false))
        XCTAssertEqual(eval("empty($off)"), .bool(false))
        XCTAssertEqual(eval("len($name)"), .number(3))
        XCTAssertEqual(eval("len('日本🙂')"), .number(3))
        XCTAssertEqual(eval("len($topics)"), .number(2))
        XCTAssertEqual(eval("len($missing)"), .number(0))
        XCTAssertEqual(eval("len($age)"), .null)
        XCTAssertTrue(isTrue("len($name) >= 2 && len($topics) == 2"))
    }

    /// Random token soup: parsing may fail, but never crashes, errors stay inside the text,
    /// and whatever parses evaluates.
    func testNeverCrashesOnArbitraryInput() {
        let pieces = ["$age", "$topics", "$missing", "1", "-2.5", "'x'", "\"y", "'", "[", "]", "(", ")", ",",
                      "==", "!=", "<", "<=", ">", ">=", "&&", "||", "!", "and", "or", "not", "contains", "in",
                      "empty(", "len(", "today(", "true", "null", "=", "&", "$", "日本", " ", "\\"]
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        var parsed = 0
        for _ in 0..<3000 {
            let text = (0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined(separator: next(2) == 0 ? " " : "")
            do {
                let expr = try ConditionParser.parse(text)
                parsed += 1
                _ = evaluator.evaluate(expr) { values[$0] ?? .null }
            } catch {
                XCTAssertTrue((0...text.count).contains(error.offset), "\(text): \(error)")
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        XCTAssertGreaterThan(parsed, 50)
    }
}
