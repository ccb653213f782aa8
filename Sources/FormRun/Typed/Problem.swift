/// What a rule of a `TypedForm` (`.validate { value in [Problem] }`) finds wrong with the value,
/// and where: the message is shown under the row of the key path (`Problem(\.replicas, "…")`, in a
/// list item too: `Problem(\.variables[0].key, "…")`) and a thrown `FormRunError.invalid` names it
/// by the answer's JSON Pointer (`/replicas`, `/variables/0/key`).
public struct Problem<Root: Codable> {
    /// What is wrong, as shown to the person.
    public let message: String
    /// The coding path of the key path in the value checked (empty: the whole value).
    let locate: (Root) -> [String]?

    /// A problem with the property at `keyPath` (whose indices must be in the value checked).
    public init<Value: Encodable>(_ keyPath: KeyPath<Root, Value>, _ message: String) {
        self.message = message
        locate = { root in KeyPathProbe.path(of: keyPath, given: try? JSONEncoding.json(root)) }
    }

    /// A problem with the value as a whole, under no row; in a `Field`'s rule, with that field.
    public init(_ message: String) {
        self.message = message
        locate = { _ in [] }
    }

    private init(message: String, locate: @escaping (Root) -> [String]?) {
        self.message = message
        self.locate = locate
    }

    /// The problem placed at `path` when it is with the value as a whole (a `Field`'s rule).
    func placed(at path: [String]) -> Problem {
        let locate = self.locate
        return Problem(message: message) { root in
            let found = locate(root)
            return found == [] ? path : found
        }
    }
}

extension Problem: ExpressibleByStringLiteral {
    /// A problem written as its message alone (`["no spaces"]`): with the value as a whole, or in
    /// a `Field`'s rule with that field.
    public init(stringLiteral message: String) {
        self.init(message)
    }
}
