import Foundation
import PetSpotProcessTesting
import Testing
@testable import PetSpotQR

/// The codes read back by a real decoder (zxing-cpp, `Tests/QRDecoder/qr_decode.py`), in the
/// Python that `PETSPOT_TEST_QR_PYTHON` names (`.ci/run`'s, with zxing-cpp and numpy).
@Suite(
    "QR codes a real decoder reads back, every version and level",
    .enabled(if: QRDecoder.python != nil, "needs PETSPOT_TEST_QR_PYTHON (a Python with zxing-cpp and numpy)"))
struct QRDecodingTests {
    @Test(
        "Given bytes filling each version 1–40 at each level, and short addresses, then zxing-cpp reads each code back to its bytes at its level, and every mask is chosen somewhere"
    )
    func decodedByZXing() throws {
        var generator = SeededBytes(seed: 18004)
        var cases: [(bytes: [UInt8], level: QRErrorCorrection)] = []
        for level in QRErrorCorrection.allCases {
            for version in 1...40 { cases.append((generator.next(Self.capacity(version, level)), level)) }
        }
        for code in [
            "a", "0", "Ab3dE9xZ", "ÿ\u{0}é", "https://petspot.example/r/Ab3dE9xZ",
            "https://petspot.example/r/Ab3dE9xZ?seen=1",
        ] {
            cases.append((Array(code.utf8), .medium))
        }
        let codes = try cases.map { try QRCode.encode($0.bytes, correction: $0.level) }
        #expect(Array(codes.map(\.version).prefix(40)) == Array(1...40), "each capacity fills its version exactly")
        let answers = try QRDecoder.decode(codes)
        for (index, (code, answer)) in zip(codes, answers).enumerated() {
            let expected = cases[index].bytes.map { String(format: "%02x", $0) }.joined()
            #expect(
                answer == "\(expected) \(Self.letter(code.errorCorrection))",
                "version \(code.version), level \(code.errorCorrection), mask \(code.mask)")
        }
        #expect(Set(codes.map(\.mask)) == Set(0..<8))
    }

    /// The most bytes a version holds at a level, as the encoder's table says.
    private static func capacity(_ version: Int, _ level: QRErrorCorrection) -> Int {
        QRCodeData.capacity(version: version, level: level)
    }

    private static func letter(_ level: QRErrorCorrection) -> String {
        switch level {
        case .low: "L"
        case .medium: "M"
        case .quartile: "Q"
        case .high: "H"
        }
    }
}

/// Bytes from a fixed seed (xorshift), so every run draws the same symbols.
struct SeededBytes {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }
}

enum QRDecoder {
    static let python = ProcessInfo.processInfo.environment["PETSPOT_TEST_QR_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }

    /// One answer per code: its bytes in hex and its level, or "-".
    static func decode(_ codes: [QRCode]) throws -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("QRDecoder/qr_decode.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python ?? "python3")
        process.arguments = [script.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        // Through the suites' one launcher: two `Process.run()` at once crash swift-corelibs-foundation.
        try ProcessLaunch.run(process)
        let lines = codes.map { code in
            let rows = (0..<code.size).map { y in String((0..<code.size).map { x in code[x, y] ? "1" : "0" }) }
            return "{\"rows\": [\(rows.map { "\"\($0)\"" }.joined(separator: ","))]}\n"
        }
        // Written from another thread: the decoder answers as it reads, and a full pipe would wait.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(lines.joined().utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return answer.split(separator: "\n").map(String.init)
    }
}
