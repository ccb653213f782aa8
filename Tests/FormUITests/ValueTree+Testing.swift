import FormCore

extension Value {
    /// The tree JSON `text` holds (a sub-form's object, a list's array), for tests; text that is
    /// not JSON is kept `.unparsed`, which no test means to give.
    static func tree(_ text: String) -> Value {
        Value.parsing(text) ?? .unparsed(text)
    }
}
