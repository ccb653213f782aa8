import FormCore
import FormDiff
import FormTerminal

/// One handled event as `FORMRUN_TRACE` records it: the event, the counts of the changeset that
/// drove the screen, what rendering cost, and how long it took from reading the key to the
/// refreshed screen.
package struct TraceEvent: Equatable, Sendable {
    package var event: String
    package var changes: ChangeCounts
    package var stats: RenderStats
    /// Microseconds from the key read to the refresh done.
    package var microseconds: Int

    package init(event: String, changes: ChangeCounts, stats: RenderStats, microseconds: Int = 0) {
        self.event = event
        self.changes = changes
        self.stats = stats
        self.microseconds = microseconds
    }

    /// What the trace shows for a typed character: never the character itself.
    package static let hiddenKey = "key •"

    /// This event with a typed character (`key s`, `key Space`) replaced by `key •`: how the
    /// trace records keys typed into a `password` row. Other keys (`key Tab`, `key Ctrl-S`) stay.
    package func hidingTypedText() -> TraceEvent {
        guard event.hasPrefix("key ") else { return self }
        let name = event.dropFirst(4)
        guard name.count == 1 || name == "Space" else { return self }
        var hidden = self
        hidden.event = Self.hiddenKey
        return hidden
    }

    /// Sections and rows deleted, inserted, moved and updated, counted together.
    package var deleted: Int { changes.sectionDeleted + changes.elementDeleted }
    package var inserted: Int { changes.sectionInserted + changes.elementInserted }
    package var moved: Int { changes.sectionMoved + changes.elementMoved }
    package var updated: Int { changes.sectionUpdated + changes.elementUpdated }

    /// `{"event":"key Down","changes":{"deleted":0,…,"sections":{…},"rows":{…}},"linesDrawn":2,…,"us":140}`
    package var jsonLine: String {
        func number(_ n: Int) -> Value { .number(Double(n)) }
        return OutputWriter.json([
            ("event", .string(event)),
            ("changes.deleted", number(deleted)),
            ("changes.inserted", number(inserted)),
            ("changes.moved", number(moved)),
            ("changes.updated", number(updated)),
            ("changes.sections.deleted", number(changes.sectionDeleted)),
            ("changes.sections.inserted", number(changes.sectionInserted)),
            ("changes.sections.moved", number(changes.sectionMoved)),
            ("changes.sections.updated", number(changes.sectionUpdated)),
            ("changes.rows.deleted", number(changes.elementDeleted)),
            ("changes.rows.inserted", number(changes.elementInserted)),
            ("changes.rows.moved", number(changes.elementMoved)),
            ("changes.rows.updated", number(changes.elementUpdated)),
            ("linesDrawn", number(stats.linesDrawn)),
            ("linesShifted", number(stats.linesShifted)),
            ("linesScrolledIn", number(stats.linesScrolledIn)),
            ("fullRepaint", .bool(stats.fullRepaint)),
            ("us", number(microseconds)),
        ], compact: true)
    }
}
