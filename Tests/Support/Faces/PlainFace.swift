/// Piped plain mode: `formrun --plain --no-draft --values VALUES FORM < ANSWERS`, the answers a
/// file of empty lines (every question takes its given value: Enter keeps it, lists keep their
/// items and add none). It stops at the first answer refused, so it names one path.
package enum PlainFace {
    /// The empty answers, written once into the folder.
    package static func writeAnswers(in folder: String) throws -> String {
        let path = folder + "/answers.txt"
        try TemporaryFolder.write(String(repeating: "\n", count: 4000), to: path)
        return path
    }

    package static func run(binary: String, folder: String, form: String, values: String, answers: String, name: String) -> CrossFaceResult {
        let arguments = ["--plain", "--no-draft", "--values", folder + "/" + values, folder + "/" + form]
        return BinaryRun.run(binary, arguments, stdin: answers, folder: folder, name: name + ".plain")
            .result(face: "plain", command: "formrun " + arguments.joined(separator: " ") + " < \(answers)", form: folder + "/" + form)
    }
}
