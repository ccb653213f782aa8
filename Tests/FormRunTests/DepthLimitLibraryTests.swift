import XCTest
import FormRun

/// Issue 27: the library takes answers nested to the limit of every face (200 levels, the form's
/// object counted) and refuses one level more with where, never a silent `{}`.
final class DepthLimitLibraryTests: XCTestCase {
    private let schema = ##"{"type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"}}}"##

    /// `child` holding `objects` nested objects, the innermost named `name`.
    private func child(_ objects: Int, name: String = "deep") -> JSON {
        var tree: JSON = .object([(key: "name", value: .string(name))])
        for _ in 1..<objects { tree = .object([(key: "child", value: tree)]) }
        return tree
    }

    func testAnswersAtTheLimitAreSubmittedWhole() throws {
        let form = try Form(json: schema, name: "rec.schema.json")
        // `child` stands at level 2: 199 objects end at level 200.
        let answers = try form.submit(values: ["child": child(199)])
        var node = answers["child"]
        var depth = 0
        while case .object(let members)? = node, let next = members.first(where: { $0.key == "child" }) {
            node = next.value
            depth += 1
        }
        XCTAssertEqual(depth, 198)
        XCTAssertEqual(node, .object([(key: "name", value: .string("deep"))]))
    }

    func testOneLevelPastTheLimitIsRefusedWithItsPath() throws {
        let form = try Form(json: schema, name: "rec.schema.json")
        XCTAssertThrowsError(try form.submit(values: ["child": child(200)])) { error in
            guard case FormRunError.invalid(let failures) = error else { return XCTFail("\(error)") }
            let path = "/child" + String(repeating: "/child", count: 199)
            XCTAssertEqual(failures.map(\.path), [path])
            XCTAssertEqual(failures.map(\.reason), ["nested too deeply (more than 200 levels)"])
        }
    }

    func testATreeFarPastTheLimitIsRefusedNotCrashedOn() throws {
        let form = try Form(json: schema, name: "rec.schema.json")
        var tree: JSON = .array([])
        // 10,000: far past the limit, within what Swift can release (it frees a nested enum recursively).
        for _ in 0..<10_000 { tree = .array([tree]) }
        XCTAssertThrowsError(try form.submit(values: ["child": tree])) { error in
            guard case FormRunError.invalid(let failures) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.first?.path.hasPrefix("/child/0/0/"), true)
        }
    }
}
