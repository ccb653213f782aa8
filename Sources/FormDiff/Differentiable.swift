/// The generic two-level diff.
