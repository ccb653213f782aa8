import Foundation
import XCTest

/// `eval "$(formrun --format sh …)"` with hostile values in bash, dash and zsh (zsh also with
/// `RC_QUOTES`), and the `--format nul` round trips through `read -d ''` and `xargs -0`: every
/// variable equals its value byte for byte, and nothing a value holds is run.
final class ShellEvalEndToEndTests: FormrunTestCase {
    /// Values that would run a command, or come back changed, if quoted wrongly. `TRAP` is where a
    /// value that ran would create a file.
    private func hostileValues() -> [String] {
        let trap = scratchPath("trap")
        return [
            "'; touch \(trap)-quote; '", "$(touch \(trap)-dollar)", "`touch \(trap)-tick`",
            "a\nb", "ends with a line break\n", "\n", "\u{01}", "'", "''", "$HOME", "${IFS}", "\\", "\\'",
            "\"; touch \(trap)-double; \"", "tab\there\r", "\u{7F}\u{1B}[31m", "é 名 🙂", "", "-n", "!!", "a'b'c",
            "$(printf x)'$(touch \(trap)-mixed)'",
        ]
    }

    /// A form with one text row per value, `v0`, `v1`…, and the values file holding them.
    private func hostileForm() throws -> (form: String, values: String, count: Int) {
        let values = hostileValues()
        let rows = values.indices.map { #"{ "tag": "v\#($0)", "type": "text" }"# }.joined(separator: ",\n")
        let form = try makeFile("form.json", #"{ "sections": [ { "rows": [ \#(rows) ] } ] }"#)
        var object: [String: String] = [:]
        for (i, value) in values.enumerated() { object["v\(i)"] = value }
        let data = try JSONSerialization.data(withJSONObject: object)
        let valuesPath = scratchPath("values.json")
        try data.write(to: URL(fileURLWithPath: valuesPath))
        return (form, valuesPath, values.count)
    }

    /// Runs `script` with `shell -c` (and `options` first), with `FORMRUN`, `FORM`, `VALUES` and
    /// `OUT` (an empty folder) in its environment; then checks that every `OUT/NAMEi` file holds
    /// value i exactly and that no value ran.
    private func check(_ shell: String, _ options: [String] = [], script: String, name: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let (form, values, count) = try hostileForm()
        let out = scratchPath("out-\(shell)-\(options.joined())")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let binary = try XCTUnwrap(BinaryLocator.formrun())
        let result = try ShippedTool.run(shell, options + ["-c", script],
                                         environment: ["FORMRUN": binary, "FORM": form, "VALUES": values, "OUT": out,
                                                       "XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(result.status, 0, "\(shell): \(result.stderr)", file: file, line: line)
        for (i, value) in hostileValues().enumerated() {
            let written = FileManager.default.contents(atPath: "\(out)/\(name)\(i)")
            XCTAssertEqual(written, Data(value.utf8), "\(shell) \(options): value \(i) \(value.debugDescription)", file: file, line: line)
        }
        XCTAssertEqual(hostileValues().count, count)
        let trapped = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("trap") }
        XCTAssertEqual(trapped, [], "\(shell): a value ran a command", file: file, line: line)
    }

    /// `eval` of `--format sh`, then each variable written to a file of its own.
    private var evalScript: String {
        let writes = hostileValues().indices.map { #"printf '%s' "$P_v\#($0)" > "$OUT/v\#($0)""# }.joined(separator: "\n")
        return #"eval "$("$FORMRUN" --submit --values "$VALUES" --format sh --prefix P_ "$FORM")" || exit 9"# + "\n" + writes
    }

    func testEvalInBash() throws {
        try check("bash", script: evalScript, name: "v")
    }

    func testEvalInDash() throws {
        try check("dash", script: evalScript, name: "v")
    }

    func testEvalInZsh() throws {
        try check("zsh", script: evalScript, name: "v")
        try check("zsh", ["-o", "rcquotes"], script: evalScript, name: "v")
    }

    func testEvalOfAnOutputFileInPosixBash() throws {
        let writes = hostileValues().indices.map { #"printf '%s' "$v\#($0)" > "$OUT/v\#($0)""# }.joined(separator: "\n")
        try check("bash", ["--posix"], script: #"""
            "$FORMRUN" --submit --values "$VALUES" --format sh --output "$OUT/values.sh" "$FORM" || exit 9
            . "$OUT/values.sh"
            """# + "\n" + writes, name: "v")
    }

    func testNulRoundTripThroughReadD() throws {
        try check("bash", script: #"""
            set -o pipefail
            "$FORMRUN" --submit --values "$VALUES" --format nul "$FORM" |
            while IFS= read -r -d '' record; do printf '%s' "${record#*=}" > "$OUT/${record%%=*}"; done
            """#, name: "v")
    }

    func testNulRoundTripThroughXargs() throws {
        try check("sh", script: #"""
            "$FORMRUN" --submit --values "$VALUES" --format nul "$FORM" |
            xargs -0 sh -c 'for r; do printf "%s" "${r#*=}" > "$OUT/x${r%%=*}"; done' sh
            """#, name: "xv")
    }

    func testGetIntoAVariable() throws {
        // $( ) drops trailing line breaks, as for any command: values without them come back whole.
        let plain = hostileValues().indices.filter { !hostileValues()[$0].hasSuffix("\n") }
        let script = plain.map { i in
            #"v=$("$FORMRUN" --submit --values "$VALUES" --get v\#(i) "$FORM") || exit 9; printf '%s' "$v" > "$OUT/g\#(i)""#
        }.joined(separator: "\n")
        let (form, values, _) = try hostileForm()
        let out = scratchPath("out-get")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let result = try ShippedTool.run("dash", ["-c", script],
                                         environment: ["FORMRUN": try XCTUnwrap(BinaryLocator.formrun()), "FORM": form,
                                                       "VALUES": values, "OUT": out])
        XCTAssertEqual(result.status, 0, result.stderr)
        for i in plain {
            XCTAssertEqual(FileManager.default.contents(atPath: "\(out)/g\(i)"), Data(hostileValues()[i].utf8), "value \(i)")
        }
    }
}
