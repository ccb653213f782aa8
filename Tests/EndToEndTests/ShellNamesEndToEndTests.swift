import Foundation
import XCTest
import FormCore

/// The names `--format sh` and `env` refuse (issue 27) against the shells themselves: what the
/// installed bash, dash and zsh list as their own parameters is refused; a refused name stops the
/// run with status 2 naming the key; and the neighbours of the refused names, which are written,
/// come back whole through `eval` in each shell.
final class ShellNamesEndToEndTests: FormrunTestCase {
    private var environment: [String: String] { ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"] }

    /// Whether `--format sh` refuses `name` as a key.
    private func isRefused(_ name: String) -> Bool {
        (try? OutputRequest(format: .sh).checkNames(keys: [name])) == nil
    }

    /// Each line `script` prints in `shell`, run with an empty environment.
    private func lines(_ shell: String, _ arguments: [String]) throws -> [String] {
        let result = try ShippedTool.run("/usr/bin/env", ["-i", try XCTUnwrap(ShippedTool.which(shell))] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    func testEverySpecialParameterOfZshAndItsModulesIsRefused() throws {
        let modules = "zsh/parameter zsh/system zsh/mapfile zsh/terminfo zsh/termcap zsh/langinfo zsh/datetime "
            + "zsh/zleparameter zsh/zle zsh/curses zsh/watch zsh/sched zsh/zutil zsh/stat zsh/zpty zsh/zselect"
        let names = try lines("zsh", ["-f", "-c", """
            zmodload zsh/parameter; zmodload \(modules) 2>/dev/null
            for k in ${(k)parameters}; do [[ ${parameters[$k]} == *special* ]] && print -r -- $k; done
            """]).filter(OutputFormat.isShellName)
        XCTAssertGreaterThan(names.count, 100, "zsh lists its specials")
        for name in ["reswords", "zsh_eval_context", "terminfo", "termcap", "userdirs", "nameddirs", "FPATH"] {
            XCTAssertTrue(names.contains(name), name)
        }
        XCTAssertEqual(names.filter { !isRefused($0) }, [], "zsh's special parameters that --format sh writes")
    }

    func testEveryVariableBashAndDashSetThemselvesIsRefused() throws {
        let bash = try lines("bash", ["--norc", "--noprofile", "-i", "-c", "compgen -v"])
        XCTAssertTrue(bash.contains("BASH_VERSION"))
        XCTAssertEqual(bash.filter { !isRefused($0) }, [], "bash's own variables that --format sh writes")
        let dash = try lines("dash", ["-i", "-c", "set"]).compactMap { $0.split(separator: "=").first.map(String.init) }
            .filter(OutputFormat.isShellName)
        XCTAssertTrue(dash.contains("PS1"))
        XCTAssertEqual(dash.filter { !isRefused($0) }, [], "dash's own variables that --format sh writes")
    }

    func testARefusedNameStopsShAndEnvWithStatusTwoNamingTheKey() throws {
        for key in ["PS0", "FPATH", "reswords", "zsh_eval_context", "nameddirs", "LD_PRELOAD", "DYLD_INSERT_LIBRARIES",
                    "precmd_functions", "PROMPT_COMMAND", "RPROMPT"] {
            let form = try makeFile("form.json", #"{ "sections": [ { "rows": [ { "tag": "\#(key)", "type": "text" } ] } ] }"#)
            let values = try makeFile("values.json", #"{"\#(key)": "$(touch pwned)"}"#)
            for format in ["sh", "env"] {
                let ended = try DetachedRun(["--submit", "--values", values, "--format", format, form], environment: environment)
                XCTAssertEqual(ended.status, 2, "\(format) \(key): \(ended.stderr)")
                XCTAssertEqual(ended.stdout, "", "\(format) \(key)")
                XCTAssertEqual(ended.stderr, "\(form): --format \(format): the key '\(key)' becomes the shell name \(key), "
                               + "which shells use for themselves; give --prefix (such as --prefix form_)\n")
            }
        }
    }

    func testARefusedNameStopsEveryFaceBeforeAnything() throws {
        for key in ["PS0", "FPATH", "reswords", "LD_PRELOAD"] {
            let form = try makeFile("form.json", #"{ "sections": [ { "rows": [ { "tag": "\#(key)", "type": "text" } ] } ] }"#)
            let message = "becomes the shell name \(key), which shells use for themselves"
            let check = try DetachedRun(["--check", "--format", "sh", form], environment: environment)
            XCTAssertEqual(check.status, 2, "--check \(key)")
            XCTAssertTrue(check.stderr.contains(message), check.stderr)
            let plain = try DetachedRun(["--format", "env", form], input: "x\n", environment: environment)
            XCTAssertEqual(plain.status, 2, "plain \(key)")
            XCTAssertEqual(plain.stdout, "", "plain \(key): nothing asked")
            XCTAssertTrue(plain.stderr.contains(message), plain.stderr)
            let session = try PtySession.formrun(["--format", "sh", "--no-draft", form])
            XCTAssertEqual(session.waitForExit(), 2, "full screen \(key)")
            XCTAssertFalse(session.ttyOutput.contains("\u{1B}"), "no screen drawn: \(session.ttyOutput.debugDescription)")
            XCTAssertTrue(session.stderr.contains(message), session.stderr)
        }
    }

    /// zsh stops an `eval` at a read-only name and bash runs `PS0` before the next command: what
    /// the refusal spares a script (the shells still do so, or the list could shrink).
    func testTheShellsStillStumbleOnTheNamesRefused() throws {
        let zsh = try ShippedTool.run("zsh", ["-f", "-c", #"eval "a='1'; reswords='x'; b='2'"; echo "[$a][$b]""#])
        XCTAssertNotEqual(zsh.stdout, "[1][2]\n", "zsh lost nothing after reswords: \(zsh.stdout) \(zsh.stderr)")
        let trap = scratchPath("ps0-ran")
        let script = try makeFile("ps0.sh", #"eval "PS0='\$(touch \"\$TRAP\")'""# + "\ntrue\n")
        let bash = try ShippedTool.run("sh", ["-c", #"bash --norc -i < "$SCRIPT""#],
                                       environment: ["TRAP": trap, "SCRIPT": script, "HOME": scratchPath("home")])
        XCTAssertTrue(FileManager.default.fileExists(atPath: trap), "interactive bash ran PS0: \(bash.stderr)")
    }

    /// The names the issue and the shells list, each with a letter added, a letter's case changed
    /// or `_x` after: those not refused are written, and `eval` in bash, dash, zsh (and
    /// interactive bash and zsh, where prompts and hooks run) gives each value back whole.
    func testTheNeighboursOfRefusedNamesComeBackWholeThroughEvalInEveryShell() throws {
        let seeds = ["PS0", "PS1", "PS4", "PROMPT", "RPROMPT", "PROMPT_COMMAND", "FPATH", "fpath", "path", "reswords",
                     "zsh_eval_context", "terminfo", "termcap", "userdirs", "nameddirs", "precmd_functions",
                     "preexec_functions", "LD_PRELOAD", "DYLD_LIBRARY_PATH", "BASH_ENV", "ENV", "IFS", "PATH", "status",
                     "LC_ALL", "HOME"]
        var neighbours: [String] = []
        for seed in seeds {
            for candidate in [seed + "x", seed.lowercased(), seed.uppercased(), seed + "_x", "x" + seed]
            where !isRefused(candidate) && !neighbours.contains(candidate) {
                neighbours.append(candidate)
            }
        }
        XCTAssertGreaterThan(neighbours.count, 60)
        let trap = scratchPath("pwned")
        let rows = neighbours.map { #"{ "tag": "\#($0)", "type": "text" }"# }.joined(separator: ",")
        let form = try makeFile("form.json", #"{ "sections": [ { "rows": [ \#(rows) ] } ] }"#)
        var object: [String: String] = [:]
        for (i, name) in neighbours.enumerated() { object[name] = "$(touch \(trap)\(i)) \(name)" }
        let valuesPath = scratchPath("values.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: valuesPath))
        let binary = try XCTUnwrap(BinaryLocator.formrun())
        let checks = neighbours.enumerated().map { i, name in
            #"[ "$\#(name)" = '$(touch \#(trap)\#(i)) \#(name)' ] || { echo "wrong: \#(name)"; exit 8; }"#
        }.joined(separator: "\n")
        let script = #"eval "$("$FORMRUN" --submit --values "$VALUES" --format sh "$FORM")" || exit 9"# + "\n" + checks
            + "\necho done"
        for (shell, options) in [("bash", ["--norc"]), ("bash", ["--norc", "-i"]), ("dash", []), ("zsh", ["-f"]), ("zsh", ["-f", "-i"])] {
            let result = try ShippedTool.run(shell, options + ["-c", script],
                                             environment: ["FORMRUN": binary, "FORM": form, "VALUES": valuesPath,
                                                           "XDG_STATE_HOME": scratchPath("state")])
            XCTAssertEqual(result.status, 0, "\(shell) \(options): \(result.stdout) \(result.stderr)")
            XCTAssertTrue(result.stdout.hasSuffix("done\n"), "\(shell) \(options): \(result.stdout)")
        }
        let trapped = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("pwned") }
        XCTAssertEqual(trapped, [], "a value ran a command")
    }
}
