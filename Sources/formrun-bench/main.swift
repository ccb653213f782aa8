// formrun-bench [--quick] [form.json]: the benchmarks of BENCH.md. `--quick` skips the slowest
// stdlib run; the form (default forms/signup.json) is the one the render benchmark drives.
let quick = CommandLine.arguments.contains("--quick")
let formPath = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? RenderBenchmarks.defaultPath
DiffBenchmarks.run(quick: quick)
RenderBenchmarks.run(path: formPath, repetitions: 1001)
