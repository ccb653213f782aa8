/// `formrun --submit --values VALUES FORM`: the headless submit of the executable.
package enum SubmitFace {
    package static func run(binary: String, folder: String, form: String, values: String, name: String) -> CrossFaceResult {
        let arguments = ["--submit", "--values", folder + "/" + values, folder + "/" + form]
        return BinaryRun.run(binary, arguments, folder: folder, name: name + ".submit")
            .result(face: "submit", command: "formrun " + arguments.joined(separator: " "), form: folder + "/" + form)
    }
}
