#!/usr/bin/env python3
"""FrameLab's solver against kiwisolver on the kiwi benchmark families, in one run, with the targets of
shared/reference/auto-layout.md §6.3.

Runs, one after the other (never in parallel, so they do not slow each other down):
  1. shared/bench/kiwi_bench.py (kiwisolver) for chain, rows10 and flat: chain only up to N = 1000, because kiwi's
     chain N = 10,000 did not finish in 25 min (reference §6.2);
  2. the release SolverBench (FrameLab) for the same families and sizes, and its enaml-like edit step;
  3. Benchmarks/kiwi_enaml.py: kiwi's enaml-like edit step (the same 111-constraint form);
  4. Benchmarks/kiwi_random.py and SolverBench's `random-optional` family: the same seeded random systems of N
     optional constraints (priorities 750/500/250 = kiwi's strong/medium/weak) on N/20 variables, N = --random-sizes.
     Both must satisfy every required constraint; their total violations per priority level must agree, or else
     differ only as a lexicographic optimum (FrameLab) and a weighted one (kiwi: 1e6/1e3/1) may: each no worse than
     the other by its own measure.
Then prints one table: family, N, kiwi CPU, FrameLab CPU, ratio kiwi/FrameLab, target, met?. Times are process CPU
time (the reference compares by CPU: wall time on a shared machine is noisy), best of --repeat for N <= 1000.

Targets: rows10 and flat at N = 10,000 at least 10x faster than kiwi; chain N = 1000 no slower than kiwi; chain
N = 10,000 under 60 s; enaml-like edit step at most 3 us of CPU; random-optional N = 2,000 under 1 s. Rows without
a target are shown for context.

Exit status: 0 when every target is met, 1 when a FrameLab target is missed (or a FrameLab run fails or gives a
wrong sum of widths), 2 when the comparison cannot run (kiwi's benchmark failed, a tool is missing).

Usage (from the repository root; paths are relative to it):
  python3 Benchmarks/compare_kiwi.py [--quick] [--sizes 100,1000,10000] [--timeout 600] [--repeat 3]
      [--python .venv-kiwi/bin/python] [--kiwi-bench ../shared/bench/kiwi_bench.py]
      [--solver-bench .build-release/release/SolverBench] [--build] [--enaml-steps 100000] [--verbose]
      [--random-sizes 500,1000,2000]
The venv: python3 -m venv .venv-kiwi && .venv-kiwi/bin/pip install kiwisolver==1.5.1
SolverBench is built with `swift build -c release --scratch-path .build-release --product SolverBench` when it is
missing (or always, incrementally, with --build).
"""
import argparse
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAMILIES = ["chain", "rows10", "flat"]
KIWI_CHAIN_MAX = 1000
CHAIN_NOT_RUN = "not run (kiwi did not finish in 25 min, reference §6.2)"
ENAML_TARGET_US = 3.0
RANDOM_FAMILY = "random-optional"
RANDOM_TARGET_N, RANDOM_TARGET_S = 2000, 1.0
KIWI_WEIGHTS = {750: 1e6, 500: 1e3, 250: 1.0}  # kiwi's strong, medium, weak

KIWI_ROW = re.compile(
    r"^\s*(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(\d+)\s+([\d.]+)"
    r"(?:\s+\(sum of widths ([\d.]+)\))?")
KIWI_DNF = re.compile(r"^\s*(\d+)\s+(\d+)\s+DNF: only (\d+) of (\d+) constraints added after (\d+) s")


class CannotCompare(Exception):
    pass


def resolve(path):
    return path if os.path.isabs(path) else os.path.normpath(os.path.join(REPO, path))


def run(command, verbose, what):
    print(f"$ {' '.join(command)}", file=sys.stderr, flush=True)
    try:
        result = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
    except OSError as error:
        raise CannotCompare(f"{what}: {error}")
    if verbose:
        sys.stderr.write(result.stdout)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
        raise CannotCompare(f"{what} exited with {result.returncode}")
    return result.stdout


def key_values(line):
    return dict(pair.split("=", 1) for pair in line.split()[1:] if "=" in pair)


def parse_kiwi_bench(text):
    """kiwi_bench.py's tables: {(scenario, n): {"cpu": s, "wall": s, "sum": widths} or {"dnf": wall s}}."""
    results, scenario = {}, None
    for line in text.splitlines():
        header = re.match(r"^\[([\w-]+)\]$", line.strip())
        if header:
            scenario = header.group(1)
            continue
        if scenario is None:
            continue
        row = KIWI_ROW.match(line)
        if row:
            n = int(row.group(1))
            results[(scenario, n)] = {"cpu": float(row.group(5)), "wall": float(row.group(4)),
                                      "sum": float(row.group(9)) if row.group(9) else None}
            continue
        dnf = KIWI_DNF.match(line)
        if dnf:
            results[(scenario, int(dnf.group(1)))] = {"dnf": float(dnf.group(5)), "added": int(dnf.group(3)),
                                                      "count": int(dnf.group(4))}
    return results


def parse_levels(text):
    """`750:12.5,500:0,250:3` → {750: 12.5, 500: 0.0, 250: 3.0}."""
    return {int(float(p)): float(v) for p, v in (item.split(":") for item in text.split(",") if item)}


def parse_solver_bench(text):
    """SolverBench's (and kiwi_random.py's) `build` lines, and the enaml line."""
    builds, enaml = {}, None
    for line in text.splitlines():
        if line.startswith("build "):
            fields = key_values(line)
            builds[(fields["scenario"], int(fields["n"]))] = {
                "cpu": float(fields["cpu"]), "wall": float(fields["wall"]), "sum": float(fields["sum"]),
                "levels": parse_levels(fields["levels"]) if "levels" in fields else None}
        elif line.startswith("enaml "):
            enaml = {key: float(value) for key, value in key_values(line).items()}
    return builds, enaml


def parse_enaml(text):
    for line in text.splitlines():
        if line.startswith("enaml "):
            return {key: float(value) for key, value in key_values(line).items()}
    raise CannotCompare("kiwi_enaml.py printed no enaml line")


def expected_sum(family, n):
    if family == "chain":
        return max(20.0 * n, min(100.0 * n, 60.0 * n - 8 * (n + 1)))
    if family == "rows10":
        return 512.0 * (n // 10)
    return 44.0 * n


def compare_optima(ours, theirs):
    """None when the totals per level agree; else a note if each optimum is no worse than the other by its own
    measure (lexicographic for FrameLab, kiwi's weighted sum for kiwi), or a failure message."""
    levels = sorted(set(ours) | set(theirs), reverse=True)
    close = lambda a, b: abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    if all(close(ours.get(p, 0.0), theirs.get(p, 0.0)) for p in levels):
        return None
    first = next(p for p in levels if not close(ours.get(p, 0.0), theirs.get(p, 0.0)))
    weighted = lambda totals: sum(KIWI_WEIGHTS.get(p, 1.0) * v for p, v in totals.items())
    lexicographic_ok = ours.get(first, 0.0) < theirs.get(first, 0.0)
    weighted_ok = weighted(theirs) <= weighted(ours) * (1 + 1e-9) + 1e-6
    text = f"FrameLab {ours}, kiwi {theirs}"
    if lexicographic_ok and weighted_ok:
        return ("note", f"optima differ (lexicographic vs weighted), each optimal by its own measure: {text}")
    return ("fail", f"optima inconsistent: {text}")


def fmt_s(seconds):
    return f"{seconds:.4f} s" if seconds < 10 else f"{seconds:.1f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", default=".venv-kiwi/bin/python", help="Python with kiwisolver 1.5.1")
    parser.add_argument("--kiwi-bench", default="../shared/bench/kiwi_bench.py")
    parser.add_argument("--kiwi-enaml", default="Benchmarks/kiwi_enaml.py")
    parser.add_argument("--solver-bench", default=".build-release/release/SolverBench")
    parser.add_argument("--build", action="store_true", help="(re)build SolverBench even if it exists")
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--quick", action="store_true", help="only N <= 1000")
    parser.add_argument("--repeat", type=int, default=3, help="best of, for N <= 1000 (both benchmarks)")
    parser.add_argument("--timeout", type=float, default=600.0, help="kiwi_bench.py --timeout (s per family and N)")
    parser.add_argument("--enaml-steps", type=int, default=100_000)
    parser.add_argument("--kiwi-random", default="Benchmarks/kiwi_random.py")
    parser.add_argument("--random-sizes", default="500,1000,2000", help="N for random-optional ('' to skip)")
    parser.add_argument("--verbose", action="store_true", help="echo the benchmarks' own output to stderr")
    args = parser.parse_args()

    sizes = [int(s) for s in args.sizes.split(",") if s]
    random_sizes = [int(s) for s in args.random_sizes.split(",") if s]
    if args.quick:
        sizes = [n for n in sizes if n <= 1000]
        random_sizes = [n for n in random_sizes if n <= 1000]
    if not sizes:
        parser.error("no sizes left")
    python, kiwi_bench = resolve(args.python), resolve(args.kiwi_bench)
    solver_bench, kiwi_enaml = resolve(args.solver_bench), resolve(args.kiwi_enaml)
    kiwi_random = resolve(args.kiwi_random)

    try:
        # FrameLab's benchmark, built if needed (scratch path = the directory above release/).
        if args.build or not os.path.exists(solver_bench):
            scratch = os.path.dirname(os.path.dirname(solver_bench))
            run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", "SolverBench"],
                args.verbose, "swift build")
        for path in (python, kiwi_bench, kiwi_enaml, kiwi_random, solver_bench):
            if not os.path.exists(path):
                raise CannotCompare(f"missing {path}")

        kiwi = {}
        kiwi_common = ["--repeat", str(args.repeat), "--skip-edit", "--timeout", str(args.timeout)]
        chain_sizes = [n for n in sizes if n <= KIWI_CHAIN_MAX]
        if chain_sizes:
            kiwi.update(parse_kiwi_bench(run(
                [python, kiwi_bench, "--scenarios", "chain", "--sizes", ",".join(map(str, chain_sizes))]
                + kiwi_common, args.verbose, "kiwi_bench.py")))
        kiwi.update(parse_kiwi_bench(run(
            [python, kiwi_bench, "--scenarios", "rows10,flat", "--sizes", ",".join(map(str, sizes))] + kiwi_common,
            args.verbose, "kiwi_bench.py")))
        kiwi_step = parse_enaml(run([python, kiwi_enaml, "--steps", str(args.enaml_steps)], args.verbose,
                                    "kiwi_enaml.py"))
        kiwi_random_builds = {}
        if random_sizes:
            kiwi_random_builds, _ = parse_solver_bench(run(
                [python, kiwi_random, "--sizes", ",".join(map(str, random_sizes)), "--repeat", str(args.repeat)],
                args.verbose, "kiwi_random.py"))
        try:
            frame_output = run([solver_bench, "--scenarios", ",".join(FAMILIES), "--sizes", ",".join(map(str, sizes)),
                                "--repeat", str(args.repeat), "--skip-edit", "--enaml-steps", str(args.enaml_steps)],
                               args.verbose, "SolverBench")
        except CannotCompare as error:
            print(f"FAILED: {error}", file=sys.stderr)
            return 1
        frame, frame_step = parse_solver_bench(frame_output)
        if random_sizes:
            try:
                frame.update(parse_solver_bench(run(
                    [solver_bench, "--scenarios", RANDOM_FAMILY, "--sizes", ",".join(map(str, random_sizes)),
                     "--repeat", str(args.repeat), "--skip-edit", "--enaml-steps", "0"],
                    args.verbose, "SolverBench"))[0])
            except CannotCompare as error:
                print(f"FAILED: {error}", file=sys.stderr)
                return 1
    except CannotCompare as error:
        print(f"cannot compare: {error}", file=sys.stderr)
        return 2

    rows, failures, notes = [], [], []
    for family in FAMILIES:
        for n in sizes:
            ours = frame.get((family, n))
            theirs = kiwi.get((family, n))
            target, met, ratio = "—", "", "—"
            if ours is None:
                failures.append(f"{family} N={n}: no SolverBench result")
                rows.append((family, str(n), "?", "missing", "—", "—", "no"))
                continue
            if abs(ours["sum"] - expected_sum(family, n)) > 1e-3 * max(1, n):
                failures.append(f"{family} N={n}: FrameLab's sum of widths {ours['sum']} != {expected_sum(family, n)}")
            if theirs is None:
                kiwi_text = CHAIN_NOT_RUN if family == "chain" else "not run"
            elif "dnf" in theirs:
                kiwi_text = f"DNF after {theirs['dnf']:.0f} s wall"
                ratio = f"> {theirs['dnf'] / max(ours['cpu'], 1e-9):.1f}"
            else:
                kiwi_text = fmt_s(theirs["cpu"])
                ratio = f"{theirs['cpu'] / max(ours['cpu'], 1e-9):.1f}"
                if theirs["sum"] is not None and abs(theirs["sum"] - ours["sum"]) > 1e-3 * max(1, n):
                    notes.append(f"{family} N={n}: sums of widths differ: kiwi {theirs['sum']}, FrameLab {ours['sum']}")
            # The targets (reference §6.3).
            if family in ("rows10", "flat") and n == 10_000:
                target = ">= 10x faster"
                if theirs is None:
                    met = "?"
                elif "dnf" in theirs:
                    met = "yes" if theirs["dnf"] >= 10 * ours["cpu"] else "?"
                else:
                    met = "yes" if theirs["cpu"] >= 10 * ours["cpu"] else "no"
            elif family == "chain" and n == 1000:
                target = "no slower"
                met = "?" if theirs is None or "dnf" in theirs else ("yes" if ours["cpu"] <= theirs["cpu"] else "no")
            elif family == "chain" and n == 10_000:
                target, met = "< 60 s", "yes" if ours["cpu"] < 60 else "no"
            if met == "no":
                failures.append(f"{family} N={n}: target {target} missed")
            rows.append((family, str(n), kiwi_text, fmt_s(ours["cpu"]), ratio, target, met))

    for n in random_sizes:
        ours, theirs = frame.get((RANDOM_FAMILY, n)), kiwi_random_builds.get((RANDOM_FAMILY, n))
        if ours is None or theirs is None:
            failures.append(f"{RANDOM_FAMILY} N={n}: no {'SolverBench' if ours is None else 'kiwi_random.py'} result")
            continue
        target, met = "—", ""
        if n == RANDOM_TARGET_N:
            target = f"< {RANDOM_TARGET_S:g} s"
            met = "yes" if ours["cpu"] < RANDOM_TARGET_S else "no"
            if met == "no":
                failures.append(f"{RANDOM_FAMILY} N={n}: {ours['cpu']:.2f} s >= {RANDOM_TARGET_S:g} s")
        verdict = compare_optima(ours["levels"], theirs["levels"])
        if verdict is None:
            notes.append(f"{RANDOM_FAMILY} N={n}: same total violation per level as kiwi {ours['levels']}"
                         + (" and the same values (sum)" if abs(ours["sum"] - theirs["sum"]) < 1e-6 * max(1, n)
                            else ""))
        elif verdict[0] == "note":
            notes.append(f"{RANDOM_FAMILY} N={n}: {verdict[1]}")
        else:
            failures.append(f"{RANDOM_FAMILY} N={n}: {verdict[1]}")
        rows.append((RANDOM_FAMILY, str(n), fmt_s(theirs["cpu"]), fmt_s(ours["cpu"]),
                     f"{theirs['cpu'] / max(ours['cpu'], 1e-9):.1f}", target, met))

    if frame_step is None:
        failures.append("enaml: no SolverBench result")
    else:
        ours_us, theirs_us = frame_step["cpu_step_us"], kiwi_step["cpu_step_us"]
        met = "yes" if ours_us <= ENAML_TARGET_US else "no"
        if met == "no":
            failures.append(f"enaml edit step: {ours_us:.2f} us CPU > {ENAML_TARGET_US} us")
        rows.append(("enaml step", "111", f"{theirs_us:.2f} us", f"{ours_us:.2f} us",
                     f"{theirs_us / max(ours_us, 1e-9):.2f}", f"<= {ENAML_TARGET_US:g} us", met))

    header = ("family", "N", "kiwi CPU", "FrameLab CPU", "kiwi/FrameLab", "target", "met?")
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    line = lambda row: "  ".join(str(cell).ljust(widths[i]) if i in (0, 2, 5) else str(cell).rjust(widths[i])
                                 for i, cell in enumerate(row)).rstrip()
    print(line(header))
    print(line(["-" * w for w in widths]))
    for row in rows:
        print(line(row))
    if frame_step is not None:
        print(f"(enaml wall per step: kiwi {kiwi_step['step_us']:.2f} us, FrameLab {frame_step['step_us']:.2f} us; "
              f"CPU seconds are process CPU time, best of {args.repeat} for N <= 1000)")
    for note in notes:
        print(f"note: {note}")
    for failure in failures:
        print(f"FAILED: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
