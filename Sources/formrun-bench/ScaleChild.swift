import FormCore
import FormApp
import FormTerminal
import FormUI
import FormSchema

/// One size of the scale benchmark, in a process of its own (`formrun-bench --scale-one N PATH`)
/// so that its peak RSS is that form's alone: load the generated form, draw the first frame on a
/// 40×100 `MemoryTerminal`, time the keys, then print one `ScaleFigures` line.
/// With N = 0 it loads nothing: the peak RSS of the empty process.
enum ScaleChild {
    static let rows = 40
    static let cols = 100

    /// Measures the form at `path` (`rows` rows); returns the exit status.
    static func run(rows formRows: Int, path: String?) -> Int32 {
        var figures = ScaleFigures()
        figures.rows = formRows
        if formRows > 0 {
            guard let path else {
                print("scale: --scale-one \(formRows) needs the form's path")
                return 2
            }
            do {
                try measure(path: path, into: &figures)
            } catch {
                print("scale: N=\(formRows): \(error)")
                return 1
            }
        }
        figures.peakKilobytes = ProcessMemory.now()?.peakKilobytes ?? 0
        print(figures.line)
        return 0
    }

    private static func measure(path: String, into figures: inout ScaleFigures) throws {
        let small = figures.rows <= 10_000
        let clock = ContinuousClock()

        var loadTimes: [Double] = []
        var loaded: Form?
        for _ in 0..<(small ? 5 : 1) {
            loaded = nil
            loadTimes.append(try clock.measure { loaded = try FormLoader.load(path: path) }.milliseconds)
        }
        guard let form = loaded else { return }
        figures.loadMilliseconds = median(loadTimes)

        var frameTimes: [Double] = []
        var drawn: (session: FormSession, terminal: MemoryTerminal)?
        for _ in 0..<(small ? 3 : 1) {
            drawn = nil
            frameTimes.append(clock.measure {
                let terminal = MemoryTerminal(rows: rows, cols: cols)
                let session = FormSession(state: FormState(form: form), terminal: terminal)
                session.start()
                drawn = (session, terminal)
            }.milliseconds)
        }
        guard let (session, terminal) = drawn else { return }
        figures.firstFrameMilliseconds = median(frameTimes)

        let timer = KeyTimer(session: session, terminal: terminal)
        try timer.press([])
        // The focus starts on `more`, off: the first Space shows every 10th section for the first
        // time (their rows were never on screen), once; then back as it was.
        figures.keyMicroseconds[.firstShowMany] = try timer.once(.char(" "))
        figures.repetitions[.firstShowMany] = 1
        try timer.press([.char(" ")])
        // The focus starts on `more`: Space shows every 10th section, Space again hides them. On the
        // 100-row form that is one section (section 1), the one-section figure there.
        let toggle = try timer.medians(of: [.char(" "), .char(" ")], untimed: [])
        record(toggle, as: [.showMany, .hideMany], in: &figures)
        if figures.rows < 3 * ScaleForm.rowsPerSection {
            record(toggle, as: [.show, .hide], in: &figures)
        } else {
            // `r49` shows or hides section 2 alone; which comes first depends on its seeded value.
            try timer.press(Array(repeating: .down, count: ScaleForm.downsToOneSectionSwitch))
            let shown = session.state.value(of: ScaleForm.oneSectionSwitch) == .bool(true)
            let one = try timer.medians(of: [.char(" "), .char(" ")], untimed: [])
            record(one, as: shown ? [.hide, .show] : [.show, .hide], in: &figures)
            try timer.press(Array(repeating: .up, count: ScaleForm.downsToOneSectionSwitch))
        }
        // Down to a text row in the middle of section 0, on screen, away from the top.
        try timer.press(Array(repeating: .down, count: ScaleForm.downsToFirstText))
        record(try timer.medians(of: [.down], untimed: [.up]), as: [.down], in: &figures)
        record(try timer.medians(of: [.char("a")], untimed: [.backspace]), as: [.char], in: &figures)
        record(try timer.medians(of: [.pageDown], untimed: [.pageUp]), as: [.pageDown], in: &figures)
        // The first PgDn takes the focus to the foot of the screen; the second scrolls a page.
        let pages = try timer.medians(of: [.pageDown, .pageDown], untimed: [.pageUp, .pageUp])
        figures.keyMicroseconds[.pageScroll] = pages.medians[1]
        figures.repetitions[.pageScroll] = pages.repetitions
        if !pages.changedScreen[1] { figures.unchangedKeys.append(.pageScroll) }
    }

    private static func record(_ timing: KeyTimer.Timing, as kinds: [ScaleFigures.KeyKind], in figures: inout ScaleFigures) {
        for (index, kind) in kinds.enumerated() {
            figures.keyMicroseconds[kind] = timing.medians[index]
            figures.repetitions[kind] = timing.repetitions
            if !timing.changedScreen[index] { figures.unchangedKeys.append(kind) }
        }
    }
}
