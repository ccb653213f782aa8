import FormCore
import FormDrafts
import FormJSON
import FormSchema
// libFuzzer target: any bytes as a draft file restored for a form of every row type, and each of
// their lines as a plain-mode answer to every row (dates typed as digits, numbers beyond 64 bits,
// long lines, control characters). The same bytes also drive a draft's journal (issue #27): a
// sequence of random changes to a tree of answers saved through `DraftWriter`, each file read
// back equal to what was saved, and the last file torn anywhere read back as the save before or
// the last one (never anything else, never a trap).
// Built by `make fuzz` against FormCore, never by `swift build`.

private let formText = """
{"title": "Drafts", "sections": [{"tag": "s", "deletable": true, "rows": [
 {"tag": "name", "type": "text", "maxLength": 8},
 {"tag": "pin", "type": "password"},
 {"tag": "n", "type": "integer"},
 {"tag": "x", "type": "decimal"},
 {"tag": "on", "type": "switch"},
 {"tag": "p", "type": "picker", "options": ["a", "b"]},
 {"tag": "ms", "type": "multipleSelect", "options": ["a", "b", "c"]},
 {"tag": "d", "type": "date", "min": "1900-01-01"},
 {"tag": "dt", "type": "dateTime"},
 {"tag": "t", "type": "time"},
 {"tag": "c", "type": "countDownTimer"},
 {"tag": "r", "type": "rating", "max": 5},
 {"tag": "tok", "type": "tokens", "maxItems": 3},
 {"tag": "k", "type": "stepCounter", "min": 0, "max": 10}]}]}
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDraftAndAnswers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let form = try? FormLoader.parse(text: formText, file: "form.json") else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = Draft.restore(bytes, for: form)
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
        for row in form.allRows { _ = PlainAnswer.value(from: String(line), for: row) }
    }
    JournalFuzz.run(bytes)
    return 0
}

/// A draft file in memory.
private final class MemoryFile: DraftFile {
    var bytes: [UInt8] = []
    func replace(with bytes: [UInt8]) throws(OutputFailure) { self.bytes = bytes }
    func append(_ bytes: [UInt8]) throws(OutputFailure) { self.bytes += bytes }
    func remove() { bytes = [] }
}

/// Random changes read from the fuzzer's bytes, journaled and replayed.
private enum JournalFuzz {
    struct Reader {
        var bytes: [UInt8]
        var at = 0
        var done: Bool { at >= bytes.count }
        mutating func next(_ bound: Int) -> Int {
            guard !done, bound > 0 else { return 0 }
            defer { at += 1 }
            return Int(bytes[at]) % bound
        }
    }

    static let keys = ["a", "b", "c/d", "~e", "0", ""]

    static func run(_ bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        let file = MemoryFile()
        let writer = DraftWriter(file: file)
        var values: [String: Value] = [:]
        var deleted: Set<String> = []
        var focus: String?
        var saves: [Draft] = []
        var before: [UInt8] = []
        for step in 0..<64 where !reader.done {
            let tag = keys[reader.next(keys.count)]
            var tags: Set<String> = [tag]
            switch reader.next(8) {
            case 0: values[tag] = nil
            case 1: deleted.formSymmetricDifference([tag]); tags = []
            case 2: focus = reader.next(2) == 0 ? nil : tag
            default: values[tag] = change(values[tag] ?? .null, &reader, depth: 0)
            }
            let draft = Draft(formPath: "/f.json", formHash: "h", savedAt: step, values: values, deleted: deleted, focus: focus)
            before = file.bytes
            guard (try? writer.save(draft, changed: tags)) != nil else { fatalError("a save in memory failed") }
            saves.append(draft)
            guard same(replayed(file.bytes), draft) else { fatalError("the journal does not replay to the save \(step)") }
        }
        // Only an append can be torn (a snapshot is renamed into place whole).
        guard let last = saves.last, file.bytes.count > before.count, file.bytes.starts(with: before) else { return }
        // Torn anywhere after the save before: the save before, or (whole) the last.
        let cut = before.count + reader.next(file.bytes.count - before.count + 1)
        let torn = replayed(Array(file.bytes.prefix(cut)))
        let previous = saves.count > 1 ? saves[saves.count - 2] : nil
        guard same(torn, last) || previous.map({ same(torn, $0) }) == true || (previous == nil && torn == nil) else {
            fatalError("a torn journal read back as neither save")
        }
    }

    /// The tree after one random change somewhere in `value`.
    static func change(_ value: Value, _ reader: inout Reader, depth: Int) -> Value {
        let descend = depth < 12 && reader.next(3) != 0
        switch value {
        case .list(var items):
            switch reader.next(4) {
            case 0: items.insert(leaf(&reader), at: reader.next(items.count + 1))
            case 1 where !items.isEmpty: items.remove(at: reader.next(items.count))
            default:
                if descend, !items.isEmpty {
                    let i = reader.next(items.count)
                    items[i] = change(items[i], &reader, depth: depth + 1)
                } else {
                    items.append(leaf(&reader))
                }
            }
            return .list(items)
        case .object(var members):
            let key = keys[reader.next(keys.count)]
            if let i = members.firstIndex(where: { $0.key == key }) {
                switch reader.next(4) {
                case 0: members.remove(at: i)
                case 1: members.append(members.remove(at: i))
                default: members[i].value = descend ? change(members[i].value, &reader, depth: depth + 1) : leaf(&reader)
                }
            } else {
                members.insert(Value.Member(key: key, value: leaf(&reader)), at: reader.next(members.count + 1))
            }
            return .object(members)
        default:
            return leaf(&reader)
        }
    }

    static func leaf(_ reader: inout Reader) -> Value {
        switch reader.next(7) {
        case 0: return .null
        case 1: return .bool(reader.next(2) == 0)
        case 2: return .number(Number(reader.next(256) - 128))
        case 3: return .string(String(repeating: "x\u{1}\"é", count: reader.next(4)))
        case 4: return .unparsed("{")
        case 5: return .list([])
        default: return .object([])
        }
    }

    /// The file's snapshot with its journal applied, as a draft (values unchecked against a form).
    static func replayed(_ bytes: [UInt8]) -> Draft? {
        let root: JSONNode
        switch DraftReplay.replay(bytes) {
        case .broken: return nil
        case .replayed(let node): root = node
        case .asIs:
            guard let end = bytes.firstIndex(of: 0x0A), let node = try? JSONReader.parse(bytes: Array(bytes[..<end])) else { return nil }
            root = node
        }
        guard let members = JSONPointer.child(of: root, "values")?.members,
              let savedAt = JSONPointer.child(of: root, "savedAt")?.intValue else { return nil }
        var values: [String: Value] = [:]
        for member in members { values[member.key] = Value(draft: member.value) }
        let deleted = Set(JSONPointer.child(of: root, "deleted")?.elements?.compactMap(\.stringValue) ?? [])
        return Draft(formPath: "/f.json", formHash: "h", savedAt: savedAt, values: values, deleted: deleted,
                     focus: JSONPointer.child(of: root, "focus")?.stringValue)
    }

    static func same(_ read: Draft?, _ saved: Draft) -> Bool {
        guard let read else { return false }
        return read.values == saved.values && read.deleted == saved.deleted && read.focus == saved.focus
    }
}
