import FormCore
import FormScreen

/// What reaches `Update.update`: what came from outside (a key, a pasted block of text, the
/// terminal's new size), or the answer of an effect the update asked for.
package enum Message: Equatable, Sendable {
    case key(Key)
    /// A bracketed paste: text to insert as it is, no key binding acting on its characters.
    case paste(String)
    /// The terminal was resized (SIGWINCH); its size now.
    case resize(rows: Int, cols: Int)
    /// The answer of `Effect.readFolder`.
    case folderRead(FolderRequest, FolderListing)
    /// The answer of `Effect.checkFiles`: what the paths name, and what to do now.
    case filesChecked(FileFacts, then: Resumption)
    /// The answer of `Effect.writeDraft`: a note for the status line when the draft could not be saved.
    case draftWritten(StatusMessage?)
    /// The screen over this one closed (`Effect.closeSubForm`): what it gives the row `tag`
    /// (nil: a new item left untouched, taken back), whether the form is to be submitted, and
    /// whether the focus moves on from the row or the search for a row with an error goes on
    /// from it (`Effect.closeSubForm`).
    /// `found` is the closed screen's last setting search, which F3 on this screen goes on from.
    case subFormClosed(tag: String, result: SubFormResult?, submit: Bool, movesOn: Bool = false, seeking: ErrorSeek? = nil,
                       found: FoundSettings? = nil)
    /// The answer of `Effect.findError`: look for the next (or previous) row with an error.
    case findError(ErrorSeek)
    /// The answer of `Effect.findSetting`: the next step of the way to a setting.
    case findSetting(SettingWay)
    /// The answer of `Effect.indexForm`: the whole form's settings, and the tags of the rows
    /// opened from the form down to this screen.
    case formIndexed(SettingIndex, from: [String])
}

extension Message {
    /// The message of what the terminal read.
    package init(_ input: TerminalInput) {
        switch input {
        case .key(let key): self = .key(key)
        case .paste(let text): self = .paste(text)
        case .resize(let rows, let cols): self = .resize(rows: rows, cols: cols)
        }
    }
}
