import FormJSON
import FormYAML
import XCTest

/// Real configs read to the right values, with the ranges a writer patches.
final class YAMLRealConfigTests: XCTestCase {
    func source(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    let workflow = """
        # CI for the service
        name: CI   # shown in the Actions tab

        on:
          push:
            branches: [main]   # only main
          pull_request:

        jobs:
          build:
            runs-on: ubuntu-latest
            timeout-minutes: 30
            steps:
              # check out first
              - uses: actions/checkout@v4
              - name: Test
                run: |
                  make deps
                  make test
              - run: 'echo "done"'

        """

    func testAWorkflowReadsOnAsAKeyAndKeepsRanges() throws {
        let stream = try YAMLReader.stream(workflow)
        XCTAssertEqual(stream.documents.count, 1)
        let root = try XCTUnwrap(stream.document(0)?.root)
        XCTAssertEqual(root.style, .block)
        let keys = root.entries?.map { $0.key.text }
        XCTAssertEqual(keys, ["name", "on", "jobs"])
        XCTAssertEqual(root["name"]?.scalar, .string("CI"))
        let on = try XCTUnwrap(root["on"])
        XCTAssertEqual(on["push"]?["branches"]?.items?.first?.scalar, .string("main"))
        XCTAssertEqual(on["push"]?["branches"]?.style, .flow)
        XCTAssertEqual(source(workflow, try XCTUnwrap(on["push"]?["branches"]).range), "[main]")
        XCTAssertEqual(on["pull_request"]?.scalar, .null)
        XCTAssertEqual(on["pull_request"]?.style, .empty)

        let build = try XCTUnwrap(root["jobs"]?["build"])
        let runsOn = try XCTUnwrap(build.entries?.first)
        XCTAssertEqual(source(workflow, runsOn.key.range), "runs-on")
        XCTAssertEqual(source(workflow, runsOn.value.range), "ubuntu-latest")
        XCTAssertEqual(source(workflow, runsOn.range), "runs-on: ubuntu-latest")
        XCTAssertEqual(runsOn.key.start, YAMLMark(offset: runsOn.key.range.lowerBound, line: 10, column: 4))
        XCTAssertEqual(build["timeout-minutes"]?.scalar, .int(30))

        let steps = try XCTUnwrap(build["steps"]?.items)
        XCTAssertEqual(steps.count, 3)
        XCTAssertEqual(source(workflow, try XCTUnwrap(steps[0].indicatorOffset)..<steps[0].range.upperBound),
                       "- uses: actions/checkout@v4")
        XCTAssertEqual(source(workflow, try XCTUnwrap(build["steps"]).range.prefix(6)), "- uses")
        let run = try XCTUnwrap(steps[1]["run"])
        XCTAssertEqual(run.style, .literal)
        XCTAssertEqual(run.scalar, .string("make deps\nmake test\n"))
        XCTAssertEqual(source(workflow, run.range), "|\n          make deps\n          make test")
        let echo = try XCTUnwrap(steps[2]["run"])
        XCTAssertEqual(echo.style, .singleQuoted)
        XCTAssertEqual(source(workflow, echo.range), "'echo \"done\"'")

        let json = try XCTUnwrap(YAMLReader.json(workflow))
        XCTAssertEqual(json.members?.map(\.key), ["name", "on", "jobs"])
        XCTAssertEqual(json["on"]?["pull_request"]?.isNull, true)
        XCTAssertEqual(json["jobs"]?["build"]?["timeout-minutes"]?.intValue, 30)
        XCTAssertEqual(json["jobs"]?["build"]?["runs-on"]?.location, SourceLocation(line: 11, column: 14))
    }

    let compose = """
        services:
          db:
            image: postgres:16    # pinned
            expose: [5432]
            ports:
              - "5432:5432"
            environment:
              POSTGRES_PASSWORD: example
              PGPORT: 5432
            volumes:
              - db-data:/var/lib/postgresql/data
        volumes: {db-data: }
        """

    func testAComposeFileWithNumbersInListsAndANullVolume() throws {
        let root = try XCTUnwrap(YAMLReader.stream(compose).document(0)?.root)
        let db = try XCTUnwrap(root["services"]?["db"])
        XCTAssertEqual(db["image"]?.scalar, .string("postgres:16"))
        let expose = try XCTUnwrap(db["expose"])
        XCTAssertEqual(expose.items?.map(\.scalar), [.int(5432)])
        XCTAssertEqual(source(compose, expose.range), "[5432]")
        XCTAssertEqual(source(compose, try XCTUnwrap(expose.items?.first).range), "5432")
        XCTAssertEqual(db["ports"]?.items?.first?.scalar, .string("5432:5432"))
        XCTAssertEqual(db["ports"]?.items?.first?.style, .doubleQuoted)
        XCTAssertEqual(db["environment"]?["PGPORT"]?.scalar, .int(5432))
        XCTAssertEqual(db["volumes"]?.items?.first?.scalar, .string("db-data:/var/lib/postgresql/data"))

        let volumes = try XCTUnwrap(root["volumes"])
        XCTAssertEqual(volumes.style, .flow)
        XCTAssertEqual(source(compose, volumes.range), "{db-data: }")
        let entry = try XCTUnwrap(volumes.entries?.first)
        XCTAssertEqual(entry.key.text, "db-data")
        XCTAssertEqual(entry.value.scalar, .null)
        XCTAssertEqual(entry.value.style, .empty)
        // The empty value stands right after its ':'.
        XCTAssertEqual(source(compose, entry.key.range.lowerBound..<entry.value.range.lowerBound), "db-data:")
        XCTAssertTrue(entry.value.range.isEmpty)

        let json = try XCTUnwrap(YAMLReader.json(compose))
        XCTAssertEqual(json["services"]?["db"]?["expose"]?.elements?.first?.intValue, 5432)
        XCTAssertEqual(json["volumes"]?["db-data"]?.isNull, true)
    }

    func testTheCoreSchema() throws {
        let text = """
            a: on
            b: yes
            c: no
            d: y
            e: True
            f: FALSE
            g: ~
            h:
            i: 0o17
            j: 0x1F
            k: 0777
            l: 1:30
            m: .inf
            n: -.Inf
            o: .nan
            p: 1e3
            q: -2.5
            r: +12
            s: '12'
            t: !!str 12
            u: !!int "12"
            v: 12abc
            """
        let root = try XCTUnwrap(YAMLReader.stream(text).document(0)?.root)
        func value(_ key: String) -> YAMLScalarValue? { root[key]?.scalar }
        XCTAssertEqual(value("a"), .string("on"))
        XCTAssertEqual(value("b"), .string("yes"))
        XCTAssertEqual(value("c"), .string("no"))
        XCTAssertEqual(value("d"), .string("y"))
        XCTAssertEqual(value("e"), .bool(true))
        XCTAssertEqual(value("f"), .bool(false))
        XCTAssertEqual(value("g"), .null)
        XCTAssertEqual(value("h"), .null)
        XCTAssertEqual(value("i"), .int(15))
        XCTAssertEqual(value("j"), .int(31))
        XCTAssertEqual(value("k"), .int(777))
        XCTAssertEqual(root["k"]?.text, "0777")
        XCTAssertEqual(value("l"), .string("1:30"))
        XCTAssertEqual(value("m"), .float(.infinity))
        XCTAssertEqual(value("n"), .float(-.infinity))
        if case .float(let nan) = value("o") { XCTAssertTrue(nan.isNaN) } else { XCTFail("not a float") }
        XCTAssertEqual(value("p"), .float(1000))
        XCTAssertEqual(value("q"), .float(-2.5))
        XCTAssertEqual(value("r"), .int(12))
        XCTAssertEqual(value("s"), .string("12"))
        XCTAssertEqual(value("t"), .string("12"))
        XCTAssertEqual(value("u"), .int(12))
        XCTAssertEqual(value("v"), .string("12abc"))

        let json = try XCTUnwrap(YAMLReader.json(text))
        XCTAssertEqual(json["j"]?.kind, .number(raw: "31", value: 31))
        XCTAssertEqual(json["k"]?.kind, .number(raw: "777", value: 777))
        XCTAssertEqual(json["q"]?.kind, .number(raw: "-2.5", value: -2.5))
        XCTAssertEqual(json["m"]?.kind, .string(".inf"))
    }

    func testAnchorsAndAliasesAreResolvedAndMarked() throws {
        let text = """
            defaults: &defaults
              adapter: postgres
              host: localhost
            development:
              database: dev
              settings: *defaults
            """
        let root = try XCTUnwrap(YAMLReader.stream(text).document(0)?.root)
        let defaults = try XCTUnwrap(root["defaults"])
        XCTAssertEqual(defaults.anchor, "defaults")
        XCTAssertEqual(source(text, try XCTUnwrap(defaults.propertiesRange)), "&defaults")
        XCTAssertTrue(defaults.isShared)
        let settings = try XCTUnwrap(root["development"]?["settings"])
        XCTAssertEqual(settings.alias, "defaults")
        XCTAssertEqual(source(text, settings.range), "*defaults")
        XCTAssertEqual(settings["host"]?.scalar, .string("localhost"))
        XCTAssertTrue(try XCTUnwrap(root["development"]).isShared)
        XCTAssertFalse(try XCTUnwrap(root["development"]?["database"]).isShared)
        XCTAssertEqual(try YAMLReader.json(text)?["development"]?["settings"]?["adapter"]?.stringValue, "postgres")
        XCTAssertEqual(root.sharing(at: ["defaults", "host"]), "&defaults")
        XCTAssertEqual(root.sharing(at: ["development", "settings", "host"]), "*defaults")
        XCTAssertEqual(root.sharing(at: ["development"]), "*defaults")
        XCTAssertNil(root.sharing(at: ["development", "database"]))
    }

    func testDocumentsOfAStream() throws {
        let text = "# first\na: 1\n---\nb: 2\n...\n--- plain\n"
        let stream = try YAMLReader.stream(text)
        XCTAssertEqual(stream.documents.count, 3)
        XCTAssertEqual(stream.document(1)?.root["b"]?.scalar, .int(2))
        XCTAssertEqual(stream.document(1)?.hasStartMarker, true)
        XCTAssertEqual(stream.document(1)?.hasEndMarker, true)
        XCTAssertEqual(stream.document(2)?.root.scalar, .string("plain"))
        XCTAssertNil(stream.document(3))
        XCTAssertEqual(try YAMLReader.json(text, document: 1)?["b"]?.intValue, 2)
        XCTAssertEqual(try YAMLReader.json("")?.isNull, true)
    }

    func testErrorsSayWhereAndWhat() {
        func error(_ text: String) -> YAMLError? {
            do {
                _ = try YAMLReader.stream(text)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(error("a: b: c\n"), YAMLError(.mappingValueNotAllowed, at: SourceLocation(line: 1, column: 5)))
        XCTAssertEqual(error("a: [1, 2\n"), YAMLError(.unexpectedEnd(inside: "a flow collection"), at: SourceLocation(line: 2, column: 1)))
        XCTAssertEqual(error("a: *nope\n"), YAMLError(.undefinedAlias("nope"), at: SourceLocation(line: 1, column: 4)))
        XCTAssertEqual(error("a: \"open\n"), YAMLError(.unterminatedQuoted(double: true), at: SourceLocation(line: 1, column: 4)))
        XCTAssertEqual(error("a: \"\\q\"\n"), YAMLError(.badEscape("\\q"), at: SourceLocation(line: 1, column: 5)))
        XCTAssertEqual(error("a:\n\t- b\n")?.issue, .tabIndentation)
        XCTAssertEqual(error("key: value\n  bad: indent\n")?.location.line, 2)
        XCTAssertEqual(error("a: b: c\n")?.description, "1:5: a mapping value (':') is not allowed here")
        XCTAssertEqual(error("a: 1\na: 2\n"), nil)
        XCTAssertEqual(error("a: 'b\u{7}'\n"), YAMLError(.nonPrintable(7), at: SourceLocation(line: 1, column: 6)))
        XCTAssertEqual(error("a: é\u{80}\n")?.issue, .nonPrintable(0x80))
        XCTAssertEqual(error("a: 'b\u{7}'\n")?.description, "1:6: control character U+0007 is not allowed in YAML (write it as an escape in a double-quoted string)")
        XCTAssertThrowsError(try YAMLReader.json("a: 1\na: 2\n")) { error in
            XCTAssertEqual(error as? YAMLError, YAMLError(.duplicateKey("a"), at: SourceLocation(line: 2, column: 1)))
        }
        XCTAssertThrowsError(try YAMLReader.json("[a]: 1\n")) { error in
            XCTAssertEqual((error as? YAMLError)?.issue, .complexKey)
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        let text = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        XCTAssertThrowsError(try YAMLReader.stream(text)) { error in
            guard case .tooDeep = (error as? YAMLError)?.issue else { return XCTFail("\(error)") }
        }
    }
}

extension YAMLRealConfigTests {
    func testNodesFoundByTheJSONPointerTokensOfTheirValue() throws {
        let root = try XCTUnwrap(YAMLReader.stream(workflow).document(0)?.root)
        let run = try XCTUnwrap(root.node(at: ["jobs", "build", "steps", "1", "run"]))
        XCTAssertEqual(run.style, .literal)
        XCTAssertNil(root.node(at: ["jobs", "build", "steps", "01"]))
        XCTAssertNil(root.node(at: ["jobs", "nope"]))
        XCTAssertEqual(root.entry(forKey: "on")?.index, 1)
        XCTAssertEqual(try YAMLReader.stream("1: one\n").document(0)?.root.node(at: ["1"])?.scalar, .string("one"))
    }
}

extension YAMLRealConfigTests {
    func testMergeKeysOfComposeFiles() throws {
        let text = """
            x-common: &common
              restart: always
              image: base
            services:
              web:
                <<: *common
                image: web
              worker:
                <<: [*common, {user: app}]
            """
        let json = try XCTUnwrap(YAMLReader.json(text))
        XCTAssertEqual(json["services"]?["web"]?.members?.map(\.key), ["restart", "image"])
        XCTAssertEqual(json["services"]?["web"]?["image"]?.stringValue, "web")
        XCTAssertEqual(json["services"]?["worker"]?.members?.map(\.key), ["restart", "image", "user"])
        XCTAssertEqual(try YAMLReader.json("'<<': 1")?["<<"]?.intValue, 1)
        XCTAssertThrowsError(try YAMLReader.json("a:\n  <<: 3\n")) { error in
            XCTAssertEqual((error as? YAMLError)?.issue, .badMerge)
        }
    }
}

extension YAMLRealConfigTests {
    func testAliasesThatExpandWithoutEndAreRefused() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        XCTAssertNoThrow(try YAMLReader.stream(text))
        XCTAssertThrowsError(try YAMLReader.json(text)) { error in
            XCTAssertEqual((error as? YAMLError)?.issue, .tooManyValues(limit: 1_000_000))
        }
    }
}
