import XCTest
import FormJSON
@testable import FormCore

/// Issue #27: a tree of answers is read and checked in work linear in its size. Counted, not
/// timed: how often a sub-form below is built while a tree is read.
final class AnswerTreeGrowthTests: XCTestCase {
    /// Counts the builds of the deferred sub-forms of `recursiveForm`.
    private final class Builds: @unchecked Sendable {
        var count = 0
    }

    /// A form of a `name` and a `child` row whose sub-form is this form again, built on demand.
    private static func recursiveForm(_ builds: Builds) -> Form {
        var child = Row(tag: "child", type: .form, title: "Child")
        child.subForm = SubForm(.deferred(DeferredForm {
            builds.count += 1
            return recursiveForm(builds)
        }))
        return Form(title: "Node", sections: [Section(tag: "s", title: nil, rows: [Row(tag: "name", type: .text, title: "Name"), child])])
    }

    /// `{"name":"x","child":{…}}`, `depth` objects.
    private static func tree(depth: Int) -> Value {
        var node = Value.object([Value.Member(key: "name", value: .string("x"))])
        for _ in 1..<depth {
            node = .object([Value.Member(key: "name", value: .string("x")), Value.Member(key: "child", value: node)])
        }
        return node
    }

    func testAValuesFileBuildsEachLevelOnceAndKeepsTheWholeTree() throws {
        let builds = Builds()
        let depth = 120
        let text = Self.tree(depth: depth).compactJSON
        let values = try ValuesLoader.parse(text: text, file: "v.json", form: Self.recursiveForm(builds))
        XCTAssertEqual(builds.count, depth - 1, "each sub-form below is built once to check its object")
        XCTAssertEqual(values["child"], Self.tree(depth: depth - 1))
    }

    func testAScreenOpenedFromATreeChecksItsOwnRowsOnly() throws {
        let builds = Builds()
        var form = Self.recursiveForm(builds)
        let values = try GivenValues.apply(tree: Self.tree(depth: 120), file: "tree", to: &form)
        XCTAssertEqual(builds.count, 0, "no screen below is built when this one opens")
        XCTAssertEqual(values["child"], Self.tree(depth: 119))
    }

    func testADeepMisfitInAValuesFileIsStillFoundWhereItIsWritten() throws {
        let builds = Builds()
        let text = String(repeating: #"{"child":"#, count: 30) + #"{"name": 5}"# + String(repeating: "}", count: 30)
        XCTAssertThrowsError(try ValuesLoader.parse(text: text, file: "v.json", form: Self.recursiveForm(builds))) { error in
            let error = (error as? FormFileErrors)?.first
            XCTAssertEqual(error?.location.column, 1 + 9 * 30 + 9, "\(String(describing: error))")
        }
    }
}
