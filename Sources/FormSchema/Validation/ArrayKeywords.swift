import FormJSON

/// The array keywords: item schemas, `contains`, counts and uniqueness.
enum ArrayKeywords {
    /// `prefixItems`, and draft-07's `items` given as a list: item i against schema i.
    static func checkPrefixItems(_ schemas: [JSONNode], _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let items = instance.elements else { return }
        for (i, (item, schema)) in zip(items, schemas).enumerated() {
            run.descend(item, schema, at: JSONPointer.appending(i, to: path))
        }
    }

    /// `items`: a list of schemas is draft-07's `prefixItems`; a schema applies to the items
    /// after `prefixItems` (all of them when there is none).
    static func checkItems(_ value: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        if let schemas = value.elements {
            checkPrefixItems(schemas, instance, at: path, &run)
        } else {
            checkRest(from: schema["prefixItems"]?.elements?.count ?? 0, value, instance, at: path, &run)
        }
    }

    /// Draft-07 `additionalItems`: the items after an `items` list.
    static func checkAdditionalItems(_ value: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String,
                              _ run: inout SchemaEvaluation) {
        guard let count = schema["items"]?.elements?.count else { return }
        checkRest(from: count, value, instance, at: path, &run)
    }

    /// The items from index `start` on, against `schema`; `false` says how many items are allowed.
    private static func checkRest(from start: Int, _ schema: JSONNode, _ instance: JSONNode, at path: String,
                           _ run: inout SchemaEvaluation) {
        guard let items = instance.elements, start < items.count else { return }
        if schema.boolValue == false {
            run.fail(path, "At most " + SchemaText.count(start, "item", "items"))
            return
        }
        for i in start..<items.count {
            run.descend(items[i], schema, at: JSONPointer.appending(i, to: path))
        }
    }

    /// `contains`, with the `minContains` (default 1) and `maxContains` next to it.
    static func checkContains(_ wanted: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String,
                       _ run: inout SchemaEvaluation) {
        guard let items = instance.elements else { return }
        var count = 0
        for (i, item) in items.enumerated() {
            if run.childIsValid(item, wanted, at: JSONPointer.appending(i, to: path)) { count += 1 }
        }
        let least = schema["minContains"]?.intValue ?? 1
        if count < least {
            run.fail(path, "Must contain at least " + SchemaText.count(least, "matching item", "matching items"))
        }
        if let most = schema["maxContains"]?.intValue, count > most {
            run.fail(path, "Must contain at most " + SchemaText.count(most, "matching item", "matching items"))
        }
    }

    static func checkItemCount(_ keyword: SchemaKeyword, _ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let count = instance.elements?.count, let limit = value.intValue else { return }
        if keyword == .minItems, count < limit {
            run.fail(path, "At least " + SchemaText.count(limit, "item", "items"))
        } else if keyword == .maxItems, count > limit {
            run.fail(path, "At most " + SchemaText.count(limit, "item", "items"))
        }
    }

    /// `uniqueItems`: the first repeat is told, with 1-based item numbers.
    static func checkUniqueItems(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard value.boolValue == true, let items = instance.elements else { return }
        var seen: [[UInt8]: Int] = [:]
        for (i, item) in items.enumerated() {
            let key = SchemaEquality.key(item)
            if let first = seen[key] {
                run.fail(path, "Items must be unique: item \(i + 1) repeats item \(first + 1)")
                return
            }
            seen[key] = i
        }
    }
}
