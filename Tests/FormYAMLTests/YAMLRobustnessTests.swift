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
}
