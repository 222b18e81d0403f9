/**
 * The sats-connect kind of connection for Bitcoin against a wallet written in the test alone
 * (fakeSatsConnectWallet.ts) and against the dev wallet's own sats-connect provider (its real keys):
 * what connecting, restoring, switching and disconnecting ask the wallet and answer the core (both
 * accounts described, the preferred type's shown), the network rule of SPEC §5, its events, and the
 * provider's BIP-322 signatures and PSBTs.
 */
import { base64 } from "@scure/base"
import type { HttpClient } from "@effect/platform/HttpClient"
import { describe, expect, it } from "@effect/vitest"
import { Verifier } from "bip322-js"
import { Deferred, Effect, Fiber, Queue, Stream } from "effect"
import type { WalletEvent } from "../../../../core/services/EvmWallet.js"
import { messageOf } from "../../../../core/errors/catalogue.js"
import { bitcoin as bitcoinMainnet } from "../../../../core/networks/bitcoin.js"
import type { BitcoinProvider } from "../../../../layers/families/bitcoin/BitcoinProvider.js"
import { makeBitcoinFamily } from "../../../../layers/families/bitcoin/bitcoinFamily.js"
import { makeSatsConnectConnection } from "../../../../layers/families/bitcoin/SatsConnectConnection.js"
import type { Connector } from "../../../../schemas/Connector.js"
import type { Network } from "../../../../schemas/Network.js"
import { bitcoinWallet } from "../../../devnet/wallet/bitcoin/bitcoinWalletFixture.js"
import { fakeSatsConnectWallet, SATS_ORDINALS, SATS_ORDINALS_KEY, SATS_PAYMENT, SATS_PAYMENT_KEY } from "./fakeSatsConnectWallet.js"
import type { FakeSatsOptions } from "./fakeSatsConnectWallet.js"
import { regtestNetwork } from "./regtestNetwork.js"

const REFERENCE = "0f9188f13cb7b2c71f2a335e3a4fc328"
const regtest = regtestNetwork()

const prompt = { showUri: () => Effect.void, notify: () => Effect.void }

/** Both accounts as the account state lists them (SPEC §3): payment first (SPEC §9), no path unless the wallet gives one. */
const ALL_ACCOUNTS = [
  { namespace: "bip122", address: SATS_PAYMENT, type: "payment", publicKey: SATS_PAYMENT_KEY },
  { namespace: "bip122", address: SATS_ORDINALS, type: "ordinal", publicKey: SATS_ORDINALS_KEY }
]

const connectorOf = (provider: unknown, chains: ReadonlyArray<Network> = [regtest]): Connector => ({
  id: "bip122:satoshi.provider",
  name: "Satoshi Test Wallet",
  type: "INJECTED",
  chain: "bip122",
  provider,
  chains
})

const setup = (options: FakeSatsOptions & { readonly chain?: string; readonly preferred?: "payment" | "ordinal" } = {}) => {
  const wallet = fakeSatsConnectWallet(options)
  const kind = makeSatsConnectConnection({ currentChain: Effect.succeed(options.chain ?? regtest.caipNetworkId), preferredAccountType: Effect.succeed(options.preferred) })
  return { wallet, kind, connector: connectorOf(wallet.provider), methods: () => wallet.calls.map((call) => call.method) }
}

describe("connect", () => {
  it.effect("checks the wallet's network, asks getAccounts for payment and ordinals, and answers payment first with both accounts described (another chain's left out)", () =>
    Effect.gen(function* () {
      const { kind, connector, wallet } = setup()
      expect(yield* kind.connect(connector, prompt)).toEqual({ accounts: [SATS_PAYMENT, SATS_ORDINALS], allAccounts: ALL_ACCOUNTS, chainId: REFERENCE })
      expect(wallet.calls).toEqual([
        { method: "wallet_getNetwork", params: null },
        { method: "getAccounts", params: { purposes: ["payment", "ordinals"] } }
      ])
    })
  )

  it.effect("keeps the derivation path a wallet gives", () =>
    Effect.gen(function* () {
      const { kind, connector } = setup({ paths: true })
      const { allAccounts } = yield* kind.connect(connector, prompt)
      expect(allAccounts?.map((account) => account.path)).toEqual(["m/84'/1'/0'/0/0", "m/86'/1'/0'/0/0"])
    })
  )

  it.effect("with ordinal preferred, the ordinals account comes first and the provider signs with it", () =>
    Effect.gen(function* () {
      const { kind, connector } = setup({ preferred: "ordinal" })
      expect(yield* kind.connect(connector, prompt)).toEqual({ accounts: [SATS_ORDINALS, SATS_PAYMENT], allAccounts: ALL_ACCOUNTS, chainId: REFERENCE })
      expect(((yield* kind.provider(connector)) as BitcoinProvider).address).toBe(SATS_ORDINALS)
    })
  )

  it.effect("the user's no (sats-connect's -32000) is UserRejectedError", () =>
    Effect.gen(function* () {
      const { kind, connector, wallet } = setup()
      wallet.refuse()
      expect(yield* Effect.flip(kind.connect(connector, prompt))).toMatchObject({ _tag: "UserRejectedError", code: 4001 })
    })
  )

  it.effect("a wallet on another of the app's networks than the modal's is not asked: BitcoinChainUnsupported, with the catalogue's text (SPEC §5)", () =>
    Effect.gen(function* () {
      const { kind, wallet, methods } = setup({ network: "Mainnet" })
      const error = yield* Effect.flip(kind.connect(connectorOf(wallet.provider, [regtest, bitcoinMainnet]), prompt))
      expect(error).toMatchObject({ _tag: "BitcoinChainUnsupported", caipNetworkId: regtest.caipNetworkId })
      expect(messageOf(error)).toBe(`The connector does not support the chain ${regtest.caipNetworkId}`)
      expect(methods()).toEqual(["wallet_getNetwork"])
    })
  )

  it.effect("a wallet on none of the app's Bitcoin networks is ConnectorChainsUnsupported; one that does not name its network is taken at its word", () =>
    Effect.gen(function* () {
      const testnet = setup({ network: "Testnet" })
      expect(yield* Effect.flip(testnet.kind.connect(testnet.connector, prompt))).toMatchObject({ _tag: "ConnectorChainsUnsupported" })
      const silent = setup({ network: null })
      expect((yield* silent.kind.connect(silent.connector, prompt)).accounts).toEqual([SATS_PAYMENT, SATS_ORDINALS])
    })
  )

  it.effect("a connector without a sats-connect provider fails with JsonRpcError 4900", () =>
    Effect.gen(function* () {
      const { kind } = setup()
      expect(yield* Effect.flip(kind.connect(connectorOf({ features: {} }), prompt))).toMatchObject({ _tag: "JsonRpcError", code: 4900 })
    })
  )
})

describe("restore", () => {
  it.effect("asks wallet_getAccount alone (never a prompt): the same session after a connect; ConnectFailed before any, so the stored connection is forgotten", () =>
    Effect.gen(function* () {
      const { kind, connector, methods } = setup()
      expect((yield* Effect.flip(kind.restore(connector)))._tag).toBe("ConnectFailed")
      yield* kind.connect(connector, prompt)
      expect(yield* kind.restore(connector)).toEqual({ accounts: [SATS_PAYMENT, SATS_ORDINALS], allAccounts: ALL_ACCOUNTS, chainId: REFERENCE })
      expect(methods()).toEqual(["wallet_getAccount", "wallet_getNetwork", "getAccounts", "wallet_getAccount"])
    })
  )

  it.effect("a wallet without wallet_getAccount cannot be restored without a prompt: ConnectFailed", () =>
    Effect.gen(function* () {
      const { kind, connector } = setup({ without: ["wallet_getAccount"] })
      yield* kind.connect(connector, prompt)
      expect((yield* Effect.flip(kind.restore(connector)))._tag).toBe("ConnectFailed")
    })
  )
})

describe("disconnect and switchChain", () => {
  it.effect("disconnect asks wallet_disconnect (a wallet without it is let go all the same); a restore after it fails", () =>
    Effect.gen(function* () {
      const { kind, connector, methods } = setup()
      yield* kind.connect(connector, prompt)
      yield* kind.disconnect(connector)
      expect(methods().at(-1)).toBe("wallet_disconnect")
      expect((yield* Effect.flip(kind.restore(connector)))._tag).toBe("ConnectFailed")
      const bare = setup({ without: ["wallet_disconnect"] })
      yield* bare.kind.disconnect(bare.connector)
    })
  )

  it.effect("switching to the wallet's network asks nothing; to another is BitcoinChainUnsupported (SPEC §5)", () =>
    Effect.gen(function* () {
      const { kind, connector, methods } = setup()
      yield* kind.switchChain(connector, regtest)
      expect(yield* Effect.flip(kind.switchChain(connector, bitcoinMainnet))).toMatchObject({
        _tag: "BitcoinChainUnsupported",
        caipNetworkId: bitcoinMainnet.caipNetworkId
      })
      expect(methods()).toEqual(["wallet_getNetwork", "wallet_getNetwork"])
    })
  )
})

describe("events", () => {
  it.live("an accountChange is read again without a prompt (AccountsChanged, described), a disconnect is no accounts, and the listeners go at the end", () =>
    Effect.gen(function* () {
      const { kind, connector, wallet, methods } = setup()
      yield* kind.connect(connector, prompt)
      const listening = yield* Deferred.make<void>()
      wallet.onListen = () => (wallet.listening() === 2 ? Deferred.unsafeDone(listening, Effect.void) : undefined)
      const events = yield* Queue.unbounded<WalletEvent>()
      const following = yield* Effect.fork(Stream.runForEach(yield* kind.events(connector), (event) => Queue.offer(events, event)))
      yield* Deferred.await(listening)
      wallet.changeAccounts()
      expect(yield* Queue.take(events)).toEqual({ _tag: "AccountsChanged", accounts: [SATS_PAYMENT, SATS_ORDINALS], allAccounts: ALL_ACCOUNTS })
      expect(methods().at(-1)).toBe("wallet_getAccount")
      wallet.revoke()
      expect(yield* Queue.take(events)).toEqual({ _tag: "AccountsChanged", accounts: [] })
      yield* Fiber.interrupt(following)
      expect(wallet.listening()).toBe(0)
    })
  )
})

describe("provider", () => {
  const family = makeBitcoinFamily({} as HttpClient)

  it.live("signs through the family with signMessage (BIP-322) and hands back the wallet's base64 signature", () =>
    Effect.gen(function* () {
      const { kind, connector, wallet } = setup()
      yield* kind.connect(connector, prompt)
      const signature = yield* family.signMessage(yield* kind.provider(connector), { message: "hello", address: SATS_PAYMENT })
      expect(new TextDecoder().decode(base64.decode(signature))).toBe(`signed hello by ${SATS_PAYMENT}`)
      expect(wallet.calls.at(-1)).toEqual({ method: "signMessage", params: { address: SATS_PAYMENT, message: "hello", protocol: "BIP322" } })
    })
  )

  it.live("signPsbt sends the PSBT in base64 with the inputs by address, not broadcast", () =>
    Effect.gen(function* () {
      const { kind, connector, wallet } = setup()
      yield* kind.connect(connector, prompt)
      const provider = (yield* kind.provider(connector)) as BitcoinProvider
      const psbt = new Uint8Array([0x70, 0x73, 0x62, 0x74, 0xff])
      const signings = [
        { address: SATS_PAYMENT, signingIndexes: [0] },
        { address: SATS_ORDINALS, signingIndexes: [1] },
        { address: SATS_PAYMENT, signingIndexes: [2] }
      ]
      expect(yield* Effect.promise(() => provider.signPsbt(psbt, signings))).toEqual(psbt)
      expect(wallet.calls.at(-1)).toEqual({
        method: "signPsbt",
        params: { psbt: base64.encode(psbt), signInputs: { [SATS_PAYMENT]: [0, 2], [SATS_ORDINALS]: [1] }, broadcast: false }
      })
    })
  )

  it.effect("fails with JsonRpcError 4100 while the wallet grants no account", () =>
    Effect.gen(function* () {
      const { kind, connector } = setup()
      expect(yield* Effect.flip(kind.provider(connector))).toMatchObject({ _tag: "JsonRpcError", code: 4100 })
    })
  )

  it.live("with the dev wallet's sats-connect provider: a BIP-322 signature of its payment key that bip322-js verifies, and a restore from its memory", () =>
    Effect.gen(function* () {
      const { bitcoin, log } = bitcoinWallet()
      yield* Effect.promise(() => bitcoin.ready)
      const kind = makeSatsConnectConnection({ currentChain: Effect.succeed(regtest.caipNetworkId) })
      const connector = connectorOf(bitcoin.provider)
      const { accounts } = yield* kind.connect(connector, prompt)
      const text = "Sign in to Doorway: nonce 7a1c"
      const signature = yield* family.signMessage(yield* kind.provider(connector), { message: text, address: accounts[0] })
      expect(Verifier.verifySignature(accounts[0], text, signature)).toBe(true)
      expect((yield* kind.restore(connector)).accounts).toEqual(accounts)
      expect(log.map((request) => request.method)).toEqual(["wallet_getNetwork", "getAccounts", "signMessage", "wallet_getAccount"])
    })
  )
})
