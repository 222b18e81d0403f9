/**
 * The package's `dependencies` and `peerDependencies` together are exactly the packages its shipped
 * code imports (core/, shell/, schemas/, layers/: what the library build bundles into dist/).
 * Everything else a user would install for nothing, so it belongs in `devDependencies`. The
 * packages a host shares with the library (React, effect, viem) are peers only, so the host's
 * copy is the one both use.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { root, sourceFiles } from "./sourceFiles.js"

const SHIPPED = ["core", "shell", "schemas", "layers"]


/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string): string => {
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier)
}

/** Packages imported at run time (type-only imports leave nothing in dist/). */
const runtimeImports = (source: string): Array<string> =>
  [...source.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\s)[^"'\n]*?from\s+["']([^"'.][^"']*)["']|import\(\s*["']([^"'.][^"']*)["']\s*\)/g)].map(
    (m) => packageOf(m[1] ?? m[2] ?? "")
  )

const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  readonly dependencies: Record<string, string>
  readonly devDependencies: Record<string, string>
  readonly peerDependencies: Record<string, string>
  readonly peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>
}

/** The optional peers, each needed only by the entry that imports it (`doorway-connect/<entry>`). */
const OPTIONAL_PEERS: Readonly<Record<string, string>> = { wagmi: "wagmi", "playwright-core": "testing" }

/** Every package a folder's code names, types included. */
const allImports = (folder: string): Set<string> =>
  new Set(
    sourceFiles(folder).flatMap((file) =>
      [...readFileSync(join(root, file), "utf8").matchAll(/from\s+["']([^"'.][^"']*)["']/g)].map((m) => packageOf(m[1] ?? ""))
    )
  )

const requiredPeers = Object.fromEntries(Object.entries(manifest.peerDependencies).filter(([name]) => manifest.peerDependenciesMeta?.[name]?.optional !== true))

const SHARED_WITH_HOST = ["@effect/platform", "effect", "react", "react-dom", "viem"]

describe("package.json", () => {
  it("lists as dependencies exactly the packages the shipped code imports", () => {
    const imported = new Set(SHIPPED.flatMap(sourceFiles).flatMap((file) => runtimeImports(readFileSync(join(root, file), "utf8"))))
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(requiredPeers)]
    expect([...imported].sort()).toEqual(declared.sort())
  })

  it("makes optional peers of the packages only an optional entry needs, and that entry names them", () => {
    const optional = Object.keys(manifest.peerDependenciesMeta ?? {}).filter((name) => manifest.peerDependenciesMeta?.[name]?.optional === true)
    expect(optional.sort()).toEqual(Object.keys(OPTIONAL_PEERS).sort())
    for (const [name, entry] of Object.entries(OPTIONAL_PEERS)) {
      expect(manifest.peerDependencies[name], name).toBeDefined()
      expect(allImports(entry).has(name), `${entry}/ imports ${name}`).toBe(true)
      expect(new Set(SHIPPED.flatMap(sourceFiles).flatMap((file) => runtimeImports(readFileSync(join(root, file), "utf8")))).has(name)).toBe(false)
    }
  })

  it("takes React, effect and viem from the host: peers, never dependencies", () => {
    expect(Object.keys(requiredPeers).sort()).toEqual(SHARED_WITH_HOST)
    for (const name of SHARED_WITH_HOST) expect(manifest.dependencies[name]).toBeUndefined()
    expect(manifest.peerDependencies["viem"]).toBe("^2")
    expect(manifest.peerDependencies["react"]).toBe("^19")
  })

  it("ships Solana's library for the Solana family, which a page loads only with a Solana wallet (npm run size)", () => {
    expect(manifest.dependencies["@solana/web3.js"]).toBe("^1.99.0")
    expect(manifest.devDependencies["@solana/web3.js"]).toBeUndefined()
  })
})
