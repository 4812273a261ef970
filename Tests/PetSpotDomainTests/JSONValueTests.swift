import Foundation
import Testing
import PetSpotDomain

@Suite("JSON value")
struct JSONValueTests {
    private func decode(_ json: String) throws -> JSONValue? {
        try JSONDecoder().decode([String: JSONValue].self, from: Data(#"{"v":\#(json)}"#.utf8))["v"]
    }

    @Test(
        "Given a JSON scalar, when decoded, then it keeps its JSON type",
        arguments: [
            ("true", JSONValue.bool(true)), ("false", .bool(false)),
            ("1", .number(1)), ("0", .number(0)), ("1.5", .number(1.5)), ("-40", .number(-40)),
            (#""1""#, .string("1")), (#""true""#, .string("true")), (#""""#, .string("")),
            ("null", .null),
        ]
    )
    func scalars(json: String, expected: JSONValue) throws {
        #expect(try decode(json) == expected)
    }

    @Test("Given true, when decoded, then it stays a boolean and is not read as a number")
    func trueIsNotANumber() throws {
        let value = try decode("true")
        #expect(value == .bool(true))
        #expect(value != .number(1))
        #expect(value?.typeName == "boolean")
    }

    @Test("Given 1, when decoded, then it is a number and not a boolean")
    func oneIsNotABoolean() throws {
        let value = try decode("1")
        #expect(value == .number(1))
        #expect(value != .bool(true))
    }

    @Test("Given nested objects and arrays, when decoded, then the structure is kept")
    func nested() throws {
        let value = try decode(#"{"a":{"b":[true,2,"x",null,{"c":[]}]},"d":{}}"#)
        #expect(
            value
                == .object([
                    "a": .object([
                        "b": .array([.bool(true), .number(2), .string("x"), .null, .object(["c": .array([])])])
                    ]),
                    "d": .object([:]),
                ]))
    }

    @Test("Given a JSON value, when encoded and decoded, then it is the same")
    func roundTrip() throws {
        let value = JSONValue.object([
            "flag": .bool(false), "n": .number(52.2297), "s": .string("Rex \"the\" dog"), "nothing": .null,
            "list": .array([.number(1), .object(["k": .string("v")])]),
        ])
        let decoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(decoded == value)
    }

    @Test(
        "Given a JSON value, then its type name is the JSON type's",
        arguments: [
            (JSONValue.null, "null"), (.bool(true), "boolean"), (.number(1), "number"),
            (.string("a"), "string"), (.array([]), "array"), (.object([:]), "object"),
        ]
    )
    func typeNames(value: JSONValue, name: String) {
        #expect(value.typeName == name)
    }
}
