#!/usr/bin/env python3
"""The SchemaStore figures of issue #18: how formrun reads real schemas and round-trips real configs.

    scripts/schemastore-figures.py [options] FORMRUN PATH

PATH is a SchemaStore checkout (its src/schemas/json/NAME.json are the schemas, src/test/NAME/*
the configs that must validate, src/negative_test/NAME/* the ones that must not) or a sample
folder laid out as Tests/Schemas is (NAME/schema.json, NAME/valid/*.json, NAME/invalid/*.json;
the schemas they reference by URL in Tests/Schemas/refs). FORMRUN is the formrun binary.

For every schema: `formrun --check SCHEMA`. For every valid config: `formrun --submit --values
CONFIG SCHEMA` (accepted? the output equal to the config as JSON values? in the same member
order?). For every invalid config: refused, or accepted with an output the schema rejects (the
figure that must be 0), or accepted with an output the schema accepts. The outputs are checked
with python-jsonschema when it is installed (the schemas a schema references by URL looked up in
the schema folder by `$id` or file name), else with `formrun --submit` of the output against the
schema itself. `--schema-dir` is given to formrun with the schema folder unless --no-schema-dir.

Only JSON configs are run unless --convert is given: YAML ones are then converted with PyYAML (as
YAML 1.2 reads them; skipped when PyYAML is not installed), TOML ones with tomllib (Python 3.11);
how many were skipped is printed. Standard library only, python-jsonschema and PyYAML optional.
"""

import argparse
import concurrent.futures
import datetime
import json
import os
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ left in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from schemastore.checkers import FormrunChecker, PythonChecker, files_in, jsonschema  # noqa: E402
from schemastore.configs import config_text, yaml  # noqa: E402
from schemastore.report import failures, table  # noqa: E402
from schemastore.values import difference, read_json, same_value  # noqa: E402


class Schema:
    def __init__(self, name, path, valid, invalid):
        self.name, self.path, self.valid, self.invalid = name, path, valid, invalid


def discover(root):
    """The schemas under `root` with their configs, and the folder their references are looked up in."""
    checkout = os.path.join(root, "src", "schemas", "json")
    if os.path.isdir(checkout):
        schemas = []
        for file in sorted(os.listdir(checkout)):
            if not file.endswith(".json"):
                continue
            name = file[:-len(".json")]
            schemas.append(Schema(name, os.path.join(checkout, file),
                                  files_in(os.path.join(root, "src", "test", name)),
                                  files_in(os.path.join(root, "src", "negative_test", name))))
        return schemas, checkout
    schemas = []
    for name in sorted(os.listdir(root)):
        path = os.path.join(root, name, "schema.json")
        if os.path.isfile(path):
            schemas.append(Schema(name, path, files_in(os.path.join(root, name, "valid")),
                                  files_in(os.path.join(root, name, "invalid"))))
    refs = os.path.join(root, "refs")
    return schemas, refs if os.path.isdir(refs) else None


class Runner:
    def __init__(self, binary, schema_dir, timeout):
        self.binary, self.schema_dir, self.timeout = binary, schema_dir, timeout
        self.state = tempfile.mkdtemp(prefix="formrun-figures-")

    def run(self, arguments):
        """(status, stdout, stderr, seconds); status None when it did not end in time."""
        extra = ["--schema-dir", self.schema_dir] if self.schema_dir else []
        env = {"PATH": "/usr/bin:/bin", "XDG_STATE_HOME": self.state, "LANG": "C.UTF-8"}
        start = time.monotonic()
        try:
            done = subprocess.run([self.binary] + extra + arguments, stdin=subprocess.DEVNULL, capture_output=True,
                                  env=env, timeout=self.timeout, start_new_session=True)
        except subprocess.TimeoutExpired:
            return None, "", "did not end within %d s" % self.timeout, time.monotonic() - start
        return (done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"),
                time.monotonic() - start)


def first_line(text):
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[0][:300] if lines else ""


def run_config(runner, checker, schema, path, positive, convert):
    """The record of one config run."""
    record = {"schema": schema.name, "config": path, "positive": positive}
    text, skipped = config_text(path, convert)
    if skipped:
        record["skipped"] = skipped
        return record
    try:
        given, given_ordered = read_json(text)
    except ValueError:
        record["skipped"] = "not strict JSON"
        return record
    source = path
    temporary = None
    if not path.endswith(".json"):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
            f.write(text)
        temporary = source = f.name
    try:
        status, out, err, seconds = runner.run(["--submit", "--values", source, schema.path])
    finally:
        if temporary:
            os.unlink(temporary)
    record["status"], record["seconds"] = status, round(seconds, 3)
    record["accepted"] = status == 0
    if status != 0:
        record["why"] = first_line(err)
        return record
    try:
        output, output_ordered = read_json(out)
    except ValueError:
        record["why"] = "the output is not JSON"
        record["output_ok"] = False
        return record
    record["equal"] = same_value(given, output)
    record["same_order"] = same_value(given_ordered, output_ordered, ordered=True)
    if not record["equal"]:
        record["difference"] = difference(given, output)
    record["output_ok"] = checker.accepts(schema.path, output)
    if record["output_ok"] is None and not positive and record["equal"]:
        record["output_ok"] = False  # the invalid config itself, which SchemaStore's own run rejects
    if positive:
        record["config_ok"] = checker.accepts(schema.path, given)
    return record


def run_check(runner, schema):
    status, _, err, seconds = runner.run(["--check", schema.path])
    record = {"schema": schema.name, "check": status == 0, "seconds": round(seconds, 3), "root": root_kind(schema.path)}
    if status != 0:
        record["why"] = first_line(err)
    record["warnings"] = max(0, len([line for line in err.splitlines() if line.strip()]) - (1 if status == 0 else 0))
    return record


def root_kind(path):
    """object, array, map or other: what the schema's root describes."""
    try:
        with open(path, encoding="utf-8") as f:
            schema = json.load(f)
    except (OSError, ValueError):
        return "unreadable"
    if not isinstance(schema, dict):
        return "other"
    kind = schema.get("type")
    if kind == "array" or "items" in schema and kind is None:
        return "array"
    has_properties = bool(schema.get("properties"))
    open_members = isinstance(schema.get("additionalProperties"), dict) or bool(schema.get("patternProperties"))
    if not has_properties and open_members:
        return "map"
    if kind == "object" or has_properties or any(k in schema for k in ("oneOf", "anyOf", "allOf", "$ref")):
        return "object"
    return "other"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("formrun", help="the formrun binary")
    parser.add_argument("path", help="a SchemaStore checkout, or a folder laid out as Tests/Schemas")
    parser.add_argument("--jobs", type=int, default=2, help="formrun runs at a time (default 2)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds a run may take (default 120)")
    parser.add_argument("--only", help="comma-separated schema names")
    parser.add_argument("--tested-only", action="store_true", help="only the schemas that have test configs")
    parser.add_argument("--convert", action="store_true",
                        help="convert YAML (PyYAML) and TOML (tomllib) configs to JSON (else they are skipped)")
    parser.add_argument("--no-schema-dir", action="store_true", help="do not give formrun --schema-dir")
    parser.add_argument("--failures", action="store_true", help="list every failing case after the table")
    parser.add_argument("--json", help="write every record to this file")
    arguments = parser.parse_args()

    if arguments.convert and yaml is None:
        print("--convert: PyYAML is not installed; YAML configs are skipped", file=sys.stderr)
    schemas, folder = discover(arguments.path)
    if arguments.only:
        wanted = set(arguments.only.split(","))
        schemas = [s for s in schemas if s.name in wanted]
    if arguments.tested_only:
        schemas = [s for s in schemas if s.valid or s.invalid]
    runner = Runner(os.path.abspath(arguments.formrun), None if arguments.no_schema_dir else folder, arguments.timeout)
    checker = PythonChecker(folder) if jsonschema else FormrunChecker(runner)

    jobs = [("check", s, None, None) for s in schemas]
    jobs += [("config", s, p, True) for s in schemas for p in s.valid]
    jobs += [("config", s, p, False) for s in schemas for p in s.invalid]
    checks, configs = [], []

    def work(job):
        kind, schema, path, positive = job
        if kind == "check":
            return kind, run_check(runner, schema)
        return kind, run_config(runner, checker, schema, path, positive, arguments.convert)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
        for i, (kind, record) in enumerate(pool.map(work, jobs), 1):
            (checks if kind == "check" else configs).append(record)
            if sys.stderr.isatty():
                print("\r%d / %d" % (i, len(jobs)), end="", file=sys.stderr)
    if sys.stderr.isatty():
        print(file=sys.stderr)

    commit = ""
    if os.path.isdir(os.path.join(arguments.path, ".git")):
        commit = subprocess.run(["git", "-C", arguments.path, "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True).stdout.strip()
    label = "%s%s, %s" % (os.path.basename(os.path.abspath(arguments.path)), " " + commit if commit else "",
                          datetime.date.today().isoformat())
    print(table(checks, configs, label))
    print("\nOutputs checked with %s; --schema-dir %s." % (
        "python-jsonschema %s" % __import__("importlib.metadata").metadata.version("jsonschema") if jsonschema
        else "formrun --submit (python-jsonschema is not installed)",
        runner.schema_dir if runner.schema_dir else "not given"))
    if arguments.failures:
        print("\n" + failures(checks, configs))
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as f:
            json.dump({"checks": checks, "configs": configs}, f, indent=1)


if __name__ == "__main__":
    main()
