/// The rules written in Swift over a typed value (`TypedForm.validate`, `Field.validate`) as the
/// checks of the rows they place their problems at, so that they run through the checker every
/// other rule runs through: leaving a row, submitting, plain mode, a headless submit.
enum RuleHooks {
    /// A row's check: the value of the rows beside it (the form's, or the same item's) decoded
    /// into `Root` over `base`, the rules run on it, and the first problem at the row's own
    /// answer, or inside it (a list item's field, said with where it is: `Variables 2 › Key: …`).
    /// A value that does not decode yet (a number half typed) passes: the row's own checks say why.
    static func placed<Root: Codable>(at tag: String, rules: [@Sendable (Root) -> [Problem<Root>]], fields: [AnswerShape],
                                      base: JSON) -> @Sendable (JSON, LiveAnswers) -> String? {
        return { _, answers in
            let values = JSON.object(fields.map { (key: $0.tag, value: answers[$0.tag]) })
            guard let value = try? decode(Root.self, values, over: base, fields: fields) else { return nil }
            for rule in rules {
                for problem in rule(value) {
                    guard let path = problem.locate(value), path.first == tag else { continue }
                    guard path.count > 1, let shape = fields.first(where: { $0.tag == tag }) else { return problem.message }
                    return shape.words(path.dropFirst()) + ": " + problem.message
                }
            }
            return nil
        }
    }

    /// `fields`' rows with the rules of each field (over the value they are the fields of) placed
    /// at the rows they name: how a sub-form's or a list item's fields carry their rules.
    static func rows<Root: Codable>(of fields: [Field<Root>]) -> [Row] {
        let rules = fields.flatMap(\.rules)
        guard !rules.isEmpty else { return fields.map(\.row) }
        let shapes = fields.map(\.shape)
        let base = KeyPathProbe.emptyValue(Root.self)
        return fields.map { $0.row.validate(placed(at: $0.row.core.tag, rules: rules, fields: shapes, base: base)) }
    }

    /// The value of the answers (an object by tag) over `base`, whose members no field asks are kept.
    static func decode<Root: Decodable>(_ type: Root.Type, _ answers: JSON, over base: JSON, fields: [AnswerShape]) throws -> Root {
        var members: [(key: String, value: JSON)] = []
        if case .object(let given) = base { members = given }
        if case .object(let given) = answers {
            for member in given where !members.contains(where: { $0.key == member.key }) { members.append(member) }
            for member in given {
                guard let i = members.firstIndex(where: { $0.key == member.key }) else { continue }
                // A sub-form keeps the members of the value given that none of its fields asks.
                let subForm = fields.contains { $0.tag == member.key && !$0.parts.isEmpty && !$0.isList }
                members[i].value = subForm ? AnswerShape.merged(member.value, over: members[i].value) : member.value
            }
        }
        return try Answers.decode(Root.self, from: AnswerShape.object(.object(members), parts: fields))
    }
}
