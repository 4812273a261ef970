import PetSpotDomain
@testable import PetSpotMatching
import Testing

@Suite("Possible matches: descriptions in canonical words")
struct DescriptionFeaturesTests {
    @Test(arguments: [
        "black & white", "black/white", "Black and White", "tuxedo", "black-and-white", "bicolor black white",
    ])
    func blackAndWhite(text: String) {
        #expect(DescriptionFeatures(text).colours == ["black", "white"])
    }

    @Test(arguments: ["white paw", "White paws", "white socks", "one white sock", "white feet", "little mittens"])
    func whitePaws(text: String) {
        #expect(DescriptionFeatures(text).marks == ["white paws"])
    }

    @Test func theColourOfAnItemIsNotTheCoats() {
        let features = DescriptionFeatures("Grey tabby, blue eyes, pink collar and a bell; no harness")
        #expect(features.colours == ["grey"])
        #expect(features.patterns == ["tabby"])
        #expect(features.marks == ["blue eyes"])
        #expect(features.wearing == ["collar": ["pink"], "bell": []])
    }

    @Test func synonymsMeetInOneWord() {
        #expect(DescriptionFeatures("gray").colours == DescriptionFeatures("silver").colours)
        #expect(DescriptionFeatures("chocolate").colours == DescriptionFeatures("brown").colours)
        #expect(DescriptionFeatures("tortie").patterns == DescriptionFeatures("tortoiseshell").patterns)
        #expect(DescriptionFeatures("docked tail").marks == DescriptionFeatures("bobtail").marks)
        #expect(DescriptionFeatures("Ein schwarzer Hund").isEmpty)
    }

    @Test(
        "Plain ASCII text is read by its bytes into the words Foundation's folding gives, and accented text is folded")
    func asciiTextReadsAsFolded() {
        let pieces =
            DescriptionVocabulary.entries.keys.sorted() + [
                "Paws", "FEET", "dress", "Mice", "bus", "iris", "x", "  ", "/", "&", "-", "3", "B&W", "'s", ",\n",
            ]
        // Texts of twelve pieces each, drawn in a fixed order that visits every piece many times.
        for text in 0..<500 {
            let text = (0..<12).map { slot in
                let piece = pieces[(text * 31 + slot * 17 + slot * slot) % pieces.count]
                return (text + slot) % 3 == 0 ? piece.uppercased() : piece
            }.joined(separator: text % 2 == 0 ? " " : ",")
            #expect(TextWords.of(text) == TextWords.foldedWords(text), "\(text)")
        }
        #expect(TextWords.of("Café au lait, Łatka") == ["cafe", "au", "lait", "łatka"])
    }
}

@Suite("Possible matches: breeds as people name them")
struct BreedCatalogueTests {
    let dogs = BreedCatalogue(SpeciesTaxonomy.bundled.option(for: .dog))
    let cats = BreedCatalogue(SpeciesTaxonomy.bundled.option(for: .cat))

    @Test func names() {
        #expect(dogs.name("Labrador Retriever") == .breed("Labrador Retriever", mixed: false))
        #expect(dogs.name("lab x") == .breed("Labrador Retriever", mixed: true))
        #expect(dogs.name("frenchie") == .breed("French Bulldog", mixed: false))
        #expect(dogs.name("Bulldog") == .breed("Bulldog", mixed: false))
        #expect(dogs.name("staffy cross") == .breed("Staffordshire Bull Terrier", mixed: true))
        #expect(dogs.name("shepherd") == .nothing)
        #expect(dogs.name("Mixed breed") == .nothing)
        #expect(dogs.name(nil) == .nothing)
        #expect(cats.name("moggy") == .nothing)
        #expect(cats.name("siamese mix") == .breed("Siamese", mixed: true))
    }

    @Test func groups() {
        #expect(dogs.sharedGroup("Golden Retriever", "Labrador Retriever") == "Retrievers")
        #expect(dogs.sharedGroup("Golden Retriever", "Pug") == nil)
    }
}
