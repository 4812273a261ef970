import PetSpotFlows
import PetSpotQR
import UIKit

/// A found report's paper collars on one landscape A4 page (842 × 595 points), drawn with UIKit's
/// PDF renderer from the values the web prints (`PaperCollar`): five strips, each 255 mm long and
/// 34 mm high, "Am I lost? Scan me", the short address and PetSpot's name between two 28 mm codes.
enum CollarPDF {
    static let page = CGRect(x: 0, y: 0, width: 842, height: 595)
    private static let millimetre: CGFloat = 72 / 25.4

    static func data(_ collar: PaperCollar) -> Data {
        UIGraphicsPDFRenderer(bounds: page).pdfData { context in
            context.beginPage()
            let width = 255 * millimetre, height = 34 * millimetre, code = 28 * millimetre
            let left = (page.width - width) / 2
            for strip in 0..<PaperCollar.strips {
                let top = 28 + CGFloat(strip) * height
                let frame = CGRect(x: left, y: top, width: width, height: height)
                // The cut line: a hairline round the strip.
                UIColor.black.setFill()
                for edge in [
                    CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5),
                    CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0.5),
                    CGRect(x: frame.minX, y: frame.minY, width: 0.5, height: frame.height),
                    CGRect(x: frame.maxX, y: frame.minY, width: 0.5, height: frame.height),
                ] {
                    UIRectFill(edge)
                }
                if let qr = collar.qrCode {
                    let inset = (height - code) / 2
                    qr.draw(in: CGRect(x: frame.midX - 70 * millimetre, y: top + inset, width: code, height: code))
                    qr.draw(in: CGRect(x: frame.midX + 42 * millimetre, y: top + inset, width: code, height: code))
                }
                let words = "\(collar.lost) \(collar.scan)\n\(collar.shortAddressTyped) · \(collar.brand)"
                let centred = NSMutableParagraphStyle()
                centred.alignment = .center
                (words as NSString).draw(
                    in: CGRect(
                        x: frame.midX - 40 * millimetre, y: top + height / 2 - 16, width: 80 * millimetre, height: 40),
                    withAttributes: [
                        .font: UIFont.systemFont(ofSize: 13, weight: .bold), .foregroundColor: UIColor.black,
                        .paragraphStyle: centred,
                    ])
            }
        }
    }
}
