#!/usr/bin/env python3
"""Writes scripts/startup-order.txt: the functions of formrun that run at start-up and on the
first keys, for the linker to place side by side (`--symbol-ordering-file`, `make build`).

The kernel maps a program's code in windows of 64 KB around each page it touches, or the whole
page-cache folio holding it (128 KB for a binary copied by `install`); code that runs together and
sits together is mapped once, which is most of formrun's resident memory on a small form
(DECISIONS.md "The code that runs first, side by side").

    make build && python3 scripts/startup-order.py .build/release/formrun

runs the binary under `valgrind --tool=callgrind` — `forms/signup.json` in a pseudo-terminal with a
few keys (typing, moving, F1, Esc and a discard), `--version`, `--check` and a `--submit` — and
lists every function of the binary that ran, by its symbol name (C++ ones of the Swift runtime
too, mangled): those of the first screen alone (drawn, then Ctrl-C) first, then those the rest runs,
each run's new ones in the profile's order.

The linker places sections, not functions. formrun's objects have a section per function, but the
static Swift libraries hold a few objects whose code is one big `.text` (the standard library's
1.6 MB `Swift.o`, `_RegexParser.o`, `_StringProcessing.o`): naming any function of one of those
places the whole block, and helper functions that every module has a copy of
(`__swift_instantiateConcreteTypeFromMangledName`, outlined copies…) name one in each. So the list
starts with one global function of each block linked in — those the first screen does not run,
then those it runs (`Swift.o`) — and the first screen's own functions follow, packed together
right after the block it runs. The blocks are found by reading the static archives the build
links (`readelf`). Functions without a symbol (`.text..L…`) cannot be named here:
scripts/startup-sections.ld gathers them.
Needs valgrind. Run it again when much has changed: a name that no longer exists is skipped by the
linker, a new function is only placed apart.
"""
import fcntl
import glob
import os
import pty
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
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
        # The size `make bench` measures the first screen at (30×100).
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
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


def static_archives():
    """The static archives `make build` links besides formrun's own objects: the Swift ones and
    libstdc++'s."""
    archives = []
    swiftc = shutil.which("swiftc")
    if swiftc:
        folder = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "lib/swift_static/linux")
        archives += sorted(glob.glob(os.path.join(folder, "*.a")))
    for cc in ("c++", "cc", "clang"):
        try:
            path = subprocess.run([cc, "-print-file-name=libstdc++.a"], capture_output=True, text=True).stdout.strip()
        except OSError:
            continue
        if path.startswith("/") and os.path.isfile(path):
            archives.append(path)
            break
    return archives


BLOCK_BYTES = 16 * 1024
SECTION = re.compile(r"^\s*\[\s*(\d+)\]\s+(\S+)\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)")


def blocks(archives):
    """Global function name → its block, `archive(member)`: the objects whose plain `.text`
    section (code not in a section of its own) is at least BLOCK_BYTES."""
    exported = {}
    for archive in archives:
        text = subprocess.run(["readelf", "-SW", "-sW", archive], capture_output=True, text=True, errors="replace").stdout
        member, big, in_symbols = None, set(), False
        for line in text.splitlines():
            if line.startswith("File: "):
                member, big, in_symbols = line[6:], set(), False
                continue
            if line.startswith("Symbol table"):
                in_symbols = True
                continue
            fields = line.split()
            if not in_symbols:
                # `  [ 2] .text  PROGBITS  address offset size …`
                m = SECTION.match(line)
                if m and m.group(2) == ".text" and int(m.group(3), 16) >= BLOCK_BYTES:
                    big.add(m.group(1))
            elif big and len(fields) >= 8 and fields[3] == "FUNC" and fields[4] == "GLOBAL" and fields[6] in big:
                exported[fields[7]] = member
    return exported


def defined(binary):
    """The names of the functions the binary holds."""
    text = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, errors="replace").stdout
    return {fields[2] for fields in (line.split() for line in text.splitlines())
            if len(fields) == 3 and fields[1] in "tTwW"}


def ordered(runs_names, first_count, exported, names_in_binary):
    """The order to write: see the module's comment. `runs_names` lists every name once, those of
    the first screen (the first `first_count`) first."""
    first = runs_names[:first_count]
    # The blocks linked in: those with a global function in the binary (Foundation's are not).
    linked = {block for name, block in exported.items() if name in names_in_binary}
    # The blocks the first screen runs: those of its global functions that lie in one.
    hot = {exported[name] for name in first if exported.get(name) in linked}

    def representative(block):
        return min(name for name, place in exported.items() if place == block and name in names_in_binary)
    head = [representative(b) for b in sorted(linked - hot)] + [representative(b) for b in sorted(hot)]
    return head + [name for name in runs_names if name not in head]


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
            command = ["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + profile, binary] + arguments
            run_env = dict(env, XDG_STATE_HOME=os.path.join(scratch, "state%d" % i))
            if how == "first":
                run_in_pty(command, run_env, keys=[b"\x03"])
            elif how == "pty":
                run_in_pty(command, run_env)
            else:
                subprocess.run(command, env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
            for name in executed(profile, binary):
                name = name.split("'")[0]
                if name not in seen and re.fullmatch(r"[A-Za-z0-9_$.]+", name) and not name.startswith("0x"):
                    seen.add(name)
                    names.append(name)
            if how == "first":
                first_count = len(names)
    names = ordered(names, first_count, blocks(static_archives()), defined(binary))
    out = os.path.join(ROOT, "scripts/startup-order.txt")
    with open(out, "w") as f:
        f.write("\n".join(names) + "\n")
    print("%s: %d functions" % (out, len(names)))


if __name__ == "__main__":
    main()
