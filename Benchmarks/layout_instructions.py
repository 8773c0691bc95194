#!/usr/bin/env python3
"""Counts the instructions LayoutBench executes per layout of its 10,000-node tree, in each mode, with valgrind's
callgrind. On a shared virtual machine the wall-clock medians of LayoutBench drift by a fifth from hour to hour, which
hides a change of a few per cent; an instruction count is the same on every run. It is not a time (a cache miss costs
as much as a hundred instructions), so a target is still measured with LayoutBench itself; this shows whether a change
removed work, and where.

Each mode runs twice under callgrind, with 1 and with 3 timed layouts after LayoutBench's warm-up; the difference,
halved, is one layout, without the tree's construction and the process's start. With --functions, the second run's
profile is kept and the functions that cost most, inclusive of what they call, are listed per layout.

usage: python3 Benchmarks/layout_instructions.py [LayoutBench binary] [--modes full frames sizing read] [--functions N]
(build it first: swift build -c release --product LayoutBench)
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def collected(binary, iterations, mode, out):
    """Instructions of one LayoutBench run under callgrind, its profile written to `out`, and the nodes of its tree
    (as LayoutBench prints them)."""
    try:
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, str(iterations),
                              "--mode", mode], capture_output=True, text=True)
    except FileNotFoundError:
        sys.exit("valgrind is not installed: apt-get install valgrind")
    if run.returncode != 0:
        sys.exit(f"{binary} {iterations} --mode {mode} failed under valgrind:\n{run.stderr[-2000:]}")
    match = re.search(r"Collected : (\d+)", run.stderr)
    if not match:
        sys.exit(f"valgrind printed no instruction count for {binary} --mode {mode}:\n{run.stderr[-2000:]}")
    nodes = re.search(r"nodes: (\d+)", run.stdout)
    if not nodes:
        sys.exit(f"{binary} printed no node count: is it LayoutBench?")
    return int(match.group(1)), int(nodes.group(1))


def costly_functions(profile, count, layouts):
    """The `count` functions of FrameLab's own modules with the most instructions including their callees, per layout.
    A recursive function counts from its outermost call (callgrind marks the inner ones `'N`); a function inlined into
    several files is listed once, at its largest."""
    report = subprocess.run(["callgrind_annotate", "--inclusive=yes", profile], capture_output=True, text=True).stdout
    costs = {}
    for line in report.splitlines():
        match = re.match(r"\s*([\d,]+) \([ \d.]+%\)\s+\S*?:(\$s\S+?)(?: \[|$)", line)
        if match and "'" not in match.group(2):
            symbol, instructions = match.group(2), int(match.group(1).replace(",", ""))
            costs[symbol] = max(costs.get(symbol, 0), instructions)
    symbols = list(costs)
    names = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(symbols),
                           capture_output=True, text=True).stdout.splitlines()
    if len(names) != len(symbols):
        names = symbols
    merged = {}
    for symbol, name in zip(symbols, names):
        # The benchmark's own frames (its main, its timing loop and the closures it times) hold everything.
        if "measure(" in name or "thunk for" in name or "LayoutBench" in symbol[:20]:
            continue
        merged[name] = max(merged.get(name, 0), costs[symbol])
    ranked = sorted(merged.items(), key=lambda item: -item[1])[:count]
    return [(instructions / layouts, name) for name, instructions in ranked]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", nargs="?", default=os.path.join(HERE, "..", ".build", "release", "LayoutBench"))
    parser.add_argument("--modes", nargs="+", default=["full", "frames", "sizing"],
                        choices=["full", "read", "frames", "sizing"])
    parser.add_argument("--functions", type=int, default=0, metavar="N",
                        help="also list the N costliest functions of each mode (inclusive, per layout)")
    args = parser.parse_args()
    if not os.path.isfile(args.binary):
        sys.exit(f"{args.binary}: no such file; build it with `swift build -c release --product LayoutBench`")
    print("| mode | instructions per layout | per node |")
    print("|---|---|---|")
    listings = []
    with tempfile.TemporaryDirectory() as scratch:
        for mode in args.modes:
            one, _ = collected(args.binary, 1, mode, os.path.join(scratch, f"{mode}-1"))
            three, nodes = collected(args.binary, 3, mode, os.path.join(scratch, f"{mode}-3"))
            per_layout = (three - one) / 2
            print(f"| {mode} | {per_layout / 1e6:.1f} M | {per_layout / nodes:,.0f} |", flush=True)
            if args.functions:
                # The run of 3 timed layouts has 4 with the warm-up; the tree's construction is outside them.
                listings.append((mode, costly_functions(os.path.join(scratch, f"{mode}-3"), args.functions, 4)))
    for mode, rows in listings:
        print(f"\n{mode}, per layout, inclusive (a recursive function's outermost call):")
        for instructions, name in rows:
            print(f"  {instructions / 1e6:7.1f} M  {name[:150]}")


if __name__ == "__main__":
    main()
