import Foundation
import XCTest

/// The shipped binary links ncursesw and tinfo into one static executable, and the curses shim
/// (`Sources/CCurses/ccurses.c`) is then compiled with `FORMRUN_CURSES_LINKED`: its table of
/// functions is filled at link time instead of with dlopen. The debug build the tests run takes
/// the dlopen path, so this compiles the shim the way `make build` does, links it statically with a
/// small driver, and runs it: every function of the table resolves, and the table works.
final class StaticCursesTests: XCTestCase {
    /// The driver: loads the table, asks terminfo about xterm through it, names a key.
    private static let driver = """
        #include "ccurses.h"
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            char error[256] = "";
            if (fr_curses_load(error, sizeof error) != 0) { printf("load failed: %s\\n", error); return 1; }
            printf("cup %d\\n", fr_can_address_cursor("xterm"));
            printf("key %s\\n", fr_keyname(fr_key_f(1)));
            return 0;
        }
        """

    func testTheStaticCursesTableLinksAndWorks() throws {
        let compiler = try XCTUnwrap(["cc", "clang"].first { ShippedTool.which($0) != nil }, "no C compiler")
        for archive in ["libc.a", "libncursesw.a", "libtinfo.a"] {
            let found = try ShippedTool.run(compiler, ["-print-file-name=\(archive)"]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // The Makefile builds the dynamic binary without these; so is there nothing to check.
            guard found.hasPrefix("/"), FileManager.default.fileExists(atPath: found) else {
                throw XCTSkip("\(archive) is not installed: make build links curses with dlopen")
            }
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formrun-static-curses-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let main = scratch.appendingPathComponent("main.c"), program = scratch.appendingPathComponent("driver")
        try Self.driver.write(to: main, atomically: true, encoding: .utf8)
        let shim = ShippedTool.root.appendingPathComponent("Sources/CCurses")

        let build = try ShippedTool.run(compiler, [
            "-static", "-DFORMRUN_CURSES_LINKED", "-I", shim.appendingPathComponent("include").path,
            main.path, shim.appendingPathComponent("ccurses.c").path, "-lncursesw", "-ltinfo", "-o", program.path,
        ])
        XCTAssertEqual(build.status, 0, "compiling the static curses shim failed:\n\(build.stderr)")
        let run = try ShippedTool.run(program.path, [], environment: ["TERM": "xterm"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout, "cup 1\nkey KEY_F(1)\n")
    }
}
