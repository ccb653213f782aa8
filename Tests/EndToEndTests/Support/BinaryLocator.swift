import Foundation

/// Finds the `formrun` executable the tests run.
enum BinaryLocator {
    /// `FORMRUN_BIN` when set; otherwise `formrun` in the build folder holding the test bundle
    /// (`.build/<triple>/debug/`), looking a few folders up from the bundle and the test runner.
    static func formrun() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["FORMRUN_BIN"], !path.isEmpty { return path }
        var starts = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { starts.append(executable.deletingLastPathComponent()) }
        if let first = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("formrun").path
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
                   !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate) {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }
}
