import { describe, expect, it } from "@effect/vitest"
import { logLevelFromOption } from "../../../core/logging/logLevelFromOption.js"

describe("logLevelFromOption", () => {
  it("maps each option name to its level", () => {
    expect(logLevelFromOption("fatal")._tag).toBe("Fatal")
    expect(logLevelFromOption("error")._tag).toBe("Error")
    expect(logLevelFromOption("warn")._tag).toBe("Warning")
    expect(logLevelFromOption("info")._tag).toBe("Info")
    expect(logLevelFromOption("debug")._tag).toBe("Debug")
    expect(logLevelFromOption("trace")._tag).toBe("Trace")
    expect(logLevelFromOption("silent")._tag).toBe("None")
  })

  it("ignores case", () => {
    expect(logLevelFromOption("DEBUG")._tag).toBe("Debug")
  })

  it("falls back to error when absent or unknown", () => {
    expect(logLevelFromOption(undefined)._tag).toBe("Error")
    expect(logLevelFromOption("verbose")._tag).toBe("Error")
    expect(logLevelFromOption("toString")._tag).toBe("Error")
  })
})
