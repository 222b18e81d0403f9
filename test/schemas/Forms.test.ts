import { Either, ParseResult, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  ChainNamespace,
  Email,
  EmbeddedAccountType,
  INVALID_INPUT,
  NameToRegister,
  Otp,
  REQUIRED,
  SessionProperties,
  SocialOption,
  SocialProvider,
  ThemeMode,
  WalletSendCallsParams,
  formMessage,
  requiredField,
  validateForm
} from "../../schemas/index.js"
import { decodeError } from "./messages.js"

/** The message a form shows for `input` under `schema`, or "ok". */
const shown = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema)(input)
  return Either.isRight(result) ? "ok" : formMessage(result.left)
}

describe("Email", () => {
  it.each(["a@b.co", "first.last+tag@mail.example.org", "o'brien@example.ie", "x_y-z@sub-domain.example.com"])(
    "accepts %s",
    (email) => expect(shown(Email, email)).toBe("ok")
  )
  it.each(["abc", "a@b", "a@b.c", "@b.co", "a@.co", ".a@b.co", "a..b@c.co", "a@b.co ", "a b@c.co", 5, null])(
    "rejects %j with 'Invalid input'",
    (input) => expect(shown(Email, input)).toBe(INVALID_INPUT)
  )
  it("rejects an empty field with 'Required'", () => expect(shown(Email, "")).toBe(REQUIRED))
  it("reads 'Required' / 'Invalid input' in Effect's own formatter too, not its default texts", () => {
    expect(ParseResult.TreeFormatter.formatErrorSync(decodeError(Email, ""))).toBe(REQUIRED)
    expect(ParseResult.TreeFormatter.formatErrorSync(decodeError(Email, "abc"))).toBe(INVALID_INPUT)
    expect(ParseResult.TreeFormatter.formatErrorSync(decodeError(Email, 5))).toBe(INVALID_INPUT)
  })
})

describe("Otp", () => {
  it("accepts any typed code", () => {
    expect(shown(Otp, "123456")).toBe("ok")
    expect(shown(Otp, "abc")).toBe("ok")
  })
  it("rejects an empty code with 'Required' and a non-string with 'Invalid input'", () => {
    expect(shown(Otp, "")).toBe(REQUIRED)
    expect(shown(Otp, 123456)).toBe(INVALID_INPUT)
  })
})

describe("choices", () => {
  it("SocialProvider is one of the six OAuth providers", () => {
    for (const p of ["google", "github", "apple", "facebook", "x", "discord"]) expect(shown(SocialProvider, p)).toBe("ok")
    for (const p of ["farcaster", "twitter", "Google", "", 1]) expect(shown(SocialProvider, p)).toBe(INVALID_INPUT)
  })
  it("SocialOption adds Farcaster, which has its own flow", () => {
    expect(shown(SocialOption, "farcaster")).toBe("ok")
    expect(shown(SocialOption, "google")).toBe("ok")
    expect(shown(SocialOption, "email")).toBe(INVALID_INPUT)
  })
  it("ThemeMode is light or dark", () => {
    expect(shown(ThemeMode, "light")).toBe("ok")
    expect(shown(ThemeMode, "dark")).toBe("ok")
    expect(shown(ThemeMode, "system")).toBe(INVALID_INPUT)
  })
  it("EmbeddedAccountType is eoa or smartAccount", () => {
    expect(shown(EmbeddedAccountType, "eoa")).toBe("ok")
    expect(shown(EmbeddedAccountType, "smartAccount")).toBe("ok")
    expect(shown(EmbeddedAccountType, "payment")).toBe(INVALID_INPUT)
  })
  it("ChainNamespace is one of the five families", () => {
    for (const ns of ["eip155", "solana", "polkadot", "bip122", "cosmos"]) expect(shown(ChainNamespace, ns)).toBe("ok")
    expect(shown(ChainNamespace, "tron")).toBe(INVALID_INPUT)
  })
})

describe("WalletSendCallsParams", () => {
  const call = { to: "0x0000000000000000000000000000000000000001", data: "0xa9059cbb", value: "0x0" }
  const validate = validateForm(WalletSendCallsParams)

  it("accepts calls whose to and data start with 0x, data being optional", () => {
    const params = [{ chainId: "0x1", from: "0xabc", version: "1.0", capabilities: { paymasterService: {} }, calls: [call, { to: "0x02" }] }]
    expect(validate(params)).toEqual(Either.right(params))
  })
  it("rejects a to that does not start with 0x", () => {
    expect(validate([{ calls: [{ to: "1234" }] }])).toEqual(Either.left({ "0.calls.0.to": INVALID_INPUT }))
  })
  it("rejects data that does not start with 0x", () => {
    expect(validate([{ calls: [{ ...call, data: "a9059cbb" }] }])).toEqual(Either.left({ "0.calls.0.data": INVALID_INPUT }))
  })
  it("requires to and calls", () => {
    expect(validate([{ calls: [{ data: "0x" }] }])).toEqual(Either.left({ "0.calls.0.to": REQUIRED }))
    expect(validate([{ calls: [{ to: "" }] }])).toEqual(Either.left({ "0.calls.0.to": REQUIRED }))
    expect(validate([{}])).toEqual(Either.left({ "0.calls": REQUIRED }))
  })
  it("reports every failing call", () => {
    expect(validate([{ calls: [{ to: "x" }, call, { to: "0x1", data: "y" }] }])).toEqual(
      Either.left({ "0.calls.0.to": INVALID_INPUT, "0.calls.2.data": INVALID_INPUT })
    )
  })
  it("rejects params that are not a list", () => {
    expect(validate({ calls: [call] })).toEqual(Either.left({ "": INVALID_INPUT }))
  })
})

describe("NameToRegister", () => {
  it.each(["abcd", "my-name", "name-2024", "ABCD", "a1-b"])("accepts %s", (name) => expect(shown(NameToRegister, name)).toBe("ok"))
  it.each(["abc", "ab", "my_name", "my name", "naïve", "name.reown", "name!"])("rejects %s with 'Invalid input'", (name) =>
    expect(shown(NameToRegister, name)).toBe(INVALID_INPUT)
  )
  it("rejects an empty name with 'Required'", () => expect(shown(NameToRegister, "")).toBe(REQUIRED))

  it("accepts exactly the strings of letters, digits and hyphens of 4 or more characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 12 }), (s) => {
        const expected = s === "" ? REQUIRED : /^[a-zA-Z0-9-]{4,}$/.test(s) ? "ok" : INVALID_INPUT
        expect(shown(NameToRegister, s)).toBe(expected)
      }),
      { numRuns: 200 }
    )
  })
})

describe("SessionProperties", () => {
  const validate = validateForm(SessionProperties)
  it("accepts non-null values of any type", () => {
    const props = { capabilities: '{"eip155:1":{}}', count: 0, flag: false, nested: { a: null } }
    expect(validate(props)).toEqual(Either.right(props))
  })
  it("rejects a null or undefined value with 'Required' at its key", () => {
    expect(validate({ ok: "1", missing: null })).toEqual(Either.left({ missing: REQUIRED }))
    expect(validate({ missing: undefined })).toEqual(Either.left({ missing: REQUIRED }))
  })
  it("rejects a non-object with 'Invalid input'", () => {
    expect(validate("x")).toEqual(Either.left({ "": INVALID_INPUT }))
  })
})

describe("validateForm", () => {
  const LoginForm = Schema.Struct({ email: requiredField(Email), otp: requiredField(Otp), theme: Schema.optional(ThemeMode) })
  const validate = validateForm(LoginForm)

  it("maps every failing field to its message", () => {
    expect(validate({ email: "nope", theme: "blue" })).toEqual(
      Either.left({ email: INVALID_INPUT, otp: REQUIRED, theme: INVALID_INPUT })
    )
  })
  it("passes a valid form through", () => {
    expect(validate({ email: "a@b.co", otp: "123456" })).toEqual(Either.right({ email: "a@b.co", otp: "123456" }))
  })
  it("says 'Required' for a missing field in Effect's own formatter too", () => {
    expect(ParseResult.TreeFormatter.formatErrorSync(decodeError(LoginForm, { email: "a@b.co" }))).toContain(REQUIRED)
  })
  it("never throws and only ever shows the two texts", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validate(input)
        if (Either.isLeft(result)) {
          const messages = Object.values(result.left)
          expect(messages.length).toBeGreaterThan(0)
          for (const m of messages) expect([REQUIRED, INVALID_INPUT]).toContain(m)
        }
      }),
      { numRuns: 200 }
    )
  })
})
