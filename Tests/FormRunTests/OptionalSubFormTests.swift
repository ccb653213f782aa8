import XCTest
@testable import FormRun

/// A value with an optional part.
struct Shipment: Codable, Equatable, Sendable {
    struct Address: Codable, Equatable, Sendable { var street = ""; var city = "" }
    var name = ""
    var address: Address?
}

/// `Field(\.part, "Part") { … }` on an optional struct: a sub-form, not required, nil when each of
/// its fields is left empty.
final class OptionalSubFormTests: XCTestCase {
    static func form(_ start: Shipment) -> TypedForm<Shipment> {
        TypedForm(start) {
            Section {
                Field(\.name, "Name")
                Field(\.address, "Address") {
                    Field(\.street, "Street")
                    Field(\.city, "City")
                }
            }
        }
    }
    let size = TerminalSize(columns: 60, rows: 16)

    func testLeftEmptyItIsNil() throws {
        XCTAssertEqual(try Self.form(Shipment()).run(keys: "text:box,C-s", size: size), Shipment(name: "box"))
    }

    func testFilledInItIsThere() throws {
        let shipment = try Self.form(Shipment()).run(keys: "Down,Enter,text:Main St,Escape,C-s", size: size)
        XCTAssertEqual(shipment.address, Shipment.Address(street: "Main St"))
    }

    func testItStartsFromTheValueAndComesBackEqual() throws {
        let start = Shipment(name: "box", address: .init(street: "Main St", city: "Oslo"))
        XCTAssertEqual(try Self.form(start).run(keys: "C-s", size: size), start)
        XCTAssertEqual(try Self.form(Shipment()).submit(start), start)
        XCTAssertEqual(try Self.form(start).submit(Shipment(name: "x")), Shipment(name: "x"))
    }

    func testClearedItIsNil() throws {
        let start = Shipment(name: "box", address: .init(street: "Main St"))
        XCTAssertNil(try Self.form(start).run(keys: "Down,Enter,C-u,Escape,C-s", size: size).address)
    }

    /// Members no field asks: a sub-form keeps the value given's, a list item (which may have moved
    /// or be new) takes the empty value's; the form is not refused for them.
    func testMembersNoFieldAsksAreKeptInASubFormAndEmptyInAnItem() throws {
        let start = Shipment(name: "box", address: .init(street: "Main St", city: "Oslo"))
        let streetOnly = TypedForm(start) { Section { Field(\.address, "Address") { Field(\.street, "Street") } } }
        XCTAssertEqual(try streetOnly.run(keys: "C-s", size: size), start)
        XCTAssertEqual(try streetOnly.submit(start), start)
        let keysOnly = TypedForm(Deploy(service: "api", variables: [.init(key: "A", value: "1")])) {
            Section { Field(\.variables, "Variables") { Field(\.key, "Key") } }
        }
        XCTAssertEqual(try keysOnly.run(keys: "C-s", size: size).variables, [.init(key: "A", value: "")])
    }
}
