#if canImport(Glibc)
import Glibc
#endif
import FormJSON
import FormYAML

/// Runs the cases of the public yaml-test-suite (its `data` branch: one folder per case, `in.yaml`,
/// `in.json` when the YAML has a JSON equivalent, `error` when it is invalid).
enum YAMLTestSuite {
    struct Result {
        var validPassed = 0, validTotal = 0
        var errorPassed = 0, errorTotal = 0
        /// Valid cases whose value was compared with their in.json.
        var comparedWithJSON = 0
        /// Valid cases whose events equal their test.event (structure, styles, anchors, tags).
        var eventsEqual = 0
        var failures: [String] = []
        var eventFailures: [String] = []

        var summary: String {
            "valid \(validPassed)/\(validTotal) (\(percent(validPassed, validTotal)), \(comparedWithJSON) equal to their in.json), events equal \(eventsEqual)/\(validTotal) (\(percent(eventsEqual, validTotal))), errors refused \(errorPassed)/\(errorTotal) (\(percent(errorPassed, errorTotal)))"
        }

        func percent(_ a: Int, _ b: Int) -> String {
            b == 0 ? "-" : String(Double(a * 1000 / b) / 10) + " %"
        }
    }

    /// Every case folder under `root` (a folder holding `in.yaml`; numbered sub-cases included).
    static func cases(in root: String) -> [String] {
        var found: [String] = []
        func walk(_ path: String) {
            guard let names = try? listDirectory(path) else { return }
            if names.contains("in.yaml") { found.append(path) }
            for name in names.sorted() where !name.hasPrefix(".") && !name.contains(".") && name != "name" && name != "tags" {
                walk(path + "/" + name)
            }
        }
        walk(root)
        return found
    }

    static func run(root: String, verbose: Bool = false) -> Result {
        var result = Result()
        for folder in cases(in: root) {
            guard let yaml = readBytes(folder + "/in.yaml") else { continue }
            let name = String(folder.dropFirst(root.count + 1))
            if verbose { _ = "case \(name)\n".withCString { write(2, $0, strlen($0)) } }
            if fileExists(folder + "/error") {
                result.errorTotal += 1
                if (try? YAMLReader.stream(bytes: yaml)) == nil {
                    result.errorPassed += 1
                } else {
                    result.failures.append("\(name): accepted an invalid text")
                }
                continue
            }
            result.validTotal += 1
            let stream: YAMLStream
            do {
                stream = try YAMLReader.stream(bytes: yaml)
            } catch {
                result.failures.append("\(name): \(error)")
                continue
            }
            if let events = readBytes(folder + "/test.event") {
                let expected = String(decoding: events, as: UTF8.self).split(separator: "\n").map(String.init)
                let got = YAMLTestEvents.events(of: stream)
                if got == expected {
                    result.eventsEqual += 1
                } else {
                    result.eventFailures.append("\(name): events differ: " + zip(got, expected).first(where: { $0 != $1 }).map { "\($0) vs \($1)" }.debugDescription)
                }
            }
            guard let jsonBytes = readBytes(folder + "/in.json") else {
                result.validPassed += 1
                continue
            }
            guard let expected = splitJSON(jsonBytes) else {
                result.failures.append("\(name): in.json unreadable")
                continue
            }
            do {
                let got = try stream.documents.map { d throws(YAMLError) in try d.root.json() }
                if got.count == expected.count && zip(got, expected).allSatisfy({ same($0, $1) }) {
                    result.validPassed += 1
                    result.comparedWithJSON += 1
                } else {
                    result.failures.append("\(name): value differs from in.json")
                }
            } catch {
                result.failures.append("\(name): as JSON: \(error)")
            }
        }
        return result
    }

    /// Values equal, locations and number spellings aside.
    static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.kind, b.kind) {
        case (.object(let x), .object(let y)):
            // Members in any order: JSON objects are unordered.
            return x.count == y.count && x.allSatisfy { m in y.contains { $0.key == m.key && same($0.value, m.value) } }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.number(_, let x), .number(_, let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// The JSON values written one after another in `bytes`.
    static func splitJSON(_ bytes: [UInt8]) -> [JSONNode]? {
        var values: [JSONNode] = []
        var i = 0
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        while true {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            if i >= bytes.count { return values }
            let start = i
            var depth = 0
            var inString = false
            while i < bytes.count {
                let b = bytes[i]
                if inString {
                    if b == UInt8(ascii: "\\") { i += 1 } else if b == UInt8(ascii: "\"") { inString = false }
                    i += 1
                    if !inString && depth == 0 { break }
                    continue
                }
                if b == UInt8(ascii: "\"") { inString = true; i += 1; continue }
                if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { depth += 1 }
                if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                    depth -= 1
                    i += 1
                    if depth == 0 { break }
                    continue
                }
                if depth == 0 && isSpace(b) { break }
                i += 1
            }
            guard let value = try? JSONReader.parse(bytes: Array(bytes[start..<i])) else { return nil }
            values.append(value)
        }
    }
}
