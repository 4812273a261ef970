import Foundation

/// A value shared between the test and the code under test, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func update<T>(_ change: (inout Value) -> T) -> T { lock.withLock { change(&value) } }
}
