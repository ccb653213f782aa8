/// The disagreements between the faces known today, each a named switch tied to the bullet of
/// issue 26 that removes it. A gap that is on narrows the comparison for the cases it describes
/// only (`applies(to:)`); every other disagreement fails the test. Turn a gap off (remove it
/// from `open`) when the fix lands: the test then holds the faces to it.
package enum CrossFaceGap: String, CaseIterable, Sendable {
    /// Issue 26, bullet 3 and "Every rule stated once" (exit 3 for any answer that breaks a rule,
    /// 2 only for a file that cannot be read): a `maxLength` broken in a values file exits 2 in
    /// every face. When every face calls it a file error, that counts as agreeing.
    case ruleBreakingValueIsFileError
    /// Issue 26, bullet 3 (a stepper's `step` holds only in the full screen, when typed): a
    /// value off the step's grid given in a values file (`17` on a grid of 5) is accepted by
    /// every face, at any depth.
    case stepUnchecked

    /// Whether the gap can explain a disagreement in `item`.
    package func applies(to item: CrossFaceCase) -> Bool {
        switch self {
        case .ruleBreakingValueIsFileError: return item.values.brokenAt.contains { $0.rule == .maxLength }
        case .stepUnchecked: return item.values.brokenAt.contains { $0.rule == .step }
        }
    }

    /// The rule no face checks while the gap is open: a case breaking it may be accepted.
    package var leavesUnchecked: CrossFaceRule? {
        switch self {
        case .ruleBreakingValueIsFileError: return nil
        case .stepUnchecked: return .step
        }
    }
}

package enum CrossFaceGaps {
    /// The gaps still open on this branch: none. The step and a broken `maxLength` are closed
    /// (every face refuses them with status 3); the full screen names a refusal by path
    /// (`FormState.lastRefusal`), and a given sub-form value starts as its sub-form writes it
    /// (`GivenSubForms`).
    package static let open: Set<CrossFaceGap> = []
}
