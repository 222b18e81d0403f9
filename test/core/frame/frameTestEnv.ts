/** A scripted secure frame and an in-memory storage for the frame programs, and the host's timeout callback. */
import { Effect, Layer, Ref } from "effect"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import type { FrameTimeoutReason, OnFrameTimeout } from "../../../core/frame/FrameTimeoutReason.js"

export const FRAME_SRC = "https://secure.example/sdk?projectId=p1"

/** A fresh frame (already created) and storage per test. */
export const frameTestEnv = Layer.merge(SecureFrameTest.layer, StorageMemory.layer)

/** The host's timeout callback, remembering what it was told. */
export const makeTimeoutLog = Effect.map(Ref.make<ReadonlyArray<FrameTimeoutReason>>([]), (reasons) => ({
  onTimeout: ((reason) => Ref.update(reasons, (list) => [...list, reason])) satisfies OnFrameTimeout,
  reasons: Ref.get(reasons)
}))

/** The frame says READY now. */
export const frameSaysReady = Effect.flatMap(SecureFrameScript, (script) => script.reply({ type: "@w3m-frame/READY" }))
