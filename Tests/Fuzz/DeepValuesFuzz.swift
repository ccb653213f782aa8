import FormCore
import FormDrafts
import FormJSON
import FormSchema
import FormUI
// libFuzzer target (issue 27): the bytes describe a tree of answers nested near and past the
// limit (`NestingLimit.depth`), or wide (objects and arrays of thousands of members), given to a
// form that holds itself. The one limit must hold the same everywhere: the JSON reader takes the
// tree's text exactly when the tree check does, a draft of a tree within the limit reads back
// equal, a JSON text row judges typed JSON by where it stands, and the screen of a row opens
// exactly when its level is within the limit. Any disagreement traps (a finding).
// Built by `make fuzz` against the library modules, never by `swift build`.

private let schema = ##"{"type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"},"kids":{"type":"array","items":{"$ref":"#"}},"j":{}}}"##

/// Reads the bytes as a little program that builds a tree: a spine of `depth` containers (object
/// or array by a bit of each byte), each holding up to `width` leaves beside the spine.
private struct Builder {
    var bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    mutating func next() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }

    mutating func tree() -> Value {
        // Depths gather around the limit: 180…220 most of the time, anything up to 400 else.
        let shape = next()
        let depth = shape & 0x80 == 0 ? 180 + Int(shape % 41) : Int(next()) + Int(next())
        let width = Int(next() & 0x3F) * (shape & 0x40 == 0 ? 1 : 64)
        var node: Value = .string("leaf")
        for level in 0..<Swift.max(depth, 1) {
            let bits = next()
            let leaves = level == 0 ? width : Int(bits & 0x03)
            if bits & 0x10 == 0 {
                var members = (0..<leaves).map { Value.Member(key: "k\($0)", value: .string("v")) }
                members.append(Value.Member(key: "child", value: node))
                node = .object(members)
            } else {
                node = .list(Array(repeating: .null, count: leaves) + [node])
            }
        }
        return node
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let form = try? FormLoader.read(text: schema, file: "s.json").form else { return 0 }
    var builder = Builder(bytes: UnsafeBufferPointer(start: data, count: size))
    let tree = builder.tree()
    // `child` stands at level 2 of the answers.
    let past = tree.pastNestingLimit(at: 2)
    let text = #"{"child":"# + tree.compactJSON + "}"
    let read = (try? JSONReader.document(bytes: Array(text.utf8))) != nil
    if read != (past == nil) { fatalError("the reader (\(read)) and the tree check (\(String(describing: past))) disagree") }

    // A draft of a tree within the limit reads back equal (its envelope nests it deeper).
    if past == nil, case .object = tree {
        let draft = Draft(formPath: "/s.json", formHash: "", savedAt: 0, values: ["child": tree])
        guard let restored = Draft.restore(Array(draft.text.utf8), for: form) else { fatalError("a draft within the limit did not read back") }
        if restored.draft.values["child"] != tree { fatalError("a draft within the limit read back changed") }
    }

    // JSON typed into the JSON text row `j` (level 2) is judged by where it stands.
    let state = FormState(form: form, today: "2026-01-01")
    if let row = state.row("j") {
        let typed = tree.compactJSON
        // Past the reader's own limit the text is not JSON at all (refused as such, with the
        // reader's words): judged too.
        var unreadable = false
        if case .unparsed = Value(jsonText: typed) { unreadable = true }
        let failure = state.nestingFailure(of: row, value: .string(typed))
        if (failure == nil && !unreadable) != (past == nil) { fatalError("a JSON text row judged \(String(describing: failure)) for \(String(describing: past))") }
    }

    // Screens open down the spine exactly while they stand within the limit: the screen of
    // level L+1 opens over the one at L when L+1 is at most the limit, and is refused past it.
    var spineDepth = 0
    var node = tree
    while let next = node["child"] { spineDepth += 1; node = next }
    var screen = state
    for _ in 0..<Swift.min(spineDepth, NestingLimit.depth + 1) {
        switch SubForms.open("child", in: screen) {
        case .success(let opened):
            if opened.level != screen.level + 1 || opened.level > NestingLimit.depth { fatalError("a screen opened at level \(opened.level)") }
            screen = opened
        case .failure(let refusal):
            if refusal != .tooDeep(level: screen.level + 1) || screen.level + 1 <= NestingLimit.depth {
                fatalError("refused at level \(screen.level + 1): \(refusal)")
            }
        }
    }
    return 0
}
