import XCTest
import FormApp
import FormTerminal
#if canImport(Glibc)
import Glibc
#endif

final class SignalWatcherTests: XCTestCase {
    override func tearDown() {
        SignalWatcher.uninstall()
    }

    func testHandlerOnlyRecordsTheSignal() {
        SignalWatcher.install()
        XCTAssertNil(SignalWatcher.pending)
        raise(SIGTERM)
        XCTAssertEqual(SignalWatcher.pending, SIGTERM)
        SignalWatcher.reset()
        XCTAssertNil(SignalWatcher.pending)
        raise(SIGHUP)
        XCTAssertEqual(SignalWatcher.pending, SIGHUP)
        raise(SIGINT)
        XCTAssertEqual(SignalWatcher.pending, SIGINT, "the latest signal wins")
    }

    func testExitStatus() {
        XCTAssertEqual(SignalWatcher.exitStatus(for: SIGINT), 130)
        XCTAssertEqual(SignalWatcher.exitStatus(for: SIGTERM), 143)
    }
}
