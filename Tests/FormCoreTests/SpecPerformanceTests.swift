import XCTest
@testable import FormCore
@testable import FormJSON
import FormSchema

/// A 10,000-row form reads quickly, even in a debug build.
final class SpecPerformanceTests: XCTestCase {
    static func bigForm(rows: Int) -> String {
        var text = "{\"title\": \"Big — 大きい 🙂\", \"sections\": [\n"
        for s in 0..<(rows / 100) {
            text += "  {\"tag\": \"s\(s)\", \"title\": \"Section \(s)\", \"rows\": [\n"
            for r in 0..<100 {
                let n = s * 100 + r
                let comma = r == 99 ? "" : ","
                switch n % 3 {
                case 0:
                    text += "    {\"tag\": \"r\(n)\", \"type\": \"text\", \"title\": \"Row \(n) 名前\", \"placeholder\": \"type here\", \"required\": \"$r\((n + 1) % rows) != ''\", \"validators\": [{\"type\": \"length\", \"max\": 20}]}\(comma)\n"
                case 1:
                    text += "    {\"tag\": \"r\(n)\", \"type\": \"integer\", \"value\": \(n), \"min\": -1e3, \"max\": 1e9, \"key\": \"g\(s).v\(n)\"}\(comma)\n"
                default:
                    text += "    {\"tag\": \"r\(n)\", \"type\": \"switch\", \"value\": true, \"hidden\": false}\(comma)\n"
                }
            }
            text += "  ]}\(s == rows / 100 - 1 ? "" : ",")\n"
        }
        return text + "]}\n"
    }

    func testTenThousandRows() throws {
        let text = Self.bigForm(rows: 10_000)
        let start = Date()
        let form = try FormLoader.parse(text: text, file: "big.json")
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(form.allRows.count, 10_000)
        XCTAssertEqual(form.row("r9999")?.location, SourceLocation(line: 10_200, column: 5))
        XCTAssertEqual(form.row("r4")?.value, .number(4))
        XCTAssertLessThan(elapsed, 5, "reading a 10,000-row form took \(elapsed) s")
    }

    func testTenThousandRowsOnOneLine() throws {
        // Minified, with CJK on the line: columns are counted incrementally, not from the line start.
        let text = Self.bigForm(rows: 10_000).replacingOccurrences(of: "\n", with: "")
        let start = Date()
        let form = try FormLoader.parse(text: text, file: "big.json")
        let elapsed = Date().timeIntervalSince(start)
        let last = try XCTUnwrap(form.row("r9999")?.location)
        XCTAssertEqual(last.line, 1)
        let prefix = text[..<text.range(of: "{\"tag\": \"r9999\"")!.lowerBound]
        XCTAssertEqual(last.column, prefix.count + 1)
        XCTAssertLessThan(elapsed, 5, "reading a minified 10,000-row form took \(elapsed) s")
    }
}
