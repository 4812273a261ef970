import PetSpotMarkup

extension QRCode {
    /// The code as SVG: one path of its dark modules (a square per module, merged along each row),
    /// on a light square with a quiet zone of `quietZone` modules (four, the standard's, §6.3.8),
    /// scaled by the viewer. `title` names it for screen readers.
    public func svg(title: String, quietZone: Int = 4) -> String {
        let side = size + 2 * quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard self[x, y] else {
                    x += 1
                    continue
                }
                var run = 1
                while x + run < size && self[x + run, y] { run += 1 }
                path += "M\(x + quietZone) \(y + quietZone)h\(run)v1h-\(run)z"
                x += run
            }
        }
        let svg: XML = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges" role="img">\
            <title>\(title)</title><rect width="\(side)" height="\(side)" fill="#fff"/><path d="\(path)" fill="#000"/></svg>
            """
        return svg.description
    }
}
