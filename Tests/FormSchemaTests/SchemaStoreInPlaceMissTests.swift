import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// The causes of SchemaStore configs that `--edit` refused untouched (issue 29), one test each,
/// on a schema cut down to the cause.
final class SchemaStoreInPlaceMissTests: SchemaFormTestCase {
    /// catalog-info's group: `children` is required and `[]` is given ("may be empty").
    func testARequiredListGivenEmptyIsThere() throws {
        var form = try form(#""children": {"type": "array", "items": {"type": "string"}}, "tags": {"type": "array", "minItems": 1, "items": {"type": "string"}}"#,
                            extra: #", "required": ["children", "tags"]"#)
        form.keepEmptyText(given: ["children": .list([]), "tags": .list([])])
        XCTAssertEqual(try row(form, "children").required, .never, "a required [] is given")
        XCTAssertNotEqual(try row(form, "tags").required, .never, "minItems says [] is not enough")
    }

    /// bxci: a default that breaks its own schema is not a row's start.
    func testAnInvalidDefaultIsNotARowsStart() throws {
        let form = try form(#""limit": {"type": "string", "enum": ["1m", "5m"], "default": "0m"}, "size": {"type": "integer", "minimum": 1, "default": 0}, "kept": {"type": "string", "default": "10m"}"#)
        XCTAssertNotEqual(try row(form, "limit").value, .string("0m"))
        XCTAssertNotEqual(try row(form, "size").value, .number(0))
        XCTAssertEqual(try row(form, "kept").placeholder, "default: 10m", "a valid one is shown (defaults on purpose)")
        XCTAssertNil(try row(form, "size").placeholder, "an invalid one is not")
    }
}

/// sourcemap-v3's `sourcesContent` (strings or null) and minecraft-biome's `features` (strings or
/// lists): lists whose items tokens cannot hold are JSON text.
final class SchemaStoreMixedItemsTests: SchemaFormTestCase {
    func testListsOfStringsOrNullOrListsAreJSONText() throws {
        let form = try form(#""content": {"type": "array", "items": {"type": ["string", "null"]}}, "features": {"type": "array", "items": {"type": ["string", "array"]}}, "tags": {"type": "array", "items": {"type": "string"}}"#)
        XCTAssertEqual(try row(form, "content").encoding, .jsonText)
        XCTAssertEqual(try row(form, "features").encoding, .jsonText)
        XCTAssertEqual(try row(form, "tags").type, .tokens)
    }
}
