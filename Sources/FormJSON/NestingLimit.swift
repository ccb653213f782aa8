/// The deepest a tree of values may nest, the same in every face: a values file or a draft read,
/// a sub-form or list item opened on a screen or in plain mode, JSON typed into a text row, the
/// answers submitted (`--submit`, the library). Levels count containers from the root: the
/// form's object is level 1, a sub-form in it level 2, a list level 2 and its items level 3.
/// The JSON reader refuses a document deeper than this (it recurses once a level); everything
/// else refuses, with where, what would go past it.
package enum NestingLimit {
    /// The most containers (objects and arrays) on one path from the root, the root counted.
    package static let depth = 200

}
