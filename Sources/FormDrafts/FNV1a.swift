import FormCore
/// The 64-bit FNV-1a hash: small, stable across runs and platforms (unlike `Hasher`), enough to
/// name a draft after its form's path and to tell whether a form file changed. Not cryptographic.
package enum FNV1a {
    /// The hash of `bytes`.
    package static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash of `bytes` as 16 lowercase hex digits.
    package static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let text = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
