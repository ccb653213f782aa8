/// A JSON number's exact value read from its text, `digits` × 10^`exponent`, so that comparisons,
/// equality and `multipleOf` do not suffer from binary floating point (0.3 is a multiple of 0.1).
struct ExactDecimal: Equatable {
    /// Exponents are clamped to this size; numbers that large cannot be read as `Double` anyway.
    private static let exponentLimit = 1 << 40

    var negative: Bool
    /// Decimal digits (0–9) without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    var exponent: Int

    /// Reads JSON number text (`-12.50e3`); nil when `text` is not one.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        var i = 0
        func digit(at i: Int) -> UInt8? {
            guard i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") else { return nil }
            return bytes[i] - UInt8(ascii: "0")
        }
        let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: [UInt8] = []
        while let d = digit(at: i) { mantissa.append(d); i += 1 }
        guard !mantissa.isEmpty else { return nil }
        var fractionCount = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while let d = digit(at: i) { mantissa.append(d); fractionCount += 1; i += 1 }
            guard fractionCount > 0 else { return nil }
        }
        var exponent = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            let start = i
            while let d = digit(at: i) {
                if exponent < Self.exponentLimit { exponent = exponent * 10 + Int(d) }
                i += 1
            }
            guard i > start else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard i == bytes.count else { return nil }
        guard let first = mantissa.firstIndex(where: { $0 != 0 }), let last = mantissa.lastIndex(where: { $0 != 0 }) else {
            self.negative = false
            self.digits = []
            self.exponent = 0
            return
        }
        self.negative = negative
        self.digits = Array(mantissa[first...last])
        self.exponent = exponent - fractionCount + (mantissa.count - 1 - last)
    }

    var isInteger: Bool { digits.isEmpty || exponent >= 0 }

    var isZero: Bool { digits.isEmpty }

    /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
    static func compare(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
        if a.negative != b.negative { return a.negative ? -1 : 1 }
        let magnitude = compareMagnitudes(a, b)
        return a.negative ? -magnitude : magnitude
    }

    private static func compareMagnitudes(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
        if a.isZero || b.isZero { return (a.isZero ? 0 : 1) - (b.isZero ? 0 : 1) }
        let aPlaces = a.digits.count + a.exponent
        let bPlaces = b.digits.count + b.exponent
        if aPlaces != bPlaces { return aPlaces < bPlaces ? -1 : 1 }
        for i in 0..<max(a.digits.count, b.digits.count) {
            let x = i < a.digits.count ? a.digits[i] : 0
            let y = i < b.digits.count ? b.digits[i] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// Whether `self` is a whole multiple of `divisor` (non-zero); nil when the divisor, scaled to
    /// the finer of the two exponents, does not fit 64 bits.
    func isMultiple(of divisor: ExactDecimal) -> Bool? {
        guard !divisor.isZero else { return nil }
        if isZero { return true }
        let finest = min(exponent, divisor.exponent)
        guard divisor.exponent - finest <= 19, var modulus = Self.integer(divisor.digits) else { return nil }
        for _ in 0..<(divisor.exponent - finest) {
            let (scaled, overflow) = modulus.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            modulus = scaled
        }
        var remainder: UInt64 = 0
        for d in digits {
            remainder = Self.addMod(Self.mulMod(remainder, 10 % modulus, modulus), UInt64(d) % modulus, modulus)
        }
        remainder = Self.mulMod(remainder, Self.powMod(10 % modulus, exponent - finest, modulus), modulus)
        return remainder == 0
    }

    private static func integer(_ digits: [UInt8]) -> UInt64? {
        var n: UInt64 = 0
        for d in digits {
            let (times10, o1) = n.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(d))
            if o1 || o2 { return nil }
            n = sum
        }
        return n
    }

    /// `a` × `b` mod `m`, for `a`, `b` < `m`.
    private static func mulMod(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return m.dividingFullWidth((product.high, product.low)).remainder
    }

    /// `a` + `b` mod `m`, for `a`, `b` < `m`.
    private static func addMod(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || sum >= m ? sum &- m : sum
    }

    /// `base`^`power` mod `m`, for `base` < `m`.
    private static func powMod(_ base: UInt64, _ power: Int, _ m: UInt64) -> UInt64 {
        var result = 1 % m
        var base = base
        var power = power
        while power > 0 {
            if power & 1 == 1 { result = mulMod(result, base, m) }
            base = mulMod(base, base, m)
            power >>= 1
        }
        return result
    }
}
