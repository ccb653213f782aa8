/// Just enough of RFC 3986 to resolve `$id`s and `$ref`s against a base URI.
enum URIReference {
    private struct Parts {
        var scheme: Substring?
        var authority: Substring?
        var path: Substring
        var query: Substring?
        var fragment: Substring?
    }

    /// `reference` resolved against `base` (RFC 3986 §5.2); either may be relative, "" included.
    static func resolve(_ reference: String, against base: String) -> String {
        let r = parts(reference)
        if r.scheme != nil { return compose(Parts(scheme: r.scheme, authority: r.authority, path: removingDots(r.path),
                                                  query: r.query, fragment: r.fragment)) }
        let b = parts(base)
        var t = Parts(scheme: b.scheme, authority: b.authority, path: b.path, query: b.query, fragment: r.fragment)
        if r.authority != nil {
            t.authority = r.authority
            t.path = removingDots(r.path)
            t.query = r.query
        } else if r.path.isEmpty {
            if r.query != nil { t.query = r.query }
        } else {
            t.query = r.query
            if r.path.hasPrefix("/") {
                t.path = removingDots(r.path)
            } else if b.authority != nil && b.path.isEmpty {
                t.path = removingDots("/" + r.path)
            } else if let slash = b.path.lastIndex(of: "/") {
                t.path = removingDots(b.path[...slash] + r.path)
            } else {
                t.path = removingDots(r.path)
            }
        }
        return compose(t)
    }

    /// `uri` without its `#fragment`.
    static func withoutFragment(_ uri: String) -> String {
        split(uri).resource
    }

    /// The part before `#`, and the fragment after it (nil when there is no `#`).
    static func split(_ uri: String) -> (resource: String, fragment: String?) {
        guard let hash = uri.firstIndex(of: "#") else { return (uri, nil) }
        return (String(uri[..<hash]), String(uri[uri.index(after: hash)...]))
    }

    /// `%XX` escapes decoded as UTF-8 (malformed ones kept as they are).
    static func percentDecoded(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "%")) else { return s }
        let bytes = Array(s.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let high = hexValue(bytes[i + 1]),
               let low = hexValue(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A letter, then letters, digits, `+`, `-` and `.`.
    static func isScheme(_ s: Substring) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    private static func parts(_ s: String) -> Parts {
        var rest = Substring(s)
        var result = Parts(path: "")
        if let hash = rest.firstIndex(of: "#") {
            result.fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            result.query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":"), isScheme(rest[..<colon]) {
            result.scheme = rest[..<colon]
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: "/") ?? rest.endIndex
            result.authority = rest[afterSlashes..<end]
            rest = rest[end...]
        }
        result.path = rest
        return result
    }

    private static func compose(_ p: Parts) -> String {
        var out = ""
        if let scheme = p.scheme { out += scheme + ":" }
        if let authority = p.authority { out += "//" + authority }
        out += p.path
        if let query = p.query { out += "?" + query }
        if let fragment = p.fragment { out += "#" + fragment }
        return out
    }

    /// `path` without `.` and `..` segments (RFC 3986 §5.2.4).
    private static func removingDots(_ path: Substring) -> Substring {
        guard path.contains(".") else { return path }
        let absolute = path.hasPrefix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var out: [Substring] = []
        for (i, segment) in segments.enumerated() where !(absolute && i == 0) {
            let isLast = i == segments.count - 1
            if segment == "." || segment == ".." {
                if segment == "..", !out.isEmpty { out.removeLast() }
                if isLast { out.append("") }
            } else {
                out.append(segment)
            }
        }
        return Substring((absolute ? "/" : "") + out.joined(separator: "/"))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
