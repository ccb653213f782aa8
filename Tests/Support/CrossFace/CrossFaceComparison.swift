import FormDiff

/// One generated case: its number, form and values.
package struct CrossFaceCase: Sendable {
    package var number: Int
    package var seed: UInt64
    package var form: CrossFaceForm
    package var values: CrossFaceValues

    package init(number: Int, seed: UInt64, form: CrossFaceForm, values: CrossFaceValues) {
        self.number = number
        self.seed = seed
        self.form = form
        self.values = values
    }

    /// Whether a top-level row is hidden by its condition: a switch or check not given is off.
    package func isHidden(_ row: CrossFaceRow) -> Bool {
        guard let (toggle, showsWhenOn) = row.hiddenBy else { return false }
        let on = values.members.first { $0.tag == toggle }?.value == "true"
        return on != showsWhenOn
    }

    /// Whether the top-level row tagged `tag` is hidden.
    package func isHidden(tag: String) -> Bool { form.rows.contains { $0.tag == tag && isHidden($0) } }

    /// The rules broken on purpose in rows that show: what every face must refuse.
    package var brokenShown: [CrossFaceRule] {
        values.brokenAt.filter { !isHidden(tag: $0.tag) }.map(\.rule)
    }

    /// The case `number` of the run seeded `seed`: the same form and values every time.
    package static func generate(number: Int, seed: UInt64) -> CrossFaceCase {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9)
        let form = CrossFaceFormGenerator.form(&random)
        let values = CrossFaceValueGenerator.values(for: form, &random)
        return CrossFaceCase(number: number, seed: seed, form: form, values: values)
    }
}

/// The faces' results side by side: what differs, after the open gaps narrowed the comparison.
package enum CrossFaceComparison {
    /// The disagreements (empty when the faces agree). `results` holds one result a face, the
    /// first the reference; a face that names only the first failing path (`plain`, which stops at
    /// the first refusal) is held to naming one of the reference's. A case with a value broken on
    /// purpose must be refused.
    package static func disagreements(_ item: CrossFaceCase, _ results: [CrossFaceResult],
                                     gaps open: Set<CrossFaceGap> = CrossFaceGaps.open) -> [String] {
        let gaps = open.filter { $0.applies(to: item) }
        var problems: [String] = []
        for result in results where result.verdict == .other {
            problems.append("\(result.face) ended unexpectedly")
        }
        let allUnreadable = results.allSatisfy { $0.verdict == .unreadable }
        if !(allUnreadable && gaps.contains(.ruleBreakingValueIsFileError)) {
            for result in results where result.verdict == .unreadable {
                problems.append("\(result.face) took a readable values file for a file error (exit 2 where a refusal is 3)")
            }
        }
        guard let reference = results.first else { return problems }
        for result in results.dropFirst() where result.verdict != reference.verdict {
            problems.append("\(reference.face) \(reference.verdict.rawValue) but \(result.face) \(result.verdict.rawValue)")
        }
        let broken = item.brokenShown
        if !broken.isEmpty {
            let unchecked = Set(broken).filter { rule in gaps.contains { $0.leavesUnchecked == rule } }
            if unchecked.isEmpty {
                for result in results where result.verdict == .accepted {
                    problems.append("\(result.face) accepted values that break \(broken.map(\.rawValue).joined(separator: ", "))")
                }
            }
        }
        if problems.isEmpty, reference.verdict == .accepted {
            for result in results.dropFirst() where result.output != reference.output {
                problems.append("\(reference.face) and \(result.face) output different trees")
            }
        }
        if problems.isEmpty, reference.verdict == .refused {
            // A `form` row has no rule of its own, nor a list without item counts: a failure
            // under one is named by its full path.
            for result in results {
                for path in result.paths where path.split(separator: "/").count == 1 {
                    let tag = String(path.dropFirst())
                    if let row = item.form.rows.first(where: { $0.tag == tag }),
                       row.type == .form || (row.type == .list && row.minItems == nil && row.maxItems == nil) {
                        problems.append("\(result.face) names \(path), not the path of the failing row inside it")
                    }
                }
            }
            let expected = reference.paths
            if expected.isEmpty { problems.append("\(reference.face) refused without naming a path") }
            for result in results.dropFirst() where !result.firstOnly && Set(result.paths) != Set(expected) {
                problems.append("\(reference.face) and \(result.face) name different failing paths")
            }
            for result in results where result.firstOnly {
                let first = result.paths
                if first.count != 1 || !expected.contains(first[0]) {
                    problems.append("\(result.face)'s refusal \(result.paths) is not one of \(reference.face)'s failing paths")
                }
            }
        }
        return problems
    }

    /// What a person needs to reproduce a case: its number and seed, the form, the values, each
    /// face's result, and what differs.
    package static func report(_ item: CrossFaceCase, _ results: [CrossFaceResult], _ problems: [String]) -> String {
        """
        cross-face case \(item.number) (seed \(item.seed); CrossFaceCase.generate(number: \(item.number), seed: \(item.seed))): \(problems.joined(separator: "; "))
        form.json:
        \(item.form.text)
        values.json (broken on purpose: \(item.values.brokenAt.isEmpty ? "none" : item.values.brokenAt.map { "\($0.rule.rawValue) under /\($0.tag)\(item.isHidden(tag: $0.tag) ? " (hidden)" : "")" }.joined(separator: ", "))):
        \(item.values.text)
        \(results.map(\.summary).joined(separator: "\n"))
        """
    }
}
