import XCTest
@testable import FormCore
import FormJSON
import FormSchema
@testable import FormUI

/// Issue 27, depth: each level of a deep tree of answers costs its own members. A sub-form row's
/// schema check leaves out what passed on the screen below (`PassedBelow`), the check across
/// properties builds its level with stand-ins, a screen opened from the tree reads its own
/// members, not the tree below them: the JSON given to a schema check, and read when a screen
/// opens, is as large at depth 200 as at depth 20 — and what is told is the same.
final class LevelWorkTests: XCTestCase {
    static let recursive = ##"{"type": "object", "properties": {"name": {"type": "string", "maxLength": 3}, "child": {"$ref": "#"}}, "dependentRequired": {"child": ["name"]}}"##

    /// Counts the nodes of every instance given to a schema check, and checks it as `wrapped` does.
    final class Counting: InstanceValidator, @unchecked Sendable {
        let wrapped: any InstanceValidator
        var nodes = 0
        init(_ wrapped: any InstanceValidator) { self.wrapped = wrapped }
        var root: JSONNode { wrapped.root }

        func failures(of instance: JSONNode, against schema: JSONNode) -> [SchemaFailure] {
            nodes += Self.count(instance)
            return wrapped.failures(of: instance, against: schema)
        }
        func failures(of instance: JSONNode, against schema: JSONNode, checkedBelow: [String: SourceLocation]) -> [SchemaFailure] {
            nodes += Self.count(instance)
            return wrapped.failures(of: instance, against: schema, checkedBelow: checkedBelow)
        }
        func failures(of instance: JSONNode, against schema: JSONNode, checkedBelow: [String: SourceLocation],
                      standIns: Set<String>) -> [SchemaFailure]? {
            nodes += Self.count(instance)
            return wrapped.failures(of: instance, against: schema, checkedBelow: checkedBelow, standIns: standIns)
        }
        static func count(_ node: JSONNode) -> Int {
            1 + (node.members?.reduce(0) { $0 + count($1.value) } ?? 0) + (node.elements?.reduce(0) { $0 + count($1) } ?? 0)
        }
    }

    private func form() throws -> FormCore.Form {
        try FormLoader.read(text: Self.recursive, file: "s.json").form
    }

    /// `depth` nested objects, the innermost's name `inner`.
    private func tree(_ depth: Int, inner: String = "x") -> Value {
        var value = Value.object([.init(key: "name", value: .string(inner))])
        for _ in 1..<depth { value = .object([.init(key: "name", value: .string("x")), .init(key: "child", value: value)]) }
        return value
    }

    /// The nodes the `child` row's schema check builds for a value `depth` levels deep, the
    /// screen below having passed (or not, `passed` false), and its failure.
    private func rowCheck(_ depth: Int, passed: Bool, inner: String = "x") throws -> (Int, RuleFailure?) {
        let form = try form()
        var row = try XCTUnwrap(form.allRows.first { $0.tag == "child" })
        let counting = try XCTUnwrap(row.validators.lazy.compactMap { spec -> Counting? in
            if case .schema(let rule) = spec.kind { return Counting(rule.validator) } else { return nil }
        }.first)
        row.validators = row.validators.map { spec in
            var spec = spec
            if case .schema(let rule) = spec.kind { spec.kind = .schema(SchemaRule(schema: rule.schema, validator: counting)) }
            return spec
        }
        let value = tree(depth, inner: inner)
        var context = ValidationContext(form: form, value: { _ in .null })
        if passed, let below = value.members?.first(where: { $0.key == "child" })?.value {
            var passedBelow = PassedBelow()
            passedBelow.add(row, at: ["child"], value: below)
            context.passedBelow = passedBelow.matching(value)
        }
        let failure = RuleChecker.failure(of: row, value: value, required: false, context: context)
        return (counting.nodes, failure)
    }

    func testASubFormRowsSchemaCheckBuildsAsMuchAtDepth200AsAt20() throws {
        let (at20, _) = try rowCheck(20, passed: true)
        let (at200, failure) = try rowCheck(200, passed: true)
        XCTAssertNil(failure)
        XCTAssertEqual(at20, at200, "the row's own level, the screen below having passed")
        let (whole, _) = try rowCheck(200, passed: false)
        XCTAssertGreaterThan(whole, 100 * at200, "without the screen below, the whole tree is checked")
    }

    func testWhatPassedBelowIsLeftOutOnlyWhileItIsTheSameValue() throws {
        let form = try form()
        let row = try XCTUnwrap(form.allRows.first { $0.tag == "child" })
        var passed = PassedBelow()
        passed.add(row, at: ["child"], value: tree(5))
        XCTAssertEqual(passed.matching(.object([.init(key: "child", value: tree(5))])).nesting, ["/child"])
        XCTAssertTrue(passed.matching(.object([.init(key: "child", value: tree(5, inner: "toolong"))])).isEmpty,
                      "a member that changed is checked again")
    }

    func testTheNestingAndJSONTextWalksLeaveOutWhatPassedBelow() throws {
        // Deeper than the limit below `child`, and a text that is not JSON there: found unless
        // the member is one that passed on its own rows (then it is not walked at all).
        var deep = Value.unparsed("{")
        for _ in 0..<(NestingLimit.depth + 5) { deep = .object([.init(key: "child", value: deep)]) }
        let value = Value.object([.init(key: "name", value: .string("x")), .init(key: "child", value: deep)])
        XCTAssertNotNil(value.pastNestingLimit(at: 1))
        XCTAssertNil(value.pastNestingLimit(at: 1, skipping: ["/child"]))
        XCTAssertNotNil(value.firstUnparsed)
        XCTAssertNil(value.firstUnparsed(skipping: ["/child"]))
        XCTAssertEqual(value.firstUnparsed(skipping: ["/name"])?.path, String(repeating: "/child", count: NestingLimit.depth + 6))
    }

    func testTheCheckAcrossPropertiesBuildsAsMuchAtDepth200AsAt20() throws {
        func instanceCheck(_ depth: Int) throws -> (Int, [(tag: String, message: String)]) {
            var form = try form()
            let rule = try XCTUnwrap(form.instance?.schema)
            let counting = Counting(rule.validator)
            form.instance?.schema = SchemaRule(schema: rule.schema, validator: counting)
            let prefill = try GivenValues.apply(tree: tree(depth), file: "v", to: &form)
            let state = FormState(form: form, prefill: prefill)
            let rows = form.allRows.filter(\.type.carriesValue)
            let found = InstanceCheck.failures(form: state.form, entries: state.outputEntries, rows: rows, rowsPassed: true)
            return (counting.nodes, found)
        }
        let (at20, found20) = try instanceCheck(20)
        let (at200, found200) = try instanceCheck(200)
        XCTAssertTrue(found20.isEmpty && found200.isEmpty)
        XCTAssertEqual(at20, at200, "the level's own members, each checked sub-form an empty stand-in")
    }

    func testAScreenOpenedFromTheTreeReadsItsOwnLevelAndWritesTheTreeBack() throws {
        for depth in [20, 200] {
            var form = try form()
            let given = tree(depth)
            let values = try GivenValues.apply(tree: given, file: "v", to: &form)
            let root = try XCTUnwrap(form.instance?.given?.root)
            XCTAssertEqual(Counting.count(root), 3, "the level's object, its name and the child's stand-in")
            XCTAssertEqual(values["child"], given.members?.first { $0.key == "child" }?.value, "the child's value whole")
            let state = FormState(form: form, prefill: values)
            XCTAssertEqual(OutputWriter.json(state.outputEntries, compact: true), given.compactJSON + "\n",
                           "an untouched screen writes what it was given")
        }
    }

    func testASubmitTellsAFailureDeepInsideAsBefore() throws {
        var form = try form()
        let prefill = try GivenValues.apply(tree: .object([.init(key: "name", value: .string("x")), .init(key: "child", value: tree(60, inner: "toolong"))]),
                                            file: "v", to: &form)
        var state = FormState(form: form, prefill: prefill)
        let failures = Submission.failures(&state, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.map(\.failure.path), [String(repeating: "/child", count: 60) + "/name"])
        XCTAssertEqual(failures.first?.failure.message, "At most 3 characters")
    }
}
