import Testing
import PetSpotDomain

@Suite("Email address")
struct EmailAddressTests {
    @Test(
        "Given a local@domain.tld address, when checked, then it is valid",
        arguments: [
            "a@b.co", "john.doe+tag@example.com", "x@sub.domain.org", "owner@example.com", "u@例え.jp", "anna@żółw.pl",
            "o'brien@example.ie", "a/b@example.com", "first_last@my-host.example.org",
        ]
    )
    func validAddresses(text: String) {
        #expect(EmailAddress.problem(with: text) == nil)
    }

    @Test(
        "Given text that is not local@domain.tld, when checked, then the message asks for a valid email address",
        arguments: [
            "", "plainaddress", "@example.com", "a@", "a@b", "a@b.", "a b@c.de", "a@@b.de", "a@b.c d", "a@b@c.de",
            "owner@example",
            "\"quoted\"@example.com", "<owner@example.com>", "Owner <owner@example.com>", "a,b@example.com",
            "a@[10.0.0.1]",
            ".a@example.com", "a..b@example.com", "a.@example.com", "a@-example.com", "a@example-.com", "a@example.c",
            "a@example.123",
            "a;b@example.com", "a@exa mple.com",
        ]
    )
    func invalidAddresses(text: String) {
        let problem = EmailAddress.problem(with: text)
        #expect(problem == FieldProblem(.invalidFormat, "Enter a valid email address"))
        #expect(problem?.message == Copy.Validation.invalidEmail)
    }

    @Test(
        "Given letters other than a–z before the @, then the address is refused, saying mail could not reach it",
        arguments: ["ü@example.com", "zoë@例え.jp", "用户@example.com"])
    func nonASCIILocalParts(text: String) {
        #expect(
            EmailAddress.problem(with: text) == FieldProblem(.invalidFormat, Copy.Validation.emailLocalPartNotASCII))
    }

    @Test(
        "Given domains in any script, then mail carries them as IDNA A-labels (RFC 3492's examples and real domains); ASCII ones are unchanged"
    )
    func domainsAsPunycode() {
        #expect(EmailAddress.asciiDomain("u@例え.jp") == "u@xn--r8jz45g.jp")
        #expect(EmailAddress.asciiDomain("anna@żółw.pl") == "anna@xn--w-uga1v8h.pl")
        #expect(EmailAddress.asciiDomain("a@bücher.example") == "a@xn--bcher-kva.example")
        #expect(EmailAddress.asciiDomain("owner@example.com") == "owner@example.com")
        // RFC 3492, 7.1 (A) Arabic (Egyptian) and (L) Japanese "3年B組金八先生".
        #expect(Punycode.encode("ليهمابتكلموشعربي؟") == "egbpdaj6bu4bxfgehfvwxn")
        #expect(Punycode.encode("3年b組金八先生") == "3b-ww4c5e180e575a65lsy2b")
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
