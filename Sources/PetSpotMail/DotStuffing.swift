/// A message as DATA carries it (RFC 5321 §4.5.2): every line ends with CRLF (a bare LF or CR
/// becomes one), a line that starts with `.` gets a second one, and the end is `CRLF.CRLF`.
enum DotStuffing {
    static func encode(_ message: [UInt8]) -> [UInt8] {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n"), dot = UInt8(ascii: ".")
        var out: [UInt8] = []
        out.reserveCapacity(message.count + message.count / 40 + 5)
        var atLineStart = true
        var index = 0
        while index < message.count {
            let byte = message[index]
            if byte == cr || byte == lf {
                out.append(contentsOf: [cr, lf])
                // CRLF is one line end, not two.
                if byte == cr, index + 1 < message.count, message[index + 1] == lf { index += 1 }
                atLineStart = true
            } else {
                if atLineStart, byte == dot { out.append(dot) }
                out.append(byte)
                atLineStart = false
            }
            index += 1
        }
        if !atLineStart { out.append(contentsOf: [cr, lf]) }
        out.append(contentsOf: [dot, cr, lf])
        return out
    }
}
