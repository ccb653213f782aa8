import XCTest
@testable import FormCore

final class ConditionStateTests: XCTestCase {
    private var values: [String: Value] = [:]

    private func makeState(_ form: Form) throws -> ConditionState {
        let program = try ConditionProgram(form: form)
        return ConditionState(program: program, evaluator: .fixed(today: "2024-05-01")) { [values] in values[$0] ?? .null }
    }

    private func change(_ state: inout ConditionState, _ tag: String, to value: Value) -> Set<String> {
        values[tag] = value
        let current = values
        return state.update(changedTag: tag) { current[$0] ?? .null }
    }

    func testEffectiveStatePriorities() throws {
        var form = Form(sections: [
            section("s", hidden: expr("$lock == 'hide'"), disabled: expr("$lock == 'section'"), [
                row("a", disabled: expr("$lock == 'row'"), required: expr("$lock != null")),
            ]),
            section("t", [row("lock")]),
        ])
        form.disabled = expr("$lock == 'form'")
        values = ["lock": .string("row")]
        var state = try makeState(form)
        XCTAssertTrue(state.isDisabled("a"))
        XCTAssertFalse(state.isSectionDisabled("s"))
        XCTAssertTrue(state.isRequired("a"))
        XCTAssertFalse(state.isHidden("a"))

        XCTAssertEqual(change(&state, "lock", to: .string("section")), ["a", "s"])
        XCTAssertTrue(state.isDisabled("a"))
        XCTAssertTrue(state.isSectionDisabled("s"))
        XCTAssertFalse(state.condition(.row("a"), .disabled))

        XCTAssertEqual(change(&state, "lock", to: .string("form")), ["", "s"])
        XCTAssertTrue(state.isFormDisabled)
        XCTAssertTrue(state.isDisabled("a"))
        XCTAssertTrue(state.isSectionDisabled("s"))
        XCTAssertTrue(state.isDisabled("lock"))

        XCTAssertEqual(change(&state, "lock", to: .string("hide")), ["", "s"])
        XCTAssertTrue(state.isHidden("a"))
        XCTAssertFalse(state.condition(.row("a"), .hidden))
        XCTAssertFalse(state.isDisabled("a"))
        XCTAssertFalse(state.isHidden("lock"))
    }

    func testHiddenRowsReadAsNull() throws {
        let form = Form(sections: [section("s", [
            row("show"),
            row("name", hidden: expr("!$show")),
            row("greet", hidden: expr("empty($name)")),
        ])])
        values = ["show": .bool(false), "name": .string("Ada")]
        var state = try makeState(form)
        XCTAssertTrue(state.isHidden("name"))
        XCTAssertEqual(state.value(of: "name") { values[$0] ?? .null }, .null)
        XCTAssertTrue(state.isHidden("greet"), "name is hidden, so it reads as null, so greet hides")

        XCTAssertEqual(change(&state, "show", to: .bool(true)), ["name", "greet"])
        XCTAssertEqual(state.value(of: "name") { values[$0] ?? .null }, .string("Ada"))
        XCTAssertFalse(state.isHidden("greet"))
    }

    func testOnlyDependentsAreReEvaluated() throws {
        let form = Form(sections: [section("s", [
            row("a"), row("b"), row("c"),
            row("x", hidden: expr("$a == 1")),
            row("y", disabled: expr("$b == 1")),
            row("z", required: expr("$b > 5 || $c > 5")),
        ])])
        var state = try makeState(form)
        XCTAssertEqual(state.evaluations, 3)

        XCTAssertEqual(change(&state, "a", to: .number(1)), ["x"])
        XCTAssertEqual(state.evaluations, 4)
        XCTAssertTrue(state.isHidden("x"))

        XCTAssertEqual(change(&state, "b", to: .number(2)), [])
        XCTAssertEqual(state.evaluations, 6, "y and z read b")

        XCTAssertEqual(change(&state, "c", to: .number(9)), ["z"])
        XCTAssertEqual(state.evaluations, 7)
        XCTAssertTrue(state.isRequired("z"))

        XCTAssertEqual(change(&state, "x", to: .number(9)), [])
        XCTAssertEqual(state.evaluations, 7, "nothing reads x")
    }

    func testAHiddenRowsChangeCostsNothing() throws {
        let form = Form(sections: [section("s", [
            row("a", hidden: expr("true")), row("b", hidden: expr("$a == 1")),
        ])])
        var state = try makeState(form)
        let before = state.evaluations
        XCTAssertEqual(change(&state, "a", to: .number(1)), [])
        XCTAssertEqual(state.evaluations, before)
        XCTAssertFalse(state.isHidden("b"))
    }

    func testAChainPropagates() throws {
        let form = Form(sections: [section("s", [
            row("a"),
            row("b", hidden: expr("!$a")),
            row("c", hidden: expr("!$b")),
            row("d", disabled: expr("empty($c)")),
            row("other", hidden: expr("$unrelated == 1")),
            row("unrelated"),
        ])])
        values = ["a": .bool(true), "b": .bool(true), "c": .string("x")]
        var state = try makeState(form)
        XCTAssertFalse(state.isHidden("c"))
        XCTAssertFalse(state.isDisabled("d"))
        let before = state.evaluations

        XCTAssertEqual(change(&state, "a", to: .bool(false)), ["b", "c", "d"])
        XCTAssertTrue(state.isHidden("b"))
        XCTAssertTrue(state.isHidden("c"))
        XCTAssertTrue(state.isDisabled("d"))
        XCTAssertEqual(state.evaluations - before, 3, "other is not re-evaluated")

        XCTAssertEqual(change(&state, "a", to: .bool(true)), ["b", "c", "d"])
        XCTAssertFalse(state.isDisabled("d"))
    }

    func testASectionHidingPropagatesToReadersOfItsRows() throws {
        let form = Form(sections: [
            section("gate", [row("open")]),
            section("inner", hidden: expr("!$open"), [row("name")]),
            section("after", [row("hello", hidden: expr("empty($name)"))]),
        ])
        values = ["open": .bool(true), "name": .string("Ada")]
        var state = try makeState(form)
        XCTAssertFalse(state.isHidden("hello"))

        XCTAssertEqual(change(&state, "open", to: .bool(false)), ["inner", "hello"])
        XCTAssertTrue(state.isHidden("name"))
        XCTAssertTrue(state.isSectionHidden("inner"))
        XCTAssertTrue(state.isHidden("hello"))
    }

    func testTodayIsInjected() throws {
        let form = Form(sections: [section("s", [row("birthday"), row("late", hidden: expr("$birthday <= today()"))])])
        values = ["birthday": .string("2024-05-02")]
        var state = try makeState(form)
        XCTAssertFalse(state.isHidden("late"))
        XCTAssertEqual(change(&state, "birthday", to: .string("2024-05-01")), ["late"])
    }

    /// After any sequence of changes the incremental state equals a fresh evaluation (rows of hidden
    /// sections aside, whose conditions wait until their section shows).
    func testIncrementalUpdatesAgreeWithAFullEvaluation() throws {
        continueAfterFailure = false
        var form = Form(sections: [
            section("s0", [row("g", disabled: expr("$e == 2"))]),
            section("s1", hidden: expr("$g == 2"), disabled: expr("$a == 1"), [
                row("a"),
                row("b", hidden: expr("$a == 1")),
                row("c", hidden: expr("$b != 2 && $a != 2"), required: expr("$d == 1")),
            ]),
            section("s2", hidden: expr("$c == 0"), [
                row("d", hidden: expr("$b == 0 || $a == 0"), disabled: expr("$c == 1")),
                row("e", required: expr("$d in [1, 2]")),
            ]),
        ])
        form.disabled = expr("$e == 1 && $a == 2")
        let tags = ["a", "b", "c", "d", "e", "g"]
        let sectionOf = ["g": "s0", "a": "s1", "b": "s1", "c": "s1", "d": "s2", "e": "s2"]
        let owners: [ConditionOwner] = [.form, .section("s0"), .section("s1"), .section("s2")] + tags.map { .row($0) }
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        values = Dictionary(uniqueKeysWithValues: tags.map { ($0, Value.number(Double(next(3)))) })
        var state = try makeState(form)
        for step in 0..<500 {
            _ = change(&state, tags[next(tags.count)], to: .number(Double(next(3))))
            let fresh = try makeState(form)
            for owner in owners {
                // A row's own conditions wait while its section is hidden (nothing can see them);
                // they must be right again as soon as it shows.
                if case .row(let tag) = owner, let section = sectionOf[tag], fresh.isSectionHidden(section) { continue }
                for kind in ConditionKind.allCases {
                    XCTAssertEqual(state.condition(owner, kind), fresh.condition(owner, kind), "step \(step): \(owner).\(kind)")
                }
            }
        }
    }
}
