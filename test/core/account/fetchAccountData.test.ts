import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Ref, TestClock } from "effect"
import { mainnet, polygon, sepolia } from "doorway-connect/networks"
import { fetchAccountData } from "../../../core/account/fetchAccountData.js"
import { formatUnits } from "../../../core/account/formatUnits.js"
import { setWalletNetwork } from "../../../core/network/setWalletNetwork.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { RpcCallLog } from "../../../layers/RpcTransportTest.js"
import type { ChainScript } from "../../../layers/RpcTransportTest.js"
import { ALICE, accountOf, connectAs, defaultApi, evmEnv } from "../connection/evmTestEnv.js"

/** 1.5 ETH on mainnet; Polygon's node fails. */
const chain: ChainScript = {
  [mainnet.caipNetworkId]: { eth_getBalance: () => ({ result: "0x14d1120d7b160000" }) },
  [polygon.caipNetworkId]: { eth_getBalance: () => ({ error: { code: -32603, message: "node down" } }) }
}

const balanceReads = Effect.flatMap(RpcCallLog, (log) => Effect.map(log.calls, (calls) => calls.filter((c) => c.method === "eth_getBalance").length))

const connected = connectAs("eip155", "io.wallet")

const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))

describe("fetchAccountData", () => {
  it.effect("fills in the native balance, its symbol, the name and avatar, and the explorer page", () => {
    const env = evmEnv({ chain })
    return Effect.gen(function* () {
      yield* connected
      yield* fetchAccountData()
      expect(yield* accountOf()).toMatchObject({
        balance: "1.5",
        balanceSymbol: "ETH",
        profileName: "alice.eth",
        profileImage: "https://avatars.test/alice.png",
        addressExplorerUrl: `https://etherscan.io/address/${ALICE}`
      })
      expect(env.apiCalls).toEqual([
        { service: "blockchain", path: "/v1/supported-chains" },
        { service: "blockchain", path: `/v1/identity/${ALICE}`, query: { sender: ALICE } }
      ])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("balanceSettled completes as the balance shows, before the name; with nothing to load, at once", () =>
    Effect.gen(function* () {
      const idle = yield* Deferred.make<void>()
      yield* fetchAccountData("eip155", { balanceSettled: idle })
      expect(yield* Deferred.isDone(idle)).toBe(true)

      yield* connected
      const settled = yield* Deferred.make<void>()
      const load = yield* Effect.fork(fetchAccountData("eip155", { balanceSettled: settled }))
      yield* Deferred.await(settled)
      expect(yield* accountOf()).toMatchObject({ balance: "1.5" })
      expect((yield* accountOf())?.profileName).toBeUndefined()
      yield* TestClock.adjust("2 seconds")
      yield* Fiber.join(load)
      expect((yield* accountOf())?.profileName).toBe("alice.eth")
    }).pipe(
      Effect.provide(evmEnv({ chain, api: { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: { status: 200, body: { name: "alice.eth", avatar: null }, afterMs: 2000 } } }).layer)
    ))

  it.effect("calls while the same account's data is loading wait for that load and ask nothing twice", () => {
    const env = evmEnv({ chain })
    return Effect.gen(function* () {
      yield* connected
      // The connection and the Account view opening both ask, at the same moment.
      yield* Effect.all([fetchAccountData("eip155"), fetchAccountData(), fetchAccountData()], { concurrency: "unbounded" })
      expect(yield* balanceReads).toBe(1)
      expect(env.apiCalls.filter((call) => call.path.startsWith("/v1/identity"))).toHaveLength(1)
      expect(yield* accountOf()).toMatchObject({ balance: "1.5", profileName: "alice.eth" })
      // Once that load is done, a later call loads again: at 30 s the balance is read anew.
      yield* TestClock.adjust("30 seconds")
      yield* fetchAccountData()
      expect(yield* balanceReads).toBe(2)
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a call waiting for a load that is interrupted loads the account itself", () => {
    const identity = { status: 200, body: { name: "alice.eth", avatar: "https://avatars.test/alice.png" }, afterMs: 1000 }
    const env = evmEnv({ chain, api: { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: identity } })
    const identityCalls = () => env.apiCalls.filter((call) => call.path.startsWith("/v1/identity")).length
    return Effect.gen(function* () {
      yield* connected
      // The connection's load, then the Account view's call, which waits for it.
      const first = yield* Effect.fork(fetchAccountData("eip155"))
      yield* TestClock.adjust("500 millis")
      const second = yield* Effect.fork(fetchAccountData())
      yield* TestClock.adjust("100 millis")
      expect(identityCalls()).toBe(1)
      yield* Fiber.interrupt(first)
      // The balance came first and is shown already; the name never came.
      expect(yield* accountOf()).toMatchObject({ balance: "1.5" })
      expect((yield* accountOf())?.profileName).toBeUndefined()
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(second)
      expect(identityCalls()).toBe(2)
      expect(yield* accountOf()).toMatchObject({ balance: "1.5", profileName: "alice.eth" })
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("the balance shows as soon as it is read, while a slow name lookup goes on", () => {
    const identity = { status: 200, body: { name: "alice.eth", avatar: null }, afterMs: 1000 }
    const env = evmEnv({ chain, api: { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: identity } })
    return Effect.gen(function* () {
      yield* connected
      const load = yield* Effect.fork(fetchAccountData())
      yield* TestClock.adjust("999 millis")
      expect(yield* accountOf()).toMatchObject({ balance: "1.5" })
      expect((yield* accountOf())?.profileName).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(load)
      expect(yield* accountOf()).toMatchObject({ balance: "1.5", profileName: "alice.eth", profileImage: null })
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a balance read less than 30 s ago is reused; at 30 s the node is asked again", () =>
    Effect.gen(function* () {
      yield* connected
      yield* fetchAccountData()
      yield* TestClock.adjust("29999 millis")
      yield* fetchAccountData()
      expect(yield* balanceReads).toBe(1)
      yield* TestClock.adjust("1 millis")
      yield* fetchAccountData()
      expect(yield* balanceReads).toBe(2)
    }).pipe(Effect.provide(evmEnv({ chain }).layer)))

  it.effect("an identity fetched less than 5 min ago is reused; the supported chains are fetched once", () => {
    const env = evmEnv({ chain })
    const identityCalls = () => env.apiCalls.filter((call) => call.path.startsWith("/v1/identity")).length
    return Effect.gen(function* () {
      yield* connected
      yield* fetchAccountData()
      yield* TestClock.adjust("4 minutes")
      yield* fetchAccountData()
      expect(identityCalls()).toBe(1)
      yield* TestClock.adjust("1 minute")
      yield* fetchAccountData()
      expect(identityCalls()).toBe(2)
      expect(env.apiCalls.filter((call) => call.path === "/v1/supported-chains")).toHaveLength(1)
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("SPEC §5: on a testnet the balance is 0.00 without asking the node, and no identity is fetched", () => {
    const env = evmEnv({ chain })
    return Effect.gen(function* () {
      yield* connected
      yield* setWalletNetwork(sepolia, { activate: true })
      yield* fetchAccountData()
      expect(yield* accountOf()).toMatchObject({ balance: "0.00", balanceSymbol: "ETH", profileName: null, profileImage: null })
      expect((yield* accountOf())?.addressExplorerUrl).toBe(`https://sepolia.etherscan.io/address/${ALICE}`)
      expect(yield* balanceReads).toBe(0)
      expect(env.apiCalls).toEqual([])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a network the data service does not support gets no identity call", () => {
    const env = evmEnv({
      chain,
      api: { ...defaultApi, "blockchain /v1/supported-chains": { status: 200, body: { http: [polygon.caipNetworkId], ws: [] } } }
    })
    return Effect.gen(function* () {
      yield* connected
      yield* fetchAccountData()
      expect(yield* accountOf()).toMatchObject({ balance: "1.5", profileName: null, profileImage: null })
      expect(env.apiCalls.map((call) => call.path)).toEqual(["/v1/supported-chains"])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("while the supported chains cannot be fetched there is no identity, and the next fetch asks again", () => {
    const env = evmEnv({ chain, api: { "blockchain /v1/supported-chains": { status: 503 } } })
    return Effect.gen(function* () {
      yield* connected
      yield* fetchAccountData()
      yield* fetchAccountData()
      expect((yield* accountOf())?.profileName).toBeNull()
      expect(env.apiCalls.map((call) => call.path)).toEqual(["/v1/supported-chains", "/v1/supported-chains"])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("an identity the service fails to give is no name and no avatar", () =>
    Effect.gen(function* () {
      yield* connected
      yield* fetchAccountData()
      expect(yield* accountOf()).toMatchObject({ balance: "1.5", profileName: null, profileImage: null })
    }).pipe(
      Effect.provide(
        evmEnv({ chain, api: { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: { status: 500 } } }).layer
      )
    ))

  it.effect("a balance the node fails to give is left out, with the 'Token Balance Unavailable' toast; the rest is filled in", () =>
    Effect.gen(function* () {
      yield* connected
      yield* setWalletNetwork(polygon, { activate: true })
      yield* fetchAccountData()
      const account = yield* accountOf()
      expect(account?.balance).toBeUndefined()
      expect(account).toMatchObject({ profileName: "alice.eth", addressExplorerUrl: `https://polygonscan.com/address/${ALICE}` })
      expect(yield* snackbar).toMatchObject({ open: true, message: "Token Balance Unavailable", variant: "error" })
    }).pipe(Effect.provide(evmEnv({ chain }).layer)))

  it.effect("within 30 s of a failed balance read, loading the account again asks no node and shows no new toast", () =>
    Effect.gen(function* () {
      yield* connected
      yield* setWalletNetwork(polygon, { activate: true })
      yield* fetchAccountData()
      const first = yield* snackbar
      yield* TestClock.adjust("29999 millis")
      yield* fetchAccountData()
      expect(yield* balanceReads).toBe(1)
      expect((yield* snackbar).id).toBe(first.id)
      expect((yield* accountOf())?.balance).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      // The toast is still open: the new one follows it after the banner's 150 ms switch delay.
      const loading = yield* Effect.fork(fetchAccountData())
      yield* TestClock.adjust("150 millis")
      yield* Fiber.join(loading)
      expect(yield* balanceReads).toBe(2)
      const second = yield* snackbar
      expect(second).toMatchObject({ open: true, message: "Token Balance Unavailable" })
      expect(second.id).toBeGreaterThan(first.id)
    }).pipe(Effect.provide(evmEnv({ chain }).layer)))

  it.effect("with nothing connected nothing is fetched", () => {
    const env = evmEnv({ chain })
    return Effect.gen(function* () {
      yield* fetchAccountData()
      expect(yield* balanceReads).toBe(0)
      expect(env.apiCalls).toEqual([])
    }).pipe(Effect.provide(env.layer))
  })
})

describe("formatUnits", () => {
  it("writes an amount in the smallest unit as an exact decimal", () => {
    expect(formatUnits(0n, 18)).toBe("0")
    expect(formatUnits(10n ** 18n, 18)).toBe("1")
    expect(formatUnits(1_500_000n, 6)).toBe("1.5")
    expect(formatUnits(1n, 18)).toBe("0.000000000000000001")
    expect(formatUnits(123456789012345678901234n, 18)).toBe("123456.789012345678901234")
    expect(formatUnits(-25n, 1)).toBe("-2.5")
    expect(formatUnits(42n, 0)).toBe("42")
  })
})
