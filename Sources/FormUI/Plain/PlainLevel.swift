/// One sub-form being walked (`PlainWalk`): the rows of a `form` row's sub-form or of an item,
/// or a list row's items.
struct PlainLevel {
    /// The rows walked; nil for a list.
    var rows: PlainForm?
    /// The items of a list; nil for rows.
    var list: PlainList?
    /// The row of the level under this one that this level's value goes to.
    var tag: String
    /// The titles put before this level's prompts (`Member 2`, `Address`).
    var label: [String]
    /// Where this level is below the form's row it is under (empty for that row's own level).
    var path: [String]
    /// An item of a keyed list, named by its key once typed.
    var keyed = false
    /// Something was answered in this level (or in one inside it): walking it again can change
    /// its value.
    var asked = false
}

/// A list row's items as plain mode walks them.
struct PlainList {
    /// Its list screen's state (`SubForms.open`).
    var state: FormState
    /// The items it held were shown (and kept or dropped).
    var started = false
    /// No more items are to be added.
    var finished = false
}

extension PlainForm {
    /// Runs `body` on this plain form in place (through an optional, `PlainWalk.withRows`).
    mutating func apply<Result>(_ body: (inout PlainForm) -> Result) -> Result { body(&self) }
}
