/**
 * Reads a V8 CPU profile (what Chromium's `Profiler.stop` returns) as a timeline of the main
 * thread: consecutive samples under the same outer call path make one segment, so a long task
 * reads as "React render 24 ms, then the Effect scheduler 18 ms" rather than as a flat list of
 * functions. Also sums the self time of each script.
 */

export interface CpuProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number }
  readonly children?: ReadonlyArray<number>
}

export interface CpuProfile {
  readonly nodes: ReadonlyArray<CpuProfileNode>
  readonly startTime: number
  readonly endTime: number
  readonly samples: ReadonlyArray<number>
  /** µs since the previous sample (the first: since `startTime`). */
  readonly timeDeltas: ReadonlyArray<number>
}

export interface Segment {
  /** The outer frames, outermost first, joined with " > ". */
  readonly path: string
  /** ms since the profile started. */
  readonly startMs: number
  readonly durationMs: number
}

/** The file name of a script URL, e.g. `ModalParts-BMtubdYN.js`; V8's own entries keep their name. */
const scriptOf = (url: string): string => url.split("/").pop() ?? url

const frameName = (node: CpuProfileNode): string => {
  const { functionName, url, lineNumber } = node.callFrame
  return url === "" ? functionName || "(anonymous)" : `${functionName || "(anonymous)"}@${scriptOf(url)}:${lineNumber + 1}`
}

/** Each sample's node with the ms it stands for (the time to the next sample). */
const weightedSamples = (profile: CpuProfile): ReadonlyArray<{ readonly node: number; readonly atMs: number; readonly ms: number }> => {
  let at = 0
  return profile.samples.map((node, index) => {
    at += profile.timeDeltas[index] ?? 0
    return { node, atMs: at / 1000, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000 }
  })
}

/** The outer `depth` frames of each sample (below V8's `(root)`), merged into segments of at least `minMs`. */
export const timelineOf = (profile: CpuProfile, { depth = 3, minMs = 2 } = {}): ReadonlyArray<Segment> => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const pathOf = (id: number): string => {
    const frames: Array<string> = []
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at)
      if (node !== undefined) frames.push(frameName(node))
    }
    // Outermost first, without "(root)".
    return frames.reverse().slice(1, depth + 1).join(" > ")
  }
  const segments: Array<{ path: string; startMs: number; durationMs: number }> = []
  for (const sample of weightedSamples(profile)) {
    const path = pathOf(sample.node)
    const last = segments.at(-1)
    if (last !== undefined && last.path === path) last.durationMs += sample.ms
    else segments.push({ path, startMs: sample.atMs, durationMs: sample.ms })
  }
  return segments.filter((segment) => segment.durationMs >= minMs && segment.path !== "(idle)")
}

/** Self time per script (V8's own work under its entry name, e.g. "(program)", "(garbage collector)"), largest first. */
export const selfTimeByScript = (profile: CpuProfile): ReadonlyArray<readonly [string, number]> => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  for (const sample of weightedSamples(profile)) {
    const frame = byId.get(sample.node)?.callFrame
    if (frame === undefined) continue
    const key = frame.url === "" ? frame.functionName : scriptOf(frame.url)
    totals.set(key, (totals.get(key) ?? 0) + sample.ms)
  }
  return [...totals].sort((a, b) => b[1] - a[1])
}
