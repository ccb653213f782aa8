"""Whether a schema accepts a value: python-jsonschema when installed, else formrun itself."""

import json
import os
import tempfile

try:
    import jsonschema
    import referencing
    import referencing.jsonschema
except ImportError:  # the outputs are then checked with formrun itself
    jsonschema = None


def files_in(folder):
    if not os.path.isdir(folder):
        return []
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if os.path.isfile(os.path.join(folder, f)))


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
