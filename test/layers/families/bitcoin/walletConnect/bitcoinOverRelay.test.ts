/**
 * Bitcoin over a real WalletConnect session: the universal provider (2.25) through the local relay
 * stand-in, the real sign client as the phone's wallet with the dev Bitcoin keys, and the local
 * regtest chain. The proposal asks for `bip122` beside `eip155` and one approval grants both; a
 * PSBT spending one of the payment address's coins is signed through Doorway's Bitcoin provider
 * over the session, finalized here and accepted by the chain; a message signed through the
 * family verifies as BIP-322 with bip322-js; the wallet's own payment and its addresses come back
 * decoded. Nothing leaves loopback.
 */
import { hex } from "@scure/base"
import { Transaction } from "@scure/btc-signer"
import { Verifier } from "bip322-js"
import { Effect, Exit, Scope } from "effect"
import { mnemonicToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mainnet } from "doorway-connect/networks"
import { RpcTransport } from "../../../../../core/services/RpcTransport.js"
import type { ConnectionKind, OpenedSession } from "../../../../../core/services/WalletConnections.js"
import { TEST_PROJECT_ID } from "../../../../../devnet/catalogue/ProjectConfig.js"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../../../devnet/bitcoin/regtest.js"
import { startBitcoin, type BitcoinRegtest } from "../../../../../devnet/bitcoin/startBitcoin.js"
import { BITCOIN_DEV_WALLET_ORDINALS_WIF, BITCOIN_DEV_WALLET_PAYMENT_WIF, DEV_MNEMONIC } from "../../../../../devnet/devKeys.js"
import { startRelay, type RunningRelay } from "../../../../../devnet/relay/startRelay.js"
import { makeBitcoinFamilyFetch } from "../../../../../layers/families/bitcoin/bitcoinFamily.js"
import { bitcoinOverSession } from "../../../../../layers/families/bitcoin/walletConnect/bitcoinOverSession.js"
import type { BitcoinSessionProvider } from "../../../../../layers/families/bitcoin/walletConnect/sessionProvider.js"
import { RpcTransportTest } from "../../../../../layers/RpcTransportTest.js"
import * as StorageMemory from "../../../../../layers/StorageMemory.js"
import { makeWalletConnectClientLive } from "../../../../../layers/WalletConnectClientLive.js"
import { makeWalletConnectConnection } from "../../../../../layers/WalletConnectConnection.js"
import type { Connector } from "../../../../../schemas/Connector.js"
import type { Network } from "../../../../../schemas/Network.js"
import { esploraClient, STRANGER_ADDRESS, type EsploraClient } from "../../../../devnet/bitcoin/regtestKit.js"
import { makeSignClientWallet, type SignClientWallet } from "../../../../e2e/support/signClientWallet.js"
import { regtestNetwork } from "../regtestNetwork.js"

const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))

let relay: RunningRelay
let regtest: BitcoinRegtest
let esplora: EsploraClient
let wallet: SignClientWallet
let kind: ConnectionKind
let opened: OpenedSession
let provider: BitcoinSessionProvider
const scope = Effect.runSync(Scope.make())

const bitcoinConnector = (network: Network): Connector => ({
  id: "walletConnect",
  name: "WalletConnect",
  type: "WALLET_CONNECT",
  chain: "bip122",
  chains: [network]
})

beforeAll(async () => {
  ;[relay, regtest] = await Promise.all([startRelay(), startBitcoin()])
  esplora = esploraClient(regtest.esploraUrl)
  // The local chain as an app lists it: its RPC URL is its Esplora API.
  const network = regtestNetwork(regtest.esploraUrl)
  const { payment, ordinals } = regtest.fixtures
  wallet = await makeSignClientWallet({
    relayUrl: relay.url,
    projectId: TEST_PROJECT_ID,
    account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }),
    chains: ["eip155:1"],
    methods: ["personal_sign"],
    bitcoin: {
      payment: { ...payment, wif: BITCOIN_DEV_WALLET_PAYMENT_WIF },
      ordinals: { ...ordinals, wif: BITCOIN_DEV_WALLET_ORDINALS_WIF },
      chains: [regtest.caipNetworkId],
      esploraUrl: regtest.esploraUrl
    }
  })
  const client = await Effect.runPromise(
    makeWalletConnectClientLive(
      {
        projectId: TEST_PROJECT_ID,
        relayUrl: relay.url,
        metadata: { name: "Doorway test", description: "bitcoin over a session", url: "http://127.0.0.1", icons: [] },
        storagePrefix: `bitcoin-${process.pid}`,
        verify: false
      },
      Effect.runSync(StorageMemory.make())
    ).pipe(Scope.extend(scope))
  )
  kind = await Effect.runPromise(
    makeWalletConnectConnection({ client, networks: [mainnet, network], rpc, families: [{ namespace: "bip122", over: bitcoinOverSession }] })
  )
  const connector = bitcoinConnector(network)
  opened = await Effect.runPromise(
    kind.connect(connector, { showUri: (uri) => Effect.promise(() => wallet.pair(uri)).pipe(Effect.forkDaemon, Effect.asVoid), notify: () => Effect.void })
  )
  provider = (await Effect.runPromise(kind.provider(connector))) as BitcoinSessionProvider
}, 60_000)

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
  await wallet?.close()
  await Promise.all([relay?.stop(), regtest?.stop()])
})

describe("Bitcoin over a WalletConnect session", () => {
  it("asks for bip122 beside eip155 with the Bitcoin RPC's methods, and connects the payment address on the regtest chain", () => {
    const session = wallet.client.session.get(wallet.sessionTopic())
    expect(session.optionalNamespaces["bip122"]).toEqual({
      chains: [regtest.caipNetworkId],
      methods: ["signMessage", "signPsbt", "sendTransfer", "getAccountAddresses"],
      events: ["bip122_addressesChanged"]
    })
    expect(opened.accounts).toEqual([BITCOIN_PAYMENT_KEY.address])
    expect(opened.chainId).toBe(regtest.caipNetworkId.slice("bip122:".length))
    expect(opened.also?.map((entry) => entry.namespace)).toEqual(["eip155"])
    expect(provider.address).toBe(BITCOIN_PAYMENT_KEY.address)
  })

  it("signs a PSBT spending the payment address's coin over the session; finalized, the chain accepts it", async () => {
    const [coin] = await esplora.utxos(BITCOIN_PAYMENT_KEY.address)
    if (coin === undefined) throw new Error("The payment address holds no coin")
    const unsigned = new Transaction()
    unsigned.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: BigInt(coin.value) } })
    unsigned.addOutputAddress(STRANGER_ADDRESS, 25_000n, REGTEST)
    unsigned.addOutputAddress(BITCOIN_PAYMENT_KEY.address, BigInt(coin.value) - 25_000n - 1_000n, REGTEST)

    const signed = Transaction.fromPSBT(await provider.signPsbt(unsigned.toPSBT(), [{ address: BITCOIN_PAYMENT_KEY.address, signingIndexes: [0] }]))
    expect(wallet.requests()).toContain("signPsbt")
    signed.finalize()
    const posted = await esplora.postTx(signed.hex)
    expect(posted).toEqual({ status: 200, text: signed.id })
    expect((await esplora.utxos(STRANGER_ADDRESS)).map((utxo) => utxo.txid)).toContain(signed.id)
  })

  it("signs a message through the family: a BIP-322 signature bip322-js verifies for the payment address", async () => {
    const family = await Effect.runPromise(makeBitcoinFamilyFetch())
    const message = "Sign in to the Doorway demo with Bitcoin"
    const signature = await Effect.runPromise(family.signMessage(provider, { message, address: BITCOIN_PAYMENT_KEY.address }))
    expect(Verifier.verifySignature(BITCOIN_PAYMENT_KEY.address, message, signature)).toBe(true)
  })

  it("names the account's addresses, then signs with the ordinals one it named", async () => {
    const addresses = await provider.getAccountAddresses()
    expect(addresses).toEqual([
      { address: BITCOIN_PAYMENT_KEY.address, publicKey: hex.encode(BITCOIN_PAYMENT_KEY.publicKey), path: BITCOIN_PAYMENT_KEY.path, intention: "payment" },
      { address: BITCOIN_ORDINALS_KEY.address, publicKey: hex.encode(BITCOIN_ORDINALS_KEY.publicKey), path: BITCOIN_ORDINALS_KEY.path, intention: "ordinal" }
    ])
    const message = "Taproot says hello"
    const signature = await provider.signMessage(new TextEncoder().encode(message), BITCOIN_ORDINALS_KEY.address)
    expect(Verifier.verifySignature(BITCOIN_ORDINALS_KEY.address, message, signature)).toBe(true)
  })

  it("has the wallet pay: sendTransfer answers the txid of a payment the chain holds", async () => {
    const txid = await provider.sendTransfer({ recipient: STRANGER_ADDRESS, amount: 12_345n })
    expect((await esplora.utxos(STRANGER_ADDRESS)).find((utxo) => utxo.txid === txid)?.value).toBe(12_345)
  })
})
