import { describe, expect, it } from "vitest"
import { selfTimeByScript, timelineOf, type CpuProfile } from "../../../scripts/profile/profileTimeline.js"

const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 0, columnNumber: 0 })

/** (root) → render@app.js → layout@app.js; (root) → (idle); one sample per ms. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(root)"), children: [2, 4] },
    { id: 2, callFrame: frame("render", "http://127.0.0.1/assets/app.js"), children: [3] },
    { id: 3, callFrame: frame("layout", "http://127.0.0.1/assets/app.js") },
    { id: 4, callFrame: frame("(idle)") }
  ],
  startTime: 0,
  endTime: 7000,
  samples: [2, 3, 3, 4, 4, 2, 2],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000]
}

describe("timelineOf", () => {
  it("merges consecutive samples of one outer path and leaves out idle time", () => {
    expect(timelineOf(profile, { depth: 1, minMs: 0 })).toEqual([
      { path: "render@app.js:1", startMs: 0, durationMs: 3 },
      { path: "render@app.js:1", startMs: 5, durationMs: 1 }
    ])
  })

  it("splits by the deeper frames when asked for more depth, and drops segments under minMs", () => {
    expect(timelineOf(profile, { depth: 2, minMs: 2 })).toEqual([{ path: "render@app.js:1 > layout@app.js:1", startMs: 1, durationMs: 2 }])
  })
})

describe("selfTimeByScript", () => {
  it("sums each sample's time (to the next sample; the last counts none) under its script, largest first", () => {
    expect(selfTimeByScript(profile)).toEqual([
      ["app.js", 4],
      ["(idle)", 2]
    ])
  })
})
