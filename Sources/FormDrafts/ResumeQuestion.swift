import FormCore
/// The words of the question asked before a form with a draft is drawn, with every answer it takes:
///
///     Resume your answers to "Create your account" from 14:09? (y: resume, n: start over, Esc: start over, keep the draft)
///
/// `y` restores the answers, `n` deletes the draft and starts fresh, Esc (Enter in plain mode,
/// where a line is read) starts fresh and keeps the draft for a later run.
/// The form is named by its `title`, else by its file's name; either is quoted with its control
/// characters spelled out (`VisibleText`), so a title cannot send escape sequences to the terminal.
package enum ResumeQuestion {
    /// The key that keeps the draft for later on the full screen.
    package static let laterKey = "Esc"
    /// The same in plain mode: an empty line.
    package static let laterLine = "Enter"

    /// The question (ending in a space, for the answer) about a draft saved at `time` (`14:09`);
    /// `later` names the key that starts fresh and keeps the draft.
    package static func text(title: String?, formPath: String, time: String, formChanged: Bool,
                             later: String = laterKey) -> String {
        let note = formChanged ? " (the form file changed since)" : ""
        return "Resume your answers to \(formName(title: title, formPath: formPath)) from \(time)\(note)? "
            + "(y: resume, n: start over, \(later): start over, keep the draft) "
    }

    /// `"title"`, or `"file.json"` when the title is missing or blank: cut and escaped.
    package static func formName(title: String?, formPath: String) -> String {
        let name: String
        if let title, title.contains(where: { !$0.isWhitespace }) {
            name = title
        } else {
            name = formPath.split(separator: "/").last.map(String.init) ?? formPath
        }
        return "\"" + VisibleText.escaped(VisibleText.cut(name)) + "\""
    }
}
