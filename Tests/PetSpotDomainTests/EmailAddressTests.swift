import Testing
import PetSpotDomain

@Suite("Email address")
struct EmailAddressTests {
    @Test(
        "Given a local@domain.tld address, when checked, then it is valid",
        arguments: ["a@b.co", "john.doe+tag@example.com", "x@sub.domain.org", "owner@example.com", "ü@例え.jp",
                    "o'brien@example.ie", "a/b@example.com", "first_last@my-host.example.org"]
    )
    func validAddresses(text: String) {
        #expect(EmailAddress.problem(with: text) == nil)
    }

    @Test(
        "Given text that is not local@domain.tld, when checked, then the message asks for a valid email address",
        arguments: ["", "plainaddress", "@example.com", "a@", "a@b", "a@b.", "a b@c.de", "a@@b.de", "a@b.c d", "a@b@c.de", "owner@example",
                    "\"quoted\"@example.com", "<owner@example.com>", "Owner <owner@example.com>", "a,b@example.com", "a@[10.0.0.1]",
                    ".a@example.com", "a..b@example.com", "a.@example.com", "a@-example.com", "a@example-.com", "a@example.c", "a@example.123",
                    "a;b@example.com", "a@exa mple.com"]
    )
    func invalidAddresses(text: String) {
        let problem = EmailAddress.problem(with: text)
        #expect(problem == FieldProblem(.invalidFormat, "Enter a valid email address"))
        #expect(problem?.message == Copy.Validation.invalidEmail)
    }

    @Test("Given an address of exactly 254 characters, when checked, then it is valid")
    func maxLengthAccepted() {
        let address = String(repeating: "a", count: 254 - "@example.com".count) + "@example.com"
        #expect(address.count == 254)
        #expect(EmailAddress.problem(with: address) == nil)
    }

    @Test("Given an otherwise valid address of 255 characters, when checked, then it is refused as too long")
    func tooLongRejected() {
        let address = String(repeating: "a", count: 255 - "@example.com".count) + "@example.com"
        #expect(address.count == 255)
        #expect(EmailAddress.problem(with: address) == FieldProblem(.invalidFormat, Copy.Validation.emailTooLong))
        #expect(EmailAddress.maxLength == 254)
    }
}
