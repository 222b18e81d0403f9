/**
 * A sats-connect Bitcoin wallet written in the test alone, through the core's programs on the
 * live kinds of connection: discovery hands its provider in as a page wallet, the connectors list
 * it once (INJECTED, bip122), `connectWallet` connects it with both accounts in the account state
 * (`allAccounts`, as `useAppKitAccount()` reports it), the stored preferred account type picks the
 * ordinal account (a bad stored value is ignored), a reload restores it silently, and connecting
 * or switching to a network the wallet is not on fails with BitcoinChainUnsupported, shown as its
 * catalogue text.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { mainnet } from "doorway-connect/networks"
import { storePreferredAccountType } from "../../../../core/account/preferredAccountTypes.js"
import { connectWallet } from "../../../../core/connection/connectWallet.js"
import { reconnect } from "../../../../core/connection/reconnect.js"
import { syncConnectors } from "../../../../core/connectors/syncConnectors.js"
import { bitcoin as bitcoinMainnet } from "../../../../core/networks/bitcoin.js"
import { switchNetworkInWallet } from "../../../../core/network/switchNetworkInWallet.js"
import { ChainState } from "../../../../core/services/ChainState.js"
import { Connectors } from "../../../../core/services/Connectors.js"
import { Storage } from "../../../../core/services/Storage.js"
import { RpcTransportTest } from "../../../../layers/RpcTransportTest.js"
import { OptionsLive } from "../../../../layers/StateOptions.js"
import * as StorageMemory from "../../../../layers/StorageMemory.js"
import { WalletDiscoveryScript } from "../../../../layers/WalletDiscoveryTest.js"
import type { StorageKey } from "../../../../schemas/StorageKeys.js"
import { accountInfo } from "../../../../shell/runtime/selectors.js"
import { failureText } from "../../../../shell/views/parts/failureText.js"
import { ENGLISH } from "../../../../shell/i18n/english.js"
import { liveConnectionEnv } from "../../../core/connection/liveConnectionEnv.js"
import { fakeSatsConnectWallet, SATS_ORDINALS, SATS_ORDINALS_KEY, SATS_PAYMENT, SATS_PAYMENT_KEY } from "./fakeSatsConnectWallet.js"
import type { FakeSatsWallet } from "./fakeSatsConnectWallet.js"
import { regtestNetwork } from "./regtestNetwork.js"

/** The local chain; no Esplora URL, so the balance read fails at once and nothing leaves the machine. */
const regtest = regtestNetwork(undefined)

const CONNECTOR_ID = "bip122:satoshi.bitcoin"

const instance = (storage: Iterable<readonly [StorageKey, string]> = []) =>
  liveConnectionEnv({
    rpc: RpcTransportTest({}, { connectionCheck: false }),
    storage: StorageMemory.layerWith(storage),
    options: OptionsLive({ projectId: "test-project", networks: [mainnet, regtest, bitcoinMainnet], defaultNetwork: regtest })
  })

/** The wallet listed in the page as sats-connect lists it, and the connectors built. */
const listed = (wallet: FakeSatsWallet) =>
  Effect.gen(function* () {
    yield* (yield* WalletDiscoveryScript).setPageWallets([{ id: "satoshi.bitcoin", name: "Satoshi Test Wallet", icon: "", namespace: "bip122", provider: wallet.provider }])
    yield* syncConnectors
    return (yield* Ref.get((yield* Connectors).state)).connectors.filter((connector) => connector.chain === "bip122")
  })

const bitcoinAccount = Effect.map(Effect.flatMap(ChainState, (state) => Ref.get(state.chains)), (chains) => chains.get("bip122"))

const BOTH = [
  { namespace: "bip122", address: SATS_PAYMENT, type: "payment", publicKey: SATS_PAYMENT_KEY },
  { namespace: "bip122", address: SATS_ORDINALS, type: "ordinal", publicKey: SATS_ORDINALS_KEY }
]

describe("a sats-connect wallet through the programs", () => {
  it.scoped("is listed once, and connects with payment shown and both accounts in allAccounts, as the host's account hook reports them", () =>
    Effect.gen(function* () {
      const wallet = fakeSatsConnectWallet()
      const connectors = yield* listed(wallet)
      expect(connectors.map(({ id, type, name }) => ({ id, type, name }))).toEqual([{ id: CONNECTOR_ID, type: "INJECTED", name: "Satoshi Test Wallet" }])

      const connected = yield* connectWallet(CONNECTOR_ID)
      expect(connected.address).toBe(SATS_PAYMENT)
      const state = yield* bitcoinAccount
      expect(state?.accountState).toMatchObject({ address: SATS_PAYMENT, preferredAccountType: "payment", allAccounts: BOTH, status: "connected" })
      expect(accountInfo(state).allAccounts).toEqual(BOTH)
      const stored = yield* (yield* Storage).get("@appkit/bip122:connected_connector_id")
      expect(stored).toMatchObject({ value: CONNECTOR_ID })
    }).pipe(Effect.provide(instance()))
  )

  it.scoped("with ordinal stored as bip122's preferred type, the ordinal account is the one shown", () =>
    Effect.gen(function* () {
      yield* storePreferredAccountType("bip122", "ordinal")
      expect(yield* (yield* Storage).get("@appkit/preferred_account_types")).toMatchObject({ value: '{"bip122":"ordinal"}' })
      yield* listed(fakeSatsConnectWallet())
      expect((yield* connectWallet(CONNECTOR_ID)).address).toBe(SATS_ORDINALS)
      const state = yield* bitcoinAccount
      expect(state?.accountState).toMatchObject({ address: SATS_ORDINALS, preferredAccountType: "ordinal", allAccounts: BOTH })
      // A type bip122 does not have is refused and stores nothing.
      expect((yield* Effect.flip(storePreferredAccountType("bip122", "smartAccount")))._tag).toBe("ParseError")
    }).pipe(Effect.provide(instance()))
  )

  it.scoped("a stored preference that is not JSON is ignored: payment is shown and the bad value dropped", () =>
    Effect.gen(function* () {
      yield* listed(fakeSatsConnectWallet())
      expect((yield* connectWallet(CONNECTOR_ID)).address).toBe(SATS_PAYMENT)
      expect(yield* (yield* Storage).get("@appkit/preferred_account_types")).toMatchObject({ _tag: "None" })
    }).pipe(Effect.provide(instance([["@appkit/preferred_account_types", "{bip122: ordinal"]])))
  )

  it.scoped("a reload restores it with wallet_getAccount alone", () =>
    Effect.gen(function* () {
      const wallet = fakeSatsConnectWallet()
      yield* listed(wallet)
      yield* connectWallet(CONNECTOR_ID)
      expect(yield* reconnect).toBe("Reconnected")
      expect(wallet.calls.map((call) => call.method)).toEqual(["wallet_getNetwork", "getAccounts", "wallet_getAccount"])
      expect((yield* bitcoinAccount)?.accountState.allAccounts).toEqual(BOTH)
    }).pipe(Effect.provide(instance()))
  )

  it.scoped("connecting a wallet that is on another of the app's Bitcoin networks fails with BitcoinChainUnsupported, which the views show as its catalogue text", () =>
    Effect.gen(function* () {
      const wallet = fakeSatsConnectWallet({ network: "Mainnet" })
      yield* listed(wallet)
      const error = yield* Effect.flip(connectWallet(CONNECTOR_ID))
      expect(error).toMatchObject({ _tag: "BitcoinChainUnsupported", caipNetworkId: regtest.caipNetworkId })
      expect(failureText(error, ENGLISH)).toBe(`The connector does not support the chain ${regtest.caipNetworkId}`)
      expect(wallet.calls.map((call) => call.method)).toEqual(["wallet_getNetwork"])
      expect((yield* bitcoinAccount)?.accountState.status).toBe("disconnected")
    }).pipe(Effect.provide(instance()))
  )

  it.scoped("a switch to a Bitcoin network the wallet is not on fails with BitcoinChainUnsupported, its catalogue text shown", () =>
    Effect.gen(function* () {
      yield* listed(fakeSatsConnectWallet())
      yield* connectWallet(CONNECTOR_ID)
      const error = yield* Effect.flip(switchNetworkInWallet(bitcoinMainnet))
      expect(error).toMatchObject({ _tag: "BitcoinChainUnsupported", caipNetworkId: bitcoinMainnet.caipNetworkId })
      expect(failureText(error, ENGLISH)).toBe(`The connector does not support the chain ${bitcoinMainnet.caipNetworkId}`)
      expect((yield* bitcoinAccount)?.networkState.caipNetwork?.caipNetworkId).toBe(regtest.caipNetworkId)
    }).pipe(Effect.provide(instance()))
  )
})
