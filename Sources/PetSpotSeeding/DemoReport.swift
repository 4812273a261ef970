import PetSpotDomain

/// One demo report's content, placed by its offset from the demo centre.
struct DemoReport: Sendable {
    let id: String
    let status: AnnouncementStatus
    let species: Species
    let breed: String?
    let sex: Sex
    let petName: String?
    let age: Int?
    let description: String
    let microchipNumber: String?
    let daysAgo: Int
    let northKilometres: Double
    let eastKilometres: Double
    let email: String?
    let phone: String?
    let reward: String?
    let colours: (background: (UInt8, UInt8, UInt8), foreground: (UInt8, UInt8, UInt8))

    static let all: [DemoReport] = [
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000001", status: .missing, species: .dog, breed: "Beagle", sex: .male,
            petName: "Burek", age: 4,
            description: "Tricolour, red collar with a bone-shaped tag. Friendly but shy with men.",
            microchipNumber: "616093900123456", daysAgo: 1, northKilometres: 0.4, eastKilometres: -0.3,
            email: "anna.nowak@example.com", phone: "+48 512 345 678", reward: "500 PLN",
            colours: ((244, 204, 150), (120, 72, 36))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000002", status: .found, species: .cat, breed: "Domestic Shorthair",
            sex: .female,
            petName: nil, age: nil, description: "Grey tabby sitting by the tram stop, very hungry, no collar.",
            microchipNumber: nil, daysAgo: 0, northKilometres: -0.8, eastKilometres: 0.6,
            email: "piotr.k@example.com", phone: nil, reward: nil,
            colours: ((200, 200, 210), (90, 90, 100))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000003", status: .missing, species: .cat, breed: "Maine Coon",
            sex: .male,
            petName: "Leon", age: 7,
            description: "Big ginger long-haired cat, slipped out of a balcony on the 2nd floor.",
            microchipNumber: "981020001234567", daysAgo: 3, northKilometres: 1.9, eastKilometres: 1.2,
            email: nil, phone: "+48 600 111 222", reward: "Reward for any news",
            colours: ((250, 190, 120), (190, 90, 20))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000004", status: .found, species: .dog, breed: "Labrador Retriever",
            sex: .female,
            petName: nil, age: nil,
            description: "Black female, very calm, pink harness, found in the park near the river.",
            microchipNumber: "616093900765432", daysAgo: 0, northKilometres: -1.5, eastKilometres: -2.2,
            email: "schronisko@example.org", phone: "+48 12 410 20 00", reward: nil,
            colours: ((60, 60, 70), (230, 120, 160))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000005", status: .missing, species: .bird, breed: "Cockatiel",
            sex: .unknown,
            petName: "Kiwi", age: 2, description: "Yellow head with orange cheeks, whistles the Imperial March.",
            microchipNumber: nil, daysAgo: 2, northKilometres: 0.2, eastKilometres: 3.1,
            email: "kiwi.home@example.com", phone: nil, reward: "200 PLN",
            colours: ((255, 240, 150), (240, 140, 40))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000006", status: .missing, species: .rabbit, breed: "Holland Lop",
            sex: .female,
            petName: "Fasolka", age: 1, description: "White with brown ears, lop-eared, escaped from the garden.",
            microchipNumber: nil, daysAgo: 5, northKilometres: -3.4, eastKilometres: 0.9,
            email: "ola.w@example.com", phone: "+48 698 765 432", reward: nil,
            colours: ((250, 250, 245), (150, 100, 70))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000007", status: .found, species: .rodent, breed: "Guinea Pig",
            sex: .unknown,
            petName: nil, age: nil,
            description: "Tan and white guinea pig found in a box by the bins; now warm and fed.",
            microchipNumber: nil, daysAgo: 1, northKilometres: 2.6, eastKilometres: -1.7,
            email: "marek@example.com", phone: nil, reward: nil,
            colours: ((230, 200, 160), (255, 255, 255))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000008", status: .missing, species: .dog, breed: "German Shepherd",
            sex: .male,
            petName: "Max", age: 9, description: "Older dog, grey muzzle, limps on the back left leg. Answers to Max.",
            microchipNumber: "616093900555111", daysAgo: 6, northKilometres: -4.8, eastKilometres: -3.9,
            email: "rodzina.zielinski@example.com", phone: "+48 501 222 333", reward: "1000 PLN",
            colours: ((120, 90, 60), (30, 25, 20))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000009", status: .found, species: .cat, breed: "British Shorthair",
            sex: .male,
            petName: nil, age: nil, description: "Blue-grey neutered tom, very tame, wearing a flea collar.",
            microchipNumber: "900215000444333", daysAgo: 2, northKilometres: 6.5, eastKilometres: 4.0,
            email: nil, phone: "+48 790 100 200", reward: nil,
            colours: ((150, 160, 180), (70, 80, 100))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000010", status: .missing, species: .reptile, breed: "Bearded Dragon",
            sex: .female,
            petName: "Smoczek", age: 3,
            description: "About 40 cm long, sandy colour. Needs warmth: please keep her somewhere warm.",
            microchipNumber: nil, daysAgo: 1, northKilometres: 9.0, eastKilometres: -6.0,
            email: "gad.lover@example.com", phone: nil, reward: "Chocolates and eternal gratitude",
            colours: ((220, 190, 130), (160, 120, 60))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000011", status: .found, species: .dog, breed: "Jack Russell Terrier",
            sex: .male,
            petName: nil, age: nil,
            description: "Small white and brown terrier running along the main road; safe with us now.",
            microchipNumber: nil, daysAgo: 0, northKilometres: -12.0, eastKilometres: 8.5,
            email: "finder@example.net", phone: "+48 533 444 555", reward: nil,
            colours: ((255, 255, 255), (150, 90, 40))),
        DemoReport(
            id: "0d5e1a8e-5a53-4d0e-9b1a-000000000012", status: .missing, species: .other, breed: "Goat", sex: .female,
            petName: "Mela", age: 5, description: "White goat with a bell, wandered off from the allotments.",
            microchipNumber: nil, daysAgo: 4, northKilometres: 18.0, eastKilometres: 12.0,
            email: "dzialki@example.com", phone: "+48 605 606 607", reward: "Fresh cheese",
            colours: ((170, 210, 140), (255, 255, 255))),
    ]
}
