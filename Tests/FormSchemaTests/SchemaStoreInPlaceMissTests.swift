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
}
