/// An editor open over (or under) a row: it takes every key until it picks a value or closes.
package enum Popup: Equatable, Sendable {
    /// `sheet`/`alert` (a pop-up list), `pushSelect` and `multipleSelect` (a list screen).
    case list(tag: String, ListPopup)
    /// The date, time and count-down editors: a pop-up, or lines under the row for `…Inline` rows.
    case date(tag: String, DateEditor)

    /// The row the editor belongs to.
    package var tag: String {
        switch self {
        case .list(let tag, _), .date(let tag, _): return tag
        }
    }
}
