import XCTest
@testable import FormTerminal

final class PortableScrollingTests: XCTestCase {
    func testTheParameterisedScrollsAreLeftOutAndTheRestKept() {
        let source = "xterm-256color|xterm with 256 colors,\n\tam,\n\tcsr=\\E[%i%p1%d;%p2%dr,\n\tind=\\n,\n\tindn=\\E[%p1%dS,\n\tri=\\EM,\n\trin=\\E[%p1%dT,\n\til=\\E[%p1%dL,\n"
        let edited = PortableScrolling.withoutParameterisedScrolling(source)
        XCTAssertEqual(edited, "xterm-256color|xterm with 256 colors,\n\tam,\n\tcsr=\\E[%i%p1%d;%p2%dr,\n\tind=\\n,\n\tri=\\EM,\n\til=\\E[%p1%dL,\n")
    }

    func testADescriptionWithoutThemNeedsNoCopy() {
        XCTAssertNil(PortableScrolling.withoutParameterisedScrolling("vt100|dec vt100,\n\tind=\\n,\n\tri=\\EM,\n"))
    }

    func testTheCacheIsNamedAfterTheSystemEntry() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("formrun-home-\(getpid())")
        let cache = PortableScrolling.cacheDirectory(term: "xterm", environment: ["HOME": home.path])
        if FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm") || FileManager.default.fileExists(atPath: "/lib/terminfo/x/xterm") {
            let path = try XCTUnwrap(cache).path
            XCTAssertTrue(path.hasPrefix(home.path + "/.cache/formrun/terminfo/xterm-"), path)
        }
        XCTAssertNil(PortableScrolling.cacheDirectory(term: "no-such-terminal", environment: ["HOME": home.path]))
        XCTAssertNil(PortableScrolling.cacheDirectory(term: "xterm", environment: [:]))
    }
}
