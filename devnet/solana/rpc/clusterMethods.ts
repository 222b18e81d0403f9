import { VersionedMessage } from "@solana/web3.js"
import type { JsonRpcMethod } from "../../net/jsonRpcHttpServer.js"
import { LAMPORTS_PER_SIGNATURE, type SolanaLedger } from "../SolanaLedger.js"
import { API_VERSION, context, invalidParams, stringAt } from "./params.js"

/**
 * The local cluster answers with mainnet-beta's genesis hash, so its CAIP-2 id is mainnet-beta's
 * (`solana:` + the hash's first 32 characters) and network rules apply as in production.
 */
export const MAINNET_BETA_GENESIS_HASH = "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d"

const SLOTS_PER_EPOCH = 432_000

/** Cluster facts: version, health, slots, blockhashes and fees. */
export const clusterMethods = (ledger: SolanaLedger): Record<string, JsonRpcMethod> => ({
  getVersion: () => ({ "solana-core": API_VERSION, "feature-set": 0 }),
  getHealth: () => "ok",
  getGenesisHash: () => MAINNET_BETA_GENESIS_HASH,
  getSlot: () => ledger.slot,
  getBlockHeight: () => ledger.slot,
  getTransactionCount: () => ledger.transactionCount,
  getEpochInfo: () => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.slot,
    epoch: 0,
    slotIndex: ledger.slot,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: ledger.transactionCount
  }),

  getLatestBlockhash: () => ({ context: context(ledger), value: ledger.latestBlockhash() }),

  isBlockhashValid: (params) => ({
    context: context(ledger),
    value: ledger.isBlockhashValid(stringAt(params, 0, "blockhash"))
  }),

  /** The base fee: 5000 lamports per signature; `null` once the message's blockhash has expired. */
  getFeeForMessage: (params) => {
    let message: VersionedMessage
    try {
      message = VersionedMessage.deserialize(Buffer.from(stringAt(params, 0, "message"), "base64"))
    } catch (error) {
      throw invalidParams(`Invalid params: failed to deserialize the message: ${error instanceof Error ? error.message : ""}`)
    }
    return {
      context: context(ledger),
      value: ledger.isBlockhashValid(message.recentBlockhash)
        ? LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures
        : null
    }
  },

  // Nothing competes for block space here: priority fees are always zero.
  getRecentPrioritizationFees: () => [{ slot: ledger.slot, prioritizationFee: 0 }]
})
