import FormCore
import FormJSON

/// What a key on the open screen changes in the form's values as `ScreenStack.valuesWithScreensClosed`
/// would give them, told by its place rather than by the whole tree: the form row `tag` whose value
/// changes, the steps down to the node that changes, and that node's new value. What a draft
/// journals after a key in an item of a long list or deep in sub-forms, at the cost of the node
/// rather than of the tree.
package struct ClosedChange: Equatable, Sendable {
    /// One step down a value: a list's item or an object's member.
    package enum Step: Equatable, Sendable {
        case index(Int)
        case key(String)

        /// The step as a JSON Pointer token.
        package var token: String {
            switch self {
            case .index(let index): return String(index)
            case .key(let key): return key
            }
        }
    }

    /// The form's row whose value changes.
    package var tag: String
    /// The steps from that row's value down to the changed node.
    package var steps: [Step]
    /// The changed node's new value.
    package var value: Value
    /// `steps` as a JSON Pointer below the row's value (`/child/child/name`, `/items/3`): taken
    /// from the `ScreenStack.Route` that gave the change, so that a key deep down writes its
    /// place without building it again.
    package var pointer: String

    package init(tag: String, steps: [Step], value: Value) {
        self.init(tag: tag, steps: steps, value: value, pointer: JSONPointer.pointer(steps.map(\.token)))
    }

    package init(tag: String, steps: [Step], value: Value, pointer: String) {
        self.tag = tag
        self.steps = steps
        self.value = value
        self.pointer = pointer
    }
}

extension ScreenStack {
    /// The change the open screen makes to the form's values with every screen closed, when it
    /// changes one node whose place is known without building the values around it; nil
    /// otherwise (the caller takes `valuesWithScreensClosed` then).
    ///
    /// The open screen is a sub-form or an item of a list (not keyed: a keyed item may be renamed)
    /// with a value to give (not a new item left untouched). Each screen under it, down to the
    /// form, must give the value of the one above it at a fixed place of its own value: a list
    /// screen (not keyed) its items in order, so the item's index; a sub-form or an item the object
    /// of its rows, so the row's key path — but only while the screen is dirty (else it gives the
    /// value it opened with), with that row shown and read by no condition. A screen is taken as
    /// dirty when one of its own rows differs from its start, or when the value the screen above
    /// gives differs from what that one opened with, which was this row's start.
    package func changeWithScreensClosed() -> ClosedChange? {
        placesUnderTheTop().flatMap(changeWithScreensClosed(places:))
    }

    /// How each screen between the form and the open one gives the value of the one above it
    /// (the screens under the open one do not change while it is open: a caller may keep this
    /// between keys, and compute it once a screen opened — it compares values, which costs up to
    /// the depth squared).
    package struct Place: Equatable, Sendable {
        /// The steps from this screen's value to the value of the screen above it.
        var steps: [ClosedChange.Step]
        /// A list screen (its items always given as they are).
        var isList: Bool
        /// The screen is dirty whatever the screen above it gives.
        var dirtyBesides: Bool
        /// The row the screen above fills started with what that screen opened with.
        var startedAsOpened: Bool
        /// The value this screen opened with holds, at `steps`, what the screen above opened with.
        var openedHoldsAbove: Bool
    }

    /// The places of the screens between the form and the open one, nearest the form first;
    /// nil when one of them does not give the value above it at a fixed place.
    package func placesUnderTheTop() -> [Place]? {
        guard screens.count >= 2, screens[0].place == nil else { return nil }
        var places: [Place] = []
        for k in 1..<(screens.count - 1) {
            let level = screens[k]
            guard let place = level.place, let childPlace = screens[k + 1].place else { return nil }
            let tag = childPlace.tag
            switch place.role {
            case .list(let list):
                guard !list.keyed, let index = list.index(of: tag) else { return nil }
                let steps = [ClosedChange.Step.index(index)]
                places.append(Place(steps: steps, isList: true, dirtyBesides: false, startedAsOpened: false,
                                    openedHoldsAbove: Self.node(of: place.original, at: steps) == childPlace.original))
            case .form, .item(keyed: false, _, _):
                guard let row = level.row(tag), !level.isHidden(row), level.form.documentRow != tag, !row.outputPath.isEmpty,
                      !level.flags.isRead(tag) else { return nil }
                let steps = row.outputPath.map(ClosedChange.Step.key)
                places.append(Place(steps: steps, isList: false, dirtyBesides: Self.dirtyBesides(tag, in: level),
                                    startedAsOpened: level.startValues[tag] == childPlace.original,
                                    openedHoldsAbove: Self.node(of: place.original, at: steps) == childPlace.original))
            default:
                return nil
            }
        }
        return places
    }

    /// `changeWithScreensClosed` with the places under the open screen known (`placesUnderTheTop`
    /// of this stack): at the cost of the open screen plus a step a screen.
    package func changeWithScreensClosed(places: [Place]) -> ClosedChange? {
        guard places.count == screens.count - 2 else { return nil }
        return Self.change(on: top, over: places, formTag: screens[1].place?.tag ?? "")
    }

    /// The places of the screens under the open one (`placesUnderTheTop`), with the form's row
    /// they fill and their steps end to end, as `ClosedChange.steps` and as a JSON Pointer: taken
    /// once when a screen opened, so that each key's change shares them (a key 200 levels deep
    /// builds no path).
    package struct Route: Sendable {
        package let places: [Place]
        /// The form's row whose value the screens fill.
        package let formTag: String
        let steps: [ClosedChange.Step]
        let pointer: String

        package init(places: [Place], formTag: String) {
            self.places = places
            self.formTag = formTag
            steps = places.flatMap(\.steps)
            pointer = JSONPointer.pointer(steps.map(\.token))
        }
    }

    /// `change(on:over:formTag:)` along a route taken before: its steps and pointer shared.
    package static func change(on top: FormState, along route: Route) -> ClosedChange? {
        guard let leaf = leaf(on: top, over: route.places) else { return nil }
        return ClosedChange(tag: route.formTag, steps: route.steps, value: leaf, pointer: route.pointer)
    }

    /// `changeWithScreensClosed(places:)` given the open screen `top` alone, the places of the
    /// screens under it and the form's row they fill (`formTag`): no screen under it is looked at.
    package static func change(on top: FormState, over places: [Place], formTag: String) -> ClosedChange? {
        guard let leaf = leaf(on: top, over: places) else { return nil }
        return ClosedChange(tag: formTag, steps: places.flatMap(\.steps), value: leaf)
    }

    /// The value the open screen `top` gives, when each of `places` under it keeps it at its place
    /// (`change(on:over:formTag:)`); nil otherwise.
    private static func leaf(on top: FormState, over places: [Place]) -> Value? {
        guard let topPlace = top.place else { return nil }
        switch topPlace.role {
        case .form, .item(keyed: false, _, _): break
        default: return nil
        }
        guard let result = SubForms.result(of: top), result.key == nil else { return nil }
        var leaf = result.value
        if places.last?.isList == true && leaf.isNull { leaf = .object([]) }
        if let last = places.last, !last.isList, !Self.isFilledObject(leaf) { return nil }
        // Whether the value the screen above gives differs from what that one opened with.
        var changed = leaf != topPlace.original
        for place in places.reversed() {
            if !place.isList {
                guard place.dirtyBesides || (changed && place.startedAsOpened) else { return nil }
                changed = changed && place.startedAsOpened
            }
            changed = changed && place.openedHoldsAbove
        }
        return leaf
    }

    /// Whether `state` differs from its start in a row other than `tag` (so that it is dirty
    /// whatever that row holds).
    private static func dirtyBesides(_ tag: String, in state: FormState) -> Bool {
        !state.deleted.isEmpty || state.touched.contains { $0 != tag && state.value(of: $0) != state.startValues[$0] }
    }

    /// Whether `value` is an object with members (an empty one may be left out of the object of
    /// the rows around it).
    private static func isFilledObject(_ value: Value) -> Bool {
        if case .object(let members) = value { return !members.isEmpty }
        return false
    }

    /// The node of `value` at `steps`, or nil.
    package static func node(of value: Value, at steps: [ClosedChange.Step]) -> Value? {
        var node = value
        for step in steps {
            switch (step, node) {
            case (.index(let i), .list(let items)) where items.indices.contains(i): node = items[i]
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                node = member.value
            default: return nil
            }
        }
        return node
    }
}
