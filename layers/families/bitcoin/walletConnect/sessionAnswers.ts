/**
 * The answers of the WalletConnect Bitcoin RPC, as a wallet sends them over a session: each is
 * decoded before use, so a wallet's malformed answer is an error, never a signature or a txid.
 */
import { Schema } from "effect"

/** Hex without `0x`, whole bytes (how the RPC writes signatures, keys and txids). */
const Hex = Schema.String.pipe(Schema.pattern(/^(?:[0-9a-fA-F]{2})*$/))

/** `signMessage`: the signature's bytes in hex; the address that signed. */
export const SignedMessage = Schema.Struct({ address: Schema.String, signature: Hex, messageHash: Schema.optional(Hex) })

/** `signPsbt`: the signed PSBT in base64, and its txid when the wallet broadcast it. */
export const SignedPsbt = Schema.Struct({ psbt: Schema.String, txid: Schema.optional(Hex) })

/** `sendTransfer`: the txid of the payment the wallet signed and sent. */
export const SentTransfer = Schema.Struct({ txid: Hex })

/** One address of the account (`getAccountAddresses`, and the `bip122_addressesChanged` event's data). */
export const AccountAddress = Schema.Struct({
  address: Schema.String,
  publicKey: Schema.optional(Hex),
  path: Schema.optional(Schema.String),
  intention: Schema.optional(Schema.String)
})
export type AccountAddress = typeof AccountAddress.Type

export const AccountAddresses = Schema.Array(AccountAddress)

/** A wallet's answer as `schema` says, or an Error naming the method. */
export const decodeAnswer = <A, I>(schema: Schema.Schema<A, I>, method: string, answer: unknown): A => {
  const decoded = Schema.decodeUnknownEither(schema)(answer)
  if (decoded._tag === "Left") throw new Error(`The wallet answered ${method} with something else than its result`)
  return decoded.right
}
