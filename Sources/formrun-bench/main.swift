import Glibc

// formrun-bench [--quick] [--scale] [form.json]: the benchmarks of BENCH.md. `--quick` skips the
// slowest stdlib run; the form (default forms/signup.json) is the one the render benchmark drives;
// `--scale` runs only the scale section. `--scale-one` and `--scale-form`: see ScaleCommand.
if let status = ScaleCommand.run(CommandLine.arguments) { exit(status) }
let quick = CommandLine.arguments.contains("--quick")
let formPath = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? RenderBenchmarks.defaultPath
if !CommandLine.arguments.contains("--scale") {
    DiffBenchmarks.run(quick: quick)
    RenderBenchmarks.run(path: formPath, repetitions: 1001)
}
ScaleBenchmarks.run()
