import FormJSON
import FormCore

extension SchemaValidator {
    /// Appends to `run` the failures of `instance`, found at `path`, against `schema`.
    ///
    /// Evaluation recurses through this function, `apply` and the keyword functions that lead to
    /// sub-schemas; those are kept small, for debug builds give every local of a function its own
    /// stack slot.
    func evaluate(_ instance: JSONNode, _ schema: JSONNode, at path: String, _ run: inout Run) {
        let keywords: [JSONNode.Member]
        switch schema.kind {
        case .bool(let allowed):
            if !allowed { run.fail(path, "Not allowed") }
            return
        case .object(let members):
            keywords = members
        default:
            return
        }
        guard run.depth < Run.maxDepth else { return }
        let outerBase = run.base
        run.depth += 1
        enterResource(schema, &run)
        for member in keywords {
            if let keyword = Keyword(rawValue: member.key) {
                apply(keyword, member.value, of: schema, to: instance, at: path, &run)
            }
        }
        run.depth -= 1
        run.base = outerBase
    }

    /// A schema with an `$id` (not a mere `#anchor`) is the base URI of the references inside it.
    private func enterResource(_ schema: JSONNode, _ run: inout Run) {
        if let id = schema["$id"]?.stringValue, !id.hasPrefix("#") {
            run.base = URIReference.withoutFragment(URIReference.resolve(id, against: run.base))
        }
    }

    private func apply(_ keyword: Keyword, _ value: JSONNode, of schema: JSONNode, to instance: JSONNode,
                       at path: String, _ run: inout Run) {
        switch keyword {
        case .ref, .dynamicRef, .recursiveRef: followRef(value, instance, at: path, &run)
        case .type: checkType(value, instance, at: path, &run)
        case .enum: checkEnum(value, instance, at: path, &run)
        case .const: checkConst(value, instance, at: path, &run)
        case .minimum, .maximum, .exclusiveMinimum, .exclusiveMaximum, .multipleOf:
            checkNumber(keyword, value, of: schema, instance, at: path, &run)
        case .minLength, .maxLength, .pattern, .format: checkString(keyword, value, instance, at: path, &run)
        case .required: checkRequired(value, instance, at: path, &run)
        case .properties: checkProperties(value, instance, at: path, &run)
        case .patternProperties: checkPatternProperties(value, instance, at: path, &run)
        case .additionalProperties: checkAdditionalProperties(value, of: schema, instance, at: path, &run)
        case .propertyNames: checkPropertyNames(value, instance, at: path, &run)
        case .minProperties, .maxProperties: checkPropertyCount(keyword, value, instance, at: path, &run)
        case .dependentRequired, .dependentSchemas, .dependencies:
            checkDependencies(keyword, value, instance, at: path, &run)
        case .prefixItems: checkPrefixItems(value.elements ?? [], instance, at: path, &run)
        case .items: checkItems(value, of: schema, instance, at: path, &run)
        case .additionalItems: checkAdditionalItems(value, of: schema, instance, at: path, &run)
        case .contains: checkContains(value, of: schema, instance, at: path, &run)
        case .minItems, .maxItems: checkItemCount(keyword, value, instance, at: path, &run)
        case .uniqueItems: checkUniqueItems(value, instance, at: path, &run)
        case .allOf: checkAllOf(value, instance, at: path, &run)
        case .anyOf: checkAnyOf(value, instance, at: path, &run)
        case .oneOf: checkOneOf(value, instance, at: path, &run)
        case .not: checkNot(value, instance, at: path, &run)
        case .if: checkIf(value, of: schema, instance, at: path, &run)
        }
    }

    /// Whether `instance` satisfies `schema`, leaving `run`'s failures as they were.
    func isValid(_ instance: JSONNode, _ schema: JSONNode, at path: String, _ run: inout Run) -> Bool {
        let mark = run.failures.count
        evaluate(instance, schema, at: path, &run)
        let valid = run.failures.count == mark
        run.failures.removeSubrange(mark...)
        return valid
    }

    /// Evaluates a member or item of the current value: a move that ends any `$ref` chain.
    func descend(_ child: JSONNode, _ schema: JSONNode, at childPath: String, _ run: inout Run) {
        let chain = run.refChain
        run.refChain = []
        evaluate(child, schema, at: childPath, &run)
        run.refChain = chain
    }

    /// `isValid` for a member or item of the current value.
    func childIsValid(_ child: JSONNode, _ schema: JSONNode, at childPath: String, _ run: inout Run) -> Bool {
        let chain = run.refChain
        run.refChain = []
        let valid = isValid(child, schema, at: childPath, &run)
        run.refChain = chain
        return valid
    }
}
