import Glibc
import FormApp
import FormCore
import FormEdit
import FormJSON
import FormSchema
import FormScreen
import FormTerminal
import FormUI

/// The `--edit` section of `make bench` (issue 29): SchemaStore's eslintrc, renovate and GitHub
/// workflow schemas with a real config each.
/// - first screen: `formrun --edit CONFIG --schema SCHEMA` on a fresh 30×100 pty (time from
///   `posix_spawn` to the last byte before the output settles, as the start-up section), against
///   the first screen of the signup form measured in the same run;
/// - a setting search: Ctrl-F (the index of every setting built) and each letter of a query, in
///   this process on a `MemoryTerminal`, against a letter typed into a text row of a small form.
/// The issue's bars (100 ms, 50 ms) are printed `ok` or `MISSED`; it never fails the process.
/// The SchemaStore checkout is `$FORMRUN_SCHEMASTORE` (default `../schemastore`).
enum EditBenchmarks {
    struct Case {
        var name: String
        var schema: String
        /// The config, a path under the checkout, or nil for `renovateConfig`.
        var config: String?
        /// What is typed after Ctrl-F.
        var query: String
    }

    static let cases = [
        Case(name: "eslintrc", schema: "src/schemas/json/eslintrc.json", config: "src/test/eslintrc/WebAnalyzer.json",
             query: "no-unused"),
        Case(name: "renovate", schema: "src/schemas/json/renovate-43.json", config: nil, query: "automerge"),
        Case(name: "github-workflow", schema: "src/schemas/json/github-workflow.json",
             config: "src/test/github-workflow/issue_2463_file_2.yaml", query: "timeout"),
    ]

    /// SchemaStore keeps no renovate config among its tests: a typical one.
    static let renovateConfig = #"""
    {
      "$schema": "https://docs.renovatebot.com/renovate-schema.json",
      "extends": ["config:recommended", ":semanticCommits"],
      "timezone": "Europe/Berlin",
      "schedule": ["before 6am on monday"],
      "labels": ["dependencies"],
      "prConcurrentLimit": 5,
      "packageRules": [
        {"matchPackagePatterns": ["^eslint"], "groupName": "eslint", "automerge": true},
        {"matchUpdateTypes": ["minor", "patch"], "matchCurrentVersion": "!/^0/", "automerge": true},
        {"matchDepTypes": ["devDependencies"], "rangeStrategy": "pin"}
      ],
      "vulnerabilityAlerts": {"labels": ["security"]},
      "lockFileMaintenance": {"enabled": true, "schedule": ["before 5am on monday"]}
    }
    """#

    static let firstScreenBar = 100.0
    static let searchKeyBar = 50.0
    static let screenRuns = 7

    static func run(signupPath: String) {
        let store = getenv("FORMRUN_SCHEMASTORE").map { String(cString: $0) } ?? "../schemastore"
        guard access(store + "/src/schemas/json/renovate.json", R_OK) == 0 else {
            print("edit: not measured: no SchemaStore checkout at \(store) (set FORMRUN_SCHEMASTORE)")
            return
        }
        let folder = "/tmp/formrun-bench-edit-\(getpid())"
        mkdir(folder, 0o700)
        defer { remove(folder + "/renovate.json"); rmdir(folder) }
        let renovate = folder + "/renovate.json"
        guard write(renovateConfig, to: renovate) else {
            print("edit: not measured: \(renovate) could not be written")
            return
        }
        print("edit (issue 29): --edit's first screen on a \(StartupBenchmarks.rows)x\(StartupBenchmarks.cols) pty, median of "
              + "\(screenRuns) runs, against forms/signup.json's; a search's keys in this process (median µs), against a letter "
              + "typed into a text row")
        guard let formrun = StartupBenchmarks.formrunPath() else {
            print("edit: formrun not found next to formrun-bench (make bench builds it)")
            return
        }
        var verdicts: [String] = []
        let signup = firstScreen(formrun, [signupPath])
        let letter = letterBaseline(signupPath)
        for item in cases {
            let config = item.config.map { store + "/" + $0 } ?? renovate
            let schema = store + "/" + item.schema
            let screen = firstScreen(formrun, ["--no-draft", "--edit", config, "--schema", schema])
            if let screen, let signup {
                print("\(item.name) first screen: \(fixed(screen, 1)) ms (signup \(fixed(signup, 1)) ms, \(fixed(screen / signup, 2))x)")
                verdicts.append("\(item.name) first screen \(fixed(screen, 0)) ms \(screen <= firstScreenBar ? "ok" : "MISSED")")
            } else {
                print("\(item.name) first screen: not measured")
                verdicts.append("\(item.name) first screen - MISSED")
            }
            do {
                let keys = try searchKeys(schema: schema, config: config, query: item.query)
                let worst = keys.letters.max() ?? 0
                let ratio = letter.map { " (\(fixed(worst / $0, 1))x a letter in a text row)" } ?? ""
                print("\(item.name) search: Ctrl-F \(fixed(keys.open / 1000, 2)) ms over \(keys.settings) settings; "
                      + "\"\(item.query)\" letter by letter: " + keys.letters.map { fixed($0 / 1000, 2) }.joined(separator: " ")
                      + " ms, \(keys.matches) matches\(ratio)")
                let slowest = max(worst, keys.open) / 1000
                verdicts.append("\(item.name) search keys \(fixed(slowest, 1)) ms \(slowest <= searchKeyBar ? "ok" : "MISSED")")
            } catch {
                print("\(item.name) search: not measured: \(error)")
                verdicts.append("\(item.name) search keys - MISSED")
            }
        }
        print("check: --edit first screen ≤ \(fixed(firstScreenBar, 0)) ms, search key ≤ \(fixed(searchKeyBar, 0)) ms: "
              + verdicts.joined(separator: ", "))
    }

    /// The median ms of the first screen of `formrun arguments`, nil when it drew nothing.
    private static func firstScreen(_ formrun: String, _ arguments: [String]) -> Double? {
        let environment = Spawned.environment(["XDG_STATE_HOME": "/tmp/formrun-bench-state-\(getpid())"])
        var times: [Double] = []
        for _ in 0..<screenRuns {
            guard let child = try? Spawned.onPty(formrun, arguments, environment: environment,
                                                 rows: StartupBenchmarks.rows, cols: StartupBenchmarks.cols) else { return nil }
            let screen = child.readFirstScreen()
            child.stop()
            guard let last = screen.lastByte else { return nil }
            times.append(last.milliseconds)
        }
        return median(times)
    }

    /// The µs of the first Ctrl-F on the config's form, and of each letter of `query` typed after it.
    private static func searchKeys(schema: String, config: String, query: String) throws
        -> (open: Double, letters: [Double], settings: Int, matches: Int) {
        let (timer, session) = try session(schema: schema, config: config)
        var open = Double.infinity
        var letters = [Double](repeating: .infinity, count: query.count)
        var settings = 0, matches = 0
        // The first Ctrl-F builds the unopened sub-forms it reads (kept for Enter and the next
        // search): it is the one timed. The letters: the least of five rounds, each opening the
        // search afresh and typing the query.
        for round in 0..<5 {
            let opening = try timer.once(.ctrl("f"))
            if round == 0 { open = opening }
            for (index, c) in query.enumerated() { letters[index] = min(letters[index], try timer.once(.char(c))) }
            if case .list(_, let list)? = session.state.popup, case .findSetting(let index, _) = list.purpose {
                settings = index.entries.count
                matches = list.visible.count
            }
            try timer.press([.escape])
        }
        return (open, letters, settings, matches)
    }

    /// A session of the schema's form holding the config, as `formrun --edit` reads it.
    private static func session(schema: String, config: String) throws -> (KeyTimer, FormSession) {
        let bytes = try FileBytes.contents(of: config)
        let document = try SourceFormat(path: config).document(bytes: bytes, file: config)
        var json = ""
        OutputWriter.write(document.root, indent: 0, compact: false, into: &json)
        let values = try JSONReader.document(checking: Array(json.utf8), file: config, syntax: .jsonc).root
        var form = try FormLoader.read(path: schema, values: JSONNode(values)).form
        let prefill = try GivenValues.apply(values, file: config, to: &form)
        let terminal = MemoryTerminal(rows: StartupBenchmarks.rows, cols: StartupBenchmarks.cols)
        let session = FormSession(state: FormState(form: form, prefill: prefill), terminal: terminal)
        session.start()
        return (KeyTimer(session: session, terminal: terminal), session)
    }

    /// The median µs of a letter typed into the signup form's first row (Backspace between).
    private static func letterBaseline(_ signupPath: String) -> Double? {
        guard let form = try? FormLoader.load(path: signupPath) else { return nil }
        let terminal = MemoryTerminal(rows: StartupBenchmarks.rows, cols: StartupBenchmarks.cols)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        let timer = KeyTimer(session: session, terminal: terminal)
        return try? timer.medians(of: [.char("a")], untimed: [.backspace]).medians.first
    }

    private static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}
