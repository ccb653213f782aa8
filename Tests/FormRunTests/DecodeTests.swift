import XCTest
@testable import FormRun

/// Answers decoded into the caller's types with FormRun's own decoder (no Foundation).
final class DecodeTests: XCTestCase {
    enum Plan: String, Decodable { case free, pro }
    enum Level: Int, Decodable { case low = 1, high = 2 }
    struct User: Decodable, Equatable {
        var name: String
        var email: String?
    }
    struct Signup: Decodable, Equatable {
        var user: User
        var age: Int
        var height: Double
        var newsletter: Bool
        var topics: [String]
        var plan: Plan
        var level: Level
        var nickname: String?
        var note: String?
        var ratio: Float
        var small: UInt8
    }

    func testAFormsAnswersDecodeIntoNestedTypes() throws {
        let form = Form {
            Section {
                Row.name("name", "Name").key("user.name")
                Row.email("email", "Email").key("user.email")
                Row.integer("age", "Age")
                Row.decimal("height", "Height")
                Row.switch("newsletter", "Newsletter")
                Row.multipleSelect("topics", "Topics", options: ["Swift", "Go"])
                Row.picker("plan", "Plan", options: ["free", "pro"])
                Row.stepCounter("level", "Level", value: 1, in: 1...2)
                Row.decimal("ratio", "Ratio")
                Row.integer("small", "Small")
            }
        }
        let answers = try form.submit(values: ["name": "Ada", "age": 36, "height": 1.7, "newsletter": true,
                                               "topics": ["Swift"], "plan": "pro", "level": 2, "ratio": 0.5, "small": 7])
        XCTAssertEqual(answers["user.name"], "Ada")
        let signup = try answers.decode(Signup.self)
        XCTAssertEqual(signup, Signup(user: User(name: "Ada", email: nil), age: 36, height: 1.7, newsletter: true,
                                      topics: ["Swift"], plan: .pro, level: .high, nickname: nil, note: nil, ratio: 0.5, small: 7))
    }

    func testArraysOfObjectsAndOptionals() throws {
        struct Item: Decodable, Equatable { var id: Int; var tags: [String]? }
        struct Doc: Decodable, Equatable { var items: [Item]; var missing: [Int]? ; var none: Int? }
        let value: JSON = ["items": [["id": 1, "tags": ["a"]], ["id": 2, "tags": nil]], "none": nil]
        let doc = try Answers.decode(Doc.self, from: value)
        XCTAssertEqual(doc, Doc(items: [Item(id: 1, tags: ["a"]), Item(id: 2, tags: nil)], missing: nil, none: nil))
    }

    func testMismatchesAreDecodingErrorsWithTheirPath() {
        struct Age: Decodable { var age: Int }
        XCTAssertThrowsError(try Answers.decode(Age.self, from: ["age": "old"])) { error in
            guard case DecodingError.typeMismatch(_, let context)? = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["age"])
        }
        XCTAssertThrowsError(try Answers.decode(Age.self, from: ["age": 1.5]))
        XCTAssertThrowsError(try Answers.decode(Age.self, from: [:])) { error in
            guard case DecodingError.keyNotFound? = error as? DecodingError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Answers.decode(Plan.self, from: "gold")) { error in
            XCTAssertTrue(error is DecodingError, "\(error)")
        }
        struct Small: Decodable { var n: UInt8 }
        XCTAssertThrowsError(try Answers.decode(Small.self, from: ["n": 300]))
        XCTAssertThrowsError(try Answers.decode([Int].self, from: ["a": 1]))
    }
}
