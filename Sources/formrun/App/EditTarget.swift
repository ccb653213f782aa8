import FormEdit
import FormJSON
import FormSchema

/// What `--edit` works on, once read: the file as it was, the file with the `--set`s made (the
/// text every edit of the form is patched into), and the values the form started from, so that
/// only what the person changed is written back (whatever the form adds or leaves out of the
/// file's value is not a change).
struct EditTarget: Equatable, Sendable {
    var path: String
    var schema: SchemaChoice
    var original: [UInt8]
    var edited: [UInt8]
    var start: JSONNode
}
