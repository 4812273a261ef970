/// Lets one request of a browser session work on its wizard at a time: a double-clicked Submit
/// (two posts at once, each loading the same draft) would otherwise send the report twice.
@MainActor
final class SessionGate {
    private var busy: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    func run<T>(_ session: String, _ work: () async -> T) async -> T {
        while busy.contains(session) {
            await withCheckedContinuation { waiting[session, default: []].append($0) }
        }
        busy.insert(session)
        defer {
            busy.remove(session)
            // Everyone waiting checks again; the first to run takes the session.
            waiting.removeValue(forKey: session)?.forEach { $0.resume() }
        }
        return await work()
    }
}
