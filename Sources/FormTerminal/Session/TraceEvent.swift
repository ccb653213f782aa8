import FormCore
import FormUI

/// One handled event as `FORMRUN_TRACE` records it: the event, the staged changeset's counts and
/// what rendering cost.
public struct TraceEvent: Equatable, Sendable {
    public var event: String
    public var changes: VisibleChanges
    public var stats: RenderStats

    public init(event: String, changes: VisibleChanges, stats: RenderStats) {
        self.event = event
        self.changes = changes
        self.stats = stats
    }

    /// `{"event":"key Down","changes":{"deleted":0,…},"linesDrawn":2,"linesShifted":0,"fullRepaint":false}`
    public var jsonLine: String {
        OutputWriter.json([
            ("event", .string(event)),
            ("changes.deleted", .number(Double(changes.deleted))),
            ("changes.inserted", .number(Double(changes.inserted))),
            ("changes.moved", .number(Double(changes.moved))),
            ("changes.updated", .number(Double(changes.updated))),
            ("linesDrawn", .number(Double(stats.linesDrawn))),
            ("linesShifted", .number(Double(stats.linesShifted))),
            ("fullRepaint", .bool(stats.fullRepaint)),
        ], compact: true)
    }
}
