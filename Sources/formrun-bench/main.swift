// formrun-bench [--quick]: the benchmarks of BENCH.md. `--quick` skips the slowest stdlib run.
let quick = CommandLine.arguments.contains("--quick")
DiffBenchmarks.run(quick: quick)
