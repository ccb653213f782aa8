// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "formrun",
    products: [
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
        // The pure model: form file, conditions, validation, output.
        .target(name: "FormCore"),
        // State, keys, editors, layout: pure, no terminal.
        .target(name: "FormUI", dependencies: ["FormCore", "FormDiff"]),
        // The Terminal protocol, curses and in-memory terminals, the renderer.
        .target(name: "FormTerminal", dependencies: ["FormUI", "FormDiff", "CCurses"]),
        .executableTarget(name: "formrun", dependencies: ["FormCore", "FormUI", "FormTerminal"]),
        .executableTarget(name: "formrun-bench", dependencies: ["FormDiff", "FormCore", "FormUI", "FormTerminal"]),
        // Random forms and other helpers the test targets share (never linked into the product).
        .target(name: "FormTestSupport", dependencies: ["FormCore", "FormDiff", "FormUI"], path: "Tests/Support"),
        .testTarget(name: "FormDiffTests", dependencies: ["FormDiff"]),
        .testTarget(name: "FormCoreTests", dependencies: ["FormCore"]),
        .testTarget(name: "FormUITests", dependencies: ["FormUI", "FormCore", "FormDiff", "FormTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "FormTerminalTests", dependencies: ["FormTerminal", "FormUI", "FormCore", "FormDiff", "FormTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["CPty", "FormCore", "FormTestSupport"], exclude: ["Golden"]),
    ]
)
