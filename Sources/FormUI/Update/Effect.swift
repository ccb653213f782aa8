import FormCore

/// What an update asks of the world beyond the state: the run loop carries these out, and feeds
/// the answers of those that read the world back to `Update.update` as messages.
package enum Effect: Equatable, Sendable {
    /// A key was refused: ring the terminal's bell (the reason is in the status line).
    case bell(reason: String)
    /// Clear the screen and draw it all again (Ctrl-L).
    case repaint
    /// Give the terminal back until the program is resumed (Ctrl-Z).
    case suspend
    /// The form is over.
    case end(Outcome)
    /// A question just opened: throw away the keys typed ahead of it (only a key typed after it
    /// appeared answers it).
    case discardTypeahead
    /// The screen is `rows` × `cols` now: lay the form out for it.
    case layOut(rows: Int, cols: Int)
    /// List a folder for Tab completion; answered by `Message.folderRead`.
    case readFolder(FolderRequest)
    /// Gather what these paths name (`FileFacts`), then go on; answered by `Message.filesChecked`.
    case checkFiles([String], then: Resumption)
    /// Save the draft: these rows' values changed (once the screen is drawn); answered by
    /// `Message.draftWritten`.
    case writeDraft(Set<String>)
    /// Open the screen of this `form` or `list` row (`SubForms.open`) over the current one.
    case openSubForm(String)
    /// Close this screen (a sub-form, a list, an item) and give its value to the row it fills
    /// (`SubForms.result`); answered by `Message.subFormClosed` to the screen under it. With
    /// `submit`, the form is submitted once every screen over it is closed; with `movesOn` (Enter
    /// on its last row) the focus moves on from the row it fills, as an editor's Enter does; with
    /// `seeking` (F8 leaving the screen) the screen under it goes on looking for a row with an
    /// error from that row.
    case closeSubForm(submit: Bool, movesOn: Bool = false, seeking: ErrorSeek? = nil)
    /// Go on looking for a row with an error in the screen now open (one F8 just opened);
    /// answered by `Message.findError` to that screen.
    case findError(ErrorSeek)
    /// Go on to a setting found by a search in the screen now open (`SettingSearch.step`);
    /// answered by `Message.findSetting` to that screen.
    case findSetting(SettingWay)
    /// Ctrl-F on a screen over the form: index the whole form (`ScreenStack.formIndex`, the
    /// values of the screens open given to it) and answer `Message.formIndexed` to this screen.
    case indexForm
    /// Change the items of this list screen (`ListScreen.applying`); the screen changes through
    /// the diff engine.
    case editList(ListEdit)
}

/// A folder to list for a `file` row's Tab completion, with what was typed when it was asked.
package struct FolderRequest: Equatable, Sendable {
    package var tag: String
    package var typed: String
    /// The folder to list (`PathCompletion.folder(toComplete:in:)`).
    package var folder: String

    package init(tag: String, typed: String, folder: String) {
        self.tag = tag
        self.typed = typed
        self.folder = folder
    }
}

/// What an update that waited for file facts does once they came (`Effect.checkFiles`).
package enum Resumption: Equatable, Sendable {
    /// Submit (Ctrl-S, Enter on the last row, a submit button).
    case submit
    /// Leave the focused row for this one.
    case moveFocus(to: String)
}

/// What a row kind (or an editor) did with a key.
package enum KeyHandling: Equatable, Sendable {
    /// The key is not for it: the form's own keys apply.
    case ignored
    /// It took the key, and asks for these effects.
    case taken([Effect])

    /// Took the key, nothing more to do.
    package static let done = KeyHandling.taken([])
}

/// A status-line message; an error (a refused key, a failed submit) is drawn in the error style.
package struct StatusMessage: Equatable, Sendable {
    package var text: String
    package var isError: Bool

    package init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
