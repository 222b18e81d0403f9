/**
 * The history index of one EVM chain: every block from genesis, read once, in order, when asked
 * to catch up. Native transfers come from the block's transactions, token and NFT transfers from
 * Transfer logs, the native leg of a pool trade from the fixture pools' Swap logs. If the chain
 * went back (anvil snapshot revert), the index starts over.
 */
import {
  decodeFunctionData,
  getAddress,
  hexToBigInt,
  hexToNumber,
  toEventSelector,
  type Address,
  type Hash,
  type Hex
} from "viem"
import { collectiblesAbi, stableTokenAbi } from "../../chains/abis.js"
import { NATIVE_COIN } from "../../chains/ChainFixtures.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { AssetBook } from "../AssetBook.js"
import { iconPath } from "../AssetBook.js"
import type { ChainClients } from "../chainClients.js"
import type { FungibleAsset, HistoryEntry, Movement, NftAsset } from "./HistoryEntry.js"

const TRANSFER = toEventSelector("Transfer(address,address,uint256)")
const APPROVAL = toEventSelector("Approval(address,address,uint256)")
const APPROVAL_FOR_ALL = toEventSelector("ApprovalForAll(address,address,bool)")
const SWAP = toEventSelector("Swap(address,address,uint256,uint256,address)")

/** Blocks fetched at once while catching up. */
const BLOCK_BATCH = 25

interface RawLog {
  readonly address: Address
  readonly topics: ReadonlyArray<Hex>
  readonly data: Hex
}

interface RawReceipt {
  readonly transactionHash: Hash
  readonly status: Hex
  readonly contractAddress: Address | null
  readonly logs: ReadonlyArray<RawLog>
}

export interface EvmChainIndex {
  readonly chain: EvmChain
  /** Reads every block not yet indexed; calls run one after another. */
  readonly sync: () => Promise<void>
  /** The entries the address takes part in (sender, recipient, or a party of a movement), oldest first. */
  readonly entriesOf: (address: string) => ReadonlyArray<HistoryEntry>
}

const topicAddress = (topic: Hex | undefined): Address => getAddress(`0x${(topic ?? "0x").slice(-40).padStart(40, "0")}`)

export const makeEvmChainIndex = (options: {
  readonly chain: EvmChain
  /** The chain's place in the service's list, for the newest-first order across chains. */
  readonly order: number
  readonly clients: ChainClients
  readonly assets: AssetBook
  readonly publicUrl: string
}): EvmChainIndex => {
  const { chain, order, assets, publicUrl } = options
  const client = options.clients(chain)
  let entries: Array<HistoryEntry> = []
  let byAddress = new Map<string, Array<number>>()
  let nextBlock = 0n
  let lastHash: Hash | undefined
  let queue: Promise<void> = Promise.resolve()

  const nativeAsset = assets.onChain(chain.caipNetworkId).find((asset) => asset.native)
  const native: FungibleAsset = {
    kind: "fungible",
    name: chain.fixtures.nativeCurrency.name,
    symbol: chain.fixtures.nativeCurrency.symbol,
    decimals: chain.fixtures.nativeCurrency.decimals,
    iconUrl: nativeAsset?.iconUrl ?? `${publicUrl}${iconPath(chain.fixtures.nativeCurrency.symbol)}`,
    price: nativeAsset?.price ?? 0
  }
  const nativePools = new Set(
    Object.values(chain.fixtures.pools)
      .filter((pool) => pool.token0 === NATIVE_COIN)
      .map((pool) => pool.address.toLowerCase())
  )

  // Token descriptions, read once per contract: the asset book's when it knows the token.
  const fungibles = new Map<string, Promise<FungibleAsset>>()
  const collections = new Map<string, Promise<string>>()
  const fungibleOf = (token: Address): Promise<FungibleAsset> => {
    const key = token.toLowerCase()
    const cached = fungibles.get(key)
    if (cached !== undefined) return cached
    const known = assets.find(`${chain.caipNetworkId}:${token}`)
    const read = known
      ? Promise.resolve<FungibleAsset>({ kind: "fungible", ...known })
      : Promise.all([
          client.readContract({ address: token, abi: stableTokenAbi, functionName: "name" }),
          client.readContract({ address: token, abi: stableTokenAbi, functionName: "symbol" }),
          client.readContract({ address: token, abi: stableTokenAbi, functionName: "decimals" })
        ]).then(
          ([name, symbol, decimals]): FungibleAsset => ({
            kind: "fungible",
            name,
            symbol,
            decimals,
            iconUrl: `${publicUrl}${iconPath(symbol)}`,
            price: 0
          }),
          (): FungibleAsset => ({ kind: "fungible", name: "Unknown token", symbol: "?", decimals: 18, iconUrl: `${publicUrl}${iconPath("?")}`, price: 0 })
        )
    fungibles.set(key, read)
    return read
  }
  const collectionOf = (token: Address): Promise<string> => {
    const key = token.toLowerCase()
    const cached = collections.get(key)
    if (cached !== undefined) return cached
    const read =
      key === chain.fixtures.nft.address.toLowerCase()
        ? Promise.resolve(chain.fixtures.nft.name)
        : client.readContract({ address: token, abi: collectiblesAbi, functionName: "name" }).catch(() => "Collectible")
    collections.set(key, read)
    return read
  }
  const nftOf = async (token: Address, tokenId: bigint): Promise<NftAsset> => {
    const name = await collectionOf(token)
    return { kind: "nft", name, tokenId: tokenId.toString(), imageUrl: `${publicUrl}${iconPath(`${name} ${tokenId}`)}` }
  }

  const logMovements = async (logs: ReadonlyArray<RawLog>): Promise<ReadonlyArray<Movement>> => {
    const movements = await Promise.all(
      logs.map(async (log): Promise<Movement | undefined> => {
        const [topic, first, second, third] = log.topics
        if (topic === TRANSFER && log.topics.length === 4) {
          return { asset: await nftOf(log.address, hexToBigInt(third ?? "0x0")), from: topicAddress(first), to: topicAddress(second), amount: 1n }
        }
        if (topic === TRANSFER && log.topics.length === 3 && log.data.length === 66) {
          return { asset: await fungibleOf(log.address), from: topicAddress(first), to: topicAddress(second), amount: hexToBigInt(log.data) }
        }
        // A native-coin pool paying out the coin: the only native movement a log can show.
        if (topic === SWAP && nativePools.has(log.address.toLowerCase()) && topicAddress(second) !== NATIVE_COIN && log.data.length === 130) {
          return { asset: native, from: getAddress(log.address), to: topicAddress(third), amount: hexToBigInt(`0x${log.data.slice(66)}`) }
        }
        return undefined
      })
    )
    return movements.filter((movement): movement is Movement => movement !== undefined)
  }

  /** A reverted call moved nothing; what it meant to move is shown so the failure can be read. */
  const intendedMovements = async (from: Address, to: Address | null, input: Hex, value: bigint): Promise<ReadonlyArray<Movement>> => {
    const moves: Array<Movement> = value > 0n && to !== null ? [{ asset: native, from, to, amount: value }] : []
    if (to === null || input.length < 10) return moves
    try {
      const call = decodeFunctionData({ abi: stableTokenAbi, data: input })
      if (call.functionName === "transfer") moves.push({ asset: await fungibleOf(to), from, to: call.args[0], amount: call.args[1] })
      if (call.functionName === "transferFrom") moves.push({ asset: await fungibleOf(to), from: call.args[0], to: call.args[1], amount: call.args[2] })
    } catch {
      // Not a token transfer: nothing more to show.
    }
    return moves
  }

  const indexBlock = async (blockNumber: bigint) => {
    const [block, receipts] = await Promise.all([
      client.getBlock({ blockNumber, includeTransactions: true }),
      // Not in viem's typed method list; anvil answers it with every receipt of the block.
      (client.request as (args: { method: string; params: ReadonlyArray<unknown> }) => Promise<ReadonlyArray<RawReceipt> | null>)({
        method: "eth_getBlockReceipts",
        params: [`0x${blockNumber.toString(16)}`]
      })
    ])
    const receiptOf = new Map((receipts ?? []).map((receipt) => [receipt.transactionHash, receipt]))
    const built = await Promise.all(
      block.transactions.map(async (tx, index): Promise<HistoryEntry> => {
        const receipt = receiptOf.get(tx.hash)
        const ok = receipt === undefined || hexToNumber(receipt.status) === 1
        const logs = ok ? (receipt?.logs ?? []) : []
        const movements = ok
          ? [...(tx.value > 0n && tx.to ? [{ asset: native, from: getAddress(tx.from), to: getAddress(tx.to), amount: tx.value }] : []), ...(await logMovements(logs))]
          : await intendedMovements(getAddress(tx.from), tx.to ? getAddress(tx.to) : null, tx.input, tx.value)
        const created = receipt?.contractAddress ?? null
        return {
          key: { time: Number(block.timestamp), chain: order, block: blockNumber, index },
          chain: chain.caipNetworkId,
          hash: tx.hash,
          sentFrom: getAddress(tx.from),
          sentTo: tx.to ? getAddress(tx.to) : created ? getAddress(created) : "",
          status: ok ? "confirmed" : "failed",
          nonce: tx.nonce,
          movements,
          deploy: tx.to === null,
          approval: logs.some((log) => log.topics[0] === APPROVAL || log.topics[0] === APPROVAL_FOR_ALL),
          swap: logs.some((log) => log.topics[0] === SWAP)
        }
      })
    )
    return { hash: block.hash, entries: built }
  }

  const add = (entry: HistoryEntry) => {
    const position = entries.length
    entries.push(entry)
    const parties = [entry.sentFrom, entry.sentTo, ...entry.movements.flatMap((movement) => [movement.from, movement.to])]
    for (const key of new Set(parties.map((party) => party.toLowerCase()))) {
      if (key === "") continue
      const list = byAddress.get(key)
      if (list === undefined) byAddress.set(key, [position])
      else list.push(position)
    }
  }

  const catchUp = async () => {
    if (lastHash !== undefined) {
      const previous = await client.getBlock({ blockNumber: nextBlock - 1n }).catch(() => undefined)
      if (previous?.hash !== lastHash) {
        entries = []
        byAddress = new Map()
        nextBlock = 0n
        lastHash = undefined
      }
    }
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    while (nextBlock <= latest) {
      const end = nextBlock + BigInt(BLOCK_BATCH) - 1n < latest ? nextBlock + BigInt(BLOCK_BATCH) - 1n : latest
      const numbers = Array.from({ length: Number(end - nextBlock) + 1 }, (_, offset) => nextBlock + BigInt(offset))
      const blocks = await Promise.all(numbers.map(indexBlock))
      for (const block of blocks) for (const entry of block.entries) add(entry)
      lastHash = blocks.at(-1)?.hash ?? lastHash
      nextBlock = end + 1n
    }
  }

  return {
    chain,
    sync: () => {
      const run = queue.then(catchUp)
      queue = run.catch(() => undefined)
      return run
    },
    entriesOf: (address) => (byAddress.get(address.toLowerCase()) ?? []).flatMap((position) => entries[position] ?? [])
  }
}
