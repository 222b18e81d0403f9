// @vitest-environment happy-dom
/**
 * ProfileWallets' Connect on a remembered embedded-wallet connection, in a DOM (SPEC §4): a
 * social login's popup opens within the click itself (a browser allows a popup only then) on the
 * secure site's loading page, and ConnectingSocial follows; a connection naming no login the
 * modal can run opens Connect. The logins themselves: test/core/connection/multiWallet/reloginConnection.test.ts.
 */
import { Effect, Ref } from "effect"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { openModal } from "../../../core/router/openModal.js"
import { push } from "../../../core/router/push.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { Features } from "../../../core/services/Features.js"
import { Router } from "../../../core/services/Router.js"
import { mainnet } from "../../../core/networks/index.js"
import type { Connection } from "../../../schemas/Connection.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../shell/i18n/english.js"
import { TextsContext } from "../../../shell/i18n/TextsContext.js"
import ProfileWalletsView from "../../../shell/views/ProfileWalletsView.js"
import { useReactRoot } from "../support/reactRoot.js"
import { ADDRESS, makeHandle, seed } from "./viewEnv.js"

const root = useReactRoot()
const handles: Array<AppHandle> = []
const windows: Array<{ closed: boolean }> = []

beforeEach(() => {
  // The hosted services and the secure frame find no service here.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")))
})

afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  for (const opened of windows.splice(0)) opened.closed = true
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

/** `window.open` as a browser that allows popups answers it. */
const allowPopups = () =>
  vi.spyOn(window, "open").mockImplementation(() => {
    const opened = { closed: false, location: { href: "" }, close: () => void (opened.closed = true) }
    windows.push(opened)
    return opened as unknown as Window
  })

const CONNECTORS: ReadonlyArray<Connector> = [
  { id: "dev", name: "Doorway Dev Wallet", type: "ANNOUNCED", chain: "eip155" },
  { id: "ID_AUTH", name: "Email and socials", type: "AUTH", chain: "eip155" }
]

/** Multi-wallet on, the dev wallet active, the embedded wallet remembered naming `auth`; the modal on ProfileWallets. */
const scene = (auth: Connection["auth"]): AppHandle => {
  const handle = makeHandle({ networks: [mainnet] })
  handles.push(handle)
  seed(
    handle,
    Effect.gen(function* () {
      yield* Ref.update((yield* Features).state, (state) => ({ ...state, multiWallet: true }))
      yield* Ref.update((yield* Connectors).state, (state) => ({
        ...state,
        connectors: CONNECTORS,
        activeConnectorIds: { eip155: "dev" },
        connections: { eip155: [{ connectorId: "dev", accounts: [{ address: ADDRESS }] }] },
        recentConnections: {
          eip155: [{ connectorId: "ID_AUTH", accounts: [{ address: "0x1111111111111111111111111111111111111111" }], ...(auth === undefined ? {} : { auth }) }]
        }
      }))
      yield* openModal({ view: "Account" })
      yield* push("ProfileWallets")
    })
  )
  return handle
}

const views = (handle: AppHandle) =>
  seed(handle, Effect.flatMap(Router, (router) => Effect.map(Ref.get(router.history), (history) => history.map((entry) => [entry.view, entry.data]))))

const connectButton = (host: HTMLElement) => [...host.querySelectorAll("button")].find((button) => button.textContent === "Connect")

describe("ProfileWallets: Connect on a remembered embedded-wallet connection", () => {
  it("a Google login: the row names it, the popup opens within the click, then ConnectingSocial", async () => {
    const open = allowPopups()
    const handle = scene({ name: "google", username: "ada" })
    const host = await root.mount(
      <HandleContext value={handle}><TextsContext value={ENGLISH}>
        <ProfileWalletsView />
      </TextsContext></HandleContext>
    )
    expect(host.textContent).toContain("ada")
    connectButton(host)?.click()
    // Checked before anything is awaited: the click itself opened the window.
    expect(open.mock.calls).toEqual([[`${handle.options.endpoints.secureSite}/loading`, "popupWindow", "width=600,height=800,scrollbars=yes"]])
    await vi.waitFor(() => expect(views(handle).at(-1)).toEqual(["ConnectingSocial", { provider: "google" }]))
    await act(async () => {})
  })

  it("a connection naming no login (an email with markup): Connect, and no popup", async () => {
    const open = allowPopups()
    const handle = scene({ username: "<b>a</b>@x.com" })
    const host = await root.mount(
      <HandleContext value={handle}><TextsContext value={ENGLISH}>
        <ProfileWalletsView />
      </TextsContext></HandleContext>
    )
    expect(host.querySelector("b")).toBeNull()
    connectButton(host)?.click()
    await vi.waitFor(() => expect(views(handle).map(([view]) => view)).toEqual(["Account", "ProfileWallets", "Connect"]))
    expect(open).not.toHaveBeenCalled()
    await act(async () => {})
  })
})
