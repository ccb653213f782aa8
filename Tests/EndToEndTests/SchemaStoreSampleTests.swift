import Foundation
import XCTest
import FormCore
import FormJSON
import FormSchema

/// The SchemaStore sample of issue #18 (Tests/Schemas: real schemas with some of their own test
/// configs; LICENSE-NOTE.md says where each came from), run as a new user would run it, without
/// a terminal: every schema is read by `--check`; each valid config given to `--submit --values`
/// is accepted (at least 99 %) and comes back equal to itself as JSON values (at least 95 %); no
/// invalid config is accepted with an output the schema rejects. The schemas they reference are
/// in Tests/Schemas/refs, given with `--schema-dir`. scripts/schemastore-figures.py measures the
/// same on a whole SchemaStore checkout.
final class SchemaStoreSampleTests: FormrunTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas").path
    static let refs = folder + "/refs"

    /// One schema of the sample and its configs.
    struct Sample {
        var name: String
        var schema: String
        var valid: [String]
        var invalid: [String]
    }

    /// One config given to `--submit`, and how it went.
    struct Outcome {
        var config: String
        var run: DetachedRun

        var accepted: Bool { run.status == 0 }
        /// The config as its path in the sample says it (`babelrc/valid/example-1.json`).
        var name: String { String(config.dropFirst(SchemaStoreSampleTests.folder.count + 1)) }
        /// formrun's first line about it.
        var why: String { run.stderr.split(separator: "\n").first.map(String.init) ?? "exit \(run.status)" }
    }

    static func samples() throws -> [Sample] {
        let files = FileManager.default
        func configs(_ folder: String) throws -> [String] {
            guard files.fileExists(atPath: folder) else { return [] }
            return try files.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
        }
        return try files.contentsOfDirectory(atPath: folder).sorted().compactMap { name in
            let schema = folder + "/" + name + "/schema.json"
            guard files.fileExists(atPath: schema) else { return nil }
            return Sample(name: name, schema: schema, valid: try configs(folder + "/" + name + "/valid"),
                          invalid: try configs(folder + "/" + name + "/invalid"))
        }
    }

    /// formrun with `--schema-dir` the sample's refs, no terminal, `state` its state folder.
    private static func formrun(_ arguments: [String], state: String) throws -> DetachedRun {
        try DetachedRun(["--schema-dir", refs] + arguments,
                        environment: ["XDG_STATE_HOME": state, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    }

    /// `work` on every item, two at a time (the runs are processes waiting on each other's CPU).
    private func each<T, R>(_ items: [T], _ work: @escaping @Sendable (T) throws -> R) -> [Result<R, any Error>] where T: Sendable, R: Sendable {
        let results = Results<R>(count: items.count)
        let lanes = 2
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: items.count, by: lanes) {
                results.set(index, Result { try work(items[index]) })
            }
        }
        return results.all
    }

    private func submitted(_ configs: [(schema: String, config: String)]) throws -> [Outcome] {
        let state = scratchPath("state")
        let results = each(configs.map { [$0.schema, $0.config] }) { pair in
            Outcome(config: pair[1], run: try Self.formrun(["--submit", "--compact", "--values", pair[1], pair[0]], state: state))
        }
        return try results.map { try $0.get() }
    }

    func testEverySchemaIsReadByCheck() throws {
        let samples = try Self.samples()
        XCTAssertGreaterThanOrEqual(samples.count, 19, "the sample is in \(Self.folder)")
        let state = scratchPath("state")
        let runs = try each(samples.map(\.schema)) { schema in try Self.formrun(["--check", schema], state: state) }.map { try $0.get() }
        let refused = zip(samples, runs).filter { $0.1.status != 0 }.map { "\($0.0.name): \($0.1.stderr.split(separator: "\n").last ?? "")" }
        XCTAssertEqual(refused, [], "schemas --check does not read")
    }

    func testValidConfigsAreAcceptedAndComeBackEqual() throws {
        let samples = try Self.samples()
        let outcomes = try submitted(samples.flatMap { sample in sample.valid.map { (sample.schema, $0) } })
        XCTAssertGreaterThanOrEqual(outcomes.count, 90, "the sample's valid configs")
        var refused: [String] = [], changed: [String] = []
        for outcome in outcomes {
            guard outcome.accepted else {
                refused.append("\(outcome.name): \(outcome.why)")
                continue
            }
            let given = try JSONReader.parse(String(decoding: FileManager.default.contents(atPath: outcome.config) ?? Data(), as: UTF8.self),
                                             file: outcome.config)
            let output = try JSONReader.parse(outcome.run.stdout, file: "stdout")
            if let difference = Self.difference(given, output) { changed.append("\(outcome.name): \(difference)") }
        }
        let accepted = outcomes.count - refused.count, equal = accepted - changed.count
        XCTAssertGreaterThanOrEqual(Double(accepted), 0.99 * Double(outcomes.count),
                                    "valid configs accepted: \(accepted) / \(outcomes.count); refused:\n" + refused.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(Double(equal), 0.95 * Double(outcomes.count),
                                    "outputs equal to the config: \(equal) / \(outcomes.count); changed:\n" + changed.joined(separator: "\n"))
    }

    /// An invalid config accepted is let in when its output fails formrun's own check of the
    /// schema, or when it is the config unchanged (which SchemaStore's tests say is invalid).
    func testNoInvalidConfigIsAcceptedWithAnOutputTheSchemaRejects() throws {
        let samples = try Self.samples()
        var letIn: [String] = []
        var count = 0
        for sample in samples where !sample.invalid.isEmpty {
            let rule = try XCTUnwrap(FormLoader.read(path: sample.schema, schemaDirectory: SchemaDirectory(path: Self.refs)).form.instance?.schema)
            for outcome in try submitted(sample.invalid.map { (sample.schema, $0) }) {
                count += 1
                guard outcome.accepted else { continue }
                let given = try JSONReader.parse(String(decoding: FileManager.default.contents(atPath: outcome.config) ?? Data(), as: UTF8.self),
                                                 file: outcome.config)
                let output = try JSONReader.parse(outcome.run.stdout, file: "stdout")
                let failures = rule.validator.failures(of: output, against: rule.schema)
                if let first = failures.first {
                    letIn.append("\(outcome.name): the output fails at \(first.path): \(first.message)")
                } else if Self.difference(given, output) == nil {
                    letIn.append("\(outcome.name): the invalid config is the output, unchanged")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(count, 40, "the sample's invalid configs")
        XCTAssertEqual(letIn, [], "invalid configs accepted with an output the schema rejects")
    }

    func testTheComparisonTellsValuesApart() throws {
        func difference(_ a: String, _ b: String) throws -> String? {
            Self.difference(try JSONReader.parse(a, file: "a"), try JSONReader.parse(b, file: "b"))
        }
        XCTAssertNil(try difference(#"{"a": 1, "b": [true, null, "x"]}"#, #"{"b": [true, null, "x"], "a": 1.0}"#))
        XCTAssertEqual(try difference(#"{"a": 1}"#, #"{"a": true}"#), "/a: 1 became true")
        XCTAssertEqual(try difference(#"{"a": {"b": ""}}"#, #"{"a": {}}"#), "/a/b dropped")
        XCTAssertEqual(try difference(#"{}"#, #"{"type": "commonjs"}"#), "/type added")
        XCTAssertEqual(try difference(#"[1, 2]"#, #"[1]"#), "/: an array of 2 became an array of 1")
        XCTAssertEqual(try difference(#"{"t": "09:16:47.765+02:00"}"#, #"{"t": "09:16:00Z"}"#), #"/t: "09:16:47.765+02:00" became "09:16:00Z""#)
    }

    /// Where `output` first differs from `given` as JSON values (numbers by value, members in
    /// any order), or nil when they are equal.
    static func difference(_ given: JSONNode, _ output: JSONNode, at path: String = "") -> String? {
        switch (given.kind, output.kind) {
        case (.object(let mine), .object(let theirs)):
            for member in mine where !theirs.contains(where: { $0.key == member.key }) { return "\(path)/\(member.key) dropped" }
            for member in theirs where !mine.contains(where: { $0.key == member.key }) { return "\(path)/\(member.key) added" }
            for member in mine {
                guard let other = theirs.first(where: { $0.key == member.key }) else { continue }
                if let found = difference(member.value, other.value, at: path + "/" + member.key) { return found }
            }
            return nil
        case (.array(let mine), .array(let theirs)) where mine.count == theirs.count:
            for (index, pair) in zip(mine, theirs).enumerated() {
                if let found = difference(pair.0, pair.1, at: path + "/" + String(index)) { return found }
            }
            return nil
        case (.number(_, let a), .number(_, let b)) where a == b:
            return nil
        case (.string(let a), .string(let b)) where a == b:
            return nil
        case (.bool(let a), .bool(let b)) where a == b:
            return nil
        case (.null, .null):
            return nil
        default:
            return "\(path.isEmpty ? "/" : path): \(Self.shown(given)) became \(Self.shown(output))"
        }
    }

    private static func shown(_ node: JSONNode) -> String {
        switch node.kind {
        case .object(let members): return "an object of \(members.count)"
        case .array(let elements): return "an array of \(elements.count)"
        case .string(let text): return "\"\(text.prefix(60))\""
        case .number(let raw, _): return raw
        case .bool(let value): return String(value)
        case .null: return "null"
        }
    }
}

/// The results of `each`, set from two threads.
private final class Results<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<R, any Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<R, any Error>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var all: [Result<R, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? .failure(CocoaError(.featureUnsupported)) }
    }
}
