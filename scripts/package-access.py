#!/usr/bin/env python3
"""Gives every module of formrun but FormRun `package` access instead of `public`.

FormRun's public declarations are the library's whole surface; the other modules (FormCore,
FormJSON, FormUI, the executables, the tests' shared support…) reach each other with `package`
access, which the targets of this package see and a package depending on the FormRun product does
not. This script rewrites the access modifier `public` to `package` in the Swift files of every
folder under Sources/ except Sources/FormRun, and in Tests/Support; words inside comments and
string literals (interpolations included) are left alone, as is `public` written as a member
(`.public`) or in backticks. `@inlinable` and `@usableFromInline` declarations keep their
attributes (`@inlinable package` is valid). The rewrite is idempotent: run it again after a merge
that brought new `public` declarations, and only those change.

    python3 scripts/package-access.py          # rewrite, listing the files changed
    python3 scripts/package-access.py --check  # exit 1 and list the files that still say `public`
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: The one module whose `public` declarations are the library's API.
KEPT_PUBLIC = {"FormRun"}


def folders():
    sources = os.path.join(ROOT, "Sources")
    for name in sorted(os.listdir(sources)):
        if name not in KEPT_PUBLIC and os.path.isdir(os.path.join(sources, name)):
            yield os.path.join(sources, name)
    yield os.path.join(ROOT, "Tests", "Support")


def swift_files():
    for folder in folders():
        for directory, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


def is_identifier(c):
    return c.isalnum() or c == "_"


def rewrite(text):
    """`text` with the access modifier `public` as `package` outside comments and strings."""
    out = []
    i, n = 0, len(text)
    # A stack of open string literals: (hashes, multiline, parens open in the current interpolation
    # or None while in the literal's text).
    strings = []
    while i < n:
        c = text[i]
        if strings and strings[-1][2] is None:
            hashes, multiline, _ = strings[-1]
            if c == "\\" and text.startswith("#" * hashes, i + 1):
                after = i + 1 + hashes
                if after < n and text[after] == "(":
                    strings[-1] = (hashes, multiline, 1)
                    out.append(text[i:after + 1])
                    i = after + 1
                    continue
                out.append(text[i:after + 1])
                i = after + 1
                continue
            closing = ('"""' if multiline else '"') + "#" * hashes
            if text.startswith(closing, i):
                strings.pop()
                out.append(closing)
                i += len(closing)
                continue
            out.append(c)
            i += 1
            continue
        # Code (at the top level or inside an interpolation).
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(text[i:end])
            i = end
            continue
        if text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(text[i:j])
            i = j
            continue
        if c == "#" or c == '"':
            j = i
            while j < n and text[j] == "#":
                j += 1
            if j < n and text[j] == '"':
                hashes = j - i
                multiline = text.startswith('"""', j)
                opening = text[i:j] + ('"""' if multiline else '"')
                strings.append((hashes, multiline, None))
                out.append(opening)
                i += len(opening)
                continue
        if strings and c in "()":
            hashes, multiline, depth = strings[-1]
            depth += 1 if c == "(" else -1
            strings[-1] = (hashes, multiline, None if depth == 0 else depth)
            out.append(c)
            i += 1
            continue
        if c == "`":
            end = text.find("`", i + 1)
            end = n - 1 if end < 0 else end
            out.append(text[i:end + 1])
            i = end + 1
            continue
        if is_identifier(c):
            j = i
            while j < n and is_identifier(text[j]):
                j += 1
            word = text[i:j]
            before = text[i - 1] if i > 0 else ""
            if word == "public" and before != ".":
                word = "package"
            out.append(word)
            i = j
            continue
        out.append(c)
        i += 1
    return "".join(out)


def main(arguments):
    check = "--check" in arguments
    changed = []
    for path in swift_files():
        with open(path, encoding="utf-8") as file:
            text = file.read()
        new = rewrite(text)
        if new != text:
            changed.append(os.path.relpath(path, ROOT))
            if not check:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(new)
    for path in changed:
        print(("still public: " if check else "package access: ") + path)
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
