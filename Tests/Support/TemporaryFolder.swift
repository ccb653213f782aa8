import Foundation

/// A fresh folder under the system's temporary one, for tests that read the file system.
package enum TemporaryFolder {
    package static func make() throws -> String {
        let path = NSTemporaryDirectory() + "formcore-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    package static func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    package static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
