import FormCore
import Foundation

/// Issue #16: formrun's own pattern engine (`RegexPattern`, linear time) against the engines it
/// replaced — ICU's `NSRegularExpression` and Swift's `Regex`, both backtracking — on ordinary
/// validators (the bar: ours at most 2× theirs), then ours alone on pathological patterns (the
/// backtracking engines only on a tiny text: they take seconds from about 20 characters).
enum RegexBenchmarks {
    static let runs = 5

    /// (name, pattern, valid inputs, invalid inputs)
    static let validators: [(String, String)] = [
        ("e-mail", #"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"#),
        ("semver", #"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$"#),
        ("zip", "^[0-9]{6}$"),
    ]

    /// The last two with lookaround (#18): one pass over the text per lookaround, linear too.
    static let pathological = ["^(a+)+$", "(a|a)*b", "(a*)*b", "^(x+x+)+y$", "^(?!(a+)+b).*$", "(?=a*b)a"]

    static func run() {
        print("regex: whole matches of \(inputs.count) inputs per validator, median of \(runs) runs")
        for (name, pattern) in validators { reportValidator(name, pattern) }
        for pattern in pathological { reportPathological(pattern) }
        reportCountedRepetition()
    }

    /// Issue 27: a counted star, 7.6 s on 200,000 characters before `{m,n}` of a star was folded.
    private static func reportCountedRepetition() {
        let pattern = "(.*){1,1000}b"
        guard let ours = try? RegexPattern(pattern, flavor: .ecmaScript),
              let once = try? RegexPattern(".*b", flavor: .ecmaScript) else { return }
        let sample = String(repeating: "a", count: 200_000)
        var steps = 0
        let time = medianMilliseconds(runs) { steps = ours.run(sample, whole: false).steps }
        let onceTime = medianMilliseconds(runs) { _ = once.run(sample, whole: false) }
        print("regex \(pattern): ours 200000 chars \(ms(time)) (\(steps) steps, \(ours.instructionCount) instructions); "
              + ".*b \(ms(onceTime))")
    }

    /// A few thousand inputs, about half of them valid for each validator.
    static let inputs: [String] = {
        var list: [String] = []
        for i in 0..<1_000 {
            list.append("user.name\(i)@example\(i % 7).org")
            list.append("\(i % 10).\(i % 100).\(i)" + (i % 3 == 0 ? "-rc.\(i % 5)+build.\(i)" : ""))
            list.append(String(100_000 + i * 7))
            list.append(i % 2 == 0 ? "not an address \(i)@" : "1.2.x-\(i)")
        }
        return list
    }()

    private static func reportValidator(_ name: String, _ pattern: String) {
        guard let ours = try? RegexPattern(pattern, flavor: .validator),
              let icu = try? NSRegularExpression(pattern: pattern),
              let swift = try? Regex(pattern).matchingSemantics(.unicodeScalar) else {
            print("regex \(name): does not compile")
            return
        }
        var oursCount = 0, icuCount = 0, swiftCount = 0
        let oursTime = medianMilliseconds(runs) { oursCount = inputs.filter { ours.wholeMatch($0) }.count }
        let icuTime = medianMilliseconds(runs) {
            icuCount = inputs.filter { icu.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }.count
        }
        let swiftTime = medianMilliseconds(runs) { swiftCount = inputs.filter { $0.wholeMatch(of: swift) != nil }.count }
        let agree = oursCount == icuCount && oursCount == swiftCount ? "" : " (DISAGREE: \(oursCount)/\(icuCount)/\(swiftCount))"
        print("regex \(name): ours \(ms(oursTime)), NSRegularExpression \(ms(icuTime)) (ours/theirs \(fixed(oursTime / icuTime, 2))x), "
              + "Swift Regex \(ms(swiftTime)) (ours/theirs \(fixed(oursTime / swiftTime, 2))x), \(oursCount) match\(agree)")
    }

    private static func reportPathological(_ pattern: String) {
        guard let ours = try? RegexPattern(pattern, flavor: .ecmaScript),
              let icu = try? NSRegularExpression(pattern: pattern) else { return }
        let letter = pattern.contains("x") ? "x" : "a"
        func text(_ n: Int) -> String { String(repeating: letter, count: n - 1) + "!" }
        var figures: [String] = []
        for n in [1_000, 10_000] {
            let sample = text(n)
            var steps = 0
            let time = medianMilliseconds(runs) { steps = ours.run(sample, whole: false).steps }
            figures.append("\(n) chars \(ms(time)) (\(steps) steps)")
        }
        let tiny = text(16)
        let icuTime = medianMilliseconds(1) { _ = icu.firstMatch(in: tiny, range: NSRange(tiny.startIndex..., in: tiny)) }
        print("regex \(pattern): ours " + figures.joined(separator: ", ") + "; NSRegularExpression 16 chars \(ms(icuTime))")
    }

    private static func ms(_ milliseconds: Double) -> String {
        fixed(milliseconds, milliseconds >= 10 ? 1 : milliseconds >= 1 ? 2 : 3) + " ms"
    }
}
