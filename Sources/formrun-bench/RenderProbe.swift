import FormDiff
import FormCore
import FormApp
import FormTerminal
import FormUI
import FormScreen

/// What one handled key cost on the in-memory terminal.
struct RenderCost {
    var linesDrawn: Int
    var linesShifted: Int
    var linesScrolledIn: Int
    /// `MemoryTerminal.bytesEstimate` for the key.
    var bytes: Int
    var fullRepaint: Bool
    var changes: ChangeCounts
    /// The operations the key sent, to find the first screen line it touched.
    var operations: [MemoryTerminal.Operation]

    /// Where rows appeared or vanished: the topmost shifted line, else the topmost drawn line.
    var firstLineChanged: Int? {
        var shifted: [Int] = []
        var drawn: [Int] = []
        for operation in operations {
            switch operation {
            case .insertLines(let at, _, _), .deleteLines(let at, _, _): shifted.append(at)
            case .draw(let line, _): drawn.append(line)
            default: break
            }
        }
        return shifted.min() ?? drawn.min()
    }
}

/// A `FormSession` on a `MemoryTerminal`, driven key by key, that reports what a key cost and
/// how long the whole update → diff → layout → render pipeline took for it.
final class RenderProbe {
    static let rows = 30
    static let cols = 100

    let terminal: MemoryTerminal
    let session: FormSession
    private var lastEvent: TraceEvent?

    /// A session on `form` with its first frame drawn.
    init(form: Form) {
        terminal = MemoryTerminal(rows: RenderProbe.rows, cols: RenderProbe.cols)
        session = FormSession(state: FormState(form: form), terminal: terminal)
        session.onEvent = { [unowned self] event in self.lastEvent = event }
        session.start()
    }

    /// The focused row, if any.
    var focusedRow: Row? {
        session.state.focus.flatMap { session.state.form.row($0) }
    }

    /// Handles `keys` without measuring them.
    func press(_ keys: [Key]) {
        for key in keys {
            let end = session.handle(key)
            precondition(end == nil, "the form ended on key \(key.name)")
        }
    }

    /// Handles `key` and returns what it sent to the terminal.
    func measure(_ key: Key) -> RenderCost {
        terminal.resetLog()
        lastEvent = nil
        press([key])
        guard let event = lastEvent else { preconditionFailure("no trace event for key \(key.name)") }
        return RenderCost(linesDrawn: event.stats.linesDrawn, linesShifted: event.stats.linesShifted,
                          linesScrolledIn: event.stats.linesScrolledIn,
                          bytes: terminal.bytesEstimate, fullRepaint: event.stats.fullRepaint,
                          changes: event.changes, operations: terminal.operations)
    }

    /// The median time in µs of handling `key`, over `repetitions`. Before each timed key the
    /// untimed `before` keys run and after it the untimed `after` keys, so that every repetition
    /// starts from the same state and the same screen.
    func medianMicroseconds(_ key: Key, before: [Key] = [], after: [Key] = [], repetitions: Int) -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        times.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            press(before)
            terminal.resetLog()
            let elapsed = clock.measure { _ = session.handle(key) }
            times.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) * 1e-12)
            press(after)
        }
        terminal.resetLog()
        times.sort()
        return times[times.count / 2]
    }

    /// The bytes a terminal would receive if screen lines `first...` were all rewritten with what
    /// they show now (blank lines cleared): the naive alternative to shifting lines.
    func rewriteCost(from first: Int) -> (lines: Int, bytes: Int) {
        let scratch = MemoryTerminal(rows: RenderProbe.rows, cols: RenderProbe.cols)
        terminal.resetLog()
        press([.ctrl("l")])
        var spansByLine: [Int: [Span]] = [:]
        for case .draw(let line, let spans) in terminal.operations { spansByLine[line] = spans }
        terminal.resetLog()
        for line in first..<RenderProbe.rows { scratch.draw(line: line, spans: spansByLine[line] ?? []) }
        return (RenderProbe.rows - first, scratch.bytesEstimate)
    }
}
