#!/usr/bin/env python3
"""Checks that a build's peak memory is flat in the number of scenarios (issue 33): the peak resident memory of a
full build of LARGE synthetic scenarios must be within LIMIT of a build of SMALL ones.

    memory_flat.py FRAMELAB [--small 2000] [--large 20000] [--limit 1.2] [--root DIR]

Each build writes into an empty output folder (`generate.py`'s scenarios, no build cache), and its peak is the
process's own high-water mark (ru_maxrss of the child, from wait4). Prints both peaks and their ratio; exits 1 when
the ratio is above LIMIT, so CI fails when something starts holding memory per scenario again.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from run import timed  # noqa: E402  (the same measurement as the scale benchmark's)


def peak_of_full_build(framelab, count, root):
    """Seconds and peak MiB of `framelab build` of `count` generated scenarios into an empty folder."""
    base = os.path.join(root, str(count))
    shutil.rmtree(base, ignore_errors=True)
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), str(count), base], check=True,
                   stdout=subprocess.DEVNULL)
    try:
        return timed([framelab, "build"], os.path.join(base, "framelab"))
    finally:
        shutil.rmtree(base, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("framelab")
    parser.add_argument("--small", type=int, default=2000)
    parser.add_argument("--large", type=int, default=20000)
    parser.add_argument("--limit", type=float, default=1.2)
    parser.add_argument("--root", default=None, help="where the scenarios are generated (a temporary folder by default)")
    args = parser.parse_args()
    framelab = os.path.abspath(args.framelab)
    root = args.root or tempfile.mkdtemp(prefix="framelab-memory-")
    try:
        small_seconds, small = peak_of_full_build(framelab, args.small, root)
        large_seconds, large = peak_of_full_build(framelab, args.large, root)
    finally:
        if args.root is None:
            shutil.rmtree(root, ignore_errors=True)
    ratio = large / small
    print(f"peak memory: {args.small:,} scenarios {small:.1f} MiB ({small_seconds:.1f} s), "
          f"{args.large:,} scenarios {large:.1f} MiB ({large_seconds:.1f} s): {ratio:.2f}x (limit {args.limit:.2f}x)")
    if ratio > args.limit:
        sys.exit(f"memory is not flat: {args.large:,} scenarios peaked at {ratio:.2f}x the peak of {args.small:,}")


if __name__ == "__main__":
    main()
