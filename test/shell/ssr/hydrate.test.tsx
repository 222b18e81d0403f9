// @vitest-environment happy-dom
/**
 * A page hydrating what a server rendered: the server's markup comes from its inactive instance;
 * in the page, `createAppKit` makes the running one, whose start state differs (the system's
 * light colour scheme, a remembered connection being restored). Hydration reads the server's
 * start state, so it matches with no warning, then the page shows its own state; a render in the
 * page without server markup shows its own state from the first commit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { act } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { mainnet, polygon } from "../../../core/networks/index.js"
import type { AppKitInstance } from "../../../shell/AppKitInstance.js"
import { AppKitModal } from "../../../shell/AppKitModal.js"
import { AccountButton } from "../../../shell/buttons/AccountButton.js"
import { ConnectButton } from "../../../shell/buttons/ConnectButton.js"
import { NetworkButton } from "../../../shell/buttons/NetworkButton.js"
import { createAppKit } from "../../../shell/createAppKit.js"
import { createServerInstance } from "../../../shell/createServerInstance.js"
import { useAppKitAccount } from "../../../shell/hooks/useAppKitAccount.js"
import { useAppKitTheme } from "../../../shell/hooks/useAppKitTheme.js"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const endpoint = "http://127.0.0.1:9"
const OPTIONS: AppKitOptions = {
  projectId: "test-project",
  networks: [mainnet, polygon],
  endpoints: { blockchain: endpoint, catalogue: endpoint, analytics: endpoint, secureSite: endpoint, relay: endpoint }
}

/** Every status the probe rendered, in order. */
let rendered: Array<string> = []

const Status = () => {
  const { status } = useAppKitAccount()
  const { themeMode } = useAppKitTheme()
  const shown = `${status ?? "none"} ${themeMode}`
  rendered.push(shown)
  return <p id="status">{shown}</p>
}

const App = () => (
  <main>
    <header>
      <ConnectButton />
      <NetworkButton />
      <AccountButton />
    </header>
    <Status />
    <AppKitModal />
  </main>
)

/** The server's markup: its own inactive instance, gone before the page's is made. */
const serverMarkup = async (): Promise<string> => {
  const server = createServerInstance(OPTIONS)
  const html = renderToString(<App />)
  await server.destroy()
  return html
}

let page: AppKitInstance | undefined
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  rendered = []
  localStorage.setItem("@appkit/eip155:connected_connector_id", "io.example.wallet")
  document.body.innerHTML = ""
})
afterEach(async () => {
  vi.restoreAllMocks()
  localStorage.clear()
  await page?.destroy()
  page = undefined
})

describe("hydrating server markup", () => {
  it("matches with no warning while a connection is remembered, then shows the page's state", async () => {
    const html = await serverMarkup()
    expect(html).toContain('<p id="status">disconnected dark</p>')
    expect(html).toContain('data-testid="connect" data-state="disconnected"')

    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const recoverable: Array<unknown> = []
    const container = document.createElement("div")
    container.innerHTML = html
    document.body.append(container)
    page = createAppKit({ ...OPTIONS, append: false })
    // The page's own start state: the remembered wallet is being restored, the system is light.
    expect(page.getThemeMode()).toBe("light")

    const root = await act(async () =>
      hydrateRoot(container, <App />, { onRecoverableError: (error) => recoverable.push(error) })
    )
    expect(errors.mock.calls).toEqual([])
    expect(recoverable).toEqual([])
    // Hydrated with the server's state, then re-rendered with the page's.
    expect(rendered[0]).toBe("disconnected dark")
    expect(rendered.at(-1)).toBe("connecting light")
    expect(container.querySelector("#status")?.textContent).toBe("connecting light")
    expect(container.querySelector('[data-testid="connect"]')?.getAttribute("data-state")).toBe("connecting")
    await act(async () => root.unmount())
  })

  it("renders the page's state from the first commit when there is no server markup", async () => {
    page = createAppKit({ ...OPTIONS, append: false })
    const container = document.createElement("div")
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<App />))
    expect(rendered[0]).toBe("connecting light")
    expect(container.querySelector('[data-testid="connect"]')?.getAttribute("aria-busy")).toBe("true")
    await act(async () => root.unmount())
  })
})
