/**
 * The WalletConnect wallet page: its own small Vite app, built into `wallet/` beside the demo
 * (scripts/start/buildDemo.ts), from where it reads the demo's `devnet.json`.
 */
import { defineConfig } from "vite"
import { fileURLToPath } from "node:url"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here("."),
  // Relative URLs, so the build can be served from any directory.
  base: "./",
  // The production JSX runtime whatever NODE_ENV the builder runs under (vitest sets "test").
  esbuild: { jsx: "automatic", jsxDev: false },
  build: {
    // buildWalletPage.ts names the directory; `vite build` alone writes here.
    outDir: here("../../node_modules/.cache/doorway-walletconnect-wallet/manual"),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      onwarn: (warning, warn) => {
        // The SDK's dependencies place some pure annotations where Rollup cannot use them; harmless.
        if (warning.code === "INVALID_ANNOTATION") return
        warn(warning)
      }
    }
  }
})
