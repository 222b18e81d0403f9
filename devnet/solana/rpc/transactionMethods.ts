import { VersionedTransaction } from "@solana/web3.js"
import { INTERNAL_ERROR, JsonRpcError, type JsonRpcMethod } from "../../net/jsonRpcHttpServer.js"
import { decodeBase58 } from "../base58.js"
import type { SendOutcome, SolanaLedger } from "../SolanaLedger.js"
import { describeTransactionError } from "../transactionError.js"
import { accountEncoding, encodeAccount } from "./encodeAccount.js"
import { encodeTransactionRecord, transactionEncoding } from "./encodeTransaction.js"
import { configAt, context, invalidParams, list, numberAt, publicKeyAt, signature, stringAt } from "./params.js"

/** The validator's error codes for these methods. */
const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003
const UNSUPPORTED_TRANSACTION_VERSION = -32015

const MAX_STATUS_SIGNATURES = 256

/** Sending, simulating and looking up transactions. */
export const transactionMethods = (ledger: SolanaLedger): Record<string, JsonRpcMethod> => ({
  sendTransaction: (params) => {
    const config = configAt(params, 1)
    const transaction = decodeTransaction(stringAt(params, 0, "transaction"), config["encoding"])
    const outcome = ledger.send(transaction, { skipPreflight: config["skipPreflight"] === true })
    return landedSignature(outcome)
  },

  simulateTransaction: (params) => {
    const config = configAt(params, 1)
    const transaction = decodeTransaction(stringAt(params, 0, "transaction"), config["encoding"])
    const sigVerify = config["sigVerify"] === true
    const replaceRecentBlockhash = config["replaceRecentBlockhash"] === true
    if (sigVerify && replaceRecentBlockhash) {
      throw invalidParams("Invalid params: sigVerify may not be used with replaceRecentBlockhash")
    }
    const outcome = ledger.simulate(transaction, { sigVerify, replaceRecentBlockhash })
    const requested = config["accounts"] as { addresses?: unknown; encoding?: unknown } | undefined
    const accounts = Array.isArray(requested?.addresses)
      ? requested.addresses.map((text) => {
          const address = publicKeyAt([text], 0)
          const account = outcome.postAccounts.get(address.toBase58()) ?? ledger.account(address)
          const encoding = accountEncoding({ encoding: requested.encoding }, "base64")
          return account ? encodeAccount(ledger, account, encoding) : null
        })
      : null
    return {
      context: context(ledger),
      value: {
        err: outcome.err,
        logs: outcome.logs,
        accounts,
        unitsConsumed: outcome.unitsConsumed,
        returnData: outcome.returnData && {
          programId: outcome.returnData.programId,
          data: [Buffer.from(outcome.returnData.data).toString("base64"), "base64"]
        },
        ...(outcome.replacementBlockhash ? { replacementBlockhash: outcome.replacementBlockhash } : {})
      }
    }
  },

  getSignatureStatuses: (params) => {
    const signatures = list(params)[0]
    if (!Array.isArray(signatures) || signatures.length > MAX_STATUS_SIGNATURES) {
      throw invalidParams(`Invalid params: expected an array of at most ${MAX_STATUS_SIGNATURES} signatures`)
    }
    return {
      context: context(ledger),
      value: signatures.map((text) => {
        const record = ledger.record(signature(text))
        if (record === undefined) return null
        return {
          slot: record.slot,
          // Every landed transaction is final at once: there is one validator and no forks.
          confirmations: null,
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          confirmationStatus: "finalized"
        }
      })
    }
  },

  getTransaction: (params) => {
    const second = list(params)[1]
    // The second parameter is either a configuration object or, in the legacy form, an encoding.
    const config = typeof second === "string" ? { encoding: second } : configAt(params, 1)
    const encoding = transactionEncoding(config["encoding"])
    const record = ledger.record(signature(list(params)[0]))
    if (record === undefined) return null
    const version = record.transaction.version
    const supported = config["maxSupportedTransactionVersion"]
    if (version !== "legacy" && (typeof supported !== "number" || supported < version)) {
      throw new JsonRpcError(
        UNSUPPORTED_TRANSACTION_VERSION,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`
      )
    }
    return encodeTransactionRecord(record, encoding)
  },

  getSignaturesForAddress: (params) => {
    const address = publicKeyAt(params, 0)
    const config = configAt(params, 1)
    const limit = config["limit"] === undefined ? 1000 : numberAt([config["limit"]], 0, "limit")
    let records = ledger.signaturesFor(address)
    if (typeof config["before"] === "string") {
      const index = records.findIndex((record) => record.signature === config["before"])
      records = index === -1 ? [] : records.slice(index + 1)
    }
    if (typeof config["until"] === "string") {
      const index = records.findIndex((record) => record.signature === config["until"])
      if (index !== -1) records = records.slice(0, index)
    }
    return records.slice(0, Math.min(limit, 1000)).map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: "finalized"
    }))
  },

  requestAirdrop: (params) => {
    const to = publicKeyAt(params, 0)
    const lamports = numberAt(params, 1, "lamports")
    const outcome = ledger.airdrop(to, BigInt(lamports))
    if (outcome._tag === "Rejected") {
      throw new JsonRpcError(INTERNAL_ERROR, `airdrop request failed: ${describeTransactionError(outcome.err)}`)
    }
    return outcome.record.signature
  }
})

/** Decodes a wire transaction (base58 by default, as the RPC specifies; web3.js sends base64). */
const decodeTransaction = (encoded: string, encoding: unknown): VersionedTransaction => {
  if (encoding !== undefined && encoding !== "base58" && encoding !== "base64") {
    throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`)
  }
  const bytes = encoding === "base64" ? Buffer.from(encoded, "base64") : decodeBase58(encoded)
  if (bytes === undefined) throw invalidParams("Invalid params: the transaction is not base58")
  try {
    const transaction = VersionedTransaction.deserialize(bytes)
    if (transaction.signatures.length === 0) throw new Error("no signatures")
    return transaction
  } catch (error) {
    throw invalidParams(
      `Invalid params: failed to deserialize the transaction: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}

/** The signature of a landed transaction, or the validator's error for one that did not land. */
const landedSignature = (outcome: SendOutcome): string => {
  if (outcome._tag === "Landed") return outcome.record.signature
  if (outcome.err === "SignatureFailure") {
    throw new JsonRpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, "Transaction signature verification failure")
  }
  throw new JsonRpcError(
    SEND_TRANSACTION_PREFLIGHT_FAILURE,
    `Transaction simulation failed: ${describeTransactionError(outcome.err)}`,
    { err: outcome.err, logs: outcome.logs, accounts: null, unitsConsumed: outcome.unitsConsumed, returnData: null }
  )
}
