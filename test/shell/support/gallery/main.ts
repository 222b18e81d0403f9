/**
 * A page that shows one view of the modal in a given state, for looking at the views in a real
 * browser. Wallets are announced over EIP-6963 as extensions do; the catalogue is the local
 * stand-in at `?catalogue=`; a connected account is written into the chain state directly, as a
 * finished connection leaves it.
 *
 * Query: `view` (a view name), `theme` (light | dark), `catalogue` (base URL), `closed` (a URL
 * where nothing listens), `account` (1 to show a connected account), `unsupported` (1: the wallet
 * is on a network the app does not know), `data` (the view's route data, as JSON).
 */
import { Effect, Option, Ref, Stream } from "effect"
import { announceProvider } from "mipd"
import { mainnet, polygon, sepolia, solana } from "../../../../core/networks/index.js"
import { unsupportedNetwork } from "../../../../core/network/unsupportedNetwork.js"
import type { RouteData } from "../../../../core/router/RouteEntry.js"
import { Connectors } from "../../../../core/services/Connectors.js"
import { Initialization } from "../../../../core/services/Initialization.js"
import { createAppKit } from "../../../../shell/createAppKit.js"
import type { BuiltInViewName } from "../../../../shell/views/BuiltInViewName.js"
import { connectEvmAccount } from "../evmAccount.js"
import { handleOf } from "../../../../shell/runtime/handles.js"
import { changesOf } from "../../../../core/state/changesOf.js"

const query = new URLSearchParams(location.search)
const view = (query.get("view") ?? "Connect") as BuiltInViewName
const theme = query.get("theme") === "dark" ? "dark" : "light"
const catalogue = query.get("catalogue") ?? "http://127.0.0.1:9"
const closed = query.get("closed") ?? "http://127.0.0.1:9"
document.body.dataset["theme"] = theme

const icon = (fill: string, letter: string): `data:image/${string}` =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="24" fill="${fill}"/>` +
      `<text x="48" y="62" font-size="44" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  )}`

/** A provider that answers nothing: the gallery never connects for real. */
const idleProvider = () => ({
  request: () => new Promise<never>(() => undefined),
  on: () => undefined,
  removeListener: () => undefined
})

announceProvider({
  info: { uuid: crypto.randomUUID(), name: "Doorway Dev Wallet", icon: icon("#3b6cf6", "D"), rdns: "org.doorway.devwallet" },
  provider: idleProvider() as never
})
announceProvider({
  info: { uuid: crypto.randomUUID(), name: "Lantern Wallet", icon: icon("#e8833a", "L"), rdns: "app.lantern.wallet" },
  provider: idleProvider() as never
})
/** A wallet whose user says no to everything (EIP-1193 4001). */
announceProvider({
  info: { uuid: crypto.randomUUID(), name: "Refusing Wallet", icon: icon("#8a3ffc", "R"), rdns: "app.refusing.wallet" },
  provider: {
    request: () => Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 })),
    on: () => undefined,
    removeListener: () => undefined
  } as never
})

const instance = createAppKit({
  projectId: "doorway-demo",
  networks: [mainnet, polygon, sepolia, solana],
  themeMode: theme,
  features: { analytics: false },
  endpoints: { catalogue, analytics: closed, blockchain: closed, secureSite: closed, relay: closed.replace(/^http/, "ws") }
})
const { runtime } = (await handleOf(instance).start()).handle

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

/** The account a connection through the dev wallet leaves behind. */
const connectAccount = Effect.gen(function* () {
  const connectors = yield* Connectors
  const network = query.get("unsupported") === "1" ? unsupportedNetwork(999) : mainnet
  yield* connectEvmAccount(network, ADDRESS, {
    balance: "10000.123456",
    balanceSymbol: "ETH",
    connectedWalletInfo: { name: "Doorway Dev Wallet", icon: icon("#3b6cf6", "D") }
  })
  yield* Ref.update(connectors.state, (state) => ({
    ...state,
    activeConnectorIds: { ...state.activeConnectorIds, eip155: "org.doorway.devwallet" },
    connections: {
      ...state.connections,
      eip155: [
        { connectorId: "org.doorway.devwallet", accounts: [{ address: ADDRESS, type: "eoa" }], caipNetwork: mainnet },
        { connectorId: "app.lantern.wallet", accounts: [{ address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", type: "eoa" }], caipNetwork: mainnet }
      ]
    },
    recentConnections: {
      ...state.recentConnections,
      eip155: [
        {
          connectorId: "ID_AUTH",
          name: "Email wallet",
          accounts: [{ address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", type: "eoa" }],
          auth: { name: "a.very.long.name.indeed@example-company.com" }
        },
        { connectorId: "app.refusing.wallet", accounts: [{ address: "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65", type: "eoa" }] }
      ]
    }
  }))
})

const start = Effect.gen(function* () {
  const initialization = yield* Initialization
  // Start-up first (it may reset the account), then the scene.
  yield* changesOf(initialization.initialized).pipe(Stream.filter(Boolean), Stream.take(1), Stream.runDrain, Effect.timeout("3 seconds"), Effect.ignore)
  if (query.get("account") === "1") yield* connectAccount
})

const data = query.get("data")
runtime.runPromise(start).then(
  () => instance.open(data === null ? { view } : { view, data: JSON.parse(data) as RouteData }),
  (error: unknown) => {
    document.getElementById("status")!.textContent = `failed: ${String(error)}`
  }
).then(() => {
  document.getElementById("status")!.textContent = Option.some("ready").pipe(Option.getOrThrow)
})
