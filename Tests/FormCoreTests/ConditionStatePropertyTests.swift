import XCTest
@testable import FormCore
@testable import FormJSON

/// Random forms whose sections and rows hide, disable and require one another, random changes:
/// after every change the incremental state agrees with a fresh evaluation wherever it can be
/// seen (rows of hidden sections are evaluated when their section shows), and it reports every
/// owner whose condition changed.
final class ConditionStatePropertyTests: XCTestCase {
    private struct Generator {
        var seed: UInt64
        mutating func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
    }

    private static let sectionCount = 5, rowsPerSection = 4
    private static var rowCount: Int { sectionCount * rowsPerSection }

    private func randomForm(_ g: inout Generator) -> Form {
        func tag() -> String { "r\(g.next(Self.rowCount))" }
        func maybe(_ percent: Int, _ text: @autoclosure () -> String) -> Condition {
            g.next(100) < percent ? .expression(text(), SourceLocation(line: 1, column: 1)) : .never
        }
        var sections: [Section] = []
        for s in 0..<Self.sectionCount {
            var rows: [Row] = []
            for r in 0..<Self.rowsPerSection {
                var row = Row(tag: "r\(s * Self.rowsPerSection + r)", type: .text)
                row.hidden = maybe(30, "$\(tag()) != \(g.next(3))")
                row.disabled = maybe(30, "$\(tag()) == \(g.next(3)) || $\(tag()) == \(g.next(3))")
                row.required = maybe(20, "$\(tag()) == \(g.next(3))")
                rows.append(row)
            }
            var section = Section(tag: "s\(s)", rows: rows)
            section.hidden = maybe(50, "$\(tag()) == \(g.next(3))")
            section.disabled = maybe(20, "$\(tag()) == 1")
            sections.append(section)
        }
        var form = Form(sections: sections)
        form.disabled = maybe(20, "$\(tag()) == 2 && $\(tag()) == 2")
        return form
    }

    func testIncrementalStateAgreesWithAFreshOneOnRandomForms() throws {
        continueAfterFailure = false
        var checkedForms = 0
        for seed in UInt64(1)...150 {
            var g = Generator(seed: seed)
            let form = randomForm(&g)
            guard let program = try? ConditionProgram(form: form) else { continue }   // a visibility cycle
            checkedForms += 1
            let tags = (0..<Self.rowCount).map { "r\($0)" }
            var values = Dictionary(uniqueKeysWithValues: tags.map { ($0, Value.number(Double(g.next(3)))) })
            var state = ConditionState(program: program) { [values] in values[$0] ?? .null }
            let owners: [ConditionOwner] = [.form] + (0..<Self.sectionCount).map { .section("s\($0)") } + tags.map { .row($0) }
            func sectionOf(_ tag: String) -> String { "s\((Int(tag.dropFirst()) ?? 0) / Self.rowsPerSection)" }
            func seen(_ owner: ConditionOwner, in state: ConditionState) -> Bool {
                if case .row(let tag) = owner { return !state.isSectionHidden(sectionOf(tag)) }
                return true
            }
            for step in 0..<150 {
                let before = state
                let tag = tags[g.next(tags.count)]
                values[tag] = .number(Double(g.next(3)))
                let current = values
                let changed = state.update(changedTag: tag) { current[$0] ?? .null }
                let fresh = ConditionState(program: program) { current[$0] ?? .null }
                for owner in owners where seen(owner, in: fresh) {
                    XCTAssertEqual(state.isSectionHidden(sectionOf(owner.tag)), fresh.isSectionHidden(sectionOf(owner.tag)))
                    for kind in ConditionKind.allCases {
                        let now = state.condition(owner, kind)
                        XCTAssertEqual(now, fresh.condition(owner, kind), "seed \(seed) step \(step) (\(tag) changed): \(owner).\(kind)")
                        if seen(owner, in: before), before.condition(owner, kind) != now {
                            XCTAssertTrue(changed.contains(owner.tag), "seed \(seed) step \(step): \(owner).\(kind) changed unreported")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checkedForms, 40, "most random forms have no visibility cycle")
    }
}
