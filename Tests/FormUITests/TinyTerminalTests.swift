import XCTest
import FormCore
@testable import FormUI

/// Layout never crashes nor draws past the edge, however small the terminal.
final class TinyTerminalTests: XCTestCase {
    func testEveryFormLaysOutInTinyTerminals() throws {
        let forms = GoldenScreenTests.forms
        for name in ["signup.json", "cjk.json", "text-types.json", "conditions.json"] {
            var state = FormState(form: try FormLoader.load(path: forms.appendingPathComponent(name).path))
            FormFixtures.type("漢字 and a long text that does not fit", into: &state)
            for rows in 1...8 {
                for cols in 1...30 {
                    let result = Layout.frame(for: state, rows: rows, cols: cols)
                    XCTAssertEqual(result.frame.lines.count, result.frame.rows, "\(name) \(rows)x\(cols)")
                    for line in result.frame.lines {
                        XCTAssertLessThanOrEqual(DisplayWidth.of(line.text), result.frame.cols, "\(name) \(rows)x\(cols): \(line.text)")
                    }
                    if let cursor = result.frame.cursor {
                        XCTAssertLessThan(cursor.column, result.frame.cols)
                        XCTAssertLessThan(cursor.row, result.frame.rows)
                    }
                }
            }
        }
    }
}
