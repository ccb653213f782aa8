import FormCore

/// What a key on the open screen changes in the form's values as `ScreenStack.valuesWithScreensClosed`
/// would give them, told by its place rather than by the whole tree: the form row `tag` whose value
/// changes, the list indexes down to the node that changes, and that node's new value. What a draft
/// journals after a key in an item of a long list, at the cost of the item rather than of the list.
package struct ClosedChange: Equatable, Sendable {
    /// The form's row whose value changes.
    package var tag: String
    /// The indexes from that row's value down to the changed node (a list's item, …).
    package var indexes: [Int]
    /// The changed node's new value.
    package var value: Value

    package init(tag: String, indexes: [Int], value: Value) {
        self.tag = tag
        self.indexes = indexes
        self.value = value
    }
}

extension ScreenStack {
    /// The change the open screen makes to the form's values with every screen closed, when only
    /// one node of one row changes and its place is known without building the row's value: an
    /// item of a list (not keyed: a keyed item may be renamed) opened from the form. Nil for any
    /// other stack: the caller takes `valuesWithScreensClosed` then.
    ///
    /// Closing the item gives the list screen the item's value (nil: a new item left untouched,
    /// taken back, which changes the list's length), the list screen gives the form its items in
    /// order: so the form row's value differs from what the screens under the item gave it only
    /// at the item's index.
    package func changeWithScreensClosed() -> ClosedChange? {
        guard screens.count == 3, screens[0].place == nil,
              let listPlace = screens[1].place, case .list(let list) = listPlace.role, !list.keyed,
              let itemPlace = screens[2].place, case .item(keyed: false, _, _) = itemPlace.role,
              let index = list.index(of: itemPlace.tag),
              let result = SubForms.result(of: screens[2]), result.key == nil else { return nil }
        return ClosedChange(tag: listPlace.tag, indexes: [index], value: result.value.isNull ? .object([]) : result.value)
    }
}
