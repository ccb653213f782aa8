/// The characters that draw boxes and marks, in Unicode or plain ASCII (`--ascii`).
package struct BoxChars: Sendable {
    package var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String
    package var errorMark, switchOn, switchOff, checkOn, checkOff, ellipsis: String
    /// The title line's scroll marker: more above and below, above only, below only.
    package var more, moreAbove, moreBelow: String
    /// Around a stepper's or picker's value: `‹ 18 ›`.
    package var previous, next: String
    /// A slider's track: filled part, knob, empty part.
    package var sliderFilled, sliderKnob, sliderEmpty: String
    /// In the gutter of the focused row, left of its title.
    package var focusMark = "▸"
    /// Whether these are the plain ASCII characters: a row kind with marks of its own picks them by it.
    package var isASCII = false

    package static let unicode = BoxChars(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐",
                                         bottomLeft: "└", bottomRight: "┘", errorMark: "✗",
                                         switchOn: "● on", switchOff: "○ off", checkOn: "[✓]", checkOff: "[ ]",
                                         ellipsis: "…", more: "↕ more", moreAbove: "↑ more", moreBelow: "↓ more", previous: "‹", next: "›",
                                         sliderFilled: "━", sliderKnob: "●", sliderEmpty: "─")
    package static let ascii = BoxChars(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
                                       bottomLeft: "+", bottomRight: "+", errorMark: "!",
                                       switchOn: "(*) on", switchOff: "( ) off", checkOn: "[x]", checkOff: "[ ]",
                                       ellipsis: "~", more: "(more)", moreAbove: "(more above)", moreBelow: "(more below)", previous: "<", next: ">",
                                       sliderFilled: "=", sliderKnob: "O", sliderEmpty: "-", focusMark: ">", isASCII: true)
}
