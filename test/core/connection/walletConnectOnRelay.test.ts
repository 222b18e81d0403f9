/**
 * The connection programs over the live WalletConnect kind (WalletConnectionsLive: the universal
 * provider loaded on first use) through the relay stand-in on 127.0.0.1, with the real sign client
 * as the wallet approving Ethereum and Polygon: connect from the published URI, sign (verified
 * with viem), switch, a reload restoring the session without a prompt, the wallet's disconnect.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Effect, Layer, ManagedRuntime, Option, Ref, Stream } from "effect"
import { verifyMessage } from "viem"
import type { Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet, polygon } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { signMessage } from "../../../core/evm/signMessage.js"
import { switchNetworkInWallet } from "../../../core/network/switchNetworkInWallet.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { Storage } from "../../../core/services/Storage.js"
import { TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { DEV_WALLET_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import type { RunningRelay } from "../../../devnet/relay/startRelay.js"
import { startRelay } from "../../../devnet/relay/startRelay.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { closeSignClient, makeSignClient, verifyOff } from "../../devnet/relay/signClients.js"
import { accountOf, networkOf } from "./evmTestEnv.js"
import { liveConnectionEnv } from "./liveConnectionEnv.js"
import { changesOf } from "../../../core/state/changesOf.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
const CHAINS = ["eip155:1", "eip155:137"]
let relay: RunningRelay

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())

const env = (storage: Storage["Type"]) =>
  liveConnectionEnv({
    rpc: RpcTransportTest(
      Object.fromEntries([mainnet, polygon].map((network) => [network.caipNetworkId, { eth_getBalance: () => ({ result: "0xde0b6b3a7640000" }) }])),
      { connectionCheck: false }
    ),
    storage: Layer.succeed(Storage, storage),
    options: OptionsLive({ projectId: TEST_PROJECT_ID, networks: [mainnet, polygon], endpoints: { relay: relay.url } })
  })

/** Lists the WalletConnect connector, as the connectors' sync does for a project id. */
const listPairing = Effect.flatMap(Connectors, ({ state }) =>
  Ref.update(state, (current) => ({
    ...current,
    connectors: [{ id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT" as const, chain: "eip155" as const }]
  }))
)

/** Runs until the connectors' state publishes a pairing URI, and answers it. */
const firstUri = Effect.flatMap(Connectors, ({ state }) =>
  changesOf(state).pipe(
    Stream.filterMap((current) => Option.fromNullable(current.pairingUri)),
    Stream.runHead,
    Effect.map(Option.getOrElse(() => ""))
  )
)

describe("WalletConnect through the connection programs, on the local relay", () => {
  it("connect, sign, switch, reload, wallet-side disconnect", { timeout: 30_000 }, async () => {
    const storage = Effect.runSync(StorageMemory.make())
    const wallet = verifyOff(await makeSignClient({ relayUrl: relay.url, projectId: TEST_PROJECT_ID, name: "programs-wallet" }))
    wallet.on("session_proposal", ({ id }) => {
      const accounts = CHAINS.map((chain) => `${chain}:${account.address}`)
      void wallet.approve({ id, namespaces: { eip155: { chains: CHAINS, methods: ["personal_sign"], events: ["chainChanged", "accountsChanged"], accounts } } })
    })
    wallet.on("session_request", async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex, string]
      const result: string = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: "2.0", result } })
    })
    const first = ManagedRuntime.make(env(storage))
    try {
      await first.runPromise(listPairing)
      const uri = first.runPromise(firstUri)
      const connecting = first.runPromise(connectWallet("walletConnect"))
      const shown = await uri
      expect(shown).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await wallet.pair({ uri: shown })
      const connected = await connecting
      expect(connected.address).toBe(account.address)
      expect(await first.runPromise(accountOf())).toMatchObject({ status: "connected", balance: "1", balanceSymbol: "ETH" })

      const signature = await first.runPromise(signMessage("Welcome to Doorway"))
      expect(await verifyMessage({ address: account.address, message: "Welcome to Doorway", signature: signature as Hex })).toBe(true)

      await first.runPromise(switchNetworkInWallet(polygon))
      expect((await first.runPromise(networkOf()))?.caipNetworkId).toBe(polygon.caipNetworkId)
    } finally {
      await first.dispose()
    }

    // The page reloads: a fresh instance over the same storage restores the session without a prompt.
    const second = ManagedRuntime.make(env(storage))
    try {
      await second.runPromise(listPairing)
      expect(await second.runPromise(reconnect)).toBe("Reconnected")
      expect(await second.runPromise(accountOf())).toMatchObject({ status: "connected", address: account.address })

      const [session] = wallet.session.getAll()
      await wallet.disconnect({ topic: session?.topic ?? "", reason: { code: 6000, message: "User disconnected." } })
      const deadline = Date.now() + 5000
      while ((await second.runPromise(accountOf()))?.status !== "disconnected" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(await second.runPromise(accountOf())).toMatchObject({ status: "disconnected" })
    } finally {
      await second.dispose()
      await closeSignClient(wallet)
    }
  })
})
