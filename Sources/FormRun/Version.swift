import FormCore

/// The version of formrun — the library and the `formrun` command (`formrun --version`) — in
/// semantic versioning; CHANGELOG.md says what each version changed.
public let formRunVersion = productVersion
