// @vitest-environment happy-dom
/**
 * What the visitor sees of the catalogue's alerts (SPEC §8): the program that meets the problem
 * raises it through the Alerts service, and the modal's banner shows it as an alert, with the
 * spec's headline and the hint below it, until dismissed.
 */
import { Effect, Ref } from "effect"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fetchRemoteFeatures } from "../../../core/config/fetchRemoteFeatures.js"
import { OriginNotAllowed } from "../../../core/errors/AlertErrors.js"
import { alertFrameTimeout } from "../../../core/frame/alertFrameTimeout.js"
import { Features } from "../../../core/services/Features.js"
import type { AppServices } from "../../../layers/AppLive.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../shell/i18n/english.js"
import { TextsContext } from "../../../shell/i18n/TextsContext.js"
import { AlertBanner } from "../../../shell/modal/AlertBanner.js"
import { useReactRoot } from "../support/reactRoot.js"
import { makeHandle } from "../views/viewEnv.js"

const { mount } = useReactRoot()
const handles: Array<AppHandle> = []
beforeEach(() => {
  // No hosted service here: every request (the alert's error report among them) is answered 204.
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })))
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

/** Runs `program` on a fresh instance and shows the banner of that instance. */
const raise = async (program: Effect.Effect<unknown, unknown, AppServices>) => {
  const handle = makeHandle()
  handles.push(handle)
  const host = await mount(
    <HandleContext value={handle}><TextsContext value={ENGLISH}>
      <AlertBanner />
    </TextsContext></HandleContext>
  )
  await act(async () => {
    await handle.runtime.runPromise(program)
  })
  return host
}

const alertIn = (host: HTMLElement) => host.querySelector<HTMLElement>('[role="alert"]')

const cases: ReadonlyArray<readonly [string, Effect.Effect<unknown, unknown, AppServices>, string, string]> = [
  [
    "the frame did not load (iframe_load_failed)",
    alertFrameTimeout("iframe_load_failed"),
    "Could not load embedded wallet",
    "There was an issue loading the embedded wallet. Please try again later."
  ],
  [
    "the frame did not load on a page whose origin the project refused",
    Effect.zipRight(
      Effect.flatMap(Features, (features) => Ref.set(features.originCheck, { _tag: "Refused", error: new OriginNotAllowed({ origin: "https://other.site" }) })),
      alertFrameTimeout("iframe_load_failed")
    ),
    "Unverified Domain",
    "The embedded wallet could not load. Make sure this domain is verified in the project settings."
  ],
  [
    "a login request to the frame timed out (iframe_request_timeout)",
    alertFrameTimeout("iframe_request_timeout"),
    "Embedded Wallet Request Timed Out",
    "The embedded wallet did not answer in time. Please try again later."
  ]
]

describe("alerts the visitor sees (SPEC §8)", () => {
  it.each(cases)("%s: the alert shows its headline and hint", async (_, program, headline, hint) => {
    const host = await raise(program)
    const alert = alertIn(host)
    expect(alert?.querySelector(".doorway-alert-title")?.textContent).toBe(headline)
    expect(alert?.textContent).toBe(`${headline}${hint}\u00d7`)
  })

  it.each([
    ["Unauthorized: origin not allowed", "Origin Not Allowed"],
    ["JWT validation error: JWT Token is not yet valid", "Session Expired"],
    ["Unauthorized: invalid key", "Invalid Project ID"]
  ])("the project configuration refused with '%s' in its body: the %s alert shows", async (refusal, headline) => {
    vi.stubGlobal("fetch", (input: RequestInfo | URL) =>
      Promise.resolve(
        String(input instanceof Request ? input.url : input).includes("/appkit/v1/config")
          ? new Response(JSON.stringify({ message: refusal }), { status: 403, headers: { "content-type": "application/json" } })
          : new Response(null, { status: 204 })
      )
    )
    const host = await raise(fetchRemoteFeatures)
    expect(alertIn(host)?.querySelector(".doorway-alert-title")?.textContent).toBe(headline)
  })

  it("Dismiss alert hides it", async () => {
    const host = await raise(alertFrameTimeout("iframe_load_failed"))
    const dismiss = host.querySelector<HTMLButtonElement>('button[aria-label="Dismiss alert"]')
    expect(dismiss).not.toBeNull()
    await act(async () => dismiss?.click())
    await act(async () => undefined)
    expect(alertIn(host)).toBeNull()
  })
})
