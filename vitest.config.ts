import { defineConfig } from "vitest/config"
import { fileURLToPath } from "node:url"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^doorway\/react$/, replacement: here("./shell/index.ts") },
      { find: /^doorway\/networks$/, replacement: here("./core/networks/index.ts") },
      { find: /^doorway\/schemas$/, replacement: here("./schemas/index.ts") },
      { find: /^doorway$/, replacement: here("./core/index.ts") }
    ]
  },
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    setupFiles: ["test/setup/loopbackOnly.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
