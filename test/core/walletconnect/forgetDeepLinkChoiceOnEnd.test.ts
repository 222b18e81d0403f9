/**
 * The deep-link choice (WIRE.md §5) lasts as long as the WalletConnect session it brought forward:
 * disconnecting removes it, and so does the session ending on the wallet's side (deleted or
 * expired); a refused disconnect keeps it. Over the in-memory WalletConnect client.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { rememberDeepLinkChoice } from "../../../core/walletconnect/rememberDeepLinkChoice.js"
import { mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import { makeScriptedWalletConnect } from "../../../layers/WalletConnectClientTest.js"
import { makeWalletConnectConnection } from "../../../layers/WalletConnectConnection.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import type { Connector } from "../../../schemas/Connector.js"
import { ALICE, accountOf, evmEnv, storedRaw } from "../connection/evmTestEnv.js"

const PAIRING: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }
const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))
const CHOICE = { href: "lantern://", name: "Lantern Wallet" }

const setup = () => {
  const wallet = Effect.runSync(makeScriptedWalletConnect())
  const kind = Effect.runSync(makeWalletConnectConnection({ client: wallet.client, networks: [mainnet, polygon, sepolia, solana], rpc }))
  return { wallet, layer: evmEnv({ walletConnect: kind }).layer }
}

/** Lets forked fibers run up to their next wait. */
const settle = Effect.repeatN(Effect.yieldNow(), 20)
const choice = storedRaw("WALLETCONNECT_DEEPLINK_CHOICE")

/** Paired through a wallet opened by its deep link, as the QR view on a phone does. */
const connectedByDeepLink = (wallet: ReturnType<typeof setup>["wallet"]) =>
  Effect.gen(function* () {
    yield* Effect.flatMap(Connectors, ({ state }) =>
      Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, PAIRING] }))
    )
    const fiber = yield* Effect.fork(connectWallet("walletConnect"))
    yield* settle
    yield* rememberDeepLinkChoice(CHOICE)
    yield* wallet.approve({ chains: ["eip155:1"], accounts: [`eip155:1:${ALICE}`] })
    yield* Fiber.join(fiber)
    expect((yield* accountOf())?.status).toBe("connected")
    expect(JSON.parse((yield* choice) ?? "null")).toEqual(CHOICE)
  })

describe("the deep-link choice when the session ends", () => {
  it.effect("disconnect removes it", () => {
    const { wallet, layer } = setup()
    return Effect.gen(function* () {
      yield* connectedByDeepLink(wallet)
      yield* disconnect()
      expect(yield* wallet.disconnected).toBe(true)
      expect(yield* choice).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })

  const ends = [
    ["the wallet deleting the session removes it", "SessionDelete"],
    ["the session expiring removes it", "SessionExpire"]
  ] as const
  for (const [name, tag] of ends) {
    it.effect(name, () => {
      const { wallet, layer } = setup()
      return Effect.gen(function* () {
        yield* connectedByDeepLink(wallet)
        yield* wallet.emit({ _tag: tag, topic: "f".repeat(64) })
        yield* settle
        expect((yield* accountOf())?.status).toBe("disconnected")
        expect(yield* choice).toBeUndefined()
      }).pipe(Effect.provide(layer))
    })
  }

  it.effect("a disconnect with nothing connected leaves it", () => {
    const { layer } = setup()
    return Effect.gen(function* () {
      yield* rememberDeepLinkChoice(CHOICE)
      yield* disconnect()
      expect(JSON.parse((yield* choice) ?? "null")).toEqual(CHOICE)
    }).pipe(Effect.provide(layer))
  })
})
