"""The figures table and the list of failing cases."""

import os


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
