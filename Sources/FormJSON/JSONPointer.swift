/// JSON pointers (RFC 6901): building instance paths and following `$ref` fragments.
package enum JSONPointer {
    /// `path` extended by an object key, `~` and `/` escaped as `~0` and `~1`.
    package static func appending(_ key: String, to path: String) -> String {
        var out = path
        append(key, to: &out)
        return out
    }

    /// Appends `/` and `key` escaped to `out`, in place.
    private static func append(_ key: String, to out: inout String) {
        out += "/"
        guard key.utf8.contains(where: { $0 == 0x7E || $0 == 0x2F }) else {
            out += key
            return
        }
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.unicodeScalars.append(scalar)
            }
        }
    }

    package static func appending(_ index: Int, to path: String) -> String {
        path + "/" + String(index)
    }

    /// The reference tokens of `pointer` ("/a/b~1c" is ["a", "b/c"]); "" is no tokens.
    package static func tokens(_ pointer: Substring) -> [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(unescaped)
    }

    /// The tokens as a pointer again (a canonical key for a location in the document).
    package static func pointer(_ tokens: [String]) -> String {
        // Built in place: a pointer 200 levels deep is not copied at each level.
        var out = ""
        for token in tokens { append(token, to: &out) }
        return out
    }

    private static func unescaped(_ token: Substring) -> String {
        var out = ""
        var tilde = false
        for scalar in token.unicodeScalars {
            if tilde {
                switch scalar {
                case "0": out += "~"
                case "1": out += "/"
                default: out += "~"; out.unicodeScalars.append(scalar)
                }
                tilde = false
            } else if scalar == "~" {
                tilde = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return tilde ? out + "~" : out
    }

    /// The array index `token` names: digits with no leading zero (RFC 6901), at most nine.
    package static func index(_ token: String) -> Int? {
        let digits = token.utf8
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              digits.count == 1 || digits.first != 0x30 else { return nil }
        return Int(token)
    }

    /// The member or item of `node` that `token` names, if any.
    package static func child(of node: JSONNode, _ token: String) -> JSONNode? {
        switch node.kind {
        case .object(let members):
            // Keys compare by code points, as JSON means them (not by canonical equivalence).
            return members.first(where: { $0.key.utf8.elementsEqual(token.utf8) })?.value
        case .array(let items):
            guard let i = index(token), i < items.count else { return nil }
            return items[i]
        default:
            return nil
        }
    }
}
