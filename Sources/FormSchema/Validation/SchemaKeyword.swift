/// The keywords the validator acts on (others are ignored).
enum SchemaKeyword: String {
    case ref = "$ref", dynamicRef = "$dynamicRef", recursiveRef = "$recursiveRef"
    case type, `enum`, const
    case minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf
    case minLength, maxLength, pattern, format
    case required, properties, patternProperties, additionalProperties, propertyNames
    case minProperties, maxProperties, dependentRequired, dependentSchemas, dependencies
    case items, prefixItems, additionalItems, contains, minItems, maxItems, uniqueItems
    case allOf, anyOf, oneOf, not, `if`
}
