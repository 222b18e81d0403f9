/**
 * Once per e2e run: starts ONE local stack with a production build of the demo served on
 * 127.0.0.1 (scripts/start/startDemoStack.ts) and provides its URLs to the tests (`e2eStack()`).
 * Teardown stops the server and every stand-in and removes the build.
 *
 * With `E2E_DEMO_URL` set (the URL `npm start` printed), the tests use that running demo and its
 * `devnet.json` instead, so a change can be tried again without starting the stack each time.
 */
import { resolve } from "node:path"
import type { TestProject } from "vitest/node"
import { DEFAULT_DEMO_OUT_DIR } from "../../../scripts/start/buildDemo.js"
import { startDemoStack, type ServedManifest } from "../../../scripts/start/startDemoStack.js"
import type {} from "./E2eStack.js"

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running = process.env["E2E_DEMO_URL"]
  if (running !== undefined && running !== "") {
    const demoUrl = running.endsWith("/") ? running : `${running}/`
    const devnet = (await (await fetch(new URL("devnet.json", demoUrl))).json()) as ServedManifest
    project.provide("e2e", { demoUrl, demoDir: resolve(process.env["E2E_DEMO_DIR"] ?? DEFAULT_DEMO_OUT_DIR), devnet })
    return async () => undefined
  }
  const started = Date.now()
  const stack = await startDemoStack()
  console.log(`e2e stack and demo build ready in ${Date.now() - started} ms: ${stack.demoUrl}`)
  project.provide("e2e", { demoUrl: stack.demoUrl, demoDir: stack.demoDir, devnet: stack.manifest })
  return stack.stop
}
