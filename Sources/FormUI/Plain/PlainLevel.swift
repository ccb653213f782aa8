/// One sub-form being walked (`PlainWalk`).
struct PlainLevel {
    enum Frame {
        /// The rows of a `form` row's sub-form or of an item.
        case rows(PlainForm)
        /// A list row's items (its list screen's state); `started` once the items it held were
        /// shown, `finished` when no more is to be added.
        case list(FormState, started: Bool, finished: Bool)
    }

    var frame: Frame
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
