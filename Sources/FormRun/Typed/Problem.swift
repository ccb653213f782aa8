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

    /// A problem with the value as a whole, under no row.
    public init(_ message: String) {
        self.message = message
        locate = { _ in [] }
    }
}
