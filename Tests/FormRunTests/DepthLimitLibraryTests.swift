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

    /// Four sub-forms reach the limit: `a`, `b`, `c` nest 64 names each (levels 65, 129, 193),
    /// `d` 7 more (200), where `name` is.
    private var keyed: String {
        func names(_ prefix: String, _ n: Int) -> String { (1...n).map { "\(prefix)\($0)" }.joined(separator: ".") }
        var rows = #"{"tag": "name", "type": "text"}"#
        for (tag, count) in [("d", 7), ("c", 64), ("b", 64), ("a", 64)] {
            rows = #"{"tag": "\#(tag)", "type": "form", "key": "\#(names(tag, count))", "sections": [{"rows": [\#(rows)]}]}"#
        }
        return #"{"sections": [{"rows": [\#(rows)]}]}"#
    }

    func testAnswersAtTheLimitAreSubmittedWhole() throws {
        let form = try Form(json: keyed, name: "deep.json")
        // `a` stands at level 2 (its first name); the object holding `name` at 200.
        var value: JSON = .object([(key: "name", value: .string("deep"))])
        let names = [("a", 64), ("b", 64), ("c", 64), ("d", 7)].flatMap { p, n in (1...n).map { "\(p)\($0)" } }
        for name in names.dropFirst().reversed() { value = .object([(key: name, value: value)]) }
        let answers = try form.submit(values: ["a1": value])
        var node = answers["a1"]
        for name in names.dropFirst() {
            guard case .object(let members)? = node else { return XCTFail("no \(name)") }
            node = members.first(where: { $0.key == name })?.value
        }
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
