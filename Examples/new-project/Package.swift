// swift-tools-version:6.0
import PackageDescription

// `new-project`: a command-line tool outside formrun that asks its user a form through the FormRun
// library — name, licence, version, keywords — and writes a Swift package skeleton. It depends on
// formrun by path, as any tool would, and shows a row kind of its own (`SemverKind`); `team-roster`
// shows nested answers and the code attached to the rows of a list's items.
let package = Package(
    name: "new-project",
    dependencies: [.package(name: "formrun", path: "../..")],
    targets: [
        // A version row: ←/→ choose the part, ↑/↓ bump it. Registered by name, so form files can use it too.
        .target(name: "SemverKind", dependencies: [.product(name: "FormRun", package: "formrun")]),
        .executableTarget(name: "new-project", dependencies: ["SemverKind", .product(name: "FormRun", package: "formrun")]),
        // Nested answers from outside: a team with a list of members, each with an address.
        .executableTarget(name: "team-roster", dependencies: [.product(name: "FormRun", package: "formrun")]),
        // The README's library section, letter for letter (a test compares them).
        .executableTarget(name: "readme-example", dependencies: [.product(name: "FormRun", package: "formrun")]),
    ]
)
