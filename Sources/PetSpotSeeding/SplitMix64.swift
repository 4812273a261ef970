import Foundation

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed always
/// gives the same sequence, so generated data and random test inputs replay exactly.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    /// Uniform in 0..<bound.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

extension SplitMix64 {
    /// The generator of item `index` of a series drawn from `seed`: its seed is mixed first, so two
    /// items' sequences share nothing (seeds a fixed step apart would give one sequence, shifted).
    public init(seed: UInt64, item index: Int) {
        var mixer = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        self.init(seed: mixer.next())
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One of `items`, uniformly.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Exponential with mean `mean`.
    mutating func exponential(mean: Double) -> Double { -mean * log(1 - unit()) }

    /// Normal with mean 0 and standard deviation `deviation` (Box–Muller).
    mutating func normal(deviation: Double) -> Double {
        deviation * sqrt(-2 * log(1 - unit())) * cos(2 * .pi * unit())
    }
}
