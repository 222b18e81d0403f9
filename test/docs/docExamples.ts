/**
 * The runnable examples of the documentation: each page of `docs/` marks one or more fenced code
 * blocks with `example=<name>` in the info string (```` ```tsx example=app/appkit ````). A block
 * that copies a file of the repository says so with `source=<path>`, and must stay identical to it.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url))
export const docsDir = join(repositoryRoot, "docs")

/** The index, which lists the pages. */
const PAGES_WITHOUT_EXAMPLES: ReadonlySet<string> = new Set(["README.md"])

export interface DocExample {
  /** The page's file name without `.md` (`headless-core`). */
  readonly page: string
  /** The module path the block is written as, relative to its page's folder (`app/appkit`). */
  readonly name: string
  readonly language: "ts" | "tsx"
  readonly code: string
  /** The repository file the block copies, when it copies one. */
  readonly source: string | undefined
}

export const documentedPages = (): ReadonlyArray<string> =>
  readdirSync(docsDir)
    .filter((file) => file.endsWith(".md") && !PAGES_WITHOUT_EXAMPLES.has(file))
    .map((file) => file.slice(0, -".md".length))
    .sort()

const FENCE = /^```(ts|tsx)[ \t]+([^\n]*\bexample=[^\n]*)\n([\s\S]*?)^```[ \t]*$/gm

const attribute = (info: string, key: string): string | undefined => new RegExp(`\\b${key}=(\\S+)`).exec(info)?.[1]

export const examplesOf = (page: string): ReadonlyArray<DocExample> => {
  const text = readFileSync(join(docsDir, `${page}.md`), "utf8")
  return [...text.matchAll(FENCE)].map(([, language, info = "", code = ""]) => ({
    page,
    name: attribute(info, "example") ?? "",
    language: language === "tsx" ? "tsx" : "ts",
    code,
    source: attribute(info, "source")
  }))
}

/** The opening lines of TypeScript blocks that carry no `example=`: code no test would check. */
export const unmarkedTypeScriptBlocks = (page: string): ReadonlyArray<string> =>
  readFileSync(join(docsDir, `${page}.md`), "utf8")
    .split("\n")
    .filter((line) => /^```(ts|tsx)\b/.test(line) && !/\bexample=/.test(line))
