import FormJSON

/// `$ref` and its dynamic kin.
enum ReferenceKeywords {
    /// `$ref` (and `$dynamicRef`/`$recursiveRef`, resolved the same way): the target schema applies
    /// too. A target already entered since the last move to a child value is skipped, for it would
    /// loop; so is a chain of more than `SchemaEvaluation.maxRefChain` references.
    static func followRef(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let reference = value.stringValue, let target = run.index.resolve(reference, base: run.base),
              run.refChain.count < SchemaEvaluation.maxRefChain, !run.refChain.contains(target.key) else { return }
        let outerBase = run.base
        run.refChain.append(target.key)
        run.base = target.base
        run.evaluate(instance, target.node, at: path)
        run.refChain.removeLast()
        run.base = outerBase
    }
}
