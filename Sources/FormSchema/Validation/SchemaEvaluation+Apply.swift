import FormJSON

extension SchemaEvaluation {
    /// Checks `instance` against one keyword of `schema`, by the checker of the keyword's family.
    mutating func apply(_ keyword: SchemaKeyword, _ value: JSONNode, of schema: JSONNode, to instance: JSONNode,
                        at path: String) {
        switch keyword {
        case .ref, .dynamicRef, .recursiveRef: ReferenceKeywords.followRef(value, instance, at: path, &self)
        case .type: ValueKeywords.checkType(value, instance, at: path, &self)
        case .enum:
            readsWhole(at: path)
            ValueKeywords.checkEnum(value, instance, at: path, &self)
        case .const:
            readsWhole(at: path)
            ValueKeywords.checkConst(value, instance, at: path, &self)
        case .minimum, .maximum, .exclusiveMinimum, .exclusiveMaximum, .multipleOf:
            NumberKeywords.checkNumber(keyword, value, of: schema, instance, at: path, &self)
        case .minLength, .maxLength, .pattern, .format: StringKeywords.checkString(keyword, value, instance, at: path, &self)
        case .required: ObjectKeywords.checkRequired(value, instance, at: path, &self)
        case .properties: ObjectKeywords.checkProperties(value, instance, at: path, &self)
        case .patternProperties: ObjectKeywords.checkPatternProperties(value, instance, at: path, &self)
        case .additionalProperties: ObjectKeywords.checkAdditionalProperties(value, of: schema, instance, at: path, &self)
        case .propertyNames: ObjectKeywords.checkPropertyNames(value, instance, at: path, &self)
        case .minProperties, .maxProperties: ObjectKeywords.checkPropertyCount(keyword, value, instance, at: path, &self)
        case .dependentRequired, .dependentSchemas, .dependencies:
            ObjectKeywords.checkDependencies(keyword, value, instance, at: path, &self)
        case .prefixItems: ArrayKeywords.checkPrefixItems(value.elements ?? [], instance, at: path, &self)
        case .items: ArrayKeywords.checkItems(value, of: schema, instance, at: path, &self)
        case .additionalItems: ArrayKeywords.checkAdditionalItems(value, of: schema, instance, at: path, &self)
        case .contains: ArrayKeywords.checkContains(value, of: schema, instance, at: path, &self)
        case .minItems, .maxItems: ArrayKeywords.checkItemCount(keyword, value, instance, at: path, &self)
        case .uniqueItems: ArrayKeywords.checkUniqueItems(value, instance, at: path, &self)
        case .allOf: ApplicatorKeywords.checkAllOf(value, instance, at: path, &self)
        case .anyOf: ApplicatorKeywords.checkAnyOf(value, instance, at: path, &self)
        case .oneOf: ApplicatorKeywords.checkOneOf(value, instance, at: path, &self)
        case .not: ApplicatorKeywords.checkNot(value, instance, at: path, &self)
        case .if: ApplicatorKeywords.checkIf(value, of: schema, instance, at: path, &self)
        }
    }
}
