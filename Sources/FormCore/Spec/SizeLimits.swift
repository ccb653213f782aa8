import FormJSON

/// The largest sizes a form file may ask for, checked by the form reader so that a typo such as
/// `"height": 10000000` is a located error rather than a form that eats the machine.
package enum SizeLimits {
    /// A `textView`'s `height`, in lines.
    package static let height = 200
    /// `maxLength` (characters), and `min`/`max` of a `length` validator.
    package static let length = 1 << 20
    /// `minItems` / `maxItems` of a `tokens` row.
    package static let items = 10_000
    /// A `rating` row's `max` stars.
    package static let stars = 100
    /// The names in a row's `key` path (`a.b.c` is 3): the output nests one object a name, and
    /// what walks the path (conflicts, values files, the writer) stays linear in its length.
    package static let keyDepth = 64
}
