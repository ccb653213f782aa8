import FormRun

/// The form `new-project` asks: a package's name, licence, version (a `semver` row) and keywords.
enum ProjectForm {
    static let form = Form("New Swift package") {
        Section("Package", footer: "The package is written into a folder of its name.") {
            Row.text("name", "Name").required().placeholder("my-tool")
                .validate(.regex("^[a-z][a-z0-9-]*$"), message: "Lower-case letters, digits and '-', a letter first")
            Row.picker("licence", "Licence", options: ["MIT", "Apache-2.0", "BSD-3-Clause"], value: "MIT")
            Row.custom("version", "Version", kind: "semver", value: "0.1.0")
            Row.tokens("keywords", "Keywords")
            Row.switch("tool", "Command-line tool", value: true)
        }
    }
}
