/**
 * What a host loads with the React entry, before its first frame: no effect code. The programs
 * and their runtime load after that frame (`afterNextPaint`), in chunks of their own; a
 * value imported from effect by a module of the entry's static graph would load and run the
 * whole runtime first, holding the host's first frame back.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { reachableModules, runtimeImportsOf } from "./importGraph.js"
import type { ReadSource } from "./importGraph.js"
import { root } from "./sourceFiles.js"

const readProject: ReadSource = (path) => {
  const file = join(root, path)
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, "utf8") : undefined
}

const isEffectPackage = (specifier: string) => /^(effect|@effect\/[^/]+)(\/|$)/.test(specifier)

describe("the React entry's first load", () => {
  const firstLoad = reachableModules(["shell/index.ts"], readProject, { dynamic: false })

  it("holds createAppKit, the hooks and the modal's root", () => {
    expect(firstLoad.has("shell/createAppKit.ts")).toBe(true)
    expect(firstLoad.has("shell/hooks/useAppKitSiwx.ts")).toBe(true)
    expect(firstLoad.has("shell/modal/ModalRoot.tsx")).toBe(true)
    expect(firstLoad.has("shell/runtime/startInstance.ts")).toBe(false)
  })

  it("imports no effect code", () => {
    const importers = [...firstLoad].filter((path) => runtimeImportsOf(readProject(path) ?? "", { dynamic: false }).some(isEffectPackage))
    expect(importers).toEqual([])
  })
})
