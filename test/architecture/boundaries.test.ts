/**
 * The design's boundaries, checked on the source text: core/ holds programs only, schemas/ depends
 * on effect alone. Lint enforces the same rules while editing; this test keeps them in `npm test`.
 */
import { readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { root, sourceFiles } from "./sourceFiles.js"



const importsOf = (source: string): Array<string> =>
  [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^"'\n]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? ""
  )

/** Source with comments and string contents blanked, so prose never trips the checks. */
const codeOnly = (source: string): string =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
    .replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""')

describe("core/", () => {
  const files = sourceFiles("core")

  it("has source files", () => expect(files.length).toBeGreaterThan(10))

  it.each(files)("%s imports no React, DOM platform, shell or layer", (file) => {
    const forbidden = importsOf(readFileSync(join(root, file), "utf8")).filter(
      (spec) =>
        /^react(-dom)?(\/|$)/.test(spec) ||
        /^@effect\/platform-(browser|node)/.test(spec) ||
        /(^|\/)(layers|shell)\//.test(spec)
    )
    expect(forbidden).toEqual([])
  })

  it.each(files)("%s uses no DOM global, fetch or timer", (file) => {
    const code = codeOnly(readFileSync(join(root, file), "utf8"))
    const hits = code.match(/\b(window|document|localStorage|sessionStorage|navigator)\.|(?<![.\w])(fetch|setTimeout|setInterval)\s*\(/g)
    expect(hits ?? []).toEqual([])
  })
})

describe("schemas/", () => {
  const files = sourceFiles("schemas")

  it.each(files)("%s imports only effect and sibling schemas", (file) => {
    const outside = importsOf(readFileSync(join(root, file), "utf8")).filter(
      (spec) => !(spec === "effect" || spec.startsWith("effect/") || spec.startsWith("./"))
    )
    expect(outside, relative(root, file)).toEqual([])
  })
})
