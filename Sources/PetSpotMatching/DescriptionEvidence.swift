import PetSpotDomain

/// The descriptions' shared words: each shared colour, pattern, mark and worn item speaks for the
/// pair (marks most: they are rarer than colours); coats described in colours that share none speak
/// against it. What one side leaves out says nothing: a finder sees less than an owner knows.
enum DescriptionEvidence {
    static func evidence(missing lost: DescriptionFeatures, found seen: DescriptionFeatures) -> Evidence {
        guard !lost.isEmpty, !seen.isEmpty else { return .none }
        var weight = 0.0
        var shared: [String] = []

        let colours = lost.colours.intersection(seen.colours)
        weight += 0.45 * Double(min(3, colours.count))
        if colours.isEmpty, !lost.colours.isEmpty, !seen.colours.isEmpty { weight -= 1.2 }
        shared += colours.sorted(by: Self.colourOrder)

        let patterns = lost.patterns.intersection(seen.patterns)
        weight += 0.8 * Double(patterns.count)
        if patterns.isEmpty, !lost.patterns.isEmpty, !seen.patterns.isEmpty { weight -= 0.6 }
        shared += patterns.sorted()

        let marks = lost.marks.intersection(seen.marks)
        weight += 1.0 * Double(marks.count)
        shared += marks.sorted()

        for item in lost.wearing.keys.sorted() {
            guard let lostColours = lost.wearing[item], let seenColours = seen.wearing[item] else { continue }
            let colour = lostColours.intersection(seenColours).sorted().first
            if colour == nil, !lostColours.isEmpty, !seenColours.isEmpty {
                weight -= 0.3
            } else {
                weight += colour == nil ? 0.5 : 0.8
                shared.append(colour.map { "a \($0) \(item)" } ?? "a \(item)")
            }
        }
        guard !shared.isEmpty else { return Evidence(weight: weight) }
        let said = shared
        return Evidence(weight: weight, .similarDescription, Copy.Matching.similarDescription(said))
    }

    /// Black and white, in that order, as people say them.
    private static func colourOrder(_ first: String, _ second: String) -> Bool {
        let order = ["black", "white", "brown", "tan", "ginger", "grey", "golden", "cream"]
        return (order.firstIndex(of: first) ?? order.count, first) < (
            order.firstIndex(of: second) ?? order.count, second
        )
    }
}
