"""JSON values as the figures compare them."""

import json


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
