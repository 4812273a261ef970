import Foundation
import Testing

@Suite("UUID text")
struct UUIDTextTests {
    @Test("Given random UUIDs, then the canonical text is Foundation's in lower case, and reads back in either case")
    func matchesFoundation() {
        for _ in 0..<2000 {
            let uuid = UUID()
            #expect(uuid.canonicalText == uuid.uuidString.lowercased())
            #expect(UUID(canonicalText: uuid.canonicalText) == uuid)
            #expect(UUID(canonicalText: uuid.uuidString) == uuid)
        }
    }

    @Test(
        "Given text that is not a UUID, then it does not read",
        arguments: [
            "", "5e0e0000-0000-4000-8000-00000000002", "5e0e0000-0000-4000-8000-00000000002ax",
            "5e0e0000x0000-4000-8000-00000000002a",
            "5e0e0000-0000-4000-8000-00000000002g", "{5e0e0000-0000-4000-8000-00000000002a}",
            "5e0e00000000-4000-8000-00000000002a-",
        ])
    func refusesOthers(_ text: String) {
        #expect(UUID(canonicalText: text) == nil)
        #expect(UUID(uuidString: text) == nil)
    }
}
