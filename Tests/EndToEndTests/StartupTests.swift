import Foundation
import XCTest

/// Issue #10, start-up: the `formrun` binary loads neither Foundation nor ICU (loading them cost
/// most of its start-up time and RSS). `ldd` lists every shared library the dynamic loader maps
/// for it, the dependencies of its dependencies included.
final class StartupTests: XCTestCase {
    /// Libraries that must not be loaded: Foundation (`libFoundation.so`, whose
    /// `libFoundationInternationalization.so` brings ICU), and ICU under any of its names
    /// (`libicu*`, the toolchain's `lib_FoundationICU.so`), and `libFoundationEssentials.so`,
    /// which the FormRun library uses for `Date` and `Decimal` fields: the command does not link
    /// the library, so its start-up does not load it.
    static let forbidden = ["libFoundation.so", "libFoundationInternationalization", "libicu", "_FoundationICU", "libFoundationEssentials"]

    func testTheBinaryLoadsNeitherFoundationNorICU() throws {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let listing = try Self.ldd(binary)
        // A listing with the C library in it: ldd did read the binary, the check below means something.
        XCTAssertTrue(listing.contains("libc.so"), "unexpected ldd output for \(binary):\n\(listing)")
        let loaded = listing.split(separator: "\n").filter { line in
            Self.forbidden.contains { line.localizedCaseInsensitiveContains($0) }
        }
        XCTAssertEqual(loaded, [], "\(binary) loads Foundation or ICU:\n\(listing)")
    }

    /// ncursesw is opened with dlopen when a form is drawn: `formrun --version` never maps it. The
    /// form itself draws (the curses end-to-end tests), so the library is found when it is needed.
    func testCursesIsNotLinkedButOpenedWhenAFormIsDrawn() throws {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let listing = try Self.ldd(binary)
        XCTAssertTrue(listing.contains("libc.so"), "unexpected ldd output for \(binary):\n\(listing)")
        XCTAssertFalse(listing.contains("libncurses") || listing.contains("libtinfo"), "\(binary) links curses:\n\(listing)")
    }

    /// `ldd binary`'s standard output; the test fails when ldd does not exit 0.
    private static func ldd(_ binary: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [binary]
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C"]
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier)
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.finish("ldd")
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: err, as: UTF8.self))
        return String(decoding: out, as: UTF8.self)
    }
}
