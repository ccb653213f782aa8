import Glibc
import FormApp
import FormCore
import FormDrafts
import FormJSON
import FormSchema
import FormScreen
import FormTerminal
import FormUI

/// Issue #27, "the draft is written by what changed": the time of a typed character with the
/// draft kept (the same `DraftValues` and `DraftWriter` as formrun's `DraftJournal`, writing to a
/// real drafts folder, synced) in a list of 20,000 items and at the deepest nesting a values file
/// may hold (200, or the deepest the reader takes), against a flat form; the bar is 1.5× the flat
/// form's, with the drafts on a disk and in memory (`folders`). Each figure is the median of
/// hundreds of keys, the forms' keys taken in turn one by one (so that the disk's and the
/// processors' load falls on every form alike); the key without a draft is printed beside it.
enum DraftKeyBenchmarks {
    static let bar = 1.5
    static let items = 20_000
    static let depths = [200, 199, 190, 175, 150]

    /// A form to type into: its schema and values, and the keys that put the focus on a text field.
    struct Scenario {
        var name: String
        var schema: String
        var values: String
        var setUp: [Key]
    }

    /// How many timed keys each form gets, taken in turn (at least; more while the budget lasts).
    static let keys = 301
    static let budget: Duration = .seconds(6)

    /// Where the drafts folder goes: a real disk (each save waits for its `fsync`), and memory
    /// where there is a `tmpfs` (`/dev/shm`: no wait, the figures are the processor's work alone,
    /// where a key's work by the size of the answers shows most).
    static let folders: [(root: String, label: String)] = [("/tmp", "drafts on disk (/tmp)"), ("/dev/shm", "drafts in memory (/dev/shm)")]

    /// Measures the three forms, their drafts on disk then in memory, and prints the figures and
    /// the checks; false when a bar was missed.
    static func run() -> Bool {
        print("draft keys: a typed character then Backspace (both saved) after an x, drafts on, \(ScaleChild.rows)x\(ScaleChild.cols) "
              + "MemoryTerminal, median of \(keys)+ keys a form, the forms' keys interleaved one by one")
        let flat = Scenario(name: "flat form", schema: #"{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string"},"city":{"type":"string"}}}"#,
                            values: #"{"name":"Ada"}"#, setUp: [])
        let list = Scenario(name: "list of \(items) items",
                            schema: #"{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"}}}}}}"#,
                            values: "{\"items\":[" + (0..<items).map { "{\"name\":\"item \($0)\"}" }.joined(separator: ",") + "]}",
                            setUp: [.enter, .enter])
        var scenarios = [flat, list]
        if let deep = deepest() { scenarios.append(deep) } else { print("depth: none of the depths \(depths) could be read") }
        var loaded: [Loaded] = []
        defer { for form in loaded { form.schema.remove() } }
        do {
            for scenario in scenarios { loaded.append(try load(scenario)) }
        } catch {
            print("draft keys: not measured: \(error)")
            return false
        }
        var held = scenarios.count == 3
        for folder in folders {
            var info = stat()
            guard stat(folder.root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, access(folder.root, W_OK) == 0 else {
                print("\(folder.label): not measured, no such folder")
                continue
            }
            held = measure(scenarios, loaded, root: folder.root, label: folder.label) && held
        }
        return held
    }

    /// The forms' keys with their drafts in a new folder under `root`: the figures and the check.
    private static func measure(_ scenarios: [Scenario], _ loaded: [Loaded], root: String, label: String) -> Bool {
        var runs: [Prepared] = []
        defer { for run in runs { run.removeFolder() } }
        do {
            // Each form with and without a draft, open at once: a key of each in turn, so that a
            // busy moment of the disk (each save is synced) or of the processors falls on every
            // form alike, and the medians of many keys leave the odd slow one out.
            for (scenario, form) in zip(scenarios, loaded) {
                runs.append(try Prepared(scenario, form, keepsDraft: true, root: root))
                runs.append(try Prepared(scenario, form, keepsDraft: false, root: root))
            }
            let clock = ContinuousClock()
            let start = clock.now
            var taken = 0
            while taken < keys || (taken < 10 * keys && clock.now - start < budget) {
                for run in runs { try run.key() }
                taken += 1
            }
            for run in runs where run.keepsDraft && run.writes < 2 * taken {
                throw OutputFile.Failure(description: "\(run.name): the draft was written \(run.writes) times for \(2 * taken) keys")
            }
        } catch {
            print("\(label): not measured: \(error)")
            return false
        }
        let figures = stride(from: 0, to: runs.count, by: 2).map { (draft: median(runs[$0].samples), plain: median(runs[$0 + 1].samples)) }
        let base = figures[0]
        print("\(label): \(scenarios[0].name): \(fixed(base.draft, 1)) µs a key (\(fixed(base.plain, 1)) µs without a draft), \(runs[0].samples.count) keys")
        var held = true
        var verdicts: [String] = []
        for (scenario, measured) in zip(scenarios, figures).dropFirst() {
            let ratio = measured.draft / base.draft
            let ok = ratio <= bar
            held = held && ok
            print("\(label): \(scenario.name): \(fixed(measured.draft, 1)) µs a key (\(fixed(measured.plain, 1)) µs without a draft), "
                  + "\(fixed(ratio, 2))x the flat form's")
            verdicts.append("\(scenario.name) \(fixed(ratio, 2))x \(ok ? "ok" : "MISSED")")
        }
        print("check: a key with the \(label) ≤ \(fixed(bar, 1))x the flat form's: " + verdicts.joined(separator: ", "))
        return held
    }

    /// The recursive form (`child` refers to the whole schema) at the deepest of `depths` whose
    /// values file is read, with the keys that open every level down to the last `name`.
    static func deepest() -> Scenario? {
        let schema = ##"{"type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"}}}"##
        for depth in depths {
            var values = #"{"name":"n"}"#
            for level in 1..<depth { values = "{\"name\":\"n\(level)\",\"child\":" + values + "}" }
            let scenario = Scenario(name: "depth \(depth)\(depth == depths[0] ? "" : " (the deepest read)")", schema: schema,
                                    values: values, setUp: Array(repeating: [Key.down, .enter], count: depth - 1).flatMap { $0 })
            if let loaded = try? load(scenario) {
                loaded.schema.remove()
                return scenario
            }
        }
        return nil
    }

    /// A scenario's form and values, read from files as formrun reads them; the schema file stays
    /// for the draft's name (the caller removes it).
    typealias Loaded = (form: Form, prefill: [String: Value], schema: OutputFile)

    private static func load(_ scenario: Scenario) throws -> Loaded {
        let schema = try OutputFile(temporaryPrefix: "formrun-draftkey-", suffix: ".json")
        try schema.write(scenario.schema)
        schema.close()
        let values = try OutputFile(temporaryPrefix: "formrun-draftkey-values-", suffix: ".json")
        defer { values.remove() }
        try values.write(scenario.values)
        values.close()
        do {
            let document = try ValuesLoader.document(path: values.path)
            var form = try FormLoader.read(path: schema.path, values: JSONNode(document)).form
            let prefill = try GivenValues.apply(document, file: values.path, to: &form)
            return (form, prefill, schema)
        } catch {
            schema.remove()
            throw error
        }
    }

    /// One form open in a session with its own drafts folder (or none), the focus on the text
    /// field, an `x` typed: its timed keys' µs.
    private final class Prepared {
        let name: String
        let keepsDraft: Bool
        let folder: String
        let timer: KeyTimer
        var writes = 0
        var samples: [Double] = []

        init(_ scenario: Scenario, _ loaded: Loaded, keepsDraft: Bool, root: String) throws {
            let (form, prefill, schema) = loaded
            name = scenario.name
            self.keepsDraft = keepsDraft
            var template = Array((root + "/formrun-draftkey-state-XXXXXX").utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
                throw OutputFile.Failure(description: "cannot make a state folder")
            }
            folder = String(cString: made)
            let terminal = MemoryTerminal(rows: ScaleChild.rows, cols: ScaleChild.cols)
            let first = FormState(form: form, prefill: prefill)
            let session = FormSession(state: first, terminal: terminal)
            timer = KeyTimer(session: session, terminal: terminal)
            if keepsDraft, let store = DraftStore(formPath: schema.path, environment: ["XDG_STATE_HOME": folder]) {
                // As formrun's `DraftJournal` keeps it: the rows changed, or the change at its place.
                var kept = DraftValues(baseline: first.startValues)
                let writer = DraftWriter(file: store)
                let hash = store.formHash()
                session.onValuesChanged = { [unowned self] state, tags in
                    guard kept.note(state, tags: tags, deleted: state.deleted) else { return nil }
                    try? writer.save(Draft(formPath: store.formPath, formHash: hash, savedAt: Int(time(nil)), values: kept.values,
                                           deleted: state.deleted, focus: state.focus), changed: tags)
                    writes += 1
                    return nil
                }
                session.onValueChangedAt = { [unowned self] state, change in
                    guard let old = kept.note(change, in: state, release: { writer.releaseValue(of: change.tag) }) else { return nil }
                    try? writer.save(Draft(formPath: store.formPath, formHash: hash, savedAt: Int(time(nil)), values: kept.values,
                                           deleted: state.deleted, focus: state.focus),
                                     changingIn: change.tag, below: change.pointer, from: old, to: change.value)
                    writes += 1
                    return .some(nil)
                }
            }
            session.start()
            // A first character makes the value differ from the form's start, for good: the timed key
            // and the Backspace after it change a draft that stays (a value back to the start would
            // take the row out of the draft, and the next key would write it whole again).
            try timer.press(scenario.setUp + [.char("x")])
            writes = 0
        }

        /// Times a typed `a`, then takes it back with Backspace (saved too, untimed).
        func key() throws {
            samples.append(try timer.once(.char("a")))
            try timer.press([.backspace])
        }

        func removeFolder() { _ = system("rm -rf '\(folder)'") }
    }
}

