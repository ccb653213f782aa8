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
import re
import subprocess
import sys
import tempfile
import time

try:
    import jsonschema
    import referencing
    import referencing.jsonschema
except ImportError:  # the outputs are then checked with formrun itself
    jsonschema = None

try:
    import yaml
except ImportError:
    yaml = None

try:
    import tomllib
except ImportError:
    tomllib = None


# ---- JSON values -------------------------------------------------------------------------------

class Members(list):
    """A JSON object read with its members in order (a list of (key, value) pairs)."""


def read_json(text):
    """The JSON value of `text`, and the same with its objects' members in order."""
    return json.loads(text), json.loads(text, object_pairs_hook=Members)


def same_value(a, b, ordered=False):
    """JSON equality: true and 1 differ, 1 and 1.0 do not; objects ignore member order unless
    `ordered` (then both were read with Members)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, Members) and isinstance(b, Members):
        return len(a) == len(b) and all(ka == kb and same_value(va, vb, True) for (ka, va), (kb, vb) in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_value(a[k], b[k], ordered) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_value(x, y, ordered) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


YAML12_SCALARS = [
    # YAML 1.2's core schema, as SchemaStore's own runner (js-yaml) reads the tests: `on` and `yes`
    # stay strings, `1:20` is no number, timestamps are strings.
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:formrun:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    ("tag:formrun:float", r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                          r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", list("-+.0123456789")),
]


def yaml_loader():
    class Loader(yaml.SafeLoader):
        pass
    Loader.yaml_implicit_resolvers = {}
    for tag, pattern, firsts in YAML12_SCALARS:
        Loader.add_implicit_resolver(tag, re.compile(pattern), firsts)

    def integer(loader, node):
        text = loader.construct_scalar(node)
        return int(text[2:], 8) if text.startswith("0o") else int(text, 16) if text.startswith("0x") else int(text)

    def number(loader, node):
        text = loader.construct_scalar(node).lower()
        return float("nan") if text == ".nan" else float(text.replace(".inf", "inf"))
    Loader.add_constructor("tag:formrun:int", integer)
    Loader.add_constructor("tag:formrun:float", number)
    return Loader


def yaml_to_json_text(text):
    """A YAML config as JSON text, read as YAML 1.2 reads it."""
    documents = [d for d in yaml.load_all(text, Loader=yaml_loader())]
    if len(documents) != 1:
        raise ValueError("%d YAML documents" % len(documents))
    return json.dumps(documents[0], ensure_ascii=False)


# ---- the cases ---------------------------------------------------------------------------------

class Schema:
    def __init__(self, name, path, valid, invalid):
        self.name, self.path, self.valid, self.invalid = name, path, valid, invalid


def files_in(folder):
    if not os.path.isdir(folder):
        return []
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if os.path.isfile(os.path.join(folder, f)))


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


# ---- checking outputs against the schema -------------------------------------------------------

class SchemaFolder:
    """The schemas a `$ref` by URL may name, by `$id` and by file name (python-jsonschema's registry)."""

    def __init__(self, folder):
        self.folder = folder
        self.by_id = None

    def _ids(self):
        if self.by_id is None:
            self.by_id = {}
            for path in files_in(self.folder) if self.folder else []:
                try:
                    with open(path, encoding="utf-8") as f:
                        document = json.load(f)
                except (OSError, ValueError):
                    continue
                if isinstance(document, dict):
                    for key in ("$id", "id"):
                        if isinstance(document.get(key), str):
                            self.by_id.setdefault(document[key].rstrip("#"), path)
        return self.by_id

    def path_for(self, uri):
        uri = uri.split("#")[0]
        found = self._ids().get(uri)
        if found:
            return found
        if not self.folder:
            return None
        last = uri.rstrip("/").rsplit("/", 1)[-1]
        for name in (last, last + ".json"):
            path = os.path.join(self.folder, name)
            if last and os.path.isfile(path):
                return path
        return None

    def retrieve(self, uri):
        path = self.path_for(uri)
        if path is None:
            raise referencing.exceptions.NoSuchResource(ref=uri)
        with open(path, encoding="utf-8") as f:
            contents = json.load(f)
        return referencing.jsonschema.specification_with(
            contents.get("$schema", "") if isinstance(contents, dict) else "",
            default=referencing.jsonschema.DRAFT7).create_resource(contents)


class PythonChecker:
    """python-jsonschema; None when a schema cannot be used (a reference it cannot resolve…)."""

    def __init__(self, folder):
        self.folder = SchemaFolder(folder)
        self.registry = referencing.Registry(retrieve=self.folder.retrieve)
        self.validators = {}

    def validator(self, schema_path):
        if schema_path not in self.validators:
            try:
                with open(schema_path, encoding="utf-8") as f:
                    schema = json.load(f)
                cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft7Validator)
                self.validators[schema_path] = cls(schema, registry=self.registry)
            except Exception:  # noqa: BLE001 - a schema python-jsonschema cannot take is "unknown"
                self.validators[schema_path] = None
        return self.validators[schema_path]

    def accepts(self, schema_path, value):
        validator = self.validator(schema_path)
        if validator is None:
            return None
        try:
            return validator.is_valid(value)
        except Exception:  # noqa: BLE001 - an unresolvable reference, a bad pattern
            return None


class FormrunChecker:
    """formrun itself: the output given back as `--values` and submitted."""

    def __init__(self, runner):
        self.runner = runner

    def accepts(self, schema_path, value):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
            json.dump(value, f)
        try:
            status, _, _, _ = self.runner.run(["--submit", "--values", f.name, schema_path])
        finally:
            os.unlink(f.name)
        return status == 0


# ---- running formrun ---------------------------------------------------------------------------

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


def toml_to_json_text(text):
    """A TOML config as JSON text; dates and times as RFC 3339 text."""
    def written(value):
        if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
            return value.isoformat().replace("+00:00", "Z")
        raise TypeError(type(value).__name__)
    return json.dumps(tomllib.loads(text), ensure_ascii=False, default=written)


def config_text(path, convert):
    """(JSON text, None) or (None, why it is skipped)."""
    extension = os.path.splitext(path)[1].lower()
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    if extension == ".json":
        return text, None
    kind, converter = {".yaml": ("yaml", yaml and yaml_to_json_text), ".yml": ("yaml", yaml and yaml_to_json_text),
                       ".toml": ("toml", tomllib and toml_to_json_text)}.get(extension, (extension.lstrip(".") or "no extension", None))
    if not convert or converter is None:
        return None, kind
    try:
        return converter(text), None
    except Exception as error:  # noqa: BLE001 - a file the converter cannot read is skipped
        return None, "%s (unreadable: %s)" % (kind, str(error).splitlines()[0])


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


def difference(given, output, path=""):
    """Where the output first differs from the config, in words."""
    if isinstance(given, dict) and isinstance(output, dict):
        for key in given:
            if key not in output:
                return "%s/%s dropped" % (path, key)
        for key in output:
            if key not in given:
                return "%s/%s added" % (path, key)
        for key in given:
            if not same_value(given[key], output[key]):
                return difference(given[key], output[key], "%s/%s" % (path, key))
    if isinstance(given, list) and isinstance(output, list) and len(given) == len(output):
        for i, (a, b) in enumerate(zip(given, output)):
            if not same_value(a, b):
                return difference(a, b, "%s/%d" % (path, i))
    shown = lambda v: json.dumps(v, ensure_ascii=False)[:80]  # noqa: E731
    return "%s: %s became %s" % (path or "/", shown(given), shown(output))


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


# ---- the table ---------------------------------------------------------------------------------

def percent(part, whole):
    return "%d / %d (%.1f %%)" % (part, whole, 100.0 * part / whole) if whole else "0 / 0"


def table(checks, configs, label):
    ran = [c for c in configs if "skipped" not in c]
    positive = [c for c in ran if c["positive"]]
    negative = [c for c in ran if not c["positive"]]
    accepted = [c for c in positive if c["accepted"]]
    tested = {c["schema"] for c in configs}
    shaped = [c for c in checks if c["root"] in ("object", "array", "map")]
    skipped = {}
    for c in configs:
        if "skipped" in c:
            skipped[c["skipped"].split(" (")[0]] = skipped.get(c["skipped"].split(" (")[0], 0) + 1
    bad = [c for c in negative if c["accepted"] and c.get("output_ok") is False]
    slowest = max(checks, key=lambda c: c["seconds"]) if checks else None
    rows = [
        ("schemas `--check` reads", percent(sum(c["check"] for c in checks), len(checks))),
        ("… of those with an object, array or map root", percent(sum(c["check"] for c in shaped), len(shaped))),
        ("… of those with tests run", percent(sum(c["check"] for c in checks if c["schema"] in tested), len(tested))),
        ("valid configs accepted", percent(len(accepted), len(positive))),
        ("outputs equal to the config given", percent(sum(c.get("equal", False) for c in positive), len(positive))),
        ("… with the members in the same order", percent(sum(c.get("same_order", False) for c in positive), len(positive))),
        ("accepted valid configs whose output the schema rejects", percent(sum(c.get("output_ok") is False for c in accepted), len(accepted))),
        ("invalid configs accepted with an output the schema rejects", percent(len(bad), len(negative))),
        ("invalid configs refused", percent(sum(not c["accepted"] for c in negative), len(negative))),
        ("valid configs the checker itself rejects (not formrun's doing)", str(sum(c.get("config_ok") is False for c in positive))),
        ("configs skipped", ", ".join("%d %s" % (n, k) for k, n in sorted(skipped.items())) or "none"),
    ]
    if slowest:
        rows.append(("slowest `--check`", "%s: %.1f s" % (slowest["schema"], slowest["seconds"])))
    lines = ["| figure (%s) | now |" % label, "|---|---|"] + ["| %s | %s |" % row for row in rows]
    return "\n".join(lines)


def failures(checks, configs):
    lines = []
    for c in checks:
        if not c["check"]:
            lines.append("check   %s (%s root): %s" % (c["schema"], c["root"], c.get("why", "")))
    for c in configs:
        if "skipped" in c:
            continue
        name = "%s %s" % (c["schema"], os.path.basename(c["config"]))
        if c["positive"] and not c["accepted"]:
            lines.append("refused %s: %s" % (name, c.get("why", "")))
        elif c["positive"] and not c.get("equal"):
            lines.append("changed %s: %s" % (name, c.get("difference", c.get("why", ""))))
        elif not c["positive"] and c["accepted"] and c.get("output_ok") is False:
            lines.append("let in  %s: %s" % (name, c.get("difference", "the output is the config")))
    return "\n".join(lines)


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
