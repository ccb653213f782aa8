import FormCore
import FormUI

/// The answers a draft keeps: the values that differ from the form's start (`baseline`), never a
/// `password` row's nor a sub-form's that holds one, nor a deleted row's. What `formrun`'s
/// journal and the library's drafts both note after every change, at the cost of the rows changed.
package struct DraftValues: Sendable {
    /// The values the form would start with without the draft.
    package let baseline: [String: Value]
    /// The values that differ from `baseline`, by tag.
    package internal(set) var values: [String: Value]
    /// Whether each row noted may be kept (`keeps`), as last found by `note(_:tags:deleted:)`:
    /// a change noted at its place reads it there rather than walk a recursive sub-form again.
    var keepable: [String: Bool] = [:]
    /// The start's node at the last place a change was noted at (`note(_:in:release:)`).
    var start: (tag: String, steps: [ClosedChange.Step], node: Value?)?

    package init(baseline: [String: Value], values: [String: Value] = [:]) {
        self.baseline = baseline
        self.values = values
    }

    /// Notes the rows tagged `tags` as `state` holds them (a row in `deleted` as gone); whether
    /// the values kept changed.
    package mutating func note(_ state: FormState, tags: Set<String>, deleted: Set<String> = []) -> Bool {
        var changed = false
        for tag in tags {
            guard let row = state.row(tag), Self.keeps(row) else {
                keepable[tag] = false
                continue
            }
            keepable[tag] = true
            let value = state.value(of: tag)
            if deleted.contains(tag) || value == baseline[tag] ?? .null {
                changed = values.removeValue(forKey: tag) != nil || changed
            } else if values[tag] != value {
                values[tag] = value
                changed = true
            }
        }
        return changed
    }

    /// Whether a draft may keep `row`'s value: it carries one, and neither it nor a sub-form of
    /// it is a password.
    static func keeps(_ row: Row) -> Bool {
        row.type.carriesValue && !row.type.isSecret && !(row.subForm?.holdsPassword() ?? false)
    }
}
