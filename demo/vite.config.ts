/**
 * The demo host app. The `doorway-connect` entries point at the sources (an installed app imports the
 * package instead); the dev wallet plugin stands in for a browser extension.
 */
import { defineConfig } from "vite"
import { fileURLToPath } from "node:url"
import { devWalletPlugin } from "../devnet/wallet/devWalletPlugin.js"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here("."),
  // Relative URLs, so the build can be served from any directory.
  base: "./",
  // A production build whatever NODE_ENV the builder runs under (vitest sets "test"): React's
  // production build and JSX runtime, as a site ships them.
  esbuild: { jsx: "automatic", jsxDev: false },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  plugins: [devWalletPlugin()],
  resolve: {
    alias: [
      { find: /^doorway-connect\/react$/, replacement: here("../shell/index.ts") },
      { find: /^doorway-connect\/elements$/, replacement: here("../shell/elements/index.ts") },
      { find: /^doorway-connect\/networks$/, replacement: here("../core/networks/index.ts") },
      { find: /^doorway-connect\/schemas$/, replacement: here("../schemas/index.ts") },
      { find: /^doorway-connect\/layers$/, replacement: here("../layers/index.ts") },
      { find: /^doorway-connect$/, replacement: here("../core/index.ts") }
    ]
  },
  build: {
    outDir: here("dist"),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    // Two pages: the React site, and the same buttons as HTML elements.
    rollupOptions: {
      input: { main: here("index.html"), elements: here("elements.html") },
      onwarn: (warning, warn) => {
        // The WalletConnect SDK's dependencies place some pure annotations where Rollup cannot use them; harmless.
        if (warning.code === "INVALID_ANNOTATION") return
        warn(warning)
      }
    },
    chunkSizeWarningLimit: 2048
  }
})
