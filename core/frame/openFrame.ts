import { Effect, Option } from "effect"
import type { Network } from "../../schemas/Network.js"
import { Options } from "../services/Options.js"
import { SecureFrame } from "../services/SecureFrame.js"
import { readStoredValue } from "../storage/storedValues.js"
import { frameUrl } from "./frameUrl.js"

/**
 * Creates the secure frame for the host's project on `network` (the active network of the
 * namespace being connected), unless it exists already (WIRE §4.1).
 */
export const openFrame = Effect.fn("frame.openFrame")(function* (
  network: Pick<Network, "caipNetworkId" | "rpcUrls"> | undefined,
  enableLogger = true
) {
  const options = yield* Options
  const frame = yield* SecureFrame
  yield* frame.create(frameUrl({ secureSite: options.endpoints.secureSite, projectId: options.projectId, network, enableLogger }))
})

/**
 * At start the frame is created only for a visitor who logged in by email or social before
 * (WIRE §4.1, SPEC §4); everyone else gets it on their first embedded-wallet step.
 */
export const openFrameIfLoginUsed = Effect.fn("frame.openFrameIfLoginUsed")(function* (
  network: Pick<Network, "caipNetworkId" | "rpcUrls"> | undefined,
  enableLogger = true
) {
  const used = yield* readStoredValue("@appkit-wallet/EMAIL_LOGIN_USED_KEY")
  if (Option.isSome(used)) yield* openFrame(network, enableLogger)
})
