/**
 * The data service's balance route for `bip122` accounts, read live from the local Bitcoin chain
 * over Esplora's HTTP API: only the chain, Solana (which the service needs) and the service are
 * started, with blocks mined on request, so a spend can be seen waiting and then mined.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { secp256k1 } from "@noble/curves/secp256k1"
import { p2tr } from "@scure/btc-signer"
import { Effect } from "effect"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { BITCOIN_PAYMENT_KEY } from "../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../devnet/bitcoin/regtest.js"
import { startBitcoin, type BitcoinRegtest } from "../../../devnet/bitcoin/startBitcoin.js"
import { startDataService, type RunningDataService } from "../../../devnet/data/startDataService.js"
import { clearFaults, setFault } from "../../../devnet/net/faults/faultsClient.js"
import { startSolana, type SolanaCluster } from "../../../devnet/solana/startSolana.js"
import { FungiblePriceResponse } from "../../../schemas/Swap.js"
import { BalancesResponse } from "../../../schemas/TokenBalance.js"
import { esploraClient, signedSpend, STRANGER_ADDRESS, type EsploraClient } from "../bitcoin/regtestKit.js"
import { identityQuery, PROJECT_ID, withBlockchainApi } from "./dataClient.js"

const BIP122 = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"

let bitcoin: BitcoinRegtest
let solana: SolanaCluster
let data: RunningDataService
let esplora: EsploraClient
beforeAll(async () => {
  ;[bitcoin, solana] = await Promise.all([startBitcoin({ automine: false }), startSolana()])
  data = await startDataService({ evm: [], solana, bitcoin })
  esplora = esploraClient(bitcoin.esploraUrl)
})
afterAll(() => Promise.all([data, solana, bitcoin].map((standIn) => standIn?.stop())))

const withClient = withBlockchainApi(() => data.url)

const balances = (address: string, chainId?: string) =>
  Effect.flatMap(ApiClient, (api) =>
    Effect.map(
      api.get({ service: "blockchain", path: `/v1/account/${address}/balance`, query: { currency: "usd", chainId }, schema: BalancesResponse }),
      (response) => response.balances
    )
  )

/** `[symbol, decimals, numeric]` of each entry. */
const holdings = (address: string, chainId?: string) =>
  Effect.map(balances(address, chainId), (list) => list.map((entry) => [entry.symbol, entry.quantity.decimals, entry.quantity.numeric]))

const getJson = async (path: string, query: string) => {
  const response = await fetch(`${data.url}${path}?${query}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe("BTC balances", () => {
  it.live("reads the dev payment address's 5 BTC, priced and shaped like the other chains' native coins", () =>
    withClient(
      Effect.gen(function* () {
        const [btc, ...rest] = yield* balances(bitcoin.fixtures.payment.address, BIP122)
        expect(rest).toEqual([])
        expect(btc).toMatchObject({
          name: "Bitcoin",
          symbol: "BTC",
          chainId: BIP122,
          price: 60000,
          value: 300_000,
          quantity: { decimals: "8", numeric: "5" },
          iconUrl: `${data.url}/v1/icons/btc`
        })
        expect(btc?.address ?? null).toBeNull()
        const icon = yield* Effect.promise(() => fetch(btc!.iconUrl))
        expect(icon.headers.get("content-type")).toContain("image/svg+xml")
        // Without a chainId, a regtest address is looked up on the Bitcoin chain alone.
        expect(yield* holdings(bitcoin.fixtures.ordinals.address)).toEqual([["BTC", "8", "1"]])
        const { fungibles } = yield* Effect.flatMap(ApiClient, (api) =>
          api.post({
            service: "blockchain",
            path: "/v1/fungible/price",
            body: { currency: "usd", projectId: PROJECT_ID, addresses: [`${BIP122}:0x`] },
            schema: FungiblePriceResponse
          })
        )
        expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([["BTC", 60000]])
      })
    )
  )

  it.live("moves with a spend at once (mempool), and stays moved once it is mined", () =>
    withClient(
      Effect.gen(function* () {
        const [utxo] = yield* Effect.promise(() => esplora.utxos(BITCOIN_PAYMENT_KEY.address))
        const spend = signedSpend(BITCOIN_PAYMENT_KEY, utxo!, [{ address: STRANGER_ADDRESS, amount: 25_000_000n }], 1_000n)
        expect(yield* Effect.promise(() => esplora.postTx(spend.hex))).toMatchObject({ status: 200 })
        const waiting = [["BTC", "8", "4.74999"]]
        expect(yield* holdings(BITCOIN_PAYMENT_KEY.address, BIP122)).toEqual(waiting)
        expect(yield* holdings(STRANGER_ADDRESS, BIP122)).toEqual([["BTC", "8", "0.25"]])
        expect(yield* Effect.promise(() => esplora.mine(1))).toMatchObject({ status: 200 })
        const stats = yield* Effect.promise(() => esplora.stats(BITCOIN_PAYMENT_KEY.address))
        expect(stats.mempool_stats.tx_count).toBe(0)
        expect(yield* holdings(BITCOIN_PAYMENT_KEY.address, BIP122)).toEqual(waiting)
        expect(yield* holdings(STRANGER_ADDRESS, BIP122)).toEqual([["BTC", "8", "0.25"]])
      })
    )
  )
})

describe("addresses it cannot read", () => {
  it.live("an unused regtest address holds nothing", () =>
    withClient(
      Effect.gen(function* () {
        const unused = p2tr(secp256k1.getPublicKey(new Uint8Array(32).fill(0x22), true).slice(1), undefined, REGTEST).address!
        expect(yield* balances(unused, BIP122)).toEqual([])
        expect(yield* balances(unused)).toEqual([])
      })
    )
  )

  it("refuses an invalid bip122 address with 400 {message}, as it refuses an invalid EVM one", async () => {
    const asked = (address: string, chainId: string) => getJson(`/v1/account/${address}/balance`, `${identityQuery()}&currency=usd&chainId=${chainId}`)
    const cases = await Promise.all([
      asked("not-an-address", BIP122),
      // Mainnet's, not this chain's network.
      asked("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", BIP122),
      asked(solana.fixtures.devWallet, BIP122),
      asked("0x00000000000000000000000000000000000D00d1", BIP122),
      asked("not-an-address", "eip155:1")
    ])
    for (const answer of cases) expect(answer).toEqual({ status: 400, body: { message: expect.any(String) } })
    expect(cases[0]?.body).toEqual({ message: '"not-an-address" is not a Bitcoin address' })
  })

  it("answers 502 {message} while the chain's Esplora API fails, and reads again once it recovers", async () => {
    const query = `${identityQuery()}&currency=usd&chainId=${BIP122}`
    await setFault(bitcoin.faultsUrl, { route: "/address", fault: "503" })
    try {
      expect(await getJson(`/v1/account/${bitcoin.fixtures.ordinals.address}/balance`, query)).toEqual({
        status: 502,
        body: { message: `the ${BIP122} node did not answer` }
      })
    } finally {
      await clearFaults(bitcoin.faultsUrl)
    }
    expect((await getJson(`/v1/account/${bitcoin.fixtures.ordinals.address}/balance`, query)).status).toBe(200)
  })
})
