/**
 * Switching between wallets (SPEC §4): two extension wallets announced on a test page, connected
 * with `connectWallet`, then switched with `switchConnection`.
 */
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Option, Queue, Ref } from "effect"
import { connectWallet } from "../../../../core/connection/connectWallet.js"
import { connectionStatusOf } from "../../../../core/connection/multiWallet/connectionStatusOf.js"
import { endConnection } from "../../../../core/connection/multiWallet/endConnection.js"
import { listConnections } from "../../../../core/connection/multiWallet/listConnections.js"
import { switchConnection } from "../../../../core/connection/multiWallet/switchConnection.js"
import { syncConnectors } from "../../../../core/connectors/syncConnectors.js"
import { goBack } from "../../../../core/router/goBack.js"
import { openModal } from "../../../../core/router/openModal.js"
import { push } from "../../../../core/router/push.js"
import { ChainState } from "../../../../core/services/ChainState.js"
import { Modal } from "../../../../core/services/Modal.js"
import { Router } from "../../../../core/services/Router.js"
import { Storage } from "../../../../core/services/Storage.js"
import { scriptedWallet } from "../../../../layers/EvmWalletTest.js"
import type { ScriptedWallet } from "../../../../layers/EvmWalletTest.js"
import { views } from "../../router/testEnv.js"
import { connection, connector, connectorsState, enableMultiWallet, multiWalletEnv, setConnectorsState } from "./multiWalletEnv.js"

const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const BOB = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

interface Page {
  readonly first: ScriptedWallet
  readonly second: ScriptedWallet
}

const announced = (name: string, rdns: string, wallet: ScriptedWallet) => ({
  info: { uuid: crypto.randomUUID(), name, rdns, icon: "data:image/svg+xml;base64,PHN2Zy8+" },
  provider: wallet
})

/** A page with two wallets on Ethereum, a node answering balances, and the state services. */
const pageEnv = (page: Page) =>
  multiWalletEnv({}, [announced("First", "com.first", page.first), announced("Second", "com.second", page.second)])

const newPage = (): Page => ({
  first: scriptedWallet({ accounts: [ALICE], chainId: 1 }),
  second: scriptedWallet({ accounts: [BOB], chainId: 1 })
})

const address = Effect.flatMap(ChainState, (s) => Ref.get(s.chains)).pipe(Effect.map((c) => c.get("eip155")?.accountState.address))

/**
 * Follows the view shown (the history's last entry) from now on; `shown` gives every view shown
 * since, in order, repeats dropped: the path the modal took, not only where it ended.
 */
const followShownViews = Effect.gen(function* () {
  const [, later] = yield* (yield* Router).history.subscribe
  return {
    shown: Effect.map(Queue.takeAll(later), (histories) =>
      Chunk.toReadonlyArray(histories)
        .map((history) => history.at(-1)?.view)
        .filter((view, at, all) => at === 0 || view !== all[at - 1])
    )
  }
})

describe("switchConnection", () => {
  it.scoped("fails with InvalidConnectionStatus for any status but connected, active and disconnected", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* syncConnectors
      for (const status of ["connecting", "reconnecting", "ACTIVE", ""]) {
        const error = yield* Effect.flip(switchConnection({ connection: connection("com.first"), namespace: "eip155", status }))
        expect(error).toMatchObject({ _tag: "InvalidConnectionStatus", status })
      }
    }).pipe(Effect.provide(pageEnv(newPage()))))

  it.scoped("fails with NoConnectorForConnection when the page no longer offers the connection's wallet", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* syncConnectors
      const error = yield* Effect.flip(switchConnection({ connection: connection("com.gone"), namespace: "eip155", status: "active" }))
      expect(error).toMatchObject({ _tag: "NoConnectorForConnection", connectorId: "com.gone" })
    }).pipe(Effect.provide(pageEnv(newPage()))))

  it.scoped("switching to a wallet connected alongside makes it the active one, asking the wallet again, then returns to ProfileWallets", () =>
    Effect.gen(function* () {
      const page = newPage()
      yield* Effect.gen(function* () {
        yield* enableMultiWallet
        yield* syncConnectors
        yield* connectWallet("com.first")
        yield* connectWallet("com.second")
        expect(yield* address).toBe(BOB)
        const state = yield* connectorsState
        expect(connectionStatusOf(state, connection("com.first"), "eip155")).toBe("active")

        yield* openModal({ view: "Account" })
        yield* push("ProfileWallets")
        const followed = yield* followShownViews
        yield* switchConnection({ connection: connection("com.first"), namespace: "eip155", status: "active" })
        expect(yield* address).toBe(ALICE)
        // The wallet is asked in its connecting view, the connection lands on Account, and the
        // modal goes back to the wallet list it was started from (still open).
        expect(yield* followed.shown).toEqual(["ConnectingExternalWallet", "Account", "ProfileWallets"])
        expect((yield* Ref.get((yield* Modal).state)).open).toBe(true)
        expect((yield* connectorsState).activeConnectorIds.eip155).toBe("com.first")
        expect(page.first.methods().filter((m) => m === "eth_requestAccounts")).toHaveLength(2)
        const list = yield* listConnections("eip155")
        expect(list.connections.map((c) => c.connectorId)).toEqual(["com.first", "com.second"])
        // Started from the wallet list, it ends there.
        expect(yield* views).toEqual(["Account", "ProfileWallets"])
        const stored = yield* Effect.flatMap(Storage, (s) => s.get("@appkit/eip155:connected_connector_id"))
        expect(stored).toEqual(Option.some("com.first"))
      }).pipe(Effect.provide(pageEnv(page)))
    }))

  it.scoped("switching to a disconnected wallet connects it again, then opens ProfileWallets", () =>
    Effect.gen(function* () {
      const page = newPage()
      yield* Effect.gen(function* () {
        yield* enableMultiWallet
        yield* syncConnectors
        yield* connectWallet("com.first")
        yield* connectWallet("com.second")
        yield* endConnection({ namespace: "eip155", connectorId: "com.first" })
        expect(connectionStatusOf(yield* connectorsState, connection("com.first"), "eip155")).toBe("disconnected")
        // Started from Account, not from the wallet list: ProfileWallets opens after the login.
        yield* openModal({ view: "Account" })
        const followed = yield* followShownViews
        yield* switchConnection({ connection: connection("com.first"), namespace: "eip155", status: "disconnected" })
        expect(yield* address).toBe(ALICE)
        expect(yield* followed.shown).toEqual(["ConnectingExternalWallet", "Account", "ProfileWallets"])
        expect(yield* views).toEqual(["Account", "ProfileWallets"])
        expect((yield* Ref.get((yield* Modal).state)).open).toBe(true)
        expect((yield* listConnections("eip155")).connections.map((c) => c.connectorId)).toEqual(["com.first", "com.second"])
      }).pipe(Effect.provide(pageEnv(page)))
    }))

  it.scoped("a wallet that refuses leaves the active wallet as it was, with ConnectionRejected", () =>
    Effect.gen(function* () {
      const page = newPage()
      yield* Effect.gen(function* () {
        yield* enableMultiWallet
        yield* syncConnectors
        yield* connectWallet("com.second")
        page.first.fail("eth_requestAccounts", 4001, "User rejected the request.")
        const error = yield* Effect.flip(switchConnection({ connection: connection("com.first"), namespace: "eip155", status: "disconnected" }))
        expect(error._tag).toBe("ConnectionRejected")
        expect(yield* address).toBe(BOB)
        expect((yield* connectorsState).activeConnectorIds.eip155).toBe("com.second")
      }).pipe(Effect.provide(pageEnv(page)))
    }))

  it.scoped("a live wallet-connect connection is made active in the modal's state", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* setConnectorsState((state) => ({
        ...state,
        connectors: [connector("walletConnect", "WALLET_CONNECT"), connector("com.first")],
        activeConnectorIds: { eip155: "com.first" },
        connections: { eip155: [connection("com.first", ALICE), connection("walletConnect", BOB)] }
      }))
      yield* switchConnection({ connection: connection("walletConnect", BOB), namespace: "eip155", status: "active" })
      const chain = (yield* Effect.flatMap(ChainState, (s) => Ref.get(s.chains))).get("eip155")
      expect(chain?.accountState).toMatchObject({
        status: "connected",
        address: BOB,
        caipAddress: `eip155:1:${BOB}`,
        connectedWalletInfo: { name: "Wallet walletConnect" },
        preferredAccountType: "eoa"
      })
      const state = yield* connectorsState
      expect(state.activeConnectorIds.eip155).toBe("walletConnect")
      expect(state.connections.eip155?.map((c) => c.connectorId)).toEqual(["walletConnect", "com.first"])
    }).pipe(Effect.provide(pageEnv(newPage()))))

  it.scoped("a disconnected wallet-connect or embedded-wallet connection sends the user to log in again (reloginConnection.test.ts follows the logins)", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* setConnectorsState((state) => ({
        ...state,
        connectors: [connector("walletConnect", "WALLET_CONNECT"), connector("ID_AUTH", "AUTH")]
      }))
      for (const [connectorId, view] of [["walletConnect", "ConnectingWalletConnect"], ["ID_AUTH", "Connect"]] as const) {
        yield* openModal({ view: "Account" })
        const switching = yield* Effect.fork(switchConnection({ connection: connection(connectorId), namespace: "eip155", status: "disconnected" }))
        yield* Effect.yieldNow()
        expect(yield* views).toEqual(["Account", view])
        // The login is followed until the visitor leaves it.
        yield* goBack
        yield* Fiber.join(switching)
      }
    }).pipe(Effect.provide(pageEnv(newPage()))))
})
