/// The system clipboard.
public protocol PasteboardWriting: Sendable {
    func copy(_ text: String) async
}
