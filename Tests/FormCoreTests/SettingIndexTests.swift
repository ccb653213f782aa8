import XCTest
@testable import FormCore

/// The index a setting search ranks: keys and titles before descriptions, FuzzyMatch's order,
/// the shallower setting first, and each letter typed looking only at the last matches.
final class SettingIndexTests: XCTestCase {
    private func entry(_ path: [String], title: String = "", description: String = "") -> SettingIndex.Entry {
        SettingIndex.Entry(way: path, path: path, key: path[path.count - 1], title: title, description: description)
    }

    private lazy var index = SettingIndex([
        entry(["name"], title: "Workflow name"),
        entry(["jobs", "build", "timeout-minutes"], title: "Timeout minutes", description: "The maximum number of minutes"),
        entry(["jobs", "build", "steps", "1", "timeout-minutes"], title: "Timeout minutes"),
        entry(["jobs", "build", "runs-on"], title: "Runs on", description: "The type of machine to run the job on"),
        entry(["env"], title: "Environment", description: "A map of variables"),
    ])

    func testAnEmptyQueryGivesEveryEntryInFormOrder() {
        XCTAssertEqual(index.rank(""), [0, 1, 2, 3, 4])
    }

    func testAKeyOrTitleMatchComesBeforeADescriptionMatchAndTheShallowerFirst() {
        // "timeout" is the key of 1 and 2 (1 shallower); "machine" only in 3's description.
        XCTAssertEqual(index.rank("timeout"), [1, 2])
        XCTAssertEqual(index.rank("machine"), [3])
        XCTAssertEqual(index.rank("minutes"), [1, 2], "the title's word start before the description's")
        XCTAssertEqual(index.rank("variables"), [4], "found by its description only")
    }

    func testAKeyAndATitleBothFindTheEntryCaseAndAccentsIgnored() {
        XCTAssertEqual(index.rank("RUNS-ON"), [3])
        XCTAssertEqual(index.rank("Envirönment"), [4])
        XCTAssertEqual(index.rank("wflnm"), [0], "letters in order, not side by side")
    }

    func testANarrowerQueryLooksOnlyAmongTheMatchesOfTheShorterOne() {
        let wider = index.rank("ti")
        XCTAssertEqual(index.rank("tim", among: wider), index.rank("tim"))
        XCTAssertEqual(index.rank("timeout", among: [2]), [2], "entries left out are not looked at")
        XCTAssertEqual(index.rank("timeout", among: [99]), [], "an index outside the entries is ignored")
    }

    func testThePathReadsAsSegmentsJoinedByArrows() {
        XCTAssertEqual(index.entries[1].pathText, "jobs › build › timeout-minutes")
    }

    func testTheIndexIsComparedByIdentity() {
        XCTAssertEqual(index, index)
        XCTAssertNotEqual(SettingIndex([]), SettingIndex([]))
    }
}
