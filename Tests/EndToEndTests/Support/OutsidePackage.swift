import Foundation
import XCTest

/// Builds a package outside formrun's targets that depends on it by path (`Examples/…`), as its
/// user builds it, into one build folder shared by all of them (`.build/examples/shared`): SwiftPM
/// keeps each root package's products side by side there, so formrun, their dependency, is
/// compiled once for all of them and a second run only links.
enum OutsidePackage {
    static let scratch = LibraryAPITests.repositoryRoot.appendingPathComponent(".build/examples/shared")

    /// Builds `package` (with its tests when `tests`) and returns the products' folder, after
    /// checking that each of `products` is there. SwiftPM keeps in the folder the plan of the root
    /// package it built last (`debug.yaml`) and may take it as up to date for another root (then
    /// building nothing): it is removed first, so the plan is made for this package, the compiled
    /// files kept. A build folder kept from an earlier checkout may miss source files added to
    /// formrun since (SwiftPM does not always plan a path dependency again): a failed build is
    /// tried once more from an empty one.
    static func build(_ package: URL, tests: Bool = false, products: [String]) throws -> URL {
        func build() throws -> ToolRun {
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
            return try ToolRun(["swift", "build"] + (tests ? ["--build-tests"] : []) + ["--package-path", package.path,
                               "--scratch-path", scratch.path], seconds: 1200)
        }
        var run = try build()
        if run.status != 0 {
            try? FileManager.default.removeItem(at: scratch)
            run = try build()
        }
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let folder = scratch.appendingPathComponent("debug")
        for product in products {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(product).path),
                          "\(package.lastPathComponent): \(product) was not built\n\(run.stdout)")
        }
        return folder
    }
}
