import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Logger, Ref, TestClock } from "effect"
import { EvmAdapter } from "doorway-connect/adapters"
import { mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import { initialize } from "../../../core/config/initialize.js"
import * as PageNavigationTest from "../../../layers/PageNavigationTest.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
// Loaded up front so the test's waits count turns of the program, not of the module loader.
import "../../../core/connection/reconnect.js"
import { Initialization } from "../../../core/services/Initialization.js"
import { scriptedWallet } from "../../../layers/EvmWalletTest.js"
import type { ScriptedWallet } from "../../../layers/EvmWalletTest.js"
import type { DiscoveredWallet } from "../../../core/services/WalletDiscovery.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import { eventually } from "../rpc/eventually.js"
import { ALICE, WALLET_ID, WALLET_NAME, accountOf, connectorsState, defaultApi, evmEnv, modalOpen, storedRaw, trackedEvents } from "../connection/evmTestEnv.js"
import { socialReturnAtStart } from "../../../core/embedded/socialReturnAtStart.js"

/** The app's page, outside Telegram, with no social login to come back from. */
const AT_HOME = Layer.merge(PlatformTest.layer(), PageNavigationTest.layer())

const ORIGIN = "https://app.example"

const stored: ReadonlyArray<readonly [StorageKey, string]> = [
  ["@appkit/eip155:connected_connector_id", WALLET_ID],
  ["@appkit/active_caip_network_id", mainnet.caipNetworkId],
  ["@appkit/active_namespace", "eip155"],
  ["@appkit/connected_namespaces", "eip155"]
]

const announcedWallet = (wallet: ScriptedWallet): DiscoveredWallet => ({
  info: { uuid: "350670db-19fa-4704-a166-e52e178b59d2", name: WALLET_NAME, icon: "data:image/svg+xml,<svg/>", rdns: WALLET_ID },
  provider: wallet
})

const api = {
  ...defaultApi,
  // No project configuration (404): the local features apply, email and socials on.
  "catalogue /projects/v1/origins": { status: 200, body: { allowedOrigins: [ORIGIN] } }
}

const initialized = Effect.flatMap(Initialization, (state) => Ref.get(state.initialized))

describe("initialize (SPEC §4)", () => {
  it.scoped("tracks INITIALIZE, follows discovery, reconnects the stored wallet, then fetches features, marks initialized", () => {
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
    let grant: (accounts: ReadonlyArray<string>) => void = () => undefined
    wallet.answer("eth_accounts", () => new Promise((resolve) => (grant = resolve)))
    const env = evmEnv({ storage: stored, announced: [announcedWallet(wallet)], api })
    return Effect.gen(function* () {
      const fiber = yield* Effect.fork(initialize(ORIGIN).pipe(Effect.provide(AT_HOME)))
      yield* eventually(Effect.sync(() => wallet.methods().includes("eth_accounts")), "the stored wallet asked")
      // Reconnection comes before the remote features (SPEC §4 order).
      expect((yield* accountOf())?.status).toBe("connecting")
      expect(env.apiCalls.map((call) => call.path)).toEqual([])
      expect(yield* initialized).toBe(false)
      grant([ALICE])
      yield* Fiber.join(fiber)

      expect(yield* initialized).toBe(true)
      expect((yield* connectorsState).connectors.map((c) => c.id)).toContain(WALLET_ID)
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE })
      expect(yield* modalOpen).toBe(false)
      // Email is on and its section exists: the embedded wallet is offered; nobody logged in by
      // email before, so the origin is checked when the email section first shows, not at start.
      const paths = env.apiCalls.map((call) => call.path)
      expect(paths).toContain("/appkit/v1/config")
      expect(paths).not.toContain("/projects/v1/origins")
      expect((yield* connectorsState).connectors.map((c) => c.id)).toContain("ID_AUTH")
      const [first] = yield* trackedEvents
      expect(first).toMatchObject({ type: "track", event: "INITIALIZE", properties: { projectId: "test-project", networks: [1, 137, 11155111, solana.caipNetworkId.split(":")[1]] } })
    }).pipe(Effect.provide(env.layer))
  })

  it.scoped("restores a stored connection of a namespace other than EVM too: a Solana one alone is looked for at start", () => {
    const env = evmEnv({ api, storage: [["@appkit/solana:connected_connector_id", "solana:absent-wallet"], ["@appkit/connected_namespaces", "solana"]] })
    return Effect.gen(function* () {
      const fiber = yield* Effect.fork(initialize(ORIGIN).pipe(Effect.provide(AT_HOME)))
      // Waiting for the stored wallet to be announced (at most 1,000 ms): the namespace is connecting.
      yield* eventually(Effect.map(accountOf("solana"), (account) => account?.status === "connecting"), "the Solana connection restoring")
      yield* TestClock.adjust("1000 millis")
      yield* Fiber.join(fiber)
      expect((yield* accountOf("solana"))?.status).toBe("disconnected")
      // Not announced is not refused: the stored connection is kept for the next visit.
      expect(yield* storedRaw("@appkit/solana:connected_connector_id")).toBe("solana:absent-wallet")
    }).pipe(Effect.provide(env.layer))
  })

  it.scoped("for a visitor who logged in by email before, the origin is checked at start, after the features", () => {
    const env = evmEnv({ api, loginMethods: ["email", "social"], storage: [["@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true"]] })
    return Effect.gen(function* () {
      yield* initialize(ORIGIN).pipe(Effect.provide(AT_HOME))
      expect(yield* initialized).toBe(true)
      expect(env.apiCalls.map((call) => call.path)).toEqual(["/appkit/v1/config", "/projects/v1/origins"])
      expect((yield* connectorsState).connectors.map((c) => c.id)).toContain("ID_AUTH")
      // The login sections are the modal's own, not an option the host set.
      expect((yield* trackedEvents)[0]).not.toHaveProperty("properties.loginMethods")
    }).pipe(Effect.provide(env.layer))
  })

  it.scoped("with nothing stored no wallet is asked anything", () => {
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
    return Effect.gen(function* () {
      yield* initialize(undefined).pipe(Effect.provide(AT_HOME))
      expect(yield* initialized).toBe(true)
      expect(wallet.methods()).toEqual([])
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(evmEnv({ announced: [announcedWallet(wallet)], api }).layer))
  })

  it.scoped("a session token an earlier version kept in the page is removed at start; the rest of the email login stays (WIRE §4.8)", () =>
    Effect.gen(function* () {
      yield* initialize(ORIGIN).pipe(Effect.provide(AT_HOME))
      expect(yield* initialized).toBe(true)
      expect(yield* storedRaw("@appkit-wallet/SESSION_TOKEN_KEY")).toBeUndefined()
      expect(yield* storedRaw("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toBe("true")
      expect(yield* storedRaw("@appkit-wallet/EMAIL")).toBe("a@b.co")
    }).pipe(
      Effect.provide(
        evmEnv({
          storage: [
            ["@appkit-wallet/SESSION_TOKEN_KEY", "session-token-of-an-earlier-version"],
            ["@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true"],
            ["@appkit-wallet/EMAIL", "a@b.co"]
          ],
          api
        }).layer
      )
    ))

  it.scoped("with reconnection off the stored connection is dropped and the wallet not asked", () => {
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
    return Effect.gen(function* () {
      yield* initialize(undefined).pipe(Effect.provide(AT_HOME))
      expect(yield* initialized).toBe(true)
      expect(wallet.methods()).toEqual([])
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBeUndefined()
      expect(yield* storedRaw("@appkit/connected_namespaces")).toBeUndefined()
    }).pipe(Effect.provide(evmEnv({ storage: stored, announced: [announcedWallet(wallet)], api, options: { enableReconnect: false } }).layer))
  })

  it.scoped("the stored network is selected again when the wallet is back", () => {
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 137, authorized: true })
    return Effect.gen(function* () {
      yield* initialize(undefined).pipe(Effect.provide(AT_HOME))
      expect((yield* accountOf())?.caipAddress).toBe(`eip155:137:${ALICE}`)
    }).pipe(
      Effect.provide(
        evmEnv({
          storage: stored.map(([key, value]) => [key, key === "@appkit/active_caip_network_id" ? polygon.caipNetworkId : value] as const),
          announced: [announcedWallet(wallet)],
          api
        }).layer
      )
    )
  })

  it.scoped("an invalid configuration stops the sequence: nothing is marked initialized", () =>
    Effect.gen(function* () {
      yield* initialize(undefined).pipe(Effect.provide(AT_HOME))
      expect(yield* initialized).toBe(false)
    }).pipe(
      Effect.provide(
        evmEnv({
          api,
          options: {
            networks: [mainnet, sepolia],
            siwx: {
              createMessage: () => Promise.reject(new Error("unused")),
              addSession: () => Promise.resolve(),
              revokeSession: () => Promise.resolve(),
              setSessions: () => Promise.resolve(),
              getSessions: () => Promise.resolve([])
            },
            siweConfig: {
              getNonce: () => Promise.resolve("n"),
              createMessage: () => "m",
              methods: {
                getSession: () => Promise.resolve(null),
                verifyMessage: () => Promise.resolve(true),
                signOut: () => Promise.resolve(true)
              }
            }
          }
        }).layer
      )
    ))

  it.scoped("with adapters that connect every network's family it starts as without; INITIALIZE leaves them out (WIRE §3.3)", () => {
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
    const env = evmEnv({ announced: [announcedWallet(wallet)], api, options: { networks: [mainnet, polygon], adapters: [new EvmAdapter()] } })
    return Effect.gen(function* () {
      yield* initialize(undefined).pipe(Effect.provide(AT_HOME))
      expect(yield* initialized).toBe(true)
      expect((yield* connectorsState).connectors.map((c) => c.id)).toContain(WALLET_ID)
      const [first] = yield* trackedEvents
      expect(first).toMatchObject({ event: "INITIALIZE", properties: { networks: [1, 137] } })
      expect(first).not.toHaveProperty("properties.adapters")
    }).pipe(Effect.provide(env.layer))
  })

  it.scoped("a page back from a Telegram login with no login under way: result_uri leaves the address bar, nothing else (SPEC §2)", () => {
    const home = "https://app.example/play?tab=1"
    const telegramPage = Layer.merge(
      PlatformTest.layer({ isBrowser: true, isTelegram: true, isAndroid: true, isMobile: true }),
      PageNavigationTest.layer(`${home}&result_uri=${encodeURIComponent("https://secure.walletconnect.org/social/result?id=r1")}`)
    )
    return Effect.gen(function* () {
      yield* initialize(ORIGIN, socialReturnAtStart)
      expect(yield* initialized).toBe(true)
      expect(yield* (yield* PageNavigationTest.PageNavigationScript).replaced).toEqual([home])
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(telegramPage), Effect.provide(evmEnv({ api }).layer))
  })

  it.scoped("adapters that leave a network's family out stop the start, and the log names the network", () => {
    const logged: Array<unknown> = []
    const capture = Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => void logged.push(message)))
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
    const env = evmEnv({ announced: [announcedWallet(wallet)], api, options: { networks: [mainnet, solana], adapters: [new EvmAdapter()] } })
    return Effect.gen(function* () {
      yield* initialize(undefined).pipe(Effect.provide(AT_HOME))
      expect(yield* initialized).toBe(false)
      expect(yield* trackedEvents).toEqual([])
      expect((yield* connectorsState).connectors).toEqual([])
      expect(env.apiCalls).toEqual([])
      expect(logged).toHaveLength(1)
      const [text, error] = logged[0] as [string, unknown]
      expect(text).toBe("The modal could not start: NoAdapterForNetwork")
      expect(error).toMatchObject({ network: "Solana", caipNetworkId: solana.caipNetworkId, chainNamespace: "solana", adapters: ["eip155"] })
    }).pipe(Effect.provide(env.layer), Effect.provide(capture))
  })
})
