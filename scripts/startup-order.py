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

The binary `make build` writes is one static executable (DECISIONS.md "One static executable"):
the C library's and ncurses' functions are placed like formrun's own. Two kinds of them never run
under valgrind and are added by name: the C library's string functions are chosen for the CPU at
start (`memcpy` → `__memmove_evex_unaligned_erms` here, but an AVX2 one under valgrind), so every
EVEX and AVX-512 variant of a family that ran follows the one that ran; and the static C library's
set-up of the vDSO (valgrind maps none) is listed in NATIVE_ONLY.

Data is placed the same way: a second run of the first screen under `valgrind --tool=lackey` reads
every load and store, and the data symbols they fall in (type metadata, witness tables, the C
library's and ncurses' tables, the `.bss` caches) follow the functions, in the order first touched.

Needs valgrind. Run it again when much has changed: a name that no longer exists is skipped by the
linker, a new function is only placed apart.
"""
import bisect
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


# Start-up functions of the static C library that run on the machine but not under valgrind, which
# maps no vDSO: the vDSO's link map and the look-up of its clock functions; and crtbegin's.
NATIVE_ONLY = ["setup_vdso", "setup_vdso_pointers", "dl_vdso_vsym", "_dl_new_object", "_dl_setup_hash",
               "_dl_add_to_namespace_list", "_dl_lookup_symbol_x", "do_lookup_x", "check_match",
               "_dl_name_match_p", "register_tm_clones", "deregister_tm_clones", "frame_dummy",
               "__do_global_dtors_aux"]

# `__memchr_avx2` → family `__memchr`: the variants of a C library function chosen by CPU.
CPU_VARIANT = re.compile(r"^(__\w+?)_(sse2|ssse3|sse4_1|sse4_2|avx2|avx|evex|avx512|erms)")


def with_cpu_variants(names, names_in_binary):
    """`names` with, after each C library function chosen by CPU, the EVEX and AVX-512 variants of
    its family: the ones a recent x86-64 runs where valgrind's emulated CPU ran an older one."""
    result, seen = [], set(names)
    families = {}
    for name in sorted(names_in_binary):
        m = CPU_VARIANT.match(name)
        if m and ("evex" in name or "avx512" in name):
            families.setdefault(m.group(1), []).append(name)
    for name in names:
        result.append(name)
        m = CPU_VARIANT.match(name)
        for variant in families.get(m.group(1), []) if m else []:
            if variant not in seen:
                seen.add(variant)
                result.append(variant)
    return result


def data_ranges(binary):
    """The address ranges of the binary's loaded segments that are not code."""
    text = subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True).stdout
    ranges = []
    for line in text.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD" and "E" not in fields[6:-1]:
            start = int(fields[2], 16)
            ranges.append((start, start + int(fields[5], 16)))
    return ranges


def data_symbols(binary):
    """(address, size, name) of the binary's data symbols with a size, sorted."""
    text = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, errors="replace").stdout
    rows = []
    for fields in (line.split() for line in text.splitlines()):
        if len(fields) == 4 and fields[2] not in "tTwWiI" and int(fields[1], 16) > 0:
            rows.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    return sorted(rows)


def touched_data(binary, env):
    """The data symbols the first screen of forms/signup.json reads or writes, in the order first
    touched: `valgrind --tool=lackey --trace-mem=yes` in a pseudo-terminal, its trace read from a
    pipe as it is written (it is hundreds of megabytes)."""
    ranges = data_ranges(binary)
    rows = data_symbols(binary)
    starts = [row[0] for row in rows]
    read_end, write_end = os.pipe()
    pid, fd = pty.fork()
    if pid == 0:
        os.close(read_end)
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        os.dup2(write_end, 3)
        command = ["valgrind", "--tool=lackey", "--trace-mem=yes", "--log-fd=3", binary,
                   os.path.join(ROOT, "forms/signup.json")]
        os.execvpe(command[0], command, env)
    os.close(write_end)
    names, seen, done = [], set(), set()
    buffered, screen, stopped, drawn_at, started = b"", 0, False, None, time.time()
    while time.time() - started < 600:
        ready, _, _ = select.select([read_end, fd], [], [], 0.5)
        if fd in ready:
            try:
                screen += len(os.read(fd, 65536))
                drawn_at = time.time()
            except OSError:
                pass
        # The first screen is drawn and the terminal quiet a second (the program waits for a key,
        # its timers still run): Ctrl-C ends it, and valgrind writes what it holds.
        if not stopped and screen > 500 and drawn_at and time.time() - drawn_at > 1.0:
            os.write(fd, b"\x03")
            stopped = True
        if read_end in ready:
            chunk = os.read(read_end, 1 << 20)
            if not chunk:
                break
            lines = (buffered + chunk).split(b"\n")
            buffered = lines.pop()
            for line in lines:
                # ` L 04f2a0c8,8`, ` S …`, ` M …`; instructions (`I  …`) are not data.
                if len(line) < 4 or line[1:2] not in (b"L", b"S", b"M"):
                    continue
                address = int(line[3:].split(b",")[0], 16)
                granule = address >> 4
                if granule in done or not any(lo <= address < hi for lo, hi in ranges):
                    continue
                done.add(granule)
                i = bisect.bisect_right(starts, address) - 1
                if i >= 0 and address < rows[i][0] + rows[i][1] and rows[i][2] not in seen:
                    seen.add(rows[i][2])
                    names.append(rows[i][2])
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(read_end)
    return names


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
        data = touched_data(binary, dict(env, XDG_STATE_HOME=os.path.join(scratch, "state-data")))
    in_binary = defined(binary)
    native = [name for name in NATIVE_ONLY if name in in_binary and name not in seen]
    names = names[:first_count] + native + names[first_count:]
    names = ordered(names, first_count + len(native), blocks(static_archives()), in_binary)
    names = with_cpu_variants(names, in_binary)
    out = os.path.join(ROOT, "scripts/startup-order.txt")
    with open(out, "w") as f:
        f.write("\n".join(names + [d for d in data if d not in set(names)]) + "\n")
    print("%s: %d functions, %d data symbols" % (out, len(names), len(data)))


if __name__ == "__main__":
    main()
