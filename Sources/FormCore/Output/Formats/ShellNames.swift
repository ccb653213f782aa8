/// Output keys turned into shell variable names (`sh`, `env`): `user.name` → `user_name`, every
/// character other than an ASCII letter, digit or `_` → `_`, the prefix put before, and `_` before
/// a name that would start with a digit. Two keys that give the same name, or a name a shell uses
/// for itself (`PATH`, `IFS`, zsh's `path`, bash's read-only `UID`, `PS0`) or the dynamic loader
/// reads (`LD_PRELOAD`), are refused: `eval` would overwrite one value with another, stop half way
/// (zsh's read-only `reswords`), or change how the shell and the programs it starts run.
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

    /// Whether a shell, or a program started from an env file, reads, sets or holds `name` read-only:
    /// the names of ``reserved`` and the families of ``reservedPrefixes``.
    static func isReserved(_ name: String) -> Bool {
        reserved.contains(name) || reservedPrefixes.contains { name.hasPrefix($0) }
    }

    /// Families of names: bash's own (`BASH_ENV` runs a file), zsh's, ksh's, the
    /// locale (`LC_ALL`), and the dynamic loaders of glibc, musl and macOS (`LD_PRELOAD`,
    /// `LD_AUDIT`, `DYLD_INSERT_LIBRARIES` load code into every program an env file starts).
    static let reservedPrefixes = ["BASH", "ZSH_", "KSH_", "LC_", "LD_", "DYLD_"]

    /// Names that POSIX sh, dash, bash, ksh or zsh read to run (the search path, the field
    /// separator, prompts and the hooks run before each prompt, locale), set themselves, or hold
    /// read-only, and the loader's and C library's names outside the families above. Taken from each
    /// shell's manual of special parameters (zsh: "Parameters Set By The Shell", "Parameters Used By
    /// The Shell" and the modules' parameters); `ShellNamesEndToEndTests` compares it with what the
    /// installed shells list. Both `sh` and `env` refuse them: an env file is also read with
    /// `set -a; . FILE`, and `LD_PRELOAD` in one given to `docker --env-file` runs code all the same.
    /// Names special only inside a zle widget or a completion function (`BUFFER`, `words`) are left
    /// out: `eval` of formrun's output does not run there. Zsh's tied pairs are both here, whatever
    /// the case (`fpath` and `FPATH`).
    static let reserved: Set<String> = [
        // POSIX sh and dash.
        "_", "PATH", "HOME", "IFS", "ENV", "CDPATH", "PS1", "PS2", "PS3", "PS4", "OPTIND", "OPTARG",
        "PWD", "OLDPWD", "MAIL", "MAILPATH", "MAILCHECK", "LINENO", "PPID", "HISTSIZE", "TERM",
        "LANG", "LANGUAGE", "NLSPATH", "COLUMNS", "LINES", "TMPDIR", "SHELL", "USER", "LOGNAME",
        // bash (BASH* above): PS0 and PROMPT_COMMAND run code before each prompt.
        "PS0", "PROMPT_COMMAND", "PROMPT_DIRTRIM", "UID", "EUID", "GROUPS", "SHELLOPTS", "RANDOM",
        "SRANDOM", "SECONDS", "EPOCHSECONDS", "EPOCHREALTIME", "HISTFILE", "HISTFILESIZE", "HISTCMD",
        "HISTCONTROL", "HISTIGNORE", "HISTTIMEFORMAT", "HOSTFILE", "FUNCNAME", "FUNCNEST", "PIPESTATUS",
        "DIRSTACK", "POSIXLY_CORRECT", "TMOUT", "FCEDIT", "SHLVL", "HOSTNAME", "HOSTTYPE", "MACHTYPE",
        "OSTYPE", "OPTERR", "FIGNORE", "GLOBIGNORE", "EXECIGNORE", "INPUTRC", "COMP_WORDBREAKS",
        "COMP_CWORD", "COMP_LINE", "COMP_POINT", "COMP_TYPE", "COMP_KEY", "COMP_WORDS", "COMPREPLY",
        "READLINE_LINE", "READLINE_POINT", "READLINE_MARK", "READLINE_ARGUMENT", "REPLY", "MAPFILE",
        "COPROC", "TIMEFORMAT", "CHILD_MAX", "EMACS", "INSIDE_EMACS", "auto_resume", "histchars",
        // ksh and mksh.
        "FPATH", "HISTEDIT", "SH_VERSION", "PATHSEP", "PGRP", "USER_ID",
        "KSHEGID", "KSHGID", "KSHUID",
        // zsh (ZSH_* above): arrays tied to the scalars above, read-only and special parameters,
        // those of its modules, and the hook arrays run around each command and prompt.
        "path", "cdpath", "fpath", "manpath", "MANPATH", "mailpath", "module_path", "MODULE_PATH",
        "psvar", "PSVAR", "fignore", "watch", "WATCH", "status", "pipestatus", "argv", "ARGC",
        "options", "parameters", "commands", "functions", "functions_source", "aliases", "galiases",
        "saliases", "builtins", "reswords", "patchars", "dis_aliases", "dis_galiases", "dis_saliases",
        "dis_functions", "dis_functions_source", "dis_builtins", "dis_reswords", "dis_patchars",
        "modules", "history", "historywords", "jobdirs", "jobstates", "jobtexts", "nameddirs",
        "userdirs", "usergroups", "keymaps", "widgets", "zsh_eval_context", "zsh_scheduled_events",
        "terminfo", "termcap", "echoti", "errnos", "sysparams", "mapfile", "langinfo", "epochtime",
        "signals", "funcstack", "funcfiletrace", "funcsourcetrace", "functrace", "dirstack",
        "prompt", "PROMPT", "PROMPT2", "PROMPT3", "PROMPT4", "RPROMPT", "RPROMPT2", "RPS1", "RPS2",
        "SPROMPT", "PROMPT_EOL_MARK", "POSTEDIT", "TIMEFMT", "REPORTTIME", "REPORTMEMORY", "PERIOD",
        "ERRNO", "ZDOTDIR", "NULLCMD", "READNULLCMD", "TMPPREFIX", "HISTCHARS", "SAVEHIST",
        "KEYTIMEOUT", "KEYBOARD_HACK", "WORDCHARS", "TTY", "TTYIDLE", "USERNAME", "EGID", "GID",
        "HOST", "LOGCHECK", "LISTMAX", "CORRECT_IGNORE", "CORRECT_IGNORE_FILE", "DIRSTACKSIZE",
        "TERMINFO", "TERMINFO_DIRS", "TRY_BLOCK_ERROR", "TRY_BLOCK_INTERRUPT", "STTY", "VENDOR",
        "CPUTYPE", "match", "mbegin", "mend", "MATCH", "MBEGIN", "MEND", "reply",
        "zle_bracketed_paste", "zle_highlight", "WATCHFMT", "ZCURSES_COLORS", "ZCURSES_COLOR_PAIRS",
        "zcurses_attrs", "zcurses_colors", "zcurses_keycodes", "zcurses_windows",
        "precmd_functions", "preexec_functions", "chpwd_functions", "periodic_functions",
        "zshaddhistory_functions", "zshexit_functions", "zsh_directory_name_functions",
        // The C library, outside LD_* and LC_*.
        "GCONV_PATH", "LOCPATH", "MALLOC_CHECK_", "TZDIR", "HOSTALIASES", "RES_OPTIONS", "LOCALDOMAIN",
    ]
}
