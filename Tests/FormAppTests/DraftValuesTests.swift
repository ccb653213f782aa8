import XCTest
import FormApp
import FormCore
import FormUI

/// `DraftValues`: what a draft keeps of a state, for `formrun`'s journal and the library's drafts.
final class DraftValuesTests: XCTestCase {
    func testKeepsWhatDiffersFromTheStartButNeverAPasswordOrADeletedRow() throws {
        let form = try FormLoader.parse(text: """
            {"sections": [{"rows": [
              {"tag": "name", "type": "text", "title": "Name", "value": "Ada"},
              {"tag": "pw", "type": "password", "title": "Password"},
              {"tag": "city", "type": "text", "title": "City"}]}]}
            """, file: "f.json")
        let start = FormState(form: form, today: "2026-01-01")
        var kept = DraftValues(baseline: start.startValues)
        XCTAssertFalse(kept.note(start, tags: ["name", "pw", "city"]), "nothing differs at the start")
        let changed = FormState(form: form, prefill: ["name": .string("Grace"), "pw": .string("secret"), "city": .string("Lima")],
                                today: "2026-01-01")
        XCTAssertTrue(kept.note(changed, tags: ["name", "pw", "city"], deleted: ["city"]))
        XCTAssertEqual(kept.values, ["name": .string("Grace")])
        XCTAssertTrue(kept.note(start, tags: ["name"]), "back to the start value: dropped")
        XCTAssertEqual(kept.values, [:])
    }
}
