import { defineConfig } from "vite"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"
import { buildDevWalletScript } from "./devnet/wallet/devWalletPlugin.js"
import { markPureEffectCalls } from "./scripts/markPureEffectCalls.js"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const manifest = JSON.parse(readFileSync(here("./package.json"), "utf8")) as {
  readonly dependencies?: Record<string, string>
  readonly peerDependencies?: Record<string, string>
}

/** Packages the host app installs with this one (its dependencies and peers): never bundled, also not their subpaths. */
const EXTERNAL = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
const isExternal = (id: string): boolean =>
  id.startsWith("node:") ||
  id.startsWith("@effect/") || EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`))

/** The public entries, each named after its source path (`dist/<path>.js`). */
const ENTRIES = ["core/index", "shell/index", "shell/index.browser", "core/networks/index", "schemas/index", "layers/index", "core/adapters/index", "shell/elements/index", "testing/index", "wagmi/index"]

/** `doorway-connect/testing` installs the dev wallet's page script, built into one file beside it. */
const devWalletBundle = (): Plugin => ({
  name: "doorway-testing-dev-wallet",
  async generateBundle() {
    this.emitFile({ type: "asset", fileName: "testing/dev-wallet.js", source: await buildDevWalletScript() })
  }
})

/**
 * The library: one ES module per source module (`dist/` mirrors the source tree), so the host's
 * bundler sees the same module graph as a build from the sources and splits it the same way:
 * every dynamic import of the sources stays a lazy boundary, and no two entries share a chunk
 * that would turn one into a static import.
 */
export default defineConfig({
  plugins: [markPureEffectCalls(), devWalletBundle()],
  esbuild: { jsx: "automatic" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    minify: false,
    sourcemap: true,
    lib: {
      formats: ["es"],
      entry: Object.fromEntries(ENTRIES.map((name) => [name, here(`./${name}.ts`)])),
      fileName: (_format, name) => `${name}.js`
    },
    rollupOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: here(".") }
    }
  }
})
