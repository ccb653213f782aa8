import FormJSON
import FormCore

extension SchemaValidator {
    /// `$ref` (and `$dynamicRef`/`$recursiveRef`, resolved the same way): the target schema applies
    /// too. A target already entered since the last move to a child value is skipped, for it would
    /// loop; so is a chain of more than `Run.maxRefChain` references.
    func followRef(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let reference = value.stringValue, let target = index.resolve(reference, base: run.base),
              run.refChain.count < Run.maxRefChain, !run.refChain.contains(target.key) else { return }
        let outerBase = run.base
        run.refChain.append(target.key)
        run.base = target.base
        evaluate(instance, target.node, at: path, &run)
        run.refChain.removeLast()
        run.base = outerBase
    }
}
