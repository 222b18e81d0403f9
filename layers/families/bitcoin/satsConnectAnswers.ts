/**
 * The sats-connect answers the Bitcoin kind reads (@sats-connect/core's method schemas), each
 * decoded before use: a wallet's malformed answer is an error, never an account or a signature.
 */
import { Schema } from "effect"

/**
 * One address of the wallet's: what it is for (`payment`, `ordinals`, another chain's), its key in
 * hex, and a derivation path where the wallet adds one (sats-connect's schema has none).
 */
export const SatsConnectAddress = Schema.Struct({
  address: Schema.String,
  publicKey: Schema.optional(Schema.String),
  purpose: Schema.optional(Schema.String),
  derivationPath: Schema.optional(Schema.String)
})
export type SatsConnectAddress = typeof SatsConnectAddress.Type

/** `getAccounts`: the addresses of the purposes asked for. */
export const GetAccountsAnswer = Schema.Array(SatsConnectAddress)

/** `wallet_getAccount`: the addresses the site was granted, asked without a prompt. */
export const GetAccountAnswer = Schema.Struct({ addresses: Schema.Array(SatsConnectAddress) })

/** `wallet_getNetwork`: the Bitcoin network the wallet is on, by name (`Mainnet`, `Testnet`, …). */
export const NetworkAnswer = Schema.Struct({ bitcoin: Schema.Struct({ name: Schema.String }) })

/** `signMessage`: the signature in base64. */
export const SignedMessageAnswer = Schema.Struct({ signature: Schema.String })

/** `signPsbt`: the signed PSBT in base64. */
export const SignedPsbtAnswer = Schema.Struct({ psbt: Schema.String })

/** A wallet's answer as `schema` says, or an internal-error Error naming the method. */
export const decodeSatsAnswer = <A, I>(schema: Schema.Schema<A, I>, method: string, answer: unknown): A => {
  const decoded = Schema.decodeUnknownEither(schema)(answer)
  if (decoded._tag === "Left") throw Object.assign(new Error(`The wallet answered ${method} with an unexpected value`), { code: -32603 })
  return decoded.right
}
