/**
 * The modules a program runs: the import graph of the sources, walked from entry points. Source
 * text is read through `read` (a path relative to the project root, `undefined` when there is no
 * such file), so the walk can be checked on a small in-memory project too.
 */
import { posix } from "node:path"

export type ReadSource = (path: string) => string | undefined

/** The package's own entry names, as the build and the tests alias them. */
const ALIASES: Readonly<Record<string, string>> = {
  "doorway-connect": "core/index.ts",
  "doorway-connect/react": "shell/index.ts",
  "doorway-connect/networks": "core/networks/index.ts",
  "doorway-connect/schemas": "schemas/index.ts",
  "doorway-connect/layers": "layers/index.ts"
}

/** Source with comments blanked, so an import written in prose is no edge. */
const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1")

export interface WalkOptions {
  /** Whether `import()`s count (default true); without them, what loads with the module itself. */
  readonly dynamic?: boolean
}

/**
 * Specifiers a module loads at run time: static imports and re-exports (`import type` and
 * `export type` are erased, so they are no edge) and dynamic `import()`s.
 */
export const runtimeImportsOf = (source: string, { dynamic = true }: WalkOptions = {}): Array<string> => {
  const code = withoutComments(source)
  const statics = [...code.matchAll(/(?:^|[\n;])\s*(import|export)(\s+type\b)?[^"'`;]*?from\s+["']([^"']+)["']/g)]
    .filter((m) => m[2] === undefined)
    .map((m) => m[3] ?? "")
  const bare = [...code.matchAll(/(?:^|[\n;])\s*import\s+["']([^"']+)["']/g)].map((m) => m[1] ?? "")
  const later = dynamic ? [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? "") : []
  return [...statics, ...bare, ...later]
}

/** The project file a specifier names, or `undefined` for a package (or a file that does not exist). */
export const resolveImport = (from: string, specifier: string, read: ReadSource): string | undefined => {
  const aliased = ALIASES[specifier]
  if (aliased !== undefined) return aliased
  if (!specifier.startsWith(".")) return undefined
  const base = posix.join(posix.dirname(from), specifier).replace(/\.js$/, "")
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => read(candidate) !== undefined)
}

/** Every module reachable from `entries` through run-time imports, the entries included. */
export const reachableModules = (entries: ReadonlyArray<string>, read: ReadSource, options: WalkOptions = {}): ReadonlySet<string> => {
  const seen = new Set<string>()
  const pending = [...entries]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue
    const source = read(next)
    if (source === undefined) continue
    seen.add(next)
    for (const specifier of runtimeImportsOf(source, options)) {
      const target = resolveImport(next, specifier, read)
      if (target !== undefined && !seen.has(target)) pending.push(target)
    }
  }
  return seen
}

/** The names a module imports from a module called `constants` (`import { A, B as C } from "…/constants.js"`). */
export const constantsImportedBy = (source: string): Array<string> =>
  [...withoutComments(source).matchAll(/import\s*\{([^}]*)\}\s*from\s+["'][^"']*\bconstants\.js["']/g)].flatMap((m) =>
    (m[1] ?? "")
      .split(",")
      .map((part) => part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0] ?? "")
      .filter((name) => name !== "")
  )
