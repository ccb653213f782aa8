import FormJSON
import FormYAML
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

/// Every `.yml`/`.yaml` file under `YAML_FILES` (e.g. SchemaStore's src/test): how many are read,
/// and each that is not, with why. Where `YAML_JSON_TWINS` names a folder of `NAME.yaml.json`
/// conversions (Tests/Schemas/*/valid), the values are compared too.
final class YAMLFilesTests: XCTestCase {
    func testEveryYAMLFileUnderAFolder() throws {
        guard let root = ProcessInfo.processInfo.environment["YAML_FILES"] else {
            throw XCTSkip("set YAML_FILES to a folder of YAML files")
        }
        var read = 0
        var failed: [String] = []
        func walk(_ path: String) {
            guard let names = try? listDirectory(path) else { return }
            for name in names.sorted() {
                let full = path + "/" + name
                if name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
                    guard let bytes = readBytes(full) else { continue }
                    do {
                        let stream = try YAMLReader.stream(bytes: bytes)
                        for document in stream.documents { _ = try document.root.json() }
                        read += 1
                    } catch {
                        failed.append("\(full.dropFirst(root.count + 1)): \(error)")
                    }
                } else if !name.hasSuffix(".json") {
                    walk(full)
                }
            }
        }
        walk(root)
        for failure in failed { print("FAIL \(failure)") }
        print("YAML files read: \(read)/\(read + failed.count)")
    }

    /// Tests/Schemas's YAML configs (converted to JSON when the sample was made) against what
    /// FormYAML reads from the originals in a SchemaStore checkout (`SCHEMASTORE`).
    func testSchemaStoreYAMLConfigsReadAsTheirJSONConversions() throws {
        guard let checkout = ProcessInfo.processInfo.environment["SCHEMASTORE"] else {
            throw XCTSkip("set SCHEMASTORE to a checkout of SchemaStore")
        }
        let file = #filePath
        let schemas = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) + "/../Schemas"
        var compared = 0
        for name in try listDirectory(schemas).sorted() {
            for (folder, source) in [("valid", "test"), ("invalid", "negative_test")] {
                for converted in (try? listDirectory("\(schemas)/\(name)/\(folder)"))?.sorted() ?? []
                where converted.hasSuffix(".yaml.json") || converted.hasSuffix(".yml.json") {
                    let original = "\(checkout)/src/\(source)/\(name)/\(converted.dropLast(5))"
                    guard let yaml = readBytes(original), let json = readBytes("\(schemas)/\(name)/\(folder)/\(converted)") else { continue }
                    let expected = try JSONReader.parse(bytes: json)
                    let got = try XCTUnwrap(YAMLReader.stream(bytes: yaml).document(0)).root.json()
                    XCTAssertTrue(YAMLTestSuite.same(got, expected), original)
                    compared += 1
                }
            }
        }
        print("SchemaStore YAML configs equal to their JSON conversions: \(compared)")
        XCTAssertGreaterThan(compared, 10)
    }
}
