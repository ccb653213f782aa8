/// Output keys turned into shell variable names (`sh`, `env`): `user.name` → `user_name`, every
/// character other than an ASCII letter, digit or `_` → `_`, the prefix put before, and `_` before
/// a name that would start with a digit. Two keys that give the same name, or a name a shell uses
/// for itself (`PATH`, `IFS`, zsh's `path`, bash's read-only `UID`), are refused: `eval` would
/// overwrite one value with another, or change how the shell runs.
enum ShellNames {
    /// The name of each key, in order.
    static func assign(_ keys: [String], prefix: String) throws(OutputRefusal) -> [String] {
        guard prefix.isEmpty || isName(prefix) else { throw .badPrefix(prefix) }
        var owners: [String: String] = [:]
        var names: [String] = []
        names.reserveCapacity(keys.count)
        for key in keys {
            let name = self.name(key, prefix: prefix)
            if let owner = owners[name] {
                // The same key twice (a form's alternatives sharing one key) is one variable.
                if owner != key { throw .sameName(owner, key, name: name) }
            } else {
                if isReserved(name) { throw .reservedName(key: key, name: name) }
                owners[name] = key
            }
            names.append(name)
        }
        return names
    }

    /// `key` as a shell name after `prefix`.
    static func name(_ key: String, prefix: String) -> String {
        var body = ""
        for scalar in key.unicodeScalars {
            body.unicodeScalars.append(isNameScalar(scalar) ? scalar : "_")
        }
        let name = prefix + body
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return "_" + name }
        return name
    }

    /// Whether `text` is a shell name: ASCII letters, digits and `_`, not starting with a digit.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy(isNameScalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    static func isReserved(_ name: String) -> Bool {
        reserved.contains(name) || name.hasPrefix("BASH") || name.hasPrefix("ZSH_") || name.hasPrefix("LC_")
    }

    /// Names that POSIX sh, dash, bash or zsh read to run (the search path, the field separator,
    /// prompts, locale), set themselves, or hold read-only.
    static let reserved: Set<String> = [
        "_", "PATH", "HOME", "IFS", "ENV", "CDPATH", "PS1", "PS2", "PS3", "PS4", "OPTIND", "OPTARG",
        "PWD", "OLDPWD", "MAIL", "MAILPATH", "MAILCHECK", "LINENO", "PPID", "UID", "EUID", "GROUPS",
        "SHELLOPTS", "RANDOM", "SRANDOM", "SECONDS", "EPOCHSECONDS", "EPOCHREALTIME", "HISTFILE",
        "HISTSIZE", "HISTCMD", "FUNCNAME", "PIPESTATUS", "DIRSTACK", "POSIXLY_CORRECT",
        "PROMPT_COMMAND", "TMOUT", "FCEDIT", "LANG", "LANGUAGE", "TERM", "COLUMNS", "LINES",
        "SHELL", "SHLVL", "HOSTNAME", "USER", "LOGNAME", "TMPDIR", "FIGNORE", "GLOBIGNORE",
        "INPUTRC", "COMP_WORDBREAKS", "READLINE_LINE", "REPLY",
        // zsh: arrays tied to the variables above, read-only and special parameters.
        "path", "cdpath", "fpath", "manpath", "mailpath", "module_path", "psvar", "fignore", "watch",
        "status", "pipestatus", "argv", "options", "parameters", "commands", "functions", "aliases",
        "builtins", "modules", "history", "historywords", "jobdirs", "jobstates", "jobtexts",
        "signals", "funcstack", "funcfiletrace", "funcsourcetrace", "functrace", "dirstack",
        "prompt", "PROMPT", "PROMPT2", "PROMPT3", "PROMPT4", "RPROMPT", "RPROMPT2", "RPS1", "RPS2",
        "ERRNO", "ZDOTDIR", "NULLCMD", "READNULLCMD", "TMPPREFIX", "HISTCHARS", "histchars",
        "KEYTIMEOUT", "WORDCHARS", "TTY", "TTYIDLE", "USERNAME", "EGID", "GID", "ARGC", "HOST",
        "LOGCHECK", "match", "mbegin", "mend", "MATCH", "MBEGIN", "MEND", "reply", "zle_bracketed_paste",
    ]
}
