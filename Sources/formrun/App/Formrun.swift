import FormJSON
import FormSchema
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormUI
import FormApp
import FormTerminal

/// The command: parse the arguments, load the form, run it on the terminal, print the JSON.
enum Formrun {
    /// `readEnvironment` is called once, and only when the form is to be run: building the
    /// dictionary (its generic metadata, a protocol-conformance scan) is the costliest part of a
    /// `--version` otherwise.
    static func main(arguments: [String], environment readEnvironment: () -> [String: String]) -> Int32 {
        // A reader that went away is a failed write (EPIPE) reported below, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        var options: Options
        var read: [String: String]?
        func environmentOnce() -> [String: String] {
            if let read { return read }
            let environment = readEnvironment()
            read = environment
            return environment
        }
        do {
            switch try ArgumentParser.parse(arguments, environment: environmentOnce) {
            case .help:
                printOut(Usage.help)
                return ExitCode.submitted
            case .helpAll:
                printOut(Usage.helpAll)
                return ExitCode.submitted
            case .version:
                printOut(Usage.versionLine + "\n")
                return ExitCode.submitted
            case .completions(let shell):
                printOut(Completions.script(for: shell))
                return ExitCode.submitted
            case .run(let parsed):
                options = parsed
            }
        } catch {
            printError("\(error)\n\(Usage.hint)")
            return ExitCode.invalid
        }

        let environment = environmentOnce()
        if options.watch && options.formFromStdin {
            printError("formrun: --watch needs a form file to watch, not -\n\(Usage.hint)")
            return ExitCode.invalid
        }
        if let folder = options.schemaDirectory, !SchemaDirectory(path: folder).exists {
            printError("formrun: --schema-dir: no such folder: \(VisibleText.quoted(folder, limit: VisibleText.pathLimit))\n\(Usage.hint)")
            return ExitCode.invalid
        }
        var form: Form
        let warnings: [FormWarning]
        var prefill: [String: Value] = [:]
        // Answers of the values file a row cannot hold: all said in one run, with exit 3.
        let badAnswers = BadAnswers()
        if let edit = options.editPath {
            let loaded: EditSetup.Loaded
            switch EditSetup.load(options) {
            case .loaded(let read): loaded = read
            case .stopped(let status): return status
            }
            form = loaded.form
            warnings = loaded.warnings
            prefill = loaded.prefill
            options.edit = loaded.target
            if options.check {
                for warning in warnings { printError("\(warning)") }
                printError(loaded.target.schema.explanation)
                printError("\(VisibleText.escaped(edit)): ok (\(form.rowCount) rows)")
                return ExitCode.submitted
            }
        } else { do {
            // The values file is read first (a schema's `oneOf` picks its branch from it), its
            // errors told after the form's.
            var valuesDocument: Result<JSONValue, any Error>?
            if let valuesPath = options.valuesPath {
                valuesDocument = Result { try ValuesLoader.document(path: valuesPath) }
            }
            let values = (try? valuesDocument?.get()).map { JSONNode($0) }
            let schemas = options.schemaDirectory.map(SchemaDirectory.init)
            let loaded = options.formFromStdin ? try FormLoader.readStandardInput(values: values, schemaDirectory: schemas)
                : try FormLoader.read(path: options.formPath, values: values, schemaDirectory: schemas)
            form = loaded.form
            warnings = loaded.warnings
            if let valuesPath = options.valuesPath, let valuesDocument {
                prefill = try GivenValues.apply(valuesDocument.get(), file: valuesPath, to: &form, badAnswers: badAnswers)
            }
        } catch {
            printError("\(error)")
            // The values file's other mistakes, in the same run.
            if !badAnswers.errors.isEmpty { printError("\(badAnswers)") }
            return ExitCode.invalid
        } }
        if options.edit == nil, let output = options.outputPath, let problem = OutputFile.problem(output) {
            printError("formrun: \(problem)")
            return ExitCode.invalid
        }
        switch OutputChoice.request(options: options, form: form) {
        case .success(let request): options.request = request
        case .failure(let problem):
            printError("\(problem)")
            return ExitCode.invalid
        }
        if options.check {
            for warning in warnings { printError("\(warning)") }
            let rows = form.rowCount
            printError("\(VisibleText.escaped(options.formName)): ok (\(form.sections.count) sections, \(rows) rows)")
            return ExitCode.submitted
        }
        if options.submit {
            return HeadlessSubmit.run(form: form, prefill: prefill, badAnswers: badAnswers, options: options,
                                      environment: environment)
        }
        if !badAnswers.errors.isEmpty {
            printError("\(badAnswers)")
            return ExitCode.answersInvalid
        }
        if options.keys != nil || options.screen != nil {
            guard let layout = layoutOptions(options) else { return ExitCode.invalid }
            return ScriptedScreen.run(form: form, prefill: prefill, options: options, layout: layout)
        }
        if !options.plain && !TerminalCapabilities.canAddressCursor(term: environment["TERM"] ?? "") {
            options.plain = true
        }
        if options.plain {
            return PlainRunner.run(form: form, prefill: prefill, options: options, environment: environment)
        }
        guard let layout = layoutOptions(options) else { return ExitCode.invalid }
        return run(form: form, prefill: prefill, options: options, layout: layout, environment: environment)
    }

    /// What stdin holds, for the advice of a run with no terminal.
    static func standardInput(_ options: Options) -> NoTerminalMessage.Input {
        if options.formFromStdin { return .form }
        // A pipe or a file holds answers; a terminal, `/dev/null` or a closed stdin does not.
        var info = stat()
        guard fstat(0, &info) == 0 else { return .nothing }
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFREG || type == S_IFSOCK ? .answers : .nothing
    }

    /// How the screen is drawn: colours, box characters and the theme, whose file is read here,
    /// only when a screen is drawn; a theme file that cannot be read or is wrong is said at its
    /// `FILE:LINE:COLUMN` and gives nil (exit 2).
    private static func layoutOptions(_ options: Options) -> LayoutOptions? {
        do throws(FormFileError) {
            let theme = try options.theme?.spec() ?? ThemeSpec()
            return LayoutOptions(colors: options.color, ascii: options.ascii, theme: theme)
        } catch {
            printError("\(error)")
            return nil
        }
    }

    private static func run(form: Form, prefill: [String: Value], options: Options, layout: LayoutOptions,
                            environment: [String: String]) -> Int32 {
        // The trace file is opened before curses starts, so that a bad path leaves the terminal untouched.
        var trace: TraceWriter?
        if let path = environment["FORMRUN_TRACE"], !path.isEmpty {
            trace = TraceWriter(path: path)
            if trace == nil {
                printError("formrun: cannot write the trace to \(VisibleText.quoted(path, limit: VisibleText.pathLimit))")
                return ExitCode.invalid
            }
        }
        // No terminal, no form: said before the draft is touched (`--fresh` would delete it).
        do throws(TerminalError) {
            try CursesTerminal.checkTerminal()
        } catch {
            printError("\(NoTerminalMessage(error: error, input: standardInput(options), plain: false))")
            return ExitCode.invalid
        }
        // The draft question comes before curses, on the plain terminal; a signal there ends it too.
        SignalWatcher.install()
        SignalWatchdog.start()
        let drafts: DraftStart
        do throws(DraftStart.Stop) {
            drafts = try DraftStart.prepare(form: form, options: options, environment: environment)
        } catch {
            switch error {
            case .interrupted: return ExitCode.interrupted
            case .signal(let number): return number == SIGINT ? ExitCode.interrupted : ExitCode.signal(number)
            }
        }
        // The lock on this session's draft is let go when the run ends, however it ends.
        defer { drafts.finish() }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(colors: options.color, ascii: options.ascii)
        } catch let error as TerminalError {
            printError("\(NoTerminalMessage(error: error, input: standardInput(options), plain: false))")
            return ExitCode.invalid
        } catch {
            printError("formrun: \(error)")
            return ExitCode.invalid
        }
        let state = drafts.firstState(form: form, prefill: prefill)
        let baseline = state.startValues
        // The session's state is the only one: no copy left here to share its storage.
        let session = FormSession(state: consume state, terminal: terminal, options: layout)
        session.pendingSignal = { SignalWatcher.pending }
        var journal: DraftJournal?
        if options.keepsDraft, let slot = drafts.slot {
            let started = DraftJournal(slot: slot, baseline: baseline, restored: drafts.restored, deleted: drafts.deleted)
            session.onValuesChanged = { started.record($0, tags: $1) }
            session.onValueChangedAt = { started.record($1, in: $0) }
            journal = started
        }
        if let trace { TraceHookup.connect(trace, to: session) }
        if options.watch {
            let watcher = FormWatcher(path: options.formPath, schemaDirectory: options.schemaDirectory.map(SchemaDirectory.init))
            session.onIdle = { [unowned session] in watcher.poll(session) }
        }
        #if DEBUG
        crashOnPurpose(after: environment["FORMRUN_TEST_CRASH"].flatMap(Int.init), session: session)
        stallOnPurpose(after: environment["FORMRUN_TEST_STALL"].flatMap(Int.init), session: session)
        #endif
        let end = session.run()
        if case .signal = end { SignalWatchdog.standDown() }
        terminal.restore()
        if let failure = trace?.failure { printError("formrun: the trace stopped: \(failure)") }

        switch end {
        case .outcome(.submitted):
            let status = OutputDelivery.deliver(session.state, options: options, draft: journal?.upToDatePath,
                                                environment: environment)
            // Delivered: the draft has done its work (also one resumed under --no-draft).
            if status == ExitCode.submitted, drafts.resumed || journal != nil { drafts.slot?.store?.remove() }
            return status
        case .outcome(.cancelled):
            // A cancel the person confirmed (the form had changed, resumed answers included, so
            // they were asked) throws the draft away; one not asked about keeps a draft that still
            // holds answers.
            if session.state.isDirty || (journal.map { $0.values.isEmpty } ?? false) { journal?.remove() }
            journal?.compact()
            return ExitCode.cancelled
        case .endOfInput:
            journal?.compact()
            return ExitCode.cancelled
        case .outcome(.interrupted):
            journal?.compact()
            return ExitCode.interrupted
        case .signal(let number):
            journal?.compact()
            return number == SIGINT ? ExitCode.interrupted : ExitCode.signal(number)
        }
    }

    #if DEBUG
    /// `FORMRUN_TEST_CRASH=N` makes a debug build trap after N keys: how the end-to-end tests check
    /// that even a crash gives the terminal back. The release binary has no such hook.
    private static func crashOnPurpose(after keys: Int?, session: FormSession) {
        afterKeys(keys, of: session) { fatalError("FORMRUN_TEST_CRASH: crashing on purpose after \(keys ?? 0) keys") }
    }

    /// `FORMRUN_TEST_STALL=N` makes a debug build spin without end after N keys, deaf to keys and
    /// signals: how the end-to-end tests check that `SignalWatchdog` still ends it.
    private static func stallOnPurpose(after keys: Int?, session: FormSession) {
        afterKeys(keys, of: session) {
            var spins = 0
            while true { spins &+= 1 }
        }
    }

    /// Runs `act` once the session has handled `keys` events (after the frame of the last).
    private static func afterKeys(_ keys: Int?, of session: FormSession, _ act: @escaping () -> Void) {
        guard let keys else { return }
        var count = 0
        let traced = session.onEvent
        session.onEvent = { event in
            traced?(event)
            count += 1
            if count >= keys { act() }
        }
    }
    #endif

    /// Writes `text` to stdout as it is. Not `print`: its `Any` arguments are cast at run time
    /// (a protocol-conformance scan of the whole binary), the slowest part of `--version`.
    static func printOut(_ text: String) {
        _ = DescriptorWriter.writeAll(Array(text.utf8), to: 1)
    }

    /// Writes a line to stderr (never trapping); any control character left in it is spelled out.
    static func printError(_ message: String) {
        DescriptorWriter.printError(VisibleText.escaped(message, keepingNewlines: true) + "\n")
    }
}
