#!/usr/bin/env python3
"""Random small constraint systems solved by kiwisolver: the fixture of KiwiDifferentialTests.

Deterministic: a fixed seed drives `random.Random`, every kiwi variable gets its symbol in index order (see
`register`), and values are rounded to 1e-9, so regenerating with kiwisolver 1.5.1 reproduces the committed file
byte for byte (CI checks this with `cmp`):

    python Tests/kiwi/kiwi_systems.py --count 10000 --output Tests/ConstraintLayoutTests/Fixtures/kiwi-systems.json

Each system has 2–6 variables and n–10 constraints `constant + Σ coefficient·x_i  REL  0` (1–3 terms, every
variable used), coefficients mostly ±1 (20 %: 2, −2 or 0.5), integer constants in [−50, 50], relations == (60 %),
<=, >=, strengths required (40 %), strong, medium, weak (20 % each). Constraints are added in order; the first one
kiwi rejects as unsatisfiable ends the system (its index is recorded and the constraints after it are dropped:
kiwi leaks rows after a failed add, kiwi #52). The recorded values are kiwi's solution of the constraints before
the failing one (re-solved in a fresh solver), or of all of them.

kiwi minimises a weighted sum (strong 1e6, medium 1e3, weak 1) where FrameLab's priorities are lexicographic. A
system is kept only if kiwi's weighted optimum is also lexicographically optimal: the generator computes the
lexicographic optimum of every level separately (one level at a time, with explicit error variables, so only one
strength is ever in play) and drops the system when kiwi's per-level violations differ. It also drops systems
whose kiwi values are huge (> 1e4, unbounded-ish) or on which kiwi fails otherwise: kiwisolver turns a C++
InternalSolverError ("objective is unbounded") into an abort, so kiwi runs in a worker process that is restarted.
The drop counts go to stderr (0 of each for the committed fixture).

Fixture format (compact, one system per line):
    {"format": ..., "systems": [
    {"n": variable count, "c": [[rel + strength, constant, var, coef, var, coef, ...], ...],
     "fail": index or null, "v": [kiwi value per variable]},
    ...]}
with rel one of "==", "<=", ">=" and strength one of "r", "s", "m", "w" (required, strong, medium, weak), e.g.
["<=s", -5, 0, 1, 2, -1] is `x0 - x2 - 5 <= 0` at strength strong.
"""
import argparse
import json
import os
import random
import subprocess
import sys

import kiwisolver
from kiwisolver import Solver, UnsatisfiableConstraint, Variable

SEED = 20240611
STRENGTHS = {"r": "required", "s": "strong", "m": "medium", "w": "weak"}
OPTIONAL_LEVELS = ["s", "m", "w"]
VALUE_LIMIT = 1e4          # larger kiwi values: unbounded-ish, dropped
LEVEL_TOLERANCE = 1e-7     # kiwi's per-level violation vs the lexicographic optimum
FORMAT = ("n: variables; c: [rel (==, <=, >=) + strength (r/s/m/w), constant, var, coef, ...] meaning "
          "constant + sum(coef*x[var]) rel 0; fail: index of kiwi's first UnsatisfiableConstraint or null; "
          "v: kiwi's values after the constraints before fail (or all)")


def generate(rng):
    """One random system: (variable count, constraints)."""
    n = rng.randint(2, 6)
    constraints = []
    unused = list(range(n))
    for _ in range(rng.randint(n, 10)):
        terms_count = min(n, rng.choices([1, 2, 3], weights=[30, 50, 20])[0])
        variables = rng.sample(range(n), terms_count)
        if unused and unused[0] not in variables:
            variables[0] = unused[0]   # every variable appears in the system (while constraints last)
        unused = [var for var in unused if var not in variables]
        terms = []
        for var in variables:
            coef = rng.choice([1, -1]) if rng.random() < 0.8 else rng.choice([2, -2, 0.5])
            terms.append((var, coef))
        constant = rng.randint(-50, 50)
        rel = rng.choices(["==", "<=", ">="], weights=[60, 20, 20])[0]
        strength = rng.choices(["r", "s", "m", "w"], weights=[40, 20, 20, 20])[0]
        constraints.append((rel, strength, constant, terms))
    return n, constraints


def expression(xs, terms, constant):
    expr = constant
    for var, coef in terms:
        expr = expr + coef * xs[var]
    return expr


def relate(expr, rel):
    if rel == "==":
        return expr == 0
    if rel == "<=":
        return expr <= 0
    return expr >= 0


def kiwi_constraint(xs, c):
    rel, strength, constant, terms = c
    return relate(expression(xs, terms, constant), rel) | STRENGTHS[strength]


def register(solver, xs):
    """Gives the variables kiwi symbols in index order (add and remove `x >= 0`; kiwi keeps the symbol).

    kiwi orders an expression's terms by the address of each Variable's data (`Expression reduce`), so without this
    the symbol ids, and with them the optimum kiwi picks when several exist, would change from run to run."""
    for x in xs:
        constraint = x >= 0
        solver.addConstraint(constraint)
        solver.removeConstraint(constraint)


def solve(n, constraints):
    """kiwi on the system: (failing index or None, values of the prefix before it)."""
    xs = [Variable(f"x{i}") for i in range(n)]
    solver = Solver()
    register(solver, xs)
    for index, c in enumerate(constraints):
        try:
            solver.addConstraint(kiwi_constraint(xs, c))
        except UnsatisfiableConstraint:
            # kiwi leaks the failed row (#52): re-solve the prefix in a fresh solver.
            values = solve(n, constraints[:index])[1]
            return index, values
    solver.updateVariables()
    return None, [x.value() for x in xs]


def violation(values, c):
    rel, _, constant, terms = c
    value = constant + sum(coef * values[var] for var, coef in terms)
    if rel == "==":
        return abs(value)
    if rel == "<=":
        return max(0.0, value)
    return max(0.0, -value)


def lexicographic_levels(n, constraints):
    """The lexicographic optimum, level by level (strong, medium, weak): Σ violations at each level.

    Every optional constraint gets explicit error variables (required rows), so each solve has exactly one
    optional constraint (`Σ errors of the level <= 0`) and kiwi's weights never mix levels. A level's optimum is
    then fixed (required `Σ errors <= optimum + 1e-9`) for the next levels. Each level is a fresh solver: kiwi's
    removeConstraint can leave a tiny negative objective coefficient and abort with "objective is unbounded"."""
    optimum = {}
    for level in OPTIONAL_LEVELS:
        xs = [Variable(f"x{i}") for i in range(n)]
        pluses = [Variable(f"e{i}+") for i in range(len(constraints))]
        minuses = [Variable(f"e{i}-") for i in range(len(constraints))]
        solver = Solver()
        register(solver, xs + [e for pair in zip(pluses, minuses) for e in pair])
        errors = {level: [] for level in OPTIONAL_LEVELS}
        for index, (rel, strength, constant, terms) in enumerate(constraints):
            expr = expression(xs, terms, constant)
            if strength == "r":
                solver.addConstraint(relate(expr, rel))
                continue
            plus, minus = pluses[index], minuses[index]
            solver.addConstraint(plus >= 0)
            solver.addConstraint(minus >= 0)
            if rel == "==":
                solver.addConstraint(expr == plus - minus)
                errors[strength] += [plus, minus]
            elif rel == "<=":
                solver.addConstraint(expr <= plus)
                errors[strength].append(plus)
            else:
                solver.addConstraint(expr >= -plus)
                errors[strength].append(plus)
        totals = {key: sum(errors[key][1:], errors[key][0] + 0) for key in OPTIONAL_LEVELS if errors[key]}
        for fixed, value in optimum.items():
            if fixed in totals:
                solver.addConstraint(totals[fixed] <= value + 1e-9)
        if level not in totals:
            optimum[level] = 0.0
            continue
        solver.addConstraint((totals[level] <= 0) | "strong")
        solver.updateVariables()
        optimum[level] = max(0.0, totals[level].value())
    return optimum


def evaluate(n, constraints):
    """Everything kiwi says about one system: ("ok", failing index, values, dropped-why or None)."""
    fail, values = solve(n, constraints)
    prefix = constraints if fail is None else constraints[:fail]
    if any(abs(v) > VALUE_LIMIT for v in values):
        return "unbounded", fail, values
    lexicographic = lexicographic_levels(n, prefix)
    weighted = kiwi_levels(values, prefix)
    if any(abs(weighted[level] - lexicographic[level]) > LEVEL_TOLERANCE for level in OPTIONAL_LEVELS):
        return "weighted-sum", fail, values
    return "ok", fail, values


def worker():
    """`--worker`: evaluates JSON systems from stdin, one per line. kiwisolver turns a C++ InternalSolverError into
    std::terminate (the process aborts), so the generator keeps kiwi in this child and restarts it after a crash."""
    for line in sys.stdin:
        n, constraints = json.loads(line)
        constraints = [(rel, strength, constant, [tuple(t) for t in terms])
                       for rel, strength, constant, terms in constraints]
        try:
            answer = evaluate(n, constraints)
        except Exception as error:  # kiwi errors that do reach Python
            answer = ("kiwi-error", None, [], f"{type(error).__name__}: {error}")
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


class Kiwi:
    """The worker process, restarted when kiwi aborts it."""

    def __init__(self):
        self.process = None

    def evaluate(self, n, constraints):
        if self.process is None:
            self.process = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"],
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL, text=True)
        self.process.stdin.write(json.dumps([n, constraints]) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            self.process.wait()
            self.process = None
            return "kiwi-error", None, [], "kiwi aborted (InternalSolverError)"
        return tuple(json.loads(line))

    def close(self):
        if self.process is not None:
            self.process.stdin.close()
            self.process.wait()


def kiwi_levels(values, constraints):
    levels = {level: 0.0 for level in OPTIONAL_LEVELS}
    for c in constraints:
        if c[1] != "r":
            levels[c[1]] += violation(values, c)
    return levels


def number(value):
    """A compact, platform-stable number: integral values as ints, others rounded to 1e-9."""
    value = round(value, 9)
    if value == 0:
        return 0
    if value == int(value):
        return int(value)
    return value


def encode(n, constraints, fail, values):
    rows = []
    for rel, strength, constant, terms in constraints:
        row = [rel + strength, constant]
        for var, coef in terms:
            row += [var, number(coef)]
        rows.append(row)
    return {"n": n, "c": rows, "fail": fail, "v": [number(v) for v in values]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=10000, help="systems to keep")
    parser.add_argument("--output")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker()
    if not args.output:
        parser.error("--output is required")

    rng = random.Random(args.seed)
    kiwi = Kiwi()
    kept = []
    dropped = {"weighted-sum": 0, "unbounded": 0, "kiwi-error": 0}
    generated = 0
    while len(kept) < args.count:
        generated += 1
        n, constraints = generate(rng)
        status, fail, values, *detail = kiwi.evaluate(n, constraints)
        if status != "ok":
            dropped[status] += 1
            if detail:
                print(f"system {generated} dropped: {detail[0]}", file=sys.stderr)
            continue
        kept.append(encode(n, constraints if fail is None else constraints[:fail + 1], fail, values))
    kiwi.close()

    header = {"format": FORMAT, "generator": "Tests/kiwi/kiwi_systems.py", "seed": args.seed,
              "kiwisolver": kiwisolver.__version__, "count": len(kept)}
    head = json.dumps(header, separators=(",", ":"))[:-1]
    lines = [json.dumps(system, separators=(",", ":")) for system in kept]
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        out.write(head + ',"systems":[\n' + ",\n".join(lines) + "\n]}\n")
    failing = sum(1 for s in kept if s["fail"] is not None)
    print(f"kept {len(kept)} of {generated} generated ({failing} with a failing constraint); dropped "
          + ", ".join(f"{k} {v}" for k, v in dropped.items()), file=sys.stderr)


if __name__ == "__main__":
    main()
