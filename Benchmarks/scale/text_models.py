#!/usr/bin/env python3
"""Times a full build of N synthetic scenarios, each with a wrapped Text, in the two text models (issue 32's target:
the system model within 15 % of the monospaced model's time).

    text_models.py FRAMELAB N [N …] [--runs 5] [--root /dev/shm/framelab-text-models]

FRAMELAB is a release build of the command. For each N, `generate.py N DIR --text` writes the scenarios once; then
`framelab build` into an empty output folder runs --runs times for each model, interleaved (monospaced, system,
monospaced, …), with framelab.yml's `text: {model: …}` switched between runs. The medians and their ratio are printed
with the peak resident memory of each.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from run import timed  # noqa: E402  (the same timing of a child: wall seconds and peak MiB)


def set_model(framelab_root, model):
    with open(os.path.join(framelab_root, "framelab.yml"), "w") as f:
        f.write(f"scenarios: [Scenarios]\noutput: Output\ntext: {{model: {model}}}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("framelab")
    parser.add_argument("counts", type=int, nargs="+")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--root", default="/dev/shm/framelab-text-models")
    args = parser.parse_args()
    framelab = os.path.abspath(args.framelab)
    print(f"median of {args.runs} interleaved runs; {os.cpu_count()} cores; output under {args.root}")
    print("| N | monospaced | system | system / monospaced | peak MiB monospaced / system |")
    print("|---|---|---|---|---|")
    for count in args.counts:
        base = os.path.join(args.root, str(count))
        shutil.rmtree(base, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), str(count), base, "--text"], check=True)
        root, out = os.path.join(base, "framelab"), os.path.join(base, "framelab", "Output")
        seconds = {"monospaced": [], "system": []}
        memory = {"monospaced": [], "system": []}
        for _ in range(args.runs):
            for model in ("monospaced", "system"):
                set_model(root, model)
                shutil.rmtree(out, ignore_errors=True)
                elapsed, mib = timed([framelab, "build"], root)
                seconds[model].append(elapsed)
                memory[model].append(mib)
        mono, system = statistics.median(seconds["monospaced"]), statistics.median(seconds["system"])
        print(f"| {count:,} | {mono:.2f} s | {system:.2f} s | {system / mono:.3f}× "
              f"| {statistics.median(memory['monospaced']):.0f} / {statistics.median(memory['system']):.0f} |", flush=True)
    shutil.rmtree(args.root, ignore_errors=True)


if __name__ == "__main__":
    main()
