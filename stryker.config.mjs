/**
 * Mutation testing of the core connection programs and the shared pieces they stand on.
 * `npm run mutate` runs every file below; `npm run mutate -- --mutate core/cache/makeCache.ts`
 * runs one. Mutants are judged by the `unit` tests that import the mutated file, or with
 * `MUTATE_TESTS=test/core/rpc` by that folder's tests alone (vitest.stryker.config.ts).
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  packageManager: "npm",
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.stryker.config.ts", related: true },
  coverageAnalysis: "perTest",
  // Vitest does not type-check, and some tests read files under test/ as text: leave them as they are.
  disableTypeChecks: false,
  mutate: [
    "core/connection/connectWallet.ts",
    "core/connection/disconnect.ts",
    "core/connection/reconnect.ts",
    "core/siwx/eip4361/*.ts",
    "core/rpc/makeRpcEndpoint.ts",
    "core/cache/makeCache.ts"
  ],
  // Results of mutants whose code and tests did not change are reused from the last run; a new
  // test file that covers older mutants counts only with `npm run mutate -- --force`.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // Built output and the packed host app are not needed to run the unit tests.
  ignorePatterns: ["/dist", "/.size", "/demo/dist", "/test/package/host", "/coverage"],
  // Two cores: one test process, and the other core left to the machine.
  concurrency: 1,
  thresholds: { high: 85, low: 70, break: null }
}
