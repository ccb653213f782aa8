import XCTest
@testable import FormCore

final class OutputCollectorTests: XCTestCase {
    private func form() -> Form {
        var email = Row(tag: "email", type: .email, title: "Email")
        email.key = "user.email"
        return Form(sections: [
            Section(tag: "s1", rows: [
                Row(tag: "intro", type: .info, title: "Hello"),
                Row(tag: "name", type: .name, title: "Name"),
                email,
                Row(tag: "long", type: .longInfo),
            ]),
            Section(tag: "s2", rows: [
                Row(tag: "age", type: .integer),
                Row(tag: "news", type: .switch),
                Row(tag: "topics", type: .multipleSelect),
                Row(tag: "go", type: .pushButton),
            ]),
        ])
    }

    func testVisibleValueRowsInFormOrderByOutputKey() {
        let values: [String: Value] = ["name": .string("Ann"), "email": .string("a@b.co"), "age": .number(3),
                                       "news": .bool(true), "topics": .list([.string("Go")])]
        let entries = OutputCollector.entries(form: form(), values: { values[$0.tag] ?? .null }, isVisible: { _ in true })
        XCTAssertEqual(entries.map(\.key), ["name", "user.email", "age", "news", "topics"])
        XCTAssertEqual(entries.map(\.value), [.string("Ann"), .string("a@b.co"), .number(3), .bool(true), .list([.string("Go")])])
    }

    func testHiddenRowsAreLeftOut() {
        let entries = OutputCollector.entries(form: form(), values: { _ in .null }, isVisible: { $0.tag != "news" && $0.tag != "name" })
        XCTAssertEqual(entries.map(\.key), ["user.email", "age", "topics"])
        XCTAssertTrue(entries.allSatisfy { $0.value == .null })
    }

    func testEndToEndWithWriter() {
        let entries = OutputCollector.entries(form: form(), values: { $0.tag == "email" ? .string("x@y.io") : .null },
                                              isVisible: { $0.tag == "email" || $0.tag == "age" })
        XCTAssertEqual(OutputWriter.json(entries, compact: true), "{\"user\":{\"email\":\"x@y.io\"},\"age\":null}\n")
    }
}
