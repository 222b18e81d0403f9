/**
 * The Wallet Standard kind over a wallet written in the test: what each operation asks the wallet,
 * what it answers the core, and how the wallet's refusals and failures are translated.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { describe, expect, it } from "@effect/vitest"
import { SystemProgram, Transaction } from "@solana/web3.js"
import { Chunk, Effect, Fiber, Ref, Stream } from "effect"
import type { Connector } from "../../../../schemas/Connector.js"
import { ConnectorChainsUnsupported } from "../../../../core/errors/ConnectionErrors.js"
import { messageOf } from "../../../../core/errors/catalogue.js"
import { defineNetwork } from "../../../../core/networks/defineNetwork.js"
import { solana, solanaDevnet, solanaTestnet } from "../../../../core/networks/solana.js"
import { makeWalletStandardConnection } from "../../../../layers/families/solana/WalletStandardConnection.js"
import type { SolanaProvider } from "../../../../layers/families/solana/SolanaProvider.js"
import { fakeStandardWallet } from "./fakeStandardWallet.js"
import type { FakeWallet } from "./fakeStandardWallet.js"

const connectorOf = (fake: FakeWallet | { readonly wallet: unknown }): Connector => ({
  id: "fake-solana",
  name: "Fake Solana Wallet",
  type: "ANNOUNCED",
  chain: "solana",
  provider: fake.wallet
})

const setup = (fake: FakeWallet = fakeStandardWallet()) =>
  Effect.gen(function* () {
    const chain = yield* Ref.make<string>(solana.caipNetworkId)
    const kind = makeWalletStandardConnection({ currentChain: Ref.get(chain) })
    return { fake, chain, kind, connector: connectorOf(fake) }
  })

describe("connect", () => {
  it.effect("asks standard:connect without silent and answers the Solana accounts on the modal's cluster reference", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup()
      const session = yield* kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void })
      expect(session).toEqual({ accounts: [fake.address], chainId: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" })
      expect(fake.log).toEqual([{ feature: "standard:connect", input: undefined }])
    })
  )

  it.effect("reports the cluster the modal is on, not one the wallet chose", () =>
    Effect.gen(function* () {
      const { kind, chain, connector } = yield* setup()
      yield* Ref.set(chain, solanaDevnet.caipNetworkId)
      const session = yield* kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void })
      expect(session.chainId).toBe("EtWTRABZaYq6iMfeYKouRu166VU2xqa1")
    })
  )

  it.effect("keeps accounts with a Solana chain or no chains, and drops the others", () =>
    Effect.gen(function* () {
      const other = fakeStandardWallet({ accountChains: ["bitcoin:mainnet"] }).account
      const chainless = { ...fakeStandardWallet().account, chains: [] }
      const { fake, kind, connector } = yield* setup(fakeStandardWallet({ otherAccounts: [other, chainless] }))
      const session = yield* kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void })
      expect(session.accounts).toEqual([fake.address, chainless.address])
    })
  )

  it.effect("a wallet listing none of the app's Solana networks is not asked: ConnectorChainsUnsupported, with the catalogue's text", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup(fakeStandardWallet({ walletChains: ["solana:devnet"] }))
      const error = yield* Effect.flip(kind.connect({ ...connector, chains: [solana, solanaTestnet] }, { showUri: () => Effect.void, notify: () => Effect.void }))
      expect(error).toEqual(new ConnectorChainsUnsupported({ connectorId: "fake-solana" }))
      expect(messageOf(error)).toBe("The connector does not support any of the requested chains")
      expect(fake.log).toEqual([])
      // One network in common is enough.
      const session = yield* kind.connect({ ...connector, chains: [solana, solanaDevnet] }, { showUri: () => Effect.void, notify: () => Effect.void })
      expect(session.accounts).toEqual([fake.address])
    })
  )

  it.effect("a wallet listing solana:localnet serves a local cluster's own genesis id, not a public cluster", () =>
    Effect.gen(function* () {
      const local = defineNetwork({
        id: "local",
        name: "Local cluster",
        chainNamespace: "solana",
        caipNetworkId: "solana:LocaLGenesis1111111111111111111",
        nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
        rpcUrls: { default: { http: ["http://127.0.0.1:8899"] } }
      })
      const { kind, connector } = yield* setup(fakeStandardWallet({ walletChains: ["solana:localnet"] }))
      const prompt = { showUri: () => Effect.void, notify: () => Effect.void }
      expect((yield* kind.connect({ ...connector, chains: [local] }, prompt)).accounts).toHaveLength(1)
      expect((yield* Effect.flip(kind.connect({ ...connector, chains: [solana] }, prompt)))._tag).toBe("ConnectorChainsUnsupported")
    })
  )

  it.effect("fails with ConnectFailed when the wallet grants no Solana account", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup(fakeStandardWallet({ accountChains: ["bitcoin:mainnet"] }))
      const error = yield* Effect.flip(kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void }))
      expect(error._tag).toBe("ConnectFailed")
    })
  )

  it.effect.each([
    ["an Error with code 4001", Object.assign(new Error("Nope"), { code: 4001 }), "UserRejectedError"],
    ["words of refusal without a code", new Error("User rejected the request."), "UserRejectedError"],
    ["a denial in other words", new Error("Approval Denied"), "UserRejectedError"],
    ["a cancelled prompt", new Error("The user cancelled"), "UserRejectedError"],
    ["a declined request with an internal-error code", Object.assign(new Error("Request declined"), { code: -32603 }), "UserRejectedError"]
  ] as const)("translates %s into UserRejectedError", ([, thrown, tag]) =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup()
      fake.failNext(thrown)
      const error = yield* Effect.flip(kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void }))
      expect(error).toMatchObject({ _tag: tag, code: 4001 })
    })
  )

  it.effect("translates any other failure into a JsonRpcError with the wallet's words and code", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup()
      fake.failNext(new Error("Wallet locked"))
      expect(yield* Effect.flip(kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void }))).toMatchObject({
        _tag: "JsonRpcError",
        code: -32603,
        reason: "Wallet locked"
      })
      fake.failNext(Object.assign(new Error("Unauthorized"), { code: 4100 }))
      expect(yield* Effect.flip(kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void }))).toMatchObject({
        _tag: "JsonRpcError",
        code: 4100
      })
    })
  )

  it.effect("fails with a JsonRpcError when the connector carries no Wallet Standard wallet", () =>
    Effect.gen(function* () {
      const { kind } = yield* setup()
      const error = yield* Effect.flip(kind.connect(connectorOf({ wallet: { request: () => undefined } }), { showUri: () => Effect.void, notify: () => Effect.void }))
      expect(error).toMatchObject({ _tag: "JsonRpcError", code: 4900 })
    })
  )

  it.effect("fails with ConnectFailed when the wallet has no standard:connect", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup(fakeStandardWallet({ without: ["standard:connect"] }))
      expect((yield* Effect.flip(kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void })))._tag).toBe("ConnectFailed")
    })
  )
})

describe("restore", () => {
  it.effect("asks standard:connect with silent: true and answers the accounts the site still has", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup(fakeStandardWallet({ authorized: true }))
      const session = yield* kind.restore(connector)
      expect(session).toEqual({ accounts: [fake.address], chainId: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" })
      expect(fake.log).toEqual([{ feature: "standard:connect", input: { silent: true } }])
    })
  )

  it.effect("fails with ConnectFailed when the wallet no longer grants access", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup()
      expect((yield* Effect.flip(kind.restore(connector)))._tag).toBe("ConnectFailed")
    })
  )
})

describe("disconnect and switchChain", () => {
  it.effect("disconnect asks standard:disconnect, after which a silent restore finds no access", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup(fakeStandardWallet({ authorized: true }))
      yield* kind.disconnect(connector)
      expect(fake.log.map((r) => r.feature)).toEqual(["standard:disconnect"])
      expect((yield* Effect.flip(kind.restore(connector)))._tag).toBe("ConnectFailed")
    })
  )

  it.effect("disconnect succeeds without asking anything when the wallet has no standard:disconnect", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup(fakeStandardWallet({ without: ["standard:disconnect"] }))
      yield* kind.disconnect(connector)
      expect(fake.log).toEqual([])
    })
  )

  it.effect("disconnect translates the wallet's failure", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup()
      fake.failNext(new Error("boom"))
      expect(yield* Effect.flip(kind.disconnect(connector))).toMatchObject({ _tag: "JsonRpcError", reason: "boom" })
    })
  )

  it.effect("switchChain asks the wallet nothing; the provider's next request names the new cluster", () =>
    Effect.gen(function* () {
      const { fake, kind, chain, connector } = yield* setup(fakeStandardWallet({ authorized: true, without: ["solana:signTransaction"] }))
      const provider = (yield* kind.provider(connector)) as SolanaProvider
      yield* kind.switchChain(connector, solanaDevnet)
      expect(fake.log).toEqual([])
      yield* Ref.set(chain, solanaDevnet.caipNetworkId)
      // A transaction the wallet cannot send (no node): only the chain it was asked for matters here.
      const transaction = new Transaction({ feePayer: provider.publicKey, recentBlockhash: "11111111111111111111111111111111" }).add(
        SystemProgram.transfer({ fromPubkey: provider.publicKey, toPubkey: provider.publicKey, lamports: 1 })
      )
      yield* Effect.flip(Effect.tryPromise(() => provider.signAndSendTransaction(transaction)))
      expect(fake.log[0]).toMatchObject({ feature: "solana:signAndSendTransaction", input: [{ chain: "solana:devnet" }] })
    })
  )
})

describe("events", () => {
  it.live("turns account changes into AccountsChanged, an empty list when access is lost, and stops listening at the end", () =>
    Effect.gen(function* () {
      const fake = fakeStandardWallet({ authorized: true })
      const { kind, connector } = yield* setup(fake)
      const stream = yield* kind.events(connector)
      const collected = yield* Effect.fork(Stream.runCollect(Stream.take(stream, 2)))
      yield* Effect.promise(fake.listening)
      // A change of chains alone is not an account event.
      fake.emitChange({ chains: ["solana:mainnet"] })
      const next = fakeStandardWallet().account
      fake.emitChange({ accounts: [next, fakeStandardWallet({ accountChains: ["bitcoin:mainnet"] }).account] })
      fake.emitChange({ accounts: [] })
      const events = Chunk.toReadonlyArray(yield* Fiber.join(collected))
      expect(events).toEqual([
        { _tag: "AccountsChanged", accounts: [next.address] },
        { _tag: "AccountsChanged", accounts: [] }
      ])
      expect(fake.listenerCount()).toBe(0)
    })
  )

  it.live("a wallet without standard:events gives a stream that never emits", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup(fakeStandardWallet({ without: ["standard:events"] }))
      const stream = yield* kind.events(connector)
      const fiber = yield* Effect.fork(Stream.runCollect(stream))
      yield* Effect.yieldNow()
      expect(fiber.unsafePoll()).toBeNull()
      yield* Fiber.interrupt(fiber)
    })
  )
})

describe("provider", () => {
  it.live("is a Solana provider for the first granted account; its signature verifies for that key", () =>
    Effect.gen(function* () {
      const { fake, kind, connector } = yield* setup(fakeStandardWallet({ authorized: true }))
      const provider = (yield* kind.provider(connector)) as SolanaProvider
      expect(provider.publicKey.toBase58()).toBe(fake.address)
      const message = new TextEncoder().encode("Sign in to Doorway")
      const signature = yield* Effect.promise(() => provider.signMessage(message))
      expect(ed25519.verify(signature, message, fake.publicKey)).toBe(true)
    })
  )

  it.effect("fails with JsonRpcError 4100 when the wallet grants no Solana account", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup()
      expect(yield* Effect.flip(kind.provider(connector))).toMatchObject({ _tag: "JsonRpcError", code: 4100 })
    })
  )
})
