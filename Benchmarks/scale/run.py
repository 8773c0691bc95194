#!/usr/bin/env python3
"""Times FrameLab against Hugo at scale, in one run, and prints the table issue 17 asks for.

    run.py FRAMELAB N [N …] [--runs 5] [--root /dev/shm/framelab-scale]

FRAMELAB is a release build of the command as `make install` builds it (`swift build -c release
--static-swift-stdlib`, then .build/release/framelab).
For each N, `generate.py` writes N synthetic scenarios and the equivalent Hugo site under ROOT (a tmpfs
by default, so the disk is not what is measured), then each measurement is taken --runs times,
interleaved (build, hugo, copy, build, hugo, copy, …), and the median is reported:

- build: `framelab build` into an empty output folder (figures, pages, validation; no build cache);
- hugo: `hugo` (the Debian package) into an empty folder;
- copy: `cp -r` of framelab's output, the floor for writing those files;
- no-op: `framelab build` again with nothing changed;
- one changed: one scenario's numbers edited, then `framelab build`;
- check: `framelab check` against the output just built;
and the peak resident memory of a full build and of hugo (ru_maxrss of the child).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(command, cwd):
    """Wall seconds and peak resident MiB of one child process; a failing command stops the benchmark."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        errors.seek(0)
        stderr = errors.read().decode(errors="replace")[-4000:]
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"{' '.join(command)} exited with {code} in {cwd}:\n{stderr}")
    return elapsed, usage.ru_maxrss / 1024


def edit_one_scenario(framelab_root):
    """Widens the first parent of the middle file by one point (again in every run, so each one-changed build has
    work) and drops that scenario's expectation, which the new width breaks."""
    folder = os.path.join(framelab_root, "Scenarios")
    names = sorted(os.listdir(folder))
    path = os.path.join(folder, names[len(names) // 2])
    with open(path) as f:
        text = f.read()
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.strip().startswith(".frame(width:"):
            width = int(line.split(":")[1].strip(" )"))
            lines[i] = line.replace(f"width: {width})", f"width: {width + 1})")
            break
    for i, line in enumerate(lines):
        if line.strip() == "expect:":
            del lines[i:i + 2]
            break
    with open(path, "w") as f:
        f.write("\n".join(lines))


def measure(framelab, count, runs, root):
    base = os.path.join(root, str(count))
    shutil.rmtree(base, ignore_errors=True)
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), str(count), base], check=True)
    fl, hugo = os.path.join(base, "framelab"), os.path.join(base, "hugo")
    out, hugo_out, copy = os.path.join(fl, "Output"), os.path.join(base, "hugo-out"), os.path.join(base, "copy")
    samples = {k: [] for k in ["build", "hugo", "copy", "noop", "one", "check", "build_mib", "hugo_mib"]}
    for _ in range(runs):
        shutil.rmtree(out, ignore_errors=True)
        seconds, mib = timed([framelab, "build"], fl)
        samples["build"].append(seconds); samples["build_mib"].append(mib)
        shutil.rmtree(hugo_out, ignore_errors=True)
        seconds, mib = timed(["hugo", "--quiet", "-d", hugo_out], hugo)
        samples["hugo"].append(seconds); samples["hugo_mib"].append(mib)
        shutil.rmtree(copy, ignore_errors=True)
        samples["copy"].append(timed(["cp", "-r", out, copy], base)[0])
        samples["noop"].append(timed([framelab, "build"], fl)[0])
        samples["check"].append(timed([framelab, "check"], fl)[0])
        edit_one_scenario(fl)
        samples["one"].append(timed([framelab, "build"], fl)[0])
    size = subprocess.run(["du", "-sm", out], capture_output=True, text=True).stdout.split()[0]
    return {k: statistics.median(v) for k, v in samples.items()}, size


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("framelab")
    parser.add_argument("counts", type=int, nargs="+")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--root", default="/dev/shm/framelab-scale")
    args = parser.parse_args()
    framelab = os.path.abspath(args.framelab)
    print(f"median of {args.runs} interleaved runs; {os.cpu_count()} cores; output under {args.root}")
    print("| N | build | hugo | build/hugo | copy | build/copy | no-op | no-op/build | one changed | check | check/build "
          "| peak MiB framelab / hugo | output MiB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for count in args.counts:
        m, size = measure(framelab, count, args.runs, args.root)
        print(f"| {count:,} | {m['build']:.2f} s | {m['hugo']:.2f} s | {m['build'] / m['hugo']:.2f}× "
              f"| {m['copy']:.3f} s | {m['build'] / m['copy']:.1f}× | {m['noop']:.3f} s | {100 * m['noop'] / m['build']:.1f} % "
              f"| {m['one']:.3f} s | {m['check']:.3f} s | {100 * m['check'] / m['build']:.1f} % "
              f"| {m['build_mib']:.0f} / {m['hugo_mib']:.0f} | {size} |", flush=True)
    shutil.rmtree(args.root, ignore_errors=True)


if __name__ == "__main__":
    main()
