// @vitest-environment happy-dom
/**
 * The email section of Connect checks the address on Continue (SPEC §5's email rule, loaded with
 * the section's programs): a malformed or empty address shows 'Enter a valid email address' and
 * asks for no code; a valid one clears that message and asks for a code for the trimmed address.
 */
import { Effect } from "effect"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { AppHandle } from "../../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../../shell/runtime/HandleContext.js"
import EmailSection from "../../../../shell/views/connect/EmailSection.js"
import { makeHandle } from "../viewEnv.js"

const asked = vi.hoisted(() => ({ emails: [] as Array<string> }))
// No secure frame here: the code request is recorded instead of sent.
vi.mock("../../../../core/frame/withInstanceFrame.js", () => ({ withInstanceFrame: <A,>(program: A) => program }))
vi.mock("../../../../core/embedded/beginEmailLogin.js", () => ({
  beginEmailLogin: (email: string) =>
    Effect.sync(() => {
      asked.emails.push(email)
    })
}))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const handles: Array<AppHandle> = []
beforeEach(() => {
  // The origin check the section makes at idle finds no service.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")))
})
afterEach(async () => {
  vi.unstubAllGlobals()
  asked.emails.length = 0
  document.body.replaceChildren()
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const show = () => {
  const handle = makeHandle()
  handles.push(handle)
  const container = document.createElement("div")
  document.body.append(container)
  act(() =>
    createRoot(container).render(
      <HandleContext value={handle}>
        <EmailSection />
      </HandleContext>
    )
  )
  const input = container.querySelector<HTMLInputElement>('input[name="email"]')
  const form = container.querySelector("form")
  if (input === null || form === null) throw new Error("The email section has no field or form")
  const type = (text: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    })
  const submit = () => act(() => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })))
  const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null
  return { input, type, submit, alertText }
}

/** Lets the section's program run (its chunk load, then the check). */
const settled = (check: () => void) => vi.waitFor(check, { timeout: 2_000, interval: 5 })

describe("Connect: the email field", () => {
  it("refuses a malformed address on Continue and asks for no code", async () => {
    const section = show()
    section.type("someone@")
    section.submit()
    await settled(() => expect(section.alertText()).toBe("Enter a valid email address"))
    expect(section.input.getAttribute("aria-invalid")).toBe("true")
    expect(asked.emails).toEqual([])
  })

  it("refuses an empty field", async () => {
    const section = show()
    section.submit()
    await settled(() => expect(section.alertText()).toBe("Enter a valid email address"))
    expect(asked.emails).toEqual([])
  })

  it("asks for a code for a valid address, trimmed, and clears the message", async () => {
    const section = show()
    section.type("not an email")
    section.submit()
    await settled(() => expect(section.alertText()).toBe("Enter a valid email address"))
    section.type("  visitor@example.com ")
    section.submit()
    await settled(() => expect(asked.emails).toEqual(["visitor@example.com"]))
    await settled(() => expect(section.alertText()).toBe(null))
    expect(section.input.getAttribute("aria-invalid")).toBe("false")
  })
})
