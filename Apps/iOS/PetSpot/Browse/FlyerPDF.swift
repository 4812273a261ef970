import PetSpotFlows
import PetSpotQR
import UIKit

/// A report's flyer on one A4 page (595 × 842 points), drawn with UIKit's PDF renderer from the
/// values the web's printed sheet shows: LOST or FOUND, the photo, the name, the pet in words,
/// when and where, the reward, the contact (a private one never: "through PetSpot"), the QR code
/// of the short address with the address under it, and tear-off strips along the bottom.
enum FlyerPDF {
    static let page = CGRect(x: 0, y: 0, width: 595, height: 842)
    private static let margin: CGFloat = 28
    private static let red = UIColor(red: 0xE7 / 255, green: 0, blue: 0x0B / 255, alpha: 1)
    private static let green = UIColor(red: 0, green: 0x82 / 255, blue: 0x36 / 255, alpha: 1)

    static func data(_ flyer: FlyerPresentation, photo: UIImage?) -> Data {
        UIGraphicsPDFRenderer(bounds: page).pdfData { context in
            context.beginPage()
            var top = margin
            top = line(flyer.headline, size: 80, weight: .heavy, colour: red, top: top)
            if let photo {
                photo.draw(in: CGRect(x: (page.width - 360) / 2, y: top, width: 360, height: 240))
                top += 252
            }
            top = line(flyer.name, size: 36, weight: .bold, top: top)
            for words in flyer.looks { top = line(words, size: 15, top: top, lines: 2) }
            top = line(flyer.seen, size: 15, top: top)
            if let reward = flyer.reward { top = line(reward, size: 17, weight: .bold, top: top) }
            for contact in flyer.contact { top = line(contact, size: 17, weight: .semibold, top: top) }
            if let code = flyer.qrCode {
                code.draw(in: CGRect(x: (page.width - 110) / 2, y: top + 8, width: 110, height: 110))
            }
            top = line(FlyerPresentation.scanLine, size: 12, top: top + 126)
            _ = line(flyer.shortAddressTyped, size: 17, weight: .bold, top: top)
            drawStrips(flyer.shortAddressTyped)
            if let ended = flyer.ended {
                green.setFill()
                context.fill(CGRect(x: 0, y: 300, width: page.width, height: 60))
                _ = line(ended, size: 30, weight: .heavy, colour: .white, top: 310)
            }
        }
    }

    /// Centred text from `top`, at most `lines` lines; returns where the next line starts.
    private static func line(
        _ text: String, size: CGFloat, weight: UIFont.Weight = .regular, colour: UIColor = .black,
        top: CGFloat, lines: Int = 1
    ) -> CGFloat {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let height = size * 1.25 * CGFloat(lines)
        (text as NSString).draw(
            in: CGRect(x: margin, y: top, width: page.width - 2 * margin, height: height),
            withAttributes: [
                .font: UIFont.systemFont(ofSize: size, weight: weight), .foregroundColor: colour,
                .paragraphStyle: centred,
            ])
        return top + height + 4
    }

    /// Four strips to tear off along the bottom, each with the short address.
    private static func drawStrips(_ address: String) {
        let width = (page.width - 2 * margin) / 4, top = page.height - margin - 44
        UIColor.black.setFill()
        UIRectFill(CGRect(x: margin, y: top, width: page.width - 2 * margin, height: 0.5))
        for strip in 0..<4 {
            let left = margin + CGFloat(strip) * width
            if strip > 0 { UIRectFill(CGRect(x: left, y: top, width: 0.5, height: 44)) }
            (address as NSString).draw(
                in: CGRect(x: left + 4, y: top + 14, width: width - 8, height: 20),
                withAttributes: [.font: UIFont.systemFont(ofSize: 8, weight: .bold), .foregroundColor: UIColor.black])
        }
    }
}
