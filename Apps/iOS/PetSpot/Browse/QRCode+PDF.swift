import PetSpotQR
import UIKit

extension QRCode {
    /// The code's dark modules as squares, in a white square with its quiet zone (four modules):
    /// the flyer's and the paper collars' PDFs draw it alike.
    func draw(in rect: CGRect) {
        let module = rect.width / CGFloat(size + 8)
        UIColor.white.setFill()
        UIRectFill(rect)
        UIColor.black.setFill()
        for y in 0..<size {
            for x in 0..<size where self[x, y] {
                UIRectFill(
                    CGRect(
                        x: rect.minX + CGFloat(x + 4) * module, y: rect.minY + CGFloat(y + 4) * module, width: module,
                        height: module))
            }
        }
    }
}
