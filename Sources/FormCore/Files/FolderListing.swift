/// The names in one folder, as the app read them for Tab completion (`PathCompletion`).
package struct FolderListing: Equatable, Sendable {
    /// One name in the folder.
    package struct Entry: Equatable, Sendable {
        package var name: String
        package var isFolder: Bool

        package init(name: String, isFolder: Bool) {
            self.name = name
            self.isFolder = isFolder
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads `folder` (without `.` and `..`); empty when it cannot be read: the app's side of a
    /// completion.
    package static func read(_ folder: String) -> FolderListing {
        FolderListing(entries: FileSystem.entries(of: folder).map { Entry(name: $0.name, isFolder: $0.isDirectory) })
    }
}
