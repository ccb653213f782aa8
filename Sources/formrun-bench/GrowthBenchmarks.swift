import Glibc

/// Issue #27, "linear in the size of the answers, in every face": the release `formrun` given a
/// tree of answers 10× larger — a list of 10,000 against 100,000 items (plain and keyed), with
/// `--submit --values` and the full screen's start-up with `--values` (`--keys Down`: no terminal,
/// the first screen built and a key through it), and a recursive schema answered 20 against 200
/// levels deep, with `--submit --values` and in plain mode with its answers piped; then list items
/// piped in plain mode (1,000 against 10,000). Each figure is the least wall time of three runs;
/// linear is 10×, the bar allows 12×. A missed bar is a `MISSED` in the output, never a failed
/// process.
enum GrowthBenchmarks {
    static let bar = 12.0

    /// A form of one list of one-text-row items, and one keyed list.
    static let listForm = #"""
        {"sections": [{"rows": [
          {"tag": "items", "type": "list", "title": "Items",
           "item": {"sections": [{"rows": [{"tag": "name", "type": "text", "title": "Name"}]}]}},
          {"tag": "repos", "type": "list", "title": "Repos", "keyed": true,
           "item": {"sections": [{"rows": [{"tag": "name", "type": "text", "title": "Name"}]}]}}
        ]}]}
        """#

    /// A schema whose `child` is the schema again: a sub-form per level, to any depth.
    static let recursiveSchema = ##"{"type": "object", "properties": {"name": {"type": "string"}, "child": {"$ref": "#"}}}"##

    static func run() {
        guard let formrun = StartupBenchmarks.formrunPath() else {
            print("growth: no formrun next to formrun-bench: skipped")
            return
        }
        print("growth: answers 10× larger (least wall time of 3 runs of the release binary; linear is 10×)")
        do {
            let lists = try file("formrun-growth-lists-", ".json", listForm)
            defer { lists.remove() }
            let schema = try file("formrun-growth-schema-", ".json", recursiveSchema)
            defer { schema.remove() }
            grow("--submit --values, a list", sizes: (10_000, 100_000), input: { listValues($0, keyed: false) }) {
                ["--submit", "--compact", "--values", $0, lists.path]
            }
            grow("--submit --values, a keyed list", sizes: (10_000, 100_000), input: { listValues($0, keyed: true) }) {
                ["--submit", "--compact", "--values", $0, lists.path]
            }
            grow("start-up with --values (--keys Down), a list", sizes: (10_000, 100_000),
                 input: { listValues($0, keyed: false) }) {
                ["--keys", "Down", "--values", $0, lists.path]
            }
            grow("--submit --values, depth", sizes: (20, 200), input: nestedValues) {
                ["--submit", "--compact", "--values", $0, schema.path]
            }
            grow("plain mode, answers piped, depth", sizes: (20, 200), input: nestedAnswers, stdin: true) { _ in
                ["--plain", "--no-draft", "--compact", schema.path]
            }
            grow("plain mode, list items piped", sizes: (1_000, 10_000), input: itemAnswers, stdin: true) { _ in
                ["--plain", "--no-draft", "--compact", lists.path]
            }
        } catch {
            print("growth: \(error)")
        }
    }

    /// Runs `formrun arguments(inputPath)` (with the input on stdin when `stdin`) on inputs of both
    /// sizes and prints the times and their ratio.
    private static func grow(_ what: String, sizes: (Int, Int), input: (Int) -> String, stdin: Bool = false,
                             _ arguments: (String) -> [String]) {
        guard let formrun = StartupBenchmarks.formrunPath() else { return }
        var times: [Double] = []
        for size in [sizes.0, sizes.1] {
            do {
                let given = try file("formrun-growth-\(size)-", stdin ? "" : ".json", input(size))
                defer { given.remove() }
                let best = try (0..<3).map { _ in
                    try Spawned.runToEnd(formrun, arguments(given.path), environment: Spawned.environment(),
                                         input: stdin ? given.path : "/dev/null")
                }.min() ?? .zero
                times.append(Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15)
            } catch {
                print("\(what), N=\(size): \(error)")
                return
            }
        }
        let ratio = times[1] / max(times[0], 0.001)
        print("\(what): N=\(sizes.0) \(rounded(times[0])) ms, N=\(sizes.1) \(rounded(times[1])) ms, "
              + "ratio \(rounded(ratio))× (bar ≤ \(Int(bar))×: \(ratio <= bar ? "ok" : "MISSED"))")
    }

    private static func file(_ prefix: String, _ suffix: String, _ text: String) throws -> OutputFile {
        let file = try OutputFile(temporaryPrefix: prefix, suffix: suffix)
        try file.write(text)
        file.close()
        return file
    }

    /// `{"items": [{"name": "n0"}, …]}`, or `{"repos": {"k0": {"name": "n0"}, …}}`, on one line.
    static func listValues(_ count: Int, keyed: Bool) -> String {
        var text = keyed ? #"{"repos": {"# : #"{"items": ["#
        for i in 0..<count {
            if i > 0 { text += "," }
            text += keyed ? #""k\#(i)": {"name": "n\#(i)"}"# : #"{"name": "n\#(i)"}"#
        }
        return text + (keyed ? "}}\n" : "]}\n")
    }

    /// `{"name": "x", "child": {"name": "x", "child": …}}`, `depth` objects.
    static func nestedValues(_ depth: Int) -> String {
        String(repeating: #"{"name": "x", "child": "#, count: depth - 1) + #"{"name": "x"}"#
            + String(repeating: "}", count: depth - 1) + "\n"
    }

    /// Plain-mode answers filling the recursive schema `depth` levels deep. The last `child` is
    /// left as it is with an empty answer: `Fill in Child?` says no by default, and at the nesting
    /// limit (200) it is a JSON text row, which `n` is not.
    static func nestedAnswers(_ depth: Int) -> String {
        String(repeating: "x\ny\n", count: depth - 1) + "x\n\n"
    }

    /// Plain-mode answers adding `count` items to the list, none to the keyed list.
    static func itemAnswers(_ count: Int) -> String {
        String(repeating: "y\nname\n", count: count) + "n\nn\n"
    }

    private static func rounded(_ value: Double) -> String {
        let r = (value * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
