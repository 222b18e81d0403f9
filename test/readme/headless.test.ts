/** The headless example of docs/headless-core.md, run as written against the in-memory REST client. */
import { Effect, Layer, ManagedRuntime, Ref } from "effect"
import { describe, expect, it } from "vitest"
import { fetchRemoteFeatures, messageOf, openModal, resolveOptions, selectNetwork } from "doorway-connect"
import { AppLive } from "doorway-connect/layers"
import { mainnet, polygon } from "doorway-connect/networks"
import { Modal } from "../../core/services/Modal.js"

describe("docs/headless-core.md: running the core headless", () => {
  it("resolves options, fetches features (falling back when unreachable), opens the modal and reports a typed error", async () => {
    const options = resolveOptions({
      projectId: "readme",
      networks: [mainnet, polygon],
      endpoints: { catalogue: "http://127.0.0.1:9", blockchain: "http://127.0.0.1:9", analytics: "http://127.0.0.1:9" }
    })
    const runtime = ManagedRuntime.make(AppLive({ options }).pipe(Layer.orDie))
    const features = await runtime.runPromise(fetchRemoteFeatures)
    expect(features.email).toBe(true)
    await runtime.runPromise(openModal({ view: "Connect" }))
    expect(await runtime.runPromise(Effect.flatMap(Modal, (modal) => Ref.get(modal.state)))).toMatchObject({ open: true })
    const result = await runtime.runPromise(Effect.either(selectNetwork("eip155:10")))
    expect(result._tag).toBe("Left")
    if (result._tag === "Left") expect([result.left._tag, messageOf(result.left)]).toEqual(["NetworkNotFound", "Network not found"])
    await runtime.dispose()
  })
})
