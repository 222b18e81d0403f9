import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber } from "effect"
import { mainnet, sepolia, solana } from "doorway-connect/networks"
import type { SiwxConfig } from "../../../core/config/AppKitOptions.js"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { openModal } from "../../../core/router/openModal.js"
import { Storage } from "../../../core/services/Storage.js"
import { eventually } from "../rpc/eventually.js"
import {
  WALLET_ID,
  accountOf,
  connectorsState,
  evmEnv,
  installWallet,
  modalOpen,
  networkOf,
  storedRaw,
  trackedEvents,
  views
} from "./evmTestEnv.js"

const recordingSiwx = (log: Array<string>, settings: { readonly signOutOnDisconnect?: boolean } = {}): SiwxConfig => ({
  createMessage: () => Promise.reject(new Error("not used")),
  addSession: () => Promise.resolve(),
  revokeSession: () => Promise.resolve(),
  setSessions: (sessions) => {
    log.push(`setSessions(${sessions.length})`)
    return Promise.resolve()
  },
  getSessions: () => Promise.resolve([]),
  ...settings
})

describe("disconnect", () => {
  it.effect("asks the wallet to let go, clears account, network approvals, connector and storage, closes the modal", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* openModal()
      yield* disconnect()

      expect(wallet.authorized()).toBe(false)
      expect(wallet.methods().at(-1)).toBe("wallet_revokePermissions")
      const account = yield* accountOf()
      expect(account).toEqual({ status: "disconnected", currentTab: 0, tokenBalance: [], smartAccountDeployed: false, addressLabels: {} })
      expect(yield* networkOf()).toEqual(mainnet)
      const connectors = yield* connectorsState
      expect(connectors.activeConnectorIds).toEqual({})
      expect(connectors.connections).toEqual({})
      for (const key of ["@appkit/eip155:connected_connector_id", "@appkit/connected_namespaces", "@appkit/connections"] as const) {
        expect(yield* storedRaw(key)).toBeUndefined()
      }
      expect(yield* storedRaw("@appkit/connection_status")).toBe("disconnected")
      expect(yield* modalOpen).toBe(false)
      expect(yield* views).toEqual(["Connect"])
      expect((yield* trackedEvents).at(-1)).toEqual({ type: "track", event: "DISCONNECT_SUCCESS", properties: { namespace: "all" } })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("runs to its end when the view that started it is left meanwhile: the event is tracked and the modal closed", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* openModal()
      let letGo: (answer: null) => void = () => undefined
      wallet.answer("wallet_revokePermissions", () => new Promise((resolve) => (letGo = resolve)))
      const leaving = yield* Effect.fork(disconnect())
      yield* eventually(Effect.sync(() => wallet.methods().at(-1) === "wallet_revokePermissions"), "the wallet asked to let go")
      // The view goes (its fiber is interrupted) while the wallet has not answered yet.
      const interrupted = yield* Effect.fork(Fiber.interrupt(leaving))
      letGo(null)
      yield* Fiber.join(interrupted)
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect((yield* trackedEvents).at(-1)).toEqual({ type: "track", event: "DISCONNECT_SUCCESS", properties: { namespace: "all" } })
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("keeps the modal open with closeModal: false, and names the namespace in the event", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* openModal()
      yield* disconnect({ namespace: "eip155", closeModal: false })
      expect(yield* modalOpen).toBe(true)
      expect((yield* accountOf())?.caipAddress).toBeUndefined()
      expect((yield* trackedEvents).at(-1)).toEqual({ type: "track", event: "DISCONNECT_SUCCESS", properties: { namespace: "eip155" } })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("disconnecting another namespace leaves the EVM wallet connected", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* disconnect({ namespace: "solana" })
      expect((yield* accountOf())?.status).toBe("connected")
      expect((yield* accountOf("solana"))?.status).toBe("disconnected")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a wallet without wallet_revokePermissions is disconnected all the same", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      wallet.fail("wallet_revokePermissions", 4200, "Unsupported method")
      yield* connectWallet(WALLET_ID)
      yield* disconnect()
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a wallet that fails stays connected: DisconnectFailed ('Failed to disconnect'), DISCONNECT_ERROR, modal left open", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      wallet.fail("wallet_revokePermissions", -32603, "The wallet is locked")
      yield* openModal()
      const error = yield* Effect.flip(disconnect())
      expect(error._tag).toBe("DisconnectFailed")
      expect(error.cause).toMatchObject({ _tag: "JsonRpcError", code: -32603 })
      expect((yield* accountOf())?.status).toBe("connected")
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe(WALLET_ID)
      expect(yield* modalOpen).toBe(true)
      expect((yield* trackedEvents).at(-1)).toEqual({ type: "track", event: "DISCONNECT_ERROR", properties: { message: "Failed to disconnect" } })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("with nothing connected it only closes the modal", () =>
    Effect.gen(function* () {
      yield* openModal()
      yield* disconnect()
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("stops following the wallet: its later events change nothing", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* eventually(Effect.sync(() => wallet.listenerCount("chainChanged") === 1), "watching")
      yield* disconnect()
      expect(wallet.listenerCount("chainChanged")).toBe(0)
      wallet.changeChain(137)
      expect((yield* networkOf())?.caipNetworkId).toBe(mainnet.caipNetworkId)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("an unsupported network gives way to the namespace's starting network", () =>
    Effect.gen(function* () {
      yield* installWallet({ chainId: 10 })
      yield* connectWallet(WALLET_ID)
      expect((yield* networkOf())?.caipNetworkId).toBe("eip155:10")
      yield* disconnect()
      expect(yield* networkOf()).toEqual(sepolia)
    }).pipe(Effect.provide(evmEnv({ options: { allowUnsupportedChain: true, defaultNetwork: sepolia } }).layer)))

  it.effect("sign-out-on-disconnect (default) empties the host's sign-in store and the stored sessions", () => {
    const log: Array<string> = []
    return Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* Effect.flatMap(Storage, (storage) => storage.set("@appkit/siwx", "[]"))
      yield* disconnect()
      expect(log).toEqual(["setSessions(0)"])
      expect(yield* storedRaw("@appkit/siwx")).toBeUndefined()
    }).pipe(Effect.provide(evmEnv({ options: { siwx: recordingSiwx(log) } }).layer))
  })

  it.effect("without sign-out-on-disconnect the sessions stay", () => {
    const log: Array<string> = []
    return Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* Effect.flatMap(Storage, (storage) => storage.set("@appkit/siwx", "[]"))
      yield* disconnect()
      expect(log).toEqual([])
      expect(yield* storedRaw("@appkit/siwx")).toBe("[]")
    }).pipe(Effect.provide(evmEnv({ options: { siwx: recordingSiwx(log, { signOutOnDisconnect: false }) } }).layer))
  })

  it.effect("the SIWE client is signed out; a host store that fails is logged and the wallet disconnected all the same", () => {
    const log: Array<string> = []
    return Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* disconnect()
      expect(log).toEqual(["signOut"])
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(
      Effect.provide(
        evmEnv({
          options: {
            siweConfig: {
              getNonce: () => Promise.resolve("nonce"),
              createMessage: () => "message",
              methods: {
                getSession: () => Promise.resolve(null),
                verifyMessage: () => Promise.resolve(true),
                signOut: () => {
                  log.push("signOut")
                  return Promise.reject(new Error("the session server is down"))
                }
              }
            }
          }
        }).layer
      )
    )
  })

  it.effect("the other namespaces' networks are untouched", () =>
    Effect.gen(function* () {
      yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* disconnect()
      expect(yield* networkOf("solana")).toEqual(solana)
    }).pipe(Effect.provide(evmEnv().layer)))
})
