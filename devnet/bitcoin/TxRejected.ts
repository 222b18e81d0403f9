/**
 * Why bitcoind's `sendrawtransaction` refuses a transaction: its RPC error code and message,
 * worded as bitcoind words them (validation.cpp, policy/policy.cpp, script/script_error.cpp).
 * Esplora answers each with status 400 and `sendrawtransaction RPC error: {"code":…,"message":…}`.
 */
export interface TxRejected {
  readonly code: number
  readonly message: string
}

/** RPC_DESERIALIZATION_ERROR. */
export const DECODE_FAILED: TxRejected = { code: -22, message: "TX decode failed. Make sure the tx has at least one input." }

/** RPC_TRANSACTION_ERROR: an input is unknown, or spent in a block. */
export const MISSING_OR_SPENT: TxRejected = { code: -25, message: "bad-txns-inputs-missingorspent" }

/** RPC_TRANSACTION_ALREADY_IN_CHAIN: the same transaction is already confirmed. */
export const ALREADY_IN_CHAIN: TxRejected = { code: -27, message: "Transaction outputs already in utxo set" }

/** RPC_TRANSACTION_REJECTED: everything mempool policy or consensus refuses. */
export const rejected = (reason: string, debug?: string): TxRejected => ({
  code: -26,
  message: debug === undefined ? reason : `${reason}, ${debug}`
})

/** A script that fails only under the standard (not the consensus-mandatory) flags, as a segwit spend does. */
export const scriptFailed = (scriptError: string): TxRejected => rejected(`non-mandatory-script-verify-flag (${scriptError})`)

/** bitcoind's FormatMoney: whole coins, at least two decimals, trailing zeros dropped. */
export const formatMoney = (sats: bigint): string => {
  const sign = sats < 0n ? "-" : ""
  const abs = sats < 0n ? -sats : sats
  const fraction = String(abs % 100_000_000n).padStart(8, "0").replace(/0+$/, "")
  return `${sign}${abs / 100_000_000n}.${fraction.padEnd(2, "0")}`
}

/** The body Esplora answers a refused `POST /tx` with. */
export const esploraRejectBody = (rejection: TxRejected): string =>
  `sendrawtransaction RPC error: ${JSON.stringify({ code: rejection.code, message: rejection.message })}`
