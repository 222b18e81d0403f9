import { defineConfig } from "vitest/config"
import type { TestProjectConfiguration } from "vitest/config"
import base from "./vitest.config"

const isUnit = (project: TestProjectConfiguration): boolean =>
  typeof project === "object" && "test" in project && project.test?.name === "unit"

/**
 * `MUTATE_TESTS=test/core/rpc` (folders or globs, comma-separated) judges mutants by those tests
 * alone: a shared piece such as the RPC endpoint is imported by hundreds of test files, and its
 * own suite is what should pin it.
 */
const only = process.env["MUTATE_TESTS"]?.split(",").map((entry) => (entry.includes("*") ? entry : `${entry.replace(/\/$/, "")}/**/*.test.{ts,tsx}`))

const narrowed = (project: TestProjectConfiguration): TestProjectConfiguration =>
  only === undefined || typeof project !== "object" || !("test" in project) ? project : { ...project, test: { ...project.test, include: only } }

/**
 * The configuration StrykerJS runs the tests with: the `unit` project alone. Its runner has no
 * project filter, and the other projects would start the local stack (e2e) or share a process
 * with React's scheduler and the WalletConnect SDK (unit-isolated), which its single worker cannot.
 */
export default defineConfig({
  ...base,
  test: { ...base.test, projects: (base.test?.projects ?? []).filter(isUnit).map(narrowed) }
})
