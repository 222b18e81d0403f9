/**
 * One log: the embedded wallet's programs and its frame's, made on first use by the live kinds of
 * connection, log through the instance's logger at the instance's level, like every other program.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, TestClock } from "effect"
import type { Runtime, Scope } from "effect"
import { mainnet } from "doorway-connect/networks"
import { readLogs } from "../../../core/logging/readLogs.js"
import type { LogBuffer } from "../../../core/services/LogBuffer.js"
import type { Storage } from "../../../core/services/Storage.js"
import { WalletConnections } from "../../../core/services/WalletConnections.js"
import type { Connector } from "../../../schemas/Connector.js"
import * as LogTest from "../../../layers/LogTest.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { makeSecureFrameLive } from "../../../layers/SecureFrameLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { liveConnectionEnv } from "../../core/connection/liveConnectionEnv.js"
import { FRAME_SRC, frameSaysReady } from "../../core/frame/frameTestEnv.js"
import { eventually } from "../../core/rpc/eventually.js"
import { Page, SECURE_ORIGIN } from "../secureFrame/framePage.js"

const AUTH: Connector = { id: "ID_AUTH", name: "Email and socials", type: "AUTH", chain: "eip155", chains: [mainnet] }

/** An instance whose log keeps `level` and above, over the live kinds and a scripted frame. */
const instance = (level: string) =>
  liveConnectionEnv({
    rpc: RpcTransportTest({}, { connectionCheck: false }),
    storage: StorageMemory.layer,
    options: OptionsLive({ projectId: "test-project", networks: [mainnet] })
  }).pipe(Layer.provideMerge(LogTest.layer({ level })))

/** The frame refuses every sync, which the embedded wallet's appearance program logs as a warning. */
const refuseEverySync = Effect.flatMap(SecureFrameScript, (script) =>
  script.answerWith((event) => [{ type: `${event.type.replace("@w3m-app/", "@w3m-frame/")}_ERROR`, id: event.id, payload: { message: "refused" } }])
)

const refusedSyncLines = Effect.map(readLogs, (lines) => lines.filter((line) => line.includes("SYNC_DAPP_DATA: refused")))

/** The embedded kind made as a login makes it, with its frame ready and its first sync refused. */
const embeddedKindWithRefusedSync = Effect.gen(function* () {
  yield* refuseEverySync
  const connections = yield* WalletConnections
  yield* connections.kindOf(AUTH)
  yield* Effect.flatMap(connections.secureFrame, (frame) => frame.create(FRAME_SRC))
  yield* frameSaysReady
  // The frame counts as ready 500 ms after READY (SPEC §4), on the virtual clock.
  yield* TestClock.adjust("500 millis")
})

describe("the embedded wallet logs through the instance's log", () => {
  it.scoped("a warning of its programs reaches the instance's log at level warn", () =>
    Effect.gen(function* () {
      yield* embeddedKindWithRefusedSync
      yield* eventually(Effect.map(refusedSyncLines, (lines) => lines.length === 1), "the refused sync logged")
      expect((yield* refusedSyncLines)[0]).toContain("WARN")
    }).pipe(Effect.provide(instance("warn"))))

  it.scoped("the same warning is left out at level error", () =>
    Effect.gen(function* () {
      yield* embeddedKindWithRefusedSync
      // The sync was answered: what follows it (the theme) is asked next.
      const script = yield* SecureFrameScript
      yield* eventually(Effect.map(script.sent, (sent) => sent.some((event) => event.type === "@w3m-app/SYNC_THEME")), "the theme asked")
      expect(yield* readLogs).toEqual([])
    }).pipe(Effect.provide(instance("error"))))
})

describe("the secure frame logs through the instance's log", () => {
  /** The live frame over a page made by hand, on the runtime of an instance logging at `level`. */
  const frameOnInstance = (level: string) =>
    Effect.gen(function* () {
      const runtime = yield* Effect.runtime<Storage | Scope.Scope | LogBuffer>()
      const page = new Page()
      const frame = yield* Effect.promise(() => makeSecureFrameLive(runtime as Runtime.Runtime<Storage | Scope.Scope>, page))
      yield* frame.create(`${SECURE_ORIGIN}/sdk`)
      // A message from the frame's own window that is not the protocol's.
      page.deliver({ type: "@w3m-frame/NOT_A_MESSAGE" }, SECURE_ORIGIN, Option.getOrThrow(Option.fromNullable(page.frame?.contentWindow)))
      return yield* Effect.map(readLogs, (lines) => lines.filter((line) => line.includes("Dropped a frame message")))
    }).pipe(Effect.provide(Layer.merge(StorageMemory.layer, LogTest.layer({ level }))))

  it.scoped("a message it drops is logged in the instance's log at level warn, and not at level error", () =>
    Effect.gen(function* () {
      expect(yield* frameOnInstance("warn")).toHaveLength(1)
      expect(yield* frameOnInstance("error")).toEqual([])
    }))
})
