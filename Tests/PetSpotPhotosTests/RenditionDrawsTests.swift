import Foundation
import Testing
import PetSpotPhotos

@Suite("Drawings asked for by requests: one per rendition at a time, bounded, failures remembered")
struct RenditionDrawsTests {
    /// Counts calls, and how many run at once.
    actor Counter {
        var calls = 0, running = 0, mostAtOnce = 0
        func start() {
            calls += 1
            running += 1
            mostAtOnce = max(mostAtOnce, running)
        }
        func end() { running -= 1 }
    }

    /// A gate the drawings wait at until the test opens it: no sleeping for timing.
    final class Gate: Sendable {
        let stream: AsyncStream<Void>
        let continuation: AsyncStream<Void>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream() }
        func open() { continuation.finish() }
        func wait() async { for await _ in stream {} }
    }

    @Test("Given 200 requests for one card at once, then it is drawn once and every request gets it")
    func sharedDrawing() async {
        let draws = RenditionDraws()
        let counter = Counter(), gate = Gate()
        let outcomes = await withTaskGroup(of: RenditionDraws.Outcome.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    await draws.draw("card") {
                        await counter.start()
                        await gate.wait()
                        await counter.end()
                        return [1, 2, 3]
                    }
                }
            }
            // Every request has asked (the first draws, the rest share it) before the drawing may end.
            while await counter.calls == 0 { await Task.yield() }
            gate.open()
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(await counter.calls == 1)
        #expect(outcomes.count == 200 && outcomes.allSatisfy { $0 == .drawn([1, 2, 3]) })
        #expect(await draws.pending == 0)
    }

    @Test(
        "Given more distinct drawings than may run and wait, then two run at once, the others wait their turn, and beyond the queue the answer is busy"
    )
    func boundedDrawings() async {
        let draws = RenditionDraws(concurrent: 2, waiting: 3)
        let counter = Counter(), gate = Gate()
        await withTaskGroup(of: RenditionDraws.Outcome.self) { group in
            for index in 0..<5 {
                group.addTask {
                    await draws.draw("photo-\(index)") {
                        await counter.start()
                        await gate.wait()
                        await counter.end()
                        return [UInt8(index)]
                    }
                }
            }
            while await draws.pending < 5 { await Task.yield() }
            #expect(await draws.draw("one-too-many") { [0] } == .busy)
            #expect(await counter.mostAtOnce <= 2)
            gate.open()
            let outcomes = await group.reduce(into: [RenditionDraws.Outcome]()) { $0.append($1) }
            #expect(
                Set(outcomes.map { if case .drawn(let bytes) = $0 { bytes } else { [] } })
                    == Set((0..<5).map { [UInt8($0)] }))
        }
        let (mostAtOnce, calls) = (await counter.mostAtOnce, await counter.calls)
        #expect(mostAtOnce == 2 && calls == 5)
        #expect(await draws.draw("after") { [9] } == .drawn([9]), "the queue empties")
    }

    @Test(
        "Given a photo that cannot be drawn, then the failure is remembered and it is not read again; a photo unreadable for a moment is tried again"
    )
    func failuresRemembered() async {
        let draws = RenditionDraws()
        let counter = Counter()
        for _ in 0..<3 {
            #expect(
                await draws.draw("damaged") {
                    await counter.start()
                    await counter.end()
                    return nil
                } == .undrawable)
        }
        #expect(await counter.calls == 1)
        struct Unreadable: Error {}
        for _ in 0..<2 {
            #expect(
                await draws.draw("flaky") {
                    await counter.start()
                    await counter.end()
                    throw Unreadable()
                } == .undrawable)
        }
        #expect(await counter.calls == 3)
    }
}
