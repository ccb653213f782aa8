import FormCore
import FormJSON

/// Which schema a config file is edited through, and why (`formrun --edit FILE --check` says it),
/// found as editors find it: `--schema FILE`; else the file's `$schema` member (a path relative to
/// the file, or a URL looked up in the schema folder by file name or `$id`, or through its
/// catalog's entry for that URL); else the schema folder's `catalog.json` entry whose `fileMatch`
/// matches the file's path.
package struct SchemaChoice: Equatable, Sendable {
    package enum Reason: Equatable, Sendable {
        case option
        case member(String)
        /// A YAML file's `# yaml-language-server: $schema=…` line.
        case modeline(String)
        case catalog(catalog: String, name: String, glob: String)
    }

    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Why no schema was found.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// `$schema` names a URL the folder has no file for (or there is no folder).
        case unresolved(String, folder: String?)
        /// Nothing names a schema.
        case none(file: String, folder: String?)

        package var description: String {
            switch self {
            case .unresolved(let url, let folder):
                guard let folder else {
                    return "$schema is \(VisibleText.quoted(url, limit: VisibleText.pathLimit)): give --schema FILE, or --schema-dir DIR (or FORMRUN_SCHEMA_DIR) holding it"
                }
                return "$schema is \(VisibleText.quoted(url, limit: VisibleText.pathLimit)), which \(VisibleText.quoted(folder, limit: VisibleText.pathLimit)) does not hold: give --schema FILE"
            case .none(let file, let folder):
                let place = folder.map { ", and no fileMatch of \(VisibleText.quoted($0 + "/catalog.json", limit: VisibleText.pathLimit)) matches it" }
                    ?? " and no --schema-dir (or FORMRUN_SCHEMA_DIR) has a catalog.json"
                return "\(VisibleText.quoted(file, limit: VisibleText.pathLimit)) names no $schema\(place): give --schema FILE"
            }
        }
    }

    /// What `--check` prints: `schema: PATH (why)`.
    package var explanation: String {
        let why: String
        switch reason {
        case .option: why = "given by --schema"
        case .member(let value): why = "named by the file's $schema \(VisibleText.quoted(value, limit: VisibleText.pathLimit))"
        case .modeline(let value): why = "named by the file's yaml-language-server modeline \(VisibleText.quoted(value, limit: VisibleText.pathLimit))"
        case .catalog(let catalog, let name, let glob):
            why = "\(VisibleText.quoted(name, limit: VisibleText.pathLimit)) in \(catalog), whose fileMatch \(VisibleText.quoted(glob, limit: VisibleText.pathLimit)) matches"
        }
        return "schema: \(path) (\(why))"
    }

    /// The schema for the config at `file` whose value is `root`; `modeline` is what a YAML file's
    /// `# yaml-language-server: $schema=…` line names (resolved as `$schema` is).
    package static func find(file: String, root: JSONNode, option: String?, directory: SchemaDirectory?,
                             modeline: String? = nil) throws(Failure) -> SchemaChoice {
        if let option { return SchemaChoice(path: option, reason: .option) }
        if let modeline, !modeline.isEmpty {
            return SchemaChoice(path: try resolve(modeline, beside: file, directory: directory), reason: .modeline(modeline))
        }
        if let named = root["$schema"]?.stringValue, !named.isEmpty {
            return SchemaChoice(path: try resolve(named, beside: file, directory: directory), reason: .member(named))
        }
        if let directory, let catalog = SchemaCatalog(in: directory), let (entry, glob) = catalog.entry(matching: file) {
            var lookup = SchemaDirectory.Lookup(directory)
            if let path = lookup.file(for: entry.url) {
                return SchemaChoice(path: path, reason: .catalog(catalog: catalog.file, name: entry.name, glob: glob))
            }
        }
        throw .none(file: file, folder: directory?.path)
    }

    private static func resolve(_ named: String, beside file: String, directory: SchemaDirectory?) throws(Failure) -> String {
        var reference = named
        if reference.hasPrefix("file://") { reference.removeFirst("file://".count) }
        else if reference.contains("://") {
            guard let directory else { throw .unresolved(named, folder: nil) }
            var lookup = SchemaDirectory.Lookup(directory)
            if let path = lookup.file(for: reference) { return path }
            throw .unresolved(named, folder: directory.path)
        }
        reference = SchemaDirectory.Lookup.withoutFragment(reference)
        if reference.hasPrefix("/") { return reference }
        guard let slash = file.lastIndex(of: "/") else { return reference }
        return String(file[...slash]) + reference
    }
}
