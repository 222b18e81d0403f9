// @vitest-environment happy-dom
/**
 * The email section of Connect checks the address on Continue (SPEC §5's email rule, loaded with
 * the section's programs): a malformed or empty address shows 'Enter a valid email address' and
 * asks for no code; a valid one clears that message and asks for a code for the trimmed address.
 * Bad input (the product's rule: a clear message, nothing lost): an address with markup, or of
 * 10,000 characters, is refused the same way; the markup stays text, the field keeps what was
 * typed, and the section stays usable.
 */
import { Effect } from "effect"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { AppHandle } from "../../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../../shell/i18n/english.js"
import { TextsContext } from "../../../../shell/i18n/TextsContext.js"
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
      <HandleContext value={handle}><TextsContext value={ENGLISH}>
        <EmailSection />
      </TextsContext></HandleContext>
    )
  )
  const input = container.querySelector<HTMLInputElement>('input[name="email"]')
  const form = container.querySelector("form")
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (input === null || form === null || button === null) throw new Error("The email section has no field, form or button")
  const type = (text: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    })
  const submit = () => act(() => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })))
  const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null
  return { container, input, button, type, submit, alertText }
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

const MARKUP = "<b>a</b>@x.com"
const LONG = `${"a".repeat(9_994)}@x.com`

describe("Connect's email field refuses bad input before anything is sent", () => {
  it.each([
    ["an address with markup", MARKUP],
    ["an address of 10,000 characters", LONG]
  ])("%s: 'Enter a valid email address', no code asked, the typed text kept", async (_, typed) => {
    expect(LONG).toHaveLength(10_000)
    const section = show()
    section.type(typed)
    section.submit()
    await settled(() => expect(section.alertText()).toBe("Enter a valid email address"))
    expect(section.input.getAttribute("aria-invalid")).toBe("true")
    expect(asked.emails).toEqual([])
    // Nothing typed becomes markup, and nothing typed is lost.
    expect(section.container.querySelector("b")).toBeNull()
    expect(section.input.value).toBe(typed)
    // The section is ready for another try.
    expect(section.button.disabled).toBe(false)
    expect(section.button.textContent).toBe("Continue with email")
  })

  it("stays usable: after both refusals a valid address asks for its code and the message goes", async () => {
    const section = show()
    for (const typed of [MARKUP, LONG]) {
      section.type(typed)
      section.submit()
      await settled(() => expect(section.alertText()).toBe("Enter a valid email address"))
    }
    section.type("visitor@example.com")
    section.submit()
    await settled(() => expect(asked.emails).toEqual(["visitor@example.com"]))
    await settled(() => expect(section.alertText()).toBe(null))
    expect(section.input.getAttribute("aria-invalid")).toBe("false")
  })
})
