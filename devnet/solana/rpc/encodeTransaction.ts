import { SystemProgram, type PublicKey } from "@solana/web3.js"
import { decodeBase58, encodeBase58 } from "../base58.js"
import type { TransactionRecord } from "../SolanaLedger.js"
import { invalidParams } from "./params.js"

export type TransactionEncoding = "json" | "jsonParsed" | "base64" | "base58"

export const transactionEncoding = (value: unknown): TransactionEncoding => {
  const encoding = value ?? "json"
  if (encoding === "json" || encoding === "jsonParsed" || encoding === "base64" || encoding === "base58") return encoding
  throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`)
}

/**
 * A landed transaction as `getTransaction` writes it. Address lookup tables are not resolved:
 * `loadedAddresses` stays empty and balances cover the static account keys.
 */
export const encodeTransactionRecord = (record: TransactionRecord, encoding: TransactionEncoding) => {
  const { transaction } = record
  const keys = transaction.message.staticAccountKeys
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version: transaction.version,
    transaction: encodeTransactionBody(record, encoding),
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      innerInstructions:
        encoding === "jsonParsed"
          ? record.innerInstructions.map((entry) => ({
              index: entry.index,
              instructions: entry.instructions.map((inner) =>
                parsedInstruction(keys, inner.programIdIndex, inner.accounts, inner.data, inner.stackHeight)
              )
            }))
          : record.innerInstructions,
      logMessages: record.logs,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: record.computeUnitsConsumed
    }
  }
}

const encodeTransactionBody = (record: TransactionRecord, encoding: TransactionEncoding) => {
  const { transaction } = record
  if (encoding === "base64") return [Buffer.from(transaction.serialize()).toString("base64"), "base64"]
  if (encoding === "base58") return [encodeBase58(transaction.serialize()), "base58"]
  const message = transaction.message
  const keys = message.staticAccountKeys
  const lookups =
    transaction.version === 0
      ? {
          addressTableLookups: message.addressTableLookups.map((lookup) => ({
            accountKey: lookup.accountKey.toBase58(),
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes
          }))
        }
      : {}
  const signatures = transaction.signatures.map((bytes) => encodeBase58(bytes))
  if (encoding === "jsonParsed") {
    return {
      signatures,
      message: {
        accountKeys: keys.map((key, index) => ({
          pubkey: key.toBase58(),
          signer: message.isAccountSigner(index),
          writable: message.isAccountWritable(index),
          source: "transaction"
        })),
        recentBlockhash: message.recentBlockhash,
        instructions: message.compiledInstructions.map((instruction) =>
          parsedInstruction(keys, instruction.programIdIndex, instruction.accountKeyIndexes, encodeBase58(instruction.data), null)
        ),
        ...lookups
      }
    }
  }
  return {
    signatures,
    message: {
      accountKeys: keys.map((key) => key.toBase58()),
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) => ({
        programIdIndex: instruction.programIdIndex,
        accounts: instruction.accountKeyIndexes,
        data: encodeBase58(instruction.data),
        stackHeight: null
      })),
      ...lookups
    }
  }
}

const SYSTEM_TRANSFER = 2

/**
 * `jsonParsed` instructions: System transfers are parsed (what wallets show in activity lists);
 * the rest are "partially decoded" (program id, account addresses, base58 data), as the RPC does
 * for programs it has no parser for.
 */
const parsedInstruction = (
  keys: ReadonlyArray<PublicKey>,
  programIdIndex: number,
  accounts: ReadonlyArray<number>,
  data: string,
  stackHeight: number | null
) => {
  const programId = keys[programIdIndex]
  const addresses = accounts.map((index) => keys[index]?.toBase58() ?? "")
  const bytes = Buffer.from(decodeBase58(data) ?? new Uint8Array())
  if (programId?.equals(SystemProgram.programId) && bytes.length === 12 && bytes.readUInt32LE(0) === SYSTEM_TRANSFER) {
    return {
      program: "system",
      programId: programId.toBase58(),
      parsed: {
        type: "transfer",
        info: { source: addresses[0], destination: addresses[1], lamports: Number(bytes.readBigUInt64LE(4)) }
      },
      stackHeight
    }
  }
  return { programId: programId?.toBase58() ?? "", accounts: addresses, data, stackHeight }
}
