/// One way an instance fails its schema.
package struct SchemaFailure: Equatable, Sendable {
    /// JSON-pointer path of the failing value in the instance: "" for the root, else "/server/port",
    /// "/tags/2" (a `~` or `/` inside a key is written `~0` or `~1`). Complaints about an object's
    /// keys (a missing required property, a property not allowed, a bad property name) and about a
    /// list as a whole (too many items, duplicates) are reported at the object or list.
    package var path: String
    /// A short human message, sentence case, no trailing period: "Must be at least 1",
    /// "Missing required property 'name'", "At most 3 items".
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}
