/**
 * Starts the local Bitcoin chain: regtest's genesis, the dev keys funded by coinbase outputs and
 * matured, and Esplora's HTTP API on 127.0.0.1.
 */
import { FAULTS_PATH } from "../net/faults/faultsAdmin.js"
import { makeFaultRegistry, type FaultRegistry } from "../net/faults/FaultRegistry.js"
import { BitcoinChain } from "./BitcoinChain.js"
import {
  BITCOIN_MINER_KEY,
  BITCOIN_ORDINALS_KEY,
  BITCOIN_ORDINALS_PATH,
  BITCOIN_PAYMENT_KEY,
  BITCOIN_PAYMENT_PATH
} from "./bitcoinDevKeys.js"
import { startEsploraServer } from "./esploraServer.js"
import { COINBASE_MATURITY, REGTEST_CAIP_NETWORK_ID, REGTEST_GENESIS_HASH, SATS_PER_BTC } from "./regtest.js"

export { REGTEST_CAIP_NETWORK_ID as BITCOIN_CAIP_NETWORK_ID } from "./regtest.js"

/** What each dev address holds after start-up: one coinbase output of 1 BTC per entry. */
export const BITCOIN_DEV_FUNDING = { paymentOutputs: 5, ordinalsOutputs: 1, satsPerOutput: SATS_PER_BTC } as const

export interface StartBitcoinOptions {
  /** A fixed port; by default a free one. */
  readonly port?: number
  /** Mine a block after every accepted transaction (default true); off, blocks come from `mine` or `POST /mine`. */
  readonly automine?: boolean
}

export interface BitcoinFixtures {
  readonly payment: { readonly address: string; readonly path: string; readonly publicKey: string; readonly type: "p2wpkh" }
  readonly ordinals: { readonly address: string; readonly path: string; readonly publicKey: string; readonly type: "p2tr" }
  readonly miner: { readonly address: string }
  /** Sats per funded coinbase output. */
  readonly fundingSats: number
}

export interface BitcoinRegtest {
  /** Esplora's API base, e.g. `http://127.0.0.1:41234` (routes: `/blocks/tip/height`, `/tx`, …). */
  readonly esploraUrl: string
  readonly caipNetworkId: typeof REGTEST_CAIP_NETWORK_ID
  readonly genesisHash: string
  readonly network: "regtest"
  readonly fixtures: BitcoinFixtures
  /** The chain state, for in-process readers (e.g. the data service's balances). */
  readonly chain: BitcoinChain
  /** Mines `blocks` blocks (each holding the whole mempool) at once; returns the new tip height. */
  readonly mine: (blocks?: number) => number
  readonly faults: FaultRegistry
  readonly faultsUrl: string
  readonly stop: () => Promise<void>
}

export const startBitcoin = async (options: StartBitcoinOptions = {}): Promise<BitcoinRegtest> => {
  const chain = new BitcoinChain(BITCOIN_MINER_KEY.script)
  fundDevKeys(chain)
  const faults = makeFaultRegistry()
  const server = await startEsploraServer({ chain, automine: options.automine ?? true }, faults, options.port)
  return {
    esploraUrl: server.url,
    caipNetworkId: REGTEST_CAIP_NETWORK_ID,
    genesisHash: REGTEST_GENESIS_HASH,
    network: "regtest",
    fixtures: {
      payment: { address: BITCOIN_PAYMENT_KEY.address, path: BITCOIN_PAYMENT_PATH, publicKey: hexOf(BITCOIN_PAYMENT_KEY.publicKey), type: "p2wpkh" },
      ordinals: { address: BITCOIN_ORDINALS_KEY.address, path: BITCOIN_ORDINALS_PATH, publicKey: hexOf(BITCOIN_ORDINALS_KEY.publicKey), type: "p2tr" },
      miner: { address: BITCOIN_MINER_KEY.address },
      fundingSats: Number(BITCOIN_DEV_FUNDING.satsPerOutput)
    },
    chain,
    mine: (blocks = 1) => {
      chain.mine(blocks)
      return chain.tip.height
    },
    faults,
    faultsUrl: `${server.url}${FAULTS_PATH}`,
    stop: () => {
      faults.clear()
      return server.stop()
    }
  }
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex")

/**
 * One block per funded output, then enough empty blocks for the last coinbase to mature
 * (coinbase maturity is kept: 100 blocks). The blocks are dated one second apart, ending now.
 */
const fundDevKeys = (chain: BitcoinChain): void => {
  const payouts = [
    ...Array.from({ length: BITCOIN_DEV_FUNDING.paymentOutputs }, () => BITCOIN_PAYMENT_KEY.script),
    ...Array.from({ length: BITCOIN_DEV_FUNDING.ordinalsOutputs }, () => BITCOIN_ORDINALS_KEY.script)
  ]
  const total = payouts.length + COINBASE_MATURITY
  const start = Math.floor(Date.now() / 1000) - total
  for (let index = 0; index < total; index++) {
    const script = payouts[index]
    chain.mineBlock({ time: start + index, ...(script === undefined ? {} : { payouts: [{ script, value: BITCOIN_DEV_FUNDING.satsPerOutput }] }) })
  }
}
