#!/usr/bin/env python3
"""Builds Tests/Schemas, the SchemaStore sample `make test` runs, from a SchemaStore checkout.

    scripts/schemastore-sample.py CHECKOUT [OUT]   (OUT: Tests/Schemas)

For each schema of SAMPLE: OUT/NAME/schema.json (the schema as it is), OUT/NAME/valid/ and
OUT/NAME/invalid/ (the chosen tests of src/test/NAME and src/negative_test/NAME; JSON ones as they
are, YAML and TOML ones converted to JSON by scripts/schemastore/configs.py and named
FILE.yaml.json, FILE.toml.json). The schemas they reference (by URL or by file name) go to
OUT/refs/, the folder given to `formrun --schema-dir`, pruned to the definitions the sample reaches.
The hand-written configs (OUT/NAME/*/formrun-*.json) and OUT/LICENSE-NOTE.md's own text are kept;
the note's list of files is rewritten. The commit named is `git -C CHECKOUT rev-parse HEAD`, or
$SCHEMASTORE_COMMIT. Standard library only (PyYAML for the YAML tests).
"""

import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from schemastore.checkers import SchemaFolder  # noqa: E402
from schemastore.configs import config_text  # noqa: E402

# NAME: (valid tests, invalid tests); a number takes the first ones in name order.
SAMPLE = {
    "github-workflow": (["918.yaml", "call-reusable-workflow.yaml", "concurrency.yaml", "containers.yaml",
                         "matrix_include.yaml", "permissions-object.yaml", "reusable-workflow.yaml",
                         "workflow_dispatch-inputs.yaml", "npm-publish.yaml", "on-event_name-null.yaml"],
                        ["steps-must-contain-run-or-uses.yaml", "permissions-string-is-not-from-enum.yaml",
                         "runs-on.yaml", "container-command-is-invalid.yaml", "reusable-workflow-uses-has-wrong-pattern.yaml"]),
    "github-action": (3, 2),
    "dependabot-2.0": (["allow.json", "commit-message.json", "example.json", "groups.patterns.json", "ignore.json",
                        "minimal.json", "multi-ecosystem-groups.basic.yaml", "registries-goproxy.json"],
                       ["allow-wrong-type.json", "assignees-duplicate-values.json",
                        "commit-message.prefix-max-length-exceeded.json", "directory-missing.json", "groups-wrong-value.json"]),
    "package": (["package-test.json", "exports-test.json", "funding-way.json", "jspm.json", "nodemonConfig.json",
                 "madge-config.json", "package-manager-prerelease.json", "installed-package-v6.json"],
                ["funding-invalid-type.json", "package-manager-unknown-manager.json", "imports-no-char-test.json",
                 "exports-test.json", "pnpm-audit-ignore-cves-format.json"]),
    "tsconfig": (["hejlsberg.json", "tsconfig-extends-single.json", "tsconfig-lib.json", "tsconfig-typescript5.0.json",
                  "tsconfig-typescript6.0.json", "tsconfig.json"], []),
    "eslintrc": (["WebAnalyzer.json", "nestedOverrides.json", "typescript-eslint.json", "withOverrides.json"], []),
    "babelrc": (4, []),
    "catalog-info": (["acme-corp.json", "all-apis.json", "all-components.json", "backstage-group.json",
                      "hello-world-api.json", "org.json", "petstore-api.json", "artists-domain.json"], []),
    "drone": (["kubernetes.json", "kubernetes_volumes.yaml", "secret.json", "template.json", "volumes.json",
               "workspace.json", "environment_boolean_value.yml"], []),
    "prettierrc": (1, []),
    "travis": (["addon-snaps.json", "cache-mixed.json", "deployment-heroku.json", "language-python.json",
                "notification-object.json", "os-freebsd.json"], []),
    "nodemon": (2, []),
    "github-funding": (["custom-array-max-length.json", "github-array-min-length.json", "github-string.json",
                        "liberapay.json", "tidelift-package-name-npm.json"],
                       ["custom-array-not-unique.json", "custom-string-empty-string.json", "github-array-too-many-items.json",
                        "ko_fi-empty-string.json", "thanks_dev-bad-pattern.json", "tidelift-unknown-platform-name.json"]),
    "codecov": (6, 2),
    "chart": (["full.json", "minimal.json", "v3-with-depends-on.json"], ["v2-with-depends-on.json"]),
    # local-missing-entry.json is left out: it counts on `required` beside a `$ref`, which draft-07
    # (the schema's draft) ignores; python-jsonschema accepts it too.
    "pre-commit-config": (1, ["deprecated-config.json", "invalid-meta-id.json", "invalid-meta-language.json"]),
    "appveyor": (["appveyor-matrix-config.json", "reference.json", "appvyor.yml"], []),
    "pyproject": (["pyproject.json", "01-setuptools.toml", "black-examp1.toml", "hatch.toml", "mypy-01.toml", "dependency-groups-1.toml",
                   "pep639.toml"],
                  ["black-invalid.toml", "mypy-extra.toml", "dependency-groups-1.toml", "extra-top-level.toml",
                   "poetry-source-1.toml", "ruff-bad-line-length.toml"]),
    "kustomization": (["helloworld.json", "images.json", "configMapGenerator.json", "replacements.json", "2994.yml"],
                      ["3825.yml"]),
}

HAND_WRITTEN = "formrun-"
NOTE_MARK = "<!-- files: written by scripts/schemastore-sample.py -->"


def chosen(folder, pick):
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    if isinstance(pick, int):
        return names[:pick]
    missing = [name for name in pick if name not in names]
    if missing:
        sys.exit("not in %s: %s" % (folder, ", ".join(missing)))
    return pick


def refs_in(node, found):
    """Every `$ref` string in a JSON value."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                found.append(value)
            elif key not in ("enum", "const", "default", "examples"):
                refs_in(value, found)
    elif isinstance(node, list):
        for value in node:
            refs_in(value, found)
    return found


class Library:
    """The checkout's schemas a reference may name, and what of each the sample reaches."""

    def __init__(self, folder):
        self.folder = SchemaFolder(folder)
        self.documents = {}
        # The files another file refers to: those named whole, and the definitions reached in the others.
        self.needed = set()
        self.whole = set()
        self.definitions = {}

    def document(self, path):
        if path not in self.documents:
            with open(path, encoding="utf-8") as f:
                self.documents[path] = json.load(f)
        return self.documents[path]

    @staticmethod
    def outside_definitions(document):
        return {k: v for k, v in document.items() if k not in ("definitions", "$defs")} if isinstance(document, dict) else document

    def follow(self, refs, own_path):
        """Marks what `refs` (written in the file `own_path`) reach, and what that reaches."""
        todo = [(ref, own_path) for ref in refs]
        while todo:
            ref, holder = todo.pop()
            resource, _, fragment = ref.partition("#")
            path = holder if not resource else self.folder.path_for(resource)
            if path is None:
                continue
            document = self.document(path)
            if path != holder and path not in self.needed:
                self.needed.add(path)
                todo += [(r, path) for r in refs_in(self.outside_definitions(document), [])]
            match = re.match(r"^/(definitions|\$defs)/([^/]+)", fragment)
            if not match:
                if path != holder and path not in self.whole:
                    self.whole.add(path)
                    todo += [(r, path) for r in refs_in(document, [])]
                continue
            kept = self.definitions.setdefault(path, set())
            key = (match.group(1), match.group(2).replace("~1", "/").replace("~0", "~"))
            if key not in kept and key[1] in document.get(key[0], {}):
                kept.add(key)
                todo += [(r, path) for r in refs_in(document[key[0]][key[1]], [])]

    def pruned(self, path):
        """The document with only the definitions the sample reaches, and whether any was left out."""
        document = self.document(path)
        if path in self.whole:
            return document, False
        kept = self.definitions.get(path, set())
        out, left_out = {}, False
        for key, value in document.items():
            if key in ("definitions", "$defs") and isinstance(value, dict):
                out[key] = {name: schema for name, schema in value.items() if (key, name) in kept}
                left_out = left_out or len(out[key]) < len(value)
            else:
                out[key] = value
        return out, left_out


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    checkout = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) == 3 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Schemas")
    schemas = os.path.join(checkout, "src", "schemas", "json")
    library = Library(schemas)
    commit = os.environ.get("SCHEMASTORE_COMMIT") or subprocess.run(
        ["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    listing = []
    for name, (valid, invalid) in SAMPLE.items():
        source = os.path.join(schemas, name + ".json")
        target = os.path.join(out, name)
        os.makedirs(target, exist_ok=True)
        shutil.copyfile(source, os.path.join(target, "schema.json"))
        library.follow(refs_in(library.document(source), []), source)
        listing.append("- `%s/schema.json` ← `src/schemas/json/%s.json`" % (name, name))
        for kind, tests, pick in (("valid", "test", valid), ("invalid", "negative_test", invalid)):
            folder = os.path.join(target, kind)
            os.makedirs(folder, exist_ok=True)
            for old in os.listdir(folder):
                if not old.startswith(HAND_WRITTEN):
                    os.unlink(os.path.join(folder, old))
            for file in chosen(os.path.join(checkout, "src", tests, name), pick):
                origin = os.path.join(checkout, "src", tests, name, file)
                if file.endswith(".json"):
                    shutil.copyfile(origin, os.path.join(folder, file))
                    listing.append("- `%s/%s/%s` ← `src/%s/%s/%s`" % (name, kind, file, tests, name, file))
                    continue
                text, skipped = config_text(origin, True)
                if skipped:
                    sys.exit("%s: cannot convert (%s)" % (origin, skipped))
                with open(os.path.join(folder, file + ".json"), "w", encoding="utf-8") as f:
                    f.write(json.dumps(json.loads(text), indent=2, ensure_ascii=False) + "\n")
                listing.append("- `%s/%s/%s.json` ← `src/%s/%s/%s`, converted to JSON" % (name, kind, file, tests, name, file))
    refs = os.path.join(out, "refs")
    if os.path.isdir(refs):
        shutil.rmtree(refs)
    os.makedirs(refs)
    for path in sorted(library.needed):
        document, was_pruned = library.pruned(path)
        name = os.path.basename(path)
        if was_pruned:
            with open(os.path.join(refs, name), "w", encoding="utf-8") as f:
                f.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
            listing.append("- `refs/%s` ← `src/schemas/json/%s`, only the definitions the sample reaches" % (name, name))
        else:
            shutil.copyfile(path, os.path.join(refs, name))
            listing.append("- `refs/%s` ← `src/schemas/json/%s`" % (name, name))
    note = os.path.join(out, "LICENSE-NOTE.md")
    head = open(note, encoding="utf-8").read().split(NOTE_MARK)[0] if os.path.isfile(note) else "# Tests/Schemas\n\n"
    with open(note, "w", encoding="utf-8") as f:
        f.write(head + NOTE_MARK + "\n\nFrom https://github.com/SchemaStore/schemastore at commit `%s`:\n\n" % commit
                + "\n".join(listing) + "\n")


if __name__ == "__main__":
    main()
