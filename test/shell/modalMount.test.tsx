// @vitest-environment happy-dom
/**
 * Where and when `createAppKit` mounts the modal in a page: its element is the last child of
 * `body` at once, but its React root renders only once the runtime runs (until then the modal
 * draws nothing, and a root rendered at page start would run before the host's first render).
 */
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mainnet } from "../../core/networks/index.js"
import type { AppKitInstance } from "../../shell/AppKitInstance.js"
import { createAppKit, MODAL_ELEMENT } from "../../shell/createAppKit.js"
import { handleOf } from "../../shell/runtime/handles.js"
import { InstanceDestroyedError } from "../../shell/runtime/InstanceRuntime.js"

const rendered = vi.hoisted(() => ({ count: 0 }))
vi.mock("../../shell/modal/ModalRoot.js", () => ({
  ModalRoot: () => {
    rendered.count++
    return <p data-testid="modal-root">modal</p>
  }
}))

// A loopback port that is never opened: the start-up fetches fail at once.
const endpoint = "http://127.0.0.1:9"
const created: Array<AppKitInstance> = []
afterEach(async () => {
  await Promise.all(created.splice(0).map((instance) => instance.destroy()))
  rendered.count = 0
})

const make = (): AppKitInstance => {
  const instance = createAppKit({
    projectId: "test-project",
    networks: [mainnet],
    endpoints: { blockchain: endpoint, catalogue: endpoint, analytics: endpoint, secureSite: endpoint, relay: endpoint }
  })
  created.push(instance)
  return instance
}

/** Makes an instance inside `act`: whatever React was asked to render meanwhile is drawn when it returns. */
const makeAndRender = async (): Promise<AppKitInstance> => {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  flags.IS_REACT_ACT_ENVIRONMENT = true
  try {
    let instance: AppKitInstance | undefined
    await act(async () => {
      instance = make()
    })
    return instance!
  } finally {
    // The start renders later, on its own, as in a page.
    flags.IS_REACT_ACT_ENVIRONMENT = false
  }
}

const modalElement = () => document.querySelector(MODAL_ELEMENT)

describe("the modal's mount", () => {
  it("appends the element at once and renders into it only once the runtime runs", async () => {
    const instance = await makeAndRender()
    expect(document.body.lastElementChild?.tagName).toBe("DOORWAY-MODAL")
    expect(modalElement()?.childElementCount).toBe(0)
    expect(rendered.count).toBe(0)

    await handleOf(instance).start()
    await vi.waitFor(() => expect(modalElement()?.querySelector('[data-testid="modal-root"]')?.textContent).toBe("modal"))
    expect(rendered.count).toBe(1)
  })

  it("removes the element of an instance destroyed before it started, and never renders", async () => {
    const instance = make()
    await instance.destroy()
    expect(modalElement()).toBeNull()
    await expect(handleOf(instance).start()).rejects.toBeInstanceOf(InstanceDestroyedError)
    expect(rendered.count).toBe(0)
  })
})
