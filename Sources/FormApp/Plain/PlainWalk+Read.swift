import FormCore
import FormUI

/// What became of an answer read for the question asked.
package enum PlainTake: Equatable, Sendable {
    /// Taken: the walk goes on.
    case taken
    /// Refused, with the words saying why (a line too long included).
    case refused(String)
    /// The input ended (or a signal interrupted the read) before an answer.
    case ended
}

extension PlainWalk {
    /// Takes what was read for the question asked: the line answered (the paths a `file` row
    /// names looked up first), a line too long refused, the end of the input passed on. How
    /// `formrun --plain` and the library's plain runs both take an answer.
    package mutating func take(_ read: PlainLineReader.Read) -> PlainTake {
        switch read {
        case .end:
            return .ended
        case .tooLong:
            return .refused(PlainAnswer.Refusal.tooLong(limitBytes: PlainAnswer.longestLine).description)
        case .line(let line):
            return answer(line, files: FileFacts.gather(paths(for: line))).map(PlainTake.refused) ?? .taken
        }
    }
}
