import Glibc

// formrun-bench [--quick] [--scale | --states | --startup | --render | --regex | --linear] [form.json]: the benchmarks of BENCH.md and issue
// #10. `--quick` skips the slowest stdlib run; the form (default forms/signup.json) is the one the
// render benchmark drives and the start-up RSS is measured on; `--scale` runs only the scale
// section, `--startup` only the start-up one, `--render` only the renderer's, `--regex` only the pattern engine's, `--edit` only --edit's first screen and search keys on SchemaStore schemas (EditBenchmarks), `--linear` only plain mode's and submit's growth, `--states` only the scale section's keys in a state, `--draft-keys` only a key with the draft on (issue #27), `--growth` only the growth with the size of the answers (GrowthBenchmarks). `--scale-one` and `--scale-form`: see ScaleCommand.
if let status = ScaleCommand.run(CommandLine.arguments) { exit(status) }
let quick = CommandLine.arguments.contains("--quick")
let formPath = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? RenderBenchmarks.defaultPath
if CommandLine.arguments.contains("--render") {
    RenderBenchmarks.run(path: formPath, repetitions: 1001)
    exit(0)
}
if CommandLine.arguments.contains("--linear") {
    LinearBenchmarks.run()
    exit(0)
}
if CommandLine.arguments.contains("--growth") {
    GrowthBenchmarks.run()
    exit(0)
}
if CommandLine.arguments.contains("--startup") {
    StartupBenchmarks.run(signupPath: formPath)
    exit(0)
}
if CommandLine.arguments.contains("--states") {
    exit(StateBenchmarks.run() ? 0 : 1)
}
if CommandLine.arguments.contains("--draft-keys") {
    exit(DraftKeyBenchmarks.run() ? 0 : 1)
}
if CommandLine.arguments.contains("--edit") {
    EditBenchmarks.run(signupPath: formPath)
    exit(0)
}
if CommandLine.arguments.contains("--regex") {
    RegexBenchmarks.run()
    exit(0)
}
if !CommandLine.arguments.contains("--scale") {
    DiffBenchmarks.run(quick: quick)
    RenderBenchmarks.run(path: formPath, repetitions: 1001)
    StartupBenchmarks.run(signupPath: formPath)
    EditBenchmarks.run(signupPath: formPath)
    RegexBenchmarks.run()
}
let statesHeld = ScaleBenchmarks.run()
LinearBenchmarks.run()
GrowthBenchmarks.run()
let draftKeysHeld = DraftKeyBenchmarks.run()
if !draftKeysHeld { print("FAILED: a key with the draft on costs more than \(DraftKeyBenchmarks.bar)x the flat form's (see \"check: a key with the drafts\")") }
if !statesHeld {
    print("FAILED: a key in a state costs more than \(StateBenchmarks.bar)x at \(StateBenchmarks.sizes.large) rows (see \"check: keys in a state\")")
    exit(1)
}
if !draftKeysHeld { exit(1) }
