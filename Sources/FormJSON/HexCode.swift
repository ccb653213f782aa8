/// `code` in upper-case hex, at least 4 digits.
package func hexCode(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

