/// The names in one folder, as the app read them for Tab completion (`PathCompletion`).
public struct FolderListing: Equatable, Sendable {
    /// One name in the folder.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var isFolder: Bool

        public init(name: String, isFolder: Bool) {
            self.name = name
            self.isFolder = isFolder
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads `folder` (without `.` and `..`); empty when it cannot be read: the app's side of a
    /// completion.
    public static func read(_ folder: String) -> FolderListing {
        FolderListing(entries: FileSystem.entries(of: folder).map { Entry(name: $0.name, isFolder: $0.isDirectory) })
    }
}
