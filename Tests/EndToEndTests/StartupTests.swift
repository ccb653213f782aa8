import Foundation
import XCTest

/// Issue #10, start-up: the `formrun` binary loads neither Foundation nor ICU (loading them cost
/// most of its start-up time and RSS). `ldd` lists every shared library the dynamic loader maps
/// for it, the dependencies of its dependencies included. The binary `make build` writes is a
/// static executable (no program interpreter, nothing loaded: DECISIONS.md "One static
/// executable"); the debug binary the tests build is dynamic. `FORMRUN_BIN` runs these on either.
final class StartupTests: XCTestCase {
    /// Libraries that must not be loaded: Foundation (`libFoundation.so`, whose
    /// `libFoundationInternationalization.so` brings ICU), and ICU under any of its names
    /// (`libicu*`, the toolchain's `lib_FoundationICU.so`), and `libFoundationEssentials.so`,
    /// which the FormRun library uses for `Date` and `Decimal` fields: the command does not link
    /// the library, so its start-up does not load it.
    static let forbidden = ["libFoundation.so", "libFoundationInternationalization", "libicu", "_FoundationICU", "libFoundationEssentials"]

    func testTheBinaryLoadsNeitherFoundationNorICU() throws {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        if try Self.isStatic(binary) { return try Self.expectNothingLoaded(binary) }
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
        if try Self.isStatic(binary) { return try Self.expectNothingLoaded(binary) }
        let listing = try Self.ldd(binary)
        XCTAssertTrue(listing.contains("libc.so"), "unexpected ldd output for \(binary):\n\(listing)")
        XCTAssertFalse(listing.contains("libncurses") || listing.contains("libtinfo"), "\(binary) links curses:\n\(listing)")
    }

    /// Whether `binary` has no program interpreter (`readelf -l` lists no `INTERP` header).
    private static func isStatic(_ binary: String) throws -> Bool {
        let headers = try ShippedTool.run("readelf", ["-lW", binary], environment: ["LC_ALL": "C"])
        XCTAssertEqual(headers.status, 0, headers.stderr)
        XCTAssertTrue(headers.stdout.contains("LOAD"), "unexpected readelf output for \(binary):\n\(headers.stdout)")
        return !headers.stdout.contains("INTERP")
    }

    /// A static executable: the dynamic loader is never run for it, so it maps no shared library.
    private static func expectNothingLoaded(_ binary: String) throws {
        let listing = try ShippedTool.run("ldd", [binary], environment: ["LC_ALL": "C"])
        XCTAssertTrue((listing.stdout + listing.stderr).contains("not a dynamic executable"),
                      "\(binary) has no interpreter but ldd lists: \(listing.stdout)")
    }

    /// `ldd binary`'s standard output; the test fails when ldd does not exit 0.
    private static func ldd(_ binary: String) throws -> String {
        let result = try ShippedTool.run("ldd", [binary], environment: ["LC_ALL": "C"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }
}
