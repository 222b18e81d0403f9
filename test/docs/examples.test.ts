/**
 * Every page of docs/ carries a runnable example (a fenced block marked `example=<name>`): each is
 * written out as a module, type-checked against the package's sources in one program, and run
 * (test/docs/exampleRuns.ts says how, and what each run must show). A block that copies a file of
 * the repository (`source=`) must stay identical to it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { latestInstance } from "../../shell/instances.js"
import { documentedPages, examplesOf, repositoryRoot, unmarkedTypeScriptBlocks, type DocExample } from "./docExamples.js"
import { PAGE_RUNS, type ExampleModule } from "./exampleRuns.js"
import { typeErrorsOf } from "./typeCheck.js"

/** Written while the suite runs (gitignored), removed after it. */
const generatedDir = join(repositoryRoot, "test/docs/.generated")

const pages = documentedPages()
const examples = pages.flatMap(examplesOf)

/** Where an example's module is: its source when it copies one, else its generated file. */
const fileOf = (example: DocExample): string =>
  example.source === undefined
    ? join(generatedDir, example.page, `${example.name}.${example.language}`)
    : join(repositoryRoot, example.source)

let typeErrors: ReadonlyArray<string> | undefined

// The type-check is setup work: one program over the examples and the ~2,000 files they reach
// (about 7 s of CPU), which on a shared machine can take longer than a test's time.
beforeAll(() => {
  rmSync(generatedDir, { recursive: true, force: true })
  for (const example of examples.filter((each) => each.source === undefined)) {
    mkdirSync(dirname(fileOf(example)), { recursive: true })
    writeFileSync(fileOf(example), example.code)
  }
  typeErrors = typeErrorsOf(examples.map(fileOf))
})

afterAll(() => {
  rmSync(generatedDir, { recursive: true, force: true })
})

/** Each run starts with no instance: hooks and buttons read the last one created. */
afterEach(async () => {
  for (let instance = latestInstance(), left = 20; instance !== undefined && left > 0; instance = latestInstance(), left--) {
    await instance.destroy()
  }
  expect(latestInstance()).toBeUndefined()
})

describe("the documentation's examples", () => {
  it("marks at least one example on every page, each name once", () => {
    const withoutExample = pages.filter((page) => examplesOf(page).length === 0)
    expect(withoutExample).toEqual([])
    for (const page of pages) {
      const names = examplesOf(page).map((example) => example.name)
      expect(new Set(names).size, `${page}: ${names.join(", ")}`).toBe(names.length)
      expect(names.every((name) => /^[\w-]+(\/[\w-]+)*$/.test(name)), `${page}: ${names.join(", ")}`).toBe(true)
    }
  })

  it("leaves no TypeScript block unmarked", () => {
    expect(pages.flatMap((page) => unmarkedTypeScriptBlocks(page).map((line) => `${page}: ${line}`))).toEqual([])
  })

  it("keeps each copied file identical to its source", () => {
    const copies = examples.filter((example) => example.source !== undefined)
    expect(copies.length).toBeGreaterThan(0)
    for (const copy of copies) expect(copy.code, `${copy.page}: ${copy.source}`).toBe(readFileSync(fileOf(copy), "utf8"))
  })

  it("type-checks every example against the package's sources", () => {
    expect(typeErrors).toEqual([])
  })

  it("has a run for every page and no run without its page", () => {
    expect(Object.keys(PAGE_RUNS).sort()).toEqual([...pages])
  })

  it.each(pages)("runs the examples of docs/%s.md", async (page) => {
    const run = PAGE_RUNS[page]
    if (run === undefined) throw new Error(`No run for docs/${page}.md`)
    const loaded = new Set<string>()
    await run(async (name) => {
      const example = examplesOf(page).find((each) => each.name === name)
      if (example === undefined) throw new Error(`docs/${page}.md has no example named ${name}`)
      loaded.add(name)
      return (await import(/* @vite-ignore */ fileOf(example))) as ExampleModule
    })
    expect([...loaded].sort()).toEqual(examplesOf(page).map((example) => example.name).sort())
  })
})
