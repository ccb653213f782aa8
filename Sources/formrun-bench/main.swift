import FormCore
import FormUI
import Glibc

// formrun-bench [--quick] [--scale] [form.json]: the benchmarks of BENCH.md. `--quick` skips the
// slowest stdlib run; the form (default forms/signup.json) is the one the render benchmark drives;
// `--scale` runs only the scale section. `--scale-one` and `--scale-form`: see ScaleCommand.
if CommandLine.arguments.contains("--tmp-start") {
    let clock = ContinuousClock()
    var form: Form?
    print("load", clock.measure { form = try? FormLoader.load(path: "/tmp/f100000.json") })
    var state: FormState?
    print("state", clock.measure { state = FormState(form: form!) })
    var model: VisibleModel?
    print("visible", clock.measure { model = VisibleModel(state: state!) })
    var layout: ScreenLayout?
    print("layout", clock.measure { layout = ScreenLayout(state: state!, visible: model!, rows: 40, cols: 100) })
    print("frame", clock.measure { _ = layout!.frame(state!) })
    exit(0)
}
if let status = ScaleCommand.run(CommandLine.arguments) { exit(status) }
let quick = CommandLine.arguments.contains("--quick")
let formPath = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? RenderBenchmarks.defaultPath
if !CommandLine.arguments.contains("--scale") {
    DiffBenchmarks.run(quick: quick)
    RenderBenchmarks.run(path: formPath, repetitions: 1001)
}
ScaleBenchmarks.run()
