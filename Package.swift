// swift-tools-version:6.0
import PackageDescription

/// The leaf modules whose small functions the model and the UI call per value or per character
/// (the JSON reader's accessors, display widths): compiled with cross-module optimisation in
/// release builds, so that their callers inline and specialise them as when they were one module.
let inlinedAcrossModules: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "formrun",
    products: [
        // Forms in any Swift command-line tool: the builder, running a form, typed answers.
        .library(name: "FormRun", targets: ["FormRun"]),
        .executable(name: "formrun", targets: ["formrun"]),
        .executable(name: "formrun-bench", targets: ["formrun-bench"]),
    ],
    targets: [
        // ncursesw (libncurses-dev, headers in /usr/include/ncursesw), opened with dlopen when a
        // form is drawn: nothing of it is mapped at start-up (`formrun --version`, `--check`).
        .target(name: "CCurses", linkerSettings: [.linkedLibrary("dl")]),
        // forkpty for the end-to-end tests.
        .target(name: "CPty"),
        // The generic two-level diff; knows nothing of forms.
        .target(name: "FormDiff"),
        // The JSON reader: a compact document with every value's line:column; knows nothing of forms.
        .target(name: "FormJSON", swiftSettings: inlinedAcrossModules),
        // The YAML 1.2 reader: every node with its byte range and style, for patching the text in
        // place, and its value as the JSON reader's tree; knows nothing of forms.
        .target(name: "FormYAML", dependencies: ["FormJSON"]),
        // Screen values (frames, lines, styles, the colour type), keys and messages, display widths:
        // what the UI draws and the terminal shows, no state, no curses.
        .target(name: "FormScreen", swiftSettings: inlinedAcrossModules),
        // The form model: form file, conditions, validation, output, drafts, plain answers.
        .target(name: "FormCore", dependencies: ["FormJSON", "FormScreen"]),
        // JSON Schema: the validator and the reading of a schema as a form (a leaf above the model).
        .target(name: "FormSchema", dependencies: ["FormJSON", "FormCore"]),
        // Config files edited in place: a source document keeps the original text and patches only
        // the values changed (JSON and JSONC); the value-tree diff, the unified diff, atomic writes.
        .target(name: "FormEdit", dependencies: ["FormJSON", "FormCore", "FormYAML"]),
        // State, keys, editors, layout: pure, no terminal.
        .target(name: "FormUI", dependencies: ["FormCore", "FormDiff", "FormScreen"]),
        // The Terminal protocol, curses and in-memory terminals, the renderer (these need FormScreen
        // only); FormUI is for the session, signals and trace, which are to move to the app.
        // The drafts of answers on disk: one file a session, locked, resumed at the next start.
        .target(name: "FormDrafts", dependencies: ["FormCore", "FormJSON"]),
        .target(name: "FormTerminal", dependencies: ["FormScreen", "FormDiff", "FormCore", "CCurses"]),
        // The session: the run loop that carries the update's effects out on a terminal, the
        // signals and the trace.
        .target(name: "FormApp", dependencies: ["FormTerminal", "FormUI", "FormScreen", "FormDiff", "FormCore"]),
        // The library product: forms built in code or read from a file, run on a terminal, in plain
        // mode, headless or with scripted keys; typed answers. Its public API is all a user sees:
        // every other target declares `package`, never `public` (`make package-access`).
        .target(name: "FormRun", dependencies: ["FormJSON", "FormCore", "FormDrafts", "FormSchema", "FormScreen", "FormUI", "FormTerminal", "FormApp"]),
        .executableTarget(name: "formrun", dependencies: ["FormEdit", "FormJSON", "FormCore", "FormDrafts", "FormSchema", "FormScreen", "FormUI", "FormTerminal", "FormApp"]),
        .executableTarget(name: "formrun-bench",
                          dependencies: ["FormDiff", "FormJSON", "FormCore", "FormDrafts", "FormEdit", "FormSchema", "FormScreen", "FormUI", "FormTerminal", "FormApp"]),
        // Random forms and other helpers the test targets share (never linked into the product).
        // The cross-face generator and its faces (Tests/Support/CrossFace, Faces) reach FormRun and the session.
        .target(name: "FormTestSupport", dependencies: ["FormCore", "FormSchema", "FormDiff", "FormScreen", "FormUI", "FormRun", "FormApp", "FormTerminal"],
                path: "Tests/Support"),
        .testTarget(name: "FormDiffTests", dependencies: ["FormDiff"]),
        .testTarget(name: "FormYAMLTests", dependencies: ["FormYAML", "FormJSON"], exclude: ["YAMLTestSuite"]),
        .testTarget(name: "FormJSONTests", dependencies: ["FormJSON", "FormCore", "FormSchema"]),
        .testTarget(name: "FormEditTests", dependencies: ["FormEdit", "FormJSON", "FormSchema", "FormCore"]),
        .testTarget(name: "FormScreenTests", dependencies: ["FormScreen"]),
        .testTarget(name: "FormCoreTests", dependencies: ["FormCore", "FormJSON", "FormSchema", "FormTestSupport"]),
        .testTarget(name: "FormSchemaTests", dependencies: ["FormSchema", "FormCore", "FormJSON", "FormTestSupport"]),
        .testTarget(name: "FormUITests", dependencies: ["FormUI", "FormCore", "FormJSON", "FormSchema", "FormScreen", "FormDiff", "FormTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "FormTerminalTests",
                    dependencies: ["FormTerminal", "FormUI", "FormCore", "FormJSON", "FormSchema", "FormScreen", "FormDiff", "FormTestSupport"]),
        .testTarget(name: "FormAppTests",
                    dependencies: ["FormApp", "FormDrafts", "FormTerminal", "FormUI", "FormCore", "FormJSON", "FormSchema", "FormScreen", "FormDiff", "FormTestSupport"]),
        .testTarget(name: "FormDraftsTests", dependencies: ["FormDrafts", "FormCore", "FormJSON", "FormSchema", "FormTestSupport"]),
        .testTarget(name: "FormRunTests", dependencies: ["FormRun", "FormCore", "FormSchema", "FormUI", "FormScreen", "FormTerminal", "FormApp", "FormTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["CPty", "FormCore", "FormDrafts", "FormJSON", "FormSchema", "FormTestSupport"], exclude: ["Golden"]),
    ]
)

/// Only FormRun is for other packages: the modules below it declare `package` access (so another
/// package sees none of their symbols), and are built to refuse an `import` from any module but
/// this package's own (`-allowable-client`), so that `import FormCore` does not compile in a tool
/// that depends on the FormRun product. (The C shims, CCurses and CPty, cannot be refused so.)
let modulesBelowFormRun: Set = ["FormDiff", "FormJSON", "FormYAML", "FormScreen", "FormCore", "FormSchema", "FormEdit", "FormUI",
                                "FormDrafts", "FormTerminal", "FormApp", "FormTestSupport"]
let ownModules = package.targets.map { String($0.name.map { $0 == "-" ? "_" : $0 }) }
    + ["formrunPackageTests", "formrunPackageDiscoveredTests"]
for target in package.targets where modulesBelowFormRun.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(ownModules.flatMap { ["-Xfrontend", "-allowable-client", "-Xfrontend", $0] })]
}
