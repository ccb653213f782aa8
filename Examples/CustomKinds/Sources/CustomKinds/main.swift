import FormRun

// A release form with a version row of the custom kind `semver`, run with scripted keys (as
// `make test` runs it): → to the minor part, ↑ bumps it, then Ctrl-S submits.
CustomKinds.register(SemverKind(), as: "semver")

let form = Form("Release") {
    Section("Version") {
        Row.custom("version", "Version", kind: "semver", value: .string("1.3.7"))
    }
}

do {
    let answers = try form.run(keys: "Right,Up,C-s", size: TerminalSize(columns: 60, rows: 10))
    print(answers.json)
} catch {
    print("release: \(error)")
}
