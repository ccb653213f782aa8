"""Test configs as JSON text: JSON as it is, YAML (PyYAML) and TOML (tomllib) converted."""

import datetime
import json
import os
import re

try:
    import yaml
except ImportError:
    yaml = None

try:
    import tomllib
except ImportError:
    tomllib = None


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
