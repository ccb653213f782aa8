// swift-tools-version:6.0
import PackageDescription

// `deploy-wizard`: a tool outside formrun that asks for a deployment in a form bound to its own
// `Codable` type (`TypedForm<Deploy>`) and prints it. It depends on formrun by path, as any tool
// would; its tests are written the way a user writes them (Swift Testing, `run(keys:)`, `submit(_:)`).
// The DocC tutorial "Build a deploy wizard" builds this package step by step.
let package = Package(
    name: "deploy-wizard",
    dependencies: [.package(name: "formrun", path: "../..")],
    targets: [
        .executableTarget(name: "deploy-wizard", dependencies: [.product(name: "FormRun", package: "formrun")]),
        .testTarget(name: "DeployWizardTests", dependencies: ["deploy-wizard", .product(name: "FormRun", package: "formrun")]),
    ]
)
