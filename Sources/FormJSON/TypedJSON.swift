/// A value a person types where any JSON value may go (`--set POINTER=VALUE`, a member added
/// under `more keys`): the JSON it is when it parses (`3`, `true`, `["a"]`, `"3"`), else the text
/// as a string (`MIT`, `ubuntu-latest`), so that a string needs no quotes unless it would read as
/// something else.
package enum TypedJSON {
    package static func value(_ text: String) -> JSONNode {
        (try? JSONReader.parse(text)) ?? JSONNode(.string(text), at: .unknown)
    }
}
