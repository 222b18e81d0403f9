import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { readLogs } from "../../../core/logging/readLogs.js"
import * as LogTest from "../../../layers/LogTest.js"
import { withCapturedConsole } from "./consoleCapture.js"
import { logContract } from "./logContract.js"

logContract("LogTest", (options) => LogTest.layer(options))

describe("LogTest", () => {
  it.effect("keeps lines in the buffer only, never on the console", () =>
    withCapturedConsole((calls) =>
      Effect.gen(function* () {
        yield* Effect.logError("quiet")
        expect(yield* readLogs).toHaveLength(1)
        expect(calls).toEqual([])
      }).pipe(Effect.provide(LogTest.layer()))
    ))
})
