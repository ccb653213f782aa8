#!/usr/bin/env python3
"""Writes scripts/startup-order.txt: the functions of formrun that run at start-up and on the
first keys, for the linker to place side by side (`--symbol-ordering-file`, `make build`).

The kernel maps a program's code in windows of 64 KB around each page it touches; code that runs
together and sits together is mapped once, which is most of formrun's resident memory on a small
form (DECISIONS.md "The code that runs first, side by side").

    make build && python3 scripts/startup-order.py .build/release/formrun

runs the binary under `valgrind --tool=callgrind` — `forms/signup.json` in a pseudo-terminal with a
few keys (typing, moving, F1, Esc and a discard), `--version`, `--check` and a `--submit` — and
lists every function of the binary that ran, by its symbol name: those of the first screen alone
(drawn, then Ctrl-C) first, then those the rest runs, each run's new ones in the profile's order.
Needs valgrind. Run it again when much has changed: a name that no longer exists is skipped by the
linker, a new function is only placed apart.
"""
import os
import pty
import re
import select
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = [b"Ada", b"\x1b[B", b"ada@example.com", b"\x1b[B", b"\x1b[B", b"\x1b[B", b"\x1b[C", b"\x1b[B",
        b"\x1bOP", b"\x1b", b"\x1b", b"y"]


def drain(fd, quiet):
    """Reads what the program writes until it has been quiet for `quiet` seconds."""
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return
        try:
            if not os.read(fd, 65536):
                return
        except OSError:
            return


def run_in_pty(command, env, keys=KEYS):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(command[0], command, env)
    drain(fd, 3.0)
    for key in keys:
        os.write(fd, key)
        drain(fd, 1.0)
    deadline = time.time() + 60
    while time.time() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        drain(fd, 0.5)
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)


def executed(profile, binary):
    """The functions of `binary` that ran, as named in a callgrind profile."""
    objects, functions, entries = {}, {}, []
    pattern = re.compile(r"^(ob|cob|fn|cfn)=\((\d+)\)(?: (.*))?$")
    with open(profile, errors="replace") as f:
        for line in f:
            m = pattern.match(line.rstrip("\n"))
            if not m:
                continue
            kind, number, name = m.groups()
            table = objects if kind in ("ob", "cob") else functions
            if name:
                table[number] = name
            entries.append((kind, number))
    ran, current, callee_object = [], None, None
    mine = os.path.realpath(binary)
    for kind, number in entries:
        if kind == "ob":
            current, callee_object = objects.get(number), None
        elif kind == "cob":
            callee_object = objects.get(number)
        else:
            where = (callee_object if kind == "cfn" else None) or current
            if where and os.path.realpath(where) == mine:
                ran.append(functions[number])
            callee_object = None
    return ran


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/formrun"))
    names, seen = [], set()
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, XDG_STATE_HOME=scratch, TERM="xterm-256color")
        # The first screen alone first (drawn, then Ctrl-C): its functions are listed first, so
        # that they lie together at the start of the code and a form's first screen maps the
        # fewest pages; then what the keys and the other faces run.
        runs = [
            ("first", [os.path.join(ROOT, "forms/signup.json")]),
            ("pty", [os.path.join(ROOT, "forms/signup.json")]),
            ("plain", ["--version"]),
            ("plain", ["--check", os.path.join(ROOT, "forms/signup.json")]),
            ("plain", ["--submit", "--values", os.path.join(ROOT, "forms/values/quickstart.json"),
                       os.path.join(ROOT, "forms/quickstart.json")]),
        ]
        for i, (how, arguments) in enumerate(runs):
            profile = os.path.join(scratch, "callgrind.%d" % i)
            command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + profile, binary] + arguments
            run_env = dict(env, XDG_STATE_HOME=os.path.join(scratch, "state%d" % i))
            if how == "first":
                run_in_pty(command, run_env, keys=[b"\x03"])
            elif how == "pty":
                run_in_pty(command, run_env)
            else:
                subprocess.run(command, env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
            for name in executed(profile, binary):
                name = name.split("'")[0]
                # Symbol names only: callgrind shows C++ runtime functions demangled, and those
                # (in the Swift runtime's archive) cannot be placed one by one anyway.
                if name not in seen and re.fullmatch(r"[A-Za-z0-9_$.]+", name) and not name.startswith("0x"):
                    seen.add(name)
                    names.append(name)
    out = os.path.join(ROOT, "scripts/startup-order.txt")
    with open(out, "w") as f:
        f.write("\n".join(names) + "\n")
    print("%s: %d functions" % (out, len(names)))


if __name__ == "__main__":
    main()
