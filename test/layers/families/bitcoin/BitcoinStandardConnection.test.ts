/**
 * The Bitcoin Wallet Standard kind against the dev wallet's Bitcoin half (its real keys, policy and
 * memory): what connecting and restoring ask the wallet and answer the core (both accounts
 * described, the preferred type's shown), how its refusals are translated, its events, and the
 * provider's BIP-322 signatures and PSBT signing.
 */
import { hex } from "@scure/base"
import { Transaction } from "@scure/btc-signer"
import type { Wallet } from "@wallet-standard/base"
import { Verifier } from "bip322-js"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Deferred, Effect, Fiber, Ref, Stream } from "effect"
import type { HttpClient } from "@effect/platform/HttpClient"
import { messageOf } from "../../../../core/errors/catalogue.js"
import { bitcoin as bitcoinMainnet } from "../../../../core/networks/bitcoin.js"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import type { BitcoinDevWalletMemory } from "../../../../devnet/wallet/bitcoin/bitcoinMemory.js"
import type { BitcoinProvider } from "../../../../layers/families/bitcoin/BitcoinProvider.js"
import { makeBitcoinStandardConnection } from "../../../../layers/families/bitcoin/BitcoinStandardConnection.js"
import { makeBitcoinFamily } from "../../../../layers/families/bitcoin/bitcoinFamily.js"
import type { Connector } from "../../../../schemas/Connector.js"
import type { Network } from "../../../../schemas/Network.js"
import { bitcoinWallet } from "../../../devnet/wallet/bitcoin/bitcoinWalletFixture.js"
import { regtestNetwork } from "./regtestNetwork.js"

const REGTEST_CAIP_ID = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"
const regtest = regtestNetwork()

const PAYMENT = BITCOIN_PAYMENT_KEY.address
const ORDINALS = BITCOIN_ORDINALS_KEY.address
const prompt = { showUri: () => Effect.void, notify: () => Effect.void }
const REFERENCE = "0f9188f13cb7b2c71f2a335e3a4fc328"

/** Both accounts as the account state lists them (SPEC §3), payment first (SPEC §9). */
const ALL_ACCOUNTS = [
  { namespace: "bip122", address: PAYMENT, type: "payment", publicKey: hex.encode(BITCOIN_PAYMENT_KEY.publicKey), path: "m/84'/1'/0'/0/0" },
  { namespace: "bip122", address: ORDINALS, type: "ordinal", publicKey: hex.encode(BITCOIN_ORDINALS_KEY.publicKey), path: "m/86'/1'/0'/0/0" }
]

const connectorOf = (wallet: unknown, chains: ReadonlyArray<Network> = [regtest]): Connector => ({
  id: "bip122:doorway-dev-wallet",
  name: "Doorway Dev Wallet",
  type: "ANNOUNCED",
  chain: "bip122",
  provider: wallet,
  chains
})

/** A memory shared by two loads of the wallet, as an extension's storage outlives a page. */
const sharedMemory = (): BitcoinDevWalletMemory => {
  let purposes: ReadonlyArray<"payment" | "ordinals"> | undefined
  return { read: () => purposes, write: (next) => (purposes = next) }
}

const setup = (options: Parameters<typeof bitcoinWallet>[0] & { readonly chain?: string; readonly preferred?: "payment" | "ordinal" } = {}) =>
  Effect.gen(function* () {
    const under = bitcoinWallet(options)
    yield* Effect.promise(() => under.bitcoin.ready)
    const kind = makeBitcoinStandardConnection({
      currentChain: Ref.get(yield* Ref.make<string>(options.chain ?? REGTEST_CAIP_ID)),
      preferredAccountType: Effect.succeed(options.preferred)
    })
    return { ...under, kind, connector: connectorOf(under.bitcoin.wallet) }
  })

describe("connect", () => {
  it.effect("asks bitcoin:connect for both purposes and answers payment first, both accounts described (key, path, type), on the modal's chain reference", () =>
    Effect.gen(function* () {
      const { kind, connector, log } = yield* setup()
      const session = yield* kind.connect(connector, prompt)
      expect(session).toEqual({ accounts: [PAYMENT, ORDINALS], allAccounts: ALL_ACCOUNTS, chainId: REFERENCE })
      expect(log).toEqual([{ method: "bitcoin:connect", params: { purposes: ["payment", "ordinals"] } }])
    })
  )

  it.effect("with ordinal preferred, the ordinals account comes first (shown and signed with); the list keeps payment first", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup({ preferred: "ordinal" })
      const session = yield* kind.connect(connector, prompt)
      expect(session).toEqual({ accounts: [ORDINALS, PAYMENT], allAccounts: ALL_ACCOUNTS, chainId: REFERENCE })
      expect(((yield* kind.provider(connector)) as BitcoinProvider).address).toBe(ORDINALS)
    })
  )

  it.effect("on a network the wallet does not list (though it lists another of the app's) fails with BitcoinChainUnsupported, asking nothing (SPEC §5)", () =>
    Effect.gen(function* () {
      const { kind, bitcoin, log } = yield* setup({ chain: bitcoinMainnet.caipNetworkId })
      const error = yield* Effect.flip(kind.connect(connectorOf(bitcoin.wallet, [bitcoinMainnet, regtest]), prompt))
      expect(error).toMatchObject({ _tag: "BitcoinChainUnsupported", caipNetworkId: bitcoinMainnet.caipNetworkId })
      expect(messageOf(error)).toBe(`The connector does not support the chain ${bitcoinMainnet.caipNetworkId}`)
      expect(log).toEqual([])
    })
  )

  it.effect("the wallet user's no is UserRejectedError", () =>
    Effect.gen(function* () {
      const { kind, connector, setPolicy } = yield* setup()
      setPolicy("reject")
      expect(yield* Effect.flip(kind.connect(connector, prompt))).toMatchObject({ _tag: "UserRejectedError", code: 4001 })
    })
  )

  it.effect("a wallet listing none of the app's Bitcoin networks is not asked: ConnectorChainsUnsupported, with the catalogue's text (SPEC §5)", () =>
    Effect.gen(function* () {
      const { kind, bitcoin, log } = yield* setup()
      const error = yield* Effect.flip(kind.connect(connectorOf(bitcoin.wallet, [bitcoinMainnet]), prompt))
      expect(error).toMatchObject({ _tag: "ConnectorChainsUnsupported", connectorId: "bip122:doorway-dev-wallet" })
      expect(messageOf(error)).toBe("The connector does not support any of the requested chains")
      expect(log).toEqual([])
      // One network in common is enough.
      expect((yield* kind.connect(connectorOf(bitcoin.wallet, [bitcoinMainnet, regtest]), prompt)).accounts[0]).toBe(PAYMENT)
    })
  )

  it.effect("takes the account a wallet marks as payment first, whatever its order", () =>
    Effect.gen(function* () {
      const { kind } = yield* setup()
      const account = (address: string, purpose: string) => ({ address, publicKey: new Uint8Array(), chains: [REGTEST_CAIP_ID], features: [], purpose })
      const wallet = fakeWallet({ connect: async () => ({ accounts: [account(ORDINALS, "ordinals"), account(PAYMENT, "payment")] }) })
      expect((yield* kind.connect(connectorOf(wallet), prompt)).accounts).toEqual([PAYMENT, ORDINALS])
    })
  )

  it.effect("a wallet that grants no Bitcoin account fails with ConnectFailed", () =>
    Effect.gen(function* () {
      const { kind } = yield* setup()
      const solanaOnly = { address: "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P", publicKey: new Uint8Array(), chains: ["solana:mainnet"], features: [] }
      expect((yield* Effect.flip(kind.connect(connectorOf(fakeWallet({ connect: async () => ({ accounts: [solanaOnly] }) })), prompt)))._tag).toBe("ConnectFailed")
    })
  )

  it.effect("a wallet without bitcoin:connect fails with ConnectFailed; a connector without a wallet with JsonRpcError 4900", () =>
    Effect.gen(function* () {
      const { kind } = yield* setup()
      expect((yield* Effect.flip(kind.connect(connectorOf(fakeWallet({})), prompt)))._tag).toBe("ConnectFailed")
      expect(yield* Effect.flip(kind.connect(connectorOf({ request: () => undefined }), prompt))).toMatchObject({ _tag: "JsonRpcError", code: 4900 })
    })
  )
})

describe("restore", () => {
  it.effect("with no earlier connection fails with ConnectFailed, asking the wallet nothing", () =>
    Effect.gen(function* () {
      const { kind, connector, log } = yield* setup()
      expect((yield* Effect.flip(kind.restore(connector)))._tag).toBe("ConnectFailed")
      expect(log).toEqual([])
    })
  )

  it.effect("after a connect answers the same accounts without a request (no prompt)", () =>
    Effect.gen(function* () {
      const { kind, connector, log, setPolicy } = yield* setup()
      yield* kind.connect(connector, prompt)
      setPolicy("reject")
      expect(yield* kind.restore(connector)).toEqual({ accounts: [PAYMENT, ORDINALS], allAccounts: ALL_ACCOUNTS, chainId: REFERENCE })
      expect(log.map((request) => request.method)).toEqual(["bitcoin:connect"])
    })
  )

  it.effect("after a reload finds the accounts the wallet remembers for the site", () =>
    Effect.gen(function* () {
      const memory = sharedMemory()
      const first = yield* setup({ memory })
      yield* first.kind.connect(first.connector, prompt)
      const reloaded = yield* setup({ memory })
      expect((yield* reloaded.kind.restore(reloaded.connector)).accounts).toEqual([PAYMENT, ORDINALS])
      expect(reloaded.log).toEqual([])
    })
  )

  it.effect("after the wallet's disconnect fails with ConnectFailed", () =>
    Effect.gen(function* () {
      const { kind, connector, log } = yield* setup()
      yield* kind.connect(connector, prompt)
      yield* kind.disconnect(connector)
      expect(log.map((request) => request.method)).toEqual(["bitcoin:connect", "standard:disconnect"])
      expect((yield* Effect.flip(kind.restore(connector)))._tag).toBe("ConnectFailed")
    })
  )
})

describe("switchChain", () => {
  it.effect("asks the wallet nothing for a chain it lists; one it does not list is BitcoinChainUnsupported (SPEC §5)", () =>
    Effect.gen(function* () {
      const { kind, connector, log } = yield* setup()
      yield* kind.switchChain(connector, regtest)
      expect(yield* Effect.flip(kind.switchChain(connector, bitcoinMainnet))).toMatchObject({
        _tag: "BitcoinChainUnsupported",
        caipNetworkId: bitcoinMainnet.caipNetworkId
      })
      expect(log).toEqual([])
    })
  )
})

describe("events", () => {
  it.live("turns account changes into AccountsChanged (payment first), an empty list on the wallet's disconnect, and stops listening at the end", () =>
    Effect.gen(function* () {
      const { kind, bitcoin } = yield* setup()
      const listening = yield* Deferred.make<void>()
      const stops = { count: 0 }
      const watched = watchListeners(bitcoin.wallet, () => Deferred.unsafeDone(listening, Effect.void), () => stops.count++)
      const stream = yield* kind.events(connectorOf(watched))
      const collected = yield* Effect.fork(Stream.runCollect(Stream.take(stream, 2)))
      yield* Deferred.await(listening)
      yield* kind.connect(connectorOf(watched), prompt)
      yield* Effect.promise(() => bitcoin.disconnect())
      expect(Chunk.toReadonlyArray(yield* Fiber.join(collected))).toEqual([
        { _tag: "AccountsChanged", accounts: [PAYMENT, ORDINALS], allAccounts: ALL_ACCOUNTS },
        { _tag: "AccountsChanged", accounts: [] }
      ])
      expect(stops.count).toBe(1)
    })
  )
})

describe("provider", () => {
  const family = makeBitcoinFamily({} as HttpClient)
  const text = "Sign in to Doorway: nonce 7a1c"

  it.live("signs through the family with the payment account: a BIP-322 signature bip322-js verifies", () =>
    Effect.gen(function* () {
      const { kind, connector, log } = yield* setup()
      yield* kind.connect(connector, prompt)
      const provider = yield* kind.provider(connector)
      const signature = yield* family.signMessage(provider, { message: text, address: PAYMENT })
      expect(Verifier.verifySignature(PAYMENT, text, signature)).toBe(true)
      expect(Verifier.verifySignature(PAYMENT, `${text}!`, signature)).toBe(false)
      expect(log.at(-1)).toEqual({ method: "bitcoin:signMessage", params: [{ account: PAYMENT, message: text, type: "bip322-simple" }] })
    })
  )

  it.live("signs an ECDSA (legacy Bitcoin Signed Message) signature when the host asks for that protocol", () =>
    Effect.gen(function* () {
      const { kind, connector, log } = yield* setup()
      yield* kind.connect(connector, prompt)
      const provider = (yield* kind.provider(connector)) as BitcoinProvider
      const signature = yield* Effect.promise(() => provider.signMessage(new TextEncoder().encode(text), PAYMENT, { protocol: "ecdsa" }))
      expect(Verifier.verifySignature(PAYMENT, text, signature, true)).toBe(true)
      expect(log.at(-1)).toEqual({ method: "bitcoin:signMessage", params: [{ account: PAYMENT, message: text, type: "ecdsa" }] })
    })
  )

  it.live("signs with the ordinals account when the family names its address", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup()
      yield* kind.connect(connector, prompt)
      const signature = yield* family.signMessage(yield* kind.provider(connector), { message: text, address: ORDINALS })
      expect(Verifier.verifySignature(ORDINALS, text, signature)).toBe(true)
    })
  )

  it.live("the wallet user's no to signing is UserRejectedError", () =>
    Effect.gen(function* () {
      const { kind, connector, setPolicy } = yield* setup()
      yield* kind.connect(connector, prompt)
      const provider = yield* kind.provider(connector)
      setPolicy("reject")
      expect(yield* Effect.flip(family.signMessage(provider, { message: text, address: PAYMENT }))).toMatchObject({ _tag: "UserRejectedError" })
    })
  )

  it.live("signPsbt has the wallet sign the payment key's input, naming the modal's chain in the wallet's words", () =>
    Effect.gen(function* () {
      const { kind, connector, log } = yield* setup()
      yield* kind.connect(connector, prompt)
      const provider = (yield* kind.provider(connector)) as BitcoinProvider
      expect(provider.address).toBe(PAYMENT)
      const unsigned = new Transaction()
      unsigned.addInput({ txid: new Uint8Array(32).fill(1), index: 0, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: 100_000n } })
      unsigned.addOutput({ script: BITCOIN_ORDINALS_KEY.script, amount: 90_000n })
      const signed = Transaction.fromPSBT(yield* Effect.promise(() => provider.signPsbt(unsigned.toPSBT(), [{ address: PAYMENT, signingIndexes: [0] }])))
      expect(signed.getInput(0).partialSig).toHaveLength(1)
      expect(log.at(-1)).toMatchObject({ method: "bitcoin:signTransaction", params: [{ chain: "bitcoin:regtest", inputsToSign: [{ account: PAYMENT, signingIndexes: [0] }] }] })
    })
  )

  it.live("signPsbt finalizes the signed inputs when asked, and only those (another party's input is left to sign)", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup()
      yield* kind.connect(connector, prompt)
      const provider = (yield* kind.provider(connector)) as BitcoinProvider
      const unsigned = new Transaction()
      unsigned.addInput({ txid: new Uint8Array(32).fill(1), index: 0, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: 100_000n } })
      unsigned.addInput({ txid: new Uint8Array(32).fill(2), index: 0, witnessUtxo: { script: BITCOIN_ORDINALS_KEY.script, amount: 50_000n } })
      unsigned.addOutput({ script: BITCOIN_ORDINALS_KEY.script, amount: 140_000n })
      const signings = [{ address: PAYMENT, signingIndexes: [0] }]
      const finalized = Transaction.fromPSBT(yield* Effect.promise(() => provider.signPsbt(unsigned.toPSBT(), signings, { finalize: true })))
      expect(finalized.getInput(0).finalScriptWitness).toHaveLength(2)
      expect(finalized.getInput(0).partialSig).toBeUndefined()
      expect(finalized.getInput(1).finalScriptWitness).toBeUndefined()
      const left = Transaction.fromPSBT(yield* Effect.promise(() => provider.signPsbt(unsigned.toPSBT(), signings, { finalize: false })))
      expect(left.getInput(0).finalScriptWitness).toBeUndefined()
      expect(left.getInput(0).partialSig).toHaveLength(1)
    })
  )

  it.effect("fails with JsonRpcError 4100 while the wallet grants no account", () =>
    Effect.gen(function* () {
      const { kind, connector } = yield* setup()
      expect(yield* Effect.flip(kind.provider(connector))).toMatchObject({ _tag: "JsonRpcError", code: 4100 })
    })
  )
})

/** A Bitcoin wallet on the regtest chain with only the features given (no account granted before connect). */
function fakeWallet(features: { readonly connect?: () => Promise<unknown> }): Wallet {
  return {
    version: "1.0.0",
    name: "Fake Bitcoin Wallet",
    icon: "data:image/svg+xml;base64,PHN2Zy8+",
    chains: [REGTEST_CAIP_ID],
    accounts: [],
    features: features.connect === undefined ? {} : { "bitcoin:connect": { version: "1.0.0", connect: features.connect } }
  }
}

/** The wallet as the kind sees it, telling the test when a `change` listener is added and removed. */
function watchListeners(wallet: Wallet, onListen: () => void, onStop: () => void): Wallet {
  const events = wallet.features["standard:events"] as { readonly on: (event: string, listener: (properties: unknown) => void) => () => void }
  const on = (event: string, listener: (properties: unknown) => void) => {
    const off = events.on(event, listener)
    onListen()
    return () => {
      onStop()
      off()
    }
  }
  return new Proxy(wallet, {
    get: (target, property) =>
      property === "features" ? { ...target.features, "standard:events": { version: "1.0.0", on } } : Reflect.get(target, property)
  })
}
