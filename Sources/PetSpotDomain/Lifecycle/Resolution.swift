/// How a report ended: the pet is home (`REUNITED`), or the owner closed it for another reason
/// (`CLOSED`: adopted, rehomed, posted by mistake). An open report has none. The raw value is the wire form.
public enum Resolution: String, CaseIterable, Hashable, Sendable, Codable {
    case reunited = "REUNITED"
    case closed = "CLOSED"
}
