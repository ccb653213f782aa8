/// What one face did with one case: accepted (with the output tree), refused (with the failing
/// paths), or refused the values file as unreadable; and its raw words, for the failure message.
package struct CrossFaceResult: Sendable, Equatable {
    package enum Verdict: String, Sendable, Equatable {
        /// Submitted: exit 0, or the library returned answers.
        case accepted
        /// An answer breaks a rule: exit 3, or the library threw `.invalid`.
        case refused
        /// The values were taken for a file error: exit 2, or the library threw `.formFile`.
        case unreadable
        /// Anything else (a crash, another exit status, a cancel): always a failure.
        case other
    }

    package var face: String
    package var verdict: Verdict
    /// The failing places the face named, as JSON Pointers (`/r1/0/r3`); `/TAG` when the face
    /// only names a row's tag.
    package var paths: [String]
    /// The output tree's JSON text when accepted.
    package var output: String
    /// Exit status and everything printed, for a person reading a failure.
    package var detail: String
    /// The face stops at the first refusal (plain mode, piped), so it names one path.
    package var firstOnly: Bool

    package init(face: String, verdict: Verdict, paths: [String] = [], output: String = "", detail: String) {
        self.face = face
        self.firstOnly = face.hasSuffix("plain")
        self.verdict = verdict
        self.paths = paths
        self.output = output
        self.detail = detail
    }

    /// The failing places named in messages: a JSON Pointer after `: ` (`formrun: /a/0/b: …`), or a
    /// row's tag in `row 'TAG'` (the wording before paths), in the order printed, once each.
    package static func paths(inMessages text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            var path: String?
            if let start = line.firstRange(of: "row '") {
                let rest = line[start.upperBound...]
                if let end = rest.firstIndex(of: "'") { path = "/" + rest[..<end] }
            } else {
                // The first part names the program or the form (an absolute path when it is the form's).
                for part in line.split(separator: ": ").dropFirst() where part.hasPrefix("/") && !part.contains(" ") {
                    path = String(part)
                    break
                }
            }
            if let path, !found.contains(path) { found.append(path) }
        }
        return found
    }

    /// One line per part, for a failure message.
    package var summary: String {
        var text = "\(face): \(verdict.rawValue)"
        if !paths.isEmpty { text += " at \(paths.joined(separator: ", "))" }
        if verdict == .accepted { text += " → \(output)" }
        return text + "\n    " + detail.split(separator: "\n", omittingEmptySubsequences: false).prefix(30).joined(separator: "\n    ")
    }
}
