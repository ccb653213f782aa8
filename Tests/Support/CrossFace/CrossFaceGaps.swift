/// The disagreements between the faces known today, each a named switch tied to the bullet of
/// issue 26 that removes it. A gap that is on narrows the comparison for the cases it describes
/// only; every other disagreement fails the test. Turn a gap off (remove it from `open`) when
/// the fix lands: the test then holds the faces to it.
public enum CrossFaceGap: String, CaseIterable, Sendable {
    /// Issue 26, "Every rule stated once" (headless and plain messages name the path as a JSON
    /// Pointer): today the faces name the top-level row's tag (`row 'r1'`), so a failure inside a
    /// sub-form or list item is compared by its top-level row only.
    case pathsNameTopLevelRowOnly
}

public enum CrossFaceGaps {
    /// The gaps still open on this branch.
    public static let open: Set<CrossFaceGap> = [.pathsNameTopLevelRowOnly]
}
