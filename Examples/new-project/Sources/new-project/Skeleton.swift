#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a new package: `Package.swift`, a first source file, `LICENSE` and `README.md`.
enum Skeleton {
    /// Each file's path inside the package folder, and its text.
    static func files(of project: Project) -> [(path: String, text: String)] {
        let product = project.tool ? ".executableTarget" : ".target"
        return [
            ("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "\(project.name)",
                    targets: [\(product)(name: "\(project.name)")]
                )

                """),
            ("Sources/\(project.name)/\(project.tool ? "main" : project.name).swift",
             project.tool ? "print(\"\(project.name) \(project.version)\")\n" : "public let version = \"\(project.version)\"\n"),
            ("LICENSE", "SPDX-License-Identifier: \(project.licence)\n"),
            ("README.md", "# \(project.name)\n\nVersion \(project.version). Keywords: \(project.keywords.joined(separator: ", ")).\n"),
        ]
    }

    /// Writes the files under `folder/name`; the first path that cannot be written, or nil.
    static func write(_ project: Project, into folder: String) -> String? {
        let root = folder + "/" + project.name
        for (path, text) in files(of: project) {
            let full = root + "/" + path
            var parent = ""
            for part in full.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
                parent += (parent.isEmpty && !full.hasPrefix("/") ? "" : "/") + part
                if !parent.isEmpty { mkdir(parent, 0o755) }
            }
            guard let file = fopen(full, "w") else { return full }
            let written = fputs(text, file) >= 0
            fclose(file)
            if !written { return full }
        }
        return nil
    }
}
