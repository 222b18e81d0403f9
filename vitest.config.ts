import { defineConfig } from "vitest/config"
import { configDefaults } from "vitest/config"
import { fileURLToPath } from "node:url"
import { isolatedUnitTests } from "./test/setup/isolatedUnitTests"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Three projects. `unit`: the tests that share nothing between files, run in one module graph
 * (`npm run test:unit` passes `--no-isolate`: loading effect, viem and the stand-ins once per worker
 * instead of once per file is most of the run's time). `unit-isolated`: the tests whose libraries
 * keep state per process (React's scheduler keeps the timers it found first, the WalletConnect SDK
 * keeps its cores on the global object), each file in a fresh process. `e2e`: the browser tests,
 * which share one local stack and one production build of the demo, started by the global setup.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^doorway-connect\/react$/, replacement: here("./shell/index.ts") },
      { find: /^doorway-connect\/networks$/, replacement: here("./core/networks/index.ts") },
      { find: /^doorway-connect\/adapters$/, replacement: here("./core/adapters/index.ts") },
      { find: /^doorway-connect\/elements$/, replacement: here("./shell/elements/index.ts") },
      { find: /^doorway-connect\/schemas$/, replacement: here("./schemas/index.ts") },
      { find: /^doorway-connect\/layers$/, replacement: here("./layers/index.ts") },
      { find: /^doorway-connect\/testing$/, replacement: here("./testing/index.ts") },
      { find: /^doorway-connect\/wagmi$/, replacement: here("./wagmi/index.ts") },
      // The wagmi bridge imports wagmi, which re-exports its core: the repository has the core alone (2.x).
      { find: /^wagmi$/, replacement: "@wagmi/core" },
      // The testing entry's built wallet script, from the sources: the e2e stack's demo build has it.
      { find: /^\.\/devWalletBundle\.js$/, replacement: here("./test/e2e/support/devWalletBundleOfDemo.ts") },
      { find: /^doorway-connect$/, replacement: here("./core/index.ts") }
    ]
  },
  test: {
    setupFiles: ["test/setup/loopbackOnly.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, "test/e2e/**", ...isolatedUnitTests],
          testTimeout: 30_000,
          hookTimeout: 180_000
        }
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          sequence: { groupOrder: 0 },
          include: [...isolatedUnitTests],
          testTimeout: 30_000,
          // A suite's start of the local stack (three chains, the contracts, the stand-ins) runs
          // beside other suites' on two cores: a minute is not always enough.
          hookTimeout: 180_000
        }
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/support/globalSetup.ts"],
          // One file at a time, in one process (what `fileParallelism: false` does for a whole
          // run): the files share the devnet's chains. After the unit tests when both run.
          poolOptions: { forks: { singleFork: true } },
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000
        }
      }
    ]
  }
})
