/**
 * SIWXSignMessage's sign button says what the sign-in flow is doing (SPEC §8 loading text
 * 'Authenticating...'): the flow's loading flag (test/core/siwx/signInFlow.test.ts) shown in words.
 */
import { Effect, Ref } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { mainnet } from "../../../core/networks/index.js"
import { Modal } from "../../../core/services/Modal.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import SiwxSignMessageView from "../../../shell/views/siwx/SiwxSignMessageView.js"
import { connectEvmAccount } from "../support/evmAccount.js"
import { ADDRESS, makeHandle, render, seed } from "./viewEnv.js"

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const signInView = (loading: boolean): string => {
  const handle = makeHandle({ metadata: { name: "My App", description: "", url: "https://myapp.test", icons: [] } })
  handles.push(handle)
  seed(handle, connectEvmAccount(mainnet, ADDRESS))
  seed(handle, Effect.flatMap(Modal, (modal) => Ref.set(modal.state, { open: true, loading })))
  return render(handle, <SiwxSignMessageView data={undefined} />)
}

/** The text of each button, in order, with whether it is disabled. */
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map((m) => ({ text: m[2], disabled: / disabled=""/.test(m[1] ?? "") }))

describe("SIWXSignMessage view", () => {
  it("offers Sign and Cancel while nothing is under way", () => {
    const html = signInView(false)
    expect(html).toContain("My App needs to connect to your wallet")
    expect(buttons(html)).toEqual([
      { text: "Cancel", disabled: false },
      { text: "Sign", disabled: false }
    ])
  })

  it("says 'Authenticating...' on the sign button, both buttons disabled, while the wallet is asked", () => {
    const html = signInView(true)
    expect(buttons(html)).toEqual([
      { text: "Cancel", disabled: true },
      { text: "Authenticating...", disabled: true }
    ])
    expect(html).not.toContain(">Sign<")
  })
})
