import Foundation
import Testing
@testable import ConstraintLayout

// Differential test against kiwisolver 1.5.1: Fixtures/kiwi-systems.json holds 10,000 random small systems and
// kiwi's answers, made by Tests/kiwi/kiwi_systems.py (deterministic; regenerate with
// `python Tests/kiwi/kiwi_systems.py --count 10000 --output Tests/ConstraintLayoutTests/Fixtures/kiwi-systems.json`).
// The generator keeps only systems where kiwi's weighted sum (strong 1e6, medium 1e3, weak 1) reaches the
// lexicographic optimum, so both solvers must agree:
// - the same first unsatisfiable constraint (kiwi leaks rows after it, #52, so the system stops there);
// - where FrameLab finds no variable ambiguous, the same values (the optimum is unique);
// - otherwise the same total violation at every optional level, and kiwi's values satisfy the required
//   constraints.
// For a failing system the comparison is on the constraints before the failing one (kiwi's values are the prefix
// re-solved; FrameLab's are what a transactional add leaves).

private struct KiwiSystem {
    var variableCount: Int
    /// (relation, strength code r/s/m/w, constant, terms (variable index, coefficient)).
    var constraints: [(relation: Relation, strength: String, constant: Double, terms: [(Int, Double)])]
    var failingIndex: Int?
    var kiwiValues: [Double]
}

private enum FixtureError: Error, CustomStringConvertible {
    case malformed(String)
    var description: String {
        switch self { case .malformed(let what): return "malformed kiwi-systems.json: \(what)" }
    }
}

/// kiwi's strengths as Auto Layout priorities (same order; lexicographic in FrameLab).
private func kiwiPriority(_ strength: String) -> Priority {
    switch strength {
    case "r": return .required
    case "s": return Priority(750)
    case "m": return Priority(500)
    default: return Priority(250)  // "w" (the loader rejects other codes)
    }
}

private func loadKiwiSystems() throws -> [KiwiSystem] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/kiwi-systems.json")
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let object = root as? [String: Any], let systems = object["systems"] as? [[String: Any]] else {
        throw FixtureError.malformed("no systems array")
    }
    return try systems.enumerated().map { number, system in
        guard let n = system["n"] as? Int, let rows = system["c"] as? [[Any]],
            let values = system["v"] as? [NSNumber]
        else { throw FixtureError.malformed("system \(number)") }
        let constraints = try rows.map { row in
            // ["<=s", constant, var, coef, var, coef, ...]: relation + strength code, then the expression.
            guard row.count >= 2, row.count % 2 == 0, let code = row[0] as? String, code.count == 3,
                let relation = Relation(rawValue: String(code.prefix(2))), let constant = row[1] as? NSNumber
            else { throw FixtureError.malformed("system \(number) row \(row)") }
            let strength = String(code.suffix(1))
            guard ["r", "s", "m", "w"].contains(strength) else { throw FixtureError.malformed("strength \(code)") }
            var terms: [(Int, Double)] = []
            for k in stride(from: 2, to: row.count, by: 2) {
                guard let variable = row[k] as? Int, let coefficient = row[k + 1] as? NSNumber, variable < n else {
                    throw FixtureError.malformed("system \(number) row \(row)")
                }
                terms.append((variable, coefficient.doubleValue))
            }
            return (relation, strength, constant.doubleValue, terms)
        }
        return KiwiSystem(
            variableCount: n, constraints: constraints, failingIndex: system["fail"] as? Int,
            kiwiValues: values.map(\.doubleValue))
    }
}

private struct KiwiOutcome {
    enum Class { case unique, nonUnique, failing }
    var kind: Class
    var problems: [String]
}

/// Solves one system with FrameLab and compares with kiwi's answer.
private func compareWithKiwi(_ system: KiwiSystem) -> KiwiOutcome {
    var solver = ConstraintSolver()
    let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
    let constraints = system.constraints.map { row in
        Constraint(
            LinearExpression(terms: row.terms.map { .init(variables[$0.0], $0.1) }, constant: row.constant),
            row.relation, 0, priority: kiwiPriority(row.strength))
    }
    var problems: [String] = []
    var failingIndex: Int? = nil
    for (index, constraint) in constraints.enumerated() {
        do {
            try solver.add(constraint)
        } catch .unsatisfiable {
            failingIndex = index
            break
        } catch {
            problems.append("constraint \(index): unexpected error \(error)")
            failingIndex = index
            break
        }
    }
    if failingIndex != system.failingIndex {
        problems.append(
            "first failing constraint: FrameLab \(failingIndex.map(String.init) ?? "none"), kiwi \(system.failingIndex.map(String.init) ?? "none")"
        )
        return KiwiOutcome(kind: system.failingIndex == nil ? .nonUnique : .failing, problems: problems)
    }
    let prefix = Array(constraints.prefix(failingIndex ?? constraints.count))
    let ours = solver.values()
    let kiwi = system.kiwiValues
    let ambiguous = variables.contains { solver.isAmbiguous($0) }
    func ourValue(_ v: Variable) -> Double { ours[v.index] }
    func kiwiValue(_ v: Variable) -> Double { kiwi[v.index] }

    for (index, constraint) in prefix.enumerated() where constraint.priority.isRequired {
        if constraint.violation(ourValue) > 1e-6 {
            problems.append("FrameLab's values violate required constraint \(index) by \(constraint.violation(ourValue))")
        }
    }
    if !ambiguous {
        for v in variables where abs(ours[v.index] - kiwi[v.index]) > 1e-6 {
            problems.append("unique optimum but \(v) = \(ours[v.index]) (FrameLab) vs \(kiwi[v.index]) (kiwi)")
        }
    } else {
        for (index, constraint) in prefix.enumerated() where constraint.priority.isRequired {
            if constraint.violation(kiwiValue) > 1e-6 {
                problems.append("kiwi's values violate required constraint \(index) by \(constraint.violation(kiwiValue))")
            }
        }
        let levels = Set(prefix.map(\.priority).filter { !$0.isRequired }).sorted(by: >)
        for level in levels {
            let atLevel = prefix.filter { $0.priority == level }
            let ourError = atLevel.reduce(0) { $0 + $1.violation(ourValue) }
            let kiwiError = atLevel.reduce(0) { $0 + $1.violation(kiwiValue) }
            if abs(ourError - kiwiError) > 1e-6 {
                problems.append("priority \(level): total violation \(ourError) (FrameLab) vs \(kiwiError) (kiwi)")
            }
        }
    }
    if !problems.isEmpty {
        problems.append("FrameLab values \(ours), kiwi values \(kiwi), ambiguous: \(variables.filter { solver.isAmbiguous($0) })")
    }
    let kind: KiwiOutcome.Class = system.failingIndex != nil ? .failing : (ambiguous ? .nonUnique : .unique)
    return KiwiOutcome(kind: kind, problems: problems)
}

private func describeKiwiSystem(_ system: KiwiSystem) -> String {
    let names = ["required", "strong (750)", "medium (500)", "weak (250)"]
    return system.constraints.enumerated().map { index, row in
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        var text = row.terms.map { variable, coefficient in
            let sign = coefficient < 0 ? "-" : "+"
            return abs(coefficient) == 1 ? "\(sign)x\(variable)" : "\(sign)\(number(abs(coefficient)))*x\(variable)"
        }.joined(separator: " ")
        text += " \(row.constant < 0 ? "-" : "+") \(number(abs(row.constant))) \(row.relation.rawValue) 0"
        let strength = names[["r", "s", "m", "w"].firstIndex(of: row.strength) ?? 3]
        return "  [\(index)] \(text)  @\(strength)"
    }.joined(separator: "\n")
}

@Suite("kiwisolver differential")
struct KiwiDifferentialTests {
    @Test("FrameLab agrees with kiwisolver 1.5.1 on 10,000 random small systems")
    func randomSystems() throws {
        let systems = try loadKiwiSystems()
        #expect(systems.count >= 10_000)
        var counts: [KiwiOutcome.Class: Int] = [:]
        var disagreements = 0
        for (number, system) in systems.enumerated() {
            let outcome = compareWithKiwi(system)
            counts[outcome.kind, default: 0] += 1
            if !outcome.problems.isEmpty {
                disagreements += 1
                if disagreements <= 10 {
                    let report = "system \(number) (\(system.variableCount) variables):\n\(describeKiwiSystem(system))\n"
                        + outcome.problems.joined(separator: "\n")
                    Issue.record("\(report)")
                }
            }
        }
        let unique = counts[.unique, default: 0], nonUnique = counts[.nonUnique, default: 0]
        let failing = counts[.failing, default: 0]
        print("kiwi differential: \(systems.count) systems: unique \(unique), non-unique \(nonUnique), failing \(failing), disagreements \(disagreements)")
        #expect(disagreements == 0, "\(disagreements) of \(systems.count) systems disagree with kiwi")
        #expect(
            unique >= 3_000 && nonUnique >= 1_000 && failing >= 500,
            "classes: unique \(unique), non-unique \(nonUnique), failing \(failing)")
    }
}
