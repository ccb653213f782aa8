import FormJSON

extension JSONValue {
    /// The number, exact when it is whole and fits 64 bits (`9223372036854775807`).
    var exactNumber: Number? {
        guard let number else { return nil }
        return Number(text: number.raw) ?? Number(number.value)
    }
}
