#!/usr/bin/env python3
"""Times `framelab build` of a folder with two FrameLab binaries, in turn (A B A B …), into a fresh output folder
each run, and prints each one's median wall time and the ratio B/A pair by pair (issue 29: the evaluation of the
app's Swift must not slow a build of Scenarios/ by more than 10 %).

    python3 Benchmarks/build-time/compare.py OLD_BINARY NEW_BINARY [--folder .] [--runs 7]

The binaries must be built the same way (both debug or both release). Each build is run in --folder (its
framelab.yml applies), with --force so the manifest's shortcut is not taken.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time


def one_build(binary, folder, output):
    shutil.rmtree(output, ignore_errors=True)
    start = time.perf_counter()
    result = subprocess.run([os.path.abspath(binary), "build", "--output", output, "--force"], cwd=folder,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 1):
        raise SystemExit(f"{binary} failed in {folder}:\n{result.stderr[-2000:]}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--folder", default=".")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="framelab-build-time-")
    try:
        one_build(args.old, args.folder, os.path.join(work, "warm-a"))   # warm-up: file cache, dynamic loader
        one_build(args.new, args.folder, os.path.join(work, "warm-b"))
        old, new = [], []
        for run in range(args.runs):
            old.append(one_build(args.old, args.folder, os.path.join(work, "a")))
            new.append(one_build(args.new, args.folder, os.path.join(work, "b")))
        ratios = [b / a for a, b in zip(old, new)]
        print(f"folder {os.path.abspath(args.folder)}, {args.runs} runs each, alternating")
        print(f"old: median {statistics.median(old):.3f} s (min {min(old):.3f}, max {max(old):.3f})")
        print(f"new: median {statistics.median(new):.3f} s (min {min(new):.3f}, max {max(new):.3f})")
        print(f"new/old: median {statistics.median(ratios):.3f} (min {min(ratios):.3f}, max {max(ratios):.3f})")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
