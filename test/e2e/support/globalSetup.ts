/**
 * Once per e2e run: starts ONE local stack with a production build of the demo served on
 * 127.0.0.1 (scripts/start/startDemoStack.ts) and provides its URLs to the tests (`e2eStack()`).
 * Teardown stops the server and every stand-in and removes the build.
 */
import type { TestProject } from "vitest/node"
import { startDemoStack } from "../../../scripts/start/startDemoStack.js"
import type {} from "./E2eStack.js"

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  const stack = await startDemoStack()
  console.log(`e2e stack and demo build ready in ${Date.now() - started} ms: ${stack.demoUrl}`)
  project.provide("e2e", { demoUrl: stack.demoUrl, demoDir: stack.demoDir, devnet: stack.manifest })
  return stack.stop
}
