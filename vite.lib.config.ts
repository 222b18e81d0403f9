import { defineConfig } from "vite"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const manifest = JSON.parse(readFileSync(here("./package.json"), "utf8")) as {
  readonly dependencies?: Record<string, string>
  readonly peerDependencies?: Record<string, string>
}

/** Packages the host app installs with this one (its dependencies and peers): never bundled, also not their subpaths. */
const EXTERNAL = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
const isExternal = (id: string): boolean =>
  id.startsWith("@effect/") || EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`))

/** The library: one ES module per public entry, shared code in chunks, lazy views in their own. */
export default defineConfig({
  esbuild: { jsx: "automatic" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    minify: false,
    sourcemap: true,
    lib: {
      formats: ["es"],
      entry: {
        doorway: here("./core/index.ts"),
        react: here("./shell/index.ts"),
        networks: here("./core/networks/index.ts"),
        schemas: here("./schemas/index.ts"),
        layers: here("./layers/index.ts")
      },
      fileName: (_format, name) => `${name}.js`
    },
    rollupOptions: {
      external: isExternal,
      output: { chunkFileNames: "chunks/[name]-[hash].js" }
    }
  }
})
