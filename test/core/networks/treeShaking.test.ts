/**
 * Host apps import the networks they offer by name; the rest must not reach their bundle, and the
 * entry must not pull in chain libraries or the schema runtime.
 */
import { describe, expect, it } from "@effect/vitest"
import { build, type Plugin } from "esbuild"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"

const entry = fileURLToPath(new URL("../../../core/networks/index.ts", import.meta.url))

/**
 * The package declares `"sideEffects": false`, which would let the bundler drop modules whatever
 * they do. This plugin withdraws that hint for our own files, so only the pure annotations and the
 * absence of top-level effects can make the difference.
 */
const withoutSideEffectsHint: Plugin = {
  name: "without-side-effects-hint",
  setup(b) {
    b.onResolve({ filter: /^\.{1,2}\/.*\.js$/ }, (args) =>
      args.resolveDir.includes("node_modules")
        ? undefined
        : { path: resolve(args.resolveDir, args.path.replace(/\.js$/, ".ts")), sideEffects: true }
    )
    b.onResolve({ filter: /core\/networks\/index\.ts$/ }, (args) => ({ path: args.path, sideEffects: true }))
  }
}

const bundle = async (contents: string): Promise<string> => {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    format: "esm",
    write: false,
    treeShaking: true,
    plugins: [withoutSideEffectsHint],
    logLevel: "silent"
  })
  return result.outputFiles[0]?.text ?? ""
}

describe("doorway-connect/networks bundles", () => {
  it("keeps only the network that is imported", async () => {
    const text = await bundle(`import { base } from ${JSON.stringify(entry)}; console.log(base.name)`)
    expect(text).toContain("eip155:8453")
    for (const other of ["eip155:1\"", "eip155:84532", "solana:", "bip122:"]) expect(text).not.toContain(other)
  })

  it("adds nothing for an unused import of the entry", async () => {
    const text = await bundle(`import { mainnet } from ${JSON.stringify(entry)}; void 0 && mainnet`)
    expect(text).not.toMatch(/(eip155|solana|bip122):/)
  })

  it("never loads viem or the schema runtime", async () => {
    const text = await bundle(
      `import * as n from ${JSON.stringify(entry)}; console.log(Object.keys(n), n.chainIdOf(n.solana))`
    )
    expect(text).toContain("bip122:000000000933ea01ad0ee984209779ba")
    expect(text).not.toMatch(/viem|ParseResult|SchemaAST/)
  })
})
