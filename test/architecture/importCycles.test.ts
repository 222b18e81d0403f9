/**
 * No import circles in the shipped code: following the static imports (type-only ones included)
 * from any file never leads back to it. Dynamic `import()` calls are the lazy chunks' edges and
 * are left out: they load later, after the importer ran.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { root, sourceFiles } from "./sourceFiles.js"



/** The files a file imports statically, resolved to source paths relative to the root. */
const staticImportsOf = (file: string): Array<string> => {
  const source = readFileSync(join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1")
  const specs = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^"'`]*?\bfrom\s+["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g)]
    .map((match) => match[1] ?? match[2] ?? "")
    .filter((spec) => spec.startsWith("."))
  return specs.flatMap((spec) => {
    const base = join(dirname(file), spec).replace(/\.js$/, "")
    const found = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => existsSync(join(root, candidate)))
    return found === undefined ? [] : [relative(root, join(root, found))]
  })
}

/** Every circle of the graph, each once, as the files along it (the first one repeated at the end). */
const circlesOf = (files: ReadonlyArray<string>): Array<Array<string>> => {
  const graph = new Map(files.map((file) => [file, staticImportsOf(file)]))
  const circles: Array<Array<string>> = []
  const done = new Set<string>()
  const visit = (file: string, path: Array<string>) => {
    const at = path.indexOf(file)
    if (at >= 0) {
      circles.push([...path.slice(at), file])
      return
    }
    if (done.has(file)) return
    for (const next of graph.get(file) ?? []) visit(next, [...path, file])
    done.add(file)
  }
  for (const file of files) visit(file, [])
  return circles
}

describe("imports", () => {
  it.each(["shell", "core", "layers", "schemas"])("%s/ has no import circle", (dir) => {
    expect(circlesOf(sourceFiles(dir)).map((circle) => circle.join(" -> "))).toEqual([])
  })
})
