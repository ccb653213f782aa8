import XCTest
@testable import FormCore

final class OutputWriterTests: XCTestCase {
    private func pretty(_ entries: [(key: String, value: Value)]) -> String { OutputWriter.json(entries, compact: false) }
    private func compact(_ entries: [(key: String, value: Value)]) -> String { OutputWriter.json(entries, compact: true) }

    func testPrettyFlatObjectKeepsOrder() {
        let out = pretty([("name", .string("Ann")), ("age", .number(18)), ("news", .bool(false)), ("gender", .null)])
        XCTAssertEqual(out, """
        {
          "name": "Ann",
          "age": 18,
          "news": false,
          "gender": null
        }

        """)
    }

    func testCompactHasNoSpaces() {
        let out = compact([("name", .string("A B")), ("age", .number(18)), ("topics", .list([.string("Swift"), .string("Go")])), ("ok", .bool(true))])
        XCTAssertEqual(out, "{\"name\":\"A B\",\"age\":18,\"topics\":[\"Swift\",\"Go\"],\"ok\":true}\n")
    }

    func testEmptyObject() {
        XCTAssertEqual(pretty([]), "{}\n")
        XCTAssertEqual(compact([]), "{}\n")
    }

    func testListsPrettyOnOneLine() {
        XCTAssertEqual(pretty([("t", .list([.string("a"), .string("b")])), ("n", .list([.number(1), .number(2)])), ("e", .list([]))]), """
        {
          "t": ["a", "b"],
          "n": [1, 2],
          "e": []
        }

        """)
    }

    func testDottedKeysNestInFirstInsertionOrder() {
        let entries: [(key: String, value: Value)] = [
            ("name", .string("Ann")),
            ("user.email", .string("a@b.co")),
            ("age", .number(3)),
            ("user.address.city", .string("Oslo")),
            ("user.phone", .string("123")),
        ]
        XCTAssertEqual(pretty(entries), """
        {
          "name": "Ann",
          "user": {
            "email": "a@b.co",
            "address": {
              "city": "Oslo"
            },
            "phone": "123"
          },
          "age": 3
        }

        """)
        XCTAssertEqual(compact(entries),
                       "{\"name\":\"Ann\",\"user\":{\"email\":\"a@b.co\",\"address\":{\"city\":\"Oslo\"},\"phone\":\"123\"},\"age\":3}\n")
    }

    func testConflictingPathsKeepTheFirst() {
        XCTAssertEqual(compact([("a", .number(1)), ("a.b", .number(2))]), "{\"a\":1}\n")
        XCTAssertEqual(compact([("a.b", .number(2)), ("a", .number(1))]), "{\"a\":{\"b\":2}}\n")
        XCTAssertEqual(compact([("a", .number(1)), ("a", .number(2))]), "{\"a\":1}\n")
        XCTAssertEqual(compact([("a.b", .number(1)), ("a.b.c", .number(2))]), "{\"a\":{\"b\":1}}\n")
    }

    func testNumbers() {
        let entries: [(key: String, value: Value)] = [
            ("a", .number(18)), ("b", .number(-3)), ("c", .number(0.1)), ("d", .number(3.14)),
            ("e", .number(-0.0)), ("f", .number(1e16)), ("g", .number(9007199254740994)),
            ("h", .number(1e-7)), ("i", .number(123456789.5)), ("j", .number(.nan)), ("k", .number(.infinity)),
        ]
        XCTAssertEqual(compact(entries),
                       "{\"a\":18,\"b\":-3,\"c\":0.1,\"d\":3.14,\"e\":0,\"f\":10000000000000000,\"g\":9007199254740994,\"h\":0.0000001,\"i\":123456789.5,\"j\":null,\"k\":null}\n")
    }

    func testStringEscaping() {
        let out = compact([("s", .string("say \"hi\"\\ \n\t\r\u{08}\u{0C}\u{1F}\u{01}"))])
        XCTAssertEqual(out, "{\"s\":\"say \\\"hi\\\"\\\\ \\n\\t\\r\\b\\f\\u001f\\u0001\"}\n")
    }

    func testKeysAreEscapedToo() {
        XCTAssertEqual(compact([("we\"ird", .number(1))]), "{\"we\\\"ird\":1}\n")
    }

    func testNonASCIIKeptAsUTF8() {
        let out = compact([("名前", .string("山田 太郎 👩‍💻 é"))])
        XCTAssertEqual(out, "{\"名前\":\"山田 太郎 👩‍💻 é\"}\n")
        XCTAssertFalse(out.contains("\\u"))
    }

    func testOutputParsesBackWithFoundation() throws {
        let entries: [(key: String, value: Value)] = [
            ("user.name", .string("x\"y\n日本")), ("user.age", .number(0.1)), ("list", .list([.bool(true), .null])),
        ]
        for isCompact in [true, false] {
            let data = Data(OutputWriter.json(entries, compact: isCompact).utf8)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let user = try XCTUnwrap(object["user"] as? [String: Any])
            XCTAssertEqual(user["name"] as? String, "x\"y\n日本")
            XCTAssertEqual(user["age"] as? Double, 0.1)
            XCTAssertEqual((object["list"] as? [Any])?.count, 2)
        }
    }

    func testNumberTextMatchesOutput() {
        XCTAssertEqual(NumberText.format(18), "18")
        XCTAssertEqual(NumberText.format(0.1), "0.1")
        XCTAssertEqual(NumberText.format(-2.5), "-2.5")
        XCTAssertEqual(NumberText.format(1e300), "1" + String(repeating: "0", count: 300))
    }
}
