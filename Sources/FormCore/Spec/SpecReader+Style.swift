import FormJSON

extension SpecReader {
    /// A style object: `title`, `value`, `focus`, `error`, each a string of style words.
    func style(_ m: JSONValue.Member, _ owner: Owner) throws -> Style {
        var style = Style()
        for member in try members(m, owner) {
            try log.recover {
                let path = JSONValue.Member(keyIndex: member.keyIndex, value: member.value, path: "style." + member.key)
                guard let part = StyleKey(rawValue: member.key) else {
                    throw unknownKey(member, among: StyleKey.allCases.map(\.rawValue), owner)
                }
                let spec = try styleSpec(path, owner)
                switch part {
                case .title: style.title = spec
                case .value: style.value = spec
                case .focus: style.focus = spec
                case .error: style.error = spec
                }
            }
        }
        return style
    }

    /// One style string (`"bold cyan"`); a word that names nothing is an error with the closest one.
    private func styleSpec(_ m: JSONValue.Member, _ owner: Owner) throws -> StyleSpec {
        switch StyleSpec.parse(try string(m, owner)) {
        case .success(let spec):
            return spec
        case .failure(let unknown):
            let suggestion = unknown.word == "on" ? "on blue" : Suggestion.closest(to: unknown.word, in: StyleSpec.words)
            throw fail(.badValue(.unknownStyle(unknown.word, suggestion: suggestion)), at: m.value.location, owner)
        }
    }
}

/// The parts of a `style` object.
enum StyleKey: String, CaseIterable {
    case title, value, focus, error
}
