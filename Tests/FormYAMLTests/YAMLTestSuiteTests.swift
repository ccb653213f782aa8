import XCTest

/// The yaml-test-suite: the committed sample (Tests/FormYAMLTests/YAMLTestSuite) must keep its
/// pass rate; `YAML_TEST_SUITE=/path/to/yaml-test-suite-data` measures the whole suite
/// (`scripts/yaml-test-suite.sh`).
final class YAMLTestSuiteTests: XCTestCase {
    static let sampleRoot: String = {
        let file = #filePath
        return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) + "/YAMLTestSuite"
    }()

    func testSampleOfTheSuite() {
        let result = YAMLTestSuite.run(root: Self.sampleRoot)
        print("yaml-test-suite sample: \(result.summary)")
        XCTAssertGreaterThan(result.validTotal + result.errorTotal, 20)
        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(result.eventFailures, [])
    }

    func testWholeSuite() throws {
        guard let root = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] else {
            throw XCTSkip("set YAML_TEST_SUITE to a checkout of the yaml-test-suite data branch")
        }
        let result = YAMLTestSuite.run(root: root, verbose: ProcessInfo.processInfo.environment["YAML_TEST_VERBOSE"] != nil)
        for failure in result.failures { print("FAIL \(failure)") }
        for failure in result.eventFailures { print("EVENTS \(failure)") }
        print("yaml-test-suite: \(result.summary)")
    }
}
