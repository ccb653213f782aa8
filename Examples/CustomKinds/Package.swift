// swift-tools-version:6.0
import PackageDescription

// A custom row kind (`SemverKind`) registered with FormRun and used in a form: depends on
// formrun by path, as any tool outside this repository would.
let package = Package(
    name: "CustomKinds",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "CustomKinds", dependencies: [.product(name: "FormRun", package: "formrun")]),
    ]
)
