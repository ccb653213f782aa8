/// What one child process measured on one generated form, and the line it hands to the parent:
/// `scale-figures rows=100 load_ms=1.5 … unchanged=down_us` (space-separated `key=value`).
struct ScaleFigures {
    /// The per-key measurements, in the order the line prints them.
    enum KeyKind: String, CaseIterable {
        case down = "key Down"
        case char = "key char"
        case hide = "hide section"
        case show = "show section"
        case pageDown = "PgDn"
        case hideMany = "hide every 10th section"
        case showMany = "show every 10th section"
        /// The very first Space on `more`: sections shown for the first time (one press, not a median).
        case firstShowMany = "first show every 10th section"
        /// A PgDn that scrolls a whole page of rows never drawn before in this scroll position.
        case pageScroll = "PgDn page"

        /// The field name in the child's line.
        var field: String {
            switch self {
            case .down: return "down_us"
            case .char: return "char_us"
            case .hide: return "hide_us"
            case .show: return "show_us"
            case .pageDown: return "pgdn_us"
            case .hideMany: return "hide_many_us"
            case .showMany: return "show_many_us"
            case .firstShowMany: return "first_show_many_us"
            case .pageScroll: return "pgdn_page_us"
            }
        }
    }

    static let prefix = "scale-figures"

    var rows = 0
    var loadMilliseconds = 0.0
    var firstFrameMilliseconds = 0.0
    /// Median µs per key kind.
    var keyMicroseconds: [KeyKind: Double] = [:]
    /// How many timed presses each median is taken over.
    var repetitions: [KeyKind: Int] = [:]
    /// `VmHWM` at the end, after load, first frame and every key.
    var peakKilobytes = 0
    /// Keys whose first timed press left the screen as it was: their figure measures nothing.
    var unchangedKeys: [KeyKind] = []

    /// The line the child prints.
    var line: String {
        var fields = ["rows=\(rows)", "load_ms=\(loadMilliseconds)", "first_ms=\(firstFrameMilliseconds)",
                      "hwm_kb=\(peakKilobytes)"]
        for kind in KeyKind.allCases {
            if let time = keyMicroseconds[kind] { fields.append("\(kind.field)=\(time)") }
            if let count = repetitions[kind] { fields.append("\(kind.field)_reps=\(count)") }
        }
        if !unchangedKeys.isEmpty { fields.append("unchanged=" + unchangedKeys.map(\.field).joined(separator: ",")) }
        return ([ScaleFigures.prefix] + fields).joined(separator: " ")
    }

    init() {}

    /// Reads the child's line out of its output; nil when there is none or it is malformed.
    init?(output: String) {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix(ScaleFigures.prefix + " ") }) else {
            return nil
        }
        var values: [String: String] = [:]
        for field in line.split(separator: " ").dropFirst() {
            guard let equals = field.firstIndex(of: "=") else { return nil }
            values[String(field[..<equals])] = String(field[field.index(after: equals)...])
        }
        guard let rows = values["rows"].flatMap({ Int($0) }),
              let load = values["load_ms"].flatMap({ Double($0) }),
              let first = values["first_ms"].flatMap({ Double($0) }),
              let peak = values["hwm_kb"].flatMap({ Int($0) }) else { return nil }
        self.rows = rows
        loadMilliseconds = load
        firstFrameMilliseconds = first
        peakKilobytes = peak
        for kind in KeyKind.allCases {
            keyMicroseconds[kind] = values[kind.field].flatMap { Double($0) }
            repetitions[kind] = values[kind.field + "_reps"].flatMap { Int($0) }
        }
        let unchanged = values["unchanged"]?.split(separator: ",") ?? []
        unchangedKeys = KeyKind.allCases.filter { unchanged.contains(Substring($0.field)) }
    }
}
