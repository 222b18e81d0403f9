import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, FiberRef, Option, TestClock } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { openModal } from "../../../core/router/openModal.js"
import { awaitSleep, eventually } from "../rpc/eventually.js"
import {
  ALICE,
  BOB,
  WALLET_ICON,
  WALLET_ID,
  WALLET_NAME,
  accountOf,
  activeNamespace,
  connectorsState,
  defaultApi,
  defaultChain,
  evmEnv,
  historyOf,
  installWallet,
  modalOpen,
  networkOf,
  setMultiWallet,
  stored,
  storedRaw,
  trackedEvents,
  views
} from "./evmTestEnv.js"

const aliceIdentity = { status: 200, body: { name: "alice.eth", avatar: "https://avatars.test/alice.png" } }

describe("connectWallet", () => {
  it.effect("shows ConnectingExternalWallet while connecting, then Account with the account, its network and its data", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      let approve: (accounts: ReadonlyArray<string>) => void = () => undefined
      wallet.answer("eth_requestAccounts", () => new Promise((resolve) => (approve = resolve)))
      yield* openModal()
      const fiber = yield* Effect.fork(connectWallet(WALLET_ID))
      yield* eventually(Effect.map(accountOf(), (account) => account?.status === "connecting"), "connecting")
      expect(yield* views).toEqual(["Connect", "ConnectingExternalWallet"])
      // The view is told this program asks the wallet, so it does not ask again.
      expect((yield* historyOf).at(-1)?.data).toEqual({ connectorId: WALLET_ID, asking: true })
      approve([ALICE])
      const connected = yield* Fiber.join(fiber)

      expect(connected).toEqual({ address: ALICE, caipAddress: `eip155:1:${ALICE}`, network: mainnet })
      expect(yield* views).toEqual(["Account"])
      expect(yield* accountOf()).toMatchObject({
        status: "connected",
        address: ALICE,
        caipAddress: `eip155:1:${ALICE}`,
        connectedWalletInfo: { name: WALLET_NAME, icon: WALLET_ICON },
        preferredAccountType: "eoa",
        balance: "1",
        balanceSymbol: "ETH",
        profileName: "alice.eth",
        profileImage: "https://avatars.test/alice.png",
        addressExplorerUrl: `https://etherscan.io/address/${ALICE}`
      })
      expect((yield* networkOf())?.caipNetworkId).toBe(mainnet.caipNetworkId)
      expect(yield* activeNamespace).toBe("eip155")
      expect(wallet.methods()).toEqual(["eth_requestAccounts", "eth_chainId"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("records the connector, the connection, the stored keys a reload reads, the recent wallet and CONNECT_SUCCESS", () =>
    Effect.gen(function* () {
      yield* installWallet({ chainId: 137 })
      yield* connectWallet(WALLET_ID)
      const connectors = yield* connectorsState
      expect(connectors.activeConnectorIds).toEqual({ eip155: WALLET_ID })
      expect(connectors.connections.eip155).toEqual([
        { connectorId: WALLET_ID, accounts: [{ address: ALICE, type: "eoa" }], caipNetwork: polygon, name: WALLET_NAME, icon: WALLET_ICON }
      ])
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe(WALLET_ID)
      expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("eip155:137")
      expect(yield* storedRaw("@appkit/active_namespace")).toBe("eip155")
      expect(yield* storedRaw("@appkit/connected_namespaces")).toBe("eip155")
      expect(yield* storedRaw("@appkit/connection_status")).toBe("connected")
      expect((yield* stored("@appkit/connections"))?.eip155?.[0]?.connectorId).toBe(WALLET_ID)
      expect(yield* stored("@appkit/recent_wallets")).toEqual([{ id: WALLET_ID, name: WALLET_NAME, rdns: WALLET_ID }])
      expect(yield* trackedEvents).toEqual([
        {
          type: "track",
          event: "CONNECT_SUCCESS",
          address: ALICE,
          properties: { method: "browser", name: WALLET_NAME, caipNetworkId: "eip155:137" }
        }
      ])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("asks the new account's balance as urgent work, so the request leaves ahead of the views the connection redraws, and its name as ordinary work", () => {
    // The scheduling priority of the fiber that asks the node, read as it asks.
    const priorities: Array<number> = []
    const askedAt = () => Option.match(Fiber.getCurrentFiber(), { onNone: () => -1, onSome: (fiber) => fiber.getFiberRef(FiberRef.currentSchedulingPriority) })
    const chain = {
      ...defaultChain,
      [mainnet.caipNetworkId]: {
        ...defaultChain[mainnet.caipNetworkId],
        eth_getBalance: () => {
          priorities.push(askedAt())
          return { result: "0xde0b6b3a7640000" }
        }
      }
    }
    const env = evmEnv({ chain, api: { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: aliceIdentity } })
    return Effect.gen(function* () {
      yield* installWallet()
      yield* openModal()
      yield* connectWallet(WALLET_ID)
      expect(priorities).toEqual([1])
      expect((yield* accountOf())?.balance).toBe("1")
      const identityAsked = env.apiCalls.findIndex((call) => call.path === `/v1/identity/${ALICE}`)
      expect(identityAsked).toBeGreaterThanOrEqual(0)
      expect(env.apiPriorities[identityAsked]).toBe(0)
      expect((yield* accountOf())?.profileName).toBe("alice.eth")
    }).pipe(Effect.provide(env.layer))
  })

  describe("what a reload needs is kept at approval; only CONNECT_SUCCESS waits for the balance", () => {
    /** Mainnet's node answers the balance (1 ETH, or an error) after 1 s; the name answers after 5 s. */
    const slowNode = (outcome: { readonly result: string } | { readonly error: { readonly code: number; readonly message: string } }) =>
      evmEnv({
        chain: { [mainnet.caipNetworkId]: { eth_getBalance: () => ({ ...outcome, afterMs: 1000 }) } },
        api: { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: { ...aliceIdentity, afterMs: 5000 } }
      }).layer
    const keptAtApproval = Effect.gen(function* () {
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe(WALLET_ID)
      expect(yield* storedRaw("@appkit/connection_status")).toBe("connected")
      expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("eip155:1")
      expect((yield* stored("@appkit/connections"))?.eip155?.[0]?.accounts).toEqual([{ address: ALICE, type: "eoa" }])
      expect(yield* stored("@appkit/recent_wallets")).toEqual([{ id: WALLET_ID, name: WALLET_NAME, rdns: WALLET_ID }])
    })
    const connectedAndAsked = Effect.gen(function* () {
      yield* installWallet()
      yield* openModal()
      const connecting = yield* Effect.fork(connectWallet(WALLET_ID))
      yield* awaitSleep(1000)
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE })
      expect(yield* views).toEqual(["Account"])
      return connecting
    })

    it.effect("the connection and the recent wallet are stored before the balance is asked; CONNECT_SUCCESS once it shows, before the name", () =>
      Effect.gen(function* () {
        const connecting = yield* connectedAndAsked
        // The balance has not come (the node answers at 1,000 ms), yet a reload finds everything.
        expect((yield* accountOf())?.balance).toBeUndefined()
        yield* keptAtApproval
        yield* TestClock.adjust("999 millis")
        expect(yield* trackedEvents).toEqual([])

        yield* TestClock.adjust("1 millis")
        yield* eventually(Effect.map(trackedEvents, (events) => events.some((event) => event.event === "CONNECT_SUCCESS")), "CONNECT_SUCCESS")
        expect(yield* accountOf()).toMatchObject({ balance: "1", balanceSymbol: "ETH" })
        expect((yield* accountOf())?.profileName).toBeUndefined()

        yield* TestClock.adjust("4 seconds")
        yield* Fiber.join(connecting)
        expect((yield* accountOf())?.profileName).toBe("alice.eth")
      }).pipe(Effect.provide(slowNode({ result: "0xde0b6b3a7640000" }))))

    it.effect("a balance the node cannot give releases CONNECT_SUCCESS as well; the connection was kept all along", () =>
      Effect.gen(function* () {
        yield* connectedAndAsked
        yield* keptAtApproval
        yield* TestClock.adjust("999 millis")
        expect(yield* trackedEvents).toEqual([])

        yield* TestClock.adjust("1 millis")
        yield* eventually(Effect.map(trackedEvents, (events) => events.some((event) => event.event === "CONNECT_SUCCESS")), "CONNECT_SUCCESS")
        expect((yield* accountOf())?.balance).toBeUndefined()
        expect((yield* accountOf())?.profileName).toBeUndefined()
      }).pipe(Effect.provide(slowNode({ error: { code: -32000, message: "header not found" } }))))
  })

  it.effect("a catalogue entry passed along is the recent wallet remembered", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID, { wallet: { id: "c57ca95b", name: "Catalogue Wallet", image_id: "img-1" } })
      expect(yield* stored("@appkit/recent_wallets")).toEqual([{ id: "c57ca95b", name: "Catalogue Wallet", image_id: "img-1" }])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("4001 fails with ConnectionRejected ('Connection rejected'), keeps the view for a retry, and the retry connects", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      wallet.fail("eth_requestAccounts", 4001, "User rejected the request.", 1)
      yield* openModal()
      const error = yield* Effect.flip(connectWallet(WALLET_ID))
      expect(error._tag).toBe("ConnectionRejected")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(yield* views).toEqual(["Connect", "ConnectingExternalWallet"])
      expect(yield* trackedEvents).toEqual([{ type: "track", event: "CONNECT_ERROR", properties: { message: "Connection rejected" } }])
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBeUndefined()

      yield* connectWallet(WALLET_ID)
      expect((yield* accountOf())?.status).toBe("connected")
      expect(yield* views).toEqual(["Account"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("abandoned while the wallet is asked, the status returns to what it was", () =>
    Effect.gen(function* () {
      yield* installWallet()
      const other = yield* installWallet({ accounts: [BOB] }, "io.other")
      other.answer("eth_requestAccounts", () => new Promise(() => undefined))
      yield* connectWallet(WALLET_ID)
      const fiber = yield* Effect.fork(connectWallet("io.other"))
      yield* eventually(Effect.map(accountOf(), (account) => account?.status === "connecting"), "connecting")
      yield* Fiber.interrupt(fiber)
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("abandoned after the wallet approved, the connection is still recorded, Account shown and its data loaded", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* openModal()
      const fiber = yield* Effect.fork(connectWallet(WALLET_ID))
      // The identity answers after 1 s: the connection waits for it when the view that asked is left.
      yield* eventually(Effect.map(accountOf(), (account) => account?.status === "connected"), "connected")
      yield* Fiber.interrupt(fiber)
      expect(yield* views).toEqual(["Account"])
      yield* TestClock.adjust("1 second")
      yield* eventually(Effect.map(accountOf(), (account) => account?.profileName === "alice.eth"), "profile loaded")
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE, balance: "1", balanceSymbol: "ETH" })
      expect((yield* trackedEvents).map((event) => event.event)).toContain("CONNECT_SUCCESS")
    }).pipe(Effect.provide(evmEnv({ api: { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: { ...aliceIdentity, afterMs: 1000 } } }).layer)))

  it.effect("abandoned with nothing connected, the status is disconnected again", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      wallet.answer("eth_requestAccounts", () => new Promise(() => undefined))
      const fiber = yield* Effect.fork(connectWallet(WALLET_ID))
      yield* eventually(Effect.map(accountOf(), (account) => account?.status === "connecting"), "connecting")
      yield* Fiber.interrupt(fiber)
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("any other failure fails with ConnectFailed carrying the wallet's error", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      wallet.fail("eth_requestAccounts", -32002, "Already processing eth_requestAccounts. Please wait.")
      const error = yield* Effect.flip(connectWallet(WALLET_ID))
      expect(error._tag).toBe("ConnectFailed")
      expect(error._tag === "ConnectFailed" && error.cause).toMatchObject({ _tag: "JsonRpcError", code: -32002 })
      expect(yield* trackedEvents).toEqual([{ type: "track", event: "CONNECT_ERROR", properties: { message: "Failed to connect" } }])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a wallet with no account, or an unknown connector, fails with ConnectFailed", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      wallet.answer("eth_requestAccounts", () => [])
      expect((yield* Effect.flip(connectWallet(WALLET_ID)))._tag).toBe("ConnectFailed")
      expect((yield* Effect.flip(connectWallet("io.nowhere")))._tag).toBe("ConnectFailed")
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a failed second connection leaves the first one connected", () =>
    Effect.gen(function* () {
      yield* installWallet()
      const other = yield* installWallet({ accounts: [BOB] }, "io.other")
      yield* connectWallet(WALLET_ID)
      other.fail("eth_requestAccounts", 4001, "no")
      expect((yield* Effect.flip(connectWallet("io.other")))._tag).toBe("ConnectionRejected")
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a wallet on a chain the app lacks is asked to switch to the modal's network", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ chainId: 10, chains: [1] })
      const connected = yield* connectWallet(WALLET_ID)
      expect(connected.network).toEqual(mainnet)
      expect(wallet.chainId()).toBe(1)
      expect(wallet.methods()).toEqual(["eth_requestAccounts", "eth_chainId", "wallet_switchEthereumChain"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("if it will not switch, the modal is on its unsupported chain and UnsupportedChain opens over Account", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ chainId: 10, chains: [1] })
      wallet.fail("wallet_switchEthereumChain", 4001, "User rejected the request.")
      yield* openModal()
      const connected = yield* connectWallet(WALLET_ID)
      expect(connected.network).toMatchObject({ caipNetworkId: "eip155:10", name: "Unknown Network" })
      expect(yield* accountOf()).toMatchObject({ status: "connected", caipAddress: `eip155:10:${ALICE}` })
      expect(yield* views).toEqual(["Account", "UnsupportedChain"])
      // No balance or profile is fetched for a network the app does not know.
      expect((yield* accountOf())?.balance).toBeUndefined()
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("with unsupported chains allowed the wallet is not asked to switch and no view opens", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ chainId: 10 })
      yield* openModal()
      const connected = yield* connectWallet(WALLET_ID)
      expect(connected.network.caipNetworkId).toBe("eip155:10")
      expect(wallet.methods()).toEqual(["eth_requestAccounts", "eth_chainId"])
      expect(yield* views).toEqual(["Account"])
    }).pipe(Effect.provide(evmEnv({ options: { allowUnsupportedChain: true } }).layer)))

  it.effect("with the modal closed (a connection started by the host) no view is shown", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID)
      expect(yield* modalOpen).toBe(false)
      expect(yield* views).toEqual(["Connect"])
      expect((yield* accountOf())?.status).toBe("connected")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("other wallets stay listed only while multi-wallet is on", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* installWallet({ accounts: [BOB] }, "io.other")
      yield* connectWallet(WALLET_ID)
      yield* connectWallet("io.other")
      expect((yield* connectorsState).connections.eip155?.map((c) => c.connectorId)).toEqual(["io.other"])
      yield* setMultiWallet(true)
      yield* connectWallet(WALLET_ID)
      expect((yield* connectorsState).connections.eip155?.map((c) => c.connectorId)).toEqual([WALLET_ID, "io.other"])
      expect((yield* connectorsState).activeConnectorIds.eip155).toBe(WALLET_ID)
      expect((yield* accountOf())?.address).toBe(ALICE)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("follows the wallet afterwards: another account becomes the account", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* eventually(Effect.sync(() => wallet.listenerCount("accountsChanged") === 1), "watching")
      wallet.changeAccounts([BOB])
      yield* eventually(Effect.map(accountOf(), (account) => account?.address === BOB && account.balance === "2"), "BOB with his balance")
      expect(yield* accountOf()).toMatchObject({ caipAddress: `eip155:1:${BOB}`, profileName: null, profileImage: null })
    }).pipe(Effect.provide(evmEnv().layer)))
})
