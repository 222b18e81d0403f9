/**
 * The Bitcoin family and kind as an instance's live kinds of connection serve them: `familyOf`
 * bip122 reads balances from the network's Esplora API (the local chain), and `kindOf` a Bitcoin
 * wallet in the page (registered per the Wallet Standard, or listed by sats-connect's convention)
 * connects it on the modal's Bitcoin network.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { mainnet } from "doorway-connect/networks"
import { WalletConnections } from "../../../../core/services/WalletConnections.js"
import { BITCOIN_DEV_FUNDING, startBitcoin } from "../../../../devnet/bitcoin/startBitcoin.js"
import type { BitcoinRegtest } from "../../../../devnet/bitcoin/startBitcoin.js"
import { RpcTransportTest } from "../../../../layers/RpcTransportTest.js"
import { OptionsLive } from "../../../../layers/StateOptions.js"
import * as StorageMemory from "../../../../layers/StorageMemory.js"
import type { Connector } from "../../../../schemas/Connector.js"
import { liveConnectionEnv } from "../../../core/connection/liveConnectionEnv.js"
import { bitcoinWallet } from "../../../devnet/wallet/bitcoin/bitcoinWalletFixture.js"
import { regtestNetwork } from "./regtestNetwork.js"

let chain: BitcoinRegtest

beforeAll(async () => {
  chain = await startBitcoin()
})

afterAll(async () => {
  await chain?.stop()
})

const regtest = () => regtestNetwork(chain.esploraUrl)

/** An instance with an EVM network and the local Bitcoin chain, over the live kinds. */
const instance = () =>
  liveConnectionEnv({
    rpc: RpcTransportTest({}, { connectionCheck: false }),
    storage: StorageMemory.layer,
    options: OptionsLive({ projectId: "test-project", networks: [mainnet, regtest()] })
  })

const connectorOf = (type: Connector["type"], provider: unknown): Connector => ({
  id: "bip122:doorway-dev-wallet",
  name: "Doorway Dev Wallet",
  type,
  chain: "bip122",
  provider,
  chains: [regtest()]
})

describe("the live kinds of connection for bip122", () => {
  it.live("familyOf bip122 is the Bitcoin family: the dev payment key's balance in sats, from the network's Esplora API", () =>
    Effect.gen(function* () {
      const family = yield* (yield* WalletConnections).familyOf("bip122")
      expect(family.namespace).toBe("bip122")
      expect(yield* family.getBalance(chain.fixtures.payment.address, regtest())).toBe(BigInt(BITCOIN_DEV_FUNDING.paymentOutputs) * BITCOIN_DEV_FUNDING.satsPerOutput)
    }).pipe(Effect.provide(instance()))
  )

  it.live("kindOf an announced Bitcoin wallet connects it on the modal's Bitcoin network", () =>
    Effect.gen(function* () {
      const { bitcoin } = bitcoinWallet()
      const kind = yield* (yield* WalletConnections).kindOf(connectorOf("ANNOUNCED", bitcoin.wallet))
      const session = yield* kind.connect(connectorOf("ANNOUNCED", bitcoin.wallet), { showUri: () => Effect.void, notify: () => Effect.void })
      expect(session).toMatchObject({ accounts: [chain.fixtures.payment.address, chain.fixtures.ordinals.address], chainId: "0f9188f13cb7b2c71f2a335e3a4fc328" })
      expect(session.allAccounts?.map((account) => account.type)).toEqual(["payment", "ordinal"])
    }).pipe(Effect.provide(instance()))
  )

  it.live("kindOf an INJECTED Bitcoin wallet speaks sats-connect to its provider: the same accounts", () =>
    Effect.gen(function* () {
      const { bitcoin, log } = bitcoinWallet()
      const connector = connectorOf("INJECTED", bitcoin.provider)
      const kind = yield* (yield* WalletConnections).kindOf(connector)
      const session = yield* kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void })
      expect(session).toMatchObject({ accounts: [chain.fixtures.payment.address, chain.fixtures.ordinals.address], chainId: "0f9188f13cb7b2c71f2a335e3a4fc328" })
      expect(log.map((request) => request.method)).toEqual(["wallet_getNetwork", "getAccounts"])
    }).pipe(Effect.provide(instance()))
  )

  it.live("a Bitcoin connector of a type no Bitcoin kind serves fails with ConnectFailed", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip((yield* WalletConnections).kindOf(connectorOf("EXTERNAL", undefined)))
      expect(error._tag).toBe("ConnectFailed")
    }).pipe(Effect.provide(instance()))
  )
})
