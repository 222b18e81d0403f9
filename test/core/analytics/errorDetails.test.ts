import { describe, expect, it } from "@effect/vitest"
import { Data } from "effect"
import { errorDetails } from "../../../core/analytics/reportError.js"

class FrameTimeout extends Data.TaggedError("FrameTimeout")<{ readonly message: string }> {}

describe("errorDetails", () => {
  it("takes name, message and stack of an Error", () => {
    const error = new RangeError("too far")
    expect(errorDetails(error)).toEqual({ errorType: "RangeError", errorMessage: "too far", stackTrace: error.stack })
  })

  it("names a tagged error by its tag", () => {
    expect(errorDetails(new FrameTimeout({ message: "no answer" }))).toMatchObject({
      errorType: "FrameTimeout",
      errorMessage: "no answer"
    })
    expect(errorDetails({ _tag: "Plain" })).toEqual({ errorType: "Plain", errorMessage: "", stackTrace: "" })
  })

  it("describes anything else as a plain Error", () => {
    expect(errorDetails("oops")).toEqual({ errorType: "Error", errorMessage: "oops", stackTrace: "" })
  })
})
