#!/usr/bin/env python3
"""The yaml-test-suite against FormYAML (https://github.com/yaml/yaml-test-suite, its `data` branch).

    scripts/yaml-test-suite.py measure DATA   # every case: the pass rates, and each failure
    scripts/yaml-test-suite.py sample DATA    # rewrites Tests/FormYAMLTests/YAMLTestSuite (every 10th valid case, every 4th invalid one)

`measure` builds the tests and runs FormYAMLTests' testWholeSuite with YAML_TEST_SUITE=DATA: a valid
case passes when it is read and (with an in.json) equals in.json's value(s); an error case passes
when it is refused. `make test` holds the committed sample at 100 %.
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = os.path.join(ROOT, "Tests", "FormYAMLTests", "YAMLTestSuite")
KEEP = ("in.yaml", "in.json", "error", "===", "test.event")


def cases(data):
    found = []
    for name in sorted(os.listdir(data)):
        path = os.path.join(data, name)
        if name in ("name", "tags") or name.startswith(".") or not os.path.isdir(path):
            continue
        if os.path.exists(os.path.join(path, "in.yaml")):
            found.append(name)
        for sub in sorted(os.listdir(path)):
            if os.path.exists(os.path.join(path, sub, "in.yaml")):
                found.append(name + "/" + sub)
    return found


def sample(data):
    license_note = os.path.join(SAMPLE, "LICENSE-NOTE.md")
    note = open(license_note).read() if os.path.exists(license_note) else None
    shutil.rmtree(SAMPLE, ignore_errors=True)
    os.makedirs(SAMPLE)
    all_cases = cases(data)
    invalid = [c for c in all_cases if os.path.exists(os.path.join(data, c, "error"))]
    valid = [c for c in all_cases if c not in invalid]
    chosen = sorted(valid[::10] + invalid[::4])
    for case in chosen:
        os.makedirs(os.path.join(SAMPLE, case))
        for name in KEEP:
            source = os.path.join(data, case, name)
            if os.path.exists(source):
                shutil.copyfile(source, os.path.join(SAMPLE, case, name))
    if note:
        open(license_note, "w").write(note)
    print(f"{len(chosen)} cases in {SAMPLE}")


def measure(data):
    subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, check=True)
    env = dict(os.environ, YAML_TEST_SUITE=os.path.abspath(data))
    out = subprocess.run(["swift", "test", "--disable-swift-testing", "--skip-build", "--filter", "YAMLTestSuiteTests/testWholeSuite"],
                         cwd=ROOT, env=env, capture_output=True, text=True)
    for line in (out.stdout + out.stderr).splitlines():
        if line.startswith("FAIL ") or line.startswith("yaml-test-suite:"):
            print(line)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("measure", "sample"):
        sys.exit(__doc__)
    (measure if sys.argv[1] == "measure" else sample)(sys.argv[2])
