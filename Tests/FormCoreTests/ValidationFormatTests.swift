import XCTest
@testable import FormCore

/// The built-in email, url and phone checks.
final class ValidationFormatTests: XCTestCase {
    private func check(_ type: RowType, _ text: String) -> String? {
        Validation.check(row: Row(tag: "t", type: type, title: "T"), value: .string(text), required: false,
                         context: ValidationContext(value: { _ in .null }))
    }

    func testValidEmails() {
        for s in ["a@b.co", "first.last+tag@mail.example.org", "x_y@sub-domain.example.com", "名前@例え.jp"] {
            XCTAssertNil(check(.email, s), s)
        }
    }

    func testInvalidEmails() {
        for s in ["plain", "@b.co", "a@", "a@b", "a@b.c", "a b@c.de", "a@@b.co", "a@b..co", "a@-b.co", ".a@b.co", "a..b@c.de", "a@b.c0"] {
            XCTAssertEqual(check(.email, s), "Not a valid email address", s)
        }
    }

    func testValidURLs() {
        for s in ["http://example.com", "https://example.com/path?q=1#x", "ftp://files.example.org", "HTTPS://EXAMPLE.COM",
                  "http://localhost", "http://localhost:8080/x", "https://user@example.com:443", "http://127.0.0.1/", "http://[::1]:80/"] {
            XCTAssertNil(check(.url, s), s)
        }
    }

    func testInvalidURLs() {
        for s in ["example.com", "mailto:a@b.co", "http://", "http://example", "http://exa mple.com", "file:///etc/passwd",
                  "http://.com", "http://example.com:port", "https://a..b"] {
            XCTAssertEqual(check(.url, s), "Not a valid URL", s)
        }
    }

    func testValidPhones() {
        for s in ["5550100", "+1 (555) 010-9999", "+44 20 7946 0958", "030.1234.5678", "123456789012345"] {
            XCTAssertNil(check(.phone, s), s)
        }
    }

    func testInvalidPhones() {
        for s in ["123456", "1234567890123456", "555-CALL-NOW", "+1 555 0100 ext 2", "#1234567"] {
            XCTAssertEqual(check(.phone, s), "Not a valid phone number", s)
        }
    }

    func testTextRowsHaveNoBuiltInCheck() {
        XCTAssertNil(check(.text, "anything @ all"))
        XCTAssertNil(check(.name, "x"))
        XCTAssertNil(check(.textView, "a\nb"))
    }
}
