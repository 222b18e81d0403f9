import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { readLogs } from "../../../core/logging/readLogs.js"
import * as LogLive from "../../../layers/LogLive.js"
import { quietConsole, withCapturedConsole } from "./consoleCapture.js"
import { logContract } from "./logContract.js"

logContract("LogLive", (options) => LogLive.layer(options).pipe(Layer.provideMerge(quietConsole)))

describe("LogLive", () => {
  it.effect("mirrors each kept line to the console method of its level", () =>
    withCapturedConsole((calls) =>
      Effect.gen(function* () {
        yield* Effect.logDebug("hidden")
        yield* Effect.logInfo("shown")
        yield* Effect.logWarning("careful")
        yield* Effect.logError("broken")
        const lines = yield* readLogs
        expect(calls).toEqual([
          { method: "info", text: lines[0] },
          { method: "warn", text: lines[1] },
          { method: "error", text: lines[2] }
        ])
        expect(lines).toHaveLength(3)
      }).pipe(Effect.provide(LogLive.layer({ level: "info" })))
    ))

  it.effect("writes nothing to the console below the level", () =>
    withCapturedConsole((calls) =>
      Effect.gen(function* () {
        yield* Effect.logWarning("below error")
        expect(calls).toEqual([])
      }).pipe(Effect.provide(LogLive.layer()))
    ))
})
