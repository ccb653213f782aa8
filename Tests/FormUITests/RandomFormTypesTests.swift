import XCTest
import FormCore
import FormDiff
import FormTestSupport

/// The random forms of the property tests draw from every row type (`RowType.allCases`), each
/// with a value its type reads, so a new type is exercised by them without a list to update.
final class RandomFormTypesTests: XCTestCase {
    func testRandomFormsLoadAndHoldEveryType() throws {
        var random = SplitMix64(seed: 0x715_1B1E)
        var seen: Set<RowType> = []
        for form in 0..<60 {
            let text = RandomForm.text(&random)
            let parsed = try FormLoader.parse(text: text, file: "random-\(form).json")
            for section in parsed.sections { for row in section.rows { seen.insert(row.type) } }
        }
        XCTAssertEqual(RowType.allCases.filter { !seen.contains($0) }, [], "types no random form drew")
    }
}
