/// The scale benchmark's own command-line modes:
/// - `--scale-one N [PATH]`: measure the form at PATH (N rows) and print its `ScaleFigures` line
///   (what `make bench` runs in a child process per size; N = 0 is the empty process);
/// - `--scale-form N PATH`: write the generated N-row form to PATH, to look at it or run it end to
///   end (`formrun --check PATH`, `../shared/tools/ptyrun.py`).
enum ScaleCommand {
    /// The exit status when `arguments` (argv, program name first) ask for one of these modes,
    /// else nil.
    static func run(_ arguments: [String]) -> Int32? {
        let rest = Array(arguments.dropFirst())
        guard let mode = rest.first, mode == "--scale-one" || mode == "--scale-form" else { return nil }
        guard rest.count >= 2, let rows = Int(rest[1]), rows >= 0 else {
            print("usage: formrun-bench --scale-one N [PATH] | --scale-form N PATH")
            return 2
        }
        let path = rest.count >= 3 ? rest[2] : nil
        if mode == "--scale-one" { return ScaleChild.run(rows: rows, path: path) }
        guard let path else {
            print("usage: formrun-bench --scale-form N PATH")
            return 2
        }
        return writeForm(rows: rows, to: path)
    }

    private static func writeForm(rows: Int, to path: String) -> Int32 {
        do {
            let file = try OutputFile(path: path)
            try ScaleForm(rows: rows).chunks { try file.write($0) }
            file.close()
            print("\(path): \(rows) rows, \(file.bytesWritten) bytes")
            return 0
        } catch {
            print("scale: \(error)")
            return 1
        }
    }
}
