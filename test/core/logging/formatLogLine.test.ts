import { describe, expect, it } from "@effect/vitest"
import { Cause, FiberId, FiberRefs, HashMap, List, LogLevel, LogSpan } from "effect"
import { formatLogLine } from "../../../core/logging/formatLogLine.js"

const at = new Date("2024-05-01T12:00:00.000Z")

const options = (overrides: Partial<Parameters<typeof formatLogLine>[0]> = {}): Parameters<typeof formatLogLine>[0] => ({
  fiberId: FiberId.none,
  logLevel: LogLevel.Error,
  message: "boom",
  cause: Cause.empty,
  context: FiberRefs.unsafeMake(new Map()),
  spans: List.empty(),
  annotations: HashMap.empty(),
  date: at,
  ...overrides
})

describe("formatLogLine", () => {
  it("starts with the ISO time and the level", () => {
    expect(formatLogLine(options())).toBe("2024-05-01T12:00:00.000Z ERROR boom")
    expect(formatLogLine(options({ logLevel: LogLevel.Warning }))).toBe("2024-05-01T12:00:00.000Z WARN boom")
  })

  it("joins message parts and renders values that are not strings", () => {
    expect(formatLogLine(options({ message: ["status", 404, { path: "/e" }] }))).toBe(
      '2024-05-01T12:00:00.000Z ERROR status 404 {"path":"/e"}'
    )
  })

  it("adds annotations and span durations", () => {
    const line = formatLogLine(
      options({
        annotations: HashMap.make(["service", "analytics"]),
        spans: List.make(LogSpan.make("post", at.getTime() - 25))
      })
    )
    expect(line).toBe("2024-05-01T12:00:00.000Z ERROR boom service=analytics post=25ms")
  })

  it("puts a cause on the following lines", () => {
    const line = formatLogLine(options({ cause: Cause.fail("no answer") }))
    const [head, ...rest] = line.split("\n")
    expect(head).toBe("2024-05-01T12:00:00.000Z ERROR boom")
    expect(rest.join("\n")).toContain("no answer")
  })
})
