import FormCore

/// The F1 screen: every key of the key map and the editing keys.
enum HelpScreen {
    static func lines(keyMap: KeyMap, types: Set<RowType>, geometry: Geometry, theme: Theme, height: Int) -> [ScreenLine] {
        let entries = keyMap.helpScreen(for: types)
        let keyWidth = Swift.min(28, (entries.map { DisplayWidth.of($0.keys) }.max() ?? 0))
        var lines: [ScreenLine] = []
        var heading = LineBuilder()
        heading.pad(to: geometry.left)
        heading.add("Keys", theme.sectionTitle)
        lines.append(heading.line("helpscreen:title"))
        for (index, entry) in entries.enumerated() {
            var line = LineBuilder()
            line.pad(to: geometry.left + 2)
            line.add(entry.keys, theme.title, exactly: keyWidth)
            line.add("  " + entry.help, .plain, limit: geometry.right + 1)
            lines.append(line.line("helpscreen:\(index)"))
        }
        return Array(lines.prefix(height))
    }
}
