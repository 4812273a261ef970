import Foundation

/// Saves and restores one wizard's state as JSON in a draft store.
struct DraftPersistence<State: Codable>: Sendable {
    let store: any DraftStoring
    let key: DraftKey

    /// The saved draft; a draft that no longer decodes (an older app's) is removed, not fatal.
    func load() -> State? {
        guard let data = try? store.load(key) else { return nil }
        do {
            return try JSONDecoder().decode(State.self, from: data)
        } catch {
            try? store.remove(key)
            return nil
        }
    }

    /// Writes the draft; reports whether it was saved (a full disk must not stop the wizard).
    func save(_ state: State) -> Bool {
        do {
            try store.save(JSONEncoder().encode(state), for: key)
            return true
        } catch {
            return false
        }
    }

    func clear() {
        try? store.remove(key)
    }
}
