/**
 * Every entry of the package imports on a server: evaluating its modules reads none of the
 * browser's globals. Each global is a getter that throws when the package's own code reads it
 * (even as `typeof`), while the entries are imported afresh. A dependency that checks for a
 * browser (react-dom does) sees what a server has: nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

const BROWSER_GLOBALS = ["window", "document", "localStorage", "sessionStorage", "navigator", "location", "customElements"] as const

/** The package's entries, by the source file each is built from. */
const ENTRIES = {
  "doorway-connect": () => import("../../../core/index.js"),
  "doorway-connect/react": () => import("../../../shell/index.js"),
  "doorway-connect/networks": () => import("../../../core/networks/index.js"),
  "doorway-connect/schemas": () => import("../../../schemas/index.js"),
  "doorway-connect/layers": () => import("../../../layers/index.js"),
  "doorway-connect/adapters": () => import("../../../core/adapters/index.js"),
  "doorway-connect/elements": () => import("../../../shell/elements/index.js")
} as const

const touched: Array<string> = []

/** Whether the code reading a global (the frame below the getter) is a dependency's. */
const calledFromDependency = (): boolean => {
  const frames = (new Error().stack ?? "").split("\n").slice(1)
  const reader = frames.find((frame) => !frame.includes("importEntries.test.ts")) ?? ""
  return reader.includes("/node_modules/")
}

beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    expect(Object.getOwnPropertyDescriptor(globalThis, name)).toBeUndefined()
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        if (calledFromDependency()) return undefined
        touched.push(name)
        throw new Error(`${name} read while importing`)
      }
    })
  }
})

afterAll(() => {
  for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name)
})

describe("importing an entry on a server", () => {
  it.each(Object.keys(ENTRIES) as Array<keyof typeof ENTRIES>)("%s reads no browser global", async (entry) => {
    vi.resetModules()
    touched.length = 0
    const module = await ENTRIES[entry]()
    expect(Object.keys(module).length).toBeGreaterThan(0)
    expect(touched).toEqual([])
  })
})
