// @vitest-environment happy-dom
/**
 * The ready-made buttons clicked when there is no modal to open: before any `createAppKit` (they
 * render the disconnected defaults then, as a server's markup does) or over a destroyed instance.
 * The click does nothing and leaves no unhandled rejection; a modal that could not open for
 * another reason is reported on the console.
 */
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { MockInstance } from "vitest"
import { mainnet } from "../../../core/networks/index.js"
import { AppKitProvider } from "../../../shell/AppKitProvider.js"
import type { AppKitInstance } from "../../../shell/AppKitInstance.js"
import { AccountButton } from "../../../shell/buttons/AccountButton.js"
import { ConnectButton } from "../../../shell/buttons/ConnectButton.js"
import { NetworkButton } from "../../../shell/buttons/NetworkButton.js"
import { InstanceDestroyedError } from "../../../shell/runtime/InstanceDestroyedError.js"
import { ServerInstanceError } from "../../../shell/runtime/ServerInstanceError.js"
import { useReactRoot } from "../support/reactRoot.js"
import { ADDRESS, connectedEvm, fixedInstance, stateOf } from "./buttonEnv.js"

const unhandled: Array<unknown> = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
let logged: MockInstance<typeof console.error>
const { mount, render } = useReactRoot()

beforeEach(() => {
  unhandled.length = 0
  process.on("unhandledRejection", onUnhandled)
  logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
})

afterEach(() => {
  process.off("unhandledRejection", onUnhandled)
  logged.mockRestore()
})

/** Clicks the button with `data-testid="<id>"` and lets the rejections of the click settle. */
const click = async (testId: string): Promise<void> => {
  const button = document.querySelector<HTMLButtonElement>(`[data-testid=${testId}]`)
  if (button === null) throw new Error(`No button with data-testid="${testId}"`)
  await act(async () => button.click())
  // Node reports a rejection nobody handled once the tasks of the click are done.
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const connected = (error: () => Error): AppKitInstance => fixedInstance(stateOf({}, connectedEvm(mainnet, ADDRESS)), {}, error)

describe("a button clicked with no modal to open", () => {
  it("before createAppKit: Connect and the network button do nothing, and nothing is left unhandled", async () => {
    await mount(
      <>
        <ConnectButton />
        <NetworkButton />
      </>
    )
    await click("connect")
    await click("network")
    expect(unhandled).toEqual([])
    expect(logged.mock.calls).toEqual([])
    expect(document.querySelector("[data-testid=connect]")?.textContent).toBe("Connect")
    expect(document.querySelector<HTMLButtonElement>("[data-testid=connect]")?.disabled).toBe(false)
  })

  it("over a destroyed instance: the account buttons do nothing either", async () => {
    await mount(
      <AppKitProvider instance={connected(() => new InstanceDestroyedError())}>
        <ConnectButton />
        <AccountButton />
      </AppKitProvider>
    )
    await click("connect")
    await click("account-button")
    expect(unhandled).toEqual([])
    expect(logged.mock.calls).toEqual([])
  })

  it("reports on the console a modal that could not open for another reason, and leaves nothing unhandled", async () => {
    const failure = new Error("Failed to fetch dynamically imported module")
    await mount(
      <AppKitProvider instance={connected(() => failure)}>
        <AccountButton />
      </AppKitProvider>
    )
    await click("account-button")
    expect(unhandled).toEqual([])
    expect(logged.mock.calls).toEqual([["The modal could not open:", failure]])
    const server = new ServerInstanceError()
    await render(
      <AppKitProvider instance={connected(() => server)}>
        <NetworkButton />
      </AppKitProvider>
    )
    await click("network")
    expect(unhandled).toEqual([])
    expect(logged.mock.calls).toEqual([["The modal could not open:", failure], ["The modal could not open:", server]])
  })
})
