/// Control characters drawn as text a person can see, never sent to the terminal: C0 controls and
/// DEL in caret notation (`^[`, `^?`), C1 controls and the bidi overrides and isolates as `<U+009B>`.
/// A value that holds them shows that it does, and the output keeps the exact characters.
package enum VisibleControls {
    /// Whether `scalar` is drawn in its visible form.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// The visible form of a control scalar.
    package static func visible(_ scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        if v < 0x20 { return "^" + String(Character(Unicode.Scalar(UInt8(v + 0x40)))) }
        if v == 0x7F { return "^?" }
        let hex = String(v, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex + ">"
    }

    /// Whether `text` holds a control scalar.
    package static func contains(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    /// `text` cut into runs of ordinary text and of controls already in their visible form, in order.
    package static func pieces(_ text: String) -> [(text: String, isControl: Bool)] {
        var pieces: [(text: String, isControl: Bool)] = []
        var plain = String.UnicodeScalarView()
        var controls = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                if !plain.isEmpty { pieces.append((String(plain), false)); plain = String.UnicodeScalarView() }
                controls += visible(scalar)
            } else {
                if !controls.isEmpty { pieces.append((controls, true)); controls = "" }
                plain.append(scalar)
            }
        }
        if !plain.isEmpty { pieces.append((String(plain), false)) }
        if !controls.isEmpty { pieces.append((controls, true)) }
        return pieces
    }
}
