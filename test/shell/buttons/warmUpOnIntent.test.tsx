// @vitest-environment happy-dom
/**
 * The ready-made buttons start loading the modal's chunk, and that of the view their click opens,
 * when a visitor shows the intent to open it (the pointer over the button, a press, keyboard
 * focus), before the click; never before the runtime runs, and a chunk that fails to load leaves
 * nothing unhandled.
 */
import { act } from "react"
import type { ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"
import { mainnet } from "../../../core/networks/index.js"
import { AppKitProvider } from "../../../shell/AppKitProvider.js"
import type { AppKitInstance } from "../../../shell/AppKitInstance.js"
import { AccountButton } from "../../../shell/buttons/AccountButton.js"
import { ConnectButton } from "../../../shell/buttons/ConnectButton.js"
import { NetworkButton } from "../../../shell/buttons/NetworkButton.js"
import { makeInstance } from "../../../shell/makeInstance.js"
import type { ModalPartsModule } from "../../../shell/modal/loadModal.js"
import { attachHandle } from "../../../shell/runtime/handles.js"
import type { InstanceShell, RunningInstance } from "../../../shell/runtime/InstanceShell.js"
import { makeInstanceShell } from "../../../shell/runtime/InstanceShell.js"
import type { ShellState } from "../../../shell/runtime/startState.js"
import { useReactRoot } from "../support/reactRoot.js"
import { ADDRESS, connectedEvm, options, stateOf } from "./buttonEnv.js"

const react = useReactRoot()

/** An instance fixed at `state` whose runtime, once started, counts the loads of the modal's chunk. */
const countingInstance = (state: ShellState, preload: () => Promise<ModalPartsModule>) => {
  const cells = makeInstanceShell({ id: "cells", options: options(), initial: state, serverInitial: state, load: () => Promise.reject(new Error("unused")), fixed: true })
  const running = {
    modal: { preload, loaded: () => undefined },
    store: (key) => cells.store(key),
    dispose: () => Promise.resolve()
  } as Pick<RunningInstance, "modal" | "store" | "dispose"> as RunningInstance
  const shell: InstanceShell = makeInstanceShell({ id: "warm-up-test", options: options(), initial: state, serverInitial: state, load: () => Promise.resolve(running) })
  const instance: AppKitInstance = makeInstance(shell, () => undefined, () => undefined)
  attachHandle(instance, shell)
  return { instance, shell }
}

const mount = async (instance: AppKitInstance, node: ReactNode): Promise<void> => {
  await react.mount(<AppKitProvider instance={instance}>{node}</AppKitProvider>)
}

const button = (testId: string): HTMLButtonElement => {
  const found = document.querySelector<HTMLButtonElement>(`[data-testid=${testId}]`)
  if (found === null) throw new Error(`No button with data-testid="${testId}"`)
  return found
}

const hover = (target: HTMLElement) => act(async () => target.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })))
const press = (target: HTMLElement) => act(async () => target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })))
const focus = (target: HTMLElement) => act(async () => target.focus())

describe("a button that opens the modal warms it up on intent", () => {
  it("Connect: the pointer over it, a press and keyboard focus each ask for the modal's chunk, before any click", async () => {
    const preload = vi.fn(() => new Promise<ModalPartsModule>(() => undefined))
    const { instance, shell } = countingInstance(stateOf(), preload)
    await shell.start()
    await mount(instance, <ConnectButton />)
    await hover(button("connect"))
    expect(preload).toHaveBeenCalledTimes(1)
    await press(button("connect"))
    expect(preload).toHaveBeenCalledTimes(2)
    await focus(button("connect"))
    expect(preload).toHaveBeenCalledTimes(3)
  })

  it("with the chunk of the view each click opens: Connect's own, Account once connected, the network list", async () => {
    const warmUpView = vi.fn((_view: string | undefined) => Promise.resolve())
    const parts = { warmUpView } as Partial<ModalPartsModule> as ModalPartsModule
    const preload = vi.fn(() => Promise.resolve(parts))
    const disconnected = countingInstance(stateOf(), preload)
    await disconnected.shell.start()
    await mount(disconnected.instance, <ConnectButton />)
    await hover(button("connect"))
    expect(warmUpView.mock.calls).toEqual([[undefined]])
    await react.unmount()

    const connected = countingInstance(stateOf({}, connectedEvm(mainnet, ADDRESS)), preload)
    await connected.shell.start()
    await mount(
      connected.instance,
      <>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </>
    )
    await hover(button("connect"))
    await hover(button("account-button"))
    await press(button("network"))
    expect(preload).toHaveBeenCalledTimes(4)
    expect(warmUpView.mock.calls).toEqual([[undefined], ["Account"], ["Account"], ["Networks"]])
  })

  it("before the runtime runs, an intent asks for nothing and does not start it", async () => {
    const preload = vi.fn(() => new Promise<ModalPartsModule>(() => undefined))
    const { instance, shell } = countingInstance(stateOf(), preload)
    await mount(instance, <ConnectButton />)
    await hover(button("connect"))
    await press(button("connect"))
    await focus(button("connect"))
    expect(preload).not.toHaveBeenCalled()
    expect(shell.started()).toBeUndefined()
  })

  it("a chunk that fails to load leaves nothing unhandled", async () => {
    const unhandled: Array<unknown> = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on("unhandledRejection", onUnhandled)
    try {
      const preload = vi.fn(() => Promise.reject<ModalPartsModule>(new Error("Failed to fetch dynamically imported module")))
      const { instance, shell } = countingInstance(stateOf(), preload)
      await shell.start()
      await mount(instance, <ConnectButton />)
      await hover(button("connect"))
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
      expect(preload).toHaveBeenCalledTimes(1)
      expect(unhandled).toEqual([])
    } finally {
      process.off("unhandledRejection", onUnhandled)
    }
  })
})
