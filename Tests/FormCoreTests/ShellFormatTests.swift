import XCTest
import FormJSON
@testable import FormCore

/// `--format sh`: the quoting and the names (the shells themselves run it in
/// `OutputFormatEndToEndTests`).
final class ShellFormatTests: XCTestCase {
    private func sh(_ entries: [OutputEntry], prefix: String = "") throws -> String {
        try OutputRequest(format: .sh, prefix: prefix).render(entries)
    }

    func testEveryValueIsSingleQuotedAndAQuoteStandsOutside() {
        XCTAssertEqual(ShellFormat.quoted("Ada Lovelace"), "'Ada Lovelace'")
        XCTAssertEqual(ShellFormat.quoted(""), "''")
        XCTAssertEqual(ShellFormat.quoted("it's"), #"'it'\''s'"#)
        XCTAssertEqual(ShellFormat.quoted("'"), #"\'"#)
        XCTAssertEqual(ShellFormat.quoted("''x"), #"\'\''x'"#)
        XCTAssertEqual(ShellFormat.quoted("$(touch X) `y` \\ \n\u{01}"), "'$(touch X) `y` \\ \n\u{01}'")
    }

    func testNoTwoQuotesStandSideBySideInsideAQuotedRun() {
        // zsh's RC_QUOTES reads '' inside quotes as one quote: a quoted run is never closed by a
        // quote that another follows. Read back as a POSIX shell reads it, the word is the value.
        for value in ["'", "''", "a''b", "'''", "x'", "'x", "a'b'c", "", "plain"] {
            let quoted = Array(ShellFormat.quoted(value).unicodeScalars)
            var read = String.UnicodeScalarView(), i = 0
            while i < quoted.count {
                if quoted[i] == "\\", i + 1 < quoted.count {
                    read.append(quoted[i + 1])
                    i += 2
                    continue
                }
                XCTAssertEqual(quoted[i], "'", "\(value): only quoted runs and \\' outside")
                i += 1
                while i < quoted.count, quoted[i] != "'" { read.append(quoted[i]); i += 1 }
                i += 1
                XCTAssertFalse(i < quoted.count && quoted[i] == "'", "\(value): a run closed by '' in \(ShellFormat.quoted(value))")
            }
            XCTAssertEqual(String(read), value)
        }
    }

    func testLinesAreNameEqualsQuotedValueInOrder() throws {
        let out = try sh([OutputEntry(key: "user.name", value: .string("Ada")), OutputEntry(key: "age", value: .number(36)),
                          OutputEntry(key: "news", value: .bool(true)), OutputEntry(key: "gender", value: .null)])
        XCTAssertEqual(out, "user_name='Ada'\nage='36'\nnews='true'\ngender=''\n")
    }

    func testAListIsOneItemALineAndANestedValueCompactJSON() throws {
        let node = try JSONReader.parse(#"{"a": [1, 2]}"#, file: "")
        let out = try sh([OutputEntry(key: "topics", value: .list([.string("a b"), .string("c")])),
                          OutputEntry(path: ["address"], content: .json(node)),
                          OutputEntry(path: ["empty"], content: .emptyObject)])
        XCTAssertEqual(out, "topics='a b\nc'\naddress='{\"a\":[1,2]}'\nempty='{}'\n")
    }

    func testNamesAreMangledIntoShellNames() {
        XCTAssertEqual(ShellNames.name("user.name", prefix: ""), "user_name")
        XCTAssertEqual(ShellNames.name("first-name", prefix: ""), "first_name")
        XCTAssertEqual(ShellNames.name("2fa", prefix: ""), "_2fa")
        XCTAssertEqual(ShellNames.name("2fa", prefix: "F_"), "F_2fa")
        XCTAssertEqual(ShellNames.name("größe", prefix: ""), "gr__e")
        XCTAssertEqual(ShellNames.name("a b=$c", prefix: ""), "a_b__c")
        XCTAssertEqual(ShellNames.name("名前", prefix: "P_"), "P___")
    }

    func testThePrefixGoesBeforeEveryName() throws {
        XCTAssertEqual(try sh([OutputEntry(key: "name", value: .string("x"))], prefix: "FORM_"), "FORM_name='x'\n")
        XCTAssertThrowsError(try sh([OutputEntry(key: "name", value: .string("x"))], prefix: "1x")) { error in
            XCTAssertEqual(error as? OutputRefusal, .badPrefix("1x"))
        }
        XCTAssertTrue(OutputFormat.isShellName("P_"))
        XCTAssertFalse(OutputFormat.isShellName("P-"))
        XCTAssertFalse(OutputFormat.isShellName("9"))
        XCTAssertFalse(OutputFormat.isShellName(""))
    }

    func testTwoKeysGivingOneNameAreRefused() {
        XCTAssertThrowsError(try sh([OutputEntry(key: "user.name", value: .string("a")),
                                     OutputEntry(path: ["user_name"], content: .value(.string("b")))])) { error in
            XCTAssertEqual(error as? OutputRefusal, .sameName("user.name", "user_name", name: "user_name"))
            XCTAssertEqual("\(error)", "the keys 'user.name' and 'user_name' both become the shell name user_name; rename one of them (a row's \"key\")")
        }
        XCTAssertThrowsError(try OutputRequest(format: .env).checkNames(keys: ["a-b", "a.b"]))
        XCTAssertNoThrow(try OutputRequest(format: .sh).checkNames(keys: ["a", "a"]), "one key twice is one variable")
        XCTAssertNoThrow(try OutputRequest(format: .lines).checkNames(keys: ["a-b", "a.b"]), "lines names nothing")
    }

    func testNamesTheShellsUseAreRefusedUnlessPrefixed() throws {
        for key in ["PATH", "IFS", "path", "status", "PS1", "BASH_ENV", "LC_ALL", "_"] {
            XCTAssertThrowsError(try OutputRequest(format: .sh).checkNames(keys: [key]), key) { error in
                XCTAssertEqual(error as? OutputRefusal, .reservedName(key: key, name: key))
            }
            XCTAssertNoThrow(try OutputRequest(format: .sh, prefix: "F_").checkNames(keys: [key]), key)
        }
        XCTAssertThrowsError(try OutputRequest(format: .sh, prefix: "P").checkNames(keys: ["ATH"]), "the whole name counts")
    }

    /// Issue 27: bash's `PS0` (run before every command), zsh's read-only names (`eval` stops at
    /// them), zsh's upper-case tied names, and what other readers of an env file run (the dynamic
    /// loader, hooks and prompts): refused in `sh` and `env` alike, and only these, not their neighbours.
    func testPromptsHooksReadOnlyNamesAndTheLoaderAreRefusedInShAndEnv() throws {
        let refused = [
            "PS0", "PS1", "PS2", "PS3", "PS4", "PROMPT", "RPROMPT", "SPROMPT", "PROMPT_COMMAND", "FPATH", "fpath",
            "MANPATH", "PSVAR", "reswords", "zsh_eval_context", "ZSH_EVAL_CONTEXT", "terminfo", "termcap",
            "userdirs", "nameddirs", "usergroups", "patchars", "dis_reswords", "keymaps", "widgets",
            "sysparams", "errnos", "mapfile", "precmd_functions", "preexec_functions", "chpwd_functions",
            "periodic_functions", "zshaddhistory_functions", "zshexit_functions", "LD_PRELOAD",
            "LD_LIBRARY_PATH", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "DYLD_LIBRARY_PATH", "BASH_ENV", "ENV",
            "IFS", "PATH", "GCONV_PATH", "KSH_VERSION", "HISTEDIT",
        ]
        for format in [OutputFormat.sh, .env] {
            for key in refused {
                XCTAssertThrowsError(try OutputRequest(format: format).checkNames(keys: [key]), "\(format) \(key)") { error in
                    XCTAssertEqual(error as? OutputRefusal, .reservedName(key: key, name: key))
                    XCTAssertTrue("\(error)".contains("'\(key)'"), "\(error)")
                }
                XCTAssertNoThrow(try OutputRequest(format: format, prefix: "F_").checkNames(keys: [key]), "\(format) \(key)")
            }
        }
        let neighbours = ["PS5", "PS", "ps0", "Fpath", "FPATHS", "reswords_", "terminfo2", "ld_preload", "LD", "LDFLAGS",
                          "DYLD", "precmd", "precmd_function", "BUFFER", "words", "prompts", "version", "hostname",
                          "EDITOR", "ifs", "Path"]
        XCTAssertNoThrow(try OutputRequest(format: .sh).checkNames(keys: neighbours))
        XCTAssertNoThrow(try OutputRequest(format: .env).checkNames(keys: neighbours))
    }

    func testANulByteIsRefused() {
        XCTAssertThrowsError(try sh([OutputEntry(key: "a", value: .string("x\0y"))])) { error in
            XCTAssertEqual(error as? OutputRefusal, .nulByte(key: "a", format: .sh))
        }
    }

    func testTheWholeDocumentIsNamedByItsRow() throws {
        let out = try OutputRequest(format: .sh, documentName: "items")
            .render([OutputEntry(path: [], content: .value(.list([.string("a"), .string("b")])))])
        XCTAssertEqual(out, "items='a\nb'\n")
    }
}
