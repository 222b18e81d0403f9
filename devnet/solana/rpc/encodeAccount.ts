import type { PublicKey } from "@solana/web3.js"
import { INVALID_REQUEST, JsonRpcError } from "../../net/jsonRpcHttpServer.js"
import { encodeBase58 } from "../base58.js"
import type { AccountBytes, SolanaLedger } from "../SolanaLedger.js"
import { decodeMint, decodeTokenAccount, tokenAmount, tokenProgramName } from "../splToken.js"
import { invalidParams } from "./params.js"

export type AccountEncoding = "binary" | "base58" | "base64" | "jsonParsed"

export const accountEncoding = (config: Readonly<Record<string, unknown>>, fallback: AccountEncoding): AccountEncoding => {
  const encoding = config["encoding"] ?? fallback
  if (encoding === "binary" || encoding === "base58" || encoding === "base64" || encoding === "jsonParsed") return encoding
  throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`)
}

const dataSlice = (data: Uint8Array, config: Readonly<Record<string, unknown>>): Uint8Array => {
  const slice = config["dataSlice"] as { offset?: unknown; length?: unknown } | undefined
  if (slice === undefined || typeof slice.offset !== "number" || typeof slice.length !== "number") return data
  return data.subarray(slice.offset, slice.offset + slice.length)
}

/** An account as `getAccountInfo`, `getMultipleAccounts` and friends write it. */
export const encodeAccount = (
  ledger: SolanaLedger,
  account: AccountBytes,
  encoding: AccountEncoding,
  config: Readonly<Record<string, unknown>> = {}
) => ({
  data: encodeData(ledger, account, encoding, config),
  executable: account.executable,
  lamports: account.lamports,
  owner: account.owner.toBase58(),
  rentEpoch: account.rentEpoch ?? 0,
  space: account.data.length
})

const encodeData = (
  ledger: SolanaLedger,
  account: AccountBytes,
  encoding: AccountEncoding,
  config: Readonly<Record<string, unknown>>
): unknown => {
  if (encoding === "jsonParsed") {
    const parsed = parseTokenData(ledger, account)
    if (parsed !== undefined) return parsed
  }
  const bytes = dataSlice(account.data, config)
  if (encoding === "base64" || encoding === "jsonParsed") return [Buffer.from(bytes).toString("base64"), "base64"]
  if (bytes.length > 128) {
    throw new JsonRpcError(INVALID_REQUEST, "Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.")
  }
  return encoding === "base58" ? [encodeBase58(bytes), "base58"] : encodeBase58(bytes)
}

/** The `jsonParsed` form of SPL token accounts and mints; `undefined` for anything else. */
export const parseTokenData = (ledger: SolanaLedger, account: AccountBytes) => {
  const program = tokenProgramName(account.owner)
  if (program === undefined) return undefined
  const holding = decodeTokenAccount(account.data)
  if (holding !== undefined) {
    const decimals = mintDecimals(ledger, holding.mint)
    return {
      program,
      parsed: {
        type: "account",
        info: {
          isNative: holding.isNative !== null,
          mint: holding.mint.toBase58(),
          owner: holding.owner.toBase58(),
          state: holding.state,
          tokenAmount: tokenAmount(holding.amount, decimals),
          ...(holding.delegate === null
            ? {}
            : { delegate: holding.delegate.toBase58(), delegatedAmount: tokenAmount(holding.delegatedAmount, decimals) }),
          ...(holding.closeAuthority === null ? {} : { closeAuthority: holding.closeAuthority.toBase58() })
        }
      },
      space: account.data.length
    }
  }
  const mint = decodeMint(account.data)
  if (mint === undefined) return undefined
  return {
    program,
    parsed: {
      type: "mint",
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority?.toBase58() ?? null,
        supply: mint.supply.toString()
      }
    },
    space: account.data.length
  }
}

export const mintDecimals = (ledger: SolanaLedger, mint: PublicKey): number => {
  const account = ledger.account(mint)
  return account ? decodeMint(account.data)?.decimals ?? 0 : 0
}
