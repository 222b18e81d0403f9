/**
 * The params of the WalletConnect Bitcoin RPC requests, decoded with Schema: a field missing or of
 * the wrong kind, a PSBT that is not base64, an amount that is not whole sats, is refused with
 * -32602 before any signing. `account` (the session's first external address) is optional here:
 * some dapps leave it out.
 */
import { base64 } from "@scure/base"
import { ParseResult, Schema } from "effect"
import { invalidParams } from "../wallet/ProviderRpcError.js"

const Account = Schema.optional(Schema.String)

const SignMessage = Schema.Struct({
  account: Account,
  message: Schema.String,
  address: Schema.optional(Schema.String),
  protocol: Schema.optional(Schema.Literal("ecdsa", "bip322"))
})

const SignInput = Schema.Struct({
  address: Schema.String,
  index: Schema.NonNegativeInt,
  // One flag per input: btc-signer signs an input with one.
  sighashTypes: Schema.optional(Schema.Tuple(Schema.NonNegativeInt))
})

const SignPsbt = Schema.Struct({
  account: Account,
  psbt: Schema.String,
  signInputs: Schema.NonEmptyArray(SignInput),
  broadcast: Schema.optional(Schema.Boolean)
})

const SendTransfer = Schema.Struct({
  account: Account,
  recipientAddress: Schema.String,
  /** Sats, a whole positive number written in decimal. */
  amount: Schema.String.pipe(Schema.pattern(/^[1-9]\d*$/)),
  changeAddress: Schema.optional(Schema.String),
  /** OP_RETURN data in hex, up to 80 bytes. */
  memo: Schema.optional(Schema.String.pipe(Schema.pattern(/^(?:[0-9a-fA-F]{2}){0,80}$/)))
})

const GetAccountAddresses = Schema.UndefinedOr(Schema.Struct({ account: Account, intentions: Schema.optional(Schema.Array(Schema.String)) }))

const decoded = <A, I>(schema: Schema.Schema<A, I>, method: string, params: unknown): A => {
  const result = Schema.decodeUnknownEither(schema)(params)
  if (result._tag === "Left") throw invalidParams(`${method}: ${ParseResult.TreeFormatter.formatErrorSync(result.left)}`)
  return result.right
}

export const signMessageParams = (params: unknown) => decoded(SignMessage, "signMessage", params)

export const signPsbtParams = (params: unknown) => {
  const { psbt, ...rest } = decoded(SignPsbt, "signPsbt", params)
  try {
    return { ...rest, psbt: base64.decode(psbt) }
  } catch {
    throw invalidParams("signPsbt: psbt is not base64")
  }
}

export const sendTransferParams = (params: unknown) => {
  const { amount, ...rest } = decoded(SendTransfer, "sendTransfer", params)
  return { ...rest, amount: BigInt(amount) }
}

export const getAccountAddressesParams = (params: unknown) => decoded(GetAccountAddresses, "getAccountAddresses", params) ?? {}
