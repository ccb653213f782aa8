import Foundation

/// The command examples of a document — the README's fenced blocks, a man page's `.EX`/`.EE`
/// blocks — read as `DocExamplesTests` runs them (the convention is in docs/ARCHITECTURE.md,
/// "Examples that are run"):
///
/// - A line `$ command` is a command; the lines under it, up to the next `$ ` line or the end of
///   the block, are exactly what it prints on stdout. A command line ending in ` \` goes on with
///   the next line. A command ending in `# exit N` must end with status N; any other, with 0.
/// - A block shows commands when it is fenced as `sh` (or `bash`, `shell`, `console`), or holds a
///   line that starts with `$ ` or `formrun `. Such a block is either an example (its first line
///   starts with `$ `) or a block of commands not run, each of which must be in the test's allowlist.
struct DocExamples {
    /// One command and what it must print.
    struct Example: Equatable {
        var command: String
        var stdout: String
        var status: Int32
        /// The line of the document the command is on (1-based).
        var line: Int
        /// Which block of the document it is in (examples of one block share a folder).
        var block: Int
    }

    /// A block that shows commands without `$ ` lines: shown, not run.
    struct ShownBlock: Equatable {
        var commands: [String]
        var line: Int
    }

    /// The blocks of a document: their lines, where each starts, and whether it was marked as shell.
    struct Block {
        var lines: [String]
        var line: Int
        var shell: Bool
    }

    var examples: [Example] = []
    var shown: [ShownBlock] = []

    init(blocks: [Block]) {
        for (number, block) in blocks.enumerated() where Self.showsCommands(block) {
            if block.lines.first?.hasPrefix("$ ") == true {
                examples += Self.examples(in: block, number: number)
            } else {
                let commands = block.lines.map { Self.withoutComment($0).trimmingCharacters(in: .whitespaces) }
                shown.append(ShownBlock(commands: commands.filter { !$0.isEmpty }, line: block.line))
            }
        }
    }

    /// The examples of a Markdown text: its fenced blocks.
    init(markdown: String) {
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let done = open {
                    blocks.append(done)
                    open = nil
                } else {
                    let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    open = Block(lines: [], line: index + 2, shell: ["sh", "bash", "shell", "console"].contains(language))
                }
            } else {
                open?.lines.append(String(line))
            }
        }
        self.init(blocks: blocks)
    }

    /// The examples of a man page: its `.EX`/`.EE` blocks, roff escapes undone (`\-` is `-`,
    /// `\(aq` `'`, `\(rs` and `\e` a backslash, `\&` nothing), comment lines left out.
    init(roff: String) {
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in roff.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line == ".EX" {
                open = Block(lines: [], line: index + 2, shell: false)
            } else if line == ".EE" {
                if let done = open { blocks.append(done) }
                open = nil
            } else if !line.hasPrefix(".\\\"") {
                open?.lines.append(ManPage.unescaped(String(line)))
            }
        }
        self.init(blocks: blocks)
    }

    private static func showsCommands(_ block: Block) -> Bool {
        block.shell || block.lines.contains { $0.hasPrefix("$ ") || $0.hasPrefix("formrun ") }
    }

    /// The `$ ` commands of an example block, each with the lines under it.
    private static func examples(in block: Block, number: Int) -> [Example] {
        var examples: [Example] = []
        var index = 0
        while index < block.lines.count {
            let start = index
            var command = String(block.lines[index].dropFirst(2))
            while command.hasSuffix(" \\"), index + 1 < block.lines.count {
                index += 1
                command += "\n" + block.lines[index]
            }
            index += 1
            var output: [String] = []
            while index < block.lines.count, !block.lines[index].hasPrefix("$ ") {
                output.append(block.lines[index])
                index += 1
            }
            examples.append(Example(command: command, stdout: output.map { $0 + "\n" }.joined(),
                                    status: status(of: command), line: block.line + start, block: number))
        }
        return examples
    }

    /// N of a command ending in `# exit N`, else 0.
    static func status(of command: String) -> Int32 {
        guard let range = command.range(of: "# exit ", options: .backwards) else { return 0 }
        return Int32(command[range.upperBound...].trimmingCharacters(in: .whitespaces)) ?? 0
    }

    /// A shown command without its trailing `# comment`.
    private static func withoutComment(_ line: String) -> String {
        guard let range = line.range(of: " #") ?? (line.hasPrefix("#") ? line.startIndex..<line.startIndex : nil) else { return line }
        return String(line[..<range.lowerBound])
    }
}
