import FormCore
import FormUI
import FormSchema
// libFuzzer target: any bytes as a `--keys` list; the keys it gives driven through a form (Update,
// the visible model and the layout), the incremental frame checked against a fresh layout.
// Built by `make fuzz` against FormCore, FormDiff and FormUI, never by `swift build`.

private let formText = """
{"title": "Keys", "sections": [{"tag": "a", "title": "A", "rows": [
  {"tag": "name", "type": "text", "title": "Name", "maxLength": 12},
  {"tag": "age", "type": "stepCounter", "title": "Age", "min": 0, "max": 120},
  {"tag": "born", "type": "date", "title": "Born", "min": "1900-01-01", "max": "today"},
  {"tag": "when", "type": "dateTimeInline", "title": "When"},
  {"tag": "p", "type": "picker", "title": "P", "options": ["Apple", "Banana", "Éclair"]},
  {"tag": "s", "type": "sheet", "title": "S", "options": ["One", "Two"]},
  {"tag": "v", "type": "textView", "title": "Notes"},
  {"tag": "go", "type": "pushButton", "title": "Reset", "action": "reset"}]}]}
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let list = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let keys = try? KeyScript.keys(list), let form = try? FormLoader.parse(text: formText, file: "fuzz.json") else { return 0 }
    var state = FormState(form: form, today: "2026-12-01")
    _ = state.takeChanges()
    var model = VisibleModel(state: state)
    let layout = ScreenLayout(state: state, visible: model, rows: 24, cols: 80)
    for key in keys.prefix(2_000) {
        let focus = state.focus
        let anchor = layout.anchor(for: focus)
        let effects = Update.apply(key, to: &state, context: layout.updateContext)
        if effects.contains(where: { if case .end = $0 { true } else { false } }) { return 0 }
        let changeset = model.apply(state.takeChanges(), in: state)
        _ = layout.apply(changeset, visible: model, state: state)
        layout.settle(state, anchor: state.focus == focus ? anchor : nil)
        let fresh = Layout.frame(for: state, rows: 24, cols: 80, scroll: layout.scroll).frame
        if layout.frame(state) != fresh { fatalError("the incremental frame differs from a fresh layout") }
    }
    return 0
}
