import FormCore
/// The words of the question asked before a form with a draft is drawn:
///
///     Resume your answers to "Create your account" from 14:09? (y/n)
///
/// The form is named by its `title`, else by its file's name; either is quoted with its control
/// characters spelled out (`VisibleText`), so a title cannot send escape sequences to the terminal.
package enum ResumeQuestion {
    /// The question (ending in a space, for the answer) about a draft saved at `time` (`14:09`).
    package static func text(title: String?, formPath: String, time: String, formChanged: Bool) -> String {
        let note = formChanged ? " (the form file changed since)" : ""
        return "Resume your answers to \(formName(title: title, formPath: formPath)) from \(time)\(note)? (y/n) "
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
