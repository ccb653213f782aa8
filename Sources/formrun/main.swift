#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment as `NAME=value` pairs read from `environ` (the first `=` splits;
/// an entry without one is skipped; a repeated name keeps its first value, as `getenv` does).
func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
        let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
        if let equals = text.firstIndex(of: "=") {
            let name = String(text[..<equals])
            if environment[name] == nil { environment[name] = String(text[text.index(after: equals)...]) }
        }
        entry += 1
    }
    return environment
}

exit(Formrun.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment))
