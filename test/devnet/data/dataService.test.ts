/**
 * The local blockchain data service over real HTTP, next to real chains: every endpoint through
 * the product's own REST client and wire schemas, then bad input as a browser or curl sends it.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { INVALID_KEY_MESSAGE } from "../../../devnet/catalogue/RequestRejected.js"
import { startDevnet, type Devnet } from "../../../devnet/startDevnet.js"
import { IdentityResponse, SupportedChainsResponse } from "../../../schemas/BlockchainApi.js"
import { jsonRpcSuccess, JsonRpcBatchResponse } from "../../../schemas/JsonRpc.js"
import { FungiblePriceResponse } from "../../../schemas/Swap.js"
import { BalancesResponse } from "../../../schemas/TokenBalance.js"
import { identityQuery, PROJECT_ID, withDataClient } from "./dataClient.js"

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const withClient = withDataClient(() => devnet)
const FRESH = "0x00000000000000000000000000000000000D00d1"

const getJson = async (path: string, query = identityQuery()) => {
  const response = await fetch(`${devnet.data.url}${path}${query === "" ? "" : `?${query}`}`)
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

describe("reads through the product's REST client", () => {
  it.live("lists every local chain, Solana included, as supported", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const chains = yield* api.get({ service: "blockchain", path: "v1/supported-chains", schema: SupportedChainsResponse })
        expect(chains.http).toEqual(["eip155:1", "eip155:137", "eip155:11155111", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"])
        expect(chains.ws).toEqual([])
      })
    )
  )

  it.live("names an address once a name is registered for it, nulls before", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const address = devnet.evm[0]!.fixtures.accounts[5]!
        const before = yield* api.get({ service: "blockchain", path: `/v1/identity/${address}`, query: { sender: address }, schema: IdentityResponse })
        expect(before).toEqual({ name: null, avatar: null })
        const outcome = devnet.data.names.register("ada.reown.id", address, 0x80000001, { avatar: "https://example.invalid/ada.png" })
        expect(outcome._tag).toBe("Registered")
        // Case does not matter for hex addresses.
        const after = yield* api.get({ service: "blockchain", path: `/v1/identity/${address.toLowerCase()}`, schema: IdentityResponse })
        expect(after).toEqual({ name: "ada.reown.id", avatar: "https://example.invalid/ada.png" })
        const malformed = yield* Effect.flip(api.get({ service: "blockchain", path: "/v1/identity/0x1234", schema: IdentityResponse }))
        expect(malformed).toMatchObject({ _tag: "HttpStatusError", status: 400 })
      })
    )
  )

  it.live("reads the dev wallet's balances live from Ethereum, the 0-decimals token included", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const chain = devnet.evm[0]!
        const { balances } = yield* api.get({
          service: "blockchain",
          path: `/v1/account/${chain.fixtures.devWallet}/balance`,
          query: { currency: "usd", chainId: "eip155:1" },
          schema: BalancesResponse
        })
        expect(balances.map((balance) => balance.symbol)).toEqual(["ETH", "USDC", "USDT", "WHOLE"])
        const [eth, usdc, usdt, whole] = balances
        expect(eth).toMatchObject({ name: "Ether", chainId: "eip155:1", price: 3000, value: 3_000_000, quantity: { decimals: "18", numeric: "1000" } })
        expect(eth?.address ?? null).toBeNull()
        expect(usdc).toMatchObject({
          address: `eip155:1:${chain.fixtures.tokens.usdc.address}`,
          price: 1,
          quantity: { decimals: "6", numeric: "1000000" }
        })
        expect(whole).toMatchObject({ price: 2, value: 2000, quantity: { decimals: "0", numeric: "1000" } })
        const icon = yield* Effect.promise(() => fetch(eth!.iconUrl))
        expect(icon.status).toBe(200)
        expect(icon.headers.get("content-type")).toContain("image/svg+xml")
        const iconSvg = (url: string) => Effect.promise(() => fetch(url).then((response) => response.text()))
        // USDC's blue disc and USDT's teal mark, as drawn by @web3icons/core; WHOLE has no real icon.
        const usdcIcon = yield* iconSvg(usdc!.iconUrl)
        expect(usdcIcon).toContain('fill="#0B53BF"')
        expect(yield* iconSvg(usdt!.iconUrl)).toContain('fill="#009393"')
        expect(usdcIcon).not.toContain("</text>")
        expect(yield* iconSvg(whole!.iconUrl)).toContain(">WHO</text>")
      })
    )
  )

  it.live("names the native coin per chain, reads Solana from the ledger, and has nothing for other chains", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const balances = (address: string, chainId: string, forceUpdate?: string) =>
          Effect.map(
            api.get({ service: "blockchain", path: `/v1/account/${address}/balance`, query: { currency: "usd", chainId, forceUpdate }, schema: BalancesResponse }),
            (response) => response.balances
          )
        const polygon = devnet.evm[1]!
        const [pol] = yield* balances(polygon.fixtures.devWallet, "eip155:137", `eip155:137:${polygon.fixtures.tokens.usdc.address}`)
        expect(pol).toMatchObject({ name: "POL", symbol: "POL", price: 0.7, quantity: { decimals: "18", numeric: "1000" } })
        const solana = yield* balances(devnet.solana.fixtures.devWallet, devnet.solana.caipNetworkId)
        expect(solana.map((balance) => [balance.symbol, balance.quantity.decimals, balance.quantity.numeric])).toEqual([
          ["SOL", "9", "1000"],
          ["USDC", "6", "1000000"]
        ])
        expect(solana[1]?.address).toBe(`${devnet.solana.caipNetworkId}:${devnet.solana.fixtures.usdc.mint}`)
        expect(yield* balances(FRESH, "eip155:1")).toEqual([])
        expect(yield* balances(polygon.fixtures.devWallet, "eip155:999")).toEqual([])
        const malformed = yield* Effect.flip(balances(polygon.fixtures.devWallet, "polygon"))
        expect(malformed).toMatchObject({ _tag: "HttpStatusError", status: 400 })
        const wrongKind = yield* Effect.flip(balances(polygon.fixtures.devWallet, devnet.solana.caipNetworkId))
        expect(wrongKind).toMatchObject({ _tag: "HttpStatusError", status: 400 })
      })
    )
  )

  it.live("reads BTC from the devnet's Bitcoin chain, which the devnet hands the service", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const { balances } = yield* api.get({
          service: "blockchain",
          path: `/v1/account/${devnet.bitcoin.fixtures.payment.address}/balance`,
          query: { currency: "usd", chainId: devnet.bitcoin.caipNetworkId },
          schema: BalancesResponse
        })
        expect(balances).toEqual([
          expect.objectContaining({ symbol: "BTC", chainId: devnet.bitcoin.caipNetworkId, quantity: { decimals: "8", numeric: "5" } })
        ])
      })
    )
  )

  it.live("prices native coins by their placeholder and tokens by CAIP-10, leaving out unknown ones", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const sepolia = devnet.evm[2]!
        const { fungibles } = yield* api.post({
          service: "blockchain",
          path: "/v1/fungible/price",
          body: {
            currency: "usd",
            projectId: PROJECT_ID,
            addresses: [
              "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
              `eip155:11155111:${sepolia.fixtures.tokens.whole.address.toLowerCase()}`,
              "eip155:1:0x000000000000000000000000000000000000dEaD",
              "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111",
              "eip155:137:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
            ]
          },
          schema: FungiblePriceResponse
        })
        expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
          ["ETH", 3000],
          ["WHOLE", 2],
          ["SOL", 150],
          ["POL", 0.7]
        ])
        expect(devnet.data.prices(`eip155:137:${devnet.evm[1]!.fixtures.tokens.usdt.address}`)).toBe(1)
        const refused = yield* Effect.flip(
          api.post({ service: "blockchain", path: "/v1/fungible/price", body: { currency: "usd", projectId: "nope", addresses: [] }, schema: FungiblePriceResponse })
        )
        expect(refused).toMatchObject({ _tag: "HttpStatusError", status: 403 })
      })
    )
  )
})

describe("the JSON-RPC proxy", () => {
  const ChainIdResult = jsonRpcSuccess(Schema.String)

  it.live("answers eth_chainId from each EVM chain and getBalance from Solana", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        for (const chain of devnet.evm) {
          const answer = yield* api.post({
            service: "blockchain",
            path: "/v1/",
            query: { chainId: chain.caipNetworkId, projectId: PROJECT_ID },
            body: { jsonrpc: "2.0", id: 7, method: "eth_chainId" },
            schema: ChainIdResult
          })
          expect(answer).toEqual({ jsonrpc: "2.0", id: 7, result: `0x${chain.chainId.toString(16)}` })
        }
        const balance = yield* api.post({
          service: "blockchain",
          path: "/v1/",
          query: { chainId: devnet.solana.caipNetworkId, projectId: PROJECT_ID },
          body: { jsonrpc: "2.0", id: "b", method: "getBalance", params: [devnet.solana.fixtures.devWallet] },
          schema: jsonRpcSuccess(Schema.Struct({ value: Schema.Number }))
        })
        expect(balance.result.value).toBe(1000 * 1e9)
        const batch = yield* api.post({
          service: "blockchain",
          path: "/v1/",
          query: { chainId: "eip155:137", projectId: PROJECT_ID },
          body: [
            { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
            { jsonrpc: "2.0", id: 2, method: "net_version" }
          ],
          schema: JsonRpcBatchResponse
        })
        expect(batch.map((reply) => ("result" in reply ? reply.result : reply.error))).toEqual(["0x89", "137"])
      })
    )
  )

  it("refuses bad bodies and unknown chains with JSON-RPC errors", async () => {
    const post = async (query: string, body: string) => {
      const response = await fetch(`${devnet.data.url}/v1/?${query}`, { method: "POST", headers: { "content-type": "text/plain" }, body })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    expect(await post(`chainId=eip155:1&projectId=${PROJECT_ID}`, '{"jsonrpc":"2.0",')).toEqual({
      status: 400,
      body: { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }
    })
    expect(await post(`chainId=eip155:999&projectId=${PROJECT_ID}`, '{"jsonrpc":"2.0","id":3,"method":"eth_chainId"}')).toEqual({
      status: 400,
      body: { jsonrpc: "2.0", id: 3, error: { code: -32602, message: "Unsupported chainId: eip155:999" } }
    })
    expect(await post(`chainId=eip155:1&projectId=${PROJECT_ID}`, '{"id":4}')).toMatchObject({
      status: 400,
      body: { jsonrpc: "2.0", id: 4, error: { code: -32600 } }
    })
    // A field that cannot even be read as text is an invalid request too, not a crash.
    expect(await post(`chainId=eip155:1&projectId=${PROJECT_ID}`, '{"jsonrpc":{"toString":""},"id":6,"method":"eth_chainId"}')).toMatchObject({
      status: 400,
      body: { jsonrpc: "2.0", id: 6, error: { code: -32600 } }
    })
    expect(await post("chainId=eip155:1&projectId=nope", '{"jsonrpc":"2.0","id":5,"method":"eth_chainId"}')).toEqual({
      status: 403,
      body: { message: INVALID_KEY_MESSAGE }
    })
  })
})

describe("bad input", () => {
  it("gets a clear status and {message}, and the service keeps serving", async () => {
    const address = devnet.evm[0]!.fixtures.devWallet
    const cases = [
      await getJson(`/v1/account/${address}/balance`, `${identityQuery()}&currency=usd&chainId=not-a-chain`),
      await getJson(`/v1/account/${address}/history`, `${identityQuery()}&chainId=eip155:1&cursor=%%%`),
      await getJson(`/v1/account/${address}/history`, `${identityQuery()}&chainId=eip155:1&cursor=eyJ2IjoyfQ`),
      await getJson(`/v1/account/not-an-address/balance`, `${identityQuery()}&currency=usd&chainId=eip155:1`),
      await getJson("/v1/supported-chains", "st=appkit"),
      await getJson("/v1/supported-chains", identityQuery("not-a-project")),
      await getJson("/v1/no-such-endpoint"),
      await fetch(`${devnet.data.url}/v1/fungible/price`, { method: "POST", body: "{not json" }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as unknown
      }))
    ]
    expect(cases.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 403, 404, 400])
    for (const answer of cases) expect(answer.body).toEqual({ message: expect.any(String) })
    expect(cases[5]?.body).toEqual({ message: INVALID_KEY_MESSAGE })
    expect((await getJson("/v1/supported-chains")).status).toBe(200)
  })

  it.live("reaches the client as status errors, the unknown project with its alert", () =>
    withDataClient(() => devnet, "not-a-project")(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const error = yield* Effect.flip(api.get({ service: "blockchain", path: "/v1/supported-chains", schema: SupportedChainsResponse }))
        expect(error).toMatchObject({ _tag: "HttpStatusError", status: 403 })
        if (error._tag === "HttpStatusError") expect(error.alert?._tag).toBe("InvalidProjectId")
      })
    )
  )

  it("allows any origin, preflights included", async () => {
    const preflight = await fetch(`${devnet.data.url}/v1/fungible/price`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:5173", "access-control-request-method": "POST" }
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
    const refused = await getJson("/v1/supported-chains", identityQuery("not-a-project"))
    expect(refused.headers.get("access-control-allow-origin")).toBe("*")
  })
})
