// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "deploy-wizard",
    dependencies: [.package(name: "formrun", path: "../..")],
    targets: [
        .executableTarget(name: "deploy-wizard", dependencies: [.product(name: "FormRun", package: "formrun")]),
    ]
)
