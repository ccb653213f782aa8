import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// Schemas mapped to sub-forms (issue #18, "Schemas map to them"): arrays and maps of objects are
/// `list` rows, large, repeated or recursive optional objects `form` rows built on demand.
final class SchemaSubFormTests: SchemaFormTestCase {
    private static let address = #"{"type": "object", "required": ["city"], "properties": {"city": {"type": "string"}, "zip": {"type": "string"}}}"#

    /// The item form of a list row, or the form of a `form` row (built now if deferred).
    private func subForm(_ row: Row, file: StaticString = #filePath, line: UInt = #line) throws -> Form {
        try XCTUnwrap(row.subForm?.resolved(), "\(row.tag) opens no form", file: file, line: line)
    }

    private func isDeferred(_ row: Row) -> Bool {
        if case .deferred? = row.subForm?.source { return true }
        return false
    }

    /// `properties` of an object with `count` string properties.
    private static func strings(_ count: Int) -> String {
        (1...count).map { #""p\#($0)": {"type": "string"}"# }.joined(separator: ", ")
    }

    // MARK: Arrays and maps of objects

    func testAnArrayOfObjectsIsAListWhoseItemsAreTheItemSchemasForm() throws {
        let form = try form(#""hosts": {"type": "array", "minItems": 1, "maxItems": 5, "items": \#(Self.address)}, "tags": {"type": "array", "items": {"type": "string"}}, "ports": {"type": "array", "items": {"type": "integer"}}"#)
        let hosts = try row(form, "hosts")
        XCTAssertEqual(hosts.type, .list)
        XCTAssertEqual(hosts.keyPath, ["hosts"])
        XCTAssertEqual([hosts.minItems, hosts.maxItems], [1, 5])
        XCTAssertEqual(hosts.subForm?.keyed, false)
        XCTAssertFalse(isDeferred(hosts), "a small plain item form is built with the form")
        let item = try subForm(hosts)
        XCTAssertEqual(item.allRows.map(\.tag), ["city", "zip"])
        XCTAssertEqual(try row(item, "city").required, .always)
        XCTAssertEqual(item.instance?.requiredProperties, [["city"]], "the item has its own instance rules")
        XCTAssertEqual(try row(form, "tags").type, .tokens, "arrays of scalars stay as they were")
        XCTAssertEqual(try row(form, "ports").encoding, .jsonText)
    }

    func testAMapOfObjectsIsAKeyedList() throws {
        let form = try form(##""services": {"type": "object", "minProperties": 1, "patternProperties": {"^[a-z]+$": {"$ref": "#/$defs/service"}}, "additionalProperties": false}, "jobs": {"type": "object", "additionalProperties": {"type": "object", "properties": {"runs-on": {"type": "string"}}}}, "env": {"type": "object", "additionalProperties": {"type": "string"}}"##,
                            extra: #", "$defs": {"service": {"type": "object", "properties": {"image": {"type": "string"}}}}"#)
        for tag in ["services", "jobs"] {
            let list = try row(form, tag)
            XCTAssertEqual(list.type, .list, tag)
            XCTAssertEqual(list.subForm?.keyed, true, tag)
        }
        XCTAssertEqual(try row(form, "services").minItems, 1, "minProperties counts the items")
        XCTAssertEqual(try subForm(try row(form, "services")).allRows.map(\.tag), ["image"])
        XCTAssertEqual(try row(form, "env").encoding, .jsonText, "a map of strings stays JSON text")
    }

    func testAListChecksItsNestedValuesAndAnOptionalEmptyListPasses() throws {
        let form = try form(#""hosts": {"type": "array", "minItems": 1, "items": \#(Self.address)}"#)
        let hosts = try row(form, "hosts")
        let context = ValidationContext(form: form, value: { _ in .null })
        XCTAssertNil(Validation.check(row: hosts, value: .list([]), required: false, context: context),
                     "an optional list with no items is left out: its minItems does not apply")
        XCTAssertEqual(Validation.check(row: hosts, value: .list([]), required: false, context: ValidationContext(value: { _ in .null })),
                       "At least 1 item", "a form file's empty list is written `[]`: its minItems holds")
        XCTAssertEqual(Validation.check(row: hosts, value: .list([]), required: true, context: context), "At least 1 item")
        XCTAssertEqual(Validation.check(row: hosts, value: Value.parsing(#"[{"zip": "1"}]"#) ?? .null, required: false, context: context),
                       "/0: Missing required property 'city'")
        XCTAssertNil(Validation.check(row: hosts, value: Value.parsing(#"[{"city": "Oslo"}]"#) ?? .null, required: false, context: context))
    }

    func testAListDoesNotMakeItsOptionalObjectPresent() throws {
        let form = try form(#""cache": {"type": "object", "required": ["dir"], "properties": {"dir": {"type": "string"}, "rules": {"type": "array", "items": \#(Self.address)}}}"#)
        XCTAssertEqual(try row(form, "cache.dir").required.expressionText, "!empty($cache.dir) || !empty($cache.rules)")
        let dependent = try self.form(#""names": {"type": "string"}, "rules": {"type": "object", "additionalProperties": \#(Self.address)}"#,
                                      extra: #", "dependencies": {"rules": ["names"]}"#)
        XCTAssertEqual(try row(dependent, "names").required.expressionText, "!empty($rules)",
                       "a map with no items does not bring what depends on it")
    }

    // MARK: Objects on screens of their own

    func testALargeOptionalObjectIsAFormRowBuiltOnlyWhenOpened() throws {
        let form = try form(#""big": {"type": "object", "description": "Nine things", "properties": {\#(Self.strings(9))}}, "small": {"type": "object", "properties": {\#(Self.strings(8))}}, "needed": {"type": "object", "properties": {\#(Self.strings(9))}}"#,
                            extra: #", "required": ["needed"]"#)
        let big = try row(form, "big")
        XCTAssertEqual(big.type, .form)
        XCTAssertEqual(big.keyPath, ["big"])
        XCTAssertTrue(isDeferred(big))
        XCTAssertEqual(try row(form, "big.description").value, .string("Nine things"))
        XCTAssertEqual(try subForm(big).allRows.map(\.tag).prefix(2), ["_about", "p1"], "its description heads its screen")
        XCTAssertEqual(try subForm(big).allRows.filter(\.type.carriesValue).count, 9)
        XCTAssertEqual(try subForm(big).instance?.schema?.schema["properties"]?.members?.count, 9)
        XCTAssertEqual(try row(form, "small.p1").type, .text, "eight rows stay inline")
        XCTAssertEqual(try row(form, "needed.p9").type, .text, "a required object stays inline")
        XCTAssertNil(form.row("big.p1"))
    }

    func testAnObjectNamedFromTwoPlacesIsAFormRowEachTime() throws {
        let form = try form(##""home": {"$ref": "#/$defs/address"}, "work": {"$ref": "#/$defs/address"}"##,
                            extra: #", "$defs": {"address": \#(Self.address)}"#)
        for tag in ["home", "work"] {
            XCTAssertEqual(try row(form, tag).type, .form, tag)
            XCTAssertEqual(try subForm(try row(form, tag)).allRows.map(\.tag), ["city", "zip"])
        }
    }

    func testARecursiveObjectIsAFormRowThatNeverRecursesAtBuildTime() throws {
        // Each node names itself twice: building it ahead would never end.
        let loaded = try load(##"{"type": "object", "properties": {"root": {"$ref": "#/$defs/node"}}, "$defs": {"node": {"type": "object", "properties": {"name": {"type": "string"}, "left": {"$ref": "#/$defs/node"}, "right": {"$ref": "#/$defs/node"}, "kids": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}"##)
        XCTAssertEqual(try row(loaded.form, "root.name").type, .text, "named once from outside itself: inline")
        for tag in ["root.left", "root.right"] {
            XCTAssertEqual(try row(loaded.form, tag).type, .form)
            XCTAssertTrue(isDeferred(try row(loaded.form, tag)))
        }
        XCTAssertTrue(isDeferred(try row(loaded.form, "root.kids")), "a recursive item form is deferred too")
        XCTAssertFalse(loaded.warnings.contains { $0.kind == .editedAsJSON(.recursive) })
        let level2 = try subForm(try row(loaded.form, "root.left"))
        XCTAssertEqual(level2.allRows.map(\.type), [.text, .form, .form, .list])
        XCTAssertTrue(isDeferred(try row(try subForm(try row(level2, "left")), "right")))
    }

    func testAListInsideItselfBuildsItsItemsOnlyWhenOneIsOpened() throws {
        // pocketmine's permissions: a map whose items hold the same map (no `$ref` on the item).
        let loaded = try load(##"{"type": "object", "properties": {"permissions": {"$ref": "#/$defs/children"}, "tree": {"$ref": "#/$defs/tree"}}, "$defs": {"children": {"type": "object", "additionalProperties": {"type": "object", "properties": {"description": {"type": "string"}, "children": {"$ref": "#/$defs/children"}}}}, "tree": {"type": "array", "items": {"type": "object", "properties": {"kids": {"$ref": "#/$defs/tree"}}}}}}"##)
        let permissions = try row(loaded.form, "permissions")
        XCTAssertEqual(permissions.subForm?.keyed, true)
        XCTAssertFalse(isDeferred(permissions), "the first level is plain")
        let children = try row(try subForm(permissions), "children")
        XCTAssertEqual(children.type, .list, "the map inside is a list again, not JSON text")
        XCTAssertTrue(isDeferred(children))
        XCTAssertEqual(try subForm(children).allRows.map(\.tag), ["description", "children"])
        let kids = try row(try subForm(try row(loaded.form, "tree")), "kids")
        XCTAssertEqual(kids.type, .list)
        XCTAssertTrue(isDeferred(kids))
    }

    func testARefToTheRootIsAFormRowNamedForItsProperty() throws {
        let form = try load(##"{"title": "Config", "description": "All of it", "type": "object", "properties": {"name": {"type": "string"}, "npm": {"$ref": "#/definitions/npm"}}, "definitions": {"npm": {"$ref": "#", "description": "For npm"}}}"##).form
        let npm = try row(form, "npm")
        XCTAssertEqual(npm.type, .form)
        XCTAssertEqual(npm.title, "Npm", "not the root's title")
        XCTAssertEqual(try row(form, "npm.description").value, .string("For npm"))
        XCTAssertEqual(try subForm(npm).allRows.map(\.tag), ["_about", "name", "npm", "npm.description"])
    }

    func testAManyTimesRecursiveSchemaShowsOnlyItsTopLevel() throws {
        // A renovate-like schema: every one of 200 managers is the whole config again.
        let managers = (1...200).map { ##""m\##($0)": {"$ref": "#/definitions/m\##($0)"}"## }.joined(separator: ", ")
        let definitions = (1...200).map { ##""m\##($0)": {"$ref": "#", "description": "Manager \##($0)"}"## }.joined(separator: ", ")
        let loaded = try load(#"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"#
                              + Self.strings(100) + ", " + managers + #"}, "definitions": {"# + definitions + "}}")
        XCTAssertEqual(loaded.form.sections.count, 1)
        XCTAssertEqual(loaded.form.allRows.filter { $0.type == .form }.count, 200)
        XCTAssertEqual(loaded.form.rowCount, 500, "100 rows, 200 form rows and their descriptions: nothing expanded")
        let m7 = try subForm(try row(loaded.form, "m7"))
        XCTAssertEqual(m7.rowCount, 501, "a manager opens the same rows, under its description")
        XCTAssertEqual(try row(m7, "_about").value, .string("Manager 7"))
    }

    // MARK: Roots that are arrays or maps

    func testARootArrayOfObjectsIsOneListThatIsTheWholeInstance() throws {
        let form = try load(#"{"$schema": "x", "title": "Hosts", "type": "array", "items": \#(Self.address)}"#).form
        XCTAssertEqual(form.title, "Hosts")
        XCTAssertEqual(form.allRows.map(\.tag), ["items"])
        XCTAssertEqual(form.documentRow, "items")
        let items = try row(form, "items")
        XCTAssertEqual(items.type, .list)
        XCTAssertEqual(items.title, "Items")
        XCTAssertEqual(items.keyPath, [])
        XCTAssertEqual(try subForm(items).allRows.map(\.tag), ["city", "zip"])
    }

    func testARootMapIsAKeyedListAndOtherRootsAreJSONTextOrRefused() throws {
        let map = try load(##"{"type": "object", "additionalProperties": {"$ref": "#/$defs/a"}, "$defs": {"a": \##(Self.address)}}"##).form
        XCTAssertEqual(try row(map, "items").subForm?.keyed, true)
        let open = try load(#"{"$schema": "x", "type": "object", "additionalProperties": {"type": "string"}}"#).form
        XCTAssertEqual(try row(open, "items").encoding, .jsonText)
        XCTAssertEqual(open.documentRow, "items")
        XCTAssertEqual(error(#"{"$schema": "x", "type": "string"}"#)?.kind, .schema(.noProperties))
    }

    private func topLevel(_ text: String) throws -> JSONValue {
        try JSONReader.document(bytes: Array(text.utf8)).root
    }

    func testAFormFileIsASchemaByItsTopLevelAlone() throws {
        XCTAssertTrue(SchemaFormReader.isSchema(try topLevel(#"{"type": "array", "items": {}}"#)))
        XCTAssertTrue(SchemaFormReader.isSchema(try topLevel(#"{"type": "object", "patternProperties": {}}"#)))
        XCTAssertFalse(SchemaFormReader.isSchema(try topLevel(#"{"type": "array"}"#)))
        XCTAssertFalse(SchemaFormReader.isSchema(try topLevel(#"{"$schema": "x", "sections": []}"#)))
    }
}
