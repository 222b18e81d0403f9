/**
 * SPEC §9 numbers live in core/constants.ts only while a rule that runs imports them: no dead
 * entries, and no entry kept alive by code that nothing runs.
 *
 * A rule runs when the product reaches it: the React entry (`createAppKit`, the hooks, the modal
 * and its lazy views), the layers, the networks and the schemas, through their run-time imports.
 * The headless entry `core/index.ts` is not a starting point: it re-exports every program to offer
 * it, which is not a use. A program that only that list names (a cache nothing reads) is dead.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import * as Constants from "../../core/constants.js"
import { constantsImportedBy, reachableModules } from "./importGraph.js"
import type { ReadSource } from "./importGraph.js"

const root = fileURLToPath(new URL("../..", import.meta.url))

const readProject: ReadSource = (path) => {
  const file = join(root, path)
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, "utf8") : undefined
}

const ENTRIES = ["shell/index.ts", "layers/index.ts", "core/networks/index.ts", "schemas/index.ts"]

/** The constants imported by the modules reachable from `entries`. */
const usedConstants = (entries: ReadonlyArray<string>, read: ReadSource): ReadonlySet<string> =>
  new Set([...reachableModules(entries, read)].flatMap((path) => constantsImportedBy(read(path) ?? "")))

describe("core/constants.ts", () => {
  const live = reachableModules(ENTRIES, readProject)
  const used = usedConstants(ENTRIES, readProject)

  it("the walk reaches the modal, its lazy views and the layers", () => {
    expect(live.has("shell/createAppKit.ts")).toBe(true)
    expect(live.has("shell/modal/Modal.tsx")).toBe(true)
    expect(live.has("layers/AppLive.ts")).toBe(true)
    expect(live.has("core/constants.ts")).toBe(true)
    expect(live.has("core/index.ts")).toBe(false)
  })

  it.each(Object.keys(Constants))("%s is imported by a rule that runs", (name) => {
    expect(used.has(name)).toBe(true)
  })
})

describe("the dead-code check itself", () => {
  /** A small project: a cache only the headless barrel lists, and a rule the entry runs. */
  const files: Readonly<Record<string, string>> = {
    "core/constants.ts": "export const USED = 1\nexport const DEAD = 2\n",
    "core/index.ts": 'export * from "./cache/deadCache.js"\nexport * as Constants from "./constants.js"\n',
    "core/cache/deadCache.ts": 'import { DEAD } from "../constants.js"\nexport const deadCache = DEAD\n',
    "core/rule.ts": 'import { USED } from "./constants.js"\n// import { DEAD } from "./constants.js"\nexport const rule = USED\n',
    "core/lazyRule.ts": 'import { LAZY as Lazy } from "./constants.js"\nexport const lazy = Lazy\n',
    "core/typesOnly.ts": 'import { TYPED } from "./constants.js"\nexport type T = typeof TYPED\n',
    "shell/index.ts":
      'import { rule } from "../core/rule.js"\nimport type { T } from "../core/typesOnly.js"\nexport const load = () => import("../core/lazyRule.js")\nexport { rule }\n'
  }
  const read: ReadSource = (path) => files[path]

  it("counts constants imported by modules the entry reaches, statically or lazily", () => {
    expect([...usedConstants(["shell/index.ts"], read)].sort()).toEqual(["LAZY", "USED"])
  })

  it("does not count a constant imported only by a module the headless barrel lists, or behind a type import", () => {
    const used = usedConstants(["shell/index.ts"], read)
    expect(used.has("DEAD")).toBe(false)
    expect(used.has("TYPED")).toBe(false)
  })
})
