import FormCore
@testable import FormUI

/// Small forms built in code, so that update tests do not depend on the form-file reader.
enum FormFixtures {
    static func textRow(_ tag: String, _ type: RowType = .text, title: String? = nil, required: Bool = false,
                        value: Value = .null) -> Row {
        var row = Row(tag: tag, type: type, title: title ?? tag.capitalized)
        row.required = .constant(required)
        row.value = value
        return row
    }

    /// name (required), email, age (integer), a disabled row, an info row, a switch.
    static var account: Form {
        var disabled = textRow("locked", title: "Locked", value: .string("fixed"))
        disabled.disabled = .always
        disabled.disabledMessage = "Locked by the admin"
        var info = Row(tag: "note", type: .info, title: "Note")
        info.value = .string("read only")
        let first = Section(tag: "account", title: "Account", footer: "We never share your email.", rows: [
            textRow("name", .name, title: "Full name", required: true),
            textRow("email", .email, title: "Email"),
        ])
        let second = Section(tag: "details", title: "Details", rows: [
            textRow("age", .integer, title: "Age", value: .number(18)),
            disabled,
            info,
            textRow("news", .switch, title: "Newsletter", value: .bool(false)),
        ])
        return Form(title: "Create your account", sections: [first, second])
    }

    /// Types each character of `text` as a key.
    static func type(_ text: String, into state: inout FormState) {
        for c in text { Update.apply(.char(c), to: &state) }
    }

    /// How the form ended, when one of `effects` ends it.
    static func outcome(of effects: [Effect]) -> Outcome? {
        for case .end(let outcome) in effects { return outcome }
        return nil
    }
}
