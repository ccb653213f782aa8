/// When a key answers a y/n question — resume a draft, discard changes, delete a row, reset the
/// form: only `y` or `n` typed *on its own*. Keys that arrive together (typing ahead, a paste, a
/// word typed at the question by mistake) never answer one, so that typing `Mary` or `Dennis`
/// cannot answer `y` or `n` with a letter of the word.
///
/// A key stands *alone* when no other input came with it: nothing was waiting when it was read
/// and nothing followed at once. And after a key refused on its own (a word typed at human
/// speed), a key that follows within `quietMilliseconds` is refused too: it is the rest of the
/// word. Esc answers however it comes: it only ever goes back, so it loses nothing.
package enum QuestionKeys {
    /// How long (ms) after a refused key the keys that follow are taken as the rest of a word.
    package static let quietMilliseconds = 500

    /// What a key is, as far as a question cares.
    package enum Key: Equatable, Sendable {
        case yes, no, escape, other

        /// `y`/`Y`, `n`/`N` or anything else, for a typed character.
        package init(character: Character) {
            switch character {
            case "y", "Y": self = .yes
            case "n", "N": self = .no
            default: self = .other
            }
        }
    }

    /// How a key arrived.
    package struct Arrival: Equatable, Sendable {
        /// No other input came with it (nothing waiting before it, nothing right after it).
        package var alone: Bool
        /// Milliseconds since the key before it was read (`Int.max` when there was none).
        package var sincePrevious: Int

        package init(alone: Bool = true, sincePrevious: Int = .max) {
            self.alone = alone
            self.sincePrevious = sincePrevious
        }

        /// A key typed on its own, long after the one before (scripted keys, tests).
        package static let alone = Arrival()
    }

    /// The answer a key gives.
    package enum Reply: Equatable, Sendable {
        case yes
        case no
        /// Esc: back, without doing anything.
        case back
        /// Not an answer: remind the person. `word` when the key came on its own, so that the
        /// keys following within `quietMilliseconds` are refused too.
        case refused(word: Bool)
    }

    /// The reply to `key`, which came as `arrival`; `afterRefusal` when the key before it was
    /// refused on its own (`Reply.refused(word: true)`).
    package static func reply(to key: Key, arrival: Arrival, afterRefusal: Bool) -> Reply {
        if key == .escape { return .back }
        let restOfWord = afterRefusal && arrival.sincePrevious < quietMilliseconds
        // Keys that came together in the middle of a word (a loaded machine reads `ar` of `Mary`
        // as one burst) are still that word: the `y` after them is its rest too.
        guard arrival.alone, !restOfWord else { return .refused(word: arrival.alone || restOfWord) }
        switch key {
        case .yes: return .yes
        case .no: return .no
        case .escape, .other: return .refused(word: true)
        }
    }

    /// The reminder a refused key brings.
    package static let reminder = "Answer y or n"
}
