/**
 * The connection programs speak to a connector's kind of connection, not to an extension: a
 * second kind (a pairing, here a scripted one) connects, restores, switches, follows events and
 * disconnects through the same programs.
 */
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Logger, Queue, Ref, Stream } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { SwitchChainNotApproved } from "../../../core/errors/ConnectionErrors.js"
import { HttpRequestError } from "../../../core/errors/HttpErrors.js"
import { switchNetworkInWallet } from "../../../core/network/switchNetworkInWallet.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import type { OpenedSession, ConnectionKind } from "../../../core/services/WalletConnections.js"
import type { Connector } from "../../../schemas/Connector.js"
import { eventually } from "../rpc/eventually.js"
import { ALICE, BOB, accountOf, connectorsState, evmEnv, networkOf, storedRaw, trackedEvents } from "./evmTestEnv.js"

const PAIRING: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }
const PROVIDER = { request: () => Promise.resolve(null) }

/** A scripted pairing kind: shows a URI, waits for `approve`, restores on Polygon, may switch to Polygon only. */
const pairingKind = () => {
  const approval = Effect.runSync(Deferred.make<OpenedSession>())
  const events = Effect.runSync(Queue.unbounded<WalletEvent>())
  const calls: Array<string> = []
  const kind: ConnectionKind = {
    connect: (_connector, prompt) =>
      Effect.sync(() => calls.push("connect")).pipe(Effect.zipRight(prompt.showUri("wc:abc@2?symKey=1")), Effect.zipRight(Deferred.await(approval))),
    restore: () => Effect.sync(() => calls.push("restore")).pipe(Effect.as({ accounts: [ALICE] as const, chainId: 137 })),
    disconnect: () => Effect.sync(() => void calls.push("disconnect")),
    switchChain: (_connector, network) =>
      network.id === 137 ? Effect.sync(() => void calls.push("switch 137")) : Effect.fail(new SwitchChainNotApproved({ chainId: network.caipNetworkId })),
    events: () => Effect.succeed(Stream.fromQueue(events)),
    provider: () => Effect.succeed(PROVIDER)
  }
  return { kind, approval, events, calls }
}

const listPairing = Effect.flatMap(Connectors, ({ state }) =>
  Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, PAIRING] }))
)

/** Runs `test` with a fresh scripted pairing kind, its connector listed. */
const withPairing = <A, E, R>(test: (fake: ReturnType<typeof pairingKind>) => Effect.Effect<A, E, R>) =>
  Effect.suspend(() => {
    const fake = pairingKind()
    return Effect.zipRight(listPairing, test(fake)).pipe(Effect.provide(evmEnv({ walletConnect: fake.kind }).layer))
  })

describe("connection programs over another kind of connection", () => {
  it.effect("connectWallet publishes the pairing URI while waiting, then records the session and its provider", () =>
    withPairing((fake) =>
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(connectWallet("walletConnect"))
        yield* eventually(Effect.map(connectorsState, (state) => state.pairingUri === "wc:abc@2?symKey=1"), "URI shown")
        expect((yield* accountOf())?.status).toBe("connecting")
        yield* Deferred.succeed(fake.approval, { accounts: [ALICE], chainId: 1 })
        const connected = yield* Fiber.join(fiber)
        expect(connected.caipAddress).toBe(`eip155:1:${ALICE}`)
        const state = yield* connectorsState
        expect(state.pairingUri).toBeUndefined()
        expect(state.activeConnectorIds.eip155).toBe("walletConnect")
        expect(state.connectors.find((c) => c.id === "walletConnect")?.provider).toBe(PROVIDER)
        expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe("walletConnect")
        const success = (yield* trackedEvents).find((props) => props.event === "CONNECT_SUCCESS")
        expect(success?.properties).toMatchObject({ method: "qrcode", name: "WalletConnect" })
      })
    ))

  it.effect("an abandoned pairing withdraws its URI", () =>
    withPairing(() =>
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(connectWallet("walletConnect"))
        yield* eventually(Effect.map(connectorsState, (state) => state.pairingUri !== undefined), "URI shown")
        yield* Fiber.interrupt(fiber)
        expect((yield* connectorsState).pairingUri).toBeUndefined()
        expect((yield* accountOf())?.status).toBe("disconnected")
      })
    ))

  it.effect("switching network goes to the kind; a chain it may not switch to fails with the spec's text", () =>
    withPairing((fake) =>
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(connectWallet("walletConnect"))
        yield* Deferred.succeed(fake.approval, { accounts: [ALICE], chainId: 1 })
        yield* Fiber.join(fiber)
        yield* switchNetworkInWallet(polygon)
        expect(fake.calls).toContain("switch 137")
        expect((yield* networkOf())?.caipNetworkId).toBe(polygon.caipNetworkId)
        const refused = yield* Effect.flip(switchNetworkInWallet(mainnet))
        expect(refused._tag).toBe("SwitchChainNotApproved")
      })
    ))

  it.effect("the kind's events are followed, and disconnect ends the session through the kind", () =>
    withPairing((fake) =>
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(connectWallet("walletConnect"))
        yield* Deferred.succeed(fake.approval, { accounts: [ALICE], chainId: 1 })
        yield* Fiber.join(fiber)
        yield* Queue.offer(fake.events, { _tag: "AccountsChanged", accounts: [BOB] })
        yield* eventually(Effect.map(accountOf(), (account) => account?.address === BOB), "account changed")
        yield* disconnect()
        expect(fake.calls).toContain("disconnect")
        expect((yield* accountOf())?.caipAddress).toBeUndefined()
      })
    ))

  it.effect("a kind whose event code cannot load still connects; the watch says so in the log and the connection stays", () =>
    Effect.suspend(() => {
      const fake = pairingKind()
      const warnings: Array<string> = []
      const logged = Logger.make(({ logLevel, message }) => {
        if (logLevel._tag === "Warning") warnings.push(String(message))
      })
      const offline: ConnectionKind = { ...fake.kind, events: () => Effect.fail(new HttpRequestError({ url: "EvmWallet", cause: "offline" })) }
      return Effect.gen(function* () {
        yield* listPairing
        const fiber = yield* Effect.fork(connectWallet("walletConnect"))
        yield* Deferred.succeed(fake.approval, { accounts: [ALICE], chainId: 1 })
        expect((yield* Fiber.join(fiber)).caipAddress).toBe(`eip155:1:${ALICE}`)
        yield* eventually(Effect.sync(() => warnings.length > 0), "the warning")
        expect(warnings).toEqual(["Wallet events are not followed: the wallet code did not load"])
        expect((yield* accountOf())?.caipAddress).toBe(`eip155:1:${ALICE}`)
      }).pipe(Effect.provide(Layer.merge(evmEnv({ walletConnect: offline }).layer, Logger.replace(Logger.defaultLogger, logged))))
    }))
})

describe("reconnect over another kind", () => {
  it.effect("restores the stored session through the kind, without a prompt", () =>
    Effect.suspend(() => {
      const fake = pairingKind()
      return Effect.gen(function* () {
        yield* listPairing
        expect(yield* reconnect).toBe("Reconnected")
        expect(fake.calls).toEqual(["restore"])
        expect((yield* networkOf())?.caipNetworkId).toBe(polygon.caipNetworkId)
        expect((yield* accountOf())?.address).toBe(ALICE)
      }).pipe(
        Effect.provide(evmEnv({ storage: [["@appkit/eip155:connected_connector_id", "walletConnect"]], walletConnect: fake.kind }).layer)
      )
    }))
})
