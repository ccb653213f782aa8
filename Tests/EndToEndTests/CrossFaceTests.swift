import Foundation
import XCTest
import FormTestSupport

/// The faces cannot drift: generated nested forms (sub-forms, lists, keyed lists, every row
/// type) with generated values, valid and invalid at random depths, given to `--submit --values`,
/// to piped plain mode, to the library's `submit(values:)` and to the full screen driven by a key
/// script: every face accepts or refuses alike, names the same failing paths and outputs the
/// same tree. The known disagreements are the named gaps of `CrossFaceGaps`; any other fails.
/// `CROSSFACE_CASE=N,M` prints cases N and M whatever they do; `CROSSFACE_DUMP=FILE` appends every failing
/// case to FILE (the test shows the first five); `CROSSFACE_GAPS=a,b` (or `none`) runs it with
/// only those gaps open, to see whether a fix lets a gap be closed.
final class CrossFaceTests: FormrunTestCase {
    static let seed: UInt64 = 0x26_C205_FACE
    static let cases = 500
    /// Processes at a time: the faces of the executable wait on a child most of their time.
    static let width = 4

    func testEveryFaceAcceptsRefusesAndOutputsAlike() throws {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "no formrun executable")
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let answers = try PlainFace.writeAnswers(in: folder)
        let items = (0..<Self.cases).map { CrossFaceCase.generate(number: $0, seed: Self.seed) }
        for item in items {
            try TemporaryFolder.write(item.form.text, to: "\(folder)/\(item.number).form.json")
            try TemporaryFolder.write(item.values.text, to: "\(folder)/\(item.number).values.json")
        }
        let results = CaseResults(count: items.count)
        let threads = (0..<Self.width).map { worker in
            Thread {
                for item in items where item.number % Self.width == worker {
                    let form = "\(item.number).form.json", values = "\(item.number).values.json"
                    let name = "\(item.number)"
                    let submit = SubmitFace.run(binary: binary, folder: folder, form: form, values: values, name: name)
                    let plain = PlainFace.run(binary: binary, folder: folder, form: form, values: values, answers: answers, name: name)
                    results.set(item.number, [submit, plain])
                }
                results.done.signal()
            }
        }
        threads.forEach { $0.start() }
        for _ in threads { results.done.wait() }
        // `CROSSFACE_GAPS=name,name` tries the test with only those gaps open (`none` for none).
        let gaps = ProcessInfo.processInfo.environment["CROSSFACE_GAPS"].map { list in
            Set(list.split(separator: ",").compactMap { CrossFaceGap(rawValue: String($0)) })
        } ?? CrossFaceGaps.open
        var failures = 0
        var kinds: [String: Int] = [:]
        var refused = 0
        var nested = 0
        var typed = 0
        // Then the faces in this process, once the children are done (while Foundation's `Process`
        // started them, a run crashed in the model too): the library, the full screen typing the
        // top-level text and number rows (none typed, it is Ctrl-S on the values), and the plain
        // walk the fuzz target compares (its submit and Ctrl-S are the library's and the screen's).
        let inProcess = items.map { [LibraryFace.run(form: $0.form.text, values: $0.values.text), KeysFace.typing($0), CoreFaces.plain($0)] }
        for item in items {
            let all = results.get(item.number) + inProcess[item.number]
            let problems = CrossFaceComparison.disagreements(item, all, gaps: gaps)
            if all[0].verdict == .refused { refused += 1 }
            if item.form.rows.contains(where: { $0.type.isSubForm }) { nested += 1 }
            if !CrossFaceKeyScript.plan(item).typed.isEmpty { typed += 1 }
            if (ProcessInfo.processInfo.environment["CROSSFACE_CASE"] ?? "").split(separator: ",").contains(Substring(String(item.number))) {
                print(CrossFaceComparison.report(item, all, problems.isEmpty ? ["(shown by CROSSFACE_CASE)"] : problems))
            }
            guard !problems.isEmpty else { continue }
            failures += 1
            for problem in problems {
                // Counted by kind: the paths and lists in the words left out.
                let kind = (problem.split(separator: "[").first ?? Substring(problem)).split(separator: " ")
                    .map { $0.hasPrefix("/") ? "PATH," : String($0) }.joined(separator: " ")
                kinds[kind, default: 0] += 1
            }
            if let dump = ProcessInfo.processInfo.environment["CROSSFACE_DUMP"] {
                let line = CrossFaceComparison.report(item, all, problems) + "\n\n"
                if let handle = FileHandle(forWritingAtPath: dump) { handle.seekToEndOfFile(); handle.write(Data(line.utf8)); handle.closeFile() }
            }
            if failures <= 5 { XCTFail(CrossFaceComparison.report(item, all, problems)) }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(items.count) cases disagree (the first 5 are above): "
                       + kinds.sorted { $0.key < $1.key }.map { "\($0.value)× \($0.key)" }.joined(separator: "; "))
        // The generator reaches what it must: refusals, acceptances, nesting.
        XCTAssertGreaterThan(refused, items.count / 10, "too few refused cases")
        XCTAssertLessThan(refused, items.count * 9 / 10, "too few accepted cases")
        XCTAssertGreaterThan(nested, items.count / 3, "too few nested forms")
        XCTAssertGreaterThan(typed, items.count / 4, "too few cases typed on the full screen")
    }
}

/// The executable's results, filled by the worker threads.
private final class CaseResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [[CrossFaceResult]]
    let done = DispatchSemaphore(value: 0)

    init(count: Int) { results = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [CrossFaceResult]) {
        lock.lock(); defer { lock.unlock() }
        results[index] = value
    }

    func get(_ index: Int) -> [CrossFaceResult] {
        lock.lock(); defer { lock.unlock() }
        return results[index]
    }
}
