import FormYAML
import XCTest

/// Broken YAML is refused, never a trap: every sample case of the suite cut at every byte, and with
/// every byte replaced by one of the characters YAML gives meaning to.
final class YAMLRobustnessTests: XCTestCase {
    func testCutAndMutatedTextsAreReadOrRefused() {
        let root = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] ?? YAMLTestSuiteTests.sampleRoot
        let specials = Array(" \t\n-?:,[]{}#&*!|>'\"%@`\\.".utf8)
        var texts = 0
        for folder in YAMLTestSuite.cases(in: root) {
            guard let bytes = readBytes(folder + "/in.yaml") else { continue }
            for cut in 0..<bytes.count {
                _ = try? YAMLReader.stream(bytes: Array(bytes[..<cut]))
                var mutated = bytes
                mutated[cut] = specials[cut % specials.count]
                if let stream = try? YAMLReader.stream(bytes: mutated) {
                    for document in stream.documents { _ = try? document.root.json() }
                }
                texts += 2
            }
        }
        XCTAssertGreaterThan(texts, 1000)
    }

    /// More mutations of every case under `YAML_TEST_SUITE` (each byte deleted, each special
    /// character inserted everywhere): a longer run than `make test`'s, for a change to the scanner.
    func testEveryDeletionAndInsertionOfTheWholeSuite() throws {
        guard ProcessInfo.processInfo.environment["YAML_FUZZ"] != nil,
              let root = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] else {
            throw XCTSkip("set YAML_FUZZ=1 and YAML_TEST_SUITE")
        }
        let specials = Array(" \t\n-?:,[]{}#&*!|>'\"%.\\".utf8)
        for folder in YAMLTestSuite.cases(in: root) {
            guard let bytes = readBytes(folder + "/in.yaml") else { continue }
            for i in 0..<bytes.count {
                var deleted = bytes
                deleted.remove(at: i)
                _ = try? YAMLReader.stream(bytes: deleted)
                for special in specials {
                    var inserted = bytes
                    inserted.insert(special, at: i)
                    if let stream = try? YAMLReader.stream(bytes: inserted) {
                        for document in stream.documents { _ = try? document.root.json() }
                    }
                }
            }
        }
    }
}
