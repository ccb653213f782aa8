/// The version of formrun — the library (`FormRun.formRunVersion`) and the `formrun` command
/// (`formrun --version`) — in semantic versioning; CHANGELOG.md says what each version changed.
/// Here, below both, so that the command does not link the library (and FoundationEssentials).
package let productVersion = "0.2.0"
