/// Words other form tools (HTML, JSON Schema, dialog, survey builders) use where formrun has its
/// own name: an unknown type or key written as one of them is answered with formrun's names
/// (`unknown type 'select' (did you mean 'picker' or 'sheet'?)`). Keys are lower case and name no
/// type or key of formrun's (a test checks both ways); a word not listed gets the closest name by
/// spelling instead (`Suggestion.closest`).
enum SpecSynonyms {
    /// Row types.
    static let types: [String: [String]] = [
        "select": ["picker", "sheet"], "dropdown": ["picker", "sheet"], "combo": ["picker", "sheet"],
        "combobox": ["picker", "sheet"], "choice": ["picker", "sheet"], "enum": ["picker", "sheet"],
        "radio": ["segmentedControl", "picker"], "radiogroup": ["segmentedControl", "picker"],
        "boolean": ["switch", "check"], "bool": ["switch", "check"], "checkbox": ["switch", "check"],
        "toggle": ["switch", "check"], "yesno": ["switch", "check"], "confirm": ["switch", "check"],
        "array": ["tokens", "multipleSelect"], "tags": ["tokens", "multipleSelect"],
        "multiselect": ["multipleSelect", "tokens"], "checklist": ["multipleSelect"],
        "string": ["text"], "input": ["text"], "textfield": ["text"], "inputbox": ["text"], "line": ["text"],
        "textarea": ["textView"], "multiline": ["textView"], "editor": ["textView"], "paragraph": ["textView"],
        "number": ["decimal", "integer"], "numeric": ["decimal", "integer"], "float": ["decimal"],
        "double": ["decimal"], "real": ["decimal"], "int": ["integer"], "whole": ["integer"],
        "range": ["slider", "stepCounter"], "spinner": ["stepCounter"], "stepper": ["stepCounter"],
        "stars": ["rating"], "tel": ["phone"], "telephone": ["phone"], "mail": ["email"],
        "link": ["url"], "uri": ["url"], "secret": ["password"], "passwordbox": ["password"],
        "label": ["info", "longInfo"], "static": ["info", "longInfo"], "note": ["info", "longInfo"],
        "markdown": ["longInfo"], "msgbox": ["longInfo"], "button": ["pushButton"], "submit": ["pushButton"],
        "upload": ["file"], "path": ["file"], "fselect": ["file"], "dselect": ["file"],
        "calendar": ["date", "dateInline"], "timebox": ["time"], "timer": ["countDownTimer"],
        "interval": ["duration"], "timespan": ["duration"], "period": ["duration"], "object": ["form"], "group": ["form"], "fieldset": ["form"],
        "repeater": ["list"], "table": ["list"],
    ]

    /// Keys of a row object.
    static let rowKeys: [String: [String]] = [
        "label": ["title"], "caption": ["title"], "question": ["title"], "text": ["title"],
        "default": ["value"], "defaultvalue": ["value"], "initial": ["value"], "initialvalue": ["value"],
        "name": ["tag"], "id": ["tag"], "field": ["tag"],
        "choices": ["options"], "items": ["options", "item"], "enum": ["options"], "values": ["options"],
        "prompt": ["placeholder"], "watermark": ["placeholder"], "emptytext": ["placeholder"],
        "example": ["placeholder"], "examples": ["placeholder"],
        "regex": ["validators"], "regexp": ["validators"], "validation": ["validators"], "rules": ["validators"],
        "minlength": ["validators"], "visible": ["hidden"], "show": ["hidden"], "when": ["hidden"],
        "readonly": ["disabled"], "optional": ["required"], "multiline": ["height"], "rows": ["height"],
        "minimum": ["min"], "maximum": ["max"], "increment": ["step"], "mask": ["format"],
    ]

    /// Keys of a section object.
    static let sectionKeys: [String: [String]] = [
        "label": ["title"], "name": ["tag"], "id": ["tag"], "fields": ["rows"], "items": ["rows"],
        "elements": ["rows"], "description": ["footer"], "help": ["footer"], "visible": ["hidden"],
    ]

    /// Keys of the form object.
    static let formKeys: [String: [String]] = [
        "label": ["title"], "name": ["title"], "pages": ["sections"], "steps": ["sections"],
        "groups": ["sections"], "rows": ["sections"], "fields": ["sections"], "readonly": ["disabled"],
    ]

    /// Keys of a validator object.
    static let validatorKeys: [String: [String]] = [
        "regex": ["pattern"], "regexp": ["pattern"], "value": ["pattern"], "error": ["message"],
        "errormessage": ["message"], "text": ["message"], "minimum": ["min"], "maximum": ["max"],
        "field": ["tag"], "other": ["tag"],
    ]

    /// What to write instead of a row key given to a row type it does not apply to.
    static let rowKeyAdvice: [String: String] = [
        "pattern": #"to check a row's text against a regular expression, give it a 'regex' validator: "#
            + #""validators": [{"type": "regex", "pattern": "^[a-z]+$", "message": "lower-case letters only"}]"#,
    ]

    /// The names `word` may stand for: its synonyms in `table` that are among `known`, else the
    /// closest of `known` by spelling; empty when none is near.
    static func suggestions(for word: String, in table: [String: [String]], among known: [String]) -> [String] {
        if let words = table[word.lowercased()] {
            let found = words.filter(known.contains)
            if !found.isEmpty { return found }
        }
        return Suggestion.closest(to: word, in: known).map { [$0] } ?? []
    }
}
