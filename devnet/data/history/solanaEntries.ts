/**
 * History entries of one account on the local Solana cluster, read from the ledger's records:
 * the account's SOL change (fee left out) and its change per token mint, each against the
 * account that moved the other way. Token transfers are found through the account's token
 * accounts too, since a recipient's wallet address is not itself part of a token transfer.
 */
import { PublicKey } from "@solana/web3.js"
import type { TransactionRecord } from "../../solana/SolanaLedger.js"
import type { SolanaCluster } from "../../solana/startSolana.js"
import { decodeTokenAccount, tokenProgramName } from "../../solana/splToken.js"
import type { AssetBook } from "../AssetBook.js"
import { iconPath } from "../AssetBook.js"
import type { FungibleAsset, HistoryEntry, Movement } from "./HistoryEntry.js"

const tokenAccountsOf = (solana: SolanaCluster, owner: PublicKey): ReadonlyArray<PublicKey> =>
  solana.ledger.knownAddresses().filter((address) => {
    const account = solana.ledger.account(address)
    if (!account || tokenProgramName(account.owner) === undefined) return false
    return decodeTokenAccount(account.data)?.owner.equals(owner) === true
  })

/** Net change per owner of one mint's token accounts in one transaction. */
const tokenDeltas = (record: TransactionRecord, mint: string): Map<string, bigint> => {
  const deltas = new Map<string, bigint>()
  for (const [balances, sign] of [[record.preTokenBalances, -1n], [record.postTokenBalances, 1n]] as const) {
    for (const balance of balances) {
      if (balance.mint !== mint) continue
      deltas.set(balance.owner, (deltas.get(balance.owner) ?? 0n) + sign * BigInt(balance.uiTokenAmount.amount))
    }
  }
  return deltas
}

/** The party that moved most the other way, or "" when none did (a mint, a burn). */
const counterpartyOf = (deltas: ReadonlyMap<string, bigint>, viewer: string, viewerDelta: bigint): string => {
  let best = ""
  let bestSize = 0n
  for (const [party, delta] of deltas) {
    if (party === viewer || delta === 0n || delta > 0n === viewerDelta > 0n) continue
    const size = delta < 0n ? -delta : delta
    if (size > bestSize) [best, bestSize] = [party, size]
  }
  return best
}

const movementOf = (asset: FungibleAsset, viewer: string, other: string, delta: bigint): Movement =>
  delta < 0n ? { asset, from: viewer, to: other, amount: -delta } : { asset, from: other, to: viewer, amount: delta }

export const solanaEntries = (options: {
  readonly solana: SolanaCluster
  readonly assets: AssetBook
  readonly publicUrl: string
  /** The cluster's place in the service's list, for the newest-first order across chains. */
  readonly order: number
  readonly address: string
}): ReadonlyArray<HistoryEntry> => {
  const { solana, assets, address } = options
  const owner = new PublicKey(address)
  const records = new Map<string, TransactionRecord>()
  for (const account of [owner, ...tokenAccountsOf(solana, owner)]) {
    for (const record of solana.ledger.signaturesFor(account)) records.set(record.signature, record)
  }
  const sol = assets.onChain(solana.caipNetworkId).find((asset) => asset.native)
  const solAsset: FungibleAsset = {
    kind: "fungible",
    name: sol?.name ?? "Solana",
    symbol: sol?.symbol ?? "SOL",
    decimals: sol?.decimals ?? 9,
    iconUrl: sol?.iconUrl ?? `${options.publicUrl}${iconPath("SOL")}`,
    price: sol?.price ?? 0
  }
  const tokenAsset = (mint: string, decimals: number): FungibleAsset => {
    const known = assets.find(`${solana.caipNetworkId}:${mint}`)
    if (known) return { kind: "fungible", ...known }
    const symbol = mint.slice(0, 4).toUpperCase()
    return { kind: "fungible", name: `Token ${mint.slice(0, 4)}…${mint.slice(-4)}`, symbol, decimals, iconUrl: `${options.publicUrl}${iconPath(symbol)}`, price: 0 }
  }

  return [...records.values()].map((record): HistoryEntry => {
    const keys = record.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    const payer = keys[0] ?? ""
    const lamportDeltas = new Map<string, bigint>()
    keys.forEach((key, index) => {
      const fee = index === 0 ? BigInt(record.fee) : 0n
      lamportDeltas.set(key, BigInt(record.postBalances[index] ?? 0) - BigInt(record.preBalances[index] ?? 0) + fee)
    })
    const movements: Array<Movement> = []
    const solDelta = lamportDeltas.get(address) ?? 0n
    if (solDelta !== 0n) movements.push(movementOf(solAsset, address, counterpartyOf(lamportDeltas, address, solDelta), solDelta))
    const mints = new Set([...record.preTokenBalances, ...record.postTokenBalances].map((balance) => balance.mint))
    for (const mint of mints) {
      const deltas = tokenDeltas(record, mint)
      const delta = deltas.get(address) ?? 0n
      if (delta === 0n) continue
      const decimals = [...record.preTokenBalances, ...record.postTokenBalances].find((balance) => balance.mint === mint)?.uiTokenAmount.decimals ?? 0
      movements.push(movementOf(tokenAsset(mint, decimals), address, counterpartyOf(deltas, address, delta), delta))
    }
    const recipient = movements.find((movement) => movement.from === address)?.to ?? keys.find((key) => key !== payer) ?? payer
    return {
      key: { time: record.blockTime, chain: options.order, block: record.slot, index: 0 },
      chain: solana.caipNetworkId,
      hash: record.signature,
      sentFrom: payer,
      sentTo: recipient === "" ? payer : recipient,
      status: record.err === null ? "confirmed" : "failed",
      nonce: 0,
      movements,
      deploy: false,
      approval: false,
      swap: false
    }
  })
}
