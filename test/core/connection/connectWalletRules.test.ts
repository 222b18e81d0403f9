/**
 * The rules of connectWallet each pinned on its own: which connections show ConnectingExternalWallet
 * (and with what), what a failure is shown as, which wallet is remembered as recent and how, the
 * CONNECT_SUCCESS method of each kind, and CONNECT_ERROR for a connector that does not exist.
 */
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Ref, Stream } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { ConnectFailed, ConnectorChainsUnsupported } from "../../../core/errors/ConnectionErrors.js"
import { InvalidProjectId, OriginNotAllowed, SessionExpired } from "../../../core/errors/AlertErrors.js"
import {
  JsonRpcProviderNotFound,
  NamespaceNotConfigured,
  NoRpcUrl,
  ProviderNotConnected,
  RecordRecentlyDeleted,
  WalletConnectError
} from "../../../core/errors/WalletConnectErrors.js"
import { openModal } from "../../../core/router/openModal.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { ConnectionKind, OpenError } from "../../../core/services/WalletConnections.js"
import type { Connector } from "../../../schemas/Connector.js"
import { eventually } from "../rpc/eventually.js"
import { ALICE, accountOf, evmEnv, stored, trackedEvents, views } from "./evmTestEnv.js"

/** A kind that connects ALICE on chain 1 (once `approved` completes, if given), or fails with `failure`. */
const kindOf = (failure?: OpenError, approved: Effect.Effect<void> = Effect.void): ConnectionKind => ({
  connect: () => (failure === undefined ? Effect.as(approved, { accounts: [ALICE] as const, chainId: 1 }) : Effect.fail(failure)),
  restore: () => Effect.succeed({ accounts: [ALICE] as const, chainId: 1 }),
  disconnect: () => Effect.void,
  switchChain: () => Effect.void,
  events: () => Effect.succeed(Stream.never),
  provider: () => Effect.succeed({ request: () => Promise.resolve(null) })
})

const list = (connector: Connector) =>
  Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, connector] })))

const WALLET_CONNECT: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }
const AUTH: Connector = { id: "ID_AUTH", name: "Email and socials", type: "AUTH", chain: "eip155" }

const recentWallets = stored("@appkit/recent_wallets")
const successMethod = Effect.map(trackedEvents, (events) => events.find((event) => event.event === "CONNECT_SUCCESS")?.properties?.["method"])

describe("connectWallet's rules", () => {
  /** Connects `id` through a kind that waits for the test: the views while the wallet is asked, then after. */
  const viewsWhileAsked = (id: string, approval: Deferred.Deferred<void>) =>
    Effect.gen(function* () {
      yield* openModal()
      const fiber = yield* Effect.fork(connectWallet(id))
      yield* eventually(Effect.map(accountOf(), (account) => account?.status === "connecting"), "connecting")
      const whileAsked = yield* views
      yield* Deferred.succeed(approval, undefined)
      yield* Fiber.join(fiber)
      return { whileAsked, after: yield* views }
    })

  const approval = Effect.runSync(Deferred.make<void>())
  it.effect("a WalletConnect pairing never shows ConnectingExternalWallet, is tracked as qrcode, and is a recent wallet", () =>
    Effect.gen(function* () {
      yield* list(WALLET_CONNECT)
      expect(yield* viewsWhileAsked("walletConnect", approval)).toEqual({ whileAsked: ["Connect"], after: ["Account"] })
      expect(yield* successMethod).toBe("qrcode")
      expect(yield* recentWallets).not.toEqual(undefined)
    }).pipe(Effect.provide(evmEnv({ walletConnect: kindOf(undefined, Deferred.await(approval)) }).layer)))

  const embeddedApproval = Effect.runSync(Deferred.make<void>())
  it.effect("the embedded wallet never shows ConnectingExternalWallet, is tracked as email, and is no recent wallet", () =>
    Effect.gen(function* () {
      yield* list(AUTH)
      expect(yield* viewsWhileAsked("ID_AUTH", embeddedApproval)).toEqual({ whileAsked: ["Connect"], after: ["Account"] })
      expect(yield* successMethod).toBe("email")
      expect(yield* recentWallets).toEqual(undefined)
    }).pipe(Effect.provide(evmEnv({ auth: kindOf(undefined, Deferred.await(embeddedApproval)) }).layer)))

  it.effect("a connector picked without a catalogue entry is remembered by its catalogue id, name, image and rdns", () =>
    Effect.gen(function* () {
      yield* list({ ...WALLET_CONNECT, explorerId: "abc123", imageId: "image-1", info: { rdns: "io.example" } })
      yield* connectWallet("walletConnect")
      const recent = yield* recentWallets
      expect(recent).toEqual([{ id: "abc123", name: "WalletConnect", image_id: "image-1", rdns: "io.example" }])
    }).pipe(Effect.provide(evmEnv({ walletConnect: kindOf() }).layer)))

  it.effect("one without an image or rdns is remembered without them", () =>
    Effect.gen(function* () {
      yield* list(WALLET_CONNECT)
      yield* connectWallet("walletConnect")
      expect(yield* recentWallets).toEqual([{ id: "walletConnect", name: "WalletConnect" }])
    }).pipe(Effect.provide(evmEnv({ walletConnect: kindOf() }).layer)))

  it.effect("an unknown connector: 'Failed to connect' naming it, and CONNECT_ERROR with that message", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(connectWallet("io.nowhere"))
      expect(error._tag === "ConnectFailed" && error.cause).toBe("No connector io.nowhere")
      expect(yield* trackedEvents).toEqual([{ type: "track", event: "CONNECT_ERROR", properties: { message: "Failed to connect" } }])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a connector of a namespace the app has no state for fails with ConnectFailed, not a defect", () =>
    Effect.gen(function* () {
      yield* list({ id: "cosmos:x", name: "X", type: "ANNOUNCED", chain: "cosmos" })
      expect((yield* Effect.flip(connectWallet("cosmos:x")))._tag).toBe("ConnectFailed")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a kind's own ConnectFailed is shown as it is, not wrapped", () =>
    Effect.gen(function* () {
      yield* list(WALLET_CONNECT)
      const error = yield* Effect.flip(connectWallet("walletConnect"))
      expect(error._tag === "ConnectFailed" && error.cause).toBe("The session has no eip155 account")
    }).pipe(Effect.provide(evmEnv({ walletConnect: kindOf(new ConnectFailed({ cause: "The session has no eip155 account" })) }).layer)))

  it.effect("a wallet serving none of the app's networks is shown as such, not as 'Failed to connect'", () =>
    Effect.gen(function* () {
      yield* list(WALLET_CONNECT)
      const error = yield* Effect.flip(connectWallet("walletConnect"))
      expect(error).toEqual(new ConnectorChainsUnsupported({ connectorId: "walletConnect" }))
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(evmEnv({ walletConnect: kindOf(new ConnectorChainsUnsupported({ connectorId: "walletConnect" })) }).layer)))

  const sessionFailures = [
    new ProviderNotConnected(),
    new NamespaceNotConfigured({ namespace: "eip155" }),
    new NoRpcUrl({ chainId: "eip155:1" }),
    new JsonRpcProviderNotFound({ chainId: "eip155:1" }),
    new RecordRecentlyDeleted({ topic: "t" }),
    new WalletConnectError({ code: "EXPIRED", context: "proposal 1" }),
    new SessionExpired(),
    new InvalidProjectId(),
    new OriginNotAllowed({ origin: "https://a.example" })
  ]
  for (const failure of sessionFailures) {
    it.effect(`a session's ${failure._tag} is shown as itself`, () =>
      Effect.gen(function* () {
        yield* list(WALLET_CONNECT)
        const error = yield* Effect.flip(connectWallet("walletConnect"))
        expect(error._tag).toBe(failure._tag)
        expect((yield* accountOf())?.status).toBe("disconnected")
      }).pipe(Effect.provide(evmEnv({ walletConnect: kindOf(failure) }).layer)))
  }
})
