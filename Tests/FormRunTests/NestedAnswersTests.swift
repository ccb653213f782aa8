import XCTest
@testable import FormRun

/// A sub-form's answer is an object and a list's an array, in the answers, in the code attached
/// to rows and in `decode`; a text that is not JSON inside a list item blocks the submit.
final class NestedAnswersTests: XCTestCase {
    let form = Form("Trip") {
        Section {
            Row.list("stops", "Stops", itemTitle: "Stop") {
                Section {
                    Row.text("city", "City")
                    Row.integer("nights", "Nights")
                }
            }
            Row.form("home", "Home") {
                Section {
                    Row.text("street", "Street")
                }
            }
        }
    }

    func testNestedAnswersAreArraysAndObjects() throws {
        let answers = try form.submit(values: ["stops": [["city": "Lima", "nights": 2], ["city": "Cusco"]], "home": ["street": "Main"]])
        guard case .array(let stops)? = answers["stops"] else { return XCTFail("\(String(describing: answers["stops"]))") }
        XCTAssertEqual(stops.count, 2)
        XCTAssertEqual(stops[0]["city"], "Lima")
        XCTAssertEqual(stops[0]["nights"], .integer(2), "a nested number is a number")
        XCTAssertEqual(answers["home"], ["street": "Main"])
    }

    func testDecodeFillsNestedStructsAndArrays() throws {
        struct Stop: Decodable, Equatable { var city: String; var nights: Int? }
        struct Home: Decodable, Equatable { var street: String }
        struct Trip: Decodable, Equatable { var stops: [Stop]; var home: Home }
        let answers = try form.submit(values: ["stops": [["city": "Lima", "nights": 2]], "home": ["street": "Main"]])
        XCTAssertEqual(try answers.decode(Trip.self), Trip(stops: [Stop(city: "Lima", nights: 2)], home: Home(street: "Main")))
    }

    /// The code on a list row sees its items as an array of objects, not JSON text.
    func testCodeOnAListSeesAnArray() throws {
        let checked = Form {
            Section {
                Row.list("stops", "Stops") {
                    Section { Row.text("city", "City") }
                }
                .validate { value, _ in
                    guard case .array(let items) = value else { return "not an array: \(value)" }
                    return items.count > 1 ? "One stop only" : nil
                }
            }
        }
        XCTAssertNoThrow(try checked.submit(values: ["stops": [["city": "Lima"]]]))
        XCTAssertThrowsError(try checked.submit(values: ["stops": [["city": "Lima"], ["city": "Cusco"]]])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.message), ["One stop only"])
        }
    }

    static let chart = #"""
    {"type": "object", "properties": {"deps": {"type": "array", "items": {"type": "object", "properties": {
      "name": {"type": "string"},
      "repository": {"anyOf": [{"type": "string", "format": "uri"}, {"type": "string", "pattern": "^@"}]}}}}}}
    """#

    /// Issue 26, bug 1: an unquoted URL typed into a list item's JSON text row is not dropped:
    /// the submit is refused and says where.
    func testATextThatIsNotJSONInAListItemBlocksTheSubmit() throws {
        let chart = try Form(json: Self.chart, name: "chart.json")
        let keys = "Enter,a,text:redis,Down,text:https://charts.bitnami.com/bitnami,Esc,Esc,C-s"
        XCTAssertThrowsError(try chart.run(keys: keys, size: TerminalSize(columns: 80, rows: 12))) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("/0/repository: Not valid JSON"), screen)
        }
        let quoted = "Enter,a,text:redis,Down,text:\"https://charts.bitnami.com/bitnami\",Esc,Esc,C-s"
        let answers = try chart.run(keys: quoted, size: TerminalSize(columns: 80, rows: 12))
        XCTAssertEqual(answers["deps"], [["name": "redis", "repository": "https://charts.bitnami.com/bitnami"]])
        XCTAssertThrowsError(try chart.submit(values: ["deps": [["name": "redis", "repository": "not a uri"]]])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.tag), ["deps"])
            XCTAssertTrue(failures[0].message.hasPrefix("/0/repository: "), failures[0].message)
        }
    }
}
