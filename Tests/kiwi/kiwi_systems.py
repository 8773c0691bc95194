#!/usr/bin/env python3
"""Random small constraint systems solved by kiwisolver: the fixture of KiwiDifferentialTests.

Deterministic: a fixed seed drives `random.Random`, kiwi's pivoting is deterministic, and values are rounded to
1e-9, so regenerating with the same kiwisolver (1.5.1) reproduces the committed file byte for byte:

    python kiwi_systems.py --count 10000 --output ../ConstraintLayoutTests/Fixtures/kiwi-systems.json

Each system has 2–6 variables and 2–10 constraints `Σ coefficient·x_i + constant  REL  0`, coefficients mostly
±1 (sometimes 2, −2, 0.5), integer constants in [−50, 50], relations ==, <=, >=, strengths required (≈ 40 %),
strong, medium, weak. Constraints are added in order; the first one kiwi rejects as unsatisfiable ends the system
(its index is recorded and the constraints after it are dropped: kiwi leaks rows after a failed add, kiwi #52).
The recorded values are kiwi's solution of the constraints before the failing one (re-solved in a fresh solver),
or of all of them.

kiwi minimises a weighted sum (strong 1e6, medium 1e3, weak 1) where FrameLab's priorities are lexicographic. A
system is kept only if kiwi's weighted optimum is also lexicographically optimal: the generator computes the
lexicographic optimum of every level separately (one level at a time, with explicit error variables, so only one
strength is ever in play) and drops the system when kiwi's per-level violations differ. It also drops systems
whose kiwi values are huge (> 1e4, unbounded-ish) or on which kiwi raises anything but UnsatisfiableConstraint.

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

    Every optional constraint gets explicit error variables (required rows), so each stage has exactly one
    optional constraint (`Σ errors of the level <= 0`) and kiwi's weights never mix levels. The optimum of a
    level is then fixed (required `Σ errors <= optimum + 1e-9`) before the next level is minimised."""
    xs = [Variable(f"x{i}") for i in range(n)]
    solver = Solver()
    errors = {level: [] for level in OPTIONAL_LEVELS}
    for index, (rel, strength, constant, terms) in enumerate(constraints):
        expr = expression(xs, terms, constant)
        if strength == "r":
            solver.addConstraint(relate(expr, rel))
            continue
        plus, minus = Variable(f"e{index}+"), Variable(f"e{index}-")
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
    optimum = {}
    for level in OPTIONAL_LEVELS:
        if not errors[level]:
            optimum[level] = 0.0
            continue
        total = sum(errors[level][1:], errors[level][0] + 0)
        objective = (total <= 0) | "strong"
        solver.addConstraint(objective)
        solver.updateVariables()
        optimum[level] = max(0.0, total.value())
        solver.removeConstraint(objective)
        solver.addConstraint(total <= optimum[level] + 1e-9)
    return optimum


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
    parser.add_argument("--output", required=True)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()

    rng = __import__("random").Random(args.seed)
    kept = []
    dropped = {"weighted-sum": 0, "unbounded": 0, "kiwi-error": 0}
    generated = 0
    while len(kept) < args.count:
        generated += 1
        n, constraints = generate(rng)
        try:
            fail, values = solve(n, constraints)
            prefix = constraints if fail is None else constraints[:fail]
            if any(abs(v) > VALUE_LIMIT for v in values):
                dropped["unbounded"] += 1
                continue
            lexicographic = lexicographic_levels(n, prefix)
        except (kiwisolver.UnsatisfiableConstraint, RuntimeError, kiwisolver.BadRequiredStrength,
                kiwisolver.DuplicateConstraint, kiwisolver.UnknownConstraint) as error:
            print(f"system {generated}: kiwi error {type(error).__name__}: {error}", file=sys.stderr)
            dropped["kiwi-error"] += 1
            continue
        weighted = kiwi_levels(values, prefix)
        if any(abs(weighted[level] - lexicographic[level]) > LEVEL_TOLERANCE for level in OPTIONAL_LEVELS):
            dropped["weighted-sum"] += 1
            continue
        kept.append(encode(n, constraints if fail is None else constraints[:fail + 1], fail, values))

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
