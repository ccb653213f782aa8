import FormCore

/// Where a draft's bytes go: the whole file replaced at once (a snapshot), or bytes appended to
/// it (a line of the journal). `DraftStore` is the one on disk; tests count the bytes through
/// another.
package protocol DraftFile {
    /// Replaces the file's content with `bytes`, atomically (whole or not at all).
    func replace(with bytes: [UInt8]) throws(OutputFailure)
    /// Appends `bytes` to the file, synced before returning. A crash mid-append may leave a torn
    /// end, which reading ignores.
    func append(_ bytes: [UInt8]) throws(OutputFailure)
    /// Removes the file (nothing when there is none).
    func remove()
}
