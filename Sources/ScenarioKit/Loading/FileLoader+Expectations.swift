import Foundation
import LayoutCore
import ViewLayout
import ConstraintLayout
import Yams

/// `expect:`: the frames a scenario's views must have.
extension FileLoader {
    mutating func expect(_ node: Node) -> [Expectation] {
        guard case .mapping(let mapping) = node else {
            reader.error("expected a mapping for 'expect'", at: node)
            return []
        }
        var result: [Expectation] = []
        let fields = Expectation.Field.allCases.map(\.rawValue)
        for (nameNode, value) in mapping {
            guard case .scalar(let nameScalar) = nameNode else {
                reader.error("expected a view name in 'expect'", at: nameNode)
                continue
            }
            let name = nameScalar.string
            guard let entries = reader.mapping(value, for: name, allowed: fields,
                                               context: "the expectation for '\(name)'") else { continue }
            var checks: [Expectation.Check] = []
            for field in Expectation.Field.allCases {
                guard let entry = entries[field.rawValue],
                      let number = reader.number(entry.value, for: field.rawValue) else { continue }
                checks.append(Expectation.Check(field: field, value: number, location: reader.location(entry.keyNode)))
            }
            if entries.isEmpty, case .mapping(let m) = value, m.isEmpty {
                reader.error("expected at least one of x, y, width, height for '\(name)'", at: value)
            }
            checks.sort { $0.location < $1.location }
            result.append(Expectation(name: name, nameLocation: reader.location(nameNode), checks: checks))
        }
        return result
    }
}
