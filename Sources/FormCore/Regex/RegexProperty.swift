/// A Unicode property of `\p{…}` (ECMA-262 with the `u` flag): a general category by its short
/// or long name (`L`, `Letter`, `gc=Lu`, `General_Category=Uppercase_Letter`) or one of the binary
/// properties the standard library knows. Scripts (`Script=Greek`) are not available and refused.
enum RegexProperty: Equatable, Sendable {
    case categories([Unicode.GeneralCategory])
    case alphabetic, whiteSpace, uppercase, lowercase, ascii, any, assigned, emoji, hexDigit, asciiHexDigit, math

    func contains(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        switch self {
        case .categories(let list): return list.contains(p.generalCategory)
        case .alphabetic: return p.isAlphabetic
        case .whiteSpace: return p.isWhitespace
        case .uppercase: return p.isUppercase
        case .lowercase: return p.isLowercase
        case .ascii: return s.isASCII
        case .any: return true
        case .assigned: return p.generalCategory != .unassigned
        case .emoji: return p.isEmoji
        case .hexDigit: return p.isHexDigit
        case .asciiHexDigit: return p.isASCIIHexDigit
        case .math: return p.isMath
        }
    }

    /// The property `name` (the text between the braces), or nil.
    static func named(_ name: String) -> RegexProperty? {
        var value = name
        if let equals = name.firstIndex(of: "=") {
            guard ["gc", "General_Category"].contains(String(name[..<equals])) else { return nil }
            value = String(name[name.index(after: equals)...])
            return categories[value].map(RegexProperty.categories)
        }
        if let list = categories[value] { return .categories(list) }
        return binary[value]
    }

    private static let binary: [String: RegexProperty] = [
        "Alphabetic": .alphabetic, "Alpha": .alphabetic, "White_Space": .whiteSpace, "space": .whiteSpace,
        "Uppercase": .uppercase, "Upper": .uppercase, "Lowercase": .lowercase, "Lower": .lowercase,
        "ASCII": .ascii, "Any": .any, "Assigned": .assigned, "Emoji": .emoji, "Hex_Digit": .hexDigit,
        "Hex": .hexDigit, "ASCII_Hex_Digit": .asciiHexDigit, "AHex": .asciiHexDigit, "Math": .math,
    ]

    /// General categories by every name ECMA-262 accepts for them.
    private static let categories: [String: [Unicode.GeneralCategory]] = {
        let table: [([String], [Unicode.GeneralCategory])] = [
            (["Lu", "Uppercase_Letter"], [.uppercaseLetter]),
            (["Ll", "Lowercase_Letter"], [.lowercaseLetter]),
            (["Lt", "Titlecase_Letter"], [.titlecaseLetter]),
            (["LC", "Cased_Letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]),
            (["Lm", "Modifier_Letter"], [.modifierLetter]),
            (["Lo", "Other_Letter"], [.otherLetter]),
            (["L", "Letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]),
            (["Mn", "Nonspacing_Mark"], [.nonspacingMark]),
            (["Mc", "Spacing_Mark"], [.spacingMark]),
            (["Me", "Enclosing_Mark"], [.enclosingMark]),
            (["M", "Mark", "Combining_Mark"], [.nonspacingMark, .spacingMark, .enclosingMark]),
            (["Nd", "Decimal_Number", "digit"], [.decimalNumber]),
            (["Nl", "Letter_Number"], [.letterNumber]),
            (["No", "Other_Number"], [.otherNumber]),
            (["N", "Number"], [.decimalNumber, .letterNumber, .otherNumber]),
            (["Pc", "Connector_Punctuation"], [.connectorPunctuation]),
            (["Pd", "Dash_Punctuation"], [.dashPunctuation]),
            (["Ps", "Open_Punctuation"], [.openPunctuation]),
            (["Pe", "Close_Punctuation"], [.closePunctuation]),
            (["Pi", "Initial_Punctuation"], [.initialPunctuation]),
            (["Pf", "Final_Punctuation"], [.finalPunctuation]),
            (["Po", "Other_Punctuation"], [.otherPunctuation]),
            (["P", "Punctuation", "punct"], [.connectorPunctuation, .dashPunctuation, .openPunctuation,
                                             .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation]),
            (["Sm", "Math_Symbol"], [.mathSymbol]),
            (["Sc", "Currency_Symbol"], [.currencySymbol]),
            (["Sk", "Modifier_Symbol"], [.modifierSymbol]),
            (["So", "Other_Symbol"], [.otherSymbol]),
            (["S", "Symbol"], [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]),
            (["Zs", "Space_Separator"], [.spaceSeparator]),
            (["Zl", "Line_Separator"], [.lineSeparator]),
            (["Zp", "Paragraph_Separator"], [.paragraphSeparator]),
            (["Z", "Separator"], [.spaceSeparator, .lineSeparator, .paragraphSeparator]),
            (["Cc", "Control", "cntrl"], [.control]),
            (["Cf", "Format"], [.format]),
            (["Cs", "Surrogate"], [.surrogate]),
            (["Co", "Private_Use"], [.privateUse]),
            (["Cn", "Unassigned"], [.unassigned]),
            (["C", "Other"], [.control, .format, .surrogate, .privateUse, .unassigned]),
        ]
        var names: [String: [Unicode.GeneralCategory]] = [:]
        for (aliases, list) in table { for alias in aliases { names[alias] = list } }
        return names
    }()
}
