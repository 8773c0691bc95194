import Foundation

extension OrderingAtlas {
    /// A weak ordering (ties allowed) of some roles: groups of equal values, smallest first.
    struct WeakOrdering: Sendable, Equatable {
        var groups: [[Role]]

        func rank(of role: Role) -> Int? { groups.firstIndex { $0.contains(role) } }

        /// Every weak ordering of `roles` (all ordered set partitions): strict orderings first, then
        /// fewer and fewer groups; within a group count, lexicographic by the roles' ranks in
        /// canonical order. Deterministic.
        static func all(of roles: [Role]) -> [WeakOrdering] {
            let items = roles.sorted()
            guard !items.isEmpty else { return [WeakOrdering(groups: [])] }
            var result: [WeakOrdering] = []
            for count in stride(from: items.count, through: 1, by: -1) {
                for ranks in rankVectors(length: items.count, groups: count) {
                    let groups = (0..<count).map { g in items.indices.filter { ranks[$0] == g }.map { items[$0] } }
                    result.append(WeakOrdering(groups: groups))
                }
            }
            return result
        }

        /// All vectors in 0..<groups of the given length using every value, in lexicographic order.
        private static func rankVectors(length: Int, groups: Int) -> [[Int]] {
            var vectors: [[Int]] = [[]]
            for _ in 0..<length {
                vectors = vectors.flatMap { prefix in (0..<groups).map { prefix + [$0] } }
            }
            return vectors.filter { Set($0).count == groups }
        }
    }
}
