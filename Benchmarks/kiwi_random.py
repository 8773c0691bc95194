#!/usr/bin/env python3
"""The `random-optional` family of SolverBench on kiwisolver, timed like SolverBench's `build` lines so
Benchmarks/compare_kiwi.py can pair the two.

`random_optional_system` builds the same systems as ConstraintLayout's RandomOptionalSystem
(Sources/ConstraintLayout/Benchmarking/RandomOptionalSystem.swift): N optional constraints on N/20 variables with
required bounds 0…1000, from the same SplitMix64 draws in the same order (see that file for the layout; keep the two
in step). Priorities 750, 500, 250 become kiwi's strong, medium and weak. kiwi minimises the weighted sum
1e6·strong + 1e3·medium + 1·weak where FrameLab's levels are lexicographic, so the two optima may differ; each line
reports the total violation per level, which compare_kiwi.py compares.

Usage: kiwi_random.py [--sizes 500,1000,2000] [--repeat 3] [--seed 2026]
Prints: build scenario=random-optional n=N constraints=M cpu=s wall=s update=s sum=Σ values levels=750:v,500:v,250:v
"""
import argparse
import time

import kiwisolver
from kiwisolver import Solver, Variable, strength

MASK = (1 << 64) - 1
SEED = 2026
STRENGTHS = {750: strength.strong, 500: strength.medium, 250: strength.weak}


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


def random_optional_system(n, seed, random_priorities=False, variable_count=None):
    """(variable count, [(kind, i, j, constant, priority)]) with kind "bound>=", "bound<=" (required, x_i vs
    constant), "<=" (x_i + c <= x_j), "==" (x_i == c), ">=" (x_i - x_j >= c); priority 1000 is required."""
    rng = SplitMix64(seed)
    count = max(2, variable_count if variable_count is not None else n // 20)
    rows = []
    for i in range(count):
        rows.append(("bound>=", i, None, 0.0, 1000.0))
        rows.append(("bound<=", i, None, 1000.0, 1000.0))
    for _ in range(n):
        kind = rng.next() % 3
        i = rng.next() % count
        j = rng.next() % (count - 1)
        if j >= i:
            j += 1
        draw = rng.next()
        if random_priorities:
            priority = 1 + (rng.next() % 99_800) / 100
        else:
            priority = float([750, 500, 250][rng.next() % 3])
        if kind == 0:
            rows.append(("<=", i, j, float(draw % 101), priority))
        elif kind == 1:
            rows.append(("==", i, None, float(draw % 1001), priority))
        else:
            rows.append((">=", i, j, float(draw % 201 - 100), priority))
    return count, rows


def kiwi_constraint(xs, row):
    kind, i, j, c, priority = row
    if kind == "bound>=":
        return xs[i] >= c
    if kind == "bound<=":
        return xs[i] <= c
    if kind == "<=":
        constraint = xs[i] + c <= xs[j]
    elif kind == "==":
        constraint = xs[i] == c
    else:
        constraint = xs[i] - xs[j] >= c
    return constraint | STRENGTHS[int(priority)]


def violation(values, row):
    kind, i, j, c, _ = row
    if kind == "bound>=":
        return max(0.0, c - values[i])
    if kind == "bound<=":
        return max(0.0, values[i] - c)
    if kind == "<=":
        return max(0.0, values[i] + c - values[j])
    if kind == "==":
        return abs(values[i] - c)
    return max(0.0, c - (values[i] - values[j]))


def run(n, seed):
    count, rows = random_optional_system(n, seed)
    xs = [Variable(f"x{i}") for i in range(count)]
    constraints = [kiwi_constraint(xs, row) for row in rows]
    solver = Solver()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    values = [x.value() for x in xs]
    levels = {}
    for index, row in enumerate(rows):
        v = violation(values, row)
        if row[4] >= 1000:
            assert v < 1e-6, f"kiwi violates required constraint {index} by {v}"
        else:
            levels[int(row[4])] = levels.get(int(row[4]), 0.0) + v
    return cpu, wall, len(rows), sum(values), levels


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="500,1000,2000")
    parser.add_argument("--repeat", type=int, default=3, help="best of, for N <= 1000")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    print(f"# kiwisolver {kiwisolver.__version__} (C++ kiwi {kiwisolver.__kiwi_version__})")
    for n in (int(s) for s in args.sizes.split(",") if s):
        best = None
        for _ in range(max(1, args.repeat) if n <= 1000 else 1):
            result = run(n, args.seed)
            if best is None or result[0] < best[0]:
                best = result
        cpu, wall, count, total, levels = best
        level_text = ",".join(f"{p}:{levels[p]:.6f}" for p in sorted(levels, reverse=True))
        print(f"build scenario=random-optional n={n} variables={max(2, n // 20)} constraints={count} cpu={cpu:.6f} "
              f"wall={wall:.6f} update=0 sum={total:.6f} levels={level_text}", flush=True)


if __name__ == "__main__":
    main()
