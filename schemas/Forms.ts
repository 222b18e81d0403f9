/**
 * The pure validation rules of SPEC §5. Every rule fails with "Required" (missing or empty) or
 * "Invalid input" (anything else); read them with `formMessage` / `validateForm`.
 */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { FilledString, FormString, invalidInput, required, requiredField } from "./FormMessage.js"

export { Email } from "./Email.js"

/** A one-time code as typed by the user: any non-empty string (the frame checks the code). */
export const Otp = FilledString.annotations({ identifier: "Otp" })
export type Otp = typeof Otp.Type

/** Social login providers that use the OAuth popup. */
export const SOCIAL_PROVIDERS = ["google", "github", "apple", "facebook", "x", "discord"] as const
export const SocialProvider = Schema.Literal(...SOCIAL_PROVIDERS).annotations({ identifier: "SocialProvider", ...invalidInput })
export type SocialProvider = typeof SocialProvider.Type

/** Every social option of the connect view: Farcaster has its own QR flow, not the OAuth popup. */
export const SocialOption = Schema.Literal(...SOCIAL_PROVIDERS, "farcaster").annotations({
  identifier: "SocialOption",
  ...invalidInput
})
export type SocialOption = typeof SocialOption.Type

export const ThemeMode = Schema.Literal("light", "dark").annotations({ identifier: "ThemeMode", ...invalidInput })
export type ThemeMode = typeof ThemeMode.Type

/** Account type of the embedded wallet: externally owned or smart account. */
export const EmbeddedAccountType = Schema.Literal("eoa", "smartAccount").annotations({
  identifier: "EmbeddedAccountType",
  ...invalidInput
})
export type EmbeddedAccountType = typeof EmbeddedAccountType.Type

/** A `0x`-prefixed string: "" is "Required", anything else not starting with 0x "Invalid input". */
export const HexPrefixed = FilledString.pipe(Schema.pattern(/^0x/, invalidInput)).annotations({ identifier: "HexPrefixed" })
export type HexPrefixed = typeof HexPrefixed.Type

/** One call of `wallet_sendCalls`: `to` starts with 0x; `data`, when present, too. */
export const WalletSendCall = Schema.Struct({
  to: requiredField(HexPrefixed),
  data: Schema.optional(HexPrefixed),
  value: Schema.optional(FormString)
}).annotations({ identifier: "WalletSendCall", ...invalidInput })
export type WalletSendCall = typeof WalletSendCall.Type

export const WalletSendCallsRequest = Schema.Struct({
  chainId: Schema.optional(Schema.Union(FormString, Schema.Number.annotations(invalidInput))),
  from: Schema.optional(FormString),
  version: Schema.optional(FormString),
  capabilities: Schema.optional(Schema.Unknown),
  calls: requiredField(Schema.Array(WalletSendCall).annotations(invalidInput))
}).annotations({ identifier: "WalletSendCallsRequest", ...invalidInput })
export type WalletSendCallsRequest = typeof WalletSendCallsRequest.Type

/** The positional params of `wallet_sendCalls`. */
export const WalletSendCallsParams = Schema.Array(WalletSendCallsRequest).annotations({
  identifier: "WalletSendCallsParams",
  ...invalidInput
})
export type WalletSendCallsParams = typeof WalletSendCallsParams.Type

/** Minimum name length, SPEC §9 (declared here because schemas depend only on effect). */
const NAME_MIN_LENGTH = 4

/** A name label to register: letters, digits and hyphens only, at least 4 characters. */
export const NameToRegister = FilledString.pipe(
  Schema.pattern(/^[a-zA-Z0-9-]+$/, invalidInput),
  Schema.minLength(NAME_MIN_LENGTH, invalidInput)
).annotations({
  identifier: "NameToRegister",
  arbitrary: () => (fc) => fc.stringMatching(/^[a-zA-Z0-9-]{4,24}$/)
})
export type NameToRegister = typeof NameToRegister.Type

/** A wallet-session property value: anything but null or undefined (an absent value is "Required"). */
export const SessionPropertyValue = Schema.Unknown.pipe(
  Schema.filter((value) => value !== null && value !== undefined, required)
).annotations({ identifier: "SessionPropertyValue" })

/** Session properties of a wallet session: every value must be non-null. */
export const SessionProperties = Schema.Record({ key: RecordKey, value: SessionPropertyValue }).annotations({
  identifier: "SessionProperties",
  ...invalidInput
})
export type SessionProperties = typeof SessionProperties.Type
