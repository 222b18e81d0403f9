/** SPEC §9 numbers live in core/constants.ts only while a rule imports them: no dead entries. */
import { readFileSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import * as Constants from "../../core/constants.js"

const root = fileURLToPath(new URL("../..", import.meta.url))

const sources = (dir: string): Array<string> =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && path !== join("core", "constants.ts") ? [readFileSync(join(root, path), "utf8")] : []
  })

describe("core/constants.ts", () => {
  const code = ["core", "layers", "shell"].flatMap(sources)

  it.each(Object.keys(Constants))("%s is imported by a rule", (name) => {
    expect(code.some((source) => new RegExp(`import[^;]*\\b${name}\\b[^;]*from\\s+["'][./]*(core/)?constants\\.js["']`).test(source))).toBe(true)
  })
})
