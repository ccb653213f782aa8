import FormCore

/// One question of plain mode (`PlainWalk`): lines said first (a choice's options, a list's
/// items), then the prompt the answer is typed after.
package struct PlainQuestion: Equatable, Sendable {
    package var lines: [String]
    package var prompt: String
    /// The answer is not echoed (a password).
    package var secret: Bool
    /// Where the question is, for a message about it: the row of the form it is under, and the
    /// titles below that row (`Member 2`, `Name`), none for a row of the form itself.
    package var place: PlainPlace
    /// The answer is several lines, ended by an empty line or a `.` alone (a `textView`).
    package var multiline = false

    package init(lines: [String], prompt: String, secret: Bool, place: PlainPlace, multiline: Bool = false) {
        self.lines = lines
        self.prompt = prompt
        self.secret = secret
        self.place = place
        self.multiline = multiline
    }
}

/// A row of the form and the place below it a question or a refusal is about.
package struct PlainPlace: Equatable, Sendable {
    package var tag: String
    /// The titles from the form's row down to the place (empty for the form's own rows).
    package var path: [String]
    /// The place in the answers as a JSON Pointer (`/members/1/name`), when it holds an answer.
    package var pointer: String?

    package init(tag: String, path: [String], pointer: String? = nil) {
        self.tag = tag
        self.path = path
        self.pointer = pointer
    }

    /// The place's JSON Pointer (`/age`, `/members/1/name`), or where it is in words when it
    /// holds no answer of its own (`row 'members' (New member › Name)`).
    package var description: String {
        pointer ?? words
    }

    /// Where the place is in words: `row 'age'`, `row 'members' (Member 2 › Name)`.
    package var words: String {
        "row " + VisibleText.quoted(tag) + (path.isEmpty ? "" : " (" + path.joined(separator: " › ") + ")")
    }
}

extension PlainWalk {
    /// One thing to do next.
    package enum Step: Equatable {
        /// A section's title or footer, a read-only row's text, or a remark of the walk's own.
        case say(String)
        case ask(PlainQuestion)
        /// A walked sub-form's value was refused by its row (a check across its rows): said at a
        /// terminal, where the row is then walked again; piped, the run ends.
        case refused(PlainPlace, String)
        /// Every visible row has been asked.
        case done
    }

    /// `y`/`yes` or `n`/`no` (any case); an empty line is `otherwise`; nil for anything else.
    static func yesOrNo(_ line: String, otherwise: Bool) -> Bool? {
        switch line.trimmedOfWhitespace.lowercased() {
        case "": return otherwise
        case "y", "yes": return true
        case "n", "no": return false
        default: return nil
        }
    }

    /// `a member`, `an item`: the item noun with its article.
    static func withArticle(_ noun: String) -> String {
        let word = noun.lowercased()
        return (word.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + word
    }
}
