/// A read-only list whose elements may sit in one buffer shared by many lists: a layout's sizing answers
/// are recorded for the whole tree in two flat arrays, and each node's list is its range of them. Building
/// ten thousand arrays of their own, and freeing them, was a quarter of a full trace; a shared list costs
/// a retain. Indexed from 0 whatever its range, compared, hashed and encoded by its elements, as an
/// array is (a JSON array).
public struct SharedList<Element: Sendable>: RandomAccessCollection, Sendable {
    private let storage: [Element]
    private let range: Range<Int>

    public init(_ elements: [Element]) {
        storage = elements
        range = elements.indices
    }

    /// The elements of `storage` in `range`, which must lie within it.
    public init(sharing storage: [Element], _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "a shared list's range lies in its storage")
        self.storage = storage
        self.range = range
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < range.count, "index out of range")
        return storage[range.lowerBound + position]
    }
}

extension SharedList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension SharedList: Equatable where Element: Equatable {
    public static func == (a: SharedList, b: SharedList) -> Bool { a.elementsEqual(b) }
}

extension SharedList: Hashable where Element: Hashable {
    /// As an array hashes: its count, then its elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension SharedList: Encodable where Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension SharedList: Decodable where Element: Decodable {
    public init(from decoder: any Decoder) throws { self.init(try [Element](from: decoder)) }
}

extension SharedList: CustomStringConvertible {
    public var description: String { Array(self).description }
}
