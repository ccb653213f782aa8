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
