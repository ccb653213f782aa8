import XCTest
import FormJSON
import FormSchema

final class SchemaChoiceTests: XCTestCase {
    func testFileMatchGlobsMatchAsEditorsDo() {
        XCTAssertTrue(FileMatchGlob("tsconfig*.json").matches("/x/y/tsconfig.build.json"))
        XCTAssertFalse(FileMatchGlob("tsconfig*.json").matches("/x/y/jsconfig.json"))
        XCTAssertTrue(FileMatchGlob(".github/workflows/*.yml").matches("repo/.github/workflows/ci.yml"))
        XCTAssertTrue(FileMatchGlob("**/.github/workflows/*.yml").matches(".github/workflows/ci.yml"))
        XCTAssertFalse(FileMatchGlob(".github/workflows/*.yml").matches("repo/workflows/ci.yml"))
        XCTAssertTrue(FileMatchGlob("*.{yml,yaml}").matches("a/b.yaml"))
        XCTAssertTrue(FileMatchGlob("**/package.json").matches("package.json"))
        XCTAssertFalse(FileMatchGlob("*.json").matches("a/b.jsonc"))
    }
}

final class SchemaChoiceFindTests: XCTestCase {
    private func json(_ text: String) throws -> JSONNode { try JSONReader.parse(text) }

    func testTheOptionWinsThenTheMemberThenTheCatalog() throws {
        let root = try json(#"{"$schema": "schemas/app.json#"}"#)
        XCTAssertEqual(try SchemaChoice.find(file: "conf/app.json", root: root, option: "s.json", directory: nil),
                       SchemaChoice(path: "s.json", reason: .option))
        XCTAssertEqual(try SchemaChoice.find(file: "conf/app.json", root: root, option: nil, directory: nil),
                       SchemaChoice(path: "conf/schemas/app.json", reason: .member("schemas/app.json#")))
        XCTAssertEqual(try SchemaChoice.find(file: "app.json", root: try json(#"{"$schema": "/abs/s.json"}"#), option: nil, directory: nil).path,
                       "/abs/s.json")
    }

    func testAURLWithoutAFolderOrAFileWithoutSchemaSaysWhatToGive() throws {
        XCTAssertThrowsError(try SchemaChoice.find(file: "a.json", root: try json(#"{"$schema": "https://x.org/s.json"}"#),
                                                   option: nil, directory: nil)) { error in
            XCTAssertTrue("\(error)".contains("give --schema FILE, or --schema-dir DIR"), "\(error)")
        }
        XCTAssertThrowsError(try SchemaChoice.find(file: "a.json", root: try json("{}"), option: nil, directory: nil)) { error in
            XCTAssertTrue("\(error)".contains("names no $schema"), "\(error)")
        }
    }
}
