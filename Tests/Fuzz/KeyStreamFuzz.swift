import FormSchema
import FormScreen
// libFuzzer target: bytes as a key stream (with resizes) driven through Update, the visible model
// and the layout of a form; after every key the incremental frame must equal a fresh layout.
// Built by `make fuzz` against FormCore, FormDiff and FormUI, never by `swift build`.
import FormCore
import FormUI

private let keys: [Key] = [.down, .up, .tab, .backTab, .left, .right, .home, .end, .pageUp, .pageDown, .enter,
                           .escape, .backspace, .delete, .ctrl("d"), .ctrl("s"), .ctrl("u"), .ctrl("k"),
                           .ctrl("w"), .function(1), .char(" "), .char("a"), .char("1"), .char("-"), .char("+"),
                           .char("y"), .char("n"), .char(","), .char("名"), .char("\u{301}")]

private let formText = """
{"title": "Fuzz", "sections": [
 {"tag": "a", "title": "A", "footer": "A footer that wraps when the screen is narrow enough", "rows": [
  {"tag": "on", "type": "switch", "title": "On", "value": true},
  {"tag": "name", "type": "text", "title": "Name", "required": true},
  {"tag": "n", "type": "integer", "title": "N", "hidden": "!$on"},
  {"tag": "r", "type": "rating", "title": "Stars"},
  {"tag": "t", "type": "tokens", "title": "Tags", "maxItems": 3},
  {"tag": "v", "type": "textView", "title": "Notes"}]},
 {"tag": "b", "title": "B", "hidden": "$name == 'x'", "deletable": true, "rows": [
  {"tag": "p", "type": "picker", "title": "P", "options": [{"title": "One", "value": 1}, {"title": "Two", "value": 2}]},
  {"tag": "s", "type": "sheet", "title": "S", "options": [{"title": "One", "value": 1}, {"title": "Two", "value": 2}]},
  {"tag": "d", "type": "date", "title": "D"},
  {"tag": "k", "type": "stepCounter", "title": "K", "disabled": "$on"}]}]}
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyStream(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let form = try? FormLoader.parse(text: formText, file: "fuzz.json") else { return 0 }
    var state = FormState(form: form, today: "2026-11-30")
    _ = state.takeChanges()
    var model = VisibleModel(state: state)
    var rows = 24, cols = 80
    let layout = ScreenLayout(state: state, visible: model, rows: rows, cols: cols)
    for byte in UnsafeBufferPointer(start: data, count: size) {
        let focus = state.focus
        let anchor = layout.anchor(for: focus)
        if byte >= 0xF0 {
            rows = 4 + Int(byte & 0x0F) * 3
            cols = 12 + Int(byte & 0x0F) * 9
            layout.resize(rows: rows, cols: cols, state: state)
        } else {
            let effects = Update.apply(keys[Int(byte) % keys.count], to: &state, context: layout.updateContext)
            if effects.contains(where: { if case .end = $0 { true } else { false } }) { return 0 }
        }
        let changeset = model.apply(state.takeChanges(), in: state)
        _ = layout.apply(changeset, visible: model, state: state)
        layout.settle(state, anchor: state.focus == focus ? anchor : nil)
        let fresh = Layout.frame(for: state, rows: rows, cols: cols, scroll: layout.scroll).frame
        if layout.frame(state) != fresh { fatalError("the incremental frame differs from a fresh layout") }
    }
    return 0
}
